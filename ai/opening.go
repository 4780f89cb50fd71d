package ai

import "github.com/torreya/torreya/engine"

// The opening of a large board. On an empty board, or nearly, the playouts
// cannot tell a corner from the centre: a stone in the middle of the board
// or of a side takes part in more of their random games, so a search left to
// itself opens there, where no player would, or answers every move next to
// it. Empty corners first, then the sides, then the centre, as every
// textbook has it: while a corner is empty in the first few moves (fewer
// stones than half the board's side), the tree considers only corner moves
// there (the 3-3 to 4-5 points) and moves where a fight has begun;
// then, until the opening ends, every move but those on the first two lines
// or in the centre with no stone near them. The playouts still play
// anywhere.

// opening holds what the opening rule needs to know of one position.
type opening struct {
	on    bool    // the position is in the opening of a 13x13 or larger board
	empty [4]bool // which corners hold no stone within six lines of both edges
	any   bool    // some corner is empty, and the game has just begun
}

// cornerLines is how far from both edges a corner reaches.
const cornerLines = 6

// newOpening looks at b: the opening lasts while b, 13x13 or larger, holds
// fewer stones than twice its shorter side (38 on 19x19, 26 on 13x13).
func newOpening(b *engine.Board) opening {
	n := min(b.Width(), b.Height())
	stones := b.Width()*b.Height() - len(b.Empties())
	var o opening
	if n < 13 || stones >= 2*n {
		return o
	}
	o.on = true
	if stones >= n/2 {
		// Corners first only at the very start: by now the stones on the
		// board say where the game is (a joseki studied in one corner,
		// with the others still empty, goes on there).
		return o
	}
	for k := range o.empty {
		o.empty[k] = true
		for dy := 0; dy < cornerLines && o.empty[k]; dy++ {
			for dx := 0; dx < cornerLines; dx++ {
				x, y := dx, dy
				if k&1 != 0 {
					x = b.Width() - 1 - dx
				}
				if k&2 != 0 {
					y = b.Height() - 1 - dy
				}
				if b.At(engine.Pt(x, y)) != engine.Empty {
					o.empty[k] = false
					break
				}
			}
		}
		o.any = o.any || o.empty[k]
	}
	return o
}

// skip reports whether the tree passes over p in this opening: while a
// corner is empty, every move but a corner move there or a move where a
// fight has begun (stones of both colours within two lines of it); after
// that, a move with no stone within two lines of it on the first two lines
// or in the centre (the fifth line or above from every edge).
func (o *opening) skip(b *engine.Board, p engine.Point) bool {
	if !o.on {
		return false
	}
	x, y := p.XY()
	var seen [3]bool // by colour
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if c := b.At(engine.Pt(x+dx, y+dy)); c == engine.Black || c == engine.White {
				seen[c] = true
			}
		}
	}
	near := seen[engine.Black] || seen[engine.White]
	fight := seen[engine.Black] && seen[engine.White]
	lx, ly := edgeLinesOf(b.Width(), b.Height(), p)
	if o.any {
		if fight {
			return false
		}
		k := 0 // the corner p is nearer, as newOpening numbers them
		if 2*x > b.Width()-1 {
			k |= 1
		}
		if 2*y > b.Height()-1 {
			k |= 2
		}
		return !o.empty[k] || min(lx, ly) < 3 || min(lx, ly) > 4 || max(lx, ly) > 5
	}
	return !near && (min(lx, ly) < 3 || min(lx, ly) > 4)
}
