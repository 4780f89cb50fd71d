package ui

import (
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/assets"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/lesson"
	"github.com/torreya/torreya/ui/goban"
)

// Preferences of the course.
const (
	prefLessonsDone    = "lessons.done"    // the IDs of the lessons finished
	prefLessonsOffered = "lessons.offered" // the course was offered at a first start
)

// lessonMode is the course "Learn to play" (Help > Learn to Play): each
// lesson's few sentences, then its tasks on the board, checked move by move
// by engine/study/lesson, with the reason when a move does not do the task, a
// hint, a retry, and the list of lessons with those done ticked. The
// board is a scratch record rebuilt from the attempt's position, so a
// lesson never touches the document.
type lessonMode struct {
	c *Controller

	offered bool // the bar offers the course (first start)
	count   int  // the lessons the offer counts
	course  *lesson.Course
	err     error // the course could not be read
	les     int   // the lesson shown
	task    int   // its task
	att     *lesson.Attempt
	said    string         // the feedback on the last move, in words
	saidOK  bool           // it was good news: the task is done
	saidBad bool           // it was a refusal or a failure (a move that does not do the task)
	marks   []engine.Point // the stones the feedback points at
	hint    int            // 0 none, 1 the points to look at, 2 the move
	hintAt  lesson.Hint
	// showable: the attempt failed and the task has a right move to show;
	// Hint sets the task up again with it shown.
	showable bool

	bar *lessonBar
}

// newLessonMode returns the course, not read yet: most starts never open
// it, and reading its 27 files takes 5 ms and 5 MB (load reads it).
func newLessonMode(c *Controller) *lessonMode { return &lessonMode{c: c} }

// lessonFS is the course's folder in the program's assets.
func lessonFS() (fs.FS, error) { return fs.Sub(assets.Lessons, "lessons") }

// load reads the course the program carries (assets/lessons), once; it
// returns what kept it from being read.
func (lm *lessonMode) load() error {
	if lm.course != nil || lm.err != nil {
		return lm.err
	}
	fsys, err := lessonFS()
	var course *lesson.Course
	if err == nil {
		course, err = lesson.Load(fsys)
	}
	if err == nil && len(course.Lessons) == 0 {
		err = fmt.Errorf("%s", lang.L("there are no lessons"))
	}
	if err != nil {
		lm.err = err
		return err
	}
	lm.course = course
	return nil
}

// learnToPlay opens the course at the first lesson not done yet.
func (lm *lessonMode) learnToPlay() {
	c := lm.c
	if err := lm.load(); err != nil {
		c.view.showError(fmt.Errorf(lang.L("The lessons cannot be read: %w"), err))
		return
	}
	next := 0
	done := lm.done()
	for i, l := range lm.course.Lessons {
		if !done[l.ID] {
			next = i
			break
		}
	}
	c.lessons.openLesson(next)
}

// openLesson shows lesson i from its first task.
func (lm *lessonMode) openLesson(i int) {
	c := lm.c
	if lm.load() != nil || i < 0 || i >= len(lm.course.Lessons) {
		return
	}
	if !lm.on() {
		c.setMode(lm)
	}
	lm.offered = false
	c.prefs.SetBool(prefLessonsOffered, true)
	lm.les, lm.task = i, 0
	lm.start()
}

// leaveLessons closes the course and shows the record as it was.
func (lm *lessonMode) leaveLessons() {
	c := lm.c
	if !c.lessons.on() {
		return
	}
	c.setMode(nil)
	c.changed(false)
	c.setStatus(lang.L("The lesson is closed. Help > Learn to Play opens it again."))
}

// on reports whether a lesson has the board.
func (lm *lessonMode) on() bool { return lm.c.mode == mode(lm) }

// end drops the task under way (mode).
func (lm *lessonMode) end() { lm.att = nil }

// allows reports what may be shown over a lesson (mode): nothing, as a
// reading or an estimate would do the task for the learner.
func (lm *lessonMode) allows(overlay) bool { return false }

// lesson returns the lesson shown.
func (lm *lessonMode) lesson() *lesson.Lesson { return lm.course.Lessons[lm.les] }

// start begins the current task afresh (or shows the final lesson).
func (lm *lessonMode) start() {
	l := lm.lesson()
	lm.said, lm.saidOK, lm.saidBad, lm.marks, lm.hint, lm.showable = "", false, false, nil, 0, false
	if lm.bar != nil {
		lm.bar.entry.SetText("") // a new task's number starts empty
	}
	lm.att = nil
	if !l.Final && lm.task < len(l.Tasks) {
		lm.att = l.Tasks[lm.task].Start()
	}
	lm.show()
	lm.c.setStatus(lm.prompt())
}

// prompt is the task's question, or the final lesson's invitation.
func (lm *lessonMode) prompt() string {
	l := lm.lesson()
	if l.Final || lm.att == nil {
		return lang.L("Press Start the Game when you are ready.")
	}
	return lessonWord(l.Tasks[lm.task].Prompt)
}

// show rebuilds the board from the attempt: the scratch record holds the
// position as setup stones, the lesson's words as its comment.
func (lm *lessonMode) show() {
	c := lm.c
	l := lm.lesson()
	b := l.Board
	turn := engine.Black
	if lm.att != nil {
		b, turn = lm.att.Board(), lm.att.ToPlay()
	}
	var props []sgf.Property
	for _, col := range []engine.Color{engine.Black, engine.White} {
		var pts []string
		for _, p := range b.Points() {
			if b.At(p) == col {
				pts = append(pts, sgf.PointValue(p))
			}
		}
		if len(pts) > 0 {
			id := "AB"
			if col == engine.White {
				id = "AW"
			}
			props = append(props, sgf.Property{ID: id, Values: pts})
		}
	}
	pl := "B"
	if turn == engine.White {
		pl = "W"
	}
	var words []string
	for _, s := range l.Intro {
		words = append(words, lessonWord(s))
	}
	if lm.att != nil { // the task's rules and komi, which counting tasks speak of
		t := l.Tasks[lm.task]
		props = append(props, sgf.Property{ID: "KM", Values: []string{points(t.Komi)}},
			sgf.Property{ID: "RU", Values: []string{sgf.RulesName(t.Rules)}})
	}
	props = append(props, sgf.Property{ID: "PL", Values: []string{pl}},
		sgf.Property{ID: "C", Values: []string{sgf.Escape(strings.Join(words, "\n\n"))}})
	t, err := sgf.New(b.Width(), b.Height(), props...)
	if err != nil { // the course was read and checked: a broken invariant
		c.setStatus(err.Error())
		return
	}
	c.rec = newRecord(t, 0)
	c.changed(false)
}

// tap plays the learner's move (or taps a point, for the tasks that ask
// for one).
func (lm *lessonMode) tap(p engine.Point) {
	if lm.att == nil || lm.att.Over() {
		lm.c.setStatus(lang.L("Press Retry, or go on to the next task."))
		return
	}
	before := lm.att.Board().Hash()
	f := lm.att.Play(p)
	lm.feedback(f, !f.Done && (f.Failed || lm.att.Board().Hash() == before))
}

// feedback shows what the checker said; bad says it refused the move or
// the attempt failed (shown in red), else it is news of progress or done.
func (lm *lessonMode) feedback(f lesson.Feedback, bad bool) {
	lm.said = lessonSaid(f.Say, f.Args)
	lm.saidOK, lm.saidBad = f.Done, bad
	lm.marks = f.Marks
	if f.Failed && lm.att.Over() {
		// The board now holds the wrong move and White's answer; the right
		// move is offered from the task's start, where it belongs.
		if t := lm.lesson().Tasks[lm.task]; t.Start().Hint().Move != engine.Pass {
			lm.showable = true
			lm.said += " " + lang.L("Press Hint to see the right move.")
		}
	}
	if f.Done {
		lm.hint = 0
		if lm.task == len(lm.lesson().Tasks)-1 {
			lm.finish()
			lm.said += " " + lang.L("The lesson is done!")
		}
	}
	lm.show()
	lm.c.setStatus(lm.said)
}

// finish records the current lesson as done.
func (lm *lessonMode) finish() {
	id := lm.lesson().ID
	done := lm.c.prefs.StringList(prefLessonsDone)
	if !slices.Contains(done, id) {
		lm.c.prefs.SetStringList(prefLessonsDone, append(done, id))
	}
}

// done returns the lessons finished.
func (lm *lessonMode) done() map[string]bool {
	out := map[string]bool{}
	for _, id := range lm.c.prefs.StringList(prefLessonsDone) {
		out[id] = true
	}
	return out
}

// answer gives the learner's number for a task that asks one.
func (lm *lessonMode) answer(text string) {
	c := lm.c
	if lm.att == nil || lm.att.Over() {
		return
	}
	n, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(text), ",", "."), 64)
	if err != nil {
		c.setStatus(lang.L("Type a number, such as 3 or 6.5."))
		return
	}
	f := lm.att.Answer(n)
	lm.feedback(f, !f.Done)
}

// lessonPass passes, for the tasks where passing is the answer.
func (lm *lessonMode) lessonPass() {
	c := lm.c
	if lm := c.lessons; lm.att != nil && !lm.att.Over() {
		f := lm.att.Play(engine.Pass)
		lm.feedback(f, !f.Done)
	}
}

// lessonHint shows where to look, then the move; after a failed attempt it
// sets the task up again with the right move shown.
func (lm *lessonMode) lessonHint() {
	c := lm.c
	if lm.att != nil && lm.showable {
		lm.start()
		lm.hintAt, lm.hint = lm.att.Hint(), 2
		c.setStatus(lang.L("The right move is shown on the board. Play it."))
		c.redraw()
		return
	}
	if lm.att == nil || lm.att.Over() {
		return
	}
	lm.hintAt = lm.att.Hint()
	lm.hint = min(lm.hint+1, 2)
	if lm.hint == 2 && lm.hintAt.Move == engine.Pass {
		lm.hint = 1
	}
	c.setStatus(fmt.Sprintf(lessonWord(lm.hintAt.Say), lm.hintAt.Args...))
	c.redraw()
}

// retryTask starts the task again.
func (lm *lessonMode) retryTask() {
	c := lm.c
	if c.lessons.on() {
		c.lessons.start()
	}
}

// nextTask goes to the next task, or the next lesson after the last one.
func (lm *lessonMode) nextTask() {
	c := lm.c
	if !lm.on() {
		return
	}
	if lm.task+1 < len(lm.lesson().Tasks) {
		lm.task++
		lm.start()
		return
	}
	c.lessons.openLesson(lm.les + 1)
}

// previousTask goes back a task, or to the previous lesson's last.
func (lm *lessonMode) previousTask() {
	c := lm.c
	if !lm.on() {
		return
	}
	if lm.task > 0 {
		lm.task--
		lm.start()
		return
	}
	if lm.les > 0 {
		c.lessons.openLesson(lm.les - 1)
		lm.task = max(len(lm.lesson().Tasks)-1, 0)
		lm.start()
	}
}

// startFirstGame ends the course with its last lesson: a game on the
// lesson's board against the computer at its level.
func (lm *lessonMode) startFirstGame() {
	c := lm.c
	if !lm.on() || !lm.lesson().Final {
		return
	}
	l := lm.lesson()
	lm.finish()
	s := c.defaultSettings()
	s.Width, s.Height = max(l.Size, 9), max(l.Size, 9)
	s.Rules, s.Handicap, s.FreeHandicap = engine.Japanese(), 0, false
	s.Komi = s.Rules.Komi
	s.MainTime, s.ByoYomi, s.Periods = 0, 0, 0
	s.Black = PlayerSpec{Kind: Person}
	s.White = PlayerSpec{Kind: Computer, Level: max(l.Level, 1)}
	if err := c.newGame(s); err != nil {
		c.view.showError(err)
		return
	}
	c.setStatus(lang.L("Your first game: you play Black against the computer at level 1. Good luck!"))
}

// prisoners returns the stones each side has captured in the task (with
// the prisoners a counting task starts with), for the lids and the players'
// panels (view): the board the lesson shows is rebuilt from setup stones,
// which carry no captures.
func (lm *lessonMode) prisoners() ([3]int, bool) {
	var n [3]int
	if lm.att == nil {
		return n, false
	}
	b := lm.att.Board()
	for _, col := range []engine.Color{engine.Black, engine.White} {
		n[col] = b.Captures(col)
	}
	return n, true
}

// decorate adds the lesson's marks to the board's view: the file's markup,
// the stones the feedback points at, the hint. A point carries one mark,
// the newest: the feedback's ring replaces the task's square on a stone it
// speaks of, rather than being drawn over it.
func (lm *lessonMode) decorate(v *goban.View) {
	if !lm.on() {
		return
	}
	v.Next = nil
	if lm.att != nil {
		if m := lm.att.LastMove(); m != nil && m.Point != engine.Pass {
			v.Last = m.Point
		}
		t := lm.lesson().Tasks[lm.task]
		v.Marks = append(v.Marks, lessonMarks(t.Markup)...)
	} else {
		v.Marks = append(v.Marks, lessonMarks(lm.lesson().Markup)...)
	}
	for _, p := range lm.marks { // the points the feedback speaks of
		v.Marks = append(v.Marks, goban.Mark{Kind: goban.MarkCircle, At: p})
	}
	switch lm.hint {
	case 1:
		for _, p := range lm.hintAt.Look {
			v.Marks = append(v.Marks, goban.Mark{Kind: goban.MarkSelected, At: p})
		}
	case 2:
		v.Hint, v.HintColor = lm.hintAt.Move, lm.att.ToPlay()
	}
	v.Marks = newestMarks(v.Marks)
}

// newestMarks keeps, of the marks at one point, the last, in the marks'
// order.
func newestMarks(marks []goban.Mark) []goban.Mark {
	last := make(map[engine.Point]int, len(marks))
	for i, m := range marks {
		last[m.At] = i
	}
	out := marks[:0]
	for i, m := range marks {
		if last[m.At] == i {
			out = append(out, m)
		}
	}
	return out
}

// lessonMarks turns a lesson's markup into the board's.
func lessonMarks(m lesson.Markup) []goban.Mark {
	var out []goban.Mark
	add := func(kind goban.MarkKind, pts []engine.Point) {
		for _, p := range pts {
			out = append(out, goban.Mark{Kind: kind, At: p})
		}
	}
	add(goban.MarkTriangle, m.Triangles)
	add(goban.MarkSquare, m.Squares)
	add(goban.MarkCircle, m.Circles)
	add(goban.MarkCross, m.Crosses)
	for p, text := range m.Labels {
		out = append(out, goban.Mark{Kind: goban.MarkLabel, At: p, Text: text})
	}
	return out
}

// showLessonList lists the lessons, those done ticked; choosing one opens it.
func (lm *lessonMode) showLessonList(w fyne.Window) {
	c := lm.c
	if err := lm.load(); err != nil {
		c.view.showError(fmt.Errorf(lang.L("The lessons cannot be read: %w"), err))
		return
	}
	done := lm.done()
	var d dialog.Dialog
	list := widget.NewList(func() int { return len(lm.course.Lessons) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, widget.NewIcon(theme.ConfirmIcon()), nil, widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			l := lm.course.Lessons[i]
			row.Objects[0].(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, lessonWord(l.Title)))
			icon := row.Objects[1].(*widget.Icon)
			if done[l.ID] {
				icon.SetResource(theme.ConfirmIcon())
			} else {
				icon.SetResource(theme.RadioButtonIcon())
			}
		})
	list.OnSelected = func(i widget.ListItemID) {
		d.Hide()
		c.lessons.openLesson(i)
	}
	head := widget.NewLabel(fmt.Sprintf(lang.L("%d lessons · %d done"), len(lm.course.Lessons), len(done)))
	// After the course, the problems practise what it taught.
	more := widget.NewButtonWithIcon(lang.L("Beginner Problems"), theme.MediaPlayIcon(), func() {
		d.Hide()
		c.problems.beginnerProblems()
	})
	d = dialog.NewCustom(lang.L("Learn to Play"), lang.L("Close"), container.NewBorder(head, more, nil, nil, list), w)
	d.Resize(fyne.NewSize(420, 560))
	if lm.on() {
		list.ScrollTo(lm.les)
	}
	lm.c.view.dialogs.show(d)
}

// OfferLessons offers the course above the board at the program's first
// start, once: a newcomer finds it without looking for it.
func (c *Controller) OfferLessons() {
	lm := c.lessons
	if c.prefs.Bool(prefLessonsOffered) {
		return
	}
	// The offer counts the lessons; they are read when the learner starts.
	fsys, err := lessonFS()
	n := 0
	if err == nil {
		n, err = lesson.Count(fsys)
	}
	if err != nil {
		return
	}
	c.prefs.SetBool(prefLessonsOffered, true)
	lm.offered, lm.count = true, n
	lm.bar.update(lm)
}

// lessonWord translates a text of the course, or of the program's own
// problem sets (assets/problems). Its keys come from those files and from
// engine/study/lesson's feedback, not from literals here, so the check on
// lang.L's literals cannot see them: engine/study/lesson's tests and
// TestBuiltinTextsTranslated check that every one of them is in en.json.
func lessonWord(key string) string { return lang.X(key, key) }
