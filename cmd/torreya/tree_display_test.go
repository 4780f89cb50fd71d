package main

import (
	"bytes"
	"image"
	"image/png"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// accentPixels counts the pixels of window win in the theme's accent blue,
// the colour of the game tree's path and current node, left of x = limit
// (the side panel, right of it, has none of that blue).
func accentPixels(t *testing.T, win string, limit int) int {
	t.Helper()
	out, err := exec.Command("import", "-window", win, "png:-").Output()
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < min(b.Max.X, limit); x++ {
			if isAccent(img, x, y) {
				n++
			}
		}
	}
	return n
}

// isAccent reports whether the pixel at (x, y) is a strong blue.
func isAccent(img image.Image, x, y int) bool {
	r, g, b, _ := img.At(x, y).RGBA()
	r, g, b = r>>8, g>>8, b>>8
	return b > 200 && r < 90 && g > 80 && g < 160
}

// TestDisplayGameTree shows the game tree in the real window with Ctrl+T:
// it is drawn beside the board, and the next start shows it again.
func TestDisplayGameTree(t *testing.T) {
	needDisplay(t)
	record, err := filepath.Abs(filepath.Join("testdata", "game9.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	bin, home := buildProgram(t), t.TempDir()
	r := startProgramIn(t, bin, "C.UTF-8", home, record)
	win := findWindow(t, r)
	time.Sleep(2 * time.Second) // the file loads and the window draws
	move := func(keys ...string) {
		t.Helper()
		args := append([]string{"mousemove", "--window", win, "900", "300"}, keys...)
		if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
			t.Fatalf("xdotool: %v %s", err, out)
		}
		time.Sleep(1500 * time.Millisecond)
	}
	move("key", "Right", "key", "Right") // a few moves in: a path to draw
	before := accentPixels(t, win, 730)
	move("key", "ctrl+t")
	after := accentPixels(t, win, 730)
	if after-before < 100 {
		t.Fatalf("after Ctrl+T the window has %d accent pixels left of the side panel, %d before: no tree drawn", after, before)
	}
	move("key", "ctrl+q")
	select {
	case <-r.done:
	case <-time.After(30 * time.Second):
		t.Fatalf("the program did not quit; stderr:\n%s", r.stderr)
	}
	// The next start remembers the tree.
	r = startProgramIn(t, bin, "C.UTF-8", home, record)
	win = findWindow(t, r)
	time.Sleep(2 * time.Second)
	if n := accentPixels(t, win, 730); n < 100 {
		t.Errorf("after a restart the window has %d accent pixels: the tree is not shown again", n)
	}
}
