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

// read parses one game and judges it.
func read(t *testing.T, text string) *Problem {
	t.Helper()
	c, err := sgf.ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read(c.Games[0])
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
		name:  "RIGHT anywhere; a leaf without it is wrong",
		sgf:   "(;" + setup + "(;B[ca];W[ba])(;B[ba];W[ca];B[aa]C[that is RIGHT])(;B[aa]C[White dies.]))",
		paths: []string{"", "ca", "ca ba", "ba ca aa", "aa"},
		want:  "open/right open/wrong wrong/wrong right/right wrong/wrong",
		conv:  []Convention{RightComment},
	}, {
		name:  "TE on the learner's move, BM, GB and GW at the end",
		sgf:   "(;" + setup + "PL[B](;B[ba]TE[1])(;B[ca]BM[1])(;B[aa];W[ba]GW[1])(;B[ea];W[ca]GB[2]))",
		paths: []string{"", "ba", "ca", "aa", "aa ba", "ea ca"},
		want:  "open/right right/right wrong/wrong open/wrong wrong/wrong right/right",
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
	c, err := sgf.ParseString("(;" + setup + "C[just a position])")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Read(c.Games[0]); !errors.Is(err, ErrNoMove) {
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
	} {
		c, err := sgf.ParseString(tt.sgf)
		if err != nil {
			t.Fatal(err)
		}
		if got := Looks(c.Games[0]); got != tt.want {
			t.Errorf("Looks(%s) = %v, want %v", tt.sgf, got, tt.want)
		}
	}
}
