package ai

import (
	"context"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

func TestParseHeuristics(t *testing.T) {
	for x := Heuristic(1); x < heuristicEnd; x <<= 1 {
		for _, h := range []Heuristic{x, x | RAVE, Reading} {
			got, err := ParseHeuristics(h.String())
			if err != nil || got != h {
				t.Errorf("ParseHeuristics(%q) = %v, %v; want %v", h.String(), got, err, h)
			}
		}
	}
	if h, err := ParseHeuristics(" rave , prior-near,"); err != nil || h != RAVE|PriorNear {
		t.Errorf("ParseHeuristics with spaces = %v, %v", h, err)
	}
	if h, err := ParseHeuristics(""); err != nil || h != 0 {
		t.Errorf(`ParseHeuristics("") = %v, %v`, h, err)
	}
	if _, err := ParseHeuristics("rave,ladders"); err == nil {
		t.Error("an unknown name was accepted")
	}
}

// rootPriors expands the root of g for c with the heuristics in off switched
// off and returns each move's prior visits and wins.
func rootPriors(t *testing.T, g *engine.Game, c engine.Color, off Heuristic) map[engine.Point][2]float32 {
	t.Helper()
	return rootPriorsWith(t, g, c, Options{Without: off})
}

// rootPriorsWith is rootPriors with the player's options (its threads, seed
// and playouts set to one), the owners mapped as for a search without a
// budget.
func rootPriorsWith(t *testing.T, g *engine.Game, c engine.Color, opts Options) map[engine.Point][2]float32 {
	t.Helper()
	opts.Threads, opts.Seed, opts.Playouts = 1, 1, 1
	m := New(opts)
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.prepare(g, c)
	ws := m.startWorkers(s, false)
	s.ownersBefore(context.Background(), ws, 0, time.Time{}, time.Time{}) // as a search does
	if !m.expandRoot(s, ws[0], g) {
		t.Fatal("the root was not expanded")
	}
	nd := s.t.at(s.root)
	out := map[engine.Point][2]float32{}
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		ch := s.t.at(k)
		out[ch.move] = [2]float32{ch.pv, ch.pw}
	}
	return out
}

// TestWithout: each heuristic switched off changes the priors of the moves it
// is about, and only those; the playout ones zero their policy switch; RAVE
// off leaves the choice of a child to its real statistics.
func TestWithout(t *testing.T) {
	// Black's E5 is in atari and E4 runs into a ladder; White's H8 is in
	// atari at H7; Black at B9 would be in atari.
	g := gameFrom(t, `
		. . O . . . . X .
		. O X X . . X O X
		. . . . . . . . .
		. . . . O . . . .
		. . . O X O . . .
		. . . . . O . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .`, engine.Black, 7.5)
	full := rootPriors(t, g, engine.Black, 0)
	tests := []struct {
		off   Heuristic
		moves []string // moves whose prior must change
	}{
		{PriorCapture, []string{"H7", "E4"}},
		{PriorLadder, []string{"E4"}},
		{PriorPattern, nil},
		{PriorSelfAtari, []string{"B9"}},
		{PriorEdge, []string{"J1", "A1"}},
		{PriorLearned, []string{"H7", "E4", "B9", "A1", "E7"}},
	}
	for _, tc := range tests {
		got := rootPriors(t, g, engine.Black, tc.off)
		changed := 0
		for p, v := range got {
			if v != full[p] {
				changed++
			}
		}
		if changed == 0 {
			t.Errorf("without %v: no prior changed", tc.off)
		}
		for _, v := range tc.moves {
			p := vertex(t, g, v)
			if got[p] == full[p] {
				t.Errorf("without %v: the prior of %s stayed %v", tc.off, v, got[p])
			}
		}
	}
	// Distance to the last move needs a last move.
	if err := g.Play(engine.Move{Color: engine.Black, Point: vertex(t, g, "H2")}); err != nil {
		t.Fatal(err)
	}
	full = rootPriors(t, g, engine.White, 0)
	near := rootPriors(t, g, engine.White, PriorNear)
	if p := vertex(t, g, "H3"); near[p] == full[p] {
		t.Errorf("without prior-near: the prior of H3, next to the last move, stayed %v", near[p])
	}
	if p := vertex(t, g, "A5"); near[p] != full[p] {
		t.Errorf("without prior-near: the prior of A5, far from the last move, changed from %v to %v", full[p], near[p])
	}

	m := New(Options{Without: PlayoutCapture | PlayoutPattern | PlayoutSelfAtari | PlayoutNakade | PlayoutTwoLib | PlayoutNLib | PlayoutEdgeLadder | PlayoutMercy})
	if m.policy != (Policy{}) {
		t.Errorf("without the playout heuristics the policy is %+v", m.policy)
	}
	if New(Options{}).policy != HeavyPolicy() {
		t.Error("the default policy is not the heavy one")
	}
}

// TestWithoutRAVE: a child whose AMAF statistics are all wins is chosen with
// RAVE and not without it.
func TestWithoutRAVE(t *testing.T) {
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	for _, off := range []Heuristic{0, RAVE} {
		m := New(Options{Playouts: 1, Threads: 1, Seed: 1, Without: off})
		m.mu.Lock()
		s := m.prepare(g, engine.Black)
		m.expandRoot(s, m.workers(1)[0], g)
		nd := s.t.at(s.root)
		plain := s.selectChild(s.root, engine.Black, true)
		k := nd.kids + 1
		if k == plain {
			k++
		}
		s.t.at(k).rave.Store(1000*one + 1000)
		got := s.selectChild(s.root, engine.Black, true)
		m.mu.Unlock()
		if want := map[Heuristic]int32{0: k, RAVE: plain}[off]; got != want {
			t.Errorf("without %q: chose child %d, want %d", off, got, want)
		}
	}
}
