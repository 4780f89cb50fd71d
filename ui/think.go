package ui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// The computer's turn: its move, and its judgement of the dead stones, each
// a job that the next change to the game stops.

// maybeThink starts the computer when it is to move at the end of the line.
func (c *Controller) maybeThink() {
	col := c.rec.toMove()
	if c.teaching.holding || c.inMode() {
		return // the person is asked about their move first; a lesson's, a problem's or the explorer's board is not a game
	}
	if c.rec.phase != playing || !c.rec.atEnd() || !c.seats.computer(col) || c.rec.game.Result().Over() {
		return
	}
	player := c.seats.players[col]
	g := c.rec.fresh() // the search owns its copy
	type answer struct {
		p   engine.Point
		err error
	}
	c.setStatus(fmt.Sprintf(lang.L("%s is thinking…"), colorName(col)))
	runJob(&c.think, &c.deps, 0, func(ctx context.Context) answer {
		p, err := player.GenMove(ctx, g, col)
		return answer{p, err}
	}, func(a answer) { c.computerMoved(col, a.p, a.err) })
	if c.think.running() { // not answered at once
		c.stall.start(col)
	}
	c.redraw()
}

// thinking reports whether a computer player is searching.
func (c *Controller) thinking() bool { return c.think.running() }

func (c *Controller) computerMoved(col engine.Color, p engine.Point, err error) {
	c.stall.end()
	switch {
	case err != nil:
		c.stall.failed(col, fmt.Sprintf(lang.L("The computer player failed: %v"), err))
		c.redraw() // it no longer thinks
		c.setStatus(c.stall.title.Text)
	case p == engine.Resign:
		_ = c.endGame(engine.Result{Winner: col.Opponent(), Reason: engine.ByResign}, resignText(col))
	default:
		if e := c.rec.game.Legal(col, p); e != nil {
			why := fmt.Sprintf(lang.L("The computer player chose an illegal move: %s"), reason(e))
			c.stall.failed(col, why)
			c.redraw()
			c.setStatus(c.stall.title.Text)
			return
		}
		_ = c.move(engine.Move{Color: col, Point: p}) // legal: checked above
	}
}

// judge proposes the dead stones: a seated computer player that can judge
// gives them, else the built-in player's ownership estimate does. An engine
// that cannot say leaves the proposal to the built-in player.
func (c *Controller) judge() {
	j, seated := c.seats.judge()
	if !seated {
		j = ai.New(c.an.options())
	}
	g := c.rec.fresh()
	type answer struct {
		dead []engine.Point
		err  error
	}
	runJob(&c.think, &c.deps, 20*time.Second, func(ctx context.Context) answer {
		dead, err := j.DeadStones(ctx, g)
		if err != nil && seated && ctx.Err() == nil {
			dead, err = ai.New(c.an.options()).DeadStones(ctx, g)
		}
		return answer{dead, err}
	}, func(a answer) {
		if c.rec.phase != scoring || a.err != nil {
			return // the players mark the dead stones themselves
		}
		c.rec.setDead(a.dead)
		c.showScore()
	})
}
