package joseki

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// ErrNoTree is returned by Read for a nil root.
var ErrNoTree = errors.New("joseki: no game tree")

// Dictionary is a joseki dictionary read from a game tree: each position of
// its corner indexed, and what it says of each move.
//
// A Dictionary is not changed after Read, so any number of goroutines may
// use it at once; the tree must not be edited while it is in use.
type Dictionary struct {
	root     *sgf.Node
	w, h     int
	home     Corner    // the corner the dictionary plays in
	region   region    // home's region
	sym      Transform // the mirror that keeps home in place (on a square board)
	rules    engine.SuicideRule
	keys     []uint64    // region hashes of the indexed nodes, sorted
	nodes    []*sgf.Node // the node of each key, in tree order among equals
	class    map[*sgf.Node]Class
	problems int // nodes whose move or setup could not be played
}

// Place is where the play in one corner of the board stands in the
// dictionary: a node, and the transform from the dictionary onto the board.
type Place struct {
	Node *sgf.Node
	T    Transform
}

// Candidate is a move the dictionary knows after a place, on the board.
type Candidate struct {
	Move    engine.Move // on the board; Point is engine.Pass for a tenuki the dictionary plays as a pass
	Node    *sgf.Node   // the dictionary's node of the move
	Class   Class
	Name    string // the dictionary's name of the move or line, if any
	Comment string // the node's comment
	// Tenuki is true for the dictionary's play elsewhere: a pass, or a
	// stone in the quarter of the board opposite the corner.
	Tenuki bool
}

// Read indexes the joseki dictionary whose game tree starts at root, played
// on a board w by h (the tree's size, from its root's SZ): it replays every
// node once, hashes the stones of the dictionary's corner and reads what
// the comments say of each move (see the package documentation).
func Read(root *sgf.Node, w, h int) (*Dictionary, error) {
	if root == nil {
		return nil, ErrNoTree
	}
	if rw, rh := root.Size(); rw != w || rh != h {
		return nil, fmt.Errorf("joseki: the tree is %dx%d, not %dx%d: %w", rw, rh, w, h, engine.ErrSize)
	}
	b, err := engine.NewBoard(w, h)
	if err != nil {
		return nil, err
	}
	d := &Dictionary{root: root, w: w, h: h}
	if r, ok := sgf.RulesOf(root); ok {
		d.rules = r.Suicide
	}
	b.SetSuicide(d.rules)
	d.home = homeCorner(root, w, h)
	d.region = regionOf(d.home, w, h)
	if w == h {
		for _, t := range transforms(w, h) {
			if t.op&opTranspose != 0 && !t.Swapped() && t.corner(d.home) == d.home {
				d.sym = t
			}
		}
	}
	type entry struct {
		key  uint64
		seq  int // tree order
		node *sgf.Node
	}
	var entries []entry
	root.Replay(b, func(n *sgf.Node, b *engine.Board, problem error) {
		if problem != nil {
			d.problems++
			return
		}
		entries = append(entries, entry{d.key(b, Transform{}), len(entries), n})
	})
	// Sort by key, in tree order among equal keys.
	slices.SortFunc(entries, func(a, b entry) int {
		return cmp.Or(cmp.Compare(a.key, b.key), cmp.Compare(a.seq, b.seq))
	})
	d.keys = make([]uint64, len(entries))
	d.nodes = make([]*sgf.Node, len(entries))
	for i, e := range entries {
		d.keys[i], d.nodes[i] = e.key, e.node
	}
	d.class = classify(root, w, h, d.home)
	return d, nil
}

// homeCorner returns the corner most of the tree's moves are played in.
func homeCorner(root *sgf.Node, w, h int) Corner {
	var count [4]int
	root.Walk(func(n *sgf.Node) bool {
		m, has, err := n.Move(w, h)
		if has && err == nil && m.Point != engine.Pass {
			x, y := m.Point.XY()
			if 2*x != w-1 && 2*y != h-1 { // not on a middle line
				count[cornerAt(2*x > w-1, 2*y > h-1)]++
			}
		}
		return true
	})
	home := TopRight // Kogo's, for a tree without moves
	for _, c := range Corners {
		if count[c] > count[home] {
			home = c
		}
	}
	return home
}

// Size returns the board size of the dictionary.
func (d *Dictionary) Size() (w, h int) { return d.w, d.h }

// Home returns the corner of its board the dictionary plays in: the one
// most of its moves are in.
func (d *Dictionary) Home() Corner { return d.home }

// Root returns the root of the dictionary's tree.
func (d *Dictionary) Root() *sgf.Node { return d.root }

// Year returns the year the dictionary was written, from its root's DT
// ("2007-09-13", or Kogo's "13.9.2007"): the latest year DT names, or 0
// when it names none. A verdict older than the programs that changed
// joseki (AlphaGo, 2016) may be one they overturned.
func (d *Dictionary) Year() int {
	year := 0
	for _, m := range yearRef.FindAllString(d.root.Text("DT"), -1) {
		if y, err := strconv.Atoi(m); err == nil && y > year {
			year = y
		}
	}
	return year
}

// yearRef is a year in a date: four digits from 1000 to 2999.
var yearRef = regexp.MustCompile(`\b[12]\d{3}\b`)

// Problems returns the number of nodes whose move or setup could not be
// played. They are left out of the index; the nodes below them are replayed
// without their move, as the tree view does.
func (d *Dictionary) Problems() int { return d.problems }

// Classify returns what the dictionary says of node n's move.
func (d *Dictionary) Classify(n *sgf.Node) Class { return d.class[n] }

// Corner returns the corner of the board that transform t maps the
// dictionary's corner onto.
func (d *Dictionary) Corner(t Transform) Corner { return t.corner(d.home) }

// InCorner reports whether board point p is in the region of corner c: the
// quarter of the board up to the middle lines, w/2 by h/2 points (9 by 9
// on 19x19).
func (d *Dictionary) InCorner(c Corner, p engine.Point) bool {
	return regionOf(c, d.w, d.h).has(p)
}

// transformsTo returns the transforms that map the dictionary's corner
// onto board corner c: the identity or a mirror of it (on a square board),
// each with the colours as they are and exchanged.
func (d *Dictionary) transformsTo(c Corner) []Transform {
	var ts []Transform
	for _, t := range transforms(d.w, d.h) {
		if t.corner(d.home) == c {
			ts = append(ts, t)
		}
	}
	return ts
}

// StartAt returns the root of the dictionary in every distinct transform
// that puts its corner on board corner c: between them, its first moves
// played in that corner, both ways round and by either colour. The root of
// a dictionary that starts from an empty board looks the same in a
// transform and its mirror, and Next offers the moves of both: it is given
// once for each colour.
func (d *Dictionary) StartAt(c Corner) []Place {
	var pls []Place
	for _, t := range d.transformsTo(c) {
		if !d.mirrored(pls, Place{d.root, t}) {
			pls = append(pls, Place{d.root, t})
		}
	}
	return pls
}

// Start returns the root in every distinct transform: StartAt for each
// corner.
func (d *Dictionary) Start() []Place {
	var pls []Place
	for _, c := range Corners {
		pls = append(pls, d.StartAt(c)...)
	}
	return pls
}

// key returns the hash of the stones in the dictionary's corner of board b,
// which is in the dictionary's frame after t (a board, then t.Inverse()).
func (d *Dictionary) key(b *engine.Board, t Transform) uint64 {
	r := d.region
	return d.hash(b, t, r.x0, r.y0, r.x1, r.y1)
}

// whole returns the hash of all the stones of board b after t.
func (d *Dictionary) whole(b *engine.Board, t Transform) uint64 {
	return d.hash(b, t, 0, 0, d.w-1, d.h-1)
}

// hash returns the hash of the stones of board b that t sends into the
// rectangle x0, y0 to x1, y1 of the dictionary's frame.
func (d *Dictionary) hash(b *engine.Board, t Transform, x0, y0, x1, y1 int) uint64 {
	back := t.Inverse()
	var k uint64
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			q := engine.Pt(x, y)
			if c := b.At(back.Point(q)); c == engine.Black || c == engine.White {
				k ^= engine.StoneKey(t.Color(c), q)
			}
		}
	}
	return k
}

// lookup returns the indexed nodes whose corner hashes to k, in tree order.
func (d *Dictionary) lookup(k uint64) []*sgf.Node {
	i, _ := slices.BinarySearch(d.keys, k)
	j := i
	for j < len(d.keys) && d.keys[j] == k {
		j++
	}
	return d.nodes[i:j]
}

// position returns the position after node n, in the dictionary's frame.
func (d *Dictionary) position(n *sgf.Node) *engine.Board {
	b := engine.MustBoard(d.w, d.h)
	b.SetSuicide(d.rules)
	for _, m := range sgf.PathTo(n) {
		_ = m.PlayOn(b) // a bad node is skipped, as Read skipped it
	}
	return b
}

// toPlay returns the colour to play after node n in the dictionary: the
// colour of its first child's move, else the opponent of its own move.
func (d *Dictionary) toPlay(n *sgf.Node) engine.Color {
	for _, ch := range n.Children() {
		if m, has, err := ch.Move(d.w, d.h); has && err == nil {
			return m.Color
		}
	}
	for m := n; m != nil; m = m.Parent() {
		if mv, has, err := m.Move(d.w, d.h); has && err == nil {
			return mv.Color.Opponent()
		}
	}
	return engine.Black
}

// ToPlay returns the colour to play on the board at place pl, as the
// dictionary has it.
func (d *Dictionary) ToPlay(pl Place) engine.Color { return pl.T.Color(d.toPlay(pl.Node)) }

// Next returns the moves the dictionary knows after place pl, on the board,
// in the dictionary's order: the children of pl's node, then the moves of
// the colour to play after its transpositions (other nodes with the same
// stones on the whole board), and when the position is symmetric about the
// corner's diagonal, the mirror images of these. A move is listed once.
func (d *Dictionary) Next(pl Place) []Candidate {
	if pl.Node == nil {
		return nil
	}
	b := d.position(pl.Node)
	ts := []Transform{pl.T}
	if d.sym.op != 0 && d.whole(b, d.sym) == b.Hash() {
		ts = append(ts, d.sym.Then(pl.T))
	}
	var same []*sgf.Node // the transpositions
	for _, n := range d.lookup(d.key(b, Transform{})) {
		if n != pl.Node && d.position(n).Hash() == b.Hash() {
			same = append(same, n)
		}
	}
	color := d.toPlay(pl.Node)
	var out []Candidate
	seen := make(map[engine.Move]bool)
	add := func(n *sgf.Node, t Transform, own bool) {
		for _, ch := range n.Children() {
			m, has, err := ch.Move(d.w, d.h)
			if !has || err != nil || !own && m.Color != color {
				continue
			}
			bm := t.Move(m)
			if seen[bm] {
				continue
			}
			seen[bm] = true
			out = append(out, Candidate{
				Move:    bm,
				Node:    ch,
				Class:   d.class[ch],
				Name:    name(ch),
				Comment: strings.TrimSpace(ch.Text("C")),
				Tenuki:  d.elsewhere(m.Point),
			})
		}
	}
	for _, t := range ts {
		add(pl.Node, t, true)
		for _, n := range same {
			add(n, t, false)
		}
	}
	return out
}

// elsewhere reports whether dictionary point p is a tenuki: a pass, or a
// point beyond both middle lines as seen from the dictionary's corner.
func (d *Dictionary) elsewhere(p engine.Point) bool {
	return p == engine.Pass || opposite(d.home, p, d.w, d.h)
}

// opposite reports whether point p is beyond both middle lines of a w by h
// board as seen from corner home: in the quarter opposite it.
func opposite(home Corner, p engine.Point, w, h int) bool {
	x, y := fromHome(home, p, w, h)
	return p != engine.Pass && 2*x > w-1 && 2*y > h-1
}

// fromHome returns point p's distances from the two sides of corner home.
func fromHome(home Corner, p engine.Point, w, h int) (x, y int) {
	x, y = p.XY()
	if home.right() {
		x = w - 1 - x
	}
	if home.bottom() {
		y = h - 1 - y
	}
	return x, y
}

// farSide reports whether point p is within four lines of a side of a w by
// h board that does not touch corner home, and not within four lines of
// one that does (a ladder runs along the corner's own side to the next
// corner): no joseki of the corner is played there.
func farSide(home Corner, p engine.Point, w, h int) bool {
	x, y := fromHome(home, p, w, h)
	return p != engine.Pass && (x >= w-4 || y >= h-4) && x >= 4 && y >= 4
}

// Play follows move m, played on the board in pl's corner, through the
// dictionary: to the child of pl's node that is m, else to a node where the
// dictionary has the corner as m leaves it (a transposition, in any
// orientation or colours that keep the corner), preferring one whose last
// move is m's colour. A pass or a move in the quarter opposite the corner
// follows the dictionary's tenuki of m's colour, if it has one. It reports
// false when the dictionary does not know the move, and for a move that
// leaves the corner's region as it was.
func (d *Dictionary) Play(pl Place, m engine.Move) (Place, bool) {
	if pl.Node == nil {
		return Place{}, false
	}
	dm := pl.T.Inverse().Move(m)
	tenuki := d.elsewhere(dm.Point)
	for _, ch := range pl.Node.Children() {
		cm, has, err := ch.Move(d.w, d.h)
		if has && err == nil && cm.Color == dm.Color && (cm.Point == dm.Point || tenuki && d.elsewhere(cm.Point)) {
			return Place{ch, pl.T}, true
		}
	}
	if tenuki || !d.region.has(dm.Point) {
		return Place{}, false
	}
	b := d.position(pl.Node)
	if _, err := b.Play(dm.Color, dm.Point); err != nil {
		return Place{}, false
	}
	// The corner as m leaves it, on the board, seen through each transform
	// of pl's corner; pl's own first. The best node has the same stones
	// on the whole board, then is in pl's transform, then has m's colour
	// to have played last.
	best, score := Place{}, -1
	for _, t := range d.transformsTo(d.Corner(pl.T)) {
		rel := pl.T.Then(t.Inverse()) // pl's dictionary frame to t's
		whole := d.whole(b, rel)
		for _, n := range d.lookup(d.key(b, rel)) {
			s := 0
			if d.position(n).Hash() == whole {
				s += 4
			}
			if t == pl.T {
				s += 2
			}
			if mv, has, err := n.Move(d.w, d.h); has && err == nil && t.Color(mv.Color) == m.Color {
				s++
			}
			if s > score {
				best, score = Place{n, t}, s
			}
		}
	}
	return best, score >= 0
}

// Find returns every place where the dictionary has the stones of one
// corner of board b, which must be the dictionary's size: for each corner of
// the board, each node whose corner holds the same stones in some
// orientation and colours, whatever order of moves led there (a position
// that is its own mirror image once). Stones outside a corner's region do
// not count for it, so each corner is found on its own; an empty corner is
// found at the root (and at any node whose moves were all played
// elsewhere).
func (d *Dictionary) Find(b *engine.Board) []Place {
	if b == nil || b.Width() != d.w || b.Height() != d.h {
		return nil
	}
	var pls []Place
	for _, c := range Corners {
		for _, t := range d.transformsTo(c) {
			for _, n := range d.lookup(d.key(b, t.Inverse())) {
				if !d.mirrored(pls, Place{n, t}) {
					pls = append(pls, Place{n, t})
				}
			}
		}
	}
	return pls
}

// mirrored reports whether pls holds pl's mirror image about the corner's
// diagonal and pl's position is its own mirror image: then the two places
// are one, and Next offers the moves of both.
func (d *Dictionary) mirrored(pls []Place, pl Place) bool {
	if d.sym.op == 0 || !slices.Contains(pls, Place{pl.Node, d.sym.Then(pl.T)}) {
		return false
	}
	b := d.position(pl.Node)
	return d.whole(b, d.sym) == b.Hash()
}

// Reply chooses the dictionary's answer at place pl for a drill: one of
// Replies at random. It reports false when the dictionary has no such move.
func (d *Dictionary) Reply(pl Place, r *rand.Rand) (Candidate, bool) {
	cs := d.Replies(pl)
	if len(cs) == 0 {
		return Candidate{}, false
	}
	return cs[r.IntN(len(cs))], true
}

// Replies returns the answers a drill chooses among at place pl: the moves
// of the colour to play that are joseki, else the good variations, else the
// unclassified ones; never a trick or a mistake. Playing elsewhere (Tenuki)
// is among them only when the class has no move in the corner: a drill
// whose answer to the first move is to leave the corner ends before it
// begins. It is empty when the dictionary has no such move.
func (d *Dictionary) Replies(pl Place) []Candidate {
	color := d.ToPlay(pl)
	for _, want := range ByRank() {
		if want.Unsound() {
			continue
		}
		var here, elsewhere []Candidate
		for _, c := range d.Next(pl) {
			switch {
			case c.Class != want || c.Move.Color != color:
			case c.Tenuki:
				elsewhere = append(elsewhere, c)
			default:
				here = append(here, c)
			}
		}
		if len(here) > 0 {
			return here
		}
		if len(elsewhere) > 0 {
			return elsewhere
		}
	}
	return nil
}
