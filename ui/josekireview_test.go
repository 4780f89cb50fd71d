package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/study/schedule"
)

// twoAnswers: after Black's 4-4 point, White has two joseki moves, the
// approach (and its mirror image) and the 3-3 invasion, each with Black's
// answer.
const twoAnswers = `(;GM[1]FF[4]SZ[19]
(;B[dd](;W[fc]TE[1];B[cf]TE[1])(;W[cc]TE[1];B[dc]TE[1];W[cd])))`

// TestJosekiReviewDrill: a line the learner misses in the drill is due
// again after a few minutes, and then the dictionary leads the drill into
// it every time, saying so, until the learner answers it right; a right
// answer puts it a day away.
func TestJosekiReviewDrill(t *testing.T) {
	now := time.Date(2026, 5, 4, 10, 0, 0, 0, time.UTC)
	c, _ := attached(t, Deps{Now: func() time.Time { return now }})
	c.joseki.delay = 0
	openRecord(t, c, twoAnswers)
	c.cmd.joseki.run()
	if !c.joseki.on() {
		t.Fatalf("the explorer did not start: %q", c.Status())
	}
	invaded := func() bool {
		m, _ := currentMove(t, c)
		return m == engine.Move{Color: engine.White, Point: engine.Pt(2, 2)}
	}
	// Drill until the dictionary invades at the 3-3 point; miss the answer.
	for range 100 {
		c.joseki.startDrill(engine.Black)
		c.tap(engine.Pt(3, 3))
		if invaded() {
			break
		}
	}
	if !invaded() {
		t.Fatal("the dictionary never invaded at 3-3")
	}
	c.tap(engine.Pt(6, 6)) // in the corner, not in the dictionary: taken back
	key, line := josekiKey(c.joseki.name), ";B[dd];W[cc]"
	p := c.progressStore().get(key, line)
	if p.Result != resultFailed || p.Due.Sub(now) != 10*time.Minute {
		t.Fatalf("the missed line's progress %+v", p)
	}

	// Due: the drill invades every time, and says why.
	now = now.Add(15 * time.Minute)
	for i := range 8 {
		c.joseki.startDrill(engine.Black)
		c.tap(engine.Pt(3, 3))
		if !invaded() {
			t.Fatalf("drill %d: the dictionary did not lead into the line due", i+1)
		}
	}
	if want := "This line is due for review."; !strings.Contains(c.Status(), want) {
		t.Errorf("status %q does not say the line is due", c.Status())
	}
	// The right answer: B[dc], or its mirror image where the drill turned it.
	cs, _ := c.joseki.choices()
	var right engine.Point = engine.Pass
	for p, ch := range cs {
		if ch.cand.Node.Value("B") == "dc" {
			right = p
		}
	}
	if right == engine.Pass {
		t.Fatal("the dictionary's answer to the invasion is not offered")
	}
	c.tap(right)
	if p := c.progressStore().get(key, line); p.Result != resultSolved || p.Due.Sub(now) != schedule.Day {
		t.Errorf("the line answered right: %+v, want solved and a day away", p)
	}
	if p := c.progressStore().get(key, ""); p.Attempts != 0 {
		t.Errorf("the corner's first move is noted: %+v", p)
	}
}
