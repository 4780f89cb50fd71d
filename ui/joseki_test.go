package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/study/joseki"
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

// marksAt returns the board's marks of kind k, by point.
func marksAt(c *Controller, k goban.MarkKind) map[engine.Point]string {
	out := map[engine.Point]string{}
	for _, m := range c.Board().View().Marks {
		if m.Kind == k {
			out[m.At] = m.Text
		}
	}
	return out
}

// TestJosekiLabelsFollowTheMove: the dictionary's labels, which its comments
// speak of, are shown turned with the move into the corner played.
func TestJosekiLabelsFollowTheMove(t *testing.T) {
	c, _ := attached(t, Deps{})
	c.joseki.delay = 0
	openRecord(t, c, `(;GM[1]FF[4]SZ[19];B[dd]LB[fc:a][cf:b]C['a' and 'b' are joseki])`)
	c.cmd.joseki.run()
	c.tap(engine.Pt(15, 15)) // the bottom-right 4-4
	got := marksAt(c, goban.MarkLabel)
	// fc (5,2) and cf (2,5) turned into the bottom right, either way round.
	a, b := got[engine.Pt(13, 16)], got[engine.Pt(16, 13)]
	if len(got) != 2 || !(a == "a" && b == "b" || a == "b" && b == "a") {
		t.Errorf("labels %v, want a and b at (13,16) and (16,13)", got)
	}
}

// TestJosekiMarksStayInTheCorner: the dictionary's letters and marks are
// drawn in the corner played, a letter on an empty point only; one the
// dictionary puts in another corner (Kogo's enclosure 'e') does not land
// on a stone there; its triangle is drawn.
func TestJosekiMarksStayInTheCorner(t *testing.T) {
	c, _ := attached(t, Deps{})
	c.joseki.delay = 0
	openRecord(t, c, `(;GM[1]FF[4]SZ[19];B[dd]LB[fc:a][jc:n][pp:e]TR[cc]C['a' is joseki, 'n' the pincer on the tenth line, 'e' makes an enclosure in another corner.])`)
	c.cmd.joseki.run()
	c.tap(engine.Pt(3, 3))   // Black's 4-4 in the top left
	c.tap(engine.Pt(15, 15)) // White's in the bottom right: the dictionary's colours exchanged
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(15, 15)}) {
		t.Fatalf("the board is at %v", m)
	}
	labels := marksAt(c, goban.MarkLabel)
	for p, text := range labels {
		if !c.joseki.nearCorner(joseki.BottomRight, p) || c.rec.tree.Board().At(p) != engine.Empty {
			t.Errorf("label %q at %v: outside the corner or on a stone", text, p)
		}
	}
	// 'n' on the tenth line (J17 turned to the bottom right: K3) belongs to
	// the corner too.
	if len(labels) != 2 || labels[engine.Pt(9, 16)] != "n" {
		t.Errorf("labels %v, want 'a' and 'n' at K3 alone", labels)
	}
	if _, ok := marksAt(c, goban.MarkTriangle)[engine.Pt(16, 16)]; !ok {
		t.Errorf("the triangle is not drawn at the 3-3 point: %v", c.Board().View().Marks)
	}
}

// drillDictionary has the program's approach say the learner's answers in
// its letters and its comment.
const drillDictionary = `(;GM[1]FF[4]SZ[19];B[dd];W[fc]N[Low approach]LB[cf:A][fd:B]C[The answers for Black are 'A' and 'B'.]
(;B[cf]C['A' is joseki.])(;B[fd]))`

// TestJosekiDrillShowsNothingBeforeTheMove: after the program's move the
// board shows neither the dictionary's colours nor its letters, and no word
// says the answers; the learner's right and wrong moves are counted in the
// bar, and the line drilled is named when it ends.
func TestJosekiDrillShowsNothingBeforeTheMove(t *testing.T) {
	c, _ := attached(t, Deps{})
	c.joseki.delay = 0
	openRecord(t, c, drillDictionary)
	c.cmd.joseki.run()
	c.joseki.startDrill(engine.Black)
	c.tap(engine.Pt(3, 3))
	m, _ := currentMove(t, c)
	if m.Color != engine.White {
		t.Fatalf("the dictionary did not answer: %v; %q", m, c.Status())
	}
	v := c.Board().View()
	if len(v.Choices) != 0 || len(v.Marks) != 0 {
		t.Errorf("before the learner's move the board shows %d choices and the marks %v", len(v.Choices), v.Marks)
	}
	for _, said := range []string{c.Status(), c.tree().Current().Comment(), c.joseki.hovered(engine.Pt(2, 5))} {
		if strings.Contains(said, "answers") || strings.Contains(said, "'A'") {
			t.Errorf("the answer is said before the move: %q", said)
		}
	}
	answer := engine.Pt(2, 5) // 'A', turned as the approach was
	if m.Point == engine.Pt(2, 5) {
		answer = engine.Pt(5, 2)
	}
	c.tap(answer)
	if s := c.Status(); !strings.Contains(s, "you drilled Low approach") {
		t.Errorf("the end of the line: %q", s)
	}
	if got := c.joseki.bar.tally.Text; !strings.Contains(got, "Right 2 · wrong 0 · in a row 2") || !strings.Contains(got, "Low approach") {
		t.Errorf("the tally says %q", got)
	}
	c.tap(engine.Pt(9, 9)) // not in the dictionary
	if got := c.joseki.bar.tally.Text; !strings.Contains(got, "Right 2 · wrong 1 · in a row 0") {
		t.Errorf("after a wrong move the tally says %q", got)
	}
}

// TestJosekiSaysWhoseVerdict: a dictionary written before AI (its DT)
// gives its mistakes in its own name and year; the program's reading of
// the dictionary's moves is shown on request, said to be the program's,
// and is off in the drill.
func TestJosekiSaysWhoseVerdict(t *testing.T) {
	c, _ := attached(t, Deps{Analysis: quickAnalysis})
	c.joseki.delay = 0
	openRecord(t, c, `(;GM[1]FF[4]SZ[19]DT[2007-09-13];B[dd](;W[fc]TE[1])(;W[cc]BM[1]C[Too early]))`)
	c.cmd.joseki.run()
	c.tap(engine.Pt(3, 3))
	c.hover(engine.Pt(2, 2), nil)
	if s := c.Status(); !strings.Contains(s, "(2007, before AI) calls this a mistake.") {
		t.Errorf("the early 3-3 invasion: %q", s)
	}
	if c.joseki.program.on || !c.cmd.josekiReading.enabled() {
		t.Fatal("the program's reading is on by default, or cannot be asked for")
	}
	c.cmd.josekiReading.run() // the test's background work runs at once
	if !c.joseki.program.done {
		t.Fatalf("the reading did not end: %q", c.Status())
	}
	if s := c.Status(); !strings.Contains(s, "Torreya's own reading, not the dictionary's") {
		t.Errorf("the reading says %q", s)
	}
	c.hover(engine.Pt(2, 2), nil)
	if s := c.Status(); !strings.Contains(s, "calls this a mistake") || !strings.Contains(s, "Torreya's own reading:") {
		t.Errorf("the pointer on the 3-3 invasion says %q", s)
	}
	c.joseki.startDrill(engine.Black)
	if c.joseki.program.on || c.cmd.josekiReading.enabled() {
		t.Error("the program's reading goes on in the drill")
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

// TestJosekiBoardTellsTheDictionarysKomi: the details beside the
// explorer's board give the dictionary's komi and rules (Kogo's KM[0]), in
// the explorer and in the drill, not a new game's 6.5.
func TestJosekiBoardTellsTheDictionarysKomi(t *testing.T) {
	c, _ := attached(t, Deps{})
	c.joseki.delay = 0
	openRecord(t, c, strings.Replace(smallDictionary, "SZ[19]", "SZ[19]KM[0]RU[Chinese]", 1))
	c.cmd.joseki.run()
	for _, where := range []string{"explorer", "drill"} {
		if s := c.view.game.Text; !strings.HasPrefix(s, "Komi 0 · Chinese rules") {
			t.Errorf("in the %s the details read %q, want the dictionary's komi 0 and rules", where, s)
		}
		c.cmd.drillBlack.run()
	}
}
