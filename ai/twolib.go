package ai

import "github.com/torreya/torreya/engine"

// twoLibs returns the liberties of the chain at q when it has exactly two,
// and ok; it stops walking the chain at a third.
func (w *playouter) twoLibs(b *engine.Board, q engine.Point) (l1, l2 engine.Point, ok bool) {
	if _, one := b.InAtari(q); one {
		return 0, 0, false
	}
	w.bump()
	n := 0
	s := q
	for {
		for _, l := range engine.Adjacent(s) {
			if b.At(l) != engine.Empty || w.mark[l] == w.gen {
				continue
			}
			w.mark[l] = w.gen
			switch n {
			case 0:
				l1 = l
			case 1:
				l2 = l
			default:
				return 0, 0, false
			}
			n++
		}
		s = b.NextInChain(s)
		if s == q {
			break
		}
	}
	return l1, l2, n == 2
}

// twoLibMoves writes to w.cand c's answers to a last move that left a chain
// with two liberties next to it: for c's own chain of two stones or more,
// the liberties that give it three or more; for the opponent's, the ataris after which its escape
// gains nothing, so the chain is caught (against the edge or a wall). A
// lone stone of c's is left to its fate, as the self-atari rule does.
func (w *playouter) twoLibMoves(b *engine.Board, c engine.Color, last engine.Point) int {
	n := 0
	var heads [5]engine.Point
	nh := 0
	a := engine.Adjacent(last)
	for _, q := range [5]engine.Point{last, a[0], a[1], a[2], a[3]} {
		col := b.At(q)
		if col != engine.Black && col != engine.White {
			continue
		}
		h := b.ChainHead(q)
		seen := false
		for _, x := range heads[:nh] {
			seen = seen || x == h
		}
		if seen {
			continue
		}
		heads[nh] = h
		nh++
		l1, l2, ok := w.twoLibs(b, q)
		if !ok || col != c && w.canCapture(b, q) {
			continue
		}
		for _, l := range [2]engine.Point{l1, l2} {
			if !playable(b, c, l) {
				continue
			}
			if col == c {
				if b.ChainSize(q) < 2 {
					break // a lone stone is often better given up
				}
				if libs, _ := w.libsAfter(b, c, l, 3); libs >= 3 {
					n = w.addCand(n, l)
				}
				continue
			}
			// An atari at l that does not put c's own stones in atari,
			// after which the chain's extension to its other liberty
			// still leaves it at most one.
			other := l1
			if l == l1 {
				other = l2
			}
			if libs, _ := w.libsAfter(b, c, l, 2); libs < 2 {
				continue
			}
			if w.escapeAfterAtari(b, col, l, other) < 2 {
				n = w.addCand(n, l)
			}
		}
	}
	return n
}

// escapeAfterAtari counts, up to two, the liberties opp's chain would have
// after the opponent plays at atari and opp extends to its last liberty
// esc: esc's empty neighbours other than atari, and the chain's other
// liberties (there are none: it had two, atari and esc), plus those of the
// chains of opp that esc joins. Stones the extension would capture count as
// an escape.
func (w *playouter) escapeAfterAtari(b *engine.Board, opp engine.Color, atari, esc engine.Point) int {
	c := opp.Opponent()
	w.bump()
	w.mark[atari], w.mark[esc] = w.gen, w.gen
	libs := 0
	for _, n := range engine.Adjacent(esc) {
		switch b.At(n) {
		case engine.Empty:
			if w.mark[n] != w.gen {
				w.mark[n] = w.gen
				libs++
			}
		case c:
			// Capturing a stone of c next to esc opens a liberty.
			if l, one := b.InAtari(n); one && l == esc {
				return 2
			}
		}
	}
	if libs >= 2 {
		return 2
	}
	// Other chains of opp joined at esc bring their liberties.
	for _, n := range engine.Adjacent(esc) {
		if b.At(n) != opp {
			continue
		}
		s := n
		for {
			for _, l := range engine.Adjacent(s) {
				if b.At(l) == engine.Empty && w.mark[l] != w.gen {
					w.mark[l] = w.gen
					if libs++; libs >= 2 {
						return 2
					}
				}
			}
			s = b.NextInChain(s)
			if s == n {
				break
			}
		}
	}
	return libs
}

// canCapture reports whether the chain at q touches a chain of the other
// colour in atari: it could escape by capturing.
func (w *playouter) canCapture(b *engine.Board, q engine.Point) bool {
	other := b.At(q).Opponent()
	s := q
	for {
		for _, n := range engine.Adjacent(s) {
			if b.At(n) == other {
				if _, one := b.InAtari(n); one {
					return true
				}
			}
		}
		s = b.NextInChain(s)
		if s == q {
			return false
		}
	}
}
