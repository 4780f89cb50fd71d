package problem

import (
	"cmp"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Verdict is what a node of the tree says of the learner's line.
type Verdict int

const (
	Open  Verdict = iota // the line goes on, or nothing decides it
	Right                // the learner has solved the problem
	Wrong                // the learner has failed
)

// String returns "open", "right" or "wrong".
func (v Verdict) String() string {
	switch v {
	case Right:
		return "right"
	case Wrong:
		return "wrong"
	}
	return "open"
}

// ErrNoMove is the error of Read for a tree with no move below its root:
// there is nothing to solve.
var ErrNoMove = errors.New("problem: no move to play")

// Problem is one problem read from a game tree's root: the learner's colour,
// the conventions its file marks right and wrong with, and the verdict of
// every node. It is read once by Read or ReadFile and does not change; the
// tree must not be edited while it is used.
type Problem struct {
	root    *sgf.Node
	w, h    int
	toPlay  engine.Color
	goal    goal // what the root's comment asks for
	conv    []Convention
	verdict map[*sgf.Node]Verdict // the nodes that decide the line (Right or Wrong)
	// rightBelow holds the nodes with a node the file marks right at or below them.
	rightBelow map[*sgf.Node]bool
	leads      map[*sgf.Node]Verdict // every node's minimax value
}

// Read judges the tree under root (one game of a file); the conventions are
// detected from this tree. The error is ErrNoMove when root has no move
// below it, and nothing else: any tree with a move can be judged.
func Read(root *sgf.Node) (*Problem, error) {
	ps, err := ReadFile([]*sgf.Node{root})
	if err != nil {
		return nil, err
	}
	return ps[0], nil
}

// ReadFile judges every game of one file, with the conventions detected over
// the whole file: a collection that marks RIGHT in some games marks it in
// all, so its unmarked lines are wrong everywhere. The error names the first
// game with no move; games is not changed.
func ReadFile(games []*sgf.Node) ([]*Problem, error) {
	ps := make([]*Problem, len(games))
	var found signals
	for i, root := range games {
		if root == nil || !hasMove(root) {
			return nil, &GameError{Game: i, Err: ErrNoMove}
		}
		p := &Problem{root: root}
		p.w, p.h = root.Size()
		p.toPlay = toPlay(root, p.w, p.h)
		p.goal = goalOf(root.Comment())
		p.verdict = make(map[*sgf.Node]Verdict)
		p.leads = make(map[*sgf.Node]Verdict)
		found.add(p.mark())
		ps[i] = p
	}
	conv := found.conventions()
	for _, p := range ps {
		p.conv = conv
		p.judge(found)
	}
	return ps, nil
}

// GameError is the error of ReadFile for one game of the file.
type GameError struct {
	Game int // 0-based index in the file
	Err  error
}

func (e *GameError) Error() string {
	return "problem: game " + strconv.Itoa(e.Game+1) + ": " + e.Err.Error()
}

func (e *GameError) Unwrap() error { return e.Err }

// hasMove reports whether a B or W property stands anywhere below root.
func hasMove(root *sgf.Node) bool {
	found := false
	root.Walk(func(n *sgf.Node) bool {
		found = n != root && (n.Has("B") || n.Has("W"))
		return !found
	})
	return found
}

// toPlay returns the learner's colour: PL of the root or of a setup node
// before the first move, else the colour of the first move, else Black.
func toPlay(root *sgf.Node, w, h int) engine.Color {
	for n := root; n != nil; n = n.Next() {
		if c, ok := player(n); ok {
			return c
		}
		if m, has, _ := n.Move(w, h); has {
			return m.Color
		}
	}
	return engine.Black
}

// player returns the colour PL of n names.
func player(n *sgf.Node) (engine.Color, bool) {
	if !n.Has("PL") {
		return engine.Empty, false
	}
	c, err := engine.ParseColor(sgf.SimpleText(n.Value("PL")))
	return c, err == nil && c != engine.Empty
}

// Root returns the root of the problem's tree.
func (p *Problem) Root() *sgf.Node { return p.root }

// Start returns the node the learner plays the first move from: the root,
// or the last of the nodes without a move that some files put between the
// root and the first move (setup or a comment in a node of its own).
func (p *Problem) Start() *sgf.Node {
	n := p.root
	for len(n.Children()) == 1 && p.mover(n.Children()[0]) == engine.Empty && len(n.Children()[0].Children()) > 0 {
		n = n.Children()[0]
	}
	return n
}

// ToPlay returns the learner's colour: PL, else the colour of the first move
// below the root, else Black.
func (p *Problem) ToPlay() engine.Color { return p.toPlay }

// Conventions returns the conventions the file marks right and wrong with,
// as far as they could be read (from the whole file for ReadFile). Empty
// means nothing could be read: then the first variation at each node is the
// correct one. FirstVariation is listed with others when only leaves were
// marked (by what their comments say of life and death) and the learner's
// moves are judged by their order.
func (p *Problem) Conventions() []Convention { return slices.Clone(p.conv) }

// Verdict returns what node n says of the learner's line: Right or Wrong when
// the line is decided there, at a leaf or at a node the file marks (a wrong
// move the file marks still has its refutation below it, which Reply gives),
// and Open when play goes on. Every leaf is decided. A node outside the tree
// is Open.
func (p *Problem) Verdict(n *sgf.Node) Verdict { return p.verdict[n] }

// Leads returns what node n leads to with best play by both sides: the
// learner picks a child that leads to Right if there is one, the opponent a
// child that leads to Wrong. It is Open only when nothing below n is
// decided.
func (p *Problem) Leads(n *sgf.Node) Verdict { return p.leads[n] }

// Reply returns the opponent's answer at n among n's children: a refutation
// (a child that leads to Wrong for the learner) first, else a line still
// open, else any; at random among equals when r is not nil, the first of
// them otherwise. It is nil when n has no children.
func (p *Problem) Reply(n *sgf.Node, r *rand.Rand) *sgf.Node {
	if n == nil {
		return nil
	}
	for _, want := range [...]Verdict{Wrong, Open, Right} {
		var best []*sgf.Node
		for _, c := range n.Children() {
			if p.leads[c] == want {
				best = append(best, c)
			}
		}
		switch {
		case len(best) == 0:
		case r == nil:
			return best[0]
		default:
			return best[r.IntN(len(best))]
		}
	}
	return nil
}

// Correct returns the learner's children at n that lead to Right: the moves
// a hint names and the solution shows.
func (p *Problem) Correct(n *sgf.Node) []*sgf.Node {
	if n == nil {
		return nil
	}
	var out []*sgf.Node
	for _, c := range n.Children() {
		if p.leads[c] == Right && p.mover(c) == p.toPlay {
			out = append(out, c)
		}
	}
	return out
}

// Area returns the smallest rectangle of a board w by h (0-based columns and
// rows, inclusive) that holds the setup stones and every move of the tree:
// the part of the board the problem uses. It is the whole board when the
// tree places no stone on it.
func (p *Problem) Area(w, h int) (x0, y0, x1, y1 int) {
	x0, y0, x1, y1 = w, h, -1, -1
	add := func(pt engine.Point) {
		if pt == engine.Pass || pt == engine.Resign {
			return
		}
		x, y := pt.XY()
		if x < 0 || y < 0 || x >= w || y >= h {
			return
		}
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	p.root.Walk(func(n *sgf.Node) bool {
		for _, id := range [...]string{"AB", "AW"} {
			pts, _ := n.Points(id, w, h) // unreadable points are left out
			for _, pt := range pts {
				add(pt)
			}
		}
		if m, has, err := n.Move(w, h); has && err == nil {
			add(m.Point)
		}
		return true
	})
	if x1 < 0 {
		return 0, 0, w - 1, h - 1
	}
	return x0, y0, x1, y1
}

// mover returns the colour of n's move, or Empty for a node without one.
func (p *Problem) mover(n *sgf.Node) engine.Color {
	if n.Has("B") {
		return engine.Black
	}
	if n.Has("W") {
		return engine.White
	}
	return engine.Empty
}

// chooser returns the player who chooses among n's children: the colour of
// the first child that holds a move, else the player to move after n.
func (p *Problem) chooser(n *sgf.Node) engine.Color {
	for _, c := range n.Children() {
		if m := p.mover(c); m != engine.Empty {
			return m
		}
	}
	for m := n; m != nil; m = m.Parent() {
		if c, ok := player(m); ok {
			return c
		}
		if c := p.mover(m); c != engine.Empty {
			return c.Opponent()
		}
	}
	return p.toPlay
}

// judge sets the verdict of every node and computes Leads bottom-up: the
// explicit marks mark found stand where they are; in a file that marks no
// move the learner's moves after the first at each node are wrong; a leaf
// without a mark takes the verdict of the nearest marked node above it, else
// the file's default.
func (p *Problem) judge(file signals) {
	firstVariation := !file.movesMarked()
	var order []*sgf.Node
	p.root.Walk(func(n *sgf.Node) bool {
		order = append(order, n)
		return true
	})
	p.rightBelow = make(map[*sgf.Node]bool)
	for i := len(order) - 1; i > 0; i-- {
		if n := order[i]; p.verdict[n] == Right || p.rightBelow[n] {
			p.rightBelow[n], p.rightBelow[n.Parent()] = true, true
		}
	}
	above := map[*sgf.Node]Verdict{} // the nearest decided node at or above each node
	for _, n := range order {        // parents before children
		if firstVariation && len(n.Children()) > 1 && p.chooser(n) == p.toPlay {
			for _, c := range n.Children()[1:] {
				if p.mover(c) == p.toPlay && p.verdict[c] == Open {
					p.verdict[c] = Wrong
				}
			}
		}
		v := p.verdict[n]
		if v == Open && n != p.root {
			v = above[n.Parent()]
		}
		above[n] = v
		if n != p.root && len(n.Children()) == 0 && p.verdict[n] == Open {
			p.verdict[n] = cmp.Or(v, p.unmarked(n, file))
		}
	}
	for i := len(order) - 1; i >= 0; i-- { // children before parents
		n := order[i]
		if v := p.verdict[n]; v != Open {
			p.leads[n] = v
			continue
		}
		p.leads[n] = p.choose(n)
	}
}

// unmarked returns the verdict of a leaf that nothing marks, in or above
// it. In a file that marks right lines, such a line is wrong when the
// learner is the one who left the marked lines (at the nearest node where
// another branch holds a right mark, the move taken is the learner's).
// When the opponent left them, the line shows the opponent's other try, and
// it is right if the learner has the last word: authors end a refutation
// with the opponent's move and an answer with the learner's. A file that
// marks only wrong lines leaves the others right, and so does the
// first-variation fallback (which marks the learner's other moves wrong).
func (p *Problem) unmarked(leaf *sgf.Node, file signals) Verdict {
	if !file.rightMarked {
		return Right
	}
	for child, n := leaf, leaf.Parent(); n != nil; child, n = n, n.Parent() {
		if slices.ContainsFunc(n.Children(), func(c *sgf.Node) bool { return c != child && p.rightBelow[c] }) {
			if p.mover(child) == p.toPlay {
				return Wrong // the learner left the right lines
			}
			break // the opponent did: a variation of the solution
		}
	}
	if p.mover(leaf) == p.toPlay {
		return Right
	}
	return Wrong
}

// choose returns the minimax value of n from its children's: the player
// who chooses there takes the best for them, the learner Right before Open
// before Wrong, the opponent the other way round.
func (p *Problem) choose(n *sgf.Node) Verdict {
	if len(n.Children()) == 0 {
		return Open
	}
	want, got := Right, Wrong
	if p.chooser(n) != p.toPlay {
		want, got = Wrong, Right
	}
	for _, c := range n.Children() {
		switch p.leads[c] {
		case want:
			return want
		case Open:
			got = Open
		}
	}
	return got
}
