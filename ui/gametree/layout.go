package gametree

import (
	"sort"

	"github.com/torreya/torreya/engine/sgf"
)

// treeLayout places the nodes of a game tree on a grid for the tree panel.
// A node's column is its depth. The main line (the first child after each
// node) is row 0; every other child starts a variation, a line of first
// children that takes one row from the column of its fork to its end.
//
// The line to a variation runs down the fork's column and then diagonally
// into the variation's first cell, so it crosses the rows between; the
// layout keeps those cells for it. Variations are placed deepest fork first
// along a line, and at a fork in their order, each on the first row where
// every cell from the fork's column to the variation's end is free from
// there down (a skyline per column). So the main line stays straight, no two
// lines cross and no line runs through a node, and later variations of a
// fork stand below earlier ones.
//
// A collapsed node is drawn but its descendants are not laid out; the cell
// after it is kept for the count of what it hides.
//
// The layout is built in one pass over the nodes shown and then answers
// where a node is, which node is in a cell, and which nodes a rectangle of
// cells shows, without walking the tree again.
type treeLayout struct {
	nodes  []*sgf.Node         // the nodes laid out, by id: the order they were placed in
	at     []treeCell          // at[id] is the cell of nodes[id]
	parent []int32             // parent[id] is the id of the parent, -1 for the root
	down   []int32             // down[id] is the row of a fork's last variation, -1 for no variation
	ids    map[*sgf.Node]int32 // the id of each node laid out
	hidden map[int32]int       // the number of nodes a collapsed node hides, by its id

	// colStart[c] to colStart[c+1] are the entries of column c in colIDs,
	// which lists the ids of each column by row.
	colStart []int32
	colIDs   []int32

	cols, rows int // the size of the grid

	// Kept between builds: sky[c] is the first row of column c from which
	// every row down is free; byRow is the index's scratch space.
	sky, byRow []int32
}

// treeCell is a place on the grid: a column (the depth) and a row.
type treeCell struct{ col, row int32 }

// newTreeLayout lays out the tree below root. Nodes in collapsed keep their
// subtrees hidden; collapsed may be nil.
func newTreeLayout(root *sgf.Node, collapsed map[*sgf.Node]bool) *treeLayout {
	l := &treeLayout{ids: make(map[*sgf.Node]int32), hidden: make(map[int32]int)}
	l.build(root, collapsed)
	return l
}

// build lays out the tree below root again, reusing the memory of the last
// layout: after an edit the tree is laid out anew, which on the largest
// files takes a few milliseconds (BenchmarkTreeLayoutKogo).
func (l *treeLayout) build(root *sgf.Node, collapsed map[*sgf.Node]bool) {
	l.nodes, l.at, l.parent, l.down = l.nodes[:0], l.at[:0], l.parent[:0], l.down[:0]
	clear(l.ids)
	clear(l.hidden)
	l.cols, l.rows = 0, 0
	l.sky = l.sky[:0]
	if root == nil {
		l.index()
		return
	}
	open := func(n *sgf.Node) bool {
		return len(n.Children()) > 0 && (len(collapsed) == 0 || !collapsed[n])
	}
	sky := l.sky
	// Variations still to place, with the id of their parent; the root's
	// line first.
	type start struct {
		n      *sgf.Node
		parent int32
	}
	stack := []start{{root, -1}}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		col, fork := int32(0), int32(0)
		if s.parent >= 0 {
			fork = l.at[s.parent].col
			col = fork + 1
		}
		// The line's last column, and one more for a collapsed end's count.
		end := col
		m := s.n
		for open(m) {
			m = m.Children()[0]
			end++
		}
		if len(m.Children()) > 0 {
			end++
		}
		for int(end) >= len(sky) {
			sky = append(sky, 0)
		}
		row := int32(0)
		for c := fork; c <= end; c++ {
			row = max(row, sky[c])
		}
		for c := fork; c <= end; c++ {
			sky[c] = row + 1
		}
		if s.parent >= 0 {
			l.down[s.parent] = row
		}
		first := int32(len(l.nodes))
		parent := s.parent
		for m := s.n; ; m = m.Children()[0] {
			parent = l.add(m, treeCell{col, row}, parent)
			col++
			if !open(m) {
				if len(m.Children()) > 0 {
					l.hidden[parent] = countBelow(m)
				}
				break
			}
		}
		// Placed deepest fork first and in order at a fork: the stack gives
		// back the last pushed first.
		for id := first; id < int32(len(l.nodes)); id++ {
			if n := l.nodes[id]; open(n) {
				ch := n.Children()
				for k := len(ch) - 1; k >= 1; k-- {
					stack = append(stack, start{ch[k], id})
				}
			}
		}
	}
	l.sky = sky
	l.cols = len(sky)
	for _, s := range sky {
		l.rows = max(l.rows, int(s))
	}
	l.index()
}

// add lays out n at cell c and returns its id.
func (l *treeLayout) add(n *sgf.Node, c treeCell, parent int32) int32 {
	id := int32(len(l.nodes))
	l.nodes = append(l.nodes, n)
	l.at = append(l.at, c)
	l.parent = append(l.parent, parent)
	l.down = append(l.down, -1)
	l.ids[n] = id
	return id
}

// countBelow returns the number of nodes below n.
func countBelow(n *sgf.Node) int {
	k := -1
	n.Walk(func(*sgf.Node) bool { k++; return true })
	return k
}

// index sorts the ids by column and, within a column, by row: a counting
// sort by row, then a stable one by column.
func (l *treeLayout) index() {
	byRow := grow(l.byRow, len(l.nodes))
	l.byRow = byRow
	count := make([]int32, l.rows+1)
	for _, c := range l.at {
		count[c.row+1]++
	}
	for r := 1; r <= l.rows; r++ {
		count[r] += count[r-1]
	}
	for id, c := range l.at {
		byRow[count[c.row]] = int32(id)
		count[c.row]++
	}
	l.colStart = grow(l.colStart, l.cols+1)
	clear(l.colStart)
	for _, c := range l.at {
		l.colStart[c.col+1]++
	}
	for c := 1; c <= l.cols; c++ {
		l.colStart[c] += l.colStart[c-1]
	}
	next := append([]int32(nil), l.colStart[:l.cols]...)
	l.colIDs = grow(l.colIDs, len(l.nodes))
	for _, id := range byRow {
		c := l.at[id].col
		l.colIDs[next[c]] = id
		next[c]++
	}
}

// grow returns s resliced to length n, reallocated when it is too short.
func grow(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

// size returns the number of columns and rows the layout takes.
func (l *treeLayout) size() (cols, rows int) { return l.cols, l.rows }

// cellOf returns the cell of n; false when n is not laid out (hidden under
// a collapsed node, or not in the tree).
func (l *treeLayout) cellOf(n *sgf.Node) (treeCell, bool) {
	id, ok := l.ids[n]
	if !ok {
		return treeCell{}, false
	}
	return l.at[id], true
}

// column returns the ids of column c by row.
func (l *treeLayout) column(c int) []int32 {
	if c < 0 || c >= l.cols {
		return nil
	}
	return l.colIDs[l.colStart[c]:l.colStart[c+1]]
}

// nodeAt returns the node in cell c, or nil for a cell without one.
func (l *treeLayout) nodeAt(c treeCell) *sgf.Node {
	ids := l.column(int(c.col))
	i := sort.Search(len(ids), func(i int) bool { return l.at[ids[i]].row >= c.row })
	if i < len(ids) && l.at[ids[i]].row == c.row {
		return l.nodes[ids[i]]
	}
	return nil
}

// appendIn appends to dst the ids of the nodes in the cells from column c0
// to c1 and row r0 to r1, and of the forks in those columns above r0 whose
// line down reaches r0: everything that draws into the rectangle, but for
// the lines coming in from the left and from below, which belong to nodes
// one column to the right or one row further down.
func (l *treeLayout) appendIn(dst []int32, c0, r0, c1, r1 int) []int32 {
	for c := max(c0, 0); c <= min(c1, l.cols-1); c++ {
		ids := l.column(c)
		i := sort.Search(len(ids), func(i int) bool { return int(l.at[ids[i]].row) >= r0 })
		// No node lies between a fork and its last variation's row, so the
		// only line that can come down into the rectangle is the one from
		// the last node above it.
		if i > 0 && int(l.down[ids[i-1]]) >= r0 {
			dst = append(dst, ids[i-1])
		}
		for ; i < len(ids) && int(l.at[ids[i]].row) <= r1; i++ {
			dst = append(dst, ids[i])
		}
	}
	return dst
}
