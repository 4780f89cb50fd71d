package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// Attach puts the controller into window w of app a: content, title,
// menus with their shortcuts, the arrow keys, dropped files, the clocks'
// ticker and the unsaved-changes prompt on closing.
func (c *Controller) Attach(a fyne.App, w fyne.Window) {
	v := c.view
	v.window = w
	w.SetContent(c.Content())
	w.SetTitle(c.title())
	c.OnChange = func() { w.SetTitle(c.title()) }
	v.app = a
	v.mainMenu = c.menu()
	c.showTree(c.prefs.Bool(prefTree))
	w.SetMainMenu(v.mainMenu)
	v.updateRecent()
	keys := c.cmd.keys()
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		switch {
		case e.Name == fyne.KeyEscape && v.dialogs.escape():
		case w.Canvas().Overlays().Top() != nil:
			// A dialog or a menu is open: the board behind it keeps still.
		default:
			if k, ok := keys[e.Name]; ok {
				k.run()
			}
		}
	})
	for _, k := range c.cmd.all {
		if k.key != nil {
			w.Canvas().AddShortcut(k.key, func(fyne.Shortcut) { k.run() })
		}
	}
	// The desktop driver reports Ctrl+Z and Ctrl+Y as Fyne's own Undo and
	// Redo shortcuts, not as the keys.
	w.Canvas().AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { c.cmd.undo.run() })
	w.Canvas().AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { c.cmd.redo.run() })
	w.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) {
		for _, u := range uris {
			if _, known := sgf.FormatOf(u.Name()); u.Scheme() == "file" && known {
				path := u.Path()
				c.confirmDiscard(func() { c.OpenFile(path) })
				return
			}
		}
	})
	w.SetCloseIntercept(c.quit)
	w.Resize(fyne.NewSize(float32(c.prefs.FloatWithFallback(prefWidth, 1040)), float32(c.prefs.FloatWithFallback(prefHeight, 760))))
	if c.stopTick == nil { // a second Attach keeps the one ticker
		c.stopTick = c.deps.Tick(clockTick, c.tick)
	}
	v.tellUntold()
	releaseMemory() // what building the first frame left behind
}

// quit closes the window after asking about unsaved changes, remembering
// the window size and removing the autosave: a clean exit.
func (c *Controller) quit() {
	w := c.view.window
	c.confirmDiscard(func() {
		// Write only what changed: every write makes Fyne save and reload
		// the whole preferences file.
		sz := w.Canvas().Size()
		if float64(sz.Width) != c.prefs.Float(prefWidth) {
			c.prefs.SetFloat(prefWidth, float64(sz.Width))
		}
		if float64(sz.Height) != c.prefs.Float(prefHeight) {
			c.prefs.SetFloat(prefHeight, float64(sz.Height))
		}
		if off := c.view.split.Offset; c.view.tree.Visible() && off != c.prefs.FloatWithFallback(prefTreeSplit, 0.72) {
			c.prefs.SetFloat(prefTreeSplit, off)
		}
		c.Close()
		c.dropAutosave()
		w.Close()
	})
}

// shortcut makes a keyboard shortcut with the platform's main modifier.
func shortcut(k fyne.KeyName, shift bool) *desktop.CustomShortcut {
	m := fyne.KeyModifierShortcutDefault
	if shift {
		m |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: k, Modifier: m}
}

// menu builds the main menu from the commands; the shortcuts it shows are
// registered by Attach.
func (c *Controller) menu() *fyne.MainMenu {
	item := func(label string, f func()) *fyne.MenuItem { return fyne.NewMenuItem(label, f) }
	v, k := c.view, c.cmd
	v.recentMenu = fyne.NewMenuItem(lang.L("Open Recent"), nil)
	quit := k.quit.item()
	quit.IsQuit = true
	sep := fyne.NewMenuItemSeparator
	file := fyne.NewMenu(lang.L("File"), k.newGame.item(), k.open.item(), v.recentMenu, sep(),
		k.save.item(), k.saveAs.item(), sep(), k.exportDiagram.item(), sep(), k.preferences.item(), sep(), quit)
	annotate := fyne.NewMenuItem(lang.L("Annotate"), nil)
	var notes []*fyne.MenuItem
	for i, a := range k.annotations {
		if i > 0 && annotations[i-1].move != annotations[i].move {
			notes = append(notes, sep())
		}
		notes = append(notes, a.item())
	}
	annotate.ChildMenu = fyne.NewMenu("", notes...)
	edit := fyne.NewMenu(lang.L("Edit"), k.undo.item(), k.redo.item(), sep(), k.editMode.item(), annotate, k.gameInfo.item(), sep(), k.diagram.item(), k.senseiDiagram.item(), sep(),
		k.mainLine.item(), k.variationUp.item(), k.variationDown.item(), sep(),
		k.copyBranch.item(), k.paste.item(), sep(), k.deleteHere.item(), k.deleteAfter.item())
	game := fyne.NewMenu(lang.L("Game"), k.pass.item(), k.resign.item(), k.players.item(), sep(),
		k.hint.item(), sep(), k.accept.item(), k.resume.item(), sep(),
		k.review.item(), k.nextMistake.item(), k.prevMistake.item(), k.writeReview.item(), k.mistakes.item(), k.stopReview.item(),
		k.enlargeGraph.item(), k.lossDots.item())
	nav := fyne.NewMenu(lang.L("Go"), k.first.item(), k.back10.item(), k.back.item(), k.forward.item(),
		k.forward10.item(), k.last.item(), k.prevVariation.item(), k.nextVariation.item(), sep(),
		k.nextComment.item(), k.prevComment.item(), k.nextBranch.item(), k.goToMove.item(), sep(),
		k.find.item(), k.findNext.item())
	numbers := fyne.NewMenuItem(lang.L("Move Numbers"), nil)
	numbers.ChildMenu = fyne.NewMenu("",
		item(lang.L("None"), func() { c.prefs.SetInt(prefNumbers, 0); c.applyOptions() }),
		item(lang.L("Last 10"), func() { c.prefs.SetInt(prefNumbers, 10); c.applyOptions() }),
		item(lang.L("All"), func() { c.prefs.SetInt(prefNumbers, -1); c.applyOptions() }),
	)
	aids := fyne.NewMenuItem(lang.L("Beginner Aids"), nil)
	aids.ChildMenu = fyne.NewMenu("", k.aids[0].item(), k.aids[1].item(), k.aids[2].item(), sep(), k.aids[3].item())
	view := fyne.NewMenu(lang.L("View"), k.coords.item(), numbers, k.fuzzy.item(), sep(),
		k.turns[0].item(), k.turns[1].item(), k.turns[2].item(), sep(),
		k.estimate.item(), k.analyze.item(), k.tree.item(), sep(), aids)
	study := fyne.NewMenu(lang.L("Study"), k.solve.item(), k.tryAgain.item(), k.solution.item(), k.wholeBoard.item(), sep(),
		k.prevProblem.item(), k.nextProblem.item(), k.randomOrder.item(), k.retryFail.item(), k.reviewDue.item(), k.problemList.item(), k.beginner.item(), sep(),
		k.joseki.item(), k.drillBlack.item(), k.drillWhite.item(), k.explore.item(), k.josekiReading.item())
	help := fyne.NewMenu(lang.L("Help"), k.learn.item(), k.lessonList.item())
	c.applyOptions()
	return fyne.NewMainMenu(file, edit, game, nav, view, study, help)
}

// applyOptions reads the viewer's switches from the preferences.
func (c *Controller) applyOptions() {
	o := goban.Options{
		Coordinates: c.prefs.BoolWithFallback(prefCoords, true),
		Numbers:     c.prefs.IntWithFallback(prefNumbers, 0),
		Fuzzy:       c.prefs.BoolWithFallback(prefFuzzy, true),
		Wood:        c.prefs.IntWithFallback(prefWood, 0),
	}
	c.readTurns(&o)
	c.view.board.SetOptions(o)
	if c.rec != nil { // not while the controller is being made
		c.cmd.sync(c.view.mainMenu) // the switches' ticks
	}
}

// showPreferences shows the preferences dialog.
func (c *Controller) showPreferences(w fyne.Window) {
	coords := widget.NewCheck(lang.L("Coordinates"), nil)
	coords.SetChecked(c.prefs.BoolWithFallback(prefCoords, true))
	fuzzy := widget.NewCheck(lang.L("Fuzzy stone placement"), nil)
	fuzzy.SetChecked(c.prefs.BoolWithFallback(prefFuzzy, true))
	numChoices := []string{lang.L("None"), lang.L("Last 10"), lang.L("All")}
	numVals := []int{0, 10, -1}
	numbers := widget.NewSelect(numChoices, nil)
	numbers.SetSelectedIndex(0)
	for i, n := range numVals {
		if n == c.prefs.IntWithFallback(prefNumbers, 0) {
			numbers.SetSelectedIndex(i)
		}
	}
	wood := widget.NewSelect([]string{lang.L("Straight grain"), lang.L("Straight grain, deeper"), lang.L("Flowing grain")}, nil)
	wood.SetSelectedIndex(c.prefs.IntWithFallback(prefWood, 0) % 3)
	presets := engine.Presets()
	names := make([]string, len(presets))
	for i, r := range presets {
		names[i] = rulesWord(r)
	}
	def := c.defaultSettings()
	rules := widget.NewSelect(names, nil)
	rules.SetSelectedIndex(max(slices.IndexFunc(presets, func(r engine.Rules) bool { return r.Name == def.Rules.Name }), 0))
	komi := widget.NewEntry()
	komi.SetText(points(def.Komi))
	size := widget.NewSelect([]string{"9", "13", "19"}, nil)
	size.SetSelected(strconv.Itoa(def.Width))
	hintEngine := widget.NewEntry()
	hintEngine.SetPlaceHolder(lang.L("Torreya (built in)"))
	hintEngine.SetText(c.prefs.String(prefHintEngine))
	names, chosen := languageChoices(c.prefs)
	language := widget.NewSelect(names, nil)
	language.SetSelectedIndex(chosen)
	form := []*widget.FormItem{
		widget.NewFormItem(lang.L("Language"), language),
		widget.NewFormItem("", coords),
		widget.NewFormItem("", fuzzy),
		widget.NewFormItem(lang.L("Move numbers"), numbers),
		widget.NewFormItem(lang.L("Wood"), wood),
		widget.NewFormItem(lang.L("Default rules"), rules),
		widget.NewFormItem(lang.L("Default komi"), komi),
		widget.NewFormItem(lang.L("Default size"), size),
		widget.NewFormItem(lang.L("Hint engine (GTP command)"), hintEngine),
	}
	sound, saveSound := c.sound.preferences()
	form = append(form, sound...)
	d := dialog.NewForm(lang.L("Preferences"), lang.L("Save"), lang.L("Cancel"), form, func(ok bool) {
		if !ok {
			return
		}
		c.prefs.SetBool(prefCoords, coords.Checked)
		c.prefs.SetBool(prefFuzzy, fuzzy.Checked)
		c.prefs.SetInt(prefNumbers, numVals[max(numbers.SelectedIndex(), 0)])
		c.prefs.SetInt(prefWood, max(wood.SelectedIndex(), 0))
		r := presets[max(rules.SelectedIndex(), 0)]
		c.prefs.SetString(prefRules, r.Name)
		if k, err := strconv.ParseFloat(strings.ReplaceAll(komi.Text, ",", "."), 64); err == nil {
			c.rememberKomi(r, 0, k)
		}
		if n, err := strconv.Atoi(size.Selected); err == nil {
			c.prefs.SetInt(prefSize, n)
		}
		c.prefs.SetString(prefHintEngine, strings.TrimSpace(hintEngine.Text))
		saveSound()
		c.applyOptions()
		if setLanguage(c.prefs, language.SelectedIndex()) {
			c.view.inform(lang.L("Language"), lang.L("The new language takes effect when Torreya starts again."))
		}
	}, w)
	c.view.dialogs.show(d)
}
