package sgf

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mainLine writes the moves of a game's main line as ";B[pd];W[dp]".
func mainLine(root *Node) string {
	var b strings.Builder
	for _, n := range root.MainLine()[1:] {
		for _, id := range []string{"B", "W"} {
			if n.Has(id) {
				b.WriteString(";" + id + "[" + n.Value(id) + "]")
			}
		}
	}
	return b.String()
}

// The records in testdata were written for these tests from the formats'
// descriptions: invented games and players.
func TestImportRecords(t *testing.T) {
	for _, tt := range []struct {
		file    string
		format  Format
		charset string
		info    map[string]string // root properties as text; AB joined by spaces
		moves   string
	}{
		{"even.gib", FormatGIB, "EUC-KR", map[string]string{
			"SZ": "19", "PB": "먹물", "BR": "3D", "PW": "흰구름", "WR": "2D", "KM": "6.5", "HA": "", "AB": "",
			"RE": "B+R", "DT": "2024-05-17", "EV": "친선 대국", "PC": "타이젬 바둑",
		}, ";B[pd];W[dp];B[pp];W[dd];B[qf];W[nc];B[pj];W[cn];B[jp];W[fq]"},
		{"handicap.gib", FormatGIB, "UTF-8", map[string]string{
			"SZ": "19", "PB": "Stone Cutter", "BR": "1K", "PW": "Ko Master", "WR": "4D", "KM": "0.5", "HA": "3", "AB": "dd pd dp",
			"RE": "W+3.5", "DT": "2023-11-02", "EV": "Rank", "PC": "Tygem Baduk",
		}, ";W[pp];B[jd];W[cj];B[jp];W[qj];B[jj]"},
		{"resign.ngf", FormatNGF, "GB18030", map[string]string{
			"SZ": "19", "PB": "青松", "BR": "5D*", "PW": "白云", "WR": "6D*", "KM": "6.5", "HA": "", "AB": "",
			"RE": "B+R", "DT": "2024-03-02", "EV": "升级对局", "PC": "www.cyberoro.com",
		}, ";B[qd];W[dc];B[pq];W[dp];B[oc];W[qo];B[ed]"},
		{"handicap.ngf", FormatNGF, "UTF-8", map[string]string{
			"SZ": "19", "PB": "바람", "BR": "2D*", "PW": "하늘", "WR": "4D*", "KM": "0", "HA": "4", "AB": "dd pd dp pp",
			"RE": "B+3.5", "DT": "2023-12-09", "EV": "승급 대국",
		}, ";W[jc];B[jq];W[cj];B[qj];W[jj];B[]"},
		{"match.ugf", FormatUGF, "Shift_JIS", map[string]string{
			"SZ": "19", "PB": "山田太郎", "BR": "六段", "PW": "鈴木一郎", "WR": "五段", "KM": "6.5", "HA": "", "AB": "",
			"RE": "B+2.5", "DT": "2024-01-07", "EV": "新春記念対局, 第一局", "PC": "東京", "RU": "Japanese",
		}, ";B[pd];W[dp];B[qp];W[dd];B[fq];W[cn];B[jd];W[pj]"},
		{"handicap.ugi", FormatUGF, "UTF-8", map[string]string{
			"SZ": "13", "PB": "Alice", "BR": "2k", "PW": "Bob", "WR": "3d", "KM": "0.5", "HA": "2", "AB": "jd dj",
			"RE": "W+R", "DT": "2024-02-11", "EV": "Teaching game", "PC": "Online",
		}, ";W[jj];B[dd];W[gc];B[];W[gk]"},
	} {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			c, f, err := Import(tt.file, data)
			if err != nil {
				t.Fatal(err)
			}
			if f != tt.format || c.Charset != tt.charset || len(c.Games) != 1 {
				t.Fatalf("read as %v in %s, %d games; want %v in %s, 1 game", f, c.Charset, len(c.Games), tt.format, tt.charset)
			}
			root := c.Games[0]
			for id, want := range tt.info {
				got := root.Text(id)
				if id == "AB" {
					got = strings.Join(root.Values("AB"), " ")
				}
				if got != want {
					t.Errorf("%s = %q, want %q", id, got, want)
				}
			}
			if got := mainLine(root); got != tt.moves {
				t.Errorf("moves %s\nwant  %s", got, tt.moves)
			}
			tr, err := NewTree(root)
			if err != nil {
				t.Fatal(err)
			}
			if bad := tr.Check(); len(bad) > 0 {
				t.Errorf("%d illegal moves, the first: %v", len(bad), tr.Problem(bad[0]))
			}
			if err := root.CheckHandicap(); err != nil {
				t.Error(err)
			}
			if err := roundTrip(c); err != nil {
				t.Errorf("saved as SGF: %v\n%s", err, Marshal(root))
			}
		})
	}
}

func TestImportPicksTheReader(t *testing.T) {
	for _, tt := range []struct {
		file   string // in testdata
		name   string // as opened
		format Format
	}{
		{"even.gib", "EVEN.GIB", FormatGIB},
		{"even.gib", "download", FormatGIB},
		{"handicap.gib", "game.txt", FormatGIB},
		{"resign.ngf", "Resign.Ngf", FormatNGF},
		{"resign.ngf", "record", FormatNGF},
		{"handicap.ngf", "record.dat", FormatNGF},
		{"match.ugf", "match.UGI", FormatUGF},
		{"match.ugf", "match", FormatUGF},
		{"handicap.ugi", "record", FormatUGF}, // after a comment line
	} {
		data, err := os.ReadFile(filepath.Join("testdata", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		if _, f, err := Import(tt.name, data); err != nil || f != tt.format {
			t.Errorf("%s opened as %s: read as %v, %v; want %v", tt.file, tt.name, f, err, tt.format)
		}
	}
	// SGF by extension or content, whatever the content or extension.
	for _, name := range []string{"game.sgf", "GAME.SGF", "game", "game.txt", "game.gib", "game.ugi"} {
		c, f, err := Import(name, []byte("(;GM[1]SZ[9];B[ee])"))
		if err != nil || f != FormatSGF || mainLine(c.Games[0]) != ";B[ee]" {
			t.Errorf("%s: %v %v", name, f, err)
		}
	}
	var se *SyntaxError
	if _, f, err := Import("notes.txt", []byte("shopping list\n")); f != FormatSGF || !errors.As(err, &se) {
		t.Errorf("text that is no record: %v, %v; want the SGF reader's error", f, err)
	}
}

func TestImportErrorsNameTheFormatAndLine(t *testing.T) {
	gib := func(game string) string {
		return "\\HS\n\\[GAMEBLACKNAME=b (1D)\\]\n\\HE\n\\GS\n" + game + "\\GE\n"
	}
	ngf := func(size, handicap, moves string) string {
		return "title\n" + size + "\nw 1D\nb 1D\nsite\n" + handicap + "\n0\n6\n20240101 [10:00]\n10\nBlack wins!\n1\n" + moves
	}
	ugf := func(header, data string) string { return "[Header]\n" + header + "[Data]\n" + data }
	for _, tt := range []struct {
		name, data string
		line       int
		msg        string
	}{
		{"x.gib", gib("INI 0 1 0 &4\nSTO 0 2 1 15 19\n"), 6, `"15 19" is off the 19x19 board`},
		{"x.gib", gib("STO 0 2 3 15 3\n"), 5, `colour "3" is neither 1 nor 2`},
		{"x.gib", gib("STO 0 2 1 a b\n"), 5, "not two numbers"},
		{"x.gib", gib("STO 0 2 1\n"), 5, "a move needs"},
		{"x.gib", gib("INI 0 1 12 &4\n"), 5, "a handicap of 12 stones"},
		{"x.gib", gib("INI 0 1 x &4\n"), 5, `handicap "x"`},
		{"x.gib", "hello\n", 1, "no Tygem game record"},
		{"x.ngf", "title\n19\n", 2, "a header of 2 lines"},
		{"x.ngf", ngf("nineteen", "0", ""), 2, `board size "nineteen"`},
		{"x.ngf", ngf("30", "0", ""), 2, `board size "30"`},
		{"x.ngf", ngf("19", "two", ""), 6, `handicap "two"`},
		{"x.ngf", ngf("9", "0", "PMABBEEEE\nPMACWKKKK\n"), 14, `"KK" is off the 9x9 board`},
		{"x.ngf", ngf("19", "0", "PMABXEEEE\n"), 13, `colour "X"`},
		{"x.ngf", ngf("19", "0", "PMAB\n"), 13, "a move needs"},
		{"x.ugf", ugf("Size=big\n", ""), 2, `board size "big"`},
		{"x.ugf", ugf("Hdcp=x,6.5\n", ""), 2, `handicap "x"`},
		{"x.ugf", ugf("Size=9\n", "PP,B1,1,0\n"), 4, `"PP" is off the 9x9 board`},
		{"x.ugf", ugf("", "P,B1,1,0\n"), 3, "not two capital letters"},
		{"x.ugf", ugf("", "PP,X1,1,0\n"), 3, `colour "X" is neither B nor W`},
		{"x.ugf", ugf("", "PP,B1\n"), 3, "a move needs"},
		{"x.ugf", ugf("", "PP,B1,one,0\n"), 3, `move number "one"`},
		{"x.ugf", ugf("", "YA,B1,0,0\n"), 3, "a pass among the stones"},
		{"x.ugf", ugf("Crypt=9666,CRYPT_UGF_FILE\n", "XQ,B1,1,0\n"), 2, "encrypted"},
		{"x.ugf", "nothing here\n", 1, "not a Pandanet record"},
	} {
		_, f, err := Import(tt.name, []byte(tt.data))
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Errorf("%s %q: error %v, want a *FormatError", tt.name, tt.data, err)
			continue
		}
		want, _ := FormatOf(tt.name)
		if fe.Format != want || f != want || fe.Line != tt.line || !strings.Contains(fe.Msg, tt.msg) ||
			!strings.Contains(err.Error(), want.String()) {
			t.Errorf("%s %q:\n%v (line %d)\nwant line %d and %q", tt.name, tt.data, err, fe.Line, tt.line, tt.msg)
		}
	}
}

func TestImportUGFHandicapWithoutStones(t *testing.T) {
	c, _, err := Import("x.ugi", []byte("[Header]\nSize=19\nHdcp=3,0.5\n[Data]\nQD,W1,1,0\n"))
	if err != nil {
		t.Fatal(err)
	}
	root := c.Games[0]
	if ab := strings.Join(root.Values("AB"), " "); ab != "dd pd dp" || root.Handicap() != 3 || len(c.Warnings) != 1 || c.Warnings[0].Line != 3 {
		t.Errorf("AB %q, HA %d, warnings %v; want the standard stones and a warning at line 3", ab, root.Handicap(), c.Warnings)
	}
}

// TestImportedText checks the fields written in words or numbers that
// become results and dates.
func TestImportedText(t *testing.T) {
	for _, tt := range []struct {
		name  string
		f     func(string) string
		cases [][2]string
	}{
		{"NGF result", ngfResult, [][2]string{
			{"Black wins by 34win >> White(58):Black(92)", "B+34"},
			{"White wins by  resign!", "W+R"},
			{"White Win by Resign!", "W+R"},
			{"Black Win 6.5 >> White(50):Black(63)", "B+6.5"},
			{"White loses on time", "B+T"},
			{"Progressing!", ""},
			{"白5.5目勝ち!", "W+5.5"},
			{"黒中押し勝ち!", "B+R"},
			{"197手完、黒中押し勝ち", "B+R"},
			{"232手完、黒2目半勝ち", "B+2.5"},
			{"白時間切れ勝ち！", "W+T"},
			{"白棋12子 >> 白方(94):黑方(82)", "W+12"},
			{"黑中盘胜", "B+R"},
			{"白超时胜", "W+T"},
			{"흑 1.5집 승", "B+1.5"},
			{"백 불계승", "W+R"},
			{"", ""},
		}},
		{"UGF Winner", ugfResult, [][2]string{
			{"B,1.5", "B+1.5"}, {"W,C", "W+R"}, {"B,F2", "B+F"}, {"W,5.50", "W+5.5"}, {"B,", "B+"},
			{"D,", "0"}, {"N1,E", "Void"}, {"A,", ""}, {"", ""},
		}},
		{"date", isoDate, [][2]string{
			{"2017- 3-16- 2-52-45", "2017-03-16"},
			{"2016:03:26:17:29", "2016-03-26"},
			{"2001/08/20", "2001-08-20"},
			{"20110812 [09:31]", "2011-08-12"},
			{"2009년 1월 31일", "2009-01-31"},
			{"00000000 [00:00]", ""},
			{"//", ""},
			{"2024/13/01", ""},
			{"17-3-16", ""},
			{"", ""},
		}},
		{"GIB GRLT and ZIPSU", func(v string) string {
			code, margin, _ := strings.Cut(v, " ")
			return gibResult(code, margin)
		}, [][2]string{
			{"0 35", "B+3.5"}, {"1 120", "W+12"}, {"0 0", "B+"}, {"1", "W+"},
			{"3 0", "B+R"}, {"4", "W+R"}, {"7 0", "B+T"}, {"8 0", "W+T"}, {"5 10", ""}, {"", ""},
		}},
	} {
		for _, c := range tt.cases {
			if got := tt.f(c[0]); got != c[1] {
				t.Errorf("%s %q: %q, want %q", tt.name, c[0], got, c[1])
			}
		}
	}
}

// TestImportCorpus reads the Tygem and WBaduk records of the real-world
// corpus, when it is present: every move legal, the handicap stones where
// the moves expect them (a White move on the corner point a third handicap
// stone elsewhere would occupy).
func TestImportCorpus(t *testing.T) {
	dir := corpus(t)
	for _, tt := range []struct{ file, ha, re string }{
		{"02-parser-tests/rooklift-sgf/3handicap.gib", "3", "B+4"},
		{"02-parser-tests/katrain/test.gib", "", "W+T"},
		{"02-parser-tests/rooklift-sgf/3handicap.ngf", "3", "B+34"},
		{"02-parser-tests/katrain/handicap2.ngf", "2", "W+R"},
	} {
		data, err := os.ReadFile(filepath.Join(dir, tt.file))
		if err != nil {
			t.Fatal(err)
		}
		c, _, err := Import(tt.file, data)
		if err != nil {
			t.Errorf("%s: %v", tt.file, err)
			continue
		}
		root := c.Games[0]
		tr, err := NewTree(root)
		if err != nil {
			t.Fatal(err)
		}
		if bad := tr.Check(); len(bad) > 0 || len(root.MainLine()) < 100 {
			t.Errorf("%s: %d moves, %d illegal", tt.file, len(root.MainLine())-1, len(bad))
		}
		if root.Text("HA") != tt.ha || root.Result() != tt.re || root.CheckHandicap() != nil {
			t.Errorf("%s: HA %q RE %q, want %q %q", tt.file, root.Text("HA"), root.Result(), tt.ha, tt.re)
		}
	}
}

// FuzzImport checks that no input makes a reader panic, that errors are
// *FormatError (or *SyntaxError from SGF), and that whatever is read is saved
// as SGF that reads back the same and replays.
func FuzzImport(f *testing.F) {
	names := []string{"x.gib", "x.ngf", "x.ugf", "x"}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.*"))
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		fm, _ := FormatOf(file)
		f.Add(uint8(fm)-1, data)
		f.Add(uint8(3), data)
	}
	f.Add(uint8(0), []byte("STO 0 1 1 18 18\nSTO 0 2 2 -1 0\n"))
	f.Add(uint8(2), []byte("[Header]\nSize=2\n[Data]\nZZ,B1,1,0\nAB,W2,0,0\n"))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		name := names[int(which)%len(names)]
		c, _, err := Import(name, data)
		if err != nil {
			var fe *FormatError
			var se *SyntaxError
			if !errors.As(err, &fe) && !errors.As(err, &se) {
				t.Fatalf("error %v is neither a *FormatError nor a *SyntaxError", err)
			}
			return
		}
		if err := roundTrip(c); err != nil {
			t.Fatalf("round trip: %v\n%s", err, Marshal(c.Games...))
		}
		for _, g := range c.Games {
			if tr, err := NewTree(g); err == nil {
				tr.Check()
			}
		}
	})
}
