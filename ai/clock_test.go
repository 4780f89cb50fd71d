package ai

import (
	"context"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

// TestClockPerMove: time per move from main time and byo-yomi.
func TestClockPerMove(t *testing.T) {
	tests := []struct {
		name     string
		clk      Clock
		empties  int
		lo, hi   time.Duration
		limiting bool
	}{
		{"no limit", Clock{Byo: 10 * time.Second}, 81, 0, 0, false},
		{"byo-yomi, 5 stones in 50 s", Clock{Byo: 50 * time.Second, ByoStones: 5, Left: 50 * time.Second, StonesLeft: 5},
			81, 9 * time.Second, 10 * time.Second, true},
		{"main time, 9x9 opening", Clock{Main: 5 * time.Minute, Left: 5 * time.Minute}, 81, 10 * time.Second, 12 * time.Second, true},
		{"main time almost gone, byo-yomi next", Clock{Main: time.Minute, Byo: 30 * time.Second, ByoStones: 10, Left: 100 * time.Millisecond},
			40, 2 * time.Second, 3 * time.Second, true},
		{"absolute time almost gone", Clock{Main: time.Minute, Left: 100 * time.Millisecond}, 40, 20 * time.Millisecond, 20 * time.Millisecond, true},
	}
	for _, tc := range tests {
		got, ok := tc.clk.perMove(tc.empties)
		if ok != tc.limiting || ok && (got < tc.lo || got > tc.hi) {
			t.Errorf("%s: %v, %v; want %v..%v, %v", tc.name, got, ok, tc.lo, tc.hi, tc.limiting)
		}
	}
}

// TestCleanup: after the opponent passes, a player that wins even with the
// dead stone counted as alive passes, but asked to clean up it captures the
// stone first. (Counted alive, the white stone makes Black's side neutral;
// the komi of -13.5 lets Black win even then.)
func TestCleanup(t *testing.T) {
	g := gameFrom(t, `
		. . X O . .
		. O X O . .
		. . X O . .
		. . X O . .
		. . X O . .
		. . X O . .`, engine.White, -13.5)
	if err := g.Pass(); err != nil {
		t.Fatal(err)
	}
	m := New(Options{Playouts: 1000, Seed: 1})
	p, err := m.GenMove(context.Background(), g, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	if p != engine.Pass {
		t.Errorf("won game, opponent passed: played %s, want pass", engine.Vertex(p, 6))
	}
	p, err = m.GenMoveCleanup(context.Background(), g, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	if p == engine.Pass {
		t.Errorf("cleanup passed with a dead white stone on B5\n%s", g.Board())
	}
}

// TestClockExtra: the time an unclear position may add is bounded by the
// move's own time and by what the moves to come need.
func TestClockExtra(t *testing.T) {
	s := time.Second
	tests := []struct {
		name string
		clk  Clock
		t    time.Duration
		want time.Duration
	}{
		{"no clock", Clock{}, s, 0},
		{"plenty of main time", Clock{Main: 10 * time.Minute, Left: 10 * time.Minute}, s, s},
		{"main time short", Clock{Main: 10 * time.Minute, Left: 15 * s}, s, s / 2},
		{"main time gone", Clock{Main: 10 * time.Minute, Left: 5 * s}, s, 0},
		{"byo-yomi, 5 stones in 50 s", Clock{Byo: 50 * s, ByoStones: 5, Left: 50 * s, StonesLeft: 5}, 9 * s, 5125 * time.Millisecond},
		{"byo-yomi, last stone", Clock{Byo: 30 * s, ByoStones: 5, Left: 6 * s, StonesLeft: 1}, 6 * s, 0},
	}
	for _, tc := range tests {
		if got := tc.clk.extra(tc.t); got != tc.want {
			t.Errorf("%s: extra(%v) = %v, want %v", tc.name, tc.t, got, tc.want)
		}
	}
}

// TestFixedTimeIsUsed: with a fixed time a move and no clock, the player
// thinks for the whole time even when its answer is clear (the playouts
// grow the tree the next move keeps). A busy machine only makes it think
// longer, so the check cannot fail by load.
func TestFixedTimeIsUsed(t *testing.T) {
	g := gameFrom(t, captureSaves, engine.Black, 7.5)
	const budget = 400 * time.Millisecond
	m := New(Options{Time: budget, Threads: 1, Seed: 1})
	if _, err := m.GenMove(context.Background(), g, engine.Black); err != nil {
		t.Fatal(err)
	}
	if st := m.LastStats(); st.Elapsed < budget {
		t.Errorf("fixed time %v a move: stopped after %v (%d playouts)", budget, st.Elapsed, st.Playouts)
	}
}

// TestClearAnswerStopsEarly: with a clock, or a number of playouts a move,
// the player stops once the most visited move cannot be overtaken in what
// is left, and keeps the rest. The stop rule is checked in playouts, which
// the machine's speed does not change: with a budget of limit playouts and
// one move far ahead, the lead exceeds what is left a little after half the
// budget (the first move cannot gain faster than one visit a playout), so
// the search ends short of it; a search that read on to the end would
// play all of them. Under a clock the same rule counts what is left as the
// playouts the time left would hold at the rate so far, and the clock is
// what lets it stop: budget reports a clocked move, with the clock's time
// for it, and no clock means a fixed time that is used in full.
func TestClearAnswerStopsEarly(t *testing.T) {
	g := gameFrom(t, captureSaves, engine.Black, 7.5)
	const limit = 8000
	m := New(Options{Playouts: limit, Time: 0, Threads: 1, Seed: 1})
	if _, err := m.GenMove(context.Background(), g, engine.Black); err != nil {
		t.Fatal(err)
	}
	st := m.LastStats()
	// The rule cannot stop before about half the budget; a stop much earlier
	// would be another rule's.
	if lo, hi := limit*2/5, limit*9/10; st.Playouts < lo || st.Playouts > hi {
		t.Errorf("%d playouts a move, clear answer %s (%d visits): played %d, want a stop between %d and %d",
			limit, engine.Vertex(st.Move, 9), st.Visits, st.Playouts, lo, hi)
	}

	clk := Clock{Main: 200 * time.Second, Left: 200 * time.Second}
	per, _ := clk.perMove(g.Board().EmptyCount())
	m = New(Options{Time: time.Minute, Threads: 1, Seed: 1})
	if tm, _, _, clocked := m.budget(g, engine.Black); clocked || tm != time.Minute {
		t.Errorf("no clock: budget %v, clocked %v; want the fixed %v, not clocked", tm, clocked, time.Minute)
	}
	m.SetClock(engine.Black, clk)
	if tm, _, _, clocked := m.budget(g, engine.Black); !clocked || tm != per {
		t.Errorf("clock %v: budget %v, clocked %v; want %v, clocked", clk.Left, tm, clocked, per)
	}
}

// TestUnclear: the search thinks on when its two best moves are close.
func TestUnclear(t *testing.T) {
	tests := []struct {
		name          string
		first, second [2]int32 // visits, wins
		want          bool
	}{
		{"clear", [2]int32{1000, 600}, [2]int32{300, 170}, false},
		{"close in visits", [2]int32{1000, 600}, [2]int32{700, 400}, true},
		{"fewer visits, better rate", [2]int32{1000, 500}, [2]int32{550, 330}, true},
		{"fewer visits, worse rate", [2]int32{1000, 600}, [2]int32{550, 300}, false},
		{"too few playouts to tell", [2]int32{60, 30}, [2]int32{50, 30}, false},
	}
	for _, tc := range tests {
		s := &search{t: newTree(chunkSize)}
		s.t.alloc(1)
		s.t.init(0, engine.Pass, 0, 0)
		k := s.t.alloc(3)
		for i, st := range [][2]int32{{3, 1}, tc.second, tc.first} {
			s.t.init(k+int32(i), engine.Pt(i, 0), 0, 0)
			s.t.at(k + int32(i)).vw.Store(uint64(st[0])<<32 | uint64(st[1]))
		}
		root := s.t.at(0)
		root.kids, root.nkids = k, 3
		root.state.Store(expanded)
		if got := s.unclear(); got != tc.want {
			t.Errorf("%s: unclear = %v, want %v", tc.name, got, tc.want)
		}
	}
}
