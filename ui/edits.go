package ui

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2/lang"
)

// Undo, Redo and the comment: the changes to the record and how they are
// said.

// undo takes back the last change to the record; against the computer it
// takes back moves until it is a person's turn.
func (c *Controller) undo() {
	if c.rec.phase == scoring {
		c.resume()
		return
	}
	c.think.stop()
	at, result := c.rec.tree.Current(), c.rec.tree.Root().Result()
	if !c.rec.undo(c.seats.computer) {
		c.setStatus(lang.L("Nothing to undo."))
		return
	}
	c.edited()
	switch cur := c.rec.tree.Current(); {
	case cur == at && result != "" && c.rec.tree.Root().Result() == "":
		c.setStatus(lang.L("The result is taken back: play can go on."))
	case cur == at.Parent() && !slices.Contains(cur.Children(), at):
		c.setStatus(lang.L("Move taken back."))
	default:
		c.setStatus(lang.L("The last change is undone."))
	}
}

// redo replays the last undone change, and says what came back: what
// Undo said stays otherwise, as if the change were still undone.
func (c *Controller) redo() {
	c.think.stop()
	at := c.rec.tree.Current()
	before := slices.Clone(at.Children())
	if !c.rec.redo() {
		c.setStatus(lang.L("Nothing to redo."))
		return
	}
	w, h := c.rec.tree.Size()
	cur := c.rec.tree.Current()
	if _, isMove, _ := cur.Move(w, h); isMove && cur.Parent() == at && !slices.Contains(before, cur) {
		c.setStatus(lang.L("Move redone."))
	} else {
		c.setStatus(lang.L("The change is redone."))
	}
	c.changed(true) // after the words: the computer's turn may have its own
}

// edited updates everything after an edit without starting the computer:
// after an undo or a comment the person decides when play goes on.
func (c *Controller) edited() {
	if !c.inMode() {
		c.doc.changed(c.rec.tree.State())
		c.autosave()
	}
	c.an.refreshAnalysis()
	c.redraw()
	c.titleChanged()
	c.runClock()
}

// setComment replaces the comment of the current node (undoable).
func (c *Controller) setComment(text string) error {
	switch {
	case c.problems.on():
		return errSolving()
	case c.inMode():
		return errors.New(lang.L("This board is not the record's: close the lesson or the explorer to edit the record."))
	}
	ok, err := c.rec.setComment(text)
	if err != nil || !ok {
		return err
	}
	c.edited()
	c.setStatus(lang.L("Comment saved."))
	return nil
}
