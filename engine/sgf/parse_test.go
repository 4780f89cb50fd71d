package sgf

import (
	"errors"
	"strings"
	"testing"
)

// shapes parses s and returns the shape of every game, joined.
func shapes(t *testing.T, s string) (string, *Collection) {
	t.Helper()
	c, err := ParseString(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	var out []string
	for _, g := range c.Games {
		out = append(out, compact(g))
	}
	return strings.Join(out, ""), c
}

// compact writes a tree in canonical SGF without line breaks.
func compact(n *Node) string {
	var b strings.Builder
	writeCompact(&b, n)
	return b.String()
}

func writeCompact(b *strings.Builder, root *Node) {
	// Iterative: each stack entry is a node to write or a closing bracket.
	type item struct {
		n   *Node
		txt string
	}
	stack := []item{{txt: ")"}, {n: root}}
	b.WriteString("(")
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.n == nil {
			b.WriteString(it.txt)
			continue
		}
		b.WriteString(";")
		for _, p := range it.n.props {
			b.WriteString(p.ID)
			for _, v := range p.Values {
				b.WriteString("[" + v + "]")
			}
		}
		ch := it.n.children
		if len(ch) == 1 {
			stack = append(stack, item{n: ch[0]})
			continue
		}
		for i := len(ch) - 1; i >= 0; i-- {
			stack = append(stack, item{txt: ")"}, item{n: ch[i]}, item{txt: "("})
		}
	}
}

func TestParseStructure(t *testing.T) {
	tests := []struct {
		in, want string
		warnings int
	}{
		{"(;FF[4]GM[1];B[aa];W[bb])", "(;FF[4]GM[1];B[aa];W[bb])", 0},
		{"(;B[aa](;W[bb];B[cc])(;W[cc]))", "(;B[aa](;W[bb];B[cc])(;W[cc]))", 0},
		{"junk before (;B[aa])", "(;B[aa])", 0},
		{"(;B[aa])(;W[bb])", "(;B[aa])(;W[bb])", 0},
		{"(\r\nPB[x]PW[y];B[aa])", "(;PB[x]PW[y];B[aa])", 1},
		{"( ;\tB [aa] ; W\n[bb] )", "(;B[aa];W[bb])", 0},
		{"(;AddBlack[aa]PlayerBlack[me]CoPyright[x])", "(;AB[aa]PB[me]CP[x])", 3},
		{"(;ab[aa]b[bb])", "(;AB[aa]B[bb])", 2},
		{"(;AB[aa]AB[bb])", "(;AB[aa][bb])", 1},
		{"(;C[one]C[two])", "(;C[one\ntwo])", 1},
		{"(;B[aa]W[bb])", "(;B[aa];W[bb])", 1},
		{"(;B[aa]()(;W[bb]))", "(;B[aa];W[bb])", 0},
		{"(;B[aa];W[bb]", "(;B[aa];W[bb])", 1},
		{"(;B[aa];W[b", "(;B[aa];W[b])", 2},
		{"(;C[a\\]b\\\\];B[aa])", "(;C[a\\]b\\\\];B[aa])", 0},
		{"(;C[trailing\\", "(;C[trailing\\\\])", 2},
		{"(;B)", "(;)", 1},
		{"(;[ag]B[aa])", "(;B[aa])", 1},
		{"(;B[aa];)", "(;B[aa];)", 0},
		{"(;B[aa]\x00;W[bb])", "(;B[aa];W[bb])", 1},
		{"(;AB[aa]\n[gq:gr])", "(;AB[aa][gq:gr])", 0},
		{"(;B[aa]);)", "(;B[aa])", 1},
	}
	for _, tt := range tests {
		got, c := shapes(t, tt.in)
		if got != tt.want {
			t.Errorf("Parse(%q) = %s, want %s", tt.in, got, tt.want)
		}
		if len(c.Warnings) != tt.warnings {
			t.Errorf("Parse(%q): %d warnings %v, want %d", tt.in, len(c.Warnings), c.Warnings, tt.warnings)
		}
	}
}

func TestParseNoData(t *testing.T) {
	for _, in := range []string{"", "junk", "()", "(B)", "This is not an .sgf file", "(see below)"} {
		_, err := ParseString(in)
		var se *SyntaxError
		if !errors.As(err, &se) || !errors.Is(err, ErrNoData) {
			t.Errorf("Parse(%q) = %v, want a *SyntaxError wrapping ErrNoData", in, err)
		}
	}
}

func TestParseLimits(t *testing.T) {
	deep := strings.Repeat("(;B[aa]", 300) + strings.Repeat(")", 300)
	if _, err := (Options{MaxDepth: 100}).Parse([]byte(deep)); !errors.Is(err, ErrLimit) {
		t.Errorf("depth 300 with MaxDepth 100: %v, want ErrLimit", err)
	}
	c, err := Parse([]byte(deep))
	if err != nil || len(c.Games) != 1 || c.Games[0].MainLine()[299] == nil {
		t.Errorf("depth 300: %v", err)
	}
	long := "(" + strings.Repeat(";B[aa];W[bb]", 5000) + ")"
	if _, err := (Options{MaxNodes: 9999}).Parse([]byte(long)); !errors.Is(err, ErrLimit) {
		t.Errorf("10000 nodes with MaxNodes 9999: %v, want ErrLimit", err)
	}
	if c, err := Parse([]byte(long)); err != nil || len(c.Games[0].MainLine()) != 10000 {
		t.Errorf("10000 nodes: %v", err)
	}
	if _, err := (Options{MaxBytes: 10}).Parse([]byte(long)); !errors.Is(err, ErrLimit) {
		t.Errorf("MaxBytes 10: %v, want ErrLimit", err)
	}
	var se *SyntaxError
	_, err = (Options{MaxDepth: 2}).Parse([]byte("(;B[aa]\n(;W[bb]\n(;B[cc])))"))
	if !errors.As(err, &se) || se.Line != 3 || se.Col != 1 {
		t.Errorf("depth error at %+v, want line 3 column 1", err)
	}
}

func TestWarningPosition(t *testing.T) {
	c, err := ParseString("(;FF[4]\r\n;B[aa]\n;W[bb]B[cc])")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 3 || c.Warnings[0].Col != 7 {
		t.Errorf("warnings %v, want one at line 3, column 7", c.Warnings)
	}
}
