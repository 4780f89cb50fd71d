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
