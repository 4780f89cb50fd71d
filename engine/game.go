package engine

import (
	"errors"
	"fmt"
	"math"
	"strconv"
)

// Reason says how a game ended.
type Reason uint8

// The ways a game ends.
const (
	NotOver   Reason = iota
	ByScore          // counted after two passes
	ByResign         // a player resigned
	ByTime           // a player ran out of time
	ByForfeit        // a player was forfeited
	ByVoid           // no result (Japanese long cycle)
	ByPasses         // two passes; dead stones not yet agreed
	ByCapture        // the first capture, under Rules.FirstCapture
)

// Result is the outcome of a game.
type Result struct {
	Winner Color   // Empty for jigo or no result
	Margin float64 // points, for ByScore
	Reason Reason
}

// ScoreResult is the result of a count in which Black leads by margin
// points (negative: White leads; zero: jigo).
func ScoreResult(margin float64) Result {
	r := Result{Margin: math.Abs(margin), Reason: ByScore}
	switch {
	case margin > 0:
		r.Winner = Black
	case margin < 0:
		r.Winner = White
	}
	return r
}

// String writes the result as SGF's RE property does: "B+3.5", "W+R", "B+T",
// "B+F", "0" for jigo, "Void" for no result, "" while the game is not decided.
func (r Result) String() string {
	switch r.Reason {
	case ByVoid:
		return "Void"
	case ByResign, ByTime, ByForfeit:
		return r.Winner.String() + "+" + map[Reason]string{ByResign: "R", ByTime: "T", ByForfeit: "F"}[r.Reason]
	case ByCapture:
		return r.Winner.String() + "+" // SGF's win without a margin
	case ByScore:
		if r.Winner == Empty {
			return "0"
		}
		return r.Winner.String() + "+" + strconv.FormatFloat(r.Margin, 'f', -1, 64)
	}
	return ""
}

// Over reports whether the result is final.
func (r Result) Over() bool { return r.Reason != NotOver && r.Reason != ByPasses }

// entryKind tells the kinds of history entries.
type entryKind uint8

const (
	entryMove entryKind = iota
	entryResume
)

// entry is one step of a game's history with the state it leaves.
type entry struct {
	kind   entryKind
	move   Move
	toMove Color  // who moves next
	passes int8   // consecutive passes after this entry
	result Result // the game's result after this entry
	key    uint64 // the position after the entry, for repetition checks
}

// snapEvery is how often Game keeps a copy of the board, so undo replays at
// most snapEvery-1 moves.
const snapEvery = 16

// Game is a game in progress: a board, its history with undo and redo, the
// side to move, the rules with their ko and suicide switches, handicap and
// komi, and the result once the game ends. Any colour may move at any time (as
// GTP allows); ToMove says whose turn it normally is.
type Game struct {
	rules    Rules
	komi     float64
	handicap int
	setup    Board // the position before the first move: handicap and setup stones
	board    Board
	hist     []entry
	redo     []entry
	snaps    []*Board       // snaps[k] is the board after 16k entries
	stones   map[uint64]int // arrangements of stones seen, for positional superko
	situs    map[uint64]int // arrangements with the side to move, for situational superko and cycles
	start    Color          // who moves first
}

// NewGame starts an empty w by h board under rules, with Black to move and the
// rules' even-game komi.
func NewGame(w, h int, rules Rules) (*Game, error) {
	g := &Game{rules: rules, komi: rules.Komi}
	if err := g.setup.Reset(w, h); err != nil {
		return nil, err
	}
	g.setup.SetSuicide(rules.Suicide)
	g.start = Black
	g.restart()
	return g, nil
}

// restart clears the history and starts from the setup position.
func (g *Game) restart() {
	g.board.CopyFrom(&g.setup)
	g.hist = g.hist[:0]
	g.redo = g.redo[:0]
	g.snaps = []*Board{g.setup.Clone()}
	g.stones = map[uint64]int{g.setup.hash: 1}
	g.situs = map[uint64]int{SituationHash(g.setup.hash, g.start): 1}
}

// Rules returns the game's rules.
func (g *Game) Rules() Rules { return g.rules }

// SetRules changes the rules; allowed only before the first move. Komi follows
// the new rules.
func (g *Game) SetRules(r Rules) error {
	if len(g.hist) > 0 {
		return errors.New("engine: rules can only change before the first move")
	}
	g.rules = r
	g.komi = r.KomiFor(g.handicap)
	g.setup.SetSuicide(r.Suicide)
	g.restart()
	return nil
}

// Width returns the board's width.
func (g *Game) Width() int { return g.setup.w }

// Height returns the board's height.
func (g *Game) Height() int { return g.setup.h }

// Board returns a copy of the current position: changing it cannot change
// the game behind its history.
func (g *Game) Board() *Board { return g.board.Clone() }

// At returns the colour at p in the current position.
func (g *Game) At(p Point) Color { return g.board.At(p) }

// Captures returns the number of stones c has captured so far.
func (g *Game) Captures(c Color) int { return g.board.Captures(c) }

// Komi returns the komi.
func (g *Game) Komi() float64 { return g.komi }

// SetKomi sets the komi.
func (g *Game) SetKomi(k float64) { g.komi = k }

// Handicap returns the number of handicap stones.
func (g *Game) Handicap() int { return g.handicap }

// ToMove returns the colour that moves next.
func (g *Game) ToMove() Color {
	if n := len(g.hist); n > 0 {
		return g.hist[n-1].toMove
	}
	return g.start
}

// MoveNumber returns the number of moves played (passes count, resumes not).
func (g *Game) MoveNumber() int {
	n := 0
	for _, e := range g.hist {
		if e.kind == entryMove {
			n++
		}
	}
	return n
}

// Moves returns the moves played, passes included.
func (g *Game) Moves() []Move {
	out := make([]Move, 0, len(g.hist))
	for _, e := range g.hist {
		if e.kind == entryMove {
			out = append(out, e.move)
		}
	}
	return out
}

// LastMove returns the last move played and whether there is one.
func (g *Game) LastMove() (Move, bool) {
	for i := len(g.hist) - 1; i >= 0; i-- {
		if g.hist[i].kind == entryMove {
			return g.hist[i].move, true
		}
	}
	return Move{}, false
}

// Result returns the result; its Reason is NotOver while play goes on and
// ByPasses after two passes until Finish or Resume.
func (g *Game) Result() Result {
	if n := len(g.hist); n > 0 {
		return g.hist[n-1].result
	}
	return Result{}
}

// Over reports whether play has stopped: two passes, resignation, time, or a
// void result.
func (g *Game) Over() bool { return g.Result().Reason != NotOver }

// Passes returns the number of consecutive passes that ended the history.
func (g *Game) Passes() int {
	if n := len(g.hist); n > 0 {
		return int(g.hist[n-1].passes)
	}
	return 0
}

// Setup returns a copy of the position before the first move.
func (g *Game) Setup() *Board { return g.setup.Clone() }

// SetFixedHandicap puts n stones on the standard points (see FixedHandicap) and
// gives White the move, with the rules' handicap komi. Only before the first
// move; n of 0 or 1 means an even game (no stones, Black first).
func (g *Game) SetFixedHandicap(n int) ([]Point, error) {
	if n <= 1 {
		return nil, g.SetFreeHandicap(nil)
	}
	pts, err := FixedHandicap(g.setup.w, g.setup.h, n)
	if err != nil {
		return nil, err
	}
	return pts, g.SetFreeHandicap(pts)
}

// SetFreeHandicap puts Black stones on the given points (free placement) and
// gives White the move, with the rules' handicap komi. Only before the first
// move, on an empty board; an empty list makes the game even again.
func (g *Game) SetFreeHandicap(pts []Point) error {
	if len(g.hist) > 0 {
		return errors.New("engine: handicap stones go on before the first move")
	}
	if len(pts) == 1 {
		return errors.New("engine: a handicap needs at least 2 stones")
	}
	var fresh Board
	fresh.suicide = g.rules.Suicide
	if err := fresh.Reset(g.setup.w, g.setup.h); err != nil {
		return err
	}
	stones := make(map[Point]Color, len(pts))
	for _, p := range pts {
		if !fresh.OnBoard(p) {
			return ErrOffBoard
		}
		if stones[p] != Empty {
			return fmt.Errorf("engine: handicap point %s given twice: %w", Vertex(p, g.setup.h), ErrOccupied)
		}
		stones[p] = Black
	}
	if len(stones) >= fresh.w*fresh.h {
		return errors.New("engine: the handicap fills the board")
	}
	if err := fresh.SetAll(stones); err != nil {
		return err
	}
	g.setup.CopyFrom(&fresh)
	g.handicap = len(pts)
	g.komi = g.rules.KomiFor(g.handicap)
	g.start = Black
	if g.handicap >= 2 {
		g.start = White
	}
	g.restart()
	return nil
}

// SetSetup replaces the starting position with arbitrary setup stones and the
// side to move (SGF AB/AW/PL). Only before the first move.
func (g *Game) SetSetup(stones map[Point]Color, toMove Color) error {
	if len(g.hist) > 0 {
		return errors.New("engine: setup stones go on before the first move")
	}
	if toMove != Black && toMove != White {
		return ErrColor
	}
	b := g.setup.Clone()
	if err := b.SetAll(stones); err != nil {
		return err
	}
	g.setup.CopyFrom(b)
	g.start = toMove
	g.restart()
	return nil
}

// SetStart starts the game afresh from a copy of b (its stones and its
// captures) with toMove to move: the game goes on from a position a record
// sets up, as SGF's AB, AW and AE do, in the middle of a game too. The
// history so far is dropped; the handicap and komi stay as they are. Chains
// without liberties are kept, as a record may place them.
func (g *Game) SetStart(b *Board, toMove Color) error {
	if toMove != Black && toMove != White {
		return ErrColor
	}
	if b.w != g.setup.w || b.h != g.setup.h {
		return fmt.Errorf("engine: a %dx%d position for a %dx%d game: %w", b.w, b.h, g.setup.w, g.setup.h, ErrSize)
	}
	g.setup.CopyFrom(b)
	g.setup.SetSuicide(g.rules.Suicide)
	g.setup.ko = Pass
	g.start = toMove
	g.restart()
	return nil
}

// Legal reports whether c may play at p now, and if not why: ErrOccupied,
// ErrSuicide, ErrKo, ErrSuperko, ErrOffBoard, or ErrGameOver once the result
// is final. After two passes it still answers for the position, though Play
// needs Resume first. Passing is always legal while the game goes on.
func (g *Game) Legal(c Color, p Point) error {
	if g.Result().Over() {
		return ErrGameOver
	}
	if c != Black && c != White {
		return ErrColor
	}
	if p == Pass || p == Resign {
		return nil
	}
	if err := g.board.Legal(c, p); err != nil {
		return err
	}
	switch g.rules.Ko {
	case KoPositional:
		if g.stones[g.board.HashAfter(c, p)] > 0 {
			return ErrSuperko
		}
	case KoSituational:
		if g.situs[SituationHash(g.board.HashAfter(c, p), c.Opponent())] > 0 {
			return ErrSuperko
		}
	}
	return nil
}

// Play makes a move: a stone, Pass or Resign. An illegal move returns the
// reason and changes nothing. Two passes in a row stop the game (under AGA
// rules White must pass last); play after that needs Resume.
func (g *Game) Play(m Move) error {
	if m.Point == Resign {
		return g.Resign(m.Color)
	}
	if g.Over() {
		return ErrGameOver
	}
	if err := g.Legal(m.Color, m.Point); err != nil {
		return err
	}
	g.redo = g.redo[:0]
	g.apply(entry{kind: entryMove, move: m})
	return nil
}

// PlayRecorded plays a move from a record: the board's rules hold (an empty
// point, simple ko, the suicide rule), but superko is not checked, since a
// record may come from a game played under other rules. After two passes it
// resumes play by itself.
func (g *Game) PlayRecorded(m Move) error {
	if g.Result().Reason == ByPasses {
		if err := g.Resume(m.Color.Opponent()); err != nil {
			return err
		}
	}
	if m.Point == Resign {
		return g.Resign(m.Color)
	}
	if g.Over() {
		return ErrGameOver
	}
	if m.Color != Black && m.Color != White {
		return ErrColor
	}
	if m.Point != Pass {
		if err := g.board.Legal(m.Color, m.Point); err != nil {
			return err
		}
	}
	g.redo = g.redo[:0]
	g.apply(entry{kind: entryMove, move: m})
	return nil
}

// Pass passes for the side to move.
func (g *Game) Pass() error { return g.Play(Move{Color: g.ToMove(), Point: Pass}) }

// Resign ends the game: the opponent of c wins. Allowed at any time before the
// result is final.
func (g *Game) Resign(c Color) error {
	return g.end(c, Result{Winner: c.Opponent(), Reason: ByResign})
}

// Timeout ends the game as lost on time by c.
func (g *Game) Timeout(c Color) error {
	return g.end(c, Result{Winner: c.Opponent(), Reason: ByTime})
}

func (g *Game) end(c Color, r Result) error {
	if c != Black && c != White {
		return ErrColor
	}
	if g.Result().Over() {
		return ErrGameOver
	}
	g.redo = g.redo[:0]
	g.apply(entry{kind: entryMove, move: Move{Color: c, Point: Resign}, result: r})
	return nil
}

// Resume restarts play after two passes: the opponent of the player who asked
// moves first (Japanese rules, article 9).
func (g *Game) Resume(asker Color) error {
	if g.Result().Reason != ByPasses {
		return errors.New("engine: play can resume only after the game stopped by passes")
	}
	if asker != Black && asker != White {
		return ErrColor
	}
	g.redo = g.redo[:0]
	g.apply(entry{kind: entryResume, toMove: asker.Opponent()})
	return nil
}

// Finish counts the stopped game with the given dead stones and records the
// result, as players do when they agree the count.
func (g *Game) Finish(dead map[Point]bool) (Score, error) {
	if g.Result().Reason != ByPasses {
		return Score{}, errors.New("engine: the game has not stopped by passes")
	}
	s := g.Score(dead)
	n := len(g.hist)
	g.hist[n-1].result = s.Result
	return s, nil
}

// Score counts the current position with the given dead stones under the
// game's rules, komi and handicap.
func (g *Game) Score(dead map[Point]bool) Score {
	return Count(&g.board, dead, g.rules, g.komi, g.handicap)
}

// apply appends e to the history, updating the board and the repetition
// tables. The move in e must be legal.
func (g *Game) apply(e entry) {
	passes := int8(g.Passes())
	var toMove Color // each case below sets it
	ended := e.result
	e.result = Result{Reason: NotOver}
	switch {
	case e.kind == entryResume:
		passes = 0
		toMove = e.toMove
	case e.move.Point == Resign:
		// Resignation, time and forfeit are all recorded as the loser's
		// resign entry; the result says which.
		e.result = ended
		if e.result.Reason == NotOver {
			e.result = Result{Winner: e.move.Color.Opponent(), Reason: ByResign}
		}
		toMove = e.move.Color.Opponent()
	case e.move.Point == Pass:
		g.board.Pass()
		passes++
		if g.rules.PassStones {
			opp := e.move.Color.Opponent()
			g.board.captures[opp]++
		}
		toMove = e.move.Color.Opponent()
		if passes >= 2 && (!g.rules.PassStones || e.move.Color == White) {
			e.result = Result{Reason: ByPasses}
		}
	default:
		if g.board.place(e.move.Color, e.move.Point) > 0 && g.rules.FirstCapture {
			e.result = Result{Winner: e.move.Color, Reason: ByCapture}
		}
		passes = 0
		toMove = e.move.Color.Opponent()
	}
	e.passes = passes
	e.toMove = toMove
	e.key = SituationHash(g.board.hash, toMove)
	if e.kind == entryMove && e.move.Point != Pass && e.move.Point != Resign {
		g.stones[g.board.hash]++
		g.situs[e.key]++
		if g.rules.LongCycleVoid && g.situs[e.key] >= 3 {
			e.result = Result{Reason: ByVoid}
		}
	}
	g.hist = append(g.hist, e)
	if len(g.hist)%snapEvery == 0 {
		g.snaps = append(g.snaps, g.board.Clone())
	}
}

// Undo takes back the last history entry (a move, pass, resignation or resume).
func (g *Game) Undo() error {
	n := len(g.hist)
	if n == 0 {
		return errors.New("engine: nothing to undo")
	}
	e := g.hist[n-1]
	if e.kind == entryMove && e.move.Point != Pass && e.move.Point != Resign {
		g.forget(g.stones, g.board.hash)
		g.forget(g.situs, e.key)
	}
	g.hist = g.hist[:n-1]
	g.redo = append(g.redo, e)
	g.snaps = g.snaps[:len(g.hist)/snapEvery+1]
	g.board.CopyFrom(g.snaps[len(g.snaps)-1])
	for _, h := range g.hist[(len(g.snaps)-1)*snapEvery:] {
		g.replay(h)
	}
	return nil
}

func (g *Game) forget(m map[uint64]int, k uint64) {
	if m[k] <= 1 {
		delete(m, k)
	} else {
		m[k]--
	}
}

// replay redoes the board effect of a history entry.
func (g *Game) replay(e entry) {
	if e.kind != entryMove {
		return
	}
	switch e.move.Point {
	case Resign:
	case Pass:
		g.board.Pass()
		if g.rules.PassStones {
			g.board.captures[e.move.Color.Opponent()]++
		}
	default:
		g.board.place(e.move.Color, e.move.Point)
	}
}

// Redo plays again the last entry taken back by Undo.
func (g *Game) Redo() error {
	n := len(g.redo)
	if n == 0 {
		return errors.New("engine: nothing to redo")
	}
	e := g.redo[n-1]
	g.redo = g.redo[:n-1]
	result := e.result
	g.apply(e)
	if result.Reason == ByScore {
		g.hist[len(g.hist)-1].result = result
	}
	return nil
}

// CanUndo reports whether there is anything to undo.
func (g *Game) CanUndo() bool { return len(g.hist) > 0 }

// CanRedo reports whether there is anything to redo.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }
