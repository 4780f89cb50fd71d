package problem

import (
	"errors"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// atariBlunder: Black's five stones in the middle have one liberty, E4;
// Black played G7 instead and White captured at E4.
const atariBlunder = `
. . . . . . . . .
. . . O O . . . .
. . O X X O . . .
. . O X X O . . .
. . . O X O . . .
. . . . . X . . .
. . X . . . X . .
. . . . . . . . .
. . . . . . . . .`

// TestFromMistakeIsSolvable: the problem made from a mistake, written as
// SGF and read back, judges the preferred move right and the move played
// wrong, answers the move played with the punishment, and has Black to play.
func TestFromMistakeIsSolvable(t *testing.T) {
	b, err := engine.ParseDiagram(atariBlunder)
	if err != nil {
		t.Fatal(err)
	}
	e4, g7, d3 := engine.Pt(4, 5), engine.Pt(6, 2), engine.Pt(3, 6)
	root, err := FromMistake(Mistake{
		Board:  b,
		Played: engine.Move{Color: engine.Black, Point: g7},
		Better: []engine.Point{e4, d3, engine.Pt(7, 7), engine.Pt(0, 0)},
		Punish: []engine.Point{e4, engine.Pt(6, 6)}, // then on a stone of Black's
		Name:   "Move 1",
		Prompt: "Black to play: find a better move than the game's.",
		Right:  "The computer's choice.",
		Wrong:  "The game's move: it lost about 20 points.",
	})
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Parse(sgf.Marshal(root))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := ReadFile(col.Games)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	if p.ToPlay() != engine.Black {
		t.Errorf("the learner is %v, want Black", p.ToPlay())
	}
	r := p.Root()
	if got := r.GameName(); got != "Move 1" {
		t.Errorf("GN %q", got)
	}
	tr, err := sgf.NewTree(r)
	if err != nil {
		t.Fatal(err)
	}
	if got := tr.Position(r).String(); got != b.String() {
		t.Errorf("the problem's position:\n%s\nwant the game's:\n%s", got, b)
	}
	right := r.ChildWith(engine.Move{Color: engine.Black, Point: e4}, 9, 9)
	wrong := r.ChildWith(engine.Move{Color: engine.Black, Point: g7}, 9, 9)
	if right == nil || wrong == nil {
		t.Fatalf("the root's answers: right %v, wrong %v", right, wrong)
	}
	if v := p.Verdict(right); v != Right {
		t.Errorf("the preferred move is %v, want right", v)
	}
	if v := p.Verdict(wrong); v != Wrong {
		t.Errorf("the move played is %v, want wrong", v)
	}
	if v := p.Verdict(r.ChildWith(engine.Move{Color: engine.Black, Point: engine.Pt(0, 8)}, 9, 9)); v != Open {
		t.Errorf("a move off the tree has a node: %v", v)
	}
	if c := p.Correct(r); len(c) != 1 || c[0] != right {
		t.Errorf("the correct moves %v, want the preferred one alone", c)
	}
	if reply := p.Reply(wrong, nil); reply == nil || reply.Value("W") != "ef" {
		t.Errorf("the answer to the move played is %v, want White's capture at E4", reply)
	}
	// The right line keeps three moves; the punishment ends at the move
	// the rules refuse.
	if n := len(right.MainLine()); n != 3 {
		t.Errorf("the right line has %d moves, want 3", n)
	}
	if n := len(wrong.MainLine()); n != 2 {
		t.Errorf("the wrong line has %d moves, want the move played and the capture", n)
	}
	if !strings.Contains(wrong.Next().Comment(), "20 points") || right.Next().Comment() != "The computer's choice." {
		t.Errorf("the answers' comments %q, %q", right.Next().Comment(), wrong.Next().Comment())
	}
	if right.Comment() != "" || wrong.Comment() != "" {
		t.Errorf("the moves' comments %q, %q: want them on the answers, where the verdict is said", right.Comment(), wrong.Comment())
	}
}

// TestFromMistakeNeedsABetterMove: a line that starts with the move played,
// or a pass, makes no problem.
func TestFromMistakeNeedsABetterMove(t *testing.T) {
	b, err := engine.ParseDiagram(atariBlunder)
	if err != nil {
		t.Fatal(err)
	}
	played := engine.Move{Color: engine.Black, Point: engine.Pt(6, 2)}
	for _, better := range [][]engine.Point{nil, {engine.Pass}, {played.Point}} {
		if _, err := FromMistake(Mistake{Board: b, Played: played, Better: better}); !errors.Is(err, ErrNoBetter) {
			t.Errorf("better %v: error %v, want ErrNoBetter", better, err)
		}
	}
	// A first move on a stone is refused by the rules.
	if _, err := FromMistake(Mistake{Board: b, Played: played, Better: []engine.Point{engine.Pt(3, 1)}}); err == nil {
		t.Error("a preferred move on a stone made a problem")
	}
}

// TestFromMistakeUnansweredMove: with no answer to the move played, its
// comment stands on the move itself.
func TestFromMistakeUnansweredMove(t *testing.T) {
	b, err := engine.ParseDiagram(atariBlunder)
	if err != nil {
		t.Fatal(err)
	}
	root, err := FromMistake(Mistake{Board: b, Played: engine.Move{Color: engine.Black, Point: engine.Pass},
		Better: []engine.Point{engine.Pt(4, 5)}, Wrong: "Passing lost the stones."})
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read(root)
	if err != nil {
		t.Fatal(err)
	}
	pass := root.ChildWith(engine.Move{Color: engine.Black, Point: engine.Pass}, 9, 9)
	if pass == nil || pass.Comment() != "Passing lost the stones." || p.Verdict(pass) != Wrong {
		t.Errorf("the pass played: %v", pass)
	}
}
