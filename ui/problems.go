package ui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/problem"
)

// problemMode is solving life-and-death problems: the learner plays the
// side to move, the program answers from the file's tree (engine/study/problem
// judges it) and says right or wrong at the end of the line.
//
// An attempt is played on a tree of its own that starts as the problem's
// root alone and grows only by the moves played, each a copy of the file's
// node (its comment and markup) or a move the file does not hold. So an
// attempt is never an edit of the document, and neither the board's
// next-move marks nor the tree panel can show an answer before it is
// asked for. Show Solution swaps in a copy of the whole tree, with the
// right and wrong moves marked.
type problemMode struct {
	c *Controller

	offered  bool // the bar offers to solve the record just opened
	builtin  bool // the problem is one of the program's own: its words are translated
	prob     *problem.Problem
	orig     map[*sgf.Node]*sgf.Node // node of the shown tree -> node of the file; nil off the file's tree
	shown    map[*sgf.Node]*sgf.Node // with the solution shown: node of the file -> its copy
	verdicts map[*sgf.Node]problem.Verdict
	revealed bool // the whole tree is shown, with the solution marked
	hint     int  // 0 none, 1 the area of the answer, 2 the answer
	started  time.Time
	judged   bool // the current attempt has its verdict, counted in the progress
	counted  bool // this visit's result is in the progress: its first verdict, hint or solution
	answer   job  // the built-in player's answer to a move off the tree

	set   *problemSet
	bar   *problemBar
	rng   *rand.Rand
	delay time.Duration // before the program answers: the learner sees their move first
}

// newProblemMode returns the mode, off.
func newProblemMode(c *Controller) *problemMode {
	return &problemMode{c: c, rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7)), delay: 350 * time.Millisecond}
}

// errNotProblem says a record cannot be solved.
func errNotProblem() error {
	return errors.New(lang.L("This record has no moves to answer with: it cannot be solved as a problem."))
}

// solveProblems starts problem mode on the record shown, with the rest of
// its collection, or of its folder, one key away.
func (pm *problemMode) solveProblems() error {
	c := pm.c
	if pm.on() {
		return nil
	}
	set := c.problems.problemSetHere()
	if err := pm.begin(); err != nil {
		c.setStatus(err.Error())
		return err
	}
	pm.set = set
	c.problems.problemsChanged()
	if n := pm.dueCount(); n > 0 { // the bar offers them
		c.setStatus(c.Status() + " " + fmt.Sprintf(lang.N("%d problems of this set are due for review.", n), n))
	}
	return nil
}

// leaveProblems ends problem mode and shows the document's record again,
// as it was.
func (pm *problemMode) leaveProblems() {
	c := pm.c
	if !c.problems.on() {
		return
	}
	c.setMode(nil)
	c.changed(false)
	c.setStatus(lang.L("Problem mode is off."))
}

// on reports whether problem mode has the board.
func (pm *problemMode) on() bool { return pm.c.mode == mode(pm) }

// end drops the attempt (mode).
func (pm *problemMode) end() {
	pm.answer.stop()
	pm.prob, pm.orig, pm.shown, pm.verdicts, pm.revealed = nil, nil, nil, nil, false
}

// tap plays the learner's move (mode).
func (pm *problemMode) tap(p engine.Point) { pm.play(p) }

// allows reports what may be shown over a problem (mode): nothing that
// reads the position, which would give the answer away, and no editing.
func (pm *problemMode) allows(overlay) bool { return false }

// blocks turns off what would edit the record, play a game on the
// problem's board or read it (mode); the hint is problem mode's own.
func (pm *problemMode) blocks(k *commands) []*command {
	return append([]*command{k.undo, k.redo, k.pass, k.resign, k.players, k.estimate, k.analyze, k.review,
		k.mainLine, k.variationUp, k.variationDown, k.deleteHere, k.deleteAfter, k.paste,
		k.editMode, k.gameInfo, k.joseki}, k.annotations...)
}

// begin judges the record shown and starts a fresh attempt on it.
func (pm *problemMode) begin() error {
	c := pm.c
	p, err := problem.Read(c.docRecord().tree.Root())
	if err != nil {
		return fmt.Errorf("%w (%v)", errNotProblem(), err)
	}
	c.setMode(pm)
	pm.offered = false
	pm.prob = p
	pm.builtin = c.doc.builtin != ""
	pm.counted = false
	pm.fresh()
	return nil
}

// fresh starts a new attempt: the problem's root alone.
func (pm *problemMode) fresh() {
	c := pm.c
	pm.answer.stop()
	// The nodes down to the first position (some files set it up below the
	// root) are copied with their properties.
	root := sgf.NewNode()
	t, err := sgf.NewTree(root)
	pm.orig = map[*sgf.Node]*sgf.Node{}
	if err == nil {
		err = t.Edit(func() error {
			shown := root
			for i, file := range sgf.PathTo(pm.prob.Start()) {
				if i > 0 {
					var err error
					if shown, err = t.AddNode(shown); err != nil {
						return err
					}
				}
				pm.orig[shown] = file
				for _, p := range pm.shownProperties(file, true) {
					if err := t.SetProperty(shown, p.ID, p.Values...); err != nil {
						return err
					}
				}
			}
			return nil
		})
	}
	if err != nil { // the file's nodes were read once: they cannot fail again
		c.setStatus(err.Error())
		return
	}
	t.SetDefaultRules(c.home.tree.Rules())
	pm.verdicts = map[*sgf.Node]problem.Verdict{}
	pm.revealed, pm.hint, pm.judged, pm.shown = false, 0, false, nil
	pm.started = c.deps.Now()
	c.rec = newRecord(t, 0)
	c.setStatus(fmt.Sprintf(lang.L("%s to play."), colorName(pm.prob.ToPlay())))
}

// tryAgain starts the problem again from its first position.
func (pm *problemMode) tryAgain() {
	c := pm.c
	if !c.problems.on() {
		return
	}
	c.problems.fresh()
	c.problems.problemsChanged()
}

// problemsChanged shows the state of problem mode; no edit is made.
func (pm *problemMode) problemsChanged() {
	c := pm.c
	c.changed(false)
	c.problems.bar.update(c.problems)
}

// play answers a click in problem mode.
func (pm *problemMode) play(p engine.Point) {
	c := pm.c
	if pm.answer.running() {
		return
	}
	turn := c.rec.toMove()
	if !pm.revealed && turn != pm.prob.ToPlay() {
		c.setStatus(lang.L("Wait for the answer."))
		return
	}
	at := pm.orig[c.rec.tree.Current()]
	w, h := c.rec.tree.Size()
	next := at.ChildWith(engine.Move{Color: turn, Point: p}, w, h)
	if pm.revealed {
		// The whole tree is shown: a click walks it, and never adds to it.
		if next == nil {
			c.setStatus(lang.L("That move is not in the file's answers."))
			return
		}
		if err := pm.follow(next); err != nil {
			c.setStatus(reason(err))
		}
		return
	}
	if err := c.rec.legal(p); err != nil {
		c.setStatus(reason(err))
		return
	}
	if err := pm.step(engine.Move{Color: turn, Point: p}, next); err != nil {
		c.setStatus(reason(err))
		return
	}
	if next == nil {
		pm.decide(problem.Wrong, lang.L("That move is not in the problem's answers."))
		pm.answerOffTree()
		return
	}
	// The line is played out: the opponent answers even a move the file
	// marks wrong, so the learner sees the refutation, and the verdict
	// comes where the line ends, or after the answer to a marked move.
	reply := pm.prob.Reply(next, pm.rng)
	if reply == nil {
		pm.decide(pm.final(next), "")
		return
	}
	pm.later(func() {
		if !pm.on() || pm.orig[c.rec.tree.Current()] != next {
			return // the learner moved on, or left the mode
		}
		m, _, _ := reply.Move(w, h)
		if err := pm.step(m, reply); err != nil {
			c.setStatus(reason(err))
			return
		}
		if v := pm.final(reply); len(reply.Children()) == 0 || pm.prob.Verdict(reply) != problem.Open {
			pm.decide(v, "")
			return
		}
		if v := pm.prob.Verdict(next); v != problem.Open {
			pm.decide(v, "")
			return
		}
		c.setStatus(moveText(m, h) + " " + fmt.Sprintf(lang.L("%s to play."), colorName(pm.prob.ToPlay())))
	})
}

// final is the verdict at node n of the file: what it says there, or
// else what the line leads to.
func (pm *problemMode) final(n *sgf.Node) problem.Verdict {
	if v := pm.prob.Verdict(n); v != problem.Open {
		return v
	}
	return pm.prob.Leads(n)
}

// later runs f on the UI goroutine after the answer's delay.
func (pm *problemMode) later(f func()) { after(&pm.answer, &pm.c.deps, pm.delay, f) }

// step plays m on the attempt's tree: the node of the file it is (with its
// comment and markup), or nil for a move the file does not hold.
func (pm *problemMode) step(m engine.Move, file *sgf.Node) error {
	c := pm.c
	with := func() []sgf.Property {
		if file == nil {
			return nil
		}
		return pm.shownProperties(file, false)
	}
	cur := c.rec.tree.Current()
	for _, n := range cur.Children() { // played before in this session: go there again
		if pm.orig[n] == file && file != nil {
			c.rec.goTo(n)
			c.problems.problemsChanged()
			return nil
		}
	}
	if err := c.rec.play(m, with); err != nil {
		return err
	}
	pm.orig[c.rec.tree.Current()] = file
	_, h := c.rec.tree.Size()
	c.setStatus(moveText(m, h))
	c.problems.problemsChanged()
	return nil
}

// follow goes to node n of the file in the revealed tree.
func (pm *problemMode) follow(n *sgf.Node) error {
	c := pm.c
	if shown := pm.shown[n]; shown != nil {
		c.goTo(shown)
		c.problems.bar.update(pm)
		return nil
	}
	return errors.New(lang.L("That move is not in the file's answers."))
}

// decide ends the attempt's line with verdict v at the current node, and
// counts the attempt in the collection's progress once.
func (pm *problemMode) decide(v problem.Verdict, why string) {
	c := pm.c
	pm.verdicts[c.rec.tree.Current()] = v
	if !pm.judged && v != problem.Open {
		pm.judged = true
		if pm.set != nil {
			pm.count(v == problem.Right)
		}
	}
	say := verdictText(v)
	if why != "" {
		say += " " + why
	}
	// The author's words, without the verdict they often start or end with
	// ("Wrong. The group lives.", "The group is dead. RIGHT"): it is said
	// once, above. The program's own set shows them translated: what to
	// take out is read in the file's words, the attempt's are shown.
	cur := c.rec.tree.Current()
	if f := pm.orig[cur]; f != nil && pm.builtin {
		if firstLine(problem.Remark(f.Comment())) != "" {
			say += " " + firstLine(strings.TrimSpace(cur.Comment()))
		}
	} else if cm := firstLine(problem.Remark(cur.Comment())); cm != "" {
		say += " " + cm
	}
	c.setStatus(say)
	c.problems.problemsChanged()
}

// count counts an attempt in the set's progress, once: an attempt is one
// try from the problem's first position (Try Again starts the next), and
// it ends at its first verdict, or at a hint or the solution asked for
// before it. The result is the first attempt's of this visit to the
// problem: a problem failed and then solved on a later try stays failed
// until it is solved at a first try, and the progress notes the later
// solve so that the list can say it.
func (pm *problemMode) count(right bool) {
	if pm.set == nil {
		return
	}
	pm.set.record(pm.set.index, right, pm.c.deps.Now().Sub(pm.started), !pm.counted)
	pm.counted = true
}

// verdictText says a verdict in words.
func verdictText(v problem.Verdict) string {
	switch v {
	case problem.Right:
		return lang.L("Right!")
	case problem.Wrong:
		return lang.L("Wrong.")
	}
	return lang.L("The line ends here.")
}

// firstLine returns the first line of a text.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

// answerOffTree lets the built-in player answer a move the file does not
// hold, inside the problem's area, so the learner sees why it fails.
func (pm *problemMode) answerOffTree() {
	c := pm.c
	g := c.rec.fresh() // the search owns its copy
	col := g.ToMove()
	w, h := c.rec.tree.Size()
	x0, y0, x1, y1 := pm.prob.Area(w, h)
	opts := c.deps.Analysis
	if opts.Time == 0 && opts.Playouts == 0 {
		opts.Time = time.Second
	}
	opts.Within = func(p engine.Point) bool {
		x, y := p.XY()
		return x >= x0-1 && x <= x1+1 && y >= y0-1 && y <= y1+1
	}
	at := c.rec.tree.Current()
	type answer struct {
		p   engine.Point
		err error
	}
	reply := func(a answer) {
		if !pm.on() || c.rec.tree.Current() != at {
			return
		}
		if a.err != nil || a.p == engine.Pass || a.p == engine.Resign {
			c.setStatus(lang.L("Wrong: that move is not in the problem's answers. Try again."))
			return
		}
		if err := pm.step(engine.Move{Color: col, Point: a.p}, nil); err != nil {
			return
		}
		pm.verdicts[c.rec.tree.Current()] = problem.Wrong
		c.setStatus(fmt.Sprintf(lang.L("Wrong: the computer answers at %s. Try again."), engine.Vertex(a.p, h)))
		c.problems.problemsChanged()
	}
	// A stone left in atari is taken, or one's own in atari saved, at
	// once: the answer the learner sees and understands.
	if p, ok := problem.TacticalReply(g, col, opts.Within); ok {
		pm.later(func() { reply(answer{p: p}) })
		return
	}
	runJob(&pm.answer, &c.deps, 0, func(ctx context.Context) answer {
		p, err := ai.New(opts).GenMove(ctx, g, col)
		return answer{p, err}
	}, reply)
}

// problemHint shows where the answer is: first its area, then the move.
func (pm *problemMode) problemHint() {
	c := pm.c
	if !pm.on() || pm.revealed {
		return
	}
	if len(pm.correct()) == 0 {
		c.setStatus(lang.L("No right move is known from here: try again from the start."))
		return
	}
	pm.hint = min(pm.hint+1, 2)
	// A hinted attempt no longer counts as solved: it is counted now, as
	// failed, and once, however many hints it takes.
	if !pm.judged {
		pm.judged = true
		pm.count(false)
	}
	if pm.hint == 1 {
		c.setStatus(lang.L("Hint: the answer is in the marked area."))
	} else {
		c.setStatus(lang.L("Hint: the answer is marked."))
	}
	c.problems.problemsChanged()
}

// correct returns the file's right moves at the current node.
func (pm *problemMode) correct() []engine.Move {
	at := pm.orig[pm.c.rec.tree.Current()]
	if at == nil || pm.c.rec.toMove() != pm.prob.ToPlay() {
		return nil
	}
	w, h := pm.c.rec.tree.Size()
	var out []engine.Move
	for _, n := range pm.prob.Correct(at) {
		if m, has, err := n.Move(w, h); has && err == nil {
			out = append(out, m)
		}
	}
	return out
}

// showSolution shows the whole tree with every right and wrong move
// marked: at the position the learner reached when the file holds it and
// the line goes on there, so the marks show the answers to it; else (the
// line ended, or left the file's tree) at the problem's first position,
// where the marks show the first moves. A line's last node has nothing to
// mark, and the root may be above the position the file sets up.
func (pm *problemMode) showSolution() {
	c := pm.c
	if !pm.on() || pm.revealed {
		return
	}
	pm.answer.stop()
	if !pm.judged && pm.set != nil {
		pm.judged = true
		pm.count(false)
	}
	cur := c.rec.tree.Current()
	at := pm.orig[cur]
	if at == nil || pm.verdicts[cur] != problem.Open || len(at.Children()) == 0 {
		at = pm.prob.Start()
	}
	file := pm.prob.Root()
	copyRoot := file.Copy()
	t, err := sgf.NewTree(copyRoot)
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	t.SetDefaultRules(c.home.tree.Rules())
	pm.orig = map[*sgf.Node]*sgf.Node{}
	var pair func(shown, f *sgf.Node)
	pm.shown = map[*sgf.Node]*sgf.Node{}
	pair = func(shown, f *sgf.Node) {
		pm.orig[shown], pm.shown[f] = f, shown
		for i, ch := range shown.Children() {
			pair(ch, f.Children()[i])
		}
	}
	pair(copyRoot, file)
	if pm.builtin { // the copy shows the words translated, as the attempt did
		err = t.Edit(func() error {
			for shown, f := range pm.orig {
				if f.Has("C") {
					if err := t.SetProperty(shown, "C", pm.shownComment(f)); err != nil {
						return err
					}
				}
			}
			return nil
		})
		if err != nil {
			c.setStatus(err.Error())
			return
		}
	}
	pm.verdicts = map[*sgf.Node]problem.Verdict{}
	pm.revealed, pm.hint = true, 0
	c.rec = newRecord(t, 0)
	if shown := pm.shown[at]; shown != nil {
		c.rec.goTo(shown)
	}
	c.setStatus(lang.L("The solution: right moves are ringed in green, wrong ones crossed in red. Click them to follow the lines."))
	c.problems.problemsChanged()
}
