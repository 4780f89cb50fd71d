package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui"
)

// TestAnalyzeWithAGTPEngine: Analyze mode reads with the engine named in
// the preferences when it speaks kata-analyze, here torreya-gtp itself,
// started as the program starts any engine, and the board shows its
// candidates.
func TestAnalyzeWithAGTPEngine(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "torreya-gtp")
	if out, err := exec.Command("go", "build", "-o", bin, "../torreya-gtp").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	a := test.NewTempApp(t)
	cmd := bin + " --threads 1"
	a.Preferences().SetString("hintEngine", cmd)
	posts := make(chan func(), 1024)
	c := ui.NewController(a.Preferences(), ui.Deps{
		NewPlayer: newPlayer,
		Go:        func(f func()) { go f() },
		Post:      func(f func()) { posts <- f },
		Tick:      func(time.Duration, func()) func() { return func() {} },
	})
	test.NewTempWindow(t, c.Content())
	defer c.Close()
	if err := c.Play(engine.Pt(4, 4)); err != nil {
		t.Fatal(err)
	}
	c.SetAnalyze(true)
	if s := c.Status(); !strings.Contains(s, cmd) {
		t.Fatalf("status %q: the analysis does not read with the engine", s)
	}
	deadline := time.After(60 * time.Second) // a limit for a hung test, not a measure
	var said []string
	for len(c.Board().View().Candidates) == 0 {
		select {
		case f := <-posts:
			f()
			said = append(said, c.Status())
		case <-deadline:
			t.Fatalf("no candidates from the engine; status %q", said)
		}
	}
	for _, s := range said {
		if strings.Contains(s, "cannot analyze") {
			t.Errorf("the engine fell back to the built-in player: %q", s)
		}
	}
	c.SetAnalyze(false)
}
