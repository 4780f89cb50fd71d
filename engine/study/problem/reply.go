package problem

import "github.com/torreya/torreya/engine"

// TacticalReply returns the answer of c, the side replying to a move the
// problem does not hold, that a learner sees at once: the capture of the
// learner's biggest chain in atari, or else the rescue of c's own biggest
// chain in atari, among the points within allows. It reports false when
// neither is on the board, and the caller reads the position instead. A
// reading of the whole board weighs a stone or two against the empty
// board around it and may answer far from the fight; a beginner who has
// just left a stone in atari, or failed to capture one, is shown the
// capture or the escape.
func TacticalReply(g *engine.Game, c engine.Color, within func(engine.Point) bool) (engine.Point, bool) {
	b := g.Board()
	best, size := engine.Pass, 0
	consider := func(p engine.Point, n int) {
		if n > size && within(p) && g.Legal(c, p) == nil {
			best, size = p, n
		}
	}
	var buf []engine.Point
	for _, p := range b.Points() { // the learner's chains in atari: take them
		if b.At(p) == c.Opponent() && b.ChainHead(p) == p {
			if lib, atari := b.InAtari(p); atari {
				consider(lib, b.ChainSize(p))
			}
		}
	}
	if size > 0 {
		return best, true
	}
	for _, p := range b.Points() { // one's own in atari: save them
		if b.At(p) == c && b.ChainHead(p) == p {
			for _, m := range b.Rescues(p, buf[:0]) {
				consider(m, b.ChainSize(p))
			}
		}
	}
	return best, size > 0
}
