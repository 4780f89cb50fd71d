package problem

import "github.com/torreya/torreya/engine/sgf"

// Looks reports whether root has the shape of a problem: setup stones (AB or
// AW) in the root or in the nodes before the first move, and moves below.
// A game record is not a problem: it has no setup, or only handicap stones
// (sgf.Node.HandicapStones) followed by one line or a long main line.
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
	if !setup {
		return false
	}
	moves, branches := 0, false
	for _, n := range root.MainLine() {
		if n.Has("B") || n.Has("W") {
			moves++
		}
	}
	root.Walk(func(n *sgf.Node) bool {
		branches = len(n.Children()) > 1
		return !branches
	})
	const longLine = 30 // moves: a problem's main line, after handicap stones only, is shorter
	if root.HandicapStones() != nil {
		return branches && moves < longLine
	}
	return true // however long: Gokyo Shumyo has a problem of 260 moves
}
