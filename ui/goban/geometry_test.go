package goban

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
)

// drawnHoshi returns the intersections b's renderer draws star points on,
// failing if one sits off an intersection or two on the same one.
func drawnHoshi(t *testing.T, b *Board) map[engine.Point]bool {
	t.Helper()
	r := test.WidgetRenderer(b).(*boardRenderer)
	got := map[engine.Point]bool{}
	for _, c := range r.hoshi {
		mid := c.Position().Add(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
		x, y, ok := r.g.pointAt(mid)
		at := r.g.center(x, y)
		if !ok || math.Abs(float64(mid.X-at.X)) > 0.01 || math.Abs(float64(mid.Y-at.Y)) > 0.01 {
			t.Errorf("%dx%d: a star point at %v is not on an intersection", r.g.cols, r.g.rows, mid)
			continue
		}
		p := engine.Pt(x, y)
		if got[p] {
			t.Errorf("%dx%d: two star points on %v", r.g.cols, r.g.rows, p)
		}
		got[p] = true
	}
	return got
}

// TestBoardDrawsEngineStarPoints: the board draws its hoshi where the engine
// says they are, the one source that also places handicap stones.
func TestBoardDrawsEngineStarPoints(t *testing.T) {
	b, _ := newTestBoard(t, fyne.NewSize(500, 520))
	sizes := [][2]int{{19, 13}, {13, 19}, {9, 19}, {7, 12}, {25, 2}, {12, 15}}
	for n := 2; n <= 25; n++ {
		sizes = append(sizes, [2]int{n, n})
	}
	for _, sz := range sizes {
		w, h := sz[0], sz[1]
		b.SetView(View{Board: engine.MustBoard(w, h), Last: engine.Pass, Ko: engine.Pass})
		got := drawnHoshi(t, b)
		want := engine.StarPoints(w, h)
		if len(got) != len(want) {
			t.Errorf("%dx%d: %d star points drawn, the engine has %d: %v", w, h, len(got), len(want), want)
		}
		for _, p := range want {
			if !got[p] {
				t.Errorf("%dx%d: no star point drawn on the engine's %v", w, h, p)
			}
		}
	}

	// 12x12: the hoshi are the fixed handicap's corners on the fourth line,
	// where a four-stone handicap goes.
	b.SetView(View{Board: engine.MustBoard(12, 12), Last: engine.Pass, Ko: engine.Pass})
	corners, err := engine.FixedHandicap(12, 12, 4)
	if err != nil {
		t.Fatal(err)
	}
	got := drawnHoshi(t, b)
	if len(got) != len(corners) {
		t.Errorf("12x12: %d star points drawn, want the %d handicap corners %v", len(got), len(corners), corners)
	}
	for _, p := range corners {
		if !got[p] {
			t.Errorf("12x12: no star point on the handicap point %v", p)
		}
		if p.X() != 3 && p.X() != 8 || p.Y() != 3 && p.Y() != 8 {
			t.Errorf("12x12: handicap point %v is not on the fourth line", p)
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
		if d := math.Hypot(float64(1+bx-ax), float64(by-ay)); d < 2*BlackRadius {
			t.Fatalf("seed %d: neighbours across are %.4f apart, less than %.4f", seed, d, 2*BlackRadius)
		}
		// One above the other: recompute with the neighbour above/below.
		ax, ay = fuzzOffset(seed, seed%2 == 0, seed%3 == 0, seed%5 == 0, true)
		bx, by = fuzzOffset(seed*7919+1, seed%7 == 0, seed%11 == 0, true, seed%13 == 0)
		if d := math.Hypot(float64(bx-ax), float64(GridRatio+by-ay)); d < 2*BlackRadius {
			t.Fatalf("seed %d: neighbours along are %.4f apart, less than %.4f", seed, d, 2*BlackRadius)
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

// TestLeadShort: a candidate's lead on its disc is signed, with one decimal
// under ten points and none from there, and never "-0.0".
func TestLeadShort(t *testing.T) {
	for _, tc := range []struct {
		lead float64
		want string
	}{{3.46, "+3.5"}, {-0.5, "-0.5"}, {-0.02, "+0.0"}, {0, "+0.0"}, {9.94, "+9.9"}, {9.96, "+10"}, {-23.4, "-23"}} {
		if got := leadShort(tc.lead); got != tc.want {
			t.Errorf("leadShort(%v) = %q, want %q", tc.lead, got, tc.want)
		}
	}
}
