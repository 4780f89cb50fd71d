package ai

import (
	"math"

	"github.com/torreya/torreya/engine"
)

// The tree's priors: what a move is worth before any playout has tried it,
// from the hand-made heuristics and the strengths learned from games
// (learned.go), given when a node grows its children.

// Prior weights, in visits, after michi (Petr Baudis, 2015): every move
// starts at an even prior; knowledge adds won or lost visits.
const (
	priorEven        = 10 // at 50%
	priorCaptureOne  = 15
	priorCaptureMany = 30
	priorPattern     = 10
	priorSelfAtari   = 10 // lost
	priorEmptyArea   = 10
	priorTactics     = 20
	// priorLadderRun is the lost visits of an escape from atari that only
	// runs into a ladder. The playouts do not read ladders, so to them the
	// run often lives, and a small prior is soon outweighed: in a 19x19
	// game against Pachi 0.8.1 ran one ladder seven moves long and lost
	// nine stones. So the search all but never reads such a move.
	priorLadderRun = 1000
)

// urgent's marks of a move (urgent, ladderAttacks).
const (
	markNone       uint8 = iota
	markCaptureOne       // captures a single stone
	markUrgent           // captures more, or saves a chain of the mover's in atari
	markLadderRun        // extends a chain in atari into a ladder that captures it
	markLadderOne        // an atari that catches a single stone in a ladder
	markLadderMany       // an atari that catches a chain of more in a ladder
)

// learnedWeight is the weight of the learned prior on a board w by h, in
// visits (Options.PriorLearned's default), for the form learnedPrior gives
// it: sqrt for the square root of the move's probability.
//
// In the ratio form a move as strong as the average of its siblings gets
// half of the weight as won visits, one gamma times as strong r/(1+r) of it.
// The larger the board, the more moves share the playouts and the longer
// the prior has to carry a move before its own visits do. Against the
// weight of 20 that 0.7.3 gave on every board, at 2,000 playouts a move: 60
// won 114/200 on 9x9, 150 won 57/100 on 13x13 (60 won 53/100 there). The
// square-root form weighs 300, Pachi's pattern_eqex on 19x19. The README has
// the games against Pachi.
func learnedWeight(w, h int, sqrt bool) float64 {
	switch {
	case sqrt:
		return 300
	case w*h <= 9*9:
		return 60
	}
	return 150
}

// learnedSqrt reports whether the learned prior takes the square-root form
// on a board w by h: on boards larger than 9x9, unless off has PriorSqrt.
func learnedSqrt(w, h int, off Heuristic) bool {
	return w*h > 9*9 && !off.Has(PriorSqrt)
}

// minSqrtProb is the probability under which the square-root form gives a
// move no learned visits at all (Pachi's cut-off).
const minSqrtProb = 0.001

// learnedPrior returns the prior visits and wins the learned strengths give
// a move of strength g among siblings whose strengths sum to sum (count
// moves): in the square-root form, weight times the square root of its
// probability g/sum, all won, and nothing under minSqrtProb; otherwise the
// weight, won in the share r/(1+r) where r is g over the siblings' mean.
func learnedPrior(g, sum float32, count int, weight float32, sqrt bool) (pv, pw float32) {
	if sqrt {
		p := g / sum
		if p < minSqrtProb {
			return 0, 0
		}
		v := weight * float32(math.Sqrt(float64(p)))
		return v, v
	}
	r := g / (sum / float32(count))
	return weight, weight * r / (1 + r)
}

// priorNear is the prior won visits for moves at Manhattan distance 1, 2 and
// 3 from the last move.
var priorNear = [4]float32{0, 24, 22, 8}

// expand gives node n its children: every move c may play in w.b, with
// priors, and Pass. last and last2 are the two moves before. It returns
// false when another goroutine is at it or the tree is full.
func (s *search) expand(w *playouter, n int32, c engine.Color, last, last2 engine.Point) bool {
	nd := s.t.at(n)
	if !nd.state.CompareAndSwap(leaf, expanding) {
		return false
	}
	b := &w.b
	learn := s.learned != nil && !s.off.Has(PriorLearned)
	// Urgent moves first: captures and escapes with their bonus.
	var bonus [cells]uint8 // urgent's marks
	if !s.off.Has(PriorCapture) || learn {
		w.urgent(b, c, &bonus, !s.off.Has(PriorLadder))
	}
	// The playouts' own answers to the last move among short chains.
	var tactic [cells]bool
	if last > engine.Resign && !s.off.Has(PriorTactics) {
		for _, q := range w.cand[:w.twoLibMoves(b, c, last)] {
			tactic[q] = true
		}
		for _, q := range w.cand[:w.nLibMoves(b, c, last)] {
			tactic[q] = true
		}
	}
	var opening opening
	if !s.off.Has(Opening) {
		opening = newOpening(b)
	}
	// The moves to consider, found once: the tree needs their number
	// before it can give them room.
	moves := w.moves[:0]
	for _, p := range b.Empties() {
		if b.Playable(c, p) && !opening.skip(b, p) {
			moves = append(moves, p)
		}
	}
	count := 1 + len(moves) // and Pass
	k := s.t.alloc(count)
	if k < 0 {
		nd.state.Store(full)
		return false
	}
	s.t.init(k, engine.Pass, priorEven, 0)
	i := k + 1
	var sum float32
	for _, p := range moves {
		libs, size := w.libsAfter(b, c, p, 2)
		pv, pw := s.handPrior(b, p, bonus[p], libs, last)
		if tactic[p] {
			pv, pw = pv+priorTactics, pw+priorTactics
		}
		s.t.init(i, p, pv, pw)
		if learn {
			g := s.learned.strength(w, b, c, p, libs, size, bonus[p], last, last2, s.owners, s.off)
			w.gamma[i-k] = g
			sum += g
		}
		i++
	}
	if learn && count > 1 {
		for j := int32(1); j < int32(count); j++ {
			ch := s.t.at(k + j)
			pv, pw := learnedPrior(w.gamma[j], sum, count-1, s.learnedW, s.learnedSqrt)
			ch.pv += pv
			ch.pw += pw
		}
	}
	nd.kids, nd.nkids = k, int16(count)
	nd.state.Store(expanded)
	return true
}

// handPrior returns the prior visits and wins the hand-made heuristics give
// the move at p: bonus is urgent's mark for it, libs its liberties after it
// (libsAfter up to 2).
func (s *search) handPrior(b *engine.Board, p engine.Point, bonus uint8, libs int, last engine.Point) (pv, pw float32) {
	pv, pw = float32(priorEven), float32(priorEven/2)
	if !s.off.Has(PriorCapture) {
		switch bonus {
		case markCaptureOne, markLadderOne:
			pv, pw = pv+priorCaptureOne, pw+priorCaptureOne
		case markUrgent, markLadderMany:
			pv, pw = pv+priorCaptureMany, pw+priorCaptureMany
		case markLadderRun:
			pv += priorLadderRun
		}
	}
	if !s.off.Has(PriorPattern) && matchesPattern(b, p) {
		pv, pw = pv+priorPattern, pw+priorPattern
	}
	if !s.off.Has(PriorSelfAtari) && libs < 2 {
		pv += priorSelfAtari
	}
	x, y := p.XY()
	if last > engine.Resign && !s.off.Has(PriorNear) {
		lx, ly := last.XY()
		if d := abs(x-lx) + abs(y-ly); d <= 3 {
			pv, pw = pv+priorNear[d], pw+priorNear[d]
		}
	}
	if line := min(x, y, b.Width()-1-x, b.Height()-1-y); line <= 2 && !s.off.Has(PriorEdge) && emptyAround(b, x, y) {
		if line == 2 {
			pv, pw = pv+priorEmptyArea, pw+priorEmptyArea
		} else {
			pv += priorEmptyArea
		}
	}
	return pv, pw
}

// urgent marks in bonus the moves for c that capture (markCaptureOne for a
// single stone, markUrgent for more) or save a chain of c in atari
// (markUrgent), and when ladders is set the extensions of a chain in atari
// that only run into a ladder (markLadderRun) and, where no other mark is,
// the ataris that catch an opponent's chain of two liberties in a ladder
// (ladderAttacks).
func (w *playouter) urgent(b *engine.Board, c engine.Color, bonus *[cells]uint8, ladders bool) {
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.Pt(x, y)
			col := b.At(p)
			if col == engine.Empty || b.ChainHead(p) != p {
				continue
			}
			l, one := b.InAtari(p)
			if !one {
				continue
			}
			if col != c {
				if b.ChainSize(p) > 1 {
					bonus[l] = markUrgent
				} else if bonus[l] == markNone {
					bonus[l] = markCaptureOne
				}
				continue
			}
			for _, q := range w.cand[:w.escapes(b, c, p, 0, false)] {
				if ladders && q == l && bonus[q] != markUrgent && w.escapeFails(b, c, p) {
					bonus[q] = markLadderRun
					continue
				}
				bonus[q] = markUrgent
			}
		}
	}
	if ladders {
		w.ladderAttacks(b, c, bonus)
	}
}

// ladderAttacks marks in bonus, where no other mark is, c's ataris on the
// opponent's chains with two liberties that catch them in a ladder
// (markLadderOne for a single stone, markLadderMany for more).
func (w *playouter) ladderAttacks(b *engine.Board, c engine.Color, bonus *[cells]uint8) {
	opp := c.Opponent()
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.Pt(x, y)
			if b.At(p) != opp || b.ChainHead(p) != p {
				continue
			}
			l1, l2, two := twoLibs(b, p)
			if !two {
				continue
			}
			mark := markLadderOne
			if b.ChainSize(p) > 1 {
				mark = markLadderMany
			}
			for _, l := range [2]engine.Point{l1, l2} {
				if bonus[l] == markNone && b.Playable(c, l) && w.ladderCaptures(b, c, p, l) {
					bonus[l] = mark
				}
			}
		}
	}
}

// emptyAround reports whether no stone is within Manhattan distance 3 of (x, y).
func emptyAround(b *engine.Board, x, y int) bool {
	for dy := -3; dy <= 3; dy++ {
		r := 3 - abs(dy)
		for dx := -r; dx <= r; dx++ {
			xx, yy := x+dx, y+dy
			if xx < 0 || yy < 0 || xx >= b.Width() || yy >= b.Height() {
				continue
			}
			if b.At(engine.Pt(xx, yy)) != engine.Empty {
				return false
			}
		}
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
