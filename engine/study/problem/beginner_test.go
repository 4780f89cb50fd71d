package problem

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// beginnerFile is the program's own graded set (Study > Beginner Problems).
var beginnerFile = filepath.Join("..", "..", "..", "assets", "problems", "beginner.sgf")

// minBeginner is the size the set must keep: it only grows.
const minBeginner = 72

// beginnerGoals says, for each prompt the set uses, what the board at the
// end of every right line must show; marked are the points the root marks
// (TR), first the board after the learner's first move. A prompt that is
// not listed fails the test, so a new kind of problem comes with its check.
var beginnerGoals = map[string]func(b, first *engine.Board, marked []engine.Point) string{
	"Black to play: capture the marked stone.":             capturedAll,
	"Black to play: capture the marked stones.":            capturedAll,
	"Black to play: capture the marked stone in a ladder.": capturedAll,
	"Black to play: capture the marked stone in a net.":    capturedAll,
	"Black to play: capture the cutting stone.":            capturedAll,
	"Black to play: save the marked stone.":                safe,
	"Black to play: save the marked stones.":               safe,
	"Black to play: make two eyes and live.":               twoEyes,
	"Black to play: kill the marked group.":                killed,
	"Black to play: connect the marked stones.": func(b, _ *engine.Board, marked []engine.Point) string {
		if !oneChain(b, marked, engine.Black) {
			return "the marked stones are not one chain"
		}
		return ""
	},
	"Black to play: put both marked chains in atari at once.": func(b, first *engine.Board, marked []engine.Point) string {
		for _, p := range marked {
			if first.At(p) != engine.White || first.Liberties(p, 0) != 1 {
				return "the first move does not put every marked chain in atari"
			}
		}
		if !slices.ContainsFunc(marked, func(p engine.Point) bool { return b.At(p) != engine.White }) {
			return "no marked chain is captured"
		}
		return ""
	},
}

// capturedAll checks that the marked (white) stones are gone.
func capturedAll(b, _ *engine.Board, marked []engine.Point) string {
	for _, p := range marked {
		if b.At(p) == engine.White {
			return "the marked stone at " + engine.Vertex(p, b.Height()) + " is not captured"
		}
	}
	return ""
}

// safe checks that the marked (black) stones stand as one chain with at
// least two liberties: out of atari, and not to be captured at once.
func safe(b, _ *engine.Board, marked []engine.Point) string {
	if !oneChain(b, marked, engine.Black) {
		return "the marked stones are captured or apart"
	}
	if n := b.Liberties(marked[0], 0); n < 2 {
		return "the marked stones have " + strconv.Itoa(n) + " liberty"
	}
	return ""
}

// twoEyes checks that the marked (black) group stands and has two eyes:
// two enclosed empty regions of Black's, each touching the group, where a
// one-point region is a point White may not play (it would be suicide).
func twoEyes(b, _ *engine.Board, marked []engine.Point) string {
	for _, p := range marked {
		if b.At(p) != engine.Black {
			return "a marked stone is captured"
		}
	}
	eyes := 0
	for _, r := range eyeRegions(b, marked, engine.Black) {
		if len(r) == 1 && b.Legal(engine.White, r[0]) == nil {
			return "White may play in the eye at " + engine.Vertex(r[0], b.Height())
		}
		eyes++
	}
	if eyes < 2 {
		return "the group has " + strconv.Itoa(eyes) + " eye"
	}
	return ""
}

// killed checks that the marked (white) group cannot live: it is captured,
// or it has at most one eye and a chain of it is in atari.
func killed(b, _ *engine.Board, marked []engine.Point) string {
	if msg := capturedAll(b, nil, marked); msg == "" {
		return ""
	}
	if n := len(eyeRegions(b, marked, engine.White)); n > 1 {
		return "the group has " + strconv.Itoa(n) + " eyes"
	}
	if !slices.ContainsFunc(marked, func(p engine.Point) bool {
		return b.At(p) == engine.White && b.Liberties(p, 0) == 1
	}) {
		return "the group is neither captured nor in atari"
	}
	return ""
}

// eyeRegions returns the empty regions that only stones of colour c border
// and that touch a chain of the group's stones (pts).
func eyeRegions(b *engine.Board, pts []engine.Point, c engine.Color) [][]engine.Point {
	heads := map[engine.Point]bool{}
	for _, p := range pts {
		if b.At(p) == c {
			heads[b.ChainHead(p)] = true
		}
	}
	seen := map[engine.Point]bool{}
	var out [][]engine.Point
	for _, start := range b.Points() {
		if b.At(start) != engine.Empty || seen[start] {
			continue
		}
		region, enclosed, touches := []engine.Point{start}, true, false
		seen[start] = true
		for i := 0; i < len(region); i++ {
			for _, q := range b.Neighbors(region[i]) {
				switch b.At(q) {
				case engine.Empty:
					if !seen[q] {
						seen[q] = true
						region = append(region, q)
					}
				case c:
					touches = touches || heads[b.ChainHead(q)]
				default:
					enclosed = false
				}
			}
		}
		if enclosed && touches {
			out = append(out, region)
		}
	}
	return out
}

// oneChain reports whether the points hold stones of colour c in one chain.
func oneChain(b *engine.Board, pts []engine.Point, c engine.Color) bool {
	for _, p := range pts {
		if b.At(p) != c || b.ChainHead(p) != b.ChainHead(pts[0]) {
			return false
		}
	}
	return true
}

// libertyWords are the counts the comments name ("three liberties").
var libertyWords = map[string]int{"two liberties": 2, "three liberties": 3, "four liberties": 4}

// checkClaims recomputes from the board what a comment at the end of a
// line says of the chain of last (the move the comment stands on): how
// many liberties it has, that it is out of atari.
func checkClaims(comment string, b *engine.Board, last engine.Point) string {
	for words, n := range libertyWords {
		if strings.Contains(comment, words) {
			if got := b.Liberties(last, 0); got != n {
				return "says " + words + ", the chain has " + strconv.Itoa(got)
			}
		}
	}
	if strings.Contains(comment, "out of atari") && b.Liberties(last, 0) < 2 {
		return "says out of atari, the chain is in atari"
	}
	return ""
}

// gradeRE reads a problem's grade and number from its GN: "25 kyu 3".
var gradeRE = regexp.MustCompile(`^([0-9]+) kyu ([0-9]+)$`)

// readBeginner parses the program's own problem set.
func readBeginner(t *testing.T) *sgf.Collection {
	t.Helper()
	data, err := os.ReadFile(beginnerFile)
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return col
}

// TestBeginnerSet reads the program's own problem set and checks every
// problem: its grade (the set runs from easy to hard, numbered within a
// grade), its prompt and marks, that engine/study/problem reads TE as its
// right lines and BM as its wrong ones, that every move of the tree is
// legal, that every right line ends with the learner's move doing what the
// prompt asks, and that every wrong move is refuted with words that are
// true of the board after the answer.
func TestBeginnerSet(t *testing.T) {
	col := readBeginner(t)
	if len(col.Warnings) > 0 {
		t.Errorf("the file needed repairs: %v", col.Warnings)
	}
	if len(col.Games) < minBeginner {
		t.Errorf("%d problems, want at least %d", len(col.Games), minBeginner)
	}
	ps, err := ReadFile(col.Games)
	if err != nil {
		t.Fatal(err)
	}
	prevGrade, num := 1000, 0
	names := map[string]bool{}
	for i, p := range ps {
		root := p.Root()
		name := root.GameName()
		t.Run(name, func(t *testing.T) {
			m := gradeRE.FindStringSubmatch(name)
			if m == nil {
				t.Fatalf("game %d: GN %q is not \"<grade> kyu <n>\"", i+1, name)
			}
			grade, _ := strconv.Atoi(m[1])
			n, _ := strconv.Atoi(m[2])
			switch {
			case grade > prevGrade:
				t.Errorf("%s comes after a harder grade (%d kyu)", name, prevGrade)
			case grade < prevGrade:
				num = 0
			}
			prevGrade = grade
			num++
			if n != num {
				t.Errorf("%s: numbered %d, is number %d of its grade", name, n, num)
			}
			if grade > 30 || grade < 20 {
				t.Errorf("%s: the set is 30 to 20 kyu", name)
			}
			if names[name] {
				t.Errorf("%s: two problems have this name, which keys the learner's progress", name)
			}
			names[name] = true
			checkBeginner(t, p)
		})
	}
}

// checkBeginner checks one problem of the set.
func checkBeginner(t *testing.T, p *Problem) {
	root := p.Root()
	w, h := root.Size()
	if p.ToPlay() != engine.Black || root.Value("PL") != "B" {
		t.Errorf("the learner plays %v, want Black (PL[B])", p.ToPlay())
	}
	if !slices.Contains(p.Conventions(), Annotations) {
		t.Errorf("conventions %v, want TE/BM", p.Conventions())
	}
	goal := beginnerGoals[root.Comment()]
	if goal == nil {
		t.Fatalf("prompt %q has no check", root.Comment())
	}
	marked, err := root.Points("TR", w, h)
	if err != nil || len(marked) == 0 {
		t.Fatalf("no marked stones (TR): %v", err)
	}
	start := engine.MustBoard(w, h)
	if err := root.PlayOn(start); err != nil {
		t.Fatal(err)
	}
	for _, pt := range marked {
		if start.At(pt) == engine.Empty {
			t.Errorf("TR marks the empty point %s", engine.Vertex(pt, h))
		}
	}
	if p.Start() != root {
		t.Errorf("the first move is not played from the root")
	}
	if len(p.Correct(root)) == 0 {
		t.Errorf("no right first move")
	}
	wrongs := 0
	for _, first := range root.Children() {
		mv, has, err := first.Move(w, h)
		if !has || err != nil || mv.Color != engine.Black {
			t.Errorf("a first move is not Black's: %v", err)
			continue
		}
		bad := first.Has("BM")
		if bad {
			wrongs++
			if p.Leads(first) != Wrong || p.Verdict(first) != Wrong {
				t.Errorf("wrong move %s: judged %v, leads to %v", engine.Vertex(mv.Point, h), p.Verdict(first), p.Leads(first))
			}
		} else if p.Leads(first) != Right {
			t.Errorf("right move %s leads to %v", engine.Vertex(mv.Point, h), p.Leads(first))
		}
		b := start.Clone()
		if _, err := b.Play(mv.Color, mv.Point); err != nil {
			t.Errorf("first move %s: %v", engine.Vertex(mv.Point, h), err)
			continue
		}
		firstBoard := b.Clone()
		checkLines(t, p, first, b, firstBoard, bad, marked, goal)
	}
	if wrongs == 0 {
		t.Errorf("no wrong first move with its refutation")
	}
}

// checkLines walks every line below n (already played on b) and checks
// each leaf: its verdict, its comment and, on a right line, the goal.
func checkLines(t *testing.T, p *Problem, n *sgf.Node, b, first *engine.Board, wrong bool,
	marked []engine.Point, goal func(b, first *engine.Board, marked []engine.Point) string) {
	t.Helper()
	w, h := b.Width(), b.Height()
	mv, _, _ := n.Move(w, h)
	if len(n.Children()) == 0 {
		where := engine.Vertex(mv.Point, h)
		cm := n.Comment()
		if !strings.Contains(strings.TrimSpace(cm), " ") {
			t.Errorf("line ending %s: no words for the learner", where)
		}
		switch {
		case wrong:
			if p.Verdict(n) != Wrong {
				t.Errorf("wrong line ending %s is judged %v", where, p.Verdict(n))
			}
			if mv.Color != engine.White {
				t.Errorf("wrong line ending %s does not end with the refutation", where)
			}
		default:
			if p.Verdict(n) != Right || !n.Has("TE") || mv.Color != engine.Black {
				t.Errorf("right line ending %s: judged %v, TE %v, by %v", where, p.Verdict(n), n.Has("TE"), mv.Color)
			}
			if msg := goal(b, first, marked); msg != "" {
				t.Errorf("right line ending %s: %s", where, msg)
			}
			if strings.Contains(cm, "three liberties") && b.Liberties(mv.Point, 0) != 3 {
				t.Errorf("right line ending %s says three liberties, has %d", where, b.Liberties(mv.Point, 0))
			}
		}
		if msg := checkClaims(cm, b, mv.Point); msg != "" {
			t.Errorf("line ending %s: %q %s", where, cm, msg)
		}
		if strings.Contains(cm, "captures your") && slices.ContainsFunc(marked, func(q engine.Point) bool { return b.At(q) == engine.Black }) {
			t.Errorf("line ending %s says your stones are captured; they stand", where)
		}
		if strings.Contains(cm, "cuts your stones apart") && oneChain(b, marked, engine.Black) {
			t.Errorf("line ending %s says the stones are cut apart; they are one chain", where)
		}
		return
	}
	for _, c := range n.Children() {
		cm, has, err := c.Move(w, h)
		if !has || err != nil || cm.Color == mv.Color {
			t.Errorf("after %s: not the other side's move: %v", engine.Vertex(mv.Point, h), err)
			continue
		}
		if c.Has("BM") || c.Has("TE") && len(c.Children()) > 0 {
			t.Errorf("%s: TE stands only at the end of a right line, BM only on a first move", engine.Vertex(cm.Point, h))
		}
		next := b.Clone()
		if _, err := next.Play(cm.Color, cm.Point); err != nil {
			t.Errorf("%s: %v", engine.Vertex(cm.Point, h), err)
			continue
		}
		checkLines(t, p, c, next, first, wrong, marked, goal)
	}
}

// minDistinct is how many positions of the set must differ from every
// other under the board's symmetries, a shift and a swap of the colours:
// a shape turned or moved teaches nothing new.
const minDistinct = 60

// shapeKey names a position up to the eight symmetries of the square, a
// shift and a swap of the colours: the least of its drawings, each moved to
// touch the top and left edges. The edges of the board are left out, so
// that a shape shifted off the edge counts as the same one; that only
// makes the count stricter.
func shapeKey(b *engine.Board) string {
	type stone struct {
		x, y int
		c    engine.Color
	}
	var stones []stone
	for _, p := range b.Points() {
		if c := b.At(p); c == engine.Black || c == engine.White {
			stones = append(stones, stone{p.X(), p.Y(), c})
		}
	}
	best := ""
	for sym := range 8 {
		for _, swap := range []bool{false, true} {
			moved := make([]stone, len(stones))
			minX, minY := 1<<30, 1<<30
			for i, s := range stones {
				x, y := s.x, s.y
				if sym&1 != 0 {
					x = -x
				}
				if sym&2 != 0 {
					y = -y
				}
				if sym&4 != 0 {
					x, y = y, x
				}
				c := s.c
				if swap {
					c = c.Opponent()
				}
				moved[i] = stone{x, y, c}
				minX, minY = min(minX, x), min(minY, y)
			}
			for i := range moved {
				moved[i].x -= minX
				moved[i].y -= minY
			}
			slices.SortFunc(moved, func(a, b stone) int {
				return cmp.Or(cmp.Compare(a.y, b.y), cmp.Compare(a.x, b.x))
			})
			var sb strings.Builder
			for _, s := range moved {
				fmt.Fprintf(&sb, "%d,%d,%v;", s.x, s.y, s.c)
			}
			if k := sb.String(); best == "" || k < best {
				best = k
			}
		}
	}
	return best
}

// TestBeginnerDistinct counts the set's positions that are not another's
// turned, mirrored, shifted or with the colours swapped, and names the
// problems that repeat an earlier one.
func TestBeginnerDistinct(t *testing.T) {
	col := readBeginner(t)
	first := map[string]string{}
	for _, g := range col.Games {
		w, h := g.Size()
		b := engine.MustBoard(w, h)
		if err := g.PlayOn(b); err != nil {
			t.Fatal(err)
		}
		key := shapeKey(b)
		if was, ok := first[key]; ok {
			t.Logf("%s repeats %s", g.GameName(), was)
			continue
		}
		first[key] = g.GameName()
	}
	t.Logf("%d distinct positions in %d problems", len(first), len(col.Games))
	if len(first) < minDistinct {
		t.Errorf("%d distinct positions in %d problems, want at least %d", len(first), len(col.Games), minDistinct)
	}
}

// refutationChecks recompute, for each comment a wrong line of the set
// ends with, what it says of the board: before is the board before the
// refutation, after the board after it, at its point, taken the number
// of stones it captured. A comment with no check here fails the test, so
// a new refutation comes with its check.
var refutationChecks = map[string]func(before, after *engine.Board, at engine.Point, taken int, marked []engine.Point) string{
	"White runs out of atari: the chain has two liberties now.":   runsOut(2),
	"White runs out of atari: the chain has three liberties now.": runsOut(3),
	"White runs out of atari: the chain has four liberties now.":  runsOut(4),
	"White captures your stone.":                                  captures(1, 1),
	"White captures your stones.":                                 captures(2, 1000),
	"White connects: the chain is out of atari.": func(before, after *engine.Board, at engine.Point, _ int, _ []engine.Point) string {
		if n := len(chainsAround(before, at, engine.White)); n < 2 {
			return "the move joins " + strconv.Itoa(n) + " white chain"
		}
		if !rescued(before, at) {
			return "no white chain next to the move was in atari"
		}
		if after.Liberties(at, 0) < 2 {
			return "the joined chain is still in atari"
		}
		return ""
	},
	"White cuts your stones apart.": func(before, after *engine.Board, at engine.Point, _ int, marked []engine.Point) string {
		if len(chainsAround(after, at, engine.Black)) < 2 || oneChain(after, marked, engine.Black) {
			return "the move stands between fewer than two black chains"
		}
		return ""
	},
	"White takes the vital point: your group cannot make two eyes.": func(before, after *engine.Board, at engine.Point, _ int, marked []engine.Point) string {
		if before.At(marked[0]) != engine.Black {
			return "the marked group is not yours"
		}
		if twoEyes(after, nil, marked) == "" {
			return "the group has two eyes"
		}
		if len(eyeRegions(after, marked, engine.Black)) > 1 {
			return "the group still has two eye spaces"
		}
		return ""
	},
	"White captures your stone and makes two eyes: the group lives.": func(before, after *engine.Board, at engine.Point, taken int, marked []engine.Point) string {
		if msg := captures(1, 1)(before, after, at, taken, marked); msg != "" {
			return msg
		}
		return whiteLives(after, marked)
	},
	"White makes two eyes: the group lives.": func(_, after *engine.Board, _ engine.Point, _ int, marked []engine.Point) string {
		return whiteLives(after, marked)
	},
}

// runsOut checks a White move that saved a chain from atari and left it
// with n liberties.
func runsOut(n int) func(before, after *engine.Board, at engine.Point, taken int, marked []engine.Point) string {
	return func(before, after *engine.Board, at engine.Point, _ int, _ []engine.Point) string {
		if !rescued(before, at) {
			return "no white chain next to the move was in atari"
		}
		if got := after.Liberties(at, 0); got != n {
			return "the chain has " + strconv.Itoa(got) + " liberties"
		}
		return ""
	}
}

// captures checks that the refutation took from lo to hi black stones.
func captures(lo, hi int) func(before, after *engine.Board, at engine.Point, taken int, marked []engine.Point) string {
	return func(_, _ *engine.Board, _ engine.Point, taken int, _ []engine.Point) string {
		if taken < lo || taken > hi {
			return "the move captures " + strconv.Itoa(taken) + " stones"
		}
		return ""
	}
}

// rescued reports whether a White chain next to p was in atari on b.
func rescued(b *engine.Board, p engine.Point) bool {
	return slices.ContainsFunc(chainsAround(b, p, engine.White), func(h engine.Point) bool {
		return b.Liberties(h, 0) == 1
	})
}

// chainsAround returns the heads of the chains of colour c next to p.
func chainsAround(b *engine.Board, p engine.Point, c engine.Color) []engine.Point {
	var heads []engine.Point
	for _, q := range b.Neighbors(p) {
		if b.At(q) == c && !slices.Contains(heads, b.ChainHead(q)) {
			heads = append(heads, b.ChainHead(q))
		}
	}
	return heads
}

// whiteLives checks that the marked White group stands with two eyes:
// two enclosed regions of White's, each a point Black may not play when
// it is a single point.
func whiteLives(b *engine.Board, marked []engine.Point) string {
	eyes := 0
	for _, r := range eyeRegions(b, marked, engine.White) {
		if len(r) == 1 && b.Legal(engine.Black, r[0]) == nil {
			continue
		}
		eyes++
	}
	if eyes < 2 {
		return "the white group has " + strconv.Itoa(eyes) + " eyes"
	}
	return ""
}

// TestBeginnerRefutations replays every wrong line of the set and checks
// what its last comment says against the board after the refutation: the
// liberties of the chain that ran, the stones captured, the chains joined
// or cut, the eyes made or taken.
func TestBeginnerRefutations(t *testing.T) {
	col := readBeginner(t)
	checked := 0
	for _, g := range col.Games {
		w, h := g.Size()
		start := engine.MustBoard(w, h)
		if err := g.PlayOn(start); err != nil {
			t.Fatal(err)
		}
		marked, _ := g.Points("TR", w, h)
		for _, first := range g.Children() {
			if !first.Has("BM") {
				continue
			}
			var walk func(n *sgf.Node, b *engine.Board)
			walk = func(n *sgf.Node, b *engine.Board) {
				mv, _, _ := n.Move(w, h)
				before := b.Clone()
				taken, err := b.Play(mv.Color, mv.Point)
				if err != nil {
					t.Errorf("%s: %s: %v", g.GameName(), engine.Vertex(mv.Point, h), err)
					return
				}
				if len(n.Children()) > 0 {
					for _, c := range n.Children() {
						walk(c, b.Clone())
					}
					return
				}
				check := refutationChecks[n.Comment()]
				if check == nil {
					t.Errorf("%s: no check for the refutation %q", g.GameName(), n.Comment())
					return
				}
				checked++
				if msg := check(before, b, mv.Point, taken, marked); msg != "" {
					t.Errorf("%s, refutation %s: %q, but %s", g.GameName(), engine.Vertex(mv.Point, h), n.Comment(), msg)
				}
			}
			walk(first, start.Clone())
		}
	}
	if checked < len(col.Games) {
		t.Errorf("%d refutations checked in %d problems", checked, len(col.Games))
	}
}
