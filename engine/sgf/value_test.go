package sgf

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

func TestText(t *testing.T) {
	tests := []struct{ raw, text, simple string }{
		{"plain", "plain", "plain"},
		{"a\\]b", "a]b", "a]b"},
		{"pd:\\\\", "pd:\\", "pd:\\"},
		{"This comment has a \\\\ character.", "This comment has a \\ character.", "This comment has a \\ character."},
		{"foo\nbar \\\nfoo", "foo\nbar foo", "foo bar foo"},
		{"a\r\nb", "a\nb", "a b"},
		{"a\n\rb", "a\nb", "a b"},
		{"a\rb", "a\nb", "a b"},
		{"a\r\n\r\nb", "a\n\nb", "a  b"},
		{"soft\\\r\nbreak", "softbreak", "softbreak"},
		{"tab\there", "tab here", "tab here"},
		{"\\(BadShape\\[8k*\\]\\)", "(BadShape[8k*])", "(BadShape[8k*])"},
		{"end\\", "end", "end"},
	}
	for _, tt := range tests {
		if got := Text(tt.raw); got != tt.text {
			t.Errorf("Text(%q) = %q, want %q", tt.raw, got, tt.text)
		}
		if got := SimpleText(tt.raw); got != tt.simple {
			t.Errorf("SimpleText(%q) = %q, want %q", tt.raw, got, tt.simple)
		}
	}
	for _, s := range []string{"a]b", "back\\slash", "both \\] and\nlines", ""} {
		if got := Text(Escape(s)); got != s {
			t.Errorf("Text(Escape(%q)) = %q", s, got)
		}
	}
}

func TestNodeText(t *testing.T) {
	_, c := shapes(t, "(;C[line one\nline two]N[name\nwrapped]PB[a\\]b])")
	n := c.Games[0]
	if got := n.Text("C"); got != "line one\nline two" {
		t.Errorf("C = %q", got)
	}
	if got := n.Text("N"); got != "name wrapped" {
		t.Errorf("N = %q", got)
	}
	if got := n.Labels(19, 19); len(got) != 0 {
		t.Errorf("labels %v", got)
	}
	_, c2 := shapes(t, "(;LB[pd:\\\\][aa:x\\:y][zz:off]L[bb][cc])")
	if got := c2.Games[0].Labels(19, 19); len(got) != 4 || got[engine.Pt(15, 3)] != "\\" || got[engine.Pt(0, 0)] != "x:y" || got[engine.Pt(2, 2)] != "b" {
		t.Errorf("labels %q", got)
	}
	if got := n.Player(engine.Black); got != "a]b" {
		t.Errorf("PB = %q", got)
	}
}

func TestParsePoint(t *testing.T) {
	tests := []struct {
		v    string
		w, h int
		want engine.Point
		err  error
	}{
		{"aa", 19, 19, engine.Pt(0, 0), nil},
		{"pd", 19, 19, engine.Pt(15, 3), nil},
		{"", 19, 19, engine.Pass, nil},
		{"tt", 19, 19, engine.Pass, nil},
		{"tt", 13, 13, engine.Pass, nil},
		{"tt", 21, 21, engine.Pt(19, 19), nil},
		{"sa", 19, 13, engine.Pt(18, 0), nil},
		{"am", 19, 13, engine.Pt(0, 12), nil},
		{"an", 19, 13, engine.Pass, engine.ErrOffBoard},
		{"rs", 9, 9, engine.Pass, engine.ErrOffBoard},
		{"c   c", 19, 19, engine.Pt(2, 2), nil},
		{"R16", 19, 19, engine.Pt(16, 3), nil},
		{"Pass", 19, 19, engine.Pass, nil},
		{"?!", 19, 19, engine.Pass, ErrBadPoint},
	}
	for _, tt := range tests {
		p, err := ParsePoint(tt.v, tt.w, tt.h)
		if p != tt.want || !errors.Is(err, tt.err) {
			t.Errorf("ParsePoint(%q, %d, %d) = %v, %v; want %v, %v", tt.v, tt.w, tt.h, p, err, tt.want, tt.err)
		}
	}
	for _, p := range []engine.Point{engine.Pt(0, 0), engine.Pt(18, 18), engine.Pt(24, 3)} {
		if q, err := ParsePoint(PointValue(p), 25, 25); q != p || err != nil {
			t.Errorf("ParsePoint(PointValue(%v)) = %v, %v", p, q, err)
		}
	}
}

func TestPointsCompressed(t *testing.T) {
	_, c := shapes(t, "(;AB[aa:bc][dd][cc:bb]AW[zz][ee]AE[fc,pc])")
	n := c.Games[0]
	got, err := n.Points("AB", 19, 19)
	want := []engine.Point{
		engine.Pt(0, 0), engine.Pt(1, 0), engine.Pt(0, 1), engine.Pt(1, 1), engine.Pt(0, 2), engine.Pt(1, 2),
		engine.Pt(3, 3),
		engine.Pt(1, 1), engine.Pt(2, 1), engine.Pt(1, 2), engine.Pt(2, 2),
	}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("AB = %v, %v; want %v", got, err, want)
	}
	got, err = n.Points("AW", 19, 19)
	if !errors.Is(err, engine.ErrOffBoard) || !slices.Equal(got, []engine.Point{engine.Pt(4, 4)}) {
		t.Errorf("AW = %v, %v; want [4,4] and ErrOffBoard", got, err)
	}
	if got, err := n.Points("AE", 19, 19); err != nil || !slices.Equal(got, []engine.Point{engine.Pt(5, 2), engine.Pt(15, 2)}) {
		t.Errorf("AE[fc,pc] = %v, %v", got, err)
	}
}

func TestTimeLimit(t *testing.T) {
	_, c := shapes(t, "(;TM[1800]OT[8 xyz 16])")
	if d, ok := c.Games[0].TimeLimit(); !ok || d != 1800*time.Second || c.Games[0].Text("OT") != "8 xyz 16" {
		t.Errorf("TM = %v, %v", d, ok)
	}
}

func TestGameInfo(t *testing.T) {
	tests := []struct {
		root     string
		w, h     int
		komi     float64
		komiOK   bool
		handicap int
	}{
		{"(;SZ[19]KM[6.5]HA[2])", 19, 19, 6.5, true, 2},
		{"(;SZ[19:13]KM[5 1/2])", 19, 13, 5.5, true, 0},
		{"(;SZ[9]KM[0.500000]HA[对子])", 9, 9, 0.5, true, 0},
		{"(;KM[750])", 19, 19, 7.5, true, 0},
		{"(;KM[325])", 19, 19, 6.5, true, 0},
		{"(;KoMi[-1.5])", 19, 19, -1.5, true, 0},
		{"(;KM[6,5])", 19, 19, 6.5, true, 0},
		{"(;KM[黒6目半]SZ[junk])", 19, 19, 0, false, 0},
		{"(;SZ[13]HA[1])", 13, 13, 0, false, 1},
	}
	for _, tt := range tests {
		_, c := shapes(t, tt.root)
		n := c.Games[0]
		w, h := n.Size()
		k, ok := n.Komi()
		if w != tt.w || h != tt.h || k != tt.komi || ok != tt.komiOK || n.Handicap() != tt.handicap {
			t.Errorf("%s: size %dx%d komi %v,%v handicap %d; want %dx%d %v,%v %d",
				tt.root, w, h, k, ok, n.Handicap(), tt.w, tt.h, tt.komi, tt.komiOK, tt.handicap)
		}
	}
}
