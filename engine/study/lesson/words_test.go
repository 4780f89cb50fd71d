package lesson

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/torreya/torreya/engine"
)

// wordsTrue checks what f says against b, the board the learner sees with
// it (after the opponent's answer): each claim of a number of liberties,
// of atari, of a capture or of a join is recomputed from the board at the
// points f marks. It returns what does not hold.
func wordsTrue(task *Task, b *engine.Board, f Feedback) error {
	me, opp := task.ToPlay, task.ToPlay.Opponent()
	counted := -1
	for _, a := range f.Args {
		if n, ok := a.(Counted); ok {
			counted = int(n)
		}
	}
	// chains returns the heads of the chains of colour c at the marks,
	// and how many stones they hold; a mark without such a stone is an error.
	chains := func(c engine.Color) (map[engine.Point]bool, int, error) {
		heads := make(map[engine.Point]bool)
		if len(f.Marks) == 0 {
			return nil, 0, fmt.Errorf("%q marks no stones", f.Say)
		}
		for _, p := range f.Marks {
			if b.At(p) != c {
				return nil, 0, fmt.Errorf("%q marks %s, which holds no %s stone", f.Say, points([]engine.Point{p}), c.Name())
			}
			heads[b.ChainHead(p)] = true
		}
		return heads, stones(b, f.Marks), nil
	}
	// number checks that the text said of one stone is said of one.
	number := func(n int, one string) error {
		if (n == 1) != (f.Say == one) {
			return fmt.Errorf("%q is said of %d stones", f.Say, n)
		}
		return nil
	}
	switch f.Say {
	case sayStillLibs, sayStillLibsOne, sayEscaped, sayEscapedOne:
		heads, n, err := chains(opp)
		if err != nil {
			return err
		}
		if len(heads) != 1 {
			return fmt.Errorf("%q marks %d chains", f.Say, len(heads))
		}
		for h := range heads {
			if libs := b.Liberties(h, 0); libs != counted {
				return fmt.Errorf("%q says %d liberties; the marked chain has %d", f.Say, counted, libs)
			}
		}
		one := sayStillLibsOne
		if f.Say == sayEscaped || f.Say == sayEscapedOne {
			one = sayEscapedOne
		}
		return number(n, one)
	case sayNotYet, sayNotYetOne:
		heads, n, err := chains(opp)
		if err != nil {
			return err
		}
		for h := range heads {
			if libs := b.Liberties(h, 0); libs != 1 {
				return fmt.Errorf("%q: the marked chain at %s has %d liberties", f.Say, points([]engine.Point{h}), libs)
			}
		}
		return number(n, sayNotYetOne)
	case sayNotSaved:
		heads, _, err := chains(me)
		if err != nil {
			return err
		}
		for h := range heads {
			if _, caught := captureMove(b, h, opp); caught {
				return nil
			}
		}
		return fmt.Errorf("%q, but no marked chain can be captured by ataris", f.Say)
	case sayApart:
		heads, _, err := chains(me)
		if err != nil {
			return err
		}
		if len(heads) < 2 {
			return fmt.Errorf("%q, but the marked stones are one chain", f.Say)
		}
	case sayCanJoin:
		if _, join := task.joinMove(b); !join {
			return fmt.Errorf("%q, but no move joins them", f.Say)
		}
		if heads, _, err := chains(opp); err != nil || len(heads) < 2 {
			return fmt.Errorf("%q, but the marked stones are joined (%v)", f.Say, err)
		}
	case sayCutterDies:
		heads, _, err := chains(me)
		if err != nil {
			return err
		}
		for h := range heads {
			if _, caught := captureMove(b, h, opp); !caught {
				return fmt.Errorf("%q, but it cannot be captured by ataris", f.Say)
			}
		}
	case sayLost, sayLostOne:
		if len(f.Marks) == 0 {
			return fmt.Errorf("%q marks no stones", f.Say)
		}
		for _, p := range f.Marks {
			if task.Setup.At(p) != me || b.At(p) == me {
				return fmt.Errorf("%q marks %s, where no stone of the learner's was taken", f.Say, points([]engine.Point{p}))
			}
		}
		if (len(f.Marks) == 1) != (f.Say == sayLostOne) {
			return fmt.Errorf("%q is said of %d stones", f.Say, len(f.Marks))
		}
	case sayJoined:
		heads, _, err := chains(opp)
		if err != nil {
			return err
		}
		if len(heads) != 1 {
			return fmt.Errorf("%q, but the marked stones are %d chains", f.Say, len(heads))
		}
	case sayNoLife:
		heads, _, err := chains(me)
		if err != nil {
			return err
		}
		live := alive(b, me)
		for h := range heads {
			if !live[h] {
				return nil
			}
		}
		return fmt.Errorf("%q, but the marked stones have two eyes", f.Say)
	case sayNotDead:
		if heads, _, err := chains(opp); err == nil {
			live := alive(b, opp)
			for h := range heads {
				if live[h] {
					return fmt.Errorf("%q, but the marked stones at %s have made two eyes already", f.Say, points([]engine.Point{h}))
				}
			}
		} else if len(task.present(b)) > 0 {
			return err
		}
	case sayLived:
		heads, _, err := chains(opp)
		if err != nil {
			return err
		}
		live := alive(b, opp)
		for h := range heads {
			if !live[h] {
				return fmt.Errorf("%q, but the marked stones at %s have not two eyes", f.Say, points([]engine.Point{h}))
			}
		}
	case sayCountDame, sayCountDameOne:
		s := task.score()
		for _, p := range f.Marks {
			if task.Setup.At(p) != engine.Empty || s.Owner(p) != engine.Empty {
				return fmt.Errorf("%q marks %s, which is not neutral", f.Say, points([]engine.Point{p}))
			}
		}
		if len(f.Marks) == 0 || (len(f.Marks) == 1) != (f.Say == sayCountDameOne) {
			return fmt.Errorf("%q marks %d points", f.Say, len(f.Marks))
		}
	case sayCaptured:
		if n := len(task.Targets) - len(task.present(b)); n < task.Need {
			return fmt.Errorf("%q, but %d of the target stones are off the board", f.Say, n)
		}
	case sayAtariDone:
		for _, q := range task.Targets {
			if _, one := b.InAtari(q); !one {
				return fmt.Errorf("%q, but %s is not in atari", f.Say, points([]engine.Point{q}))
			}
		}
	}
	return nil
}

// TestWrongMoveWordsTheBoard: after a wrong move the opponent answers, and
// the words describe the board as it is then, not as it was before the
// answer: in lesson 4, task 1, White runs from atari to two liberties; in
// lesson 3, task 1, the white stone joins a second one and has four.
func TestWrongMoveWordsTheBoard(t *testing.T) {
	c := course(t)
	task := func(id string, n int) *Task {
		for _, l := range c.Lessons {
			if l.ID == id {
				return l.Tasks[n-1]
			}
		}
		t.Fatalf("no lesson %q", id)
		return nil
	}
	for _, tc := range []struct {
		id   string
		task int
		move string
		say  string
		libs Counted
	}{
		{"capturing", 1, "dd", sayStillLibs, 2},
		{"atari", 1, "ae", sayStillLibs, 4},
	} {
		tk := task(tc.id, tc.task)
		a := tk.Start()
		f := a.Play(pt(tc.move))
		if !f.Failed || f.Reply == nil {
			t.Errorf("%s %d, %s: %+v: want a failure with the opponent's answer", tc.id, tc.task, tc.move, f)
			continue
		}
		if err := wordsTrue(tk, a.Board(), f); err != nil {
			t.Errorf("%s %d, %s: %v", tc.id, tc.task, tc.move, err)
		}
		if f.Say != tc.say || !slices.Contains(f.Args, any(tc.libs)) {
			t.Errorf("%s %d, %s: %q %v, want %q with %d", tc.id, tc.task, tc.move, f.Say, f.Args, tc.say, tc.libs)
		}
	}
}

// taskByID returns the task (counted from 1) of the lesson with the ID id.
func taskByID(t *testing.T, c *Course, id string, n int) *Task {
	t.Helper()
	for _, l := range c.Lessons {
		if l.ID == id {
			return l.Tasks[n-1]
		}
	}
	t.Fatalf("no lesson %q", id)
	return nil
}

// TestWordsSayClick: the program runs on desktops, where one clicks; no
// text of the course asks the learner to tap.
func TestWordsSayClick(t *testing.T) {
	for _, s := range course(t).Texts() {
		for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
			if w == "tap" || w == "taps" || w == "tapping" {
				t.Errorf("%q asks to tap", s)
			}
		}
	}
}

// TestOpponentPassSaid: when the opponent passes, the words say so rather
// than that it answers: in lesson 15, task 2, White passes after B1.
func TestOpponentPassSaid(t *testing.T) {
	task := taskByID(t, course(t), "eyes", 2)
	f := task.Start().Play(pt("ca"))
	if f.Reply == nil || f.Reply.Point != engine.Pass {
		t.Fatalf("White does not pass: %+v", f)
	}
	if f.Say != sayWhitePasses {
		t.Errorf("after White's pass: %q, want %q", f.Say, sayWhitePasses)
	}
	// A task with no answer from the tree and none by the rule: the
	// opponent passes, and the words and the board say so.
	quiet := taskOf(t, "(;SZ[5]AB[aa]AW[ee]GL[connect]TG[aa][cc]AB[cc]MV[2]C[Connect.](;B[bb]BM[1]))")
	a := quiet.Start()
	f = a.Play(pt("ba"))
	if last := a.LastMove(); f.Reply == nil || f.Reply.Point != engine.Pass || f.Say != sayWhitePasses || last == nil || *last != *f.Reply {
		t.Errorf("an opponent with nothing to do: %+v, the last move %v", f, last)
	}
}

// TestCountNamesNeutralPoint: a wrong count on a board with a neutral
// point names it, by marking it: lesson 23's boards have one, at C1.
func TestCountNamesNeutralPoint(t *testing.T) {
	c := course(t)
	for _, tc := range []struct {
		task   int
		answer float64
	}{{1, 15}, {2, 2}} {
		task := taskByID(t, c, "area-counting", tc.task)
		f := task.Start().Answer(tc.answer)
		if f.Say != sayCountDameOne || !slices.Equal(f.Marks, []engine.Point{pt("ce")}) {
			t.Errorf("task %d, %g: %q marking %s, want %q marking ce", tc.task, tc.answer, f.Say, points(f.Marks), sayCountDameOne)
		}
	}
}

// TestAtariSaidOfOneStone: atari on one stone is said of it, not of "them".
func TestAtariSaidOfOneStone(t *testing.T) {
	c := course(t)
	if f := taskByID(t, c, "atari", 1).Start().Play(pt("cd")); !f.Done || f.Say != sayAtariDoneOne {
		t.Errorf("atari on one stone: %q, want %q", f.Say, sayAtariDoneOne)
	}
	if f := taskByID(t, c, "atari", 2).Start().Play(pt("cd")); !f.Done || f.Say != sayAtariDone {
		t.Errorf("atari on two stones: %q, want %q", f.Say, sayAtariDone)
	}
}

// TestWrongAnswersWordTheBoard plays, for every task of the course, its
// typical wrong answers and checks the words said after them against the
// board the learner then sees: every legal first move that does not solve
// the task, each followed by further moves (chosen by a seeded generator)
// while the attempt goes on, and for number tasks the file's wrong numbers
// and the numbers next to the answer. Each claim the words make is
// recomputed from the board (wordsTrue); a pass of the opponent must be
// said as one; a failure must give a reason.
func TestWrongAnswersWordTheBoard(t *testing.T) {
	checked := 0
	for li, l := range course(t).Lessons {
		for ti, task := range l.Tasks {
			name := fmt.Sprintf("lesson %d (%s) task %d", li+1, l.ID, ti+1)
			if task.AsksNumber() {
				right := task.answer()
				for _, n := range append(slices.Clone(task.wrong), right-1, right+1, right+2) {
					f := task.Start().Answer(n)
					if f.Done || f.Say == "" {
						t.Errorf("%s: the wrong number %g: %+v", name, n, f)
					}
					if err := wordsTrue(task, task.Setup, f); err != nil {
						t.Errorf("%s: after %g: %v", name, n, err)
					}
					checked++
				}
				continue
			}
			rng := rand.New(rand.NewPCG(uint64(li), uint64(ti)))
			for _, first := range append(task.Setup.Points(), engine.Pass) {
				a := task.Start()
				line := []engine.Point{first}
				for p := first; ; {
					f := a.Play(p)
					if err := wordsAfter(task, a, f); err != nil {
						t.Errorf("%s, %s: %v", name, points(line), err)
					}
					checked++
					if a.Over() || len(line) >= 10 || f.Say == sayOccupied || f.Say == saySuicide || f.Say == sayKo || f.Say == sayNotAllowed {
						break
					}
					legal := []engine.Point{}
					b := a.Board()
					for _, q := range b.Points() {
						if b.Legal(a.ToPlay(), q) == nil {
							legal = append(legal, q)
						}
					}
					if len(legal) == 0 {
						break
					}
					p = legal[rng.IntN(len(legal))]
					line = append(line, p)
				}
			}
		}
	}
	if checked < 2000 {
		t.Errorf("only %d answers checked", checked)
	}
	t.Logf("%d answers checked", checked)
}

// wordsAfter checks the feedback f on a move of the attempt a.
func wordsAfter(task *Task, a *Attempt, f Feedback) error {
	if (f.Failed || !f.Done) && f.Say == "" {
		return fmt.Errorf("no words: %+v", f)
	}
	switch {
	case f.Say == sayGoOn && (f.Reply == nil || f.Reply.Point == engine.Pass):
		return fmt.Errorf("%q, but the opponent played %v", f.Say, f.Reply)
	case (f.Say == sayWhitePasses || f.Say == sayBlackPasses) && (f.Reply == nil || f.Reply.Point != engine.Pass ||
		(f.Say == sayWhitePasses) != (f.Reply.Color == engine.White)):
		return fmt.Errorf("%q, but the opponent played %v", f.Say, f.Reply)
	}
	if f.Reply != nil {
		if last := a.LastMove(); last == nil || *last != *f.Reply {
			return fmt.Errorf("the reply %v is not the last move on the board (%v)", f.Reply, last)
		}
	}
	return wordsTrue(task, a.Board(), f)
}
