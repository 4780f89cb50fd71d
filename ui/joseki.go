package ui

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/joseki"
	"github.com/torreya/torreya/ui/goban"
)

// josekiMode explores the open record as a joseki dictionary
// (engine/study/joseki): on a board of its own, every move the dictionary knows
// next is marked in the colour of what it says of it, in any corner and
// from either colour's side; stones put on the board with edit mode are
// found wherever the dictionary has them. In the drill the program plays
// one side from the dictionary at random and the learner the other; a
// move the dictionary calls a mistake, or does not know, is answered with
// what it plays instead.
type josekiMode struct {
	c *Controller

	reading bool // the dictionary is being indexed
	dict    *joseki.Dictionary
	name    string // the dictionary's file name

	drill  engine.Color            // the learner's colour in the drill, Empty when exploring
	stray  *sgf.Node               // in the drill, the position before a move the dictionary does not play
	shown  map[engine.Point]choice // the moves the board marks now, by point (decorate)
	answer job                     // the drill's answer, after a moment
	rng    *rand.Rand
	delay  time.Duration
	review josekiReview // the drill's lines' review schedule (josekireview.go)

	bar *josekiBar
}

// newJosekiMode returns the mode, off.
func newJosekiMode(c *Controller) *josekiMode {
	return &josekiMode{c: c, rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 11)), delay: 400 * time.Millisecond, review: josekiReview{c}}
}

// exploreJoseki starts the joseki explorer on the open record; the
// dictionary is indexed off the UI goroutine (Kogo's takes a moment).
func (jm *josekiMode) exploreJoseki() {
	c := jm.c
	if jm.on() || jm.reading {
		return
	}
	doc := c.docRecord()
	root := doc.tree.Root()
	w, h := doc.tree.Size()
	name := lang.L("this record")
	if c.doc.path != "" {
		name = strings.TrimSuffix(filepath.Base(c.doc.path), filepath.Ext(c.doc.path))
	}
	jm.reading = true
	c.setStatus(fmt.Sprintf(lang.L("Reading %s as a joseki dictionary…"), name))
	c.deps.Go(func() {
		d, err := joseki.Read(root, w, h)
		c.deps.Post(func() {
			jm.reading = false
			if err != nil {
				c.view.showError(fmt.Errorf(lang.L("Cannot read this record as a joseki dictionary: %w"), err))
				return
			}
			if c.docRecord().tree.Root() != root || jm.on() {
				return // another record was opened meanwhile
			}
			jm.begin(d, name)
		})
	})
}

// begin shows an empty board of the dictionary's size to explore on.
func (jm *josekiMode) begin(d *joseki.Dictionary, name string) {
	c := jm.c
	w, h := d.Size()
	t, err := sgf.New(w, h)
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	c.setMode(jm)
	jm.dict, jm.name, jm.drill = d, name, engine.Empty
	c.rec = newRecord(t, 0)
	c.changed(false)
	c.setStatus(fmt.Sprintf(lang.L("Play in any corner: the moves %s knows are marked."), name))
}

// leaveJoseki ends the explorer and shows the record again as it was.
func (jm *josekiMode) leaveJoseki() {
	c := jm.c
	if !c.joseki.on() {
		return
	}
	c.setMode(nil)
	c.changed(false)
	c.setStatus(lang.L("The joseki explorer is closed."))
}

// on reports whether the explorer has the board.
func (jm *josekiMode) on() bool { return jm.c.mode == mode(jm) }

// end drops the dictionary and the drill (mode).
func (jm *josekiMode) end() {
	jm.answer.stop()
	jm.dict, jm.drill, jm.stray, jm.shown = nil, engine.Empty, nil, nil
}

// allows reports what may be shown over the explorer (mode): edit mode
// while exploring, to set up a position to look up, and no reading of the
// computer's (the dictionary's moves are the explorer's hints; in the
// drill they are the answers).
func (jm *josekiMode) allows(o overlay) bool { return o == overlayEdit && jm.drill == engine.Empty }

// blocks turns off what would make the explorer's board a game or edit the
// document (mode): nobody resigns or counts there, its moves are not the
// record's to annotate, and problem mode waits until it is closed.
func (jm *josekiMode) blocks(k *commands) []*command {
	return append([]*command{k.resign, k.players, k.estimate, k.hint, k.analyze, k.review, k.gameInfo, k.mainLine,
		k.variationUp, k.variationDown, k.paste, k.solve}, k.annotations...)
}

// commands defines the explorer's commands (mode).
func (jm *josekiMode) commands(k *commands) {
	def, c := k.def, jm.c
	k.joseki = switchOf(def(lang.L("Joseki Explorer"), shortcut(fyne.KeyJ, true), func() bool { return jm.on() || c.docRecord().showsGame() }, func() {
		if jm.on() {
			c.joseki.leaveJoseki()
			return
		}
		c.joseki.exploreJoseki()
	}), jm.on)
	k.drillBlack = switchOf(def(lang.L("Drill as Black"), nil, jm.on, func() { c.joseki.startDrill(engine.Black) }),
		func() bool { return jm.on() && jm.drill == engine.Black })
	k.drillWhite = switchOf(def(lang.L("Drill as White"), nil, jm.on, func() { c.joseki.startDrill(engine.White) }),
		func() bool { return jm.on() && jm.drill == engine.White })
	k.explore = def(lang.L("Explore Freely"), nil, func() bool { return jm.on() && jm.drill != engine.Empty }, c.joseki.explore)
}

// choice is a move the dictionary knows next, as the board shows it.
type choice struct {
	cand joseki.Candidate
	pl   joseki.Place // the place it follows
}

// choices returns the moves the dictionary knows for the side to move on
// the board shown, one per point (the best word for it when several
// places offer it), and the places found.
func (jm *josekiMode) choices() (map[engine.Point]choice, []joseki.Place) {
	c := jm.c
	b := c.rec.tree.Board()
	turn := c.rec.toMove()
	places := jm.dict.Find(b)
	out := map[engine.Point]choice{}
	for _, pl := range places {
		for _, cd := range jm.dict.Next(pl) {
			p := cd.Move.Point
			if cd.Tenuki || cd.Move.Color != turn || p == engine.Pass || b.At(p) != engine.Empty {
				continue
			}
			if old, ok := out[p]; !ok || cd.Class.Outranks(old.cand.Class) {
				out[p] = choice{cd, pl}
			}
		}
	}
	return out, places
}

// classLook is how the explorer shows a class: the board's mark and the
// word for it.
func classLook(k joseki.Class) (goban.ChoiceKind, string) {
	switch k {
	case joseki.Joseki:
		return goban.ChoiceJoseki, lang.L("Joseki")
	case joseki.Good:
		return goban.ChoiceGood, lang.L("Good variation")
	case joseki.Trick:
		return goban.ChoiceTrick, lang.L("Trick play")
	case joseki.Mistake:
		return goban.ChoiceMistake, lang.L("Mistake")
	}
	return goban.ChoiceOther, lang.L("Unclassified")
}

// decorate marks the dictionary's next moves on the board's view.
func (jm *josekiMode) decorate(v *goban.View) {
	if !jm.on() {
		return
	}
	v.Next = nil
	jm.shown = nil
	if jm.drill != engine.Empty && jm.c.rec.toMove() != jm.drill {
		return // the program's turn in the drill: no answers shown
	}
	if jm.drill != engine.Empty && !jm.strayed() {
		return // the learner drills: the answers stay hidden until a stray move
	}
	cs, _ := jm.choices()
	for p, ch := range cs {
		mark, _ := classLook(ch.cand.Class)
		v.Choices = append(v.Choices, goban.Choice{Point: p, Kind: mark})
	}
	jm.shown = cs
}

// strayed reports whether the board shows the position before a move of
// the learner's in the drill that the dictionary calls a mistake or does
// not know: then what it plays instead is shown.
func (jm *josekiMode) strayed() bool {
	return jm.stray != nil && jm.c.rec.tree.Current() == jm.stray
}

// tap plays a move in the explorer: any legal move; in the drill the
// learner's colour only.
func (jm *josekiMode) tap(p engine.Point) {
	c := jm.c
	if jm.answer.running() {
		return
	}
	turn := c.rec.toMove()
	if jm.drill != engine.Empty && turn != jm.drill {
		c.setStatus(lang.L("Wait for the dictionary's answer."))
		return
	}
	if err := c.rec.legal(p); err != nil {
		c.setStatus(reason(err))
		return
	}
	cs, places := jm.choices()
	ch, known := cs[p]
	m := engine.Move{Color: turn, Point: p}
	if err := jm.play(m, ch, known); err != nil {
		c.setStatus(reason(err))
		return
	}
	_, h := c.rec.tree.Size()
	say := moveText(m, h)
	if known {
		say += " " + candidateWords(ch.cand)
	} else if len(places) > 0 {
		say += " " + lang.L("The dictionary does not know this move here.")
	}
	if jm.drill == engine.Empty {
		c.setStatus(say)
		return
	}
	jm.review.drilled(jm.dict, jm.name, ch, known, places, p)
	if !known || ch.cand.Class.Unsound() {
		// Back to the position before, with what the dictionary plays there.
		jm.markStray()
		c.setStatus(say + " " + lang.L("Back to the position before it: the dictionary's moves are marked. Try one."))
		return
	}
	c.setStatus(say)
	jm.reply(ch.pl, m)
}

// play plays m on the explorer's board, with the dictionary's comment and
// name on the node when it knows the move.
func (jm *josekiMode) play(m engine.Move, ch choice, known bool) error {
	c := jm.c
	with := func() []sgf.Property {
		if !known {
			return nil
		}
		var props []sgf.Property
		if cm := strings.TrimSpace(ch.cand.Comment); cm != "" {
			props = append(props, sgf.Property{ID: "C", Values: []string{sgf.Escape(cm)}})
		}
		if ch.cand.Name != "" {
			props = append(props, sgf.Property{ID: "N", Values: []string{sgf.Escape(ch.cand.Name)}})
		}
		if lb := jm.labels(ch); len(lb) > 0 {
			props = append(props, sgf.Property{ID: "LB", Values: lb})
		}
		return props
	}
	if err := c.rec.play(m, with); err != nil {
		return err
	}
	c.changed(true) // a scratch record: no edit of the document
	return nil
}

// labels returns the dictionary's labels on the node of ch, turned onto
// the board as the move is (the comment speaks of them: "'a' is joseki"),
// or nil when the move's node is not seen through ch's place's transform.
func (jm *josekiMode) labels(ch choice) []string {
	w, h := jm.dict.Size()
	m, has, err := ch.cand.Node.Move(w, h)
	if !has || err != nil || ch.pl.T.Move(m) != ch.cand.Move {
		return nil
	}
	var out []string
	for p, text := range ch.cand.Node.Labels(w, h) {
		out = append(out, sgf.PointValue(ch.pl.T.Point(p))+":"+sgf.Escape(text))
	}
	slices.Sort(out)
	return out
}

// markStray takes the learner's last move back, since the dictionary does
// not play it there, and shows the dictionary's moves in its place.
func (jm *josekiMode) markStray() {
	c := jm.c
	n := c.rec.tree.Current()
	jm.stray = n.Parent()
	if err := c.rec.edit(func(t *sgf.Tree) error { return t.Delete(n) }); err != nil {
		c.rec.goTo(jm.stray) // cannot fail on the explorer's own board; at least step back
	}
	c.changed(false)
}

// reply plays the dictionary's answer in the drill, a moment after the
// learner's move m that followed place pl.
func (jm *josekiMode) reply(pl joseki.Place, m engine.Move) {
	c := jm.c
	next, ok := jm.dict.Play(pl, m)
	if !ok {
		return
	}
	at := c.rec.tree.Current()
	after(&jm.answer, &c.deps, jm.delay, func() {
		if !jm.on() || c.rec.tree.Current() != at {
			return
		}
		cd, found, due := jm.review.reply(jm.dict, jm.name, next, jm.rng)
		if !found || cd.Tenuki || cd.Move.Point == engine.Pass {
			c.setStatus(lang.L("The dictionary's line ends here: the joseki is complete. Play in another corner, or Try Again."))
			return
		}
		if err := jm.play(cd.Move, choice{cd, next}, true); err != nil {
			c.setStatus(reason(err))
			return
		}
		_, h := c.rec.tree.Size()
		say := moveText(cd.Move, h) + " " + candidateWords(cd) + " " + fmt.Sprintf(lang.L("%s to play."), colorName(jm.drill))
		if due {
			say += " " + lang.L("This line is due for review.")
		}
		c.setStatus(say)
	})
}

// startDrill starts the drill with the learner playing col: a fresh board; as
// White the dictionary's first move comes in a corner chosen at random.
func (jm *josekiMode) startDrill(col engine.Color) {
	c := jm.c
	if !jm.on() {
		return
	}
	jm.answer.stop()
	w, h := jm.dict.Size()
	t, err := sgf.New(w, h)
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	c.rec = newRecord(t, 0)
	jm.drill, jm.stray = col, nil
	c.dropOverlays() // no edit mode in the drill
	c.changed(false)
	c.setStatus(fmt.Sprintf(lang.L("Drill: you play %s, the dictionary the other side. Play a joseki in any corner."), colorName(col)))
	if col == engine.White {
		corner := joseki.Corners[jm.rng.IntN(len(joseki.Corners))]
		var starts []joseki.Place
		for _, pl := range jm.dict.StartAt(corner) {
			if jm.dict.ToPlay(pl) == engine.Black {
				starts = append(starts, pl)
			}
		}
		if len(starts) == 0 {
			return
		}
		pl := starts[jm.rng.IntN(len(starts))]
		if cd, ok := jm.dict.Reply(pl, jm.rng); ok && !cd.Tenuki {
			_ = jm.play(cd.Move, choice{cd, pl}, true)
			_, h := c.rec.tree.Size()
			c.setStatus(moveText(cd.Move, h) + " " + fmt.Sprintf(lang.L("%s to play."), colorName(col)))
		}
	}
}

// explore ends the drill: free play again, from an empty board.
func (jm *josekiMode) explore() {
	if !jm.on() {
		return
	}
	jm.answer.stop()
	jm.begin(jm.dict, jm.name)
}

// candidateWords says what the dictionary says of a move: its class, its
// name and the first line of its comment.
func candidateWords(cd joseki.Candidate) string {
	_, word := classLook(cd.Class)
	say := word + "."
	if cd.Name != "" {
		say = word + ": " + cd.Name + "."
	}
	if cm := firstLine(strings.TrimSpace(cd.Comment)); cm != "" && cm != cd.Name {
		say += " " + cm
	}
	return say
}

// hovered says what the dictionary says of the move under the pointer.
func (jm *josekiMode) hovered(p engine.Point) string {
	if cd, ok := jm.shown[p]; ok && jm.on() {
		return candidateWords(cd.cand)
	}
	return ""
}

// josekiBar is the explorer's bar above the board: the dictionary, the
// colours' legend, and the drill.
type josekiBar struct {
	box    *fyne.Container
	title  *widget.Label
	legend *fyne.Container
}

// newJosekiBar makes the bar, hidden.
func newJosekiBar(c *Controller) *josekiBar {
	b := &josekiBar{title: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	b.title.Truncation = fyne.TextTruncateEllipsis
	key := func(k goban.ChoiceKind, label string) fyne.CanvasObject {
		dot := canvas.NewCircle(k.Color())
		dot.StrokeColor, dot.StrokeWidth = color.NRGBA{0, 0, 0, 0x60}, 1
		return container.NewHBox(container.NewCenter(container.NewGridWrap(fyne.NewSize(14, 14), dot)), widget.NewLabel(label))
	}
	b.legend = container.New(&flowRow{gap: 2})
	for _, k := range joseki.ByRank() {
		b.legend.Add(key(classLook(k)))
	}
	k := c.cmd
	leave := widget.NewButtonWithIcon("", theme.CancelIcon(), c.joseki.leaveJoseki)
	leave.Importance = widget.LowImportance
	buttons := container.NewHBox(k.drillBlack.button(lang.L("Drill as Black"), nil), k.drillWhite.button(lang.L("Drill as White"), nil),
		k.explore.button(lang.L("Explore"), nil), leave)
	b.box = barBox(b.title, buttons, b.legend)
	return b
}

// newBar makes the bar (mode).
func (jm *josekiMode) newBar() fyne.CanvasObject {
	jm.bar = newJosekiBar(jm.c)
	return jm.bar.box
}

// showBar shows the explorer's state (mode).
func (jm *josekiMode) showBar() { jm.bar.update(jm) }

// update shows the explorer's state.
func (b *josekiBar) update(jm *josekiMode) {
	if !jm.on() {
		if !b.box.Hidden {
			b.box.Hide()
		}
		return
	}
	title := fmt.Sprintf(lang.L("Joseki explorer · %s"), jm.name)
	// The legend explains the coloured marks, which the drill does not show.
	if drilling := jm.drill != engine.Empty; drilling != b.legend.Hidden {
		if drilling {
			b.legend.Hide()
		} else {
			b.legend.Show()
		}
	}
	if jm.drill != engine.Empty {
		title = fmt.Sprintf(lang.L("Drill: you play %s · %s"), colorName(jm.drill), jm.name)
	}
	b.title.SetText(title)
	if b.box.Hidden {
		b.box.Show()
	}
}
