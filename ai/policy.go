package ai

import (
	"github.com/torreya/torreya/engine"
)

// Policy holds the switches of the playout policy. The zero value plays
// uniformly random moves that do not fill the player's own eyes.
type Policy struct {
	// Capture is the probability of answering the last move with a capture
	// or an atari escape when there is one.
	Capture float64
	// Pattern is the probability of playing a good 3x3 shape next to the
	// last move when there is one.
	Pattern float64
	// SelfAtari is the probability of rejecting a random move that puts a
	// chain of two stones or more in atari.
	SelfAtari float64
	// Nakade is the probability of taking the vital point of a small area
	// enclosed by one colour next to the last move (nakadeMove).
	Nakade float64
	// TwoLib is the probability of answering the last move on a chain next
	// to it left with two liberties (twoLibMoves) when there is one.
	TwoLib float64
	// NLib is the probability of attacking, when the last move shortened a
	// chain of the player's to three or four liberties, an opponent's chain
	// next to it that has two (nLibMoves).
	NLib float64
	// EdgeLadder, when set, keeps the playouts from extending a chain in
	// atari along the first line into a ladder that captures it.
	EdgeLadder bool
	// Mercy, when set, ends a playout once one side's captures since it
	// began exceed the other's by more than mercyMargin, and counts the
	// board as it stands (engine.Board.RegionScore).
	Mercy bool
}

// HeavyPolicy returns the full playout policy: it captures, escapes atari,
// plays 3x3 shapes near the last move and rarely puts its own chains in atari.
func HeavyPolicy() Policy {
	return Policy{Capture: 0.9, Pattern: 0.9, SelfAtari: 0.95, Nakade: 0.9, TwoLib: 0.9, NLib: 0.25, EdgeLadder: true, Mercy: true}
}

// probability thresholds, as 32-bit fractions, for the playout loop.
type policyThresholds struct {
	capture, pattern, selfAtari, nakade, twoLib, nLib uint32
	edgeLadder, mercy                                 bool
}

func (p Policy) thresholds() policyThresholds {
	f := func(x float64) uint32 {
		if x <= 0 {
			return 0
		}
		if x >= 1 {
			return 1<<32 - 1
		}
		return uint32(x * (1 << 32))
	}
	return policyThresholds{f(p.Capture), f(p.Pattern), f(p.SelfAtari), f(p.Nakade), f(p.TwoLib), f(p.NLib), p.EdgeLadder, p.Mercy}
}

// playouter plays heavy playouts on its own board. Everything it needs is in
// the struct, so a playout does not allocate. It is not safe for concurrent use.
type playouter struct {
	b engine.Board
	// sets holds b's liberty sets once begin has given them to it.
	sets     engine.LibertySets
	withSets bool
	rng      engine.Rand
	th       policyThresholds
	mark     [cells]uint32
	gen      uint32
	cand     [cells]engine.Point
	// first records, for AMAF, the first colour to play at each point and at
	// which ply; stamp says which playout wrote it.
	firstColor [cells]engine.Color
	firstPly   [cells]int16
	firstStamp [cells]uint32
	stamp      uint32
	ply        int16
	// mercy is the capture lead that ends a playout on this board (0: none),
	// and lead0 Black's captures less White's when the simulation began.
	mercy, lead0 int
	own          [cells]int32 // Black-owned minus White-owned, summed over playouts
	playouts     int64
	lad          *ladder // boards for ladder reading, made on first use
	// scores counts the final scores below each root move while a search
	// reports its candidates' leads (search.scores): a histogram a move.
	scores scoreHist
	// rb holds this goroutine's pending AMAF updates for the nodes at the
	// top two plies of its last descent (see search.rave).
	rb [raveBuffered]raveBuf
	// moves holds the moves search.expand gives children, and gamma their
	// learned strengths, by their index.
	moves [cells]engine.Point
	gamma [cells]float32
	// shape, when set, holds the learned 3x3 gammas by mover-relative
	// patternCode: the playouts then choose their shapes by it (learnedMove)
	// instead of the hand-made table.
	shape *[1 << 16]float32
	// weight holds the gammas of learnedMove's candidates in cand.
	weight [8]float32
}

// bump starts a new marking generation for the scratch marks.
func (w *playouter) bump() {
	w.gen++
	if w.gen == 0 {
		w.mark = [cells]uint32{}
		w.gen = 1
	}
}

// chance returns true with the probability th (a 32-bit fraction).
func (w *playouter) chance(th uint32) bool {
	return th != 0 && uint32(w.rng.Uint64()>>32) < th
}

// libsAfter counts the liberties the chain of c at p would have after c
// plays there (the move must be legal), up to max, and the stones it would
// hold. Captures count as max liberties: the move is never a self-atari.
// When p's empty neighbours alone give max liberties, the size is 1.
func (w *playouter) libsAfter(b *engine.Board, c engine.Color, p engine.Point, max int) (libs, size int) {
	opp := c.Opponent()
	for _, n := range engine.Adjacent(p) {
		if b.At(n) == opp {
			if l, one := b.InAtari(n); one && l == p {
				return max, 1
			}
		}
	}
	if b.Neighbours(p, engine.Empty) >= max {
		return max, 1
	}
	return b.JoinedLiberties(c, p, max)
}

// badSelfAtari reports whether c at p would leave a chain of two stones or
// more in atari (one stone in atari is often a good sacrifice).
func (w *playouter) badSelfAtari(b *engine.Board, c engine.Color, p engine.Point) bool {
	if b.Neighbours(p, engine.Empty) >= 2 {
		return false
	}
	libs, size := w.libsAfter(b, c, p, 2)
	return libs < 2 && size >= 2
}

// addCand appends p to the candidates in cand[:n] unless it is there.
func (w *playouter) addCand(n int, p engine.Point) int {
	for _, q := range w.cand[:n] {
		if q == p {
			return n
		}
	}
	w.cand[n] = p
	return n + 1
}

// atariMoves writes to w.cand the moves for c that answer the last move:
// capturing a chain in atari next to it, or saving a chain of c that it put
// in atari by capturing an attacker or extending to two liberties or more.
func (w *playouter) atariMoves(b *engine.Board, c engine.Color, last, last2 engine.Point) int {
	n := 0
	opp := c.Opponent()
	// The opponent left a chain in atari next to our previous move: take it.
	if last2 > engine.Resign {
		for _, q := range engine.Adjacent(last2) {
			if b.At(q) == opp {
				if l, one := b.InAtari(q); one {
					n = w.addCand(n, l)
				}
			}
		}
	}
	if b.At(last) == opp {
		if l, one := b.InAtari(last); one {
			n = w.addCand(n, l)
		}
	}
	for _, q := range engine.Adjacent(last) {
		switch b.At(q) {
		case opp:
			if l, one := b.InAtari(q); one {
				n = w.addCand(n, l)
			}
		case c:
			if _, one := b.InAtari(q); one {
				n = w.escapes(b, c, q, n, w.th.edgeLadder)
			}
		}
	}
	return n
}

// escapes adds to w.cand[:n] the moves that save c's chain at q, which is in
// atari: capturing a neighbouring chain in atari, or extending when that
// gives at least two liberties (and, with edgeLadders, when no capture saves
// it, not into a ladder along the edge: edgeLadder).
func (w *playouter) escapes(b *engine.Board, c engine.Color, q engine.Point, n int, edgeLadders bool) int {
	n0 := n
	opp := c.Opponent()
	s := q
	for {
		for _, a := range engine.Adjacent(s) {
			if b.At(a) == opp {
				if l, one := b.InAtari(a); one {
					n = w.addCand(n, l)
				}
			}
		}
		s = b.NextInChain(s)
		if s == q {
			break
		}
	}
	l, _ := b.InAtari(q)
	if b.Playable(c, l) {
		if libs, _ := w.libsAfter(b, c, l, 2); libs >= 2 {
			if !edgeLadders || n > n0 || !edgeLadder(b, c, q, l) {
				n = w.addCand(n, l)
			}
		}
	}
	return n
}

// patternMoves writes to w.cand the empty points around last where c may
// play a good shape without a bad self-atari.
func (w *playouter) patternMoves(b *engine.Board, c engine.Color, last engine.Point) int {
	n := 0
	for _, p := range engine.Around(last) {
		if b.At(p) == engine.Empty && matchesPattern(b, p) && b.Playable(c, p) && !w.badSelfAtari(b, c, p) {
			w.cand[n] = p
			n++
		}
	}
	return n
}

// shapeMin is the least learned 3x3 gamma that makes a shape the playouts
// play next to the last move: the hand-made shapes' median is 4.5, the
// other neighbourhoods' 0.7.
var shapeMin float32 = 1

// learnedMove picks one of the empty points around last where c may play a
// shape whose learned gamma is at least shapeMin, without a bad
// self-atari, in proportion to the gamma; Pass when there is none. It draws
// first and checks the point drawn, drawing again without it when it fails:
// the same choice as checking every point first, for less work.
func (w *playouter) learnedMove(b *engine.Board, c engine.Color, last engine.Point) engine.Point {
	n := 0
	var sum float32
	for _, p := range engine.Around(last) {
		if b.At(p) != engine.Empty {
			continue
		}
		if g := w.shape[moverCode(patternCode(b, p), c)]; g >= shapeMin {
			w.cand[n], w.weight[n] = p, g
			sum += g
			n++
		}
	}
	for n > 0 {
		i := 0
		x := float32(w.rng.Uint64()>>40) / (1 << 24) * sum
		for ; i < n-1; i++ {
			if x -= w.weight[i]; x < 0 {
				break
			}
		}
		p := w.cand[i]
		if b.Playable(c, p) && !w.badSelfAtari(b, c, p) {
			return p
		}
		sum -= w.weight[i]
		n--
		w.cand[i], w.weight[i] = w.cand[n], w.weight[n]
	}
	return engine.Pass
}

// choose picks c's next playout move after last (and c's own last2), or Pass.
func (w *playouter) choose(c engine.Color, last, last2 engine.Point) engine.Point {
	b := &w.b
	if last > engine.Resign {
		if w.chance(w.th.capture) {
			if n := w.atariMoves(b, c, last, last2); n > 0 {
				// Start at a random candidate and take the first playable one.
				k := w.rng.Intn(n)
				for i := 0; i < n; i++ {
					p := w.cand[(k+i)%n]
					if b.Playable(c, p) {
						return p
					}
				}
			}
		}
		if w.chance(w.th.twoLib) {
			if n := w.twoLibMoves(b, c, last); n > 0 {
				return w.cand[w.rng.Intn(n)]
			}
		}
		if w.chance(w.th.nLib) {
			if n := w.nLibMoves(b, c, last); n > 0 {
				return w.cand[w.rng.Intn(n)]
			}
		}
		if w.chance(w.th.nakade) {
			if p := w.nakadeMove(b, last); p != engine.Pass && b.Playable(c, p) {
				return p
			}
		}
		if w.chance(w.th.pattern) {
			if w.shape != nil {
				if p := w.learnedMove(b, c, last); p != engine.Pass {
					return p
				}
			} else if n := w.patternMoves(b, c, last); n > 0 {
				return w.cand[w.rng.Intn(n)]
			}
		}
	}
	empties := b.Empties()
	n := len(empties)
	if n == 0 {
		return engine.Pass
	}
	start := w.rng.Intn(n)
	for i := 0; i < n; i++ {
		k := start + i
		if k >= n {
			k -= n
		}
		p := empties[k]
		if !b.Playable(c, p) {
			continue
		}
		if w.th.selfAtari != 0 && w.badSelfAtari(b, c, p) && w.chance(w.th.selfAtari) {
			continue
		}
		return p
	}
	return engine.Pass
}

// record notes, for AMAF, that c played at p at the current ply.
func (w *playouter) record(c engine.Color, p engine.Point) {
	if p > engine.Resign && w.firstStamp[p] != w.stamp {
		w.firstStamp[p] = w.stamp
		w.firstColor[p] = c
		w.firstPly[p] = w.ply
	}
	w.ply++
}

// playedFirst reports whether c was the first to play at p in this
// simulation, at ply from or later: the AMAF test.
func (w *playouter) playedFirst(p engine.Point, c engine.Color, from int16) bool {
	return p != engine.Pass && w.firstStamp[p] == w.stamp && w.firstColor[p] == c && w.firstPly[p] >= from
}

// begin starts a new simulation on a copy of root.
func (w *playouter) begin(root *engine.Board) {
	if !w.withSets {
		w.b.UseLibertySets(&w.sets)
		w.withSets = true
	}
	w.b.CopyFrom(root)
	w.stamp++
	if w.stamp == 0 {
		w.firstStamp = [cells]uint32{}
		w.stamp = 1
	}
	w.ply = 0
	w.mercy = 0
	if w.th.mercy {
		w.mercy = mercyMargin(w.b.Width(), w.b.Height())
		w.lead0 = w.b.Captures(engine.Black) - w.b.Captures(engine.White)
	}
}

// mercyMargin is the capture lead beyond which a playout on a board w by h
// ends: twice the longer side, or a sixth of the board if that is more (18
// stones on 9x9, 28 on 13x13, 60 on 19x19). Over playouts from the empty
// board and from positions 13 to 40 moves into random games, counting the
// board where this lead was first reached gave the same winner as playing on
// in all but 0.08 % of the playouts on 9x9 (0.23 % on 13x13, 0.02 % on
// 19x19), and saved 15 %, 12 % and 4 % of their moves.
func mercyMargin(w, h int) int {
	return max(2*max(w, h), w*h/6)
}

// playout plays the rest of the game from w.b with c to move after last and
// last2, then returns Black's area minus White's. passes is how many passes
// in a row led here.
func (w *playouter) playout(c engine.Color, last, last2 engine.Point, passes int) int {
	b := &w.b
	limit := 2*b.Width()*b.Height() + 20
	for moves := 0; passes < 2 && moves < limit; moves++ {
		p := w.choose(c, last, last2)
		if p == engine.Pass {
			passes++
			b.Pass()
		} else {
			passes = 0
			b.PlayFast(c, p)
		}
		w.record(c, p)
		last, last2 = p, last
		c = c.Opponent()
		if w.mercy != 0 {
			if d := b.Captures(engine.Black) - b.Captures(engine.White) - w.lead0; d > w.mercy || d < -w.mercy {
				w.playouts++
				return b.RegionScore(w.addOwner)
			}
		}
	}
	return w.score()
}

// addOwner adds o, a point's owner at the end of a playout, to the
// ownership sums.
func (w *playouter) addOwner(p engine.Point, o int) { w.own[p] += int32(o) }

// clearOwnership empties the ownership sums and the count of playouts.
func (w *playouter) clearOwnership() { w.own, w.playouts = [cells]int32{}, 0 }

// score counts the board of a finished playout (engine.Board.AreaScore),
// Black's area minus White's, and adds each point's owner to the ownership
// sums.
func (w *playouter) score() int {
	w.playouts++
	return w.b.AreaScore(w.addOwner)
}
