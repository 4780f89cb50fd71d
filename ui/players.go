package ui

import (
	"context"
	"fmt"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// PlayerKind says who plays one colour.
type PlayerKind int

// The kinds of players.
const (
	Person   PlayerKind = iota // someone at this computer
	Computer                   // the built-in computer player
	Engine                     // a GTP engine the user names
)

// PlayerSpec describes the player of one colour, as the new-game dialog
// sets it.
type PlayerSpec struct {
	Kind    PlayerKind
	Level   int    // Computer: strength level from 1 up
	Command string // Engine: the command line that starts it
}

// NewPlayer makes the computer player for a spec of kind Computer or Engine.
// The program passes one that builds the search or starts the engine; tests
// pass scripted players.
type NewPlayer func(spec PlayerSpec) (ai.Player, error)

// Settings are the settings of a new game.
type Settings struct {
	Width, Height int
	Rules         engine.Rules
	Komi          float64
	Handicap      int  // 0 or 2..9 stones
	FreeHandicap  bool // Black places the handicap stones himself
	Black, White  PlayerSpec
	// MainTime and byo-yomi (Periods of ByoYomi each) set a clock; a zero
	// MainTime and ByoYomi mean no clock.
	MainTime time.Duration
	ByoYomi  time.Duration
	Periods  int
}

// spec returns the player spec of colour c.
func (s *Settings) spec(c engine.Color) PlayerSpec {
	if c == engine.White {
		return s.White
	}
	return s.Black
}

// clock is a game clock with Japanese byo-yomi for both players. now is
// injected so tests need not wait.
type clock struct {
	main, byo time.Duration
	periods   int
	left      [3]time.Duration // main time left, or the current period's
	inByo     [3]bool
	perLeft   [3]int
	running   engine.Color // Empty when stopped
	since     time.Time
}

func newClock(main, byo time.Duration, periods int) *clock {
	if main <= 0 && (byo <= 0 || periods <= 0) {
		return nil
	}
	c := &clock{main: main, byo: byo, periods: periods}
	for _, col := range []engine.Color{engine.Black, engine.White} {
		c.left[col] = main
		c.perLeft[col] = periods
		if main <= 0 {
			c.left[col], c.inByo[col] = byo, true
		}
	}
	return c
}

// remaining returns the time shown for col at now and whether col has run out.
func (c *clock) remaining(col engine.Color, now time.Time) (left time.Duration, periods int, byo, out bool) {
	left, periods, byo = c.left[col], c.perLeft[col], c.inByo[col]
	if c.running == col {
		left -= now.Sub(c.since)
	}
	for left <= 0 {
		if !byo {
			byo = true
			left += c.byo
			if c.byo <= 0 || periods <= 0 {
				return 0, 0, true, true
			}
			continue
		}
		periods--
		if periods <= 0 {
			return 0, 0, true, true
		}
		left += c.byo
	}
	return left, periods, byo, false
}

// stop stops the running clock at now, keeping what is left; a player who
// moved within a byo-yomi period gets the whole period back.
func (c *clock) stop(now time.Time) {
	col := c.running
	if col == engine.Empty {
		return
	}
	left, periods, byo, _ := c.remaining(col, now)
	if byo {
		left = c.byo
	}
	c.left[col], c.perLeft[col], c.inByo[col] = left, periods, byo
	c.running = engine.Empty
}

// start runs col's clock from now.
func (c *clock) start(col engine.Color, now time.Time) {
	c.stop(now)
	c.running, c.since = col, now
}

// formatClock writes a clock reading: "9:58", or "0:24 (3)" in byo-yomi.
func formatClock(left time.Duration, periods int, byo bool) string {
	s := int(left.Round(time.Second) / time.Second)
	out := fmt.Sprintf("%d:%02d", s/60, s%60)
	if byo {
		out += fmt.Sprintf(" (%d)", periods)
	}
	return out
}

// thinker runs a computer player's search off the UI goroutine and drops
// answers that come back after the game moved on.
type thinker struct {
	gen    uint64
	cancel context.CancelFunc
}

// stop cancels the search in progress, if any, and makes its answer stale.
func (t *thinker) stop() {
	t.gen++
	if t.cancel != nil {
		t.cancel()
		t.cancel = nil
	}
}
