package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/ai"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/study/lesson"
	"github.com/torreya/torreya/ui/goban"
)

// TestLessonsOfferedOnce: the first start offers the course, the next does
// not.
func TestLessonsOfferedOnce(t *testing.T) {
	c, _ := attached(t, Deps{})
	c.OfferLessons()
	if !c.lessons.offered || c.lessons.bar.box.Hidden {
		t.Fatal("the course is not offered at the first start")
	}
	// The offer counts the lessons without reading them: start-up stays light.
	if c.lessons.course != nil {
		t.Error("the offer read the whole course")
	}
	fsys, _ := lessonFS()
	n, _ := lesson.Count(fsys)
	if got := c.lessons.bar.task.Text; n < 20 || !strings.HasPrefix(got, fmt.Sprintf("%d short lessons", n)) {
		t.Errorf("the offer says %q", got)
	}
	c.lessons.offered = false
	c.OfferLessons()
	if c.lessons.offered {
		t.Error("the course is offered a second time")
	}
}

// TestLessonFirstTask: the course opens at its first lesson, a right move
// solves the task and says so in green, a wrong one is refused with the
// reason; the document is never touched; the lesson list knows what is done.
func TestLessonFirstTask(t *testing.T) {
	c, _ := attached(t, Deps{})
	c.cmd.learn.run()
	lm := c.lessons
	if !lm.on() || lm.les != 0 || lm.att == nil {
		t.Fatalf("Learn to Play: on %v, lesson %d", lm.on(), lm.les)
	}
	if !strings.HasPrefix(c.lessons.bar.title.Text, "Lesson 1 of ") {
		t.Errorf("title %q", c.lessons.bar.title.Text)
	}
	// Play every task of the first lesson by the hint's move.
	tasks := len(lm.lesson().Tasks)
	for i := 0; i < tasks; i++ {
		if lm.lesson().Tasks[lm.task].AsksNumber() {
			t.Skip("the first lesson asks a number: this test plays moves")
		}
		for moves := 0; !lm.saidOK; moves++ {
			if moves == 10 || lm.att.Over() {
				t.Fatalf("task %d: the hint's moves do not solve it: %q", i+1, lm.said)
			}
			c.cmd.lessonHint.run()
			c.cmd.lessonHint.run()
			mv := c.Board().View().Hint
			if mv == engine.Pass {
				t.Fatalf("task %d: the hint shows no move", i+1)
			}
			c.tap(mv)
		}
		if i == tasks-1 && !strings.Contains(lm.said, "The lesson is done!") {
			t.Errorf("the last task does not say the lesson is done: %q", lm.said)
		}
		if i < tasks-1 {
			c.cmd.nextTask.run()
		}
	}
	if !lm.done()[lm.lesson().ID] {
		t.Error("the lesson is not recorded as done")
	}
	if c.doc.dirty {
		t.Error("the lesson marked the document as changed")
	}
	c.cmd.nextTask.run()
	if lm.les != 1 {
		t.Errorf("Next after the last task goes to lesson %d", lm.les+1)
	}
	c.lessons.leaveLessons()
	if c.inMode() || c.lessons.on() {
		t.Error("leaving the lessons does not show the game again")
	}
}

// TestLessonCourseThroughTheUI takes every task of the course through the
// window's commands as a learner who follows the hints would: the hint's
// move (or Pass when it shows none) until the task is done. Tasks that ask
// for a number are answered in engine/study/lesson's tests.
func TestLessonCourseThroughTheUI(t *testing.T) {
	c, _ := attached(t, Deps{NewPlayer: func(PlayerSpec) (ai.Player, error) { return &scripted{moves: []engine.Point{engine.Pass}}, nil }})
	lm := c.lessons
	if lm.course != nil {
		t.Fatal("the course is read before it is asked for")
	}
	if err := lm.load(); err != nil {
		t.Fatal(err)
	}
	if n := len(lm.course.Lessons); n < 25 {
		t.Fatalf("%d lessons", n)
	}
	for li, l := range lm.course.Lessons {
		c.lessons.openLesson(li)
		if l.Final {
			c.lessons.bar.final.Tapped(nil)
			if c.lessons.on() || c.rec.tree.Root().Value("SZ") != "9" || !c.seats.computer(engine.White) {
				t.Errorf("the last lesson does not start a 9x9 game against the computer: lessons on %v, SZ %q, status %q",
					c.lessons.on(), c.rec.tree.Root().Value("SZ"), c.Status())
			}
			if !lm.done()[l.ID] {
				t.Error("the last lesson is not recorded as done")
			}
			continue
		}
		for ti := range l.Tasks {
			lm.task = ti
			lm.start()
			if l.Tasks[ti].AsksNumber() {
				continue
			}
			for moves := 0; !lm.saidOK; moves++ {
				if moves == 12 || lm.att.Over() {
					t.Errorf("lesson %d (%s), task %d: the hints do not solve it: %q", li+1, l.ID, ti+1, lm.said)
					break
				}
				c.cmd.lessonHint.run()
				c.cmd.lessonHint.run()
				if mv := c.Board().View().Hint; mv != engine.Pass && lm.hint == 2 {
					c.tap(mv)
				} else {
					c.cmd.lessonPass.run()
				}
			}
		}
	}
}

// TestLessonFeedbackColours: a refused move is said in red, a move that
// does part of the task in the theme's plain colour, the task done in
// green; a new task's number field starts empty.
func TestLessonFeedbackColours(t *testing.T) {
	c, _ := attached(t, Deps{})
	c.lessons.openLesson(0)
	lm := c.lessons
	lm.task = 1 // three marked points: a stone on one of them is progress
	lm.start()
	c.tap(engine.Pt(2, 2)) // not a marked point
	if b := lm.bar.said.Importance; b != widget.DangerImportance {
		t.Errorf("a refused move is said with importance %v", b)
	}
	c.tap(engine.Pt(0, 0))
	if b := lm.bar.said.Importance; b != widget.MediumImportance || lm.saidOK {
		t.Errorf("progress is said with importance %v (%q)", b, lm.said)
	}
	lm.bar.entry.SetText("5")
	c.cmd.nextTask.run()
	if lm.bar.entry.Text != "" {
		t.Errorf("the next task's number field holds %q", lm.bar.entry.Text)
	}
}

// openTask opens the task (counted from 1) of the lesson with the ID id.
func openTask(t *testing.T, c *Controller, id string, task int) *lesson.Task {
	t.Helper()
	lm := c.lessons
	if err := lm.load(); err != nil {
		t.Fatal(err)
	}
	for i, l := range lm.course.Lessons {
		if l.ID == id {
			lm.openLesson(i)
			lm.task = task - 1
			lm.start()
			return l.Tasks[task-1]
		}
	}
	t.Fatalf("no lesson %q", id)
	return nil
}

// TestLessonWrongMoveShowsTheAnswer: after a wrong move the words describe
// the board after White's answer, and they offer the right move; Hint then
// sets the task up again with the right move shown.
func TestLessonWrongMoveShowsTheAnswer(t *testing.T) {
	c, _ := attached(t, Deps{})
	lm := c.lessons
	openTask(t, c, "capturing", 1)
	c.tap(engine.Pt(3, 3)) // D2, beside the stone in atari: White runs to C2
	if lm.att == nil || !lm.att.Over() || lm.att.Done() {
		t.Fatalf("D2 does not fail the task: %q", lm.said)
	}
	want := "Those stones still have 2 liberties. Press Hint to see the right move."
	if lm.said != want || lm.bar.said.Text != want {
		t.Errorf("after D2 the bar says %q, want %q", lm.bar.said.Text, want)
	}
	if !c.cmd.lessonHint.enabled() {
		t.Fatal("Hint is off after a wrong move")
	}
	c.cmd.lessonHint.run()
	if lm.att.Over() || lm.hint != 2 || c.Board().View().Hint != engine.Pt(2, 3) {
		t.Errorf("Hint after the wrong move: over %v, hint %d at %v, want the task afresh with C2 shown",
			lm.att.Over(), lm.hint, c.Board().View().Hint)
	}
	if b := c.rec.game.Board(); b.At(engine.Pt(3, 3)) != engine.Empty || b.At(engine.Pt(2, 3)) != engine.Empty {
		t.Error("the task is not set up again for the right move")
	}
}

// TestLessonPrisoners: the stones captured in a task go to the lids and
// the players' panels, whichever side captured them, and a retry empties
// them again.
func TestLessonPrisoners(t *testing.T) {
	c, _ := attached(t, Deps{})
	for _, tc := range []struct {
		id     string
		task   int
		move   engine.Point
		taker  engine.Color
		stones int
	}{
		{"capturing", 1, engine.Pt(2, 3), engine.Black, 1},        // C2 takes the white stone
		{"capturing-chains", 1, engine.Pt(2, 3), engine.Black, 2}, // C2 takes two
		{"escaping", 1, engine.Pt(5, 5), engine.White, 1},         // F2 leaves the stone in atari: White takes it
	} {
		openTask(t, c, tc.id, tc.task)
		c.tap(tc.move)
		lid := c.view.lids[tc.taker.Opponent()] // the taker's lid holds the other colour's stones
		if got := lid.Count(); got != tc.stones {
			t.Errorf("%s %d: the lid of %s holds %d stones, want %d (%q)", tc.id, tc.task, tc.taker.Name(), got, tc.stones, c.lessons.said)
		}
		if want := fmt.Sprintf("Captures: %d", tc.stones); !strings.Contains(c.view.info[tc.taker].Text, want) {
			t.Errorf("%s %d: %s's panel says %q", tc.id, tc.task, tc.taker.Name(), c.view.info[tc.taker].Text)
		}
		c.cmd.retryTask.run()
		if got := lid.Count(); got != 0 {
			t.Errorf("%s %d: after Retry the lid holds %d stones", tc.id, tc.task, got)
		}
	}
}

// TestLessonOneMarkAPoint: after a wrong answer the feedback's rings and
// the task's squares on the target stones are not drawn one over the
// other: a point carries one mark.
func TestLessonOneMarkAPoint(t *testing.T) {
	c, _ := attached(t, Deps{})
	for _, tc := range []struct {
		id   string
		task int
		move engine.Point
	}{
		{"atari", 1, engine.Pt(0, 4)},     // A1: the squared stone runs, and the words ring its chain
		{"capturing", 1, engine.Pt(3, 3)}, // D2
	} {
		openTask(t, c, tc.id, tc.task)
		c.tap(tc.move)
		if len(c.lessons.marks) == 0 {
			t.Errorf("%s %d: the words mark no stones (%q)", tc.id, tc.task, c.lessons.said)
		}
		seen := map[engine.Point]goban.MarkKind{}
		for _, m := range c.Board().View().Marks {
			if k, twice := seen[m.At]; twice {
				t.Errorf("%s %d: %v carries two marks, %v and %v", tc.id, tc.task, m.At, k, m.Kind)
			}
			seen[m.At] = m.Kind
		}
	}
}
