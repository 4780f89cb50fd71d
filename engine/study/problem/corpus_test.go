package problem

import (
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine/sgf"
)

// corpusDir is ../shared/testdata/sgf from the repository root. Its files may
// not be copied into the repository, so tests that need it skip without it.
const corpusDir = "../../../../shared/testdata/sgf"

// corpusFiles returns the .sgf files under dir of the corpus, relative to
// the corpus; it skips the test when the corpus is missing.
func corpusFiles(t testing.TB, dir string) []string {
	t.Helper()
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skipf("corpus %s not present", corpusDir)
	}
	var files []string
	err := filepath.WalkDir(filepath.Join(corpusDir, dir), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			rel, _ := filepath.Rel(corpusDir, path)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func readCorpus(t testing.TB, rel string) []*sgf.Node {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(corpusDir, rel))
	if err != nil {
		t.Fatal(err)
	}
	c, err := sgf.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
	return c.Games
}

// Files of the tsumego folders that are not problems, and why.
var notProblems = map[string]string{
	"03-tsumego/classics/TSUMEGO CLASSIC - GENRAN/BloodVomitingGame.sgf": "a game record (Jowa vs Intetsu, 1835) filed with Genran's problems",
}

// walk follows every line from n the way a session plays it: the learner
// plays each move that learner offers, the opponent each reply as strong as
// Reply's; it returns the verdicts the lines end in, and a description of a
// line that stops undecided.
func walk(p *Problem, n *sgf.Node, learner func(*sgf.Node) []*sgf.Node) (ends []Verdict, stuck string) {
	type step struct {
		n    *sgf.Node
		line string
	}
	stack := []step{{n, ""}}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if v := p.Verdict(s.n); v != Open {
			ends = append(ends, v)
			continue
		}
		var next []*sgf.Node
		if p.chooser(s.n) == p.ToPlay() {
			next = learner(s.n)
		} else if r := p.Reply(s.n, nil); r != nil {
			for _, c := range s.n.Children() {
				if p.Leads(c) == p.Leads(r) {
					next = append(next, c)
				}
			}
		}
		if len(next) == 0 {
			return ends, s.line + " (open, and nothing to play)"
		}
		for _, c := range next {
			stack = append(stack, step{c, s.line + " " + moveText(c)})
		}
	}
	return ends, ""
}

func moveText(n *sgf.Node) string {
	for _, id := range [...]string{"B", "W"} {
		if n.Has(id) {
			return id + "[" + n.Value(id) + "]"
		}
	}
	return "(no move)"
}

// tally is what the corpus test counts in one folder.
type tally struct {
	files, problems, judged, correctLines, wrongFirst int
	fallback, broken                                  []string
}

// TestCorpusTsumego judges every problem of 03-tsumego: every correct line,
// the learner playing the moves Correct names and the opponent Reply's,
// ends in Right; every wrong first move the file holds ends in Wrong.
func TestCorpusTsumego(t *testing.T) {
	folders := map[string]*tally{}
	var order []string
	for _, rel := range corpusFiles(t, "03-tsumego") {
		dir := filepath.ToSlash(filepath.Dir(rel))
		f := folders[dir]
		if f == nil {
			f = &tally{}
			folders[dir] = f
			order = append(order, dir)
		}
		f.files++
		games := readCorpus(t, rel)
		if why, ok := notProblems[rel]; ok {
			for _, g := range games {
				if Looks(g) {
					t.Errorf("%s: Looks = true for %s", rel, why)
				}
			}
			continue
		}
		ps, err := ReadFile(games)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			f.broken = append(f.broken, rel)
			continue
		}
		if len(ps[0].Conventions()) == 0 {
			f.fallback = append(f.fallback, filepath.Base(rel))
		}
		for i, p := range ps {
			f.problems++
			name := rel
			if len(ps) > 1 {
				name = fmt.Sprintf("%s game %d", rel, i+1)
			}
			if msg := checkProblem(p, f); msg != "" {
				t.Errorf("%s: %s", name, msg)
				f.broken = append(f.broken, name)
				continue
			}
			f.judged++
		}
	}
	slices.Sort(order)
	total := map[string]*tally{}
	for _, dir := range order {
		f := folders[dir]
		t.Logf("%s: %d files, %d problems, %d judged, %d correct lines, %d wrong first moves",
			strings.TrimPrefix(dir, "03-tsumego/"), f.files, f.problems, f.judged, f.correctLines, f.wrongFirst)
		if len(f.fallback) > 0 {
			t.Logf("    first variation only (no convention read): %d files: %s", len(f.fallback), strings.Join(f.fallback, ", "))
		}
		top := strings.SplitN(dir, "/", 3)[1]
		if total[top] == nil {
			total[top] = &tally{}
		}
		s := total[top]
		s.files += f.files
		s.problems += f.problems
		s.judged += f.judged
		s.correctLines += f.correctLines
		s.wrongFirst += f.wrongFirst
		s.fallback = append(s.fallback, f.fallback...)
		s.broken = append(s.broken, f.broken...)
	}
	for _, top := range slices.Sorted(maps.Keys(total)) {
		s := total[top]
		t.Logf("TOTAL %s: %d files, %d problems, %d judged, %d correct lines, %d wrong first moves, %d files by the first variation only, %d broken",
			top, s.files, s.problems, s.judged, s.correctLines, s.wrongFirst, len(s.fallback), len(s.broken))
	}
}

// checkProblem walks p's correct lines and wrong first moves, counts them in
// f, and says what breaks the rule.
func checkProblem(p *Problem, f *tally) string {
	if !Looks(p.Root()) {
		return "Looks = false"
	}
	start := p.Start()
	if got := p.Leads(start); got != Right {
		return fmt.Sprintf("the problem leads to %v, not right", got)
	}
	ends, stuck := walk(p, start, p.Correct)
	if stuck != "" {
		return "a correct line stops undecided:" + stuck
	}
	for _, v := range ends {
		if v != Right {
			return fmt.Sprintf("a correct line ends %v", v)
		}
	}
	f.correctLines += len(ends)
	for _, c := range p.Correct(start) {
		// No move is right without a mark that says right at or below it
		// (in a tree that marks right lines at all).
		if p.rightBelow[start] && !p.rightBelow[c] {
			return "first move " + moveText(c) + " is right with no right mark below it"
		}
	}
	all := func(n *sgf.Node) []*sgf.Node { return n.Children() }
	for _, c := range start.Children() {
		if p.mover(c) != p.ToPlay() || p.Leads(c) == Right {
			continue
		}
		ends, stuck := walk(p, c, all)
		if stuck != "" {
			return "wrong first move " + moveText(c) + " stops undecided:" + stuck
		}
		for _, v := range ends {
			if v != Wrong {
				return "wrong first move " + moveText(c) + " ends " + v.String()
			}
		}
		f.wrongFirst++
	}
	return ""
}

// TestCorpusGamesAreNotProblems: no game record of 05-games looks like a
// problem.
func TestCorpusGamesAreNotProblems(t *testing.T) {
	n := 0
	for _, rel := range corpusFiles(t, "05-games") {
		for i, g := range readCorpus(t, rel) {
			n++
			if Looks(g) {
				t.Errorf("%s game %d looks like a problem", rel, i+1)
			}
		}
	}
	t.Logf("%d game records", n)
}

// TestCorpusWV checks what Cho Chikun's WV[] marks: exactly the learner's
// moves that turn a position that leads to right into one that leads to
// wrong, the first wrong move of each line.
func TestCorpusWV(t *testing.T) {
	moves, marked := 0, 0
	for _, rel := range corpusFiles(t, "03-tsumego/cho-chikun-encyclopedia") {
		ps, err := ReadFile(readCorpus(t, rel))
		if err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		for _, p := range ps {
			p.Root().Walk(func(n *sgf.Node) bool {
				if n == p.Root() || p.mover(n) != p.ToPlay() {
					return true
				}
				moves++
				first := p.Leads(n) == Wrong && p.Leads(n.Parent()) != Wrong
				if n.Has("WV") {
					marked++
				}
				if n.Has("WV") != first {
					t.Errorf("%s: WV %v on %s, which leads %v after a position that leads %v",
						rel, n.Has("WV"), moveText(n), p.Leads(n), p.Leads(n.Parent()))
				}
				return true
			})
		}
	}
	t.Logf("%d learner's moves, %d with WV", moves, marked)
}

// BenchmarkReadTsumego reads and judges the whole tsumego corpus (parsing
// included): ns/op for all of it, problems/s as the domain figure.
func BenchmarkReadTsumego(b *testing.B) {
	files := corpusFiles(b, "03-tsumego")
	data := make([][]byte, len(files))
	for i, rel := range files {
		var err error
		if data[i], err = os.ReadFile(filepath.Join(corpusDir, rel)); err != nil {
			b.Fatal(err)
		}
	}
	problems := 0
	b.ReportAllocs()
	for b.Loop() {
		problems = 0
		for _, d := range data {
			c, err := sgf.Parse(d)
			if err != nil {
				b.Fatal(err)
			}
			ps, err := ReadFile(c.Games)
			if err != nil {
				b.Fatal(err)
			}
			problems += len(ps)
		}
	}
	b.ReportMetric(float64(problems)*float64(b.N)/b.Elapsed().Seconds(), "problems/s")
}
