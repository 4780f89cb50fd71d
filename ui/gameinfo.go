package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine/sgf"
)

// infoField is one line of the game-information editor: an SGF property of
// the root and its label.
type infoField struct {
	id    string
	label string
	hint  string // the placeholder: an example of the form
}

// infoFields lists the editor's lines in the order shown.
func infoFields() []infoField {
	return []infoField{
		{"PB", lang.L("Black"), ""}, {"BR", lang.L("Black's rank"), "5k, 3d, 9p"},
		{"PW", lang.L("White"), ""}, {"WR", lang.L("White's rank"), "5k, 3d, 9p"},
		{"GN", lang.L("Game name"), ""}, {"EV", lang.L("Event"), ""}, {"RO", lang.L("Round"), ""},
		{"DT", lang.L("Date"), "2026-11-30"}, {"PC", lang.L("Place"), ""},
		{"RU", lang.L("Rules"), "Japanese, Chinese, AGA, NZ, Korean"}, {"KM", lang.L("Komi"), "6.5"},
		{"HA", lang.L("Handicap"), "0"}, {"RE", lang.L("Result"), "B+3.5, W+R, 0, Void"},
		{"TM", lang.L("Time (seconds)"), "3600"}, {"SO", lang.L("Source"), ""},
		{"AN", lang.L("Annotator"), ""}, {"CP", lang.L("Copyright"), ""},
	}
}

// setGameInfo writes the game information in values (SGF property → text;
// "" removes it) into the root, as one undoable edit. Every value is checked
// first (sgf.CheckInfo); nothing is written when one is wrong, and the error
// names the field.
func (c *Controller) setGameInfo(values map[string]string) error {
	var errs []error
	for _, f := range infoFields() {
		if v, ok := values[f.id]; ok {
			if err := infoCheck(f.id, v); err != nil {
				errs = append(errs, fmt.Errorf(lang.L("%s: %q is not right: %v."), f.label, strings.TrimSpace(v), err))
			}
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	root := c.rec.tree.Root()
	changed := 0
	err := c.rec.edit(func(t *sgf.Tree) error {
		for _, f := range infoFields() {
			v, ok := values[f.id]
			if !ok || strings.TrimSpace(v) == root.Text(f.id) {
				continue
			}
			changed++
			if err := t.SetInfo(f.id, strings.TrimSpace(v)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if changed > 0 {
		c.edited()
		c.setStatus(lang.L("Game information saved."))
	}
	return nil
}

// infoCheck checks a game-information value and says in a few words what
// the field wants.
func infoCheck(id, text string) error {
	var ie *sgf.InfoError
	if err := sgf.CheckInfo(id, text); errors.As(err, &ie) {
		return errors.New(ie.Want)
	}
	return nil
}

// maxInfoField is the longest game-information value, in bytes, the
// editor's one-line entries take; a longer one is kept as it is.
const maxInfoField = 2000

// showGameInfo shows the game-information editor. Wrong values are
// explained and the dialog stays open to correct them.
func (c *Controller) showGameInfo(w fyne.Window) {
	root := c.rec.tree.Root()
	fields := infoFields()
	entries := make([]*widget.Entry, len(fields))
	form := widget.NewForm()
	for i, f := range fields {
		e := widget.NewEntry()
		text := root.Text(f.id)
		if len(text) > maxInfoField {
			// Shown cut and not editable; the save leaves it as it is.
			e.SetText(clipText(text, maxShownName))
			e.Disable()
			entries[i] = e
			form.AppendItem(&widget.FormItem{Text: f.label, Widget: e, HintText: lang.L("Too long to edit here; kept as it is.")})
			continue
		}
		e.SetText(text)
		e.SetPlaceHolder(f.hint)
		id := f.id
		e.Validator = func(s string) error { return infoCheck(id, s) }
		entries[i] = e
		form.Append(f.label, e)
	}
	showForm(&c.view.dialogs, w, lang.L("Game Information"), lang.L("Save"), container.NewVScroll(form), fyne.NewSize(560, 660), func() error {
		values := make(map[string]string, len(fields))
		for i, f := range fields {
			if !entries[i].Disabled() {
				values[f.id] = entries[i].Text
			}
		}
		return c.setGameInfo(values)
	})
}
