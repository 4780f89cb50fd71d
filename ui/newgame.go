package ui

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// KnownEngine is a GTP engine found on this computer, offered by name.
type KnownEngine struct {
	Name    string // "GNU Go"
	Command string // the command line that starts it in GTP mode
}

// playerChoice is the widgets that choose the player of one colour: a
// person, the built-in computer at a named strength, an engine found on
// this computer, or any GTP engine by its command.
type playerChoice struct {
	kind     *widget.Select
	level    *widget.Select
	about    *widget.Label // what the chosen level does
	command  *widget.Entry
	strength *fyne.Container
	rank     *widget.Select // a person's rank, "Don't know" first
	rankRow  *fyne.Container
	engines  []KnownEngine
	changed  func() // called when the player or the rank changes
}

// newPlayerChoice makes the widgets, showing def.
func newPlayerChoice(def PlayerSpec, engines []KnownEngine) *playerChoice {
	p := &playerChoice{engines: engines}
	levels := make([]string, ai.Levels)
	for i := range levels {
		levels[i] = fmt.Sprintf("%d · %s", i+1, levelName(i+1))
	}
	p.about = widget.NewLabel("")
	p.about.Wrapping = fyne.TextWrapWord
	p.about.TextStyle = fyne.TextStyle{Italic: true}
	p.level = widget.NewSelect(levels, func(string) {
		n := p.level.SelectedIndex() + 1
		_, rank := levelRank(n)
		p.about.SetText(levelAbout(n) + " " + fmt.Sprintf(lang.L("Plays at %s."), rank))
		p.notify()
	})
	p.level.SetSelectedIndex(min(max(def.Level, 1), ai.Levels) - 1)
	p.rank = widget.NewSelect(rankChoices(), func(string) { p.notify() })
	p.rank.SetSelectedIndex(0)
	p.strength = container.NewBorder(nil, p.about, widget.NewLabel(lang.L("Strength")), nil, p.level)
	p.command = widget.NewEntry()
	p.command.SetPlaceHolder("gnugo --mode gtp --level 5")
	p.command.SetText(def.Command)
	kinds := []string{lang.L("Person"), lang.L("Computer")}
	for _, e := range engines {
		kinds = append(kinds, e.Name)
	}
	kinds = append(kinds, lang.L("Other GTP engine"))
	p.kind = widget.NewSelect(kinds, func(string) { p.kindChanged() })
	switch {
	case def.Kind != Engine:
		p.kind.SetSelectedIndex(int(def.Kind))
	case p.engineIndex(def.Command) >= 0:
		p.kind.SetSelectedIndex(2 + p.engineIndex(def.Command))
	default:
		p.kind.SetSelectedIndex(len(kinds) - 1)
	}
	return p
}

// notify tells the form that the player or the rank changed.
func (p *playerChoice) notify() {
	if p.changed != nil {
		p.changed()
	}
}

// rankOf returns the player's rank: a person's as chosen, the computer's
// level's middle, rankUnknown for a person who does not know and for an
// engine.
func (p *playerChoice) rankOf() engine.Rank {
	switch p.kind.SelectedIndex() {
	case 0:
		return engine.Rank(p.rank.SelectedIndex() - 1)
	case 1:
		r, _ := levelRank(p.level.SelectedIndex() + 1)
		return r
	}
	return rankUnknown
}

// engineIndex returns the index of the known engine started by command, or -1.
func (p *playerChoice) engineIndex(command string) int {
	for i, e := range p.engines {
		if e.Command == strings.TrimSpace(command) {
			return i
		}
	}
	return -1
}

// kindChanged shows the widgets of the chosen kind; a known engine puts its
// command into the entry, where it can still be changed.
func (p *playerChoice) kindChanged() {
	i := p.kind.SelectedIndex()
	if e := i - 2; e >= 0 && e < len(p.engines) {
		p.command.SetText(p.engines[e].Command)
	}
	p.strength.Hidden = i != 1
	p.command.Hidden = i < 2
	if p.rankRow != nil {
		p.rankRow.Hidden = i != 0 // a computer's rank is its level's
		p.rankRow.Refresh()
	}
	p.strength.Refresh()
	p.command.Refresh()
	p.notify()
}

// spec is the player chosen.
func (p *playerChoice) spec() PlayerSpec {
	s := PlayerSpec{Kind: Person, Level: p.level.SelectedIndex() + 1}
	switch i := p.kind.SelectedIndex(); {
	case i == 1:
		s.Kind = Computer
	case i >= 2:
		s.Kind, s.Command = Engine, strings.TrimSpace(p.command.Text)
	}
	return s
}

func (p *playerChoice) widget() fyne.CanvasObject {
	p.rankRow = container.NewBorder(nil, nil, widget.NewLabel(lang.L("Rank")), nil, p.rank)
	p.rankRow.Hidden = p.kind.SelectedIndex() != 0
	return container.NewVBox(p.kind, p.strength, p.command, p.rankRow)
}

// komiKey is the preference that remembers the komi chosen for a rule set
// and handicap, when it is not the rule set's own.
func komiKey(rules engine.Rules, handicap int) string {
	return fmt.Sprintf("komi.%s.%d", sgf.RulesName(rules), handicap)
}

// komiFor is the komi to offer for a rule set and handicap: the one last
// chosen for the two, or the rule set's.
func (c *Controller) komiFor(rules engine.Rules, handicap int) float64 {
	return c.prefs.FloatWithFallback(komiKey(rules, handicap), rules.KomiFor(handicap))
}

// rememberKomi keeps komi for a rule set and handicap, or forgets it when it
// is the rule set's own, so a change of the preset's komi reaches it.
func (c *Controller) rememberKomi(rules engine.Rules, handicap int, komi float64) {
	if komi == rules.KomiFor(handicap) {
		c.prefs.RemoveValue(komiKey(rules, handicap))
		return
	}
	c.prefs.SetFloat(komiKey(rules, handicap), komi)
}

// rememberGame keeps the settings of a game started from the dialog as the
// next one's defaults.
func (c *Controller) rememberGame(s Settings) {
	c.prefs.SetInt(prefSize, s.Width)
	c.prefs.SetString(prefRules, s.Rules.Name)
	c.rememberKomi(s.Rules, s.Handicap, s.Komi)
	c.prefs.SetString(prefBlack, formatSpec(s.Black))
	c.prefs.SetString(prefWhite, formatSpec(s.White))
}

// engines returns the GTP engines found on this computer.
func (c *Controller) engines() []KnownEngine {
	if c.deps.Engines == nil {
		return nil
	}
	return c.deps.Engines()
}

// newGameForm is the new-game dialog's widgets.
type newGameForm struct {
	komi, mainTime, byo, periods *widget.Entry
	sizes                        *widget.SelectEntry
	rules, handicap              *widget.Select
	free                         *widget.Check
	black, white                 *playerChoice
	presets                      []engine.Rules
	advice                       *widget.Label // the handicap the ranks call for
}

// newNewGameForm makes the dialog's widgets, showing def.
func (c *Controller) newNewGameForm(def Settings) *newGameForm {
	f := &newGameForm{presets: engine.Presets()}
	f.sizes = widget.NewSelectEntry([]string{"9", "13", "19"})
	if def.Width == def.Height {
		f.sizes.SetText(strconv.Itoa(def.Width))
	} else {
		f.sizes.SetText(fmt.Sprintf("%dx%d", def.Width, def.Height))
	}
	names := make([]string, len(f.presets))
	for i, r := range f.presets {
		names[i] = rulesWord(r)
	}
	f.komi = widget.NewEntry()
	f.handicap = widget.NewSelect([]string{"0", "2", "3", "4", "5", "6", "7", "8", "9"}, nil)
	f.handicap.SetSelected(strconv.Itoa(def.Handicap))
	if def.Handicap < 2 {
		f.handicap.SetSelected("0")
	}
	f.free = widget.NewCheck(lang.L("Free placement"), nil)
	f.free.SetChecked(def.FreeHandicap)
	f.rules = widget.NewSelect(names, nil)
	f.rules.SetSelectedIndex(max(slices.IndexFunc(f.presets, func(r engine.Rules) bool { return r.Name == def.Rules.Name }), 0))
	// The komi follows the rules and the handicap chosen.
	updateKomi := func(string) {
		n, _ := strconv.Atoi(f.handicap.Selected) // from our own list
		f.komi.SetText(points(c.komiFor(f.rulesChosen(), n)))
	}
	f.rules.OnChanged = func(s string) { updateKomi(s); f.fromRanks() }
	f.handicap.OnChanged = updateKomi
	f.komi.SetText(points(def.Komi))
	engines := c.engines()
	f.black, f.white = newPlayerChoice(def.Black, engines), newPlayerChoice(def.White, engines)
	f.advice = widget.NewLabel("")
	f.advice.Wrapping = fyne.TextWrapWord
	f.advice.Hide()
	f.black.changed, f.white.changed = f.fromRanks, f.fromRanks
	f.sizes.OnChanged = func(string) { f.fromRanks() }
	f.mainTime = widget.NewEntry()
	f.mainTime.SetPlaceHolder(lang.L("minutes, 0 for none"))
	f.mainTime.SetText(strconv.Itoa(int(def.MainTime / time.Minute)))
	f.byo = widget.NewEntry()
	f.byo.SetText(strconv.Itoa(int(def.ByoYomi / time.Second)))
	f.periods = widget.NewEntry()
	f.periods.SetText(strconv.Itoa(def.Periods))
	return f
}

// fromRanks proposes the handicap and komi when both players' ranks are
// known, and says why; the user may still change them.
func (f *newGameForm) fromRanks() {
	if f.advice == nil || f.sizes == nil {
		return // still being built
	}
	s, err := parseSettings(f.sizes.Text, f.rulesChosen(), "0", "0", false, "", "", "")
	if err != nil {
		return
	}
	p, ok := propose(f.black.rankOf(), f.white.rankOf(), f.rulesChosen(), s.Width, s.Height)
	if !ok {
		f.advice.Hide()
		return
	}
	f.handicap.SetSelected(strconv.Itoa(p.Handicap))
	f.komi.SetText(points(p.Komi))
	f.advice.SetText(lang.L("From the ranks:") + " " + p.note)
	f.advice.Show()
}

func (f *newGameForm) rulesChosen() engine.Rules { return f.presets[max(f.rules.SelectedIndex(), 0)] }

// settings reads the form.
func (f *newGameForm) settings() (Settings, error) {
	s, err := parseSettings(f.sizes.Text, f.rulesChosen(), f.komi.Text, f.handicap.Selected, f.free.Checked, f.mainTime.Text, f.byo.Text, f.periods.Text)
	s.Black, s.White = f.black.spec(), f.white.spec()
	return s, err
}

func (f *newGameForm) widget() *widget.Form {
	return widget.NewForm(
		widget.NewFormItem(lang.L("Board size"), f.sizes),
		widget.NewFormItem(lang.L("Rules"), f.rules),
		widget.NewFormItem(lang.L("Komi"), f.komi),
		widget.NewFormItem(lang.L("Handicap"), container.NewHBox(f.handicap, f.free)),
		widget.NewFormItem(lang.L("Black"), f.black.widget()),
		widget.NewFormItem(lang.L("White"), f.white.widget()),
		widget.NewFormItem("", f.advice),
		widget.NewFormItem(lang.L("Main time (min, 0: no clock)"), f.mainTime),
		widget.NewFormItem(lang.L("Byo-yomi (s × periods)"), container.NewGridWithColumns(2, f.byo, f.periods)),
	)
}

// newGameDefaults are the settings the new-game dialog offers: the last
// game's, else the preferences'.
func (c *Controller) newGameDefaults() Settings {
	if c.settings.Width == 0 {
		return c.defaultSettings()
	}
	def := c.settings
	def.Black, def.White = c.seats.specs[engine.Black], c.seats.specs[engine.White]
	return def
}

// startFromForm starts the game the form describes; on an error the form
// stays as it is, to be corrected.
func (c *Controller) startFromForm(f *newGameForm) error {
	s, err := f.settings()
	if err == nil {
		err = c.newGame(s)
	}
	if err != nil {
		return err
	}
	c.rememberGame(s)
	c.doc.dirty = false
	c.titleChanged()
	return nil
}

// showNewGame shows the new-game dialog. A game that cannot start (a size
// out of range, an engine that is not found) is explained and the dialog
// stays open with everything the user chose.
func (c *Controller) showNewGame(w fyne.Window) {
	f := c.newNewGameForm(c.newGameDefaults())
	showForm(&c.view.dialogs, w, lang.L("New Game"), lang.L("Start"), container.NewVScroll(f.widget()), fyne.NewSize(600, 720),
		func() error { return c.startFromForm(f) })
}

// showPlayers shows the dialog that changes who plays each colour in the
// current game; like the new-game dialog it stays open on an error.
func (c *Controller) showPlayers(w fyne.Window) {
	engines := c.engines()
	black := newPlayerChoice(c.seats.specs[engine.Black], engines)
	white := newPlayerChoice(c.seats.specs[engine.White], engines)
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Black"), black.widget()),
		widget.NewFormItem(lang.L("White"), white.widget()),
	)
	showForm(&c.view.dialogs, w, lang.L("Players"), lang.L("Play"), form, fyne.NewSize(460, 380),
		func() error { return c.setPlayers(black.spec(), white.spec()) })
}

// showForm shows content in a dialog with Cancel and a main button labelled
// ok, which runs apply. The dialog closes only when apply succeeds; an error
// is explained over it and every value stays for the user to correct.
func showForm(ds *dialogs, w fyne.Window, title, ok string, content fyne.CanvasObject, size fyne.Size, apply func() error) {
	var d *dialog.CustomDialog
	main := widget.NewButton(ok, func() {
		if err := apply(); err != nil {
			ds.show(dialog.NewError(err, w))
			return
		}
		d.Hide()
	})
	main.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons(title, content, w)
	d.SetButtons([]fyne.CanvasObject{widget.NewButton(lang.L("Cancel"), func() { d.Hide() }), main})
	d.Resize(size)
	ds.show(d)
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
