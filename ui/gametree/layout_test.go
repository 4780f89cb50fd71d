package gametree

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// kogoPath is the largest real record of the shared corpus (see DESIGN.md):
// 62,443 nodes.
const kogoPath = "../../../shared/testdata/sgf/04-joseki/kogo/Kogo's Joseki Dictionary.sgf"

// kogo reads Kogo's Joseki Dictionary, skipping where the corpus is missing.
func kogo(tb testing.TB) *sgf.Tree {
	tb.Helper()
	data, err := os.ReadFile(kogoPath)
	if err != nil {
		tb.Skip("no corpus:", err)
	}
	return parseTree(tb, string(data))
}

func parseTree(t testing.TB, s string) *sgf.Tree {
	t.Helper()
	col, err := sgf.Parse([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := sgf.NewTree(col.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// picture draws a layout as text, a row a line: a node's first move letter
// (its point's column, "R" for the root, "-" for none), "|" for a cell a
// fork's line runs down, "+" for a collapsed node's count, "." for a free
// cell.
func picture(l *treeLayout) string {
	cols, rows := l.size()
	grid := make([][]byte, rows)
	for r := range grid {
		grid[r] = []byte(strings.Repeat(".", cols))
	}
	for id, n := range l.nodes {
		c := l.at[id]
		ch := byte('-')
		switch {
		case l.parent[id] < 0:
			ch = 'R'
		case n.Value("B") != "":
			ch = n.Value("B")[0]
		case n.Value("W") != "":
			ch = n.Value("W")[0]
		}
		grid[c.row][c.col] = ch
		for r := c.row + 1; r <= l.down[id]; r++ {
			grid[r][c.col] = '|'
		}
		if _, ok := l.hidden[int32(id)]; ok {
			grid[c.row][c.col+1] = '+'
		}
	}
	var s strings.Builder
	for _, row := range grid {
		s.Write(row)
		s.WriteByte('\n')
	}
	return s.String()
}

// findMove returns the node below root that plays at point v ("cc").
func findMove(root *sgf.Node, v string) *sgf.Node {
	var found *sgf.Node
	root.Walk(func(n *sgf.Node) bool {
		if n.Value("B") == v || n.Value("W") == v {
			found = n
		}
		return found == nil
	})
	return found
}

func TestTreeLayoutPictures(t *testing.T) {
	// The main line a..e; at b three answers (c, f, g), the later below
	// the earlier, and at h, in g's line, two (i, j): j goes below. A
	// collapsed node keeps the cell after it for its count.
	const record = "(;SZ[19];B[aa];W[bb](;B[cc];W[dd];B[ee])(;B[ff])(;B[gg];W[hh](;B[ii])(;B[jj];W[kk])))"
	for _, tc := range []struct {
		name     string
		collapse []string
		want     string
	}{
		{"open", nil, "" +
			"Rabcde.\n" +
			"..|f...\n" +
			"..|ghi.\n" +
			"....|jk\n"},
		{"one collapsed", []string{"hh"}, "" +
			"Rabcde\n" +
			"..|f..\n" +
			"..|gh+\n"},
		{"the fork collapsed", []string{"bb"}, "" +
			"Rab+\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := parseTree(t, record)
			collapsed := map[*sgf.Node]bool{}
			for _, v := range tc.collapse {
				collapsed[findMove(tr.Root(), v)] = true
			}
			l := newTreeLayout(tr.Root(), collapsed)
			if got := picture(l); got != tc.want {
				t.Errorf("layout\n%swant\n%s", got, tc.want)
			}
			checkLayout(t, l, collapsed)
		})
	}
}

func TestTreeLayoutDeepestForkFirst(t *testing.T) {
	// Forks at a, b and c on the main line, each with a line of two: the
	// deepest takes the row under the main line, and each earlier one a
	// row under the later one's, so that its line down passes them by.
	tr := parseTree(t, "(;SZ[19];B[aa](;W[bb](;B[cc](;W[dd];B[ee])(;W[ff];B[gg]))(;B[hh];W[ii]))(;W[jj];B[kk]))")
	want := "" +
		"Rabcde\n" +
		".|||fg\n" +
		".||hi.\n" +
		".|jk..\n"
	l := newTreeLayout(tr.Root(), nil)
	if got := picture(l); got != want {
		t.Errorf("layout\n%swant\n%s", got, want)
	}
	checkLayout(t, l, nil)
}

// checkLayout checks the rules every layout keeps: each node shown once, in
// the column of its depth; the main line on row 0; the children of a node
// shown in their order, the first on its row and the others each below the
// one before; and no two things in one cell: a node, the count of a
// collapsed node, and a fork's line down (shared by its variations) each
// own theirs, so no line crosses another or runs through a node.
func checkLayout(t *testing.T, l *treeLayout, collapsed map[*sgf.Node]bool) {
	t.Helper()
	root := l.nodes[0]
	owner := map[treeCell]string{}
	claim := func(c treeCell, what string) {
		t.Helper()
		if c.col < 0 || c.row < 0 || int(c.col) >= l.cols || int(c.row) >= l.rows {
			t.Errorf("%s at %v is off the %dx%d grid", what, c, l.cols, l.rows)
		}
		if prev, ok := owner[c]; ok {
			t.Errorf("cell %v holds %s and %s", c, prev, what)
		}
		owner[c] = what
	}
	shown := 0
	// Walk the nodes shown: Walk cannot skip a collapsed subtree.
	for stack := []*sgf.Node{root}; len(stack) > 0; {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		shown++
		c, ok := l.cellOf(n)
		if !ok {
			t.Errorf("node at depth %d is not laid out", n.Depth())
			continue
		}
		if got := l.nodeAt(c); got != n {
			t.Errorf("nodeAt(%v) is not the node laid out there", c)
		}
		name := fmt.Sprintf("node %v", c)
		claim(c, name)
		if int(c.col) != n.Depth() {
			t.Errorf("%s has depth %d", name, n.Depth())
		}
		ch := n.Children()
		if collapsed[n] && len(ch) > 0 {
			claim(treeCell{c.col + 1, c.row}, "the count of "+name)
			if got, want := l.hidden[l.ids[n]], countBelow(n); got != want {
				t.Errorf("%s hides %d nodes, counted %d", name, got, want)
			}
			n.Walk(func(m *sgf.Node) bool {
				if _, ok := l.cellOf(m); ok && m != n {
					t.Errorf("a node under collapsed %s is laid out", name)
				}
				return true
			})
			continue
		}
		prev := c.row
		for i, k := range ch {
			kc, ok := l.cellOf(k)
			switch {
			case !ok:
			case i == 0 && kc.row != c.row:
				t.Errorf("the first child of %s is on row %d", name, kc.row)
			case i > 0 && kc.row <= prev:
				t.Errorf("child %d of %s is on row %d, not below row %d", i, name, kc.row, prev)
			default:
				prev = kc.row
			}
		}
		if prev > c.row {
			if l.down[l.ids[n]] != prev {
				t.Errorf("the line down from %s ends at row %d, its last variation is on %d", name, l.down[l.ids[n]], prev)
			}
			for r := c.row + 1; r <= prev; r++ {
				claim(treeCell{c.col, r}, "the line down from "+name)
			}
		}
		stack = append(stack, ch...)
	}
	if shown != len(l.nodes) {
		t.Errorf("%d nodes laid out, %d shown", len(l.nodes), shown)
	}
	for _, n := range root.MainLine() {
		if c, ok := l.cellOf(n); ok && c.row != 0 {
			t.Errorf("main line node at depth %d is on row %d", n.Depth(), c.row)
		}
	}
}

// randomTree grows a tree of about size nodes by random moves (and a few
// passes) at random nodes, so that it has forks at every depth.
func randomTree(t testing.TB, rng *rand.Rand, size int) *sgf.Tree {
	t.Helper()
	tr, err := sgf.New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	nodes := []*sgf.Node{tr.Root()}
	for len(nodes) < size {
		at := nodes[rng.IntN(len(nodes))]
		if rng.IntN(3) > 0 { // favour the ends of lines: long variations
			at = nodes[len(nodes)-1-rng.IntN(min(len(nodes), 4))]
		}
		tr.GoTo(at)
		p := engine.Pt(rng.IntN(9), rng.IntN(9))
		if rng.IntN(20) == 0 {
			p = engine.Pass
		}
		n, err := tr.Play(engine.Move{Color: tr.ToPlay(at), Point: p})
		if err == nil && !slices.Contains(nodes, n) {
			nodes = append(nodes, n)
		}
	}
	return tr
}

func TestTreeLayoutRandomTreesKeepTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 11))
	for i := 0; i < 40; i++ {
		tr := randomTree(t, rng, 5+rng.IntN(120))
		collapsed := map[*sgf.Node]bool{}
		tr.Root().Walk(func(n *sgf.Node) bool {
			if n != tr.Root() && len(n.Children()) > 0 && rng.IntN(8) == 0 {
				collapsed[n] = true
			}
			return true
		})
		checkLayout(t, newTreeLayout(tr.Root(), nil), nil)
		checkLayout(t, newTreeLayout(tr.Root(), collapsed), collapsed)
		if t.Failed() {
			t.Fatalf("tree %d:\n%s", i, picture(newTreeLayout(tr.Root(), nil)))
		}
	}
}

// sameLayout reports how a and b differ, "" when they lay out the same
// nodes in the same cells and answer every query alike.
func sameLayout(a, b *treeLayout) string {
	if a.cols != b.cols || a.rows != b.rows {
		return fmt.Sprintf("size %dx%d, want %dx%d", a.cols, a.rows, b.cols, b.rows)
	}
	if !slices.Equal(a.nodes, b.nodes) || !slices.Equal(a.at, b.at) || !slices.Equal(a.parent, b.parent) || !slices.Equal(a.down, b.down) {
		return "nodes placed differently"
	}
	if len(a.ids) != len(b.ids) || len(a.hidden) != len(b.hidden) {
		return fmt.Sprintf("%d ids and %d collapsed, want %d and %d", len(a.ids), len(a.hidden), len(b.ids), len(b.hidden))
	}
	for n, id := range b.ids {
		if a.ids[n] != id {
			return "ids differ"
		}
	}
	for id, k := range b.hidden {
		if a.hidden[id] != k {
			return "hidden counts differ"
		}
	}
	if !slices.Equal(a.colStart, b.colStart) || !slices.Equal(a.colIDs, b.colIDs) {
		return "column index differs"
	}
	return ""
}

func TestTreeLayoutAfterEditsEqualsAFreshOne(t *testing.T) {
	// The view lays the tree out again after each edit in the memory of the
	// last layout; nothing of the old tree may stay in it.
	rng := rand.New(rand.NewPCG(2, 11))
	for i := 0; i < 20; i++ {
		tr := randomTree(t, rng, 30+rng.IntN(60))
		collapsed := map[*sgf.Node]bool{}
		l := newTreeLayout(tr.Root(), collapsed)
		for e := 0; e < 30; e++ {
			var all []*sgf.Node
			tr.Root().Walk(func(n *sgf.Node) bool { all = append(all, n); return true })
			n := all[rng.IntN(len(all))]
			var what string
			switch k := rng.IntN(6); {
			case k == 0 && n != tr.Root():
				what = "delete"
				if err := tr.Delete(n); err != nil {
					t.Fatal(err)
				}
			case k == 1 && n != tr.Root():
				what = "promote"
				if err := tr.Promote(n); err != nil {
					t.Fatal(err)
				}
			case k == 2:
				what = "make main line"
				if err := tr.MakeMainLine(n); err != nil {
					t.Fatal(err)
				}
			case k == 3 && len(n.Children()) > 0:
				what = "collapse or expand"
				collapsed[n] = !collapsed[n]
			case k == 4 && tr.CanUndo():
				what = "undo"
				tr.Undo()
			default:
				what = "play"
				tr.GoTo(n)
				_, _ = tr.Play(engine.Move{Color: tr.ToPlay(n), Point: engine.Pt(rng.IntN(9), rng.IntN(9))})
			}
			l.build(tr.Root(), collapsed)
			if diff := sameLayout(l, newTreeLayout(tr.Root(), collapsed)); diff != "" {
				t.Fatalf("tree %d, edit %d (%s): the layout built again differs from a fresh one: %s", i, e, what, diff)
			}
		}
		checkLayout(t, l, collapsed)
	}
}

func TestTreeLayoutAppendInFindsWhatDrawsInARectangle(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 11))
	for i := 0; i < 20; i++ {
		l := newTreeLayout(randomTree(t, rng, 20+rng.IntN(150)).Root(), nil)
		for q := 0; q < 20; q++ {
			c0, r0 := rng.IntN(l.cols+2)-1, rng.IntN(l.rows+2)-1
			c1, r1 := c0+rng.IntN(8), r0+rng.IntN(8)
			got := l.appendIn(nil, c0, r0, c1, r1)
			var want []int32
			for id, c := range l.at {
				inCols := int(c.col) >= c0 && int(c.col) <= c1
				inRows := int(c.row) >= r0 && int(c.row) <= r1
				lineIn := int(c.row) < r0 && int(l.down[id]) >= r0
				if inCols && (inRows || lineIn) {
					want = append(want, int32(id))
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("cells %d,%d to %d,%d: got ids %v, want %v in\n%s", c0, r0, c1, r1, got, want, picture(l))
			}
		}
	}
}

func TestTreeLayoutNodeAtEmptyAndOffGrid(t *testing.T) {
	tr := parseTree(t, "(;SZ[19];B[aa](;W[bb])(;W[cc]))")
	l := newTreeLayout(tr.Root(), nil)
	for _, c := range []treeCell{{0, 1}, {-1, 0}, {0, -1}, {5, 0}, {1, 9}, {2, 2}} {
		if n := l.nodeAt(c); n != nil {
			t.Errorf("nodeAt(%v) found a node", c)
		}
	}
	if n := l.nodeAt(treeCell{2, 1}); n != findMove(tr.Root(), "cc") {
		t.Errorf("nodeAt(2,1) is not the variation W cc")
	}
	empty := newTreeLayout(nil, nil)
	if cols, rows := empty.size(); cols != 0 || rows != 0 || empty.nodeAt(treeCell{}) != nil || len(empty.appendIn(nil, 0, 0, 3, 3)) != 0 {
		t.Errorf("an empty layout is %dx%d or finds nodes", cols, rows)
	}
}

// BenchmarkTreeLayoutKogo lays out Kogo's Joseki Dictionary: fresh, as
// when a file is opened, and again in the memory of the last layout, as
// after every edit.
func BenchmarkTreeLayoutKogo(b *testing.B) {
	tr := kogo(b)
	b.Run("fresh", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			newTreeLayout(tr.Root(), nil)
		}
	})
	b.Run("again", func(b *testing.B) {
		l := newTreeLayout(tr.Root(), nil)
		b.ReportAllocs()
		for b.Loop() {
			l.build(tr.Root(), nil)
		}
		b.ReportMetric(float64(len(l.nodes)), "nodes")
	})
}
