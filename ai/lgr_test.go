package ai

import (
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestLastGoodReply: the winner's answers are remembered and played while
// they are sensible; a loser's remembered answer that it played again is
// forgotten.
func TestLastGoodReply(t *testing.T) {
	b := board(t, `
		. . . . .
		. . . . .
		. . . . .
		. . . . .
		. . . . .`)
	c3, d3, b2 := at(t, b, "C3"), at(t, b, "D3"), at(t, b, "B2")
	w := new(playouter)
	sim := func(winner engine.Color, moves ...engine.Point) {
		w.begin(b)
		c := engine.Black
		for _, p := range moves {
			w.record(c, p)
			c = c.Opponent()
		}
		w.learnReplies(winner)
	}
	if got := w.goodReply(b, engine.White, c3); got != engine.Pass {
		t.Fatalf("a reply before any simulation: %s", engine.Vertex(got, 5))
	}
	sim(engine.White, c3, d3, b2)
	if got := w.goodReply(b, engine.White, c3); got != d3 {
		t.Errorf("White won answering C3 with D3: reply %s", engine.Vertex(got, 5))
	}
	if got := w.goodReply(b, engine.Black, d3); got != engine.Pass {
		t.Errorf("Black lost: its answer to D3 was remembered as %s", engine.Vertex(got, 5))
	}
	occupied := board(t, `
		. . . . .
		. . . . .
		. . . X .
		. . . . .
		. . . . .`)
	if got := w.goodReply(occupied, engine.White, c3); got != engine.Pass {
		t.Errorf("the reply's point is taken: reply %s", engine.Vertex(got, 5))
	}
	sim(engine.Black, c3, d3, b2)
	if got := w.goodReply(b, engine.White, c3); got != engine.Pass {
		t.Errorf("White lost with D3 after C3: still remembered as %s", engine.Vertex(got, 5))
	}
	if got := w.goodReply(b, engine.Black, d3); got != b2 {
		t.Errorf("Black won answering D3 with B2: reply %s", engine.Vertex(got, 5))
	}
}
