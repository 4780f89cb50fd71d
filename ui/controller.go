package ui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
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
	// Tick calls f on the UI goroutine every interval for as long as the
	// program runs (default: a ticker goroutine posting with fyne.Do); the
	// clocks use it.
	Tick func(every time.Duration, f func())
	// Autosave is the file the current game is saved to after every change,
	// to be offered back after a crash; empty turns autosaving off.
	Autosave string
	// Analysis sets the built-in player that gives hints and the territory
	// estimate (zero value: full strength, 1 s a position, 2 s above 13x13).
	Analysis ai.Options
}

// Controller ties a game record to the window: it plays the moves the board
// reports, runs the computer players, keeps the scoring state, opens and
// saves files, and tells the widgets what to show. All its methods run on the
// UI goroutine.
type Controller struct {
	deps  Deps
	prefs fyne.Preferences

	tree     *sgf.Tree
	game     *engine.Game // the rules state at the tree's current node
	rules    engine.Rules
	settings Settings
	players  [3]ai.Player // by colour; nil for a person
	think    thinker
	// The hint and the territory estimate (analysis.go).
	an         analysis
	hintOn     bool // the hint for the current position is asked for
	estimateOn bool
	clock      *clock
	resumed    engine.Color // who asked to resume at the current node, or Empty
	placing    bool         // Black is placing free handicap stones

	scoring bool
	dead    map[engine.Point]bool
	score   engine.Score

	path       string // the file the game came from or was saved to
	collection []*sgf.Node
	dirty      bool
	edits      int // counts changes, so a save knows whether it caught the last
	saver      autosaver
	picking    bool // a file dialog is open

	hovering    bool   // the status line explains the point under the pointer
	beforeHover string // the status line before that

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
		deps.Tick = func(every time.Duration, f func()) {
			go func() {
				t := time.NewTicker(every)
				defer t.Stop()
				for range t.C {
					fyne.Do(f)
				}
			}()
		}
	}
	c := &Controller{deps: deps, prefs: prefs}
	c.view = newView(c)
	c.applyOptions()
	// The first game must not touch the autosave: it may hold the game of a
	// session that crashed, which OfferRestore offers back.
	autosave := c.deps.Autosave
	c.deps.Autosave = ""
	defer func() { c.deps.Autosave = autosave }()
	s := c.defaultSettings()
	if err := c.NewGame(s); err != nil {
		// The defaults come from the preferences, and a computer player may
		// be missing: fall back to 19x19 between two people.
		s.Width, s.Height = 19, 19
		s.Black, s.White = PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person}
		if err := c.NewGame(s); err != nil {
			panic("ui: an even 19x19 game between people: " + err.Error())
		}
	}
	c.dirty = false
	return c
}

// defaultSettings reads the new-game defaults from the preferences.
func (c *Controller) defaultSettings() Settings {
	size := c.prefs.IntWithFallback(prefSize, 19)
	rules, err := engine.ParseRules(c.prefs.StringWithFallback(prefRules, "japanese"))
	if err != nil {
		rules = engine.Japanese
	}
	komi := c.prefs.FloatWithFallback(prefKomi, rules.Komi)
	return Settings{Width: size, Height: size, Rules: rules, Komi: komi,
		Black: parseSpec(c.prefs.String(prefBlack), PlayerSpec{Kind: Person, Level: 3}),
		White: parseSpec(c.prefs.String(prefWhite), PlayerSpec{Kind: Computer, Level: 3})}
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
func (c *Controller) Board() *Board { return c.view.board }

// Content returns the window's content.
func (c *Controller) Content() fyne.CanvasObject { return c.view.content }

// Title returns the window title: the file name and a mark for unsaved changes.
func (c *Controller) Title() string {
	name := lang.L("New game")
	if c.path != "" {
		name = filepath.Base(c.path)
	}
	if c.dirty {
		name = "*" + name
	}
	return name + " — Torreya"
}

// Dirty reports whether the game has changes that are not saved.
func (c *Controller) Dirty() bool { return c.dirty }

// Tree returns the game record being shown.
func (c *Controller) Tree() *sgf.Tree { return c.tree }

// Game returns the rules state at the current node.
func (c *Controller) Game() *engine.Game { return c.game }

// Scoring reports whether the players are marking dead stones.
func (c *Controller) Scoring() bool { return c.scoring }

// Diagram returns the current position as an ASCII diagram, as go-by-email
// boards drew it.
func (c *Controller) Diagram() string { return c.game.Board().String() }

// Status returns the text of the status line.
func (c *Controller) Status() string { return c.view.status.Text }

// NewGame starts a game with settings s.
func (c *Controller) NewGame(s Settings) error {
	if s.Width < 2 || s.Height < 2 || s.Width > engine.MaxSize || s.Height > engine.MaxSize {
		return fmt.Errorf("%s: %w", lang.L("Board size"), engine.ErrSize)
	}
	t, err := sgf.New(s.Width, s.Height)
	if err != nil {
		return err
	}
	players, err := c.makePlayers(s.Black, s.White)
	if err != nil {
		return err
	}
	root := t.Root()
	root.SetText("RU", rulesName(s.Rules))
	root.SetText("KM", formatKomi(s.Komi))
	root.SetText("AP", "Torreya:0.1")
	root.SetText("DT", c.deps.Now().Format("2006-01-02"))
	root.SetText("PB", c.playerName(s.Black, players[engine.Black], lang.L("Black")))
	root.SetText("PW", c.playerName(s.White, players[engine.White], lang.L("White")))
	if s.MainTime > 0 || (s.ByoYomi > 0 && s.Periods > 0) {
		root.SetText("TM", fmt.Sprint(int(s.MainTime/time.Second)))
		root.SetText("OT", fmt.Sprintf("%dx%d byo-yomi", s.Periods, int(s.ByoYomi/time.Second)))
	}
	if s.Handicap >= 2 && !s.FreeHandicap {
		pts, err := engine.FixedHandicap(s.Width, s.Height, s.Handicap)
		if err != nil {
			c.release(players)
			return err
		}
		vals := make([]string, len(pts))
		for i, p := range pts {
			vals[i] = sgf.PointValue(p)
		}
		root.SetValues("HA", fmt.Sprint(s.Handicap))
		root.SetValues("AB", vals...)
	}
	c.stopThinking()
	c.release(c.players)
	c.players = players
	c.settings = s
	c.rules = s.Rules
	c.tree = t
	c.path = ""
	c.collection = nil
	c.resumed = engine.Empty
	c.leaveScoring()
	c.clock = newClock(s.MainTime, s.ByoYomi, s.Periods)
	c.placing = s.Handicap >= 2 && s.FreeHandicap
	c.changed(true)
	if c.placing {
		c.setStatus(fmt.Sprintf(lang.L("Place %d handicap stones for Black, then press Done."), s.Handicap))
	}
	return nil
}

// SetPlayers changes who plays each colour from the current position on:
// the computer can take over a loaded record or a problem, or step out of a
// game. The record's player names stay as they are. A computer to move at
// the end of the line starts thinking.
func (c *Controller) SetPlayers(black, white PlayerSpec) error {
	players, err := c.makePlayers(black, white)
	if err != nil {
		return err
	}
	c.stopThinking()
	c.release(c.players)
	c.players = players
	c.settings.Black, c.settings.White = black, white
	c.autosave() // it keeps the seats for a restore
	c.view.update()
	c.maybeThink()
	return nil
}

// newPlayer makes the computer player of a spec of kind Computer or Engine.
func (c *Controller) newPlayer(spec PlayerSpec) (ai.Player, error) {
	if c.deps.NewPlayer == nil {
		return nil, errors.New(lang.L("No computer player is available"))
	}
	return c.deps.NewPlayer(spec)
}

// makePlayers makes the computer players of both colours; when one cannot
// start, the others are released and its error is returned.
func (c *Controller) makePlayers(black, white PlayerSpec) ([3]ai.Player, error) {
	var players [3]ai.Player
	for col, spec := range [3]PlayerSpec{engine.Black: black, engine.White: white} {
		if spec.Kind == Person { // index 0, Empty, too
			continue
		}
		p, err := c.newPlayer(spec)
		if err != nil {
			c.release(players)
			return [3]ai.Player{}, err
		}
		players[col] = p
	}
	return players, nil
}

func (c *Controller) playerName(spec PlayerSpec, p ai.Player, fallback string) string {
	switch spec.Kind {
	case Computer:
		return fmt.Sprintf("%s (%s %d)", p.Name(), lang.L("level"), spec.Level)
	case Engine:
		return p.Name()
	}
	return fallback
}

// release closes the players' engines off the UI goroutine: a hung engine
// takes seconds to give up, and the window must not wait for it.
func (c *Controller) release(ps [3]ai.Player) {
	var closers []interface{ Close() error }
	for _, p := range ps {
		if cl, ok := p.(interface{ Close() error }); ok {
			closers = append(closers, cl)
		}
	}
	if len(closers) == 0 {
		return
	}
	c.deps.Go(func() {
		for _, cl := range closers {
			_ = cl.Close() // an engine that fails to quit is left to the OS
		}
	})
}

func rulesName(r engine.Rules) string {
	switch r.Name {
	case "japanese":
		return "Japanese"
	case "korean":
		return "Korean"
	case "chinese":
		return "Chinese"
	case "aga":
		return "AGA"
	case "new_zealand":
		return "NZ"
	case "tromp-taylor":
		return "Tromp-Taylor"
	}
	return r.Name
}

func formatKomi(k float64) string { return strings.TrimSuffix(fmt.Sprintf("%.2f", k), "0") }

// changed brings everything in line after the record or the current node
// changed. edited says the record itself changed (unsaved changes).
func (c *Controller) changed(edited bool) {
	c.game = replay(c.tree, c.rules)
	if c.resumed != engine.Empty && c.game.Result().Reason == engine.ByPasses {
		_ = c.game.Resume(c.resumed) // only after two passes, checked above
	} else {
		c.resumed = engine.Empty
	}
	c.refreshAnalysis()
	if edited {
		c.markDirty()
		c.autosave()
	}
	c.view.update()
	if c.OnChange != nil {
		c.OnChange()
	}
	if _, over := c.finished(); !over && c.game.Result().Reason == engine.ByPasses && !c.scoring && c.atEnd() {
		c.enterScoring()
		return
	}
	c.runClock()
	c.maybeThink()
}

// atEnd reports whether the current node is the last of its line: where
// play goes on.
func (c *Controller) atEnd() bool { return len(c.tree.Current().Children()) == 0 }

// finished returns the record's result when the current node is the end of
// a decided game.
func (c *Controller) finished() (string, bool) {
	re := strings.TrimSpace(c.tree.Root().Result())
	if re == "" || !c.atEnd() {
		return "", false
	}
	return re, true
}

// toMove returns the colour to move at the current node.
func (c *Controller) toMove() engine.Color { return c.game.ToMove() }

// isComputer reports whether a computer plays colour col.
func (c *Controller) isComputer(col engine.Color) bool {
	return (col == engine.Black || col == engine.White) && c.players[col] != nil
}

// Tap handles a tap on the board: a move, a handicap stone, or in scoring a
// group marked dead or alive.
func (c *Controller) Tap(p engine.Point) {
	switch {
	case c.scoring:
		engine.ToggleDead(c.game.Board(), c.dead, p)
		c.rescore()
	case c.placing:
		c.placeHandicap(p)
	default:
		if c.isComputer(c.toMove()) && c.atEnd() {
			c.setStatus(lang.L("The computer is to move."))
			return
		}
		_ = c.Play(p) // Play shows the reason in the status line
	}
}

// Play plays a stone for the side to move. An illegal move changes nothing
// and the reason goes to the status line.
func (c *Controller) Play(p engine.Point) error {
	if re, over := c.finished(); over {
		err := fmt.Errorf("%s (%s)", lang.L("The game is over"), re)
		c.setStatus(err.Error())
		return err
	}
	col := c.toMove()
	if err := c.game.Legal(col, p); err != nil {
		c.setStatus(reason(err))
		return err
	}
	return c.record(engine.Move{Color: col, Point: p})
}

// record adds a legal move to the tree.
func (c *Controller) record(m engine.Move) error {
	if _, err := c.tree.Play(m); err != nil {
		c.setStatus(reason(err))
		return err
	}
	c.stampClock(m.Color)
	c.resumed = engine.Empty
	c.changed(true)
	c.setStatus(c.moveText(m))
	return nil
}

// moveText describes a move for the status line.
func (c *Controller) moveText(m engine.Move) string {
	_, h := c.tree.Size()
	name := colorName(m.Color)
	if m.Point == engine.Pass {
		return fmt.Sprintf(lang.L("%s passes."), name)
	}
	return fmt.Sprintf(lang.L("%s plays %s."), name, engine.Vertex(m.Point, h))
}

// Pass passes for the side to move.
func (c *Controller) Pass() error {
	if re, over := c.finished(); over {
		return fmt.Errorf("%s (%s)", lang.L("The game is over"), re)
	}
	if c.scoring || c.placing {
		return errors.New(lang.L("Not now"))
	}
	if c.isComputer(c.toMove()) && c.atEnd() {
		return errors.New(lang.L("The computer is to move."))
	}
	return c.record(engine.Move{Color: c.toMove(), Point: engine.Pass})
}

// Resign ends the game: the person to move (or the only person playing)
// resigns.
func (c *Controller) Resign() error {
	if _, over := c.finished(); over {
		return errors.New(lang.L("The game is over"))
	}
	col := c.toMove()
	if c.isComputer(col) && !c.isComputer(col.Opponent()) {
		col = col.Opponent()
	}
	return c.endGame(engine.Result{Winner: col.Opponent(), Reason: engine.ByResign},
		fmt.Sprintf(lang.L("%s resigns. %s wins."), colorName(col), colorName(col.Opponent())))
}

// endGame writes a result to the record and stops play.
func (c *Controller) endGame(r engine.Result, text string) error {
	c.stopThinking()
	if c.clock != nil {
		c.clock.stop(c.deps.Now())
	}
	if err := c.tree.SetInfo("RE", r.String()); err != nil {
		return err
	}
	c.leaveScoring()
	c.changed(true)
	c.setStatus(text)
	return nil
}

// Undo takes back the last change to the record; against the computer it
// takes back moves until it is a person's turn.
func (c *Controller) Undo() {
	if c.scoring {
		c.Resume()
		return
	}
	c.stopThinking()
	if !c.tree.Undo() {
		c.setStatus(lang.L("Nothing to undo."))
		return
	}
	c.game = replay(c.tree, c.rules)
	for c.isComputer(c.game.ToMove()) && !c.isComputer(c.game.ToMove().Opponent()) && c.tree.CanUndo() {
		c.tree.Undo()
		c.game = replay(c.tree, c.rules)
	}
	c.leaveScoring()
	c.think.stop() // the computer waits until the next move
	c.changedNoThink()
	c.setStatus(lang.L("Move taken back."))
}

// Redo replays the last undone change.
func (c *Controller) Redo() {
	c.stopThinking()
	if !c.tree.Redo() {
		c.setStatus(lang.L("Nothing to redo."))
		return
	}
	c.changed(true)
}

// markDirty notes an unsaved change.
func (c *Controller) markDirty() {
	c.dirty = true
	c.edits++
}

// changedNoThink updates the view without starting the computer: after an
// undo the person decides when play goes on.
func (c *Controller) changedNoThink() {
	c.markDirty()
	c.autosave()
	c.game = replay(c.tree, c.rules)
	c.view.update()
	if c.OnChange != nil {
		c.OnChange()
	}
	c.runClock()
}

// SetComment replaces the comment of the current node (undoable).
func (c *Controller) SetComment(text string) error {
	text = strings.TrimSpace(text)
	if text == strings.TrimSpace(c.tree.Current().Comment()) {
		return nil
	}
	if err := c.tree.SetComment(c.tree.Current(), text); err != nil {
		return err
	}
	c.changedNoThink()
	c.setStatus(lang.L("Comment saved."))
	return nil
}

// Navigation.

// First goes to the start of the game.
func (c *Controller) First() { c.goTo(c.tree.Root()) }

// Last goes to the end of the current line.
func (c *Controller) Last() { c.Forward(1 << 30) }

// Back goes n moves back.
func (c *Controller) Back(n int) {
	m := c.tree.Current()
	for i := 0; i < n && m.Parent() != nil; i++ {
		m = m.Parent()
	}
	c.goTo(m)
}

// Forward goes n moves forward along the current line.
func (c *Controller) Forward(n int) {
	c.stopThinking()
	moved := false
	for i := 0; i < n && c.tree.Forward(); i++ {
		moved = true
	}
	if moved {
		c.navigated()
	}
}

// Variation switches to the previous (delta -1) or next (+1) variation at
// the current move.
func (c *Controller) Variation(delta int) {
	cur := c.tree.Current()
	parent := cur.Parent()
	if parent == nil {
		return
	}
	sib := parent.Children()
	for i, s := range sib {
		if s == cur {
			if j := i + delta; j >= 0 && j < len(sib) {
				c.goTo(sib[j])
			}
			return
		}
	}
}

func (c *Controller) goTo(n *sgf.Node) {
	if n == c.tree.Current() {
		return
	}
	c.stopThinking()
	c.tree.GoTo(n)
	c.navigated()
}

func (c *Controller) navigated() {
	c.leaveScoring()
	c.resumed = engine.Empty
	c.changed(false)
	if !c.scoring {
		c.setStatus(c.nodeText())
	}
}

// nodeText describes the current node for the status line.
func (c *Controller) nodeText() string {
	n := c.tree.Current()
	w, h := c.tree.Size()
	k := c.tree.MoveNumber(n)
	if m, has, err := n.Move(w, h); has && err == nil {
		if m.Point == engine.Pass {
			return fmt.Sprintf(lang.L("Move %d: %s passes."), k, colorName(m.Color))
		}
		return fmt.Sprintf(lang.L("Move %d: %s %s."), k, colorName(m.Color), engine.Vertex(m.Point, h))
	}
	if k == 0 {
		return lang.L("Start of the game.")
	}
	return fmt.Sprintf(lang.L("Move %d."), k)
}

// Scoring.

// enterScoring stops play after two passes and proposes dead stones.
func (c *Controller) enterScoring() {
	c.stopThinking()
	if c.clock != nil {
		c.clock.stop(c.deps.Now())
	}
	c.scoring = true
	c.dead = make(map[engine.Point]bool)
	c.rescore()
	// A computer player that can judge gives the proposal; else random
	// playouts from the position do, off the UI goroutine either way.
	for _, p := range c.players {
		if j, ok := p.(ai.Judge); ok {
			c.judge(j)
			return
		}
	}
	c.estimate()
}

// estimate proposes dead stones from random playouts.
func (c *Controller) estimate() {
	b := c.game.Board().Clone()
	toMove := c.toMove()
	w, h := c.tree.Size()
	n := min(max(60000/(w*h), 150), 800)
	gen := c.think.gen
	c.deps.Go(func() {
		dead := estimateDead(b, toMove, n, b.Hash())
		c.deps.Post(func() {
			if gen != c.think.gen || !c.scoring {
				return
			}
			c.dead = dead
			c.rescore()
		})
	})
}

// judge asks a computer player for the dead stones, and falls back on the
// estimate when it cannot say.
func (c *Controller) judge(j ai.Judge) {
	g := replay(c.tree, c.rules)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	c.think.stop()
	c.think.cancel = cancel // a new game, a file or closing stops the judging
	gen := c.think.gen
	c.deps.Go(func() {
		pts, err := j.DeadStones(ctx, g)
		cancel()
		c.deps.Post(func() {
			if gen != c.think.gen || !c.scoring {
				return
			}
			if err != nil {
				c.estimate()
				return
			}
			c.dead = make(map[engine.Point]bool, len(pts))
			for _, p := range pts {
				c.dead[p] = true
			}
			c.rescore()
		})
	})
}

// rescore counts with the current dead stones and shows the count.
func (c *Controller) rescore() {
	c.score = c.game.Score(c.dead)
	c.view.update()
	c.setStatus(lang.L("Click a group to mark it dead or alive.") + " " + explainScore(&c.score))
}

// leaveScoring returns to play without recording anything.
func (c *Controller) leaveScoring() {
	c.scoring = false
	c.dead = nil
}

// Accept agrees the count: the result goes into the record.
func (c *Controller) Accept() error {
	if !c.scoring {
		return errors.New(lang.L("Not scoring"))
	}
	s, err := c.game.Finish(c.dead)
	if err != nil {
		return err
	}
	text := explainScore(&s)
	if err := c.endGame(s.Result, text); err != nil {
		return err
	}
	return nil
}

// Resume goes back to play after two passes. The player who asks is the one
// to move (against the computer, the person), and the opponent plays first.
func (c *Controller) Resume() {
	if !c.scoring {
		return
	}
	// Against the computer the person asks; between people, the one to move.
	asker := c.toMove()
	if c.isComputer(asker) && !c.isComputer(asker.Opponent()) {
		asker = asker.Opponent()
	}
	c.leaveScoring()
	c.resumed = asker
	c.changed(false)
	c.setStatus(fmt.Sprintf(lang.L("Play resumes: %s to move."), colorName(c.toMove())))
}

// Handicap stones placed freely.

// placing is set while Black places free handicap stones.
func (c *Controller) placeHandicap(p engine.Point) {
	root := c.tree.Root()
	w, h := c.tree.Size()
	pts, _ := root.Points("AB", w, h) // written by us: readable
	for i, q := range pts {
		if q == p {
			pts = append(pts[:i], pts[i+1:]...)
			c.setHandicap(pts)
			return
		}
	}
	if len(pts) >= c.settings.Handicap {
		c.setStatus(fmt.Sprintf(lang.L("All %d handicap stones are placed: press Done."), c.settings.Handicap))
		return
	}
	c.setHandicap(append(pts, p))
}

func (c *Controller) setHandicap(pts []engine.Point) {
	vals := make([]string, len(pts))
	for i, p := range pts {
		vals[i] = sgf.PointValue(p)
	}
	root := c.tree.Root()
	if err := c.tree.SetProperty(root, "AB", vals...); err != nil {
		c.setStatus(err.Error())
		return
	}
	c.changed(true)
	c.setStatus(fmt.Sprintf(lang.L("%d of %d handicap stones placed."), len(pts), c.settings.Handicap))
}

// DoneHandicap ends free placement.
func (c *Controller) DoneHandicap() error {
	w, h := c.tree.Size()
	pts, _ := c.tree.Root().Points("AB", w, h)
	if len(pts) != c.settings.Handicap {
		err := fmt.Errorf(lang.L("Place %d handicap stones for Black, then press Done."), c.settings.Handicap)
		c.setStatus(err.Error())
		return err
	}
	if err := c.tree.SetProperty(c.tree.Root(), "HA", fmt.Sprint(len(pts))); err != nil {
		return err
	}
	c.placing = false
	c.changed(true)
	c.setStatus(fmt.Sprintf(lang.L("%s to move."), colorName(c.toMove())))
	return nil
}

// The computer.

// maybeThink starts the computer when it is to move at the end of the line.
func (c *Controller) maybeThink() {
	col := c.toMove()
	if c.scoring || c.placing || !c.atEnd() || !c.isComputer(col) {
		return
	}
	if _, over := c.finished(); over || c.game.Result().Over() {
		return
	}
	c.stopThinking()
	player := c.players[col]
	g := replay(c.tree, c.rules) // the search owns its copy
	ctx, cancel := context.WithCancel(context.Background())
	c.think.cancel = cancel
	gen := c.think.gen
	c.setStatus(fmt.Sprintf(lang.L("%s is thinking…"), colorName(col)))
	c.view.update()
	c.deps.Go(func() {
		p, err := player.GenMove(ctx, g, col)
		c.deps.Post(func() {
			if gen != c.think.gen {
				return // the game moved on: undo, navigation or a new game
			}
			c.think.cancel = nil
			cancel()
			c.computerMoved(col, p, err)
		})
	})
}

// Thinking reports whether a computer player is searching.
func (c *Controller) Thinking() bool { return c.think.cancel != nil }

func (c *Controller) computerMoved(col engine.Color, p engine.Point, err error) {
	switch {
	case err != nil:
		c.setStatus(fmt.Sprintf(lang.L("The computer player failed: %v"), err))
	case p == engine.Resign:
		_ = c.endGame(engine.Result{Winner: col.Opponent(), Reason: engine.ByResign},
			fmt.Sprintf(lang.L("%s resigns. %s wins."), colorName(col), colorName(col.Opponent())))
	default:
		if e := c.game.Legal(col, p); e != nil {
			c.setStatus(fmt.Sprintf(lang.L("The computer player chose an illegal move: %s"), reason(e)))
			return
		}
		_ = c.record(engine.Move{Color: col, Point: p}) // legal: checked above
	}
}

func (c *Controller) stopThinking() { c.think.stop() }

// Clocks.

// runClock starts the clock of the side to move while a game is played.
func (c *Controller) runClock() {
	if c.clock == nil {
		return
	}
	_, over := c.finished()
	if c.scoring || over || !c.atEnd() || c.placing {
		c.clock.stop(c.deps.Now())
		return
	}
	if c.clock.running != c.toMove() {
		c.clock.start(c.toMove(), c.deps.Now())
	}
}

// stampClock writes the time left after a move (BL, WL) and stops the clock.
func (c *Controller) stampClock(col engine.Color) {
	if c.clock == nil {
		return
	}
	c.clock.stop(c.deps.Now())
	left, periods, byo, _ := c.clock.remaining(col, c.deps.Now())
	n := c.tree.Current()
	id, ot := "BL", "OB"
	if col == engine.White {
		id, ot = "WL", "OW"
	}
	_ = c.tree.SetProperty(n, id, fmt.Sprintf("%.1f", left.Seconds())) // a plain node property
	if byo {
		_ = c.tree.SetProperty(n, ot, fmt.Sprint(periods))
	}
}

// Tick updates the clocks; the window calls it a few times a second. A
// player out of time loses.
func (c *Controller) Tick() {
	if c.clock == nil || c.clock.running == engine.Empty {
		return
	}
	col := c.clock.running
	if _, _, _, out := c.clock.remaining(col, c.deps.Now()); out {
		_ = c.endGame(engine.Result{Winner: col.Opponent(), Reason: engine.ByTime},
			fmt.Sprintf(lang.L("%s ran out of time. %s wins."), colorName(col), colorName(col.Opponent())))
		return
	}
	c.view.updateClocks()
}

// Status line.

func (c *Controller) setStatus(s string) {
	c.hovering = false
	c.view.status.SetText(s)
}

// hover shows why the point under the pointer is illegal, and puts the
// status back when the pointer moves on to a legal point or off the board.
func (c *Controller) hover(p engine.Point, err error) {
	if c.scoring || c.placing {
		return
	}
	if p != engine.Pass && err != nil {
		if !c.hovering {
			c.beforeHover = c.view.status.Text
		}
		_, h := c.tree.Size()
		c.view.status.SetText(engine.Vertex(p, h) + ": " + reason(err))
		c.hovering = true
		return
	}
	if c.hovering {
		c.setStatus(c.beforeHover)
	}
}

// legal is the board's ghost-stone check.
func (c *Controller) legal(p engine.Point) error {
	if c.placing {
		if c.game.Board().At(p) != engine.Empty {
			return engine.ErrOccupied
		}
		return nil
	}
	if _, over := c.finished(); over {
		return engine.ErrGameOver
	}
	if c.isComputer(c.toMove()) && c.atEnd() {
		return errComputersTurn
	}
	return c.game.Legal(c.toMove(), p)
}

var errComputersTurn = errors.New("ui: the computer is to move")

// reason puts an engine error into words for the status line.
func reason(err error) string {
	switch {
	case errors.Is(err, engine.ErrOccupied):
		return lang.L("occupied: there is a stone there already")
	case errors.Is(err, engine.ErrSuicide):
		return lang.L("suicide: the stone would have no liberties")
	case errors.Is(err, engine.ErrKo):
		return lang.L("ko: the stone cannot be retaken at once; play elsewhere first")
	case errors.Is(err, engine.ErrSuperko):
		return lang.L("superko: the move would repeat an earlier position")
	case errors.Is(err, engine.ErrGameOver):
		return lang.L("the game is over")
	case errors.Is(err, errComputersTurn):
		return lang.L("the computer is to move")
	case errors.Is(err, engine.ErrOffBoard):
		return lang.L("off the board")
	}
	return err.Error()
}

func colorName(c engine.Color) string {
	if c == engine.White {
		return lang.L("White")
	}
	return lang.L("Black")
}

// explainScore writes a count out in words, per side and the outcome.
func explainScore(s *engine.Score) string {
	side := func(col engine.Color, d engine.Side) string {
		var parts []string
		parts = append(parts, fmt.Sprintf(lang.L("%d territory"), d.Territory))
		if s.Scoring == engine.AreaScoring {
			parts = append(parts, fmt.Sprintf(lang.L("%d stones"), d.Stones))
			if d.Bonus > 0 {
				parts = append(parts, fmt.Sprintf(lang.L("%d handicap compensation"), d.Bonus))
			}
		} else {
			parts = append(parts, fmt.Sprintf(lang.L("%d prisoners"), d.Prisoners))
		}
		if d.Komi != 0 {
			parts = append(parts, fmt.Sprintf(lang.L("%s komi"), points(d.Komi)))
		}
		return fmt.Sprintf("%s: %s = %s.", colorName(col), strings.Join(parts, " + "), points(d.Total))
	}
	out := side(engine.Black, s.Black) + " " + side(engine.White, s.White) + " "
	switch s.Result.Winner {
	case engine.Black, engine.White:
		return out + fmt.Sprintf(lang.L("%s wins by %s."), colorName(s.Result.Winner), points(s.Result.Margin))
	}
	return out + lang.L("The game is a draw (jigo).")
}

func points(v float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", v), "0"), ".")
}

// Files.

// Open asks for a file and opens it, after asking about unsaved changes.
func (c *Controller) Open() {
	c.confirmDiscard(func() {
		c.pick(FileRequest{Title: lang.L("Open a game"), Dir: c.lastDir()}, func(path string) {
			c.OpenFile(path)
		})
	})
}

// OpenFile reads the file at path off the UI goroutine and shows it.
func (c *Controller) OpenFile(path string) {
	c.setStatus(fmt.Sprintf(lang.L("Opening %s…"), filepath.Base(path)))
	edits := c.edits
	c.deps.Go(func() {
		data, err := os.ReadFile(path)
		var col *sgf.Collection
		if err == nil {
			col, err = sgf.Parse(data)
		}
		var ld *loaded
		if err == nil && len(col.Games) == 1 {
			ld, err = prepare(col, 0)
		}
		c.deps.Post(func() {
			if err != nil {
				c.view.showError(fmt.Errorf(lang.L("Cannot open %s: %w"), filepath.Base(path), err))
				c.setStatus(err.Error())
				return
			}
			open := func() {
				if ld != nil {
					c.show(ld, path)
					return
				}
				c.Load(col, path)
			}
			if c.edits != edits {
				// The game changed while the file was read: ask again.
				c.confirmDiscard(open)
				return
			}
			open()
		})
	})
}

// loaded is a game read and replayed, ready to show.
type loaded struct {
	col  *sgf.Collection
	tree *sgf.Tree
	bad  int // moves that are illegal and skipped
}

// prepare builds the tree of game i and replays every variation once, which
// marks illegal moves. For a large file it takes a while, so it runs off the
// UI goroutine; the tree is handed over afterwards.
func prepare(col *sgf.Collection, i int) (*loaded, error) {
	t, err := sgf.NewTree(col.Games[i])
	if err != nil {
		return nil, err
	}
	return &loaded{col: col, tree: t, bad: len(t.Check())}, nil
}

// Load shows a collection read from path; with several games the user picks
// one.
func (c *Controller) Load(col *sgf.Collection, path string) {
	open := func(i int) {
		c.deps.Go(func() {
			ld, err := prepare(col, i)
			c.deps.Post(func() {
				if err != nil {
					c.view.showError(fmt.Errorf(lang.L("Cannot open %s: %w"), filepath.Base(path), err))
					return
				}
				c.show(ld, path)
			})
		})
	}
	if len(col.Games) == 1 {
		open(0)
		return
	}
	c.view.chooseGame(col, open)
}

// show makes a prepared game the current one.
func (c *Controller) show(ld *loaded, path string) {
	t := ld.tree
	c.stopThinking()
	c.release(c.players)
	c.players = [3]ai.Player{}
	c.tree = t
	c.rules = rulesOf(t.Root(), c.defaultSettings().Rules)
	c.settings = Settings{}
	c.clock = nil
	c.placing = false
	c.collection = ld.col.Games
	c.path = path
	c.resumed = engine.Empty
	c.leaveScoring()
	c.changed(false)
	c.dirty = false
	if c.OnChange != nil {
		c.OnChange()
	}
	name := lang.L("the autosaved game")
	if path != "" {
		c.addRecent(path)
		name = filepath.Base(path)
	}
	msg := fmt.Sprintf(lang.L("Opened %s."), name)
	if n := len(ld.col.Warnings); n > 0 {
		msg += " " + fmt.Sprintf(lang.L("Read with %d repairs; the first: %s."), n, ld.col.Warnings[0])
	}
	if ld.bad > 0 {
		msg += " " + fmt.Sprintf(lang.L("%d moves are illegal and were skipped."), ld.bad)
	}
	var he *sgf.HandicapError
	if errors.As(t.Root().CheckHandicap(), &he) {
		msg += " " + fmt.Sprintf(lang.L("The file declares a handicap of %d but places %d stones."), he.Declared, he.Placed)
	}
	c.setStatus(msg)
}

// Save writes the game to its file, asking for a name the first time.
func (c *Controller) Save() {
	if c.path == "" {
		c.SaveAs()
		return
	}
	c.SaveFile(c.path, nil)
}

// SaveAs asks for a file name and saves there.
func (c *Controller) SaveAs() {
	name := "game.sgf"
	if c.path != "" {
		name = filepath.Base(c.path)
	}
	c.pick(FileRequest{Save: true, Title: lang.L("Save the game"), Dir: c.lastDir(), Name: name}, func(path string) {
		if filepath.Ext(path) == "" {
			path += ".sgf"
		}
		c.SaveFile(path, nil)
	})
}

// SaveFile writes the game (the whole collection it came from) to path off
// the UI goroutine; then is called after a successful save.
func (c *Controller) SaveFile(path string, then func()) {
	// A game from a collection is saved with the rest of the collection.
	games := c.collection
	if !contains(games, c.tree.Root()) {
		games = []*sgf.Node{c.tree.Root()}
	}
	data := sgf.Marshal(games...) // on the UI goroutine: the tree is not shared
	edits := c.edits
	c.deps.Go(func() {
		err := sgf.WriteData(path, data)
		c.deps.Post(func() {
			if err != nil {
				c.view.showError(fmt.Errorf(lang.L("Cannot save %s: %w"), filepath.Base(path), err))
				return
			}
			c.path = path
			// A change made while the file was being written is not in it.
			c.dirty = c.edits != edits
			c.addRecent(path)
			c.setStatus(fmt.Sprintf(lang.L("Saved %s."), filepath.Base(path)))
			if c.OnChange != nil {
				c.OnChange()
			}
			if then != nil {
				then()
			}
		})
	})
}

func contains(games []*sgf.Node, n *sgf.Node) bool {
	for _, g := range games {
		if g == n {
			return true
		}
	}
	return false
}

// pick shows a file dialog unless one is open already.
func (c *Controller) pick(req FileRequest, then func(path string)) {
	if c.deps.PickFile == nil || c.picking {
		return
	}
	c.picking = true
	c.deps.PickFile(req, func(path string, err error) {
		c.picking = false
		if errors.Is(err, ErrCancelled) {
			return
		}
		if err != nil {
			c.view.showError(err)
			return
		}
		c.prefs.SetString(prefLastDir, filepath.Dir(path))
		then(path)
	})
}

func (c *Controller) lastDir() string { return c.prefs.String(prefLastDir) }

// maxRecent is the length of the recent-files menu.
const maxRecent = 8

// Recent returns the recently used files, newest first.
func (c *Controller) Recent() []string { return c.prefs.StringList(prefRecent) }

func (c *Controller) addRecent(path string) {
	list := []string{path}
	for _, p := range c.Recent() {
		if p != path && len(list) < maxRecent {
			list = append(list, p)
		}
	}
	c.prefs.SetStringList(prefRecent, list)
	c.view.updateRecent()
}

// confirmDiscard runs then at once when there is nothing unsaved, and after
// the user agrees otherwise.
func (c *Controller) confirmDiscard(then func()) {
	if !c.dirty || !worthKeeping(c.tree.Root()) && c.tree.Root().Comment() == "" && c.path == "" {
		then()
		return
	}
	c.view.confirm(lang.L("Unsaved changes"), lang.L("The game has changes that are not saved. Discard them?"), then)
}

// Autosave.

// autosave writes the game to the autosave file off the UI goroutine.
func (c *Controller) autosave() {
	if c.deps.Autosave == "" {
		return
	}
	if !worthKeeping(c.tree.Root()) {
		c.DropAutosave() // nothing to restore: a fresh game
		return
	}
	for key, spec := range map[string]PlayerSpec{prefAutosaveBlack: c.settings.Black, prefAutosaveWhite: c.settings.White} {
		if v := formatSpec(spec); c.prefs.String(key) != v {
			c.prefs.SetString(key, v)
		}
	}
	c.saver.save(c.deps.Autosave, sgf.Marshal(c.tree.Root()), c.deps.Go)
}

// autosaver writes autosaves one at a time, newest last: a burst of changes
// writes the latest copy, and an older copy never lands over a newer one or
// after the file was dropped.
type autosaver struct {
	mu      sync.Mutex // guards pending and busy; never held while writing
	pending []byte
	path    string
	busy    bool
	io      sync.Mutex // held while the file is written or removed
}

// save queues data for path and starts a writer unless one is running.
func (a *autosaver) save(path string, data []byte, run func(func())) {
	a.mu.Lock()
	a.pending, a.path = data, path
	start := !a.busy
	a.busy = true
	a.mu.Unlock()
	if start {
		run(a.write)
	}
}

// write writes what is pending until nothing is.
func (a *autosaver) write() {
	for {
		a.mu.Lock()
		data, path := a.pending, a.path
		a.pending = nil
		if data == nil {
			a.busy = false
			a.mu.Unlock()
			return
		}
		a.mu.Unlock()
		a.io.Lock()
		// Autosave is a convenience: a failure must not disturb play.
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err == nil {
			_ = sgf.WriteData(path, data)
		}
		a.io.Unlock()
	}
}

// drop forgets what is pending and removes the file, after a write in flight.
func (a *autosaver) drop(path string) {
	a.mu.Lock()
	a.pending = nil
	a.mu.Unlock()
	a.io.Lock()
	_ = os.Remove(path) // it may not exist
	a.io.Unlock()
}

// worthKeeping reports whether a game has anything a user would miss: a
// move or setup stones.
func worthKeeping(root *sgf.Node) bool {
	return len(root.Children()) > 0 || root.Has("AB") || root.Has("AW")
}

// DropAutosave removes the autosave file after a clean exit.
func (c *Controller) DropAutosave() {
	if c.deps.Autosave != "" {
		c.saver.drop(c.deps.Autosave)
	}
}

// OfferRestore offers the autosaved game from a session that did not end
// cleanly, if there is one.
func (c *Controller) OfferRestore() {
	if c.deps.Autosave == "" {
		return
	}
	data, err := os.ReadFile(c.deps.Autosave)
	if err != nil {
		return
	}
	col, err := sgf.Parse(data)
	if err != nil || len(col.Games) == 0 || !worthKeeping(col.Games[0]) {
		return
	}
	c.view.confirm(lang.L("Restore the last game?"), lang.L("Torreya did not close properly last time. Restore the game that was open?"), func() {
		ld, err := prepare(col, 0)
		if err != nil {
			return // it was written by us; if it cannot be read, there is nothing to offer
		}
		c.show(ld, "")
		err = c.resumeSeats()
		c.Last() // where play stopped
		if err != nil {
			c.setStatus(fmt.Sprintf(lang.L("The computer player could not restart, so a person plays its colour: %v"), err))
		}
		c.markDirty()
		if c.OnChange != nil {
			c.OnChange()
		}
	})
}

// resumeSeats gives a restored game back its computer players, as the
// autosave recorded them, and its clock, from the record's time settings and
// the time left after the last moves. A computer player that cannot be made
// again leaves its colour to a person, and its error is returned.
func (c *Controller) resumeSeats() error {
	person := PlayerSpec{Kind: Person, Level: 1}
	specs := [3]PlayerSpec{engine.Black: parseSpec(c.prefs.String(prefAutosaveBlack), person),
		engine.White: parseSpec(c.prefs.String(prefAutosaveWhite), person)}
	var players [3]ai.Player
	var failed error
	for _, col := range []engine.Color{engine.Black, engine.White} {
		if specs[col].Kind == Person {
			continue
		}
		p, err := c.newPlayer(specs[col])
		if err != nil {
			failed, specs[col] = err, person
			continue
		}
		players[col] = p
	}
	c.players = players
	c.settings.Black, c.settings.White = specs[engine.Black], specs[engine.White]
	c.clock = clockOfRecord(c.tree)
	return failed
}

// clockOfRecord returns a clock from a record's time settings (TM, and OT as
// Torreya writes it: "5x30 byo-yomi"), set to the time left (BL, WL, OB, OW)
// after the last moves of the main line; nil when the record has no clock.
func clockOfRecord(t *sgf.Tree) *clock {
	root := t.Root()
	main, _ := strconv.ParseFloat(strings.TrimSpace(root.Text("TM")), 64)
	var periods, byo int
	if ot := strings.TrimSpace(root.Text("OT")); ot != "" {
		if n, err := fmt.Sscanf(ot, "%dx%d byo-yomi", &periods, &byo); err != nil || n != 2 {
			periods, byo = 0, 0
		}
	}
	clk := newClock(time.Duration(main*float64(time.Second)), time.Duration(byo)*time.Second, periods)
	if clk == nil {
		return nil
	}
	for n := root; n != nil; n = n.Next() {
		for _, side := range []struct {
			col      engine.Color
			left, ot string
		}{{engine.Black, "BL", "OB"}, {engine.White, "WL", "OW"}} {
			if v, err := strconv.ParseFloat(strings.TrimSpace(n.Text(side.left)), 64); err == nil && v >= 0 {
				clk.left[side.col] = time.Duration(v * float64(time.Second))
				clk.inByo[side.col] = false
				if p, err := strconv.Atoi(strings.TrimSpace(n.Text(side.ot))); err == nil && p > 0 {
					clk.inByo[side.col], clk.perLeft[side.col] = true, p
				}
			}
		}
	}
	return clk
}

// Close stops the computer players; the window calls it when it closes.
func (c *Controller) Close() {
	c.closeAnalysts()
	c.stopThinking()
	c.release(c.players)
	c.players = [3]ai.Player{}
}
