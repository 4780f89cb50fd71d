package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestNeedMemoryGSettings(t *testing.T) {
	withBus := t.TempDir()
	if err := os.WriteFile(filepath.Join(withBus, "bus"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		env  map[string]string
		want bool
	}{
		{"no session bus", map[string]string{}, true},
		{"runtime dir without a bus", map[string]string{"XDG_RUNTIME_DIR": t.TempDir()}, true},
		{"session bus address", map[string]string{"DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"}, false},
		{"systemd user bus", map[string]string{"XDG_RUNTIME_DIR": withBus}, false},
		{"the user's own choice", map[string]string{"GSETTINGS_BACKEND": "dconf"}, false},
	} {
		got := needMemoryGSettings(func(k string) string { return tc.env[k] })
		if got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
