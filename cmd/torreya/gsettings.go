package main

import (
	"os"
	"path/filepath"
)

// quietGSettings keeps GTK's file dialogs from filling the console with
// "dconf-WARNING **: failed to commit changes to dconf" when there is no
// D-Bus session (a bare X server, Xvfb, some remote sessions): dconf cannot
// store anything there, so GTK is told to keep its settings in memory. On a
// normal desktop, with a session bus, nothing changes. GTK picks the backend
// when a dialog first opens, which is after main starts.
func quietGSettings() {
	if needMemoryGSettings(os.Getenv) {
		// Setenv fails only on a malformed name; this one is a constant.
		_ = os.Setenv("GSETTINGS_BACKEND", "memory")
	}
}

// needMemoryGSettings reports whether no session bus can be found and no
// backend was chosen by the user.
func needMemoryGSettings(getenv func(string) string) bool {
	if getenv("GSETTINGS_BACKEND") != "" || getenv("DBUS_SESSION_BUS_ADDRESS") != "" {
		return false
	}
	if dir := getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "bus")); err == nil {
			return false // the systemd user bus, found without the variable
		}
	}
	return true
}
