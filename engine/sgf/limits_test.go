package sgf

import (
	"testing"
)

// TestGameKomiLimit: a KM that is not a finite number within MaxKomi is
// no komi: the game takes the rules' komi, as without a readable KM.
func TestGameKomiLimit(t *testing.T) {
	for _, tc := range []struct {
		km   string
		want float64
	}{
		{"6.5", 6.5},
		{"-150", -150},
		{"149.5", 149.5},
		{"NaN", 7.5},
		{"Inf", 7.5},
		{"-Infinity", 7.5},
		{"1e308", 7.5},
		{"1e400", 7.5},
		{"-62550", 7.5}, // Fox-scaled to -625.5
		{"abc", 7.5},
	} {
		c, err := ParseString("(;GM[1]SZ[9]RU[Chinese]KM[" + tc.km + "])")
		if err != nil {
			t.Fatal(err)
		}
		tr, err := NewTree(c.Games[0])
		if err != nil {
			t.Fatal(err)
		}
		g, err := tr.Game(tr.Root(), Replay{})
		if err != nil {
			t.Fatal(err)
		}
		if g.Komi() != tc.want {
			t.Errorf("KM[%s]: komi %v, want %v", tc.km, g.Komi(), tc.want)
		}
	}
}
