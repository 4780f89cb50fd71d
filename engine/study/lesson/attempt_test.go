package lesson

import (
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// taskOf reads one task written as an SGF game, behind a lesson header.
func taskOf(t *testing.T, game string) *Task {
	t.Helper()
	l, err := Parse("01-test.sgf", []byte("(;GM[1]FF[4]SZ[5]GN[Test]C[One.\nTwo.])"+game))
	if err != nil {
		t.Fatal(err)
	}
	return l.Tasks[0]
}

func pt(s string) engine.Point {
	p, err := sgf.ParsePoint(s, 19, 19)
	if err != nil {
		panic(err)
	}
	return p
}

// diagram reads a board for the reading tests.
func diagram(t *testing.T, s string) *engine.Board {
	t.Helper()
	b, err := engine.ParseDiagram(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestIllegalMoveChangesNothing: an occupied point or a suicide is refused
// with its reason, and the learner goes on.
func TestIllegalMoveChangesNothing(t *testing.T) {
	task := taskOf(t, "(;SZ[5]AB[cb][bc][dc]AW[cc][ba][ab]GL[capture]TG[cc]C[Capture.](;B[cd]TE[1]))")
	a := task.Start()
	before := a.Board().String()
	for _, tc := range []struct{ at, say string }{{"cc", sayOccupied}, {"aa", saySuicide}} {
		f := a.Play(pt(tc.at))
		if f.Say != tc.say || f.Done || f.Failed || a.Over() || a.Board().String() != before {
			t.Errorf("%s: %+v, want %q with the board unchanged", tc.at, f, tc.say)
		}
	}
	if f := a.Play(pt("cd")); !f.Done || f.Say != sayCaptured || a.Board().At(pt("cc")) != engine.Empty {
		t.Errorf("cd: %+v, want the capture", f)
	}
	if f := a.Play(pt("ee")); f.Say != sayOver {
		t.Errorf("after the end: %+v, want %q", f, sayOver)
	}
}

// ladderTask is the ladder lesson's position with no answers in the tree:
// the defender's replies are the default ones.
const ladderTask = "(;SZ[7]AB[dd][be][cf]AW[ce]GL[capture]TG[ce]MV[9]C[Ladder.])"

// TestDefenderRuns: off the tree, the stones under attack extend where they
// get the most liberties, and a capture fails when they reach three.
func TestDefenderRuns(t *testing.T) {
	task := taskOf(t, ladderTask)
	a := task.Start()
	var replies []string
	for i, m := range []string{"cd", "ee", "ef", "cg", "fg"} {
		f := a.Play(pt(m))
		if f.Reply != nil {
			replies = append(replies, points([]engine.Point{f.Reply.Point}))
		}
		if last := i == 4; f.Done != last || f.Failed {
			t.Fatalf("move %s: %+v", m, f)
		}
	}
	if got := strings.Join(replies, " "); got != "de df dg eg" {
		t.Errorf("the runner played %s, want de df dg eg", got)
	}
	a = task.Start()
	f := a.Play(pt("ee"))
	if !f.Failed || f.Say != sayEscaped || len(f.Args) != 1 || f.Args[0] != Counted(3) || f.Reply == nil || f.Reply.Point != pt("cd") {
		t.Errorf("atari from the wrong side: %+v, want an escape at cd with 3 liberties", f)
	}
}

// TestCaptureMove reads ladders: one that works, one a stone on its path
// breaks, and a chain with three liberties.
func TestCaptureMove(t *testing.T) {
	for _, tc := range []struct {
		name, board, at string
		caught          bool
	}{
		{"ladder", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. X O . . . .
			. . X . . . .
			. . . . . . .`, "ce", true},
		{"ladder breakers on both paths", `
			. . . . . . .
			. . . . . . .
			. . O . . . .
			. . . X . . .
			. X O . O . .
			. . X . . . .
			. . . . . . .`, "ce", false},
		{"three liberties", `
			. . . . .
			. . . . .
			. X O . .
			. . . . .
			. . . . .`, "cc", false},
		{"atari", `
			. . . . .
			. . X . .
			. X O X .
			. . . . .
			. . . . .`, "cc", true},
	} {
		b := diagram(t, tc.board)
		if _, caught := captureMove(b, pt(tc.at), engine.Black); caught != tc.caught {
			t.Errorf("%s: caught %v, want %v", tc.name, caught, tc.caught)
		}
	}
}

// TestSave: running into a ladder does not save stones; running out to
// three liberties or capturing an attacker does.
func TestSave(t *testing.T) {
	ladder := taskOf(t, "(;SZ[7]AW[dd][be][cf][cd]AB[ce]PL[B]GL[save]TG[ce]C[Save.])")
	for _, m := range []string{"de"} {
		a := ladder.Start()
		f := a.Play(pt(m))
		if !f.Failed || f.Say != sayNotSaved || f.Reply == nil {
			t.Errorf("%s runs into a ladder: %+v, want %q and White's atari", m, f, sayNotSaved)
			continue
		}
		if _, atari := a.Board().InAtari(pt("ce")); !atari {
			t.Errorf("%s: after White's reply the stones are not in atari", m)
		}
	}
	run := taskOf(t, "(;SZ[7]AB[dd]AW[dc][cd][ed]GL[save]TG[dd]C[Save.])")
	if f := run.Start().Play(pt("de")); !f.Done || f.Say != saySaved {
		t.Errorf("running out to three liberties: %+v", f)
	}
	capture := taskOf(t, "(;SZ[7]AB[db][fb][ec]AW[cb][eb][dc]GL[save]TG[db]C[Save.])")
	if f := capture.Start().Play(pt("ea")); !f.Done {
		t.Errorf("capturing the attacker: %+v", f)
	}
}

// TestAlive: Benson's test finds two real eyes, and not one eye, a false
// eye or nothing.
func TestAlive(t *testing.T) {
	for _, tc := range []struct {
		name, board string
		alive       bool
	}{
		{"two eyes", `
			. X . X O
			X X X X O
			O O O O O
			. . . . .`, true},
		{"one eye", `
			. X X X O
			X X X X O
			O O O O O
			. . . . .`, false},
		{"false eye", `
			. X . X O
			X X O X O
			O O O O O
			. . . . .`, false},
		{"an eye and three points that are all liberties", `
			. X . . . X
			X X X X X X
			O O O O O O
			. . . . . .`, true},
		{"no eye", `
			. . . . .
			X X X X X
			O O O O O
			. . . . .`, false},
		{"a region of the opponent's stones only", `
			. X X X O
			X X X X O
			O O O O O`, false},
	} {
		b := diagram(t, tc.board)
		if got := alive(b, engine.Black)[b.ChainHead(pt("ab"))]; got != tc.alive {
			t.Errorf("%s: alive %v, want %v", tc.name, got, tc.alive)
		}
	}
}

// TestCountMistakes: a wrong count says what it most likely left out.
func TestCountMistakes(t *testing.T) {
	const board = "SZ[5]AB[ca][cb][cc][bd][cd][be]AW[da][db][dc][dd][ce]"
	territory := taskOf(t, "(;"+board+"RU[Japanese]KM[6.5]GL[count]CN[white]NM[12.5]CW[0]C[Count.])")
	area := taskOf(t, "(;"+board+"RU[Chinese]GL[count]CN[black]NM[14]C[Count.])")
	prisoners := taskOf(t, "(;"+board+"RU[Japanese]GL[count]CN[black]CB[3]NM[11]C[Count.])")
	for _, tc := range []struct {
		task *Task
		n    float64
		say  string
	}{
		{territory, 12.5, sayCountRight},
		{territory, 6, sayCountKomi},
		{territory, 7, sayCountWrong},
		{area, 8, sayCountStones},
		{area, 14, sayCountRight},
		{prisoners, 8, sayCountPrisoners},
	} {
		a := tc.task.Start()
		if f := a.Answer(tc.n); f.Say != tc.say || f.Done != (tc.say == sayCountRight) {
			t.Errorf("%s %g: %+v, want %q", tc.task.Rules, tc.n, f, tc.say)
		}
	}
	if f := area.Start().Play(pt("aa")); f.Say != sayTypeNumber {
		t.Errorf("a move on a counting task: %q", f.Say)
	}
}

// TestHint: the points to look at and the move, from the tree or the goal.
func TestHint(t *testing.T) {
	capture := taskOf(t, "(;SZ[5]AB[cb][bc][dc]AW[cc]GL[capture]TG[cc]C[Capture.])")
	if h := capture.Start().Hint(); h.Move != pt("cd") || h.Say != hintCapture || len(h.Look) != 1 || h.Look[0] != pt("cc") {
		t.Errorf("capture: %+v", h)
	}
	libs := taskOf(t, "(;SZ[5]AB[cc]GL[liberties]TG[cc]NM[4]HT[Count them.]C[Count.])")
	if h := libs.Start().Hint(); h.Move != engine.Pass || len(h.Look) != 4 || h.Say != "Count them." {
		t.Errorf("liberties: %+v", h)
	}
	place := taskOf(t, "(;SZ[5]GL[place]TG[aa][ee]C[Place.])")
	a := place.Start()
	if f := a.Play(pt("cc")); f.Say != sayPlaceWrong || len(f.Marks) != 2 {
		t.Errorf("a wrong point: %+v", f)
	}
	a.Play(pt("aa"))
	if h := a.Hint(); h.Move != pt("ee") {
		t.Errorf("place: hint %+v, want ee", h)
	}
	count := taskOf(t, "(;SZ[5]AB[ca][cb][cc][bd][cd][be]AW[da][db][dc][dd][ce]RU[Japanese]KM[6.5]GL[count]CN[black]NM[8]C[Count.])")
	if h := count.Start().Hint(); h.Say != hintTerritory || len(h.Args) != 5 || h.Args[0] != 8 {
		t.Errorf("count: %+v", h)
	}
}

// TestTree: the file's reply follows a learner's move, a wrong move's
// comment is the reason and its reply the refutation, and a line that ends
// with the opponent's move is wrong, said of the board after it.
func TestTree(t *testing.T) {
	task := taskOf(t, `(;SZ[5]AW[ca][bb][cb][ac][bc]AB[da][db][cc][dc][ad][bd][cd]GL[kill]TG[ca]C[Kill.]
		(;B[aa]TE[1])
		(;B[ba]BM[1]C[Wrong.];W[aa])
		(;B[ab];W[aa]))`)
	f := task.Start().Play(pt("ba"))
	if !f.Failed || f.Say != "Wrong." || f.Reply == nil || f.Reply.Point != pt("aa") || f.Reply.Color != engine.White {
		t.Errorf("BM: %+v", f)
	}
	// The refutation makes White's second eye: the words say it lives.
	if f := task.Start().Play(pt("ab")); !f.Failed || f.Reply == nil || f.Say != sayLived {
		t.Errorf("a refutation: %+v", f)
	}
	if f := task.Start().Play(pt("aa")); !f.Done || f.Say != sayKilled {
		t.Errorf("TE: %+v", f)
	}
}

// TestTaskAfterMoves: a task may start after moves; the last one is shown.
func TestTaskAfterMoves(t *testing.T) {
	task := taskOf(t, "(;SZ[5]AB[ba][ab][bc][cb]AW[ca][db][cc];W[bb]GL[illegal]C[Find it.])")
	if task.LastMove == nil || task.LastMove.Point != pt("bb") || task.ToPlay != engine.Black {
		t.Fatalf("last move %v, to play %v", task.LastMove, task.ToPlay)
	}
	a := task.Start()
	if f := a.Play(pt("ee")); f.Say != sayLegal || f.Done {
		t.Errorf("a legal point: %+v", f)
	}
	if f := a.Play(pt("ba")); f.Say != sayOccupied || f.Done {
		t.Errorf("an occupied point: %+v", f)
	}
	if f := a.Play(pt("cb")); !f.Done || f.Say != sayIllegalKo {
		t.Errorf("the ko: %+v", f)
	}
}

// TestCheckFindsUnsoundFiles: Check reports a right answer that does not
// solve the task, a wrong one that does, and a line left unmarked.
func TestCheckFindsUnsoundFiles(t *testing.T) {
	const pos = "(;SZ[5]AB[cb][bc][dc]AW[cc]GL[capture]TG[cc]C[Capture.]"
	for _, tc := range []struct{ tree, want string }{
		{"(;B[dd]TE[1])", "the line dd is marked right (TE), but it does not do what GL[capture] asks"},
		{"(;B[cd]BM[1])", "the line cd is marked wrong (BM), but it does what GL[capture] asks"},
		{"(;B[cd])", "the line cd ends without TE (right) or BM (wrong)"},
	} {
		_, _, err := taskOf(t, pos+tc.tree+")").Check()
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.tree, err, tc.want)
		}
	}
}

// TestLibertiesSaidOfOneStone: the right count of liberties is said of
// "that stone" when the target is one stone and of "those stones" when it
// is a chain of several, however many points TG marks, with the count a
// Counted so that the UI can choose "liberty" or "liberties".
func TestLibertiesSaidOfOneStone(t *testing.T) {
	for _, tc := range []struct {
		game, say string
		libs      Counted
	}{
		{"(;SZ[5]AB[cc]GL[liberties]TG[cc]NM[4]C[Count.])", sayLibertiesRightOne, 4},
		{"(;SZ[5]AB[aa]AW[ba]GL[liberties]TG[aa]NM[1]C[Count.])", sayLibertiesRightOne, 1},
		{"(;SZ[5]AB[cc][dc]GL[liberties]TG[cc]NM[6]C[Count.])", sayLibertiesRight, 6},
		{"(;SZ[5]AB[cc][dc]GL[liberties]TG[cc][dc]NM[6]C[Count.])", sayLibertiesRight, 6},
	} {
		task := taskOf(t, tc.game)
		f := task.Start().Answer(float64(tc.libs))
		if !f.Done || f.Say != tc.say || len(f.Args) != 1 || f.Args[0] != tc.libs {
			t.Errorf("%s: %+v, want %q with %d", tc.game, f, tc.say, tc.libs)
		}
	}
}

// TestStillLibertiesSaidOfOneStone: a move that leaves a lone target stone
// with liberties says so of "that stone", and of "those stones" once the
// stone has run and is a chain of two.
func TestStillLibertiesSaidOfOneStone(t *testing.T) {
	// White passes instead of running: the stone stays alone.
	one := taskOf(t, "(;SZ[5]AW[cc]GL[atari]TG[cc]C[Atari.](;B[cb]TE[1])(;B[aa]BM[1];W[]))")
	if f := one.Start().Play(pt("aa")); f.Say != sayStillLibsOne || len(f.Args) != 1 || f.Args[0] != Counted(4) {
		t.Errorf("one stone: %+v, want %q with 4", f, sayStillLibsOne)
	}
	// White runs to where it gets the most liberties: two stones, six.
	ran := taskOf(t, "(;SZ[5]AW[cc]GL[atari]TG[cc]C[Atari.](;B[cb]TE[1]))")
	if f := ran.Start().Play(pt("aa")); f.Say != sayStillLibs || len(f.Args) != 1 || f.Args[0] != Counted(6) || len(f.Marks) != 2 {
		t.Errorf("one stone that ran: %+v, want %q with 6 of 2 stones", f, sayStillLibs)
	}
}
