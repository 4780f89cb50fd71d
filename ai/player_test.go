package ai

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

// TestGenMoveBudget: a search bounded by time ends near its budget, and a
// cancelled one at once. The bounds are generous: this checks that the search
// stops, not how fast it is.
func TestGenMoveBudget(t *testing.T) {
	g, _ := engine.NewGame(19, 19, engine.Chinese())
	m := New(Options{Time: 300 * time.Millisecond, Seed: 1})
	start := time.Now()
	p, err := m.GenMove(context.Background(), g, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 300*time.Millisecond+time.Second {
		t.Errorf("GenMove with a 300ms budget took %v", d)
	}
	if g.Legal(engine.Black, p) != nil || p == engine.Pass {
		t.Errorf("GenMove on an empty board played %v", p)
	}

	m = New(Options{Time: time.Minute, Seed: 1})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start = time.Now()
	_, err = m.GenMove(ctx, g, engine.Black)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("cancelled GenMove returned %v, want the context's error", err)
	}
	if d := time.Since(start); d > 100*time.Millisecond+time.Second {
		t.Errorf("cancelled GenMove took %v to return", d)
	}
}

// TestSelfPlay plays a short game between two weak players: every move is
// legal and the game ends by two passes or a resignation.
func TestSelfPlay(t *testing.T) {
	g, _ := engine.NewGame(7, 7, engine.Chinese())
	g.SetKomi(8.5)
	players := map[engine.Color]*MCTS{
		engine.Black: New(Options{Playouts: 300, Seed: 1, Resign: 0.05}),
		engine.White: New(Options{Playouts: 300, Seed: 2, Resign: 0.05}),
	}
	for n := 0; !g.Over(); n++ {
		if n > 150 {
			t.Fatalf("no end after %d moves:\n%s", n, g.Board())
		}
		c := g.ToMove()
		p, err := players[c].GenMove(context.Background(), g, c)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move{Color: c, Point: p}); err != nil {
			t.Fatalf("move %d: %s played %v: %v\n%s", n+1, c.Name(), p, err, g.Board())
		}
	}
	if r := g.Result().Reason; r != engine.ByPasses && r != engine.ByResign {
		t.Errorf("game ended by %v", r)
	}
}

// TestDeadStones: the lone stones inside the other side's area are dead, the
// walls alive.
func TestDeadStones(t *testing.T) {
	g := gameFrom(t, `
		. . X O . .
		. O X O . .
		. . X O X .
		. . X O . .
		. . X O . .
		. . X O . .`, engine.Black, 7.5)
	m := New(Options{Seed: 5})
	dead, err := m.DeadStones(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Point{vertex(t, g, "B5"), vertex(t, g, "E4")}
	slices.Sort(dead)
	slices.Sort(want)
	if !slices.Equal(dead, want) {
		t.Errorf("dead stones %v, want %v", dead, want)
	}
	o, err := m.Ownership(context.Background(), g, 500)
	if err != nil {
		t.Fatal(err)
	}
	// Playouts from an open position leave some doubt; the signs are sure.
	if o.At(vertex(t, g, "A3")) < 0.5 || o.At(vertex(t, g, "F3")) > -0.5 {
		t.Errorf("ownership of A3 %.2f and F3 %.2f, want near 1 and -1", o.At(vertex(t, g, "A3")), o.At(vertex(t, g, "F3")))
	}
	if bl, wh := o.Territory(g.Board(), 0.5); bl != 11 || wh != 11 {
		t.Errorf("territory %d for Black and %d for White, want 11 each", bl, wh)
	}
}

// TestLevels: every level has options, and budgets grow with the level.
func TestLevels(t *testing.T) {
	prev := 0
	for n := 1; n <= Levels; n++ {
		o, err := Level(n)
		if err != nil {
			t.Fatal(err)
		}
		budget := o.Playouts
		if budget == 0 {
			budget = 1 << 30
		}
		if budget <= prev {
			t.Errorf("level %d has %d playouts, level %d had %d", n, budget, n-1, prev)
		}
		prev = budget
		if LevelAbout(n) == "" {
			t.Errorf("level %d has no description", n)
		}
	}
	if _, err := Level(0); err == nil {
		t.Error("Level(0) gave no error")
	}
	if _, err := Level(Levels + 1); err == nil {
		t.Errorf("Level(%d) gave no error", Levels+1)
	}
}

// TestLevelRanks: every level has a range of ranks, and neither end of the
// range falls as the level rises.
func TestLevelRanks(t *testing.T) {
	var prevLo, prevHi engine.Rank
	for n := 1; n <= Levels; n++ {
		lo, hi, ok := LevelRanks(n)
		if !ok || lo > hi || lo < prevLo || hi < prevHi {
			t.Errorf("level %d: %v to %v (%v), after %v to %v", n, lo, hi, ok, prevLo, prevHi)
		}
		prevLo, prevHi = lo, hi
	}
	if _, _, ok := LevelRanks(Levels + 1); ok {
		t.Errorf("level %d has ranks", Levels+1)
	}
}

// TestWeakLevelAnswersAtari: the weakest level samples among candidates but
// still escapes when its group is in atari.
func TestWeakLevelAnswersAtari(t *testing.T) {
	g := gameFrom(t, captureSaves, engine.Black, 7.5)
	for seed := uint64(1); seed <= 5; seed++ {
		o, _ := Level(1)
		o.Seed = seed
		m := New(o)
		p, err := m.GenMove(context.Background(), g, engine.Black)
		if err != nil {
			t.Fatal(err)
		}
		if got := engine.Vertex(p, 9); got != "G5" {
			t.Errorf("seed %d: level 1 played %s, want the saving capture G5", seed, got)
		}
	}
}

// TestResign: a player with a resignation threshold gives up a hopeless game
// (komi larger than the board) on its third move, and one without does not.
func TestResign(t *testing.T) {
	g, _ := engine.NewGame(5, 5, engine.Chinese())
	g.SetKomi(30.5)
	for _, threshold := range []float64{0, 0.1} {
		m := New(Options{Playouts: 200, Seed: 1, Resign: threshold})
		var p engine.Point
		for i := 0; i < 3; i++ {
			var err error
			if p, err = m.GenMove(context.Background(), g, engine.Black); err != nil {
				t.Fatal(err)
			}
		}
		if got := p == engine.Resign; got != (threshold > 0) {
			t.Errorf("threshold %v: third move %v", threshold, p)
		}
	}
}

// TestTreeReuse: after a move of its own and the opponent's reply, the player
// starts from the subtree it had already searched.
func TestTreeReuse(t *testing.T) {
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	m := New(Options{Playouts: 3000, Seed: 1})
	for i := 0; i < 2; i++ {
		c := g.ToMove()
		p, err := m.GenMove(context.Background(), g, c)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move{Color: c, Point: p}); err != nil {
			t.Fatal(err)
		}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.prepare(g, g.ToMove())
	if n := s.t.used.Load(); n < 100 {
		t.Errorf("the new root has %d nodes under it, want the old subtree", n)
	}
	if v := s.t.at(s.root).visits(); v < 50 {
		t.Errorf("the new root has %d visits, want those of the old search", v)
	}
}
