package ui

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/go-text/typesetting/font"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// TestStartupTextInThemeFont: every text of the window at its first start,
// shown or hidden, and the menu bar's, is in Fyne's own font. One character
// outside it makes Fyne scan the system's fonts and load a fallback font at
// every start (see editicons.go).
func TestStartupTextInThemeFont(t *testing.T) {
	face, err := font.ParseTTF(bytes.NewReader(theme.DefaultTextFont().Content()))
	if err != nil {
		t.Fatal(err)
	}
	c, w := attached(t, Deps{})
	c.OfferLessons()
	check := func(where, text string) {
		for _, r := range text {
			if r == '\n' || r == '\t' {
				continue
			}
			if _, ok := face.NominalGlyph(r); !ok {
				t.Errorf("%s %q: %q (U+%04X) is not in Fyne's font", where, text, r, r)
				return
			}
		}
	}
	seen := map[fyne.CanvasObject]bool{}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || seen[o] {
			return
		}
		seen[o] = true
		switch x := o.(type) {
		case *canvas.Text:
			check("text", x.Text)
		case *widget.Label:
			check("label", x.Text)
		case *widget.Button:
			check("button", x.Text)
		case *widget.Check:
			check("check", x.Text)
		case *widget.Select:
			check("select", x.PlaceHolder)
			for _, opt := range x.Options {
				check("select", opt)
			}
		case *widget.Entry:
			check("entry", x.PlaceHolder)
		}
		if box, ok := o.(*fyne.Container); ok {
			for _, k := range box.Objects {
				walk(k)
			}
		}
		if wd, ok := o.(fyne.Widget); ok {
			for _, k := range test.WidgetRenderer(wd).Objects() {
				walk(k)
			}
		}
	}
	walk(w.Content())
	if len(seen) < 100 {
		t.Errorf("only %d objects walked: the walk does not reach the window's parts", len(seen))
	}
	// The menu bar's titles are drawn at the start; the items only when a
	// menu opens.
	for _, m := range w.MainMenu().Items {
		check("menu", m.Label)
	}
}

// TestFirstStartIsASmallGameAgainstTheWeakestLevel: a player who has saved
// no preferences starts on 9x9 against level 1, with the course offered; the
// next start, after a game chosen in the dialog, keeps that game's settings.
func TestFirstStartIsASmallGameAgainstTheWeakestLevel(t *testing.T) {
	var asked []PlayerSpec
	deps := testDeps(Deps{NewPlayer: func(s PlayerSpec) (ai.Player, error) {
		asked = append(asked, s)
		return &scripted{moves: []engine.Point{engine.Pass}}, nil
	}})
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), deps)
	w := test.NewTempWindow(t, nil)
	c.Attach(a, w)
	c.OfferLessons()
	if wd, ht := c.tree().Size(); wd != 9 || ht != 9 {
		t.Errorf("the first start is on %dx%d, want 9x9", wd, ht)
	}
	if got := c.seats.specs[engine.White]; got.Kind != Computer || got.Level != 1 {
		t.Errorf("the first start's White is %+v, want the computer at level 1", got)
	}
	if got := c.seats.specs[engine.Black]; got.Kind != Person {
		t.Errorf("the first start's Black is %+v, want the person", got)
	}
	if len(asked) != 1 || asked[0].Level != 1 {
		t.Errorf("the computer players made: %+v, want one at level 1", asked)
	}
	if !c.lessons.offered {
		t.Error("the first start does not offer the course")
	}
	// A game from the dialog is remembered for the next start.
	s := c.newGameDefaults()
	s.Width, s.Height = 19, 19
	s.White.Level = 4
	if err := c.newGame(s); err != nil {
		t.Fatal(err)
	}
	c.rememberGame(s)
	next := NewController(a.Preferences(), deps)
	if wd, _ := next.tree().Size(); wd != 19 || next.seats.specs[engine.White].Level != 4 {
		t.Errorf("the next start is on %dx%d against %+v, want the last game's 19x19 at level 4",
			wd, wd, next.seats.specs[engine.White])
	}
}
