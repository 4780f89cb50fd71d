package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/goban"
)

// rect is an object's place in the window.
type rect struct{ x0, y0, x1, y1 float32 }

func rectOf(o fyne.CanvasObject) rect {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := o.Size()
	return rect{p.X, p.Y, p.X + s.Width, p.Y + s.Height}
}

func (r rect) overlaps(q rect) bool {
	return r.x0 < q.x1 && q.x0 < r.x1 && r.y0 < q.y1 && q.y0 < r.y1
}

func (r rect) inside(w, h float32) bool {
	const slack = 0.5
	return r.x0 >= -slack && r.y0 >= -slack && r.x1 <= w+slack && r.y1 <= h+slack
}

// TestSmallWindowsKeepTheBoardAndNeverOverlap lays the window out at sizes
// from the smallest a window manager allows down to smaller still, wide and
// tall: the board, the side panel and the game's buttons never overlap or
// leave the window, and the board keeps most of the space.
func TestSmallWindowsKeepTheBoardAndNeverOverlap(t *testing.T) {
	c, w := newTestController(t, Deps{})
	newGame(t, c, 19, PlayerSpec{}, PlayerSpec{})
	min := c.Content().MinSize()
	if min.Width > 560 || min.Height > 420 {
		t.Errorf("the window's least size is %v; it should fit in 560x420", min)
	}
	for _, sz := range []fyne.Size{min, {Width: 1040, Height: 760}, {Width: 640, Height: 480},
		{Width: 460, Height: 600}, {Width: 600, Height: 1000}, {Width: 400, Height: 300}, {Width: 1400, Height: 520}} {
		w.Resize(sz)
		size := w.Canvas().Size()
		board, side := rectOf(c.view.board), rectOf(c.view.side)
		buttons := rectOf(c.view.side.Objects[2])
		status := rectOf(c.view.status)
		for name, r := range map[string]rect{"board": board, "side panel": side, "buttons": buttons, "status": status} {
			if !r.inside(size.Width, size.Height) {
				t.Errorf("%v: the %s %v leaves the window", sz, name, r)
			}
		}
		if board.overlaps(side) || board.overlaps(status) || side.overlaps(status) {
			t.Errorf("%v: board %v, side panel %v and status %v overlap", sz, board, side, status)
		}
		if buttons.x0 < side.x0 || buttons.x1 > side.x1+0.5 || buttons.y1 > side.y1+0.5 {
			t.Errorf("%v: the buttons %v stand outside the side panel %v", sz, buttons, side)
		}
		// The board's share: from the least size up it is larger than the
		// panel, and far larger in a roomy window.
		area := func(r rect) float32 { return (r.x1 - r.x0) * (r.y1 - r.y0) }
		if sz.Width >= min.Width && sz.Height >= min.Height && area(board) < area(side) {
			t.Errorf("%v: the board %v is smaller than the panel %v", sz, board, side)
		}
	}
	w.Resize(fyne.NewSize(1040, 760))
	// The wood's width, from the line spacing and the margins of a board
	// with coordinates (the default).
	b := c.view.board
	dx := (b.PositionOf(engine.Pt(18, 0)).X - b.PositionOf(engine.Pt(0, 0)).X) / 18
	if face := dx * (18 + 2*goban.MarginCoords); face < 600 {
		t.Errorf("in a 1040x760 window the board is %.0f wide", face)
	}
}
