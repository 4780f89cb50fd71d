package gtp

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// TestClientGNUGo plays a few moves against GNU Go through the client and
// asks it for dead stones.
func TestClientGNUGo(t *testing.T) {
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skip("GNU Go is not installed")
	}
	c, err := NewClient([]string{gnugoPath, "--mode", "gtp", "--level", "1", "--chinese-rules"}, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.Name() != "GNU Go" {
		t.Errorf("name %q, want GNU Go", c.Name())
	}
	var p ai.Player = c
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	me := ai.New(ai.Options{Playouts: 200, Seed: 1})
	for i := 0; i < 6; i++ {
		col := g.ToMove()
		var mv engine.Point
		if col == engine.Black {
			mv, err = p.GenMove(context.Background(), g, col)
		} else {
			mv, err = me.GenMove(context.Background(), g, col)
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move{Color: col, Point: mv}); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
	}
	// After an undo the client starts the engine's board afresh.
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	mv, err := c.GenMove(context.Background(), g, g.ToMove())
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Legal(g.ToMove(), mv); err != nil {
		t.Errorf("GNU Go's move after undo %v: %v", mv, err)
	}
	dead, err := c.DeadStones(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range dead {
		if g.Board().At(p) == engine.Empty {
			t.Errorf("GNU Go's dead stone %v is an empty point", p)
		}
	}
}

// TestClientErrors: a missing, silent or crashing engine gives a clear error.
func TestClientErrors(t *testing.T) {
	_, err := NewClient([]string{"/nonexistent/gtp-engine"}, time.Second)
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("missing engine: %v, want ErrNotFound", err)
	}
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no shell")
	}
	_, err = NewClient([]string{"/bin/sh", "-c", "sleep 30"}, 300*time.Millisecond)
	if !errors.Is(err, ErrTimeout) {
		t.Errorf("silent engine: %v, want ErrTimeout", err)
	}
	_, err = NewClient([]string{"/bin/sh", "-c", "read line; echo cannot open the opening book >&2; exit 3"}, 5*time.Second)
	if !errors.Is(err, ErrExited) || !strings.Contains(err.Error(), "opening book") {
		t.Errorf("crashing engine: %v, want ErrExited with its message", err)
	}
	// An engine that dies in the middle of a game.
	c, err := NewClient([]string{"/bin/sh", "-c", `while read cmd; do case "$cmd" in genmove*) exit 1;; *) printf '= x\n\n';; esac; done`}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	if _, err := c.GenMove(context.Background(), g, engine.Black); !errors.Is(err, ErrExited) {
		t.Errorf("engine dying on genmove: %v, want ErrExited", err)
	}
	if _, err := c.Command(context.Background(), "name"); !errors.Is(err, ErrExited) {
		t.Errorf("command after the engine died: %v, want ErrExited", err)
	}
}

// TestServerWithMCTS drives the built-in player through GTP: genmove, the
// clock, cleanup, and dead stones.
func TestServerWithMCTS(t *testing.T) {
	s := NewServer(ai.New(ai.Options{Playouts: 300, Seed: 1}), engine.Chinese())
	for _, cmd := range []string{"boardsize 7", "komi 7.5", "time_settings 0 1 1", "play b D4"} {
		if r, _ := s.Execute(cmd); !strings.HasPrefix(r, "=") {
			t.Fatalf("%s: %q", cmd, r)
		}
	}
	start := time.Now()
	r, _ := s.Execute("genmove w")
	if !strings.HasPrefix(r, "= ") || len(strings.TrimSpace(r)) < 3 {
		t.Fatalf("genmove w: %q", r)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("genmove with 1 s byo-yomi took %v", d)
	}
	if r, _ := s.Execute("kgs-genmove_cleanup b"); !strings.HasPrefix(r, "= ") || strings.Contains(r, "pass") {
		t.Errorf("kgs-genmove_cleanup on an open board: %q", r)
	}
	if r, _ := s.Execute("final_status_list dead"); !strings.HasPrefix(r, "=") {
		t.Errorf("final_status_list dead: %q", r)
	}
	// Without time_left from the controller the server keeps the clock itself.
	s.Execute("time_settings 30 0 0")
	s.Execute("genmove b")
	if _, _, _, left, _ := s.Clock(engine.Black); left >= 30 || left < 20 {
		t.Errorf("after a move in 30 s absolute time, %v s left", left)
	}
	if r, _ := s.Execute("version"); !strings.Contains(r, "MCTS") {
		t.Errorf("version %q does not say what plays", r)
	}
}

// TestClientCancel: a cancelled genmove leaves the client usable; the late
// reply is skipped and the engine's board is set up again.
func TestClientCancel(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no shell")
	}
	script := `while read cmd; do case "$cmd" in genmove*) sleep 1; printf '= C3\n\n';; name) printf '= slow\n\n';; *) printf '= \n\n';; esac; done`
	c, err := NewClient([]string{"/bin/sh", "-c", script}, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := c.GenMove(ctx, g, engine.Black); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("cancelled genmove: %v", err)
	}
	if r, err := c.Command(context.Background(), "name"); err != nil || r != "slow" {
		t.Errorf("name after a cancelled genmove: %q, %v; want slow", r, err)
	}
	p, err := c.GenMove(context.Background(), g, engine.Black)
	if err != nil || engine.Vertex(p, 9) != "C3" {
		t.Errorf("genmove after a cancelled one: %v, %v; want C3", p, err)
	}
}
