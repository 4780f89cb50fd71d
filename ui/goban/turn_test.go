package goban

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
)

// A turned geometry puts each point where the turn takes it, and reads it
// back from there, in a window too.
func TestGeometryTurnsPoints(t *testing.T) {
	base := layoutGeometry(fyne.NewSize(400, 420), 9, 9, true)
	win := layoutGeometry(fyne.NewSize(400, 420), 5, 4, true).window(3, 2)
	for _, tc := range []struct {
		g            geometry
		x, y, sx, sy int // a point and the cell it is drawn in
	}{
		{base, 0, 0, 0, 0},
		{base.turned(true, true), 0, 0, 8, 8},
		{base.turned(true, true), 2, 6, 6, 2},
		{base.turned(true, false), 2, 6, 6, 6},
		{base.turned(false, true), 2, 6, 2, 2},
		{win.turned(true, true), 3, 2, 4, 3},
		{win.turned(true, false), 4, 5, 3, 3},
	} {
		got := tc.g.center(tc.x, tc.y)
		want := tc.g.origin.Add(fyne.NewPos(float32(tc.sx)*tc.g.dx, float32(tc.sy)*tc.g.dy))
		if got != want {
			t.Errorf("flips %v %v window %d,%d: (%d,%d) drawn at %v, want cell (%d,%d) at %v",
				tc.g.flipX, tc.g.flipY, tc.g.x0, tc.g.y0, tc.x, tc.y, got, tc.sx, tc.sy, want)
		}
		if x, y, ok := tc.g.pointAt(got.Add(fyne.NewPos(tc.g.dx*0.3, -tc.g.dy*0.3))); !ok || x != tc.x || y != tc.y {
			t.Errorf("flips %v %v: near (%d,%d) reads as (%d,%d) %v", tc.g.flipX, tc.g.flipY, tc.x, tc.y, x, y, ok)
		}
	}
}

func TestBoardGoldenRotated(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(620, 660))
	b.SetOptions(Options{Coordinates: true, Fuzzy: true, Wood: 1, Rotate: true})
	b.SetView(midGame(t))
	test.AssertImageMatches(t, "board/midgame19-rotated.png", w.Canvas().Capture())
}

// A corner shown as a problem, mirrored: its lines run on past the side
// that now stands on the left, the hint's area and the last move follow.
func TestBoardGoldenFlippedCorner(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(420, 440))
	b.SetOptions(Options{Coordinates: true, FlipH: true})
	bd := diagram(t,
		".XO......",
		"XXO......",
		"OO.......",
	)
	big := engine.MustBoard(19, 19)
	for _, p := range bd.Points() {
		if c := bd.At(p); c != engine.Empty {
			big.Set(p, c)
		}
	}
	b.SetView(View{Board: big, Turn: engine.Black, Last: engine.Pt(2, 1), Ko: engine.Pass,
		Window: image.Rect(0, 0, 9, 9), Area: image.Rect(0, 0, 4, 3),
		Marks: []Mark{{Kind: MarkTriangle, At: engine.Pt(1, 0)}, {Kind: MarkLabel, At: engine.Pt(3, 0), Text: "a"}}})
	test.AssertImageMatches(t, "board/corner19-flipped.png", w.Canvas().Capture())
}
