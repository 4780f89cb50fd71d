package ui

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

// rotatedController returns a controller with a 9x9 game between people, its
// board turned by the View menu's item.
func rotatedController(t *testing.T, label string) (*Controller, fyne.Window) {
	t.Helper()
	c, w := attached(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	w.Resize(fyne.NewSize(1000, 720))
	menuItem(t, w, label).Action()
	return c, w
}

func TestTapOnARotatedBoardPlaysThePointShown(t *testing.T) {
	c, w := rotatedController(t, "Rotate Board 180°")
	if !menuItem(t, w, "Rotate Board 180°").Checked || !c.Board().Options().Rotate {
		t.Fatal("the item is not checked, or the board not turned")
	}
	// Where C3 (2,6) stands on a turned 9x9 board is where G7 (6,2) stands
	// on an upright one.
	b := c.Board()
	at := b.PositionOf(engine.Pt(2, 6))
	upright := layoutGeometry(b.Size(), 9, 9, b.Options().Coordinates).center(6, 2)
	if at != upright {
		t.Fatalf("C3 is drawn at %v, want %v where G7 is upright", at, upright)
	}
	test.TapAt(b, upright)
	m, has := currentMove(t, c)
	if !has || m.Point != engine.Pt(2, 6) {
		t.Errorf("the tap played %v, want C3 (2,6)", m)
	}
	// The choice is kept, and a second click turns the board back.
	if !c.prefs.Bool(prefRotate) {
		t.Error("the turn is not in the preferences")
	}
	menuItem(t, w, "Rotate Board 180°").Action()
	if c.Board().Options().Rotate || menuItem(t, w, "Rotate Board 180°").Checked {
		t.Error("the second click left the board turned")
	}
}

// The coordinates stay true: on a turned board the letters and numbers
// go with their lines.
func TestCoordinatesFollowATurnedBoard(t *testing.T) {
	for _, tc := range []struct {
		label                     string
		leftLetter, topNumber     string
		rightLetter, bottomNumber string
	}{
		{"Rotate Board 180°", "J", "1", "A", "9"},
		{"Flip Horizontally", "J", "9", "A", "1"},
		{"Flip Vertically", "A", "1", "J", "9"},
	} {
		c, _ := rotatedController(t, tc.label)
		b := c.Board()
		r := test.WidgetRenderer(b).(*boardRenderer)
		pos := map[string]fyne.Position{}
		for _, o := range r.coords {
			if _, seen := pos[o.Text]; !seen {
				pos[o.Text] = o.Position().Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
			}
		}
		for _, text := range []string{"A", "J", "1", "9"} {
			var p engine.Point
			switch text {
			case "A":
				p = engine.Pt(0, 4)
			case "J":
				p = engine.Pt(8, 4)
			case "1":
				p = engine.Pt(4, 8)
			case "9":
				p = engine.Pt(4, 0)
			}
			line := b.PositionOf(p)
			got := pos[text]
			if text == "A" || text == "J" {
				if d := got.X - line.X; d > 0.5 || d < -0.5 {
					t.Errorf("%s: %s written at x %v, its line at %v", tc.label, text, got.X, line.X)
				}
			} else if d := got.Y - line.Y; d > 0.5 || d < -0.5 {
				t.Errorf("%s: %s written at y %v, its line at %v", tc.label, text, got.Y, line.Y)
			}
		}
		if pos[tc.leftLetter].X >= pos[tc.rightLetter].X || pos[tc.topNumber].Y >= pos[tc.bottomNumber].Y {
			t.Errorf("%s: %s not left of %s, or %s not above %s", tc.label, tc.leftLetter, tc.rightLetter, tc.topNumber, tc.bottomNumber)
		}
	}
}
