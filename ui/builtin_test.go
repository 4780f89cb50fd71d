package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/problem"
	"github.com/torreya/torreya/ui/goban"
)

// TestBeginnerProblems: Study > Beginner Problems opens the program's own
// set as a document without a path, in problem mode at its first problem;
// solving it counts in the set's progress, kept under the set's own key;
// leaving and opening the set again, in this session or the next, resumes
// at the next problem not solved; and a save asks for a name.
func TestBeginnerProblems(t *testing.T) {
	progress := filepath.Join(t.TempDir(), "progress.json")
	picker := &fakePicker{}
	c, w := attached(t, Deps{Progress: progress, PickFile: picker.pick})
	c.problems.delay = 0
	menuItem(t, w, "Beginner Problems").Action()
	if !c.problems.on() || c.problems.set == nil {
		t.Fatalf("problem mode is not on with a set; status %q", c.Status())
	}
	set := c.problems.set
	if c.doc.path != "" || c.doc.builtin != beginnerKey || c.doc.dirty || set.key != beginnerKey {
		t.Fatalf("document path %q builtin %q dirty %v, set key %q", c.doc.path, c.doc.builtin, c.doc.dirty, set.key)
	}
	if len(set.entries) < 30 || set.index != 0 || set.entries[0].name != "30 kyu 1" {
		t.Fatalf("%d problems, at %d (%q)", len(set.entries), set.index, set.entries[0].name)
	}
	if !strings.Contains(c.doc.title(), "Beginner Problems") {
		t.Errorf("title %q", c.doc.title())
	}
	if got := c.tree().Root().Comment(); !strings.HasPrefix(got, "Black to play: ") {
		t.Errorf("the prompt shown is %q", got)
	}
	right := c.problems.prob.Correct(c.problems.prob.Root())
	if len(right) == 0 {
		t.Fatal("the first problem has no right move")
	}
	m, _, _ := right[0].Move(9, 9)
	c.tap(m.Point)
	if v := c.Board().View().Verdict; v != goban.RightVerdict {
		t.Fatalf("verdict %v after the right move; status %q", v, c.Status())
	}
	if s := c.Status(); !strings.HasPrefix(s, "Right! ") || len(s) <= len("Right! ") {
		t.Errorf("status %q: want the verdict and the set's words", s)
	}
	if p := c.progressStore().get(beginnerKey, "30 kyu 1"); p.Result != resultSolved {
		t.Errorf("progress of the first problem %+v", p)
	}
	if got := c.problems.progressText(); !strings.Contains(got, "1 solved") {
		t.Errorf("progress %q", got)
	}
	if c.doc.dirty {
		t.Error("solving marked the program's set as changed")
	}

	// Leave and come back: the next problem not solved.
	c.problems.leaveProblems()
	menuItem(t, w, "Beginner Problems").Action()
	if !c.problems.on() || c.problems.set.index != 1 || c.problems.set.entries[1].name != "30 kyu 2" {
		t.Fatalf("reopened at %d; status %q", c.problems.set.index, c.Status())
	}
	if c.problems.set.key != beginnerKey {
		t.Errorf("reopened set key %q", c.problems.set.key)
	}
	// Another problem of the set, from the bar, stays in the set.
	c.problems.nextProblem()
	if c.doc.builtin != beginnerKey || c.problems.set.index != 2 || !c.problems.on() {
		t.Errorf("next problem: builtin %q at %d", c.doc.builtin, c.problems.set.index)
	}

	// The next session resumes there too.
	c2, w2 := attached(t, Deps{Progress: progress})
	menuItem(t, w2, "Beginner Problems").Action()
	if !c2.problems.on() || c2.problems.set.index != 1 {
		t.Errorf("the next session opens the set at %d", c2.problems.set.index)
	}

	// A save never writes into the program's assets: it asks for a name.
	c.problems.leaveProblems()
	c.save(nil)
	if len(picker.reqs) != 1 || !picker.reqs[0].Save || picker.reqs[0].Name != "beginner.sgf" {
		t.Errorf("Save asked %+v", picker.reqs)
	}
	saved := filepath.Join(t.TempDir(), "mine.sgf")
	picker.path = saved
	c.save(nil)
	if c.doc.path != saved || c.doc.builtin != "" {
		t.Errorf("after Save As: path %q builtin %q", c.doc.path, c.doc.builtin)
	}
}

// TestBeginnerProblemsNotTranslatedWhenSaved: the set's words are looked up
// in the translations only while it is the program's own; the same file
// saved by the user is shown as written.
func TestBeginnerProblemsNotTranslatedWhenSaved(t *testing.T) {
	c, w := attached(t, Deps{})
	menuItem(t, w, "Beginner Problems").Action()
	if !c.problems.builtin {
		t.Fatal("the program's set is not marked as its own")
	}
	c.problems.leaveProblems()
	path := filepath.Join(t.TempDir(), "mine.sgf")
	if err := os.WriteFile(path, sgf.Marshal(c.doc.collection...), 0o644); err != nil {
		t.Fatal(err)
	}
	c.OpenFile(path)
	if err := c.problems.solveProblems(); err != nil {
		t.Fatal(err)
	}
	if c.problems.builtin || c.problems.set.key == beginnerKey {
		t.Errorf("a user's file is taken as the program's set (key %q)", c.problems.set.key)
	}
}

// TestBuiltinTextsTranslated: every prompt and comment of the program's own
// sets is a key of every translation, as problem mode looks them up there.
func TestBuiltinTextsTranslated(t *testing.T) {
	col, err := readBuiltin(beginnerKey)
	if err != nil {
		t.Fatal(err)
	}
	texts := map[string]bool{}
	for _, g := range col.Games {
		if _, err := problem.Read(g); err != nil {
			t.Errorf("%s: %v", g.GameName(), err)
		}
		g.Walk(func(n *sgf.Node) bool {
			if cm := n.Comment(); cm != "" {
				texts[cm] = true
			}
			return true
		})
	}
	if len(texts) < 10 {
		t.Fatalf("only %d texts: is the set read?", len(texts))
	}
	for _, l := range languages {
		listed, _ := translation(t, l.tag)
		for s := range texts {
			if listed[s]["other"] == "" {
				t.Errorf("%s.json lacks %q", l.tag, s)
			}
		}
	}
}

// TestLessonListOffersProblems: the list of lessons (Help > Lessons…) leads
// on to the beginner problems.
func TestLessonListOffersProblems(t *testing.T) {
	c, w := attached(t, Deps{})
	w.Resize(fyne.NewSize(1000, 760))
	c.lessons.showLessonList(w)
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no list of lessons")
	}
	var more *widget.Button
	walkObjects(top, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Beginner Problems" {
			more = b
		}
	})
	if more == nil {
		t.Fatal("the list of lessons does not offer the beginner problems")
	}
	test.Tap(more)
	if !c.problems.on() || c.doc.builtin != beginnerKey {
		t.Errorf("the button did not open the set; status %q", c.Status())
	}
}
