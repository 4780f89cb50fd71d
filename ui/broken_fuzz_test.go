package ui

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// fyneLoad loads preferences as Fyne 2.7 does (app/preferences.go:
// loadFromStorage and convertLists), panics included.
func fyneLoad(data []byte) error {
	values := map[string]any{}
	if err := json.NewDecoder(bytes.NewReader(data)).Decode(&values); err != nil {
		return err
	}
	for k, v := range values {
		if items, ok := v.([]any); ok && len(items) > 0 {
			switch items[0].(type) {
			case bool:
				bools := make([]bool, len(items))
				for i, item := range items {
					bools[i] = item.(bool)
				}
				values[k] = bools
			case float64:
				floats := make([]float64, len(items))
				for i, item := range items {
					floats[i] = item.(float64)
				}
				values[k] = floats
			case string:
				strs := make([]string, len(items))
				for i, item := range items {
					strs[i] = item.(string)
				}
				values[k] = strs
			}
		}
	}
	return nil
}

// checkUnreadable checks the way out for a file at path that held data and
// could not be read: a copy holding data, and a message naming it.
func checkUnreadable(t *testing.T, u *Unreadable, path string, data []byte) {
	t.Helper()
	if u.Backup == "" {
		t.Fatalf("no copy kept: %v", u.Err)
	}
	if got, err := os.ReadFile(u.Backup); err != nil || !bytes.Equal(got, data) {
		t.Fatalf("the copy holds %q (%v)", got, err)
	}
	if filepath.Dir(u.Backup) != filepath.Dir(path) {
		t.Fatalf("copy %s is not beside %s", u.Backup, path)
	}
	if msg := u.message(); !strings.Contains(msg, u.Backup) {
		t.Fatalf("the message %q does not name %s", msg, u.Backup)
	}
}

// FuzzCheckPreferences: whatever a preferences file holds, the check does
// not panic, and either Fyne reads the file, left as it was, or it is kept
// as a copy and the message names it.
func FuzzCheckPreferences(f *testing.F) {
	for _, s := range []string{
		`{"recent.files":["a.sgf","b.sgf"],"board.size":19,"lessons.offered":true}`,
		truncatedPreferences, `{"a":[1,"x"]}`, `{"a":[true,null]}`, `{"a":[[1],2]}`,
		`[1]`, `null`, `"x"`, ``, `{} {`, "\xff\xfe{}", `{"a":1e999}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "preferences.json")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		u := CheckPreferences(path)
		if u == nil {
			if len(bytes.TrimSpace(data)) > 0 {
				if err := fyneLoad(data); err != nil {
					t.Fatalf("passed, but Fyne cannot read it: %v", err)
				}
			}
			if got, err := os.ReadFile(path); err != nil || !bytes.Equal(got, data) {
				t.Fatalf("a readable file was changed: %q (%v)", got, err)
			}
			return
		}
		checkUnreadable(t, u, path, data)
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Fatalf("the unreadable file is still there (%v)", err)
		}
	})
}

// FuzzLoadAutosave: whatever the autosave holds, loading it does not panic,
// and either gives a game to offer, or nothing when the file holds no move,
// or keeps a copy and a message naming it.
func FuzzLoadAutosave(f *testing.F) {
	for _, s := range []string{
		"(;FF[4]CA[UTF-8]SZ[9]KM[6.5]\n;B[ee]\n;W[cc])\n", "(;SZ[19])", "(;SZ[9];B[ee];W[ee])",
		"(;FF[4]SZ[19];B[pd];W[dp]", "(;SZ[0];B[aa])", "(;SZ[99999];B[aa])", "(;SZ[5]AB[aa][ab][ba];W[bb])",
		"", "\x00\x00\x00", "garbage", "(;SZ[9](;B[aa])(;B[bb];W[aa]))",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "game.sgf")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		ld, u := loadAutosave(path, engine.Japanese(), time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC))
		switch {
		case ld != nil && u != nil:
			t.Fatal("a game and a failure")
		case ld != nil:
			if ld.tree == nil {
				t.Fatal("a game without a tree")
			}
		case u != nil:
			checkUnreadable(t, u, path, data)
		default:
			col, err := sgf.Parse(data)
			if err != nil || worthKeeping(col.Games[0]) {
				t.Fatalf("nothing offered and nothing said (%v)", err)
			}
		}
		if got, err := os.ReadFile(path); err != nil || !bytes.Equal(got, data) {
			t.Fatalf("the autosave was changed: %q (%v)", got, err)
		}
	})
}

// FuzzLoadProgress: whatever the progress file holds, loading it does not
// panic, and either reads it, left as it was, or keeps a copy, removes it
// and says so; the progress then records and saves.
func FuzzLoadProgress(f *testing.F) {
	for _, s := range []string{
		`{"/go/problems": {"p1.sgf": {"result": "solved", "attempts": 1, "seconds": 12.5, "last": "2025-01-02T03:04:05Z"}}}`,
		`{"k": {"n": null}}`, `{"k": null}`, `{"k": {"n": {"attempts": 9223372036854775807}}}`,
		`{"k": {"n": {"last": "yesterday"}}}`, `{"k": {"n": {"seconds": 1e308}}}`,
		`{"/go/problems": {"p1.sgf": {"result": "sol`, `null`, `[]`, ``, "\x00",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "progress.json")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		s, u := loadProgress(path, time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC))
		if u == nil {
			if got, err := os.ReadFile(path); err != nil || !bytes.Equal(got, data) {
				t.Fatalf("a readable file was changed: %q (%v)", got, err)
			}
		} else {
			checkUnreadable(t, u, path, data)
			if _, err := os.Stat(path); !os.IsNotExist(err) {
				t.Fatalf("the unreadable file is still there (%v)", err)
			}
		}
		for key, set := range s.sets {
			for name := range set {
				_ = s.get(key, name)
				s.record(key, name, false, time.Second, true)
			}
		}
		s.record("k", "new", true, time.Second, true)
		if s.err != nil {
			return // a sum of seconds grown to infinity cannot be written
		}
		again, u := loadProgress(path, time.Now())
		if u != nil || again.get("k", "new").Result != resultSolved {
			t.Fatalf("the saved progress reads back as %+v (%+v)", again.get("k", "new"), u)
		}
	})
}
