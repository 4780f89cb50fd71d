package joseki

import (
	"testing"

	"github.com/torreya/torreya/engine"
)

func TestTransformsAreTheSymmetries(t *testing.T) {
	ts := transforms(19, 19)
	if len(ts) != 16 {
		t.Fatalf("%d transforms on 19x19, want 16", len(ts))
	}
	// The 3-4 point of the top right corner, and where each symmetry puts it.
	p := engine.Pt(16, 3) // Q16
	images := map[engine.Point]int{}
	for _, tr := range ts {
		q := tr.Point(p)
		images[q]++
		if back := tr.Inverse().Point(q); back != p {
			t.Errorf("%+v: %v goes to %v and back to %v", tr, p, q, back)
		}
		m := engine.Move{Color: engine.Black, Point: p}
		if got := tr.Inverse().Move(tr.Move(m)); got != m {
			t.Errorf("%+v: move %v comes back as %v", tr, m, got)
		}
		if got, want := tr.Move(m).Color == engine.White, tr.Swapped(); got != want {
			t.Errorf("%+v: colour swapped %v, want %v", tr, got, want)
		}
		if tr.Point(engine.Pass) != engine.Pass {
			t.Errorf("%+v moves a pass", tr)
		}
	}
	// Eight different points, each by two transforms (colours as they are and swapped).
	if len(images) != 8 {
		t.Errorf("Q16 has %d images, want 8: %v", len(images), images)
	}
	for q, n := range images {
		if n != 2 {
			t.Errorf("%v is the image of %d transforms", q, n)
		}
	}
	// On a board that is not square only the mirrors are symmetries.
	if n := len(transforms(19, 13)); n != 8 {
		t.Errorf("%d transforms on 19x13, want 8", n)
	}
}

func TestThenComposes(t *testing.T) {
	ts := transforms(9, 9)
	pts := []engine.Point{engine.Pt(0, 0), engine.Pt(2, 5), engine.Pt(8, 1)}
	for _, a := range ts {
		for _, b := range ts {
			ab := a.Then(b)
			for _, p := range pts {
				if got, want := ab.Point(p), b.Point(a.Point(p)); got != want {
					t.Fatalf("%+v then %+v: %v goes to %v, want %v", a, b, p, got, want)
				}
			}
			if ab.Swapped() != (a.Swapped() != b.Swapped()) {
				t.Fatalf("%+v then %+v swaps colours %v", a, b, ab.Swapped())
			}
		}
	}
}

func TestRegions(t *testing.T) {
	tests := []struct {
		c    Corner
		p    engine.Point
		want bool
	}{
		{TopRight, engine.Pt(16, 3), true},
		{TopRight, engine.Pt(9, 9), false}, // the middle lines are in no region
		{TopLeft, engine.Pt(9, 9), false},
		{TopRight, engine.Pt(9, 3), false},
		{TopRight, engine.Pt(16, 9), false},
		{TopRight, engine.Pt(10, 8), true},
		{TopLeft, engine.Pt(8, 8), true},
		{BottomLeft, engine.Pt(3, 15), true},
		{BottomLeft, engine.Pass, false},
	}
	for _, tt := range tests {
		if got := regionOf(tt.c, 19, 19).has(tt.p); got != tt.want {
			t.Errorf("%v has %v: %v, want %v", tt.c, tt.p, got, tt.want)
		}
	}
}
