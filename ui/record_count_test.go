package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
)

// playCountedGame plays a 9x9 game to two passes: Black's wall on column C,
// White's on D; White captures a black stone (1 prisoner) and leaves another
// in atari in the corner, J1, dead in White's area.
func playCountedGame(t *testing.T, c *Controller) {
	t.Helper()
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	var moves [][2]int
	for y := range 9 {
		moves = append(moves, [2]int{2, y}, [2]int{3, y})
	}
	moves = append(moves,
		[2]int{6, 4}, [2]int{6, 3}, [2]int{0, 0}, [2]int{5, 4},
		[2]int{0, 1}, [2]int{7, 4}, [2]int{0, 2}, [2]int{6, 5}, // captures G5
		[2]int{8, 8}, [2]int{8, 7})
	for _, mv := range moves {
		tap(c, mv[0], mv[1])
		if m, _ := currentMove(t, c); m.Point != engine.Pt(mv[0], mv[1]) {
			t.Fatalf("move at %v was not played: %s", mv, c.Status())
		}
	}
	passTwice(t, c)
	if !c.scoring() {
		t.Fatal("two passes did not open scoring")
	}
	if !c.rec.dead[engine.Pt(8, 8)] {
		tap(c, 8, 8)
	}
}

// TestAcceptedScoreStaysOnTheBoard: after Accept Score the board goes on
// showing the count (the dead stone faded, not ringed by the atari aid, the
// territory marked), the lid holds the prisoners the score counts (the
// capture and the dead stone), and Undo of the result takes it all back.
func TestAcceptedScoreStaysOnTheBoard(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	c.prefs.SetBool(prefAidAtari, true)
	playCountedGame(t, c)
	corner := engine.Pt(8, 8)
	if got := c.view.lids[engine.Black].Count(); got != 2 {
		t.Errorf("while counting White's lid holds %d black stones, want 2 (a capture and the dead J1)", got)
	}
	if err := c.accept(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(c.Status(), "2 prisoners") {
		t.Fatalf("the count %q does not give White 2 prisoners", c.Status())
	}
	check := func(when string) {
		t.Helper()
		v := c.Board().View()
		if !v.Scoring || !v.Dead[corner] {
			t.Errorf("%s: the board does not show J1 dead (scoring view %v)", when, v.Scoring)
		}
		if slices.Contains(v.Atari, corner) {
			t.Errorf("%s: the dead J1 is ringed as a stone in atari", when)
		}
		for _, tc := range []struct {
			x, y int
			want engine.Color
		}{{1, 5, engine.Black}, {5, 6, engine.White}, {8, 8, engine.White}} {
			if got := v.Territory[engine.Pt(tc.x, tc.y)]; got != tc.want {
				t.Errorf("%s: territory at %d,%d is %v, want %v", when, tc.x, tc.y, got, tc.want)
			}
		}
		if got := c.view.lids[engine.Black].Count(); got != 2 {
			t.Errorf("%s: White's lid holds %d black stones where the score counts 2 prisoners", when, got)
		}
		if got := c.view.info[engine.White].Text; !strings.HasPrefix(got, "Prisoners: 2") {
			t.Errorf("%s: White's line says %q beside a lid of 2 prisoners", when, got)
		}
	}
	check("after accepting")
	c.back(3)
	if c.Board().View().Scoring {
		t.Error("three moves back the board still shows the count")
	}
	c.forward(3)
	check("back at the end")
	c.undo()
	if re := c.tree().Root().Result(); re != "" {
		t.Fatalf("Undo left the result %q", re)
	}
	if c.tree().Current().Values("TB") != nil {
		t.Error("Undo of the result left the territory marks")
	}
	if !c.scoring() && c.Board().View().Dead[corner] {
		t.Error("after Undo of the result the board still shows the count")
	}
}
