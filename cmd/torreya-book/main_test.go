package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// TestBook: a small book has the empty board's move first, then a line for
// each first move on the third line or higher, and after
// those only the lines the player can meet: its own first move and the
// opponent's replies, or the opponent's first move and its own answer. No
// line goes deeper than asked, and no two of its positions are the same up
// to symmetry.
func TestBook(t *testing.T) {
	var out bytes.Buffer
	c := config{size: 9, plies: 3, width: 2, playouts: 400, threads: 1, komi: 7.5, share: 0.01, seed: 1}
	if err := run(&out, io.Discard, c); err != nil {
		t.Fatal(err)
	}
	var lines [][]string
	for _, l := range strings.Split(out.String(), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, strings.Fields(l))
		}
	}
	if len(lines[0]) != 1 {
		t.Fatalf("the first line %v is not the empty board's move", lines[0])
	}
	answer := map[string]string{} // the book's move after each first move
	var firsts, thirds int
	for _, l := range lines {
		if len(l) == 2 {
			firsts++
			answer[l[0]] = l[1]
		}
	}
	// Every first move on the third line or higher, up to symmetry: the
	// 3-3, 3-4, 3-5, 4-4, 4-5 and 5-5 points of 9x9, and the player's
	// own if it is lower.
	want := 6
	if p, _ := engine.ParseVertex(lines[0][0], 9, 9); min(p.X(), p.Y(), 8-p.X(), 8-p.Y()) < 2 {
		want++
	}
	if firsts != want {
		t.Errorf("%d positions after one move, want %d:\n%s", firsts, want, out.String())
	}
	for _, l := range lines {
		if len(l) == 3 {
			thirds++
			if l[0] != lines[0][0] && answer[l[0]] != l[1] {
				t.Errorf("line %v: neither the player's first move nor its answer", l)
			}
		}
	}
	if thirds == 0 {
		t.Errorf("no line is three moves long:\n%s", out.String())
	}
	seen := map[string]bool{}
	for _, l := range lines {
		if len(l) > c.plies {
			t.Errorf("line %v is deeper than %d moves", l, c.plies)
		}
		g, err := engine.NewGame(9, 9, engine.Chinese())
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range l[:len(l)-1] {
			p, err := engine.ParseVertex(v, 9, 9)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(engine.Move{Color: g.ToMove(), Point: p}); err != nil {
				t.Fatalf("line %v: %v", l, err)
			}
		}
		key := ai.BookPosition(g.Board(), g.ToMove())
		if seen[key] {
			t.Errorf("line %v repeats a position", l)
		}
		seen[key] = true
	}
}
