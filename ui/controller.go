package ui

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// Deps are what the program hands the controller: everything that touches
// the desktop, processes or time, so tests can pass fakes.
type Deps struct {
	// PickFile shows the open and save dialogs.
	PickFile PickFile
	// NewPlayer makes computer players.
	NewPlayer NewPlayer
	// Go runs background work (default: a new goroutine).
	Go func(func())
	// Post runs a function on the UI goroutine (default: fyne.Do).
	Post func(func())
	// Now tells the time for the clocks (default: time.Now).
	Now func() time.Time
	// Tick calls f on the UI goroutine every interval until stop is called
	// (default: a ticker goroutine posting with Post); the clocks use it.
	Tick func(every time.Duration, f func()) (stop func())
	// Autosave is the file the current game is saved to after every change,
	// to be offered back after a crash; empty turns autosaving off.
	Autosave string
	// Engines lists the GTP engines installed on this computer, offered by
	// name in the new-game dialog (nil: none).
	Engines func() []KnownEngine
	// Progress is the file that keeps the progress through problem
	// collections across sessions; empty keeps it for the session only.
	Progress string
	// Mistakes is the folder the problems made from a game's mistakes are
	// saved in (mistakes.go); empty asks where with the save dialog.
	Mistakes string
	// Review sets the built-in player's budget per position for Game >
	// Review (zero value: review.DefaultPlayouts, all cores).
	Review ai.Options
	// Analysis sets the built-in player that gives hints and the territory
	// estimate (zero value: full strength, 1 s a position, 2 s above 13x13).
	Analysis ai.Options
	// Sound plays the board's sounds (sound.go); nil where there is no
	// audio device: the program is silent and says so in the preferences.
	Sound Speaker
}

// Controller wires the parts of the program to the window: the record (the
// game and its tree, record.go), the seats (seats.go), the background jobs
// (job.go: the computer's move, the dead stones, analysis.go), the clock
// (clock.go), the document (document.go), the autosave (autosave.go) and the
// words (words.go). A click travels one way: the board reports it, the
// controller hands it to the record, a job may start, and the view shows the
// new state. All its methods run on the UI goroutine.
type Controller struct {
	deps  Deps
	prefs fyne.Preferences

	rec      *record  // the record shown: the document's, or a mode's board
	home     *record  // while a mode has the board, the document's record (mode.go)
	mode     mode     // what has the board; nil for the document's game (mode.go)
	modes    []mode   // every mode, in the order their bars stand
	settings Settings // of the game started last, the new-game dialog's defaults (who plays is seats')
	seats    seats
	vars     variations
	find     finder
	editor   *editor
	problems *problemMode
	joseki   *josekiMode
	lessons  *lessonMode
	reviewer *reviewer
	analyzer *analyzer
	aids     *aids
	teaching teaching
	progress *progressStore // read when problem mode first needs it (progressStore)
	cmd      *commands
	think    job // the computer's move, or its judgement of the dead stones
	stall    *stallWatch
	clock    *clock
	doc      document
	saver    autosaver
	stopTick func() // stops the clocks' ticker; nil when none runs
	sound    *sounds

	// The hint and the territory estimate (analysis.go).
	an analysis

	status statusLine

	// OnChange is called after every change the window should show, such
	// as a new title; the window sets it.
	OnChange func()

	view *view
}

// NewController returns a controller with a new game from the preferences'
// defaults and the widgets that show it.
func NewController(prefs fyne.Preferences, deps Deps) *Controller {
	if deps.Go == nil {
		deps.Go = func(f func()) { go f() }
	}
	if deps.Post == nil {
		deps.Post = fyne.Do
	}
	if deps.Now == nil {
		deps.Now = time.Now
	}
	if deps.Tick == nil {
		deps.Tick = ticker(deps.Post)
	}
	c := &Controller{deps: deps, prefs: prefs}
	c.seats = seats{make: deps.NewPlayer, run: deps.Go}
	c.sound = newSounds(deps.Sound, prefs)
	c.problems = newProblemMode(c)
	c.joseki = newJosekiMode(c)
	c.lessons = newLessonMode(c)
	c.modes = []mode{c.problems, c.joseki, c.lessons}
	c.reviewer = newReviewer(c)
	c.analyzer = newAnalyzer(c)
	c.find.c = c
	c.an.c = c
	c.aids = newAids(prefs)
	c.cmd = newCommands(c)
	c.editor = newEditor(c)
	c.stall = newStallWatch(c)
	c.view = newView(c)
	c.teaching.ask = c.view.askTeaching
	c.status.label = c.view.status
	c.applyOptions()
	// The first game must not touch the autosave: it may hold the game of a
	// session that crashed, which OfferRestore offers back.
	autosave := c.deps.Autosave
	c.deps.Autosave = ""
	defer func() { c.deps.Autosave = autosave }()
	s := c.defaultSettings()
	if err := c.newGame(s); err != nil {
		// The defaults come from the preferences, and a computer player may
		// be missing: fall back to 19x19 between two people.
		s.Width, s.Height = 19, 19
		s.Black, s.White = PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person}
		if err := c.newGame(s); err != nil {
			panic("ui: an even 19x19 game between people: " + err.Error())
		}
	}
	c.doc.dirty = false
	return c
}

// The first game of a player who has saved no preferences yet: a newcomer
// starts on the small board against the weakest level, which a first game
// can beat, and not on 19x19 against a level that beats most beginners.
const (
	firstSize  = 9
	firstLevel = 1
)

// defaultSettings reads the new-game defaults from the preferences; before
// any are saved, the first game's (firstSize, firstLevel).
func (c *Controller) defaultSettings() Settings {
	size := c.prefs.IntWithFallback(prefSize, firstSize)
	rules, err := engine.ParseRules(c.prefs.StringWithFallback(prefRules, "japanese"))
	if err != nil {
		rules = engine.Japanese()
	}
	return Settings{Width: size, Height: size, Rules: rules, Komi: c.komiFor(rules, 0),
		Black: parseSpec(c.prefs.String(prefBlack), PlayerSpec{Kind: Person, Level: firstLevel}),
		White: parseSpec(c.prefs.String(prefWhite), PlayerSpec{Kind: Computer, Level: firstLevel})}
}

// formatSpec writes a player spec for the preferences: "kind level command".
func formatSpec(s PlayerSpec) string {
	return fmt.Sprintf("%d %d %s", s.Kind, s.Level, s.Command)
}

// parseSpec reads what formatSpec wrote, or returns def.
func parseSpec(v string, def PlayerSpec) PlayerSpec {
	var s PlayerSpec
	n, err := fmt.Sscanf(v, "%d %d", &s.Kind, &s.Level)
	if err != nil || n != 2 || s.Kind < Person || s.Kind > Engine || s.Level < 1 || s.Level > ai.Levels {
		return def
	}
	if parts := strings.SplitN(v, " ", 3); len(parts) == 3 {
		s.Command = parts[2]
	}
	return s
}

// Board returns the board widget.
func (c *Controller) Board() *goban.Board { return c.view.board }

// Content returns the window's content.
func (c *Controller) Content() fyne.CanvasObject { return c.view.content }

// title returns the window title: the file name and a mark for unsaved changes.
func (c *Controller) title() string { return c.doc.title() }

// dirty reports whether the game has changes that are not saved.
func (c *Controller) dirty() bool { return c.doc.dirty }

// tree returns the game record being shown.
func (c *Controller) tree() *sgf.Tree { return c.rec.tree }

// game returns the rules state at the current node.
func (c *Controller) game() *engine.Game { return c.rec.game }

// scoring reports whether the players are marking dead stones.
func (c *Controller) scoring() bool { return c.rec.phase == scoring }

// diagram returns the current position as an ASCII diagram, as go-by-email
// boards drew it.
func (c *Controller) diagram() string { return c.rec.game.Board().String() }

// reading returns what the hint and the estimate say about the position.
func (c *Controller) reading() string { return c.view.reading.Text }

// Status returns the text of the status line.
func (c *Controller) Status() string { return c.status.text() }

// newGame starts a game with settings s.
func (c *Controller) newGame(s Settings) error {
	if s.Width < 2 || s.Height < 2 || s.Width > engine.MaxSize || s.Height > engine.MaxSize {
		return fmt.Errorf("%s: %w", lang.L("Board size"), engine.ErrSize)
	}
	players, err := c.seats.build(s.Black, s.White)
	if err != nil {
		return err
	}
	text := func(id, v string) sgf.Property { return sgf.Property{ID: id, Values: []string{sgf.Escape(v)}} }
	info := []sgf.Property{
		text("KM", points(s.Komi)), text("AP", "Torreya:"+Version),
		text("DT", c.deps.Now().Format("2006-01-02")),
		text("PB", playerName(s.Black, players[engine.Black], colorName(engine.Black))),
		text("PW", playerName(s.White, players[engine.White], colorName(engine.White))),
	}
	if ru := sgf.RulesName(s.Rules); ru != "" {
		info = append(info, text("RU", ru))
	}
	info = append(info, timeSettings(s)...)
	if s.Handicap >= 2 && !s.FreeHandicap {
		pts, err := engine.FixedHandicap(s.Width, s.Height, s.Handicap)
		if err != nil {
			c.seats.release(players)
			return err
		}
		vals := make([]string, len(pts))
		for i, p := range pts {
			vals[i] = sgf.PointValue(p)
		}
		info = append(info, text("HA", fmt.Sprint(s.Handicap)), sgf.Property{ID: "AB", Values: vals})
	}
	t, err := sgf.New(s.Width, s.Height, info...)
	if err != nil {
		c.seats.release(players)
		return err
	}
	t.SetRules(s.Rules) // custom switches that RU cannot name hold too
	c.stopWork()
	c.seats.take(s.Black, s.White, players)
	c.settings = s
	place := 0
	if s.Handicap >= 2 && s.FreeHandicap {
		place = s.Handicap
	}
	c.dropMode()
	c.problems.reset()
	c.rec = newRecord(t, place)
	c.doc = document{}
	for _, col := range []engine.Color{engine.Black, engine.White} {
		c.doc.named[col] = t.Root().Player(col)
	}
	c.clock = newClock(s.MainTime, s.ByoYomi, s.Periods)
	c.changed(true)
	// The status line speaks of this game from the start, never the last.
	switch {
	case c.rec.phase == placing:
		c.setStatus(fmt.Sprintf(lang.L("Place %d handicap stones for Black, then press Done."), s.Handicap))
	case !c.thinking():
		c.setStatus(fmt.Sprintf(lang.L("%s to move."), colorName(c.rec.toMove())))
	}
	return nil
}

// setPlayers changes who plays each colour from the current position on:
// the computer can take over a loaded record or a problem, or step out of a
// game. The record's player names follow where Torreya wrote them
// (followSeats). A computer to move at the end of the line starts thinking.
func (c *Controller) setPlayers(black, white PlayerSpec) error {
	players, err := c.seats.build(black, white)
	if err != nil {
		return err
	}
	c.think.stop()
	c.seats.take(black, white, players)
	c.followSeats()
	c.autosave() // it keeps the seats for a restore
	c.redraw()
	c.maybeThink()
	return nil
}

// followSeats renames the players of the record to who plays them now,
// where the name is still the one Torreya wrote for the old player: a
// name the record came with is the file's, whoever plays on. It is one
// undoable edit, as every change to the record is: the document's unsaved
// mark and the autosave follow the tree's edits, and Undo gives the old
// name back if it was wanted (the seat itself is no part of the record).
func (c *Controller) followSeats() {
	if c.inMode() { // the mode's record is not the document's
		return
	}
	root := c.rec.tree.Root()
	ids := [3]string{engine.Black: "PB", engine.White: "PW"}
	var names [3]string // the new names, by colour
	for _, col := range []engine.Color{engine.Black, engine.White} {
		name := playerName(c.seats.specs[col], c.seats.players[col], colorName(col))
		if w := c.doc.named[col]; w != "" && w == root.Player(col) && w != name {
			names[col] = name
		}
	}
	if names == [3]string{} {
		return
	}
	err := c.rec.edit(func(t *sgf.Tree) error {
		for col, name := range names {
			if name == "" {
				continue
			}
			if err := t.SetInfo(ids[col], name); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	for col, name := range names {
		if name != "" {
			c.doc.named[col] = name
		}
	}
	c.edited()
}

// stopWork stops the computer and the analysis: the game is about to change.
func (c *Controller) stopWork() {
	c.think.stop()
	c.an.builtin.stop()
	c.an.engine.stop()
}

// changed brings everything in line after the record or the current node
// changed: the analysis, the document, the view, the clock and the
// computer. edited says the record itself changed (unsaved changes).
func (c *Controller) changed(edited bool) {
	c.an.refreshAnalysis()
	if edited && !c.inMode() {
		c.doc.changed(c.rec.tree.State())
		c.autosave()
	}
	c.redraw()
	c.titleChanged()
	if c.rec.stopped() {
		c.enterScoring()
		return
	}
	c.runClock()
	c.maybeThink()
}

// redraw shows the current state, and enables each command's widgets when
// it can act.
func (c *Controller) redraw() {
	w, h := c.rec.tree.Size()
	c.sound.follow(c.rec.tree.Current(), c.rec.game, w, h)
	c.view.update(c.viewState())
	c.view.tree.Judge = c.treeJudge()
	if c.view.tree.Visible() {
		c.view.tree.SetTree(c.rec.tree)
	}
	if c.editor.on { // the tool bar, and its turn, show only in edit mode
		c.syncTurn()
	}
	c.cmd.sync(c.view.mainMenu)
	for _, m := range c.modes {
		m.showBar()
	}
	c.reviewer.follow()
	c.reviewer.showCurrent()
	c.analyzer.follow()
	c.stall.follow()
}

// titleChanged tells the window its title may have changed.
func (c *Controller) titleChanged() {
	if c.OnChange != nil {
		c.OnChange()
	}
}

// tap handles a tap on the board: a move, a handicap stone, or in scoring a
// group marked dead or alive.
func (c *Controller) tap(p engine.Point) {
	switch c.rec.phase {
	case scoring:
		c.rec.toggle(p)
		c.showScore()
	case placing:
		c.placeHandicap(p)
	default:
		if c.editor.on {
			c.editTap(p)
			return
		}
		if c.mode != nil {
			c.mode.tap(p)
			return
		}
		if c.seats.computer(c.rec.toMove()) && c.rec.atEnd() {
			c.setStatus(lang.L("The computer is to move."))
			return
		}
		ask := c.teach(p)
		err := c.Play(p) // Play shows the reason in the status line
		switch {
		case ask == nil:
		case err != nil:
			c.teaching.unhold()
		default:
			ask()
		}
	}
}

// Play plays a stone for the side to move. An illegal move changes nothing
// and the reason goes to the status line.
func (c *Controller) Play(p engine.Point) error {
	return c.move(engine.Move{Color: c.rec.toMove(), Point: p})
}

// move records a move with the clock's stamp, as one edit.
func (c *Controller) move(m engine.Move) error {
	// The clock stops only for a legal move: a refused click in byo-yomi
	// must not give the period back.
	stamp := func() []sgf.Property {
		if c.clock == nil {
			return nil
		}
		return c.clock.stamp(m.Color, c.deps.Now())
	}
	if err := c.rec.play(m, stamp); err != nil {
		c.setStatus(reason(err))
		return err
	}
	c.changed(true)
	_, h := c.rec.tree.Size()
	say := moveText(m, h)
	if next := c.rec.toMove(); c.thinking() && c.seats.computer(next) {
		// The computer's turn began with the move: say so too, or the
		// move's words hide that the program waits on it.
		say += " " + fmt.Sprintf(lang.L("%s is thinking…"), colorName(next))
	}
	c.setStatus(say)
	// The liberties of the stone under the pointer, played there, while
	// the pointer rests on it; the move's words come back when it moves.
	if say, _ := c.aids.hovered(c.aids.hover, c.rec.tree.Board()); say != "" {
		c.status.hover(say)
	}
	if res := c.rec.game.Result(); res.Reason == engine.ByCapture {
		// Capture Go: the first capture ends the game.
		title, _ := endText(res, nil, 0)
		return c.endGame(res, title)
	}
	return nil
}

// pass passes for the side to move.
func (c *Controller) pass() error {
	switch {
	case c.rec.phase == finished:
		return c.rec.errOver()
	case c.rec.phase != playing:
		return errors.New(lang.L("Not now"))
	case c.seats.computer(c.rec.toMove()) && c.rec.atEnd():
		return errors.New(lang.L("The computer is to move."))
	}
	return c.move(engine.Move{Color: c.rec.toMove(), Point: engine.Pass})
}

// resign ends the game: the person to move (or the only person playing)
// resigns.
func (c *Controller) resign() error {
	if c.rec.phase == finished {
		return errors.New(lang.L("The game is over"))
	}
	col := c.seats.asker(c.rec.toMove())
	return c.endGame(engine.Result{Winner: col.Opponent(), Reason: engine.ByResign}, resignText(col))
}

// endGame writes a result to the record and stops play.
func (c *Controller) endGame(r engine.Result, text string) error {
	c.think.stop()
	if c.clock != nil {
		c.clock.stop(c.deps.Now())
	}
	if err := c.rec.end(r); err != nil {
		return err
	}
	c.changed(true)
	c.setStatus(text)
	c.tellEnd(r, nil)
	return nil
}

// tellEnd posts the news of the game's end, with the count s of a counted
// game.
func (c *Controller) tellEnd(r engine.Result, s *engine.Score) {
	title, detail := endText(r, s, c.rec.tree.MoveNumber(c.rec.tree.Current()))
	c.view.news.post(c.rec, title, detail)
}

// news returns what the news above the board says, or "" when it shows none.
func (c *Controller) news() string { return c.view.news.text() }

// Status line.

func (c *Controller) setStatus(s string) { c.status.set(s) }

// hover shows why the point under the pointer is illegal, and puts the
// status back when the pointer moves on to a legal point or off the board.
func (c *Controller) hover(p engine.Point, err error) {
	if c.analyzer.hovered(p) {
		c.redraw()
	}
	if say := c.analyzer.candidateWords(p); say != "" {
		c.status.hover(say)
		return
	}
	if !c.rec.showsGame() {
		return
	}
	if say := c.joseki.hovered(p); say != "" {
		c.status.hover(say)
		return
	}
	say, again := c.aids.hovered(p, c.rec.tree.Board())
	if again {
		c.redraw()
	}
	if say != "" {
		c.status.hover(say)
		return
	}
	if p != engine.Pass && err != nil {
		_, h := c.rec.tree.Size()
		c.status.hover(engine.Vertex(p, h) + ": " + reason(err))
		return
	}
	c.status.unhover()
}

// legal is the board's ghost-stone check.
func (c *Controller) legal(p engine.Point) error {
	if c.rec.phase == playing && c.seats.computer(c.rec.toMove()) && c.rec.atEnd() {
		return errComputersTurn
	}
	return c.rec.legal(p)
}

// Close stops the computer players and the clocks' ticker; the window calls
// it when it closes.
func (c *Controller) Close() {
	if c.stopTick != nil {
		c.stopTick()
		c.stopTick = nil
	}
	c.an.closeAnalysts()
	c.analyzer.stop()
	c.think.stop()
	c.seats.close()
}
