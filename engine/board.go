package engine

import (
	"errors"
	"slices"
)

// Errors returned for illegal moves and bad input. They can be compared with
// errors.Is; some are wrapped with more detail.
var (
	ErrOccupied = errors.New("engine: the point is occupied")
	ErrSuicide  = errors.New("engine: suicide is not allowed")
	ErrKo       = errors.New("engine: the ko cannot be retaken at once")
	ErrSuperko  = errors.New("engine: the move repeats an earlier position (superko)")
	ErrOffBoard = errors.New("engine: the point is off the board")
	ErrSize     = errors.New("engine: board sides must be 2 to 25")
	ErrGameOver = errors.New("engine: the game is over")
	ErrColor    = errors.New("engine: a move needs black or white")
)

// SuicideRule says which suicides are legal.
type SuicideRule uint8

// The suicide rules: none (most rules), multi-stone only (New Zealand), or all
// (Tromp-Taylor).
const (
	SuicideIllegal SuicideRule = iota
	SuicideMulti
	SuicideAll
)

var (
	dirs  = [4]Point{-stride, -1, 1, stride}
	diags = [4]Point{-stride - 1, -stride + 1, stride - 1, stride + 1}
)

// Board is a position: stones, chains with their liberties, the simple-ko point,
// prisoners and a Zobrist hash. It knows nothing of history; Game adds that.
//
// Chains are kept incrementally as circular lists of stones with a head; each
// head holds the chain's size and pseudo-liberties (one per stone-liberty
// adjacency) with the sum and sum of squares of the liberty points, which tell
// exactly whether a chain is in atari and where, without a flood fill.
//
// A board given a LibertySets (UseLibertySets) keeps each chain's distinct
// liberties in it as well, for a search that asks for them at every move.
//
// A Board is a value of fixed size whose only pointer is to its liberty
// sets: CopyFrom copies only the part a board of its size uses, which makes
// copies for search cheap.
type Board struct {
	w, h     int
	cells    int // cells in use: rows 0..h+1 of the padded board
	suicide  SuicideRule
	ko       Point // the point koColor may not play now, or Pass
	koColor  Color
	hash     uint64
	captures [3]int32 // stones captured by Black and by White
	nEmpty   int32

	color    [maxCells]Color
	head     [maxCells]Point
	next     [maxCells]Point
	size     [maxCells]int16 // per chain head
	libs     [maxCells]int16 // pseudo-liberties, per chain head
	libSum   [maxCells]int32
	libSq    [maxCells]int32
	emptyIdx [maxCells]int16
	empties  [MaxSize * MaxSize]Point
	// nb counts each cell's neighbours by colour, four bits each: empty in
	// bits 0-3, black in 4-7, white in 8-11. It makes the eye test and the
	// common case of a legal move a single lookup.
	nb [maxCells]uint16
	// shape holds each cell's 3x3 neighbourhood (Shape), kept with every
	// stone placed and removed.
	shape [maxCells]uint16
	ls    *LibertySets // nil unless UseLibertySets gave it one
}

// nbUnit is the amount a neighbour of each colour adds to nb.
var nbUnit = [4]uint16{Empty: 1, Black: 1 << 4, White: 1 << 8}

// neighbourCount returns how many neighbours of colour c the cell with
// counts nb has.
func neighbourCount(nb uint16, c Color) int { return int(nb>>(4*c)) & 0xF }

// NewBoard returns an empty board w intersections wide and h high, with suicide
// illegal. It returns ErrSize unless both are within 2..MaxSize.
func NewBoard(w, h int) (*Board, error) {
	b := new(Board)
	if err := b.Reset(w, h); err != nil {
		return nil, err
	}
	return b, nil
}

// MustBoard is NewBoard for sizes known to be valid; it panics on a bad size.
func MustBoard(w, h int) *Board {
	b, err := NewBoard(w, h)
	if err != nil {
		panic(err)
	}
	return b
}

// Reset empties the board and gives it the size w by h, keeping its suicide rule.
func (b *Board) Reset(w, h int) error {
	if w < 2 || h < 2 || w > MaxSize || h > MaxSize {
		return ErrSize
	}
	rule, ls := b.suicide, b.ls
	*b = Board{w: w, h: h, cells: (h+2)*stride + 1, suicide: rule, ls: ls}
	for i := range b.color[:b.cells] {
		b.color[i] = Border
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			b.color[Pt(x, y)] = Empty
		}
	}
	b.rebuild()
	return nil
}

// CopyFrom makes b an exact copy of src.
func (b *Board) CopyFrom(src *Board) {
	n := src.cells
	b.w, b.h, b.cells, b.suicide = src.w, src.h, src.cells, src.suicide
	b.ko, b.koColor, b.hash, b.captures, b.nEmpty = src.ko, src.koColor, src.hash, src.captures, src.nEmpty
	copy(b.color[:n], src.color[:n])
	copy(b.head[:n], src.head[:n])
	copy(b.next[:n], src.next[:n])
	copy(b.size[:n], src.size[:n])
	copy(b.libs[:n], src.libs[:n])
	copy(b.libSum[:n], src.libSum[:n])
	copy(b.libSq[:n], src.libSq[:n])
	copy(b.emptyIdx[:n], src.emptyIdx[:n])
	copy(b.nb[:n], src.nb[:n])
	copy(b.shape[:n], src.shape[:n])
	copy(b.empties[:src.nEmpty], src.empties[:src.nEmpty])
	if b.ls != nil {
		if src.ls != nil {
			b.ls.copyFrom(src.ls)
		} else {
			b.rebuildSets()
		}
	}
}

// Clone returns a copy of b, without liberty sets.
func (b *Board) Clone() *Board {
	c := new(Board)
	c.CopyFrom(b)
	return c
}

// Width returns the number of columns.
func (b *Board) Width() int { return b.w }

// Height returns the number of rows.
func (b *Board) Height() int { return b.h }

// Suicide returns the board's suicide rule.
func (b *Board) Suicide() SuicideRule { return b.suicide }

// SetSuicide sets which suicides Play accepts.
func (b *Board) SetSuicide(r SuicideRule) { b.suicide = r }

// OnBoard reports whether p is an intersection of this board.
func (b *Board) OnBoard(p Point) bool {
	return p > 0 && int(p) < b.cells && b.color[p] != Border
}

// At returns the colour at p: Empty, Black or White; Border off the board.
func (b *Board) At(p Point) Color {
	if p < 0 || int(p) >= b.cells {
		return Border
	}
	return b.color[p]
}

// Ko returns the point where the player to move may not play because of the
// simple ko rule, and that player's colour; Pass when there is none.
func (b *Board) Ko() (Point, Color) { return b.ko, b.koColor }

// Hash returns the Zobrist hash of the stones on the board.
func (b *Board) Hash() uint64 { return b.hash }

// Captures returns the number of stones c has captured.
func (b *Board) Captures(c Color) int { return int(b.captures[c&3]) }

// SetCaptures sets the number of stones c has captured (for setup and
// AGA pass stones).
func (b *Board) SetCaptures(c Color, n int) {
	if c == Black || c == White {
		b.captures[c] = int32(n)
	}
}

// EmptyCount returns the number of empty intersections.
func (b *Board) EmptyCount() int { return int(b.nEmpty) }

// Empties returns the empty intersections, in no particular order. The slice
// belongs to the board and changes with it.
func (b *Board) Empties() []Point { return b.empties[:b.nEmpty] }

// Points returns every intersection, row by row from the top left.
func (b *Board) Points() []Point {
	pts := make([]Point, 0, b.w*b.h)
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			pts = append(pts, Pt(x, y))
		}
	}
	return pts
}

// Neighbors returns the on-board neighbours of p.
func (b *Board) Neighbors(p Point) []Point {
	out := make([]Point, 0, 4)
	for _, d := range dirs {
		if b.color[p+d] != Border {
			out = append(out, p+d)
		}
	}
	return out
}

// Adjacent returns the four cells next to p, borders included; a caller checks
// At for Border. It does not allocate.
func Adjacent(p Point) [4]Point {
	return [4]Point{p - stride, p - 1, p + 1, p + stride}
}

// Diagonal returns the four diagonal cells of p, borders included.
func Diagonal(p Point) [4]Point {
	return [4]Point{p - stride - 1, p - stride + 1, p + stride - 1, p + stride + 1}
}

// Around returns the eight cells around p, the four next to it first, then
// the four diagonal ones, borders included.
func Around(p Point) [8]Point {
	return [8]Point{p - stride, p - 1, p + 1, p + stride, p - stride - 1, p - stride + 1, p + stride - 1, p + stride + 1}
}

// ChainHead returns a representative stone of the chain at p; two stones are in
// the same chain exactly when their heads are equal.
// It returns Pass for an empty point or one off the board.
func (b *Board) ChainHead(p Point) Point {
	if c := b.At(p); c != Black && c != White {
		return Pass
	}
	return b.head[p]
}

// ChainSize returns the number of stones in the chain at p (0 if p is empty).
func (b *Board) ChainSize(p Point) int {
	if c := b.At(p); c != Black && c != White {
		return 0
	}
	return int(b.size[b.head[p]])
}

// Chain returns the stones of the chain at p (nil if p is empty).
func (b *Board) Chain(p Point) []Point {
	if c := b.At(p); c != Black && c != White {
		return nil
	}
	out := make([]Point, 0, b.size[b.head[p]])
	s := p
	for {
		out = append(out, s)
		s = b.next[s]
		if s == p {
			return out
		}
	}
}

// NextInChain returns the stone after s in its chain's circular list, so a
// caller can walk a chain without allocating: start at p and stop on return to p.
func (b *Board) NextInChain(s Point) Point { return b.next[s] }

// InAtari reports whether the chain at p has exactly one liberty, and returns it.
func (b *Board) InAtari(p Point) (Point, bool) {
	if b.At(p)-Black > White-Black {
		return Pass, false // empty or off the board (the colours wrap below Black)
	}
	h := b.head[p]
	l, s := int64(b.libs[h]), int64(b.libSum[h])
	if l*int64(b.libSq[h]) != s*s || l == 0 {
		return Pass, false
	}
	return Point(s / l), true
}

// PseudoLiberties returns the chain at p's liberties counted once for each
// stone of the chain next to them (0 if p is empty): at least the number
// of distinct liberties and at most four times it, known without a walk.
func (b *Board) PseudoLiberties(p Point) int {
	if c := b.At(p); c != Black && c != White {
		return 0
	}
	return int(b.libs[b.head[p]])
}

// atariAt reports whether the chain headed by h has p as its only liberty.
func (b *Board) atariAt(h, p Point) bool {
	l, s := int64(b.libs[h]), int64(b.libSum[h])
	return l*int64(b.libSq[h]) == s*s && s == l*int64(p)
}

// Liberties returns the number of distinct liberties of the chain at p,
// counting at most max of them (max <= 0 means all).
func (b *Board) Liberties(p Point, max int) int {
	if c := b.At(p); c != Black && c != White {
		return 0
	}
	if _, one := b.InAtari(p); one {
		return 1
	}
	if b.ls != nil {
		n := b.ls.count(b.libRow(b.head[p]))
		if max > 0 && n > max {
			return max
		}
		return n
	}
	var seen [maxCells]bool
	n := 0
	b.eachNewLiberty(p, &seen, func(Point) bool { n++; return n == max })
	return n
}

// LibertyPoints appends the distinct liberties of the chain at p to buf, in
// increasing order.
func (b *Board) LibertyPoints(p Point, buf []Point) []Point {
	if c := b.At(p); c != Black && c != White {
		return buf
	}
	if b.ls != nil {
		return b.ls.points(b.libRow(b.head[p]), buf)
	}
	var seen [maxCells]bool
	n := len(buf)
	b.eachNewLiberty(p, &seen, func(l Point) bool { buf = append(buf, l); return false })
	slices.Sort(buf[n:])
	return buf
}

// eachNewLiberty walks the chain of the stone at start and calls visit with
// each of its liberties not yet marked in seen, marking it, until visit
// returns true; it reports whether visit stopped the walk.
func (b *Board) eachNewLiberty(start Point, seen *[maxCells]bool, visit func(Point) bool) bool {
	s := start
	for {
		for _, d := range dirs {
			if l := s + d; b.color[l] == Empty && !seen[l] {
				seen[l] = true
				if visit(l) {
					return true
				}
			}
		}
		if s = b.next[s]; s == start {
			return false
		}
	}
}

// JoinedLiberties returns the liberties, counting at most max of them (max
// <= 0 means all), and the stones of the chain c would make by playing at
// the empty point p, captures left aside: p's empty neighbours and the
// liberties of c's chains next to it, other than p.
func (b *Board) JoinedLiberties(c Color, p Point, max int) (libs, size int) {
	var heads [4]Point
	nh := 0
	size = 1
	for _, d := range dirs {
		if n := p + d; b.color[n] == c && !slices.Contains(heads[:nh], b.head[n]) {
			heads[nh] = b.head[n]
			nh++
			size += int(b.size[b.head[n]])
		}
	}
	if b.ls != nil {
		var rows [4]int
		for i, h := range heads[:nh] {
			rows[i] = b.libRow(h)
		}
		libs = b.ls.joined(b, p, rows[:nh])
		if max > 0 && libs > max {
			libs = max
		}
		return libs, size
	}
	var seen [maxCells]bool
	seen[p] = true
	full := func(Point) bool { libs++; return max > 0 && libs >= max }
	for _, d := range dirs {
		if l := p + d; b.color[l] == Empty {
			seen[l] = true
			if full(l) {
				return max, size
			}
		}
	}
	for _, h := range heads[:nh] {
		if b.eachNewLiberty(h, &seen, full) {
			return max, size
		}
	}
	return libs, size
}

// Legal reports whether c may play at p under simple ko and the board's
// suicide rule, and if not, why.
func (b *Board) Legal(c Color, p Point) error {
	if c != Black && c != White {
		return ErrColor
	}
	if !b.OnBoard(p) {
		return ErrOffBoard
	}
	if b.color[p] != Empty {
		return ErrOccupied
	}
	if p == b.ko && c == b.koColor {
		return ErrKo
	}
	if b.suicide != SuicideAll && b.isSuicide(c, p) {
		if b.suicide == SuicideIllegal || !b.joinsChain(c, p) {
			return ErrSuicide
		}
	}
	return nil
}

// isSuicide reports whether a stone of c at the empty point p would capture
// nothing and be left without liberties.
func (b *Board) isSuicide(c Color, p Point) bool {
	opp := c.Opponent()
	for _, d := range dirs {
		n := p + d
		switch b.color[n] {
		case Empty:
			return false
		case c:
			if !b.atariAt(b.head[n], p) {
				return false
			}
		case opp:
			if b.atariAt(b.head[n], p) {
				return false
			}
		}
	}
	return true
}

// joinsChain reports whether p touches a stone of colour c.
func (b *Board) joinsChain(c Color, p Point) bool {
	for _, d := range dirs {
		if b.color[p+d] == c {
			return true
		}
	}
	return false
}

// Play puts a stone of colour c at p if the move is legal (simple ko and the
// board's suicide rule); otherwise it returns the reason and changes nothing.
// It returns the number of stones captured (the mover's own in a suicide).
func (b *Board) Play(c Color, p Point) (int, error) {
	if p == Pass {
		b.Pass()
		return 0, nil
	}
	if err := b.Legal(c, p); err != nil {
		return 0, err
	}
	return b.place(c, p), nil
}

// Pass records a pass: the ko ban ends.
func (b *Board) Pass() { b.ko = Pass }

// place puts a stone of c on the empty point p, which must be legal, updates
// chains and liberties, removes captured chains (or the mover's own in a
// suicide) and sets the ko point. It returns the number of stones removed.
func (b *Board) place(c Color, p Point) int {
	opp := c ^ 3
	b.color[p] = c
	b.reshape(p, c)
	b.hash ^= zobrist[c][p]
	b.removeEmpty(p)
	b.head[p], b.next[p], b.size[p] = p, p, 1
	b.libs[p], b.libSum[p], b.libSq[p] = 0, 0, 0
	if b.ls != nil {
		b.ls.clearRow(b.libRow(p))
	}
	delta := nbUnit[c] - nbUnit[Empty]
	for _, d := range dirs {
		n := p + d
		b.nb[n] += delta
		switch b.color[n] {
		case Empty:
			b.addLib(p, n)
		case Black, White:
			b.removeLib(b.head[n], p)
		}
	}
	for _, d := range dirs {
		n := p + d
		if b.color[n] == c && b.head[n] != b.head[p] {
			b.merge(b.head[p], b.head[n])
		}
	}
	captured := 0
	var last Point
	for _, d := range dirs {
		n := p + d
		if b.color[n] == opp && b.libs[b.head[n]] == 0 {
			captured += b.remove(b.head[n])
			last = n
		}
	}
	b.captures[c] += int32(captured)
	h := b.head[p]
	if b.libs[h] == 0 {
		b.ko = Pass
		lost := b.remove(h)
		b.captures[opp] += int32(lost)
		return lost
	}
	if captured == 1 && b.size[h] == 1 && b.libs[h] == 1 {
		b.ko, b.koColor = last, opp
	} else {
		b.ko = Pass
	}
	return captured
}

// addLib records that a stone of the chain headed by h is next to the empty
// point l.
func (b *Board) addLib(h, l Point) {
	b.libs[h]++
	b.libSum[h] += int32(l)
	b.libSq[h] += int32(l) * int32(l)
	if b.ls != nil {
		b.ls.set(b.libRow(h), l)
	}
}

// removeLib records that a stone of the chain headed by h is no longer next
// to l, which a stone now fills: l is no liberty of the chain any more.
func (b *Board) removeLib(h, l Point) {
	b.libs[h]--
	b.libSum[h] -= int32(l)
	b.libSq[h] -= int32(l) * int32(l)
	if b.ls != nil {
		b.ls.unset(b.libRow(h), l)
	}
}

// merge joins the chains headed by h1 and h2 and returns the new head, the
// head of the larger one, so fewer stones are relabelled.
func (b *Board) merge(h1, h2 Point) Point {
	if b.size[h1] < b.size[h2] {
		h1, h2 = h2, h1
	}
	s := h2
	for {
		b.head[s] = h1
		s = b.next[s]
		if s == h2 {
			break
		}
	}
	b.next[h1], b.next[h2] = b.next[h2], b.next[h1]
	b.size[h1] += b.size[h2]
	b.libs[h1] += b.libs[h2]
	b.libSum[h1] += b.libSum[h2]
	b.libSq[h1] += b.libSq[h2]
	if b.ls != nil {
		b.ls.or(b.libRow(h1), b.libRow(h2))
	}
	return h1
}

// remove takes the chain headed by h off the board and returns its size.
func (b *Board) remove(h Point) int {
	c := b.color[h]
	delta := nbUnit[Empty] - nbUnit[c]
	s := h
	for {
		b.color[s] = Empty
		b.reshape(s, c)
		b.hash ^= zobrist[c][s]
		b.addEmpty(s)
		for _, d := range dirs {
			b.nb[s+d] += delta
		}
		s = b.next[s]
		if s == h {
			break
		}
	}
	for {
		for _, d := range dirs {
			n := s + d
			if col := b.color[n]; col == Black || col == White {
				b.addLib(b.head[n], s)
			}
		}
		s = b.next[s]
		if s == h {
			break
		}
	}
	return int(b.size[h])
}

func (b *Board) addEmpty(p Point) {
	b.emptyIdx[p] = int16(b.nEmpty)
	b.empties[b.nEmpty] = p
	b.nEmpty++
}

func (b *Board) removeEmpty(p Point) {
	i := b.emptyIdx[p]
	b.nEmpty--
	last := b.empties[b.nEmpty]
	b.empties[i] = last
	b.emptyIdx[last] = i
}

// Set puts colour c (Empty to clear) at p without playing a move: setup stones
// as SGF's AB, AW and AE. Nothing is captured, even a chain left without
// liberties; the ko point is cleared.
func (b *Board) Set(p Point, c Color) error {
	if !b.OnBoard(p) {
		return ErrOffBoard
	}
	if c == Border {
		return ErrColor
	}
	b.color[p] = c
	b.rebuild()
	return nil
}

// SetAll places several setup stones at once (see Set).
func (b *Board) SetAll(stones map[Point]Color) error {
	for p, c := range stones {
		if !b.OnBoard(p) {
			return ErrOffBoard
		}
		if c == Border {
			return ErrColor
		}
	}
	for p, c := range stones {
		b.color[p] = c
	}
	b.rebuild()
	return nil
}

// rebuild recomputes chains, liberties, empties and the hash from the colours.
func (b *Board) rebuild() {
	if b.ls != nil {
		b.ls.resize(b.w, b.h)
	}
	b.nEmpty = 0
	b.hash = 0
	b.ko = Pass
	for p := Point(0); int(p) < b.cells; p++ {
		b.shape[p] = b.computeShape(p)
		b.nb[p] = 0
		for _, d := range dirs {
			if n := p + d; n >= 0 && int(n) < b.cells {
				if c := b.color[n]; c != Border {
					b.nb[p] += nbUnit[c]
				}
			}
		}
		switch b.color[p] {
		case Empty:
			b.addEmpty(p)
		case Black, White:
			b.hash ^= zobrist[b.color[p]][p]
			b.head[p], b.next[p], b.size[p] = p, p, 1
			b.libs[p], b.libSum[p], b.libSq[p] = 0, 0, 0
		}
	}
	for p := Point(0); int(p) < b.cells; p++ {
		c := b.color[p]
		if c != Black && c != White {
			continue
		}
		for _, d := range dirs {
			n := p + d
			switch b.color[n] {
			case Empty:
				b.addLib(b.head[p], n)
			case c:
				if n > p && b.head[n] != b.head[p] {
					b.merge(b.head[p], b.head[n])
				}
			}
		}
	}
}

// ComputeHash recomputes the Zobrist hash from the stones, for checking the
// incremental one.
func (b *Board) ComputeHash() uint64 {
	var h uint64
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := Pt(x, y)
			if c := b.color[p]; c == Black || c == White {
				h ^= zobrist[c][p]
			}
		}
	}
	return h
}

// HashAfter returns the hash the board would have after c plays at p, without
// playing; the move must be legal under simple ko and the suicide rule.
func (b *Board) HashAfter(c Color, p Point) uint64 {
	if p == Pass {
		return b.hash
	}
	h := b.hash ^ zobrist[c][p]
	opp := c.Opponent()
	// The opponent's chains in atari at p are captured.
	h, captured := b.hashWithout(h, p, opp, func(hd Point) bool { return b.atariAt(hd, p) })
	if !captured && b.isSuicide(c, p) {
		// The mover's chain, with the new stone, leaves the board.
		h ^= zobrist[c][p]
		h, _ = b.hashWithout(h, p, c, func(Point) bool { return true })
	}
	return h
}

// hashWithout takes out of hash h the chains of colour c next to p whose
// head passes gone, each once, and reports whether there was one.
func (b *Board) hashWithout(h uint64, p Point, c Color, gone func(head Point) bool) (uint64, bool) {
	var done [4]Point
	nd := 0
	for _, d := range dirs {
		n := p + d
		if b.color[n] != c {
			continue
		}
		hd := b.head[n]
		if slices.Contains(done[:nd], hd) || !gone(hd) {
			continue
		}
		done[nd] = hd
		nd++
		for s := hd; ; {
			h ^= zobrist[c][s]
			s = b.next[s]
			if s == hd {
				break
			}
		}
	}
	return h, nd > 0
}
