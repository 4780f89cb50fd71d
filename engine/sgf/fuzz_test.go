package sgf

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks that no input makes the reader panic, that errors are
// *SyntaxError, and that whatever it accepts round-trips through the writer
// and replays without panicking. It reads with the limits the program
// uses (DefaultMaxNodes, DefaultMaxDepth), which the fuzzer's inputs, a
// few kilobytes, stay far below: smaller limits bought nothing, and hid
// the limits' own checks. TestParseAtLimits tries the largest inputs they
// let through. Seeds come from the corpus when present.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"(;FF[4]GM[1]SZ[19];B[pd];W[dp](;B[pp])(;B[dd]))",
		"(;SZ[19:13]KM[5 1/2]HA[对子]AB[aa:cc]AE[bb];B[tt];W[])",
		"junk(\r\nPB[x\\]y]pw[z]AddBlack[aa];B[aa]W[bb];)",
		"(;C[soft\\\nbreak\r\nhard]LB[pd:\\\\][aa:x\\:y];B[ab]",
		"(;CA[Shift_JIS]PB[\x83\x5c]PW[\x93\x7d];B[aa])",
		"(;PB[\xb1\xbe\xd2\xf2];W[cc])",
		"((;B[aa])(;W[bb]))()(B[ag])",
		"(;SZ[3]AB[ab]AW[ba][bb][ac];B[aa];W[aa])",
		"(;SZ[0]KM[1e308];B[aa])",
		"(;B[aa]\x01\x02;W\x03[bb])",
	} {
		f.Add([]byte(s))
	}
	if _, err := os.Stat(corpusDir); err == nil {
		for _, rel := range corpusFiles(f) {
			data, err := os.ReadFile(filepath.Join(corpusDir, rel))
			if err == nil && len(data) < 16<<10 {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkParse(t, data, true) })
}

// checkParse reads data as the program does and checks what FuzzParse
// checks; replay also replays every game it accepts.
func checkParse(t *testing.T, data []byte, replay bool) {
	t.Helper()
	c, err := Parse(data)
	if err != nil {
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Fatalf("error %v is not a *SyntaxError", err)
		}
		return
	}
	if err := roundTrip(c); err != nil {
		t.Fatalf("round trip: %v\n%.2000s", err, Marshal(c.Games...))
	}
	if !replay {
		return
	}
	for _, g := range c.Games {
		tr, err := NewTree(g)
		if err != nil {
			continue
		}
		tr.Check()
		line := g.MainLine()
		tr.GoTo(line[len(line)-1])
		tr.Board()
		tr.GoTo(line[len(line)/2])
		tr.Board()
		tr.ToPlay(tr.Current())
	}
}
