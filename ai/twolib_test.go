package ai

import (
	"slices"
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestTwoLibMoves: the playouts' answers on chains left with two liberties
// next to the last move.
func TestTwoLibMoves(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		last    string
		c       engine.Color
		want    []string
	}{
		{"atari the stone just played, from either side", `
			. . . . .
			. . . . .
			. X O . .
			. . X . .
			. . . . .`, "C3", engine.Black, []string{"C4", "D3"}},
		{"not a stone that connects whichever side is taken", `
			. . O . .
			. . . . .
			. X O . O
			. . X . .
			. . . . .`, "C3", engine.Black, nil},
		{"extend a chain of one's own left with two liberties", `
			. . . . .
			. O X . .
			. O X O .
			. . O . .
			. . . . .`, "B4", engine.Black, []string{"C5", "D4"}},
		{"not where the extension gains nothing", `
			. . . . .
			. . . . .
			. . . . .
			. O . . .
			. X . O .`, "B2", engine.Black, nil},
		{"but where it gains liberties", `
			. . . . .
			. . . . .
			. . . . .
			. O . . .
			. X . . .`, "B2", engine.Black, []string{"C1"}},
	}
	for _, tc := range tests {
		b := board(t, tc.diagram)
		w := new(playouter)
		n := w.twoLibMoves(b, tc.c, at(t, b, tc.last))
		got := candidates(w, b, n)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %s to play after %s: got %v, want %v in\n%s", tc.name, tc.c.Name(), tc.last, got, tc.want, b)
		}
	}
}

// TestEdgeLadder: the playouts do not run a chain along the first line into
// a ladder that captures it.
func TestEdgeLadder(t *testing.T) {
	b := board(t, `
		. . . . . .
		. . O . . .
		. O X O . .
		. . . . . .`)
	w := new(playouter)
	q := at(t, b, "C2")
	if n := w.escapes(b, engine.Black, q, 0, false); n != 1 || w.cand[0] != at(t, b, "C1") {
		t.Fatalf("without the check the escape is C1; got %v", w.cand[:n])
	}
	if n := w.escapes(b, engine.Black, q, 0, true); n != 0 {
		t.Errorf("C1 runs into a ladder along the edge, but the playouts play %v", w.cand[:n])
	}
	// With black stones two points away on both sides it connects out.
	for _, v := range []string{"A1", "E1"} {
		if err := b.Set(at(t, b, v), engine.Black); err != nil {
			t.Fatal(err)
		}
	}
	if n := w.escapes(b, engine.Black, q, 0, true); n != 1 {
		t.Errorf("with friends at A1 and E1 C1 connects out; got %v", w.cand[:n])
	}
	// With a black stone at D1 the extension connects to it and lives.
	b = board(t, `
		. . . . . .
		. . O . . .
		. O X O . .
		. . . X . .`)
	if n := w.escapes(b, engine.Black, at(t, b, "C2"), 0, true); n != 1 {
		t.Errorf("C1 connects to D1 and is no ladder; got %v", w.cand[:n])
	}
}

// TestNLibMoves: when the last move shortens a chain to three liberties,
// the playouts attack the opponent's chains with two that touch it.
func TestNLibMoves(t *testing.T) {
	b := board(t, `
		. . . . . .
		. . . . . .
		. X X O . .
		X O O X . .
		. . . . . .`)
	w := new(playouter)
	n := w.nLibMoves(b, engine.Black, at(t, b, "D3"))
	got := candidates(w, b, n)
	if want := []string{"B1", "C1", "D4", "E3"}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	// A chain of five liberties is not short of them.
	b = board(t, `
		. . . . . .
		. X X . . .
		. X X O . .
		X O O X . .
		. . . . . .`)
	if n := w.nLibMoves(b, engine.Black, at(t, b, "D3")); n != 0 {
		t.Errorf("B3-C4 has five liberties, but the playouts play %v", w.cand[:n])
	}
}

// candidates returns w.cand[:n] as sorted vertices of b.
func candidates(w *playouter, b *engine.Board, n int) []string {
	var got []string
	for _, p := range w.cand[:n] {
		got = append(got, engine.Vertex(p, b.Height()))
	}
	slices.Sort(got)
	return got
}

// TestPriorTactics: the tree starts the playouts' answers to the last move
// among short chains (twoLibMoves, nLibMoves) with a winning prior, and no
// other move.
func TestPriorTactics(t *testing.T) {
	g := gameFrom(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . O . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. X . . . . . . .
		. . X . . . . . .
		. . . . . . . . .`, engine.White, 7.5)
	if err := g.Play(engine.Move{Color: engine.White, Point: vertex(t, g, "C3")}); err != nil {
		t.Fatal(err)
	}
	with := rootPriors(t, g, engine.Black, 0)
	without := rootPriors(t, g, engine.Black, PriorTactics)
	var got []string
	for p, v := range with {
		switch d := [2]float32{v[0] - without[p][0], v[1] - without[p][1]}; d {
		case [2]float32{}:
		case [2]float32{priorTactics, priorTactics}:
			got = append(got, engine.Vertex(p, g.Height()))
		default:
			t.Errorf("%v has %v prior visits and wins more with the tactics, want none or %v of each", p, d, priorTactics)
		}
	}
	slices.Sort(got)
	if want := []string{"C4", "D3"}; !slices.Equal(got, want) {
		t.Errorf("the tactics' prior went to %v, want %v (atari on White's C3)", got, want)
	}
}
