package ui

import (
	"fyne.io/fyne/v2"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/goban"
)

// mode is what has the board when it is not the document's game: a
// problem being solved (problems.go), the joseki explorer (joseki.go) or a
// lesson (lessons.go). The controller holds one at a time, c.mode, nil for
// the document's own game, and every switch goes through setMode, which
// ends the mode before, stops the background work and drops whatever the
// new mode does not allow. So a mode knows nothing of the others, and what
// one mode hides no other feature can show.
//
// A mode shows a board of its own, a scratch record in c.rec, while the
// document's record waits in c.home; the document is never edited by a
// mode, and leaving one shows it again exactly as it was.
type mode interface {
	// tap handles a tap on the board.
	tap(p engine.Point)
	// decorate adds what the mode shows on the board to its view.
	decorate(v *goban.View)
	// end drops the mode's own state and stops its background work. The
	// controller shows the document's record again, or the next mode's.
	end()
	// allows reports whether an overlay may be on with the mode.
	allows(o overlay) bool
	// commands defines the mode's own commands in k.
	commands(k *commands)
	// blocks returns the commands of k the mode turns off, beyond their
	// own rules: those that would edit the document, play a game, or give
	// an answer away. It is asked once, when the commands are made.
	blocks(k *commands) []*command
	// newBar makes the mode's bar above the board, hidden; showBar shows
	// the mode's state in it, or hides it (a mode may offer itself there
	// while off).
	newBar() fyne.CanvasObject
	showBar()
}

// overlay is what can be shown over any board and that a mode may forbid.
type overlay int

const (
	overlayAnalyze  overlay = iota // Analyze's candidates and its words
	overlayHint                    // the computer's hint
	overlayEstimate                // the territory estimate
	overlayReview                  // the review's panel, its marks and its lines
	overlayEdit                    // edit mode
)

// allows reports whether the overlay may be shown now.
func (c *Controller) allows(o overlay) bool { return c.mode == nil || c.mode.allows(o) }

// inMode reports whether a mode has the board (the document's record waits
// in c.home).
func (c *Controller) inMode() bool { return c.mode != nil }

// setMode makes m the mode (nil: the document's game). The mode before
// ends, the computer and the readings stop, the overlays m forbids are
// dropped, and with m nil the document's record is shown again as it was.
// m then builds its board in c.rec; the caller shows the result.
func (c *Controller) setMode(m mode) {
	if old := c.mode; old != nil {
		c.mode = nil
		old.end()
	}
	c.stopWork()
	switch {
	case m == nil && c.home != nil:
		c.rec, c.home = c.home, nil
	case m != nil && c.home == nil:
		c.home = c.rec
	}
	c.mode = m
	c.dropOverlays()
}

// dropMode ends the mode without showing the document's record again:
// another record is about to be shown.
func (c *Controller) dropMode() {
	if old := c.mode; old != nil {
		c.mode = nil
		old.end()
	}
	c.home = nil
	c.dropOverlays()
}

// dropOverlays switches off each overlay the current mode forbids.
func (c *Controller) dropOverlays() {
	if !c.allows(overlayAnalyze) && c.analyzer.on {
		c.analyzer.on = false
		c.analyzer.stop()
	}
	if !c.allows(overlayHint) {
		c.an.hintOn = false
	}
	if !c.allows(overlayEstimate) {
		c.an.estimateOn = false
	}
	if !c.allows(overlayEdit) && c.editor.on {
		c.editor.on, c.editor.from = false, engine.Pass
		c.editor.bar.Hide()
	}
	if c.view != nil {
		c.view.news.dismiss() // it spoke of the board before
	}
}

// docRecord is the document's record: the one shown, or while a mode has
// the board, the one it stands in front of.
func (c *Controller) docRecord() *record {
	if c.home != nil {
		return c.home
	}
	return c.rec
}
