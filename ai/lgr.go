package ai

import "github.com/torreya/torreya/engine"

// Last good reply with forgetting (Baier and Drake, 2010): the playouts
// remember, for each colour, the reply that won a simulation after a move
// (and after a pair of moves), and play it again when that move comes up,
// until a simulation that played it loses. What the tree learns about one
// fight is then carried into the playouts of the others, which the fixed
// policy cannot do.

// maxSeq is how many moves of a simulation the reply tables learn from.
const maxSeq = 1024

// replies holds one goroutine's reply tables. A reply is Pass when there is
// none.
type replies struct {
	one [2][cells]engine.Point
	two [2][cells][cells]engine.Point
}

// colorIndex maps Black and White to 0 and 1.
func colorIndex(c engine.Color) int { return int(c&3) - 1 }

// goodReply returns the remembered reply of c to the last two moves, the
// pair's first, or the last move's alone, when it is a move c may play
// without a bad self-atari; Pass otherwise.
func (w *playouter) goodReply(b *engine.Board, c engine.Color, last, last2 engine.Point) engine.Point {
	r := w.lgr
	ci := colorIndex(c)
	p := engine.Pass
	if last2 > engine.Resign {
		p = r.two[ci][last2][last]
	}
	if !w.replyPlayable(b, c, p) {
		p = r.one[ci][last]
		if !w.replyPlayable(b, c, p) {
			return engine.Pass
		}
	}
	return p
}

// replyPlayable reports whether c may play the reply p (Pass is none).
func (w *playouter) replyPlayable(b *engine.Board, c engine.Color, p engine.Point) bool {
	return p > engine.Resign && b.At(p) == engine.Empty && b.Playable(c, p) && !w.badSelfAtari(b, c, p)
}

// learnReplies updates the reply tables from the simulation just played:
// its moves are w.seq[:w.ply], the first by first, after last and last2.
// The winner's replies are remembered and the loser's forgotten.
func (w *playouter) learnReplies(first, winner engine.Color, last, last2 engine.Point) {
	r := w.lgr
	n := int(w.ply)
	if n > maxSeq {
		n = maxSeq
	}
	c := first
	for i := 0; i < n; i++ {
		p := w.seq[i]
		ci := colorIndex(c)
		if last > engine.Resign && p > engine.Resign {
			if c == winner {
				r.one[ci][last] = p
				if last2 > engine.Resign {
					r.two[ci][last2][last] = p
				}
			} else {
				if r.one[ci][last] == p {
					r.one[ci][last] = engine.Pass
				}
				if last2 > engine.Resign && r.two[ci][last2][last] == p {
					r.two[ci][last2][last] = engine.Pass
				}
			}
		}
		last, last2 = p, last
		c = c.Opponent()
	}
}
