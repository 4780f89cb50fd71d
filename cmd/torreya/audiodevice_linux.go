//go:build linux

package main

import (
	"os"
	"path/filepath"
)

// audioDevice tells whether this computer has somewhere to play sound,
// without opening anything: a sound server (PulseAudio, or PipeWire, which
// usually stands in for it) by its socket, or an ALSA playback device,
// /dev/snd/pcmC0D0p and the like. root is "/" but in tests; getenv reads
// the environment. Opening a device that is not there makes ALSA complain
// on the console, so the program asks first.
func audioDevice(root string, getenv func(string) string) bool {
	if getenv("PULSE_SERVER") != "" {
		return true
	}
	if run := getenv("XDG_RUNTIME_DIR"); run != "" {
		for _, sock := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(root, run, sock)); err == nil {
				return true
			}
		}
	}
	pcm, err := filepath.Glob(filepath.Join(root, "dev", "snd", "pcmC*D*p"))
	return err == nil && len(pcm) > 0
}
