package sgf

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
)

// corpusDir is ../shared/testdata/sgf from the repository root. Its files may
// not be copied into the repository, so tests that need it skip without it.
const corpusDir = "../../../shared/testdata/sgf"

func corpus(t testing.TB) string {
	t.Helper()
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skipf("corpus %s not present", corpusDir)
	}
	return corpusDir
}

// corpusFiles returns the .sgf files of the corpus, relative to it.
func corpusFiles(t testing.TB) []string {
	dir := corpus(t)
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			rel, _ := filepath.Rel(dir, path)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func readCorpus(t testing.TB, rel string) *Collection {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(corpus(t), rel))
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
	return c
}

// Files the README says a reader refuses, and why.
var corpusRefused = map[string]error{
	"02-parser-tests/littlego/Illegal games/not-an-sgf-file.sgf": ErrNoData,
}

// Files whose games hold an illegal move or setup, which is kept and marked:
// the problem the README names must be found.
var corpusIllegal = map[string]error{
	"02-parser-tests/littlego/Illegal games/suicide.sgf":       engine.ErrSuicide,
	"02-parser-tests/littlego/Illegal games/illegal-move.sgf":  engine.ErrOccupied,
	"02-parser-tests/littlego/Illegal games/illegal-setup.sgf": ErrSetupNoLiberties,
	"02-parser-tests/gogui/sgf/invalidmove.sgf":                engine.ErrOffBoard,
	"02-parser-tests/gogui/sgf/size-after-invalid-points.sgf":  engine.ErrOffBoard,
}

// sortedProps returns the properties of n in the order the writer uses,
// leaving out CA of a root (the writer sets it to UTF-8).
func sortedProps(n *Node) []Property {
	ps := make([]Property, 0, len(n.props))
	for _, p := range n.props {
		if !(n.parent == nil && p.ID == "CA") {
			ps = append(ps, p)
		}
	}
	slices.SortStableFunc(ps, func(a, b Property) int { return propRank(a.ID) - propRank(b.ID) })
	return ps
}

// sameTree reports the first difference between two trees, without recursion.
func sameTree(a, b *Node) error {
	type pair struct{ a, b *Node }
	stack := []pair{{a, b}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pa, pb := sortedProps(p.a), sortedProps(p.b)
		if !slices.EqualFunc(pa, pb, func(x, y Property) bool { return x.ID == y.ID && slices.Equal(x.Values, y.Values) }) {
			return fmt.Errorf("node %v differs from %v", pa, pb)
		}
		if len(p.a.children) != len(p.b.children) {
			return fmt.Errorf("node %v: %d children, then %d", pa, len(p.a.children), len(p.b.children))
		}
		for i := range p.a.children {
			stack = append(stack, pair{p.a.children[i], p.b.children[i]})
		}
	}
	return nil
}

// roundTrip writes c, reads it back and checks that the trees are the same,
// that the reading needed no repair, and that writing again gives the same bytes.
func roundTrip(c *Collection) error {
	out := Marshal(c.Games...)
	c2, err := Parse(out)
	if err != nil {
		return fmt.Errorf("rereading: %v", err)
	}
	if len(c2.Games) != len(c.Games) {
		return fmt.Errorf("%d games, then %d", len(c.Games), len(c2.Games))
	}
	if len(c2.Warnings) > 0 {
		return fmt.Errorf("rereading our output needed repairs: %v", c2.Warnings[0])
	}
	for i := range c.Games {
		if err := sameTree(c.Games[i], c2.Games[i]); err != nil {
			return fmt.Errorf("game %d: %v", i+1, err)
		}
	}
	if again := Marshal(c2.Games...); !bytes.Equal(again, out) {
		return errors.New("writing our own output again changed it")
	}
	return nil
}

func TestCorpus(t *testing.T) {
	files := corpusFiles(t)
	read, refused, records, replayed, illegal, notGo, tooBig, repaired := 0, 0, 0, 0, 0, 0, 0, 0
	for _, rel := range files {
		data, err := os.ReadFile(filepath.Join(corpusDir, rel))
		if err != nil {
			t.Fatal(err)
		}
		c, err := Parse(data)
		if want, ok := corpusRefused[rel]; ok {
			if !errors.Is(err, want) {
				t.Errorf("%s: %v, want refusal %v", rel, err, want)
			}
			refused++
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			continue
		}
		read++
		if len(c.Warnings) > 0 {
			repaired++
		}
		if err := roundTrip(c); err != nil {
			t.Errorf("%s: round trip: %v", rel, err)
		}
		isRecord := strings.HasPrefix(rel, "05-games/")
		var problems []error
		for _, g := range c.Games {
			tr, err := NewTree(g)
			if err != nil {
				if errors.Is(err, ErrNotGo) {
					notGo++
				} else {
					tooBig++
				}
				if isRecord {
					t.Errorf("%s: %v", rel, err)
				}
				continue
			}
			replayed++
			for _, n := range tr.Check() {
				problems = append(problems, tr.Problem(n))
			}
		}
		if isRecord {
			records++
			if len(problems) > 0 {
				t.Errorf("%s: game record with %d illegal moves, first %v", rel, len(problems), problems[0])
			}
		}
		illegal += len(problems)
		if want, ok := corpusIllegal[rel]; ok && (len(problems) == 0 || !errors.Is(problems[0], want)) {
			t.Errorf("%s: problems %v, want %v", rel, problems, want)
		}
	}
	t.Logf("%d files: %d read (%d with repairs), %d refused; %d game trees replayed, %d records in 05-games; not replayed: %d not Go, %d larger than 25x25; %d illegal moves or setups marked",
		len(files), read, repaired, refused, replayed, records, notGo, tooBig, illegal)
}

func TestCorpusEncodings(t *testing.T) {
	corpus(t)
	tests := []struct {
		file, prop, want string
		prefix           bool
	}{
		{"02-parser-tests/sabaki-sgf/encoding/nihon-kiin.sgf", "PW", "党毅飛", false},
		{"02-parser-tests/sabaki-sgf/encoding/nihon-kiin.sgf", "PB", "申眞ソ", false},
		{"02-parser-tests/sabaki-sgf/chinese.sgf", "PW", "柯洁", false},
		{"02-parser-tests/sabaki-sgf/chinese.sgf", "PB", "古力", false},
		{"02-parser-tests/sabaki-sgf/japanese.sgf", "PB", "井山 裕太", false},
		{"02-parser-tests/sabaki-sgf/korean.sgf", "PB", "이세돌", false},
		{"05-games/19x19/historical-pro/092.sgf", "PB", "本因坊道策", false},
		{"02-parser-tests/sabaki-sgf/utf16le.sgf", "PW", "Go Seigen", false},
	}
	for _, tt := range tests {
		c := readCorpus(t, tt.file)
		if got := c.Games[0].Text(tt.prop); got != tt.want {
			t.Errorf("%s: %s = %q, want %q", tt.file, tt.prop, got, tt.want)
		}
	}
	if te := readCorpus(t, "02-parser-tests/sabaki-sgf/encoding/nihon-kiin.sgf").Games[0].Text("TE"); !strings.Contains(te, "世界最高棋士決定戦") {
		t.Errorf("nihon-kiin TE = %q", te)
	}
	for file, want := range map[string]string{"chinese.sgf": "围棋 is fun", "japanese.sgf": "囲碁 is fun", "korean.sgf": "바둑 is fun"} {
		found := false
		readCorpus(t, "02-parser-tests/sabaki-sgf/"+file).Games[0].Walk(func(n *Node) bool {
			found = found || n.Comment() == want
			return !found
		})
		if !found {
			t.Errorf("%s: no comment %q", file, want)
		}
	}
	if c := readCorpus(t, "02-parser-tests/sabaki-sgf/no-ca.sgf"); !c.Detected || !strings.HasPrefix(c.Games[0].Next().Comment(), "【第三型】") && !strings.HasPrefix(c.Games[0].Comment(), "【第三型】") {
		t.Errorf("no-ca.sgf: detected %v, comment %q", c.Detected, c.Games[0].Comment())
	}
	bad := readCorpus(t, "02-parser-tests/sabaki-sgf/japanese_bad.sgf")
	bad.Games[0].Walk(func(n *Node) bool {
		for _, p := range n.props {
			for _, v := range p.Values {
				for _, r := range v {
					if r >= 0x3040 && r <= 0x30FF || r >= 0x4E00 && r <= 0x9FFF {
						t.Errorf("japanese_bad.sgf: %s = %q reads as Japanese", p.ID, v)
						return false
					}
				}
			}
		}
		return true
	})

	// Every libsgfc++ encoding file holds sentences of the UTF-8 file.
	sentences := map[string]bool{}
	readCorpus(t, "02-parser-tests/libsgfcplusplus/encoding-utf8-nobom.sgf").Games[0].Walk(func(n *Node) bool {
		sentences[n.Comment()] = true
		return true
	})
	for _, rel := range corpusFiles(t) {
		if !strings.HasPrefix(rel, "02-parser-tests/libsgfcplusplus/encoding-") {
			continue
		}
		c := readCorpus(t, rel)
		if strings.Contains(rel, "western") {
			// These list accented letters rather than sentences.
			want := "Ää Àà Ââ Åå Ææ Çç Èè Éé Êê Ëë Îî Ïï Ññ Öö Ôô Øø ß Üü Ùù Ûû ÿ ¿¡ «»"
			found := false
			c.Games[0].Walk(func(n *Node) bool {
				found = found || n.Comment() == want
				return !found
			})
			if !found {
				t.Errorf("%s (%s): no comment %q", rel, c.Charset, want)
			}
			continue
		}
		foreign := 0
		c.Games[0].Walk(func(n *Node) bool {
			s := n.Comment()
			if strings.HasPrefix(s, "BBEdit") || s == "" || isASCII(s) {
				return true
			}
			foreign++
			if !sentences[s] {
				t.Errorf("%s (%s): comment %q is not one of the sentences", rel, c.Charset, s)
			}
			return true
		})
		if foreign == 0 {
			t.Errorf("%s: no non-ASCII comment found", rel)
		}
	}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func TestCorpusStructure(t *testing.T) {
	corpus(t)
	count := func(n *Node) (nodes, props int) {
		n.Walk(func(m *Node) bool {
			nodes++
			props += len(m.props)
			return true
		})
		return
	}
	c := readCorpus(t, "02-parser-tests/rooklift-sgf/collection.sgf")
	var sizes []int
	for _, g := range c.Games {
		n, _ := count(g)
		sizes = append(sizes, n)
	}
	if !slices.Equal(sizes, []int{44, 244, 3793}) {
		t.Errorf("collection.sgf tree sizes %v, want [44 244 3793]", sizes)
	}
	g := readCorpus(t, "02-parser-tests/rooklift-sgf/2016-03-10a.sgf").Games[0]
	if _, props := count(g); len(g.MainLine()) != 212 || props != 9562 {
		t.Errorf("2016-03-10a.sgf: main line %d, %d properties; want 212, 9562", len(g.MainLine()), props)
	}
	g = readCorpus(t, "02-parser-tests/rooklift-sgf/escaped.sgf").Games[0]
	if lb := SimpleText(g.Next().Value("LB")); lb != "pd:\\" || g.Next().Comment() != "This comment has a \\ character." {
		t.Errorf("escaped.sgf: LB %q, C %q", lb, g.Next().Comment())
	}
	if ab, _ := readCorpus(t, "02-parser-tests/rooklift-sgf/9handicap.sgf").Games[0].Points("AB", 19, 19); len(ab) != 9 {
		t.Errorf("9handicap.sgf: %d AB", len(ab))
	}
	for _, tt := range []struct {
		file   string
		ab, aw int
	}{
		{"problematic-008.sgf", 9, 5}, // rectangles, values on the next line
		{"problematic-010.sgf", 9, 8}, // AB and AW twice in the root
	} {
		g := readCorpus(t, "02-parser-tests/sgf4j/test-resources/"+tt.file).Games[0]
		ab, _ := g.Points("AB", 19, 19)
		aw, _ := g.Points("AW", 19, 19)
		if len(ab) != tt.ab || len(aw) != tt.aw {
			t.Errorf("%s: %d AB, %d AW; want %d, %d", tt.file, len(ab), len(aw), tt.ab, tt.aw)
		}
	}
	g = readCorpus(t, "02-parser-tests/clamshell/21914169-242-Elwood-jrhoak.sgf").Games[0]
	deepest := 0
	g.Walk(func(n *Node) bool {
		deepest = max(deepest, n.Depth())
		return true
	})
	if deepest < 242 {
		t.Errorf("clamshell: deepest node at %d", deepest)
	}
	c = readCorpus(t, "02-parser-tests/libsgfcplusplus/deep-game-tree.sgf")
	longest := 0
	for _, g := range c.Games {
		longest = max(longest, len(g.MainLine()))
	}
	if len(c.Games) != 5 || longest < 5000 {
		t.Errorf("deep-game-tree.sgf: %d games, longest %d", len(c.Games), longest)
	}
	g = readCorpus(t, "02-parser-tests/gogui/sgf/verbose-property-names.sgf").Games[0]
	if !g.Has("GM") || g.Has("GaMe") {
		t.Errorf("verbose names: %v", g.props)
	}
	if m, _, err := readCorpus(t, "02-parser-tests/gogui/sgf/human-readable.sgf").Games[0].Next().Move(19, 19); err != nil || m.Point != engine.Pt(16, 3) {
		t.Errorf("human-readable B[R16]: %v %v", m, err)
	}
}
