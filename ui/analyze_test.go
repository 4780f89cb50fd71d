package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// analyzing returns a controller whose background work runs on goroutines
// and whose posts the test runs with pump, as the window would.
func analyzing(t *testing.T) (*Controller, func(until func() bool)) {
	t.Helper()
	posts := make(chan func(), 1024)
	c, _ := attached(t, Deps{
		Go:       func(f func()) { go f() },
		Post:     func(f func()) { posts <- f },
		Analysis: ai.Options{Threads: 1, Seed: 1},
	})
	t.Cleanup(func() { c.SetAnalyze(false) })
	pump := func(until func() bool) {
		t.Helper()
		deadline := time.After(30 * time.Second) // a limit for a hung test, not a measure
		for !until() {
			select {
			case f := <-posts:
				f()
			case <-deadline:
				t.Fatal("the analysis did not report")
			}
		}
	}
	return c, pump
}

// TestAnalyzeShowsCandidatesAndFollows: the reading of the position shows
// candidates with their chance and visits and the ownership; the line of a
// candidate under the pointer is numbered; stepping restarts the reading.
func TestAnalyzeShowsCandidatesAndFollows(t *testing.T) {
	c, pump := analyzing(t)
	newGame(t, c, 9, PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person})
	for _, p := range []engine.Point{engine.Pt(4, 4), engine.Pt(2, 2)} {
		if err := c.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	c.cmd.analyze.run()
	if !c.analyzing() {
		t.Fatal("Analyze did not start")
	}
	pump(func() bool { v := c.Board().View(); return len(v.Candidates) > 0 && v.Candidates[0].Visits > 50 })
	v := c.Board().View()
	if !v.Candidates[0].Best || len(v.Estimate) == 0 {
		t.Errorf("candidates %v, estimate of %d points", v.Candidates, len(v.Estimate))
	}
	best := v.Candidates[0].Point
	c.hover(best, nil)
	if g := c.Board().View().Ghosts; len(g) == 0 || g[0].Move.Point != best || g[0].Move.Color != engine.Black {
		t.Errorf("the line of the best candidate under the pointer: %v", g)
	}
	if s := c.Status(); !strings.HasPrefix(s, "Black at ") || !strings.Contains(s, "visits") {
		t.Errorf("the status under the pointer says %q, want the candidate's figures", s)
	}
	at := c.analyzer.at
	c.back(1)
	if c.analyzer.at == at || c.analyzer.at != c.tree().Current() {
		t.Fatal("stepping back did not restart the reading at the new position")
	}
	pump(func() bool { return c.analyzer.fresh && len(c.Board().View().Candidates) > 0 })
	if col := c.analyzer.last.Color; col != engine.White {
		t.Errorf("the reading after stepping back is for %v, want White to move", col)
	}
	c.cmd.analyze.run()
	if c.analyzing() || len(c.Board().View().Candidates) != 0 {
		t.Error("Analyze did not stop")
	}
}

// TestAnotherRecordForgetsThePointerPoint: the line of the candidate under
// the pointer is not shown on the next record's board, where the pointer
// has not rested on anything yet.
func TestAnotherRecordForgetsThePointerPoint(t *testing.T) {
	c, pump := analyzing(t)
	newGame(t, c, 9, PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person})
	c.cmd.analyze.run()
	pump(func() bool { return len(c.Board().View().Candidates) > 0 })
	c.hover(c.Board().View().Candidates[0].Point, nil)
	if len(c.Board().View().Ghosts) == 0 {
		t.Fatal("no line under the pointer")
	}
	newGame(t, c, 9, PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person})
	pump(func() bool { return len(c.Board().View().Candidates) > 0 })
	if g := c.Board().View().Ghosts; len(g) > 0 {
		t.Errorf("the new board shows a line the pointer never rested on: %v", g)
	}
}
