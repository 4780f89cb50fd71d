package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine/sgf"
)

// overlayButton finds the button labelled label on the top overlay of w.
func overlayButton(t *testing.T, w fyne.Window, label string) *widget.Button {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog is shown")
	}
	var found *widget.Button
	walkObjects(top, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("the dialog has no %q button", label)
	}
	return found
}

// TestUnsavedChangesOfferSaveDontSaveCancel drives the real question: each
// of its three answers.
func TestUnsavedChangesOfferSaveDontSaveCancel(t *testing.T) {
	dir := t.TempDir()
	picker := &fakePicker{path: filepath.Join(dir, "kept")}
	c, w := attached(t, Deps{PickFile: picker.pick})
	w.Resize(fyne.NewSize(1000, 720))
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4)
	ran := 0
	then := func() { ran++ }

	c.confirmDiscard(then)
	test.Tap(overlayButton(t, w, "Cancel"))
	if ran != 0 || !c.dirty() {
		t.Fatalf("Cancel: went on %d times, dirty %v", ran, c.dirty())
	}

	c.confirmDiscard(then)
	test.Tap(overlayButton(t, w, "Don't Save"))
	if ran != 1 {
		t.Fatalf("Don't Save did not go on")
	}
	if _, err := os.Stat(filepath.Join(dir, "kept.sgf")); !os.IsNotExist(err) {
		t.Fatalf("Don't Save wrote a file (%v)", err)
	}

	c.confirmDiscard(then)
	test.Tap(overlayButton(t, w, "Save"))
	if ran != 2 || c.dirty() {
		t.Fatalf("Save: went on %d times, dirty %v", ran, c.dirty())
	}
	data, err := os.ReadFile(filepath.Join(dir, "kept.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Parse(data)
	if err != nil || len(col.Games[0].Children()) != 1 {
		t.Fatalf("the saved game: %v", err)
	}
}

// TestSaveCancelledKeepsTheGame: Save in the question, then Cancel in the
// file dialog, goes no further.
func TestSaveCancelledKeepsTheGame(t *testing.T) {
	picker := &fakePicker{} // cancels
	c, _ := newTestController(t, Deps{PickFile: picker.pick})
	c.view.askSave = func(answer func(saveAnswer)) { answer(answerSave) }
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4)
	ran := false
	c.confirmDiscard(func() { ran = true })
	if ran || len(picker.reqs) != 1 || !picker.reqs[0].Save {
		t.Errorf("went on %v after the save dialog was cancelled; dialogs %+v", ran, picker.reqs)
	}
}

// TestUndoBackToTheFileIsNoChange: a file opened, changed and undone back
// is not unsaved; after a save, the same holds for the saved state.
func TestUndoBackToTheFileIsNoChange(t *testing.T) {
	dir := t.TempDir()
	picker := &fakePicker{path: filepath.Join(dir, "saved.sgf")}
	c, _ := newTestController(t, Deps{PickFile: picker.pick})
	openRecord(t, c, "(;SZ[9];B[ee];W[cc])")
	c.last()
	tap(c, 6, 6)
	if !c.dirty() || !strings.HasPrefix(c.title(), "*") {
		t.Fatal("a move is not an unsaved change")
	}
	c.undo()
	if c.dirty() || strings.HasPrefix(c.title(), "*") {
		t.Errorf("back where the file was, the game is unsaved: title %q", c.title())
	}
	c.redo()
	if !c.dirty() {
		t.Error("Redo is not a change")
	}
	c.saveAs(nil)
	c.undo()
	if !c.dirty() {
		t.Error("Undo after a save is not a change")
	}
	c.redo()
	if c.dirty() {
		t.Error("Redo back to the saved game is an unsaved change")
	}
	// A restored game was never saved: it stays unsaved whatever Undo does.
	c3 := restoredGame(t)
	tap(c3, 6, 6)
	c3.undo()
	if !c3.dirty() {
		t.Error("a restored game became saved by an Undo")
	}
}
