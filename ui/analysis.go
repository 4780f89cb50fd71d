package ui

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// The hint and the territory estimate.
//
// Both come from one reading of the current position by the built-in player
// at full strength, run off the UI goroutine: its move is the hint, and the
// ownership its playouts found is the estimate. When the preferences name a
// GTP engine for hints, a second reading by that engine suggests the move;
// the estimate always comes from the built-in player, since GTP has no
// standard command for ownership.

// reading is one player's reading of one position, run off the UI goroutine.
type reading struct {
	job
	node  *sgf.Node // the position read (or being read), or nil
	done  bool      // the reading of node is complete
	color engine.Color
	move  engine.Point  // the suggested move for color
	rate  float64       // color's estimated chance to win, or -1
	own   *ai.Ownership // nil when the player gives none
	// lead is Black's score lead when hasLead: the built-in player's
	// evaluation gives it.
	lead    float64
	hasLead bool
}

// stop cancels the reading in progress, makes its answer stale and forgets
// the position.
func (r *reading) stop() {
	r.job.stop()
	r.node, r.done = nil, false
}

// analysis holds the two readings: the built-in player's, which gives the
// estimate and, without a hint engine, the hint; and the hint engine's.
type analysis struct {
	c               *Controller
	builtin, engine reading
	hintOn          bool // the hint for the current position is asked for
	estimateOn      bool // the territory estimate is shown
	// The players, made on first use and kept: builtin with the time budget
	// of a board of builtinArea points, engine started with command.
	builtinPlayer ai.Player
	builtinArea   int
	enginePlayer  ai.Player
	command       string
}

// reader is what the built-in player tells about its last search.
type reader interface {
	LastStats() ai.Stats
	LastOwnership() *ai.Ownership
}

// evaluator is the built-in player's evaluation of a position: the figures
// the review and Analyze mode show for it too (ai.MCTS.Evaluate).
type evaluator interface {
	Evaluate(ctx context.Context, g *engine.Game, c engine.Color) (ai.Analysis, error)
}

// options returns the built-in reader's options: full strength, never
// resigning, with a little more time on larger boards.
func (a *analysis) options() ai.Options {
	c := a.c
	o := c.deps.Analysis
	if o.Time == 0 && o.Playouts == 0 {
		w, h := c.rec.tree.Size()
		o.Time = time.Second
		if w*h > 200 {
			o.Time = 2 * time.Second
		}
	}
	if o.Seed == 0 {
		o.Seed = uint64(c.deps.Now().UnixNano())
	}
	o.Resign = 0
	return o
}

// hintEngine returns the command of the user's hint engine, or "" for the
// built-in player.
func (a *analysis) hintEngine() string { return a.c.prefs.String(prefHintEngine) }

// hintReading returns the reading that gives the hint.
func (a *analysis) hintReading() *reading {
	if a.hintEngine() != "" {
		return &a.engine
	}
	return &a.builtin
}

// hint asks for the best move for the side to move and marks it on the board.
func (a *analysis) hint() {
	c := a.c
	switch {
	case !c.allows(overlayHint):
		return // the mode's board is not to be read (its hint is its own)
	case !c.rec.showsGame():
		c.setStatus(lang.L("No hints while the stones are counted or placed."))
		return
	case c.rec.game.Result().Over():
		c.setStatus(lang.L("The game is over."))
		return
	case c.thinking():
		c.setStatus(lang.L("Wait for the computer's move."))
		return
	}
	a.hintOn = true
	if cmd := a.hintEngine(); a.enginePlayer != nil && a.command != cmd {
		a.closeHintEngine() // the preferences name another engine now
	}
	r := a.hintReading()
	switch {
	case r.node == c.rec.tree.Current() && r.done:
		c.redraw()
	case r.node == c.rec.tree.Current():
		c.redraw() // the reading under way gives the hint
	default:
		a.read(r == &a.engine)
	}
}

// estimate reports whether the territory estimate is shown.
func (a *analysis) estimate() bool { return a.estimateOn }

// setEstimate shows or hides the territory estimate. While it is shown, every
// position the board shows is read anew.
func (a *analysis) setEstimate(on bool) {
	c := a.c
	a.estimateOn = on && c.allows(overlayEstimate)
	if !on && !(a.hintOn && a.hintEngine() == "") {
		a.builtin.stop() // nobody waits for it
	}
	a.refreshAnalysis()
	c.redraw()
}

// refreshAnalysis follows the current node: a hint belongs to the position it
// was asked for, and the estimate is read again for a new one. It waits while
// the computer is about to move, so the two do not share the processor.
func (a *analysis) refreshAnalysis() {
	c := a.c
	n := c.rec.tree.Current()
	if r := a.hintReading(); r.node != n {
		a.hintOn = false
	}
	for _, r := range []*reading{&a.builtin, &a.engine} {
		if r.node != nil && r.node != n {
			r.stop()
		}
	}
	if !a.estimateOn || a.builtin.node == n || !c.rec.showsGame() {
		return
	}
	if c.seats.computer(c.rec.toMove()) && c.rec.atEnd() && !c.rec.game.Result().Over() {
		return
	}
	a.read(false)
}

// hintPlayer returns the engine the preferences name (cmd), started once
// and kept for the hints, the estimate and Analyze mode.
func (a *analysis) hintPlayer(cmd string) (ai.Player, error) {
	c := a.c
	if a.enginePlayer == nil || a.command != cmd {
		a.closeHintEngine()
		p, err := c.seats.newPlayer(PlayerSpec{Kind: Engine, Command: cmd})
		if err != nil {
			return nil, err
		}
		a.enginePlayer, a.command = p, cmd
	}
	return a.enginePlayer, nil
}

// read starts a reading of the current position by the hint engine (engine
// set) or the built-in player.
func (a *analysis) read(useEngine bool) {
	c := a.c
	r := &a.builtin
	var player ai.Player
	if useEngine {
		r = &a.engine
		p, err := a.hintPlayer(a.hintEngine())
		if err != nil {
			a.hintOn = false
			c.redraw()
			c.setStatus(fmt.Sprintf(lang.L("The hint engine could not start: %v"), err))
			return
		}
		player = p
	} else {
		if w, h := c.rec.tree.Size(); a.builtinPlayer == nil || a.builtinArea != w*h {
			a.builtinPlayer, a.builtinArea = ai.New(a.options()), w*h
		}
		player = a.builtinPlayer
	}
	r.stop()
	n, col := c.rec.tree.Current(), c.rec.toMove()
	r.node = n
	g := c.rec.fresh() // the search owns its copy
	type answer struct {
		move    engine.Point
		err     error
		rate    float64
		own     *ai.Ownership
		lead    float64
		hasLead bool
	}
	runJob(&r.job, &c.deps, 0, func(ctx context.Context) answer {
		if ev, ok := player.(evaluator); ok {
			an, err := ev.Evaluate(ctx, g, col)
			return answer{move: an.Move, err: err, rate: an.WinRate, own: an.Ownership, lead: an.BlackLead(), hasLead: an.HasLead}
		}
		p, err := player.GenMove(ctx, g, col)
		ans := answer{move: p, err: err, rate: -1}
		if rd, ok := player.(reader); ok && err == nil {
			ans.rate, ans.own = rd.LastStats().WinRate, rd.LastOwnership()
		}
		return ans
	}, func(ans answer) {
		if ans.err != nil {
			r.stop()
			if r == a.hintReading() {
				a.hintOn = false
			}
			c.setStatus(fmt.Sprintf(lang.L("The analysis failed: %v"), ans.err))
			c.redraw()
			return
		}
		r.done, r.color, r.move, r.rate, r.own, r.lead, r.hasLead = true, col, ans.move, ans.rate, ans.own, ans.lead, ans.hasLead
		c.redraw()
	})
	c.redraw()
}

// text says what the readings of the current position found, or
// that they are under way: the line under the game's details.
func (a *analysis) text() string {
	c := a.c
	var msg []string
	n := c.rec.tree.Current()
	if r := a.hintReading(); a.hintOn && r.node == n {
		_, h := c.rec.tree.Size()
		switch {
		case !r.done:
			msg = append(msg, fmt.Sprintf(lang.L("Looking for a move for %s…"), colorName(c.rec.toMove())))
		case r.move == engine.Pass:
			msg = append(msg, fmt.Sprintf(lang.L("Hint: %s should pass."), colorName(r.color)))
		case r.move == engine.Resign:
			msg = append(msg, fmt.Sprintf(lang.L("Hint: %s has no good move left."), colorName(r.color)))
		default:
			msg = append(msg, fmt.Sprintf(lang.L("Hint: %s at %s."), colorName(r.color), engine.Vertex(r.move, h)))
		}
		if r.done && r.rate >= 0 {
			msg = append(msg, fmt.Sprintf(lang.L("%s's chance to win: %d %%."), colorName(r.color), int(math.Round(r.rate*100))))
		}
		if r.done && r.hasLead {
			msg = append(msg, fmt.Sprintf(lang.L("Lead %s."), leadWords(r.lead)))
		}
		if r.done && r == &a.engine {
			msg = append(msg, fmt.Sprintf(lang.L("(from %s)"), a.command))
		}
	}
	if r := &a.builtin; a.estimateOn && c.rec.showsGame() {
		switch {
		case r.node == n && r.done && r.hasLead:
			msg = append(msg, estimateText(r.lead))
		case r.node == n && r.done && r.own != nil:
			msg = append(msg, estimateText(r.own.Lead(c.rec.game.Komi())))
		case r.node == n && !r.done:
			msg = append(msg, lang.L("Estimating the territory…"))
		}
	}
	return strings.Join(msg, " ")
}

// mark adds the hint and the estimate to what the board shows.
func (a *analysis) mark(v *goban.View) {
	c := a.c
	v.Hint = engine.Pass
	n := c.rec.tree.Current()
	if c.rec.phase == scoring {
		return
	}
	if r := a.hintReading(); a.hintOn && r.node == n && r.done && r.move != engine.Resign {
		v.Hint, v.HintColor = r.move, r.color
	}
	if r := &a.builtin; a.estimateOn && r.node == n && r.done && r.own != nil {
		v.Estimate = make(map[engine.Point]float32)
		for _, p := range c.rec.game.Board().Points() {
			if o := r.own.At(p); math.Abs(o) >= goban.EstimateLevel {
				v.Estimate[p] = float32(o)
			}
		}
	}
}

// closeHintEngine stops the hint engine's reading and releases the engine.
func (a *analysis) closeHintEngine() {
	c := a.c
	a.engine.stop()
	c.seats.release([3]ai.Player{a.enginePlayer})
	a.enginePlayer, a.command = nil, ""
}

// closeAnalysts stops both readings and releases their players.
func (a *analysis) closeAnalysts() {
	a.closeHintEngine()
	a.builtin.stop()
	a.builtinPlayer = nil
}
