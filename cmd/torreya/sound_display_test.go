package main

import (
	"encoding/binary"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// loudest returns the largest sample in a file of 32-bit little-endian
// floats; 0 when it does not exist.
func loudest(path string) float64 {
	data, _ := os.ReadFile(path)
	peak := 0.0
	for i := 0; i+4 <= len(data); i += 4 {
		peak = max(peak, math.Abs(float64(math.Float32frombits(binary.LittleEndian.Uint32(data[i:])))))
	}
	return peak
}

// TestDisplayPlaysSounds runs the real program with a sound device: ALSA's
// default device made, by the home's .asoundrc, a file that keeps what is
// played. A step forward through a record is heard there (nothing before
// it), and the console stays quiet.
func TestDisplayPlaysSounds(t *testing.T) {
	needDisplay(t)
	home := t.TempDir()
	played := filepath.Join(home, "played.raw")
	conf := "pcm.!default {\n\ttype file\n\tslave.pcm \"null\"\n\tfile \"" + played + "\"\n\tformat \"raw\"\n}\n"
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	// This machine may have no sound card: name a sound server, so the
	// program looks no further and opens ALSA's default device.
	t.Setenv("PULSE_SERVER", "unix:/nonexistent/torreya")
	record, err := filepath.Abs(filepath.Join("testdata", "game9.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	r := startProgramIn(t, buildProgram(t), "C.UTF-8", home, record)
	win := findWindow(t, r)
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if name, err := exec.Command("xdotool", "getwindowname", win).Output(); err == nil && strings.Contains(string(name), "game9.sgf") {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	time.Sleep(time.Second)
	if p := loudest(played); p != 0 {
		t.Fatalf("a sound (peak %.2f) before any move", p)
	}
	// Without a window manager the keyboard goes to the window under the pointer.
	if out, err := exec.Command("xdotool", "mousemove", "--window", win, "900", "300", "key", "Right").CombinedOutput(); err != nil {
		t.Fatalf("xdotool: %v\n%s", err, out)
	}
	peak := 0.0
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline) && peak == 0; time.Sleep(200 * time.Millisecond) {
		peak = loudest(played)
	}
	if peak < 0.1 {
		t.Errorf("a step forward reached the device at a peak of %.3f, want a stone's click", peak)
	}
	if r.exited() {
		t.Fatalf("the program exited: %v; stderr:\n%s", r.cmd.ProcessState, r.stderr)
	}
	if s := r.stderr.String(); s != "" {
		t.Errorf("stderr is not empty:\n%s", s)
	}
}
