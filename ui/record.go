package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// phase is what the board is for at the moment.
type phase uint8

// The phases.
const (
	playing  phase = iota // moves are played, or the record is walked
	placing               // Black places free handicap stones
	scoring               // after two passes the players mark dead stones
	finished              // the current node ends a decided game
)

// record is the game and its record: the tree, the game of Go standing at
// its current node (sgf.Tree.Game), the phase, and the state of the count
// and of free handicap placement. Every change goes through the tree, so
// each is one undoable edit.
type record struct {
	tree  *sgf.Tree
	game  *engine.Game
	phase phase
	// resumed is who asked to resume after two passes at the current node,
	// or Empty.
	resumed  engine.Color
	handicap int // the stones Black places while placing
	dead     map[engine.Point]bool
	score    engine.Score
}

// newRecord holds tree, with the phase its start calls for.
func newRecord(tree *sgf.Tree, placeHandicap int) *record {
	r := &record{tree: tree, handicap: placeHandicap}
	if placeHandicap >= 2 {
		r.phase = placing
	}
	r.sync()
	return r
}

// sync brings the game in line with the tree's current node and works out
// the phase: placing and scoring last until they are left; otherwise the
// end of a decided game is finished and anything else playing.
func (r *record) sync() {
	g, resumed := r.replay()
	r.game = g
	if !resumed {
		r.resumed = engine.Empty
	}
	switch r.phase {
	case placing, scoring:
	default:
		r.phase = playing
		if _, over := r.result(); over {
			r.phase = finished
		}
	}
}

// fresh returns a new copy of the game at the current node, for work that
// runs elsewhere (a search owns its copy).
func (r *record) fresh() *engine.Game {
	g, _ := r.replay()
	return g
}

// replay returns a new game at the current node, with play resumed when a
// player asked for it there after two passes; false when nothing resumed.
func (r *record) replay() (*engine.Game, bool) {
	g, err := r.tree.Game(r.tree.Current(), sgf.Replay{})
	if err != nil {
		// Keep never refuses, and the tree accepted the size: a broken
		// invariant, but an empty board is better than a crash.
		w, h := r.tree.Size()
		g, _ = engine.NewGame(w, h, r.tree.Rules())
	}
	if r.resumed == engine.Empty || g.Result().Reason != engine.ByPasses {
		return g, false
	}
	return g, g.Resume(r.resumed) == nil
}

// atEnd reports whether the current node is the last of its line: where
// play goes on.
func (r *record) atEnd() bool { return len(r.tree.Current().Children()) == 0 }

// result returns the record's result when the current node is the end of a
// decided game.
func (r *record) result() (string, bool) {
	re := strings.TrimSpace(r.tree.Root().Result())
	if re == "" || !r.atEnd() {
		return "", false
	}
	return re, true
}

// toMove returns the colour to move at the current node.
func (r *record) toMove() engine.Color { return r.game.ToMove() }

// stopped reports whether two passes ended play at the current node, at the
// end of the line, and the count has not started.
func (r *record) stopped() bool {
	return r.phase == playing && r.game.Result().Reason == engine.ByPasses && r.atEnd()
}

// showsGame reports whether the board shows the game itself, to play, read
// or edit: neither counting (scoring) nor placing handicap stones.
func (r *record) showsGame() bool { return r.phase == playing || r.phase == finished }

// allPlaced reports whether Black has placed every free handicap stone.
func (r *record) allPlaced() bool { return len(r.handicapStones()) == r.handicap }

// errOver is the error for a move in a finished game.
func (r *record) errOver() error {
	re, _ := r.result()
	return fmt.Errorf("%s (%s)", lang.L("The game is over"), re)
}

// play adds move m as one edit, with the properties that with returns once
// the move is known to be legal (the clock's stamp).
func (r *record) play(m engine.Move, with func() []sgf.Property) error {
	if r.phase == finished {
		return r.errOver()
	}
	if err := r.game.Legal(m.Color, m.Point); err != nil {
		return err
	}
	err := r.tree.Edit(func() error {
		n, err := r.tree.Play(m)
		if err != nil {
			return err
		}
		for _, p := range with() {
			if err := r.tree.SetProperty(n, p.ID, p.Values...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	r.resumed = engine.Empty
	r.sync()
	return nil
}

// end writes result res into the record; play stops.
func (r *record) end(res engine.Result) error {
	if err := r.tree.SetInfo("RE", res.String()); err != nil {
		return err
	}
	r.leaveScoring()
	r.sync()
	return nil
}

// undo takes back the last change: the last edit, or in a record opened or
// restored, which has no edits yet, its result and then its last move. While
// computer says the colour to move is the computer's alone, it goes on to a
// person's turn. It reports false when there was nothing to undo.
func (r *record) undo(computer func(engine.Color) bool) bool {
	if !r.takeBack() {
		return false
	}
	for computer(r.toMove()) && !computer(r.toMove().Opponent()) && r.takeBack() {
	}
	return true
}

// canUndo reports whether undo would take something back.
func (r *record) canUndo() bool {
	return r.tree.CanUndo() || r.phase == finished || r.lastMove()
}

// lastMove reports whether the current node is the last move of the main
// line: the move a game that was read (opened or restored) ended with. A
// leaf of a side variation is not one: in a study file Undo must not eat it.
func (r *record) lastMove() bool {
	n := r.tree.Current()
	if n.Parent() == nil || !r.atEnd() || !onMainLine(n) {
		return false
	}
	w, h := r.tree.Size()
	_, has, _ := n.Move(w, h)
	return has
}

// takeBack undoes one change; false when there is none.
func (r *record) takeBack() bool {
	var ok bool
	switch {
	case r.tree.CanUndo():
		ok = r.tree.Undo()
	case r.phase == finished:
		ok = r.tree.Retract(func() error { return r.tree.SetInfo("RE", "") }) == nil
	case r.lastMove():
		ok = r.tree.Retract(func() error { return r.tree.Delete(r.tree.Current()) }) == nil
	}
	if ok {
		r.leaveScoring()
		r.sync()
	}
	return ok
}

// edit makes one change to the tree through f, as one undoable edit, and
// brings the game in line with it.
func (r *record) edit(f func(t *sgf.Tree) error) error {
	err := r.tree.Edit(func() error { return f(r.tree) })
	r.leaveScoring()
	r.sync()
	return err
}

// redo replays the last undone edit; false when there is none.
func (r *record) redo() bool {
	if !r.tree.Redo() {
		return false
	}
	r.leaveScoring()
	r.sync()
	return true
}

// goTo makes n the current node; false when it is already.
func (r *record) goTo(n *sgf.Node) bool {
	if n == nil || n == r.tree.Current() {
		return false
	}
	r.tree.GoTo(n)
	r.moved()
	return true
}

// moved follows a move of the current node: the count and a resumption
// belong to the node they were made at.
func (r *record) moved() {
	r.leaveScoring()
	r.resumed = engine.Empty
	r.sync()
}

// forward goes up to k nodes along the current line; false when it did not
// move.
func (r *record) forward(k int) bool {
	moved := false
	for i := 0; i < k && r.tree.Forward(); i++ {
		moved = true
	}
	if moved {
		r.moved()
	}
	return moved
}

// back returns the node k moves back.
func (r *record) back(k int) *sgf.Node {
	m := r.tree.Current()
	for i := 0; i < k && m.Parent() != nil; i++ {
		m = m.Parent()
	}
	return m
}

// sibling returns the variation delta places from the current one.
func (r *record) sibling(delta int) *sgf.Node {
	cur := r.tree.Current()
	parent := cur.Parent()
	if parent == nil {
		return nil
	}
	sib := parent.Children()
	for i, s := range sib {
		if s == cur {
			if j := i + delta; j >= 0 && j < len(sib) {
				return sib[j]
			}
		}
	}
	return nil
}

// setComment replaces the comment of the current node; false when it is
// the same.
func (r *record) setComment(text string) (bool, error) {
	text = strings.TrimSpace(text)
	if text == strings.TrimSpace(r.tree.Current().Comment()) {
		return false, nil
	}
	return true, r.tree.SetComment(r.tree.Current(), text)
}

// The count.

// enterScoring stops play after two passes; the dead stones are proposed
// later (setDead).
func (r *record) enterScoring() {
	r.phase = scoring
	r.dead = make(map[engine.Point]bool)
	r.rescore()
}

// leaveScoring returns to play without recording anything.
func (r *record) leaveScoring() {
	if r.phase == scoring {
		r.phase = playing
	}
	r.dead = nil
}

// setDead takes a proposal of dead stones.
func (r *record) setDead(pts []engine.Point) {
	r.dead = make(map[engine.Point]bool, len(pts))
	for _, p := range pts {
		r.dead[p] = true
	}
	r.rescore()
}

// toggle marks the group at p dead or alive.
func (r *record) toggle(p engine.Point) {
	engine.ToggleDead(r.game.Board(), r.dead, p)
	r.rescore()
}

// rescore counts with the current dead stones.
func (r *record) rescore() { r.score = r.game.Score(r.dead) }

// accept agrees the count: the result goes into the record, and the count
// into the last node as its territory marks (countMarks), one edit with the
// result, so that the board goes on showing what was counted.
func (r *record) accept() (engine.Score, error) {
	if r.phase != scoring {
		return engine.Score{}, errors.New(lang.L("Not scoring"))
	}
	s, err := r.game.Finish(r.dead)
	if err != nil {
		return s, err
	}
	n := r.tree.Current()
	err = r.tree.Edit(func() error {
		if err := r.tree.SetInfo("RE", s.Result.String()); err != nil {
			return err
		}
		for id, vals := range countMarks(&s, r.game.Board()) {
			if err := r.tree.SetProperty(n, id, vals...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return s, err
	}
	r.leaveScoring()
	r.sync()
	return s, nil
}

// countMarks writes count s of board b as SGF territory marks: TB and TW
// list each side's counted points, among them those of the stones taken
// off as dead, as SGF records a count. An empty list removes the property.
func countMarks(s *engine.Score, b *engine.Board) map[string][]string {
	marks := map[string][]string{"TB": nil, "TW": nil}
	for _, p := range b.Points() {
		switch s.Owner(p) {
		case engine.Black:
			marks["TB"] = append(marks["TB"], sgf.PointValue(p))
		case engine.White:
			marks["TW"] = append(marks["TW"], sgf.PointValue(p))
		}
	}
	return marks
}

// prisoners returns the stones each side holds as prisoners, by the
// capturer's colour: its captures, and while a count is made or shown the
// stones it took off as dead, as the count has them. counted reports
// whether a count is made or shown.
func (r *record) prisoners() (p [3]int, counted bool) {
	b := r.game.Board()
	p[engine.Black], p[engine.White] = b.Captures(engine.Black), b.Captures(engine.White)
	if r.phase == scoring {
		p[engine.Black], p[engine.White] = r.score.Black.Prisoners, r.score.White.Prisoners
		return p, true
	}
	_, dead, ok := r.counted()
	for q := range dead {
		p[b.At(q).Opponent()]++
	}
	return p, ok
}

// counted returns the count recorded at the current node when it ends a
// decided game: the territory of each side from the node's territory marks
// (TB, TW) and the stones in the other side's territory, taken off as dead.
// ok is false anywhere else and where the node has no marks: the board
// shows the game as it stands.
func (r *record) counted() (territory map[engine.Point]engine.Color, dead map[engine.Point]bool, ok bool) {
	if r.phase != finished {
		return nil, nil, false
	}
	n := r.tree.Current()
	w, h := r.tree.Size()
	b := r.game.Board()
	for _, side := range []struct {
		id  string
		col engine.Color
	}{{"TB", engine.Black}, {"TW", engine.White}} {
		pts, _ := n.Points(side.id, w, h) // a file's broken mark: show the readable points
		for _, p := range pts {
			if territory == nil {
				territory, dead = make(map[engine.Point]engine.Color), make(map[engine.Point]bool)
			}
			territory[p] = side.col
			if b.At(p) == side.col.Opponent() {
				dead[p] = true
			}
		}
	}
	return territory, dead, territory != nil
}

// resume goes back to play after two passes: asker asked, and the opponent
// plays first.
func (r *record) resume(asker engine.Color) {
	r.leaveScoring()
	r.resumed = asker
	r.sync()
}

// Free handicap placement.

// handicapStones returns the stones Black has placed.
func (r *record) handicapStones() []engine.Point {
	w, h := r.tree.Size()
	pts, _ := r.tree.Root().Points("AB", w, h) // written by us: readable
	return pts
}

// placeHandicap puts a handicap stone on p, or takes it away again; it
// returns the number of stones placed and false when all are placed already.
func (r *record) placeHandicap(p engine.Point) (int, bool, error) {
	pts := r.handicapStones()
	for i, q := range pts {
		if q == p {
			pts = append(pts[:i], pts[i+1:]...)
			return len(pts), true, r.setHandicap(pts)
		}
	}
	if len(pts) >= r.handicap {
		return len(pts), false, nil
	}
	pts = append(pts, p)
	return len(pts), true, r.setHandicap(pts)
}

func (r *record) setHandicap(pts []engine.Point) error {
	vals := make([]string, len(pts))
	for i, p := range pts {
		vals[i] = sgf.PointValue(p)
	}
	if err := r.tree.SetProperty(r.tree.Root(), "AB", vals...); err != nil {
		return err
	}
	r.sync()
	return nil
}

// doneHandicap ends free placement when every stone is placed.
func (r *record) doneHandicap() error {
	if !r.allPlaced() {
		return fmt.Errorf(lang.L("Place %d handicap stones for Black, then press Done."), r.handicap)
	}
	if err := r.tree.SetProperty(r.tree.Root(), "HA", fmt.Sprint(r.handicap)); err != nil {
		return err
	}
	r.phase = playing
	r.sync()
	return nil
}

// legal is the board's ghost-stone check for the phase.
func (r *record) legal(p engine.Point) error {
	switch r.phase {
	case placing:
		if r.game.At(p) != engine.Empty {
			return engine.ErrOccupied
		}
		return nil
	case finished:
		return engine.ErrGameOver
	}
	return r.game.Legal(r.toMove(), p)
}
