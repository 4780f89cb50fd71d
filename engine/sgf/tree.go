package sgf

import (
	"errors"
	"fmt"

	"github.com/torreya/torreya/engine"
)

// ErrSetupNoLiberties marks setup stones (AB, AW) that are left without
// liberties: a position no game can reach.
var ErrSetupNoLiberties = errors.New("sgf: setup leaves stones without liberties")

// ErrNotGo is returned for a game tree of another game than Go (GM other than 1).
var ErrNotGo = errors.New("sgf: not a game of Go")

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
	edits    uint64 // edits made, which numbers them
	base     uint64 // see State
	revision uint64
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

// Revision returns a number that changes with every edit to the tree, undo
// and redo included, and with nothing else: a view of the whole tree
// compares it with the one it last drew to know whether to look again.
func (t *Tree) Revision() uint64 { return t.revision }

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
	n.problem = n.PlayOn(t.board)
	n.gen = t.gen
	t.boardAt, t.boardDep = n, depth
	if _, ok := t.cache[n]; !ok && depth%checkpoint == 0 {
		if len(t.cache) >= maxCached {
			clear(t.cache)
		}
		t.cache[n] = cached{t.board.Clone(), depth}
	}
}

// PlayOn plays the setup stones (AB, AW, AE) and the move of n on b, as a
// Tree replays it, and returns what was wrong with them, if anything: an
// illegal or off-board move (engine.ErrOccupied, ErrSuicide, ErrKo,
// ErrOffBoard), ErrBadPoint, or ErrSetupNoLiberties. An illegal move leaves
// the board as it was; setup stones stand whatever is wrong with them. It
// changes only b.
func (n *Node) PlayOn(b *engine.Board) error {
	problem := n.setupOn(b)
	m, has, err := n.Move(b.Width(), b.Height())
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

// setupOn puts the setup stones of n (AB, AW, AE) on b and returns what was
// wrong with them, if anything.
func (n *Node) setupOn(b *engine.Board) error {
	if !n.Has("AB") && !n.Has("AW") && !n.Has("AE") {
		return nil
	}
	var problem error
	stones := make(map[engine.Point]engine.Color)
	for _, s := range [...]struct {
		id string
		c  engine.Color
	}{{"AE", engine.Empty}, {"AB", engine.Black}, {"AW", engine.White}} {
		pts, err := n.Points(s.id, b.Width(), b.Height())
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

// Known returns what the last replay through node n found wrong with it
// (see Problem), without replaying: nil for a node no replay has reached
// since the tree's size or rules last changed. A view that draws many nodes
// asks this after Check, where Problem could replay a long line for each.
func (t *Tree) Known(n *Node) error {
	if n.gen != t.gen {
		return nil
	}
	return n.problem
}

// Check replays the whole tree, every variation, and returns the nodes that
// have a problem, in depth-first order.
func (t *Tree) Check() []*Node {
	var bad []*Node
	b := engine.MustBoard(t.w, t.h)
	b.SetSuicide(t.rules.Suicide)
	t.root.Replay(b, func(n *Node, _ *engine.Board, problem error) {
		n.problem, n.gen = problem, t.gen
		if problem != nil {
			bad = append(bad, n)
		}
	})
	return bad
}

// Replay plays n and every node below it on b, which holds the position
// before n, and calls visit with each node, the position after it and what
// was wrong with it (see PlayOn), depth first with the main line first. It
// follows each line on one board and keeps one copy of the position at each
// branching still to be visited, so a tree of any size costs a few boards.
// The board visit sees is valid only during the call and must not be
// changed; Replay leaves b at the end of the last line, and changes no node.
func (n *Node) Replay(b *engine.Board, visit func(m *Node, b *engine.Board, problem error)) {
	type snapshot struct {
		b       *engine.Board
		pending int // children still to visit from it
	}
	type item struct {
		n    *Node
		base *snapshot // the position before n, shared by siblings
	}
	var free []*engine.Board // snapshots no longer needed
	stack := []item{{n, &snapshot{b.Clone(), 1}}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		b.CopyFrom(it.base.b)
		if it.base.pending--; it.base.pending == 0 {
			free = append(free, it.base.b)
		}
		for m := it.n; m != nil; {
			visit(m, b, m.PlayOn(b))
			ch := m.children
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
			m = nil
			if len(ch) > 0 {
				m = ch[0]
			}
		}
	}
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
func (t *Tree) MoveNumber(n *Node) int { return n.MoveNumber() }

// Forward makes the next node on the current path current: the child last
// visited, or the main line. It reports false at the end of a line.
func (t *Tree) Forward() bool {
	next := t.cur.Continuation()
	if next == nil {
		return false
	}
	t.cur = next
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
