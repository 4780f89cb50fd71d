package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// The mode matrix: every overlay (Analyze, the hint, the estimate, the
// review, edit mode) switched on over the document, then every mode (a
// problem, the joseki explorer, a lesson, and the document's own game)
// entered and left. Where the mode hides answers nothing of the overlay
// may show; no bar outlives its mode; leaving a mode shows the document
// exactly as it was, the overlays it allowed still on.

// overlayCase switches one overlay on and says whether it shows.
type overlayCase struct {
	name  string
	kind  overlay
	on    func(c *Controller, pump func(func() bool))
	shown func(c *Controller) bool
	cmd   func(k *commands) *command
}

var overlayCases = []overlayCase{
	{"Analyze", overlayAnalyze, func(c *Controller, pump func(func() bool)) {
		c.cmd.analyze.run()
		pump(func() bool { return len(c.Board().View().Candidates) > 0 })
	}, func(c *Controller) bool {
		return c.analyzing() || len(c.Board().View().Candidates) > 0 || strings.Contains(c.Status(), "best")
	}, func(k *commands) *command { return k.analyze }},
	{"the hint", overlayHint, func(c *Controller, pump func(func() bool)) {
		c.cmd.hint.run()
		pump(func() bool { return c.Board().View().Hint != engine.Pass })
	}, func(c *Controller) bool {
		return c.an.hintOn || c.Board().View().Hint != engine.Pass
	}, nil}, // the hint command is problem mode's own there
	{"the estimate", overlayEstimate, func(c *Controller, pump func(func() bool)) {
		c.cmd.estimate.run()
		pump(func() bool { return len(c.Board().View().Estimate) > 0 })
	}, func(c *Controller) bool {
		return c.an.estimate() || len(c.Board().View().Estimate) > 0
	}, func(k *commands) *command { return k.estimate }},
	{"the review", overlayReview, func(c *Controller, pump func(func() bool)) {
		c.cmd.review.run()
		pump(func() bool { return c.reviewer.done })
		c.last() // the stones the review dots
		c.cmd.enlargeGraph.run()
	}, func(c *Controller) bool {
		v := c.Board().View()
		return c.reviewer.box.Visible() || len(v.Ghosts) > 0 || len(v.Losses) > 0 || c.reviewer.zoom.isOpen() ||
			c.view.tree.Judge != nil && c.view.tree.Judge(c.rec.tree.Current()) != 0
	}, func(k *commands) *command { return k.review }},
	{"edit mode", overlayEdit, func(c *Controller, _ func(func() bool)) {
		c.cmd.editMode.run()
	}, func(c *Controller) bool {
		return c.editMode() || c.editor.bar.Visible()
	}, func(k *commands) *command { return k.editMode }},
}

// modeCase enters and leaves one mode on its document.
type modeCase struct {
	name         string
	doc          string
	enter, leave func(c *Controller, pump func(func() bool))
	hides        func(o overlay) bool // the overlays the mode forbids
}

var modeCases = []modeCase{
	{"a problem", cornerProblem, func(c *Controller, _ func(func() bool)) { c.cmd.solve.run() },
		func(c *Controller, _ func(func() bool)) { c.cmd.solve.run() }, func(overlay) bool { return true }},
	{"the joseki explorer", smallDictionary, func(c *Controller, pump func(func() bool)) {
		c.cmd.joseki.run()
		pump(c.joseki.on)
	}, func(c *Controller, _ func(func() bool)) { c.cmd.joseki.run() }, func(o overlay) bool { return o != overlayEdit }},
	{"a lesson", blunderGame, func(c *Controller, _ func(func() bool)) { c.cmd.learn.run() },
		func(c *Controller, _ func(func() bool)) { c.lessons.leaveLessons() }, func(overlay) bool { return true }},
	{"the game", blunderGame, func(*Controller, func(func() bool)) {}, func(*Controller, func(func() bool)) {},
		func(overlay) bool { return false }},
}

// matrixController is a window's controller whose background work runs on
// goroutines and posts to a queue the test pumps, as the program's does.
func matrixController(t *testing.T) (*Controller, func(func() bool), func()) {
	t.Helper()
	posts := make(chan func(), 4096)
	opts := ai.Options{Playouts: 50, Threads: 1, Seed: 1}
	c, _ := attached(t, Deps{Go: func(f func()) { go f() }, Post: func(f func()) { posts <- f }, Analysis: opts, Review: opts})
	c.problems.delay, c.joseki.delay = 0, 0
	t.Cleanup(func() {
		c.Close()
		c.reviewer.closeReview()
	})
	pump := func(until func() bool) {
		t.Helper()
		deadline := time.After(60 * time.Second) // a limit for a hung test, not a measure
		for !until() {
			select {
			case f := <-posts:
				f()
			case <-deadline:
				t.Fatal("the background work did not report")
			}
		}
	}
	// drain runs what the stopped work still posts: late news of a reading
	// must not reach a board that has changed.
	drain := func() {
		for {
			select {
			case f := <-posts:
				f()
			case <-time.After(150 * time.Millisecond):
				return
			}
		}
	}
	return c, pump, drain
}

// openAndWait opens text as a file, the way the program does, and waits
// for it to be shown.
func openAndWait(t *testing.T, c *Controller, pump func(func() bool), text string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "doc.sgf")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c.OpenFile(path)
	pump(func() bool { return c.doc.path == path })
}

// up reports whether a bar's part is shown.
func up(box, part fyne.CanvasObject) bool { return box.Visible() && part.Visible() }

// barsUp reports whether a mode's bar is up: the problem's commands, the
// explorer's bar or the lesson's commands.
func barsUp(c *Controller) bool {
	pb, lb := c.problems.bar, c.lessons.bar
	return up(pb.box, pb.actions) || c.joseki.bar.box.Visible() || up(lb.box, lb.actions)
}

// recordText is the record as it would be saved, with its current node.
func recordText(t *testing.T, r *record) string {
	t.Helper()
	var b bytes.Buffer
	if err := sgf.Write(&b, r.tree.Root()); err != nil {
		t.Fatal(err)
	}
	return b.String() + "@" + nodeText(r.tree)
}

func TestEveryOverlayWithEveryMode(t *testing.T) {
	for _, m := range modeCases {
		for _, o := range overlayCases {
			t.Run(m.name+" over "+o.name, func(t *testing.T) {
				c, pump, drain := matrixController(t)
				openAndWait(t, c, pump, m.doc)
				o.on(c, pump)
				if !o.shown(c) {
					t.Fatalf("%s does not show on the document", o.name)
				}
				doc, text, dirty := c.rec, recordText(t, c.rec), c.dirty()

				m.enter(c, pump)
				drain()
				if m.name != "the game" && c.mode == nil {
					t.Fatalf("%s did not start: %q", m.name, c.Status())
				}
				if m.hides(o.kind) {
					if o.shown(c) {
						t.Errorf("%s shows over %s", o.name, m.name)
					}
					if s := c.Status(); strings.Contains(s, "best") || strings.Contains(s, "prefers") {
						t.Errorf("the status reads the mode's board: %q", s)
					}
					if o.cmd != nil {
						if cmd := o.cmd(c.cmd); cmd.enabled() || cmd.ticked() {
							t.Errorf("%s can be switched on over %s (ticked %v)", o.name, m.name, cmd.ticked())
						}
					}
				} else if !o.shown(c) {
					t.Errorf("%s went off with %s, which allows it", o.name, m.name)
				}

				m.leave(c, pump)
				drain()
				if c.mode != nil || c.home != nil {
					t.Fatalf("%s did not end", m.name)
				}
				if c.rec != doc || recordText(t, c.rec) != text || c.dirty() != dirty {
					t.Errorf("leaving %s did not show the document as it was", m.name)
				}
				if barsUp(c) {
					t.Errorf("a bar outlives %s", m.name)
				}
				if o.kind == overlayReview && !o.shown(c) {
					t.Errorf("the review is not back after %s", m.name)
				}
			})
		}
	}
}

// TestModeAfterMode: a mode entered from another ends the first, and the
// document comes back when the second ends.
func TestModeAfterMode(t *testing.T) {
	c, pump, drain := matrixController(t)
	openAndWait(t, c, pump, cornerProblem)
	doc, text := c.rec, recordText(t, c.rec)
	c.cmd.solve.run()
	if !c.problems.on() {
		t.Fatal("no problem mode")
	}
	c.cmd.learn.run() // Help > Learn to Play, over the problem
	drain()
	if !c.lessons.on() || c.problems.on() || up(c.problems.bar.box, c.problems.bar.actions) {
		t.Fatalf("the lesson did not take over from the problem (problem still on: %v)", c.problems.on())
	}
	if c.cmd.solve.ticked() || c.cmd.tryAgain.enabled() {
		t.Error("the problem's commands are still on in the lesson")
	}
	c.lessons.leaveLessons()
	if c.rec != doc || recordText(t, c.rec) != text || c.inMode() {
		t.Error("the document is not back after a lesson entered from a problem")
	}
	c.cmd.solve.run()
	c.cmd.solve.run()
	pump(func() bool { return true })
	if c.rec != doc {
		t.Error("solving and leaving again lost the document")
	}
}

// TestEveryMenuTickFollowsItsRule: each switch's menu item is ticked
// exactly when its rule says it is on, through modes entered and left and
// switches flipped from the menu, with no item kept by hand.
func TestEveryMenuTickFollowsItsRule(t *testing.T) {
	c, pump, drain := matrixController(t)
	openAndWait(t, c, pump, cornerProblem)
	k := c.cmd
	check := func(when string) {
		t.Helper()
		switches := 0
		for _, cmd := range k.all {
			if cmd.checked == nil {
				continue
			}
			switches++
			for _, it := range cmd.items {
				if it.Checked != cmd.ticked() {
					t.Errorf("%s: %q is ticked %v, its rule says %v", when, cmd.label, it.Checked, cmd.ticked())
				}
			}
		}
		if switches < 17 {
			t.Errorf("only %d switches", switches)
		}
	}
	check("a problem file opened")
	for _, step := range []struct {
		name string
		do   func()
	}{
		{"Analyze on", k.analyze.run},
		{"the coordinates off", k.coords.run},
		{"an aid on", k.aids[0].run},
		{"the board rotated", k.turns[0].run},
		{"the tree shown", k.tree.run},
		{"solving", k.solve.run},
		{"Whole Board", k.wholeBoard.run},
		{"a lesson", k.learn.run},
		{"the lesson closed", func() { c.lessons.leaveLessons() }},
		{"edit mode on", k.editMode.run},
		{"the estimate on", k.estimate.run},
		{"Analyze on again (the lesson ended it)", k.analyze.run},
		{"the coordinates on", k.coords.run},
	} {
		step.do()
		drain()
		check("after " + step.name)
	}
	if !k.editMode.ticked() || !k.estimate.ticked() || !k.coords.ticked() || !k.aids[0].ticked() || !k.analyze.ticked() {
		t.Errorf("the switches are not as flipped: edit %v, estimate %v, coordinates %v, aid %v, Analyze %v",
			k.editMode.ticked(), k.estimate.ticked(), k.coords.ticked(), k.aids[0].ticked(), k.analyze.ticked())
	}
}

// TestAReviewWaitsBehindAMode: a review under way when a lesson opens is
// hidden with its commands (Stop the Review among them), and is back,
// still reading, when the lesson closes.
func TestAReviewWaitsBehindAMode(t *testing.T) {
	c, pump, _ := matrixController(t)
	openAndWait(t, c, pump, blunderGame)
	k := c.cmd
	k.review.run() // its news wait in the queue: it is running until pumped
	if !c.reviewer.running || !k.stopReview.enabled() {
		t.Fatal("no review under way")
	}
	k.learn.run()
	for _, cmd := range []*command{k.stopReview, k.nextMistake, k.prevMistake, k.writeReview, k.review} {
		if cmd.enabled() {
			t.Errorf("%q can act while the lesson hides the review", cmd.label)
		}
	}
	if c.reviewer.box.Visible() {
		t.Error("the review's panel shows over the lesson")
	}
	c.lessons.leaveLessons()
	if !c.reviewer.box.Visible() || !k.stopReview.enabled() {
		t.Error("the review is not back after the lesson")
	}
	pump(func() bool { return c.reviewer.done })
}

// TestAModesTextIsNotTheRecords: a lesson's words stand under "Lesson"
// without the comment's pencil, and no mode's board takes a comment; the
// pencil is back with the document.
func TestAModesTextIsNotTheRecords(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	c, _ := attached(t, Deps{NewPlayer: func(PlayerSpec) (ai.Player, error) { return &waiting{block}, nil }})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Computer, Level: 1}) // White is the computer
	c.lessons.learnToPlay()
	v := c.view
	if v.commentTitle.Text != "Lesson" || v.commentEdit.Visible() {
		t.Errorf("a lesson's words: titled %q, pencil shown %v", v.commentTitle.Text, v.commentEdit.Visible())
	}
	if err := c.setComment("mine"); err == nil {
		t.Error("the lesson's board took a comment")
	}
	if s := c.view.info[engine.White].Text; strings.Contains(s, "computer") {
		t.Errorf("the lesson's White is said to be the game's computer: %q", s)
	}
	c.lessons.leaveLessons()
	if v.commentTitle.Text != "Comment" || !v.commentEdit.Visible() {
		t.Errorf("the document's comment: titled %q, pencil shown %v", v.commentTitle.Text, v.commentEdit.Visible())
	}
	if err := c.setComment("mine"); err != nil {
		t.Errorf("the document's comment: %v", err)
	}
}
