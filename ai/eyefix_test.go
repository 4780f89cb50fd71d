package ai

import (
	"slices"
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestEyeFixMoves: after the opponent's move threatens to make an eye
// false, the playouts fill the falsifying point or capture the stone that
// would make it false.
func TestEyeFixMoves(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		last    string
		want    []string
	}{
		{"fill the point that would make the eye at B4 false", `
			X X . O O O
			X . X X O .
			X X O O . .
			. . . . . .
			. . . . . .`, "E5", []string{"C5"}},
		{"no threat: no opponent's stone on the eye's diagonals", `
			X X . O O O
			X . X X O .
			X X X O . .
			. . . . . .
			. . . . . .`, "E5", nil},
		{"capture the diagonal stone in atari instead", `
			X X . O O O
			X . X X O .
			X X O X . .
			. . . X . .
			. . . . . .`, "E5", []string{"C2"}},
	}
	for _, tc := range tests {
		b := board(t, tc.diagram)
		w := new(playouter)
		n := w.eyeFixMoves(b, engine.Black, at(t, b, tc.last))
		got := candidates(w, b, n)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: after %s: got %v, want %v in\n%s", tc.name, tc.last, got, tc.want, b)
		}
	}
}

// TestSelfAtariCousin: a random move refused as a self-atari gives way to
// the other liberty of the opponent's short chain next to it, unless that
// is a self-atari too.
func TestSelfAtariCousin(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		want    string
	}{
		{"atari the two-liberty chain from outside", `
			. . . . .
			X X X . .
			O O O X .
			. X . . .`, "C1"},
		{"nothing when the outside liberty is a self-atari as well", `
			. . . . .
			X X X . .
			O O O X .
			. X . O .`, "pass"},
		{"fill the outside liberty of one's own chain when no opponent's chain is short", `
			. . . . .
			O O . . .
			X X O . .
			. . X . .`, "B1"},
	}
	for _, tc := range tests {
		b := board(t, tc.diagram)
		w := new(playouter)
		w.rng.Seed(1)
		p := at(t, b, "A1")
		if !w.badSelfAtari(b, engine.Black, p) {
			t.Fatalf("%s: A1 is not a bad self-atari in\n%s", tc.name, b)
		}
		if got := engine.Vertex(w.selfAtariCousin(b, engine.Black, p), b.Height()); got != tc.want {
			t.Errorf("%s: got %s, want %s in\n%s", tc.name, got, tc.want, b)
		}
	}
}

// TestBigInAtari: a chain of three stones in atari next to the last move
// is always saved; a chain of two is left to the usual chance.
func TestBigInAtari(t *testing.T) {
	b := board(t, `
		. . . . .
		O O O . .
		X X X O .
		. . . . .
		. . . . .`)
	w := new(playouter)
	if w.bigInAtari(b, engine.Black, at(t, b, "D3")) {
		t.Errorf("a chain with four liberties counted as in atari in\n%s", b)
	}
	b = board(t, `
		. . . . .
		O O O . .
		X X X . .
		O O O . .
		. . . . .`)
	if !w.bigInAtari(b, engine.Black, at(t, b, "C4")) {
		t.Errorf("three stones in atari next to the last move not seen in\n%s", b)
	}
	b = board(t, `
		. . . . .
		O O . . .
		X X O . .
		O O . . .
		. . . . .`)
	if w.bigInAtari(b, engine.Black, at(t, b, "C3")) {
		t.Errorf("two stones in atari counted as big in\n%s", b)
	}
}
