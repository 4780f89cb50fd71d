package ui

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/ai/review"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// mistakesPerSide is how many of each side's biggest losses a review lists.
const mistakesPerSide = 5

// reviewer is Game > Review: the built-in player reads every position of
// the current line in the background (ai/review) while the board stays in
// use; the graph under the board fills in as it goes, then the biggest
// losses are listed, marked in the graph and the tree, and shown one by
// one with the move the player preferred and its line as numbered ghost
// stones. The review can be written into the record as comments and
// variations marked as the program's.
type reviewer struct {
	c *Controller

	job      job
	running  bool
	tree     *sgf.Tree   // the record reviewed
	nodes    []*sgf.Node // nodes[i]: the position before move i+1; the last after the last move
	moves    []*sgf.Node // moves[i]: the node of move i+1
	ps       []review.Position
	read     []bool
	mistakes []int // position indices, the biggest losses first
	// moveIndex finds a move's index in moves, for the tree's rings.
	moveIndex map[*sgf.Node]int
	done      bool // every position is read
	written   bool // the review is in the record already

	box      *fyne.Container
	graph    *reviewGraph
	zoom     *graphZoom // the graph enlarged, on request
	dots     lossDots
	progress *widget.ProgressBar
	summary  *widget.Label
}

// newReviewer makes the review's panel, hidden.
func newReviewer(c *Controller) *reviewer {
	rv := &reviewer{c: c, graph: newReviewGraph(false), dots: lossDots{c.prefs}, progress: widget.NewProgressBar(), summary: widget.NewLabel("")}
	rv.summary.Wrapping = fyne.TextWrapWord
	rv.graph.OnSelect = rv.goToPosition
	rv.zoom = newGraphZoom(rv.goToPosition)
	return rv
}

// goToPosition goes to position i of the review, tapped in a graph.
func (rv *reviewer) goToPosition(i int) {
	if i < len(rv.nodes) && rv.tree == rv.c.rec.tree {
		rv.c.goTo(rv.nodes[i])
	}
}

// panel builds the review's panel from the commands.
func (rv *reviewer) panel(k *commands) fyne.CanvasObject {
	closeBtn := widget.NewButtonWithIcon("", theme.CancelIcon(), rv.closeReview)
	closeBtn.Importance = widget.LowImportance
	buttons := container.NewHBox(k.prevMistake.button("", theme.NavigateBackIcon()), k.nextMistake.button(lang.L("Next mistake"), theme.NavigateNextIcon()),
		k.enlargeGraph.button(lang.L("Enlarge"), theme.ViewFullScreenIcon()), k.writeReview.button(lang.L("Write into record"), theme.DocumentCreateIcon()), k.stopReview.button(lang.L("Stop"), theme.MediaStopIcon()), closeBtn)
	rv.box = container.NewBorder(container.New(squeezeRow{}, rv.progress, container.NewHScroll(buttons)), nil, nil, nil,
		container.NewGridWithColumns(2, rv.graph, container.NewVScroll(rv.summary)))
	rv.box.Hide()
	return rv.box
}

// review starts reading the current line of the record: from its start to
// the end of the line through the current node.
func (rv *reviewer) review() {
	c := rv.c
	t := c.rec.tree
	end := t.Current()
	for end.Next() != nil {
		end = end.Next()
	}
	g, err := t.Game(end, sgf.Replay{})
	if err != nil {
		c.view.showError(fmt.Errorf(lang.L("This record cannot be reviewed: %w"), err))
		return
	}
	w, h := t.Size()
	var moveNodes []*sgf.Node
	for _, n := range sgf.PathTo(end) {
		if m, has, err := n.Move(w, h); has && err == nil && m.Point != engine.Resign {
			moveNodes = append(moveNodes, n)
		}
	}
	moves := g.Moves()
	if k := len(moves); k > 0 && moves[k-1].Point == engine.Resign {
		moves = moves[:k-1]
	}
	if len(moves) == 0 {
		c.setStatus(lang.L("There are no moves to review."))
		return
	}
	if len(moves) != len(moveNodes) {
		c.view.showError(fmt.Errorf("%s", lang.L("This record's moves cannot be matched with its positions (setup stones in the middle of the game): it cannot be reviewed.")))
		return
	}
	rv.stop()
	rv.tree, rv.done, rv.written = t, false, false
	rv.nodes = make([]*sgf.Node, len(moves)+1)
	for i, n := range moveNodes {
		rv.nodes[i] = n.Parent()
	}
	rv.nodes[len(moves)] = moveNodes[len(moves)-1]
	rv.moves = moveNodes
	rv.moveIndex = make(map[*sgf.Node]int, len(moveNodes))
	for i, n := range moveNodes {
		rv.moveIndex[n] = i
	}
	rv.ps = make([]review.Position, len(moves)+1)
	rv.read = make([]bool, len(moves)+1)
	rv.mistakes = nil
	opts := c.deps.Review
	rv.running = true
	// The review says the result at the last move itself; the news above
	// the board gives the review its room, or the board would shrink.
	c.view.news.dismiss()
	rv.progress.SetValue(0)
	rv.progress.Show()
	rv.box.Show()
	rv.show()
	c.setStatus(fmt.Sprintf(lang.N("Reviewing %d moves in the background; the board stays yours.", len(moves)), len(moves)))
	d := c.deps
	gen := rv.job.gen + 1 // runJob's, for the positions posted while it runs
	type result struct {
		ps  []review.Position
		err error
	}
	runJob(&rv.job, &c.deps, 0, func(ctx context.Context) result {
		ps, err := review.Run(ctx, g, review.Options{Player: opts, Read: func(i int, p review.Position) {
			d.Post(func() {
				if rv.job.gen == gen {
					rv.ps[i], rv.read[i] = p, true
					rv.show()
				}
			})
		}}, func(done, total int) {
			d.Post(func() {
				if rv.job.gen == gen {
					rv.progress.SetValue(float64(done) / float64(total))
				}
			})
		})
		return result{ps, err}
	}, func(r result) {
		rv.running = false
		if r.err != nil {
			c.view.showError(fmt.Errorf(lang.L("The review failed: %w"), r.err))
			c.redraw()
			return
		}
		rv.ps = r.ps
		for i := range rv.read {
			rv.read[i] = true
		}
		rv.finish()
	})
	c.redraw()
}

// finish lists the biggest losses of the review read.
func (rv *reviewer) finish() {
	c := rv.c
	rv.mistakes = append(review.Mistakes(rv.ps, mistakesPerSide, engine.Black), review.Mistakes(rv.ps, mistakesPerSide, engine.White)...)
	slices.SortStableFunc(rv.mistakes, func(a, b int) int {
		switch {
		case rv.ps[a].Loss > rv.ps[b].Loss:
			return -1
		case rv.ps[a].Loss < rv.ps[b].Loss:
			return 1
		}
		return 0
	})
	rv.done = true
	rv.progress.Hide()
	rv.show()
	c.redraw()
	c.setStatus(fmt.Sprintf(lang.N("Review done: %d moves read. Next Mistake (Ctrl+M) steps through the biggest losses in the order of the game.", len(rv.ps)-1), len(rv.ps)-1))
}

// stop cancels a review under way.
func (rv *reviewer) stop() {
	rv.job.stop()
	rv.running = false
}

// closeReview stops and hides the review.
func (rv *reviewer) closeReview() {
	c := rv.c
	rv.stop()
	rv.tree, rv.nodes, rv.moves, rv.moveIndex, rv.ps, rv.mistakes, rv.done = nil, nil, nil, nil, nil, nil, false
	rv.zoom.close()
	rv.box.Hide()
	if v := c.view; v.content != nil {
		v.content.Refresh() // the board takes the panel's room back
	}
	c.redraw()
}

// follow hides the review when another record is shown.
func (rv *reviewer) follow() {
	c := rv.c
	if rv.tree != nil && rv.tree != c.rec.tree && !c.inMode() {
		c.reviewer.closeReview()
		return
	}
	// The panel stands aside while a mode forbids it (its figures would
	// read the problem's or the lesson's position away) and is back after.
	shown := rv.tree != nil && c.allows(overlayReview)
	if !shown {
		rv.zoom.close()
	}
	if shown != rv.box.Visible() {
		if shown {
			rv.box.Show()
		} else {
			rv.box.Hide()
		}
		if v := c.view; v.content != nil {
			v.content.Refresh()
		}
	}
}

// treeJudge is how the tree panel marks its nodes: a problem's right and
// wrong lines once its solution is shown, else the review's mistakes.
func (c *Controller) treeJudge() func(*sgf.Node) int {
	switch {
	case c.problems.on():
		if c.problems.revealed {
			return c.problems.judge
		}
	case c.reviewer.done && c.allows(overlayReview):
		return c.reviewer.judge
	}
	return nil
}

// show draws the graph's figures, when they change, and the current position.
func (rv *reviewer) show() {
	if rv.tree == nil {
		return
	}
	n := len(rv.ps)
	rate, lead := make([]float64, n), make([]float64, n)
	for i, p := range rv.ps {
		rate[i], lead[i] = math.NaN(), math.NaN()
		if rv.read[i] {
			rate[i], lead[i] = p.WinRate, p.Lead
		}
	}
	marks := map[int]bool{}
	for _, i := range rv.mistakes {
		marks[i] = true
	}
	rv.graph.set(rate, lead, marks)
	rv.zoom.graph.set(rate, lead, marks)
	rv.showCurrent()
}

// showCurrent marks the current position in the graph and says what the
// review knows of it: the part of the panel that follows each step.
func (rv *reviewer) showCurrent() {
	if rv.tree == nil {
		return
	}
	cur := rv.index()
	rv.graph.setCurrent(cur)
	rv.summary.SetText(rv.words(cur))
	if rv.zoom.isOpen() {
		rv.zoom.graph.setCurrent(cur)
		rv.zoom.say(rv.brief(cur))
	}
}

// enlarge shows the graph enlarged, at the current position.
func (rv *reviewer) enlarge() {
	i := rv.index()
	rv.zoom.graph.setCurrent(i)
	rv.zoom.open(&rv.c.view.dialogs, rv.c.view.window, rv.brief(i))
}

// brief is the first of what the review says of position i, for the
// enlarged graph: the chance to win, who is ahead, and what the move lost.
func (rv *reviewer) brief(i int) string {
	if i < 0 || !rv.read[i] {
		return lang.L("Tap the graph to go to a move.")
	}
	lines := strings.Split(rv.words(i), "\n")
	n := 1
	if len(lines) > 1 && rv.done && rv.ps[i].Loss > 0 && rv.ps[i].Move.Color != engine.Empty {
		n = 2 // the loss
	}
	return strings.Join(lines[:n], " ")
}

// index is the position of the current node in the review, or -1.
func (rv *reviewer) index() int {
	if rv.tree == nil || rv.tree != rv.c.rec.tree {
		return -1
	}
	return slices.Index(rv.nodes, rv.tree.Current())
}

// words says what the review knows of position i, in words a beginner
// knows: a chance to win and points ahead, not playouts and leads.
func (rv *reviewer) words(i int) string {
	honest := lang.L("The computer's figures are estimates from a short reading, not the truth: a point or two either way means little.")
	if i < 0 || !rv.read[i] {
		return honest
	}
	_, h := rv.tree.Size()
	p := rv.ps[i]
	last := i == len(rv.ps)-1
	chance := fmt.Sprintf(lang.L("Before move %d, Black's chance to win: %.0f %%."), i+1, p.WinRate*100)
	if last {
		chance = fmt.Sprintf(lang.L("After the last move, Black's chance to win: %.0f %%."), p.WinRate*100)
	}
	lines := []string{chance + " " + aheadWords(p.Lead)}
	if rv.done && p.Move.Color != engine.Empty {
		if p.Loss > 0 {
			lines = append(lines, fmt.Sprintf(lang.N("Move %d (%s at %s) lost about %s points.", pointsCount(roundHalf(p.Loss))), i+1, colorName(p.Move.Color), engine.Vertex(p.Move.Point, h), points(roundHalf(p.Loss))))
		}
		switch {
		case p.Best == engine.Pass || p.Best == p.Move.Point:
		case p.Loss > 0:
			lines = append(lines, fmt.Sprintf(lang.L("The computer would play %s; its line is numbered on the board."), engine.Vertex(p.Best, h)))
		default:
			lines = append(lines, fmt.Sprintf(lang.L("The computer would play %s, but by its reading the move played lost nothing."), engine.Vertex(p.Best, h)))
		}
	}
	if res, ok := countedResult(rv.tree.Root().Result()); ok && last {
		// The estimate at the end and the count differ (the computer
		// judges the dead stones and the borders its own rough way): say
		// which is which, so that the two numbers side by side do not
		// puzzle a beginner.
		count, _ := endText(res, nil, 0)
		lines = append(lines, fmt.Sprintf(lang.L("The game's count: %s The computer's estimate can differ from it by several points: it is a rough guess, not a count."), count))
	}
	if rv.done && len(rv.mistakes) > 0 {
		var list []string
		for _, k := range rv.mistakes {
			m := rv.ps[k].Move
			list = append(list, fmt.Sprintf(lang.L("move %d %s %s −%s"), k+1, colorName(m.Color), engine.Vertex(m.Point, h), points(roundHalf(rv.ps[k].Loss))))
		}
		lines = append(lines, lang.L("Biggest losses:")+" "+strings.Join(list, ", ")+".")
	}
	if rv.done {
		lines = append(lines, fmt.Sprintf(lang.L("A dot on each stone shows what its move lost: green less than %d points, yellow %d to %d, orange %d to %d, red %d to %d, purple %d or more (Game > Loss Dots on Stones switches them). The game tree (View > Game Tree) rings the moves from yellow on in the same colours."),
			smallLoss, smallLoss, mediumLoss, mediumLoss, bigLoss, bigLoss, blunderLoss, blunderLoss))
	}
	return strings.Join(append(lines, honest), "\n")
}

// aheadWords says who the computer thinks is ahead, by about how much.
func aheadWords(lead float64) string {
	switch v := roundHalf(lead); {
	case v > 0:
		return fmt.Sprintf(lang.N("The computer thinks %s is ahead by about %s points.", pointsCount(v)), colorName(engine.Black), points(v))
	case v < 0:
		return fmt.Sprintf(lang.N("The computer thinks %s is ahead by about %s points.", pointsCount(-v)), colorName(engine.White), points(-v))
	}
	return lang.L("The computer thinks the game is even.")
}

// countedResult reads a counted result from a record's RE: "B+16.5",
// "W+3", "0" or "Draw"; false for a result that is not a count (a
// resignation, a win on time, none).
func countedResult(re string) (engine.Result, bool) {
	re = strings.TrimSpace(re)
	switch strings.ToLower(re) {
	case "0", "draw", "jigo":
		return engine.Result{Reason: engine.ByScore}, true
	}
	if len(re) < 3 || re[1] != '+' {
		return engine.Result{}, false
	}
	var winner engine.Color
	switch re[0] {
	case 'B', 'b':
		winner = engine.Black
	case 'W', 'w':
		winner = engine.White
	default:
		return engine.Result{}, false
	}
	margin, err := strconv.ParseFloat(re[2:], 64)
	if err != nil || margin <= 0 || math.IsInf(margin, 0) {
		return engine.Result{}, false
	}
	return engine.Result{Winner: winner, Margin: margin, Reason: engine.ByScore}, true
}

// roundHalf rounds to half a point.
func roundHalf(v float64) float64 { return math.Round(v*2) / 2 }

// leadWords writes a lead: "B+2.5", "W+4", "even".
func leadWords(v float64) string {
	v = roundHalf(v)
	switch {
	case v > 0:
		return "B+" + points(v)
	case v < 0:
		return "W+" + points(-v)
	}
	return lang.L("even")
}

// judge rings each move in the tree by the points it lost, in the grades
// of the board's dots (lossGrade).
func (rv *reviewer) judge(n *sgf.Node) int {
	k, ok := rv.moveIndex[n]
	if !ok || k >= len(rv.ps) {
		return 0
	}
	return treeMark(lossGrade(rv.ps[k].Loss))
}

// decorate dots the reviewed stones by what their moves lost, and shows
// the preferred line as numbered ghost stones at a position whose move the
// review found lost points.
func (rv *reviewer) decorate(v *goban.View) {
	if rv.done && rv.tree != nil && rv.tree == rv.c.rec.tree {
		v.Losses = rv.dots.grades(rv.tree, rv.tree.Current(), v.Board, rv.moveIndex, rv.ps)
	}
	i := rv.index()
	if !rv.done || i < 0 || i >= len(rv.ps)-1 {
		return
	}
	p := rv.ps[i]
	if p.Loss <= 0 || len(p.PV) == 0 || p.PV[0] == p.Move.Point {
		return
	}
	col := p.Move.Color
	b := v.Board
	for k, q := range p.PV {
		if q == engine.Pass || k >= 6 {
			break
		}
		if b != nil && b.At(q) != engine.Empty {
			break
		}
		v.Ghosts = append(v.Ghosts, goban.Ghost{Move: engine.Move{Color: col, Point: q}, Number: k + 1})
		col = col.Opponent()
	}
}

// step goes to the next (+1) or previous (-1) of the biggest losses in
// the order of the game. Past the last it comes round to the first, and
// before the first to the last: a finished game leaves the board at its
// end, where Next Mistake must still lead somewhere.
func (rv *reviewer) step(delta int) {
	byMove := slices.Clone(rv.mistakes)
	slices.Sort(byMove)
	if len(byMove) == 0 {
		return
	}
	cur := rv.index()
	pick := -1
	for _, k := range byMove {
		if delta > 0 && k > cur && pick < 0 {
			pick = k
		}
		if delta < 0 && k < cur {
			pick = k
		}
	}
	if pick < 0 {
		pick = byMove[0]
		if delta < 0 {
			pick = byMove[len(byMove)-1]
		}
	}
	rv.c.goTo(rv.nodes[pick])
}

// writeReview writes the review into the record as one undoable edit: each
// move's figures in its comment, the biggest losses with the preferred
// line as a variation, all marked as Torreya's.
func (rv *reviewer) writeReview() error {
	c := rv.c
	if !rv.done || rv.tree != c.rec.tree || rv.written {
		return nil
	}
	_, h := rv.tree.Size()
	err := c.rec.edit(func(t *sgf.Tree) error {
		for i, moveNode := range rv.moves {
			p, next := rv.ps[i], rv.ps[i+1]
			text := fmt.Sprintf(lang.L("Torreya review: after this move, Black's chance to win: %.0f %%."), next.WinRate*100) + " " + aheadWords(next.Lead)
			if slices.Contains(rv.mistakes, i) {
				text += " " + fmt.Sprintf(lang.L("One of the biggest losses: %s points. Torreya prefers %s (see the variation)."), points(roundHalf(p.Loss)), engine.Vertex(p.Best, h))
				if err := addLine(t, rv.nodes[i], p.Move.Color, p.PV, lang.L("Torreya review: the line the built-in player prefers.")); err != nil {
					return err
				}
			}
			old := strings.TrimSpace(moveNode.Comment())
			if old != "" {
				text = old + "\n\n" + text
			}
			if err := t.SetProperty(moveNode, "C", sgf.Escape(text)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	rv.written = true
	c.edited()
	c.setStatus(lang.L("The review is written into the record: comments on every move and the preferred lines as variations."))
	return nil
}

// addLine adds the moves of line from node at, c first, as a variation with
// comment on its first node; the tree's current node is kept.
func addLine(t *sgf.Tree, at *sgf.Node, c engine.Color, line []engine.Point, comment string) error {
	cur := t.Current()
	defer t.GoTo(cur)
	t.GoTo(at)
	for k, p := range line {
		if p == engine.Pass || k >= 8 {
			break
		}
		n, err := t.Play(engine.Move{Color: c, Point: p})
		if err != nil {
			return nil // the line runs into a move the rules refuse: keep what fits
		}
		if k == 0 {
			if err := t.SetProperty(n, "C", sgf.Escape(comment)); err != nil {
				return err
			}
		}
		c = c.Opponent()
	}
	return nil
}

// reviewCmds are the review's commands.
type reviewCmds struct {
	review, nextMistake, prevMistake, writeReview, stopReview *command
	enlargeGraph, lossDots                                    *command
	analyze                                                   *command
}

// reviewCommands defines the review's commands.
func (k *commands) reviewCommands(c *Controller) {
	def := k.def
	rv := c.reviewer
	// Where a mode hides the review, its commands wait with it.
	ready := func() bool {
		return rv.done && rv.tree == c.rec.tree && len(rv.mistakes) > 0 && c.allows(overlayReview)
	}
	k.analyze = switchOf(def(lang.L("Analyze"), shortcut(fyne.KeyA, true), func() bool {
		return c.analyzer.on || c.rec.showsGame() && c.allows(overlayAnalyze)
	}, func() { c.SetAnalyze(!c.analyzer.on) }), c.analyzing)
	k.review = def(lang.L("Review Game"), shortcut(fyne.KeyR, true), func() bool {
		if rv.running || !c.allows(overlayReview) || !c.rec.showsGame() {
			return false
		}
		end := c.rec.tree.Current()
		for end.Next() != nil {
			end = end.Next()
		}
		return end.MoveNumber() > 0
	}, c.reviewer.review)
	k.nextMistake = def(lang.L("Next Mistake"), shortcut(fyne.KeyM, false), ready, func() { rv.step(1) })
	k.prevMistake = def(lang.L("Previous Mistake"), shortcut(fyne.KeyM, true), ready, func() { rv.step(-1) })
	k.enlargeGraph = def(lang.L("Enlarge Review Graph"), shortcut(fyne.KeyG, true), func() bool {
		return rv.tree != nil && rv.tree == c.rec.tree && c.allows(overlayReview)
	}, rv.enlarge)
	k.lossDots = switchOf(def(lang.L("Loss Dots on Stones"), nil, func() bool { return true }, func() {
		rv.dots.toggle()
		c.redraw()
	}), rv.dots.on)
	k.writeReview = def(lang.L("Write Review into Record"), nil, func() bool { return rv.done && !rv.written && rv.tree == c.rec.tree }, func() { c.view.report(c.reviewer.writeReview()) })
	k.stopReview = def(lang.L("Stop the Review"), nil, func() bool { return rv.running && c.allows(overlayReview) }, func() {
		rv.stop()
		rv.progress.Hide()
		c.setStatus(lang.L("The review is stopped."))
		c.redraw()
	})
}
