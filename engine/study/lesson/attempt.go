package lesson

import (
	"errors"
	"math"
	"slices"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Feedback is the program's answer to one move or number of the learner.
type Feedback struct {
	// Done: the task is solved. Failed: this attempt is over without
	// solving it; the UI offers a retry (Task.Start). Neither: go on.
	Done, Failed bool
	// Reply is the opponent's answer, already on Board, or nil.
	Reply *engine.Move
	// Say is what to tell the learner: a key of the translation files, to
	// be shown as fmt.Sprintf(lang.L(Say), Args...), or, when a Counted is
	// among Args, with the plural form of Say that it chooses.
	Say  string
	Args []any
	// Marks are points to draw attention to: the stones still in danger,
	// the stones still with liberties, the remaining handicap points.
	Marks []engine.Point
}

// Counted is a number among Feedback.Args that chooses the plural form of
// Say ("%d liberties" for 1 and for 4 is "1 liberty", "4 liberties"):
// the plural rules differ between languages, so the UI chooses the form
// with the learner's language's rules. It prints as an int.
type Counted int

// Hint is help on demand: first show Say and Look, then, if asked again,
// Move.
type Hint struct {
	Say  string // a key of the translation files, like Feedback.Say
	Args []any
	Look []engine.Point // the points to look at
	Move engine.Point   // a move that does the task, or engine.Pass when there is none to show
}

// Attempt is one try at a task: the board as it stands, the learner's moves
// and the opponent's answers. Start a new one to retry.
type Attempt struct {
	t        *Task
	board    *engine.Board
	me, opp  engine.Color
	node     *sgf.Node // where the play stands in the task's tree; nil off it
	moves    int       // the learner's moves so far
	over     bool
	done     bool
	last     *engine.Move
	placed   map[engine.Point]bool // place and handicap goals
	dead     map[engine.Point]bool // dead goal: the stones tapped as dead
	deadWant map[engine.Point]bool
	// Check reports a file whose right (TE) line the goal does not accept,
	// or whose wrong (BM) move it does.
	rightUnmet, wrongMet bool
}

// Start begins an attempt at t.
func (t *Task) Start() *Attempt {
	a := &Attempt{t: t, board: t.Setup.Clone(), me: t.ToPlay, opp: t.ToPlay.Opponent(), node: t.start,
		last: t.LastMove, placed: make(map[engine.Point]bool), dead: make(map[engine.Point]bool)}
	if t.Goal == GoalDead {
		a.deadWant = make(map[engine.Point]bool)
		for _, p := range t.Dead {
			a.deadWant[p] = true
		}
	}
	return a
}

// Board returns the position to show now; it is the caller's to keep.
func (a *Attempt) Board() *engine.Board { return a.board.Clone() }

// ToPlay returns the learner's colour.
func (a *Attempt) ToPlay() engine.Color { return a.me }

// LastMove returns the last move on the board (the opponent's reply, the
// learner's move, or the move before the task), or nil.
func (a *Attempt) LastMove() *engine.Move { return a.last }

// Done reports whether the task is solved.
func (a *Attempt) Done() bool { return a.done }

// Over reports whether the attempt is finished, solved or not.
func (a *Attempt) Over() bool { return a.over }

// Dead returns the stones the learner has marked dead (dead-stone tasks).
func (a *Attempt) Dead() []engine.Point { return sortedKeys(a.dead) }

// Play is the learner's move at p, or a pass (engine.Pass). An illegal move
// changes nothing and says why. On a number task it asks for the number.
func (a *Attempt) Play(p engine.Point) Feedback {
	if a.over {
		return Feedback{Say: sayOver}
	}
	switch a.t.Goal {
	case GoalLiberties, GoalCount:
		return Feedback{Say: sayTypeNumber}
	case GoalDead:
		return a.tap(p)
	case GoalPlace, GoalHandicap:
		return a.place(p)
	case GoalIllegal:
		return a.findIllegal(p)
	}
	return a.move(p)
}

// Answer is the learner's number on a number task: the liberties or the score.
// A wrong number says why and lets the learner type again.
func (a *Attempt) Answer(n float64) Feedback {
	if a.over {
		return Feedback{Say: sayOver}
	}
	if !a.t.AsksNumber() {
		return Feedback{Say: sayWantsMove}
	}
	right := a.t.answer()
	if sameNumber(n, right) {
		a.over, a.done = true, true
		if a.t.Goal == GoalLiberties {
			say := sayLibertiesRight
			if stones(a.t.Setup, a.t.Targets) == 1 {
				say = sayLibertiesRightOne
			}
			return Feedback{Done: true, Say: say, Args: []any{Counted(int(right))}}
		}
		return Feedback{Done: true, Say: sayCountRight, Args: []any{right}}
	}
	if a.t.Goal == GoalLiberties {
		return Feedback{Say: sayLibertiesWrong, Marks: a.t.Targets}
	}
	return a.t.countMistake(n)
}

// move plays the learner's move on a board goal.
func (a *Attempt) move(p engine.Point) Feedback {
	child := a.child(p)
	captured := 0
	if p == engine.Pass {
		a.board.Pass()
	} else {
		n, err := a.board.Play(a.me, p)
		if err != nil {
			return Feedback{Say: refusal(err)}
		}
		captured = n
	}
	a.moves++
	a.last = &engine.Move{Color: a.me, Point: p}
	a.node = child
	if child != nil && child.Has("BM") {
		a.wrongMet = a.t.met(a.board, p, captured)
		return a.fail(p, comment(child), a.treeReply(child))
	}
	if a.t.met(a.board, p, captured) {
		return a.win(child)
	}
	if child != nil {
		var reply *engine.Move
		r := a.treeReply(child)
		if r != nil {
			m, _, _ := r.Move(a.t.w, a.t.h)
			a.answerWith(m.Point)
			a.node, reply = r, a.last
		}
		switch {
		case r != nil && len(r.Children()) > 0:
			f := Feedback{Reply: reply, Say: a.goOn()}
			if c := comment(r); c != "" {
				f.Say = c
			}
			return f
		case child.Has("TE"):
			a.rightUnmet = true
			f := a.win(child)
			f.Reply = reply
			return f
		case r != nil: // the line ends with the opponent's move: a refutation
			f := a.why(p)
			if c := comment(r); c != "" {
				f.Say, f.Args = c, nil
			}
			f.Failed, f.Reply, a.over = true, reply, true
			return f
		}
	}
	a.node = nil
	if a.t.Goal == GoalMove || a.t.Goal == GoalKill || a.moves >= a.t.Moves {
		return a.fail(p, "", nil)
	}
	// The opponent answers by the rule, or passes when the rule finds
	// nothing to do: the learner then plays again, and is told why.
	q, _ := a.t.defaultReply(a.board, p)
	a.answerWith(q)
	f := Feedback{Say: a.goOn(), Reply: a.last}
	if a.t.Goal == GoalCapture && a.escaped() {
		if n, h := a.mostLiberties(); n >= 3 {
			a.over = true
			chain := a.board.Chain(h)
			say := sayEscaped
			if len(chain) == 1 {
				say = sayEscapedOne
			}
			return Feedback{Failed: true, Reply: f.Reply, Say: say, Args: []any{Counted(n)}, Marks: chain}
		}
	}
	return f
}

// child returns the child of the current tree node that holds the
// learner's move p, or nil.
func (a *Attempt) child(p engine.Point) *sgf.Node {
	return a.node.ChildWith(engine.Move{Color: a.me, Point: p}, a.t.w, a.t.h)
}

// treeReply returns the opponent's answer below n in the tree, or nil.
func (a *Attempt) treeReply(n *sgf.Node) *sgf.Node {
	if n == nil {
		return nil
	}
	for _, c := range n.Children() {
		if m, has, err := c.Move(a.t.w, a.t.h); has && err == nil && m.Color == a.opp {
			return c
		}
	}
	return nil
}

// answerWith plays the opponent's move q (engine.Pass to pass).
func (a *Attempt) answerWith(q engine.Point) {
	if q == engine.Pass {
		a.board.Pass()
	} else if _, err := a.board.Play(a.opp, q); err != nil {
		return // the file's reply is checked when it is loaded; a bad one is not played
	}
	a.last = &engine.Move{Color: a.opp, Point: q}
}

// goOn is what to say when the opponent has answered and the learner plays
// on: that it passed, when it did.
func (a *Attempt) goOn() string {
	switch {
	case a.last == nil || a.last.Color != a.opp || a.last.Point != engine.Pass:
		return sayGoOn
	case a.opp == engine.Black:
		return sayBlackPasses
	}
	return sayWhitePasses
}

// win ends the attempt solved; the tree node's comment, if any, says so.
func (a *Attempt) win(n *sgf.Node) Feedback {
	a.over, a.done = true, true
	f := Feedback{Done: true, Say: a.t.success()}
	if f.Say == sayAtariDone && stones(a.board, a.t.Targets) == 1 {
		f.Say = sayAtariDoneOne
	}
	if c := comment(n); c != "" {
		f.Say = c
	}
	return f
}

// fail ends the attempt unsolved after the learner's move p: the
// opponent's reply from the tree node r, or the default one, is played to
// show why, and then the words are found for the board as it stands, which
// is what the learner sees with them. say, when not "", is the file's own
// reason for the move.
func (a *Attempt) fail(p engine.Point, say string, r *sgf.Node) Feedback {
	a.over = true
	q, ok := engine.Pass, false
	if r != nil {
		m, _, _ := r.Move(a.t.w, a.t.h)
		q, ok = m.Point, true
	} else if a.last != nil && a.last.Color == a.me {
		q, ok = a.t.defaultReply(a.board, a.last.Point)
	}
	var reply *engine.Move
	if ok {
		a.answerWith(q)
		reply = a.last
	}
	f := a.why(p)
	if say != "" {
		f.Say, f.Args = say, nil
	}
	f.Failed, f.Reply = true, reply
	return f
}

// escaped reports whether too many target stones of a capture have three
// liberties or more: ataris alone no longer catch them.
func (a *Attempt) escaped() bool {
	caught := 0
	for _, q := range a.t.Targets {
		if a.board.At(q) != a.opp || a.board.Liberties(q, 3) < 3 {
			caught++
		}
	}
	return caught < a.t.Need
}

// mostLiberties returns the largest number of liberties of a target chain
// still on the board, and that chain.
func (a *Attempt) mostLiberties() (int, engine.Point) {
	best, at := 0, engine.Pass
	for _, p := range a.t.Targets {
		if a.board.At(p) == a.opp {
			if n := a.board.Liberties(p, 0); n > best {
				best, at = n, p
			}
		}
	}
	return best, at
}

// why says why the learner's move p did not do the task, of the board as
// it stands (after the opponent's answer, if any).
func (a *Attempt) why(p engine.Point) Feedback {
	b, t := a.board, a.t
	targets := t.present(b)
	switch t.Goal {
	case GoalSave, GoalLive, GoalSeki:
		// The opponent's answer may have taken the stones already.
		if lost := t.lost(b); len(lost) > 0 {
			say := sayLost
			if len(lost) == 1 {
				say = sayLostOne
			}
			return Feedback{Say: say, Marks: lost}
		}
	case GoalCut:
		if h := b.ChainHead(t.Targets[0]); len(targets) == len(t.Targets) && !slices.ContainsFunc(targets, func(q engine.Point) bool { return b.ChainHead(q) != h }) {
			return Feedback{Say: sayJoined, Marks: targets}
		}
	}
	switch t.Goal {
	case GoalAtari, GoalCapture:
		n, h := a.mostLiberties()
		if n == 1 {
			say := sayNotYet
			if stones(b, targets) == 1 {
				say = sayNotYetOne
			}
			return Feedback{Say: say, Marks: targets}
		}
		// The chain with the most liberties is the one the words count.
		chain := b.Chain(h)
		say := sayStillLibs
		if len(chain) == 1 {
			say = sayStillLibsOne
		}
		return Feedback{Say: say, Args: []any{Counted(n)}, Marks: chain}
	case GoalSave:
		return Feedback{Say: sayNotSaved, Marks: targets}
	case GoalConnect:
		return Feedback{Say: sayApart, Marks: targets}
	case GoalCut:
		if _, caught := captureMove(b, p, a.opp); caught && b.At(p) == a.me {
			return Feedback{Say: sayCutterDies, Marks: []engine.Point{p}}
		}
		return Feedback{Say: sayCanJoin, Marks: targets}
	case GoalKo:
		return Feedback{Say: sayNoKo}
	case GoalLive:
		return Feedback{Say: sayNoLife, Marks: targets}
	case GoalKill:
		// The opponent's answer may have made the second eye already.
		live := alive(b, a.opp)
		if slices.ContainsFunc(targets, func(q engine.Point) bool { return live[b.ChainHead(q)] }) {
			return Feedback{Say: sayLived, Marks: targets}
		}
		return Feedback{Say: sayNotDead, Marks: targets}
	case GoalSeki:
		return Feedback{Say: sayNoSeki, Marks: targets}
	case GoalPass:
		return Feedback{Say: sayNoPass}
	}
	return Feedback{Say: sayNotThis}
}

// refusal says why a move is not allowed.
func refusal(err error) string {
	switch {
	case errors.Is(err, engine.ErrOccupied):
		return sayOccupied
	case errors.Is(err, engine.ErrSuicide):
		return saySuicide
	case errors.Is(err, engine.ErrKo):
		return sayKo
	}
	return sayNotAllowed
}

// place puts a stone on one of the points a place or handicap task asks for.
func (a *Attempt) place(p engine.Point) Feedback {
	left := a.t.placePoints()
	wrong := sayPlaceWrong
	if a.t.Goal == GoalHandicap {
		wrong = sayHandicapWrong
	}
	if !slices.Contains(left, p) || a.placed[p] {
		return Feedback{Say: wrong, Marks: a.unplaced()}
	}
	if _, err := a.board.Play(a.me, p); err != nil {
		return Feedback{Say: refusal(err)}
	}
	a.placed[p] = true
	a.last = &engine.Move{Color: a.me, Point: p}
	if rest := a.unplaced(); len(rest) > 0 {
		return Feedback{Say: sayPlaceMore, Marks: rest}
	}
	a.over, a.done = true, true
	if a.t.Goal == GoalHandicap {
		return Feedback{Done: true, Say: sayHandicapDone}
	}
	return Feedback{Done: true, Say: sayWell}
}

func (a *Attempt) unplaced() []engine.Point {
	var out []engine.Point
	for _, p := range a.t.placePoints() {
		if !a.placed[p] {
			out = append(out, p)
		}
	}
	return out
}

// findIllegal judges a try at a point where the learner may not play.
func (a *Attempt) findIllegal(p engine.Point) Feedback {
	switch err := a.board.Legal(a.me, p); {
	case errors.Is(err, engine.ErrSuicide):
		a.over, a.done = true, true
		return Feedback{Done: true, Say: sayIllegalSuicide, Marks: []engine.Point{p}}
	case errors.Is(err, engine.ErrKo):
		a.over, a.done = true, true
		return Feedback{Done: true, Say: sayIllegalKo, Marks: []engine.Point{p}}
	case err != nil:
		return Feedback{Say: refusal(err)}
	}
	return Feedback{Say: sayLegal}
}

// tap marks the stones at p dead, if they are.
func (a *Attempt) tap(p engine.Point) Feedback {
	c := a.board.At(p)
	if c != engine.Black && c != engine.White {
		return Feedback{Say: sayClickStone}
	}
	if !a.deadWant[p] {
		return Feedback{Say: sayAlive, Marks: a.board.Chain(p)}
	}
	if !a.dead[p] {
		engine.ToggleDead(a.board, a.dead, p)
	}
	for q := range a.deadWant {
		if !a.dead[q] {
			return Feedback{Say: sayDeadYes, Marks: a.Dead()}
		}
	}
	a.over, a.done = true, true
	return Feedback{Done: true, Say: sayDeadAll, Marks: a.Dead()}
}

// Hint returns help for the position as it stands.
func (a *Attempt) Hint() Hint {
	h := Hint{Say: a.t.hint, Look: a.t.present(a.board), Move: a.suggest()}
	def, args := a.t.defaultHint()
	if h.Say == "" {
		h.Say, h.Args = def, args
	}
	switch a.t.Goal {
	case GoalLiberties:
		h.Look = a.t.liberties()
	case GoalPlace, GoalHandicap:
		h.Look = a.unplaced()
	case GoalDead, GoalCount:
		h.Look = nil
	}
	return h
}

// suggest returns a move that does the task from here: the tree's first
// right answer, else the first move the goal's check accepts.
func (a *Attempt) suggest() engine.Point {
	if a.over {
		return engine.Pass
	}
	if a.node != nil {
		var other engine.Point = engine.Pass
		for _, c := range a.node.Children() {
			m, has, err := c.Move(a.t.w, a.t.h)
			if !has || err != nil || m.Color != a.me || c.Has("BM") || (m.Point != engine.Pass && a.board.At(m.Point) != engine.Empty) {
				continue // not a move, not right, or played already (a place task stays at its node)
			}
			if c.Has("TE") {
				return m.Point
			}
			if other == engine.Pass {
				other = m.Point
			}
		}
		if other != engine.Pass {
			return other
		}
	}
	b := a.board
	switch a.t.Goal {
	case GoalPlace, GoalHandicap:
		if rest := a.unplaced(); len(rest) > 0 {
			return rest[0]
		}
	case GoalDead:
		for _, p := range a.t.Dead {
			if !a.dead[p] {
				return p
			}
		}
	case GoalIllegal:
		for _, p := range b.Points() {
			if err := b.Legal(a.me, p); errors.Is(err, engine.ErrSuicide) || errors.Is(err, engine.ErrKo) {
				return p
			}
		}
	case GoalCapture:
		targets := a.t.present(b)
		for _, p := range targets {
			if l, one := b.InAtari(p); one && b.Legal(a.me, l) == nil {
				return l
			}
		}
		for _, p := range targets {
			if m, ok := captureMove(b, p, a.me); ok {
				return m
			}
		}
	case GoalLiberties, GoalCount, GoalPass, GoalMove, GoalKill:
	default:
		for _, p := range b.Points() {
			c := b.Clone()
			if n, err := c.Play(a.me, p); err == nil && a.t.met(c, p, n) {
				return p
			}
		}
	}
	return engine.Pass
}

// comment returns the text of n's comment, trimmed, or "" for nil.
func comment(n *sgf.Node) string {
	if n == nil {
		return ""
	}
	return trim(n.Comment())
}

func sortedKeys(m map[engine.Point]bool) []engine.Point {
	out := make([]engine.Point, 0, len(m))
	for p, ok := range m {
		if ok {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// sameNumber compares two counts; they are whole or half points.
func sameNumber(x, y float64) bool { return math.Abs(x-y) < 1e-9 }

// stones returns how many stones the chains through pts hold on b.
func stones(b *engine.Board, pts []engine.Point) int {
	seen := make(map[engine.Point]bool)
	for _, p := range pts {
		if b.At(p) == engine.Empty {
			continue
		}
		for _, q := range b.Chain(p) {
			seen[q] = true
		}
	}
	return len(seen)
}
