package gtp

import (
	"errors"
	"reflect"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
		err  bool
	}{
		{"/usr/games/gnugo --mode gtp --level 5", []string{"/usr/games/gnugo", "--mode", "gtp", "--level", "5"}, false},
		{`katago gtp -config "/home/me/My Configs/gtp.cfg"`, []string{"katago", "gtp", "-config", "/home/me/My Configs/gtp.cfg"}, false},
		{`pachi -t '=5000:15000' "a \"b\" c"`, []string{"pachi", "-t", "=5000:15000", `a "b" c`}, false},
		{`a\ b  c ''`, []string{"a b", "c", ""}, false},
		{"  ", nil, false},
		{`gnugo "--mode gtp`, nil, true},
		{`gnugo \`, nil, true},
	} {
		got, err := SplitCommand(tt.in)
		if (err != nil) != tt.err || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q: %q, %v; want %q (error %v)", tt.in, got, err, tt.want, tt.err)
		}
		if tt.err && !errors.Is(err, ErrUnclosedQuote) {
			t.Errorf("%q: %v, want ErrUnclosedQuote", tt.in, err)
		}
	}
}

// TestJoinCommand: what JoinCommand writes, SplitCommand reads back as the
// same arguments, and plain arguments stay unquoted.
func TestJoinCommand(t *testing.T) {
	for _, tt := range []struct {
		argv []string
		want string
	}{
		{[]string{"/usr/games/gnugo", "--mode", "gtp"}, "/usr/games/gnugo --mode gtp"},
		{[]string{"/opt/my engines/katago", "gtp", "-model", "/home/me/.katago/b18.bin.gz"},
			"'/opt/my engines/katago' gtp -model /home/me/.katago/b18.bin.gz"},
		{[]string{"leelaz", "--weights", "it's mine"}, `leelaz --weights 'it'\''s mine'`},
		{[]string{`C:\Go\katago.exe`, "", "a\tb\nc", `say "hi"`}, `'C:\Go\katago.exe' '' 'a	b
c' 'say "hi"'`},
		{[]string{"é ü", "=5000:15000"}, "'é ü' =5000:15000"},
		{[]string{"/opt/caf\xe9 go/gnugo"}, "'/opt/caf\xe9 go/gnugo'"}, // a file name need not be UTF-8
	} {
		got := JoinCommand(tt.argv)
		if got != tt.want {
			t.Errorf("JoinCommand(%q) = %s, want %s", tt.argv, got, tt.want)
		}
		back, err := SplitCommand(got)
		if err != nil || !reflect.DeepEqual(back, tt.argv) {
			t.Errorf("SplitCommand(%s) = %q, %v; want %q", got, back, err, tt.argv)
		}
	}
}

// FuzzJoinCommand: any arguments survive JoinCommand then SplitCommand.
func FuzzJoinCommand(f *testing.F) {
	f.Add("/opt/my engines/katago", "it's", `a\"b`)
	f.Add("", " ", "'")
	f.Fuzz(func(t *testing.T, a, b, c string) {
		argv := []string{a, b, c}
		back, err := SplitCommand(JoinCommand(argv))
		if err != nil || !reflect.DeepEqual(back, argv) {
			t.Errorf("%q: read back %q, %v", argv, back, err)
		}
	})
}
