package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/problem"
	"github.com/torreya/torreya/ui/goban"
)

// reviewedInto reviews the blunder game (reviewed), with the problems made
// from its mistakes saved under dir.
func reviewedInto(t *testing.T, dir string) *Controller {
	t.Helper()
	c := reviewed(t)
	c.deps.Mistakes = dir
	c.problems.delay = 0
	return c
}

// TestReviewMistakesNeedAReview: the command waits for a review.
func TestReviewMistakesNeedAReview(t *testing.T) {
	c, _ := attached(t, Deps{})
	openRecord(t, c, blunderGame)
	if c.cmd.mistakes.enabled() {
		t.Error("Make Problems from Mistakes is on before a review")
	}
}

// TestReviewMistakesToProblems: after the review, the blunder becomes a
// problem saved as SGF in the data folder and opened in problem mode; read
// back through the problem package, the move the review preferred (E4,
// saving the five stones) is right and the move played (G7) wrong, and
// problem mode says so on the board.
func TestReviewMistakesToProblems(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mistakes")
	c := reviewedInto(t, dir)
	if !c.cmd.mistakes.enabled() {
		t.Fatal("Make Problems from Mistakes is off after the review")
	}
	c.cmd.mistakes.run()
	path := filepath.Join(dir, "record-mistakes.sgf")
	if !strings.Contains(c.Status(), "saved in "+path) {
		t.Errorf("status %q does not say where the problems are", c.Status())
	}
	if !c.problems.on() || c.doc.path != path {
		t.Fatalf("problem mode %v on %q, want the problems made", c.problems.on(), c.doc.path)
	}

	col, err := sgf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := problem.ReadFile(col.Games)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) == 0 || len(ps) > mostMistakeProblems {
		t.Fatalf("%d problems made", len(ps))
	}
	first := ps[0] // the problems come in the order of the game: the blunder is move 1
	if first.ToPlay() != engine.Black || first.Root().GameName() != "Move 1" {
		t.Fatalf("the first problem: %s to play, named %q", first.ToPlay(), first.Root().GameName())
	}
	e4, g7 := engine.Pt(4, 5), engine.Pt(6, 2)
	right := first.Root().ChildWith(engine.Move{Color: engine.Black, Point: e4}, 9, 9)
	wrong := first.Root().ChildWith(engine.Move{Color: engine.Black, Point: g7}, 9, 9)
	if right == nil || first.Verdict(right) != problem.Right {
		t.Errorf("the preferred E4 is not judged right")
	}
	if wrong == nil || first.Verdict(wrong) != problem.Wrong {
		t.Errorf("the move played, G7, is not judged wrong")
	}
	if wrong == nil || wrong.Next() == nil || !strings.Contains(wrong.Next().Comment(), "lost about") {
		t.Error("the answer to the move played does not say the points it lost")
	}

	// Solved in problem mode: the right move, then the move played.
	if c.problems.set.index != 0 {
		t.Fatalf("problem mode opened problem %d, want the first", c.problems.set.index)
	}
	c.tap(e4)
	if v := c.Board().View().Verdict; v != goban.RightVerdict {
		t.Errorf("E4 in problem mode: verdict %v, want right; status %q", v, c.Status())
	}
	c.cmd.tryAgain.run()
	c.tap(g7)
	if v := c.Board().View().Verdict; v != goban.WrongVerdict {
		t.Errorf("G7 in problem mode: verdict %v, want wrong; status %q", v, c.Status())
	}
	if !strings.Contains(c.Status(), "lost about") {
		t.Errorf("the wrong answer's status %q does not name the loss", c.Status())
	}
}

// TestReviewMistakesOfThePerson: against the computer, only the person's
// mistakes become problems; between people, both sides'.
func TestReviewMistakesOfThePerson(t *testing.T) {
	c := reviewedInto(t, t.TempDir())
	m := &mistakeProblems{c: c}
	colours := func() map[engine.Color][]int {
		out := map[engine.Color][]int{}
		for _, i := range m.picks() {
			col := c.reviewer.ps[i].Move.Color
			out[col] = append(out[col], i)
		}
		return out
	}
	if got := colours(); len(got[engine.Black]) == 0 || got[engine.Black][0] != 0 {
		t.Fatalf("between people the problems are made of %v: want Black's blunder, move 1, among them", got)
	}
	c.seats.players[engine.White] = ai.New(ai.Options{Playouts: 10})
	if got := colours(); len(got[engine.White]) > 0 || len(got[engine.Black]) == 0 {
		t.Errorf("against the computer as White, the problems are made of %v: want Black's moves alone", got)
	}
	c.seats.players[engine.White], c.seats.players[engine.Black] = nil, ai.New(ai.Options{Playouts: 10})
	if got := colours(); len(got[engine.Black]) > 0 {
		t.Errorf("against the computer as Black, the problems are made of %v: want White's moves alone", got)
	}
}

// TestReviewMistakesAskWhere: with no data folder, the save dialog asks
// where the problems go, proposing the game's name.
func TestReviewMistakesAskWhere(t *testing.T) {
	c := reviewedInto(t, "")
	dir := t.TempDir()
	var asked FileRequest
	c.deps.PickFile = func(req FileRequest, done func(string, error)) {
		asked = req
		done(filepath.Join(dir, "mine"), nil)
	}
	c.cmd.mistakes.run()
	if !asked.Save || asked.Name != "record-mistakes.sgf" {
		t.Errorf("the dialog asked %+v", asked)
	}
	if want := filepath.Join(dir, "mine.sgf"); c.doc.path != want || !c.problems.on() {
		t.Errorf("opened %q in problem mode %v, want %q", c.doc.path, c.problems.on(), want)
	}
}
