package ai

import (
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestLastGoodReply: the winner's replies are remembered, after one move
// and after two, and played again; the loser's are forgotten; a reply that
// cannot be played is not offered.
func TestLastGoodReply(t *testing.T) {
	b := engine.MustBoard(9, 9)
	w := new(playouter)
	w.lgr = new(replies)
	v := func(s string) engine.Point { return at(t, b, s) }
	play := func(moves ...string) {
		w.ply = 0
		for _, m := range moves {
			w.record(engine.Black, v(m)) // the colour only matters for AMAF
		}
	}
	// Black E5, White C3, Black C4, White D4: White won.
	play("E5", "C3", "C4", "D4")
	w.learnReplies(engine.Black, engine.White, engine.Pass, engine.Pass)
	if got := w.goodReply(b, engine.White, v("C4"), v("C3")); got != v("D4") {
		t.Errorf("White's reply to C4 after C3: got %s, want D4", engine.Vertex(got, 9))
	}
	if got := w.goodReply(b, engine.White, v("E5"), engine.Pass); got != v("C3") {
		t.Errorf("White's reply to E5: got %s, want C3", engine.Vertex(got, 9))
	}
	if got := w.goodReply(b, engine.Black, v("C3"), v("E5")); got != engine.Pass {
		t.Errorf("the loser's reply was remembered: %s", engine.Vertex(got, 9))
	}
	// An occupied reply is not offered.
	if _, err := b.Play(engine.Black, v("D4")); err != nil {
		t.Fatal(err)
	}
	if got := w.goodReply(b, engine.White, v("C4"), v("C3")); got != engine.Pass {
		t.Errorf("an occupied reply was offered: %s", engine.Vertex(got, 9))
	}
	// White loses a simulation with the same replies: they are forgotten.
	b = engine.MustBoard(9, 9)
	play("E5", "C3", "C4", "D4")
	w.learnReplies(engine.Black, engine.Black, engine.Pass, engine.Pass)
	if got := w.goodReply(b, engine.White, v("C4"), v("C3")); got != engine.Pass {
		t.Errorf("a losing reply was kept: %s", engine.Vertex(got, 9))
	}
	if got := w.goodReply(b, engine.Black, v("C3"), v("E5")); got != v("C4") {
		t.Errorf("Black's winning reply to C3: got %s, want C4", engine.Vertex(got, 9))
	}
}
