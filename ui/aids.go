package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/goban"
)

// Preferences of the beginner's aids.
const (
	prefAidAtari    = "aids.atari"    // mark groups in atari
	prefAidTwoLibs  = "aids.twoLibs"  // mark groups with two liberties
	prefAidLibCount = "aids.libCount" // the liberties of the group under the pointer
	prefAidTeaching = "aids.teaching" // warn before a move that loses stones
)

// aids are the beginner's aids while playing: groups in atari and groups
// with two liberties marked, the liberties of the group under the pointer
// counted and shown, and the teaching mode (teaching.go). Each is switched
// in View > Beginner Aids and remembered.
type aids struct {
	prefs fyne.Preferences
	hover engine.Point // the stone under the pointer when counting, else Pass
}

// newAids reads the aids' switches from prefs.
func newAids(prefs fyne.Preferences) *aids {
	return &aids{prefs: prefs, hover: engine.Pass}
}

// on reports whether the aid named by its preference is switched on.
func (a *aids) on(pref string) bool { return a.prefs.Bool(pref) }

// decorate adds to the board's view what the hint, the estimate, the
// mode, the review, Analyze and the beginner's aids show: each overlay
// only where the mode allows it.
func (c *Controller) decorate(v *goban.View) {
	if c.allows(overlayHint) || c.allows(overlayEstimate) {
		c.an.mark(v)
	}
	c.problems.hideOffered(v)
	if c.mode != nil {
		c.mode.decorate(v)
	}
	if c.allows(overlayReview) {
		c.reviewer.decorate(v)
	}
	if c.allows(overlayAnalyze) {
		c.analyzer.decorate(v)
	}
	// A counted position (View.Scoring) has its dead stones faded: a ring
	// round one in atari would call it alive.
	if v.Board != nil && c.rec.showsGame() && !v.Scoring {
		c.aids.decorate(v, v.Board)
		c.teaching.markDanger(v)
	}
}

// decorate marks the groups the aids point out on the board's view of b.
func (a *aids) decorate(v *goban.View, b *engine.Board) {
	atari, two := a.on(prefAidAtari), a.on(prefAidTwoLibs)
	if atari || two {
		for _, p := range b.Points() {
			if c := b.At(p); c != engine.Black && c != engine.White {
				continue
			}
			switch b.Liberties(p, 3) {
			case 1:
				if atari {
					v.Atari = append(v.Atari, p)
				}
			case 2:
				if two {
					v.TwoLiberties = append(v.TwoLiberties, p)
				}
			}
		}
	}
	if a.hover != engine.Pass && a.on(prefAidLibCount) {
		if c := b.At(a.hover); c == engine.Black || c == engine.White {
			v.Liberties = b.LibertyPoints(a.hover, nil)
		}
	}
}

// hovered notes the point under the pointer on b; it returns what to say
// of it ("" for nothing) and whether the board must be drawn again.
func (a *aids) hovered(p engine.Point, b *engine.Board) (string, bool) {
	if !a.on(prefAidLibCount) {
		changed := a.hover != engine.Pass
		a.hover = engine.Pass
		return "", changed
	}
	c := engine.Empty
	if p != engine.Pass {
		c = b.At(p)
	}
	if c != engine.Black && c != engine.White {
		changed := a.hover != engine.Pass
		a.hover = engine.Pass
		return "", changed
	}
	old := a.hover
	a.hover = p
	changed := old == engine.Pass || b.At(old) != c || b.ChainHead(old) != b.ChainHead(p)
	return libertyText(c, b.ChainSize(p), b.Liberties(p, 0)), changed
}

// libertyText says how many liberties a group has.
func libertyText(c engine.Color, stones, libs int) string {
	who := colorName(c)
	// One liberty is atari, a rule of Go and not only a plural: it has a
	// sentence of its own. The plural forms follow the stones; one stone
	// is "this stone", without its number, so those forms name their
	// arguments by index. The liberties in the second sentence are two or
	// more, which every language the program speaks writes in its "other"
	// form.
	if libs == 1 {
		return fmt.Sprintf(lang.N("These %d %s stones have 1 liberty: they are in atari.", stones), stones, who)
	}
	return fmt.Sprintf(lang.N("These %d %s stones have %d liberties.", stones), stones, who, libs)
}
