package gtp

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// filler is n bytes of b, read without ever holding them all.
type filler struct {
	b byte
	n int
}

func (f *filler) Read(p []byte) (int, error) {
	if f.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), f.n)
	for i := range p[:k] {
		p[i] = f.b
	}
	f.n -= k
	return k, nil
}

// TestServeLongLine: a line of any length gets a failure reply, with its
// id when it starts with one, and the server goes on; what it reads of
// the line is bounded, so a 50 MiB line costs no more memory than a 2 MiB
// one.
func TestServeLongLine(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start string
		n     int
		b     byte
		want  string // the reply to the long line, "" for none
	}{
		{"just over the limit", "3 play b ", maxLine - len("3 play b ") + 1, 'x', "?3 line too long"},
		{"at the limit", "3 known_command ", maxLine - len("3 known_command "), 'x', "=3 false"},
		{"5 MiB", "12 boardsize ", 5 << 20, '9', "?12 line too long"},
		{"50 MiB without an id", "set_free_handicap", 50 << 20, ' ', "? line too long"},
		{"5 MiB of digits", "", 5 << 20, '7', "? line too long"},
		{"a comment of 5 MiB", "# ", 5 << 20, 'c', ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := io.MultiReader(strings.NewReader("1 name\n"+tc.start), &filler{tc.b, tc.n},
				strings.NewReader("\r\n2 boardsize 9\n4 play b E5\n5 list_stones black"))
			var out bytes.Buffer
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			start := time.Now()
			err := NewServer(ai.NewRandom(1), engine.Chinese()).Serve(in, &out)
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatalf("Serve: %v", err)
			}
			want := "=1 Torreya\n\n"
			if tc.want != "" {
				want += tc.want
			}
			got := out.String()
			if !strings.HasPrefix(got, want) {
				t.Errorf("replies begin %q, want %q", got[:min(len(got), 80)], want)
			}
			if !strings.HasSuffix(got, "=2 \n\n=4 \n\n=5 E5\n\n") {
				t.Errorf("the server did not go on after the long line: replies end %q", got[max(0, len(got)-80):])
			}
			if strings.Count(got, "\n\n") != 4+min(len(tc.want), 1) {
				t.Errorf("%d replies, want one a command:\n%.300s", strings.Count(got, "\n\n"), got)
			}
			// Allocation is the line limit, twice over for the string and
			// the cleaning, whatever the length of the line.
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8*maxLine {
				t.Errorf("a line of %d bytes allocated %d bytes", len(tc.start)+tc.n, alloc)
			}
			t.Logf("%d bytes in %v", len(tc.start)+tc.n, took)
		})
	}
}

// TestLineReader: line ends and the end of input, as bufio.ScanLines reads
// them, and lines at and over the limit.
func TestLineReader(t *testing.T) {
	long := strings.Repeat("x", maxLine)
	for _, tc := range []struct {
		in   string
		want []inputLine
	}{
		{"", nil},
		{"\n", []inputLine{{"", false}}},
		{"a\r\nb\n\nc", []inputLine{{"a", false}, {"b", false}, {"", false}, {"c", false}}},
		{"a\rb\n", []inputLine{{"a\rb", false}}},
		{long + "\r\nz", []inputLine{{long, false}, {"z", false}}},
		{long + "y\nz\n", []inputLine{{long, true}, {"z", false}}},
		{long + long + "\n", []inputLine{{long, true}}},
		{long + "yy", []inputLine{{long, true}}},
	} {
		lr := newLineReader(strings.NewReader(tc.in))
		var got []inputLine
		for l, ok := lr.next(); ok; l, ok = lr.next() {
			got = append(got, l)
		}
		if len(got) != len(tc.want) {
			t.Errorf("%.20q: %d lines, want %d", tc.in, len(got), len(tc.want))
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%.20q: line %d is %.20q (long %v), want %.20q (long %v)", tc.in, i, got[i].text, got[i].long, tc.want[i].text, tc.want[i].long)
			}
		}
		if lr.err != nil {
			t.Errorf("%.20q: %v", tc.in, lr.err)
		}
	}
}

// clockPlayer is a random player that keeps the clocks it is given.
type clockPlayer struct {
	*ai.Random
	clocks []ai.Clock
}

func (p *clockPlayer) SetClock(c engine.Color, clk ai.Clock) { p.clocks = append(p.clocks, clk) }

// TestServerRefuses: malformed commands and values out of range get a "?"
// reply that says what is wrong, leave the server's state as it was, and
// the server goes on. Each line is answered in turn, so a reply that
// went missing or came twice shows as a mismatch.
func TestServerRefuses(t *testing.T) {
	const id = "an id is an integer from 0 to 2147483647"
	tests := []struct{ cmd, want string }{
		{"boardsize 9", "= "},
		{"komi 6.5", "= "},
		{"time_settings 600 30 5", "= "},
		// Ids are GTP integers: from 0 to 2^31-1, without a sign.
		{"-5 name", `? invalid id "-5": ` + id},
		{"-0 name", `? invalid id "-0": ` + id},
		{"+3 name", `? invalid id "+3": ` + id},
		{"2147483648 name", `? invalid id "2147483648": ` + id},
		{"99999999999999999999999 name", `? invalid id "99999999999999999999999": ` + id},
		{"2147483647 name", "=2147483647 Torreya"},
		{"007 name", "=007 Torreya"},
		{"1", "?1 missing command"},
		{"\x01\x02name\x7f", "= Torreya"},
		{"5 na\x00me", "=5 Torreya"},
		{"NAME", "? unknown command"},
		// Komi: a finite decimal number within MaxKomi.
		{"komi NaN", "? komi not a float"},
		{"komi Inf", "? komi not a float"},
		{"komi -Inf", "? komi not a float"},
		{"komi infinity", "? komi not a float"},
		{"komi 0x1p4", "? komi not a float"},
		{"komi 1_000", "? komi not a float"},
		{"komi 1e400", "? komi not a float"},
		{"komi", "? komi not a float"},
		{"komi 6 5", "? komi not a float"},
		{"komi 1e308", "? komi 1e308 not accepted: want points from -625 to 625, in hundredths at most"},
		{"komi -625.5", "? komi -625.5 not accepted: want points from -625 to 625, in hundredths at most"},
		{"komi 1e-320", "? komi 1e-320 not accepted: want points from -625 to 625, in hundredths at most"},
		{"komi 1" + strings.Repeat("0", 37) + "é", "? komi not a float"},
		{"time_left b 10 " + strings.Repeat("7", 39) + "éé", `? syntax error: stones left "` + strings.Repeat("7", 39) + `..." is not an integer`},
		{"komi 6.125", "? komi 6.125 not accepted: want points from -625 to 625, in hundredths at most"},
		{"komi 0.07", "= "},
		{"komi -625", "= "},
		{"komi 6.5", "= "},
		{"final_score", "= W+6.5"},
		{"printsgf", "=\n(;FF[4]CA[UTF-8]GM[1]AP[Torreya]SZ[9]KM[6.5])"},
		// Times and stones within GTP's integers, so that no clock
		// overflows a time.Duration.
		{"time_settings 1e300 0 0", "? main time 1e300 out of range: from 0 to 2147483647 seconds"},
		{"time_settings 0 1e18 5", "? byo-yomi time 1e18 out of range: from 0 to 2147483647 seconds"},
		{"time_settings NaN 0 0", `? syntax error: main time "NaN" is not a number of seconds`},
		{"time_settings 10 Inf 1", `? syntax error: byo-yomi time "Inf" is not a number of seconds`},
		{"time_settings -1 0 0", "? main time -1 out of range: from 0 to 2147483647 seconds"},
		{"time_settings 10 10 -1", "? byo-yomi stones -1 out of range: from 0 to 2147483647"},
		{"time_settings 10 10 9999999999", "? byo-yomi stones 9999999999 out of range: from 0 to 2147483647"},
		{"time_settings 10 10 1.5", `? syntax error: byo-yomi stones "1.5" is not an integer`},
		{"time_settings 10 10", "? syntax error: time_settings wants main time, byo-yomi time and byo-yomi stones"},
		{"time_left b 1e300 0", "? time left 1e300 out of range: from 0 to 2147483647 seconds"},
		{"time_left b NaN 0", `? syntax error: time left "NaN" is not a number of seconds`},
		{"time_left b 10 -5", "? stones left -5 out of range: from 0 to 2147483647"},
		{"time_left purple 10 0", "? invalid color"},
		{"time_left b 10", "? syntax error: time_left wants a color, the time left and the stones left"},
		// Other malformed commands.
		{"boardsize", "? boardsize not an integer"},
		{"boardsize 0", "? unacceptable size"},
		{"boardsize 26", "? unacceptable size"},
		{"boardsize 99999999999999999999", "? boardsize not an integer"},
		{"boardsize 9.5", "? boardsize not an integer"},
		{"play", "? invalid color or coordinate"},
		{"play b", "? invalid color or coordinate"},
		{"play b zz99", "? invalid color or coordinate"},
		{"play b A0", "? invalid color or coordinate"},
		{"play b J10", "? invalid color or coordinate"},
		{"play b I5", "? invalid color or coordinate"},
		{"play purple D4", "? invalid color or coordinate"},
		{"play b resign", "? invalid color or coordinate"},
		{"play b D4 D5", "? invalid color or coordinate"},
		{"genmove", "? invalid color"},
		{"genmove purple", "? invalid color"},
		{"genmove b w", "? invalid color"},
		{"fixed_handicap 1", "? invalid handicap"},
		{"fixed_handicap 99999999999999999999", "? handicap not an integer"},
		{"place_free_handicap 1000", "? invalid handicap"},
		{"set_free_handicap D4 D4", "? repeated vertex"},
		{"set_free_handicap D4 zz1", "? invalid coordinate"},
		{"final_status_list bogus", "? invalid status"},
		{"kgs-rules bogus", "? unknown rules"},
		{"undo", "? cannot undo"},
		{"captures purple", "? invalid color"},
		{"loadsgf", "? missing filename"},
		{"loadsgf /dev/zero", "? cannot open '/dev/zero': not a regular file"},
		{"loadsgf a b c", "? loadsgf wants a file name and at most a move number or vertex"},
		// The state is as the good commands left it.
		{"time_left w 100 0", "= "},
		{"time_left b -3 0", "= "},
		{"komi -0", "= "},
		{"printsgf", "=\n(;FF[4]CA[UTF-8]GM[1]AP[Torreya]SZ[9]KM[0])"},
		{"time_settings 2147483647 2147483647 2147483647", "= "},
		{"genmove b", "= "},
	}
	p := &clockPlayer{Random: ai.NewRandom(1)}
	srv := NewServer(p, engine.Chinese())
	var in strings.Builder
	for _, tc := range tests {
		in.WriteString(tc.cmd + "\n")
	}
	var out bytes.Buffer
	if err := srv.Serve(strings.NewReader(in.String()), &out); err != nil {
		t.Fatal(err)
	}
	replies := strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
	if len(replies) != len(tests) {
		t.Errorf("%d replies to %d commands", len(replies), len(tests))
	}
	for i, tc := range tests[:min(len(tests), len(replies))] {
		got := replies[i]
		if tc.cmd == "genmove b" {
			got = got[:2]
		}
		if got != tc.want {
			t.Errorf("%q: %q, want %q", tc.cmd, got, tc.want)
		}
	}
	if main, byo, stones, left, _ := srv.Clock(engine.White); main != maxInt || byo != maxInt || stones != maxInt || left != maxInt {
		t.Errorf("clock %v %v %v %v, want all 2147483647", main, byo, stones, left)
	}
	// The largest clock fits a time.Duration.
	if len(p.clocks) != 1 {
		t.Fatalf("%d clocks set, want 1", len(p.clocks))
	}
	want := time.Duration(maxInt) * time.Second
	if c := p.clocks[0]; c.Main != want || c.Byo != want || c.Left != want || c.ByoStones != maxInt {
		t.Errorf("the player's clock is %+v, want %v and %d stones", c, want, maxInt)
	}
}
