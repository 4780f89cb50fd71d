package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/goban"
)

// A small dictionary in the top-left corner: the 4-4 point, a good approach
// and its answer, and a mistake.
const smallDictionary = `(;GM[1]FF[4]SZ[19]C[A small dictionary]
(;B[dd](;W[fc]TE[1]C[Approach];B[cf]TE[1])(;W[cc]BM[1]C[Too early])))`

// exploring opens the small dictionary in the explorer.
func exploring(t *testing.T) *Controller {
	t.Helper()
	c, _ := attached(t, Deps{})
	c.joseki.delay = 0
	openRecord(t, c, smallDictionary)
	c.cmd.joseki.run()
	if !c.joseki.on() {
		t.Fatalf("the explorer did not start: %q", c.Status())
	}
	return c
}

// choiceAt returns the kind of the dictionary's mark at p.
func choiceAt(c *Controller, p engine.Point) (goban.ChoiceKind, bool) {
	for _, ch := range c.Board().View().Choices {
		if ch.Point == p {
			return ch.Kind, true
		}
	}
	return 0, false
}

// TestJosekiExplorerEveryCorner: the dictionary's first move is offered in
// all four corners; after it is played in the bottom right, the approach
// and the mistake are marked there, turned, in their colours; nothing of
// this touches the file.
func TestJosekiExplorerEveryCorner(t *testing.T) {
	c := exploring(t)
	for _, p := range []engine.Point{engine.Pt(3, 3), engine.Pt(15, 3), engine.Pt(3, 15), engine.Pt(15, 15)} {
		if _, ok := choiceAt(c, p); !ok {
			t.Errorf("the 4-4 point %v is not offered: %v", p, c.Board().View().Choices)
		}
	}
	c.tap(engine.Pt(15, 15))
	approach := []engine.Point{engine.Pt(13, 16), engine.Pt(16, 13)}
	found := false
	for _, p := range approach {
		if k, ok := choiceAt(c, p); ok {
			found = true
			if k != goban.ChoiceGood {
				t.Errorf("the approach at %v is marked %v, want good", p, k)
			}
		}
	}
	if !found {
		t.Errorf("the approach is not offered in the bottom right: %v", c.Board().View().Choices)
	}
	if k, ok := choiceAt(c, engine.Pt(16, 16)); !ok || k != goban.ChoiceMistake {
		t.Errorf("the 3-3 invasion at %v: %v %v, want a mistake", engine.Pt(16, 16), k, ok)
	}
	c.hover(engine.Pt(16, 16), engine.ErrOccupied)
	if s := c.Status(); !strings.HasPrefix(s, "Mistake.") {
		t.Errorf("the pointer on the 3-3 invasion says %q", s)
	}
	if c.doc.dirty {
		t.Error("a move in the explorer marked the file as changed")
	}
	c.cmd.joseki.run() // leave
	if c.joseki.on() || len(c.tree().Root().Children()) != 1 || c.tree().Root().Comment() != "A small dictionary" {
		t.Error("leaving the explorer does not show the dictionary's record as it was")
	}
}

// TestJosekiFindsPlacedStones: stones put on the board with edit mode are
// found in the dictionary, in another corner and with colours exchanged.
func TestJosekiFindsPlacedStones(t *testing.T) {
	c := exploring(t)
	c.setEditMode(true)
	c.editor.tool = toolWhite
	c.tap(engine.Pt(15, 3)) // a white 4-4 stone in the top right: Black's 4-4 with colours exchanged
	c.setTurn(engine.Black)
	c.setEditMode(false)
	// Black (the approacher, colours exchanged) is offered the approach.
	var kinds []goban.ChoiceKind
	for _, p := range []engine.Point{engine.Pt(13, 2), engine.Pt(16, 5)} {
		if k, ok := choiceAt(c, p); ok {
			kinds = append(kinds, k)
		}
	}
	if !slices.Contains(kinds, goban.ChoiceGood) {
		t.Errorf("the approach to the white 4-4 stone is not offered: %v", c.Board().View().Choices)
	}
}

// TestJosekiDrill: the dictionary answers the learner's joseki move with
// one of its own, never its mistake; a move it does not know is taken back
// (nothing left to step into) and what it plays instead is shown.
func TestJosekiDrill(t *testing.T) {
	c := exploring(t)
	c.joseki.startDrill(engine.Black)
	if n := len(c.Board().View().Choices); n != 0 {
		t.Fatalf("the drill shows %d answers before the learner tries", n)
	}
	if !c.cmd.drillBlack.ticked() || c.cmd.drillWhite.ticked() || c.joseki.bar.legend.Visible() {
		t.Errorf("the drill as Black: ticked %v (as White %v), the colours' legend shown %v",
			c.cmd.drillBlack.ticked(), c.cmd.drillWhite.ticked(), c.joseki.bar.legend.Visible())
	}
	c.tap(engine.Pt(3, 3))
	m, _ := currentMove(t, c)
	if m.Color != engine.White || (m.Point != engine.Pt(5, 2) && m.Point != engine.Pt(2, 5)) {
		t.Fatalf("the dictionary answered %v, want its approach", m)
	}
	c.tap(engine.Pt(10, 10)) // not in the dictionary
	if len(c.tree().Current().Children()) != 0 || len(c.Board().View().Choices) == 0 {
		t.Errorf("a move off the dictionary: at %v with %d moves marked; status %q",
			c.tree().Current(), len(c.Board().View().Choices), c.Status())
	}
	if m2, _ := currentMove(t, c); m2 != m {
		t.Errorf("the board is not back before the stray move: at %v", m2)
	}
}

// TestJosekiLabelsFollowTheMove: the dictionary's labels, which its comments
// speak of, are shown turned with the move into the corner played.
func TestJosekiLabelsFollowTheMove(t *testing.T) {
	c, _ := attached(t, Deps{})
	c.joseki.delay = 0
	openRecord(t, c, `(;GM[1]FF[4]SZ[19];B[dd]LB[fc:a][cf:b]C['a' and 'b' are joseki])`)
	c.cmd.joseki.run()
	c.tap(engine.Pt(15, 15)) // the bottom-right 4-4
	got := c.tree().Current().Values("LB")
	if len(got) != 2 {
		t.Fatalf("labels %v", got)
	}
	// fc (5,2) and cf (2,5) turned into the bottom right, either way round.
	ok := (got[0] == "nq:a" && got[1] == "qn:b") || (got[0] == "nq:b" && got[1] == "qn:a")
	if !ok {
		t.Errorf("labels %v, want nq and qn", got)
	}
}

// TestJosekiBoardIsNoGame: resigning, counting and annotating are off on
// the explorer's board; edit mode (to put stones) and undo stay.
func TestJosekiBoardIsNoGame(t *testing.T) {
	c := exploring(t)
	c.tap(engine.Pt(3, 3))
	for name, k := range map[string]*command{"resign": c.cmd.resign, "estimate": c.cmd.estimate, "game info": c.cmd.gameInfo} {
		if k.enabled() {
			t.Errorf("%s is on in the explorer", name)
		}
	}
	if !c.cmd.editMode.enabled() || !c.cmd.undo.enabled() {
		t.Error("edit mode or undo is off in the explorer")
	}
}
