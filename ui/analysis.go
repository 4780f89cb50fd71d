package ui

import (
	"context"
	"fmt"
	"math"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// The hint and the territory estimate.
//
// Both come from one reading of the current position by the built-in player
// at full strength, run off the UI goroutine: its move is the hint, and the
// ownership its playouts found is the estimate. When the preferences name a
// GTP engine for hints, that engine suggests the move instead; the estimate
// always comes from the built-in player, since GTP has no standard command
// for ownership.

// estimateLevel is how far a point's ownership must lean to one side to be
// drawn in the estimate.
const estimateLevel = 0.15

// analysis is the reading of one position and the search that makes it.
type analysis struct {
	gen    uint64
	cancel context.CancelFunc
	node   *sgf.Node // the position read, or nil
	done   bool      // the reading of node is complete
	color  engine.Color
	move   engine.Point  // the suggested move for color
	rate   float64       // color's estimated chance to win, or -1
	own    *ai.Ownership // nil when the reader gives none
	by     string        // who suggested the move, for the status line
	// builtin reads for the estimate (and the hint without a hint engine);
	// engine is the user's hint engine, with the command it was started with.
	builtin     ai.Player
	builtinArea int // the board area builtin's budget was set for
	engine      ai.Player
	command     string
}

// stop cancels a reading in progress and makes its answer stale.
func (a *analysis) stop() {
	a.gen++
	if a.cancel != nil {
		a.cancel()
		a.cancel = nil
	}
}

// reader is what the built-in player tells about its last search.
type reader interface {
	LastStats() ai.Stats
	LastOwnership() *ai.Ownership
}

// analysisOptions returns the built-in reader's options: full strength, never
// resigning, with a little more time on larger boards.
func (c *Controller) analysisOptions() ai.Options {
	o := c.deps.Analysis
	if o.Time == 0 && o.Playouts == 0 {
		w, h := c.tree.Size()
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

// Hint asks for the best move for the side to move and marks it on the board.
func (c *Controller) Hint() {
	switch {
	case c.scoring || c.placing:
		c.setStatus(lang.L("No hints while the stones are counted or placed."))
		return
	case c.game.Result().Over():
		c.setStatus(lang.L("The game is over."))
		return
	case c.Thinking():
		c.setStatus(lang.L("Wait for the computer's move."))
		return
	}
	c.hintOn = true
	if c.an.node == c.tree.Current() && c.an.by == c.hintSource() {
		if c.an.done {
			c.showAnalysis()
		} else {
			c.setStatus(fmt.Sprintf(lang.L("Looking for a move for %s…"), colorName(c.toMove())))
		}
		return // the reading under way gives the hint
	}
	c.analyze(true)
}

// Estimate reports whether the territory estimate is shown.
func (c *Controller) Estimate() bool { return c.estimateOn }

// SetEstimate shows or hides the territory estimate. While it is shown, every
// position the board shows is read anew.
func (c *Controller) SetEstimate(on bool) {
	c.estimateOn = on
	if c.view.estimateItem != nil {
		c.view.estimateItem.Checked = on
		if c.view.mainMenu != nil {
			c.view.mainMenu.Refresh()
		}
	}
	if !on {
		if !c.hintOn {
			c.an.stop()
		}
		c.view.update()
		return
	}
	c.refreshAnalysis()
	c.view.update()
	if c.an.node != c.tree.Current() || !c.an.done {
		c.setStatus(lang.L("Estimating the territory…"))
	}
}

// refreshAnalysis follows the current node: a hint belongs to the position it
// was asked for, and the estimate is read again for a new one. It waits while
// the computer is about to move, so the two do not share the processor.
func (c *Controller) refreshAnalysis() {
	n := c.tree.Current()
	if c.an.node != n {
		c.hintOn = false
		c.an.stop()
		c.an.node, c.an.done = nil, false
	}
	if !c.estimateOn || c.an.node == n || c.scoring || c.placing {
		return
	}
	if c.isComputer(c.toMove()) && c.atEnd() && !c.game.Result().Over() {
		return
	}
	c.analyze(false)
}

// hintSource says who suggests moves: the user's hint engine or Torreya.
func (c *Controller) hintSource() string {
	if cmd := c.prefs.String(prefHintEngine); cmd != "" {
		return cmd
	}
	return "Torreya"
}

// analyze starts reading the current position. forHint says the hint asked
// for it, and so may use the user's hint engine.
func (c *Controller) analyze(forHint bool) {
	c.an.stop()
	n := c.tree.Current()
	var keepOwn *ai.Ownership // an estimate of this position outlives a hint engine's reading
	if c.an.node == n && c.an.done {
		keepOwn = c.an.own
	}
	col := c.toMove()
	var player ai.Player
	by := "Torreya"
	if forHint && c.hintSource() != "Torreya" {
		by = c.hintSource()
		if c.an.engine == nil || c.an.command != by {
			c.closeAnalysts(false)
			p, err := c.deps.NewPlayer(PlayerSpec{Kind: Engine, Command: by})
			if err != nil {
				c.hintOn = false
				c.view.update()
				c.setStatus(fmt.Sprintf(lang.L("The hint engine could not start: %v"), err))
				return
			}
			c.an.engine, c.an.command = p, by
		}
		player = c.an.engine
	} else {
		if w, h := c.tree.Size(); c.an.builtin == nil || c.an.builtinArea != w*h {
			c.an.builtin, c.an.builtinArea = ai.New(c.analysisOptions()), w*h
		}
		player = c.an.builtin
	}
	c.an.node, c.an.done, c.an.by = n, false, by
	g := replay(c.tree, c.rules) // the search owns its copy
	ctx, cancel := context.WithCancel(context.Background())
	c.an.cancel = cancel
	gen := c.an.gen
	if forHint {
		c.setStatus(fmt.Sprintf(lang.L("Looking for a move for %s…"), colorName(col)))
	}
	c.deps.Go(func() {
		p, err := player.GenMove(ctx, g, col)
		rate := -1.0
		var own *ai.Ownership
		if r, ok := player.(reader); ok && err == nil {
			rate, own = r.LastStats().WinRate, r.LastOwnership()
		}
		c.deps.Post(func() {
			if gen != c.an.gen {
				return // the board moved on
			}
			c.an.cancel = nil
			cancel()
			if err != nil {
				c.hintOn = false
				c.an.node = nil
				c.setStatus(fmt.Sprintf(lang.L("The analysis failed: %v"), err))
				c.view.update()
				return
			}
			if own == nil {
				own = keepOwn
			}
			c.an.done, c.an.color, c.an.move, c.an.rate, c.an.own = true, col, p, rate, own
			c.showAnalysis()
		})
	})
}

// showAnalysis draws the finished reading and says what it found.
func (c *Controller) showAnalysis() {
	c.view.update()
	msg := ""
	if c.hintOn {
		_, h := c.tree.Size()
		switch c.an.move {
		case engine.Pass:
			msg = fmt.Sprintf(lang.L("Hint: %s should pass."), colorName(c.an.color))
		case engine.Resign:
			msg = fmt.Sprintf(lang.L("Hint: %s has no good move left."), colorName(c.an.color))
		default:
			msg = fmt.Sprintf(lang.L("Hint: %s at %s."), colorName(c.an.color), engine.Vertex(c.an.move, h))
		}
		if c.an.rate >= 0 {
			msg += " " + fmt.Sprintf(lang.L("%s wins %d%% of the playouts."), colorName(c.an.color), int(math.Round(c.an.rate*100)))
		}
		if c.an.by != "Torreya" {
			msg += " " + fmt.Sprintf(lang.L("(from %s)"), c.an.command)
		}
	}
	if c.estimateOn && c.an.own != nil {
		if msg != "" {
			msg += " "
		}
		msg += estimateText(c.an.own.Lead(c.game.Komi()))
	}
	if msg != "" {
		c.setStatus(msg)
	}
}

// estimateText puts the estimated lead in words, to the nearest half point.
func estimateText(lead float64) string {
	lead = math.Round(lead*2) / 2
	switch {
	case lead > 0:
		return fmt.Sprintf(lang.L("Estimate: Black leads by %s."), points(lead))
	case lead < 0:
		return fmt.Sprintf(lang.L("Estimate: White leads by %s."), points(-lead))
	}
	return lang.L("Estimate: the game is even.")
}

// analysisView adds the hint and the estimate to what the board shows.
func (c *Controller) analysisView(v *View) {
	v.Hint = engine.Pass
	if c.an.node != c.tree.Current() || !c.an.done || c.scoring {
		return
	}
	if c.hintOn && c.an.move != engine.Resign {
		v.Hint = c.an.move
		v.HintColor = c.an.color
	}
	if c.estimateOn && c.an.own != nil {
		b := c.game.Board()
		v.Estimate = make(map[engine.Point]float32)
		for _, p := range b.Points() {
			if o := c.an.own.At(p); math.Abs(o) >= estimateLevel {
				v.Estimate[p] = float32(o)
			}
		}
	}
}

// closeAnalysts stops the reading and releases the hint engine, and with all
// set the built-in reader too.
func (c *Controller) closeAnalysts(all bool) {
	c.an.stop()
	c.release([3]ai.Player{c.an.engine})
	c.an.engine, c.an.command = nil, ""
	if all {
		c.an.builtin = nil
	}
}
