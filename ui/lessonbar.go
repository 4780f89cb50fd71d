package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// lessonBar is the course's bar above the board: the lesson, the task and
// the feedback on the last move, with the lesson's commands.
type lessonBar struct {
	box     *fyne.Container
	title   *widget.Label
	task    *widget.Label
	said    *widget.Label
	number  *fyne.Container // the entry for a number, when the task asks one
	entry   *widget.Entry
	final   *widget.Button
	actions *fyne.Container
	offer   *fyne.Container
}

// newLessonBar makes the bar, hidden.
func newLessonBar(c *Controller) *lessonBar {
	k := c.cmd
	b := &lessonBar{
		title: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		task:  widget.NewLabel(""),
		said:  widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		entry: widget.NewEntry(),
	}
	b.task.Wrapping, b.said.Wrapping, b.title.Truncation = fyne.TextWrapWord, fyne.TextWrapWord, fyne.TextTruncateEllipsis
	b.entry.SetPlaceHolder(lang.L("a number"))
	b.entry.OnSubmitted = func(s string) { c.lessons.answer(s) }
	b.number = container.NewBorder(nil, nil, nil, widget.NewButton(lang.L("Answer"), func() { c.lessons.answer(b.entry.Text) }), b.entry)
	b.final = widget.NewButtonWithIcon(lang.L("Start the Game"), theme.MediaPlayIcon(), c.lessons.startFirstGame)
	b.final.Importance = widget.HighImportance
	leave := widget.NewButtonWithIcon("", theme.CancelIcon(), c.lessons.leaveLessons)
	leave.Importance = widget.LowImportance
	b.actions = container.NewHBox(
		k.lessonHint.button(lang.L("Hint"), theme.SearchIcon()),
		k.retryTask.button(lang.L("Retry"), theme.ViewRefreshIcon()),
		k.lessonPass.button(lang.L("Pass"), nil),
		k.prevTask.button("", theme.NavigateBackIcon()),
		k.nextTask.button("", theme.NavigateNextIcon()),
		k.lessonList.button("", theme.ListIcon()),
		leave)
	start := widget.NewButtonWithIcon(lang.L("Start"), theme.MediaPlayIcon(), c.lessons.learnToPlay)
	start.Importance = widget.HighImportance
	notNow := widget.NewButton(lang.L("Not now"), func() {
		c.lessons.offered = false
		b.update(c.lessons)
	})
	b.offer = container.NewHBox(start, notNow)
	b.box = barBox(b.title, container.NewStack(b.actions, b.offer), container.NewVBox(b.task, b.said, b.number, b.final))
	return b
}

// newBar makes the bar (mode).
func (lm *lessonMode) newBar() fyne.CanvasObject {
	lm.bar = newLessonBar(lm.c)
	return lm.bar.box
}

// showBar shows the course's state, or its offer (mode).
func (lm *lessonMode) showBar() { lm.bar.update(lm) }

// update shows the course's state.
func (b *lessonBar) update(lm *lessonMode) {
	switch {
	case lm.on():
		l := lm.lesson()
		b.offer.Hide()
		b.actions.Show()
		b.title.SetText(fmt.Sprintf(lang.L("Lesson %d of %d · %s"), lm.les+1, len(lm.course.Lessons), lessonWord(l.Title)))
		if lm.att != nil {
			b.task.SetText(fmt.Sprintf(lang.L("Task %d of %d: %s"), lm.task+1, len(l.Tasks), lm.prompt()))
		} else {
			b.task.SetText(lm.prompt())
		}
		b.said.SetText(lm.said)
		switch {
		case lm.saidOK:
			b.said.Importance = widget.SuccessImportance
		case lm.saidBad:
			b.said.Importance = widget.DangerImportance
		default:
			b.said.Importance = widget.MediumImportance
		}
		if lm.att == nil || lm.att.Over() || lm.saidOK {
			b.entry.Disable()
		} else {
			b.entry.Enable()
		}
		b.said.Show() // empty or not: the board does not jump when it speaks
		b.said.Refresh()
		asks := lm.att != nil && lm.lesson().Tasks[lm.task].AsksNumber()
		if asks != !b.number.Hidden {
			b.number.Hidden = !asks
			b.entry.SetText("")
			b.number.Refresh()
		}
		b.final.Hidden = !l.Final
		b.final.Refresh()
	case lm.offered:
		b.actions.Hide()
		b.offer.Show()
		b.number.Hide()
		b.final.Hide()
		b.title.SetText(lang.L("New to Go? Learn to play inside Torreya."))
		b.task.SetText(fmt.Sprintf(lang.L("%d short lessons on small boards, from the first stone to your first game against the computer."), lm.count))
		b.said.Hide()
	default:
		if !b.box.Hidden {
			b.box.Hide()
		}
		return
	}
	b.box.Show()
	b.box.Refresh()
}

// lessonCmds are the course's commands.
type lessonCmds struct {
	learn, lessonList, lessonHint, retryTask *command
	nextTask, prevTask, lessonPass           *command
}

// commands defines the course's commands (mode); the hint key and the
// variation keys serve it while a lesson is shown.
func (lm *lessonMode) commands(k *commands) {
	c := lm.c
	def := func(label string, can func() bool, act func()) *command { return k.def(label, nil, can, act) }
	live := func() bool { return lm.on() && lm.att != nil && !lm.att.Over() }
	k.learn = def(lang.L("Learn to Play…"), nil, c.lessons.learnToPlay)
	k.learn.key = &desktop.CustomShortcut{KeyName: fyne.KeyF1} // help, as everywhere
	k.lessonList = def(lang.L("Lessons…"), nil, func() { c.inWindow(c.lessons.showLessonList) })
	k.lessonHint = def(lang.L("Hint"), func() bool { return live() || lm.on() && lm.att != nil && lm.showable }, c.lessons.lessonHint)
	k.retryTask = def(lang.L("Retry"), func() bool { return lm.on() && lm.att != nil }, c.lessons.retryTask)
	k.nextTask = def(lang.L("Next Task"), func() bool {
		return lm.on() && lm.les < len(lm.course.Lessons)-1 || lm.on() && lm.task+1 < len(lm.lesson().Tasks)
	}, c.lessons.nextTask)
	k.prevTask = def(lang.L("Previous Task"), func() bool { return lm.on() && (lm.les > 0 || lm.task > 0) }, c.lessons.previousTask)
	k.lessonPass = def(lang.L("Pass"), live, c.lessons.lessonPass)
}

// blocks keeps the game's commands that would play, edit or read the
// position off while a lesson is shown (mode): the board is the lesson's.
func (lm *lessonMode) blocks(k *commands) []*command {
	return append([]*command{k.undo, k.redo, k.pass, k.resign, k.players, k.estimate, k.hint, k.analyze, k.review,
		k.mainLine, k.variationUp, k.variationDown, k.deleteHere, k.deleteAfter, k.paste,
		k.editMode, k.gameInfo, k.solve, k.joseki}, k.annotations...)
}
