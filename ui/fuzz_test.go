package ui

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine/sgf"
)

// FuzzOpenRecord opens arbitrary bytes as the program does a file (the
// reader, then the controller: the board, the comment panel, the players,
// the tree) and walks the game to its end and back, finds a word and
// switches to edit mode and back. Nothing may panic. How long it takes is
// not asserted here, where a loaded machine fails a deadline that an idle
// one meets: a hang ends in the test binary's timeout, and the cost of
// opening large records is measured by BenchmarkOpenKogo.
func FuzzOpenRecord(f *testing.F) {
	for _, s := range []string{
		"(;FF[4]GM[1]SZ[19]PB[Black]PW[White]C[A comment.];B[pd];W[dp](;B[pp]C[one])(;B[dd]C[two]))",
		"(;SZ[9]AB[aa][bb]AW[cc]LB[ee:A]TR[ff]SQ[gg]MA[hh]CR[ii];B[tt];W[])",
		"(;SZ[0];B[aa])(;SZ[-5])(;SZ[abc])",
		"(;SZ[52]KM[1e308];B[zz])",
		"(;GM[1]C[" + string(make([]byte, 300)) + "];B[aa];W[aa];B[aa])",
		"(;SZ[3]AB[ab]AW[ba][bb][ac];B[aa];W[aa];B[ab])",
		"(;CA[Shift_JIS]PB[\x83\x5c]PW[\x93\x7d];B[aa])",
		"((;B[aa])(;W[bb]))()(B[ag])",
	} {
		f.Add([]byte(s))
	}
	// Small files of the corpus, where it is present: the parser tests,
	// the spec's examples and some problems.
	for _, dir := range []string{"01-spec-examples", "02-parser-tests", "03-tsumego"} {
		added := 0
		_ = filepath.WalkDir(filepath.Join(corpusDir, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || added >= 40 {
				return nil
			}
			if data, err := os.ReadFile(path); err == nil && len(data) < 16<<10 {
				f.Add(data)
				added++
			}
			return nil
		})
	}
	a := test.NewTempApp(f)
	// The dead stones at a record's end are judged with few playouts: the
	// test is of the program's handling of the record, not of the reader.
	c := NewController(a.Preferences(), testDeps(Deps{Analysis: ai.Options{Playouts: 50, Threads: 1, Seed: 1}}))
	w := test.NewTempWindow(f, c.Content())
	w.Resize(fyne.NewSize(1000, 720))
	f.Fuzz(func(t *testing.T, data []byte) {
		col, err := sgf.Parse(data)
		if err != nil {
			return
		}
		c.load(col, "")
		c.forward(1 << 20)
		c.back(1 << 20)
		c.forward(3)
		c.find.search("a")
		c.setEditMode(true)
		c.setEditMode(false)
		c.last()
	})
}
