package gtp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// lightPlayer keeps every command cheap, so that a fuzzed input is served
// in milliseconds: it plays random moves, analyses with the built-in player
// on a budget of a few playouts, and has no Judge (the built-in player's
// dead stones take 2,000 playouts whatever its budget).
type lightPlayer struct {
	r *ai.Random
	m *ai.MCTS
}

func newLightPlayer() lightPlayer {
	return lightPlayer{ai.NewRandom(1), ai.New(ai.Options{Playouts: 16, Threads: 1, Seed: 1})}
}

func (p lightPlayer) Name() string    { return p.m.Name() }
func (p lightPlayer) Version() string { return p.m.Version() }

func (p lightPlayer) GenMove(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error) {
	return p.r.GenMove(ctx, g, c)
}

func (p lightPlayer) Analyze(ctx context.Context, g *engine.Game, c engine.Color, every time.Duration, report func(ai.Analysis)) error {
	return p.m.Analyze(ctx, g, c, every, report)
}

func (p lightPlayer) AnalyzeWith(ctx context.Context, g *engine.Game, c engine.Color, o ai.AnalyzeOptions, report func(ai.Analysis)) error {
	return p.m.AnalyzeWith(ctx, g, c, o, report)
}

func (p lightPlayer) GenMoveAnalyze(ctx context.Context, g *engine.Game, c engine.Color, every time.Duration, report func(ai.Analysis)) (engine.Point, error) {
	return p.m.GenMoveAnalyze(ctx, g, c, every, report)
}

func (p lightPlayer) GenMoveCleanup(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error) {
	return p.r.GenMove(ctx, g, c)
}

func (p lightPlayer) SetClock(c engine.Color, clk ai.Clock) { p.m.SetClock(c, clk) }

// gtpLine is a line of input as a controller expects it answered.
type gtpLine struct {
	id    string   // the id, "" for none
	badID bool     // the line starts with a number that is no id
	words []string // the command and its arguments
}

// gtpLines is what a controller expects answered in input: each line that
// is not empty or a comment once GTP's preprocessing has dropped control
// characters, up to quit. It is written apart from the server's own
// reading, so that the fuzz test checks one against the other.
func gtpLines(input string) []gtpLine {
	var out []gtpLine
	for _, line := range strings.Split(input, "\n") {
		line, _, _ = strings.Cut(line, "#")
		var sb strings.Builder
		for _, r := range line {
			switch {
			case r == '\t':
				sb.WriteByte(' ')
			case r >= 32 && r != 127:
				sb.WriteRune(r)
			}
		}
		words := strings.Fields(sb.String())
		if len(words) == 0 {
			continue
		}
		l := gtpLine{words: words}
		first := strings.TrimLeft(words[0], "+-")
		if first != "" && strings.Trim(first, "0123456789") == "" && len(words[0])-len(first) <= 1 {
			n, err := strconv.ParseUint(words[0], 10, 64)
			if err == nil && n <= 1<<31-1 {
				l.id = words[0]
			} else {
				l.badID = true
			}
			l.words = words[1:]
		}
		out = append(out, l)
		if !l.badID && len(l.words) > 0 && l.words[0] == "quit" {
			break
		}
	}
	return out
}

// FuzzServe feeds arbitrary bytes to a server as a stream of commands, on
// a small budget. It must not panic or fail, and must answer each line that
// holds a command exactly once, with a reply that starts with "=" or "?"
// and the line's id, within a bounded time.
func FuzzServe(f *testing.F) {
	for _, s := range []string{
		"protocol_version\nname\nversion\nlist_commands\nknown_command genmove\nquit\n",
		"1 boardsize 5\n2 clear_board\n3 komi 0.5\n4 play b C3\n5 genmove w\n6 showboard\n7 undo\n8 final_score\n",
		"boardsize 7\nfixed_handicap 2\nplace_free_handicap 3\nclear_board\nset_free_handicap B2 F6\ngenmove w\nlist_stones black\ncaptures white\n",
		"boardsize 9\ntime_settings 10 5 5\ntime_left b 3 1\ngenmove b\nkgs-genmove_cleanup w\nkgs-rules japanese\nall_legal b\nis_legal w E5\n",
		"boardsize 5\nlz-analyze b 1\n\nkata-analyze w 1 ownership true pvVisits true\nname\n3 kata-genmove_analyze b 1\nlz-genmove_analyze w maxmoves 2\nprintsgf\n",
		"boardsize 5\nplay b pass\nplay w pass\nplay b A1\nfinal_status_list alive\nundo\nundo\nundo\n",
		"-1 name\n+2 name\n99999999999 name\n\tname # comment\n\x01name\x7f\r\nkomi NaN\ntime_settings 1e300 0 0\nlz-analyze purple 10\n",
		"2\n\n   \n# only a comment\nboardsize 26\nboardsize 2\ngenmove b\ngenmove w\ngenmove b\nplay b Z9\nplay b zz99\ngenmove\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		// Keep each input's work small: at most 64 lines of commands.
		if strings.Count(input, "\n") > 64 {
			t.Skip()
		}
		srv := NewServer(newLightPlayer(), engine.Chinese())
		// No files: the fuzzer must not read devices or write anywhere.
		srv.Register("loadsgf", func([]string) (string, error) { return "", errors.New("no files here") })
		srv.Register("printsgf", func(a []string) (string, error) {
			if len(a) > 0 {
				return "", errors.New("no files here")
			}
			return srv.printSGF(nil)
		})
		var out bytes.Buffer
		done := make(chan error, 1)
		go func() { done <- srv.Serve(strings.NewReader(input), &out) }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("Serve: %v", err)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("Serve still runs after 20 s on %q", input)
		}
		lines := gtpLines(input)
		got := out.String()
		if got != "" && !strings.HasSuffix(got, "\n\n") {
			t.Fatalf("the output does not end with a blank line: %q", got[max(0, len(got)-100):])
		}
		replies := strings.Split(strings.TrimSuffix(got, "\n\n"), "\n\n")
		if got == "" {
			replies = nil
		}
		if len(replies) != len(lines) {
			t.Fatalf("%d replies to %d command lines\ninput %q\noutput %q", len(replies), len(lines), input, got)
		}
		for i, l := range lines {
			r := replies[i]
			if r == "" || r[0] != '=' && r[0] != '?' {
				t.Fatalf("reply %d to %q is %q", i, l.words, r)
			}
			head, _, _ := strings.Cut(r[1:], "\n")
			gotID, _, _ := strings.Cut(head, " ")
			if gotID != l.id {
				t.Fatalf("reply %q to %q has id %q, want %q", r, l.words, gotID, l.id)
			}
			if l.badID && !strings.HasPrefix(r, "? invalid id ") {
				t.Fatalf("reply %q to a line with a bad id, %q", r, l.words)
			}
			if !utf8.ValidString(r) {
				t.Fatalf("reply %q to %q is not UTF-8", r, l.words)
			}
		}
	})
}

// pipeClient is a client whose engine writes out, whatever it is asked,
// and reads and drops the commands.
func pipeClient(out []byte) *Client {
	c := newClient([]string{"fuzz-engine"}, 10*time.Second)
	inR, inW := io.Pipe()
	go func() { _, _ = io.Copy(io.Discard, inR) }()
	c.in = inW
	c.kill = func() error { return inR.Close() }
	c.wait = func() error { return nil }
	c.read(bytes.NewReader(out))
	return c
}

// FuzzClient feeds arbitrary bytes to a client as its engine's answers to
// a game's commands: name, version, list_commands, the board's set-up,
// genmove, kgs-genmove_cleanup, final_status_list, final_score and an
// analysis. It must not panic or hang, and what it accepts must be sound:
// moves on the board and legal, analyses with rates from 0 to 1.
func FuzzClient(f *testing.F) {
	for _, s := range []string{
		"= Torreya\n\n= 1.0\n\n= protocol_version\nname\nkata-analyze\nlz-analyze\n\n= \n\n= \n\n= \n\n= C3\n\n= true\n\n= \n\n= D4\n\n= A1 B2\n\n= W+3.5\n\n=\ninfo move C3 visits 10 utility 0.1 winrate 0.55 scoreMean 1 scoreStdev 2 scoreLead 1 prior 0.2 lcb 0.5 utilityLcb 0 order 0 pv C3 D4 ownership " + strings.Repeat("0.5 ", 81) + "\n\n= Torreya\n\n",
		"=1 GNU Go\n\n=2 3.8\n\n=3 genmove\nlz-analyze\n\n= \n\n= \n\n= \n\n= pass\n\n= false\n\n= resign\n\n= \n\n= 0\n\n=\ninfo move E5 visits 3 winrate 5000 prior 100 order 0 pv E5\n\n",
		"chatter before\n= x\n\n? unknown command\n\n= \n\n= \n\n? illegal move\n\n= J10\n\n= Z99\n\n= zz\n\n? no\n\n",
		"= a\r\n\r\n= b\r\n\r\n= list\r\n\r\n= \r\n\r\n= \r\n\r\n= \r\n\r\n= c3\r\n\r\n",
		"= name\n\n= v\n\n= kata-analyze\n\n= \n\n= \n\n= \n\n= A1\n\n= true\n\n= \n\n= A1\n\n= A1 A1 T19\n\n= 1e308\n\n=\ninfo move A1 visits -1 winrate NaN pv\ninfo\n\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, out []byte) {
		// A client that waits for ever is a crash: the watchdog's panic
		// ends the fuzzing process, which keeps the input.
		watchdog := time.AfterFunc(20*time.Second, func() { panic(fmt.Sprintf("the client still waits after 20 s on %q", out)) })
		defer watchdog.Stop()
		clientSession(t, out)
	})
}

// clientSession drives a client whose engine answers with out.
func clientSession(t *testing.T, out []byte) {
	c := pipeClient(out)
	defer c.Close()
	if err := c.hello(); err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	onBoard := func(what string, p engine.Point) {
		if x, y := p.XY(); p != engine.Pass && p != engine.Resign && (x < 0 || y < 0 || x >= 9 || y >= 9) {
			t.Fatalf("%s %v off the board", what, p)
		}
	}
	_, _ = c.AnalysisFormat(ctx)
	for _, cleanup := range []bool{false, true} {
		var p engine.Point
		var err error
		if cleanup {
			p, err = c.GenMoveCleanup(ctx, g, g.ToMove())
		} else {
			p, err = c.GenMove(ctx, g, g.ToMove())
		}
		if err != nil {
			continue
		}
		onBoard("move", p)
		if p == engine.Resign {
			continue
		}
		if err := g.Play(engine.Move{Color: g.ToMove(), Point: p}); err != nil {
			t.Fatalf("the client accepted an illegal move %v: %v", p, err)
		}
	}
	if dead, err := c.DeadStones(ctx, g); err == nil {
		for _, p := range dead {
			onBoard("dead stone", p)
		}
	}
	_, _ = c.FinalScore(ctx, g)
	_ = c.Analyze(ctx, g, g.ToMove(), time.Millisecond, func(a ai.Analysis) {
		for _, cd := range a.Candidates {
			onBoard("candidate", cd.Move)
			for _, p := range cd.PV {
				onBoard("pv move", p)
			}
			if cd.WinRate < 0 || cd.WinRate > 1 || cd.Prior < 0 || cd.Prior > 1 || cd.Visits < 0 {
				t.Fatalf("candidate %+v", cd)
			}
		}
	})
	_, _ = c.Command(ctx, "showboard")
}

// TestPipeClient: the fuzz test's client reads a transcript as an engine's
// answers, in turn, as it reads a real engine's.
func TestPipeClient(t *testing.T) {
	c := pipeClient([]byte("= Fake\n\n=7 1.0\n\n= \n\n= \n\n= \n\n= C3\n\n? illegal move\n\n= \n\n"))
	defer c.Close()
	if err := c.hello(); err != nil || c.Name() != "Fake" || c.Version() != "1.0" {
		t.Fatalf("hello: %v; name %q, version %q", err, c.Name(), c.Version())
	}
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	if p, err := c.GenMove(context.Background(), g, engine.Black); err != nil || engine.Vertex(p, 9) != "C3" {
		t.Errorf("genmove: %v, %v; want C3", p, err)
	}
	if _, err := c.Command(context.Background(), "play w C3"); !errors.Is(err, ErrRefused) {
		t.Errorf("a refused command: %v", err)
	}
	if r, err := c.Command(context.Background(), "clear_board"); err != nil || r != "" {
		t.Errorf("clear_board: %q, %v", r, err)
	}
	if _, err := c.Command(context.Background(), "name"); !errors.Is(err, ErrExited) {
		t.Errorf("a command after the transcript: %v, want ErrExited", err)
	}
}
