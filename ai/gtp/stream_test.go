package gtp

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// session is a server answering over pipes, as torreya-gtp does.
type session struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan error
}

func serve(t *testing.T, p ai.Player) *session {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{t: t, in: inW, lines: make(chan string, 1000), done: make(chan error, 1)}
	go func() {
		err := NewServer(p, engine.Chinese()).Serve(inR, outW)
		outW.Close()
		s.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		for range s.lines {
		}
		if err := <-s.done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return s
}

func (s *session) send(line string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, line+"\n"); err != nil {
		s.t.Fatal(err)
	}
}

// line returns the server's next line; the time limit only keeps a broken
// server from hanging the tests.
func (s *session) line() string {
	s.t.Helper()
	select {
	case l, ok := <-s.lines:
		if !ok {
			s.t.Fatal("the server stopped")
		}
		return l
	case <-time.After(30 * time.Second):
		s.t.Fatal("no answer from the server")
	}
	return ""
}

// reply sends a command and returns its whole reply, without the blank line.
func (s *session) reply(cmd string) string {
	s.t.Helper()
	s.send(cmd)
	var out []string
	for l := s.line(); l != ""; l = s.line() {
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// analyses starts an analysis with cmd, checks the first line of its reply
// and returns its next n lines, parsed.
func (s *session) analyses(cmd, first string, f Format, c engine.Color, n int) []ai.Analysis {
	s.t.Helper()
	s.send(cmd)
	if l := s.line(); l != first {
		s.t.Fatalf("%s began with %q", cmd, l)
	}
	var out []ai.Analysis
	for i := 0; i < n; i++ {
		l := s.line()
		a, err := ParseAnalysis(l, f, c, 9, 9)
		if err != nil || len(a.Candidates) == 0 {
			s.t.Fatalf("%s: report %d: %+v, %v\n%s", cmd, i, a, err, l)
		}
		out = append(out, a)
	}
	return out
}

// TestServerAnalysisRoundTrip: the server's analysis streams, read back by
// ParseAnalysis: several reports a stream, each with every candidate on one
// line; the stream ends with the blank line when the next command comes,
// whatever it is, and that command is answered; genmove_analyze ends with
// "play" and plays the move.
func TestServerAnalysisRoundTrip(t *testing.T) {
	s := serve(t, ai.New(ai.Options{Playouts: 2000, Threads: 2, Seed: 1}))
	for _, cmd := range []string{"boardsize 9", "komi 7", "play b E5"} {
		if r := s.reply(cmd); r != "= " {
			t.Fatalf("%s: %q", cmd, r)
		}
	}
	if r := s.reply("list_commands"); !strings.Contains(r, "\nkata-analyze\n") || !strings.Contains(r, "\nlz-genmove_analyze\n") {
		t.Errorf("list_commands does not list the analysis commands:\n%s", r)
	}

	// kata-analyze for White, the player to move, stopped by name.
	for i, a := range s.analyses("kata-analyze 5 ownership true pvVisits true", "=", Kata, engine.White, 3) {
		if a.Ownership == nil {
			t.Fatalf("report %d without the ownership", i)
		}
		for _, c := range a.Candidates {
			if !c.HasLead || len(c.PVVisits) != len(c.PV) || c.PV[0] != c.Move {
				t.Errorf("report %d: candidate %+v", i, c)
			}
		}
		// White's ownership in the line, Black's once read: the stone on E5
		// is more likely Black's.
		if o := a.Ownership.At(engine.Pt(4, 4)); i == 2 && o <= 0 {
			t.Errorf("report %d: Black's ownership of its stone on E5 is %.2f", i, o)
		}
	}
	s.send("name")
	for l := s.line(); l != ""; l = s.line() {
		if _, err := ParseAnalysis(l, Kata, engine.White, 9, 9); err != nil {
			t.Errorf("after name: %v\n%s", err, l)
		}
	}
	if l := s.line(); l != "= Torreya" {
		t.Errorf("name after kata-analyze answered %q", l)
	}
	if s.line() != "" {
		t.Error("no blank line after name's reply")
	}

	// lz-analyze for Black, with an id, stopped by an empty line.
	for i, a := range s.analyses("7 lz-analyze b interval 5 maxmoves 2", "=7", LZ, engine.Black, 2) {
		if len(a.Candidates) > 2 || a.Candidates[0].HasLead {
			t.Errorf("report %d: %+v", i, a)
		}
	}
	s.send("")
	for l := s.line(); l != ""; l = s.line() {
	}
	if r := s.reply("list_stones black"); r != "= E5" {
		t.Errorf("after an analysis the board holds %q", r)
	}

	// genmove_analyze plays the move it ends with.
	s.send("kata-genmove_analyze w 1")
	if l := s.line(); l != "=" {
		t.Fatalf("kata-genmove_analyze began with %q", l)
	}
	reports := 0
	var move string
	for l := s.line(); l != ""; l = s.line() {
		if move != "" {
			t.Errorf("%q after %q", l, "play "+move)
		}
		if strings.HasPrefix(l, "play ") {
			move = strings.TrimPrefix(l, "play ")
			continue
		}
		if _, err := ParseAnalysis(l, Kata, engine.White, 9, 9); err != nil {
			t.Errorf("%v\n%s", err, l)
		}
		reports++
	}
	if reports == 0 || move == "" {
		t.Fatalf("genmove_analyze: %d reports, move %q", reports, move)
	}
	if r := s.reply("list_stones white"); r != "= "+move {
		t.Errorf("after genmove_analyze played %s, White's stones are %q", move, r)
	}
}

// TestServerAnalysisArguments: bad arguments get a "?" reply and no stream;
// the commands are listed only for players that can analyze, and Execute,
// which cannot stream, says so.
func TestServerAnalysisArguments(t *testing.T) {
	s := serve(t, ai.New(ai.Options{Playouts: 100, Threads: 1, Seed: 1}))
	for cmd, want := range map[string]string{
		"lz-analyze b many":                     `? invalid interval "many": want centiseconds, from 0 to 100000000`,
		"kata-analyze interval x":               `? invalid interval "x": want centiseconds, from 0 to 100000000`,
		"lz-analyze b bogus 5":                  `? invalid interval "bogus": want centiseconds, from 0 to 100000000`,
		"lz-analyze purple 10":                  `? invalid color "purple"`,
		"9 kata-analyze purple":                 `?9 invalid color "purple"`,
		"kata-genmove_analyze purple":           `? invalid color "purple"`,
		"lz-analyze b NaN":                      `? invalid interval "NaN": want centiseconds, from 0 to 100000000`,
		"lz-analyze Inf":                        `? invalid interval "Inf": want centiseconds, from 0 to 100000000`,
		"lz-analyze -1":                         `? invalid interval "-1": want centiseconds, from 0 to 100000000`,
		"lz-analyze w 1e9":                      `? invalid interval "1e9": want centiseconds, from 0 to 100000000`,
		"lz-analyze b 10 bogus 5":               `? unknown argument "bogus"`,
		"kata-analyze 10 ownership true foo":    `? unknown argument "foo"`,
		"kata-analyze 10 rootInfo maybe":        `? rootinfo wants true or false, not "maybe"`,
		"lz-analyze b 10 maxmoves":              "? maxmoves needs a value",
		"kata-analyze 10 ownership maybe":       `? ownership wants true or false, not "maybe"`,
		"kata-analyze 10 maxmoves -2":           `? maxmoves wants a count, not "-2"`,
		"lz-analyze 10 avoid b D4,Z9 1":         `? avoid: invalid vertex "Z9"`,
		"lz-analyze 10 allow b D4":              "? allow needs a player, vertices and a depth",
		"3 lz-genmove_analyze b interval":       "?3 interval needs a value",
		"kata-genmove_analyze b 10 minmoves no": `? minmoves wants a count, not "no"`,
	} {
		if r := s.reply(cmd); r != want {
			t.Errorf("%s: %q, want %q", cmd, r, want)
		}
	}
	if r := s.reply("protocol_version"); r != "= 2" {
		t.Errorf("protocol_version after the errors: %q", r)
	}
	// allow keeps the analysis to its moves; avoid for the other player,
	// or beyond the root, and KataGo's keys that have no effect here
	// change nothing.
	s.send("lz-analyze b 1 allow b C3,g7 1 avoid w C3 1 rootInfo true pvEdgeVisits false")
	s.line()
	for i := 0; i < 2; i++ {
		a, err := ParseAnalysis(s.line(), LZ, engine.Black, 19, 19)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range a.Candidates {
			if v := engine.Vertex(c.Move, 19); v != "C3" && v != "G7" && v != "pass" {
				t.Errorf("candidate %s, not allowed", v)
			}
		}
	}
	s.send("quit")
	for l := s.line(); l != ""; l = s.line() {
	}

	rs := NewServer(ai.NewRandom(1), engine.Chinese())
	if r, _ := rs.Execute("list_commands"); strings.Contains(r, "analyze") {
		t.Errorf("a random player lists analysis commands:\n%s", r)
	}
	ms := NewServer(ai.New(ai.Options{Playouts: 100}), engine.Chinese())
	if r, _ := ms.Execute("known_command lz-analyze"); r != "= true\n\n" {
		t.Errorf("known_command lz-analyze: %q", r)
	}
	if r, _ := ms.Execute("kata-analyze 10"); !strings.HasPrefix(r, "? kata-analyze writes its reply as it goes") {
		t.Errorf("kata-analyze through Execute: %q", r)
	}
}
