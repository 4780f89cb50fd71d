package ai

import (
	"context"

	"github.com/torreya/torreya/engine"
)

// captureGoMove plays capture Go (engine.Rules.FirstCapture), where the
// first capture wins: the search's territory and life and death mean
// little there, and one stone left in atari loses. So the rules decide
// first: a capture wins at once; a chain of its own in atari is saved
// (by capturing next to it, or by running to two liberties or more); and
// the search then chooses only among moves that leave no chain of its own
// in atari. With no such move it passes, which gives nothing away.
func (m *MCTS) captureGoMove(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error) {
	b := g.Board()
	opp := c.Opponent()
	// A capture wins.
	for _, p := range b.Points() {
		if b.At(p) != opp || b.ChainHead(p) != p {
			continue
		}
		if lib, atari := b.InAtari(p); atari && g.Legal(c, lib) == nil {
			return lib, nil
		}
	}
	safe := func(p engine.Point) bool { return g.Legal(c, p) == nil && leavesNoAtari(b, c, p) }
	// A chain in atari runs or is saved by the move that leaves no atari.
	for _, p := range b.Points() {
		if b.At(p) != c || b.ChainHead(p) != p {
			continue
		}
		if lib, atari := b.InAtari(p); atari && safe(lib) {
			return lib, nil
		}
	}
	old := m.opts.Within
	defer func() { m.opts.Within = old }()
	m.opts.Within = func(p engine.Point) bool { return safe(p) && (old == nil || old(p)) }
	p, err := m.genMove(ctx, g, c, false, nil)
	if err != nil || p == engine.Resign || p == engine.Pass || safe(p) {
		return p, err
	}
	for _, q := range b.Empties() {
		if safe(q) {
			return q, nil
		}
	}
	return engine.Pass, nil // every move gives a capture away: passing does not
}

// leavesNoAtari reports whether c's move at p leaves no chain of c in atari.
func leavesNoAtari(b *engine.Board, c engine.Color, p engine.Point) bool {
	a := b.Clone()
	if _, err := a.Play(c, p); err != nil {
		return false
	}
	for _, q := range a.Points() {
		if a.At(q) == c && a.ChainHead(q) == q {
			if _, atari := a.InAtari(q); atari {
				return false
			}
		}
	}
	return true
}
