package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine/sgf"
)

// variations are the edits of the record's branches: make one the main line,
// move it among its siblings, delete from or after a node, copy a branch and
// paste it elsewhere, in this record or another. Each is one undoable edit,
// and the tree and the board show the result at once.
type variations struct {
	copied *sgf.Node // the branch copied last (a detached copy), or nil
}

// variationStart returns the first node of the variation that holds n: the
// nearest of n and its ancestors that has siblings; nil on a line without
// forks.
func variationStart(n *sgf.Node) *sgf.Node {
	for m := n; m.Parent() != nil; m = m.Parent() {
		if len(m.Parent().Children()) > 1 {
			return m
		}
	}
	return nil
}

// siblingIndex returns n's place among its siblings.
func siblingIndex(n *sgf.Node) int { return slices.Index(n.Parent().Children(), n) }

// onMainLine reports whether n is on the main line: every node above it is a
// first child.
func onMainLine(n *sgf.Node) bool {
	for m := n; m.Parent() != nil; m = m.Parent() {
		if m.Parent().Children()[0] != m {
			return false
		}
	}
	return true
}

// canMoveVariation reports whether the current variation can move delta
// places (-1 up, +1 down).
func (c *Controller) canMoveVariation(delta int) bool {
	vs := variationStart(c.rec.tree.Current())
	if vs == nil {
		return false
	}
	i := siblingIndex(vs) + delta
	return i >= 0 && i < len(vs.Parent().Children())
}

// branchEdit runs one edit of the record's branches and shows the result.
// done says what happened, once it has.
func (c *Controller) branchEdit(f func(t *sgf.Tree) error, done func() string) error {
	c.think.stop()
	if err := c.rec.edit(f); err != nil {
		c.setStatus(err.Error())
		return err
	}
	c.edited()
	c.setStatus(done())
	return nil
}

// say returns a function that says text.
func say(text string) func() string { return func() string { return text } }

// makeMainLine makes the line to the current node the main line.
func (c *Controller) makeMainLine() error {
	return c.branchEdit(func(t *sgf.Tree) error { return t.MakeMainLine(t.Current()) },
		say(lang.L("This line is now the main line.")))
}

// moveVariation moves the current variation one place up (delta -1, toward
// the main line) or down (+1) among its siblings.
func (c *Controller) moveVariation(delta int) error {
	vs := variationStart(c.rec.tree.Current())
	if vs == nil {
		return nil
	}
	return c.branchEdit(func(t *sgf.Tree) error {
		if delta < 0 {
			return t.Promote(vs)
		}
		return t.Demote(vs)
	}, func() string {
		return fmt.Sprintf(lang.L("The variation is now number %d of %d."), siblingIndex(vs)+1, len(vs.Parent().Children()))
	})
}

// deleteFromHere deletes the current node and everything after it; its
// parent becomes current.
func (c *Controller) deleteFromHere() error {
	return c.branchEdit(func(t *sgf.Tree) error { return t.Delete(t.Current()) },
		say(lang.L("The move and everything after it are deleted.")))
}

// deleteAfter deletes everything after the current node.
func (c *Controller) deleteAfter() error {
	return c.branchEdit(func(t *sgf.Tree) error { return t.DeleteAfter(t.Current()) },
		say(lang.L("Everything after this move is deleted.")))
}

// copyBranch keeps a copy of the current node and everything after it.
func (c *Controller) copyBranch() {
	c.vars.copied = c.rec.tree.Current().Copy()
	n := 0
	c.vars.copied.Walk(func(*sgf.Node) bool { n++; return true })
	c.setStatus(fmt.Sprintf(lang.N("Copied a branch of %d nodes.", n), n))
	c.redraw() // Paste can act now
}

// pasteBranch adds the copied branch after the current node, as a new
// variation or merged into the line that already starts with its first
// move (sgf's Paste), and goes to its first node.
func (c *Controller) pasteBranch() error {
	if c.vars.copied == nil {
		return nil
	}
	turn := c.rec.toMove()
	var pasted *sgf.Node
	added := 0
	err := c.branchEdit(func(t *sgf.Tree) error {
		var err error
		pasted, added, err = t.Paste(t.Current(), c.vars.copied)
		return err
	}, say(lang.L("The branch is pasted as a new variation.")))
	if err != nil {
		return err
	}
	c.goTo(pasted)
	if added == 0 {
		c.setStatus(lang.L("The branch is here already: nothing is added."))
		return nil
	}
	merged := 0 // the nodes of the branch that were there already
	c.vars.copied.Walk(func(*sgf.Node) bool { merged++; return true })
	merged -= added
	bad := 0
	pasted.Walk(func(n *sgf.Node) bool {
		if c.rec.tree.Problem(n) != nil {
			bad++
		}
		return true
	})
	w, h := c.rec.tree.Size()
	m, isMove, _ := pasted.Move(w, h)
	switch {
	case bad > 0:
		c.setStatus(fmt.Sprintf(lang.N("The branch is pasted; %d of its moves do not fit here and are skipped.", bad), bad))
	case merged > 0:
		c.setStatus(fmt.Sprintf(lang.N("The branch is merged into the line here: %d new nodes are added.", added), added))
	case isMove && m.Color != turn:
		// SGF allows it (a teacher may paste a shape out of turn), but a
		// second move of one colour in a row should not pass unnoticed.
		c.setStatus(fmt.Sprintf(lang.L("The branch is pasted; it starts with a %s move where %s was to play."), colorName(m.Color), colorName(turn)))
	default:
		c.setStatus(lang.L("The branch is pasted as a new variation."))
	}
	return nil
}
