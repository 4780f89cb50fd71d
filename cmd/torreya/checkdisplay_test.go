//go:build linux || freebsd || openbsd || netbsd

package main

import (
	"strings"
	"testing"
)

func TestCheckDisplayExplains(t *testing.T) {
	t.Setenv("WAYLAND_DISPLAY", "")
	for _, tt := range []struct{ display, want string }{
		{"", "DISPLAY is not set"},
		{"nonsense", "not a display name"},
		{":x", "not a display name"},
		{":4242", "cannot reach the X display :4242"},
	} {
		t.Setenv("DISPLAY", tt.display)
		err := checkDisplay()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("DISPLAY=%q: %v, want an error saying %q", tt.display, err, tt.want)
		}
	}
	t.Setenv("WAYLAND_DISPLAY", "wayland-0")
	if err := checkDisplay(); err != nil {
		t.Errorf("with Wayland: %v", err)
	}
}
