package ui

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
)

func TestStarPoints(t *testing.T) {
	for _, tc := range []struct {
		cols, rows, want int
	}{
		{19, 19, 9}, {13, 13, 5}, {9, 9, 5}, {7, 7, 4}, {5, 5, 0}, {2, 2, 0},
		{25, 25, 9}, {19, 13, 5}, {8, 8, 4}, {15, 15, 9},
	} {
		if got := len(starPoints(tc.cols, tc.rows)); got != tc.want {
			t.Errorf("starPoints(%d, %d) has %d points, want %d", tc.cols, tc.rows, got, tc.want)
		}
	}
	// 19x19: the 4-4 points, the sides and tengen.
	want := map[[2]int]bool{{3, 3}: true, {3, 15}: true, {15, 3}: true, {15, 15}: true, {9, 9}: true,
		{9, 3}: true, {9, 15}: true, {3, 9}: true, {15, 9}: true}
	for _, p := range starPoints(19, 19) {
		if !want[p] {
			t.Errorf("19x19 star point %v is not a hoshi", p)
		}
	}
}

func TestGeometryKeepsRatioAndFits(t *testing.T) {
	sizes := []fyne.Size{{Width: 600, Height: 640}, {Width: 1000, Height: 300}, {Width: 200, Height: 900}, {Width: 90, Height: 90}}
	boards := [][2]int{{19, 19}, {9, 9}, {2, 2}, {25, 25}, {19, 9}, {5, 17}}
	for _, size := range sizes {
		for _, bd := range boards {
			for _, coords := range []bool{false, true} {
				g := layoutGeometry(size, bd[0], bd[1], coords)
				if r := g.dy / g.dx; math.Abs(float64(r)-15.0/14) > 1e-5 {
					t.Errorf("%v %dx%d: dy/dx = %v, want 15/14", size, bd[0], bd[1], r)
				}
				if g.face.X < -0.01 || g.face.Y < -0.01 ||
					g.face.X+g.faceSize.Width > size.Width+0.01 || g.face.Y+g.faceSize.Height+g.edge > size.Height+0.01 {
					t.Errorf("%v %dx%d coords=%v: board %v+%v (edge %v) does not fit", size, bd[0], bd[1], coords, g.face, g.faceSize, g.edge)
				}
				// Either the width or the height is used up: the board is as large as it can be.
				usedW := g.faceSize.Width / size.Width
				usedH := (g.faceSize.Height + g.edge) / size.Height
				if max(usedW, usedH) < 0.999 {
					t.Errorf("%v %dx%d: board uses %.3f x %.3f of the space", size, bd[0], bd[1], usedW, usedH)
				}
				for _, pt := range [][2]int{{0, 0}, {bd[0] - 1, bd[1] - 1}, {bd[0] / 2, bd[1] / 3}} {
					c := g.center(pt[0], pt[1])
					x, y, ok := g.pointAt(c.Add(fyne.NewPos(g.dx*0.3, -g.dy*0.3)))
					if !ok || x != pt[0] || y != pt[1] {
						t.Errorf("%v %dx%d: pointAt near %v = %d,%d,%v", size, bd[0], bd[1], pt, x, y, ok)
					}
				}
				if _, _, ok := g.pointAt(g.center(-1, 0)); ok {
					t.Errorf("%v %dx%d: a point left of the grid was taken for an intersection", size, bd[0], bd[1])
				}
			}
		}
	}
}

func TestBlackStonesAreSlightlyLarger(t *testing.T) {
	g := layoutGeometry(fyne.NewSize(700, 750), 19, 19, true)
	ratio := g.radius(true) / g.radius(false)
	if math.Abs(float64(ratio)-1.014) > 0.001 {
		t.Errorf("black/white radius = %.4f, want 1.014", ratio)
	}
	if 2*g.radius(true) >= g.dx {
		t.Errorf("black stones (%.2f across) overlap at spacing %.2f", 2*g.radius(true), g.dx)
	}
}

// TestFuzzyStonesNeverOverlap places two black stones side by side and one
// above the other with every kind of neighbourhood and many seeds.
func TestFuzzyStonesNeverOverlap(t *testing.T) {
	moved := 0
	for seed := uint64(0); seed < 3000; seed++ {
		ax, ay := fuzzOffset(seed, seed%2 == 0, true, seed%3 == 0, seed%5 == 0)
		bx, by := fuzzOffset(seed*7919+1, true, seed%7 == 0, seed%11 == 0, seed%13 == 0)
		if ax != 0 || ay != 0 {
			moved++
		}
		// Side by side: b is one spacing to the right of a.
		if d := math.Hypot(float64(1+bx-ax), float64(by-ay)); d < 2*blackRadius {
			t.Fatalf("seed %d: neighbours across are %.4f apart, less than %.4f", seed, d, 2*blackRadius)
		}
		// One above the other: recompute with the neighbour above/below.
		ax, ay = fuzzOffset(seed, seed%2 == 0, seed%3 == 0, seed%5 == 0, true)
		bx, by = fuzzOffset(seed*7919+1, seed%7 == 0, seed%11 == 0, true, seed%13 == 0)
		if d := math.Hypot(float64(bx-ax), float64(gridRatio+by-ay)); d < 2*blackRadius {
			t.Fatalf("seed %d: neighbours along are %.4f apart, less than %.4f", seed, d, 2*blackRadius)
		}
	}
	if moved < 2900 {
		t.Errorf("only %d of 3000 stones were moved off their points", moved)
	}
	// Deterministic: the same seed gives the same offset.
	x1, y1 := fuzzOffset(42, false, false, false, false)
	x2, y2 := fuzzOffset(42, false, false, false, false)
	if x1 != x2 || y1 != y2 {
		t.Errorf("fuzzOffset is not deterministic")
	}
}
