package ui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/ai"
)

// TestHandicapKomiStaysWithTheHandicap: a handicap game's komi is not
// offered for the next even game, in the dialog or at the next start.
func TestHandicapKomiStaysWithTheHandicap(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	f := c.newNewGameForm(c.newGameDefaults())
	f.sizes.SetText("9")
	f.rules.SetSelected("Japanese")
	f.black.kind.SetSelectedIndex(0)
	f.white.kind.SetSelectedIndex(0)
	f.handicap.SetSelected("2")
	if f.komi.Text != "0.5" {
		t.Fatalf("handicap 2 offers komi %q, want 0.5", f.komi.Text)
	}
	if err := c.startFromForm(f); err != nil {
		t.Fatal(err)
	}
	if c.game().Komi() != 0.5 || c.game().Handicap() != 2 {
		t.Fatalf("the game has komi %v, handicap %d", c.game().Komi(), c.game().Handicap())
	}
	// The next start.
	def := c.defaultSettings()
	if def.Komi != 6.5 || def.Handicap != 0 {
		t.Errorf("the next start offers handicap %d with komi %v, want an even game with 6.5", def.Handicap, def.Komi)
	}
	// The next dialog offers the last game again; making it even brings the
	// even komi back.
	f = c.newNewGameForm(c.newGameDefaults())
	f.handicap.SetSelected("0")
	if f.komi.Text != "6.5" {
		t.Errorf("an even game in the next dialog offers komi %q", f.komi.Text)
	}
	// A komi the user chose for an even game is remembered for even games.
	f.komi.SetText("7")
	if err := c.startFromForm(f); err != nil {
		t.Fatal(err)
	}
	if def := c.defaultSettings(); def.Komi != 7 {
		t.Errorf("a chosen even komi of 7 comes back as %v", def.Komi)
	}
	f = c.newNewGameForm(c.newGameDefaults())
	f.handicap.SetSelected("3")
	if f.komi.Text != "0.5" {
		t.Errorf("handicap 3 after an even game with komi 7 offers %q", f.komi.Text)
	}
}

// TestNewGameDialogStaysOpenOnError: an engine that cannot start is
// explained, and the dialog keeps every choice for the user to correct.
func TestNewGameDialogStaysOpenOnError(t *testing.T) {
	c, w := attached(t, Deps{
		Engines: func() []KnownEngine {
			return []KnownEngine{{Name: "GNU Go", Command: "'/opt/my games/gnugo' --mode gtp"}}
		},
		NewPlayer: func(s PlayerSpec) (ai.Player, error) {
			return nil, errors.New("engine not found: " + s.Command)
		},
	})
	w.Resize(fyne.NewSize(1000, 760))
	c.cmd.newGame.run()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no New Game dialog")
	}
	var sels []*widget.Select
	var entries []*widget.SelectEntry
	walkObjects(top, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Select:
			sels = append(sels, x)
		case *widget.SelectEntry:
			entries = append(entries, x)
		}
	})
	if len(entries) == 0 {
		t.Fatal("no size field")
	}
	entries[0].SetText("13")
	var whiteKind *widget.Select
	for _, s := range sels {
		for _, o := range s.Options {
			if o == "GNU Go" {
				whiteKind = s // the last kind list is White's
			}
		}
	}
	if whiteKind == nil {
		t.Fatal("the installed engine is not offered by name")
	}
	whiteKind.SetSelected("GNU Go")
	test.Tap(overlayButton(t, w, "Start"))
	if n := len(w.Canvas().Overlays().List()); n != 2 {
		t.Fatalf("%d dialogs shown after a failed start, want the New Game dialog and the error", n)
	}
	if entries[0].Text != "13" || whiteKind.Selected != "GNU Go" {
		t.Errorf("the dialog lost its values: size %q, White %q", entries[0].Text, whiteKind.Selected)
	}
	if w, _ := c.tree().Size(); w == 13 {
		t.Error("the game started although its engine did not")
	}
}

// TestKnownEngineIsChosenByName: choosing an engine by name puts its command
// into the player, and a saved command brings its name back.
func TestKnownEngineIsChosenByName(t *testing.T) {
	test.NewTempApp(t)
	engines := []KnownEngine{{Name: "GNU Go", Command: "/usr/games/gnugo --mode gtp"}, {Name: "Pachi", Command: "/usr/bin/pachi"}}
	p := newPlayerChoice(PlayerSpec{Kind: Person, Level: 3}, engines)
	p.kind.SetSelected("Pachi")
	if s := p.spec(); s.Kind != Engine || s.Command != "/usr/bin/pachi" {
		t.Errorf("Pachi chosen: %+v", s)
	}
	p = newPlayerChoice(PlayerSpec{Kind: Engine, Command: "/usr/games/gnugo --mode gtp"}, engines)
	if p.kind.Selected != "GNU Go" {
		t.Errorf("a saved GNU Go command shows as %q", p.kind.Selected)
	}
	p = newPlayerChoice(PlayerSpec{Kind: Engine, Command: "leelaz --gtp -w net.gz"}, engines)
	if p.kind.Selected != "Other GTP engine" || p.command.Text != "leelaz --gtp -w net.gz" || p.command.Hidden {
		t.Errorf("another engine: kind %q, command %q", p.kind.Selected, p.command.Text)
	}
}

// TestLevelsAreNamedAndExplained: the strength list has a label, names
// each level and says what the chosen one does.
func TestLevelsAreNamedAndExplained(t *testing.T) {
	test.NewTempApp(t)
	p := newPlayerChoice(PlayerSpec{Kind: Computer, Level: 2}, nil)
	if p.strength.Hidden {
		t.Fatal("the strength is hidden for the computer")
	}
	labelled := false
	walkObjects(p.strength, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == "Strength" {
			labelled = true
		}
	})
	if !labelled {
		t.Error("the strength list has no label")
	}
	seen := map[string]bool{}
	for i, o := range p.level.Options {
		name := strings.TrimSpace(strings.SplitN(o, "·", 2)[len(strings.SplitN(o, "·", 2))-1])
		if !strings.HasPrefix(o, strings.TrimSpace(strings.Split(o, "·")[0])) || name == "" || seen[name] {
			t.Errorf("level %d is %q: not named, or named twice", i+1, o)
		}
		seen[name] = true
	}
	if p.level.Selected != "2 · Beginner" || p.about.Text == "" {
		t.Errorf("level 2 shows as %q, about %q", p.level.Selected, p.about.Text)
	}
	before := p.about.Text
	p.level.SetSelectedIndex(ai.Levels - 1)
	if p.about.Text == before || p.spec().Level != ai.Levels {
		t.Errorf("the line about the level did not follow the choice: %q, level %d", p.about.Text, p.spec().Level)
	}
	if p := newPlayerChoice(PlayerSpec{Kind: Person, Level: 3}, nil); !p.strength.Hidden {
		t.Error("a person has a strength")
	}
}

// walkObjects calls f on o and everything inside it.
func walkObjects(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, ch := range x.Objects {
			walkObjects(ch, f)
		}
	case fyne.Widget:
		for _, ch := range test.WidgetRenderer(x).Objects() {
			walkObjects(ch, f)
		}
	}
}
