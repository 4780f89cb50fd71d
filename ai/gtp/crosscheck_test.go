package gtp

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

const gnugoPath = "/usr/games/gnugo"

// gnugo drives a GNU Go process over GTP.
type gnugo struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startGNUGo(t *testing.T, args ...string) *gnugo {
	t.Helper()
	if _, err := os.Stat(gnugoPath); err != nil {
		if os.Getenv("TORREYA_REQUIRE_GNUGO") != "" {
			t.Fatalf("GNU Go is required for the rules cross-check: %v (make deps installs it)", err)
		}
		t.Skip("GNU Go is not installed; make deps installs it")
	}
	cmd := exec.Command(gnugoPath, append([]string{"--mode", "gtp"}, args...)...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	g := &gnugo{cmd: cmd, in: in, out: bufio.NewReader(out)}
	t.Cleanup(func() {
		fmt.Fprintln(in, "quit")
		in.Close()
		cmd.Wait()
	})
	return g
}

// send runs one command and returns GNU Go's reply, "= ..." or "? ...", with
// the trailing blank line removed.
func (g *gnugo) send(t *testing.T, command string) string {
	t.Helper()
	if _, err := fmt.Fprintln(g.in, command); err != nil {
		t.Fatalf("GNU Go: %v", err)
	}
	var lines []string
	for {
		line, err := g.out.ReadString('\n')
		if err != nil {
			t.Fatalf("GNU Go after %q: %v", command, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" && len(lines) > 0 {
			return strings.Join(lines, "\n")
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
}

// ours runs a command on our server and returns the reply like send does.
func ours(s *Server, command string) string {
	reply, _ := s.Execute(command)
	return strings.TrimRight(reply, "\n")
}

// crossCheck plays random games on both engines, comparing the legal moves
// before every move and the stones and captures after every move and undo.
// It returns the number of moves compared.
func crossCheck(t *testing.T, rules engine.Rules, gnugoArgs []string, size, games int, seed uint64) int {
	gg := startGNUGo(t, gnugoArgs...)
	srv := NewServer(ai.NewRandom(1), rules)
	rng := engine.NewRand(seed)
	both := func(command string) string {
		t.Helper()
		a, b := ours(srv, command), gg.send(t, command)
		if a != b {
			t.Fatalf("%dx%d %q: ours %q, GNU Go %q\n%s", size, size, command, a, b, srv.Game().Board())
		}
		return a
	}
	compareBoards := func(when string) {
		t.Helper()
		for _, q := range []string{"list_stones black", "list_stones white", "captures black", "captures white"} {
			if a, b := ours(srv, q), gg.send(t, q); a != b {
				t.Fatalf("%dx%d %s, %s: ours %q, GNU Go %q\n%s", size, size, when, q, a, b, srv.Game().Board())
			}
		}
	}
	checked := 0
	for game := 0; game < games; game++ {
		both(fmt.Sprintf("boardsize %d", size))
		both("clear_board")
		toMove := engine.Black
		if game%4 == 3 {
			both(fmt.Sprintf("fixed_handicap %d", 2+game%3))
			toMove = engine.White
		}
		passes := 0
		for n := 0; passes < 2 && n < 4*size*size; n++ {
			color := toMove.Name()
			legal := both("all_legal " + color)
			checked++
			var cands []string
			b := srv.Game().Board()
			for _, v := range strings.Fields(strings.TrimPrefix(legal, "=")) {
				p, err := engine.ParseVertex(v, size, size)
				if err != nil {
					t.Fatalf("all_legal gave %q: %v", v, err)
				}
				if !b.IsEye(toMove, p) {
					cands = append(cands, v)
				}
			}
			move := "pass"
			if len(cands) > 0 {
				move = cands[rng.Intn(len(cands))]
				passes = 0
			} else {
				passes++
			}
			both(fmt.Sprintf("play %s %s", color, move))
			compareBoards("after " + color + " " + move)
			if rng.Intn(10) == 0 {
				both("undo")
				compareBoards("after undoing " + color + " " + move)
				continue // the same player moves again
			}
			toMove = toMove.Opponent()
		}
	}
	return checked
}

func TestCrossCheckGNUGo(t *testing.T) {
	modes := []struct {
		name  string
		rules engine.Rules
		args  []string
	}{
		{"simple ko", engine.Japanese(), nil},
		{"positional superko", engine.Chinese(), []string{"--positional-superko"}},
	}
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			total := 0
			for i, cfg := range []struct{ size, games int }{{9, 60}, {13, 25}, {19, 15}} {
				total += crossCheck(t, m.rules, m.args, cfg.size, cfg.games, uint64(1000*i+len(m.name)))
			}
			t.Logf("%s: 100 games, %d positions with identical legal moves, stones and captures", m.name, total)
		})
	}
}

// TestTripleKoAgainstGNUGo plays a triple ko on both engines: under positional
// superko the sixth capture, which brings back the first position, is illegal
// for both; under simple ko it is legal for both.
func TestTripleKoAgainstGNUGo(t *testing.T) {
	rows := []string{
		". X O .",
		"X O . O",
		". X O .",
		". . . .",
		". X O .",
		"X . X O",
		". X O .",
		". . . .",
		". X O .",
		"X O . O",
		". X O .",
	}
	cycle := []string{"black C10", "white B6", "black C2", "white B10", "black C6"}
	for _, m := range []struct {
		rules engine.Rules
		args  []string
		legal string
	}{{engine.Japanese(), nil, "1"}, {engine.Chinese(), []string{"--positional-superko"}, "0"}} {
		gg := startGNUGo(t, m.args...)
		srv := NewServer(ai.NewRandom(1), m.rules)
		both := func(command string) string {
			a, b := ours(srv, command), gg.send(t, command)
			if a != b {
				t.Fatalf("%q: ours %q, GNU Go %q", command, a, b)
			}
			return a
		}
		both("boardsize 11")
		both("clear_board")
		for y, row := range rows {
			for x, ch := range strings.Fields(row) {
				v := engine.Vertex(engine.Pt(x, y), 11)
				switch ch {
				case "X":
					both("play black " + v)
				case "O":
					both("play white " + v)
				}
			}
		}
		for _, mv := range cycle {
			both("play " + mv)
		}
		if got := both("is_legal white B2"); got != "= "+m.legal {
			t.Errorf("%s: the move that repeats the position: is_legal %q, want %q", m.rules.Name, got, m.legal)
		}
	}
}
