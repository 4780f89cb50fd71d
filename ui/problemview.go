package ui

import (
	"image"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/problem"
	"github.com/torreya/torreya/ui/gametree"
	"github.com/torreya/torreya/ui/goban"
)

// What problem mode shows on the board and in the tree: the verdict, the
// hint, the solution's marks and the part of the board the problem uses.

// judge says for the tree panel whether a node of the solution leads to
// the right answer (gametree.Right) or a wrong one (gametree.Wrong).
func (pm *problemMode) judge(n *sgf.Node) int {
	f := pm.orig[n]
	if f == nil || pm.prob == nil || f.Parent() == nil {
		return 0
	}
	switch pm.prob.Leads(f) {
	case problem.Right:
		return gametree.Right
	case problem.Wrong:
		return gametree.Wrong
	}
	return 0
}

// hideOffered keeps the next-move marks off a record that is offered as a
// problem: the offer to solve must not give the answer away.
func (pm *problemMode) hideOffered(v *goban.View) {
	if pm.offered {
		v.Next = nil
	}
}

// decorate adds problem mode's marks to the board's view (mode).
func (pm *problemMode) decorate(v *goban.View) {
	if !pm.on() {
		return
	}
	c := pm.c
	cur := c.rec.tree.Current()
	w, h := c.rec.tree.Size()
	switch pm.verdicts[cur] {
	case problem.Right:
		v.Verdict = goban.RightVerdict
	case problem.Wrong:
		v.Verdict = goban.WrongVerdict
	}
	// The verdict is the learner's: it marks their last move, not the
	// opponent's answer (a cross on the refutation would mark the point
	// the learner should have played).
	v.VerdictAt = engine.Pass
	for n := cur; n != nil && v.Verdict != goban.NoVerdict; n = n.Parent() {
		if m, has, err := n.Move(w, h); has && err == nil && m.Color == pm.prob.ToPlay() {
			v.VerdictAt = m.Point
			break
		}
	}
	if pm.revealed {
		v.Window = pm.window(w, h)
		if at := pm.orig[cur]; at != nil {
			v.Judged = map[engine.Point]bool{}
			for _, ch := range at.Children() {
				m, has, err := ch.Move(w, h)
				if !has || err != nil || m.Point == engine.Pass {
					continue
				}
				switch pm.prob.Leads(ch) {
				case problem.Right:
					v.Judged[m.Point] = true
				case problem.Wrong:
					v.Judged[m.Point] = false
				}
			}
		}
		return
	}
	v.Window = pm.window(w, h)
	v.Next = nil // the answers stay hidden until asked for
	moves := pm.correct()
	if pm.hint == 0 || len(moves) == 0 {
		return
	}
	m := moves[0]
	if pm.hint >= 2 {
		v.Hint, v.HintColor = m.Point, m.Color
		return
	}
	// The answer's area: a 5x5 square that holds it, not centred on it, so
	// that the hint does not give the move away.
	x, y := m.Point.XY()
	ox, oy := int(uint(x*7+y*3)%3), int(uint(x*5+y*11)%3)
	r := image.Rect(x-1-ox, y-1-oy, x+4-ox, y+4-oy)
	v.Area = r.Intersect(image.Rect(0, 0, w, h))
}

// prefWhole is the preference to show problems on the whole board rather
// than zoomed to the part they use.
const prefWhole = "problems.wholeBoard"

// window returns the part of a w x h board the problem is shown in: the
// corner or side it uses with two lines of margin, reaching the edges it
// is near, when that is clearly smaller than the board; else the whole
// board (also when the learner asked for it).
func (pm *problemMode) window(w, h int) image.Rectangle {
	all := image.Rect(0, 0, w, h)
	if w < 13 || h < 13 || pm.c.prefs.Bool(prefWhole) {
		return all
	}
	x0, y0, x1, y1 := pm.prob.Area(w, h)
	r := image.Rect(x0-2, y0-2, x1+3, y1+3)
	// Snap to an edge within two lines of it; keep at least 9 lines.
	if r.Min.X <= 2 {
		r.Min.X = 0
	}
	if r.Min.Y <= 2 {
		r.Min.Y = 0
	}
	if r.Max.X >= w-2 {
		r.Max.X = w
	}
	if r.Max.Y >= h-2 {
		r.Max.Y = h
	}
	grow := func(lo, hi *int, size int) {
		for *hi-*lo < 9 {
			if *lo == 0 {
				*hi++
			} else if *hi == size {
				*lo--
			} else {
				*hi++
			}
		}
	}
	grow(&r.Min.X, &r.Max.X, w)
	grow(&r.Min.Y, &r.Max.Y, h)
	r = r.Intersect(all)
	if r.Dx()*r.Dy()*10 > w*h*7 { // most of the board: show it all
		return all
	}
	return r
}

// toggleWholeBoard shows problems on the whole board or zoomed to their part.
func (c *Controller) toggleWholeBoard() {
	c.prefs.SetBool(prefWhole, !c.prefs.Bool(prefWhole))
	c.redraw()
}
