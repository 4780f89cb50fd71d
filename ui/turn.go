package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

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

// turnItems returns the View menu's items that turn the board, each a
// switch kept in the preferences.
func (c *Controller) turnItems() []*fyne.MenuItem {
	labels := [len(turnKeys)]string{lang.L("Rotate Board 180°"), lang.L("Flip Horizontally"), lang.L("Flip Vertically")}
	items := make([]*fyne.MenuItem, len(turnKeys))
	for i, key := range turnKeys {
		items[i] = fyne.NewMenuItem(labels[i], func() {
			c.prefs.SetBool(key, !c.prefs.Bool(key))
			c.applyOptions()
		})
	}
	c.view.turnItems = items
	return items
}

// readTurns reads the board's turn from the preferences into o, and checks
// the menu's items that say it.
func (c *Controller) readTurns(o *goban.Options) {
	o.Rotate, o.FlipH, o.FlipV = c.prefs.Bool(prefRotate), c.prefs.Bool(prefFlipH), c.prefs.Bool(prefFlipV)
	for i, it := range c.view.turnItems {
		it.Checked = c.prefs.Bool(turnKeys[i])
	}
}
