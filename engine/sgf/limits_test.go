package sgf

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestGameKomiLimit: a KM that KomiOK refuses (not finite, beyond MaxKomi,
// finer than hundredths) is no komi: the game takes the rules' komi, as
// without a readable KM.
func TestGameKomiLimit(t *testing.T) {
	for _, tc := range []struct {
		km   string
		want float64
	}{
		{"6.5", 6.5},
		{"-150", -150},
		{"149.5", 149.5},
		{"NaN", 7.5},
		{"Inf", 7.5},
		{"-Infinity", 7.5},
		{"1e308", 7.5},
		{"1e400", 7.5},
		{"-62550", 7.5}, // Fox-scaled to -625.5
		{"1e-320", 7.5},
		{"6.125", 7.5},
		{"0.25", 0.25},
		{"abc", 7.5},
	} {
		c, err := ParseString("(;GM[1]SZ[9]RU[Chinese]KM[" + tc.km + "])")
		if err != nil {
			t.Fatal(err)
		}
		tr, err := NewTree(c.Games[0])
		if err != nil {
			t.Fatal(err)
		}
		g, err := tr.Game(tr.Root(), Replay{})
		if err != nil {
			t.Fatal(err)
		}
		if g.Komi() != tc.want {
			t.Errorf("KM[%s]: komi %v, want %v", tc.km, g.Komi(), tc.want)
		}
	}
}

// TestParseSize: a root SZ that gives no board size is a repair, with its
// place, and reads as the 19x19 that Node.Size gives it, so that what is
// written back says what was shown; a size that is readable but one the
// engine does not play (SZ[1], SZ[52]) is NewTree's to refuse.
func TestParseSize(t *testing.T) {
	for _, tc := range []struct {
		in, warning string // "" for no warning
		w, h        int
	}{
		{"(;FF[4]SZ[0])", "line 1, column 8: board size SZ[0] not understood: read as 19x19", 19, 19},
		{"(;FF[4]\nSZ[-5];B[aa])", "line 2, column 1: board size SZ[-5] not understood: read as 19x19", 19, 19},
		{"(;SZ[abc])", "line 1, column 3: board size SZ[abc] not understood: read as 19x19", 19, 19},
		{"(;SZ[])", "line 1, column 3: board size SZ[] not understood: read as 19x19", 19, 19},
		{"(;SZ[19:x])", "line 1, column 3: board size SZ[19:x] not understood: read as 19x19", 19, 19},
		{"(;SZ[9.5])", "line 1, column 3: board size SZ[9.5] not understood: read as 19x19", 19, 19},
		{"(;SZ[0:13])", "line 1, column 3: board size SZ[0:13] not understood: read as 19x19", 19, 19},
		{"(;SiZe[0])", "line 1, column 3: board size SZ[0] not understood: read as 19x19", 19, 19},
		{"(;SZ[9])", "", 9, 9},
		{"(;SZ[ 13 ])", "", 13, 13},
		{"(;SZ[19:13])", "", 19, 13},
		{"(;SZ[1])", "", 1, 1},
		{"(;SZ[52])", "", 52, 52},
		{"(;SZ[9];SZ[abc])", "", 9, 9}, // not the root's: not a size
	} {
		c, err := ParseString(tc.in)
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		var warnings []string
		for _, w := range c.Warnings {
			if !strings.HasPrefix(w.Msg, "property identifier") {
				warnings = append(warnings, w.String())
			}
		}
		if tc.warning == "" && len(warnings) > 0 || tc.warning != "" && (len(warnings) != 1 || warnings[0] != tc.warning) {
			t.Errorf("%q: warnings %q, want %q", tc.in, warnings, tc.warning)
		}
		if w, h := c.Games[0].Size(); w != tc.w || h != tc.h {
			t.Errorf("%q: size %dx%d, want %dx%d", tc.in, w, h, tc.w, tc.h)
		}
		if err := roundTrip(c); err != nil {
			t.Errorf("%q: %v", tc.in, err)
		}
	}
}

// TestParseNotSGF: a file that drops more text as not SGF than it keeps
// properties is refused as no SGF data, with a message that says so;
// random bytes are such a file. Files that are SGF among other text, or
// broken in places, are read as before.
func TestParseNotSGF(t *testing.T) {
	rng := rand.New(rand.NewPCG(44, 1))
	for i := range 50 {
		data := make([]byte, 100_000)
		for j := range data {
			data[j] = byte(rng.Uint32())
		}
		_, err := Parse(data)
		var se *SyntaxError
		if !errors.As(err, &se) || !errors.Is(err, ErrNoData) {
			t.Errorf("100 kB of random bytes (%d): %v; want a *SyntaxError wrapping ErrNoData", i, err)
		}
	}
	for _, in := range []string{
		"Hello (; a smiley) and \x01 more text",
		"(;B[aa]\x01\x02;W\x03[bb]\x04)",
		"(;\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR)",
		"(;B[aa]) and (;) then (;) end",
	} {
		_, err := ParseString(in)
		if !errors.Is(err, ErrNoData) || !strings.Contains(err.Error(), "this is not an SGF file: from here on it holds more text that is not SGF") {
			t.Errorf("Parse(%q): %v, want a refusal as not an SGF file", in, err)
		}
	}
	for _, in := range []string{
		"From: a@b.c\nSubject: game\n\nHere it is (with comments):\n(;GM[1];B[aa];W[bb])\n-- \nSent from my phone",
		"(;GM[1]C[a comment with an unescaped ] bracket];B[aa];W[bb];B[cc])",
		"(;B[aa]\x01\x02;W[bb])",
		"(;B[aa]);)",
		"(;)",
		"(;B)",
		"(;FF[4]SZ[9];B[ee];W[cc];B[gc])\x00\x00\x00\x00 \x1a",
	} {
		if _, err := ParseString(in); err != nil {
			t.Errorf("Parse(%q): %v", in, err)
		}
	}
	_, err := ParseString("junk\n\n(;B[aa]\x01;\x02W[bb]\x03;\x04)")
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 3 || se.Col != 1 ||
		se.Msg != "this is not an SGF file: from here on it holds more text that is not SGF (4 pieces dropped) than properties (2)" {
		t.Errorf("refusal %v, want line 3, column 1 and the counts", err)
	}
}

// TestParseAtLimits: the deepest tree the program's limits let through is
// read, written and read back, and one step beyond each limit is refused;
// FuzzParse reads with these limits. This takes about a second.
func TestParseAtLimits(t *testing.T) {
	deep := func(n int) []byte {
		return []byte(strings.Repeat("(;B[aa]", n) + strings.Repeat(")", n))
	}
	long := func(n int) []byte { return []byte("(" + strings.Repeat(";", n) + ")") }
	c, err := Parse(deep(DefaultMaxDepth))
	if err != nil || len(c.Games[0].MainLine()) != DefaultMaxDepth {
		t.Fatalf("depth %d: %v", DefaultMaxDepth, err)
	}
	if err := roundTrip(c); err != nil {
		t.Errorf("depth %d: %v", DefaultMaxDepth, err)
	}
	if _, err := Parse(deep(DefaultMaxDepth + 1)); !errors.Is(err, ErrLimit) {
		t.Errorf("depth %d: %v, want ErrLimit", DefaultMaxDepth+1, err)
	}
	if _, err := Parse(long(DefaultMaxNodes + 1)); !errors.Is(err, ErrLimit) {
		t.Errorf("%d nodes: %v, want ErrLimit", DefaultMaxNodes+1, err)
	}
}

// TestParseKomi: a root KM no game takes is said, with its line and
// column, and left out: the game and a save use the rules' komi.
func TestParseKomi(t *testing.T) {
	for _, tc := range []struct{ in, warning string }{
		{"(;FF[4]KM[1e308])", "line 1, column 8: komi KM[1e308] not understood: the rules' komi is used"},
		{"(;KM[NaN])", "line 1, column 3: komi KM[NaN] not understood: the rules' komi is used"},
		{"(;KM[six])", "line 1, column 3: komi KM[six] not understood: the rules' komi is used"},
		{"(;KM[6.125])", "line 1, column 3: komi KM[6.125] not understood: the rules' komi is used"},
		{"(;KM[6.5])", ""},
		{"(;KM[650])", ""}, // Fox writes komi in hundredths
		{"(;KM[-3])", ""},
		{"(;KM[6.5];KM[x])", ""}, // not the root's
	} {
		c, err := ParseString(tc.in)
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		var got []string
		for _, w := range c.Warnings {
			got = append(got, w.String())
		}
		if tc.warning == "" && len(got) > 0 || tc.warning != "" && (len(got) != 1 || got[0] != tc.warning) {
			t.Errorf("%q: warnings %q, want %q", tc.in, got, tc.warning)
		}
		if tc.warning != "" && c.Games[0].Value("KM") != "" {
			t.Errorf("%q: the komi no game takes was kept", tc.in)
		}
	}
}
