package lesson

import (
	"slices"
	"testing"

	"github.com/torreya/torreya/engine"
)

// captureReader reads capture tasks by brute force: whether Black, with a number
// of moves, takes every target stone against any defence. Full widens
// White's defence to every legal move and a pass; without it White tries
// only the moves near the fight (the target chains' liberties and those of
// the Black chains touching them), which is enough to show that a move
// fails and much faster.
type captureReader struct {
	targets []engine.Point
	full    bool
}

// captured reports whether no target stone stands.
func (r captureReader) captured(b *engine.Board) bool {
	return !slices.ContainsFunc(r.targets, func(p engine.Point) bool { return b.At(p) == engine.White })
}

// wins reports whether Black, to play with k moves left, captures all the
// targets. A Black stone takes at most one liberty from a chain, and White
// may always pass, so a target chain with more liberties than Black has
// moves cannot be taken; one with exactly as many must lose a liberty with
// each of Black's moves.
func (r captureReader) wins(b *engine.Board, k int) bool {
	if r.captured(b) {
		return true
	}
	if k == 0 {
		return false
	}
	var moves []engine.Point
	for _, p := range r.targets {
		if b.At(p) != engine.White {
			continue
		}
		n := b.Liberties(p, k+1)
		if n > k {
			return false
		}
		if n == k && moves == nil {
			moves = b.LibertyPoints(p, nil)
		}
	}
	if moves == nil {
		moves = slices.Clone(b.Empties())
	}
	for _, m := range moves {
		next := b.Clone()
		if _, err := next.Play(engine.Black, m); err != nil {
			continue
		}
		if r.captured(next) || k > 1 && !r.refutes(next, k-1) {
			return true
		}
	}
	return false
}

// refutes reports whether White, to play, has a defence after which Black
// cannot capture with k moves.
func (r captureReader) refutes(b *engine.Board, k int) bool {
	for _, m := range r.defences(b) {
		next := b.Clone()
		if m == engine.Pass {
			next.Pass()
		} else if _, err := next.Play(engine.White, m); err != nil {
			continue
		}
		if !r.wins(next, k) {
			return true
		}
	}
	return false
}

// defences lists White's moves to read: a pass and, in full, every empty
// point, else the liberties of the targets and of the Black chains next to
// them.
func (r captureReader) defences(b *engine.Board) []engine.Point {
	moves := []engine.Point{engine.Pass}
	if r.full {
		return append(moves, b.Empties()...)
	}
	for _, p := range r.targets {
		if b.At(p) != engine.White {
			continue
		}
		moves = append(moves, b.LibertyPoints(p, nil)...)
		for _, q := range b.Chain(p) {
			for _, n := range b.Neighbors(q) {
				if b.At(n) == engine.Black {
					moves = append(moves, b.LibertyPoints(n, nil)...)
				}
			}
		}
	}
	slices.Sort(moves[1:])
	return slices.Compact(moves)
}

// TestThrowInOnly reads every task of the throw-in lesson by brute force:
// the right first move captures the targets within the task's moves
// against every defence, no other legal first move does, and the right
// move is a throw-in, not a snapback in disguise: a lone stone White can
// take at once, after which playing on its point again captures nothing.
func TestThrowInOnly(t *testing.T) {
	c := course(t)
	for i := range 3 {
		task := taskByID(t, c, "throw-in", i+1)
		if task.Goal != GoalCapture {
			t.Fatalf("task %d asks %q; the reading checks captures", i+1, task.Goal)
		}
		k := task.Moves
		quick := captureReader{targets: task.Targets}
		full := captureReader{targets: task.Targets, full: true}
		var right []engine.Point
		for _, c := range task.start.Children() {
			if m, _, _ := c.Move(task.w, task.h); !c.Has("BM") {
				right = append(right, m.Point)
			}
		}
		for _, p := range task.Setup.Empties() {
			b := task.Setup.Clone()
			if _, err := b.Play(engine.Black, p); err != nil {
				continue
			}
			where := engine.Vertex(p, task.h)
			if !slices.Contains(right, p) {
				if quick.captured(b) || k > 1 && !quick.refutes(b, k-1) {
					t.Errorf("task %d: %s also captures the marked stones", i+1, where)
				}
				continue
			}
			if full.captured(b) || full.refutes(b, k-1) {
				t.Errorf("task %d: the right move %s can be answered", i+1, where)
			}
			lib, atari := b.InAtari(p)
			if !atari || b.ChainSize(p) != 1 {
				t.Errorf("task %d: %s is not a lone stone White can take at once", i+1, where)
				continue
			}
			if _, err := b.Play(engine.White, lib); err != nil {
				t.Errorf("task %d: White cannot take the throw-in at %s: %v", i+1, engine.Vertex(lib, task.h), err)
				continue
			}
			if n, err := b.Play(engine.Black, p); err == nil && n > 0 {
				t.Errorf("task %d: playing %s again captures %d stones: a snapback", i+1, where, n)
			}
		}
	}
}
