package problem

import "github.com/torreya/torreya/engine/sgf"

// Looks reports whether root has the shape of a problem: setup stones (AB or
// AW) in the root or in the nodes before the first move, and moves below.
// A game record is not a problem: it has no setup, or only handicap stones
// followed by its moves.
func Looks(root *sgf.Node) bool {
	if root == nil || !hasMove(root) {
		return false
	}
	setup := false
	for n := root; n != nil && !n.Has("B") && !n.Has("W"); n = n.Next() {
		if n.Has("AB") || n.Has("AW") {
			setup = true
			break
		}
	}
	return setup && root.HandicapStones() == nil
}
