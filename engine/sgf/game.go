package sgf

import (
	"errors"
	"fmt"
	"math"

	"github.com/torreya/torreya/engine"
)

// Policy says what Tree.Game does with what a record holds that a game of
// Go cannot follow.
type Policy uint8

// The policies.
const (
	// Keep goes on. An illegal or unreadable move is left out, as the tree
	// leaves it out (Tree.Problem marks its node), and setup stones after the
	// start restart the game from the position they make; either way the game
	// then stands on the tree's position at that node, with its captures and
	// the player the tree says is to move.
	Keep Policy = iota
	// Refuse fails with an error that names the move or the setup.
	Refuse
)

// Replay says how Tree.Game follows a record: what it does with an illegal
// move and with setup stones (AB, AW, AE, PL) after the root.
type Replay struct {
	Illegal Policy
	Setup   Policy
}

// MaxKomi is the largest komi, either way, that a game takes from a record
// (and torreya-gtp from its controller): see KomiOK.
const MaxKomi = engine.MaxSize * engine.MaxSize

// KomiOK reports whether k is a komi a game takes: a finite number of
// points within MaxKomi either way, in hundredths of a point at most. A
// komi beyond the area of the largest board decides any real game before
// it starts, and a finer one changes nothing a count in whole points can
// show; either is a mistake, and one such as 1e308 or 1e-320 would be
// written back, and scored, as a number of some 300 digits.
func KomiOK(k float64) bool {
	return math.Abs(k) <= MaxKomi && math.Round(k*100)/100 == k
}

// ErrSetupInGame is Tree.Game's error for setup stones after the root under
// the Refuse policy.
var ErrSetupInGame = errors.New("sgf: setup stones in the middle of the game")

// Game returns a game of Go that stands at node n of the tree: the one way a
// record becomes a game, for the program, GTP's loadsgf and everything else.
//
//   - The board size and the rules are the tree's (Tree.Rules).
//   - The handicap is Node.HandicapStones of the root: those stones go on as
//     a handicap (White moves first unless PL says otherwise, and the rules'
//     handicap compensation applies). Any other setup in the root is a
//     starting position with PL, or the first move's colour, to move.
//   - The komi is KM, and without a readable KM (or with one KomiOK
//     refuses) the rules' komi for the handicap (engine.Rules.KomiFor).
//   - Moves are played as a record plays them (engine.Game.PlayRecorded): the
//     board's rules hold, superko does not, and a move after two passes
//     resumes play.
//
// o says what to do with an illegal move or setup after the root.
func (t *Tree) Game(n *Node, o Replay) (*engine.Game, error) {
	path := PathTo(n)
	root := path[0]
	g, err := engine.NewGame(t.w, t.h, t.rules)
	if err != nil {
		return nil, err // the tree accepted the size, as the engine does
	}
	if hs := root.HandicapStones(); hs != nil && g.SetFreeHandicap(hs) == nil {
		if pl, ok := playerOf(root); ok && pl != engine.White {
			err = g.SetStart(g.Setup(), pl)
		}
	} else if hasSetup(root) {
		err = g.SetStart(t.setupAt(root), t.toPlayBefore(root))
	}
	if err != nil {
		return nil, err
	}
	if komi, ok := root.Komi(); ok && KomiOK(komi) {
		g.SetKomi(komi)
	}
	w, h := t.w, t.h
	for i, m := range path {
		if i > 0 && hasSetup(m) {
			if o.Setup == Refuse {
				return nil, fmt.Errorf("%w: after move %d", ErrSetupInGame, g.MoveNumber())
			}
			if err := g.SetStart(t.setupAt(m), t.toPlayBefore(m)); err != nil {
				return nil, err
			}
		}
		mv, has, err := m.Move(w, h)
		if !has {
			continue
		}
		if err == nil {
			err = g.PlayRecorded(mv)
		}
		if err == nil {
			continue
		}
		if o.Illegal == Refuse {
			what := "a move"
			if mv.Color == engine.Black || mv.Color == engine.White {
				what = fmt.Sprintf("%s %s", mv.Color.Name(), engine.Vertex(mv.Point, h))
			}
			return nil, fmt.Errorf("sgf: move %d (%s) is illegal: %w", t.MoveNumber(m), what, err)
		}
		if err := g.SetStart(t.Position(m), t.ToPlay(m)); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// hasSetup reports whether n sets up stones or the player to move.
func hasSetup(n *Node) bool {
	return n.Has("AB") || n.Has("AW") || n.Has("AE") || n.Has("PL")
}

// playerOf returns the colour PL of n names.
func playerOf(n *Node) (engine.Color, bool) {
	if !n.Has("PL") {
		return engine.Empty, false
	}
	c, err := engine.ParseColor(SimpleText(n.Value("PL")))
	return c, err == nil && (c == engine.Black || c == engine.White)
}

// setupAt returns a copy of the position at n after its setup stones and
// before its move.
func (t *Tree) setupAt(n *Node) *engine.Board {
	var b *engine.Board
	if n.parent == nil {
		b = engine.MustBoard(t.w, t.h)
		b.SetSuicide(t.rules.Suicide)
	} else {
		b = t.Position(n.parent).Clone()
	}
	_ = n.setupOn(b) // a problem is the tree's to report; the stones stand
	return b
}

// toPlayBefore returns the player to move at n before its move: PL, else
// the colour of its move, else the player to move after its parent.
func (t *Tree) toPlayBefore(n *Node) engine.Color {
	if c, ok := playerOf(n); ok {
		return c
	}
	if m, has, err := n.Move(t.w, t.h); has && err == nil {
		return m.Color
	}
	if n.parent == nil {
		return t.ToPlay(n)
	}
	return t.ToPlay(n.parent)
}

// PathTo returns the nodes from the root of n's tree down to n.
func PathTo(n *Node) []*Node {
	var up []*Node
	for m := n; m != nil; m = m.parent {
		up = append(up, m)
	}
	for i, j := 0, len(up)-1; i < j; i, j = i+1, j-1 {
		up[i], up[j] = up[j], up[i]
	}
	return up
}
