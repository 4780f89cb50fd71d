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
