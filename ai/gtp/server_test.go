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
