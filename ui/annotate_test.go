package ui

import (
	"testing"

	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/gametree"
)

// The game tree writes a move's judgement with the sign the Annotate menu
// gives it: each move annotation of the menu, alone on a move, reads the
// same in the tree.
func TestTreeSignsAreTheMenus(t *testing.T) {
	moves := 0
	for _, a := range annotations {
		if !a.move {
			continue
		}
		moves++
		col, err := sgf.ParseString("(;SZ[9];B[ee]" + a.id + "[" + a.value + "])")
		if err != nil {
			t.Fatal(err)
		}
		n := col.Games[0].Root().Children()[0]
		if !a.has(n) {
			t.Fatalf("%s[%s] is not read back", a.id, a.value)
		}
		if got := gametree.MoveSign(n); got != a.sign {
			t.Errorf("%s[%s]: the tree writes %q, the menu %q", a.id, a.value, got, a.sign)
		}
	}
	if moves != 6 {
		t.Errorf("%d move annotations in the menu, want 6", moves)
	}
}
