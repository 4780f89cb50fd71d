package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// corpusDir is the shared real-world SGF corpus (see DESIGN.md); its
// licences keep it out of the repository, so the test runs only where it is.
const corpusDir = "../../shared/testdata/sgf"

// TestCorpusOpensInTheController opens every record of the corpus that the
// SGF package reads, jumps to the end of its main line and back, and checks
// that the board shows the tree's position: nothing in real files may crash
// the window.
func TestCorpusOpensInTheController(t *testing.T) {
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skip("no corpus at", corpusDir)
	}
	var files []string
	err := filepath.WalkDir(corpusDir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	// Under the race detector every fifth file is enough: the point there
	// is the goroutines, not the files.
	step := 1
	if raceEnabled {
		step = 5
	}
	c, _ := newTestController(t, Deps{})
	opened := 0
	for i := 0; i < len(files); i += step {
		path := files[i]
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		col, err := sgf.Parse(data)
		if err != nil {
			continue // refused by the reader: its own tests cover that
		}
		ld, err := prepare(col, 0, engine.Japanese())
		if err != nil {
			continue // a size the engine does not play
		}
		c.show(ld, path)
		c.last()
		if got, want := c.Board().View().Board.Hash(), c.tree().Board().Hash(); got != want {
			t.Errorf("%s: the board shows another position than the record", path)
		}
		c.first()
		opened++
	}
	if opened < len(files)/step*9/10 {
		t.Errorf("only %d of %d files opened", opened, len(files)/step)
	}
	t.Logf("%d of %d files opened", opened, len(files))
}
