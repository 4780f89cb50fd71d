package ui

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/problem"
)

// errSolving refuses an edit while problem mode shows an attempt. Words are
// looked up when said, never at start-up: the translations are not loaded
// while package variables are made.
func errSolving() error {
	return errors.New(lang.L("Leave problem mode (Study menu) to edit the record."))
}

// problemCmds are the commands of problem mode.
type problemCmds struct {
	solve, tryAgain, solution           *command
	nextProblem, prevProblem            *command
	randomOrder, problemList, retryFail *command
	reviewDue                           *command
	wholeBoard                          *command
	joseki, drillBlack, drillWhite      *command
	explore                             *command
	beginner                            *command
}

// commands defines problem mode's commands (mode). The hint in problem
// mode points at the answer instead of asking the computer.
func (pm *problemMode) commands(k *commands) {
	def, c := k.def, pm.c
	key := func(n fyne.KeyName) *desktop.CustomShortcut { return shortcut(n, false) }
	inSet := func() bool { return pm.on() && pm.set != nil && len(pm.set.entries) > 1 }
	k.solve = switchOf(def(lang.L("Solve as Problem"), shortcut(fyne.KeyP, true), func() bool { return pm.on() || c.docRecord().showsGame() }, func() {
		if pm.on() {
			c.problems.leaveProblems()
			return
		}
		c.view.report(c.problems.solveProblems())
	}), pm.on)
	k.tryAgain = def(lang.L("Try Again"), key(fyne.KeyR), pm.on, c.problems.tryAgain)
	k.solution = def(lang.L("Show Solution"), key(fyne.KeyL), func() bool { return pm.on() && !pm.revealed }, c.problems.showSolution)
	k.nextProblem = def(lang.L("Next Problem"), key(fyne.KeyPageDown), func() bool { return inSet() && pm.set.step(1) >= 0 }, c.problems.nextProblem)
	k.prevProblem = def(lang.L("Previous Problem"), key(fyne.KeyPageUp), func() bool { return inSet() && pm.set.step(-1) >= 0 }, c.problems.previousProblem)
	k.randomOrder = switchOf(def(lang.L("Random Order"), nil, inSet, func() { c.problems.setRandomOrder(pm.set.taken != takeRandom) }),
		func() bool { return inSet() && pm.set.taken == takeRandom })
	k.problemList = def(lang.L("Problem List…"), nil, pm.on, func() { c.inWindow(c.problems.showProblemList) })
	k.wholeBoard = switchOf(def(lang.L("Whole Board"), shortcut(fyne.KeyB, true), pm.on, c.toggleWholeBoard),
		func() bool { return c.prefs.Bool(prefWhole) })
	k.retryFail = def(lang.L("Retry the Failed Ones"), nil, inSet, c.problems.retryFailed)
	k.reviewDue = def(lang.L("Review Due Problems"), nil, pm.canReviewDue, c.problems.reviewDue)
	k.beginner = def(lang.L("Beginner Problems"), nil, func() bool { return true }, c.problems.beginnerProblems)

	hint := k.hint
	can, act := hint.can, hint.act
	hint.can = func() bool {
		if pm.on() { // while the line is open and a right move is known
			return !pm.revealed && pm.verdicts[c.rec.tree.Current()] == problem.Open && len(pm.correct()) > 0
		}
		return can()
	}
	hint.act = func() {
		if pm.on() {
			c.problems.problemHint()
			return
		}
		act()
	}
}

// problemBar is problem mode's bar above the board: whose turn it is or
// the verdict, in large coloured words, the set's progress, and the
// commands. When a record that looks like a problem is opened, it offers
// to solve it.
type problemBar struct {
	box     *fyne.Container
	title   *widget.Label
	detail  *widget.Label
	offer   *fyne.Container
	actions *fyne.Container
	due     *widget.Button // the problems due for review, when there are
}

// newProblemBar makes the bar, hidden.
func newProblemBar(c *Controller) *problemBar {
	k := c.cmd
	b := &problemBar{
		title:  widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		detail: widget.NewLabel(""),
	}
	b.title.SizeName = theme.SizeNameSubHeadingText
	b.title.Wrapping = fyne.TextWrapWord
	b.detail.Wrapping = fyne.TextWrapWord
	solve := widget.NewButtonWithIcon(lang.L("Solve"), theme.MediaPlayIcon(), func() { c.view.report(c.problems.solveProblems()) })
	solve.Importance = widget.HighImportance
	dismiss := widget.NewButtonWithIcon("", theme.CancelIcon(), func() {
		c.problems.offered = false
		b.update(c.problems)
	})
	dismiss.Importance = widget.LowImportance
	b.offer = container.NewHBox(solve, dismiss)
	leave := widget.NewButtonWithIcon("", theme.CancelIcon(), c.problems.leaveProblems)
	leave.Importance = widget.LowImportance
	b.due = widget.NewButtonWithIcon("", theme.HistoryIcon(), c.problems.reviewDue)
	b.due.Hide()
	b.actions = container.NewHBox(
		k.tryAgain.button(lang.L("Try again"), theme.ViewRefreshIcon()),
		k.hint.button(lang.L("Hint"), theme.SearchIcon()),
		k.solution.button(lang.L("Solution"), theme.VisibilityIcon()),
		k.prevProblem.button("", theme.NavigateBackIcon()),
		k.nextProblem.button("", theme.NavigateNextIcon()),
		k.problemList.button("", theme.ListIcon()),
		leave)
	// The offer to review stands beside the set's progress, not among the
	// commands: with it there, the row of commands took the whole width in
	// German and pushed the verdict out of sight.
	b.due.Importance = widget.LowImportance
	body := container.NewBorder(nil, nil, nil, container.NewCenter(b.due), b.detail)
	b.box = barBox(b.title, container.NewStack(b.offer, b.actions), body)
	return b
}

// newBar makes the bar (mode).
func (pm *problemMode) newBar() fyne.CanvasObject {
	pm.bar = newProblemBar(pm.c)
	return pm.bar.box
}

// showBar shows the mode's state, or the offer to solve (mode).
func (pm *problemMode) showBar() { pm.bar.update(pm) }

// update shows the state of problem mode.
func (b *problemBar) update(pm *problemMode) {
	if b == nil {
		return
	}
	switch {
	case pm.on():
		b.offer.Hide()
		b.actions.Show()
		b.title.Importance = widget.MediumImportance
		c := pm.c
		title := fmt.Sprintf(lang.L("%s to play."), colorName(pm.prob.ToPlay()))
		switch pm.verdicts[c.rec.tree.Current()] {
		case problem.Right:
			title, b.title.Importance = lang.L("Right!"), widget.SuccessImportance
		case problem.Wrong:
			title, b.title.Importance = lang.L("Wrong."), widget.DangerImportance
		}
		if pm.revealed {
			title = lang.L("The solution")
		}
		b.title.SetText(title)
		b.detail.SetText(pm.progressText())
		if n := pm.dueOffer(); n > 0 {
			b.due.SetText(fmt.Sprintf(lang.N("Due for review (%d)", n), n))
			b.due.Show()
		} else {
			b.due.Hide()
		}
	case pm.offerShown():
		b.actions.Hide()
		b.offer.Show()
		b.title.Importance = widget.MediumImportance
		b.title.SetText(lang.L("This looks like a life-and-death problem."))
		b.detail.SetText(lang.L("Solve it: play the answer, and Torreya answers from the file and says whether it is right."))
	default:
		b.box.Hide()
		return
	}
	b.title.Refresh()
	b.box.Show()
	b.box.Refresh()
}

// progressText says where the learner is in the set and how it went.
func (pm *problemMode) progressText() string {
	s := pm.set
	if s == nil || len(s.entries) < 2 {
		return ""
	}
	solved, failed, untried := s.tally()
	text := fmt.Sprintf(lang.L("Problem %d of %d · %d solved · %d failed · %d not tried"), s.pos+1, len(s.order), solved, failed, untried)
	switch {
	case s.taken == takeRandom:
		text += " · " + lang.L("random order")
	case s.taken == takeDue && pm.counted && s.step(1) < 0 && pm.dueOffer() == 0:
		text += " · " + lang.L("the review is done: no other problem is due")
	case s.taken == takeDue:
		text += " · " + lang.L("reviewing the ones due")
	}
	return text
}

// offerShown reports whether the offer to solve the document's record is
// up: not while a lesson or the joseki explorer has the board, whose
// record is not the document's (the offer's Solve would fail there); it
// is back when they end.
func (pm *problemMode) offerShown() bool { return pm.offered && !pm.c.inMode() }

// offer shows the offer to solve root when it looks like a problem.
func (pm *problemMode) offer(root *sgf.Node) {
	pm.offered = !pm.on() && problem.Looks(root)
	pm.bar.update(pm)
}

// reset forgets the offer and the set: another record is about to be
// shown (dropMode has ended the mode).
func (pm *problemMode) reset() {
	pm.answer.stop()
	pm.offered, pm.set = false, nil
	if pm.bar != nil {
		pm.bar.update(pm)
	}
}
