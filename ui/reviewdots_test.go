package ui

import (
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/gametree"
	"github.com/torreya/torreya/ui/goban"
)

// TestLossGradeThresholds: each grade starts at its threshold, as the
// words round the loss (1.8 is "about 2"), and the tree rings from a small
// loss on, in the tree's marks for the same grade.
func TestLossGradeThresholds(t *testing.T) {
	for _, tc := range []struct {
		loss  float64
		grade goban.LossGrade
		tree  int
	}{
		{0, goban.LossNone, 0},
		{1.7, goban.LossNone, 0},
		{1.8, goban.LossSmall, gametree.SmallLoss},
		{smallLoss, goban.LossSmall, gametree.SmallLoss},
		{4.7, goban.LossSmall, gametree.SmallLoss},
		{mediumLoss, goban.LossMedium, gametree.MediumLoss},
		{9.7, goban.LossMedium, gametree.MediumLoss},
		{bigLoss, goban.LossBig, gametree.BigLoss},
		{19.7, goban.LossBig, gametree.BigLoss},
		{blunderLoss, goban.LossBlunder, gametree.Blunder},
		{80, goban.LossBlunder, gametree.Blunder},
	} {
		g := lossGrade(tc.loss)
		if g != tc.grade || treeMark(g) != tc.tree {
			t.Errorf("a loss of %v: grade %v, tree %d; want %v and %d", tc.loss, g, treeMark(g), tc.grade, tc.tree)
		}
	}
}

// TestLossDotsAgreeWithTheTree: after a review each stone on the board
// carries its move's grade, the tree rings the same move in the same grade,
// a stone taken since carries nothing, and Game > Loss Dots on Stones
// takes the dots off (and is remembered) and puts them back.
func TestLossDotsAgreeWithTheTree(t *testing.T) {
	c := reviewed(t)
	rv := c.reviewer
	// Losses across every grade, so that the check does not rest on what
	// a short reading happens to find.
	losses := []float64{25, 12, 6, 3}
	for i, l := range losses {
		rv.ps[i].Loss = l
	}
	c.goTo(rv.moves[len(rv.moves)-1])
	v := c.Board().View()
	judge := c.view.tree.Judge
	if judge == nil {
		t.Fatal("the tree does not ring the review's moves")
	}
	dotted := 0
	for i, n := range rv.moves {
		m := rv.ps[i].Move
		grade, ok := v.Losses[m.Point]
		if v.Board.At(m.Point) != m.Color {
			if ok {
				t.Errorf("move %d at %v was taken, yet carries a dot", i+1, m.Point)
			}
			continue
		}
		if !ok || grade != lossGrade(losses[i]) {
			t.Errorf("move %d (lost %v) has the dot %v (shown %v), want %v", i+1, losses[i], grade, ok, lossGrade(losses[i]))
		}
		if j := judge(n); j != treeMark(grade) {
			t.Errorf("move %d: the tree rings it %d, the board dots it %v", i+1, j, grade)
		}
		dotted++
	}
	if dotted < 3 {
		t.Fatalf("only %d stones checked", dotted)
	}
	for p := range v.Losses {
		if v.Board.At(p) == engine.Empty {
			t.Errorf("a dot on the empty point %v", p)
		}
	}
	// Back at the start no move is on the board, so no dot.
	c.first()
	if n := len(c.Board().View().Losses); n != 0 {
		t.Errorf("%d dots before the first move", n)
	}
	c.goTo(rv.moves[len(rv.moves)-1])
	c.cmd.lossDots.run()
	if n := len(c.Board().View().Losses); n != 0 || c.cmd.lossDots.ticked() {
		t.Errorf("switched off, %d dots show (ticked %v)", n, c.cmd.lossDots.ticked())
	}
	if c.prefs.BoolWithFallback(prefReviewDots, true) {
		t.Error("the dots' switch is not remembered")
	}
	c.cmd.lossDots.run()
	if len(c.Board().View().Losses) == 0 || !c.cmd.lossDots.ticked() {
		t.Error("switched on again, no dots show")
	}
	rv.closeReview()
	if n := len(c.Board().View().Losses); n != 0 {
		t.Errorf("%d dots outlive the review", n)
	}
}
