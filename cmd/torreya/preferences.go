package main

import (
	"os"
	"path/filepath"
	"runtime"
)

// preferencesFile is where Fyne keeps the preferences of the app with ID
// id. Fyne does not say before it reads the file, so this follows its
// app/preferences_other.go and internal/app/config_*.go (v2.7); main checks
// the folder against the app's storage once the app exists.
func preferencesFile(id string) string {
	var root string
	switch runtime.GOOS {
	case "darwin":
		home, _ := os.UserHomeDir()
		root = filepath.Join(home, "Library", "Preferences")
	case "windows":
		home, _ := os.UserHomeDir()
		root = filepath.Join(home, "AppData", "Roaming")
	default:
		root, _ = os.UserConfigDir()
	}
	return filepath.Join(root, "fyne", id, "preferences.json")
}
