package lesson

import (
	"math"
	"slices"
	"strings"

	"github.com/torreya/torreya/engine"
)

// met reports whether b, after the learner's move p (engine.Pass for a pass)
// that captured the given number of stones, does what the task asks. Goals
// the tree alone decides (move) are never met here.
func (t *Task) met(b *engine.Board, p engine.Point, captured int) bool {
	me, opp := t.ToPlay, t.ToPlay.Opponent()
	all := func(f func(q engine.Point) bool) bool {
		for _, q := range t.Targets {
			if !f(q) {
				return false
			}
		}
		return true
	}
	switch t.Goal {
	case GoalAtari:
		return all(func(q engine.Point) bool {
			_, one := b.InAtari(q)
			return b.At(q) == opp && one
		})
	case GoalCapture:
		n := 0
		for _, q := range t.Targets {
			if b.At(q) != opp {
				n++
			}
		}
		return n >= t.Need
	case GoalKill:
		return all(func(q engine.Point) bool { return b.At(q) != opp })
	case GoalSave:
		return all(func(q engine.Point) bool {
			_, caught := captureMove(b, q, opp)
			return b.At(q) == me && !caught
		})
	case GoalConnect:
		h := b.ChainHead(t.Targets[0])
		return all(func(q engine.Point) bool { return b.At(q) == me && b.ChainHead(q) == h })
	case GoalCut:
		if p == engine.Pass || b.At(p) != me {
			return false
		}
		if _, caught := captureMove(b, p, opp); caught {
			return false
		}
		_, join := t.joinMove(b)
		return !join
	case GoalKo:
		k, _ := b.Ko()
		return captured == 1 && k != engine.Pass
	case GoalLive:
		live := alive(b, me)
		return all(func(q engine.Point) bool { return b.At(q) == me && live[b.ChainHead(q)] })
	case GoalSeki:
		s := engine.Count(b, nil, t.Rules, 0, 0)
		return all(func(q engine.Point) bool { return b.At(q) == me && s.Seki(q) })
	case GoalPass:
		return p == engine.Pass
	}
	return false
}

// joinMove returns a move with which the opponent joins every target stone
// in one chain, if there is one.
func (t *Task) joinMove(b *engine.Board) (engine.Point, bool) {
	opp := t.ToPlay.Opponent()
	for _, p := range b.Points() {
		if b.At(p) != engine.Empty {
			continue
		}
		c := b.Clone()
		if _, err := c.Play(opp, p); err != nil {
			continue
		}
		h := c.ChainHead(t.Targets[0])
		joined := true
		for _, q := range t.Targets {
			if c.At(q) != opp || c.ChainHead(q) != h {
				joined = false
				break
			}
		}
		if joined {
			return p, true
		}
	}
	return engine.Pass, false
}

// defaultReply is the opponent's answer when the tree has none, after the
// learner's move p: the defender of the targets runs, where its stones get
// the most liberties; the attacker gives the atari that captures; a group to
// kill makes two eyes if it can; and otherwise the opponent captures a chain
// of the learner's in atari, if any.
func (t *Task) defaultReply(b *engine.Board, p engine.Point) (engine.Point, bool) {
	me, opp := t.ToPlay, t.ToPlay.Opponent()
	switch t.Goal {
	case GoalAtari, GoalCapture:
		if q, ok := t.escape(b); ok {
			return q, true
		}
	case GoalSave:
		for _, q := range t.present(b) {
			if m, ok := captureMove(b, q, opp); ok {
				return m, true
			}
		}
	case GoalCut:
		if p != engine.Pass && b.At(p) == me {
			if m, ok := captureMove(b, p, opp); ok {
				return m, true
			}
		}
		if m, ok := t.joinMove(b); ok {
			return m, true
		}
	case GoalKill:
		for _, q := range b.Points() {
			c := b.Clone()
			if _, err := c.Play(opp, q); err != nil {
				continue
			}
			live := alive(c, opp)
			if live[c.ChainHead(t.Targets[0])] {
				return q, true
			}
		}
	}
	best, size := engine.Pass, 0
	for _, q := range b.Points() {
		if b.At(q) == me && b.ChainSize(q) > size {
			if l, one := b.InAtari(q); one && b.Legal(opp, l) == nil {
				best, size = l, b.ChainSize(q)
			}
		}
	}
	return best, size > 0
}

// escape returns the defender's best run for the targets: the legal move,
// among their liberties and the captures of the attacker's chains in atari
// next to them, after which the target chain with the fewest liberties has
// the most.
func (t *Task) escape(b *engine.Board) (engine.Point, bool) {
	opp := t.ToPlay.Opponent()
	targets := t.present(b)
	var moves []engine.Point
	for _, q := range targets {
		moves = b.LibertyPoints(q, moves)
		moves = b.CapturesAround(q, moves)
	}
	best, most := engine.Pass, -1
	for _, m := range moves {
		c := b.Clone()
		if _, err := c.Play(opp, m); err != nil {
			continue
		}
		least := math.MaxInt
		for _, q := range targets {
			least = min(least, c.Liberties(q, 0))
		}
		if least > most {
			best, most = m, least
		}
	}
	return best, most >= 0
}

// present returns the targets still on the board as they were set up.
func (t *Task) present(b *engine.Board) []engine.Point {
	var out []engine.Point
	for _, q := range t.Targets {
		if c := t.Setup.At(q); b.At(q) == c && c != engine.Empty {
			out = append(out, q)
		}
	}
	return out
}

// lost returns the points of the learner's target chains, as they were
// set up, of which a stone is no longer on b: the stones the opponent took.
func (t *Task) lost(b *engine.Board) []engine.Point {
	var out []engine.Point
	seen := make(map[engine.Point]bool)
	for _, q := range t.Targets {
		if b.At(q) == t.Setup.At(q) {
			continue
		}
		for _, s := range t.Setup.Chain(q) {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	slices.Sort(out)
	return out
}

// placePoints returns the points a place or handicap task wants stones on.
func (t *Task) placePoints() []engine.Point {
	if t.Goal == GoalHandicap {
		return t.handPts
	}
	return t.Targets
}

// liberties returns the liberties of the target chains at the start.
func (t *Task) liberties() []engine.Point {
	var out []engine.Point
	seen := make(map[engine.Point]bool)
	for _, q := range t.Targets {
		for _, l := range t.Setup.LibertyPoints(q, nil) {
			if !seen[l] {
				seen[l] = true
				out = append(out, l)
			}
		}
	}
	return out
}

// score counts the starting position as the task's rules do.
func (t *Task) score() engine.Score {
	dead := make(map[engine.Point]bool, len(t.Dead))
	for _, p := range t.Dead {
		dead[p] = true
	}
	return engine.Count(t.Setup, dead, t.Rules, t.Komi, t.Handicap)
}

// answer returns the number a number task wants.
func (t *Task) answer() float64 {
	if t.Goal == GoalLiberties {
		return float64(len(t.liberties()))
	}
	s := t.score()
	switch t.Count {
	case CountBlack:
		return s.Black.Total
	case CountWhite:
		return s.White.Total
	}
	return math.Abs(s.Margin())
}

// countMistake says what a wrong count most likely left out.
func (t *Task) countMistake(n float64) Feedback {
	s := t.score()
	b, w := s.Black, s.White
	var without func(b, w float64) float64 // the answer from totals without a part
	switch t.Count {
	case CountBlack:
		without = func(b, _ float64) float64 { return b }
	case CountWhite:
		without = func(_, w float64) float64 { return w }
	default:
		without = func(b, w float64) float64 { return math.Abs(b - w) }
	}
	switch {
	case w.Komi != 0 && sameNumber(n, without(b.Total, w.Total-w.Komi)):
		return Feedback{Say: sayCountKomi, Args: []any{w.Komi}}
	case s.Scoring == engine.TerritoryScoring && (b.Prisoners > 0 || w.Prisoners > 0) &&
		sameNumber(n, without(b.Total-float64(b.Prisoners), w.Total-float64(w.Prisoners))):
		return Feedback{Say: sayCountPrisoners}
	case s.Scoring == engine.AreaScoring && sameNumber(n, without(b.Total-float64(b.Stones), w.Total-float64(w.Stones))):
		return Feedback{Say: sayCountStones}
	}
	// Otherwise the neutral points are the likeliest slip: a beginner
	// gives them to the side whose stones are nearer.
	if dame := t.neutral(&s); len(dame) > 0 {
		if len(dame) == 1 {
			return Feedback{Say: sayCountDameOne, Marks: dame}
		}
		return Feedback{Say: sayCountDame, Marks: dame}
	}
	return Feedback{Say: sayCountWrong}
}

// neutral returns the empty points of a counting task that count for
// nobody (dame), as s counted them.
func (t *Task) neutral(s *engine.Score) []engine.Point {
	var out []engine.Point
	for _, p := range t.Setup.Points() {
		if t.Setup.At(p) == engine.Empty && s.Owner(p) == engine.Empty && !s.Seki(p) {
			out = append(out, p)
		}
	}
	return out
}

// success is what the checker says when the goal is met.
func (t *Task) success() string {
	switch t.Goal {
	case GoalAtari:
		return sayAtariDone
	case GoalCapture:
		return sayCaptured
	case GoalSave:
		return saySaved
	case GoalConnect:
		return sayConnected
	case GoalCut:
		return sayCut
	case GoalKo:
		return sayKoTaken
	case GoalLive:
		return sayLives
	case GoalKill:
		return sayKilled
	case GoalSeki:
		return saySeki
	case GoalPass:
		return sayPassed
	}
	return sayWell
}

// defaultHint is the hint of a task whose file gives none (HT).
func (t *Task) defaultHint() (string, []any) {
	switch t.Goal {
	case GoalPlace:
		return hintPlace, nil
	case GoalLiberties:
		return hintLiberties, nil
	case GoalAtari, GoalCapture:
		return hintCapture, nil
	case GoalSave:
		return hintSave, nil
	case GoalConnect:
		return hintConnect, nil
	case GoalCut:
		return hintCut, nil
	case GoalIllegal:
		return hintIllegal, nil
	case GoalKo:
		return hintKo, nil
	case GoalLive:
		return hintLive, nil
	case GoalKill:
		return hintKill, nil
	case GoalSeki:
		return hintSeki, nil
	case GoalPass:
		return hintPass, nil
	case GoalDead:
		return hintDead, nil
	case GoalHandicap:
		return hintHandicap, nil
	case GoalCount:
		s := t.score()
		b, w := s.Black, s.White
		switch {
		case s.Scoring == engine.TerritoryScoring:
			return hintTerritory, []any{b.Territory, b.Prisoners, w.Territory, w.Prisoners, w.Komi}
		case w.Bonus > 0:
			return hintAreaBonus, []any{b.Stones, b.Territory, w.Stones, w.Territory, w.Komi, w.Bonus}
		}
		return hintArea, []any{b.Stones, b.Territory, w.Stones, w.Territory, w.Komi}
	}
	return hintMove, nil
}

func trim(s string) string { return strings.TrimSpace(s) }
