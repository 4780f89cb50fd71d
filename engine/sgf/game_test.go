package sgf

import (
	"errors"
	"testing"

	"github.com/torreya/torreya/engine"
)

// gameAt parses one game, makes its tree and the game at the end of its main
// line.
func gameAt(t *testing.T, data string, o Replay) (*Tree, *engine.Game, error) {
	t.Helper()
	c, err := ParseString(data)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := NewTree(c.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	line := c.Games[0].MainLine()
	g, err := tr.Game(line[len(line)-1], o)
	return tr, g, err
}

func TestGameHandicap(t *testing.T) {
	tests := []struct {
		name     string
		sgf      string
		handicap int
		komi     float64
		toMove   engine.Color
	}{
		// The one rule: black stones alone in the root, with HA or White first.
		{"HA and PL[W]", "(;SZ[9]RU[Chinese]HA[2]AB[cc][gg]PL[W])", 2, 0.5, engine.White},
		{"HA, PL[W] and a move", "(;SZ[9]RU[Chinese]HA[2]AB[cc][gg]PL[W];B[ee])", 2, 0.5, engine.White},
		{"HA alone", "(;SZ[9]RU[Chinese]HA[2]AB[cc][gg])", 2, 0.5, engine.White},
		{"HA and a move in the root", "(;SZ[9]RU[Chinese]HA[2]AB[cc][gg]W[ee])", 2, 0.5, engine.Black},
		{"White first without HA", "(;SZ[9]RU[Chinese]AB[cc][gg];W[ee])", 2, 0.5, engine.Black},
		{"Black first without HA", "(;SZ[9]RU[Chinese]AB[cc][gg];B[ee])", 0, 7.5, engine.White},
		{"white setup too", "(;SZ[9]RU[Chinese]HA[2]AB[cc][gg]AW[ee])", 0, 7.5, engine.Black},
		{"one stone", "(;SZ[9]RU[Chinese]HA[2]AB[cc])", 0, 7.5, engine.Black},
		{"komi given", "(;SZ[9]RU[Japanese]KM[0.5]HA[3]AB[cc][gg][cg])", 3, 0.5, engine.White},
		{"even, no KM", "(;SZ[9]RU[NZ])", 0, 7, engine.Black},
		{"HA with PL[B]", "(;SZ[9]RU[Chinese]HA[2]AB[cc][gg]PL[B])", 2, 0.5, engine.Black},
	}
	for _, tt := range tests {
		tr, g, err := gameAt(t, tt.sgf, Replay{})
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		toMove := g.ToMove()
		if g.Handicap() != tt.handicap || g.Komi() != tt.komi || toMove != tt.toMove {
			t.Errorf("%s: handicap %d, komi %g, %v to move; want %d, %g, %v", tt.name, g.Handicap(), g.Komi(), toMove, tt.handicap, tt.komi, tt.toMove)
		}
		if want := tr.ToPlay(tr.Root().MainLine()[len(tr.Root().MainLine())-1]); want != toMove {
			t.Errorf("%s: the tree says %v is to move, the game %v", tt.name, want, toMove)
		}
		if hs := tr.Root().HandicapStones(); len(hs) != tt.handicap && !(tt.handicap == 0 && hs == nil) {
			t.Errorf("%s: HandicapStones %v", tt.name, hs)
		}
	}
}

func TestGameIllegalAndSetup(t *testing.T) {
	const illegal = "(;SZ[5];B[aa];W[aa];B[bb])"
	if _, _, err := gameAt(t, illegal, Replay{Illegal: Refuse}); !errors.Is(err, engine.ErrOccupied) {
		t.Errorf("refused illegal move: %v", err)
	}
	tr, g, err := gameAt(t, illegal, Replay{})
	if err != nil {
		t.Fatal(err)
	}
	end := tr.Root().MainLine()[3]
	if g.Board().Hash() != tr.Position(end).Hash() || g.ToMove() != tr.ToPlay(end) || tr.Problem(tr.Root().MainLine()[2]) == nil {
		t.Errorf("kept illegal move: game and tree differ, or the node is not marked")
	}

	const setup = "(;SZ[5];B[aa];W[bb];AB[cc]AE[aa];W[dd])"
	if _, _, err := gameAt(t, setup, Replay{Setup: Refuse}); !errors.Is(err, ErrSetupInGame) {
		t.Errorf("refused setup: %v", err)
	}
	tr, g, err = gameAt(t, setup, Replay{Illegal: Refuse})
	if err != nil {
		t.Fatal(err)
	}
	end = tr.Root().MainLine()[4]
	if g.Board().Hash() != tr.Position(end).Hash() || g.At(engine.Pt(0, 0)) != engine.Empty || g.At(engine.Pt(2, 2)) != engine.Black ||
		g.ToMove() != engine.Black || g.MoveNumber() != 1 {
		t.Errorf("kept setup: %v to move after %d moves\n%s", g.ToMove(), g.MoveNumber(), g.Board())
	}
}

// The rules RU names are read once, by engine.ParseRules: New Zealand rules
// allow a multi-stone suicide and forbid a single-stone one, in the tree and
// in the game alike; Tromp-Taylor allows both, Japanese neither.
func TestGameRulesFromRU(t *testing.T) {
	tests := []struct {
		ru            string
		multi, single bool // legal
	}{
		{"NZ", true, false}, {"New Zealand", true, false}, {"Tromp-Taylor", true, true},
		{"Japanese", false, false}, {"", false, false}, {"GOE", false, false},
	}
	for _, tt := range tests {
		for _, k := range []struct {
			setup string
			move  engine.Point
			legal bool
		}{
			// Black a1 b1 with one liberty at c1, which White surrounds.
			{"AB[aa][ba]AW[da][ab][bb][cb]", engine.Pt(2, 0), tt.multi},
			// A single black stone in the corner.
			{"AW[ba][ab]", engine.Pt(0, 0), tt.single},
		} {
			c, _ := ParseString("(;SZ[5]RU[" + tt.ru + "]" + k.setup + ")")
			tr, _ := NewTree(c.Games[0])
			g, err := tr.Game(tr.Root(), Replay{})
			if err != nil {
				t.Fatal(err)
			}
			m := engine.Move{Color: engine.Black, Point: k.move}
			gameErr := g.Legal(m.Color, m.Point)
			_, treeErr := tr.Play(m)
			// (A single-stone suicide on an empty board repeats the position:
			// superko, not suicide, forbids it.)
			if errors.Is(gameErr, engine.ErrSuicide) == k.legal || errors.Is(treeErr, engine.ErrSuicide) == k.legal {
				t.Errorf("RU[%s] %s black %v: game says %v, tree says %v; want legal %v", tt.ru, k.setup, k.move, gameErr, treeErr, k.legal)
			}
		}
	}
}

// A new game's rules are in the tree from the start: a Tromp-Taylor game's
// tree allows the multi-stone suicide the game allows.
func TestNewTreeRules(t *testing.T) {
	tr, err := New(5, 5, Property{ID: "RU", Values: []string{"Tromp-Taylor"}},
		Property{ID: "AB", Values: []string{"aa", "ba"}}, Property{ID: "AW", Values: []string{"da", "ab", "bb", "cb"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Play(engine.Move{Color: engine.Black, Point: engine.Pt(2, 0)}); err != nil {
		t.Errorf("multi-stone suicide under Tromp-Taylor: %v", err)
	}
	if tr.CanUndo() {
		// The play is an edit; the root's properties are not.
		tr.Undo()
		if tr.CanUndo() {
			t.Errorf("New's properties are undoable edits")
		}
	}
}

// Edit makes several edits one: a move and its clock stamp undo together.
func TestEditIsOneUndo(t *testing.T) {
	tr, _ := New(9, 9)
	err := tr.Edit(func() error {
		n, err := tr.Play(engine.Move{Color: engine.Black, Point: engine.Pt(4, 4)})
		if err != nil {
			return err
		}
		return tr.SetProperty(n, "BL", "599.5")
	})
	if err != nil {
		t.Fatal(err)
	}
	if !tr.Undo() || tr.Current() != tr.Root() || len(tr.Root().Children()) != 0 || tr.CanUndo() {
		t.Errorf("one undo leaves %d children, current root %v", len(tr.Root().Children()), tr.Current() == tr.Root())
	}
	if !tr.Redo() || tr.Current().Value("BL") != "599.5" || tr.Current().Value("B") != "ee" {
		t.Errorf("redo: %v", tr.Current().Properties())
	}
	// A failing edit leaves nothing behind.
	bad := errors.New("no")
	if err := tr.Edit(func() error {
		if _, err := tr.Play(engine.Move{Color: engine.White, Point: engine.Pt(3, 3)}); err != nil {
			return err
		}
		return bad
	}); err != bad || len(tr.Current().Children()) != 0 || tr.Current().Value("B") != "ee" {
		t.Errorf("failed edit: %v, %d children", err, len(tr.Current().Children()))
	}
}
