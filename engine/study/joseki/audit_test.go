package joseki

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// The audit of the classes: a person reads, for a sample of the moves Kogo's
// dictionary classifies, the sentence each class was read from, and writes
// the class the sentence gives in testdata/audit.tsv. TestKogoAudit then
// keeps checking the classifier against those judgements. Kogo's text may
// not be copied into the repository, so the file holds the moves' paths and
// the classes only, and the test skips without the corpus.
//
//	go test ./engine/study/joseki -run KogoAudit -audit 200 -audit.seed 1
//
// prints a fresh sample to judge.
var (
	auditSample = flag.Int("audit", 0, "print this many of Kogo's classified moves, sampled at random, with the words their classes are read from")
	auditSeed   = flag.Uint64("audit.seed", 1, "the seed of -audit's sample")
)

const auditFile = "testdata/audit.tsv"

// pathOf returns the moves from the root to n as board vertices ("R16
// P17"), "pass" for a pass and "-" for a node without a move.
func pathOf(n *sgf.Node, w, h int) string {
	var vs []string
	for _, m := range sgf.PathTo(n)[1:] {
		mv, has, err := m.Move(w, h)
		switch {
		case !has || err != nil:
			vs = append(vs, "-")
		case mv.Point == engine.Pass:
			vs = append(vs, "pass")
		default:
			vs = append(vs, engine.Vertex(mv.Point, h))
		}
	}
	return strings.Join(vs, " ")
}

// nodeAt returns the node that path (pathOf's form) leads to: the first
// in tree order, when the tree holds the same moves twice.
func nodeAt(root *sgf.Node, path string, w, h int) *sgf.Node {
	return followPath(root, strings.Fields(path), w, h)
}

func followPath(n *sgf.Node, path []string, w, h int) *sgf.Node {
	if len(path) == 0 {
		return n
	}
	for _, ch := range n.Children() {
		mv, has, err := ch.Move(w, h)
		v := "-"
		switch {
		case !has || err != nil:
		case mv.Point == engine.Pass:
			v = "pass"
		default:
			v = engine.Vertex(mv.Point, h)
		}
		if v == path[0] {
			if m := followPath(ch, path[1:], w, h); m != nil {
				return m
			}
		}
	}
	return nil
}

// classNamed returns the class String gives name.
func classNamed(name string) (Class, bool) {
	for c := Unclassified; c <= Mistake; c++ {
		if c.String() == name {
			return c, true
		}
	}
	return Unclassified, false
}

var strengthNames = [...]string{"nothing", "line", "end", "remark", "property"}

// printAudit prints a sample of k classified moves of the dictionary read
// from root, each with the words its class comes from.
func printAudit(root *sgf.Node, w, h, k int, seed uint64) {
	vs := verdicts(root, w, h, homeCorner(root, w, h))
	var moves []*sgf.Node
	root.Walk(func(n *sgf.Node) bool {
		if v := vs[n]; v.class != Unclassified && (n.Has("B") || n.Has("W")) {
			moves = append(moves, n)
		}
		return true
	})
	r := rand.New(rand.NewPCG(seed, 47))
	r.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	moves = moves[:min(k, len(moves))]
	for i, n := range moves {
		v := vs[n]
		mv, _, _ := n.Move(w, h)
		label := ""
		if p := n.Parent(); p != nil {
			label = p.Labels(w, h)[mv.Point]
		}
		fmt.Printf("#%d\t%s\t%v\n", i+1, pathOf(n, w, h), v.class)
		fmt.Printf("   %v %s, label %q at its parent; by %s, from %s\n", mv.Color, engine.Vertex(mv.Point, h), label,
			strengthNames[v.by], where(v.src, n))
		// A class inherited down a line comes from the move below src
		// that the words name: its label tells which words.
		for m := n; m != nil && m.Parent() != nil; m = m.Parent() {
			if m.Parent() == v.src && m != n {
				pm, _, _ := m.Move(w, h)
				fmt.Printf("   the line's move named at src: %v %s, label %q\n", pm.Color, engine.Vertex(pm.Point, h), v.src.Labels(w, h)[pm.Point])
			}
		}
		fmt.Printf("   said: %s\n", v.said)
		if own := firstWords(n.Text("C")); own != "" {
			fmt.Printf("   own comment: %s\n", own)
		}
	}
}

// where says where src stands from n: the same node, its parent, or a node
// above or below it.
func where(src, n *sgf.Node) string {
	switch {
	case src == nil:
		return "?"
	case src == n:
		return "itself"
	case src == n.Parent():
		return "its parent"
	}
	for m, up := n.Parent(), 1; m != nil; m, up = m.Parent(), up+1 {
		if m == src {
			return fmt.Sprintf("%d moves above", up)
		}
	}
	for m, down := src.Parent(), 1; m != nil; m, down = m.Parent(), down+1 {
		if m == n {
			return fmt.Sprintf("the end of its line, %d moves below", down)
		}
	}
	return "elsewhere"
}

// firstWords returns the start of a comment on one line.
func firstWords(c string) string {
	s := strings.Join(strings.Fields(c), " ")
	if len(s) > 240 {
		s = s[:240] + "…"
	}
	return s
}

// auditRow is a judged move: its path, the class the classifier gave it
// when it was judged, and the class its sentence gives.
type auditRow struct {
	path          string
	was, expected Class
	sample        string // the heading of its sample in the file
}

// readAudit reads testdata/audit.tsv.
func readAudit(tb testing.TB) []auditRow {
	tb.Helper()
	f, err := os.Open(auditFile)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var rows []auditRow
	sample := ""
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		s := sc.Text()
		if h, ok := strings.CutPrefix(s, "# Sample "); ok {
			sample, _, _ = strings.Cut(h, ":")
		}
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		f := strings.Split(s, "\t")
		if len(f) < 3 {
			tb.Fatalf("%s:%d: %d fields, want path, class, expected class", auditFile, line, len(f))
		}
		was, ok1 := classNamed(f[1])
		exp, ok2 := classNamed(f[2])
		if !ok1 || !ok2 {
			tb.Fatalf("%s:%d: unknown class in %q", auditFile, line, s)
		}
		rows = append(rows, auditRow{f[0], was, exp, sample})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return rows
}

// TestKogoAudit checks the classes of Kogo's dictionary against a reader's
// judgement of the sentences they come from: fewer than 2 in 100 may differ.
func TestKogoAudit(t *testing.T) {
	root, d := readCorpus(t, kogoFile)
	w, h := d.Size()
	if *auditSample > 0 {
		printAudit(root, w, h, *auditSample, *auditSeed)
	}
	rows := readAudit(t)
	if len(rows) < 200 {
		t.Fatalf("%d judged moves, want at least 200", len(rows))
	}
	type tally struct{ rows, before, now int }
	var samples []string
	tallies := map[string]*tally{}
	wrong := 0
	for _, r := range rows {
		ta := tallies[r.sample]
		if ta == nil {
			ta = &tally{}
			tallies[r.sample] = ta
			samples = append(samples, r.sample)
		}
		ta.rows++
		if r.was != r.expected {
			ta.before++
		}
		n := nodeAt(root, r.path, w, h)
		if n == nil {
			t.Errorf("%s: no such line in the dictionary", r.path)
			continue
		}
		if got := d.Classify(n); got != r.expected {
			wrong++
			ta.now++
			t.Logf("%s: %v, the text says %v", r.path, got, r.expected)
		}
	}
	for _, s := range samples {
		ta := tallies[s]
		t.Logf("sample %s: %d moves, %d (%.1f %%) classed otherwise when judged, %d (%.1f %%) now",
			s, ta.rows, ta.before, 100*float64(ta.before)/float64(ta.rows), ta.now, 100*float64(ta.now)/float64(ta.rows))
	}
	t.Logf("all %d judged moves: %d (%.1f %%) classed otherwise than the text says", len(rows), wrong, 100*float64(wrong)/float64(len(rows)))
	if 100*wrong >= 2*len(rows) {
		t.Errorf("%d of %d judged moves are classed otherwise than the text says; want under 2 %%", wrong, len(rows))
	}
}

// TestKogoAuditPaths: a path written by pathOf leads back to its node, so
// the judged moves are found again.
func TestKogoAuditPaths(t *testing.T) {
	root, d := readCorpus(t, kogoFile)
	w, h := d.Size()
	var checked int
	root.Walk(func(n *sgf.Node) bool {
		if checked < 2000 && (n.Has("B") || n.Has("W")) {
			checked++
			if got := nodeAt(root, pathOf(n, w, h), w, h); got != n && !samePath(got, n, w, h) {
				t.Errorf("%s leads elsewhere", pathOf(n, w, h))
			}
		}
		return true
	})
}

// samePath reports whether a and b are reached by the same moves (a
// dictionary may hold a line twice).
func samePath(a, b *sgf.Node, w, h int) bool {
	return a != nil && b != nil && slices.Equal(strings.Fields(pathOf(a, w, h)), strings.Fields(pathOf(b, w, h)))
}
