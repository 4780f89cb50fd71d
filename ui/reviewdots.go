package ui

import (
	"fyne.io/fyne/v2"

	"github.com/torreya/torreya/ai/review"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/gametree"
	"github.com/torreya/torreya/ui/goban"
)

// The losses that start each grade, in points: below smallLoss the
// computer's figures are within their noise; from bigLoss on a move can
// turn a game between beginners, and from blunderLoss it usually does.
const (
	smallLoss   = 2
	mediumLoss  = 5
	bigLoss     = 10
	blunderLoss = 20
)

// lossGrade grades a move by the points it lost, rounded to the half point
// the review's words say. The board's dots and the tree's rings both ask
// it, so the two never disagree, nor with the words.
func lossGrade(loss float64) goban.LossGrade {
	switch loss = roundHalf(loss); {
	case loss >= blunderLoss:
		return goban.LossBlunder
	case loss >= bigLoss:
		return goban.LossBig
	case loss >= mediumLoss:
		return goban.LossMedium
	case loss >= smallLoss:
		return goban.LossSmall
	}
	return goban.LossNone
}

// treeMark is the game tree's ring for a grade: none for a move that lost
// little, where the board's green dot would only crowd the tree.
func treeMark(g goban.LossGrade) int {
	switch g {
	case goban.LossBlunder:
		return gametree.Blunder
	case goban.LossBig:
		return gametree.BigLoss
	case goban.LossMedium:
		return gametree.MediumLoss
	case goban.LossSmall:
		return gametree.SmallLoss
	}
	return 0
}

// prefReviewDots keeps whether a finished review dots the stones.
const prefReviewDots = "review.dots"

// lossDots are the finished review's dots on the stones, as KaTrain shows
// them: each stone a reviewed move placed gets a small dot in the colour of
// what the move lost. Game > Loss Dots switches them, and the choice is
// remembered; they are on until switched off.
type lossDots struct {
	prefs fyne.Preferences
}

// on reports whether the dots are switched on.
func (d lossDots) on() bool { return d.prefs.BoolWithFallback(prefReviewDots, true) }

// toggle switches the dots.
func (d lossDots) toggle() { d.prefs.SetBool(prefReviewDots, !d.on()) }

// grades grades the stones of board b, the position at node cur of tree t:
// each stone placed by a reviewed move (index finds its node's position in
// ps) takes its move's grade. A stone played in a variation the review did not
// read, or on a point where a reviewed stone was taken, is left bare.
func (d lossDots) grades(t *sgf.Tree, cur *sgf.Node, b *engine.Board, index map[*sgf.Node]int, ps []review.Position) map[engine.Point]goban.LossGrade {
	if !d.on() || b == nil {
		return nil
	}
	w, h := t.Size()
	out := map[engine.Point]goban.LossGrade{}
	for _, n := range sgf.PathTo(cur) {
		m, has, err := n.Move(w, h)
		if !has || err != nil || m.Point == engine.Pass || m.Point == engine.Resign {
			continue
		}
		delete(out, m.Point) // a later move on the point is another stone
		if i, ok := index[n]; ok && i < len(ps) && ps[i].Move == m {
			out[m.Point] = lossGrade(ps[i].Loss)
		}
	}
	for p := range out {
		if b.At(p) == engine.Empty {
			delete(out, p) // taken since
		}
	}
	return out
}
