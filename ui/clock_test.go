package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

func TestClockByoYomi(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := newClock(time.Minute, 30*time.Second, 3)
	c.start(engine.Black, t0)
	for _, tc := range []struct {
		after   time.Duration
		left    time.Duration
		periods int
		byo     bool
		out     bool
	}{
		{10 * time.Second, 50 * time.Second, 3, false, false},
		{70 * time.Second, 20 * time.Second, 3, true, false},
		{95 * time.Second, 25 * time.Second, 2, true, false},
		{150 * time.Second, 0, 0, true, true},
	} {
		left, periods, byo, out := c.remaining(engine.Black, t0.Add(tc.after))
		if left != tc.left || periods != tc.periods || byo != tc.byo || out != tc.out {
			t.Errorf("after %v: %v %d byo=%v out=%v, want %v %d byo=%v out=%v",
				tc.after, left, periods, byo, out, tc.left, tc.periods, tc.byo, tc.out)
		}
	}
	if left, _, _, _ := c.remaining(engine.White, t0.Add(time.Hour)); left != time.Minute {
		t.Errorf("White's clock ran while Black's did: %v left", left)
	}
	// A move inside a period gives the whole period back.
	c.start(engine.White, t0.Add(80*time.Second))
	left, periods, byo, _ := c.remaining(engine.Black, t0.Add(time.Hour))
	if left != 30*time.Second || periods != 3 || !byo {
		t.Errorf("after moving in byo-yomi Black has %v, %d periods, byo %v", left, periods, byo)
	}
	if got := formatClock(83*time.Second, 2, true); got != "1:23 (2)" {
		t.Errorf("formatClock = %q", got)
	}
	if newClock(0, 0, 0) != nil {
		t.Error("a clock without time was made")
	}
}

func TestTimeRunsOut(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c, _ := newTestController(t, Deps{Now: func() time.Time { return now }})
	if err := c.newGame(Settings{Width: 9, Height: 9, Rules: engine.Japanese(), Komi: 6.5,
		MainTime: time.Minute, ByoYomi: 10 * time.Second, Periods: 1}); err != nil {
		t.Fatal(err)
	}
	if got := c.tree().Root().Value("OT"); got != "1x10 byo-yomi" {
		t.Errorf("OT = %q", got)
	}
	now = now.Add(20 * time.Second)
	tap(c, 4, 4) // Black used 20 s
	if got := c.tree().Current().Value("BL"); got != "40.0" {
		t.Errorf("BL = %q, want 40.0", got)
	}
	if !strings.Contains(c.view.info[engine.Black].Text, "0:40") {
		t.Errorf("Black's clock shows %q", c.view.info[engine.Black].Text)
	}
	now = now.Add(65 * time.Second) // White: 60 s main time and 5 s into the period
	c.tick()
	if re := c.tree().Root().Result(); re != "" {
		t.Fatalf("result %q while White still has byo-yomi", re)
	}
	now = now.Add(6 * time.Second)
	c.tick()
	if re := c.tree().Root().Result(); re != "B+T" {
		t.Errorf("RE = %q after White's time ran out, want B+T", re)
	}
	if !strings.Contains(c.Status(), "White ran out of time") {
		t.Errorf("status %q", c.Status())
	}
}

func TestFreeHandicapPlacement(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	if err := c.newGame(Settings{Width: 9, Height: 9, Rules: engine.Japanese(), Komi: 0.5, Handicap: 2, FreeHandicap: true}); err != nil {
		t.Fatal(err)
	}
	tap(c, 2, 2)
	tap(c, 6, 6)
	tap(c, 6, 6) // a second tap takes the stone off again
	if err := c.doneHandicap(); err == nil {
		t.Fatal("Done accepted one stone of a 2-stone handicap")
	}
	tap(c, 6, 2)
	tap(c, 4, 4) // one too many
	if err := c.doneHandicap(); err != nil {
		t.Fatal(err)
	}
	b := c.game().Board()
	if b.At(engine.Pt(2, 2)) != engine.Black || b.At(engine.Pt(6, 2)) != engine.Black || b.EmptyCount() != 79 {
		t.Errorf("handicap stones not as placed: %d empty", b.EmptyCount())
	}
	if c.game().ToMove() != engine.White || c.game().Handicap() != 2 {
		t.Errorf("after the handicap: to move %v, handicap %d", c.game().ToMove(), c.game().Handicap())
	}
	tap(c, 4, 4)
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(4, 4)}) {
		t.Errorf("first move %v, want White at 4,4", m)
	}
}
