package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/study/schedule"
)

// TestProblemReviewDue: in a set of three, the problem failed comes back
// first and soon, the solved ones a day later; the bar offers the problems
// due, Review takes them the most overdue first, and Next goes from one
// due to the next and stops after the last. The list says when each comes
// back, and the next session reads the schedule back.
func TestProblemReviewDue(t *testing.T) {
	now := time.Date(2026, 5, 4, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	progress := filepath.Join(t.TempDir(), "progress.json")
	c, _ := solving(t, Deps{Now: clock, Progress: progress}, cornerProblem+"\n"+cornerProblem+"\n"+cornerProblem)
	set := c.problems.set
	c.tap(engine.Pt(1, 0)) // right
	c.cmd.nextProblem.run()
	c.tap(engine.Pt(2, 0)) // wrong
	c.cmd.nextProblem.run()
	c.tap(engine.Pt(1, 0)) // right
	get := func(i int) problemProgress { return c.progressStore().get(set.key, set.entries[i].name) }
	if d := get(0).Due.Sub(now); d != schedule.Day {
		t.Errorf("a solved problem comes back after %v, want a day", d)
	}
	if d := get(1).Due.Sub(now); d != 10*time.Minute {
		t.Errorf("a failed problem comes back after %v, want ten minutes", d)
	}
	if c.cmd.reviewDue.enabled() || !c.problems.bar.due.Hidden {
		t.Error("Review is offered with no problem due")
	}
	if got := dueWords(get(1), now); got != "Review in 10 minutes" {
		t.Errorf("the failed problem's list says %q", got)
	}
	if got := dueWords(get(0), now); got != "Review in 1 day" {
		t.Errorf("the solved problem's list says %q", got)
	}

	now = now.Add(time.Hour)
	c.problems.bar.update(c.problems)
	if c.problems.bar.due.Hidden || c.problems.bar.due.Text != "Due for review (1)" {
		t.Errorf("the bar's offer: hidden %v, %q", c.problems.bar.due.Hidden, c.problems.bar.due.Text)
	}
	c.cmd.reviewDue.run()
	if set = c.problems.set; set.index != 1 || !c.problems.on() {
		t.Fatalf("Review opened problem %d, want the failed one, 1", set.index)
	}
	if c.cmd.nextProblem.enabled() {
		t.Error("Next Problem is on after the only problem due")
	}
	if !c.problems.bar.due.Hidden {
		t.Errorf("the bar offers %q while the only problem due is on the board", c.problems.bar.due.Text)
	}
	if got := c.problems.progressText(); !strings.Contains(got, "Problem 1 of 1") || !strings.HasSuffix(got, "reviewing the ones due") {
		t.Errorf("progress %q", got)
	}
	c.tap(engine.Pt(1, 0)) // right at last: a day away
	if got := c.problems.progressText(); !strings.HasSuffix(got, "the review is done: no other problem is due") {
		t.Errorf("after the last problem due, progress %q", got)
	}
	if d := get(1).Due.Sub(now); d != schedule.Day || get(1).Streak != 1 {
		t.Errorf("the failed problem solved: %+v", get(1))
	}

	// Two days later all three are due; problem 1 (due an hour after the
	// others) comes last.
	now = now.Add(2 * schedule.Day)
	c2, _ := attached(t, testDeps(Deps{Now: clock, Progress: progress}))
	c2.problems.delay = 0
	c2.OpenFile(c.doc.path)
	if err := c2.problems.solveProblems(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(c2.Status(), "3 problems of this set are due for review.") {
		t.Errorf("status %q", c2.Status())
	}
	c2.cmd.reviewDue.run()
	var seen []int
	for {
		seen = append(seen, c2.problems.set.index)
		if !c2.problems.bar.due.Hidden && c2.cmd.nextProblem.enabled() {
			t.Error("the bar offers the review under way")
		}
		if !c2.cmd.nextProblem.enabled() {
			break
		}
		c2.cmd.nextProblem.run()
	}
	if !slices.Equal(seen, []int{0, 2, 1}) {
		t.Errorf("the review took %v, want 0 2 1: the most overdue first", seen)
	}
}

// TestProblemOldProgressScheduled: progress saved before the schedule
// (results and last visits, no due times) is read as scheduled from the
// last visit: the failed problem is due, the solved one a day after it.
func TestProblemOldProgressScheduled(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.json")
	old := `{"/p": {"a.sgf": {"result": "failed", "attempts": 2, "seconds": 40, "last": "2026-05-01T10:00:00Z"},
 "b.sgf": {"result": "solved", "solvedLater": false, "attempts": 1, "last": "2026-05-03T10:00:00Z"}}}`
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	s, u := loadProgress(path, time.Now())
	if u != nil {
		t.Fatalf("old progress unreadable: %v", u.Err)
	}
	now := time.Date(2026, 5, 3, 12, 0, 0, 0, time.UTC)
	set := &problemSet{key: "/p", store: s, entries: []problemEntry{{name: "a.sgf"}, {name: "b.sgf"}, {name: "c.sgf"}}}
	if due := set.due(now); len(due) != 1 || due[0] != 0 {
		t.Errorf("due %v, want the failed problem alone", due)
	}
	if got := dueWords(s.get("/p", "b.sgf"), now); got != "Review in 22 hours" {
		t.Errorf("the solved problem: %q", got)
	}
	if due := set.due(now.Add(schedule.Day)); !slices.Equal(due, []int{0, 1}) {
		t.Errorf("a day later due %v, want both tried problems, the failed one first", due)
	}
	// The next success of the old solved problem climbs from its streak.
	s.now = func() time.Time { return now.Add(schedule.Day) }
	s.record("/p", "b.sgf", true, time.Second, true)
	if p := s.get("/p", "b.sgf"); p.Streak != 2 || p.Due.Sub(now.Add(schedule.Day)) != 3*schedule.Day {
		t.Errorf("after the next success: %+v", p)
	}
}

// TestBeginnerReviewWithNoSetOpen: beginner problems due are told at the
// start and taken by Review Due Problems with no set open, which opens
// the beginner problems at the one due.
func TestBeginnerReviewWithNoSetOpen(t *testing.T) {
	now := time.Date(2026, 5, 4, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	progress := filepath.Join(t.TempDir(), "progress.json")
	col, err := readBuiltin(beginnerKey)
	if err != nil {
		t.Fatal(err)
	}
	name := builtinEntryName(beginnerKey, col.Games[5], 5)
	c, _ := attached(t, testDeps(Deps{Now: clock, Progress: progress}))
	if c.cmd.reviewDue.enabled() {
		t.Error("Review Due Problems is on with nothing ever tried")
	}
	c.progressStore().record(beginnerKey, name, false, 5*time.Second, true) // failed: due in ten minutes
	if c.cmd.reviewDue.enabled() {
		t.Error("Review Due Problems is on before the failed problem is due")
	}

	now = now.Add(time.Hour)
	c2, _ := attached(t, testDeps(Deps{Now: clock, Progress: progress}))
	c2.problems.delay = 0
	c2.OfferReview()
	if got := c2.Status(); got != "1 beginner problem is due for review: Study > Review Due Problems." {
		t.Errorf("status at the start %q", got)
	}
	if !c2.cmd.reviewDue.enabled() {
		t.Fatal("Review Due Problems is off with a beginner problem due")
	}
	c2.cmd.reviewDue.run()
	set := c2.problems.set
	if !c2.problems.on() || set == nil || set.key != beginnerKey || set.index != 5 || set.taken != takeDue {
		t.Fatalf("Review opened %+v, want the beginner problems at problem 5, taking the ones due", set)
	}
}
