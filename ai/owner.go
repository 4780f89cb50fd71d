package ai

import (
	"context"
	"time"

	"github.com/torreya/torreya/engine"
)

// The owner feature (FeatureOwner, PriorOwner): before a search, playouts
// from the root say how often each point ends as the mover's, and a move's
// learned strength takes the gamma of that share, in nine steps. Game
// records play rarely inside what is already settled, either side's, and
// most often where the playouts are unsure (Coulom 2007's "Monte-Carlo
// owner"; Pachi's mcowner feature, 500 playouts before its search).

// ownerPlayouts is how many playouts map the owners before a search.
const ownerPlayouts = 500

// ownerSteps is how many steps the mover's share of a point is cut into:
// FeatureOwner's values 1 to ownerSteps, 0 for no map.
const ownerSteps = 9

// Owners is the owner feature's map of a position: FeatureOwner's value of
// every point for each colour to move.
type Owners struct {
	v [2][cells]uint8
}

// Value returns FeatureOwner's value of c's move at p: 0 when o is nil,
// otherwise 1 for a point c's playouts almost never own up to ownerSteps
// for one they almost always do.
func (o *Owners) Value(c engine.Color, p engine.Point) uint16 {
	if o == nil {
		return 0
	}
	return uint16(o.v[c&1][p])
}

// ownersFrom makes the map of b from the ownership sums own (Black-owned
// minus White-owned over n playouts; a point no one owns counts half to
// each).
func ownersFrom(b *engine.Board, own *[cells]int32, n int64) *Owners {
	o := new(Owners)
	if n <= 0 {
		return o
	}
	step := func(share float64) uint8 { return uint8(1 + min(ownerSteps-1, int(share*ownerSteps))) }
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.Pt(x, y)
			black := (float64(own[p])/float64(n) + 1) / 2
			o.v[engine.Black&1][p] = step(black)
			o.v[engine.White&1][p] = step(1 - black)
		}
	}
	return o
}

// Owners plays n playouts on one thread from b, c to move after last and
// last2, with the player's playout policy and its random generator seeded
// with seed, and returns the owner feature's map of b. It is how training
// sees a game record's position as the search would.
func (m *MCTS) Owners(b *engine.Board, c engine.Color, last, last2 engine.Point, n int, seed uint64) *Owners {
	m.mu.Lock()
	defer m.mu.Unlock()
	ws := m.workers(1)
	ws[0].rng.Seed(seed)
	ws[0].clearOwnership()
	playoutsOn(ws, n, b, func(int, int) engine.Color { return c }, last, last2, 0, func() bool { return false })
	sum, count := sumOwnership(ws)
	ws[0].clearOwnership()
	return ownersFrom(b, &sum, count)
}

// ownerBudget is how many playouts map the owners for a search allowed
// limit playouts (0: no limit): ownerPlayouts, or an eighth of a smaller
// budget, so that a fixed budget is not much exceeded.
func ownerBudget(limit int) int {
	if limit > 0 {
		return min(ownerPlayouts, limit/8)
	}
	return ownerPlayouts
}

// ownersMapped reports whether a search on a board w by h maps the owners:
// on boards larger than 9x9, unless off has PriorOwner. On 9x9 the map won
// 46/100 in self-play (the README): not shown to help there.
func ownersMapped(w, h int, off Heuristic) bool {
	return MapsOwners(w, h) && !off.Has(PriorOwner)
}

// MapsOwners reports whether the full search maps the owners on a board w
// by h (ownersMapped with every heuristic on): a position of a board it
// does not map has FeatureOwner 0, in the search and in training alike.
func MapsOwners(w, h int) bool {
	return w*h > 9*9
}

// ownersBefore maps s's owners (mapOwners) before a search of limit
// playouts (0: no limit) from start to end (zero: no end; ctx's deadline
// when that is sooner), unless the search does without them
// (ownersMapped): with no more than a tenth of its time, and none once ctx
// ends.
func (s *search) ownersBefore(ctx context.Context, ws []*playouter, limit int, start, end time.Time) {
	if s.learned == nil || s.off.Has(PriorLearned) || !ownersMapped(s.board.Width(), s.board.Height(), s.off) {
		return
	}
	if d, ok := ctx.Deadline(); ok && (end.IsZero() || d.Before(end)) {
		end = d
	}
	var until time.Time
	if !end.IsZero() {
		until = start.Add(end.Sub(start) / 10)
	}
	s.mapOwners(ws, ownerBudget(limit), until, ctx.Done())
}

// minOwnerPlayouts is the fewest playouts a map is made of: a search
// whose time runs out sooner has none.
const minOwnerPlayouts = 32

// mapOwners plays up to n playouts from s's root on the workers ws, which
// must have no ownership sums yet, stopping at until (zero: no time limit)
// or when done closes, and sets s.owners from them when there are at
// least minOwnerPlayouts and done is open; the sums are cleared again for
// the search.
func (s *search) mapOwners(ws []*playouter, n int, until time.Time, done <-chan struct{}) {
	if n <= 0 {
		return
	}
	ended := func() bool {
		select {
		case <-done:
			return true
		default:
			return false
		}
	}
	stopped := func() bool { return ended() || !until.IsZero() && time.Now().After(until) }
	colour := func(int, int) engine.Color { return s.color }
	playoutsOn(ws, (n+len(ws)-1)/len(ws), s.board, colour, s.last, s.last2, s.passes, stopped)
	sum, count := sumOwnership(ws)
	for _, w := range ws {
		w.clearOwnership()
	}
	s.ownerCount = int(count)
	if !ended() && count >= minOwnerPlayouts {
		s.owners = ownersFrom(s.board, &sum, count)
	}
}
