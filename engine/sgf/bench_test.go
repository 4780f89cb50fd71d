package sgf

import (
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/torreya/torreya/engine"
)

// kogo is Kogo's Joseki Dictionary: 1.5 MB, about 62,000 nodes.
const kogo = "04-joseki/kogo/Kogo's Joseki Dictionary.sgf"

func readKogo(b *testing.B) []byte {
	data, err := os.ReadFile(filepath.Join(corpus(b), kogo))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// BenchmarkParseKogo reads the whole dictionary into a node tree.
func BenchmarkParseKogo(b *testing.B) {
	data := readKogo(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	nodes := 0
	for b.Loop() {
		c, err := Parse(data)
		if err != nil {
			b.Fatal(err)
		}
		nodes = len(c.Games)
	}
	_ = nodes
}

// BenchmarkWriteKogo writes the dictionary back.
func BenchmarkWriteKogo(b *testing.B) {
	c, err := Parse(readKogo(b))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(Marshal(c.Games...))))
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(io.Discard, c.Games...); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckKogo replays every node of every variation of the dictionary.
func BenchmarkCheckKogo(b *testing.B) {
	c, err := Parse(readKogo(b))
	if err != nil {
		b.Fatal(err)
	}
	tr, err := NewTree(c.Games[0])
	if err != nil {
		b.Fatal(err)
	}
	nodes := 0
	tr.Root().Walk(func(*Node) bool { nodes++; return true })
	b.ReportAllocs()
	for b.Loop() {
		tr.Check()
	}
	b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkJump jumps to random nodes of a 3,600-move game and asks for the
// position there.
func BenchmarkJump(b *testing.B) {
	root := NewNode()
	root.setValues("SZ", "19")
	n := root
	for i := 0; i < 3600; i++ {
		m := NewNode()
		c := engine.Black
		if i%2 == 1 {
			c = engine.White
		}
		p := engine.Pt((i*7)%19, (i*11/19)%19)
		if i%3 == 2 {
			p = engine.Pass
		}
		m.setValues(c.String(), PointValue(p))
		n.appendChild(m)
		n = m
	}
	line := root.MainLine()
	tr, err := NewTree(root)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		tr.GoTo(line[rng.IntN(len(line))])
		tr.Board()
	}
}

// BenchmarkStep steps through a 3,600-move game, forward then back.
func BenchmarkStep(b *testing.B) {
	root := NewNode()
	n := root
	for i := 0; i < 3600; i++ {
		m := NewNode()
		m.setValues([]string{"B", "W"}[i%2], "")
		n.appendChild(m)
		n = m
	}
	tr, err := NewTree(root)
	if err != nil {
		b.Fatal(err)
	}
	forward := true
	b.ReportAllocs()
	for b.Loop() {
		if forward && !tr.Forward() || !forward && !tr.Back() {
			forward = !forward
		}
		tr.Board()
	}
}
