package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
)

// Counting a finished game, and placing a free handicap.

// enterScoring stops play after two passes and proposes dead stones.
func (c *Controller) enterScoring() {
	c.think.stop()
	if c.clock != nil {
		c.clock.stop(c.deps.Now())
	}
	c.rec.enterScoring()
	c.showScore()
	c.judge()
}

// showScore shows the count with the current dead stones.
func (c *Controller) showScore() {
	c.redraw()
	c.setStatus(lang.L("Click a group to mark it dead or alive.") + " " + explainScore(&c.rec.score))
}

// accept agrees the count: the result goes into the record.
func (c *Controller) accept() error {
	c.think.stop()
	s, err := c.rec.accept()
	if err != nil {
		return err
	}
	c.changed(true)
	c.setStatus(explainScore(&s))
	c.tellEnd(s.Result, &s)
	return nil
}

// resume goes back to play after two passes. The player who asks is the one
// to move (against the computer, the person), and the opponent plays first.
func (c *Controller) resume() {
	if c.rec.phase != scoring {
		return
	}
	c.think.stop()
	c.rec.resume(c.seats.asker(c.rec.toMove()))
	c.changed(false)
	c.setStatus(fmt.Sprintf(lang.L("Play resumes: %s to move."), colorName(c.rec.toMove())))
}

// Handicap stones placed freely.

func (c *Controller) placeHandicap(p engine.Point) {
	n, ok, err := c.rec.placeHandicap(p)
	switch {
	case err != nil:
		c.setStatus(err.Error())
	case !ok:
		c.setStatus(fmt.Sprintf(lang.L("All %d handicap stones are placed: press Done."), c.rec.handicap))
	default:
		c.changed(true)
		c.setStatus(fmt.Sprintf(lang.L("%d of %d handicap stones placed."), n, c.rec.handicap))
	}
}

// doneHandicap ends free placement.
func (c *Controller) doneHandicap() error {
	if err := c.rec.doneHandicap(); err != nil {
		c.setStatus(err.Error())
		return err
	}
	c.changed(true)
	c.setStatus(fmt.Sprintf(lang.L("%s to move."), colorName(c.rec.toMove())))
	return nil
}
