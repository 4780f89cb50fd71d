package ai

import (
	"context"
	"time"

	"github.com/torreya/torreya/engine"
)

// Clock is what a player knows of its time, as GTP's time_settings and
// time_left tell it: Canadian byo-yomi of ByoStones stones in Byo after Main.
type Clock struct {
	Main      time.Duration // main time of the game
	Byo       time.Duration // length of a byo-yomi period
	ByoStones int           // stones to play in each period
	// Left is the time left now: in main time, or in the current period.
	Left time.Duration
	// StonesLeft is the number of stones left in the current period; 0
	// while in main time.
	StonesLeft int
}

// Unlimited reports whether the clock sets no limit (GTP: byo-yomi time with
// no stones, or no time at all).
func (c Clock) Unlimited() bool {
	return c.Main == 0 && (c.Byo == 0 || c.ByoStones == 0)
}

// safety is kept back on every move for the controller and the network.
const safety = 150 * time.Millisecond

// perMove returns the time to spend on the next move with empties empty
// points on the board, and whether the clock limits it at all.
func (c Clock) perMove(empties int) (time.Duration, bool) {
	if c.Unlimited() {
		return 0, false
	}
	var t time.Duration
	if c.StonesLeft > 0 {
		t = c.Left/time.Duration(c.StonesLeft) - safety
	} else {
		// Main time: spread it over the moves the game may still take,
		// plus a share of a byo-yomi period when there is one.
		moves := max(empties/3, 12)
		t = c.Left / time.Duration(moves)
		if c.ByoStones > 0 {
			t += c.Byo / time.Duration(c.ByoStones) / 2
		}
		if t > c.Left/3 {
			t = c.Left / 3
		}
		t -= safety
		if c.Left < 2*safety && c.ByoStones > 0 {
			t = c.Byo/time.Duration(c.ByoStones) - safety // main time is gone
		}
	}
	return max(t, 20*time.Millisecond), true
}

// extra returns how much longer than t, its time for this move, the player
// may think in an unclear position without starving the moves to come: in
// main time up to a tenth of what is left, in a byo-yomi period half of
// what each of its other stones would have, and nothing for the last stone
// of a period or without a clock.
func (c Clock) extra(t time.Duration) time.Duration {
	if c.Unlimited() {
		return 0
	}
	var x time.Duration
	if c.StonesLeft > 0 {
		if c.StonesLeft > 1 {
			x = (c.Left - t) / time.Duration(c.StonesLeft-1) / 2
		}
	} else {
		x = c.Left/10 - t
	}
	return max(min(x, t), 0)
}

// Timed is a player that plans its time from a game clock.
type Timed interface {
	// SetClock tells the player the clock of colour c before it moves.
	SetClock(c engine.Color, clk Clock)
}

// Cleaner is a player that can play in cleanup mode, as KGS asks when the
// players disagree on dead stones: it captures every opponent stone it thinks
// dead before it passes.
type Cleaner interface {
	// GenMoveCleanup is GenMove in cleanup mode.
	GenMoveCleanup(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error)
}
