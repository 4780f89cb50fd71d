package sgf

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestCheckHandicap(t *testing.T) {
	for _, tt := range []struct {
		sgf string
		ok  bool
	}{
		{"(;GM[1]SZ[19]HA[3])", false},
		{"(;GM[1]SZ[19]HA[2]AB[dd][pp];W[qd])", true},
		{"(;GM[1]SZ[19]HA[2];AB[dd][pp];W[qd])", true},
		{"(;GM[1]SZ[19]HA[2]AB[dd];W[qd];AB[pp])", false},
		{"(;GM[1]SZ[19]HA[4]AB[dd:ee])", true},
		{"(;GM[1]SZ[19]HA[1];B[pd])", true},
		{"(;GM[1]SZ[19]HA[对子];B[pd])", true},
	} {
		c, err := ParseString(tt.sgf)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Games[0].CheckHandicap(); (err == nil) != tt.ok {
			t.Errorf("%s: %v, want ok=%v", tt.sgf, err, tt.ok)
		}
	}
}

func TestCheckHandicapCorpus(t *testing.T) {
	dir := corpus(t)
	for _, tt := range []struct {
		file string
		ok   bool
	}{
		{"02-parser-tests/littlego/Illegal games/not-enough-handicap-stones.sgf", false},
		{"02-parser-tests/rooklift-sgf/9handicap.sgf", true},
		{"02-parser-tests/katrain/fox sgf error.sgf", true},
	} {
		data, err := os.ReadFile(filepath.Join(dir, tt.file))
		if err != nil {
			t.Fatal(err)
		}
		c, err := Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		err = c.Games[0].CheckHandicap()
		if (err == nil) != tt.ok {
			t.Errorf("%s: %v, want ok=%v", tt.file, err, tt.ok)
		}
		var he *HandicapError
		if err != nil && (!errors.As(err, &he) || he.Declared != 3 || he.Placed != 0) {
			t.Errorf("%s: %#v, want HA 3 with 0 placed", tt.file, err)
		}
	}
}
