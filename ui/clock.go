package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

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

// counted tells whether the last seconds of the time left are counted out:
// in byo-yomi (byo, as remaining says), or in a main time that no byo-yomi
// follows.
func (c *clock) counted(byo bool) bool { return byo || c.byo <= 0 || c.periods <= 0 }

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

// stamp stops the clock after col moved and returns the time left, as the
// properties the move's node records: BL or WL, and OB or OW in byo-yomi.
func (c *clock) stamp(col engine.Color, now time.Time) []sgf.Property {
	c.stop(now)
	left, periods, byo, _ := c.remaining(col, now)
	id, ot := "BL", "OB"
	if col == engine.White {
		id, ot = "WL", "OW"
	}
	props := []sgf.Property{{ID: id, Values: []string{fmt.Sprintf("%.1f", left.Seconds())}}}
	if byo {
		props = append(props, sgf.Property{ID: ot, Values: []string{fmt.Sprint(periods)}})
	}
	return props
}

// timeSettings returns a new game's clock settings as the root records them:
// TM, and OT as "5x30 byo-yomi"; none without a clock.
func timeSettings(s Settings) []sgf.Property {
	if s.MainTime <= 0 && (s.ByoYomi <= 0 || s.Periods <= 0) {
		return nil
	}
	return []sgf.Property{
		{ID: "TM", Values: []string{fmt.Sprint(int(s.MainTime / time.Second))}},
		{ID: "OT", Values: []string{fmt.Sprintf("%dx%d byo-yomi", s.Periods, int(s.ByoYomi/time.Second))}},
	}
}

// clockOfRecord returns a clock from a record's time settings (TM, and OT as
// Torreya writes it: "5x30 byo-yomi"), set to the time left (BL, WL, OB, OW)
// after the last moves of the main line; nil when the record has no clock.
func clockOfRecord(t *sgf.Tree) *clock {
	root := t.Root()
	main, _ := root.TimeLimit()
	var periods, byo int
	if ot := strings.TrimSpace(root.Text("OT")); ot != "" {
		if n, err := fmt.Sscanf(ot, "%dx%d byo-yomi", &periods, &byo); err != nil || n != 2 {
			periods, byo = 0, 0
		}
	}
	clk := newClock(main, time.Duration(byo)*time.Second, periods)
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

// ticker calls a function on the UI goroutine at a fixed interval until it
// is stopped: the clocks' redraw. Deps.Tick's default.
func ticker(post func(func())) func(every time.Duration, f func()) (stop func()) {
	return func(every time.Duration, f func()) func() {
		t := time.NewTicker(every)
		done := make(chan struct{})
		go func() {
			for {
				select {
				case <-t.C:
					post(f)
				case <-done:
					return
				}
			}
		}()
		stopped := false
		return func() {
			if !stopped {
				stopped = true
				t.Stop()
				close(done)
			}
		}
	}
}

// runClock starts the clock of the side to move while a game is played.
func (c *Controller) runClock() {
	if c.clock == nil {
		return
	}
	if c.rec.phase != playing || !c.rec.atEnd() {
		c.clock.stop(c.deps.Now())
		return
	}
	if c.clock.running != c.rec.toMove() {
		c.clock.start(c.rec.toMove(), c.deps.Now())
	}
}

// tick updates the clocks; the window calls it a few times a second. A
// player out of time loses.
func (c *Controller) tick() {
	if c.clock == nil || c.clock.running == engine.Empty {
		return
	}
	col, now := c.clock.running, c.deps.Now()
	left, _, byo, out := c.clock.remaining(col, now)
	if out {
		_ = c.endGame(engine.Result{Winner: col.Opponent(), Reason: engine.ByTime},
			fmt.Sprintf(lang.L("%s ran out of time. %s wins."), colorName(col), colorName(col.Opponent())))
		return
	}
	if c.clock.counted(byo) {
		c.sound.count(now.Add(left), left)
	}
	c.view.updateClocks(c.viewState())
}
