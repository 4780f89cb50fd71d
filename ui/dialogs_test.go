package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestEscapeClosesTheTopDialog: Escape closes the dialog on top, as its
// Close button would (a question answered "no"), one at a time; while a
// dialog is open the board's keys do not move the record behind it.
func TestEscapeClosesTheTopDialog(t *testing.T) {
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), Deps{
		Go: func(f func()) { f() }, Post: func(f func()) { f() }, Tick: func(time.Duration, func()) func() { return func() {} },
	})
	w := test.NewTempWindow(t, nil)
	c.Attach(a, w)
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	for i := 0; i < 3; i++ {
		tap(c, i, 0)
	}
	key := func(k fyne.KeyName) { w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	moveNo := func() int { return c.tree().MoveNumber(c.tree().Current()) }

	c.find.showGoToMove(w)
	answered := false
	c.view.confirm("Sure?", "A question over the dialog", func() { answered = true })
	if got := len(w.Canvas().Overlays().List()); got != 2 {
		t.Fatalf("%d overlays, want the two dialogs", got)
	}
	key(fyne.KeyLeft)
	if moveNo() != 3 {
		t.Errorf("Left behind a dialog went to move %d", moveNo())
	}
	key(fyne.KeyEscape)
	if got := len(w.Canvas().Overlays().List()); got != 1 || answered {
		t.Errorf("after Escape %d overlays (want 1), question answered yes: %v", got, answered)
	}
	key(fyne.KeyEscape)
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Errorf("after a second Escape a dialog is still open: %T", top)
	}
	key(fyne.KeyEscape) // nothing open: nothing happens
	key(fyne.KeyLeft)
	if moveNo() != 2 {
		t.Errorf("Left with the dialogs closed went to move %d, want 2", moveNo())
	}
}
