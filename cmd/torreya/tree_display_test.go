package main

import (
	"image"
	"math"
	"path/filepath"
	"testing"
	"time"
)

// accentPixels counts the pixels of window win in the theme's accent blue,
// the colour of the game tree's path and current node, left of x = limit
// (the side panel, right of it, has none of that blue).
func accentPixels(t *testing.T, win string, limit int) int {
	t.Helper()
	return colourPixelsIn(t, win, image.Rect(0, 0, limit, math.MaxInt32), isAccent)
}

// isAccent reports whether a pixel is a strong blue.
func isAccent(r, g, b uint32) bool { return b > 200 && r < 90 && g > 80 && g < 160 }

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
		xdo(t, append([]string{"mousemove", "--window", win, "900", "300"}, keys...)...)
	}
	move("key", "Right", "key", "Right") // a few moves in: a path to draw
	before := accentPixels(t, win, 730)
	move("key", "ctrl+t")
	after := accentPixels(t, win, 730)
	if after-before < 100 {
		t.Fatalf("after Ctrl+T the window has %d accent pixels left of the side panel, %d before: no tree drawn", after, before)
	}
	move()
	quit(t, r)
	// The next start remembers the tree.
	r = startProgramIn(t, bin, "C.UTF-8", home, record)
	win = findWindow(t, r)
	time.Sleep(2 * time.Second)
	if n := accentPixels(t, win, 730); n < 100 {
		t.Errorf("after a restart the window has %d accent pixels: the tree is not shown again", n)
	}
}
