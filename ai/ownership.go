package ai

import (
	"context"
	"fmt"
	"math"
	"sync"

	"github.com/torreya/torreya/engine"
)

// Ownership says, for every point of a position, how likely it is to end as
// Black's (+1) or White's (-1) area, from the playouts of a search.
type Ownership struct {
	w, h int
	v    [cells]float32
}

// NewOwnership returns the ownership of a w x h board from values, row by
// row from the top left (as KataGo writes it: A19 first on 19x19), each from
// -1 (surely White's) to +1 (surely Black's). It is how an ownership read
// from an external engine becomes one.
func NewOwnership(w, h int, values []float64) (*Ownership, error) {
	if w < 1 || h < 1 || w > engine.MaxSize || h > engine.MaxSize {
		return nil, fmt.Errorf("ai: no ownership for a %dx%d board: sizes go from 1 to %d", w, h, engine.MaxSize)
	}
	if len(values) != w*h {
		return nil, fmt.Errorf("ai: %d ownership values for a %dx%d board, want %d", len(values), w, h, w*h)
	}
	o := &Ownership{w: w, h: h}
	for i, v := range values {
		// Rounding may take a value a hair past ±1; more is an error.
		if math.IsNaN(v) || math.Abs(v) > 1+1e-3 {
			return nil, fmt.Errorf("ai: ownership value %v at %s is not between -1 and 1", v, engine.Vertex(engine.Pt(i%w, i/w), h))
		}
		o.v[engine.Pt(i%w, i/w)] = float32(max(-1, min(1, v)))
	}
	return o, nil
}

// At returns the ownership of p, from -1 (surely White's) to +1 (surely Black's).
func (o *Ownership) At(p engine.Point) float64 {
	if p <= engine.Resign || int(p) >= cells {
		return 0
	}
	return float64(o.v[p])
}

// Owner returns Black or White when p's ownership is beyond threshold (for
// instance 0.5) towards that colour, and Empty otherwise.
func (o *Ownership) Owner(p engine.Point, threshold float64) engine.Color {
	switch v := o.At(p); {
	case v > threshold:
		return engine.Black
	case v < -threshold:
		return engine.White
	}
	return engine.Empty
}

// Lead returns Black's expected area minus White's, less komi: the estimated
// score, positive when Black leads.
func (o *Ownership) Lead(komi float64) float64 {
	sum := 0.0
	for y := 0; y < o.h; y++ {
		for x := 0; x < o.w; x++ {
			sum += float64(o.v[engine.Pt(x, y)])
		}
	}
	return sum - komi
}

// Territory counts the empty points of b that Black and White own with at
// least the given threshold of ownership, as the territory overlay shows them.
func (o *Ownership) Territory(b *engine.Board, threshold float64) (black, white int) {
	for _, p := range b.Empties() {
		switch o.Owner(p, threshold) {
		case engine.Black:
			black++
		case engine.White:
			white++
		}
	}
	return black, white
}

// sure is the ownership beyond which a point's owner counts as settled: at
// 0.9, 95% of the playouts end with that owner.
const sure = 0.9

// settlement is what an ownership says about the end of a game, from one
// player's side.
type settlement struct {
	margin float64 // the player's area minus the opponent's on the settled points, komi included
	open   int     // the points whose owner is not settled
}

// over reports whether every point is settled: no move changes the count.
func (s settlement) over() bool { return s.open == 0 }

// won reports whether the player wins even if every open point goes to the opponent.
func (s settlement) won() bool { return s.margin > float64(s.open) }

// lost reports whether the player loses even if every open point comes its way.
func (s settlement) lost() bool { return s.margin < -float64(s.open) }

// settle counts b's settled points for c with komi (White's). Under rules
// that count every stone on the board as alive (noDeadRemoval), a stone on a
// point the other side surely owns is open: it still has to be captured.
func (o *Ownership) settle(b *engine.Board, c engine.Color, komi float64, noDeadRemoval bool) settlement {
	var s settlement
	sum := -komi
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.Pt(x, y)
			owner := o.Owner(p, sure)
			switch {
			case owner == engine.Empty, noDeadRemoval && b.At(p) == owner.Opponent():
				s.open++
			case owner == engine.Black:
				sum++
			default:
				sum--
			}
		}
	}
	if c == engine.White {
		sum = -sum
	}
	s.margin = sum
	return s
}

// idle reports whether c's stone at p would change nothing the ownership can
// see: p surely belongs to the opponent, so the stone dies, or p surely
// belongs to c and touches neither an opponent's stone nor a point that is not
// surely c's, so the stone only fills c's own area. A point that only likely
// belongs to the opponent counts as theirs when everything around it surely
// does: with a few hundred playouts a point inside the opponent's wall whose
// stone would die at once can fall just short of sure.
func (o *Ownership) idle(b *engine.Board, c engine.Color, p engine.Point) bool {
	switch o.Owner(p, sure) {
	case c.Opponent():
		return true
	case engine.Empty:
		return o.Owner(p, likely) == c.Opponent() && o.walledBy(b, c.Opponent(), p)
	}
	return o.walledBy(b, c, p)
}

// likely is the ownership beyond which a point walled in by one side's
// stones and sure points counts as theirs (idle).
const likely = 0.7

// walledBy reports whether every neighbour of p is the border, a stone of
// owner's or a point that surely belongs to owner.
func (o *Ownership) walledBy(b *engine.Board, owner engine.Color, p engine.Point) bool {
	for _, q := range engine.Adjacent(p) {
		switch b.At(q) {
		case engine.Border, owner:
		case engine.Empty:
			if o.Owner(q, sure) != owner {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// deadThreshold is how far a chain's mean ownership must lean to the
// opponent for the chain to count as dead.
const deadThreshold = 0.3

// Dead returns the stones of b whose chains are more likely to end as the
// opponent's area than their own.
func (o *Ownership) Dead(b *engine.Board) []engine.Point {
	var out []engine.Point
	out = append(out, o.deadOf(b, engine.Black)...)
	return append(out, o.deadOf(b, engine.White)...)
}

// deadOf returns the dead stones of colour c.
func (o *Ownership) deadOf(b *engine.Board, c engine.Color) []engine.Point {
	var out []engine.Point
	sign := float32(1)
	if c == engine.White {
		sign = -1
	}
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.Pt(x, y)
			if b.At(p) != c || b.ChainHead(p) != p {
				continue
			}
			sum := float32(0)
			s := p
			for {
				sum += sign * o.v[s]
				s = b.NextInChain(s)
				if s == p {
					break
				}
			}
			if sum/float32(b.ChainSize(p)) < -deadThreshold {
				out = append(out, b.Chain(p)...)
			}
		}
	}
	return out
}

// sumOwnership returns the workers' ownership sums added up, and the
// playouts they count.
func sumOwnership(ws []*playouter) (sum [cells]int32, n int64) {
	for _, w := range ws {
		for p, x := range w.own {
			sum[p] += x
		}
		n += w.playouts
	}
	return sum, n
}

// collectOwnership averages the workers' ownership sums into m.own.
func (m *MCTS) collectOwnership(ws []*playouter, b *engine.Board) {
	sum, n := sumOwnership(ws)
	m.ownW, m.ownH = b.Width(), b.Height()
	m.own = [cells]float32{}
	if n == 0 {
		return
	}
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.Pt(x, y)
			m.own[p] = float32(sum[p]) / float32(n)
		}
	}
}

// playoutsOn plays per playouts from b on each worker of ws at once, adding
// to their ownership sums: worker i's k-th with colour(i, k) to move after
// last and last2 and passes passes in a row. A worker stops early when
// stopped, asked before every eighth playout, reports true.
func playoutsOn(ws []*playouter, per int, b *engine.Board, colour func(i, k int) engine.Color, last, last2 engine.Point, passes int, stopped func() bool) {
	var wg sync.WaitGroup
	for i, w := range ws {
		wg.Add(1)
		go func(i int, w *playouter) {
			defer wg.Done()
			for k := range per {
				if k&7 == 0 && stopped() {
					return
				}
				w.begin(b)
				w.playout(colour(i, k), last, last2, passes)
			}
		}(i, w)
	}
	wg.Wait()
}

// LastOwnership returns the ownership the last search (GenMove) or estimate
// (Ownership, DeadStones) found, for the position it searched.
func (m *MCTS) LastOwnership() *Ownership {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.lastOwnership()
}

// lastOwnership is LastOwnership with m.mu held.
func (m *MCTS) lastOwnership() *Ownership {
	return &Ownership{w: m.ownW, h: m.ownH, v: m.own}
}

// Ownership estimates who will own each point of g's position by playing
// playouts from it (half with each player to move first). It returns early
// with ctx.Err() when ctx is cancelled.
func (m *MCTS) Ownership(ctx context.Context, g *engine.Game, playouts int) (*Ownership, error) {
	if playouts <= 0 {
		playouts = 1000
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	ws := m.workers(m.opts.Threads)
	b := g.Board()
	last, last2 := lastMoves(g.Moves())
	for _, w := range ws {
		w.clearOwnership()
	}
	colour := func(i, k int) engine.Color {
		if (k+i)%2 == 1 {
			return g.ToMove().Opponent()
		}
		return g.ToMove()
	}
	playoutsOn(ws, (playouts+len(ws)-1)/len(ws), b, colour, last, last2, 0, func() bool { return ctx.Err() != nil })
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	m.collectOwnership(ws, b)
	return m.lastOwnership(), nil
}

// DeadStones implements Judge: the stones that playouts from g's position
// mostly capture.
func (m *MCTS) DeadStones(ctx context.Context, g *engine.Game) ([]engine.Point, error) {
	o, err := m.Ownership(ctx, g, 2000)
	if err != nil {
		return nil, err
	}
	return o.Dead(g.Board()), nil
}
