package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// locales are a system locale for each language the program ships.
var locales = map[string]string{
	"hu": "hu_HU.UTF-8", "ja": "ja_JP.UTF-8", "ko": "ko_KR.UTF-8", "zh-Hans": "zh_CN.UTF-8",
	"zh-Hant": "zh_TW.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8", "es": "es_ES.UTF-8",
}

// titleIn returns the window title of a new game in language l, from its
// translation file.
func titleIn(t *testing.T, l string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "assets", "translations", l+".json"))
	if err != nil {
		t.Fatal(err)
	}
	// Counted words are plural entries (objects); "New game" is a string.
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	var title string
	if err := json.Unmarshal(m["New game"], &title); err != nil {
		t.Fatalf("%s: New game: %v", l, err)
	}
	return title + " — Torreya"
}

// windowTitle waits for the program's window and returns its title.
func windowTitle(t *testing.T, r *running) string {
	t.Helper()
	win := findWindow(t, r)
	time.Sleep(1500 * time.Millisecond)
	out, err := exec.Command("xdotool", "getwindowname", win).Output()
	if err != nil {
		t.Fatalf("xdotool: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// TestDisplayLanguages starts the program under each shipped language's
// system locale, and once with the language chosen in the preferences
// against the system's: the window speaks the language (its title says
// "New game" in it).
func TestDisplayLanguages(t *testing.T) {
	needDisplay(t)
	bin := buildProgram(t)
	for l, loc := range locales {
		if _, err := os.Stat(filepath.Join("..", "..", "assets", "translations", l+".json")); err != nil {
			t.Errorf("%s is not shipped", l)
			continue
		}
		t.Run(l, func(t *testing.T) {
			r := startProgram(t, bin, loc)
			if got, want := windowTitle(t, r), titleIn(t, l); got != want {
				t.Errorf("under %s the title is %q, want %q", loc, got, want)
			}
		})
	}
	t.Run("preference", func(t *testing.T) {
		home := t.TempDir()
		prefs := filepath.Join(home, ".config", "fyne", appID)
		if err := os.MkdirAll(prefs, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(prefs, "preferences.json"), []byte(`{"language":"zh-Hant"}`), 0o644); err != nil {
			t.Fatal(err)
		}
		r := startProgramIn(t, bin, "de_DE.UTF-8", home)
		if got, want := windowTitle(t, r), titleIn(t, "zh-Hant"); got != want {
			t.Errorf("with Traditional Chinese chosen on a German system the title is %q, want %q", got, want)
		}
	})
}
