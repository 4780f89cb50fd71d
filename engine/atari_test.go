package engine

import (
	"slices"
	"testing"
)

// TestRescues: a chain in atari is saved by taking a neighbour in atari
// before extending, an extension into one liberty or a suicide saves
// nothing, and a chain not in atari needs no rescue.
func TestRescues(t *testing.T) {
	for _, tc := range []struct {
		name     string
		diagram  string
		chain    Point
		captures []Point
		rescues  []Point
	}{
		{"capture or extend", `
			. O X .
			O X O .
			. . . .
			. . . .`, Pt(1, 1), []Point{Pt(0, 0)}, []Point{Pt(0, 0), Pt(1, 2)}},
		{"the extension has one liberty", `
			. O X .
			O X O .
			. . . .
			. . . .`, Pt(2, 0), []Point{Pt(0, 0)}, []Point{Pt(0, 0)}},
		{"the extension is suicide", `
			X . O
			O O .`, Pt(0, 0), nil, nil},
		{"two liberties", `
			. . . .
			. X O .
			. O . .
			. . . .`, Pt(1, 1), nil, nil},
		{"White saved the same way", `
			. X O .
			X O X .
			. . . .
			. . . .`, Pt(1, 1), []Point{Pt(0, 0)}, []Point{Pt(0, 0), Pt(1, 2)}},
		{"two chains caught at the chain's own liberty, counted once", `
			. X O . O X .
			. O X X X O .
			. . O O O . .`, Pt(3, 1), []Point{Pt(3, 0)}, []Point{Pt(3, 0)}},
		{"an empty point", `
			. . .
			. X .
			. . .`, Pt(0, 0), nil, nil},
	} {
		b := mustDiagram(t, tc.diagram)
		before := b.String()
		if got := b.CapturesAround(tc.chain, nil); !slices.Equal(got, tc.captures) {
			t.Errorf("%s: CapturesAround %v, want %v", tc.name, got, tc.captures)
		}
		if got := b.Rescues(tc.chain, nil); !slices.Equal(got, tc.rescues) {
			t.Errorf("%s: Rescues %v, want %v", tc.name, got, tc.rescues)
		}
		// The answers are appended after what the buffer holds.
		buf := b.Rescues(tc.chain, []Point{Pass})
		if buf[0] != Pass || !slices.Equal(buf[1:], tc.rescues) {
			t.Errorf("%s: Rescues after Pass %v", tc.name, buf)
		}
		if b.String() != before {
			t.Errorf("%s: the board changed:\n%s", tc.name, b)
		}
	}
}
