package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/gametree"
)

// The tip the game tree shows while the pointer rests on a node: which move
// it is, what is wrong with it if the rules do not allow it, its judgement
// and the first line of its comment. A mode that hides answers (a problem
// before its solution is shown, a lesson, the joseki drill) keeps the
// node's words to itself: the tip then names the move only.

// treeTip words the tips of the game tree of the controller's record.
type treeTip struct{ c *Controller }

// maxTipComment bounds the comment's line in the tip, in runes; the tip
// clips it again to its width.
const maxTipComment = 80

// describe returns the lines of node n's tip.
func (tt treeTip) describe(n *sgf.Node) []string {
	t := tt.c.rec.tree
	if n.Root() != t.Root() {
		return nil // a stale pointer into a record no longer shown
	}
	lines := []string{nodeTitle(t, n)}
	if err := t.Known(n); err != nil {
		lines = append(lines, fmt.Sprintf(lang.L("Illegal, kept in the record but not played: %s"), reason(err)))
	}
	if !tt.reveals() {
		return lines
	}
	if j := tt.judge(n); j != "" {
		lines = append(lines, j)
	}
	if a := annotationText(n); a != "" {
		lines = append(lines, a)
	}
	if cm := firstLine(strings.TrimSpace(n.Comment())); cm != "" {
		lines = append(lines, clipText(cm, maxTipComment))
	}
	return lines
}

// reveals reports whether the tree's tips may say what the nodes hold:
// not while a mode hides its answers.
func (tt treeTip) reveals() bool {
	c := tt.c
	return c.mode == nil || c.allows(overlayEdit) || c.problems.on() && c.problems.revealed
}

// nodeTitle names node n of tree t: the start, its move with its number,
// or the stones it sets up.
func nodeTitle(t *sgf.Tree, n *sgf.Node) string {
	w, h := t.Size()
	m, isMove, err := n.Move(w, h)
	switch {
	case n.Parent() == nil:
		return lang.L("The start of the record")
	case isMove && err == nil && m.Point == engine.Pass:
		return fmt.Sprintf(lang.L("Move %d: %s passes"), n.MoveNumber(), colorName(m.Color))
	case isMove && err == nil:
		return fmt.Sprintf(lang.L("Move %d: %s %s"), n.MoveNumber(), colorName(m.Color), engine.Vertex(m.Point, h))
	case isMove:
		return fmt.Sprintf(lang.L("Move %d: unreadable"), n.MoveNumber())
	case n.Has("AB") || n.Has("AW") || n.Has("AE"):
		return lang.L("Stones set up")
	}
	return lang.L("A node without a move")
}

// judge puts what the tree's rings say of node n into words: a problem's
// right or wrong answer, or the points a reviewed move lost.
func (tt treeTip) judge(n *sgf.Node) string {
	c := tt.c
	j := c.treeJudge()
	if j == nil {
		return ""
	}
	if c.problems.on() {
		switch j(n) {
		case gametree.Right:
			return lang.L("Leads to the right answer")
		case gametree.Wrong:
			return lang.L("A wrong answer")
		}
		return ""
	}
	if loss, ok := c.reviewer.lossOf(n); ok && j(n) != 0 {
		v := roundHalf(loss)
		return fmt.Sprintf(lang.N("Lost about %s points", pointsCount(v)), points(v))
	}
	return ""
}

// lossOf returns the points the review found move node n lost, and false
// when n is not a move the review has read.
func (rv *reviewer) lossOf(n *sgf.Node) (float64, bool) {
	k, ok := rv.moveIndex[n]
	if !ok || k >= len(rv.ps) || k >= len(rv.read) || !rv.read[k] {
		return 0, false
	}
	return rv.ps[k].Loss, true
}
