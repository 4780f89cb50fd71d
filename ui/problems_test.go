package ui

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// A corner problem: Black to play; B[ba] is right at once, B[ca] is
// answered by W[ba] and wrong (marked WV[] at once, as Cho Chikun's files do).
const cornerProblem = `(;GM[1]FF[4]SZ[9]PL[B]C[Black to play.]AB[ea][eb][ec][dc][cc][bc][ac]AW[da][db][cb][bb][ab]
(;B[ba]C[Correct.])
(;B[ca]WV[];W[ba]C[Wrong. White is fine.]))`

// solving opens text as a file and starts problem mode on it.
func solving(t *testing.T, deps Deps, text string) (*Controller, string) {
	t.Helper()
	if deps.Analysis.Playouts == 0 {
		deps.Analysis = ai.Options{Playouts: 300, Threads: 1, Seed: 1}
	}
	c, _ := attached(t, deps)
	c.problems.delay = 0
	path := filepath.Join(t.TempDir(), "problem.sgf")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c.OpenFile(path)
	if !c.problems.offered {
		t.Fatal("a problem file was opened and no offer to solve it was made")
	}
	if err := c.problems.solveProblems(); err != nil {
		t.Fatal(err)
	}
	return c, path
}

// TestProblemRightLine: the right answer is said right, on the board and in
// words, and the attempt is no edit of the document.
func TestProblemRightLine(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem)
	if next := c.Board().View().Next; len(next) != 0 {
		t.Fatalf("the answers are marked before the learner tried: %v", next)
	}
	if got := c.problems.bar.title.Text; got != "Black to play." {
		t.Errorf("bar says %q", got)
	}
	c.tap(engine.Pt(1, 0))
	if v := c.Board().View().Verdict; v != goban.RightVerdict {
		t.Errorf("board verdict %v, want right", v)
	}
	if got := c.problems.bar.title.Text; got != "Right!" {
		t.Errorf("bar says %q", got)
	}
	if s := c.Status(); s != "Right!" {
		t.Errorf("status %q: want the verdict, not the author's one word again", s)
	}
	if c.doc.dirty {
		t.Error("an attempt marked the file as changed")
	}
	c.problems.leaveProblems()
	if n := len(c.tree().Root().Children()); n != 2 || c.tree().Current() != c.tree().Root() {
		t.Errorf("after the attempt the file's tree has %d variations at the root, at %v", n, c.tree().Current())
	}
}

// TestProblemWrongLine: a wrong move held by the file is answered from the
// file and said wrong; Try Again starts over.
func TestProblemWrongLine(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem)
	c.tap(engine.Pt(2, 0))
	m, _ := currentMove(t, c)
	if m != (engine.Move{Color: engine.White, Point: engine.Pt(1, 0)}) {
		t.Fatalf("the answer is %v, want White's B1 from the file", m)
	}
	if v := c.Board().View(); v.Verdict != goban.WrongVerdict || v.VerdictAt != engine.Pt(2, 0) {
		t.Errorf("board verdict %v at %v, want wrong at the learner's C9, not at White's answer", v.Verdict, v.VerdictAt)
	}
	if s := c.Status(); s != "Wrong. White is fine." {
		t.Errorf("status %q", s)
	}
	c.cmd.tryAgain.run()
	if c.tree().Current() != c.tree().Root() || c.Board().View().Verdict != goban.NoVerdict {
		t.Error("Try Again did not start over")
	}
	c.tap(engine.Pt(1, 0))
	if c.Board().View().Verdict != goban.RightVerdict {
		t.Error("the second attempt's right answer is not said right")
	}
}

// TestProblemMoveOffTheTree: a move the file does not hold is said wrong and
// answered by the built-in player inside the problem's area; nothing is
// added to the file's tree.
func TestProblemMoveOffTheTree(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem)
	c.tap(engine.Pt(0, 0))
	if v := c.Board().View().Verdict; v != goban.WrongVerdict {
		t.Errorf("board verdict %v, want wrong", v)
	}
	m, _ := currentMove(t, c)
	if m.Color != engine.White {
		t.Fatalf("no answer from the computer: the current move is %v; status %q", m, c.Status())
	}
	if x, y := m.Point.XY(); m.Point != engine.Pass && (x > 5 || y > 3) {
		t.Errorf("the computer answered at %v, outside the problem's area", m.Point)
	}
	if !strings.Contains(c.Status(), "Wrong") {
		t.Errorf("status %q", c.Status())
	}
	c.problems.leaveProblems()
	if n := len(c.tree().Root().Children()); n != 2 {
		t.Errorf("the file's tree has %d variations at the root, want its 2", n)
	}
}

// TestProblemHintAndSolution: the hint shows the area, then the move; the
// solution marks right and wrong moves, and clicks walk it.
func TestProblemHintAndSolution(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem)
	c.cmd.hint.run()
	a := c.Board().View().Area
	if a.Empty() || !image.Pt(1, 0).In(a) {
		t.Errorf("hint area %v does not hold the answer B1", a)
	}
	c.cmd.hint.run()
	if h := c.Board().View().Hint; h != engine.Pt(1, 0) {
		t.Errorf("second hint marks %v, want B1", h)
	}
	c.cmd.solution.run()
	j := c.Board().View().Judged
	if right, ok := j[engine.Pt(1, 0)]; !ok || !right {
		t.Errorf("B1 is not marked right in the solution: %v", j)
	}
	if right, ok := j[engine.Pt(2, 0)]; !ok || right {
		t.Errorf("C1 is not marked wrong in the solution: %v", j)
	}
	if !c.cmd.tree.enabled() || c.cmd.solution.enabled() {
		t.Error("commands after the solution")
	}
	c.tap(engine.Pt(2, 0)) // follows the wrong line in the file's tree
	if m, _ := currentMove(t, c); m.Point != engine.Pt(2, 0) {
		t.Errorf("the click did not follow the solution: at %v", m)
	}
	before := c.tree().Current()
	c.tap(engine.Pt(5, 5))
	if c.tree().Current() != before || !strings.Contains(c.Status(), "not in the file") {
		t.Errorf("a click off the solution's tree: status %q", c.Status())
	}
}

// TestProblemEditsAreOff: while solving, the commands that would edit the
// record or play a game are off, and so is the comment's editing.
func TestProblemEditsAreOff(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem)
	for name, k := range map[string]*command{"undo": c.cmd.undo, "pass": c.cmd.pass, "edit mode": c.cmd.editMode,
		"paste": c.cmd.paste, "game info": c.cmd.gameInfo, "estimate": c.cmd.estimate} {
		if k.enabled() {
			t.Errorf("%s is on in problem mode", name)
		}
	}
	if err := c.setComment("x"); err == nil {
		t.Error("the comment could be edited in problem mode")
	}
}

// TestProblemFolder: the next problem of a folder is one command away, the
// progress is kept in a file and read back by the next session, and Retry
// the Failed Ones takes only the failed ones.
func TestProblemFolder(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"p1.sgf", "p2.sgf", "p10.sgf"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(cornerProblem), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	progress := filepath.Join(t.TempDir(), "progress.json")
	c, _ := attached(t, testDeps(Deps{Progress: progress, Analysis: ai.Options{Playouts: 200, Threads: 1, Seed: 1}}))
	c.problems.delay = 0
	c.OpenFile(filepath.Join(dir, "p1.sgf"))
	if err := c.problems.solveProblems(); err != nil {
		t.Fatal(err)
	}
	if got := c.problems.progressText(); !strings.HasPrefix(got, "Problem 1 of 3") {
		t.Errorf("progress %q", got)
	}
	c.tap(engine.Pt(1, 0)) // right
	c.cmd.nextProblem.run()
	if base := filepath.Base(c.doc.path); base != "p2.sgf" || !c.problems.on() {
		t.Fatalf("next problem: %s, problem mode %v", base, c.problems.on())
	}
	c.tap(engine.Pt(2, 0)) // wrong
	c.cmd.nextProblem.run()
	if base := filepath.Base(c.doc.path); base != "p10.sgf" {
		t.Fatalf("the folder is not in natural order: %s after p2.sgf", base)
	}
	if c.cmd.nextProblem.enabled() {
		t.Error("Next Problem is on at the last problem")
	}
	if got := c.problems.progressText(); !strings.Contains(got, "1 solved · 1 failed · 1 not tried") {
		t.Errorf("progress %q", got)
	}

	// The next session reads the progress back.
	c2, _ := attached(t, testDeps(Deps{Progress: progress}))
	c2.problems.delay = 0
	c2.OpenFile(filepath.Join(dir, "p10.sgf"))
	if err := c2.problems.solveProblems(); err != nil {
		t.Fatal(err)
	}
	if got := c2.problems.progressText(); !strings.Contains(got, "1 solved · 1 failed · 1 not tried") {
		t.Errorf("the next session's progress %q", got)
	}
	if p := c2.progressStore().get(dir, "p1.sgf"); p.Result != resultSolved || p.Attempts != 1 {
		t.Errorf("p1's progress %+v", p)
	}
	c2.cmd.retryFail.run()
	if base := filepath.Base(c2.doc.path); base != "p2.sgf" {
		t.Errorf("retry the failed ones opened %s, want p2.sgf", base)
	}
	if c2.cmd.nextProblem.enabled() {
		t.Error("Next Problem is on though the only failed problem is shown")
	}
}

// TestProblemCollection: the games of one file are a set; random order
// keeps every problem once.
func TestProblemCollection(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem+"\n"+cornerProblem+"\n"+cornerProblem)
	if got := c.problems.progressText(); !strings.HasPrefix(got, "Problem 1 of 3") {
		t.Errorf("progress %q", got)
	}
	c.cmd.nextProblem.run()
	if c.problems.set.index != 1 || !c.problems.on() {
		t.Fatalf("next problem is game %d", c.problems.set.index)
	}
	c.cmd.randomOrder.run()
	seen := map[int]bool{c.problems.set.index: true}
	for c.cmd.nextProblem.enabled() {
		c.cmd.nextProblem.run()
		seen[c.problems.set.index] = true
	}
	if len(seen) != 3 {
		t.Errorf("random order showed games %v", seen)
	}
}

// TestProblemThumb draws the first position of a problem, zoomed to its
// corner.
func TestProblemThumb(t *testing.T) {
	col, err := sgf.Parse([]byte(cornerProblem))
	if err != nil {
		t.Fatal(err)
	}
	img := problemThumb(col.Games[0])
	if img == nil || img.Bounds().Dx() == 0 || img.Bounds().Dx() > thumbSize {
		t.Fatalf("thumbnail %v", img)
	}
	// The corner problem uses columns A-E and rows 1-3 (from the top): the
	// picture is wider than tall.
	if b := img.Bounds(); b.Dx() <= b.Dy() {
		t.Errorf("thumbnail %v is not the corner", b)
	}
}

// TestProblemZoom: a corner problem on 19x19 is shown zoomed to its corner
// with a margin, clicks land on the right points, and the whole board is
// one command away.
func TestProblemZoom(t *testing.T) {
	c, _ := solving(t, Deps{}, strings.Replace(cornerProblem, "SZ[9]", "SZ[19]", 1))
	win := c.Board().View().Window
	if win.Empty() || win.Min != (image.Point{}) || win.Dx() > 10 || win.Dy() > 10 || win.Dx() < 9 {
		t.Fatalf("window %v: want the top-left corner, 9 or 10 lines", win)
	}
	tap(c, 1, 0)
	if c.Board().View().Verdict != goban.RightVerdict {
		t.Errorf("the tap on B19 in the zoomed board was not the right answer: status %q", c.Status())
	}
	c.cmd.wholeBoard.run()
	if w := c.Board().View().Window; w != image.Rect(0, 0, 19, 19) {
		t.Errorf("whole board shows %v", w)
	}
	c.cmd.wholeBoard.run()
	if w := c.Board().View().Window; w != win {
		t.Errorf("zoom again shows %v, want %v", w, win)
	}
}

// TestProblemSolutionInTree: the solution's right and wrong lines are
// marked in the tree panel too.
func TestProblemSolutionInTree(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem)
	c.showTree(true)
	if c.view.tree.Judge != nil {
		t.Fatal("the tree judges nodes before the solution is asked for")
	}
	c.cmd.solution.run()
	root := c.tree().Root()
	kids := root.Children()
	if j := c.view.tree.Judge; j == nil || j(kids[0]) != 1 || j(kids[1]) != -1 || j(root) != 0 {
		t.Fatal("the tree does not mark B1 right and C1 wrong")
	}
	c.cmd.tryAgain.run()
	if c.view.tree.Judge != nil {
		t.Error("Try Again keeps the solution's marks in the tree")
	}
}

// TestProblemSetUpBelowTheRoot: goproblems' files set the position up in
// the second node; the attempt starts there, and Try Again goes back there.
func TestProblemSetUpBelowTheRoot(t *testing.T) {
	c, _ := solving(t, Deps{}, `(;GM[1]FF[4]SZ[9];AB[ea][eb][ec][dc][cc][bc][ac]AW[da][db][cb][bb][ab]C[Black to live?]
(;B[ba]C[RIGHT])(;B[ca];W[ba]))`)
	start := c.tree().Current()
	if start == c.tree().Root() || c.Board().View().Board.At(engine.Pt(0, 1)) != engine.White {
		t.Fatal("the attempt does not start at the position set up in the second node")
	}
	c.tap(engine.Pt(2, 0))
	if c.Board().View().Verdict != goban.WrongVerdict {
		t.Errorf("C9 then B9: verdict %v, status %q", c.Board().View().Verdict, c.Status())
	}
	c.cmd.tryAgain.run()
	if cur := c.tree().Current(); cur.Parent() != c.tree().Root() || len(cur.Children()) != 0 {
		t.Error("Try Again does not go back to the first position")
	}
	c.tap(engine.Pt(1, 0))
	if c.Board().View().Verdict != goban.RightVerdict {
		t.Errorf("B9: verdict %v, status %q", c.Board().View().Verdict, c.Status())
	}
}

// TestProblemFirstTryCounts: a problem failed and then solved in the same
// visit stays failed in the progress, with both attempts counted; once
// solved, the hint is off.
func TestProblemFirstTryCounts(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem+"\n"+cornerProblem)
	c.tap(engine.Pt(2, 0)) // wrong
	c.cmd.tryAgain.run()
	c.tap(engine.Pt(1, 0)) // right
	if c.cmd.hint.enabled() {
		t.Error("the hint is on after the problem is solved")
	}
	p := c.progressStore().get(c.problems.set.key, c.problems.set.entries[0].name)
	if p.Result != resultFailed || p.Attempts != 2 {
		t.Errorf("progress %+v, want failed after 2 attempts", p)
	}
}

// TestProblemSolutionAfterWrongAnswer: Show Solution after a wrong line
// (the learner at its last node, where nothing is left to mark) shows the
// problem's first position at once, with the right and wrong first moves
// marked; after a move off the file's tree too, also when the file sets the
// position up below its root.
func TestProblemSolutionAfterWrongAnswer(t *testing.T) {
	const setUpBelow = `(;GM[1]FF[4]SZ[9];AB[ea][eb][ec][dc][cc][bc][ac]AW[da][db][cb][bb][ab]C[Black to live?]
(;B[ba]C[RIGHT])(;B[ca];W[ba]))`
	for _, tc := range []struct {
		name, file string
		wrong      engine.Point
	}{
		{"wrong line of the file", cornerProblem, engine.Pt(2, 0)},
		{"move off the tree", cornerProblem, engine.Pt(0, 0)},
		{"set up below the root", setUpBelow, engine.Pt(2, 0)},
		{"off the tree, set up below the root", setUpBelow, engine.Pt(0, 0)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := solving(t, Deps{}, tc.file)
			c.tap(tc.wrong)
			if c.Board().View().Verdict != goban.WrongVerdict {
				t.Fatalf("the wrong move is not said wrong: status %q", c.Status())
			}
			c.cmd.solution.run()
			v := c.Board().View()
			if right, ok := v.Judged[engine.Pt(1, 0)]; !ok || !right {
				t.Errorf("the right first move B9 is not marked at once: %v", v.Judged)
			}
			if right, ok := v.Judged[engine.Pt(2, 0)]; !ok || right {
				t.Errorf("the wrong first move C9 is not marked at once: %v", v.Judged)
			}
			if v.Board.At(engine.Pt(0, 1)) != engine.White || v.Board.At(engine.Pt(2, 0)) != engine.Empty {
				t.Error("the solution is not shown from the problem's first position")
			}
			if v.Verdict != goban.NoVerdict {
				t.Errorf("the first position of the solution shows the verdict %v", v.Verdict)
			}
		})
	}
}

// TestProblemSolutionMidLine: asked for in the middle of a line the file
// holds, the solution stays at the learner's position and marks the
// answers there.
func TestProblemSolutionMidLine(t *testing.T) {
	c, _ := solving(t, Deps{}, `(;GM[1]FF[4]SZ[9]PL[B]AB[ea][eb][ec][dc][cc][bc][ac]AW[da][db][cb][bb][ab]
;B[ba];W[ca](;B[aa]C[Correct.])(;B[fa]C[Wrong.]))`)
	c.tap(engine.Pt(1, 0))
	if m, _ := currentMove(t, c); m.Point != engine.Pt(2, 0) {
		t.Fatalf("White did not answer from the file: at %v", m)
	}
	c.cmd.solution.run()
	v := c.Board().View()
	if v.Board.At(engine.Pt(2, 0)) != engine.White {
		t.Error("the solution left the learner's position")
	}
	if right, ok := v.Judged[engine.Pt(0, 0)]; !ok || !right {
		t.Errorf("A9 is not marked right at the learner's position: %v", v.Judged)
	}
}

// TestProblemVerdictSaidOnce: the status says the verdict once, in the
// program's words, with what the author's comment adds to it, whatever
// verdict word the comment carries itself.
func TestProblemVerdictSaidOnce(t *testing.T) {
	for _, tc := range []struct {
		comment string
		tap     engine.Point
		want    string
	}{
		{"The group is dead. RIGHT", engine.Pt(1, 0), "Right! The group is dead."},
		{"Correct. The group is dead.", engine.Pt(1, 0), "Right! The group is dead."},
		{"Correct.", engine.Pt(1, 0), "Right!"},
		{"Wrong. The group lives.", engine.Pt(2, 0), "Wrong. The group lives."},
	} {
		file := `(;GM[1]FF[4]SZ[9]PL[B]AB[ea][eb][ec][dc][cc][bc][ac]AW[da][db][cb][bb][ab]
(;B[ba]C[` + tc.comment + `])(;B[ca]C[` + tc.comment + `]))`
		c, _ := solving(t, Deps{}, file)
		c.tap(tc.tap)
		if s := c.Status(); s != tc.want {
			t.Errorf("comment %q: status %q, want %q", tc.comment, s, tc.want)
		}
	}
}

// TestProblemAttemptsAsTheLearnerCounts: an attempt is one try from the
// start, whatever hints it took; the visit's result is its first attempt's,
// and the words say when a later attempt solved it.
func TestProblemAttemptsAsTheLearnerCounts(t *testing.T) {
	for _, tc := range []struct {
		name     string
		play     func(c *Controller)
		attempts int
		result   string
		words    string
	}{
		{"wrong, then hints and right", func(c *Controller) {
			c.tap(engine.Pt(2, 0)) // wrong
			c.cmd.tryAgain.run()
			c.cmd.hint.run()
			c.cmd.hint.run()
			c.tap(engine.Pt(1, 0)) // right, with the hints' help
		}, 2, resultFailed, "Failed · 2 attempts"},
		{"wrong, then right", func(c *Controller) {
			c.tap(engine.Pt(2, 0))
			c.cmd.tryAgain.run()
			c.tap(engine.Pt(1, 0))
		}, 2, resultFailed, "Failed at first, then solved · 2 attempts"},
		{"two hints, then right", func(c *Controller) {
			c.cmd.hint.run()
			c.cmd.hint.run()
			c.tap(engine.Pt(1, 0))
		}, 1, resultFailed, "Failed · 1 attempt"},
		{"wrong, then the solution", func(c *Controller) {
			c.tap(engine.Pt(2, 0))
			c.cmd.solution.run()
		}, 1, resultFailed, "Failed · 1 attempt"},
		{"right at once", func(c *Controller) {
			c.tap(engine.Pt(1, 0))
		}, 1, resultSolved, "Solved · 1 attempt"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := solving(t, Deps{}, cornerProblem+"\n"+cornerProblem)
			tc.play(c)
			p := c.progressStore().get(c.problems.set.key, c.problems.set.entries[0].name)
			if p.Attempts != tc.attempts || p.Result != tc.result {
				t.Errorf("progress %+v, want %s after %d attempts", p, tc.result, tc.attempts)
			}
			if w := progressWords(p); !strings.HasPrefix(w, tc.words+" · ") {
				t.Errorf("the list says %q, want %q first", w, tc.words)
			}
		})
	}
}

// TestProblemOffTreeAnswersTheFight: a move the file does not hold, away
// from the fight, is answered in it: Black left the stone at A1 in atari
// and White takes it, where a reading of the whole board played C3, which
// leaves the beginner asking why the move was wrong.
func TestProblemOffTreeAnswersTheFight(t *testing.T) {
	c, _ := solving(t, Deps{}, `(;GM[1]FF[4]SZ[9]PL[B]AB[ai][ci][eg]AW[bi]C[Black to play: capture the white stone.]
(;B[bh]C[Right.]))`)
	c.tap(engine.Pt(0, 0)) // A9, far from the stones
	m, _ := currentMove(t, c)
	if m.Color != engine.White || m.Point != engine.Pt(0, 7) {
		t.Fatalf("the computer answered %v, want White taking A1 at A2", m)
	}
	if c.Board().View().Board.At(engine.Pt(0, 8)) != engine.Empty {
		t.Error("A1 is still on the board")
	}
	if got := c.Status(); got != "Wrong: the computer answers at A2. Try again." {
		t.Errorf("status %q", got)
	}
}

// TestOpenFolder: a folder opened (from the command line, as a problem book
// kept as a file a problem) opens its first SGF file in the book's order,
// with the folder as its set; a folder without one is said so.
func TestOpenFolder(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"p10.sgf", "p2.sgf", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(cornerProblem), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c, _ := attached(t, testDeps(Deps{}))
	c.OpenFile(dir)
	if got := c.doc.path; got != filepath.Join(dir, "p2.sgf") {
		t.Fatalf("opened %q, want the folder's p2.sgf", got)
	}
	if err := c.problems.solveProblems(); err != nil {
		t.Fatal(err)
	}
	if got := c.problems.progressText(); !strings.HasPrefix(got, "Problem 1 of 2") {
		t.Errorf("progress %q", got)
	}

	empty := t.TempDir()
	c.OpenFile(empty)
	if want := "The folder " + filepath.Base(empty) + " holds no SGF file."; c.Status() != want {
		t.Errorf("status %q, want %q", c.Status(), want)
	}
	if c.doc.path != filepath.Join(dir, "p2.sgf") {
		t.Errorf("the empty folder replaced the record: %q", c.doc.path)
	}
}
