package main

import (
	"bytes"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// capture returns the image of window win.
func capture(t *testing.T, win string) image.Image {
	t.Helper()
	out, err := exec.Command("import", "-window", win, "png:-").Output()
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// colourPixelsIn counts the pixels of window win inside r for which is
// says yes.
func colourPixelsIn(t *testing.T, win string, r image.Rectangle, is func(r, g, b uint32) bool) int {
	t.Helper()
	img := capture(t, win)
	r = r.Intersect(img.Bounds())
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if is(cr>>8, cg>>8, cb>>8) {
				n++
			}
		}
	}
	return n
}

// colourPixels counts the pixels of window win for which is says yes.
func colourPixels(t *testing.T, win string, is func(r, g, b uint32) bool) int {
	t.Helper()
	return colourPixelsIn(t, win, image.Rect(0, 0, math.MaxInt32, math.MaxInt32), is)
}

// xdo runs xdotool with args and gives the window time to answer.
func xdo(t *testing.T, args ...string) {
	t.Helper()
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		t.Fatalf("xdotool: %v %s", err, out)
	}
	time.Sleep(1500 * time.Millisecond)
}

// quit closes the program with Ctrl+Q and waits for it to end.
func quit(t *testing.T, r *running) {
	t.Helper()
	xdo(t, "key", "ctrl+q")
	select {
	case <-r.done:
	case <-time.After(30 * time.Second):
		t.Fatalf("the program did not quit; stderr:\n%s", r.stderr)
	}
}

// The verdict's colours on the board: the green ring and the red cross.
func isRightGreen(r, g, b uint32) bool { return g > 140 && r < 70 && b < 110 && b > 40 }
func isWrongRed(r, g, b uint32) bool   { return r > 190 && g < 70 && b < 70 }

// TestDisplayProblem solves the project's corner problem in the real
// window as a newcomer would: the file opens with the offer to solve it,
// Ctrl+Shift+P starts, a wrong move is answered and crossed in red, Ctrl+R
// tries again and the right move is ringed in green; the progress in the
// program's storage afterwards says failed (at the first try), two attempts.
func TestDisplayProblem(t *testing.T) {
	needDisplay(t)
	problem, err := filepath.Abs(filepath.Join("testdata", "problem19.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	bin, home := buildProgram(t), t.TempDir()
	r := startProgramIn(t, bin, "C.UTF-8", home, problem)
	win := findWindow(t, r)
	time.Sleep(2 * time.Second)
	// The default window (1040x760) shows the zoomed corner with B19 at
	// (228, 208) and C19 at (275, 208).
	xdo(t, "mousemove", "--window", win, "900", "400", "key", "ctrl+shift+p")
	red0, green0 := colourPixels(t, win, isWrongRed), colourPixels(t, win, isRightGreen)
	xdo(t, "mousemove", "--window", win, "275", "208", "click", "1")
	if red := colourPixels(t, win, isWrongRed); red-red0 < 150 {
		t.Errorf("after the wrong move C19 the window has %d red pixels, %d before: no red cross", red, red0)
	}
	xdo(t, "mousemove", "--window", win, "900", "400", "key", "ctrl+r")
	xdo(t, "mousemove", "--window", win, "228", "208", "click", "1")
	if green := colourPixels(t, win, isRightGreen); green-green0 < 150 {
		t.Errorf("after the right move B19 the window has %d green pixels, %d before: no green ring", green, green0)
	}
	xdo(t, "mousemove", "--window", win, "900", "400")
	quit(t, r)
	found := false
	_ = filepath.WalkDir(home, func(path string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == "progress.json" {
			data, _ := os.ReadFile(path)
			found = bytes.Contains(data, []byte(`"result": "failed"`)) && bytes.Contains(data, []byte(`"attempts": 2`))
		}
		return nil
	})
	if !found {
		t.Error("the progress file does not hold the problem failed at its first try, with its two attempts")
	}
}

// TestDisplayJoseki explores the project's small dictionary in the real
// window: Ctrl+Shift+J opens the explorer with the 4-4 point offered, and
// after Black's 4-4 in the top right the early 3-3 invasion is marked red.
func TestDisplayJoseki(t *testing.T) {
	needDisplay(t)
	dict, err := filepath.Abs(filepath.Join("testdata", "joseki19.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	bin := buildProgram(t)
	r := startProgram(t, bin, "C.UTF-8", dict)
	win := findWindow(t, r)
	time.Sleep(2 * time.Second)
	// The default window (1040x760) with the explorer's bar: Q16 at
	// (521, 250); the 3-3 point R17 at (546, 224).
	redAt := func() int {
		return colourPixelsIn(t, win, image.Rect(538, 216, 555, 233), func(r, g, b uint32) bool { return r > 150 && g < 90 && b < 90 })
	}
	xdo(t, "mousemove", "--window", win, "900", "400", "key", "ctrl+shift+j")
	if n := redAt(); n > 5 {
		t.Fatalf("%d red pixels at R17 before Black's 4-4", n)
	}
	xdo(t, "mousemove", "--window", win, "521", "250", "click", "1")
	xdo(t, "mousemove", "--window", win, "900", "400")
	if n := redAt(); n < 20 {
		t.Errorf("after Black's 4-4 R17 has %d red pixels: the early 3-3 invasion is not marked as a mistake", n)
	}
	quit(t, r)
}
