package ai

import "github.com/torreya/torreya/engine"

// Two more of Pachi's playout habits: keeping an eye from being made false
// (eyeFixMoves), and when a random move is refused as a self-atari, playing
// the move the refused one was groping for (selfAtariCousin).

// eyeLike reports whether the empty point p has only c's stones and the
// edge around it.
func eyeLike(b *engine.Board, c engine.Color, p engine.Point) bool {
	for _, a := range engine.Adjacent(p) {
		if x := b.At(a); x != c && x != engine.Border {
			return false
		}
	}
	return true
}

// eyeFixMoves writes to w.cand c's moves that keep an eye of c's from being
// made false after the opponent's last move. The shape: the last move
// stands next to an opponent's stone s that juts in between two of c's
// stones (or the edge) on its diagonals; s has an empty neighbour f from
// which the opponent could take a diagonal of an eye-like point e of c's
// next to f, and that would leave e false. c then fills f first, or
// captures an opponent's stone in atari on e's diagonals.
func (w *playouter) eyeFixMoves(b *engine.Board, c engine.Color, last engine.Point) int {
	n := 0
	opp := c.Opponent()
	if b.At(last) != opp {
		return 0
	}
	ownOrEdge := func(p engine.Point) bool {
		x := b.At(p)
		return x == c || x == engine.Border
	}
	for _, s := range engine.Adjacent(last) {
		if b.At(s) != opp {
			continue
		}
		// The diagonals of last on either side of s.
		across := engine.Point(1)
		if d := s - last; d == 1 || d == -1 {
			across = engine.Pt(0, 1) - engine.Pt(0, 0)
		}
		if !ownOrEdge(s-across) || !ownOrEdge(s+across) {
			continue
		}
		for _, f := range engine.Adjacent(s) {
			if f == last || b.At(f) != engine.Empty {
				continue
			}
			for _, e := range engine.Diagonal(f) {
				if b.At(e) != engine.Empty || !eyeLike(b, c, e) {
					continue
				}
				// e can still become false: one of its diagonals is the
				// opponent's (not in atari) and f is about to be the second,
				// or e is in the corner's reach (two diagonals off the board).
				foes, edge := 0, 0
				for _, d := range engine.Diagonal(e) {
					switch b.At(d) {
					case opp:
						if l, one := b.InAtari(d); one {
							n = w.addCand(n, l)
						} else {
							foes++
						}
					case engine.Border:
						edge++
					}
				}
				if foes == 1 || (foes == 0 && edge == 2) {
					n = w.addCand(n, f)
				}
			}
		}
	}
	return n
}

// selfAtariCousin returns a move for c in place of p, which was refused as
// a bad self-atari: p was a liberty of a short chain, so the move meant is
// usually the chain's other liberty. An opponent's chain next to p with two
// liberties is put in atari at its other one; failing that, c's own chain
// with two liberties next to p gets its outside liberty filled (an approach
// move). Pass when neither is a good move.
func (w *playouter) selfAtariCousin(b *engine.Board, c engine.Color, p engine.Point) engine.Point {
	opp := c.Opponent()
	for _, owner := range [2]engine.Color{opp, c} {
		n := 0
		for _, a := range engine.Adjacent(p) {
			if b.At(a) != owner {
				continue
			}
			l1, l2, ok := w.twoLibs(b, a)
			if !ok {
				continue
			}
			other := l1
			if other == p {
				other = l2
			}
			if other != p && b.Playable(c, other) && !w.badSelfAtari(b, c, other) {
				n = w.addCand(n, other)
			}
		}
		if n > 0 {
			return w.cand[w.rng.Intn(n)]
		}
	}
	return engine.Pass
}
