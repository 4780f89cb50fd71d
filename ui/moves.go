package ui

import (
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// moveNumbers maps each point to the number of the last move played there
// on the path to n.
func moveNumbers(path []*sgf.Node, w, h int) (map[engine.Point]int, int) {
	nums := make(map[engine.Point]int)
	k := 0
	for _, n := range path {
		m, has, err := n.Move(w, h)
		if !has {
			continue
		}
		k++
		if err == nil && m.Point != engine.Pass {
			nums[m.Point] = k
		}
	}
	return nums, k
}

// nextMoves lists the moves of n's children: the variations from here.
func nextMoves(n *sgf.Node, w, h int) []engine.Move {
	var next []engine.Move
	for _, c := range n.Children() {
		if m, has, err := c.Move(w, h); has && err == nil && m.Point != engine.Pass {
			next = append(next, m)
		}
	}
	return next
}
