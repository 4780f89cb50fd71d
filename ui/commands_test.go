package ui

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// attached returns a controller attached to a headless window with menus.
func attached(t testing.TB, deps Deps) (*Controller, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), testDeps(deps))
	return c, attach(t, c)
}

// attach puts c into a new headless window with menus.
func attach(t testing.TB, c *Controller) fyne.Window {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	c.Attach(fyne.CurrentApp(), w)
	return w
}

// menuItem finds the item labelled label in the window's main menu.
func menuItem(t *testing.T, w fyne.Window, label string) *fyne.MenuItem {
	t.Helper()
	var find func(items []*fyne.MenuItem) *fyne.MenuItem
	find = func(items []*fyne.MenuItem) *fyne.MenuItem {
		for _, it := range items {
			if it.Label == label {
				return it
			}
			if it.ChildMenu != nil {
				if found := find(it.ChildMenu.Items); found != nil {
					return found
				}
			}
		}
		return nil
	}
	for _, m := range w.MainMenu().Items {
		if it := find(m.Items); it != nil {
			return it
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// TestCommandsAreEnabledExactlyWhenTheyCanAct checks the menu items and
// buttons of the phase-bound commands through a game: play, count, result.
func TestCommandsAreEnabledExactlyWhenTheyCanAct(t *testing.T) {
	c, w := attached(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	type state struct{ accept, resume, pass, hint, undo, back, forward bool }
	check := func(when string, want state) {
		t.Helper()
		got := state{
			accept:  !menuItem(t, w, "Accept Score").Disabled,
			resume:  !menuItem(t, w, "Resume Play").Disabled,
			pass:    !menuItem(t, w, "Pass").Disabled,
			hint:    !menuItem(t, w, "Hint").Disabled,
			undo:    !menuItem(t, w, "Undo").Disabled,
			back:    !menuItem(t, w, "Back (Left)").Disabled,
			forward: !menuItem(t, w, "Forward (Right)").Disabled,
		}
		if got != want {
			t.Errorf("%s: menu items enabled %+v, want %+v", when, got, want)
		}
		// The buttons follow the same rule as the menu items.
		for _, b := range []struct {
			name string
			on   bool
			want bool
		}{
			{"Accept", !c.view.accept.Disabled(), want.accept}, {"Resume", !c.view.resume.Disabled(), want.resume},
			{"Pass", !c.view.pass.Disabled(), want.pass}, {"Hint", !c.view.hint.Disabled(), want.hint},
			{"Undo", !c.view.undo.Disabled(), want.undo}, {"Back", !c.view.nav[2].Disabled(), want.back},
			{"Forward", !c.view.nav[3].Disabled(), want.forward},
		} {
			if b.on != b.want {
				t.Errorf("%s: the %s button is enabled %v, its menu item %v", when, b.name, b.on, b.want)
			}
		}
	}
	check("new game", state{pass: true, hint: true})
	tap(c, 4, 4)
	check("after a move", state{pass: true, hint: true, undo: true, back: true})
	c.back(1)
	check("one move back", state{pass: true, hint: true, undo: true, forward: true})
	c.forward(1)
	passTwice(t, c)
	check("counting", state{accept: true, resume: true, undo: true, back: true})
	if err := c.accept(); err != nil {
		t.Fatal(err)
	}
	check("game over", state{undo: true, back: true})
	// A shortcut of a command that cannot act does nothing.
	w.Canvas().(fyne.Shortcutable).TypedShortcut(shortcut(fyne.KeyP, false))
	if re := c.tree().Root().Result(); re == "" {
		t.Error("Ctrl+P after the result changed the record")
	}
}

// TestPassIsDisabledOnTheComputersTurn: the one rule for Pass covers the
// computer's turn, in the menu as on the button.
func TestPassIsDisabledOnTheComputersTurn(t *testing.T) {
	block := make(chan struct{})
	c, w := attached(t, Deps{
		Go:        func(f func()) { go f() },
		Post:      func(f func()) {}, // the computer's answer never arrives
		NewPlayer: func(PlayerSpec) (ai.Player, error) { return &waiting{block}, nil },
	})
	defer close(block)
	newGame(t, c, 9, PlayerSpec{Kind: Computer, Level: 1}, PlayerSpec{})
	if !menuItem(t, w, "Pass").Disabled || !c.view.pass.Disabled() {
		t.Error("Pass is enabled while the computer is to move")
	}
}

// waiting is a player that thinks until released.
type waiting struct{ release chan struct{} }

func (p *waiting) Name() string    { return "Waiting" }
func (p *waiting) Version() string { return "1" }
func (p *waiting) GenMove(ctx context.Context, g *engine.Game, col engine.Color) (engine.Point, error) {
	<-p.release
	return engine.Pass, nil
}

// restoredGame plays E5 and C7 on 9x9, lets the program "crash" and returns
// the controller of the next start, which restored the game.
func restoredGame(t *testing.T) *Controller {
	t.Helper()
	path := filepath.Join(t.TempDir(), "autosave", "game.sgf")
	c, _ := newTestController(t, Deps{Autosave: path})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4)
	tap(c, 2, 2)
	restored, _ := newTestController(t, Deps{Autosave: path})
	restored.OfferRestore()
	return restored
}

// TestUndoWorksOnARestoredGame: after a crash restore the moves made before
// it can be taken back one by one, and Redo puts them back.
func TestUndoWorksOnARestoredGame(t *testing.T) {
	c2 := restoredGame(t)
	w2 := attach(t, c2)
	if n := c2.tree().MoveNumber(c2.tree().Current()); n != 2 {
		t.Fatalf("restored game has %d moves, want 2", n)
	}
	if menuItem(t, w2, "Undo").Disabled || c2.view.undo.Disabled() {
		t.Fatal("Undo is disabled after a restore")
	}
	c2.undo()
	if n := c2.tree().MoveNumber(c2.tree().Current()); n != 1 || c2.game().At(engine.Pt(2, 2)) != engine.Empty {
		t.Fatalf("after Undo at move %d, C7 holds %v", n, c2.game().At(engine.Pt(2, 2)))
	}
	if len(c2.tree().Current().Children()) != 0 {
		t.Error("the move taken back is still in the record")
	}
	c2.undo()
	if n := c2.tree().MoveNumber(c2.tree().Current()); n != 0 {
		t.Fatalf("after two Undos at move %d", n)
	}
	if !menuItem(t, w2, "Undo").Disabled {
		t.Error("Undo is enabled on an empty board")
	}
	c2.redo()
	c2.redo()
	if n := c2.tree().MoveNumber(c2.tree().Current()); n != 2 || c2.game().At(engine.Pt(2, 2)) != engine.White {
		t.Errorf("after two Redos at move %d", n)
	}
}

// TestUndoTakesBackTheResultThenTheMoveOfAnOpenedRecord: a finished record
// opened from a file loses its result first, then its last move.
func TestUndoTakesBackTheResultThenTheMoveOfAnOpenedRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]SZ[9]KM[6.5]RE[W+R];B[ee];W[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, _ := newTestController(t, Deps{})
	c.OpenFile(path)
	c.last()
	if !c.canUndo() {
		t.Fatal("Undo cannot act on an opened record")
	}
	c.undo()
	if re := c.tree().Root().Result(); re != "" || c.rec.phase != playing {
		t.Fatalf("after Undo the result is %q, phase %v", re, c.rec.phase)
	}
	if n := c.tree().MoveNumber(c.tree().Current()); n != 2 {
		t.Fatalf("the first Undo also took a move: at %d", n)
	}
	if s := c.Status(); s != "The result is taken back: play can go on." {
		t.Errorf("after taking back the result the status says %q", s)
	}
	c.undo()
	if n := c.tree().MoveNumber(c.tree().Current()); n != 1 {
		t.Fatalf("the second Undo left the game at move %d, want 1", n)
	}
	if !c.dirty() {
		t.Error("taking back a move of a file does not mark it unsaved")
	}
}

// TestUndoSparesTheVariationsOfAFile: in a file just opened, Undo reaches
// only the end of the main line (the game's last move), never a leaf of a
// side variation; the desktop's own Undo shortcut (Ctrl+Z) is the command's.
func TestUndoSparesTheVariationsOfAFile(t *testing.T) {
	c, w := attached(t, Deps{})
	openRecord(t, c, "(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]C[A lesson]))")
	side := c.tree().Root().Next().Children()[1]
	c.goTo(side)
	if !menuItem(t, w, "Undo").Disabled {
		t.Fatal("Undo is enabled on a side variation's last move of a file just opened")
	}
	c.undo()
	if len(c.tree().Root().Next().Children()) != 2 {
		t.Fatal("Undo deleted a variation of the file")
	}
	c.last()
	c.goTo(c.tree().Root().Next().Children()[0].Next()) // B G3, the main line's end
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutUndo{})
	if n := c.tree().Current(); n != c.tree().Root().Next().Children()[0] || len(n.Children()) != 0 {
		t.Fatal("Fyne's Undo shortcut did not take back the main line's last move")
	}
	if s := c.Status(); s != "Move taken back." {
		t.Errorf("status %q", s)
	}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutRedo{})
	if len(c.tree().Root().Next().Children()[0].Children()) != 1 {
		t.Error("Fyne's Redo shortcut did not put it back")
	}
}

// TestRedoSaysWhatIsRedone: after Redo the status says what came back, not
// what Undo said: a move taken back is redone, and so is another change.
func TestRedoSaysWhatIsRedone(t *testing.T) {
	c, _ := attached(t, Deps{})
	openRecord(t, c, "(;SZ[9];B[ee];W[cc])")
	c.last()
	c.undo()
	if s := c.Status(); s != "Move taken back." {
		t.Fatalf("after Undo: status %q", s)
	}
	c.redo()
	if s := c.Status(); s != "Move redone." {
		t.Errorf("after Redo of a move: status %q", s)
	}
	if err := c.setComment("a note"); err != nil {
		t.Fatal(err)
	}
	c.undo()
	if s := c.Status(); s != "The last change is undone." {
		t.Fatalf("after Undo of a comment: status %q", s)
	}
	c.redo()
	if s := c.Status(); s != "The change is redone." {
		t.Errorf("after Redo of a comment: status %q", s)
	}
	if c.tree().Current().Comment() != "a note" {
		t.Error("Redo did not bring the comment back")
	}
}
