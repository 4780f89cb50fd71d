package ui

import (
	"errors"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// quickAnalysis makes the built-in reader small and repeatable for tests.
var quickAnalysis = ai.Options{Playouts: 400, Threads: 1, Seed: 1}

// play plays moves for both sides in turn, from Black, failing the test on an
// illegal one. engine.Pass passes.
func play(t *testing.T, c *Controller, moves ...engine.Point) {
	t.Helper()
	for _, p := range moves {
		var err error
		if p == engine.Pass {
			err = c.pass()
		} else {
			err = c.Play(p)
		}
		if err != nil {
			t.Fatalf("move %v: %v", p, err)
		}
	}
}

// TestHintFindsTheCaptureAndGoesAwayAfterAMove: the hint rings the move that
// wins a capturing race, says so, and is gone after the next move.
func TestHintFindsTheCaptureAndGoesAwayAfterAMove(t *testing.T) {
	c, _ := newTestController(t, Deps{Analysis: quickAnalysis})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	// Black's E2 and E1 and White's F2 are both in atari at F1 (5, 8):
	// whoever plays there first captures. (A mere capture with the game
	// won either way is no test: the playouts find every move as good.)
	p := engine.Pt
	play(t, c,
		p(4, 7), p(3, 7), p(4, 8), p(3, 8), p(5, 6), p(4, 6), p(6, 7), p(5, 7))
	b := c.game().Board()
	if l, one := b.InAtari(p(5, 7)); !one || l != p(5, 8) {
		t.Fatalf("set-up: F2 is not in atari at F1:\n%s", c.diagram())
	}
	if l, one := b.InAtari(p(4, 7)); !one || l != p(5, 8) {
		t.Fatalf("set-up: E2 is not in atari at F1:\n%s", c.diagram())
	}
	c.an.hint()
	v := c.Board().View()
	if v.Hint != p(5, 8) || v.HintColor != engine.Black {
		t.Fatalf("hint %v for %v, want the capture at F1 (5,8) for Black:\n%s", v.Hint, v.HintColor, c.diagram())
	}
	if s := c.reading(); !strings.Contains(s, "Hint: Black at F1.") || !strings.Contains(s, "Black's chance to win: ") {
		t.Errorf("reading %q", s)
	}
	play(t, c, p(5, 8))
	if v := c.Board().View(); v.Hint != engine.Pass {
		t.Errorf("after the move the hint still shows at %v", v.Hint)
	}
	// Going back to the position shows nothing until asked again.
	c.back(1)
	if v := c.Board().View(); v.Hint != engine.Pass {
		t.Errorf("back at the position the hint shows at %v without being asked", v.Hint)
	}
}

// TestEstimateFollowsTheBoard: the estimate marks the area a wall of Black
// stones surrounds as Black's, names Black as the leader, follows navigation
// and goes away when switched off.
func TestEstimateFollowsTheBoard(t *testing.T) {
	c, _ := newTestController(t, Deps{Analysis: quickAnalysis})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	// Black builds a wall on the fifth column while White only passes.
	for y := 0; y < 9; y++ {
		play(t, c, engine.Pt(4, y), engine.Pass)
	}
	c.an.setEstimate(true)
	v := c.Board().View()
	if len(v.Estimate) == 0 {
		t.Fatal("no estimate shown")
	}
	// The wall leaves two sides of four columns, and White may still try to
	// live in one: the reading leans to Black there without being sure (0.4
	// to 0.5 at 400 playouts with 0.7.4's learned prior, about 0 on the empty
	// board below).
	if o := v.Estimate[engine.Pt(2, 4)]; o < 0.25 {
		t.Errorf("a point inside Black's wall has ownership %.2f, want Black's", o)
	}
	if s := c.reading(); !strings.Contains(s, "Estimate: Black leads by") {
		t.Errorf("reading %q does not say Black leads", s)
	}
	// Back to the empty board: a new reading, nearly even.
	c.first()
	v = c.Board().View()
	if !strings.Contains(c.reading(), "Estimate:") {
		t.Errorf("no new reading at the first position; reading %q", c.reading())
	}
	if o := v.Estimate[engine.Pt(2, 4)]; o > 0.5 {
		t.Errorf("on the empty board a point has Black's ownership %.2f", o)
	}
	c.an.setEstimate(false)
	if v := c.Board().View(); v.Estimate != nil {
		t.Error("the estimate still shows after it was switched off")
	}
}

// TestHintFromAnEngine: with a hint engine in the preferences the hint comes
// from it and says so; an engine that cannot start gets a clear message.
func TestHintFromAnEngine(t *testing.T) {
	bot := &scripted{moves: []engine.Point{engine.Pt(2, 2)}}
	var asked []PlayerSpec
	fail := false
	c, _ := newTestController(t, Deps{Analysis: quickAnalysis,
		NewPlayer: func(s PlayerSpec) (ai.Player, error) {
			asked = append(asked, s)
			if fail {
				return nil, errors.New("no such file")
			}
			return bot, nil
		}})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	asked = nil // the first game's default computer player
	play(t, c, engine.Pt(4, 4))
	c.an.setEstimate(true)
	c.prefs.SetString(prefHintEngine, "gnugo --mode gtp")
	c.an.hint()
	if len(asked) != 1 || asked[0] != (PlayerSpec{Kind: Engine, Command: "gnugo --mode gtp"}) {
		t.Fatalf("players asked for: %+v", asked)
	}
	v := c.Board().View()
	if v.Hint != engine.Pt(2, 2) || v.HintColor != engine.White {
		t.Errorf("hint %v for %v, want the engine's C7 for White", v.Hint, v.HintColor)
	}
	if s := c.reading(); !strings.Contains(s, "Hint: White at C7. (from gnugo --mode gtp)") {
		t.Errorf("reading %q", s)
	}
	if len(v.Estimate) == 0 {
		t.Error("the engine's hint dropped the estimate of the same position")
	}
	// A second hint at the same place asks nobody again.
	c.an.hint()
	if len(asked) != 1 || bot.asked != 1 {
		t.Errorf("asked again: %d starts, %d moves", len(asked), bot.asked)
	}
	// Another command starts another engine; this one fails.
	fail = true
	c.prefs.SetString(prefHintEngine, "missing-engine")
	c.an.hint()
	if s := c.Status(); !strings.Contains(s, "The hint engine could not start: no such file") {
		t.Errorf("status %q", s)
	}
	if v := c.Board().View(); v.Hint != engine.Pass {
		t.Errorf("a failed hint still shows %v", v.Hint)
	}
}

// TestStaleReadingIsDropped: a reading that finishes after the board moved on
// shows nothing.
func TestStaleReadingIsDropped(t *testing.T) {
	var queue []func()
	c, _ := newTestController(t, Deps{Analysis: quickAnalysis, Go: func(f func()) { queue = append(queue, f) }})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	play(t, c, engine.Pt(4, 4))
	c.an.hint()
	if len(queue) != 1 || !strings.Contains(c.reading(), "Looking for a move for White") {
		t.Fatalf("%d readings queued; reading %q", len(queue), c.reading())
	}
	play(t, c, engine.Pt(2, 2))
	queue[0]()
	if v := c.Board().View(); v.Hint != engine.Pass {
		t.Errorf("a stale hint shows at %v", v.Hint)
	}
	if strings.HasPrefix(c.reading(), "Hint:") {
		t.Errorf("a stale hint reached the reading line: %q", c.reading())
	}
}

// TestNoHintWhileCounting: in the scoring view and after the game there is
// no hint to give.
func TestNoHintWhileCounting(t *testing.T) {
	c, _ := newTestController(t, Deps{Analysis: quickAnalysis})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	play(t, c, engine.Pt(4, 4), engine.Pass, engine.Pass)
	if !c.scoring() {
		t.Fatal("two passes did not open scoring")
	}
	c.an.hint()
	if s := c.Status(); !strings.Contains(s, "No hints while the stones are counted") {
		t.Errorf("status %q", s)
	}
	if v := c.Board().View(); v.Hint != engine.Pass {
		t.Errorf("a hint shows in scoring at %v", v.Hint)
	}
}

// TestHintAndEstimateReadIndependently: switching the estimate off while it
// is read does not leave a hint waiting for a reading nobody finishes, and a
// hint engine's reading and the estimate's run side by side.
func TestHintAndEstimateReadIndependently(t *testing.T) {
	var queue []func()
	runAll := func() {
		for len(queue) > 0 {
			f := queue[0]
			queue = queue[1:]
			f()
		}
	}
	bot := &scripted{moves: []engine.Point{engine.Pt(6, 2)}}
	c, _ := newTestController(t, Deps{Analysis: quickAnalysis,
		Go:        func(f func()) { queue = append(queue, f) },
		NewPlayer: func(PlayerSpec) (ai.Player, error) { return bot, nil }})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	runAll()
	play(t, c, engine.Pt(4, 4))
	c.an.setEstimate(true)
	c.an.setEstimate(false) // before the reading ends
	c.an.hint()
	runAll()
	if v := c.Board().View(); v.Hint == engine.Pass || !strings.HasPrefix(c.reading(), "Hint: White at") {
		t.Fatalf("no hint after the estimate was switched off mid-reading: %v, reading %q", v.Hint, c.reading())
	}
	// Now with a hint engine, asked while the estimate is being read.
	play(t, c, engine.Pt(2, 2))
	c.prefs.SetString(prefHintEngine, "pachi")
	c.an.setEstimate(true)
	c.an.hint()
	runAll()
	v := c.Board().View()
	if v.Hint != engine.Pt(6, 2) || len(v.Estimate) == 0 {
		t.Errorf("hint %v and %d estimated points, want the engine's G7 and an estimate", v.Hint, len(v.Estimate))
	}
	if s := c.reading(); !strings.Contains(s, "Hint: Black at G7. (from pachi)") || !strings.Contains(s, "Estimate:") {
		t.Errorf("reading %q", s)
	}
}
