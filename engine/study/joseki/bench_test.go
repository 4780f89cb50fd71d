package joseki

import (
	"runtime"
	"testing"

	"github.com/torreya/torreya/engine"
)

// BenchmarkReadKogo indexes Kogo's dictionary (the reading of the file is
// not counted) and reports the heap the index keeps.
func BenchmarkReadKogo(b *testing.B) {
	root := parseCorpus(b, kogoFile)
	var d *Dictionary
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ReportAllocs()
	for b.Loop() {
		var err error
		if d, err = Read(root, 19, 19); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "index-MiB")
	runtime.KeepAlive(d)
}

// BenchmarkFindKogo finds a board with a joseki in each corner in Kogo's
// dictionary: the figure the explorer's position search must keep under
// 50 ms.
func BenchmarkFindKogo(b *testing.B) {
	root := parseCorpus(b, kogoFile)
	d, err := Read(root, 19, 19)
	if err != nil {
		b.Fatal(err)
	}
	// Kogo's main line of each of its first four variations, one in each
	// corner, in four different transforms.
	board := engine.MustBoard(19, 19)
	for i, c := range Corners {
		tr := d.transformsTo(c)[i%4]
		line := root.Children()[i].MainLine()
		for _, n := range line[:min(len(line), 8)] {
			m, _, _ := n.Move(19, 19)
			if m.Point != engine.Pass {
				m = tr.Move(m)
				_, _ = board.Play(m.Color, m.Point) // a stone that crosses into another corner is skipped
			}
		}
	}
	found := 0
	for b.Loop() {
		found = len(d.Find(board))
	}
	if found == 0 {
		b.Fatal("nothing found")
	}
	b.ReportMetric(float64(found), "places")
}

// BenchmarkNextKogo lists the moves after each of the sixteen start places
// and after the third move of Kogo's 3-4 point main line: what the explorer
// asks on every change of the board.
func BenchmarkNextKogo(b *testing.B) {
	root := parseCorpus(b, kogoFile)
	d, err := Read(root, 19, 19)
	if err != nil {
		b.Fatal(err)
	}
	pls := append(d.Start(), Place{Node: root.Children()[1].MainLine()[2]})
	n := 0
	for b.Loop() {
		n = 0
		for _, pl := range pls {
			n += len(d.Next(pl))
		}
	}
	b.ReportMetric(float64(n), "candidates")
}
