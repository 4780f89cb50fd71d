package gametree

import (
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
	"github.com/torreya/torreya/ui/internal/paint"
)

// View is the tree panel: the whole game tree drawn as a graph that
// scrolls, one small stone a node (a hollow one for a pass, a square for
// setup, an accent square for the root), lines for the branches, the current
// node ringed and the path to it drawn heavy in the accent colour. Badges on
// a node's rim mark a comment (yellow, above right) and an annotation
// (below left: red for a bad move, orange doubtful, green good, violet
// interesting, pink a hotspot, teal a judgement of the position) or else
// markup (a grey square).
//
// A tap on a node reports it to OnSelect. A secondary tap (a right click) on
// a node with children collapses its subtree or expands it again; a tap on
// the count beside a collapsed node expands it too.
//
// The view lays the tree out once (treeLayout) and again only after an
// edit, and draws only the cells in sight, reusing its canvas objects as it
// scrolls, so it stays quick on a dictionary of sixty thousand nodes.
type View struct {
	widget.BaseWidget

	// OnSelect is called with the node the user tapped.
	OnSelect func(*sgf.Node)
	// Judge, when set, rings a node by what it returns: green when it
	// leads to a problem's right answer (Right), red when wrong (Wrong),
	// and a review's moves by the points they lost (Blunder, BigLoss,
	// MediumLoss, SmallLoss, in the board's goban.LossGrade colours); 0
	// leaves it.
	Judge func(*sgf.Node) int
	// Describe, when set, gives the lines of the tip shown while the
	// pointer rests on a node: its move, judgement and comment in words.
	Describe func(*sgf.Node) []string

	hover *sgf.Node // the node under the pointer, nil for none

	tree      *sgf.Tree
	revision  uint64 // the tree's when it was laid out
	layout    *treeLayout
	collapsed map[*sgf.Node]bool
	cur       *sgf.Node   // the tree's current node when last shown
	path      []*sgf.Node // from the root to the node ringed: path[d] has depth d
	pathCells []treeCell  // where the nodes of path are

	graph  *treeGraph
	scroll *container.Scroll
}

var _ fyne.Widget = (*View)(nil)

// What Judge says of a node.
const (
	Right      = 1  // leads to a problem's right answer: a green ring
	Wrong      = -1 // a problem's wrong answer: a red ring
	BigLoss    = -1 // a review's move that lost many points: red, as wrong
	MediumLoss = -2 // one that lost some: an orange ring
	SmallLoss  = -3 // one that lost a few: a yellow ring
	Blunder    = -4 // one that lost more than a big loss: a purple ring
)

// Geometry of the graph, in pixels.
const (
	treeStep   = 24 // a cell's side
	treeMargin = 6  // around the grid
	treeStone  = 7  // a node's radius
	treeMark   = 3  // a comment or annotation badge's radius
)

// NewView returns an empty tree panel; SetTree gives it a tree.
func NewView() *View {
	v := &View{collapsed: make(map[*sgf.Node]bool), layout: newTreeLayout(nil, nil)}
	v.graph = &treeGraph{view: v}
	v.graph.ExtendBaseWidget(v.graph)
	v.scroll = container.NewScroll(v.graph)
	v.scroll.OnScrolled = func(fyne.Position) { v.graph.Refresh() }
	v.ExtendBaseWidget(v)
	return v
}

// SetTree shows t, all of it expanded, with its current node in sight. For
// the tree already shown it is Changed, keeping what is collapsed: a caller
// may pass its tree after every change.
func (v *View) SetTree(t *sgf.Tree) {
	if t == v.tree && t != nil {
		v.Changed()
		return
	}
	v.tree = t
	clear(v.collapsed)
	v.cur = nil
	v.relayout()
	v.follow()
}

// Changed brings the view in line with its tree after an edit or a move:
// it lays the tree out again when it was edited (see sgf.Tree.Revision),
// rings the current node, expanding what hides it, and scrolls to it.
func (v *View) Changed() {
	if v.tree != nil && v.tree.Revision() != v.revision {
		v.relayout()
	}
	v.follow()
}

// relayout lays the tree out again, keeping the collapsed nodes that are
// still in it.
func (v *View) relayout() {
	var root *sgf.Node
	if v.tree != nil {
		root = v.tree.Root()
		v.revision = v.tree.Revision()
		for n := range v.collapsed {
			if n.Root() != root {
				delete(v.collapsed, n)
			}
		}
	}
	v.layout.build(root, v.collapsed)
	v.scroll.Refresh() // the graph's size may have changed
}

// follow rings the tree's current node and, when it moved, opens what hides
// it and scrolls to it.
func (v *View) follow() {
	var cur *sgf.Node
	if v.tree != nil {
		cur = v.tree.Current()
	}
	moved := cur != v.cur
	v.cur = cur
	if moved {
		v.open(cur)
	}
	v.trace()
	if moved && len(v.path) > 0 {
		v.scrollTo(v.path[len(v.path)-1])
	}
	v.graph.Refresh()
}

// open expands the collapsed nodes above n.
func (v *View) open(n *sgf.Node) {
	if n == nil || len(v.collapsed) == 0 {
		return
	}
	opened := false
	for m := n.Parent(); m != nil; m = m.Parent() {
		if v.collapsed[m] {
			delete(v.collapsed, m)
			opened = true
		}
	}
	if opened {
		v.relayout()
	}
}

// trace finds the path from the root to the node to ring: the current node,
// or the collapsed node the user folded it into.
func (v *View) trace() {
	v.path = v.path[:0]
	for m := v.cur; m != nil; m = m.Parent() {
		v.path = append(v.path, m)
	}
	slices.Reverse(v.path)
	v.pathCells = v.pathCells[:0]
	for _, n := range v.path {
		c, ok := v.layout.cellOf(n)
		if !ok {
			v.path = v.path[:len(v.pathCells)]
			break
		}
		v.pathCells = append(v.pathCells, c)
	}
}

// scrollTo scrolls so that node n is in sight with a cell to spare, centring
// it on the axis along which it was out of sight.
func (v *View) scrollTo(n *sgf.Node) {
	c, ok := v.layout.cellOf(n)
	if !ok {
		return
	}
	at := cellCenter(c)
	off, size := v.scroll.Offset, v.scroll.Size()
	if size.Width <= 0 || size.Height <= 0 {
		return // not laid out yet: Resize scrolls
	}
	spare := float32(treeStep)
	if at.X-spare < off.X || at.X+spare > off.X+size.Width {
		off.X = at.X - size.Width/2
	}
	if at.Y-spare < off.Y || at.Y+spare > off.Y+size.Height {
		off.Y = at.Y - size.Height/2
	}
	full := v.graph.MinSize()
	off.X = max(0, min(off.X, full.Width-size.Width))
	off.Y = max(0, min(off.Y, full.Height-size.Height))
	v.scroll.ScrollToOffset(off)
}

// Resize lays the panel out at size and keeps the current node in sight:
// the panel may have been laid out at no size when it was shown.
func (v *View) Resize(size fyne.Size) {
	v.BaseWidget.Resize(size)
	if len(v.path) > 0 {
		v.scrollTo(v.path[len(v.path)-1])
	}
}

// toggle collapses node n's subtree or expands it.
func (v *View) toggle(n *sgf.Node) {
	if len(n.Children()) == 0 {
		return
	}
	before, _ := v.layout.cellOf(n)
	if v.collapsed[n] {
		delete(v.collapsed, n)
	} else {
		v.collapsed[n] = true
	}
	v.relayout()
	v.trace()
	// The node stays under the pointer: the view moves as far as the node
	// moved in the new layout.
	if after, ok := v.layout.cellOf(n); ok {
		d := cellCenter(after).Subtract(cellCenter(before))
		v.scroll.ScrollToOffset(v.scroll.Offset.Add(d))
	}
	v.graph.Refresh()
}

// PositionOf returns where node n is drawn, in the view's coordinates (it
// may be out of sight), and false when n is not laid out: not in the tree,
// or hidden in a collapsed subtree.
func (v *View) PositionOf(n *sgf.Node) (fyne.Position, bool) {
	c, ok := v.layout.cellOf(n)
	if !ok {
		return fyne.Position{}, false
	}
	return cellCenter(c).Subtract(v.scroll.Offset), true
}

// Collapsed reports whether node n's subtree is collapsed.
func (v *View) Collapsed(n *sgf.Node) bool { return v.collapsed[n] }

// CreateRenderer returns the view's renderer: the scrolling graph.
func (v *View) CreateRenderer() fyne.WidgetRenderer {
	v.ExtendBaseWidget(v)
	return &treeViewRenderer{v: v, objects: []fyne.CanvasObject{v.scroll}}
}

// treeViewRenderer sizes the scroll and redraws the graph when the panel
// grows: the graph draws only what is in sight.
type treeViewRenderer struct {
	v       *View
	objects []fyne.CanvasObject
}

func (r *treeViewRenderer) Destroy() {}

func (r *treeViewRenderer) Layout(size fyne.Size) {
	r.v.scroll.Resize(size)
	r.v.graph.Refresh()
}

// MinSize is a few cells: the graph scrolls.
func (r *treeViewRenderer) MinSize() fyne.Size {
	return fyne.NewSize(4*treeStep, 3*treeStep)
}

func (r *treeViewRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *treeViewRenderer) Refresh() {
	r.v.scroll.Refresh()
}

// cellCenter returns where the centre of cell c is drawn in the graph.
func cellCenter(c treeCell) fyne.Position {
	return fyne.NewPos(treeMargin+(float32(c.col)+0.5)*treeStep, treeMargin+(float32(c.row)+0.5)*treeStep)
}

// cellAt returns the cell under pos in the graph.
func cellAt(pos fyne.Position) treeCell {
	col := math.Floor(float64((pos.X - treeMargin) / treeStep))
	row := math.Floor(float64((pos.Y - treeMargin) / treeStep))
	return treeCell{int32(max(min(col, math.MaxInt32), -1)), int32(max(min(row, math.MaxInt32), -1))}
}

// treeGraph is the content of the view's scroll: as large as the whole
// layout, it draws only the part in sight.
type treeGraph struct {
	widget.BaseWidget
	view *View
}

var (
	_ fyne.Tappable          = (*treeGraph)(nil)
	_ fyne.SecondaryTappable = (*treeGraph)(nil)
	_ desktop.Hoverable      = (*treeGraph)(nil)
)

// MouseIn starts following the pointer for the tip.
func (g *treeGraph) MouseIn(e *desktop.MouseEvent) { g.MouseMoved(e) }

// MouseMoved shows the tip of the node under the pointer, if any.
func (g *treeGraph) MouseMoved(e *desktop.MouseEvent) {
	g.view.hoverAt(g.view.layout.nodeAt(cellAt(e.Position)))
}

// MouseOut hides the tip.
func (g *treeGraph) MouseOut() { g.view.hoverAt(nil) }

// hoverAt shows the tip of node n (nil: none).
func (v *View) hoverAt(n *sgf.Node) {
	if n == v.hover {
		return
	}
	v.hover = n
	v.graph.Refresh()
}

// Tip returns the lines of the tip shown now, nil when none is.
func (v *View) Tip() []string {
	if v.hover == nil || v.Describe == nil {
		return nil
	}
	return v.Describe(v.hover)
}

// Tapped reports the node tapped, or expands the collapsed node whose
// count was tapped.
func (g *treeGraph) Tapped(e *fyne.PointEvent) {
	v := g.view
	c := cellAt(e.Position)
	if n := v.layout.nodeAt(c); n != nil {
		if v.OnSelect != nil {
			v.OnSelect(n)
		}
		return
	}
	if n := v.layout.nodeAt(treeCell{c.col - 1, c.row}); n != nil && v.collapsed[n] {
		v.toggle(n)
	}
}

// TappedSecondary collapses or expands the node tapped.
func (g *treeGraph) TappedSecondary(e *fyne.PointEvent) {
	if n := g.view.layout.nodeAt(cellAt(e.Position)); n != nil {
		g.view.toggle(n)
	}
}

// CreateRenderer returns the graph's renderer.
func (g *treeGraph) CreateRenderer() fyne.WidgetRenderer {
	g.ExtendBaseWidget(g)
	r := &treeRenderer{g: g}
	r.lines.New = func() *canvas.Line { return canvas.NewLine(treeClear) }
	r.path.New = r.lines.New
	r.rects.New = func() *canvas.Rectangle { return canvas.NewRectangle(treeClear) }
	r.squareBadges.New = r.rects.New
	r.circles.New = func() *canvas.Circle { return canvas.NewCircle(treeClear) }
	r.dotBadges.New = r.circles.New
	r.texts.New = func() *canvas.Text {
		t := canvas.NewText("", treeClear)
		t.TextSize = 10
		return t
	}
	r.crosses.New = r.lines.New
	r.tipText.New = r.texts.New
	r.ring = canvas.NewCircle(treeClear)
	r.ring.Hide()
	r.tip = canvas.NewRectangle(treeClear)
	r.tip.Hide()
	r.dirty = true
	return r
}

// treeRenderer draws the cells of the graph in sight from pools of canvas
// objects, in layers: lines, the path's lines, nodes, their badges, the
// ring round the current node, and the counts of collapsed nodes.
type treeRenderer struct {
	g *treeGraph

	lines, path  paint.Pool[*canvas.Line]
	rects        paint.Pool[*canvas.Rectangle] // root and setup nodes
	circles      paint.Pool[*canvas.Circle]    // moves and empty nodes
	squareBadges paint.Pool[*canvas.Rectangle] // markup
	dotBadges    paint.Pool[*canvas.Circle]    // comments and annotations
	texts        paint.Pool[*canvas.Text]
	crosses      paint.Pool[*canvas.Line] // over illegal moves
	ring         *canvas.Circle
	tip          *canvas.Rectangle // the hovered node's tip, behind tipText
	tipText      paint.Pool[*canvas.Text]

	ids     []int32 // the nodes in sight, reused
	pal     treePalette
	objects []fyne.CanvasObject
	dirty   bool // objects must be gathered again
}

func (r *treeRenderer) Destroy() {}

// MinSize is the whole layout: the scroll shows a part of it.
func (r *treeRenderer) MinSize() fyne.Size {
	cols, rows := r.g.view.layout.size()
	return fyne.NewSize(2*treeMargin+float32(cols)*treeStep, 2*treeMargin+float32(rows)*treeStep)
}

func (r *treeRenderer) Layout(fyne.Size) { r.update() }

func (r *treeRenderer) Refresh() {
	r.update()
	canvas.Refresh(r.g)
}

func (r *treeRenderer) Objects() []fyne.CanvasObject {
	if r.dirty {
		o := r.lines.AppendTo(r.objects[:0])
		o = r.path.AppendTo(o)
		o = r.rects.AppendTo(o)
		o = r.circles.AppendTo(o)
		o = r.squareBadges.AppendTo(o)
		o = r.dotBadges.AppendTo(o)
		o = r.crosses.AppendTo(o)
		o = append(o, r.ring)
		o = r.texts.AppendTo(o)
		o = append(o, r.tip)
		o = r.tipText.AppendTo(o)
		r.objects = o
		r.dirty = false
	}
	return r.objects
}

// treePalette holds the colours of one frame, read from the theme.
type treePalette struct {
	line, path, fg, back, black, tip color.Color
}

// Colours of the graph that do not follow the theme: stones keep their
// colours on a light or dark panel, with a grey rim that reads on both;
// only Black's stones lighten to slate on a dark panel, where black would
// look hollow. Held as color.Color so that drawing does not allocate.
var (
	treeBlack   color.Color = color.NRGBA{0x14, 0x14, 0x16, 0xff}
	treeSlate   color.Color = color.NRGBA{0x4c, 0x4c, 0x52, 0xff}
	treeWhite   color.Color = color.NRGBA{0xf4, 0xf2, 0xec, 0xff}
	treeMixed   color.Color = color.NRGBA{0x8a, 0x8a, 0x8a, 0xff}
	treeRim     color.Color = color.NRGBA{0x80, 0x80, 0x84, 0xff}
	treeComment color.Color = color.NRGBA{0xf0, 0xc0, 0x30, 0xff}
	treeMarkup  color.Color = color.NRGBA{0x9a, 0x9a, 0xa2, 0xff}
	treeClear   color.Color = color.NRGBA{}
	// A review's losses, in the colours of the board's dots.
	treeBlunder    = goban.LossBlunder.Color()
	treeMediumLoss = goban.LossMedium.Color()
	treeSmallLoss  = goban.LossSmall.Color()
)

// treeAnnotations are the colours of the move and position annotations, the
// weightiest first: bad, doubtful, good, interesting, a hotspot, and the
// judgements of the position.
var treeAnnotations = [...]struct {
	id  string
	ink color.Color
}{
	{"BM", color.NRGBA{0xe0, 0x3c, 0x3c, 0xff}},
	{"DO", color.NRGBA{0xf0, 0x8c, 0x28, 0xff}},
	{"TE", color.NRGBA{0x3c, 0xb8, 0x50, 0xff}},
	{"IT", color.NRGBA{0xa0, 0x6c, 0xe8, 0xff}},
	{"HO", color.NRGBA{0xff, 0x50, 0xb4, 0xff}},
	{"GB", color.NRGBA{0x30, 0xb0, 0xc0, 0xff}},
	{"GW", color.NRGBA{0x30, 0xb0, 0xc0, 0xff}},
	{"DM", color.NRGBA{0x30, 0xb0, 0xc0, 0xff}},
	{"UC", color.NRGBA{0x30, 0xb0, 0xc0, 0xff}},
}

// update places the objects for the cells in sight.
func (r *treeRenderer) update() {
	v := r.g.view
	l := v.layout
	th := func(n fyne.ThemeColorName) color.Color { return theme.ColorForWidget(n, r.g) }
	r.pal = treePalette{line: paint.Fade(paint.NRGBA(th(theme.ColorNameForeground)), 0.4), path: th(theme.ColorNamePrimary),
		fg: th(theme.ColorNameForeground), back: th(theme.ColorNameBackground), black: treeBlack,
		tip: th(theme.ColorNameOverlayBackground)}
	if isDark(r.pal.back) {
		r.pal.black = treeSlate
	}

	r.lines.Reset()
	r.path.Reset()
	r.rects.Reset()
	r.circles.Reset()
	r.squareBadges.Reset()
	r.dotBadges.Reset()
	r.texts.Reset()
	r.crosses.Reset()
	r.tipText.Reset()
	defer func() {
		// Not short-circuited: every pool hides what it did not use.
		grown := r.lines.Settle()
		grown = r.path.Settle() || grown
		grown = r.rects.Settle() || grown
		grown = r.circles.Settle() || grown
		grown = r.squareBadges.Settle() || grown
		grown = r.dotBadges.Settle() || grown
		grown = r.texts.Settle() || grown
		grown = r.crosses.Settle() || grown
		grown = r.tipText.Settle() || grown
		r.dirty = r.dirty || grown
	}()

	// The cells in sight, and one more on each side for the lines that
	// come in from outside.
	off, size := v.scroll.Offset, v.scroll.Size()
	first := cellAt(off)
	last := cellAt(off.Add(fyne.NewPos(size.Width, size.Height)))
	c0, r0, c1, r1 := int(first.col)-1, int(first.row)-1, int(last.col)+1, int(last.row)+1
	r.ids = l.appendIn(r.ids[:0], c0, r0, c1, r1)
	w, h := 19, 19
	if v.tree != nil {
		w, h = v.tree.Size()
	}
	lw := float32(1.5)
	for _, id := range r.ids {
		c := l.at[id]
		if d := l.down[id]; d > c.row+1 {
			r.line(&r.lines, cellCenter(c), cellCenter(treeCell{c.col, d - 1}), r.pal.line, lw)
		}
		if p := l.parent[id]; p >= 0 {
			r.edge(&r.lines, l.at[p], c, r.pal.line, lw)
		}
		if int(c.row) >= r0 && int(c.row) <= r1 {
			r.node(l.nodes[id], c, l.parent[id] < 0, w, h)
			if k, ok := l.hidden[id]; ok {
				r.count(c, k)
			}
		}
	}

	// The path to the current node over the lines, and the ring.
	r.ring.Hide()
	for d := 1; d < len(v.pathCells); d++ {
		pc, c := v.pathCells[d-1], v.pathCells[d]
		if int(c.col) >= c0 && int(pc.col) <= c1 && int(c.row) >= r0 && int(pc.row) <= r1 {
			r.edge(&r.path, pc, c, r.pal.path, 3)
		}
	}
	if len(v.pathCells) > 0 {
		c := v.pathCells[len(v.pathCells)-1]
		rad := float32(treeStone + 3)
		r.ring.FillColor = treeClear
		r.ring.StrokeColor = r.pal.path
		r.ring.StrokeWidth = 2
		r.ring.Move(cellCenter(c).Subtract(fyne.NewPos(rad, rad)))
		r.ring.Resize(fyne.NewSize(2*rad, 2*rad))
		r.ring.Show()
	}
	r.drawTip(off, size)
}

// Geometry of the tip, in pixels.
const (
	tipTextSize = 12
	tipPad      = 6
	tipMaxWidth = 320
)

// drawTip draws the hovered node's tip beside it, inside the part of the
// graph in sight (off, size).
func (r *treeRenderer) drawTip(off fyne.Position, size fyne.Size) {
	v := r.g.view
	r.tip.Hide()
	lines := v.Tip()
	c, ok := v.layout.cellOf(v.hover)
	if len(lines) == 0 || !ok {
		return
	}
	style := fyne.TextStyle{}
	most := max(min(tipMaxWidth, size.Width-2*tipPad-2), treeStep) // the text's width at most
	width, lineH := float32(0), float32(0)
	for _, l := range lines {
		m := fyne.MeasureText(l, tipTextSize, style)
		width, lineH = max(width, min(m.Width, most)), max(lineH, m.Height)
	}
	w := width + 2*tipPad
	h := float32(len(lines))*lineH + 2*tipPad
	// Below right of the node, or wherever it stays in sight.
	at := cellCenter(c)
	pos := fyne.NewPos(at.X+treeStone+4, at.Y+treeStone+4)
	if pos.X+w > off.X+size.Width {
		pos.X = max(off.X, at.X-treeStone-4-w)
	}
	if pos.Y+h > off.Y+size.Height {
		pos.Y = max(off.Y, at.Y-treeStone-4-h)
	}
	r.tip.FillColor, r.tip.StrokeColor, r.tip.StrokeWidth, r.tip.CornerRadius = r.pal.tip, r.pal.line, 1, 4
	r.tip.Move(pos)
	r.tip.Resize(fyne.NewSize(w, h))
	r.tip.Show()
	for i, l := range lines {
		t := r.tipText.Next()
		t.Text, t.Color, t.TextSize, t.TextStyle = clipTo(l, width, style), r.pal.fg, tipTextSize, style
		t.Move(fyne.NewPos(pos.X+tipPad, pos.Y+tipPad+float32(i)*lineH))
		t.Resize(fyne.NewSize(width, lineH))
	}
}

// clipTo shortens s with an ellipsis to fit in width pixels.
func clipTo(s string, width float32, style fyne.TextStyle) string {
	if fyne.MeasureText(s, tipTextSize, style).Width <= width {
		return s
	}
	rs := []rune(s)
	lo, hi := 0, len(rs) // the longest prefix that fits is in [lo, hi)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if fyne.MeasureText(string(rs[:mid])+"…", tipTextSize, style).Width <= width {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(rs[:lo]) + "…"
}

// isDark reports whether c is nearer black than white.
func isDark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r+g+b < 3*0x8000
}

// edge draws the line from a parent at p to its child at c: straight along
// a row, or down the parent's column and diagonally into the variation.
func (r *treeRenderer) edge(into *paint.Pool[*canvas.Line], p, c treeCell, ink color.Color, w float32) {
	if c.row == p.row {
		r.line(into, cellCenter(p), cellCenter(c), ink, w)
		return
	}
	bend := treeCell{p.col, c.row - 1}
	if bend.row > p.row {
		r.line(into, cellCenter(p), cellCenter(bend), ink, w)
	}
	r.line(into, cellCenter(bend), cellCenter(c), ink, w)
}

func (r *treeRenderer) line(into *paint.Pool[*canvas.Line], a, b fyne.Position, ink color.Color, w float32) {
	l := into.Next()
	l.Position1, l.Position2 = a, b
	l.StrokeColor = ink
	l.StrokeWidth = w
}

// treeShape is the figure of a node in the graph.
type treeShape uint8

const (
	shapeRoot  treeShape = iota // a square in the accent colour
	shapeStone                  // a move: a stone of its colour
	shapePass                   // a pass: a hollow stone
	shapeSetup                  // setup stones: a square of their colour, grey if mixed
	shapeEmpty                  // neither a move nor setup: a small grey dot
)

// nodeLook is what the graph shows of a node.
type nodeLook struct {
	shape   treeShape
	color   engine.Color // of the stone or setup; Empty for mixed setup
	comment bool
	note    color.Color // the annotation's colour (annotation), nil for none
	sign    string      // the move annotation's sign: "!", "?!"…
	markup  bool
}

// lookOf tells how node n of a w by h record is drawn.
func lookOf(n *sgf.Node, root bool, w, h int) nodeLook {
	look := nodeLook{comment: n.Value("C") != "", markup: goban.HasMarkup(n)}
	look.note, _ = annotationInk(n)
	look.sign = MoveSign(n)
	m, move, _ := n.Move(w, h)
	switch {
	case root:
		look.shape = shapeRoot
	case move && m.Point == engine.Pass:
		look.shape, look.color = shapePass, m.Color
	case move:
		look.shape, look.color = shapeStone, m.Color
	case n.Has("AB") || n.Has("AW") || n.Has("AE"):
		look.shape = shapeSetup
		switch {
		case !n.Has("AW") && !n.Has("AE"):
			look.color = engine.Black
		case !n.Has("AB") && !n.Has("AE"):
			look.color = engine.White
		}
	default:
		look.shape = shapeEmpty
	}
	return look
}

// node draws node n at cell c with its badges.
func (r *treeRenderer) node(n *sgf.Node, c treeCell, root bool, w, h int) {
	at := cellCenter(c)
	look := lookOf(n, root, w, h)
	fill := treeMixed
	switch look.color {
	case engine.Black:
		fill = r.pal.black
	case engine.White:
		fill = treeWhite
	}
	switch look.shape {
	case shapeRoot:
		r.square(&r.rects, at, treeStone-0.5, r.pal.path, r.pal.path, 3)
	case shapeStone, shapePass:
		r.disc(&r.circles, at, treeStone, fill, treeRim)
		if look.shape == shapePass {
			r.disc(&r.circles, at, treeStone*0.45, r.pal.back, treeRim)
		}
	case shapeSetup:
		r.square(&r.rects, at, treeStone-1, fill, treeRim, 1.5)
	default:
		r.disc(&r.circles, at, treeStone*0.45, treeMixed, treeMixed)
	}
	if t := r.g.view.tree; t != nil && t.Known(n) != nil {
		// A move the record holds but the rules do not allow: kept, and
		// crossed out.
		d := float32(treeStone)
		r.line(&r.crosses, at.Add(fyne.NewPos(-d, -d)), at.Add(fyne.NewPos(d, d)), goban.WrongColor, 2.5)
		r.line(&r.crosses, at.Add(fyne.NewPos(-d, d)), at.Add(fyne.NewPos(d, -d)), goban.WrongColor, 2.5)
	}
	if j := r.g.view.Judge; j != nil {
		switch j(n) {
		case Right:
			r.ringAt(at, treeStone+2.5, goban.RightColor)
		case Wrong:
			r.ringAt(at, treeStone+2.5, goban.WrongColor)
		case Blunder:
			r.ringAt(at, treeStone+2.5, treeBlunder)
		case MediumLoss:
			r.ringAt(at, treeStone+2.5, treeMediumLoss)
		case SmallLoss:
			r.ringAt(at, treeStone+2.5, treeSmallLoss)
		}
	}
	// Badges on the stone's rim, cut out by the background: the comment
	// above right, the annotation or else the markup below left, where no
	// line comes in.
	corner := float32(treeStone * 0.75)
	if look.comment {
		r.disc(&r.dotBadges, at.Add(fyne.NewPos(corner, -corner)), treeMark, treeComment, r.pal.back)
	}
	if look.sign != "" {
		// A move's judgement as players write it, above the stone.
		t := r.texts.Next()
		t.Text, t.Color, t.TextStyle, t.TextSize = look.sign, look.note, fyne.TextStyle{Bold: true}, 12
		t.Move(fyne.NewPos(at.X-treeStep/2, max(at.Y-treeStone-14, 0)))
		t.Resize(fyne.NewSize(treeStep, 13))
	}
	if look.note != nil {
		r.disc(&r.dotBadges, at.Add(fyne.NewPos(-corner, corner)), treeMark, look.note, r.pal.back)
	} else if look.markup {
		r.square(&r.squareBadges, at.Add(fyne.NewPos(-corner, corner)), treeMark, treeMarkup, r.pal.back, 0)
	}
}

func (r *treeRenderer) disc(into *paint.Pool[*canvas.Circle], at fyne.Position, rad float32, fill, rim color.Color) {
	o := into.Next()
	o.FillColor, o.StrokeColor, o.StrokeWidth = fill, rim, 1
	o.Move(at.Subtract(fyne.NewPos(rad, rad)))
	o.Resize(fyne.NewSize(2*rad, 2*rad))
}

// ringAt rings a node in ink.
func (r *treeRenderer) ringAt(at fyne.Position, rad float32, ink color.Color) {
	o := r.circles.Next()
	o.FillColor, o.StrokeColor, o.StrokeWidth = treeClear, ink, 2
	o.Move(at.Subtract(fyne.NewPos(rad, rad)))
	o.Resize(fyne.NewSize(2*rad, 2*rad))
}

func (r *treeRenderer) square(into *paint.Pool[*canvas.Rectangle], at fyne.Position, half float32, fill, rim color.Color, corner float32) {
	o := into.Next()
	o.FillColor, o.StrokeColor, o.StrokeWidth, o.CornerRadius = fill, rim, 1, corner
	o.Move(at.Subtract(fyne.NewPos(half, half)))
	o.Resize(fyne.NewSize(2*half, 2*half))
}

// count writes how many nodes a collapsed node hides in the cell after it.
func (r *treeRenderer) count(c treeCell, k int) {
	s := "+" + strconv.Itoa(k)
	if k >= 1000 {
		s = "+" + strconv.Itoa(k/1000) + "k"
	}
	t := r.texts.Next()
	t.Text = s
	t.Color, t.TextSize, t.TextStyle = r.pal.fg, 10, fyne.TextStyle{}
	at := cellCenter(c)
	t.Move(fyne.NewPos(at.X+treeStone+2, at.Y-7))
	t.Resize(fyne.NewSize(treeStep, 14))
}

// annotationInk returns the colour of node n's move or position annotation,
// the weightiest when there are several; false when it has none.
func annotationInk(n *sgf.Node) (color.Color, bool) {
	for _, a := range treeAnnotations {
		if n.Has(a.id) {
			return a.ink, true
		}
	}
	return nil, false
}

// MoveSign returns the sign players write beside a move for node n's move
// annotation ("!", "??", "?!"…), or "" when it has none; of several, the
// weightiest, as the tree's colour: bad, doubtful, good, interesting. An
// emphasised judgement (value 2) doubles its sign. The tree writes it above
// the node.
func MoveSign(n *sgf.Node) string {
	for _, a := range [...]struct{ id, sign, emphasised string }{
		{"BM", "?", "??"}, {"DO", "?!", "?!"}, {"TE", "!", "!!"}, {"IT", "!?", "!?"},
	} {
		if !n.Has(a.id) {
			continue
		}
		if strings.TrimSpace(n.Value(a.id)) == "2" {
			return a.emphasised
		}
		return a.sign
	}
	return ""
}
