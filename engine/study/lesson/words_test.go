package lesson

import (
	"fmt"
	"slices"
	"testing"

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
