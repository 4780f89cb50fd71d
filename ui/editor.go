package ui

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// editTool is what a click on the board does in edit mode.
type editTool int

// The tools of edit mode.
const (
	toolBlack editTool = iota // a black setup stone (AB); on a black stone: empty it
	toolWhite                 // a white setup stone (AW)
	toolEmpty                 // an empty point (AE)
	toolTriangle
	toolSquare
	toolCircle
	toolCross
	toolDim
	toolLetter // a label A, B, C… the next free one
	toolNumber // a label 1, 2, 3… the next free one
	toolArrow  // two clicks: from, to
	toolLine   // two clicks: from, to
	toolCount
)

// toolMarkup is the markup property of each marking tool.
var toolMarkup = map[editTool]string{
	toolTriangle: sgf.Triangle, toolSquare: sgf.Square, toolCircle: sgf.Circle,
	toolCross: sgf.Cross, toolDim: sgf.Dimmed,
}

// editor is edit mode: a tool bar over the board, and clicks that place
// setup stones and markup on the current node instead of playing. Every
// click is one undoable edit of the tree.
type editor struct {
	on    bool
	tool  editTool
	from  engine.Point // the first end of an arrow or line, or Pass
	bar   *fyne.Container
	tools []*widget.Button
	turn  *widget.Select // whose turn it is at this node (PL)
}

// newEditor makes the tool bar; c receives its clicks.
func newEditor(c *Controller) *editor {
	e := &editor{from: engine.Pass}
	// Each tool is named by a word or shown by an icon (editicons.go).
	tools := []struct {
		name string
		icon fyne.Resource
	}{
		{lang.L("Black"), nil}, {lang.L("White"), nil}, {lang.L("Empty"), nil},
		{"", iconTriangle}, {"", iconSquare}, {"", iconCircle}, {"", iconCross},
		{lang.L("Dim"), nil}, {"A", nil}, {"1", nil}, {"", iconArrow}, {"", iconLine},
	}
	for i, tool := range tools {
		t := editTool(i)
		b := widget.NewButtonWithIcon(tool.name, tool.icon, func() { c.setTool(t) })
		e.tools = append(e.tools, b)
	}
	e.turn = widget.NewSelect([]string{lang.L("Black to play"), lang.L("White to play")}, nil)
	e.turn.OnChanged = func(string) {
		c.setTurn([...]engine.Color{engine.Black, engine.White}[max(e.turn.SelectedIndex(), 0)])
	}
	e.turn.PlaceHolder = lang.L("To play…")
	objs := toObjects(e.tools)
	objs = append(objs, container.NewGridWrap(fyne.NewSize(170, e.turn.MinSize().Height), e.turn))
	e.bar = container.NewPadded(container.New(&flowRow{gap: 4}, objs...))
	e.bar.Hide()
	e.show()
	return e
}

// show marks the chosen tool.
func (e *editor) show() {
	for i, b := range e.tools {
		imp := widget.MediumImportance
		if editTool(i) == e.tool {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}

// setEditMode turns edit mode on or off.
func (c *Controller) setEditMode(on bool) {
	e := c.editor
	on = on && c.allows(overlayEdit)
	e.on, e.from = on, engine.Pass
	if on {
		e.bar.Show()
		c.setStatus(lang.L("Edit mode: a click places the tool's stone or mark; Edit Mode again to play."))
	} else {
		e.bar.Hide()
		c.setStatus(nodeText(c.rec.tree))
	}
	c.syncTurn()
	c.redraw()
}

// editMode reports whether edit mode is on.
func (c *Controller) editMode() bool { return c.editor.on }

// setTool chooses the tool of edit mode.
func (c *Controller) setTool(t editTool) {
	c.editor.tool, c.editor.from = t, engine.Pass
	c.editor.show()
}

// syncTurn shows the current node's PL in the tool bar.
func (c *Controller) syncTurn() {
	sel := c.editor.turn
	on := sel.OnChanged
	sel.OnChanged = nil // showing the node is not an edit
	switch c.rec.tree.Current().Value("PL") {
	case "B", "b":
		sel.SetSelectedIndex(0)
	case "W", "w":
		sel.SetSelectedIndex(1)
	default:
		sel.ClearSelected()
	}
	sel.OnChanged = on
}

// editTap applies the tool to point p of the current node.
func (c *Controller) editTap(p engine.Point) {
	e := c.editor
	var err error
	switch t := e.tool; {
	case t <= toolEmpty:
		err = c.editSetup(p, [...]engine.Color{engine.Black, engine.White, engine.Empty}[t])
	case toolMarkup[t] != "":
		err = c.rec.edit(func(tr *sgf.Tree) error { return toggleMark(tr, tr.Current(), toolMarkup[t], p) })
	case t == toolLetter || t == toolNumber:
		err = c.rec.edit(func(tr *sgf.Tree) error { return toggleLabel(tr, tr.Current(), p, t == toolNumber) })
	case t == toolArrow || t == toolLine:
		if e.from == engine.Pass {
			e.from = p
			_, h := c.rec.tree.Size()
			c.setStatus(fmt.Sprintf(lang.L("From %s: now click where it ends."), engine.Vertex(p, h)))
			return
		}
		from := e.from
		e.from = engine.Pass
		if from == p {
			c.setStatus(lang.L("An arrow or a line needs two different points."))
			return
		}
		id := "AR"
		if t == toolLine {
			id = "LN"
		}
		err = c.rec.edit(func(tr *sgf.Tree) error { return toggleLink(tr, tr.Current(), id, from, p) })
	}
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	c.edited()
}

// editSetup puts a setup stone of colour col on p (Empty: empties p); a
// click with a stone's own colour empties it again. Setup goes into the
// current node unless it holds a move; then into a new node after it, which
// becomes current.
func (c *Controller) editSetup(p engine.Point, col engine.Color) error {
	if col != engine.Empty && c.rec.game.At(p) == col {
		col = engine.Empty
	}
	return c.rec.edit(func(t *sgf.Tree) error {
		n := t.Current()
		if n.Has("B") || n.Has("W") {
			var err error
			if n, err = t.AddNode(n); err != nil {
				return err
			}
		}
		return t.SetSetup(n, p, col)
	})
}

// setTurn writes whose turn it is at the current node (PL).
func (c *Controller) setTurn(col engine.Color) {
	err := c.rec.edit(func(t *sgf.Tree) error {
		v := "B"
		if col == engine.White {
			v = "W"
		}
		return t.SetProperty(t.Current(), "PL", v)
	})
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	c.edited()
	c.setStatus(fmt.Sprintf(lang.L("%s to move."), colorName(col)))
}

// toggleMark puts markup kind on p at n, or takes it away; a point carries
// one of the shape marks at a time (dimming goes with any).
func toggleMark(t *sgf.Tree, n *sgf.Node, kind string, p engine.Point) error {
	w, h := t.Size()
	shapes := []string{sgf.Triangle, sgf.Square, sgf.Circle, sgf.Cross}
	for _, id := range append(shapes, sgf.Dimmed) {
		if id != kind && (kind == sgf.Dimmed || id == sgf.Dimmed) {
			continue
		}
		pts, _ := n.Points(id, w, h)
		i := slices.Index(pts, p)
		switch {
		case id == kind && i >= 0:
			pts = slices.Delete(pts, i, i+1)
		case id == kind:
			pts = append(pts, p)
		case i >= 0:
			pts = slices.Delete(pts, i, i+1)
		default:
			continue
		}
		if err := t.SetMarkup(n, id, pts); err != nil {
			return err
		}
	}
	return nil
}

// toggleLabel takes the label at p away, or puts the next free letter (A, B,
// …) or number (1, 2, …) of node n there.
func toggleLabel(t *sgf.Tree, n *sgf.Node, p engine.Point, number bool) error {
	w, h := t.Size()
	labels := n.Labels(w, h)
	if _, ok := labels[p]; ok {
		return t.SetLabel(n, p, "")
	}
	used := map[string]bool{}
	for _, l := range labels {
		used[l] = true
	}
	for i := 0; ; i++ {
		text := strconv.Itoa(i + 1)
		if !number {
			text = letterLabel(i)
		}
		if !used[text] {
			return t.SetLabel(n, p, text)
		}
	}
}

// letterLabel is the i-th letter label: A…Z, then a…z, then AA, AB…
func letterLabel(i int) string {
	switch {
	case i < 26:
		return string(rune('A' + i))
	case i < 52:
		return string(rune('a' + i - 26))
	}
	return letterLabel((i-52)/26) + letterLabel((i-52)%26)
}

// toggleLink adds the arrow or line (id AR or LN) from a to b at n, or takes
// it away when it is there, in either direction for a line.
func toggleLink(t *sgf.Tree, n *sgf.Node, id string, a, b engine.Point) error {
	va, vb := sgf.PointValue(a), sgf.PointValue(b)
	var keep []string
	found := false
	for _, v := range n.Values(id) {
		if v == va+":"+vb || id == "LN" && v == vb+":"+va {
			found = true
			continue
		}
		keep = append(keep, v)
	}
	if !found {
		keep = append(keep, va+":"+vb)
	}
	return t.SetProperty(n, id, keep...)
}

// flowRow lays its objects out left to right at their least sizes, wrapping
// to a new row when the width runs out.
type flowRow struct {
	gap   float32
	width float32 // the width last laid out
}

// place puts the objects in rows for a width, or only measures them.
func (f *flowRow) place(objs []fyne.CanvasObject, width float32, apply bool) fyne.Size {
	x, y, rowH, maxW := float32(0), float32(0), float32(0), float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		s := o.MinSize()
		if x > 0 && x+s.Width > width {
			x, y, rowH = 0, y+rowH+f.gap, 0
		}
		if apply {
			o.Move(fyne.NewPos(x, y))
			o.Resize(s)
		}
		x += s.Width + f.gap
		rowH = max(rowH, s.Height)
		maxW = max(maxW, x-f.gap)
	}
	return fyne.NewSize(maxW, y+rowH)
}

// MinSize is the widest object, and the height of the rows at the width
// last laid out.
func (f *flowRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, f.place(objs, max(f.width, w), false).Height)
}

// Layout places the rows.
func (f *flowRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	f.width = size.Width
	f.place(objs, size.Width, true)
}
