package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/torreya/torreya/engine"
)

// TestAidsMarkGroupsShortOfLiberties: with the aids on, a group in atari is
// ringed and a group with two liberties too; off, nothing is.
func TestAidsMarkGroupsShortOfLiberties(t *testing.T) {
	c, _ := attached(t, Deps{})
	newGame(t, c, 9, PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person})
	// White C3 ends with three black neighbours: one liberty left.
	// White B4 then leaves Black C4 two liberties (C5, D4).
	for _, p := range []engine.Point{engine.Pt(2, 5), engine.Pt(2, 6), engine.Pt(1, 6), engine.Pt(6, 2), engine.Pt(3, 6), engine.Pt(1, 5)} {
		if err := c.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	v := c.Board().View()
	if len(v.Atari)+len(v.TwoLiberties) != 0 {
		t.Fatal("groups are marked with the aids off")
	}
	c.prefs.SetBool(prefAidAtari, true)
	c.prefs.SetBool(prefAidTwoLibs, true)
	c.redraw()
	v = c.Board().View()
	if !slices.Contains(v.Atari, engine.Pt(2, 6)) {
		t.Errorf("White C3, with one liberty left, is not marked in atari: %v", v.Atari)
	}
	if !slices.Contains(v.TwoLiberties, engine.Pt(2, 5)) || slices.Contains(v.Atari, engine.Pt(2, 5)) {
		t.Errorf("Black C4, with two liberties, is not marked so: atari %v, two %v", v.Atari, v.TwoLiberties)
	}
	if slices.Contains(v.TwoLiberties, engine.Pt(6, 2)) || slices.Contains(v.Atari, engine.Pt(6, 2)) {
		t.Errorf("White G7 (four liberties) is marked")
	}
}

// TestAidsCountLibertiesUnderThePointer: the group under the pointer has
// its liberties dotted and counted in the status line.
func TestAidsCountLibertiesUnderThePointer(t *testing.T) {
	c, _ := attached(t, Deps{})
	newGame(t, c, 9, PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person})
	for _, p := range []engine.Point{engine.Pt(4, 4), engine.Pt(4, 3), engine.Pt(5, 4)} {
		if err := c.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	c.hover(engine.Pt(4, 4), engine.ErrOccupied)
	if n := len(c.Board().View().Liberties); n != 0 {
		t.Fatalf("%d liberties dotted with the aid off", n)
	}
	c.prefs.SetBool(prefAidLibCount, true)
	c.hover(engine.Pass, nil)
	c.hover(engine.Pt(4, 4), engine.ErrOccupied)
	if got := c.Status(); got != "These 2 Black stones have 5 liberties." {
		t.Errorf("status %q", got)
	}
	if n := len(c.Board().View().Liberties); n != 5 {
		t.Errorf("%d liberties dotted, want 5", n)
	}
	c.hover(engine.Pt(4, 3), engine.ErrOccupied)
	if got := c.Status(); got != "This White stone has 3 liberties." {
		t.Errorf("status %q", got)
	}
	c.hover(engine.Pass, nil)
	if n := len(c.Board().View().Liberties); n != 0 {
		t.Errorf("%d liberties still dotted after the pointer left", n)
	}
}

// TestCaptureGoGame: capture Go is a rule set of the new-game dialog; the
// first capture ends the game with the news above the board.
func TestCaptureGoGame(t *testing.T) {
	c, _ := attached(t, Deps{})
	if err := c.newGame(Settings{Width: 7, Height: 7, Rules: engine.CaptureGo(), Black: PlayerSpec{Kind: Person}, White: PlayerSpec{Kind: Person}}); err != nil {
		t.Fatal(err)
	}
	for _, p := range []engine.Point{engine.Pt(1, 0), engine.Pt(0, 0), engine.Pt(4, 4), engine.Pt(3, 3), engine.Pt(0, 1)} {
		if err := c.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	if re := c.tree().Root().Result(); re != "B+" {
		t.Errorf("result %q, want B+", re)
	}
	if n := c.news(); n != "Black wins: the first capture. Black captured at move 5: in capture Go the first capture wins." {
		t.Errorf("news %q", n)
	}
	if err := c.Play(engine.Pt(5, 5)); err == nil {
		t.Error("a move after the first capture")
	}
	if ru := c.tree().Root().Value("RU"); ru != "Capture Go" {
		t.Errorf("RU %q", ru)
	}
}

// TestAidsCountTheStoneJustPlayed: with the pointer resting on the point
// played, its liberties are counted without moving the pointer.
func TestAidsCountTheStoneJustPlayed(t *testing.T) {
	c, _ := attached(t, Deps{})
	newGame(t, c, 9, PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person})
	c.prefs.SetBool(prefAidLibCount, true)
	b := c.Board()
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.PositionOf(engine.Pt(4, 4))}})
	if err := c.Play(engine.Pt(4, 4)); err != nil {
		t.Fatal(err)
	}
	if got := c.Status(); got != "This Black stone has 4 liberties." {
		t.Errorf("status %q after playing under the pointer", got)
	}
}
