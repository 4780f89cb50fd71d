package ui

// The game tree beside the board: shown or hidden from the View menu, the
// choice and its width remembered (gametree.View draws it).

// showTree shows or hides the game tree beside the board; the choice and the
// width the tree was given are remembered.
func (c *Controller) showTree(on bool) {
	v := c.view
	if on {
		v.split.Offset = c.prefs.FloatWithFallback(prefTreeSplit, 0.72)
		v.tree.Show()
		v.tree.SetTree(c.rec.tree)
	} else {
		if v.tree.Visible() {
			c.prefs.SetFloat(prefTreeSplit, v.split.Offset)
		}
		v.tree.Hide()
	}
	v.split.Refresh()
	if on != c.prefs.Bool(prefTree) {
		c.prefs.SetBool(prefTree, on)
	}
	c.cmd.sync(v.mainMenu) // the menu's tick
}
