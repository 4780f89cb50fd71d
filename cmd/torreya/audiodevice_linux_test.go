package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestAudioDevice(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files []string
		env   map[string]string
		want  bool
	}{
		{"nothing", nil, nil, false},
		{"a card that only records", []string{"dev/snd/pcmC0D0c", "dev/snd/controlC0"}, nil, false},
		{"a playback device", []string{"dev/snd/pcmC0D0c", "dev/snd/pcmC1D3p"}, nil, true},
		{"PulseAudio", []string{"run/user/1000/pulse/native"}, map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, true},
		{"PipeWire", []string{"run/user/1000/pipewire-0"}, map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, true},
		{"another user's server", []string{"run/user/1000/pulse/native"}, map[string]string{"XDG_RUNTIME_DIR": "/run/user/1001"}, false},
		{"a server named", nil, map[string]string{"PULSE_SERVER": "tcp:localhost"}, true},
	} {
		root := t.TempDir()
		for _, f := range tc.files {
			path := filepath.Join(root, f)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if got := audioDevice(root, func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%s: audioDevice = %v, want %v", tc.name, got, tc.want)
		}
	}
}
