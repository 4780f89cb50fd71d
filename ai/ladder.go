package ai

import "github.com/torreya/torreya/engine"

// Ladder reading limits: how deep a ladder is followed and how many positions
// one reading may visit before it gives up (and calls the escape good).
const (
	ladderDepth = 48
	ladderNodes = 300
)

// ladder holds the boards of one ladder reading, one per ply, so reading does
// not allocate. It belongs to a playouter.
type ladder struct {
	boards [ladderDepth + 1]engine.Board
	libs   [ladderDepth + 1][4]engine.Point
	nodes  int
}

// escapeFails reports whether extending c's chain at q, which is in atari,
// only runs into a ladder that captures it. It reads on copies of b.
func (w *playouter) escapeFails(b *engine.Board, c engine.Color, q engine.Point) bool {
	w.readFrom(b)
	return w.lad.captured(0, c, q)
}

// readFrom starts a ladder reading on a copy of b, its first board.
func (w *playouter) readFrom(b *engine.Board) *engine.Board {
	if w.lad == nil {
		w.lad = new(ladder)
	}
	w.lad.nodes = 0
	w.lad.boards[0].CopyFrom(b)
	return &w.lad.boards[0]
}

// ladderCaptures reports whether c playing at x, one of the two liberties
// of the opponent's chain at q, puts it in an atari it cannot escape: every
// extension runs into a ladder that captures it. It reads on copies of b.
func (w *playouter) ladderCaptures(b *engine.Board, c engine.Color, q, x engine.Point) bool {
	first := w.readFrom(b)
	if _, err := first.Play(c, x); err != nil {
		return false
	}
	if _, atari := first.InAtari(x); atari {
		return false // the atari stone is taken first
	}
	return w.lad.captured(0, c.Opponent(), q)
}

// captured reports whether the chain of c at q on boards[d], in atari with c
// to move, dies when it keeps extending and the opponent keeps giving atari.
func (l *ladder) captured(d int, c engine.Color, q engine.Point) bool {
	l.nodes++
	if d >= ladderDepth || l.nodes > ladderNodes {
		return false
	}
	b := &l.boards[d]
	lib, one := b.InAtari(q)
	if !one {
		return false
	}
	// Capturing a chain next to ours is an escape we do not read further.
	opp := c.Opponent()
	s := q
	for {
		for _, a := range engine.Adjacent(s) {
			if b.At(a) == opp {
				if _, atari := b.InAtari(a); atari {
					return false
				}
			}
		}
		s = b.NextInChain(s)
		if s == q {
			break
		}
	}
	next := &l.boards[d+1]
	next.CopyFrom(b)
	if _, err := next.Play(c, lib); err != nil {
		return true
	}
	switch n := next.Liberties(q, 3); {
	case n >= 3:
		return false
	case n <= 1:
		return true
	}
	libs := next.LibertyPoints(q, l.libs[d+1][:0])
	if len(libs) != 2 {
		return false
	}
	for _, x := range libs {
		if d+2 > ladderDepth {
			return false
		}
		after := &l.boards[d+2]
		after.CopyFrom(next)
		if _, err := after.Play(opp, x); err != nil {
			continue
		}
		// An atari stone that can be captured at once does not hold.
		if _, atari := after.InAtari(x); atari && after.At(x) == opp {
			continue
		}
		if l.captured(d+2, c, q) {
			return true
		}
	}
	return false
}
