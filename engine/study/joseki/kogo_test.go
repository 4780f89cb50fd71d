package joseki

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// corpusDir is ../shared/testdata/sgf from the repository root. Its files
// may not be copied into the repository, so tests that need it skip
// without it.
const corpusDir = "../../../../shared/testdata/sgf"

const kogoFile = "04-joseki/kogo/Kogo's Joseki Dictionary.sgf"

// parseCorpus reads the game tree in file rel of the corpus, or skips.
func parseCorpus(tb testing.TB, rel string) *sgf.Node {
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
	return c.Games[0]
}

// readCorpus reads the dictionary in file rel of the corpus, or skips.
func readCorpus(tb testing.TB, rel string) (*sgf.Node, *Dictionary) {
	tb.Helper()
	root := parseCorpus(tb, rel)
	w, h := root.Size()
	d, err := Read(root, w, h)
	if err != nil {
		tb.Fatalf("%s: %v", rel, err)
	}
	return root, d
}

// countClasses counts the moves of the dictionary in each class.
func countClasses(d *Dictionary) (counts [Mistake + 1]int) {
	d.Root().Walk(func(n *sgf.Node) bool {
		if n.Has("B") || n.Has("W") {
			counts[d.Classify(n)]++
		}
		return true
	})
	return counts
}

func TestKogoClasses(t *testing.T) {
	_, d := readCorpus(t, kogoFile)
	counts := countClasses(d)
	t.Logf("Kogo: corner %v, %d positions indexed, %d nodes not playable", d.Home(), len(d.keys), d.Problems())
	total := 0
	for c, k := range counts {
		t.Logf("%-15v %6d", Class(c), k)
		total += k
	}
	if d.Home() != TopRight || total < 62000 {
		t.Errorf("Kogo read in the %v with %d moves", d.Home(), total)
	}
	// What the file says, roughly: most of its choices are named, few are tricks.
	for c, least := range map[Class]int{Joseki: 5000, Good: 10000, Trick: 50, Mistake: 2000} {
		if counts[c] < least {
			t.Errorf("%d moves are %v, want at least %d", counts[c], c, least)
		}
	}
	branchings, choices, judged := 0, 0, 0
	d.Root().Walk(func(n *sgf.Node) bool {
		if ch := n.Children(); len(ch) > 1 {
			branchings++
			for _, c := range ch {
				choices++
				if d.Classify(c) != Unclassified {
					judged++
				}
			}
		}
		return true
	})
	t.Logf("%d of the %d moves at %d branchings classified", judged, choices, branchings)
	distinct := 1
	for i := 1; i < len(d.keys); i++ {
		if d.keys[i] != d.keys[i-1] {
			distinct++
		}
	}
	t.Logf("%d distinct corners among %d nodes", distinct, len(d.keys))
}

func TestPachiClasses(t *testing.T) {
	for _, f := range []string{"joseki/joseki_33.sgf", "joseki/joseki_34.sgf", "joseki/joseki_44.sgf",
		"joseki/joseki_54.sgf", "josekifix/josekifix.sgf", "josekifix/fusekifix.sgf"} {
		_, d := readCorpus(t, "04-joseki/pachi/"+f)
		counts := countClasses(d)
		t.Logf("%-24s corner %-12v %v", f, d.Home(), counts)
		if f == "joseki/joseki_44.sgf" && (counts[Joseki] == 0 || counts[Mistake] == 0) {
			t.Errorf("%s: Pachi's tags not read: %v", f, counts)
		}
	}
}

// playAll plays moves on b, failing the test on an illegal one.
func playAll(t *testing.T, b *engine.Board, ms []engine.Move) {
	t.Helper()
	for _, m := range ms {
		if _, err := b.Play(m.Color, m.Point); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
}

func TestKogoFindsThe34PointInEveryCornerForBothColours(t *testing.T) {
	root, d := readCorpus(t, kogoFile)
	komoku := root.Children()[1]
	if komoku.Value("B") != "qd" {
		t.Fatalf("Kogo's second variation is %q, not the 3-4 point", komoku.Value("B"))
	}
	// The 3-4 point both ways round in each corner.
	points := map[Corner][]string{
		TopLeft: {"C16", "D17"}, TopRight: {"R16", "Q17"}, BottomLeft: {"C4", "D3"}, BottomRight: {"R4", "Q3"},
	}
	for c, vs := range points {
		for _, v := range vs {
			for _, col := range []engine.Color{engine.Black, engine.White} {
				b := engine.MustBoard(19, 19)
				playAll(t, b, []engine.Move{move(col, v)})
				found := false
				for _, pl := range d.Find(b) {
					found = found || pl.Node == komoku && d.Corner(pl.T) == c && pl.T.Swapped() == (col == engine.White)
				}
				if !found {
					t.Errorf("%v %s: the 3-4 point is not found in the %v", col, v, c)
				}
				// And it is offered in the empty corner.
				offered := false
				for _, pl := range d.StartAt(c) {
					for _, cand := range d.Next(pl) {
						offered = offered || cand.Move == move(col, v) && cand.Node == komoku
					}
				}
				if !offered {
					t.Errorf("%v %s is not offered in the empty %v", col, v, c)
				}
			}
		}
	}
}

func TestKogoFollowsAJosekiInAnotherCorner(t *testing.T) {
	root, d := readCorpus(t, kogoFile)
	// Kogo's main line of the 3-4 point: the small knight's approach, the
	// diagonal move, the extension and the pincer.
	line := root.Children()[1].MainLine()[:5]
	want := line[len(line)-1]
	// Play it in the bottom left, White first, turned a quarter; a 4-4
	// point in the top left and a stone on the right side do not disturb it.
	var tr Transform
	for _, t := range d.transformsTo(BottomLeft) {
		if t.Swapped() && t.op&opTranspose != 0 {
			tr = t
		}
	}
	var ms []engine.Move
	for _, n := range line {
		m, _, _ := n.Move(19, 19)
		ms = append(ms, tr.Move(m))
	}
	b := engine.MustBoard(19, 19)
	playAll(t, b, []engine.Move{move(engine.Black, "D16"), move(engine.White, "R10")})
	playAll(t, b, ms)
	var found []*sgf.Node
	for _, pl := range d.Find(b) {
		if d.Corner(pl.T) == BottomLeft {
			found = append(found, pl.Node)
		}
	}
	if !slices.Contains(found, want) {
		t.Errorf("the joseki played in the bottom left is not found; found %d places", len(found))
	}
	// Followed move by move from the empty corner, it ends at the same node.
	pl := Place{}
	for i, m := range ms {
		var next Place
		ok := false
		if i == 0 {
			for _, s := range d.StartAt(BottomLeft) {
				if next, ok = d.Play(s, m); ok && next.T == tr {
					break
				}
			}
		} else {
			next, ok = d.Play(pl, m)
		}
		if !ok {
			t.Fatalf("move %d, %v, is not followed", i+1, m)
		}
		pl = next
	}
	if pl.Node != want {
		t.Errorf("the line ends at another node")
	}
	if len(d.Next(pl)) == 0 {
		t.Error("no moves offered after the joseki's fifth move")
	}
}

// TestKogoWhatTheStudentSaw: the classes a 1-dan student found against
// Kogo's own words (issue 47). After the 4-4 point and the low approach,
// Kogo lists "'m' or 'n'" among Black's joseki answers and says "'f' is
// not generally favorable for Black, nor joseki"; on an empty corner the
// 3-3, 3-4 and 4-4 points, each the start of joseki, are shown alike.
func TestKogoWhatTheStudentSaw(t *testing.T) {
	root, d := readCorpus(t, kogoFile)
	w, h := d.Size()
	for path, want := range map[string]Class{
		"Q16 R14 K16": Joseki,  // 'n'
		"Q16 R14 N17": Joseki,  // 'c *'
		"Q16 R14 R11": Mistake, // 'f'
		"R17":         Joseki,
		"R16":         Joseki,
		"Q16":         Joseki,
	} {
		n := nodeAt(root, path, w, h)
		if n == nil {
			t.Fatalf("%s: no such line", path)
		}
		if got := d.Classify(n); got != want {
			t.Errorf("%s is %v, want %v", path, got, want)
		}
	}
}
