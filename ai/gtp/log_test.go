package gtp

import (
	"bytes"
	"context"
	"errors"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// TestServerLog: with Log set, each generated move leaves one line that
// names the move the reply gave and what the search read for it; a player
// that does not search leaves the move alone; without Log nothing is
// written.
func TestServerLog(t *testing.T) {
	var log bytes.Buffer
	s := NewServer(ai.New(ai.Options{Playouts: 400, Threads: 1, Seed: 1}), engine.Chinese())
	s.Log = &log
	for _, cmd := range []string{"boardsize 9", "komi 7.5", "play b E5"} {
		if r, _ := s.Execute(cmd); !strings.HasPrefix(r, "=") {
			t.Fatalf("%s: %q", cmd, r)
		}
	}
	r, _ := s.Execute("genmove w")
	move := strings.TrimSpace(strings.TrimPrefix(r, "="))
	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	if len(lines) != 1 {
		t.Fatalf("one genmove wrote %d lines: %q", len(lines), log.String())
	}
	re := regexp.MustCompile(`^move 2 white (\S+) [0-9.]+s win ([0-9.]+)% lead (B\+[0-9.]+|W\+[0-9.]+|0) playouts (\d+) \(\d+/s\) nodes (\d+)( book)?( pv( \S+)+)?$`)
	m := re.FindStringSubmatch(lines[0])
	if m == nil {
		t.Fatalf("log line %q does not read as a move's", lines[0])
	}
	if !strings.EqualFold(m[1], move) {
		t.Errorf("log names %s, genmove answered %s", m[1], move)
	}
	st := s.player.(searcher).LastStats()
	if n, _ := strconv.Atoi(m[4]); n != st.Playouts || n == 0 {
		t.Errorf("log says %s playouts, the search played %d", m[4], st.Playouts)
	}
	if w, _ := strconv.ParseFloat(m[2], 64); w < 0 || w > 100 || math.Abs(w-100*st.WinRate) > 0.05+1e-9 {
		t.Errorf("log's win rate %s%%, the search's %.4f", m[2], st.WinRate)
	}
	if m[7] != "" && !strings.HasPrefix(m[7], " pv "+m[1]) {
		t.Errorf("the line %q does not start with the move %s", m[7], m[1])
	}

	var quiet bytes.Buffer
	rs := NewServer(ai.NewRandom(1), engine.Chinese())
	rs.Log = &quiet
	rs.Execute("boardsize 9")
	r, _ = rs.Execute("genmove b")
	move = strings.TrimSpace(strings.TrimPrefix(r, "="))
	if want := regexp.MustCompile(`^move 1 black ` + regexp.QuoteMeta(move) + ` [0-9.]+s\n$`); !want.MatchString(quiet.String()) {
		t.Errorf("a random player's log line %q, want the move %s alone", quiet.String(), move)
	}

	silent := NewServer(ai.NewRandom(1), engine.Chinese())
	if silent.Log != nil {
		t.Fatal("a new server logs")
	}
	silent.Execute("genmove b") // must not write anywhere
}

func TestLeadText(t *testing.T) {
	for _, tc := range []struct {
		lead float64
		want string
	}{{2.4, "B+2.5"}, {-0.6, "W+0.5"}, {0.2, "0"}, {-7, "W+7"}, {12.26, "B+12.5"}} {
		if got := leadText(tc.lead); got != tc.want {
			t.Errorf("leadText(%v) = %q, want %q", tc.lead, got, tc.want)
		}
	}
}

// failing is a log that cannot be written, as on a full disk.
type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestClientLog: NewClientLog copies what the engine writes to standard
// error; a log that fails to write does not stop the engine, which goes on
// answering after writing far more than a pipe holds.
func TestClientLog(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no shell")
	}
	script := `while read cmd; do case "$cmd" in genmove*) echo "thinking hard" >&2; printf '= C3\n\n';; *) printf '= \n\n';; esac; done`
	var log bytes.Buffer // read only once Close has waited for the engine
	c, err := NewClientLog([]string{"/bin/sh", "-c", script}, 10*time.Second, &log)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	if _, err := c.GenMove(context.Background(), g, engine.Black); err != nil {
		t.Fatal(err)
	}
	c.Close() // waits for the engine's last words
	if !strings.Contains(log.String(), "thinking hard") {
		t.Errorf("log %q lacks the engine's standard error", log.String())
	}

	// 256 KB of standard error per command, four times a pipe's 64 KB.
	loud := `while read cmd; do head -c 262144 /dev/zero | tr '\0' x >&2; echo >&2; case "$cmd" in genmove*) printf '= C3\n\n';; *) printf '= \n\n';; esac; done`
	c, err = NewClientLog([]string{"/bin/sh", "-c", loud}, 10*time.Second, failing{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for i := 0; i < 3; i++ {
		p, err := c.GenMove(context.Background(), g, engine.Black)
		if err != nil || engine.Vertex(p, 9) != "C3" {
			t.Fatalf("genmove %d with a failing log: %v, %v", i+1, p, err)
		}
	}
}
