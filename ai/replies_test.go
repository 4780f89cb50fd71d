package ai

import (
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestReplies: the winner's moves become the answers to the moves before
// them, the loser's are forgotten, and a playout plays a remembered answer
// only where it is legal and no self-atari.
func TestReplies(t *testing.T) {
	b := board(t, `
		. . . . .
		. . . . .
		. . . . .
		. . . . .
		. . . . .`)
	w := new(playouter)
	w.readyReplies(5, 5)
	p := func(v string) engine.Point { return at(t, b, v) }
	play := func(first engine.Color, winner engine.Color, moves ...engine.Point) {
		w.begin(b)
		c := first
		for _, m := range moves {
			w.record(c, m)
			c = c.Opponent()
		}
		w.learnReplies(first, winner)
	}
	// Black C3, White D3, Black D4, White pass, Black B2; Black wins.
	play(engine.Black, engine.Black, p("C3"), p("D3"), p("D4"), engine.Pass, p("B2"))
	black, white := colourIndex(engine.Black), colourIndex(engine.White)
	if got := w.rep.one[black][p("D3")]; got != p("D4") {
		t.Errorf("Black's answer to D3 is %v, want D4", got)
	}
	if got := w.rep.two[black][p("C3")][p("D3")]; got != p("D4") {
		t.Errorf("Black's answer to C3 then D3 is %v, want D4", got)
	}
	if got := w.rep.one[white][p("C3")]; got != engine.Pass {
		t.Errorf("the loser White's answer to C3 is remembered: %v", got)
	}
	if got := w.rep.one[black][engine.Pass]; got != engine.Pass {
		t.Errorf("an answer to a pass is remembered: %v", got)
	}
	// White wins the same opening: Black's D4 is forgotten, White's D3
	// remembered.
	play(engine.Black, engine.White, p("C3"), p("D3"), p("D4"))
	if got := w.rep.one[black][p("D3")]; got != engine.Pass {
		t.Errorf("the loser's answer to D3 is still %v", got)
	}
	if got := w.rep.two[black][p("C3")][p("D3")]; got != engine.Pass {
		t.Errorf("the loser's answer to C3 then D3 is still %v", got)
	}
	if got := w.rep.one[white][p("C3")]; got != p("D3") {
		t.Errorf("White's answer to C3 is %v, want D3", got)
	}
	// A remembered answer is played where it is empty and legal.
	if got := w.reply(b, engine.White, p("C3"), engine.Pass); got != p("D3") {
		t.Errorf("White's reply to C3 is %v, want D3", got)
	}
	taken := board(t, `
		. . . . .
		. . . . .
		. . X X .
		. . . . .
		. . . . .`)
	if got := w.reply(taken, engine.White, p("C3"), engine.Pass); got != engine.Pass {
		t.Errorf("White's reply to C3 on an occupied D3 is %v, want none", got)
	}
	// A new board size clears the memory; the same keeps it.
	w.readyReplies(5, 5)
	if w.rep.one[white][p("C3")] != p("D3") {
		t.Error("the same board size cleared the replies")
	}
	w.readyReplies(9, 9)
	if w.rep.one[white][p("C3")] != engine.Pass {
		t.Error("another board size kept the replies")
	}
}

// TestRepliesInSearch: a search with the replies on leaves its workers a
// memory of answers, and one without them none.
func TestRepliesInSearch(t *testing.T) {
	for _, without := range []Heuristic{0, PlayoutReplies} {
		m := New(Options{Playouts: 300, Threads: 1, Seed: 1, Without: without})
		g, err := engine.NewGame(9, 9, engine.Chinese())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.GenMove(t.Context(), g, engine.Black); err != nil {
			t.Fatal(err)
		}
		n := 0
		if r := m.ws[0].rep; r != nil {
			for _, x := range r.one {
				for _, y := range x {
					if y != engine.Pass {
						n++
					}
				}
			}
		}
		if without == 0 && n < 20 {
			t.Errorf("with the replies on, %d answers remembered", n)
		}
		if without != 0 && n != 0 {
			t.Errorf("without the replies, %d answers remembered", n)
		}
	}
}
