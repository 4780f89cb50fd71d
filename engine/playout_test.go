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

// TestRegionScore counts an unfinished position: each empty region goes to
// the colour whose stones alone border it, to no one when both or none do.
func TestRegionScore(t *testing.T) {
	b := mustDiagram(t, `
		. . X . . . O . .
		. . X . . . O . .
		X X X . . . O O O
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		O O O . . . . . .
		. X O . . . . . .
		. O O . . . . . .
	`)
	// The top-left corner's four points are Black's, the top-right's White's;
	// the open middle touches both, and so do A1 and A2 (White's B1 and A3,
	// Black's B2).
	owners := map[Point]int{}
	got := b.RegionScore(func(p Point, o int) {
		if _, dup := owners[p]; dup {
			t.Fatalf("point %s given twice", Vertex(p, 9))
		}
		owners[p] = o
	})
	if len(owners) != 81 {
		t.Fatalf("%d points given, want 81", len(owners))
	}
	want := map[string]int{"A9": 1, "B8": 1, "C9": 1, "C7": 1, "H9": -1, "G8": -1, "J7": -1, "E5": 0, "A3": -1, "B2": 1, "A1": 0, "A2": 0}
	for v, o := range want {
		p, err := ParseVertex(v, 9, 9)
		if err != nil {
			t.Fatal(err)
		}
		if owners[p] != o {
			t.Errorf("%s: owner %d, want %d", v, owners[p], o)
		}
	}
	sum := 0
	for _, o := range owners {
		sum += o
	}
	if got != sum {
		t.Errorf("score %d, but the owners sum to %d", got, sum)
	}
	if b.RegionScore(nil) != got {
		t.Errorf("score without owners differs")
	}
}

// TestRegionScoreAgreesAtTheEnd: on a board a playout has finished, every
// empty region is an eye or a shared point, and the two counts agree.
func TestRegionScoreAgreesAtTheEnd(t *testing.T) {
	r := NewRand(3)
	for _, size := range []int{5, 9, 13, 19} {
		for i := 0; i < 20; i++ {
			b := MustBoard(size, size)
			b.Playout(Black, r)
			if got, want := b.RegionScore(nil), b.AreaScore(nil); got != want {
				t.Fatalf("%dx%d playout %d: RegionScore %d, AreaScore %d\n%s", size, size, i, got, want, b)
			}
		}
	}
}
