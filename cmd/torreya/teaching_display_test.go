package main

import (
	"image"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestDisplayFirstLesson starts the program from a fresh home as a newcomer
// does: the course is offered above the board, Start opens the first
// lesson, and the right move in its first task is praised in green.
func TestDisplayFirstLesson(t *testing.T) {
	needDisplay(t)
	bin := buildProgram(t)
	r := startProgram(t, bin, "C.UTF-8")
	win := findWindow(t, r)
	time.Sleep(2 * time.Second)
	// The default window (1040x760): Start at (610, 57); in the lesson the
	// 5x5 board's centre C3 at (370, 422); the feedback line in the bar.
	green := func() int {
		return colourPixelsIn(t, win, image.Rect(10, 105, 710, 165), func(r, g, b uint32) bool { return g > 200 && r < 120 && b < 120 })
	}
	xdo(t, "mousemove", "--window", win, "610", "57", "click", "1")
	if n := green(); n > 10 {
		t.Fatalf("%d green pixels in the lesson's feedback line before any move", n)
	}
	xdo(t, "mousemove", "--window", win, "370", "422", "click", "1")
	xdo(t, "mousemove", "--window", win, "900", "450")
	if n := green(); n < 40 {
		t.Errorf("after the right move the feedback line has %d green pixels: no praise", n)
	}
	quit(t, r)
}

// TestDisplayReview reviews the 9x9 test game in the real window: the graph
// under the board is drawn with the biggest losses as red dots.
func TestDisplayReview(t *testing.T) {
	needDisplay(t)
	record, err := filepath.Abs(filepath.Join("testdata", "game9.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	bin := buildProgram(t)
	r := startProgram(t, bin, "C.UTF-8", record)
	win := findWindow(t, r)
	time.Sleep(2 * time.Second)
	red := func() int {
		return colourPixelsIn(t, win, image.Rect(0, 560, 740, 720), func(r, g, b uint32) bool { return r > 200 && g < 80 && b < 80 })
	}
	before := red()
	if out, err := exec.Command("xdotool", "mousemove", "--window", win, "900", "400", "key", "ctrl+shift+r").CombinedOutput(); err != nil {
		t.Fatalf("xdotool: %v %s", err, out)
	}
	// The review reads 57 positions; wait for the dots, generously.
	deadline := time.Now().Add(90 * time.Second)
	for red()-before < 60 {
		if time.Now().After(deadline) {
			t.Fatalf("no red dots of mistakes in the review's graph after 90 s; stderr:\n%s", r.stderr)
		}
		time.Sleep(2 * time.Second)
	}
}
