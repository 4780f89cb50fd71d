package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// TestRecordReadsBack writes a handicap game between players whose names
// need escaping and reads it back with engine/sgf.
func TestRecordReadsBack(t *testing.T) {
	g, err := engine.NewGame(9, 9, engine.Chinese())
	if err != nil {
		t.Fatal(err)
	}
	hcap, err := engine.FixedHandicap(9, 9, 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetFreeHandicap(hcap); err != nil {
		t.Fatal(err)
	}
	g.SetKomi(0.5)
	for _, v := range []string{"E5", "D4", "pass", "F3"} { // White moves first after the handicap
		c := g.ToMove()
		p, err := engine.ParseVertex(v, 9, 9)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move{Color: c, Point: p}); err != nil {
			t.Fatalf("%s %s: %v", c, v, err)
		}
	}
	played := slices.Clone(g.Moves())
	if err := g.Resign(engine.Black); err != nil {
		t.Fatal(err)
	}
	names := map[engine.Color]string{
		engine.Black: `GNU Go 3.8 [level 10]`,
		engine.White: `Torreya \ build]2`,
	}
	comment := "referee (GNU Go) says: W+R\nno count [resigned] \\o/"
	path := filepath.Join(t.TempDir(), "game.sgf")
	date := time.Date(2026, 3, 14, 12, 0, 0, 0, time.UTC)
	if err := writeRecord(path, g, names, "W+R", comment, date); err != nil {
		t.Fatal(err)
	}

	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	coll, err := sgf.Parse(data)
	if err != nil {
		t.Fatalf("the record does not parse: %v\n%s", err, data)
	}
	if len(coll.Games) != 1 || len(coll.Warnings) > 0 {
		t.Fatalf("%d games, warnings %v:\n%s", len(coll.Games), coll.Warnings, data)
	}
	root := coll.Games[0]
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if got := root.Player(c); got != names[c] {
			t.Errorf("%s is %q, want %q\n%s", c.Name(), got, names[c], data)
		}
	}
	for id, want := range map[string]string{"RE": "W+R", "RU": "Chinese", "AP": "torreya-match", "DT": "2026-03-14",
		"C": comment, "GM": "1", "FF": "4"} {
		if got := root.Text(id); got != want {
			t.Errorf("%s is %q, want %q", id, got, want)
		}
	}
	if w, h := root.Size(); w != 9 || h != 9 {
		t.Errorf("size %dx%d, want 9x9", w, h)
	}
	if k, ok := root.Komi(); !ok || k != 0.5 {
		t.Errorf("komi %v (%v), want 0.5", k, ok)
	}
	if n := root.Handicap(); n != 3 {
		t.Errorf("handicap %d, want 3", n)
	}
	if err := root.CheckHandicap(); err != nil {
		t.Errorf("handicap: %v", err)
	}
	ab, err := root.Points("AB", 9, 9)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(ab)
	slices.Sort(hcap)
	if !slices.Equal(ab, hcap) || root.Has("AW") {
		t.Errorf("setup AB %v AW %v, want the handicap stones %v only", ab, root.Values("AW"), hcap)
	}
	tr, err := sgf.NewTree(root)
	if err != nil {
		t.Fatal(err)
	}
	line := root.MainLine()
	back, err := tr.Game(line[len(line)-1], sgf.Replay{Illegal: sgf.Refuse, Setup: sgf.Refuse})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Moves(), played) {
		t.Errorf("moves %v, want %v (the resignation is the result, not a move)", back.Moves(), played)
	}
}

// TestWonBy reads the winner from final_score's answers, as the referee and
// the engine write them; a jigo is nobody's win.
func TestWonBy(t *testing.T) {
	tests := []struct {
		score string
		c     engine.Color
		want  bool
	}{
		{"B+3.5", engine.Black, true},
		{"b+3.5", engine.Black, true},
		{" W+0.5 ", engine.White, true},
		{"W+R", engine.Black, false},
		{"B+6.5", engine.White, false},
		{"0", engine.Black, false},
		{"0", engine.White, false},
	}
	for _, tc := range tests {
		if got := wonBy(tc.score, tc.c); got != tc.want {
			t.Errorf("wonBy(%q, %v) = %v, want %v", tc.score, tc.c, got, tc.want)
		}
	}
}

// TestLogPath: each engine's log sits beside the game's record.
func TestLogPath(t *testing.T) {
	got := logPath(filepath.Join("build", "match", "20261207-150400-001.sgf"), "opponent")
	if want := filepath.Join("build", "match", "20261207-150400-001-opponent.log"); got != want {
		t.Errorf("logPath = %q, want %q", got, want)
	}
}
