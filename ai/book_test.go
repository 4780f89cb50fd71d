package ai

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

// bookGame returns a 9x9 game with komi and the moves, Black first.
func bookGame(t *testing.T, size int, komi float64, moves ...string) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(size, size, engine.Chinese())
	if err != nil {
		t.Fatal(err)
	}
	g.SetKomi(komi)
	for _, v := range moves {
		p, err := engine.ParseVertex(v, size, size)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move{Color: g.ToMove(), Point: p}); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestBookEmbedded: the embedded book reads, has a move for the empty
// board, and every line's move is found again from its position.
func TestBookEmbedded(t *testing.T) {
	bk, err := openingBook()
	if err != nil {
		t.Fatal(err)
	}
	if len(bk.moves) == 0 {
		t.Fatal("the book is empty")
	}
	lines := 0
	for _, line := range strings.Split(book9Text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lines++
		f := strings.Fields(line)
		g := bookGame(t, 9, 7.5, f[:len(f)-1]...)
		p, ok := bk.move(g, g.ToMove(), 7.5)
		if !ok {
			t.Errorf("%q: no book move", line)
			continue
		}
		// The line's own move, or its image under a symmetry of the
		// position (a symmetric position has more than one).
		want, _ := engine.ParseVertex(f[len(f)-1], 9, 9)
		b1, b2 := g.Board(), g.Board()
		if _, err := b1.Play(g.ToMove(), p); err != nil {
			t.Fatal(err)
		}
		if _, err := b2.Play(g.ToMove(), want); err != nil {
			t.Fatal(err)
		}
		if BookPosition(b1, g.ToMove().Opponent()) != BookPosition(b2, g.ToMove().Opponent()) {
			t.Errorf("%q: the book plays %s", line, engine.Vertex(p, 9))
		}
	}
	if lines != len(bk.moves) {
		t.Errorf("%d lines, %d positions: a position is written twice", lines, len(bk.moves))
	}
}

// TestBookSymmetry: a book line answers the same position seen in any of
// the board's eight symmetries, with the answer turned the same way.
func TestBookSymmetry(t *testing.T) {
	bk, err := parseBook("# a comment\n\nE5\nC4 D4\n", 9)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ black, white string }{
		{"C4", "D4"}, // as written
		{"G4", "F4"}, // left to right
		{"C6", "D6"}, // top to bottom
		{"G6", "F6"}, // half a turn
		{"D3", "D4"}, // the diagonal
		{"F7", "F6"}, // the other diagonal
		{"D7", "D6"}, // a quarter turn
		{"F3", "F4"}, // three quarters
	} {
		g := bookGame(t, 9, 7.5, tc.black)
		p, ok := bk.move(g, engine.White, 7.5)
		if got := engine.Vertex(p, 9); !ok || got != tc.white {
			t.Errorf("after Black %s the book answers %s (%v), want %s", tc.black, got, ok, tc.white)
		}
	}
	if p, ok := bk.move(bookGame(t, 9, 7.5), engine.Black, 7.5); !ok || engine.Vertex(p, 9) != "E5" {
		t.Errorf("on the empty board the book plays %v (%v), want E5", engine.Vertex(p, 9), ok)
	}
	// Not in the book: another position, White to move on the empty board,
	// another komi, another size, a handicap game.
	if _, ok := bk.move(bookGame(t, 9, 7.5, "C5"), engine.White, 7.5); ok {
		t.Error("a position not in the book has a move")
	}
	if _, ok := bk.move(bookGame(t, 9, 7.5), engine.White, 7.5); ok {
		t.Error("White to move on the empty board has Black's move")
	}
	for _, komi := range []float64{0.5, 5.5, 9} {
		if _, ok := bk.move(bookGame(t, 9, komi), engine.Black, komi); ok {
			t.Errorf("with komi %v the book has a move", komi)
		}
	}
	if _, ok := bk.move(bookGame(t, 13, 7.5), engine.Black, 7.5); ok {
		t.Error("a 13x13 board has the 9x9 book's move")
	}
	g := bookGame(t, 9, 0.5)
	if _, err := g.SetFixedHandicap(2); err != nil {
		t.Fatal(err)
	}
	if _, ok := bk.move(g, engine.White, 7.5); ok {
		t.Error("a handicap game has a book move")
	}
}

// TestBookErrors: a line that cannot be played is reported with its number.
func TestBookErrors(t *testing.T) {
	for text, want := range map[string]string{
		"E5\nZ9 E4":      "line 2",
		"E5 E5":          "line 1",
		"E5 pass":        "line 1",
		"E5 D4\nE5 C3\n": "two moves",
	} {
		if _, err := parseBook(text, 9); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one that says %q", text, err, want)
		}
	}
}

// TestGenMoveBook: at full strength the player plays the book's move, its
// search reading that move alone, and says so; without Book, or at a lower
// level, it plays its search's move.
func TestGenMoveBook(t *testing.T) {
	bk, err := openingBook()
	if err != nil {
		t.Fatal(err)
	}
	g := bookGame(t, 9, 7.5)
	want, ok := bk.move(g, engine.Black, 7.5)
	if !ok {
		t.Fatal("the book has no move for the empty board")
	}
	m := New(Options{Playouts: 200, Seed: 1, Threads: 1})
	p, err := m.GenMove(context.Background(), g, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	if st := m.LastStats(); p != want || !st.Book || st.Move != p || st.Visits == 0 || st.Visits > st.Playouts {
		t.Errorf("played %s, stats %+v; want the book's %s, read alone", engine.Vertex(p, 9), st, engine.Vertex(want, 9))
	}
	// What genmove_analyze reports agrees: the book's move is the only
	// candidate read.
	var last Analysis
	p, err = New(Options{Playouts: 200, Seed: 1, Threads: 1}).GenMoveAnalyze(context.Background(), g, engine.Black, 10*time.Millisecond, func(a Analysis) { last = a })
	if err != nil {
		t.Fatal(err)
	}
	if best, ok := last.Best(); p != want || !ok || best.Move != want || len(last.Candidates) != 1 {
		t.Errorf("genmove_analyze played %s and reported %d candidates, the best %s", engine.Vertex(p, 9), len(last.Candidates), engine.Vertex(best.Move, 9))
	}
	m = New(Options{Playouts: 200, Seed: 1, Threads: 1, Without: Book})
	if _, err := m.GenMove(context.Background(), g, engine.Black); err != nil {
		t.Fatal(err)
	}
	if m.LastStats().Book {
		t.Error("without Book the move is the book's")
	}
	for n := 1; n < Levels; n++ {
		if o, _ := Level(n); !o.Without.Has(Book) {
			t.Errorf("level %d plays the book", n)
		}
	}
	if o, _ := Level(Levels); o.Without.Has(Book) {
		t.Error("full strength does without the book")
	}
}
