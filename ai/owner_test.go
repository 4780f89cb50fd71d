package ai

import (
	"context"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

// TestOwnersFrom: a point always Black's at the end of the playouts is in
// the top step for Black and the bottom one for White, a point no one or
// each side half the time owns is in the middle step for both, and no map
// gives every point 0.
func TestOwnersFrom(t *testing.T) {
	b := engine.MustBoard(9, 9)
	var own [cells]int32
	black, white, even, half := engine.Pt(0, 0), engine.Pt(8, 8), engine.Pt(4, 4), engine.Pt(2, 2)
	own[black], own[white], own[half] = 10, -10, 5 // half: 3/4 of the time Black's
	o := ownersFrom(b, &own, 10)
	for _, c := range []struct {
		p            engine.Point
		black, white uint16
	}{{black, ownerSteps, 1}, {white, 1, ownerSteps}, {even, 5, 5}, {half, 7, 3}} {
		if got := o.Value(engine.Black, c.p); got != c.black {
			t.Errorf("Black at %s: %d, want %d", engine.Vertex(c.p, 9), got, c.black)
		}
		if got := o.Value(engine.White, c.p); got != c.white {
			t.Errorf("White at %s: %d, want %d", engine.Vertex(c.p, 9), got, c.white)
		}
	}
	var none *Owners
	if got := none.Value(engine.Black, black); got != 0 {
		t.Errorf("no map: %d", got)
	}
	if got := ownersFrom(b, &own, 0).Value(engine.Black, black); got != 0 {
		t.Errorf("a map of no playouts: %d", got)
	}
	for _, c := range [][2]int{{0, ownerPlayouts}, {6000, 500}, {1600, 200}, {100, 12}} {
		if got := ownerBudget(c[0]); got != c[1] {
			t.Errorf("ownerBudget(%d) = %d, want %d", c[0], got, c[1])
		}
	}
}

// ownerGame: Black's wall on the C line and White's on the K line of a
// 13x13 board, each closing its own side; the lines between are open.
const ownerGame = `
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .
	. . X . . . . . . . O . .`

// TestOwnerPrior: the playouts map each side's area as its own and the open
// lines between as unsure, and with the map the learned prior gives a move
// deep in the opponent's area fewer won visits and a move on the open lines
// more than it does without one (the trained gammas of FeatureOwner: 0.15 for a
// point the mover's playouts almost never own, 1.3 for an unsure one).
func TestOwnerPrior(t *testing.T) {
	g := gameFrom(t, ownerGame, engine.Black, 7.5)
	inWhite, inBlack, open := engine.Pt(12, 6), engine.Pt(0, 6), engine.Pt(6, 6)
	m := New(Options{Threads: 1})
	last, last2 := lastMoves(g.Moves())
	o := m.Owners(g.Board(), engine.Black, last, last2, ownerPlayouts, 7)
	if v := o.Value(engine.Black, inWhite); v > 2 {
		t.Errorf("Black's step inside White's area: %d", v)
	}
	if v := o.Value(engine.White, inWhite); v < ownerSteps-1 {
		t.Errorf("White's step inside White's area: %d", v)
	}
	if v := o.Value(engine.Black, inBlack); v < ownerSteps-1 {
		t.Errorf("Black's step inside Black's area: %d", v)
	}
	if v := o.Value(engine.Black, open); v < 3 || v > 7 {
		t.Errorf("Black's step on the open G line: %d", v)
	}
	with := rootPriors(t, g, engine.Black, 0)
	without := rootPriors(t, g, engine.Black, PriorOwner)
	// The hand-made priors are the same in both; the learned prior's
	// visits are all won (the square-root form of a board this size).
	won := func(pr map[engine.Point][2]float32, p engine.Point) float32 { return pr[p][1] }
	if !(won(with, inWhite) < won(without, inWhite)) {
		t.Errorf("inside White's area the prior wins %.1f visits with the map, %.1f without", won(with, inWhite), won(without, inWhite))
	}
	if !(won(with, open) > won(without, open)) {
		t.Errorf("on the open line the prior wins %.1f visits with the map, %.1f without", won(with, open), won(without, open))
	}
}

// TestMapOwnersStops: the map is not made once the search's context has
// ended or its share of the time (to its end or its context's deadline)
// has passed before the fewest playouts,
// nor for a search that does without it; the workers' sums are left clear.
func TestMapOwnersStops(t *testing.T) {
	g := gameFrom(t, ownerGame, engine.Black, 7.5)
	nine := gameFrom(t, `
		. . X . . O . . .
		. . X . . O . . .
		. . X . . O . . .
		. . X . . O . . .
		. . X . . O . . .
		. . X . . O . . .
		. . X . . O . . .
		. . X . . O . . .
		. . X . . O . . .`, engine.Black, 7.5)
	m := New(Options{Threads: 2, Seed: 1})
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	past := time.Now().Add(-time.Second)
	// A context whose deadline is a second away, for a search that began
	// a second ago: a tenth of its time has passed, the context has not.
	soon, stop := context.WithDeadline(context.Background(), time.Now().Add(time.Second))
	defer stop()
	for _, c := range []struct {
		what       string
		g          *engine.Game
		ctx        context.Context
		off        Heuristic
		start, end time.Time
		want       bool
	}{
		{"a search without an end", g, context.Background(), 0, time.Time{}, time.Time{}, true},
		{"a search with time", g, context.Background(), 0, time.Now(), time.Now().Add(time.Hour), true},
		{"an ended context", g, cancelled, 0, time.Time{}, time.Time{}, false},
		{"a search out of time", g, context.Background(), 0, past, past, false},
		{"a tenth of the context's time gone", g, soon, 0, past, time.Time{}, false},
		{"without the owner prior", g, context.Background(), PriorOwner, time.Time{}, time.Time{}, false},
		{"without the learned prior", g, context.Background(), PriorLearned, time.Time{}, time.Time{}, false},
		{"on 9x9", nine, context.Background(), 0, time.Time{}, time.Time{}, false},
	} {
		m.mu.Lock()
		s := m.prepare(c.g, engine.Black)
		s.off |= c.off
		ws := m.startWorkers(s, false)
		s.ownersBefore(c.ctx, ws, 0, c.start, c.end)
		m.mu.Unlock()
		if got := s.owners != nil; got != c.want {
			t.Errorf("%s: a map %v, want %v", c.what, got, c.want)
		}
		for i, w := range ws {
			if w.playouts != 0 || w.own != [cells]int32{} {
				t.Errorf("%s: worker %d keeps %d playouts' ownership", c.what, i, w.playouts)
			}
		}
	}
}
