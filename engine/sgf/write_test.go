package sgf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestWriteLayout(t *testing.T) {
	_, c := shapes(t, "(;PB[x]SZ[9]FF[4]XX[kept \\] as read];C[hi]B[aa];W[bb](;B[cc];W[dd](;B[ee])(;B[ff];W[gg]))(;B[hh]))(;GM[1]CA[Big5])")
	want := `(;FF[4]CA[UTF-8]SZ[9]PB[x]XX[kept \] as read]
;B[aa]C[hi]
;W[bb]
(;B[cc]
 ;W[dd]
 (;B[ee])
 (;B[ff]
  ;W[gg]))
(;B[hh]))
(;CA[UTF-8]GM[1])
`
	if got := string(Marshal(c.Games...)); got != want {
		t.Errorf("wrote\n%s\nwant\n%s", got, want)
	}
	if err := roundTrip(c); err != nil {
		t.Error(err)
	}
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, c := shapes(t, "(;SZ[9];B[aa])")
	if err := WriteFile(path, c.Games...); err != nil {
		t.Fatal(err)
	}
	got, err := ReadFile(path)
	if err != nil || len(got.Games) != 1 || got.Games[0].Next().Value("B") != "aa" {
		t.Errorf("reread: %v", err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", fi.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
	// A failed save leaves the old file alone and no temporary file.
	if err := WriteFile(filepath.Join(dir, "missing", "x.sgf"), c.Games...); err == nil {
		t.Error("saving into a missing folder succeeded")
	}
	if b, _ := os.ReadFile(path); !strings.HasPrefix(string(b), "(;FF") && !strings.HasPrefix(string(b), "(;CA") {
		t.Errorf("file now %q", b)
	}
}

// TestWriteDataRemovesStaleTemps: a save removes the temporary files that
// killed saves of the same file left, and nothing else: not those of
// another file, not other names, not one young enough to be another
// save's in flight.
func TestWriteDataRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	old := time.Now().Add(-2 * time.Minute)
	files := []struct {
		name    string
		old     bool
		removed bool
	}{
		{".game.sgf.1234567.tmp", true, true},
		{".game.sgf.42.tmp", true, true},
		{".game.sgf.99.tmp", false, false},      // another save may be writing it
		{".game.sgf.12ab.tmp", true, false},     // not the pattern's digits
		{".game.sgf..tmp", true, false},         // no digits
		{".other.sgf.1234.tmp", true, false},    // another file's
		{".game.sgf.1234.tmp.bak", true, false}, // not .tmp
		{"game.sgf.1234.tmp", true, false},      // not hidden
		{"game.sgf.tmp", true, false},
	}
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		if err := os.WriteFile(p, []byte("(;B[aa]"), 0o644); err != nil {
			t.Fatal(err)
		}
		if f.old {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := WriteData(path, []byte("(;SZ[9])\n")); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		_, err := os.Stat(filepath.Join(dir, f.name))
		if gone := os.IsNotExist(err); gone != f.removed {
			t.Errorf("%s: removed %v, want %v", f.name, gone, f.removed)
		}
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "(;SZ[9])\n" {
		t.Errorf("the file holds %q (%v)", b, err)
	}
}
