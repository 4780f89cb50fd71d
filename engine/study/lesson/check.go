package lesson

import (
	"fmt"
	"strings"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Check plays the answers the file gives for t and reports the first that
// the checker does not judge as the file says: every right line (a learner's
// move marked TE at its end, with the opponent's answers between) must solve
// the task, and every wrong move (BM, or a line that ends with the
// opponent's move) must be turned down with a reason. Tasks that are not
// played move by move have their right answer from the goal (the TG points,
// the handicap points, the dead stones, NM) and their wrong ones from BM
// moves and NW numbers. It returns the number of right and wrong answers
// checked.
func (t *Task) Check() (right, wrong int, err error) {
	switch t.Goal {
	case GoalLiberties, GoalCount:
		if f := t.Start().Answer(t.number); !f.Done {
			return 0, 0, fmt.Errorf("the answer NM[%g] is not accepted: %s", t.number, f.Say)
		}
		for _, n := range t.wrong {
			if f := t.Start().Answer(n); f.Done || f.Say == "" {
				return 1, 0, fmt.Errorf("the wrong answer NW[%g] is not turned down with a reason", n)
			}
		}
		return 1, len(t.wrong), nil
	case GoalPlace, GoalHandicap, GoalDead:
		pts := t.placePoints()
		if t.Goal == GoalDead {
			pts = t.Dead
		}
		a := t.Start()
		for _, p := range pts {
			if a.Done() {
				break
			}
			a.Play(p)
		}
		if !a.Done() {
			return 0, 0, fmt.Errorf("playing the points %s does not solve it", points(pts))
		}
		right = 1
	}
	var walk func(n *sgf.Node, path []engine.Point) error
	walk = func(n *sgf.Node, path []engine.Point) error {
		for _, c := range n.Children() {
			m, has, err := c.Move(t.w, t.h)
			if !has || err != nil || m.Color != t.ToPlay {
				continue
			}
			line := append(path[:len(path):len(path)], m.Point)
			var reply *sgf.Node
			for _, r := range c.Children() {
				if rm, has, err := r.Move(t.w, t.h); has && err == nil && rm.Color == t.ToPlay.Opponent() {
					reply = r
					break
				}
			}
			switch {
			case c.Has("BM"), !c.Has("TE") && reply != nil && len(reply.Children()) == 0:
				if err := t.play(line, false); err != nil {
					return err
				}
				wrong++
			case reply != nil && len(reply.Children()) > 0:
				if err := walk(reply, line); err != nil {
					return err
				}
			case c.Has("TE"):
				if t.Goal == GoalPlace || t.Goal == GoalHandicap || t.Goal == GoalDead {
					continue // the goal's own points are the right answer
				}
				if err := t.play(line, true); err != nil {
					return err
				}
				right++
			default:
				return fmt.Errorf("the line %s ends without TE (right) or BM (wrong)", points(line))
			}
		}
		return nil
	}
	if err := walk(t.start, nil); err != nil {
		return right, wrong, err
	}
	return right, wrong, nil
}

// play plays the learner's moves of a line and checks the verdict at its end.
func (t *Task) play(line []engine.Point, right bool) error {
	a := t.Start()
	for i, p := range line {
		before := a.moves + len(a.placed) + len(a.dead)
		f := a.Play(p)
		last := i == len(line)-1
		played := a.moves+len(a.placed)+len(a.dead) > before || a.over
		switch {
		case !last && (f.Done || f.Failed || !played):
			return fmt.Errorf("line %s: move %d is judged before the line ends: %q", points(line), i+1, f.Say)
		case last && right && !f.Done:
			return fmt.Errorf("the right line %s does not solve it: %q", points(line), fmt.Sprintf(f.Say, f.Args...))
		case last && a.rightUnmet && t.Goal != GoalLive && t.Goal != GoalKill && t.Goal != GoalMove:
			return fmt.Errorf("the line %s is marked right (TE), but it does not do what GL[%s] asks", points(line), t.Goal)
		case last && !right && (f.Done || f.Say == ""):
			return fmt.Errorf("the wrong move at the end of %s is not turned down with a reason", points(line))
		case last && a.wrongMet:
			return fmt.Errorf("the line %s is marked wrong (BM), but it does what GL[%s] asks", points(line), t.Goal)
		}
	}
	return nil
}

// points writes points the SGF way: "cc dd".
func points(pts []engine.Point) string {
	s := make([]string, len(pts))
	for i, p := range pts {
		if p == engine.Pass {
			s[i] = "pass"
		} else {
			s[i] = sgf.PointValue(p)
		}
	}
	return strings.Join(s, " ")
}
