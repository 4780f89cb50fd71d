package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Attach puts the controller into window w of app a: content, title,
// menus with their shortcuts, the arrow keys, dropped files, the clocks'
// ticker and the unsaved-changes prompt on closing.
func (c *Controller) Attach(a fyne.App, w fyne.Window) {
	v := c.view
	v.window = w
	w.SetContent(c.Content())
	w.SetTitle(c.Title())
	c.OnChange = func() { w.SetTitle(c.Title()) }
	v.mainMenu = c.menu(a, w)
	w.SetMainMenu(v.mainMenu)
	v.updateRecent()
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		switch e.Name {
		case fyne.KeyLeft:
			c.Back(1)
		case fyne.KeyRight:
			c.Forward(1)
		case fyne.KeyPageUp:
			c.Back(10)
		case fyne.KeyPageDown:
			c.Forward(10)
		case fyne.KeyHome:
			c.First()
		case fyne.KeyEnd:
			c.Last()
		case fyne.KeyUp:
			c.Variation(-1)
		case fyne.KeyDown:
			c.Variation(1)
		}
	})
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
		c.stopTick = c.deps.Tick(clockTick, c.Tick)
	}
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
		c.Close()
		c.DropAutosave()
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

// menu builds the main menu and registers the shortcuts it shows.
func (c *Controller) menu(a fyne.App, w fyne.Window) *fyne.MainMenu {
	item := func(label string, sc *desktop.CustomShortcut, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, f)
		if sc != nil {
			it.Shortcut = sc
			w.Canvas().AddShortcut(sc, func(fyne.Shortcut) { f() })
		}
		return it
	}
	v := c.view
	v.recentMenu = fyne.NewMenuItem(lang.L("Open Recent"), nil)
	quit := item(lang.L("Quit"), shortcut(fyne.KeyQ, false), c.quit)
	quit.IsQuit = true
	file := fyne.NewMenu(lang.L("File"),
		item(lang.L("New Game…"), shortcut(fyne.KeyN, false), func() { c.confirmDiscard(func() { c.showNewGame(w) }) }),
		item(lang.L("Open…"), shortcut(fyne.KeyO, false), c.Open),
		v.recentMenu,
		fyne.NewMenuItemSeparator(),
		item(lang.L("Save"), shortcut(fyne.KeyS, false), c.Save),
		item(lang.L("Save As…"), shortcut(fyne.KeyS, true), c.SaveAs),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Preferences…"), shortcut(fyne.KeyComma, false), func() { c.showPreferences(w) }),
		fyne.NewMenuItemSeparator(),
		quit,
	)
	edit := fyne.NewMenu(lang.L("Edit"),
		item(lang.L("Undo"), shortcut(fyne.KeyZ, false), c.Undo),
		item(lang.L("Redo"), shortcut(fyne.KeyZ, true), c.Redo),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Copy Diagram"), shortcut(fyne.KeyC, true), func() {
			a.Clipboard().SetContent(c.Diagram())
			c.setStatus(lang.L("The position is on the clipboard as a diagram."))
		}),
	)
	game := fyne.NewMenu(lang.L("Game"),
		item(lang.L("Pass"), shortcut(fyne.KeyP, false), func() { v.report(c.Pass()) }),
		item(lang.L("Resign…"), nil, func() {
			v.confirm(lang.L("Resign"), lang.L("Resign this game?"), func() { v.report(c.Resign()) })
		}),
		item(lang.L("Players…"), nil, func() { c.showPlayers(w) }),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Hint"), shortcut(fyne.KeyH, false), c.Hint),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Accept Score"), nil, func() { v.report(c.Accept()) }),
		item(lang.L("Resume Play"), nil, c.Resume),
	)
	nav := fyne.NewMenu(lang.L("Go"),
		item(lang.L("First Move (Home)"), nil, c.First),
		item(lang.L("Back 10 (Page Up)"), nil, func() { c.Back(10) }),
		item(lang.L("Back (Left)"), nil, func() { c.Back(1) }),
		item(lang.L("Forward (Right)"), nil, func() { c.Forward(1) }),
		item(lang.L("Forward 10 (Page Down)"), nil, func() { c.Forward(10) }),
		item(lang.L("Last Move (End)"), nil, c.Last),
		item(lang.L("Previous Variation (Up)"), nil, func() { c.Variation(-1) }),
		item(lang.L("Next Variation (Down)"), nil, func() { c.Variation(1) }),
	)
	v.coordsItem = item(lang.L("Coordinates"), nil, func() {
		c.prefs.SetBool(prefCoords, !c.prefs.BoolWithFallback(prefCoords, true))
		c.applyOptions()
	})
	v.fuzItem = item(lang.L("Fuzzy Stone Placement"), nil, func() {
		c.prefs.SetBool(prefFuzzy, !c.prefs.BoolWithFallback(prefFuzzy, true))
		c.applyOptions()
	})
	numbers := fyne.NewMenuItem(lang.L("Move Numbers"), nil)
	numbers.ChildMenu = fyne.NewMenu("",
		item(lang.L("None"), nil, func() { c.prefs.SetInt(prefNumbers, 0); c.applyOptions() }),
		item(lang.L("Last 10"), nil, func() { c.prefs.SetInt(prefNumbers, 10); c.applyOptions() }),
		item(lang.L("All"), nil, func() { c.prefs.SetInt(prefNumbers, -1); c.applyOptions() }),
	)
	v.estimateItem = item(lang.L("Territory Estimate"), shortcut(fyne.KeyE, false), func() { c.SetEstimate(!c.Estimate()) })
	view := fyne.NewMenu(lang.L("View"), v.coordsItem, numbers, v.fuzItem, fyne.NewMenuItemSeparator(), v.estimateItem)
	c.applyOptions()
	return fyne.NewMainMenu(file, edit, game, nav, view)
}

// applyOptions reads the viewer's switches from the preferences.
func (c *Controller) applyOptions() {
	o := Options{
		Coordinates: c.prefs.BoolWithFallback(prefCoords, true),
		Numbers:     c.prefs.IntWithFallback(prefNumbers, 0),
		Fuzzy:       c.prefs.BoolWithFallback(prefFuzzy, true),
		Wood:        c.prefs.IntWithFallback(prefWood, 0),
	}
	c.view.board.SetOptions(o)
	if v := c.view; v.coordsItem != nil {
		v.coordsItem.Checked = o.Coordinates
		v.fuzItem.Checked = o.Fuzzy
		if v.mainMenu != nil {
			v.mainMenu.Refresh()
		}
	}
}

// playerChoice is the new-game dialog's widgets for one colour.
type playerChoice struct {
	kind    *widget.Select
	level   *widget.Select
	command *widget.Entry
}

func newPlayerChoice(def PlayerSpec) *playerChoice {
	p := &playerChoice{}
	levels := make([]string, ai.Levels)
	for i := range levels {
		levels[i] = strconv.Itoa(i + 1)
	}
	p.level = widget.NewSelect(levels, nil)
	p.level.SetSelected(strconv.Itoa(max(def.Level, 1)))
	p.command = widget.NewEntry()
	p.command.SetPlaceHolder("gnugo --mode gtp --level 5")
	p.command.SetText(def.Command)
	kinds := []string{lang.L("Person"), lang.L("Computer"), lang.L("GTP engine")}
	p.kind = widget.NewSelect(kinds, func(s string) {
		p.level.Hidden = s != kinds[1]
		p.command.Hidden = s != kinds[2]
		p.level.Refresh()
		p.command.Refresh()
	})
	p.kind.SetSelected(kinds[def.Kind])
	return p
}

func (p *playerChoice) spec() PlayerSpec {
	s := PlayerSpec{Kind: PlayerKind(p.kind.SelectedIndex())}
	s.Level, _ = strconv.Atoi(p.level.Selected) // from our own list
	s.Command = strings.TrimSpace(p.command.Text)
	return s
}

func (p *playerChoice) widget() fyne.CanvasObject {
	return container.NewVBox(p.kind, p.level, p.command)
}

// showNewGame shows the new-game dialog.
func (c *Controller) showNewGame(w fyne.Window) {
	def := c.defaultSettings()
	if c.settings.Width > 0 {
		def = c.settings
		def.Black, def.White = c.seats.specs[engine.Black], c.seats.specs[engine.White]
	}
	size := widget.NewSelectEntry([]string{"9", "13", "19"})
	if def.Width == def.Height {
		size.SetText(strconv.Itoa(def.Width))
	} else {
		size.SetText(fmt.Sprintf("%dx%d", def.Width, def.Height))
	}
	presets := engine.Presets()
	names := make([]string, len(presets))
	for i, r := range presets {
		names[i] = sgf.RulesName(r)
	}
	komi := widget.NewEntry()
	komi.SetText(points(def.Komi))
	handicap := widget.NewSelect([]string{"0", "2", "3", "4", "5", "6", "7", "8", "9"}, nil)
	handicap.SetSelected(strconv.Itoa(def.Handicap))
	if def.Handicap < 2 {
		handicap.SetSelected("0")
	}
	free := widget.NewCheck(lang.L("Free placement"), nil)
	free.SetChecked(def.FreeHandicap)
	rules := widget.NewSelect(names, nil)
	rulesFor := func() engine.Rules { return presets[max(rules.SelectedIndex(), 0)] }
	updateKomi := func() {
		n, _ := strconv.Atoi(handicap.Selected) // from our own list
		komi.SetText(points(rulesFor().KomiFor(n)))
	}
	rules.OnChanged = func(string) { updateKomi() }
	handicap.OnChanged = func(string) { updateKomi() }
	rules.SetSelected(sgf.RulesName(def.Rules))
	komi.SetText(points(def.Komi))
	black, white := newPlayerChoice(def.Black), newPlayerChoice(def.White)
	mainTime := widget.NewEntry()
	mainTime.SetPlaceHolder(lang.L("minutes, 0 for none"))
	mainTime.SetText(strconv.Itoa(int(def.MainTime / time.Minute)))
	byo := widget.NewEntry()
	byo.SetText(strconv.Itoa(int(def.ByoYomi / time.Second)))
	periods := widget.NewEntry()
	periods.SetText(strconv.Itoa(def.Periods))
	form := []*widget.FormItem{
		widget.NewFormItem(lang.L("Board size"), size),
		widget.NewFormItem(lang.L("Rules"), rules),
		widget.NewFormItem(lang.L("Komi"), komi),
		widget.NewFormItem(lang.L("Handicap"), container.NewHBox(handicap, free)),
		widget.NewFormItem(lang.L("Black"), black.widget()),
		widget.NewFormItem(lang.L("White"), white.widget()),
		widget.NewFormItem(lang.L("Main time (min)"), mainTime),
		widget.NewFormItem(lang.L("Byo-yomi (s × periods)"), container.NewGridWithColumns(2, byo, periods)),
	}
	d := dialog.NewForm(lang.L("New Game"), lang.L("Start"), lang.L("Cancel"), form, func(ok bool) {
		if !ok {
			return
		}
		s, err := parseSettings(size.Text, rulesFor(), komi.Text, handicap.Selected, free.Checked, mainTime.Text, byo.Text, periods.Text)
		if err != nil {
			dialog.ShowError(err, w)
			return
		}
		s.Black, s.White = black.spec(), white.spec()
		if err := c.NewGame(s); err != nil {
			dialog.ShowError(err, w)
			return
		}
		c.prefs.SetInt(prefSize, s.Width)
		c.prefs.SetString(prefRules, s.Rules.Name)
		c.prefs.SetFloat(prefKomi, s.Komi)
		c.prefs.SetString(prefBlack, formatSpec(s.Black))
		c.prefs.SetString(prefWhite, formatSpec(s.White))
		c.doc.dirty = false
		w.SetTitle(c.Title())
	}, w)
	d.Resize(fyne.NewSize(520, 560))
	d.Show()
}

// showPlayers shows the dialog that changes who plays each colour in the
// current game.
func (c *Controller) showPlayers(w fyne.Window) {
	black, white := newPlayerChoice(c.seats.specs[engine.Black]), newPlayerChoice(c.seats.specs[engine.White])
	form := []*widget.FormItem{
		widget.NewFormItem(lang.L("Black"), black.widget()),
		widget.NewFormItem(lang.L("White"), white.widget()),
	}
	d := dialog.NewForm(lang.L("Players"), lang.L("Play"), lang.L("Cancel"), form, func(ok bool) {
		if ok {
			if err := c.SetPlayers(black.spec(), white.spec()); err != nil {
				dialog.ShowError(err, w)
			}
		}
	}, w)
	d.Resize(fyne.NewSize(420, 320))
	d.Show()
}

// parseSettings reads the new-game dialog's text fields.
func parseSettings(size string, rules engine.Rules, komi, handicap string, free bool, mainMin, byoSec, periods string) (Settings, error) {
	s := Settings{Rules: rules, FreeHandicap: free}
	wh := strings.FieldsFunc(strings.ToLower(size), func(r rune) bool { return r == 'x' || r == ':' || r == ' ' })
	var err error
	switch len(wh) {
	case 1:
		s.Width, err = strconv.Atoi(wh[0])
		s.Height = s.Width
	case 2:
		s.Width, err = strconv.Atoi(wh[0])
		if err == nil {
			s.Height, err = strconv.Atoi(wh[1])
		}
	default:
		err = fmt.Errorf("%q", size)
	}
	if err != nil || s.Width < 2 || s.Height < 2 || s.Width > engine.MaxSize || s.Height > engine.MaxSize {
		return s, fmt.Errorf(lang.L("The board size must be 2 to %d, such as 19 or 19x13."), engine.MaxSize)
	}
	if s.Komi, err = strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(komi), ",", "."), 64); err != nil {
		return s, errors.New(lang.L("Komi must be a number, such as 6.5."))
	}
	s.Handicap, _ = strconv.Atoi(handicap) // from our own list
	num := func(text string) (int, error) {
		text = strings.TrimSpace(text)
		if text == "" {
			return 0, nil
		}
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 {
			return 0, fmt.Errorf(lang.L("Times must be whole numbers: %q"), text)
		}
		return n, nil
	}
	m, err := num(mainMin)
	if err != nil {
		return s, err
	}
	b, err := num(byoSec)
	if err != nil {
		return s, err
	}
	p, err := num(periods)
	if err != nil {
		return s, err
	}
	s.MainTime, s.ByoYomi, s.Periods = time.Duration(m)*time.Minute, time.Duration(b)*time.Second, p
	return s, nil
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
		names[i] = sgf.RulesName(r)
	}
	def := c.defaultSettings()
	rules := widget.NewSelect(names, nil)
	rules.SetSelected(sgf.RulesName(def.Rules))
	komi := widget.NewEntry()
	komi.SetText(points(def.Komi))
	size := widget.NewSelect([]string{"9", "13", "19"}, nil)
	size.SetSelected(strconv.Itoa(def.Width))
	hintEngine := widget.NewEntry()
	hintEngine.SetPlaceHolder(lang.L("Torreya (built in)"))
	hintEngine.SetText(c.prefs.String(prefHintEngine))
	form := []*widget.FormItem{
		widget.NewFormItem("", coords),
		widget.NewFormItem("", fuzzy),
		widget.NewFormItem(lang.L("Move numbers"), numbers),
		widget.NewFormItem(lang.L("Wood"), wood),
		widget.NewFormItem(lang.L("Default rules"), rules),
		widget.NewFormItem(lang.L("Default komi"), komi),
		widget.NewFormItem(lang.L("Default size"), size),
		widget.NewFormItem(lang.L("Hint engine (GTP command)"), hintEngine),
	}
	dialog.ShowForm(lang.L("Preferences"), lang.L("Save"), lang.L("Cancel"), form, func(ok bool) {
		if !ok {
			return
		}
		c.prefs.SetBool(prefCoords, coords.Checked)
		c.prefs.SetBool(prefFuzzy, fuzzy.Checked)
		c.prefs.SetInt(prefNumbers, numVals[max(numbers.SelectedIndex(), 0)])
		c.prefs.SetInt(prefWood, max(wood.SelectedIndex(), 0))
		c.prefs.SetString(prefRules, presets[max(rules.SelectedIndex(), 0)].Name)
		if k, err := strconv.ParseFloat(strings.ReplaceAll(komi.Text, ",", "."), 64); err == nil {
			c.prefs.SetFloat(prefKomi, k)
		}
		if n, err := strconv.Atoi(size.Selected); err == nil {
			c.prefs.SetInt(prefSize, n)
		}
		c.prefs.SetString(prefHintEngine, strings.TrimSpace(hintEngine.Text))
		c.applyOptions()
	}, w)
}
