package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

// judge counts a position from a table indexed by the moves played; it fails
// on a position it has no count for.
type judge map[int]string

func (j judge) FinalScore(_ context.Context, g *engine.Game) (string, error) {
	if s, ok := j[len(g.Moves())]; ok {
		return s, nil
	}
	return "", fmt.Errorf("asked to count after move %d", len(g.Moves()))
}

// gameOf plays vertices (or "pass") on a 9x9 board, alternating colours.
func gameOf(t *testing.T, vertices ...string) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(9, 9, engine.Chinese())
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vertices {
		p, err := engine.ParseVertex(v, 9, 9)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move{Color: g.ToMove(), Point: p}); err != nil {
			t.Fatalf("%s: %v", v, err)
		}
	}
	return g
}

// TestSettledAt: counting back from the end, the count settles at the first
// position from which the winner stays and the count moves by two points at
// most; passes after it are not stones played, and the judge is not asked
// about the positions before the one that breaks the run.
func TestSettledAt(t *testing.T) {
	moves := []string{"C3", "G7", "C7", "G3", "E5", "pass", "D4", "E4", "pass"}
	for _, tc := range []struct {
		name         string
		counts       judge
		at           int
		black, white int // stones played after
	}{
		{"the winner changes", judge{3: "B+0.5", 4: "W+9.5", 5: "W+10.5", 6: "W+11.5", 7: "W+9.5", 8: "W+10.5", 9: "W+10.5"}, 4, 2, 1},
		{"the count moves by three", judge{5: "W+7.5", 6: "W+11.5", 7: "W+9.5", 8: "W+10.5", 9: "W+10.5"}, 6, 1, 1},
		{"jigo then a win", judge{7: "0", 8: "B+1", 9: "B+2"}, 8, 0, 0},
		{"settled from the start", judge{0: "B+3", 1: "b+4", 2: "B+2", 3: "B+3", 4: "B+3", 5: "B+3", 6: "B+3", 7: "B+3", 8: "B+3", 9: "B+3"}, 0, 4, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := settledAt(context.Background(), tc.counts, gameOf(t, moves...))
			if err != nil {
				t.Fatal(err)
			}
			if s.moves != len(moves) || s.at != tc.at || s.after[engine.Black] != tc.black || s.after[engine.White] != tc.white {
				t.Errorf("%d moves, settled after move %d, then %d stones by Black and %d by White; want %d, %d, %d and %d",
					s.moves, s.at, s.after[engine.Black], s.after[engine.White], len(moves), tc.at, tc.black, tc.white)
			}
		})
	}
	if _, err := settledAt(context.Background(), judge{9: "W+R"}, gameOf(t, moves...)); err == nil {
		t.Error("a judge that counts W+R gave no error")
	}
}

// TestParseScore reads final_score's answers and refuses anything else.
func TestParseScore(t *testing.T) {
	for in, want := range map[string]float64{"B+3.5": 3.5, "W+1": -1, "0": 0, " w+12 ": -12, "B+0.5": 0.5} {
		if got, err := parseScore(in); err != nil || got != want {
			t.Errorf("parseScore(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "W+R", "B+", "X+3", "B+-3", "B+Inf", "3.5", "Void"} {
		if _, err := parseScore(in); err == nil {
			t.Errorf("parseScore(%q) gave no error", in)
		}
	}
}

// TestReportSettled reads the records a match writes and sums them up; a
// directory without records is an error.
func TestReportSettled(t *testing.T) {
	dir := t.TempDir()
	names := map[engine.Color]string{engine.Black: "a", engine.White: "b"}
	date := time.Date(2026, 3, 14, 0, 0, 0, 0, time.UTC)
	long := gameOf(t, "C3", "G7", "C7", "G3", "pass", "pass")
	short := gameOf(t, "E5", "pass", "pass")
	for name, g := range map[string]*engine.Game{"1.sgf": long, "2.sgf": short} {
		if err := writeRecord(filepath.Join(dir, name), g, names, "", "", date); err != nil {
			t.Fatal(err)
		}
	}
	// The same count for every position: each game settled from the start.
	counts := judge{}
	for i := 0; i <= 6; i++ {
		counts[i] = "W+7.5"
	}
	var out bytes.Buffer
	if err := reportSettled(context.Background(), counts, dir, &out); err != nil {
		t.Fatal(err)
	}
	want := `1.sgf: 6 moves, count W+7.5 settled after move 0, 4 stones played after it (Black 2, White 2)
2.sgf: 3 moves, count W+7.5 settled after move 0, 1 stones played after it (Black 1, White 0)
by a: mean 1.5, max 2 in 2 games
by b: mean 1.0, max 2 in 2 games
stones played after the count settled: mean 2.5, max 4 in 2 games
`
	if out.String() != want {
		t.Errorf("report:\n%s\nwant:\n%s", out.String(), want)
	}
	if err := reportSettled(context.Background(), counts, t.TempDir(), &out); err == nil || !strings.Contains(err.Error(), "no .sgf") {
		t.Errorf("an empty directory gave %v", err)
	}
}
