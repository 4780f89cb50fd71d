package ai

import (
	"context"
	"testing"

	"github.com/torreya/torreya/engine"
)

// mv is colour c's move at (x, y).
func mv(c engine.Color, x, y int) engine.Move { return engine.Move{Color: c, Point: engine.Pt(x, y)} }

// captureGame plays moves on a 7x7 capture Go board.
func captureGame(t *testing.T, moves ...engine.Move) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(7, 7, engine.CaptureGo())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestCaptureGoTakesTheWin: with a stone to capture, the player captures;
// with its own stone in atari, it saves it; otherwise it never plays into
// atari.
func TestCaptureGoTakesTheWin(t *testing.T) {
	B, W := engine.Black, engine.White
	m := New(Options{Playouts: 200, Threads: 1, Seed: 3})
	// White C4 is in atari (Black B4, D4, C5): Black captures at C3.
	g := captureGame(t, mv(B, 1, 3), mv(W, 2, 3), mv(B, 3, 3),
		mv(W, 6, 6), mv(B, 2, 2), mv(W, 6, 0))
	if p, err := m.GenMove(context.Background(), g, B); err != nil || p != engine.Pt(2, 4) {
		t.Errorf("Black plays %v, %v; want the capture at C3", p, err)
	}
	// Now White to move with C4 in atari: it runs out at C3.
	g = captureGame(t, mv(B, 1, 3), mv(W, 2, 3), mv(B, 3, 3),
		mv(W, 6, 6), mv(B, 2, 2))
	p, err := m.GenMove(context.Background(), g, W)
	if err != nil || p != engine.Pt(2, 4) {
		t.Errorf("White plays %v, %v; want the escape at C3", p, err)
	}
	// A few moves into an open game, no move the player chooses leaves a
	// chain of its own in atari.
	g = captureGame(t, mv(B, 3, 3), mv(W, 3, 2))
	for i := 0; i < 8 && !g.Over(); i++ {
		c := g.ToMove()
		p, err := m.GenMove(context.Background(), g, c)
		if err != nil {
			t.Fatal(err)
		}
		if p != engine.Pass && !leavesNoAtari(g.Board(), c, p) {
			t.Fatalf("move %d: %v at %v leaves its own stones in atari", i, c, p)
		}
		if err := g.Play(engine.Move{Color: c, Point: p}); err != nil {
			t.Fatal(err)
		}
	}
}
