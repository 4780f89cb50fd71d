package ui

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// openRecord opens SGF text as a file in c.
func openRecord(t *testing.T, c *Controller, text string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "record.sgf")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c.OpenFile(path)
}

// TestVariationEdits walks the branch edits through their commands: each
// acts only where it can, changes the tree at once and is undone by Undo.
func TestVariationEdits(t *testing.T) {
	c, w := attached(t, Deps{})
	openRecord(t, c, "(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc];B[cg])(;W[cg]))")
	first := c.tree().Root().Next()
	main, second, third := first.Children()[0], first.Children()[1], first.Children()[2]
	c.goTo(second.Next()) // B[cg] in the second variation
	if menuItem(t, w, "Make Main Line").Disabled || menuItem(t, w, "Move Variation Up").Disabled ||
		menuItem(t, w, "Move Variation Down").Disabled {
		t.Fatal("the variation commands are disabled in the middle variation")
	}
	c.cmd.mainLine.run()
	if first.Children()[0] != second || c.tree().Current() != second.Next() {
		t.Fatalf("Make Main Line: the main line starts with %v", first.Children()[0])
	}
	if !menuItem(t, w, "Make Main Line").Disabled || !menuItem(t, w, "Move Variation Up").Disabled {
		t.Error("on the main line, Make Main Line and Move Up are still enabled")
	}
	c.undo()
	if first.Children()[0] != main {
		t.Fatal("Undo did not restore the main line")
	}
	c.cmd.variationDown.run()
	if first.Children()[2] != second || first.Children()[1] != third {
		t.Fatalf("Move Down: order %v", first.Children())
	}
	if !menuItem(t, w, "Move Variation Down").Disabled {
		t.Error("the last variation can still move down")
	}
	c.cmd.variationUp.run()
	if first.Children()[1] != second {
		t.Fatal("Move Up did not bring it back")
	}
	// Copy the second variation, paste it after the main line's W[cc].
	c.goTo(second)
	c.cmd.copyBranch.run()
	c.goTo(main)
	c.cmd.paste.run()
	pasted := c.tree().Current()
	if pasted.Parent() != main || pasted == second || c.game().At(engine.Pt(6, 2)) != engine.White {
		t.Fatalf("the pasted branch: parent %v, board\n%s", pasted.Parent(), c.game().Board())
	}
	// Delete everything after B[ee].
	c.goTo(first)
	c.cmd.deleteAfter.run()
	if len(first.Children()) != 0 || c.tree().Current() != first {
		t.Fatalf("Delete Everything After left %d children", len(first.Children()))
	}
	if !menuItem(t, w, "Delete Everything After").Disabled {
		t.Error("Delete Everything After is enabled at the end of the line")
	}
	c.undo()
	if len(first.Children()) != 3 {
		t.Fatal("Undo did not bring the branches back")
	}
	c.goTo(third)
	c.cmd.deleteHere.run()
	if len(first.Children()) != 2 || c.tree().Current() != first {
		t.Errorf("Delete This Move and After: %d children, current %v", len(first.Children()), c.tree().Current())
	}
	if !c.dirty() {
		t.Error("branch edits do not mark the record unsaved")
	}
}

// TestPasteIntoAnotherRecord: a branch copied from one record is pasted into
// another, and its moves that do not fit there are named.
func TestPasteIntoAnotherRecord(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	openRecord(t, c, "(;SZ[9];B[ee];W[cc];B[gg])")
	c.goTo(c.tree().Root().Next())
	c.copyBranch()
	openRecord(t, c, "(;SZ[9];B[ee])")
	if err := c.pasteBranch(); err != nil {
		t.Fatal(err)
	}
	n := c.tree().Current()
	if n.Parent() != c.tree().Root() {
		t.Fatal("pasted below the wrong node")
	}
	var moves []sgf.Property
	for m := n; m != nil; m = m.Next() {
		moves = append(moves, m.Properties()...)
	}
	if len(moves) != 3 {
		t.Errorf("pasted %d properties, want the three moves", len(moves))
	}
	c.goTo(c.tree().Root().Next()) // the record's own B[ee]: a paste there clashes at E5
	if err := c.pasteBranch(); err != nil {
		t.Fatal(err)
	}
	if s := c.Status(); s != "The branch is pasted; 1 of its moves does not fit here and is skipped." {
		t.Errorf("status %q", s)
	}
}

// TestPasteOutOfTurnIsSaid: a branch that starts with the colour that has
// just played is pasted (SGF allows it), and the status says so.
func TestPasteOutOfTurnIsSaid(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	openRecord(t, c, "(;SZ[9];B[ee];W[cc])")
	c.goTo(c.tree().Root().Next())
	c.copyBranch() // starts with Black's E5
	openRecord(t, c, "(;SZ[9];B[gg])")
	c.goTo(c.tree().Root().Next()) // White to play
	if err := c.pasteBranch(); err != nil {
		t.Fatal(err)
	}
	if s := c.Status(); s != "The branch is pasted; it starts with a Black move where White was to play." {
		t.Errorf("status %q", s)
	}
	c.goTo(c.tree().Root()) // Black to play: no word
	if err := c.pasteBranch(); err != nil {
		t.Fatal(err)
	}
	if s := c.Status(); s != "The branch is pasted as a new variation." {
		t.Errorf("status %q", s)
	}
}

// TestPasteMergesAtTheRoot: a branch pasted where its first move is already
// a variation is merged into it: pasting the record's own first move at the
// root adds no second D19, and a copy that goes further adds only its new
// moves, as one undoable edit.
func TestPasteMergesAtTheRoot(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	openRecord(t, c, "(;SZ[19];B[dd];W[pp];B[pd])")
	root := c.tree().Root()
	dd := root.Next()
	c.goTo(dd)
	c.copyBranch()
	c.goTo(root)
	if err := c.pasteBranch(); err != nil {
		t.Fatal(err)
	}
	if n := len(root.Children()); n != 1 {
		t.Fatalf("the root has %d variations after pasting its own D16 line, want 1", n)
	}
	if s := c.Status(); s != "The branch is here already: nothing is added." {
		t.Errorf("status %q", s)
	}
	// A line that goes on past the record's end: the new move is added
	// below the existing ones.
	openRecord(t, c, "(;SZ[19];B[dd];W[pp])")
	root, dd = c.tree().Root(), c.tree().Root().Next()
	if err := c.pasteBranch(); err != nil {
		t.Fatal(err)
	}
	if len(root.Children()) != 1 || len(dd.Children()) != 1 || dd.Next().Next() == nil || dd.Next().Next().Value("B") != "pd" {
		t.Fatal("the pasted line is not merged into the record's D16-Q4")
	}
	if c.tree().Current() != dd {
		t.Errorf("after the merge the current node is %v, want the D16 it merged into", c.tree().Current())
	}
	if s := c.Status(); s != "The branch is merged into the line here: 1 new node is added." {
		t.Errorf("status %q", s)
	}
	c.undo()
	if dd.Next().Next() != nil {
		t.Error("Undo does not take the merge back")
	}
}
