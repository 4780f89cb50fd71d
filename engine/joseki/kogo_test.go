package joseki

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/torreya/torreya/engine/sgf"
)

// corpusDir is ../shared/testdata/sgf from the repository root. Its files
// may not be copied into the repository, so tests that need it skip
// without it.
const corpusDir = "../../../shared/testdata/sgf"

const kogoFile = "04-joseki/kogo/Kogo's Joseki Dictionary.sgf"

// readCorpus reads the dictionary in file rel of the corpus, or skips.
func readCorpus(tb testing.TB, rel string) (*sgf.Node, *Dictionary) {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(corpusDir, rel))
	if os.IsNotExist(err) {
		tb.Skipf("corpus file %s not present", rel)
	}
	if err != nil {
		tb.Fatal(err)
	}
	c, err := sgf.Parse(data)
	if err != nil {
		tb.Fatalf("%s: %v", rel, err)
	}
	root := c.Games[0]
	w, h := root.Size()
	d, err := Read(root, w, h)
	if err != nil {
		tb.Fatalf("%s: %v", rel, err)
	}
	return root, d
}

func TestKogoClasses(t *testing.T) {
	root, d := readCorpus(t, kogoFile)
	var counts [5]int
	moves := 0
	root.Walk(func(n *sgf.Node) bool {
		if n.Has("B") || n.Has("W") {
			moves++
			counts[d.Classify(n)]++
		}
		return true
	})
	t.Logf("home %v, %d indexed, %d problems, %d moves", d.Home(), len(d.keys), d.Problems(), moves)
	for c, k := range counts {
		t.Logf("%-15v %6d", Class(c), k)
	}
}
