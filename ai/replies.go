package ai

import "github.com/torreya/torreya/engine"

// The last good replies (Policy.Replies, PlayoutReplies; Drake's "last good
// reply" with forgetting, Baier and Drake 2010): after each simulation the
// winner's moves are remembered as the answers to the move before them, and
// to the two moves before them, and the loser's are forgotten where they
// were remembered. A playout that meets the same move again plays the
// remembered answer, when it is still legal and no self-atari, before it
// looks for a shape. The memory is the playouter's own, so goroutines never
// share it; it is kept from one search to the next on the same board size,
// where the forgetting keeps it fresh.

// maxSequence is the most moves of one simulation the replies learn from.
const maxSequence = 1024

// replies is a playouter's memory of good answers: one[c][p] is the last
// good answer of the player with colour index c to a move at p, and
// two[c][q][p] to a move at p after one at q. Pass is none.
type replies struct {
	one    [2][cells]engine.Point
	two    [2][cells][cells]engine.Point
	width  int
	height int
}

// colourIndex is 0 for Black, 1 for White.
func colourIndex(c engine.Color) int {
	if c == engine.White {
		return 1
	}
	return 0
}

// readyReplies gives w a memory of replies for a board w by h, clearing one
// kept from another board size.
func (w *playouter) readyReplies(width, height int) {
	if w.rep == nil {
		w.rep = new(replies)
	} else if w.rep.width != width || w.rep.height != height {
		*w.rep = replies{}
	}
	w.rep.width, w.rep.height = width, height
}

// learnReplies updates the memory from the simulation just played, whose
// first move was first's and whose winner is winner: each move of the
// winner becomes the answer to the one or two moves before it, and each
// move of the loser is forgotten as such an answer.
func (w *playouter) learnReplies(first, winner engine.Color) {
	r := w.rep
	if r == nil {
		return
	}
	seq := w.seq[:min(int(w.ply), maxSequence)]
	c := first
	for i := 1; i < len(seq); i++ {
		c = c.Opponent()
		mv, prev := seq[i], seq[i-1]
		if mv <= engine.Resign || prev <= engine.Resign {
			continue
		}
		ci := colourIndex(c)
		before := engine.Pass
		if i >= 2 && seq[i-2] > engine.Resign {
			before = seq[i-2]
		}
		if c == winner {
			r.one[ci][prev] = mv
			if before != engine.Pass {
				r.two[ci][before][prev] = mv
			}
			continue
		}
		if r.one[ci][prev] == mv {
			r.one[ci][prev] = engine.Pass
		}
		if before != engine.Pass && r.two[ci][before][prev] == mv {
			r.two[ci][before][prev] = engine.Pass
		}
	}
}

// reply returns c's remembered answer to last after last2, or to last
// alone, when it is playable and no self-atari of two stones or more; Pass
// when there is none.
func (w *playouter) reply(b *engine.Board, c engine.Color, last, last2 engine.Point) engine.Point {
	r := w.rep
	ci := colourIndex(c)
	try := [2]engine.Point{engine.Pass, r.one[ci][last]}
	if last2 > engine.Resign {
		try[0] = r.two[ci][last2][last]
	}
	for _, p := range try {
		if p != engine.Pass && b.At(p) == engine.Empty && b.Playable(c, p) && !w.badSelfAtari(b, c, p) {
			return p
		}
	}
	return engine.Pass
}
