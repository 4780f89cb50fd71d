package sgf

import (
	"errors"
	"fmt"
	"slices"

	"github.com/torreya/torreya/engine"
)

// ErrSetupNoLiberties marks setup stones (AB, AW) that are left without
// liberties: a position no game can reach.
var ErrSetupNoLiberties = errors.New("sgf: setup leaves stones without liberties")

// ErrNotGo is returned for a game tree of another game than Go (GM other than 1).
var ErrNotGo = errors.New("sgf: not a game of Go")

// ErrRoot is returned for edits that cannot apply to the root node.
var ErrRoot = errors.New("sgf: the root node cannot be deleted or moved")

// checkpoint is the distance in nodes between cached positions on a path:
// going back costs at most this many replayed moves.
const checkpoint = 16

// maxCached bounds the number of cached positions (each about 14 KB).
const maxCached = 1024

// Tree is a game tree being viewed and edited: a root, a current node, and
// the position at any node, replayed with an engine.Board.
//
// Positions are computed along the path to the node asked for and cached
// every few nodes, so stepping forward costs one move, stepping back a few,
// and a jump anywhere costs at most the moves from the nearest cached
// position. A move that is illegal or off the board does not stop the replay:
// it is skipped and its node is marked (Problem).
//
// A Tree is not safe for concurrent use.
type Tree struct {
	root     *Node
	cur      *Node
	w, h     int
	rules    engine.Rules // what the tree plays under: RU, else defRules
	defRules engine.Rules // for a record whose RU names no rules the engine knows
	forced   bool         // SetRules chose rules, whatever RU says
	gen      uint32
	cache    map[*Node]cached
	board    *engine.Board // the position at boardAt, owned by the tree
	boardAt  *Node
	boardDep int
	undo     []edit
	redo     []edit
}

type cached struct {
	board *engine.Board
	depth int
}

// NewTree returns a Tree over the game whose root is root, with the root as
// the current node. It fails when the board size is one the engine does not
// support (see engine.MaxSize).
//
// The tree plays the record under the rules its RU names (see RulesOf), or
// Japanese rules when it names none the engine knows; SetDefaultRules and
// SetRules change that.
func NewTree(root *Node) (*Tree, error) {
	t := &Tree{root: root, cur: root, defRules: engine.Japanese()}
	if err := t.reset(); err != nil {
		return nil, err
	}
	return t, nil
}

// New returns a Tree holding a new game on a board w by h whose root also
// has the properties in info (raw values, see Escape): the rules, komi,
// players, handicap stones a new game starts with. They are part of the
// game from the start, not edits to undo.
func New(w, h int, info ...Property) (*Tree, error) {
	root := NewNode()
	root.setValues("FF", "4")
	root.setValues("CA", "UTF-8")
	root.setValues("GM", "1")
	if w == h {
		root.setValues("SZ", fmt.Sprint(w))
	} else {
		root.setValues("SZ", fmt.Sprintf("%d:%d", w, h))
	}
	for _, p := range info {
		root.setValues(p.ID, p.Values...)
	}
	return NewTree(root)
}

// Rules returns the rules the tree plays under.
func (t *Tree) Rules() engine.Rules { return t.rules }

// SetDefaultRules sets the rules for a record whose RU names none the engine
// knows (a program's preferred rules); RU, when it names rules, still wins.
func (t *Tree) SetDefaultRules(r engine.Rules) {
	t.defRules = r
	_ = t.reset() // the size was accepted when the tree was made
}

// SetRules makes the tree play under r whatever RU says, without changing
// the record: a GTP engine's loadsgf keeps the engine's own rules.
func (t *Tree) SetRules(r engine.Rules) {
	t.defRules, t.forced = r, true
	_ = t.reset() // the size was accepted when the tree was made
}

// reset reads the size and rules from the root and drops every cached position.
func (t *Tree) reset() error {
	if gm := t.root.Value("GM"); gm != "" && gm != "1" {
		return fmt.Errorf("sgf: GM[%s]: %w", gm, ErrNotGo)
	}
	w, h := t.root.Size()
	if w < 2 || h < 2 || w > engine.MaxSize || h > engine.MaxSize {
		return fmt.Errorf("sgf: board size %dx%d: %w", w, h, engine.ErrSize)
	}
	t.w, t.h = w, h
	t.rules = t.defRules
	if r, ok := RulesOf(t.root); ok && !t.forced {
		t.rules = r
	}
	t.gen++
	t.cache = make(map[*Node]cached)
	t.boardAt = nil
	if t.board == nil {
		t.board = new(engine.Board)
	}
	return nil
}

// Root returns the root node.
func (t *Tree) Root() *Node { return t.root }

// Current returns the current node.
func (t *Tree) Current() *Node { return t.cur }

// Size returns the board size: columns and rows.
func (t *Tree) Size() (w, h int) { return t.w, t.h }

// Board returns the position at the current node. The board belongs to the
// tree and changes when the tree moves; Clone it to keep it.
func (t *Tree) Board() *engine.Board { return t.Position(t.cur) }

// Position returns the position at node n, which must be in the tree. The
// board belongs to the tree and is valid until the next call on the tree.
func (t *Tree) Position(n *Node) *engine.Board {
	if n == t.boardAt {
		return t.board
	}
	if t.boardAt != nil && n.parent == t.boardAt {
		t.step(n, t.boardDep+1)
		return t.board
	}
	// Walk up to the nearest cached position (or the root), then replay down.
	var path []*Node
	m := n
	start, depth := (*engine.Board)(nil), 0
	for {
		if c, ok := t.cache[m]; ok {
			start, depth = c.board, c.depth
			break
		}
		path = append(path, m)
		if m.parent == nil {
			break
		}
		m = m.parent
	}
	if start != nil {
		t.board.CopyFrom(start)
		t.boardAt, t.boardDep = m, depth
	} else {
		_ = t.board.Reset(t.w, t.h)
		t.board.SetSuicide(t.rules.Suicide)
		t.boardAt, t.boardDep = nil, -1
	}
	for i := len(path) - 1; i >= 0; i-- {
		t.step(path[i], t.boardDep+1)
	}
	return t.board
}

// step applies node n, a child of the board's node, to the board.
func (t *Tree) step(n *Node, depth int) {
	n.problem = t.apply(t.board, n)
	n.gen = t.gen
	t.boardAt, t.boardDep = n, depth
	if _, ok := t.cache[n]; !ok && depth%checkpoint == 0 {
		if len(t.cache) >= maxCached {
			clear(t.cache)
		}
		t.cache[n] = cached{t.board.Clone(), depth}
	}
}

// apply plays the setup and the move of n on b and returns what was wrong
// with them, if anything. An illegal move leaves the board unchanged.
func (t *Tree) apply(b *engine.Board, n *Node) error {
	problem := t.applySetup(b, n)
	m, has, err := n.Move(t.w, t.h)
	switch {
	case !has:
	case err != nil:
		problem = cmpErr(problem, err)
	case m.Point == engine.Pass:
		b.Pass()
	default:
		if _, err := b.Play(m.Color, m.Point); err != nil {
			problem = cmpErr(problem, err)
		}
	}
	return problem
}

// applySetup puts the setup stones of n (AB, AW, AE) on b and returns what
// was wrong with them, if anything.
func (t *Tree) applySetup(b *engine.Board, n *Node) error {
	if !n.Has("AB") && !n.Has("AW") && !n.Has("AE") {
		return nil
	}
	var problem error
	stones := make(map[engine.Point]engine.Color)
	for _, s := range [...]struct {
		id string
		c  engine.Color
	}{{"AE", engine.Empty}, {"AB", engine.Black}, {"AW", engine.White}} {
		pts, err := n.Points(s.id, t.w, t.h)
		if err != nil {
			problem = cmpErr(problem, err)
		}
		for _, p := range pts {
			stones[p] = s.c
		}
	}
	_ = b.SetAll(stones)                // every point is on the board
	seen := make(map[engine.Point]bool) // chain heads checked
	for p, c := range stones {
		if h := b.ChainHead(p); c != engine.Empty && !seen[h] {
			seen[h] = true
			if b.Liberties(p, 1) == 0 {
				problem = cmpErr(problem, ErrSetupNoLiberties)
			}
		}
	}
	return problem
}

// Problem returns what is wrong with node n when replayed: an illegal or
// off-board move (engine.ErrOccupied, ErrSuicide, ErrKo, ErrOffBoard),
// ErrBadPoint, or ErrSetupNoLiberties. It is nil for a sound node.
func (t *Tree) Problem(n *Node) error {
	if n.gen != t.gen {
		t.Position(n)
	}
	return n.problem
}

// Check replays the whole tree, every variation, and returns the nodes that
// have a problem, in depth-first order. It follows each line on one board and
// keeps one copy of the position at each branching still to be visited.
func (t *Tree) Check() []*Node {
	var bad []*Node
	type snapshot struct {
		b       *engine.Board
		pending int // children still to visit from it
	}
	type item struct {
		n    *Node
		base *snapshot // the position before n, shared by siblings
	}
	b := engine.MustBoard(t.w, t.h)
	b.SetSuicide(t.rules.Suicide)
	var free []*engine.Board // snapshots no longer needed
	stack := []item{{t.root, &snapshot{b.Clone(), 1}}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		b.CopyFrom(it.base.b)
		if it.base.pending--; it.base.pending == 0 {
			free = append(free, it.base.b)
		}
		for n := it.n; n != nil; {
			n.problem = t.apply(b, n)
			n.gen = t.gen
			if n.problem != nil {
				bad = append(bad, n)
			}
			ch := n.children
			if len(ch) > 1 {
				var sb *engine.Board
				if k := len(free); k > 0 {
					sb, free = free[k-1], free[:k-1]
					sb.CopyFrom(b)
				} else {
					sb = b.Clone()
				}
				snap := &snapshot{sb, len(ch) - 1}
				for i := len(ch) - 1; i >= 1; i-- {
					stack = append(stack, item{ch[i], snap})
				}
			}
			n = nil
			if len(ch) > 0 {
				n = ch[0]
			}
		}
	}
	return bad
}

// ToPlay returns the colour to play after node n: PL if set, else the
// opponent of the last move, else White after handicap stones, else Black.
func (t *Tree) ToPlay(n *Node) engine.Color {
	for m := n; m != nil; m = m.parent {
		if c, ok := playerOf(m); ok {
			return c
		}
		if mv, has, _ := m.Move(t.w, t.h); has {
			return mv.Color.Opponent()
		}
	}
	if t.root.HandicapStones() != nil {
		return engine.White
	}
	return engine.Black
}

// MoveNumber returns the number of moves (B and W nodes) from the root to n.
func (t *Tree) MoveNumber(n *Node) int {
	k := 0
	for m := n; m != nil; m = m.parent {
		if m.Has("B") || m.Has("W") {
			k++
		}
	}
	return k
}

// Forward makes the next node on the current path current: the child last
// visited, or the main line. It reports false at the end of a line.
func (t *Tree) Forward() bool {
	ch := t.cur.children
	if len(ch) == 0 {
		return false
	}
	t.cur = ch[min(int(t.cur.sel), len(ch)-1)]
	return true
}

// Back makes the parent of the current node current; false at the root.
func (t *Tree) Back() bool {
	if t.cur.parent == nil {
		return false
	}
	t.cur = t.cur.parent
	return true
}

// GoTo makes n current; the current path then runs through n.
func (t *Tree) GoTo(n *Node) {
	if n == nil {
		return
	}
	t.cur = n
	for m := n; m.parent != nil; m = m.parent {
		for i, c := range m.parent.children {
			if c == m {
				m.parent.sel = int32(i)
			}
		}
	}
}

// Path returns the current path: the nodes from the root through the
// current node and on through the children last visited.
func (t *Tree) Path() []*Node {
	path := PathTo(t.cur)
	for m := t.cur; len(m.children) > 0; {
		m = m.children[min(int(m.sel), len(m.children)-1)]
		path = append(path, m)
	}
	return path
}

// edit is one undoable change: a list of node changes, and the current node
// before (0) and after (1).
type edit struct {
	changes  []change
	cur      [2]*Node
	position bool
}

// change is a node's properties or children before (0) and after (1).
type change struct {
	node  *Node
	props *[2][]Property
	kids  *[2][]*Node
}

func (t *Tree) applyEdit(e *edit, i int) error {
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
	t.undo = append(t.undo[:start], e)
	return nil
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
	for _, c := range t.cur.children {
		if cm, has, err := c.Move(t.w, t.h); has && err == nil && cm == m {
			t.GoTo(c)
			return c, nil
		}
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
