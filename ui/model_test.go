package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/ai/gtp"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// The bugs the copies of one rule caused, each seen by a person first.

// Undo in a timed game takes back the stone, not only its clock stamp: the
// move and the stamp are one edit.
func TestUndoInATimedGameTakesBackTheStone(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c, _ := newTestController(t, Deps{Now: func() time.Time { return now }})
	if err := c.newGame(Settings{Width: 9, Height: 9, Rules: engine.Japanese(), Komi: 6.5,
		MainTime: 10 * time.Minute}); err != nil {
		t.Fatal(err)
	}
	now = now.Add(3 * time.Second)
	tap(c, 4, 4)
	if m, ok := currentMove(t, c); !ok || m.Point != engine.Pt(4, 4) || c.tree().Current().Value("BL") == "" {
		t.Fatalf("the move with its clock stamp was not recorded: %v", c.tree().Current().Properties())
	}
	c.undo()
	if c.game().At(engine.Pt(4, 4)) != engine.Empty || c.tree().Current() != c.tree().Root() || len(c.tree().Root().Children()) != 0 {
		t.Errorf("after one undo the stone is still there\n%s", c.diagram())
	}
	if c.game().ToMove() != engine.Black {
		t.Errorf("after undo %v is to move", c.game().ToMove())
	}
}

// One record, one game: the program and torreya-gtp's loadsgf read the same
// handicap, komi and player to move from the same file.
func TestTheProgramAndLoadSGFReadTheSameGame(t *testing.T) {
	dir := t.TempDir()
	for i, tt := range []struct {
		data     string
		handicap int
		komi     float64
	}{
		{"(;GM[1]SZ[9]RU[Chinese]HA[2]AB[cc][gg]PL[W])", 2, 0.5},
		{"(;GM[1]SZ[9]RU[Chinese]HA[2]AB[cc][gg]PL[W];B[ee])", 2, 0.5},
		{"(;GM[1]SZ[9]RU[Chinese]AB[cc][gg];W[ee])", 2, 0.5},
		{"(;GM[1]SZ[9]RU[Chinese];B[ee];W[ee];B[dd])", 0, 7.5}, // an illegal move
		{"(;GM[1]SZ[9]RU[Chinese];B[ee])", 0, 7.5},             // no KM: the rules' komi
	} {
		data := tt.data
		path := filepath.Join(dir, string(rune('a'+i))+".sgf")
		if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		c, _ := newTestController(t, Deps{})
		c.OpenFile(path)
		c.last()
		srv := gtp.NewServer(ai.NewRandom(1), engine.Chinese())
		var out bytes.Buffer
		if err := srv.Serve(strings.NewReader("loadsgf "+path+"\nprintsgf\n"), &out); err != nil {
			t.Fatal(err)
		}
		reply, printed, _ := strings.Cut(out.String(), "\n\n")
		g := c.game()
		if i == 3 {
			// The program keeps and marks the illegal move; loadsgf refuses it.
			if c.tree().Problem(c.tree().Current().Parent()) == nil || reply[0] != '?' {
				t.Errorf("%s: illegal move not marked (%v) or not refused (%q)", data, c.tree().Problem(c.tree().Current().Parent()), reply)
			}
			continue
		}
		if want := "= " + g.ToMove().Name(); reply != want {
			t.Errorf("%s: loadsgf says %q, the program has %v to move", data, reply, g.ToMove())
		}
		if g.Handicap() != tt.handicap || g.Komi() != tt.komi {
			t.Errorf("%s: the program has handicap %d, komi %g; want %d and %g", data, g.Handicap(), g.Komi(), tt.handicap, tt.komi)
		}
		col, err := sgf.ParseString(strings.TrimPrefix(printed, "= "))
		if err != nil {
			t.Fatalf("%s: printsgf %q: %v", data, printed, err)
		}
		if k, _ := col.Games[0].Komi(); k != g.Komi() || col.Games[0].Handicap() != g.Handicap() {
			t.Errorf("%s: loadsgf has handicap %d, komi %g; the program %d and %g", data, col.Games[0].Handicap(), k, g.Handicap(), g.Komi())
		}
	}
}

// A new Tromp-Taylor game's tree allows the multi-stone suicide the game
// allows: the rules are in the tree from the start.
func TestNewTrompTaylorGameAllowsMultiStoneSuicide(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	if err := c.newGame(Settings{Width: 5, Height: 5, Rules: engine.TrompTaylor(), Komi: 7.5}); err != nil {
		t.Fatal(err)
	}
	// Black a5 b5, White c5's neighbours: black at c5 would be a suicide of
	// three stones.
	for _, m := range []struct{ x, y int }{{0, 0}, {3, 0}, {1, 0}, {0, 1}, {4, 4}, {1, 1}, {4, 3}, {2, 1}} {
		if err := c.Play(engine.Pt(m.x, m.y)); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	if err := c.Play(engine.Pt(2, 0)); err != nil {
		t.Errorf("a multi-stone suicide under Tromp-Taylor rules: %v", err)
	}
	if c.game().At(engine.Pt(0, 0)) != engine.Empty || c.game().Captures(engine.White) != 3 {
		t.Errorf("the suicide did not remove the three stones\n%s", c.diagram())
	}
}

// Restoring a crashed game reads and replays it off the UI goroutine: the
// question comes only after the work that Go ran.
func TestRestoreReplaysOffTheUIGoroutine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg])"), 0o600); err != nil {
		t.Fatal(err)
	}
	var queue []func()
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), Deps{Autosave: path,
		Go: func(f func()) { queue = append(queue, f) }, Post: func(f func()) { f() },
		Tick: func(time.Duration, func()) func() { return func() {} }})
	c.OfferRestore()
	if len(c.tree().Root().Children()) != 0 {
		t.Fatal("the autosave was read and replayed on the UI goroutine")
	}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		f()
	}
	if got := c.tree().MoveNumber(c.tree().Current()); got != 3 {
		t.Errorf("restored at move %d, want 3", got)
	}
}

// The clocks' ticker stops when the window closes, and a second Attach does
// not start a second one.
func TestOneTickerStoppedOnClose(t *testing.T) {
	started, stopped := 0, 0
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), Deps{
		Go: func(f func()) { f() }, Post: func(f func()) { f() },
		Tick: func(time.Duration, func()) func() {
			started++
			return func() { stopped++ }
		}})
	c.Attach(a, test.NewTempWindow(t, nil))
	c.Attach(a, test.NewTempWindow(t, nil))
	if started != 1 {
		t.Errorf("%d tickers started", started)
	}
	c.Close()
	if stopped != 1 {
		t.Errorf("%d tickers stopped on close", stopped)
	}
}

// The default ticker's goroutine ends when it is stopped.
func TestTickerStops(t *testing.T) {
	ticks := make(chan struct{}, 100)
	stop := ticker(func(f func()) { f() })(time.Millisecond, func() { ticks <- struct{}{} })
	<-ticks
	stop()
	stop() // twice is harmless
	for len(ticks) > 0 {
		<-ticks
	}
	time.Sleep(20 * time.Millisecond)
	if len(ticks) > 1 { // one may have been on its way
		t.Errorf("%d ticks after stop", len(ticks))
	}
}

// A click the rules refuse does not stop the clock: in byo-yomi it must not
// give the period back.
func TestRefusedMoveKeepsTheClockRunning(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c, _ := newTestController(t, Deps{Now: func() time.Time { return now }})
	if err := c.newGame(Settings{Width: 9, Height: 9, Rules: engine.Japanese(), Komi: 6.5,
		ByoYomi: 30 * time.Second, Periods: 3}); err != nil {
		t.Fatal(err)
	}
	tap(c, 4, 4)
	tap(c, 3, 3)
	now = now.Add(20 * time.Second)
	if err := c.Play(engine.Pt(4, 4)); err == nil {
		t.Fatal("a move on a stone was accepted")
	}
	now = now.Add(15 * time.Second)
	left, periods, _, _ := c.clock.remaining(engine.Black, now)
	if periods != 2 || left != 25*time.Second {
		t.Errorf("after 35 s of thinking with a refused click Black has %v and %d periods, want 25s and 2", left, periods)
	}
}
