package ui

import (
	"github.com/torreya/torreya/ui/goban"
)

// Preference keys of a turned board (Options.Rotate, FlipH, FlipV).
const (
	prefRotate = "rotateBoard"
	prefFlipH  = "flipHorizontally"
	prefFlipV  = "flipVertically"
)

// turnKeys are the View menu's switches that turn the board: 180° for two
// people across a table, and the mirrors for studying a position from
// another side.
var turnKeys = [...]string{prefRotate, prefFlipH, prefFlipV}

// readTurns reads the board's turn from the preferences into o.
func (c *Controller) readTurns(o *goban.Options) {
	o.Rotate, o.FlipH, o.FlipV = c.prefs.Bool(prefRotate), c.prefs.Bool(prefFlipH), c.prefs.Bool(prefFlipV)
}
