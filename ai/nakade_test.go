package ai

import (
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestNakadeMove: the vital point of each killing eye shape is found from
// the last move next to it; shapes that live or die whoever plays first, and
// areas too large or bordered by both colours, have none.
func TestNakadeMove(t *testing.T) {
	tests := []struct {
		name, diagram, last, want string
	}{
		{"straight three", `
			. . . . . .
			O O O O O .
			O . . . O .
			O O O O O .
			. . . . . .
			. . . . . .`, "B4", "C4"},
		{"bent three in the corner", `
			. . . . . .
			. . . . . .
			O O O . . .
			O . O O . .
			O . . O . .
			O O O O . .`, "B3", "B2"},
		{"pyramid four on the edge", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . X X X . .
			. X X . X X .
			. X . . . X .`, "D3", "D1"},
		{"bulky five", `
			. . . . . . .
			. O O O O . .
			O O . . O O .
			O O . . . O .
			. O O O O O .
			. . . . . . .`, "C5", "D3"},
		{"rabbity six", `
			. . . . . . .
			. O O O . . .
			O O . O O . .
			O . . . O . .
			O O . . O . .
			. O O O O . .`, "C5", "C3"},
		{"square four lives or dies either way", `
			. . . . . .
			. O O O O .
			. O . . O .
			. O . . O .
			. O O O O .
			. . . . . .`, "B4", ""},
		{"straight four lives", `
			. . . . . . .
			O O O O O O .
			O . . . . O .
			O O O O O O .
			. . . . . . .
			. . . . . . .`, "C5", ""},
		{"both colours around", `
			. . . . . .
			O O O X O .
			O . . . O .
			O O O O O .
			. . . . . .
			. . . . . .`, "B4", ""},
		{"both colours around, the area walked from two sides", `
			. O . . . X
			. X X . . X
			. . X X . X
			. . . X X X
			. . . . . .
			. . . . . .`, "C5", ""},
		{"open area", `
			. . . . . .
			O O O O O .
			O . . . . .
			O O O O O .
			. . . . . .
			. . . . . .`, "B4", ""},
	}
	for _, tc := range tests {
		b := board(t, tc.diagram)
		want := engine.Pass
		if tc.want != "" {
			want = at(t, b, tc.want)
		}
		// Also with the marking generations wrapping around during the call.
		for _, gen := range []uint32{0, 1<<32 - 2} {
			w := new(playouter)
			w.gen = gen
			if got := w.nakadeMove(b, at(t, b, tc.last)); got != want {
				t.Errorf("%s (generation %d): vital point %s, want %s\n%s", tc.name, gen,
					engine.Vertex(got, b.Height()), engine.Vertex(want, b.Height()), b)
			}
		}
	}
}
