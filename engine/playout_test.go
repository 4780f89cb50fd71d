package engine

import "testing"

func benchmarkPlayout(b *testing.B, size int) {
	start := MustBoard(size, size)
	var board Board
	r := NewRand(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.CopyFrom(start)
		board.Playout(Black, r)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkPlayout9x9 plays uniformly random playouts from the empty 9x9 board.
func BenchmarkPlayout9x9(b *testing.B) { benchmarkPlayout(b, 9) }

// BenchmarkPlayout19x19 plays uniformly random playouts from the empty 19x19 board.
func BenchmarkPlayout19x19(b *testing.B) { benchmarkPlayout(b, 19) }
