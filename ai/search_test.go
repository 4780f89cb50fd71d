package ai

import (
	"context"
	"testing"

	"github.com/torreya/torreya/engine"
)

func benchmarkSearch(b *testing.B, size, threads int) {
	g, err := engine.NewGame(size, size, engine.Rules{Komi: 7.5, Ko: engine.KoPositional})
	if err != nil {
		b.Fatal(err)
	}
	m := New(Options{Playouts: 4000, Threads: threads, Seed: 1})
	total := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.forget() // no tree reuse between iterations
		if _, err := m.GenMove(context.Background(), g, engine.Black); err != nil {
			b.Fatal(err)
		}
		total += m.LastStats().Playouts
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkSearch9x9 searches the empty 9x9 board, 4,000 playouts a move, on one thread.
func BenchmarkSearch9x9(b *testing.B) { benchmarkSearch(b, 9, 1) }

// BenchmarkSearch19x19 searches the empty 19x19 board, 4,000 playouts a move, on one thread.
func BenchmarkSearch19x19(b *testing.B) { benchmarkSearch(b, 19, 1) }

// BenchmarkSearch9x9Threads2 is BenchmarkSearch9x9 on two threads.
func BenchmarkSearch9x9Threads2(b *testing.B) { benchmarkSearch(b, 9, 2) }

// BenchmarkSearch19x19Threads2 is BenchmarkSearch19x19 on two threads.
func BenchmarkSearch19x19Threads2(b *testing.B) { benchmarkSearch(b, 19, 2) }

func benchmarkPlayout(b *testing.B, size int) {
	start := engine.MustBoard(size, size)
	w := new(playouter)
	w.rng.Seed(1)
	w.th = HeavyPolicy().thresholds()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w.begin(start)
		w.playout(engine.Black, engine.Pass, engine.Pass, 0)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkHeavyPlayout9x9 plays heavy-policy playouts from the empty 9x9 board.
func BenchmarkHeavyPlayout9x9(b *testing.B) { benchmarkPlayout(b, 9) }

// BenchmarkHeavyPlayout19x19 plays heavy-policy playouts from the empty 19x19 board.
func BenchmarkHeavyPlayout19x19(b *testing.B) { benchmarkPlayout(b, 19) }
