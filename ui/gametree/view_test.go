package gametree

import (
	"image/color"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// variantTheme is Fyne's default theme in one variant, whatever the
// system's: the golden images show the panel as users see it.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

func newTestTreeView(t testing.TB, tr *sgf.Tree, size fyne.Size, variant fyne.ThemeVariant) (*View, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), variant})
	v := NewView()
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(size)
	v.SetTree(tr)
	return v, w
}

// inSight reports whether node n is drawn inside the panel.
func inSight(v *View, n *sgf.Node) bool {
	at, ok := v.PositionOf(n)
	size := v.scroll.Size()
	return ok && at.X-treeStone >= 0 && at.Y-treeStone >= 0 && at.X+treeStone <= size.Width && at.Y+treeStone <= size.Height
}

// smallRecord has a pass, setup, comments, markup, annotations, three
// answers at the second move and a fork inside the second answer.
const smallRecord = "(;GM[1]FF[4]SZ[19]C[Three answers]" +
	";B[pd];W[dd]" +
	"(;B[pp];W[dp]C[The usual.];B[fc];W[cf]BM[1];B[];W[jj]TR[jj])" +
	"(;B[dp];W[pp](;B[nq];W[pn]TE[1]C[Good.];B[qq];W[qp]LB[qp:a];B[])(;AB[qq]AW[qp]C[Setup];B[rq]))" +
	"(;B[qp];W[pp]IT[];B[nc]))"

func TestTreeViewGoldenSmall(t *testing.T) {
	for _, tc := range []struct {
		file    string
		variant fyne.ThemeVariant
	}{{"tree/small-dark.png", theme.VariantDark}, {"tree/small-light.png", theme.VariantLight}} {
		tr := parseTree(t, smallRecord)
		tr.GoTo(findMove(tr.Root(), "qq")) // deep in the second answer
		v, w := newTestTreeView(t, tr, fyne.NewSize(260, 150), tc.variant)
		v.Changed()
		test.AssertImageMatches(t, tc.file, w.Canvas().Capture())
	}
}

// TestTreeViewGoldenJudged rings the main line's moves by what Judge says:
// a problem's right and wrong answers, and a review's blunder, big, medium
// and small losses in purple, red, orange and yellow.
func TestTreeViewGoldenJudged(t *testing.T) {
	tr := parseTree(t, "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gc];W[cg];B[gg];W[ec])")
	says := map[string]int{"ee": Right, "cc": Wrong, "gc": MediumLoss, "cg": SmallLoss, "gg": Blunder, "ec": BigLoss}
	v, w := newTestTreeView(t, tr, fyne.NewSize(200, 60), theme.VariantDark)
	v.Judge = func(n *sgf.Node) int {
		for _, id := range []string{"B", "W"} {
			if j, ok := says[n.Value(id)]; ok && n.Has(id) {
				return j
			}
		}
		return 0
	}
	v.Changed()
	test.AssertImageMatches(t, "tree/judged.png", w.Canvas().Capture())
}

// deepTree is a record like a small joseki dictionary: a main line of 40
// moves with variations along it, and variations of those, three deep.
func deepTree(t testing.TB) *sgf.Tree {
	t.Helper()
	tr, err := sgf.New(19, 19)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 11))
	var grow func(at *sgf.Node, length, level int)
	grow = func(at *sgf.Node, length, level int) {
		line := []*sgf.Node{at}
		for len(line) <= length {
			n := line[len(line)-1]
			tr.GoTo(n)
			next, err := tr.Play(engine.Move{Color: tr.ToPlay(n), Point: engine.Pt(rng.IntN(19), rng.IntN(19))})
			if err == nil {
				line = append(line, next)
			}
		}
		for _, n := range line[:len(line)-1] {
			if level > 0 && rng.IntN(4) == 0 {
				grow(n, 2+rng.IntN(length), level-1)
			}
		}
	}
	grow(tr.Root(), 40, 3)
	tr.GoTo(tr.Root())
	return tr
}

func TestTreeViewGoldenDeepCollapsed(t *testing.T) {
	// Every variation of more than five nodes is collapsed; the current
	// node is far along the main line, so the panel has scrolled to it.
	tr := deepTree(t)
	v, w := newTestTreeView(t, tr, fyne.NewSize(300, 200), theme.VariantDark)
	tr.Root().Walk(func(n *sgf.Node) bool {
		if p := n.Parent(); p != nil && p.Next() != n && countBelow(n) > 5 {
			v.collapsed[n] = true
		}
		return true
	})
	line := tr.Root().MainLine()
	tr.GoTo(line[len(line)*2/3])
	v.relayout()
	v.Changed()
	if !inSight(v, tr.Current()) {
		t.Errorf("the current node is out of sight")
	}
	test.AssertImageMatches(t, "tree/deep-collapsed.png", w.Canvas().Capture())
}

func TestTreeViewTapSelectsTheNode(t *testing.T) {
	tr := parseTree(t, smallRecord)
	v, w := newTestTreeView(t, tr, fyne.NewSize(400, 300), theme.VariantDark)
	var got []*sgf.Node
	v.OnSelect = func(n *sgf.Node) { got = append(got, n) }
	want := []*sgf.Node{findMove(tr.Root(), "cf"), tr.Root(), findMove(tr.Root(), "rq")}
	for _, n := range want {
		at, ok := v.PositionOf(n)
		if !ok {
			t.Fatal("a node is not laid out")
		}
		test.TapCanvas(w.Canvas(), at.Add(fyne.NewPos(treeStone-2, 2-treeStone))) // off centre, on the stone
	}
	test.TapCanvas(w.Canvas(), fyne.NewPos(treeMargin+treeStep/2, treeMargin+2.5*treeStep)) // an empty cell
	if len(got) != len(want) {
		t.Fatalf("%d nodes selected, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("tap %d selected the node at depth %d, want depth %d", i, got[i].Depth(), want[i].Depth())
		}
	}
	if tr.Current() != tr.Root() {
		t.Errorf("a tap moved the tree itself; the controller does that")
	}
}

func TestTreeViewFollowsTheCurrentNode(t *testing.T) {
	tr := deepTree(t)
	v, w := newTestTreeView(t, tr, fyne.NewSize(200, 150), theme.VariantDark)
	var selected *sgf.Node
	v.OnSelect = func(n *sgf.Node) { selected = n }
	// Far along the main line, then to the last node of the file: both
	// out of sight of the start.
	line := tr.Root().MainLine()
	var last *sgf.Node
	tr.Root().Walk(func(n *sgf.Node) bool { last = n; return true })
	for _, n := range []*sgf.Node{line[len(line)-1], last, line[1]} {
		if inSight(v, n) && n != line[1] {
			t.Fatalf("the node at depth %d is in sight before the move", n.Depth())
		}
		tr.GoTo(n)
		v.Changed()
		if !inSight(v, n) {
			t.Errorf("the current node at depth %d is not in sight after Changed", n.Depth())
		}
		if got := v.path[len(v.path)-1]; got != n {
			t.Errorf("the ring is not on the current node")
		}
		at, _ := v.PositionOf(n)
		test.TapCanvas(w.Canvas(), at)
		if selected != n {
			t.Errorf("a tap on the current node at depth %d, scrolled to, did not select it", n.Depth())
		}
	}
}

func TestTreeViewCollapseAndExpand(t *testing.T) {
	tr := parseTree(t, smallRecord)
	v, w := newTestTreeView(t, tr, fyne.NewSize(400, 300), theme.VariantDark)
	fork := findMove(tr.Root(), "dd").Children()[1] // B dp, the second answer
	below := findMove(tr.Root(), "rq")
	at, _ := v.PositionOf(fork)
	test.TapSecondaryAt(v.graph, at.Add(v.scroll.Offset))
	if !v.Collapsed(fork) {
		t.Fatal("a secondary tap did not collapse the node")
	}
	if _, ok := v.layout.cellOf(below); ok {
		t.Error("a node below the collapsed one is still laid out")
	}
	if _, ok := v.layout.cellOf(fork); !ok {
		t.Error("the collapsed node itself is not laid out")
	}
	// A tap on the count beside it opens it again.
	test.TapCanvas(w.Canvas(), at.Add(fyne.NewPos(treeStep, 0)))
	if v.Collapsed(fork) {
		t.Fatal("a tap on the count did not expand the node")
	}
	if _, ok := v.layout.cellOf(below); !ok {
		t.Error("the expanded node's subtree is not laid out")
	}

	// Passing the same tree again keeps what is collapsed.
	v.toggle(fork)
	v.SetTree(tr)
	if !v.Collapsed(fork) {
		t.Error("SetTree with the tree shown expanded it")
	}
	v.toggle(fork)

	// Collapsed around the current node, the ring moves to the collapsed
	// node and stays there until the current node moves; a move into the
	// hidden part opens it.
	tr.GoTo(below)
	v.Changed()
	v.toggle(fork)
	v.Changed()
	if !v.Collapsed(fork) || v.path[len(v.path)-1] != fork {
		t.Errorf("collapsing around the current node: collapsed %v, ring on the collapsed node %v", v.Collapsed(fork), v.path[len(v.path)-1] == fork)
	}
	tr.GoTo(below.Parent())
	v.Changed()
	if v.Collapsed(fork) || !inSight(v, below.Parent()) {
		t.Errorf("moving into a collapsed subtree: still collapsed %v, current in sight %v", v.Collapsed(fork), inSight(v, below.Parent()))
	}
	// A leaf has nothing to collapse.
	leaf := findMove(tr.Root(), "nc")
	at, _ = v.PositionOf(leaf)
	test.TapSecondaryAt(v.graph, at.Add(v.scroll.Offset))
	if v.Collapsed(leaf) {
		t.Error("a leaf was collapsed")
	}
}

func TestTreeViewLaysOutAgainAfterEdits(t *testing.T) {
	tr := parseTree(t, smallRecord)
	v, _ := newTestTreeView(t, tr, fyne.NewSize(300, 200), theme.VariantDark)
	tr.GoTo(findMove(tr.Root(), "nc"))
	n, err := tr.Play(engine.Move{Color: engine.White, Point: engine.Pt(2, 2)})
	if err != nil {
		t.Fatal(err)
	}
	v.Changed()
	if c, ok := v.layout.cellOf(n); !ok || v.layout.nodeAt(c) != n || v.path[len(v.path)-1] != n {
		t.Fatal("a new move is not laid out and ringed")
	}
	gone := findMove(tr.Root(), "dd").Children()[1] // the second answer, B dp, with its subtree
	if err := tr.Delete(gone); err != nil {
		t.Fatal(err)
	}
	v.Changed()
	if _, ok := v.layout.cellOf(gone); ok {
		t.Error("a deleted node is still laid out")
	}
	checkLayout(t, v.layout, v.collapsed)
	tr.Undo()
	v.Changed()
	if _, ok := v.layout.cellOf(gone); !ok {
		t.Error("a node whose deletion was undone is not laid out")
	}
	// Another tree replaces the first entirely; no tree empties the panel.
	other := parseTree(t, "(;SZ[9];B[ee])")
	v.SetTree(other)
	if v.layout.nodeAt(treeCell{0, 0}) != other.Root() || len(v.layout.nodes) != 2 {
		t.Error("SetTree did not lay out the new tree")
	}
	v.SetTree(nil)
	v.Changed()
	if len(v.layout.nodes) != 0 || len(v.path) != 0 {
		t.Error("without a tree the panel still shows nodes")
	}
}

func TestTreeNodeLooks(t *testing.T) {
	bad := treeAnnotations[0].ink
	for _, tc := range []struct {
		node string
		want nodeLook
	}{
		{";B[aa]", nodeLook{shape: shapeStone, color: engine.Black}},
		{";W[]", nodeLook{shape: shapePass, color: engine.White}},
		{";B[tt]", nodeLook{shape: shapePass, color: engine.Black}},
		{";AB[aa][bb]", nodeLook{shape: shapeSetup, color: engine.Black}},
		{";AW[aa]", nodeLook{shape: shapeSetup, color: engine.White}},
		{";AB[aa]AW[bb]", nodeLook{shape: shapeSetup}},
		{";AE[aa]", nodeLook{shape: shapeSetup}},
		{";AB[aa]W[bb]", nodeLook{shape: shapeStone, color: engine.White}},
		{";C[Just words.]", nodeLook{shape: shapeEmpty, comment: true}},
		{";B[aa]C[]", nodeLook{shape: shapeStone, color: engine.Black}},
		{";B[aa]TR[bb]", nodeLook{shape: shapeStone, color: engine.Black, markup: true}},
		{";W[aa]LB[bb:x]", nodeLook{shape: shapeStone, color: engine.White, markup: true}},
		{";B[aa]LN[bb:cc]", nodeLook{shape: shapeStone, color: engine.Black, markup: true}},
		{";B[aa]BM[2]TE[1]C[Bad]", nodeLook{shape: shapeStone, color: engine.Black, comment: true, note: bad, sign: "??"}},
		{";W[aa]DO[]", nodeLook{shape: shapeStone, color: engine.White, note: treeAnnotations[1].ink, sign: "?!"}},
		{";GB[1]", nodeLook{shape: shapeEmpty, note: treeAnnotations[5].ink}},
	} {
		tr := parseTree(t, "(;SZ[19]"+tc.node+")")
		if got := lookOf(tr.Root().Next(), false, 19, 19); got != tc.want {
			t.Errorf("%s looks like %+v, want %+v", tc.node, got, tc.want)
		}
		if got := lookOf(tr.Root(), true, 19, 19); got.shape != shapeRoot {
			t.Errorf("the root is drawn as shape %d", got.shape)
		}
	}
}

func TestTreeViewDrawsOnlyWhatIsInSight(t *testing.T) {
	// The largest file of the corpus, or without it a deep record.
	var tr *sgf.Tree
	if _, err := os.Stat(kogoPath); err == nil {
		tr = kogo(t)
	} else {
		tr = deepTree(t)
	}
	size := fyne.NewSize(300, 600)
	v, _ := newTestTreeView(t, tr, size, theme.VariantDark)
	r := test.WidgetRenderer(v.graph).(*treeRenderer)
	// At most the cells in sight and a cell around: a stone for each
	// (two for a pass) and three lines.
	cells := (int(size.Width)/treeStep + 4) * (int(size.Height)/treeStep + 4)
	full := v.graph.MinSize()
	rng := rand.New(rand.NewPCG(5, 11))
	for i := 0; i < 12; i++ {
		off := fyne.NewPos(rng.Float32()*(full.Width-size.Width), rng.Float32()*(full.Height-size.Height))
		if i == 0 {
			off = fyne.Position{}
		}
		v.scroll.ScrollToOffset(off)
		v.graph.Refresh()
		// Every node wholly in sight has a visible stone at its centre.
		drawn := map[fyne.Position]bool{}
		for _, c := range r.circles.AppendTo(nil) {
			if c.Visible() {
				drawn[c.Position().Add(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))] = true
			}
		}
		for _, c := range r.rects.AppendTo(nil) {
			if c.Visible() {
				drawn[c.Position().Add(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))] = true
			}
		}
		inSight := 0
		for id, n := range v.layout.nodes {
			at := cellCenter(v.layout.at[id]).Subtract(off)
			if at.X < treeStone || at.Y < treeStone || at.X > size.Width-treeStone || at.Y > size.Height-treeStone {
				continue // not wholly in sight
			}
			inSight++
			if !drawn[cellCenter(v.layout.at[id])] {
				t.Fatalf("offset %v: the node at depth %d in sight is not drawn", off, n.Depth())
			}
		}
		if i == 0 && inSight == 0 {
			t.Fatal("no node in sight at the start")
		}
		if n := len(r.circles.AppendTo(nil)) + len(r.rects.AppendTo(nil)); n > 2*cells {
			t.Errorf("offset %v: %d stone objects for %d cells in sight", off, n, cells)
		}
		if n := len(r.lines.AppendTo(nil)); n > 3*cells {
			t.Errorf("offset %v: %d lines for %d cells in sight", off, n, cells)
		}
	}
}

// BenchmarkTreeViewStepKogo moves the current node of Kogo's Joseki
// Dictionary one node on in depth-first order (a step forward, or to the
// next variation) and brings the panel up to date: ring, path and the
// objects in sight, scrolling when the node leaves it.
func BenchmarkTreeViewStepKogo(b *testing.B) {
	tr := kogo(b)
	v, _ := newTestTreeView(b, tr, fyne.NewSize(300, 700), theme.VariantDark)
	var order []*sgf.Node
	tr.Root().Walk(func(n *sgf.Node) bool { order = append(order, n); return len(order) < 20000 })
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		tr.GoTo(order[i%len(order)])
		v.Changed()
		i++
	}
}

// TestTreeViewCrossesOutIllegalMoves crosses out the moves the rules refuse
// (here a stone on an occupied point, kept in the record), and only those,
// once a replay has found them.
func TestTreeViewCrossesOutIllegalMoves(t *testing.T) {
	tr := parseTree(t, "(;GM[1]FF[4]SZ[9];B[ee];W[ee];B[cc](;W[cc])(;W[gg]))")
	if bad := tr.Check(); len(bad) != 2 {
		t.Fatalf("Check found %d illegal moves, want 2", len(bad))
	}
	v, w := newTestTreeView(t, tr, fyne.NewSize(200, 90), theme.VariantDark)
	v.Changed()
	r := test.TempWidgetRenderer(t, v.graph).(*treeRenderer)
	if got := r.crosses.Used(); got != 4 {
		t.Errorf("%d cross lines drawn, want 4 (two illegal moves)", got)
	}
	test.AssertImageMatches(t, "tree/illegal.png", w.Canvas().Capture())
}

// TestTreeViewTipFollowsThePointer shows the Describe lines of the node
// under the pointer, inside the panel, and hides them when the pointer
// leaves the node.
func TestTreeViewTipFollowsThePointer(t *testing.T) {
	tr := parseTree(t, smallRecord)
	v, w := newTestTreeView(t, tr, fyne.NewSize(260, 150), theme.VariantDark)
	v.Describe = func(n *sgf.Node) []string {
		return []string{"depth " + strconv.Itoa(n.Depth()), "a second line, long enough to need clipping when the panel is narrow, and then some more"}
	}
	r := test.TempWidgetRenderer(t, v.graph).(*treeRenderer)
	n := findMove(tr.Root(), "dp")
	at, ok := v.PositionOf(n)
	if !ok {
		t.Fatal("the node is not laid out")
	}
	test.MoveMouse(w.Canvas(), at)
	if tip := v.Tip(); len(tip) != 2 || tip[0] != "depth "+strconv.Itoa(n.Depth()) {
		t.Fatalf("tip %q, want the node's two lines", tip)
	}
	if !r.tip.Visible() || r.tipText.Used() != 2 {
		t.Fatalf("tip drawn %v with %d lines, want shown with 2", r.tip.Visible(), r.tipText.Used())
	}
	if p, s := r.tip.Position(), r.tip.Size(); p.X < 0 || p.Y < 0 || p.X+s.Width > 260+v.scroll.Offset.X+1 {
		t.Errorf("tip at %v size %v runs out of the 260 px panel", p, s)
	}
	test.AssertImageMatches(t, "tree/tip.png", w.Canvas().Capture())
	test.MoveMouse(w.Canvas(), fyne.NewPos(treeMargin+treeStep/2, treeMargin+2.5*treeStep)) // an empty cell
	if v.Tip() != nil || r.tip.Visible() {
		t.Errorf("the tip stays over an empty cell")
	}
}
