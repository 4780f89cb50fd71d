package ui

import (
	"github.com/torreya/torreya/engine/sgf"
)

// Moving through the record: the controller goes to a node, and the view,
// the modes and the readings follow.

// first goes to the start of the game.
func (c *Controller) first() { c.goTo(c.rec.tree.Root()) }

// last goes to the end of the current line.
func (c *Controller) last() { c.forward(1 << 30) }

// back goes n moves back.
func (c *Controller) back(n int) { c.goTo(c.rec.back(n)) }

// forward goes n moves forward along the current line.
func (c *Controller) forward(n int) {
	c.think.stop()
	if c.rec.forward(n) {
		c.navigated()
	}
}

// variation switches to the previous (delta -1) or next (+1) variation at
// the current move.
func (c *Controller) variation(delta int) { c.goTo(c.rec.sibling(delta)) }

func (c *Controller) goTo(n *sgf.Node) {
	if n == nil || n == c.rec.tree.Current() {
		return
	}
	c.think.stop()
	c.rec.goTo(n)
	c.navigated()
}

func (c *Controller) navigated() {
	c.changed(false)
	if c.rec.phase != scoring {
		c.setStatus(nodeText(c.rec.tree))
	}
}
