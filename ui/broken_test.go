package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
)

// dialogText returns the texts of the labels of the top dialog of w, or
// "" when none is shown.
func dialogText(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var texts []string
	walkObjects(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	})
	return strings.Join(texts, "\n")
}

// backups returns the copies kept of the file at path.
func backups(t *testing.T, path string) []string {
	t.Helper()
	list, err := filepath.Glob(path + ".broken*")
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// checkKept checks that the file at path, which held data, was kept as one
// copy beside it, and returns the copy's path.
func checkKept(t *testing.T, path string, data []byte) string {
	t.Helper()
	list := backups(t, path)
	if len(list) != 1 {
		t.Fatalf("copies of %s: %v, want one", filepath.Base(path), list)
	}
	if !strings.HasPrefix(list[0], path+".broken-") {
		t.Errorf("copy %s, want %s.broken-YYYYMMDD-HHMMSS", list[0], path)
	}
	got, err := os.ReadFile(list[0])
	if err != nil || !bytes.Equal(got, data) {
		t.Errorf("the copy holds %q (%v), want %q", got, err, data)
	}
	return list[0]
}

// truncatedPreferences is a preferences file cut short by a crash.
const truncatedPreferences = `{"recent.files":["/home/go/a.sgf","/home/go/b.sgf"],"board.size":19,"lessons.of`

// TestCheckPreferences: a preferences file Fyne cannot read is copied
// beside itself and removed before Fyne loads it, an earlier copy is never
// overwritten, and the user is told where the copy is; a readable one is
// left alone.
func TestCheckPreferences(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		unreadable bool
	}{
		{"truncated", truncatedPreferences, true},
		{"mixed list", `{"recent.files":["a.sgf",1]}`, true}, // Fyne panics on it
		{"list of null first", `{"x":[null,1]}`, false},
		{"not an object", `[1,2]`, true},
		{"zeros", "\x00\x00\x00\x00", true},
		{"readable", `{"recent.files":["a.sgf"],"board.size":19}`, false},
		{"trailing text", `{"board.size":19}` + "\nxx", false}, // Fyne reads the first value
		{"null", `null`, false},
		{"empty", "", false},
		{"spaces", " \n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "preferences.json")
			if err := os.WriteFile(path, []byte(tc.data), 0o600); err != nil {
				t.Fatal(err)
			}
			u := CheckPreferences(path)
			if !tc.unreadable {
				if u != nil {
					t.Fatalf("unreadable: %+v", u)
				}
				if got, err := os.ReadFile(path); err != nil || string(got) != tc.data {
					t.Errorf("the file now holds %q (%v)", got, err)
				}
				return
			}
			if u == nil {
				t.Fatal("found readable")
			}
			backup := checkKept(t, path, []byte(tc.data))
			if u.Backup != backup || u.Err == nil {
				t.Errorf("told of %+v, copy %s", u, backup)
			}
			if _, err := os.Stat(path); !os.IsNotExist(err) {
				t.Errorf("the unreadable file is still there for Fyne (%v)", err)
			}
		})
	}

	// A second unreadable file in the same second gets a copy of its own.
	path := filepath.Join(t.TempDir(), "preferences.json")
	for i, data := range []string{truncatedPreferences, `{"board.size":`} {
		if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		if u := CheckPreferences(path); u == nil || u.Backup == "" {
			t.Fatalf("file %d: %+v", i, u)
		}
	}
	list := backups(t, path)
	if len(list) != 2 {
		t.Fatalf("copies %v, want two", list)
	}
	seen := map[string]bool{}
	for _, b := range list {
		data, _ := os.ReadFile(b)
		seen[string(data)] = true
	}
	if !seen[truncatedPreferences] || !seen[`{"board.size":`] {
		t.Errorf("an earlier copy was overwritten: %v", seen)
	}

	// What the user sees once the window is up.
	if err := os.WriteFile(path, []byte(truncatedPreferences), 0o600); err != nil {
		t.Fatal(err)
	}
	u := CheckPreferences(path)
	c, w := attached(t, Deps{})
	c.Tell(u)
	if got := dialogText(w); !strings.Contains(got, "preferences") || !strings.Contains(got, u.Backup) {
		t.Errorf("the dialog says %q, want the preferences and %s", got, u.Backup)
	}
}

// TestUnreadableAutosaveIsKeptAndTold: an autosave that cannot be read is
// not dropped without a word: a copy is kept beside it, the user is told
// where, and the next autosave does not touch the copy.
func TestUnreadableAutosaveIsKeptAndTold(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave", "game.sgf")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	broken := []byte("\x00\x00\x00\x00\x00\x00\x00\x00") // a crash left zeros
	if err := os.WriteFile(path, broken, 0o600); err != nil {
		t.Fatal(err)
	}
	c, w := attached(t, Deps{Autosave: path})
	c.OfferRestore()
	backup := checkKept(t, path, broken)
	if got := dialogText(w); !strings.Contains(got, backup) || !strings.Contains(got, "automatically") {
		t.Errorf("the dialog says %q, want the autosave and %s", got, backup)
	}
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 2, 2) // autosaved over the unreadable file
	if _, u := loadAutosave(path, engine.Japanese(), time.Now()); u != nil {
		t.Errorf("the new autosave: %+v", u)
	}
	checkKept(t, path, broken)
}

// TestUnreadableProgressIsKeptAndTold: a problems' progress file that
// cannot be read is kept beside itself under a name of its own, the user
// is told where, and the progress starts afresh.
func TestUnreadableProgressIsKeptAndTold(t *testing.T) {
	path := filepath.Join(t.TempDir(), "problems", "progress.json")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	broken := []byte(`{"/home/go/problems": {"p1.sgf": {"result": "solved", "attem`)
	if err := os.WriteFile(path, broken, 0o600); err != nil {
		t.Fatal(err)
	}
	c, w := attached(t, Deps{Progress: path})
	store := c.progressStore()
	backup := checkKept(t, path, broken)
	if got := dialogText(w); !strings.Contains(got, backup) || !strings.Contains(got, "progress") {
		t.Errorf("the dialog says %q, want the progress and %s", got, backup)
	}
	store.record("set", "p1.sgf", true, time.Second, true)
	if s, u := loadProgress(path, time.Now()); u != nil || s.get("set", "p1.sgf").Result != resultSolved {
		t.Errorf("the progress saved afresh: %+v, %+v", s.get("set", "p1.sgf"), u)
	}
	checkKept(t, path, broken)
}
