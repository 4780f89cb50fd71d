package ui

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// stalled is a game against an engine that never answers, on a clock the
// test moves: advance moves it and runs the tickers.
type stalled struct {
	c       *Controller
	now     time.Time
	tickers map[int]func()
}

func newStalled(t *testing.T) *stalled {
	t.Helper()
	block := make(chan struct{})
	t.Cleanup(func() { close(block) })
	s := &stalled{now: time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC), tickers: map[int]func(){}}
	next := 0
	s.c, _ = newTestController(t, Deps{
		Go:   func(f func()) { go f() },
		Post: func(func()) {}, // the engine's answer never arrives
		Now:  func() time.Time { return s.now },
		Tick: func(_ time.Duration, f func()) func() {
			id := next
			next++
			s.tickers[id] = f
			return func() { delete(s.tickers, id) }
		},
		NewPlayer: func(PlayerSpec) (ai.Player, error) { return &waiting{block}, nil },
	})
	newGame(t, s.c, 9, PlayerSpec{}, PlayerSpec{Kind: Engine, Command: "hung-engine"})
	tap(s.c, 4, 4) // Black E5; White's engine thinks for ever
	if !s.c.thinking() {
		t.Fatal("the engine is not asked for a move")
	}
	return s
}

func (s *stalled) advance(d time.Duration) {
	s.now = s.now.Add(d)
	for _, f := range s.tickers {
		f()
	}
}

// TestAHungEngineIsToldAndCanBeStopped: after some seconds a bar says the
// engine has been thinking; Stop It and Play On keeps the game and gives
// its stones to the person.
func TestAHungEngineIsToldAndCanBeStopped(t *testing.T) {
	s := newStalled(t)
	c := s.c
	s.advance(10 * time.Second)
	if c.stall.showing() {
		t.Fatal("the bar shows after 10 s")
	}
	s.advance(6 * time.Second)
	if !c.stall.showing() {
		t.Fatal("no word after 16 s of an engine that does not answer")
	}
	if got, want := c.stall.title.Text, "White (Waiting) has been thinking for 0:16."; got != want {
		t.Errorf("the bar says %q, want %q", got, want)
	}
	if !c.view.pass.Disabled() {
		t.Error("Pass is enabled while the engine is to move")
	}
	c.stall.playOn()
	if c.thinking() || c.seats.computer(engine.White) {
		t.Fatal("the engine still plays White after Stop It and Play On")
	}
	if c.stall.showing() || len(s.tickers) != 0 {
		t.Error("the watch goes on after the engine was stopped")
	}
	if !strings.Contains(c.Status(), "you play White now") {
		t.Errorf("status %q", c.Status())
	}
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.Black, Point: engine.Pt(4, 4)}) {
		t.Errorf("the game was not kept: the current move is %v", m)
	}
	tap(c, 2, 2)
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(2, 2)}) {
		t.Errorf("the person cannot play White: the current move is %v", m)
	}
}

// TestKeepWaitingAsksAgainLater: Keep Waiting hides the bar, which comes
// back after the same time again, counting from the start.
func TestKeepWaitingAsksAgainLater(t *testing.T) {
	s := newStalled(t)
	c := s.c
	s.advance(20 * time.Second)
	c.stall.keepWaiting()
	s.advance(10 * time.Second)
	if c.stall.showing() {
		t.Fatal("the bar is back 10 s after Keep Waiting")
	}
	s.advance(6 * time.Second)
	if !c.stall.showing() || !strings.Contains(c.stall.title.Text, "0:36") {
		t.Errorf("after Keep Waiting and 16 s more: showing %v, %q", c.stall.showing(), c.stall.title.Text)
	}
	if !c.thinking() {
		t.Error("Keep Waiting stopped the engine")
	}
}

// TestUndoEndsTheWatch: a move no longer sought is not watched.
func TestUndoEndsTheWatch(t *testing.T) {
	s := newStalled(t)
	c := s.c
	s.advance(20 * time.Second)
	c.undo()
	if c.stall.showing() || c.stall.stopTick != nil {
		t.Error("the bar or its ticker outlives the undo")
	}
}

// TestTheStatusSaysTheComputerThinks: the move's words say too that the
// computer's turn began.
func TestTheStatusSaysTheComputerThinks(t *testing.T) {
	s := newStalled(t)
	if got, want := s.c.Status(), "Black plays E5. White is thinking…"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
}

// answering is a computer player that answers at once with a fixed point
// or error.
type answering struct {
	p   engine.Point
	err error
}

func (p *answering) Name() string    { return "Answering" }
func (p *answering) Version() string { return "1" }
func (p *answering) GenMove(context.Context, *engine.Game, engine.Color) (engine.Point, error) {
	return p.p, p.err
}

// TestAFailedPlayerGivesItsStonesToThePerson: an engine that fails (it
// crashed, or chose an illegal move) leaves the game to the person, kept,
// with a bar that says so in words, where the game waited for ever on a
// player that would not move.
func TestAFailedPlayerGivesItsStonesToThePerson(t *testing.T) {
	for _, tc := range []struct {
		name   string
		player *answering
		detail string
	}{
		{"crashed", &answering{err: errors.New("gtp: engine exited")}, "The computer player failed: gtp: engine exited"},
		{"illegal", &answering{p: engine.Pt(4, 4)}, "The computer player chose an illegal move"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The answer comes after the move, as it does in the window.
			var queue []func()
			c, _ := newTestController(t, Deps{
				Go:        func(f func()) { queue = append(queue, f) },
				NewPlayer: func(PlayerSpec) (ai.Player, error) { return tc.player, nil },
			})
			drain := func() {
				for len(queue) > 0 {
					f := queue[0]
					queue = queue[1:]
					f()
				}
			}
			newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Engine, Command: "failing"})
			drain()
			tap(c, 4, 4)
			drain()
			if !c.stall.showing() {
				t.Fatal("no word of the failure above the board")
			}
			if got, want := c.stall.title.Text, "White (Answering) could not give a move, so you play White now."; got != want {
				t.Errorf("the bar says %q, want %q", got, want)
			}
			if !strings.Contains(c.stall.detail.Text, tc.detail) {
				t.Errorf("the bar's detail %q does not give the player's account %q", c.stall.detail.Text, tc.detail)
			}
			if c.Status() != c.stall.title.Text {
				t.Errorf("status %q", c.Status())
			}
			if c.seats.computer(engine.White) || c.thinking() {
				t.Fatal("the failed player still holds White")
			}
			tap(c, 2, 2)
			if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(2, 2)}) {
				t.Errorf("the person cannot play White after the failure: the current move is %v", m)
			}
			if n := c.tree().Current().MoveNumber(); n != 2 {
				t.Errorf("move %d, want the game kept at 2", n)
			}
		})
	}
}
