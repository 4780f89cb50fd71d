package problem

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// games parses SGF text into its game trees.
func games(t *testing.T, text string) []*sgf.Node {
	t.Helper()
	c, err := sgf.ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	return c.Games
}

// read parses one game and judges it.
func read(t *testing.T, text string) *Problem {
	t.Helper()
	p, err := Read(games(t, text)[0])
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// at returns the node reached from the root by the moves path names, as
// their SGF points separated by spaces ("ba ca"); "" is the root.
func at(t *testing.T, p *Problem, path string) *sgf.Node {
	t.Helper()
	n := p.Root()
	for _, v := range strings.Fields(path) {
		var next *sgf.Node
		for _, c := range n.Children() {
			if c.Value("B") == v || c.Value("W") == v {
				next = c
				break
			}
		}
		if next == nil {
			t.Fatalf("no move %s after %q", v, path)
		}
		n = next
	}
	return n
}

// judged lists, for each path, Verdict and Leads as "verdict/leads".
func judged(t *testing.T, p *Problem, paths ...string) string {
	t.Helper()
	var out []string
	for _, path := range paths {
		n := at(t, p, path)
		out = append(out, p.Verdict(n).String()+"/"+p.Leads(n).String())
	}
	return strings.Join(out, " ")
}

const setup = "GM[1]FF[4]SZ[19]AB[eb][fb][bc][cc][dc][be]AW[da][ab][bb][cb][db]"

func TestConventions(t *testing.T) {
	tests := []struct {
		name  string
		sgf   string
		paths []string
		want  string
		conv  []Convention
	}{{
		name: "Correct and Wrong comments, WV on the wrong move",
		sgf: "(;" + setup + "(;B[ba]C[Correct.])(;B[ca]WV[];W[ba]C[Wrong.])" +
			"(;B[aa];W[ba](;B[ca]C[Wrong; advantageous ko.])(;B[ea]C[Correct; disadvantageous ko.])))",
		paths: []string{"", "ba", "ca", "ca ba", "aa", "aa ba", "aa ba ca", "aa ba ea"},
		want:  "open/right right/right wrong/wrong wrong/wrong open/right open/right wrong/wrong right/right",
		conv:  []Convention{CorrectWrong, WrongVariation},
	}, {
		name: "RIGHT anywhere; other lines by who left the right ones",
		// W aa is the opponent's other try, answered by B ca: right. B ca
		// is the learner's other move: wrong though Black plays last, and
		// so is the comment that says no RIGHT.
		sgf: "(;" + setup + "(;B[ba](;W[ca];B[aa]C[that is RIGHT])(;W[aa];B[ca]))" +
			"(;B[ca];W[ba];B[aa])(;B[aa];W[ba];B[ca];W[ea]C[only 3 points]))",
		paths: []string{"", "ba", "ba ca aa", "ba aa", "ba aa ca", "ca", "ca ba aa", "aa", "aa ba ca ea"},
		want:  "open/right open/right right/right open/right right/right open/wrong wrong/wrong open/wrong wrong/wrong",
		conv:  []Convention{RightComment},
	}, {
		name:  "TE on the learner's move, BM, GB and GW at the end",
		sgf:   "(;" + setup + "PL[B](;B[ba]TE[1])(;B[ca]BM[1])(;B[aa];W[ba]GW[1])(;B[ea];W[ca]GB[2])(;B[fa];W[ga]TE[1]))",
		paths: []string{"", "ba", "ca", "aa", "aa ba", "ea ca", "fa ga"},
		want:  "open/right right/right wrong/wrong open/wrong wrong/wrong right/right wrong/wrong",
		conv:  []Convention{Annotations},
	}, {
		name:  "GB and GW are relative to the learner",
		sgf:   "(;" + setup + "(;W[ba];B[ca]GB[1])(;W[ca];B[ba]GW[1]))",
		paths: []string{"", "ba", "ca"},
		want:  "open/right open/wrong open/right",
		conv:  []Convention{Annotations},
	}, {
		name:  "a file that marks nothing: the first variation is correct",
		sgf:   "(;" + setup + "(;B[ba](;W[ca];B[aa])(;W[aa];B[ca]))(;B[ca];W[ba]))",
		paths: []string{"", "ba", "ba ca", "ba ca aa", "ba aa ca", "ca", "ca ba"},
		want:  "open/right open/right open/right right/right right/right wrong/wrong wrong/wrong",
		conv:  nil,
	}, {
		name: "life and death in the leaves, the first variation for the moves",
		sgf: "(;" + setup + "(;B[ba](;W[ca];B[aa]C[White is dead.])(;W[aa];B[ca]C[黑活]))" +
			"(;B[ca];W[ba]C[Black dies]))",
		paths: []string{"", "ba", "ba ca aa", "ba aa ca", "ca", "ca ba"},
		want:  "open/right open/right right/right right/right wrong/wrong wrong/wrong",
		conv:  []Convention{LifeAndDeath, FirstVariation},
	}, {
		name: "the first variation loses where a leaf says so",
		sgf: "(;" + setup + "(;B[ba](;W[ca];B[aa])(;W[aa]C[White lives.]))" +
			"(;B[ca];W[ba]))",
		paths: []string{"", "ba", "ba ca aa", "ba aa"},
		want:  "open/wrong open/wrong right/right wrong/wrong",
		conv:  []Convention{LifeAndDeath, FirstVariation},
	}, {
		name: "mixed: Correct in words, a hedge, and a leaf that says who dies in a RIGHT file",
		// B aa lives but the comment hedges; W ea is the opponent's try
		// that the leaf's words judge (White dies although White plays last).
		sgf: "(;" + setup + "(;B[ba](;W[ca];B[aa]C[RIGHT])(;W[ea];B[ca];W[aa]C[White Death]))" +
			"(;B[aa];W[ba];B[ca]C[Black's alive, but this isn't the best solution.])" +
			"(;B[ea]C[Correct!];W[ba];B[ca];W[aa]))",
		paths: []string{"", "ba", "ba ea ca aa", "aa", "aa ba ca", "ea", "ea ba ca aa"},
		want:  "open/right open/right right/right open/wrong wrong/wrong right/right right/right",
		conv:  []Convention{CorrectWrong, RightComment, LifeAndDeath},
	}, {
		name:  "a variation diagram after the opponent's other try (Kaku Kyushin)",
		sgf:   "(;" + setup + ";B[ba](;W[ca];B[aa]C[正解图\n飞扬围棋出品])(;W[aa];B[ca];W[ea];B[fa]C[变化图]))",
		paths: []string{"", "ba", "ba ca aa", "ba aa ca ea fa"},
		want:  "open/right open/right right/right right/right",
		conv:  []Convention{CorrectWrong},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := read(t, tt.sgf)
			if got := judged(t, p, tt.paths...); got != tt.want {
				t.Errorf("verdict/leads of %q\n got %s\nwant %s", tt.paths, got, tt.want)
			}
			if got := p.Conventions(); !slices.Equal(got, tt.conv) {
				t.Errorf("conventions %v, want %v", got, tt.conv)
			}
		})
	}
}

func TestLeadingWord(t *testing.T) {
	for _, tt := range []struct {
		comment string
		want    Verdict
	}{
		{"Correct.", Right},
		{"Correct!", Right},
		{"Correct answer.\n\nBlack usually plays...", Right},
		{"Also correct. Playing this move at A is usually better style", Right},
		{"I think this is also correct. The disadvantage is", Right},
		{"Correct, but White should play the main variation.", Right},
		{"  correct", Right},
		{"Wrong.", Wrong},
		{"Wrong; advantageous ko.", Wrong},
		{"Failure.\n\nBlack is thinking on a small scale", Wrong},
		{"Mistake.  The actual game continued this way...", Wrong},
		{"Incorrect", Wrong},
		{"正解图\n飞扬围棋出品", Right},
		{"正解", Right},
		{"失败", Wrong},
		{"不正解", Wrong},
		{"The correct move is A.", Open},
		{"Right side first.", Open},
		{"Correctly played by White.", Open},
		{"变化图", Open},
		{"", Open},
	} {
		if got := leadingWord(tt.comment); got != tt.want {
			t.Errorf("leadingWord(%q) = %v, want %v", tt.comment, got, tt.want)
		}
	}
}

func TestLifeAndDeath(t *testing.T) {
	for _, tt := range []struct {
		root, comment string // the root's comment gives the goal; Black is the learner
		want          Verdict
	}{
		{"", "White is dead.", Right},
		{"", "White's died, so White shouldn't take the stone at A.", Right},
		{"", "Black dies.", Wrong},
		{"", "Black Death", Wrong},
		{"", "Black Ok", Right},
		{"", "White lives in seki.", Wrong},
		{"", "White's alive in double ko. Even if Black plays at A now, White can ignore it and is still alive.", Wrong},
		{"", "White can't live.", Right},
		{"", "This move also kills White.", Right},
		{"", "Black kills.", Right},
		{"", "White wins by 2 points", Wrong},
		{"", "白死", Right},
		{"", "黑净活，列入劫之部有误", Right},
		{"", "白不行", Right},
		{"", "白失败", Right},
		{"", "白活了", Wrong},
		{"", "Both groups are alive.", Open},
		{"", "Black lives. White lives.", Open},
		{"", "White can't stop Black from capturing the marked stones.", Open},
		{"", "Gote.", Open},
		{"Black to play and get a ko.", "Ko.", Right},
		{"Black to play and live.", "Ko.", Wrong},
		{"", "反而成劫争", Wrong},
		{"Black to minimize the reduction, you have no ko threats", "Ko for life", Wrong},
		{"黑先劫", "Ko.", Right},
		{"Black to play and live.", "Seki.", Right},
		{"Black to play and kill.", "It ends in seki.", Wrong},
		{"Black to play.", "Seki.", Open},
		{"Black to play and win the capturing race.", "Seki.", Open},
	} {
		p := &Problem{toPlay: engine.Black, goal: goalOf(tt.root)}
		if got := p.lifeAndDeath(tt.comment); got != tt.want {
			t.Errorf("root %q: lifeAndDeath(%q) = %v, want %v", tt.root, tt.comment, got, tt.want)
		}
	}
	p := &Problem{toPlay: engine.White}
	if got := p.lifeAndDeath("白死"); got != Wrong {
		t.Errorf("White to play: lifeAndDeath(白死) = %v, want wrong", got)
	}
}

func TestHedge(t *testing.T) {
	for comment, want := range map[string]bool{
		"It's a ko, but Black can do better.":                   true,
		"Black's alive, but this isn't the best solution.":      true,
		"This move also kills White, it's second best":          true,
		"Alive in Gote, there is a better way":                  true,
		"smooth maneuver, but you can actually do even better…": true,
		"White is dead.": false,
		"":               false,
	} {
		if got := hedged(comment); got != want {
			t.Errorf("hedged(%q) = %v, want %v", comment, got, want)
		}
	}
}

func TestMarkedMoveDecidesItsLine(t *testing.T) {
	// "Correct answer" on B ba, then the usual sequence: the line is right
	// at B ba, and so are the unmarked leaves below it.
	p := read(t, "(;"+setup+"(;B[ba]C[Correct answer.];W[ca](;B[aa];W[ea])(;B[ea];W[aa]))"+
		"(;B[ca]C[Failure.];W[ba];B[aa]))")
	if got := judged(t, p, "", "ba", "ba ca", "ba ca aa ea", "ba ca ea aa", "ca", "ca ba aa"); got !=
		"open/right right/right open/right right/right right/right wrong/wrong wrong/wrong" {
		t.Errorf("got %s", got)
	}
	if got := p.Reply(at(t, p, "ca"), nil); got == nil || got.Value("W") != "ba" {
		t.Errorf("Reply at a wrong move the file marks = %v, want its refutation W ba", got)
	}
}

func TestLeadsMinimax(t *testing.T) {
	// B ba: White's only refutation is W aa, which the learner can answer
	// with B ea only. B ca: White has a refutation, so it is wrong though
	// one line below it is right.
	p := read(t, "(;"+setup+
		"(;B[ba](;W[ca];B[aa]C[Correct])(;W[aa](;B[ca];W[ea]C[Wrong])(;B[ea]C[Correct])))"+
		"(;B[ca](;W[ba];B[aa]C[Correct])(;W[aa];B[ba]C[Wrong])))")
	if got := judged(t, p, "", "ba", "ba ca", "ba aa", "ba aa ca", "ca", "ca ba", "ca aa"); got !=
		"open/right open/right open/right open/right open/wrong open/wrong open/right open/wrong" {
		t.Errorf("got %s", got)
	}
	var hint []string
	for _, c := range p.Correct(at(t, p, "ba aa")) {
		hint = append(hint, c.Value("B"))
	}
	if !slices.Equal(hint, []string{"ea"}) {
		t.Errorf("Correct after B ba W aa = %v, want [ea]", hint)
	}
	if got := p.Reply(at(t, p, "ca"), nil).Value("W"); got != "aa" {
		t.Errorf("Reply after B ca = %s, want the refutation aa", got)
	}
	if got := p.Reply(at(t, p, "ba"), nil).Value("W"); got != "ca" {
		t.Errorf("Reply after B ba = %s, want the first of two equal tries, ca", got)
	}
}

func TestReadFileConventionsOverTheFile(t *testing.T) {
	// The second game marks nothing; read alone it falls back to the first
	// variation (B ba right), read with the first it is a RIGHT file, where
	// an unmarked line that ends with White's move is wrong.
	const two = "(;" + setup + "(;B[ba]C[RIGHT])(;B[ca];W[ba]))" + "(;" + setup + ";B[ba];W[ca])"
	file := games(t, two)
	alone, err := Read(file[1])
	if err != nil {
		t.Fatal(err)
	}
	if got := alone.Leads(alone.Root()); got != Right || len(alone.Conventions()) != 0 {
		t.Errorf("second game alone: leads %v, conventions %v; want right by the first variation", got, alone.Conventions())
	}
	ps, err := ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got := ps[1].Leads(ps[1].Root()); got != Wrong {
		t.Errorf("second game in its file: leads %v, want wrong (no RIGHT in a RIGHT file)", got)
	}
	if got := ps[1].Conventions(); !slices.Equal(got, []Convention{RightComment}) {
		t.Errorf("second game in its file: conventions %v, want the file's", got)
	}
	var ge *GameError
	if _, err := ReadFile(games(t, "(;"+setup+";B[ba])(;"+setup+")")); !errors.As(err, &ge) || ge.Game != 1 || !errors.Is(err, ErrNoMove) {
		t.Errorf("ReadFile with a game without moves: %v, want game 2 has no move", err)
	}
}

func TestStart(t *testing.T) {
	// goproblems puts game information in the root and the position in the
	// node after it.
	p := read(t, "(;GM[1]SZ[19]GN[x];AB[aa]AW[ba]C[Black to play];B[ca])")
	if got := p.Start(); got != p.Root().Next() {
		t.Errorf("Start = %v, want the setup node", got.Properties())
	}
	if got := p.Correct(p.Start()); len(got) != 1 {
		t.Errorf("Correct(Start) = %v, want B ca", got)
	}
	p = read(t, "(;"+setup+";B[ba])")
	if p.Start() != p.Root() {
		t.Error("Start of a problem with its position in the root is not the root")
	}
	if got := p.Verdict(sgf.NewNode()); got != Open {
		t.Errorf("Verdict of a node outside the tree = %v, want open", got)
	}
}

func TestReplyRefutesFirst(t *testing.T) {
	// After B ba, White's first answer loses, the second and third refute.
	p := read(t, "(;"+setup+"(;B[ba](;W[ca];B[aa]C[Correct])(;W[aa];B[ca]C[Wrong])(;W[ea];B[ca]C[Wrong])))")
	n := at(t, p, "ba")
	if got := p.Reply(n, nil); got.Value("W") != "aa" {
		t.Errorf("Reply(nil) = %s, want the first refutation aa", got.Value("W"))
	}
	seen := map[string]bool{}
	r := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		seen[p.Reply(n, r).Value("W")] = true
	}
	if !seen["aa"] || !seen["ea"] || seen["ca"] {
		t.Errorf("random replies %v, want aa and ea and never ca", seen)
	}
	if got := p.Reply(at(t, p, "ba ca aa"), r); got != nil {
		t.Errorf("Reply at a leaf = %v, want nil", got)
	}
}

func TestCorrect(t *testing.T) {
	p := read(t, "(;"+setup+"(;B[ba]C[Correct])(;B[ca]C[Wrong])(;B[aa];W[ba];B[ca]C[Correct]))")
	var got []string
	for _, c := range p.Correct(p.Root()) {
		got = append(got, c.Value("B"))
	}
	if !slices.Equal(got, []string{"ba", "aa"}) {
		t.Errorf("Correct(root) = %v, want [ba aa]", got)
	}
}

func TestToPlay(t *testing.T) {
	for _, tt := range []struct {
		sgf  string
		want engine.Color
	}{
		{"(;" + setup + "PL[W];B[ba])", engine.White},
		{"(;" + setup + ";W[ba])", engine.White},
		{"(;" + setup + "C[no move here];C[setup only];B[ba])", engine.Black},
	} {
		if got := read(t, tt.sgf).ToPlay(); got != tt.want {
			t.Errorf("%s: ToPlay = %v, want %v", tt.sgf, got, tt.want)
		}
	}
}

func TestArea(t *testing.T) {
	p := read(t, "(;SZ[19]AB[cc][dd]AW[ce](;B[bb];W[fb])(;B[ca]))")
	x0, y0, x1, y1 := p.Area(19, 19)
	if x0 != 1 || y0 != 0 || x1 != 5 || y1 != 4 {
		t.Errorf("Area = %d,%d-%d,%d, want 1,0-5,4", x0, y0, x1, y1)
	}
	p = read(t, "(;SZ[9];B[])")
	if x0, y0, x1, y1 := p.Area(9, 9); x0 != 0 || y0 != 0 || x1 != 8 || y1 != 8 {
		t.Errorf("Area of a tree with no stone = %d,%d-%d,%d, want the whole board", x0, y0, x1, y1)
	}
}

func TestNoMove(t *testing.T) {
	if _, err := Read(games(t, "(;"+setup+"C[just a position])")[0]); !errors.Is(err, ErrNoMove) {
		t.Errorf("Read of a tree without moves: %v, want ErrNoMove", err)
	}
}

func TestLooks(t *testing.T) {
	for _, tt := range []struct {
		sgf  string
		want bool
	}{
		{"(;" + setup + ";B[ba])", true},
		{"(;SZ[19];B[pd];W[dd];B[pq])", false},
		{"(;SZ[19]HA[2]AB[pd][dp];W[dd];B[pq])", false},
		{"(;" + setup + ")", false},
		{"(;GN[goproblems];AB[aa]AW[ba];B[ca])", true},
		{"(;SZ[9]AB[cc][gg]AW[aa];W[ba](;B[ca])(;B[da]))", true},
		{"(;SZ[9]AB[cc][gg];W[ba](;B[ca])(;B[da]))", true},
		{"(;SZ[9]AB[cc][gg];W[ba];B[ca];W[da])", false},
		{"(;SZ[9]AB[cc][gg]" + strings.Repeat(";W[ba];B[ca]", 15) + "(;W[da])(;W[ea]))", false},
		{"(;SZ[9]AB[cc]AW[gg]" + strings.Repeat(";W[ba];B[ca]", 60) + ")", true},
	} {
		if got := Looks(games(t, tt.sgf)[0]); got != tt.want {
			t.Errorf("Looks(%s) = %v, want %v", tt.sgf, got, tt.want)
		}
	}
}

func TestSaysRight(t *testing.T) {
	for comment, want := range map[string]bool{
		"RIGHT":                   true,
		"RIGHT\nblack gets sente": true,
		"that is RIGHT.":          true,
		"see id=4852RIGHT":        true,
		"COPYRIGHT 2004":          false,
		"RIGHTS reserved":         false,
		"right":                   false,
	} {
		if got := saysRight(comment); got != want {
			t.Errorf("saysRight(%q) = %v, want %v", comment, got, want)
		}
	}
}

// TestRemark: what a comment says besides its verdict, so that a program
// saying the verdict itself does not say it twice.
func TestRemark(t *testing.T) {
	for _, tc := range []struct{ comment, want string }{
		{"Correct.", ""},
		{"RIGHT", ""},
		{"Wrong. White is fine.", "White is fine."},
		{"The group is dead. RIGHT", "The group is dead."},
		{"RIGHT. Black lives.", "Black lives."},
		{"Wrong; advantageous ko.", "Advantageous ko."},
		{"This is wrong: White lives in seki.", "White lives in seki."},
		{"Correct answer\nThe usual sequence follows.", "The usual sequence follows."},
		{"正解。白死", "白死"},
		{"失败", ""},
		{"Black lives.", "Black lives."},
		{"Right side first, then the eye.", "Right side first, then the eye."},
		{"COPYRIGHT 2004 goproblems", "COPYRIGHT 2004 goproblems"},
		{"  ", ""},
	} {
		if got := Remark(tc.comment); got != tc.want {
			t.Errorf("Remark(%q) = %q, want %q", tc.comment, got, tc.want)
		}
	}
}
