package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAnalyzeDoesNotShowAProblemsAnswer: Analyze on, then the record is
// solved as a problem: the reading ends, no candidate is drawn and the
// status does not name the best move.
func TestAnalyzeDoesNotShowAProblemsAnswer(t *testing.T) {
	c, pump := analyzing(t)
	c.problems.delay = 0
	path := filepath.Join(t.TempDir(), "problem.sgf")
	if err := os.WriteFile(path, []byte(cornerProblem), 0o644); err != nil {
		t.Fatal(err)
	}
	c.OpenFile(path)
	c.cmd.analyze.run()
	if !c.analyzing() {
		t.Fatal("Analyze did not start on the problem's record")
	}
	pump(func() bool { return len(c.Board().View().Candidates) > 0 })
	if err := c.problems.solveProblems(); err != nil {
		t.Fatal(err)
	}
	if c.analyzing() || c.cmd.analyze.ticked() {
		t.Error("Analyze is still on in problem mode")
	}
	if v := c.Board().View(); len(v.Candidates) > 0 || len(v.Estimate) > 0 {
		t.Errorf("the problem's board shows %d candidates and an estimate of %d points", len(v.Candidates), len(v.Estimate))
	}
	if s := c.Status(); strings.Contains(s, "best") {
		t.Errorf("the status gives the answer away: %q", s)
	}
	if c.cmd.analyze.can() {
		t.Error("Analyze can be switched on in problem mode")
	}
}

// TestAnalyzeDoesNotShowALessonsAnswer: the same for a lesson.
func TestAnalyzeDoesNotShowALessonsAnswer(t *testing.T) {
	c, pump := analyzing(t)
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	c.cmd.analyze.run()
	pump(func() bool { return len(c.Board().View().Candidates) > 0 })
	c.lessons.learnToPlay()
	if !c.lessons.on() {
		t.Fatal("no lesson")
	}
	if c.analyzing() || len(c.Board().View().Candidates) > 0 {
		t.Error("Analyze goes on reading the lesson's board")
	}
	if s := c.Status(); strings.Contains(s, "best") {
		t.Errorf("the status gives the answer away: %q", s)
	}
}

// TestTheProblemOfferLeavesWithItsRecord: a problem file's offer to solve
// it is not shown over a lesson or the joseki explorer (its Solve would
// fail on their boards), and is back when they end.
func TestTheProblemOfferLeavesWithItsRecord(t *testing.T) {
	c, _ := attached(t, Deps{})
	path := filepath.Join(t.TempDir(), "problem.sgf")
	if err := os.WriteFile(path, []byte(cornerProblem), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []struct {
		name         string
		enter, leave func()
	}{
		{"a lesson", c.lessons.learnToPlay, c.lessons.leaveLessons},
		{"the joseki explorer", c.joseki.exploreJoseki, c.joseki.leaveJoseki},
	} {
		c.OpenFile(path)
		if c.problems.bar.box.Hidden {
			t.Fatal("no offer to solve the problem file")
		}
		mode.enter()
		if !c.problems.bar.box.Hidden {
			t.Errorf("the offer to solve the problem stays up over %s: %q", mode.name, c.problems.bar.title.Text)
		}
		mode.leave()
		if c.problems.bar.box.Hidden {
			t.Errorf("the offer is not back after %s", mode.name)
		}
	}
}
