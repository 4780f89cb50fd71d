package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// TestIllegalMovesAreKeptAndMarked opens a record holding a move on an
// occupied point, as Kogo's dictionary holds six: the move stays in the
// record, the tree crosses it out, the board does not play it, and every
// word about it says so.
func TestIllegalMovesAreKeptAndMarked(t *testing.T) {
	c, _ := attached(t, Deps{})
	path := filepath.Join(t.TempDir(), "illegal.sgf")
	text := "(;GM[1]FF[4]SZ[9];B[ee];W[ee]C[On the black stone.];B[cc])"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c.OpenFile(path)
	if s := c.Status(); !strings.Contains(s, "1 move is illegal: it is kept in the record, crossed out in the game tree, and not played on the board.") {
		t.Errorf("status %q does not say the move is kept and marked", s)
	}
	if strings.Contains(c.Status(), "skipped") {
		t.Errorf("status %q says the move was skipped", c.Status())
	}
	line := c.tree().Root().MainLine()
	if len(line) != 4 {
		t.Fatalf("the record has %d nodes, want all 4 kept", len(line))
	}
	bad := line[2]
	if c.tree().Known(bad) == nil {
		t.Error("the tree view is not told the white move is illegal")
	}
	c.goTo(bad)
	if got := c.Board().View().Board.At(engine.Pt(4, 4)); got != engine.Black {
		t.Errorf("E5 holds %v after the illegal move, want the black stone as before", got)
	}
	if s := c.view.game.Text; !strings.Contains(s, "This move is illegal (occupied: there is a stone there already): it is kept in the record but not played.") {
		t.Errorf("the game details %q do not say the move is illegal", s)
	}
	tip := (treeTip{c}).describe(bad)
	if !slices.Contains(tip, "Move 2: White E5") || !slices.Contains(tip, "Illegal, kept in the record but not played: occupied: there is a stone there already") || !slices.Contains(tip, "On the black stone.") {
		t.Errorf("tip %q, want the move, why it is illegal and the comment", tip)
	}
	c.goTo(line[3])
	if s := c.view.game.Text; strings.Contains(s, "illegal") {
		t.Errorf("the details at a legal move say %q", s)
	}
	if tip := (treeTip{c}).describe(line[3]); len(tip) != 1 || tip[0] != "Move 3: Black C7" {
		t.Errorf("tip of a plain move %q", tip)
	}
}

// TestTreeTipKeepsAProblemsAnswers: while a problem is being solved, the
// tree's tip names the move only; the comment that says "Correct" waits
// for Show Solution, which also puts the judgement into words.
func TestTreeTipKeepsAProblemsAnswers(t *testing.T) {
	c, _ := solving(t, Deps{}, cornerProblem)
	c.showTree(true)
	if c.view.tree.Describe == nil {
		t.Fatal("the tree has no tips")
	}
	c.cmd.solution.run()
	right := c.tree().Root().Children()[0]
	if tip := (treeTip{c}).describe(right); !slices.Contains(tip, "Leads to the right answer") || !slices.Contains(tip, "Correct.") {
		t.Errorf("tip after Show Solution %q, want the judgement and the comment", tip)
	}
	c.cmd.tryAgain.run()
	tap(c, 1, 0) // B1, the right answer: its node and comment are in the record now
	nodes := 0
	c.tree().Root().Walk(func(n *sgf.Node) bool {
		nodes++
		for _, l := range (treeTip{c}).describe(n) {
			if strings.Contains(l, "Correct") || strings.Contains(l, "Wrong") || strings.Contains(l, "right answer") || strings.Contains(l, "wrong answer") {
				t.Errorf("while solving, the tip of %v says %q", n.Properties(), l)
			}
		}
		return true
	})
	if nodes < 2 {
		t.Fatalf("the record holds %d nodes after a move", nodes)
	}
}
