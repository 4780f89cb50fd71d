package ui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// analyzeEvery is how often the analysis reports: a few times a second, so
// the board follows the reading without stalling the window.
const analyzeEvery = 300 * time.Millisecond

// analyzeShown is how many candidates the board shows at most.
const analyzeShown = 8

// analyzer is Analyze mode (View > Analyze, Ctrl+Shift+A): the built-in
// player, or the GTP engine named in the preferences when it speaks
// kata-analyze or lz-analyze, reads the current position continuously in
// the background; the board shows its best candidates with their chance to
// win and visits, its ownership as the estimate's shading, and the line it
// expects as numbered ghost stones while the pointer rests on a candidate.
// Stepping through a record restarts the reading at the new position.
type analyzer struct {
	c *Controller

	on      bool
	job     job
	at      *sgf.Node // the position being read
	last    ai.Analysis
	fresh   bool         // last belongs to at
	hover   engine.Point // the candidate under the pointer, whose line is shown
	tree    *sgf.Tree    // the record hover belongs to
	source  string       // who reads: "Torreya" or the engine's command
	builtin *ai.MCTS
	area    int    // the board points builtin was made for
	refused string // an engine command that could not analyze: Torreya reads instead
}

// newAnalyzer returns Analyze mode, off.
func newAnalyzer(c *Controller) *analyzer { return &analyzer{c: c, hover: engine.Pass} }

// SetAnalyze switches Analyze mode on or off.
func (c *Controller) SetAnalyze(on bool) {
	a := c.analyzer
	on = on && c.allows(overlayAnalyze)
	if on == a.on {
		return
	}
	a.on = on
	if !on {
		a.stop()
		c.setStatus(lang.L("Analysis stopped."))
		c.redraw()
		return
	}
	a.at = nil
	a.follow()
	c.redraw() // the menu's tick
}

// analyzing reports whether Analyze mode is on.
func (c *Controller) analyzing() bool { return c.analyzer.on }

// stop ends the reading under way.
func (a *analyzer) stop() {
	a.job.stop()
	a.at, a.fresh = nil, false
}

// follow restarts the reading when the position shown changed.
func (a *analyzer) follow() {
	c := a.c
	if !a.on {
		return
	}
	if !c.allows(overlayAnalyze) {
		// A problem's or a lesson's board: a reading would show the answer
		// the mode hides (setMode ends Analyze as such a mode begins).
		a.on = false
		a.stop()
		return
	}
	if a.tree != c.rec.tree {
		// Another record: the pointer's point was on the board before, and
		// would show a candidate's line it never rested on.
		a.tree, a.hover = c.rec.tree, engine.Pass
	}
	n := c.rec.tree.Current()
	if n == a.at {
		return
	}
	a.stop()
	if !c.rec.showsGame() || c.rec.game.Result().Over() {
		return
	}
	reader, source, err := a.reader()
	if err != nil {
		a.on = false
		c.view.showError(err)
		return
	}
	a.at, a.source = n, source
	g, col := c.rec.fresh(), c.rec.toMove()
	d := c.deps
	gen := a.job.gen + 1
	runJob(&a.job, &c.deps, 0, func(ctx context.Context) error {
		return reader.Analyze(ctx, g, col, analyzeEvery, func(an ai.Analysis) {
			d.Post(func() {
				if a.job.gen != gen || a.at != n {
					return // a reading of another position
				}
				a.last, a.fresh = an, true
				c.redraw()
				c.setStatus(a.words())
			})
		})
	}, func(err error) {
		switch {
		case err == nil:
		case source != "Torreya":
			// The engine cannot analyze (GNU Go speaks neither protocol)
			// or failed: the built-in player reads instead.
			a.refused = source
			a.at = nil
			a.follow()
			c.setStatus(fmt.Sprintf(lang.L("%s cannot analyze (%v): Torreya reads instead."), source, err))
		default:
			a.on = false
			c.redraw()
			c.setStatus(fmt.Sprintf(lang.L("The analysis stopped: %v"), err))
		}
	})
	c.setStatus(fmt.Sprintf(lang.L("Analyzing with %s…"), source))
}

// reader is who reads: the hint engine of the preferences when it can
// analyze, else the built-in player.
func (a *analyzer) reader() (ai.Analyzer, string, error) {
	c := a.c
	if cmd := c.an.hintEngine(); cmd != "" && cmd != a.refused {
		p, err := c.an.hintPlayer(cmd)
		if err != nil {
			return nil, "", fmt.Errorf(lang.L("The analysis engine could not start: %w"), err)
		}
		if r, ok := p.(ai.Analyzer); ok {
			return r, cmd, nil
		}
	}
	// One player for the mode, kept from position to position so that its
	// tree carries over; a board of another size takes a new one.
	if w, h := c.rec.tree.Size(); a.builtin == nil || a.area != w*h {
		o := c.an.options()
		o.Time, o.Playouts = 0, 0 // as long as the position is shown
		a.builtin, a.area = ai.New(o), w*h
	}
	return a.builtin, "Torreya", nil
}

// words says what the reading found: its best move, with the position's
// chance to win, visits and lead (the figures of ai.Analysis that the review
// and the estimate show too).
func (a *analyzer) words() string {
	best, ok := a.last.Best()
	if !ok {
		return fmt.Sprintf(lang.L("Analyzing with %s…"), a.source)
	}
	_, h := a.c.rec.tree.Size()
	say := fmt.Sprintf(lang.N("%s's best: %s, %.0f %% to win, %d visits.", best.Visits), colorName(a.last.Color), engine.Vertex(best.Move, h), a.last.WinRate*100, best.Visits)
	if a.last.HasLead {
		say += " " + fmt.Sprintf(lang.L("Lead %s."), leadWords(a.last.BlackLead()))
	}
	return say
}

// leadFor turns a lead for colour c into Black's.
func leadFor(c engine.Color, lead float64) float64 {
	if c == engine.White {
		return -lead
	}
	return lead
}

// decorate shows the reading on the board's view: the candidates, the
// ownership, and the line of the candidate under the pointer.
func (a *analyzer) decorate(v *goban.View) {
	if !a.on || !a.fresh || a.at != a.c.rec.tree.Current() {
		return
	}
	for i, cd := range a.last.Candidates {
		if i >= analyzeShown || cd.Move == engine.Pass || cd.Visits == 0 {
			break
		}
		v.Candidates = append(v.Candidates, goban.CandidateMark{Point: cd.Move, WinRate: cd.WinRate, Visits: cd.Visits, Best: i == 0,
			Lead: cd.Lead, HasLead: cd.HasLead})
		if cd.Move == a.hover {
			col := a.last.Color
			for k, q := range cd.PV {
				if q == engine.Pass || k >= 10 {
					break
				}
				v.Ghosts = append(v.Ghosts, goban.Ghost{Move: engine.Move{Color: col, Point: q}, Number: k + 1})
				col = col.Opponent()
			}
		}
	}
	if own := a.last.Ownership; own != nil && v.Board != nil {
		v.Estimate = map[engine.Point]float32{}
		for _, p := range v.Board.Points() {
			v.Estimate[p] = float32(own.At(p))
		}
	}
}

// hovered notes the point under the pointer; it reports whether the board
// must be drawn again (the line shown changes).
func (a *analyzer) hovered(p engine.Point) bool {
	if !a.on || p == a.hover {
		return false
	}
	old := a.hover
	a.hover = p
	for _, cd := range a.last.Candidates {
		if cd.Move == p || cd.Move == old {
			return true
		}
	}
	return false
}

// candidateWords says what the reading found of candidate p, or "" when p
// is not one: the status line while the pointer rests on it.
func (a *analyzer) candidateWords(p engine.Point) string {
	if !a.on || !a.fresh || a.at != a.c.rec.tree.Current() {
		return ""
	}
	_, h := a.c.rec.tree.Size()
	for _, cd := range a.last.Candidates {
		if cd.Move != p || p == engine.Pass {
			continue
		}
		say := fmt.Sprintf(lang.N("%s at %s: %.0f %% to win, %d visits.", cd.Visits), colorName(a.last.Color), engine.Vertex(p, h), cd.WinRate*100, cd.Visits)
		if cd.HasLead {
			say += " " + fmt.Sprintf(lang.L("Lead %s."), leadWords(leadFor(a.last.Color, cd.Lead)))
		}
		return say
	}
	return ""
}
