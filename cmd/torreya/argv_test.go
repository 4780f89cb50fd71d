package main

import (
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
		got, err := splitCommand(tt.in)
		if (err != nil) != tt.err || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q: %q, %v; want %q (error %v)", tt.in, got, err, tt.want, tt.err)
		}
	}
}
