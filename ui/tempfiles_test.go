package ui

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// staleTemp makes a temporary file as a save of path killed two minutes
// ago leaves it, and returns its path.
func staleTemp(t *testing.T, path string) string {
	t.Helper()
	tmp := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".2718281828.tmp")
	if err := os.WriteFile(tmp, []byte("half a file"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * time.Minute)
	if err := os.Chtimes(tmp, old, old); err != nil {
		t.Fatal(err)
	}
	return tmp
}

// TestOpenAndSavesRemoveStaleTemps: the temporary files that killed saves
// left beside a game, the autosave and the problems' progress are removed
// when the file is next opened or saved, and every save goes through the
// one safe writer.
func TestOpenAndSavesRemoveStaleTemps(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.sgf")
	if err := os.WriteFile(game, []byte("(;SZ[9];B[ee])"), 0o644); err != nil {
		t.Fatal(err)
	}
	autosave := filepath.Join(dir, "autosave", "game.sgf")
	if err := os.MkdirAll(filepath.Dir(autosave), 0o700); err != nil {
		t.Fatal(err)
	}
	progress := filepath.Join(dir, "problems", "progress.json")
	if err := os.MkdirAll(filepath.Dir(progress), 0o700); err != nil {
		t.Fatal(err)
	}
	c, _ := newTestController(t, Deps{Autosave: autosave, Progress: progress})

	opened := staleTemp(t, game)
	c.OpenFile(game)
	if _, err := os.Stat(opened); !os.IsNotExist(err) {
		t.Errorf("opening the game left %s (%v)", filepath.Base(opened), err)
	}

	autosaved := staleTemp(t, autosave)
	tap(c, 2, 2) // a change: autosaved
	if _, err := os.Stat(autosaved); !os.IsNotExist(err) {
		t.Errorf("the autosave left %s (%v)", filepath.Base(autosaved), err)
	}

	saved := staleTemp(t, game)
	c.saveFile(game, nil)
	if _, err := os.Stat(saved); !os.IsNotExist(err) {
		t.Errorf("saving the game left %s (%v)", filepath.Base(saved), err)
	}

	recorded := staleTemp(t, progress)
	c.progressStore().record("set", "p1.sgf", true, time.Second, true)
	if _, err := os.Stat(recorded); !os.IsNotExist(err) {
		t.Errorf("saving the progress left %s (%v)", filepath.Base(recorded), err)
	}
	if s, u := loadProgress(progress, time.Now()); u != nil || s.get("set", "p1.sgf").Result != resultSolved {
		t.Errorf("the progress read back: %+v, %v", s.get("set", "p1.sgf"), u)
	}
	for _, d := range []string{dir, filepath.Dir(autosave), filepath.Dir(progress)} {
		list, _ := os.ReadDir(d)
		for _, e := range list {
			if filepath.Ext(e.Name()) == ".tmp" {
				t.Errorf("left in %s: %s", d, e.Name())
			}
		}
	}
}
