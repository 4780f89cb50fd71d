package ui

import (
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// buttonIn finds the button labelled text under o.
func buttonIn(o fyne.CanvasObject, text string) *widget.Button {
	switch x := o.(type) {
	case *widget.Button:
		if x.Text == text {
			return x
		}
	case *fyne.Container:
		for _, k := range x.Objects {
			if b := buttonIn(k, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(x).Objects() {
			if b := buttonIn(k, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// TestEnlargedGraph: Enlarge on the review's panel opens the graph over
// most of the window at the default size, with both lines drawn and named;
// a tap on a point goes to that move and says what the review found there;
// Close shows the board at that move.
func TestEnlargedGraph(t *testing.T) {
	c := reviewed(t)
	w := c.view.window
	w.Resize(fyne.NewSize(1040, 760))
	rv, z := c.reviewer, c.reviewer.zoom
	enlarge := buttonIn(rv.box, "Enlarge")
	if enlarge == nil || enlarge.Disabled() {
		t.Fatalf("the review's panel has no Enlarge (button %v)", enlarge)
	}
	test.Tap(enlarge)
	if !z.isOpen() {
		t.Fatal("Enlarge did not open the graph")
	}
	if s := z.graph.Size(); s.Width < 800 || s.Height < 400 {
		t.Errorf("the enlarged graph is %v in a 1040x760 window, want at least 800x400", s)
	}
	n := len(rv.ps)
	if len(z.graph.rate) != n || len(z.graph.lead) != n {
		t.Fatalf("the enlarged graph has %d chances and %d leads, want %d of each", len(z.graph.rate), len(z.graph.lead), n)
	}
	for i := range n {
		if math.IsNaN(z.graph.rate[i]) || math.IsNaN(z.graph.lead[i]) {
			t.Errorf("position %d is missing from a line", i)
		}
	}
	r := test.WidgetRenderer(z.graph).(*graphRenderer)
	shown := func(lines []*canvas.Line) (k int) {
		for _, l := range lines {
			if !l.Hidden {
				k++
			}
		}
		return k
	}
	if a, b := shown(r.rate), shown(r.lead); a != n-1 || b != n-1 {
		t.Errorf("%d segments of the chance and %d of the lead drawn, want %d of each", a, b, n-1)
	}
	if r.rateName.Text != "Black's chance to win" || r.leadName.Text != "Black's lead in points" || r.moveName.Text != "Move" {
		t.Errorf("the axes are named %q, %q, %q", r.rateName.Text, r.leadName.Text, r.moveName.Text)
	}
	if len(r.rateAxis) != 5 || r.rateAxis[1].Text != "75 %" {
		t.Errorf("the enlarged graph's left axis has %d marks", len(r.rateAxis))
	}

	// A tap on position 2 (after move 2) goes there.
	p := z.graph.plot(z.graph.Size())
	x := p.x0 + 2*(p.x1-p.x0)/float32(n-1)
	test.TapAt(z.graph, fyne.NewPos(x, (p.y0+p.y1)/2))
	if i := rv.index(); i != 2 {
		t.Fatalf("the tap went to position %d, want 2", i)
	}
	if !z.isOpen() || z.graph.current != 2 || !strings.Contains(z.words.Text, "move 3") {
		t.Errorf("after the tap: open %v, marked %d, words %q", z.isOpen(), z.graph.current, z.words.Text)
	}
	closeBtn := buttonIn(w.Canvas().Overlays().Top(), "Close")
	if closeBtn == nil {
		t.Fatal("the enlarged graph has no Close")
	}
	test.Tap(closeBtn)
	if z.isOpen() || w.Canvas().Overlays().Top() != nil {
		t.Error("Close did not close the enlarged graph")
	}
	if rv.index() != 2 {
		t.Errorf("closing left the board at position %d, want 2", rv.index())
	}
}

// TestEnlargedGraphOnTheSmallestWindow: at the program's least size the
// review's buttons start inside the window (they scroll rather than run
// off its left edge), and the enlarged graph still has room for its lines
// between the axes' words.
func TestEnlargedGraphOnTheSmallestWindow(t *testing.T) {
	c := reviewed(t)
	w := c.view.window
	w.Resize(fyne.NewSize(540, 370))
	w.Content().Refresh()
	drv := fyne.CurrentApp().Driver()
	for _, label := range []string{"Next mistake", "Enlarge"} {
		b := buttonIn(c.reviewer.box, label)
		if b == nil {
			t.Fatalf("no %q on the review's panel", label)
		}
		if at := drv.AbsolutePositionForObject(b); at.X < 0 {
			t.Errorf("%q stands at x %.0f, off the window", label, at.X)
		}
	}
	c.cmd.enlargeGraph.run()
	z := c.reviewer.zoom
	if !z.isOpen() {
		t.Fatal("Game > Enlarge Review Graph did not open the graph")
	}
	s := z.graph.Size()
	p := z.graph.plot(s)
	if p.x1-p.x0 < 320 || p.y1-p.y0 < 100 {
		t.Errorf("in a 540x370 window the enlarged graph is %v, its plot %.0fx%.0f; want at least 320x100", s, p.x1-p.x0, p.y1-p.y0)
	}
	c.reviewer.closeReview()
	if z.isOpen() {
		t.Error("the enlarged graph outlives the review")
	}
}
