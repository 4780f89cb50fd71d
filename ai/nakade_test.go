package ai

import (
	"slices"
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

// TestVitalPoints: vitalPoints marks the vital point of every small eye
// space that holds all the liberties of the chains around it, for either
// colour, and no other point: not where the chains have a liberty outside,
// not in a shape without a vital point, not in the open.
func TestVitalPoints(t *testing.T) {
	tests := []struct {
		name, diagram string
		want          []string
	}{
		{"straight three, surrounded", `
			. X . X .
			X X X X X
			X X X X X
			O O O O X
			. . . O X`, []string{"B1"}},
		{"straight three with a liberty outside", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X X X X X . .
			O O O O X . .
			. . . O . . .`, nil},
		{"two groups, each down to its eye space", `
			. . . O X . .
			O O O O X . .
			X X X X . . .
			. . . . . O O
			. . . . O X X
			. . . O X X .
			. . . O X . .`, []string{"B7", "G1"}},
		{"square four", `
			X X X X X X
			X O O O O X
			X O . . O X
			X O . . O X
			X O O O O X
			X X X X X X`, nil},
		{"empty board", `
			. . . . .
			. . . . .
			. . . . .
			. . . . .
			. . . . .`, nil},
	}
	for _, tc := range tests {
		b := board(t, tc.diagram)
		for _, gen := range []uint32{0, 1<<32 - 3} {
			w := new(playouter)
			w.gen = gen
			var vital [cells]bool
			w.vitalPoints(b, &vital)
			var got []string
			for _, p := range b.Points() {
				if vital[p] {
					got = append(got, engine.Vertex(p, b.Height()))
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("%s (generation %d): vital points %v, want %v\n%s", tc.name, gen, got, tc.want, b)
			}
		}
	}
}
