package gtp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

const gamesDir = "../../../shared/testdata/sgf/05-games"

// TestLoadSGFAgainstGNUGo loads real records part way and in full on both
// engines: the same colour to play, stones and captures.
func TestLoadSGFAgainstGNUGo(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(gamesDir, "9x9", "*", "*.sgf"))
	more, _ := filepath.Glob(filepath.Join(gamesDir, "19x19", "alphago-master-vs-pros", "*.sgf"))
	files = append(files[:min(len(files), 12)], more[:min(len(more), 6)]...)
	if len(files) == 0 {
		t.Skip("the SGF corpus is not here")
	}
	gg := startGNUGo(t)
	srv := NewServer(ai.NewRandom(1), engine.Japanese())
	for _, f := range files {
		abs, _ := filepath.Abs(f)
		for _, n := range []string{" 1", " 20", " 57", "", " C3", " E5", " D4"} {
			cmd := "loadsgf " + abs + n
			a, b := ours(srv, cmd), gg.send(t, cmd)
			if a != b {
				t.Fatalf("%s: ours %q, GNU Go %q", cmd, a, b)
			}
			for _, q := range []string{"list_stones black", "list_stones white", "captures black", "captures white"} {
				if a, b := ours(srv, q), gg.send(t, q); a != b {
					t.Fatalf("%s, %s: ours %q, GNU Go %q", cmd, q, a, b)
				}
			}
		}
	}
}

func TestPrintSGFRoundTrip(t *testing.T) {
	srv := NewServer(ai.NewRandom(7), engine.Chinese())
	for _, c := range []string{"boardsize 9", "komi 6.5", "fixed_handicap 3"} {
		if r := ours(srv, c); !strings.HasPrefix(r, "=") {
			t.Fatalf("%s: %s", c, r)
		}
	}
	for i := 0; i < 30; i++ {
		color := []string{"white", "black"}[i%2]
		if r := ours(srv, "genmove "+color); !strings.HasPrefix(r, "=") {
			t.Fatalf("genmove: %s", r)
		}
	}
	before := ours(srv, "list_stones black") + ours(srv, "list_stones white") + ours(srv, "captures black")
	path := filepath.Join(t.TempDir(), "game.sgf")
	if r := ours(srv, "printsgf "+path); r != "= " {
		t.Fatalf("printsgf: %q", r)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "HA[3]") || !strings.Contains(string(data), "KM[6.5]") {
		t.Fatalf("written file: %v\n%s", err, data)
	}
	other := NewServer(ai.NewRandom(1), engine.Chinese())
	if r := ours(other, "loadsgf "+path); r != "= white" {
		t.Fatalf("loadsgf: %q", r)
	}
	after := ours(other, "list_stones black") + ours(other, "list_stones white") + ours(other, "captures black")
	if before != after {
		t.Fatalf("position after printsgf and loadsgf:\n%s\nwant\n%s", after, before)
	}
	if r := ours(other, "loadsgf "+path+" 4"); r != "= black" {
		t.Fatalf("loadsgf before move 4: %q", r)
	}
	if n := other.Game().MoveNumber(); n != 3 {
		t.Fatalf("loadsgf before move 4 played %d moves", n)
	}
	if r := ours(other, "printsgf"); !strings.HasPrefix(r, "= \n(;") && !strings.HasPrefix(r, "=\n(;") {
		t.Fatalf("printsgf to the reply: %q", r)
	}
	for _, bad := range []string{"loadsgf /nonexistent.sgf", "loadsgf " + path + " x", "loadsgf " + path + " 0", "loadsgf"} {
		if r := ours(other, bad); !strings.HasPrefix(r, "?") {
			t.Errorf("%s: %q", bad, r)
		}
	}
}

// loadsgf turns a record into a game as the program does (sgf.Tree.Game):
// the same handicap, komi and player to move.
func TestLoadSGFHandicapAndKomi(t *testing.T) {
	tests := []struct {
		sgf      string
		reply    string
		handicap int
		komi     float64
	}{
		{"(;SZ[9]HA[2]AB[cc][gg]PL[W])", "= white", 2, 0.5},
		{"(;SZ[9]HA[2]AB[cc][gg]PL[W];B[ee])", "= white", 2, 0.5},
		{"(;SZ[9]AB[cc][gg];W[ee])", "= black", 2, 0.5},
		{"(;SZ[9];B[ee])", "= white", 0, 7.5},
		{"(;SZ[9]KM[5.5];B[ee])", "= white", 0, 5.5},
	}
	dir := t.TempDir()
	for i, tt := range tests {
		path := filepath.Join(dir, strings.Repeat("x", i+1)+".sgf")
		if err := os.WriteFile(path, []byte(tt.sgf), 0o644); err != nil {
			t.Fatal(err)
		}
		srv := NewServer(ai.NewRandom(1), engine.Chinese())
		if got := ours(srv, "loadsgf "+path); got != tt.reply {
			t.Errorf("%s: %q, want %q", tt.sgf, got, tt.reply)
		}
		if srv.game.Handicap() != tt.handicap || srv.game.Komi() != tt.komi {
			t.Errorf("%s: handicap %d komi %g, want %d and %g", tt.sgf, srv.game.Handicap(), srv.game.Komi(), tt.handicap, tt.komi)
		}
	}
}
