package ui

import (
	"context"
	"fmt"
	"image/color"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/joseki"
	"github.com/torreya/torreya/ui/goban"
)

// josekiMode explores the open record as a joseki dictionary
// (engine/study/joseki): on a board of its own, every move the dictionary knows
// next is marked in the colour of what it says of it, in any corner and
// from either colour's side, with the dictionary's letters and marks of
// the move played, in its corner; stones put on the board with edit mode
// are found wherever the dictionary has them. In the drill the program
// plays one side from the dictionary at random and the learner the other,
// who sees nothing of the dictionary's before moving; a move the
// dictionary calls a mistake, or does not know, is answered with what it
// plays instead, and the bar keeps the tally. On request the built-in
// player reads the dictionary's moves of the position (josekiReading),
// never in the drill.
type josekiMode struct {
	c *Controller

	reading bool // the dictionary is being indexed
	dict    *joseki.Dictionary
	name    string // the dictionary's file name

	drill  engine.Color            // the learner's colour in the drill, Empty when exploring
	stray  *sgf.Node               // in the drill, the position before a move the dictionary does not play
	shown  map[engine.Point]choice // the moves the board marks now, by point (decorate)
	from   map[*sgf.Node]choice    // the dictionary's move each move of the board follows
	answer job                     // the drill's answer, after a moment
	rng    *rand.Rand
	delay  time.Duration
	review josekiReview // the drill's lines' review schedule (josekireview.go)

	tally    drillTally
	line     string // the name of the line being drilled, the latest the dictionary gives
	lastLine string // the name of the last line drilled to its end

	program josekiReading

	bar *josekiBar
}

// drillTally counts the learner's moves in the drill: those the dictionary
// plays (right), those it calls a trick or a mistake or does not know
// (wrong), and the right ones in a row.
type drillTally struct{ right, wrong, streak int }

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
	t, err := sgf.New(w, h, dictionaryInfo(d)...)
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	c.setMode(jm)
	jm.dict, jm.name, jm.drill = d, name, engine.Empty
	jm.from = map[*sgf.Node]choice{}
	c.rec = newRecord(t, 0)
	c.changed(false)
	c.setStatus(fmt.Sprintf(lang.L("Play in any corner: the moves %s knows are marked."), name))
}

// dictionaryInfo is what the explorer's board takes from the dictionary's
// root: its komi and rules, so the details beside the board say the file's
// (Kogo's KM[0]), not a new game's.
func dictionaryInfo(d *joseki.Dictionary) []sgf.Property {
	var info []sgf.Property
	for _, id := range []string{"KM", "RU"} {
		if v := d.Root().Values(id); len(v) > 0 {
			info = append(info, sgf.Property{ID: id, Values: v})
		}
	}
	return info
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
	jm.program.stop()
	jm.dict, jm.drill, jm.stray, jm.shown, jm.from = nil, engine.Empty, nil, nil, nil
	jm.tally, jm.line, jm.lastLine = drillTally{}, "", ""
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
	// The program's reading would give the drill's answers away: it is off
	// there, and the drill turns it off.
	k.josekiReading = switchOf(def(lang.L("Program's Reading"), nil, func() bool { return jm.on() && jm.drill == engine.Empty },
		c.joseki.toggleReading), func() bool { return jm.on() && jm.program.on })
}

// josekiCmds are the explorer's commands beyond those problem mode's bar
// shares with it.
type josekiCmds struct {
	josekiReading *command
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

// decorate marks the dictionary's next moves on the board's view, and the
// dictionary's letters and marks of the move played. In the drill nothing
// of the dictionary's is shown before the learner's move, neither the
// colours nor the letters (Kogo's "'A' is correct" names the answer);
// after a stray move its moves are shown in their place.
func (jm *josekiMode) decorate(v *goban.View) {
	if !jm.on() {
		return
	}
	v.Next = nil
	jm.shown = nil
	if jm.drill != engine.Empty && !jm.strayed() {
		return
	}
	if v.Board != nil {
		v.Marks = append(v.Marks, jm.marks(v.Board)...)
	}
	cs, _ := jm.choices()
	for p, ch := range cs {
		mark, _ := classLook(ch.cand.Class)
		v.Choices = append(v.Choices, goban.Choice{Point: p, Kind: mark})
	}
	jm.shown = cs
}

// marks returns the dictionary's letters (LB) and marks (TR, SQ, CR, MA) of
// the move shown on board b, turned as the move is, that fall in the
// corner it was played in: the dictionary speaks of its own corner, and
// Kogo's letters elsewhere on its board (the enclosure's 'e' on the 4-4
// point of another corner) would sit on stones of this board. A letter
// names a move to play, so it is kept on an empty point only.
func (jm *josekiMode) marks(b *engine.Board) []goban.Mark {
	ch, ok := jm.from[jm.c.rec.tree.Current()]
	if !ok {
		return nil
	}
	w, h := jm.dict.Size()
	n := ch.cand.Node
	if m, has, err := n.Move(w, h); !has || err != nil || ch.pl.T.Move(m) != ch.cand.Move {
		return nil // a transposition's move, seen through another transform
	}
	corner := jm.dict.Corner(ch.pl.T)
	var out []goban.Mark
	for _, mk := range goban.Markup(n, w, h) {
		switch mk.Kind {
		case goban.MarkTriangle, goban.MarkSquare, goban.MarkCircle, goban.MarkCross, goban.MarkLabel:
		default:
			continue
		}
		mk.At = ch.pl.T.Point(mk.At)
		if jm.nearCorner(corner, mk.At) && (mk.Kind != goban.MarkLabel || b.At(mk.At) == engine.Empty) {
			out = append(out, mk)
		}
	}
	return out
}

// nearCorner reports whether p is in corner c's quarter of the board or on
// the line beside it: on 19x19 the quarter ends at the ninth line, and
// Kogo's 'n' after the 4-4 and its approach, the pincer on the tenth (K16),
// is a move of this corner too.
func (jm *josekiMode) nearCorner(c joseki.Corner, p engine.Point) bool {
	if jm.dict.InCorner(c, p) {
		return true
	}
	x, y := p.XY()
	w, h := jm.dict.Size()
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		if nx, ny := x+d[0], y+d[1]; nx >= 0 && ny >= 0 && nx < w && ny < h && jm.dict.InCorner(c, engine.Pt(nx, ny)) {
			return true
		}
	}
	return false
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
		say += " " + jm.candidateWords(ch.cand)
	} else if len(places) > 0 {
		say += " " + lang.L("The dictionary does not know this move here.")
	}
	if jm.drill == engine.Empty {
		c.setStatus(say)
		return
	}
	jm.review.drilled(jm.dict, jm.name, ch, known, places, p)
	if known && ch.cand.Name != "" {
		jm.line = ch.cand.Name
	}
	if !known || ch.cand.Class.Unsound() {
		jm.tally.wrong++
		jm.tally.streak = 0
		// Back to the position before, with what the dictionary plays there.
		jm.markStray()
		c.setStatus(say + " " + lang.L("Back to the position before it: the dictionary's moves are marked. Try one."))
		return
	}
	jm.tally.right++
	jm.tally.streak++
	c.setStatus(say)
	jm.reply(ch.pl, m)
}

// play plays m on the explorer's board, with the dictionary's comment and
// name on the node when it knows the move; decorate draws its letters and
// marks. The program's moves in the drill go without the comment, which
// speaks of the learner's answers ("the answers for Black are 'A' and
// 'B'").
func (jm *josekiMode) play(m engine.Move, ch choice, known bool) error {
	c := jm.c
	answers := jm.drill != engine.Empty && m.Color != jm.drill
	with := func() []sgf.Property {
		if !known {
			return nil
		}
		var props []sgf.Property
		if cm := strings.TrimSpace(ch.cand.Comment); cm != "" && !answers {
			props = append(props, sgf.Property{ID: "C", Values: []string{sgf.Escape(cm)}})
		}
		if ch.cand.Name != "" {
			props = append(props, sgf.Property{ID: "N", Values: []string{sgf.Escape(ch.cand.Name)}})
		}
		return props
	}
	if err := c.rec.play(m, with); err != nil {
		return err
	}
	if known {
		jm.from[c.rec.tree.Current()] = ch
	}
	c.changed(true) // a scratch record: no edit of the document
	return nil
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
			jm.endLine(next)
			return
		}
		if err := jm.play(cd.Move, choice{cd, next}, true); err != nil {
			c.setStatus(reason(err))
			return
		}
		if cd.Name != "" {
			jm.line = cd.Name
		}
		// The move and its name only: the comment and the class's words
		// speak of the learner's answers.
		_, h := c.rec.tree.Size()
		say := moveText(cd.Move, h)
		if cd.Name != "" {
			say += " " + cd.Name + "."
		}
		say += " " + fmt.Sprintf(lang.L("%s to play."), colorName(jm.drill))
		if due {
			say += " " + lang.L("This line is due for review.")
		}
		c.setStatus(say)
	})
}

// endLine says that the drilled line ends at place pl, and which line it
// was: the latest name the dictionary gave its moves, else the first line
// of the last move's comment.
func (jm *josekiMode) endLine(pl joseki.Place) {
	name := jm.line
	if name == "" && pl.Node != nil {
		name = firstLine(strings.TrimSpace(pl.Node.Text("C")))
	}
	jm.lastLine, jm.line = name, ""
	// A line that ends with the learner's move leaves the program to play:
	// it plays elsewhere (a pass), so the learner can begin the next line.
	if c := jm.c; c.rec.toMove() != jm.drill {
		_ = jm.play(engine.Move{Color: c.rec.toMove(), Point: engine.Pass}, choice{}, false)
	}
	if name == "" {
		jm.c.setStatus(lang.L("The dictionary's line ends here: the joseki is complete. Play in another corner, or Try Again."))
	} else {
		jm.c.setStatus(fmt.Sprintf(lang.L("The dictionary's line ends here: you drilled %s. Play in another corner, or Try Again."), name))
	}
	jm.c.redraw()
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
	t, err := sgf.New(w, h, dictionaryInfo(jm.dict)...)
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	c.rec = newRecord(t, 0)
	jm.drill, jm.stray = col, nil
	jm.from, jm.line = map[*sgf.Node]choice{}, "" // the tally goes on from drill to drill
	jm.program.stop()
	jm.program.on = false
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
// name and the first line of its comment. A dictionary written before the
// programs changed joseki (AlphaGo, 2016) gives its tricks and mistakes in
// its own name: an early 3-3 invasion it calls a mistake is now common.
func (jm *josekiMode) candidateWords(cd joseki.Candidate) string {
	_, word := classLook(cd.Class)
	say := word + "."
	if y := jm.dict.Year(); y > 0 && y < aiJosekiYear && cd.Class.Unsound() {
		say = fmt.Sprintf(unsoundWords(cd.Class), jm.name, y)
	}
	if cd.Name != "" {
		say = strings.TrimSuffix(say, ".") + ": " + cd.Name + "."
	}
	if cm := firstLine(strings.TrimSpace(cd.Comment)); cm != "" && cm != cd.Name {
		say += " " + cm
	}
	return say
}

// aiJosekiYear is the year programs began to overturn joseki: AlphaGo's
// games of 2016 made the early 3-3 invasion, long called a mistake, common.
const aiJosekiYear = 2016

// unsoundWords is how the explorer says that a dictionary from before
// aiJosekiYear calls a move a trick or a mistake: the dictionary's name and
// year fill it.
func unsoundWords(k joseki.Class) string {
	if k == joseki.Trick {
		return lang.L("%s (%d, before AI) calls this a trick play.")
	}
	return lang.L("%s (%d, before AI) calls this a mistake.")
}

// hovered says what the dictionary says of the move under the pointer, and
// the program's reading of it when it has read it.
func (jm *josekiMode) hovered(p engine.Point) string {
	cd, ok := jm.shown[p]
	if !ok || !jm.on() {
		return ""
	}
	say := jm.candidateWords(cd.cand)
	if r, ok := jm.program.of(p); ok {
		say += " " + fmt.Sprintf(lang.L("Torreya's own reading: %.0f %% to win."), r.WinRate*100)
	}
	return say
}

// josekiReading is the built-in player's reading of the dictionary's moves
// in the position shown, when asked for (Program's Reading): a short
// reading on the hint's budget, of those moves only, whose chances to win
// are shown beside the dictionary's classes and said to be the program's.
// It follows the position while on; the drill turns it off.
type josekiReading struct {
	on   bool
	job  job
	at   *sgf.Node // the position read, or being read
	done bool      // the reading of at is complete
	last ai.Analysis
}

// stop cancels the reading under way and forgets the last.
func (r *josekiReading) stop() {
	r.job.stop()
	r.at, r.done, r.last = nil, false, ai.Analysis{}
}

// of returns the reading of the move at p, once the reading is complete.
func (r *josekiReading) of(p engine.Point) (ai.Candidate, bool) {
	if !r.on || !r.done {
		return ai.Candidate{}, false
	}
	for _, cd := range r.last.Candidates {
		if cd.Move == p && cd.Visits > 0 {
			return cd, true
		}
	}
	return ai.Candidate{}, false
}

// toggleReading switches the program's reading on or off.
func (jm *josekiMode) toggleReading() {
	c := jm.c
	if !jm.on() || jm.drill != engine.Empty {
		return
	}
	jm.program.on = !jm.program.on
	jm.program.stop()
	if !jm.program.on {
		c.setStatus(lang.L("The program's reading is off."))
	}
	c.redraw() // follows the position: the reading starts
}

// followReading reads the position shown when the reading is on and has
// not read it yet; never in the drill.
func (jm *josekiMode) followReading() {
	c, r := jm.c, &jm.program
	if !r.on || !jm.on() || jm.drill != engine.Empty {
		if r.at != nil {
			r.stop()
		}
		return
	}
	n := c.rec.tree.Current()
	if r.at == n {
		return
	}
	r.stop()
	r.at = n
	cs, _ := jm.choices()
	if len(cs) == 0 {
		r.done = true
		c.setStatus(lang.L("The dictionary knows no move here for the program to read."))
		return
	}
	allowed := make(map[engine.Point]bool, len(cs))
	for p := range cs {
		allowed[p] = true
	}
	c.setStatus(lang.L("Torreya reads the dictionary's moves here…"))
	g, col := c.rec.fresh(), c.rec.toMove()
	// The hint's budget, a time or a number of playouts: an analysis reads
	// until it is stopped, so the job's time limit or the report that
	// counts the playouts stops it.
	budget := c.an.options()
	limit := budget.Time
	if limit <= 0 {
		limit = josekiReadingLimit
	}
	player := ai.New(budget)
	o := ai.AnalyzeOptions{Every: josekiReadingEvery, MinMoves: len(cs), Allow: func(p engine.Point) bool { return allowed[p] }}
	runJob(&r.job, &c.deps, limit, func(ctx context.Context) ai.Analysis {
		ctx, enough := context.WithCancel(ctx)
		defer enough()
		var last ai.Analysis
		_ = player.AnalyzeWith(ctx, g, col, o, func(an ai.Analysis) {
			last = an
			if budget.Playouts > 0 && an.Playouts >= budget.Playouts {
				enough()
			}
		})
		return last
	}, func(an ai.Analysis) {
		if r.at != n {
			return
		}
		r.last, r.done = an, true
		c.setStatus(jm.readingWords())
		c.redraw()
	})
}

// josekiReadingLimit stops a reading whose budget is playouts that are slow
// to come; josekiReadingEvery is how often it reports, so that the last
// report before the budget runs out comes close to it.
const (
	josekiReadingLimit = 30 * time.Second
	josekiReadingEvery = 100 * time.Millisecond
)

// readingWords says what the program's reading found, the best of the
// dictionary's moves first, each with the dictionary's class beside it.
func (jm *josekiMode) readingWords() string {
	_, h := jm.c.rec.tree.Size()
	var parts []string
	for _, cd := range jm.program.last.Candidates {
		ch, ok := jm.shown[cd.Move]
		if cd.Visits == 0 || !ok {
			continue
		}
		_, word := classLook(ch.cand.Class)
		parts = append(parts, fmt.Sprintf(lang.L("%s (the dictionary: %s) %.0f %%"), engine.Vertex(cd.Move, h), word, cd.WinRate*100))
		if len(parts) == 3 {
			break
		}
	}
	if len(parts) == 0 {
		return lang.L("Torreya's own reading found nothing to say of the dictionary's moves here.")
	}
	return fmt.Sprintf(lang.L("Torreya's own reading, not the dictionary's: %s to win."), strings.Join(parts, ", "))
}

// josekiBar is the explorer's bar above the board: the dictionary, the
// colours' legend, and the drill with its tally.
type josekiBar struct {
	box    *fyne.Container
	title  *widget.Label
	legend *fyne.Container
	tally  *widget.Label // the drill's tally and the line last drilled
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
	b.tally = widget.NewLabel("")
	b.tally.Truncation = fyne.TextTruncateEllipsis
	b.tally.Hide()
	k := c.cmd
	leave := widget.NewButtonWithIcon("", theme.CancelIcon(), c.joseki.leaveJoseki)
	leave.Importance = widget.LowImportance
	buttons := container.NewHBox(k.drillBlack.button(lang.L("Drill as Black"), nil), k.drillWhite.button(lang.L("Drill as White"), nil),
		k.explore.button(lang.L("Explore"), nil), leave)
	b.box = barBox(b.title, buttons, container.NewVBox(b.legend, b.tally))
	return b
}

// newBar makes the bar (mode).
func (jm *josekiMode) newBar() fyne.CanvasObject {
	jm.bar = newJosekiBar(jm.c)
	return jm.bar.box
}

// showBar shows the explorer's state (mode), and has the program read the
// position shown when its reading is on.
func (jm *josekiMode) showBar() {
	jm.bar.update(jm)
	jm.followReading()
}

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
	if tally := jm.tallyWords(); tally == "" {
		b.tally.Hide()
	} else {
		b.tally.SetText(tally)
		b.tally.Show()
	}
	if b.box.Hidden {
		b.box.Show()
	}
}

// tallyWords says the drill's tally, and which line was drilled last; ""
// outside the drill.
func (jm *josekiMode) tallyWords() string {
	if jm.drill == engine.Empty {
		return ""
	}
	t := jm.tally
	say := fmt.Sprintf(lang.L("Right %d · wrong %d · in a row %d"), t.right, t.wrong, t.streak)
	if jm.lastLine != "" {
		say += " · " + fmt.Sprintf(lang.L("last line: %s"), jm.lastLine)
	}
	return say
}
