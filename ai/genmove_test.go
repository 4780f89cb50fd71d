package ai

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
)

// settled is a finished 9x9 game: White's two-point eyes cannot be invaded,
// Black's area is alive, no point is open. White wins by 27 points and komi.
const settled = `
	. . X O . . O . .
	. . X O O O O O O
	X X X O . . O . .
	. . X O O O O O O
	. . X O . . O . .
	X X X O O O O O O
	. . X O . . O . .
	. . X O O O O O O
	. . X O . . O . .`

// decided is settled with one point left open, the dame D9 (its top row is
// changed): nothing can change the result.
var decided = strings.Replace(settled, ". . X O . . O . .", ". . X . O . O . .", 1)

// genMoveAt returns level's move for c in g with the given seed, on one
// thread so that the seed decides it.
func genMoveAt(t *testing.T, level int, seed uint64, g *engine.Game, c engine.Color) engine.Point {
	t.Helper()
	o, err := Level(level)
	if err != nil {
		t.Fatal(err)
	}
	o.Seed, o.Threads = seed, 1
	p, err := New(o).GenMove(context.Background(), g, c)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// endMove is what level should play in a game that no move can change:
// a pass, but for the loser at a level that resigns, which gives the game
// up rather than pass into the count.
func endMove(t *testing.T, level int, loser bool) engine.Point {
	t.Helper()
	o, err := Level(level)
	if err != nil {
		t.Fatal(err)
	}
	if loser && o.Resign > 0 {
		return engine.Resign
	}
	return engine.Pass
}

// endLevels are the levels the settled- and decided-game tests play: the
// four that never resign and two that do.
var endLevels = []int{1, 2, 3, 4, 5, 7}

// TestSettledGameEnds: when no move changes the count, the winner passes at
// every level, whether or not the opponent passed, and so does the loser at
// a level that does not resign; the loser at a level that resigns gives the
// game up at once. The weak levels used to drop stones into the other
// side's area instead, and the levels that resign passed into a lost count.
func TestSettledGameEnds(t *testing.T) {
	for _, c := range []engine.Color{engine.Black, engine.White} {
		g := gameFrom(t, settled, c, 7.5)
		for _, level := range endLevels {
			want := endMove(t, level, c == engine.Black)
			for seed := uint64(1); seed <= 3; seed++ {
				if p := genMoveAt(t, level, seed, g, c); p != want {
					t.Errorf("%s, level %d, seed %d: played %s in a settled game, want %s",
						c.Name(), level, seed, engine.Vertex(p, 9), engine.Vertex(want, 9))
				}
			}
		}
	}
}

// TestDecidedGameEnds: with one point left open that cannot change the
// result, the loser passes at a level that does not resign and resigns at
// one that does, whether or not the winner passed first, and the winner
// passes, at any level.
func TestDecidedGameEnds(t *testing.T) {
	passed := gameFrom(t, decided, engine.White, 7.5)
	if err := passed.Pass(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		g    *engine.Game
		c    engine.Color
	}{
		{"White passed", passed, engine.Black},
		{"Black to play", gameFrom(t, decided, engine.Black, 7.5), engine.Black},
		{"White to play", gameFrom(t, decided, engine.White, 7.5), engine.White},
	} {
		for _, level := range endLevels {
			want := endMove(t, level, tc.c == engine.Black)
			for seed := uint64(1); seed <= 3; seed++ {
				if p := genMoveAt(t, level, seed, tc.g, tc.c); p != want {
					t.Errorf("%s, level %d, seed %d: %s played %s, want %s", tc.name, level, seed, tc.c.Name(), engine.Vertex(p, 9), engine.Vertex(want, 9))
				}
			}
		}
	}
}

// TestWeakLevelsStayOutOfSettledArea: in a game still open at the bottom,
// the weak levels' randomness never plays inside White's settled area at the
// top right, even right after White's move there, whose neighbours the
// search favours.
func TestWeakLevelsStayOutOfSettledArea(t *testing.T) {
	g := gameFrom(t, `
		. . X O . . . . .
		. . X O O O O O O
		. . X O . . O . .
		X X X O O O O O O
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .`, engine.White, 7.5)
	if err := g.Play(engine.Move{Color: engine.White, Point: vertex(t, g, "G9")}); err != nil {
		t.Fatal(err)
	}
	inside := []string{"E9", "F9", "H9", "J9", "E7", "F7", "H7", "J7"}
	for level := 1; level <= 5; level++ {
		for seed := uint64(1); seed <= 5; seed++ {
			p := genMoveAt(t, level, seed, g, engine.Black)
			if v := engine.Vertex(p, 9); p == engine.Pass || p == engine.Resign || slices.Contains(inside, v) {
				t.Errorf("level %d, seed %d: Black played %s, want a move in the open area", level, seed, v)
			}
		}
	}
}
