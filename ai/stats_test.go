package ai

import (
	"context"
	"math"
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestStatsPV: the principal variation starts with the move chosen, holds
// a few moves, and can be played out from the position in turn.
func TestStatsPV(t *testing.T) {
	g := gameFrom(t, captureSaves, engine.Black, 7.5)
	m := New(Options{Playouts: 3000, Threads: 2, Seed: 7})
	p, err := m.GenMove(context.Background(), g, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	st := m.LastStats()
	if len(st.PV) < 3 || len(st.PV) > pvMax {
		t.Fatalf("PV %v: want 3 to %d moves after 3,000 playouts", st.PV, pvMax)
	}
	if st.PV[0] != p || p != vertex(t, g, "G5") {
		t.Errorf("PV starts with %s, played %s, want G5 for both", engine.Vertex(st.PV[0], 9), engine.Vertex(p, 9))
	}
	c := engine.Black
	for i, q := range st.PV {
		if err := g.Play(engine.Move{Color: c, Point: q}); err != nil {
			t.Fatalf("PV move %d (%s %s): %v", i+1, c.Name(), engine.Vertex(q, 9), err)
		}
		c = c.Opponent()
	}
}

// TestStatsLead: Stats.Lead is Black's lead from the search's ownership,
// with the komi and the handicap compensation the search plays for.
func TestStatsLead(t *testing.T) {
	// White wins settled by 27 points and komi.
	g := gameFrom(t, settled, engine.Black, 7.5)
	m := New(Options{Playouts: 1000, Threads: 2, Seed: 1})
	if _, err := m.GenMove(context.Background(), g, engine.Black); err != nil {
		t.Fatal(err)
	}
	if lead := m.LastStats().Lead; math.Abs(lead-(-34.5)) > 1 {
		t.Errorf("lead %.1f in a game White wins by 34.5, want within a point of -34.5", lead)
	}

	// Four handicap stones under Chinese rules: komi 0.5 and 4 points.
	h, err := engine.NewGame(9, 9, engine.Chinese())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.SetFixedHandicap(4); err != nil {
		t.Fatal(err)
	}
	if _, err := m.GenMove(context.Background(), h, engine.White); err != nil {
		t.Fatal(err)
	}
	want := m.LastOwnership().Lead(h.Komi() + 4)
	if lead := m.LastStats().Lead; math.Abs(lead-want) > 1e-9 {
		t.Errorf("handicap 4: lead %.2f, want %.2f (ownership less komi %.1f and 4 points)", lead, want, h.Komi())
	}
}

// TestStatsNoMove: a search with no move but a pass leaves no statistics or
// ownership of the position searched before.
func TestStatsNoMove(t *testing.T) {
	m := New(Options{Playouts: 500, Threads: 1, Seed: 1})
	g := gameFrom(t, settled, engine.Black, 7.5)
	if _, err := m.GenMove(context.Background(), g, engine.Black); err != nil {
		t.Fatal(err)
	}
	// White's only points are suicide.
	h := gameFrom(t, `
		X .
		. X`, engine.White, 0.5)
	p, err := m.GenMove(context.Background(), h, engine.White)
	if err != nil {
		t.Fatal(err)
	}
	st := m.LastStats()
	if p != engine.Pass || st.Playouts != 0 || st.Move != engine.Pass || st.PV != nil {
		t.Errorf("move %s, stats %+v: want a pass and no playouts, no PV", engine.Vertex(p, 2), st)
	}
	if lead := m.LastOwnership().Lead(0); lead != 0 {
		t.Errorf("ownership sums to %.1f, want 0: the last one was of another board", lead)
	}
}
