package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDisplayKeepsUnreadablePreferences starts the program on a
// preferences file a crash cut short: before Fyne reads it, and overwrites
// it, a copy is kept beside it, and the program starts and quits cleanly
// with preferences Fyne reads.
func TestDisplayKeepsUnreadablePreferences(t *testing.T) {
	needDisplay(t)
	home := t.TempDir()
	prefs := filepath.Join(home, ".config", "fyne", appID, "preferences.json")
	if got := withHome(t, home, func() string { return preferencesFile(appID) }); got != prefs {
		t.Fatalf("preferencesFile = %s, want %s", got, prefs)
	}
	if err := os.MkdirAll(filepath.Dir(prefs), 0o755); err != nil {
		t.Fatal(err)
	}
	truncated := `{"recent.files":["/home/go/a.sgf","/home/go/b.sgf"],"board.size":13,"lessons.of`
	if err := os.WriteFile(prefs, []byte(truncated), 0o644); err != nil {
		t.Fatal(err)
	}
	r := startProgramIn(t, buildProgram(t), "C.UTF-8", home)
	win := findWindow(t, r)
	kept, err := filepath.Glob(prefs + ".broken-*")
	if err != nil || len(kept) != 1 {
		t.Fatalf("copies %v (%v), want one", kept, err)
	}
	if data, err := os.ReadFile(kept[0]); err != nil || string(data) != truncated {
		t.Errorf("the copy holds %q (%v)", data, err)
	}
	xdo(t, "mousemove", "--window", win, "900", "300")
	quit(t, r)
	data, err := os.ReadFile(prefs)
	var values map[string]any
	if err != nil || json.Unmarshal(data, &values) != nil {
		t.Errorf("the preferences after the session: %q (%v)", data, err)
	}
	if s := r.stderr.String(); strings.Contains(s, "Preferences") {
		t.Errorf("Fyne complained:\n%s", s)
	}
}

// withHome runs f with the home and configuration folders at home.
func withHome(t *testing.T, home string, f func() string) string {
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	return f()
}
