package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/goban"
)

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
	up := goban.NewBoard()
	up.Resize(b.Size())
	up.SetOptions(goban.Options{Coordinates: b.Options().Coordinates})
	up.SetView(goban.View{Board: engine.MustBoard(9, 9)})
	upright := up.PositionOf(engine.Pt(6, 2))
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
		// The coordinates are the board's only texts not written bold.
		pos := map[string]fyne.Position{}
		for _, obj := range test.WidgetRenderer(b).Objects() {
			o, ok := obj.(*canvas.Text)
			if !ok || !o.Visible() || o.TextStyle.Bold {
				continue
			}
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
