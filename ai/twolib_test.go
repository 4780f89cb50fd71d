package ai

import (
	"slices"
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestTwoLibMoves: a last move that leaves a chain with two liberties is
// answered by extending one's own chain to three, or by the atari that
// catches the opponent's; ataris it escapes from, and self-ataris, are not.
func TestTwoLibMoves(t *testing.T) {
	tests := []struct {
		name, diagram, last string
		toMove              engine.Color
		want                []string
	}{
		{"catch against the corner", `
			. . . . .
			. . . . .
			X . . . .
			O . . . .
			. . . . .`, "A2", engine.Black, []string{"B2"}},
		{"extend to three", `
			. . . . .
			. O . . .
			O X . . .
			O X . . .
			. O . . .`, "B4", engine.Black, []string{"C2", "C3"}},
		{"a lone stone is left", `
			. . . . .
			. . . . .
			. O . . .
			O X . . .
			. . . . .`, "B3", engine.Black, nil},
		{"an atari it escapes from", `
			. . . . .
			. . . . .
			. X . . .
			. O X . .
			. . . . .`, "B2", engine.Black, nil},
		{"it could capture instead", `
			. . . . .
			O . . . .
			X . . . .
			O . . . .
			. . . . .`, "A2", engine.Black, nil},
	}
	for _, tc := range tests {
		b := board(t, tc.diagram)
		w := new(playouter)
		n := w.twoLibMoves(b, tc.toMove, at(t, b, tc.last))
		var got []string
		for _, p := range w.cand[:n] {
			got = append(got, engine.Vertex(p, b.Height()))
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v\n%s", tc.name, got, tc.want, b)
		}
	}
}
