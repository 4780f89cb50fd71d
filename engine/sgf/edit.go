package sgf

import (
	"errors"
	"fmt"
	"slices"

	"github.com/torreya/torreya/engine"
)

// Edits to a Tree: each is undoable, and keeps the tree's cached positions
// right.

// ErrRoot is returned for edits that cannot apply to the root node.
var ErrRoot = errors.New("sgf: the root node cannot be deleted or moved")

// edit is one undoable change: a list of node changes, and the current node
// before (0) and after (1).
type edit struct {
	changes  []change
	cur      [2]*Node
	position bool
	id       uint64 // unique in its tree: see State
	retract  bool   // made by Retract: it changes what no undoable edit made
}

// change is a node's properties or children before (0) and after (1).
type change struct {
	node  *Node
	props *[2][]Property
	kids  *[2][]*Node
}

func (t *Tree) applyEdit(e *edit, i int) error {
	t.revision++
	for k := range e.changes {
		c := &e.changes[k]
		if i == 0 {
			c = &e.changes[len(e.changes)-1-k]
		}
		if c.props != nil {
			c.node.props = c.props[i]
		}
		if c.kids != nil {
			c.node.children = c.kids[i]
			for _, ch := range c.node.children {
				ch.parent = c.node
			}
			if int(c.node.sel) >= len(c.node.children) {
				c.node.sel = 0
			}
		}
	}
	t.cur = e.cur[i]
	if e.position {
		return t.reset()
	}
	return nil
}

// commit applies a new edit and records it for Undo.
func (t *Tree) commit(e edit) error {
	if err := t.applyEdit(&e, 1); err != nil {
		_ = t.applyEdit(&e, 0)
		return err
	}
	t.edits++
	e.id = t.edits
	t.undo = append(t.undo, e)
	t.redo = t.redo[:0]
	return nil
}

// Edit runs f, and the edits f makes through the tree become one edit that
// Undo takes back at once: a move with its clock stamp, a change of setup
// that touches several properties. When f fails, its edits are taken back
// and its error returned.
func (t *Tree) Edit(f func() error) error {
	start, cur := len(t.undo), t.cur
	if err := f(); err != nil {
		for len(t.undo) > start {
			t.Undo()
		}
		t.redo = t.redo[:0]
		t.GoTo(cur)
		return err
	}
	if len(t.undo) <= start {
		return nil
	}
	var e edit
	for _, part := range t.undo[start:] {
		e.changes = append(e.changes, part.changes...)
		e.position = e.position || part.position
	}
	e.cur = [2]*Node{cur, t.cur}
	t.edits++
	e.id = t.edits
	t.undo = append(t.undo[:start], e)
	return nil
}

// Retract makes the change f makes through the tree as if it were the undoing
// of an earlier edit: f's edits become one, Undo does not see it, and Redo
// reverts it. It lets Undo reach into a record that was read rather than
// edited: taking back the last move of an opened game is Retract of its
// Delete, and Redo puts the move back.
func (t *Tree) Retract(f func() error) error {
	redo := slices.Clone(t.redo)
	start := len(t.undo)
	if err := t.Edit(f); err != nil {
		t.redo = redo
		return err
	}
	t.redo = redo
	if len(t.undo) == start {
		return nil
	}
	e := t.undo[len(t.undo)-1]
	t.undo = t.undo[:start]
	// The edit's sides swap, and so does the order its changes apply in.
	slices.Reverse(e.changes)
	for i := range e.changes {
		c := &e.changes[i]
		if c.props != nil {
			c.props = &[2][]Property{c.props[1], c.props[0]}
		}
		if c.kids != nil {
			c.kids = &[2][]*Node{c.kids[1], c.kids[0]}
		}
	}
	e.cur = [2]*Node{e.cur[1], e.cur[0]}
	t.edits++
	e.id, e.retract = t.edits, true
	t.base++
	t.redo = append(t.redo, e)
	return nil
}

// State names the content of the tree as its edits made it: two equal
// states have the same content. After edits, Undo and Redo back to where
// it was, the state is the old one again: a program compares it with the
// state it saved to know whether anything is unsaved. (Different states may
// still hold the same content.)
type State struct {
	top  uint64 // the last edit to undo, 0 for none: it fixes the undo list
	base uint64 // counts the changes by Retract, which the undo list does not show
}

// State returns the tree's state now.
func (t *Tree) State() State {
	s := State{base: t.base}
	if n := len(t.undo); n > 0 {
		s.top = t.undo[n-1].id
	}
	return s
}

// Undo reverts the last edit; false when there is none.
func (t *Tree) Undo() bool { return t.shift(&t.undo, &t.redo, 0) }

// Redo applies the last undone edit again; false when there is none.
func (t *Tree) Redo() bool { return t.shift(&t.redo, &t.undo, 1) }

// shift takes the last edit of from, applies its side i, and keeps it in to.
func (t *Tree) shift(from, to *[]edit, i int) bool {
	if len(*from) == 0 {
		return false
	}
	e := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	if e.retract {
		t.base++
	}
	_ = t.applyEdit(&e, i)
	*to = append(*to, e)
	return true
}

// CanUndo reports whether there is an edit to undo.
func (t *Tree) CanUndo() bool { return len(t.undo) > 0 }

// CanRedo reports whether there is an undone edit to redo.
func (t *Tree) CanRedo() bool { return len(t.redo) > 0 }

// positionProp reports whether property id changes positions.
func positionProp(id string) bool {
	switch id {
	case "B", "W", "AB", "AW", "AE", "PL", "SZ", "RU", "HA":
		return true
	}
	return false
}

// Play adds move m after the current node and makes it current. When a child
// already has that move, it becomes current and nothing is added; otherwise
// the move is a new child, a new variation if there were children. An
// illegal move (occupied, suicide, simple ko, off the board) is refused.
func (t *Tree) Play(m engine.Move) (*Node, error) {
	if m.Color != engine.Black && m.Color != engine.White {
		return nil, engine.ErrColor
	}
	if c := t.cur.ChildWith(m, t.w, t.h); c != nil {
		t.GoTo(c)
		return c, nil
	}
	if m.Point != engine.Pass {
		if err := t.Board().Legal(m.Color, m.Point); err != nil {
			return nil, err
		}
	}
	n := NewNode()
	n.setValues(m.Color.String(), PointValue(m.Point))
	n.parent = t.cur
	old := t.cur.children
	kids := &[2][]*Node{old, append(old[:len(old):len(old)], n)}
	if err := t.commit(edit{changes: []change{{node: t.cur, kids: kids}}, cur: [2]*Node{t.cur, n}}); err != nil {
		return nil, err
	}
	t.GoTo(n)
	return n, nil
}

// AddNode adds an empty node after n, as its last child, and makes it
// current: the place for setup stones after a move.
func (t *Tree) AddNode(n *Node) (*Node, error) {
	c := NewNode()
	c.parent = n
	old := n.children
	kids := &[2][]*Node{old, append(old[:len(old):len(old)], c)}
	if err := t.commit(edit{changes: []change{{node: n, kids: kids}}, cur: [2]*Node{t.cur, c}}); err != nil {
		return nil, err
	}
	t.GoTo(c)
	return c, nil
}

// Delete removes n and everything below it. When the current node was among
// them, the parent of n becomes current.
func (t *Tree) Delete(n *Node) error {
	p := n.parent
	if p == nil {
		return ErrRoot
	}
	old := p.children
	var kids []*Node
	for _, c := range old {
		if c != n {
			kids = append(kids, c)
		}
	}
	cur := t.cur
	for m := t.cur; m != nil; m = m.parent {
		if m == n {
			cur = p
		}
	}
	return t.commit(edit{changes: []change{{node: p, kids: &[2][]*Node{old, kids}}}, cur: [2]*Node{t.cur, cur}})
}

// Promote moves the variation that starts at n one place up among its
// siblings, toward the main line.
func (t *Tree) Promote(n *Node) error {
	if n.parent == nil {
		return ErrRoot
	}
	c, ok := moveUp(n, false)
	if !ok {
		return nil
	}
	return t.commit(edit{changes: []change{c}, cur: [2]*Node{t.cur, t.cur}})
}

// Demote moves the variation that starts at n one place down among its
// siblings, away from the main line.
func (t *Tree) Demote(n *Node) error {
	p := n.parent
	if p == nil {
		return ErrRoot
	}
	i := slices.Index(p.children, n)
	if i < 0 || i+1 >= len(p.children) {
		return nil
	}
	return t.Promote(p.children[i+1])
}

// DeleteAfter removes every node after n: its children and all below them.
// When the current node was among them, n becomes current.
func (t *Tree) DeleteAfter(n *Node) error {
	if len(n.children) == 0 {
		return nil
	}
	cur := t.cur
	for m := t.cur; m != nil; m = m.parent {
		if m.parent == n {
			cur = n
		}
	}
	return t.commit(edit{changes: []change{{node: n, kids: &[2][]*Node{n.children, nil}}}, cur: [2]*Node{t.cur, cur}})
}

// Paste adds a copy of branch (a node and everything below it, from this
// tree or another, see Node.Copy) below n, as one edit. A node of the branch
// whose move a child already plays is merged into that child: the rest of
// the branch goes on below it, so pasting a line that is partly there adds
// only what is new, and pasting one that is all there adds nothing (and
// makes no edit). What is new becomes the last child where it joins, a new
// variation. Paste returns the node the branch's first node is now (the
// child it merged into, or its copy) and the number of nodes added; the
// current node does not move. Moves that do not fit the position are kept,
// and marked when replayed (Problem).
func (t *Tree) Paste(n, branch *Node) (*Node, int, error) {
	if branch == nil {
		return nil, 0, errors.New("sgf: nothing to paste")
	}
	w, h := t.Size()
	var joined []*Node          // the nodes that get children, in order
	kids := map[*Node][]*Node{} // their children after the paste
	added := 0
	var paste func(at, b *Node) *Node
	paste = func(at, b *Node) *Node {
		if m, has, err := b.Move(w, h); has && err == nil {
			if same := at.ChildWith(m, w, h); same != nil {
				for _, bc := range b.children {
					paste(same, bc)
				}
				return same
			}
		}
		c := b.Copy()
		c.Walk(func(*Node) bool { added++; return true })
		if _, ok := kids[at]; !ok {
			joined = append(joined, at)
			kids[at] = at.children[:len(at.children):len(at.children)]
		}
		kids[at] = append(kids[at], c)
		return c
	}
	first := paste(n, branch)
	if len(joined) == 0 {
		return first, 0, nil
	}
	changes := make([]change, len(joined))
	for i, at := range joined {
		changes[i] = change{node: at, kids: &[2][]*Node{at.children, kids[at]}}
	}
	if err := t.commit(edit{changes: changes, cur: [2]*Node{t.cur, t.cur}}); err != nil {
		return nil, 0, err
	}
	return first, added, nil
}

// MakeMainLine makes n part of the main line: at every branching above it,
// the branch that leads to n becomes the first child. It is one edit.
func (t *Tree) MakeMainLine(n *Node) error {
	var changes []change
	for m := n; m.parent != nil; m = m.parent {
		if c, ok := moveUp(m, true); ok {
			changes = append(changes, c)
		}
	}
	if len(changes) == 0 {
		return nil
	}
	return t.commit(edit{changes: changes, cur: [2]*Node{t.cur, t.cur}})
}

// moveUp returns the change that moves n one place up among its siblings, or
// to the front; false when it is first already.
func moveUp(n *Node, front bool) (change, bool) {
	p := n.parent
	old := p.children
	i := 0
	for i < len(old) && old[i] != n {
		i++
	}
	if i == 0 || i >= len(old) {
		return change{}, false
	}
	j := i - 1
	if front {
		j = 0
	}
	kids := append([]*Node(nil), old...)
	copy(kids[j+1:i+1], old[j:i])
	kids[j] = n
	return change{node: p, kids: &[2][]*Node{old, kids}}, true
}

// SetProperty sets the raw values of property id at node n (no values
// removes it), as an undoable edit. Values must be valid raw SGF (Escape).
func (t *Tree) SetProperty(n *Node, id string, values ...string) error {
	old := n.props
	tmp := &Node{props: slices.Clone(old)} // SetValues may change entries in place
	tmp.setValues(id, values...)
	now := tmp.props
	if id == "SZ" && n.parent == nil {
		w, h, ok := 19, 19, true
		if len(values) > 0 {
			w, h, ok = parseSize(values[0])
		}
		if !ok || w < 2 || h < 2 || w > engine.MaxSize || h > engine.MaxSize {
			return fmt.Errorf("sgf: board size %q: %w", values, engine.ErrSize)
		}
	}
	return t.commit(edit{
		changes:  []change{{node: n, props: &[2][]Property{old, now}}},
		cur:      [2]*Node{t.cur, t.cur},
		position: positionProp(id),
	})
}

// SetComment sets the comment (C) of n; "" removes it.
func (t *Tree) SetComment(n *Node, text string) error {
	if text == "" {
		return t.SetProperty(n, "C")
	}
	return t.SetProperty(n, "C", Escape(text))
}

// SetInfo sets a game information property of the root (PB, PW, KM, RE, DT,
// EV, GN...) to text; "" removes it.
func (t *Tree) SetInfo(id, text string) error {
	if text == "" {
		return t.SetProperty(t.root, id)
	}
	return t.SetProperty(t.root, id, Escape(text))
}

// Markup kinds, the SGF properties that mark points.
const (
	Triangle = "TR"
	Square   = "SQ"
	Circle   = "CR"
	Cross    = "MA"
	Selected = "SL"
	Dimmed   = "DD"
)

// SetMarkup sets the points of markup kind (Triangle, Square...) at node n;
// no points removes it. Points are written one by one, never compressed.
func (t *Tree) SetMarkup(n *Node, kind string, pts []engine.Point) error {
	return t.SetProperty(n, kind, pointValues(pts)...)
}

// SetLabel puts label text at point p of node n (LB); "" removes the label.
func (t *Tree) SetLabel(n *Node, p engine.Point, text string) error {
	pv := PointValue(p)
	var vals []string
	for _, v := range n.Values("LB") {
		if a, _, _ := splitComposed(v); a != pv {
			vals = append(vals, v)
		}
	}
	if text != "" {
		vals = append(vals, pv+":"+escapeComposed(text))
	}
	return t.SetProperty(n, "LB", vals...)
}

// SetSetup makes point p of node n a setup stone of colour c (AB or AW), or
// empties it (AE) when c is Empty. It is one undoable edit.
func (t *Tree) SetSetup(n *Node, p engine.Point, c engine.Color) error {
	if p.X() < 0 || p.X() >= t.w || p.Y() < 0 || p.Y() >= t.h {
		return engine.ErrOffBoard
	}
	old := n.props
	tmp := &Node{props: append([]Property(nil), old...)}
	for _, id := range [...]string{"AB", "AW", "AE"} {
		pts, _ := tmp.Points(id, t.w, t.h)
		keep := pts[:0]
		for _, q := range pts {
			if q != p {
				keep = append(keep, q)
			}
		}
		if len(keep) != len(pts) {
			tmp.setValues(id, pointValues(keep)...)
		}
	}
	add := ""
	switch c {
	case engine.Black:
		add = "AB"
	case engine.White:
		add = "AW"
	default:
		if n.parent != nil && t.Position(n.parent).At(p) != engine.Empty {
			add = "AE"
		}
	}
	if add != "" {
		tmp.setValues(add, append(tmp.Values(add)[:len(tmp.Values(add)):len(tmp.Values(add))], PointValue(p))...)
	}
	return t.commit(edit{
		changes:  []change{{node: n, props: &[2][]Property{old, tmp.props}}},
		cur:      [2]*Node{t.cur, t.cur},
		position: true,
	})
}

func pointValues(pts []engine.Point) []string {
	vals := make([]string, len(pts))
	for i, p := range pts {
		vals[i] = PointValue(p)
	}
	return vals
}
