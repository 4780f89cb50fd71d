package engine

// Rand is a small, fast pseudo-random generator (xorshift64*) for playouts. It
// is not safe for concurrent use; give each goroutine its own.
type Rand struct{ s uint64 }

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) *Rand {
	r := &Rand{}
	r.Seed(seed)
	return r
}

// Seed restarts the generator from seed.
func (r *Rand) Seed(seed uint64) {
	seed += 0x9e3779b97f4a7c15
	seed = (seed ^ (seed >> 30)) * 0xbf58476d1ce4e5b9
	seed = (seed ^ (seed >> 27)) * 0x94d049bb133111eb
	r.s = seed ^ (seed >> 31) | 1
}

// Uint64 returns the next pseudo-random number.
func (r *Rand) Uint64() uint64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return r.s * 2685821657736338717
}

// Intn returns a number in [0, n); n must be positive and below 2^32.
func (r *Rand) Intn(n int) int {
	return int((r.Uint64() >> 32) * uint64(n) >> 32)
}

// Float64 returns a number in [0, 1).
func (r *Rand) Float64() float64 {
	return float64(r.Uint64()>>11) / (1 << 53)
}

// IsEye reports whether p is an empty point that looks like a one-point eye of
// colour c: all neighbours are c (or the edge) and too few diagonals are the
// opponent's for it to be false (none on the edge, at most one in the centre).
func (b *Board) IsEye(c Color, p Point) bool {
	if b.color[p] != Empty || (c != Black && c != White) {
		return false
	}
	nb := b.nb[p]
	if neighbourCount(nb, Empty) != 0 || neighbourCount(nb, c^3) != 0 {
		return false
	}
	return b.eyeDiagonalsOK(c, p)
}

// eyeDiagonalsOK reports whether the diagonals of p leave it an eye of c.
func (b *Board) eyeDiagonalsOK(c Color, p Point) bool {
	opp := c ^ 3
	bad, edge := 0, 0
	for _, d := range diags {
		switch b.color[p+d] {
		case opp:
			bad++
		case Border:
			edge = 1
		}
	}
	return bad+edge < 2
}

// Neighbours returns how many of the four cells next to p hold c (Empty,
// Black or White; borders are never counted), in one lookup. p must be a
// point of the board.
func (b *Board) Neighbours(p Point, c Color) int { return neighbourCount(b.nb[p], c) }

// Playable reports whether c may play at the empty point p in a playout: legal
// under simple ko with suicide forbidden, and not filling c's own eye (IsEye's
// test, without the colour and emptiness checks: p must be empty).
func (b *Board) Playable(c Color, p Point) bool {
	nb := b.nb[p]
	if nb&0xF != 0 {
		// A liberty: legal, and not an eye. (The ko point never has one.)
		return true
	}
	if p == b.ko && c == b.koColor {
		return false
	}
	opp := c ^ 3
	legal := false
	for _, d := range dirs {
		n := p + d
		switch b.color[n] {
		case c:
			if !b.atariAt(b.head[n], p) {
				legal = true
			}
		case opp:
			if b.atariAt(b.head[n], p) {
				legal = true
			}
		}
		if legal {
			break
		}
	}
	if !legal {
		return false
	}
	return neighbourCount(nb, opp) != 0 || !b.eyeDiagonalsOK(c, p)
}

// RandomMove returns a uniformly random point where c may play in a playout
// (legal, suicide excluded, not filling c's own eye), or Pass when there is none.
func (b *Board) RandomMove(c Color, r *Rand) Point {
	n := int(b.nEmpty)
	if n == 0 {
		return Pass
	}
	start := r.Intn(n)
	for i := start; i < n; i++ {
		if p := b.empties[i]; b.Playable(c, p) {
			return p
		}
	}
	for i := 0; i < start; i++ {
		if p := b.empties[i]; b.Playable(c, p) {
			return p
		}
	}
	return Pass
}

// PlayFast plays a move already known to be legal (from RandomMove, for
// instance) without checking it again. Pass is accepted.
func (b *Board) PlayFast(c Color, p Point) int {
	if p == Pass {
		b.ko = Pass
		return 0
	}
	return b.place(c, p)
}

// Playout plays uniformly random moves (see RandomMove), starting with toMove,
// until both sides pass in a row or 3 moves per intersection have been played.
// It returns the number of moves played.
func (b *Board) Playout(toMove Color, r *Rand) int {
	limit := 3 * b.w * b.h
	passes, moves := 0, 0
	c := toMove
	for passes < 2 && moves < limit {
		p := b.RandomMove(c, r)
		if p == Pass {
			passes++
			b.ko = Pass
		} else {
			passes = 0
			b.place(c, p)
		}
		c = c.Opponent()
		moves++
	}
	return moves
}

// AreaScore counts Black's area minus White's the quick way a finished
// playout needs: stones, and empty points whose neighbours are all of one
// colour. Komi is not included. When owner is not nil it is called with every
// point of the board and its owner: 1 for Black, -1 for White, 0 for no one.
func (b *Board) AreaScore(owner func(p Point, o int)) int { return b.area(false, owner) }

// RegionScore counts as AreaScore does on a board whose game is not finished:
// each region of empty points that stones of one colour alone border is
// theirs, where AreaScore's test of each point's neighbours would leave the
// inside of an open region to no one. A playout stopped early is counted
// this way.
func (b *Board) RegionScore(owner func(p Point, o int)) int { return b.area(true, owner) }

// area is AreaScore, or RegionScore when regions is set.
func (b *Board) area(regions bool, owner func(p Point, o int)) int {
	var walk *regionWalk // made only for RegionScore: AreaScore ends every playout
	if regions {
		walk = new(regionWalk)
	}
	score := 0
	for y := 0; y < b.h; y++ {
		p := Pt(0, y)
		for x := 0; x < b.w; x++ {
			o := 0
			switch b.color[p] {
			case Black:
				o = 1
			case White:
				o = -1
			case Empty:
				if regions {
					if !walk.seen[p] {
						score += b.regionArea(p, walk, owner)
					}
					p++
					continue
				}
				var touch [4]int
				for _, d := range dirs {
					touch[b.color[p+d]]++
				}
				if touch[White] == 0 && touch[Black] > 0 {
					o = 1
				} else if touch[Black] == 0 && touch[White] > 0 {
					o = -1
				}
			}
			score += o
			if owner != nil {
				owner(p, o)
			}
			p++
		}
	}
	return score
}

// regionArea walks the region of empty points around p and returns its
// size with the sign of the one colour that borders it (0 when both or
// neither do), telling owner each point's owner.
func (b *Board) regionArea(p Point, walk *regionWalk, owner func(p Point, o int)) int {
	points, border := b.walkRegion(p, walk)
	o := 0
	switch border {
	case Black:
		o = 1
	case White:
		o = -1
	}
	if owner != nil {
		for _, q := range points {
			owner(q, o)
		}
	}
	return o * len(points)
}

// regionWalk is the scratch of walkRegion: the points already walked, over
// as many walks as share it, and the points of the last one.
type regionWalk struct {
	seen   [maxCells]bool
	points [MaxSize * MaxSize]Point
}

// walkRegion walks the region of empty points around the empty point p,
// which no earlier walk with w has reached, and returns its points (in w,
// until the next walk) and the colours of the stones that border it: Black,
// White, both (Black|White) or neither (Empty).
func (b *Board) walkRegion(p Point, w *regionWalk) (points []Point, border Color) {
	w.seen[p] = true
	w.points[0] = p
	n := 1
	for i := 0; i < n; i++ {
		for _, d := range dirs {
			q := w.points[i] + d
			switch c := b.color[q]; c {
			case Empty:
				if !w.seen[q] {
					w.seen[q] = true
					w.points[n] = q
					n++
				}
			case Black, White:
				border |= c
			}
		}
	}
	return w.points[:n], border
}
