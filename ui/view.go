package ui

import (
	"fmt"
	"image/color"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/gametree"
	"github.com/torreya/torreya/ui/goban"
)

// Preference keys.
const (
	prefCoords  = "coordinates"
	prefNumbers = "moveNumbers"
	prefFuzzy   = "fuzzyStones"
	prefWood    = "wood"
	prefRules   = "defaultRules"
	prefSize    = "defaultSize"
	prefWidth   = "windowWidth"
	prefHeight  = "windowHeight"
	// prefTree says whether the game tree is shown, prefTreeSplit the
	// board's share of the width it shares with the tree.
	prefTree      = "treePanel"
	prefTreeSplit = "treeSplit"
	prefRecent    = "recentFiles"
	prefLastDir   = "lastFolder"
	prefBlack     = "blackPlayer"
	prefWhite     = "whitePlayer"
	// prefHintEngine is the command of a GTP engine that gives hints; empty
	// for the built-in player.
	prefHintEngine = "hintEngine"
	// The players of the autosaved game, as formatSpec writes them.
	prefAutosaveBlack = "autosaveBlack"
	prefAutosaveWhite = "autosaveWhite"
)

// view is the window's content: the board, the players panel with the lids,
// the comment, navigation, the game buttons and the status line.
type view struct {
	c       *Controller
	board   *goban.Board
	content fyne.CanvasObject
	window  fyne.Window // set by Attach; dialogs need it
	dialogs dialogs     // the dialogs open, for Escape
	untold  [][2]string // messages (title, text) told before Attach
	app     fyne.App    // set by Attach; the clipboard
	// askSave asks about unsaved changes (askUnsaved; tests answer it).
	askSave func(answer func(saveAnswer))

	lids    [3]*goban.Lid // by the colour of the prisoners
	names   [3]*widget.Label
	info    [3]*widget.Label
	turn    [3]*canvas.Circle
	game    *widget.Label
	reading *widget.Label // what the hint and the estimate found
	news    *news
	side    *fyne.Container // the side panel
	tree    *gametree.View  // the game tree, beside the board when shown
	split   *container.Split
	details *container.Scroll
	// detailsHeight is the height the details had at the last layout.
	detailsHeight float32
	comment       *longText
	status        *widget.Label

	pass, resign, undo *widget.Button
	hint, estimate     *widget.Button
	accept, resume     *widget.Button
	done               *widget.Button
	nav                []*widget.Button
	playBox, scoreBox  *fyne.Container
	placeBox           *fyne.Container
	recentMenu         *fyne.MenuItem
	mainMenu           *fyne.MainMenu
	commentTitle       *widget.Label
	commentEdit        *widget.Button // the comment's pencil, hidden where the text is a mode's
}

func newView(c *Controller) *view {
	v := &view{c: c, board: goban.NewBoard()}
	v.askSave = v.askUnsaved
	v.board.OnTapped = c.tap
	v.board.Legal = c.legal
	v.board.OnHover = c.hover

	players := container.NewVBox()
	for _, col := range []engine.Color{engine.Black, engine.White} {
		// Each player's lid holds the stones that player captured.
		lid := goban.NewLid(col.Opponent())
		v.lids[col.Opponent()] = lid
		v.names[col] = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		v.names[col].Truncation = fyne.TextTruncateEllipsis
		v.info[col] = widget.NewLabel("")
		stone := canvas.NewCircle(goban.StoneColor(col))
		stone.StrokeColor = color.NRGBA{0x80, 0x80, 0x80, 0xff}
		stone.StrokeWidth = 1
		v.turn[col] = canvas.NewCircle(goban.LastColor)
		dot := container.NewGridWrap(fyne.NewSize(16, 16), container.NewStack(stone))
		turn := container.NewGridWrap(fyne.NewSize(10, 10), v.turn[col])
		head := container.NewBorder(nil, nil, container.NewHBox(dot, turn), nil, v.names[col])
		lidBox := container.NewGridWrap(fyne.NewSize(84, 84), lid)
		players.Add(container.NewBorder(nil, nil, lidBox, nil, container.NewVBox(head, v.info[col])))
	}
	v.game = widget.NewLabel("")
	v.game.Wrapping = fyne.TextWrapWord
	v.reading = widget.NewLabel("")
	v.reading.Wrapping = fyne.TextWrapWord
	v.reading.Hide()
	v.news = newNews(c.cmd.save, c.cmd.review, c.cmd.newGame)
	v.comment = newLongText(c.deps.Go, c.deps.Post)
	v.status = widget.NewLabel("")
	v.status.Truncation = fyne.TextTruncateEllipsis

	// Fyne buttons have no tooltips; the Go menu names each of these.
	k := c.cmd
	v.nav = k.navButtons()
	nav := container.New(evenRow{cell: fyne.NewSize(28, 36)}, toObjects(v.nav)...)
	v.pass = k.pass.button(lang.L("Pass"), nil)
	v.resign = k.resign.button(lang.L("Resign"), nil)
	v.undo = k.undo.button(lang.L("Undo"), nil) // no icon: the label must fit a third of the panel in every language ("Rückgängig")
	v.hint = k.hint.button(lang.L("Hint"), theme.SearchIcon())
	v.estimate = k.estimate.button(lang.L("Territory"), theme.VisibilityIcon())
	v.playBox = container.NewVBox(
		container.NewGridWithColumns(3, v.pass, v.resign, v.undo),
		container.NewGridWithColumns(2, v.hint, v.estimate))
	v.accept = k.accept.button(lang.L("Accept score"), theme.ConfirmIcon())
	v.accept.Importance = widget.HighImportance
	v.resume = k.resume.button(lang.L("Resume play"), nil)
	v.scoreBox = container.NewGridWithColumns(1, v.accept, v.resume)
	v.done = k.done.button(lang.L("Done"), theme.ConfirmIcon())
	v.placeBox = container.NewGridWithColumns(1, v.done)
	actions := container.NewStack(v.playBox, v.scoreBox, v.placeBox)

	v.commentEdit = widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), v.editComment)
	v.commentEdit.Importance = widget.LowImportance
	v.commentTitle = widget.NewLabelWithStyle(lang.L("Comment"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	v.commentTitle.Truncation = fyne.TextTruncateEllipsis
	commentHead := container.NewBorder(nil, nil, nil, v.commentEdit, v.commentTitle)
	commentCard := container.NewBorder(commentHead, nil, nil, nil, v.comment)
	sides := sideLayout{}
	v.details = container.NewVScroll(container.NewVBox(players, widget.NewSeparator(), v.game, v.reading))
	v.side = container.New(sides,
		v.details,
		commentCard,
		container.NewVBox(widget.NewSeparator(), nav, actions))
	v.tree = gametree.NewView()
	v.tree.OnSelect = c.goTo
	v.tree.Describe = treeTip{c}.describe
	v.tree.Hide()
	v.split = container.NewHSplit(container.NewPadded(v.board), v.tree)
	v.split.Offset = 0.72
	bars := []fyne.CanvasObject{v.news.box, c.stall.box}
	for _, m := range c.modes {
		bars = append(bars, m.newBar())
	}
	board := container.NewBorder(container.NewVBox(append(bars, c.editor.bar)...),
		c.reviewer.panel(c.cmd), nil, nil, v.split)
	v.content = container.NewBorder(nil, container.NewPadded(v.status), nil, nil,
		container.New(&mainLayout{}, board, v.side))
	return v
}

// toObjects lists buttons as canvas objects, for a container.
func toObjects(bs []*widget.Button) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(bs))
	for i, b := range bs {
		out[i] = b
	}
	return out
}

// viewState is what the view shows: the record and the rest of the
// controller's state, read, never changed.
type viewState struct {
	rec        *record
	clock      *clock
	now        time.Time
	computer   [3]bool // by colour
	prisoners  [3]int  // the stones each colour has captured, by colour
	counted    bool    // a count is made or shown: the prisoners include the dead stones
	thinking   bool
	estimateOn bool
	analysis   func(*goban.View) // adds the hint and the estimate
	reading    string            // what the hint and the estimate found
	textTitle  string            // the side panel's text: "Comment", or "Lesson" for a lesson's words
	textLocked bool              // the text is a mode's board's, not the record's to edit
}

// prisoners returns the stones each colour holds as prisoners (the
// record's: its captures, and the dead stones while a count is made or
// shown, which counted reports), or the mode's when its board is not a game
// (a lesson's position is rebuilt from setup stones, which carry no
// captures).
func (c *Controller) prisoners() (n [3]int, counted bool) {
	n, counted = c.rec.prisoners()
	if m, ok := c.mode.(interface{ prisoners() ([3]int, bool) }); ok {
		if own, has := m.prisoners(); has {
			return own, false
		}
	}
	return n, counted
}

// viewState returns what the view shows now.
func (c *Controller) viewState() viewState {
	s := viewState{rec: c.rec, clock: c.clock, now: c.deps.Now(),
		computer:   [3]bool{engine.Black: c.seats.computer(engine.Black), engine.White: c.seats.computer(engine.White)},
		thinking:   c.thinking(),
		estimateOn: c.an.estimateOn,
		analysis:   c.decorate,
		reading:    c.an.text(),
		textTitle:  lang.L("Comment"),
		textLocked: c.inMode(),
	}
	if c.inMode() {
		// The mode answers on its board, not the game's computer player.
		s.computer = [3]bool{}
	}
	if c.lessons.on() {
		s.textTitle = lang.L("Lesson")
	}
	s.prisoners, s.counted = c.prisoners()
	return s
}

// update shows s.
func (v *view) update(s viewState) {
	r := s.rec
	t := r.tree
	w, h := t.Size()
	n := t.Current()
	path := sgf.PathTo(n)
	nums, moveNo := moveNumbers(path, w, h)
	b := r.game.Board()
	last := engine.Pass
	if m, has, err := n.Move(w, h); has && err == nil {
		last = m.Point
	}
	ko := engine.Pass
	if kp, kc := b.Ko(); kp != engine.Pass && kc == r.toMove() {
		ko = kp
	}
	view := goban.View{
		Board:      b,
		Turn:       r.toMove(),
		Last:       last,
		Ko:         ko,
		MoveNumber: moveNo,
		Numbers:    nums,
		Marks:      goban.Markup(n, w, h),
		Next:       nextMoves(n, w, h),
	}
	if r.phase == scoring {
		view.Scoring = true
		view.Dead = r.dead
		view.Territory = make(map[engine.Point]engine.Color)
		for _, p := range b.Points() {
			if o := r.score.Owner(p); o == engine.Black || o == engine.White {
				view.Territory[p] = o
			}
		}
	} else if territory, dead, ok := r.counted(); ok {
		// The end of a counted game goes on showing the count.
		view.Scoring, view.Territory, view.Dead = true, territory, dead
	}
	if r.phase == placing {
		view.Turn = engine.Black
	}
	s.analysis(&view)
	v.board.SetView(view)

	root := t.Root()
	for _, col := range []engine.Color{engine.Black, engine.White} {
		name := root.Player(col)
		if name == "" {
			name = colorName(col)
		}
		if rk := root.Rank(col); rk != "" {
			name += " " + rk
		}
		v.names[col].SetText(clipText(name, maxShownName))
		v.lids[col.Opponent()].SetCount(s.prisoners[col])
		if col == r.toMove() && r.phase != scoring && r.phase != finished {
			v.turn[col].Show()
		} else {
			v.turn[col].Hide()
		}
	}
	v.updateClocks(s)
	info := fmt.Sprintf(lang.L("Komi %s · %s rules · move %d"), points(r.game.Komi()), rulesWord(t.Rules()), moveNo)
	if hc := r.game.Handicap(); hc >= 2 {
		info += " · " + fmt.Sprintf(lang.L("handicap %d"), hc)
	}
	if re := root.Result(); re != "" {
		info += " · " + lang.L("result") + " " + re
	}
	if kids := len(n.Children()); kids > 1 {
		info += " · " + fmt.Sprintf(lang.N("%d variations", kids), kids)
	}
	if err := t.Problem(n); err != nil {
		// A move the rules refuse stays in the record, marked in the tree;
		// the board stands as before it.
		info += "\n" + fmt.Sprintf(lang.L("This move is illegal (%s): it is kept in the record but not played."), reason(err))
	}
	v.game.SetText(info)
	v.comment.SetText(strings.TrimSpace(n.Comment()))
	title := s.textTitle
	if a := annotationText(n); a != "" && !s.textLocked {
		title += " · " + a
	}
	v.commentTitle.SetText(title)
	if s.textLocked != v.commentEdit.Hidden {
		if s.textLocked {
			v.commentEdit.Hide()
		} else {
			v.commentEdit.Show()
		}
	}
	v.reading.SetText(s.reading)
	if hide := s.reading == ""; hide != v.reading.Hidden {
		v.reading.Hidden = hide
		v.reading.Refresh()
	}
	v.news.follow(r)
	// The details above the comment may have grown or shrunk a line; their
	// scroll hides that from the panel's layout, so lay it out again.
	if h := v.details.Content.MinSize().Height; h != v.detailsHeight {
		v.detailsHeight = h
		v.side.Refresh()
	}

	v.playBox.Hidden = r.phase == scoring || r.phase == placing
	v.scoreBox.Hidden = r.phase != scoring
	v.placeBox.Hidden = r.phase != placing
	v.playBox.Refresh()
	v.scoreBox.Refresh()
	v.placeBox.Refresh()
	if imp := widget.MediumImportance; s.estimateOn != (v.estimate.Importance == widget.HighImportance) {
		if s.estimateOn {
			imp = widget.HighImportance
		}
		v.estimate.Importance = imp
		v.estimate.Refresh()
	}
}

// updateClocks shows captures and the time left for both players; in a
// count, the prisoners as the count has them, as the lids do.
func (v *view) updateClocks(s viewState) {
	for _, col := range []engine.Color{engine.Black, engine.White} {
		text := fmt.Sprintf(lang.L("Captures: %d"), s.prisoners[col])
		if s.counted {
			text = fmt.Sprintf(lang.L("Prisoners: %d"), s.prisoners[col])
		}
		if s.clock != nil {
			left, periods, byo, _ := s.clock.remaining(col, s.now)
			text += " · " + formatClock(left, periods, byo)
		}
		if s.computer[col] {
			text += " · " + lang.L("computer")
		}
		v.info[col].SetText(text)
	}
}

// copyDiagram puts the position on the clipboard as a diagram, drawn by
// draw: the plain board or Sensei's Library's markup.
func (v *view) copyDiagram(draw func() string) {
	if v.app == nil {
		return
	}
	v.app.Clipboard().SetContent(draw())
	v.c.setStatus(lang.L("The position is on the clipboard as a diagram."))
}

// editComment lets the user write the current node's comment.
func (v *view) editComment() {
	if v.window == nil {
		return
	}
	text := v.c.tree().Current().Comment()
	if len(text) > maxEditComment {
		v.showLongComment(text)
		return
	}
	entry := widget.NewMultiLineEntry()
	entry.Wrapping = fyne.TextWrapWord
	entry.SetText(text)
	entry.SetMinRowsVisible(8)
	d := dialog.NewCustomConfirm(lang.L("Comment"), lang.L("Save"), lang.L("Cancel"), entry, func(ok bool) {
		if ok {
			v.report(v.c.setComment(entry.Text))
		}
	}, v.window)
	d.Resize(fyne.NewSize(480, 320))
	v.dialogs.show(d)
	v.window.Canvas().Focus(entry)
}

// maxEditComment is the longest comment, in bytes, the comment editor
// takes: Fyne's entry wraps and shapes its whole text at each change. In
// the real window under Xvfb a 5 KB comment's editor opened in 0.7 s but
// lagged behind typing, and a 9.5 KB one took seconds to open and to show
// each key; 4 KB keeps typing at once.
const maxEditComment = 4 << 10

// maxClipboard is the most text, in bytes, Copy puts on the clipboard: X
// hands over a selection in one request of at most 16 MB, and GLFW does not
// split it, so a 20 MB comment reached other programs as nothing while the
// status said it was copied.
const maxClipboard = 4 << 20

// showLongComment says a comment is too long to edit here, and offers to
// copy it to edit it elsewhere; the comment is kept as it is.
func (v *view) showLongComment(text string) {
	if len(text) > maxClipboard {
		msg := widget.NewLabel(lang.L("This comment is too long to edit here or to copy. It is kept as it is in the record."))
		msg.Wrapping = fyne.TextWrapWord
		d := dialog.NewCustom(lang.L("Comment"), lang.L("Close"), msg, v.window)
		d.Resize(fyne.NewSize(420, 180))
		v.dialogs.show(d)
		return
	}
	msg := widget.NewLabel(lang.L("This comment is too long to edit here. It is kept as it is; copy it to edit it in another program."))
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("Comment"), lang.L("Close"), msg, v.window)
	copyIt := widget.NewButtonWithIcon(lang.L("Copy"), theme.ContentCopyIcon(), func() {
		if v.app != nil {
			v.app.Clipboard().SetContent(text)
		}
		d.Hide()
		v.c.setStatus(lang.L("The comment is on the clipboard."))
	})
	d.SetButtons([]fyne.CanvasObject{copyIt, widget.NewButton(lang.L("Close"), d.Hide)})
	d.Resize(fyne.NewSize(420, 180))
	v.dialogs.show(d)
}

// report shows an error from a button's action in the status line.
func (v *view) report(err error) {
	if err != nil {
		v.status.SetText(err.Error())
	}
}

// showError shows err in a dialog, or in the status line without a window.
func (v *view) showError(err error) {
	if v.window == nil {
		v.status.SetText(err.Error())
		return
	}
	v.dialogs.show(dialog.NewError(err, v.window))
}

// confirm asks a yes/no question; without a window it answers yes.
func (v *view) confirm(title, msg string, yes func()) {
	if v.window == nil {
		yes()
		return
	}
	v.dialogs.show(dialog.NewConfirm(title, msg, func(ok bool) {
		if ok {
			yes()
		}
	}, v.window))
}

// saveAnswer is the answer to the question about unsaved changes.
type saveAnswer int

// The answers.
const (
	answerCancel saveAnswer = iota
	answerSave
	answerDiscard
)

// askUnsaved asks what to do with unsaved changes: Save, Don't Save or
// Cancel. Closing the question is Cancel. Without a window it answers
// Don't Save.
func (v *view) askUnsaved(answer func(saveAnswer)) {
	if v.window == nil {
		answer(answerDiscard)
		return
	}
	name := lang.L("this game")
	if p := v.c.doc.path; p != "" {
		name = filepath.Base(p)
	}
	msg := widget.NewLabel(fmt.Sprintf(lang.L("Save the changes to %s before closing it?"), name))
	msg.Wrapping = fyne.TextWrapWord
	note := widget.NewLabel(lang.L("Without saving, the changes are lost."))
	note.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons(lang.L("Unsaved changes"), container.NewVBox(msg, note), v.window)
	done := false
	reply := func(a saveAnswer) func() {
		return func() {
			if !done {
				done = true
				d.Hide()
				answer(a)
			}
		}
	}
	save := widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), reply(answerSave))
	save.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{
		widget.NewButton(lang.L("Don't Save"), reply(answerDiscard)),
		widget.NewButton(lang.L("Cancel"), reply(answerCancel)),
		save,
	})
	d.SetOnClosed(func() { reply(answerCancel)() })
	d.Resize(fyne.NewSize(420, 180))
	v.dialogs.show(d)
}

// chooseGame lets the user pick one game of a collection.
func (v *view) chooseGame(col *sgf.Collection, pick func(int)) {
	if v.window == nil {
		pick(0)
		return
	}
	names := make([]string, len(col.Games))
	for i, g := range col.Games {
		names[i] = gameTitle(i, g)
	}
	var d dialog.Dialog
	list := widget.NewList(func() int { return len(names) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(names[i]) })
	list.OnSelected = func(i widget.ListItemID) {
		d.Hide()
		pick(i)
	}
	d = dialog.NewCustom(fmt.Sprintf(lang.N("This file holds %d games", len(names)), len(names)), lang.L("Cancel"), list, v.window)
	d.Resize(fyne.NewSize(480, 420))
	v.dialogs.show(d)
}

// gameTitle names a game of a collection for the chooser.
func gameTitle(i int, g *sgf.Node) string {
	parts := []string{fmt.Sprintf("%d.", i+1)}
	if gn := g.GameName(); gn != "" {
		parts = append(parts, gn)
	}
	if pb, pw := g.Player(engine.Black), g.Player(engine.White); pb != "" || pw != "" {
		parts = append(parts, pb+" – "+pw)
	}
	if dt := g.Date(); dt != "" {
		parts = append(parts, dt)
	}
	if re := g.Result(); re != "" {
		parts = append(parts, re)
	}
	return clipText(strings.Join(parts, "  "), maxShownName)
}

// maxShownName bounds the names and titles a label shows whole (a label
// lays out all its text): a record's player name can be megabytes.
const maxShownName = 200

// updateRecent rebuilds the recent-files menu.
func (v *view) updateRecent() {
	if v.recentMenu == nil {
		return
	}
	var items []*fyne.MenuItem
	for _, p := range v.c.recent() {
		path := p
		items = append(items, fyne.NewMenuItem(path, func() {
			v.c.confirmDiscard(func() { v.c.OpenFile(path) })
		}))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(lang.L("No recent files"), nil)
		none.Disabled = true
		items = append(items, none)
	}
	v.recentMenu.ChildMenu = fyne.NewMenu("", items...)
	if v.mainMenu != nil {
		v.mainMenu.Refresh()
	}
}

// clockTick is how often the clocks are redrawn.
const clockTick = 250 * time.Millisecond
