package ai

import (
	"slices"

	"github.com/torreya/torreya/engine"
)

// Two-liberty tactics for the playouts: after the last move, a chain next to
// it that is left with two liberties is put in atari (the opponent's) or
// given room (the mover's own), as Pachi's playouts do (its local 2-liberty
// check). Capturing races and the life of small groups then come out of the
// playouts the way they come out of a game, not by chance: without it a
// chain with two liberties is as likely to be left alone as to be attacked.

// twoLibs returns the two liberties of the chain at q, in increasing order,
// when it has exactly two, and ok false otherwise.
func twoLibs(b *engine.Board, q engine.Point) (l1, l2 engine.Point, ok bool) {
	// Each liberty counts at most four times among the pseudo-liberties.
	if b.PseudoLiberties(q) > 8 || b.Liberties(q, 3) != 2 {
		return engine.Pass, engine.Pass, false
	}
	var buf [2]engine.Point
	libs := b.LibertyPoints(q, buf[:0])
	return libs[0], libs[1], true
}

// safeLink reports whether owner playing at lib would join a chain of its
// own other than the one headed by h that has two liberties or more, and
// whether lib has an empty neighbour other than other.
func safeLink(b *engine.Board, owner engine.Color, h, lib, other engine.Point) (connects, free bool) {
	for _, a := range engine.Adjacent(lib) {
		switch b.At(a) {
		case engine.Empty:
			if a != other {
				free = true
			}
		case owner:
			if b.ChainHead(a) != h {
				if _, one := b.InAtari(a); !one {
					connects = true
				}
			}
		}
	}
	return connects, free
}

// miaiSafe reports whether the chain headed by h, with the liberties l1 and
// l2, cannot be caught by an atari: whichever liberty the attacker takes, the
// owner connects to a safe chain at the other, or at one of them and gets
// out at the other.
func miaiSafe(b *engine.Board, owner engine.Color, h, l1, l2 engine.Point) bool {
	c1, f1 := safeLink(b, owner, h, l1, l2)
	c2, f2 := safeLink(b, owner, h, l2, l1)
	return (c1 && (c2 || f2)) || (c2 && f1)
}

// hopelessExtension reports whether the owner extending its chain at lib (the other
// liberty being other) gains nothing: the point touches no other stone of
// the owner's and has one empty neighbour, or two of which one is other.
func hopelessExtension(b *engine.Board, owner engine.Color, lib, other engine.Point) bool {
	own, empty, nextToOther := 0, 0, false
	for _, a := range engine.Adjacent(lib) {
		switch b.At(a) {
		case owner:
			own++
		case engine.Empty:
			empty++
			nextToOther = nextToOther || a == other
		}
	}
	if own != 1 {
		return false
	}
	return empty <= 1 || (empty == 2 && nextToOther)
}

// lumpy reports whether c at p would touch three or more of its own stones
// and the edge together: a clumsy way to take a liberty when the other
// liberty will do.
func lumpy(b *engine.Board, c engine.Color, p engine.Point) bool {
	n := 0
	for _, a := range engine.Adjacent(p) {
		if x := b.At(a); x == c || x == engine.Border {
			n++
		}
	}
	return n >= 3
}

// libertyPlays adds to w.cand[:n] the liberties l1 and l2 of the chain of
// owner headed by h where c may usefully play: an atari when c is the
// attacker, an extension when c is the owner. Neither a bad self-atari nor a
// hopeless extension is added, and a lumpy point only when the other
// liberty cannot be played.
func (w *playouter) libertyPlays(b *engine.Board, c, owner engine.Color, l1, l2 engine.Point, n int) int {
	var ok, good [2]bool
	libs := [2]engine.Point{l1, l2}
	for i, lib := range libs {
		other := libs[1-i]
		if !b.Playable(c, lib) {
			continue
		}
		if c == owner {
			// An extension must gain something and leave the chain
			// more than one liberty.
			if hopelessExtension(b, owner, lib, other) {
				continue
			}
			if libs, _ := w.libsAfter(b, c, lib, 2); libs < 2 {
				continue
			}
		} else if w.badSelfAtari(b, c, lib) {
			continue
		}
		ok[i], good[i] = true, !lumpy(b, c, lib)
	}
	for i, lib := range libs {
		if ok[i] && (good[i] || !ok[1-i] || !good[1-i]) {
			n = w.addCand(n, lib)
		}
	}
	return n
}

// twoLibChain adds to w.cand[:n] c's plays on the chain at q when it has
// two liberties and is not safe by miai: ataris on the opponent's chain;
// for c's own chain, extensions, captures of neighbouring chains in atari
// and ataris on neighbouring chains with two liberties.
func (w *playouter) twoLibChain(b *engine.Board, c engine.Color, q engine.Point, n int) int {
	l1, l2, ok := twoLibs(b, q)
	if !ok {
		return n
	}
	owner := b.At(q)
	h := b.ChainHead(q)
	if miaiSafe(b, owner, h, l1, l2) {
		return n
	}
	n = w.libertyPlays(b, c, owner, l1, l2, n)
	if owner != c {
		return n
	}
	opp := c.Opponent()
	var seen [8]engine.Point
	ns := 0
	s := q
	for {
		for _, a := range engine.Adjacent(s) {
			if b.At(a) != opp {
				continue
			}
			ah := b.ChainHead(a)
			if slices.Contains(seen[:ns], ah) {
				continue
			}
			if ns < len(seen) {
				seen[ns] = ah
				ns++
			}
			if l, one := b.InAtari(a); one {
				if b.Playable(c, l) {
					n = w.addCand(n, l)
				}
				continue
			}
			if m1, m2, two := twoLibs(b, a); two {
				n = w.libertyPlays(b, c, opp, m1, m2, n)
			}
		}
		s = b.NextInChain(s)
		if s == q {
			break
		}
	}
	return n
}

// twoLibMoves writes to w.cand c's answers to the last move among chains
// with two liberties: the chain last played into, then the chains next to
// it.
func (w *playouter) twoLibMoves(b *engine.Board, c engine.Color, last engine.Point) int {
	n := 0
	var heads [5]engine.Point
	nh := 0
	check := func(q engine.Point) {
		h := b.ChainHead(q)
		if slices.Contains(heads[:nh], h) {
			return
		}
		heads[nh] = h
		nh++
		n = w.twoLibChain(b, c, q, n)
	}
	if b.At(last) == c.Opponent() {
		check(last)
	}
	for _, q := range engine.Adjacent(last) {
		if x := b.At(q); x == engine.Black || x == engine.White {
			check(q)
		}
	}
	return n
}

// edgeLadder reports whether c's chain at q, in atari, extending at its
// liberty l on the first line from the second, would be caught there: the
// opponent's stones stand on the second line on both sides of it, so the
// extension's two liberties along the edge are taken one after the other.
// It reads no moves, only the shape, as Pachi does for these ladders (which
// are most of the ladders a playout meets); a chain that can capture
// instead is the caller's to check.
func edgeLadder(b *engine.Board, c engine.Color, q, l engine.Point) bool {
	var s engine.Point
	var side [2]engine.Point
	ns := 0
	for _, a := range engine.Adjacent(l) {
		switch b.At(a) {
		case engine.Border:
		case c:
			if s != 0 {
				return false
			}
			s = a
		default:
			if ns == 2 {
				return false
			}
			side[ns] = a
			ns++
		}
	}
	if s == 0 || ns != 2 || b.ChainHead(s) != b.ChainHead(q) {
		return false
	}
	in := s - l // from the first line to the second
	if side[0]-l == in || side[0]-l == -in || b.At(l-in) != engine.Border {
		return false // the chain does not stand on the second line above l
	}
	opp := c.Opponent()
	friends := 0
	for _, a := range side {
		if b.At(a) != engine.Empty {
			return false
		}
		wall := a + in
		if b.At(wall) != opp {
			return false
		}
		beyond := a + (a - l) // two points from l along the first line
		if b.At(beyond) == c {
			friends++
		}
		switch b.Liberties(wall, 3) {
		case 1:
			return false // the wall can be captured
		case 2:
			// Chasing from the wall's side could be its own atari.
			var buf [2]engine.Point
			libs := b.LibertyPoints(wall, buf[:0])
			if b.At(beyond) != engine.Empty || adjacent(libs[0], libs[1]) {
				return false
			}
		}
	}
	return friends < 2
}

// adjacent reports whether p and q are next to each other.
func adjacent(p, q engine.Point) bool {
	for _, a := range engine.Adjacent(p) {
		if a == q {
			return true
		}
	}
	return false
}

// nLibMoves writes to w.cand c's ataris on the opponent's chains with two
// liberties that touch a chain of c's with three or four liberties next to
// the last move (the eight points around it): when the opponent has just
// shortened such a chain, a capturing race may have begun, and the
// opponent's short chain must be attacked before it attacks.
func (w *playouter) nLibMoves(b *engine.Board, c engine.Color, last engine.Point) int {
	n := 0
	opp := c.Opponent()
	var heads [8]engine.Point
	nh := 0
	for _, q := range engine.Around(last) {
		if b.At(q) != c {
			continue
		}
		h := b.ChainHead(q)
		if slices.Contains(heads[:nh], h) {
			continue
		}
		heads[nh] = h
		nh++
		if b.PseudoLiberties(q) < 3 {
			continue
		}
		if l := b.Liberties(q, 5); l < 3 || l > 4 {
			continue
		}
		s := q
		for {
			for _, x := range engine.Adjacent(s) {
				if b.At(x) != opp {
					continue
				}
				if m1, m2, two := twoLibs(b, x); two {
					n = w.libertyPlays(b, c, opp, m1, m2, n)
				}
			}
			s = b.NextInChain(s)
			if s == q {
				break
			}
		}
	}
	return n
}
