package ai

import "github.com/torreya/torreya/engine"

// maxEyeSpace is the largest enclosed area whose vital point the playouts
// look for: the killing shapes have at most six points (rabbity six).
const maxEyeSpace = 6

// nakadeMove returns the vital point of a small area enclosed by one colour
// next to last, or Pass. In a straight or bent three, a pyramid four, a
// bulky or crossed five and a rabbity six, one point touches more of the
// area than any other: whoever plays there first decides whether the group
// has two eyes. Areas with no such point (a square four, a straight four)
// are left alone: they are dead or alive whoever plays first. Either side
// may take the point, the defender to live, the attacker to kill.
func (w *playouter) nakadeMove(b *engine.Board, last engine.Point) engine.Point {
	// One marking for the four neighbours: a neighbour in an area already
	// walked from another is not walked again (in open play all four are
	// in one large area).
	w.bump()
	for _, start := range engine.Adjacent(last) {
		if b.At(start) != engine.Empty || w.mark[start] == w.gen {
			continue
		}
		if p := w.vitalPoint(b, start); p != engine.Pass {
			return p
		}
	}
	return engine.Pass
}

// vitalPoint returns the vital point of the empty area around start when it
// has 3 to maxEyeSpace points, all its stone neighbours are of one colour,
// and one point touches more of the area than every other; else Pass. It
// marks the points it walks with the current generation (the caller bumps).
func (w *playouter) vitalPoint(b *engine.Board, start engine.Point) engine.Point {
	var area [maxEyeSpace + 1]engine.Point
	w.mark[start] = w.gen
	area[0] = start
	n := 1
	wall := engine.Empty
	for i := 0; i < n; i++ {
		for _, q := range engine.Adjacent(area[i]) {
			switch col := b.At(q); col {
			case engine.Empty:
				if w.mark[q] == w.gen {
					continue
				}
				if n == maxEyeSpace {
					return engine.Pass // too large
				}
				w.mark[q] = w.gen
				area[n] = q
				n++
			case engine.Black, engine.White:
				if wall == engine.Empty {
					wall = col
				} else if col != wall {
					return engine.Pass // not enclosed by one colour
				}
			}
		}
	}
	if n < 3 || wall == engine.Empty {
		return engine.Pass
	}
	best, bestN, ties := engine.Pass, 1, 0
	for _, p := range area[:n] {
		k := 0
		for _, q := range engine.Adjacent(p) {
			if b.At(q) == engine.Empty {
				k++ // every empty neighbour is in the area
			}
		}
		switch {
		case k > bestN:
			best, bestN, ties = p, k, 0
		case k == bestN:
			ties++
		}
	}
	if ties > 0 {
		return engine.Pass
	}
	return best
}
