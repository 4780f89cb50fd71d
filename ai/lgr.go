package ai

import "github.com/torreya/torreya/engine"

// Last good reply with forgetting (Baier and Drake, 2010): after each
// simulation, the winner's answers to the moves before them are remembered,
// and the loser's remembered answers that it just played are forgotten. A
// playout then plays the remembered answer to the last move when it is
// still a sensible move. Each search goroutine keeps its own table, so the
// replies are learnt without locks.

// maxSeq bounds the moves of one simulation: the descent and the playout.
const maxSeq = maxDepth + 2*cells

// replies is one goroutine's table of last good replies: reply[c-1][p] is
// c's answer to the opponent's move at p, or Pass for none.
type replies [2][cells]engine.Point

// learnReplies updates w's replies from the simulation just played, won by
// winner: every move of seq[:nseq] answered the move before it.
func (w *playouter) learnReplies(winner engine.Color) {
	if w.replies == nil {
		w.replies = new(replies)
	}
	for i := 1; i < w.nseq; i++ {
		prev, mv := w.seq[i-1], w.seq[i]
		if prev <= engine.Resign || mv <= engine.Resign {
			continue
		}
		r := &w.replies[w.seqColor[i]-1][prev]
		switch {
		case w.seqColor[i] == winner:
			*r = mv
		case *r == mv:
			*r = engine.Pass
		}
	}
}

// goodReply returns c's remembered answer to last when it may be played
// now without a bad self-atari, or Pass.
func (w *playouter) goodReply(b *engine.Board, c engine.Color, last engine.Point) engine.Point {
	if w.replies == nil {
		return engine.Pass
	}
	p := w.replies[c-1][last]
	if p == engine.Pass || b.At(p) != engine.Empty || !playable(b, c, p) || w.badSelfAtari(b, c, p) {
		return engine.Pass
	}
	return p
}
