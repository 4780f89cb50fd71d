package engine

import (
	"strings"
	"testing"
)

// gnugoHandicap is what GNU Go 3.8's fixed_handicap answered on every board
// size it accepts (7 to 19; smaller boards take no handicap, even sides at most 4).
var gnugoHandicap = map[int][]string{
	7:  {"E5 C3", "C5 E5 C3", "C5 E5 C3 E3"},
	8:  {"F6 C3", "C6 F6 C3", "C6 F6 C3 F3"},
	9:  {"G7 C3", "C7 G7 C3", "C7 G7 C3 G3", "C7 G7 E5 C3 G3", "C7 G7 C5 G5 C3 G3", "C7 G7 C5 E5 G5 C3 G3", "C7 E7 G7 C5 G5 C3 E3 G3", "C7 E7 G7 C5 E5 G5 C3 E3 G3"},
	10: {"H8 C3", "C8 H8 C3", "C8 H8 C3 H3"},
	11: {"J9 C3", "C9 J9 C3", "C9 J9 C3 J3", "C9 J9 F6 C3 J3", "C9 J9 C6 J6 C3 J3", "C9 J9 C6 F6 J6 C3 J3", "C9 F9 J9 C6 J6 C3 F3 J3", "C9 F9 J9 C6 F6 J6 C3 F3 J3"},
	12: {"J9 D4", "D9 J9 D4", "D9 J9 D4 J4"},
	13: {"K10 D4", "D10 K10 D4", "D10 K10 D4 K4", "D10 K10 G7 D4 K4", "D10 K10 D7 K7 D4 K4", "D10 K10 D7 G7 K7 D4 K4", "D10 G10 K10 D7 K7 D4 G4 K4", "D10 G10 K10 D7 G7 K7 D4 G4 K4"},
	14: {"L11 D4", "D11 L11 D4", "D11 L11 D4 L4"},
	19: {"Q16 D4", "D16 Q16 D4", "D16 Q16 D4 Q4", "D16 Q16 K10 D4 Q4", "D16 Q16 D10 Q10 D4 Q4", "D16 Q16 D10 K10 Q10 D4 Q4", "D16 K16 Q16 D10 Q10 D4 K4 Q4", "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"},
}

func TestFixedHandicapMatchesGNUGo(t *testing.T) {
	for size := 2; size <= 19; size++ {
		want := gnugoHandicap[size]
		for n := 2; n <= 10; n++ {
			pts, err := FixedHandicap(size, size, n)
			if n-2 >= len(want) {
				if err == nil && (size <= 14 || n > 9) {
					t.Errorf("%dx%d handicap %d: got %v, GNU Go refuses it", size, size, n, pts)
				}
				continue
			}
			if err != nil {
				t.Errorf("%dx%d handicap %d: %v", size, size, n, err)
				continue
			}
			var got []string
			for _, p := range pts {
				got = append(got, Vertex(p, size))
			}
			if g := strings.Join(got, " "); g != want[n-2] {
				t.Errorf("%dx%d handicap %d: %s, GNU Go %s", size, size, n, g, want[n-2])
			}
		}
	}
	// Sizes GNU Go does not check follow the same pattern.
	if pts, err := FixedHandicap(25, 25, 9); err != nil || len(pts) != 9 || pts[0] != Pt(3, 3) || pts[4] != Pt(12, 12) {
		t.Errorf("25x25 handicap 9: %v %v", pts, err)
	}
}

func TestStarPoints(t *testing.T) {
	for _, tt := range []struct{ size, n int }{{19, 9}, {13, 5}, {9, 5}, {7, 5}, {5, 1}, {8, 4}, {4, 0}} {
		if got := len(StarPoints(tt.size, tt.size)); got != tt.n {
			t.Errorf("%dx%d: %d star points, want %d", tt.size, tt.size, got, tt.n)
		}
	}
}
