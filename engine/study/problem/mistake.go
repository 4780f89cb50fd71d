package problem

import (
	"errors"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Mistake is a move of a game that lost, with the line a stronger player
// (a review of the game) preferred: the stuff of a problem made from the
// player's own game. Its words are the caller's, already in the reader's
// language.
type Mistake struct {
	Board  *engine.Board  // the position before the move
	Played engine.Move    // the move played: the problem's wrong answer
	Better []engine.Point // the preferred line, the mover's move first: the right answer
	// Punish is the opponent's best line after the move played (may be
	// empty): the answer to the wrong move, so the learner sees why it is.
	Punish []engine.Point
	Name   string // the problem's name (GN)
	// Prompt is the root's comment; Right and Wrong are said when the right
	// move, or the move played, is answered (see FromMistake).
	Prompt, Right, Wrong string
}

// lineMoves is how many moves of a line a problem made from a mistake
// keeps: the answer, the reply and one more. A review's line is a short
// reading, less sure with every move; the verdict is read from the first.
const lineMoves = 3

// ErrNoBetter is FromMistake's error for a mistake whose preferred line
// does not start with another move on the board: there is nothing to find.
var ErrNoBetter = errors.New("problem: no better move than the one played")

// FromMistake writes a mistake as a problem's game tree: the position set up
// in the root (AB, AW) with the mover to play (PL); as the first variation
// the preferred move marked good (TE[1]) with the rest of its line, and as
// the second the move played marked bad (BM[1]) with the answer to it. Read
// judges the first move right and the second wrong (TE and BM on the
// learner's moves), and any other move is off the tree, so wrong as well.
// Each line's comment stands on the opponent's answer, where a solver
// (Torreya's problem mode) has the verdict and reads it out, as authors
// write "Wrong. White is fine." on the refutation; on the move itself when
// the line has no answer.
//
// The setup loses what the position owed to the moves before it: a ko
// that may not be taken back at once can be in the problem. The moves of a
// line the rules refuse there end it.
func FromMistake(m Mistake) (*sgf.Node, error) {
	b := m.Board
	if b == nil || len(m.Better) == 0 || m.Better[0] == engine.Pass || m.Better[0] == m.Played.Point {
		return nil, ErrNoBetter
	}
	mover := m.Played.Color
	if mover != engine.Black && mover != engine.White {
		return nil, engine.ErrColor
	}
	var black, white []string
	for _, p := range b.Points() {
		switch b.At(p) {
		case engine.Black:
			black = append(black, sgf.PointValue(p))
		case engine.White:
			white = append(white, sgf.PointValue(p))
		}
	}
	info := []sgf.Property{{ID: "PL", Values: []string{mover.String()}}}
	if m.Name != "" {
		info = append(info, sgf.Property{ID: "GN", Values: []string{sgf.Escape(m.Name)}})
	}
	if len(black) > 0 {
		info = append(info, sgf.Property{ID: "AB", Values: black})
	}
	if len(white) > 0 {
		info = append(info, sgf.Property{ID: "AW", Values: white})
	}
	if m.Prompt != "" {
		info = append(info, sgf.Property{ID: "C", Values: []string{sgf.Escape(m.Prompt)}})
	}
	t, err := sgf.New(b.Width(), b.Height(), info...)
	if err != nil {
		return nil, err
	}
	root := t.Root()
	if err := line(t, mover, m.Better, "TE", m.Right); err != nil {
		return nil, err
	}
	t.GoTo(root)
	if err := line(t, mover, append([]engine.Point{m.Played.Point}, m.Punish...), "BM", m.Wrong); err != nil {
		return nil, err
	}
	return root, nil
}

// line plays the moves of pts from the tree's current node, c first, up to
// lineMoves of them, marks the first with the move annotation mark, and
// puts comment on the second, or on the first when there is no second. A
// first move the rules refuse is an error; a later one ends the line, as
// does a pass (which a problem's learner cannot answer on the board). The
// first move may be a pass: a pass played in the game.
func line(t *sgf.Tree, c engine.Color, pts []engine.Point, mark, comment string) error {
	var said *sgf.Node
	for k, p := range pts {
		if k >= lineMoves || k > 0 && p == engine.Pass {
			break
		}
		n, err := t.Play(engine.Move{Color: c, Point: p})
		if err != nil {
			if k == 0 {
				return err
			}
			break
		}
		if k == 0 {
			if err := t.SetProperty(n, mark, "1"); err != nil {
				return err
			}
		}
		if k <= 1 {
			said = n
		}
		c = c.Opponent()
	}
	if comment == "" || said == nil {
		return nil
	}
	return t.SetComment(said, comment)
}
