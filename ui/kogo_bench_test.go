package ui

import (
	"os"
	"runtime"
	"testing"

	"github.com/torreya/torreya/engine/sgf"
)

// kogoPath is the largest real record of the corpus: 62,443 nodes.
const kogoPath = corpusDir + "/04-joseki/kogo/Kogo's Joseki Dictionary.sgf"

func needKogo(b *testing.B) {
	b.Helper()
	if _, err := os.Stat(kogoPath); err != nil {
		b.Skip("Kogo's Joseki Dictionary is not in ../shared/testdata")
	}
}

// BenchmarkOpenKogo opens Kogo in the program with the game tree shown:
// from the file chosen to the board and the tree drawn.
func BenchmarkOpenKogo(b *testing.B) {
	needKogo(b)
	c, _ := attached(b, Deps{})
	c.showTree(true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.OpenFile(kogoPath)
	}
	b.StopTimer()
	if n := len(c.tree().Root().Children()); n == 0 {
		b.Fatal("Kogo did not open")
	}
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.HeapInuse)/(1<<20), "heapMB")
}

// BenchmarkStepKogo steps through Kogo with the game tree shown, in the order
// the tree is read: the board, the comment and the tree updated each step.
func BenchmarkStepKogo(b *testing.B) {
	needKogo(b)
	c, _ := attached(b, Deps{})
	c.showTree(true)
	c.OpenFile(kogoPath)
	var order []*sgf.Node
	c.tree().Root().Walk(func(n *sgf.Node) bool { order = append(order, n); return true })
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.goTo(order[1+i%(len(order)-1)])
	}
}
