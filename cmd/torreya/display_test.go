package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The display tests start the real program on the X display in $DISPLAY
// (make test-display runs them under Xvfb). They are skipped unless
// TORREYA_DISPLAY_TESTS=1.

// lockedBuffer collects a child's output while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// running is a started copy of the program.
type running struct {
	cmd            *exec.Cmd
	stdout, stderr *lockedBuffer
	done           chan struct{} // closed when the process has exited
	home           string
}

func (r *running) exited() bool {
	select {
	case <-r.done:
		return true
	default:
		return false
	}
}

func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("TORREYA_DISPLAY_TESTS") != "1" {
		t.Skip("set TORREYA_DISPLAY_TESTS=1 and DISPLAY to run the real program")
	}
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("TORREYA_DISPLAY_TESTS=1 but DISPLAY is not set")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is needed to find the window:", err)
	}
}

// buildProgram compiles the program into a temporary folder.
func buildProgram(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "torreya")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// startProgram runs bin with args, LANG=locale and a private home, so the user's
// preferences and autosave are neither read nor touched.
func startProgram(t *testing.T, bin, locale string, args ...string) *running {
	t.Helper()
	return startProgramIn(t, bin, locale, t.TempDir(), args...)
}

// startProgramIn is startProgram with home as the home folder, so a second
// start finds the first one's preferences.
func startProgramIn(t *testing.T, bin, locale, home string, args ...string) *running {
	t.Helper()
	r := &running{stdout: &lockedBuffer{}, stderr: &lockedBuffer{}, done: make(chan struct{}), home: home}
	r.cmd = exec.Command(bin, args...)
	r.cmd.Env = append(os.Environ(), "LANG="+locale, "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=", "HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "XDG_DATA_HOME="+filepath.Join(home, ".local", "share"))
	r.cmd.Stdout, r.cmd.Stderr = r.stdout, r.stderr
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		_ = r.cmd.Wait() // the exit status is read through ProcessState
		close(r.done)
	}()
	t.Cleanup(func() {
		if !r.exited() {
			_ = r.cmd.Process.Kill() // it may exit between the check and the kill
		}
		<-r.done
	})
	return r
}

// findWindow waits until the process shows a window named Torreya and returns
// its id. The wait is generous: a loaded CI machine is slow, and this checks
// that the window appears, not how fast.
func findWindow(t *testing.T, r *running) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	pid := strconv.Itoa(r.cmd.Process.Pid)
	for ctx.Err() == nil {
		out, err := exec.CommandContext(ctx, "xdotool", "search", "--all", "--onlyvisible", "--pid", pid, "--name", "Torreya").Output()
		if ids := strings.Fields(string(out)); err == nil && len(ids) > 0 {
			return ids[0]
		}
		if r.exited() {
			t.Fatalf("the program exited (%v) before opening a window; stderr:\n%s", r.cmd.ProcessState, r.stderr)
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("no Torreya window appeared; stderr:\n%s", r.stderr)
	return ""
}

func TestDisplayStartsQuietly(t *testing.T) {
	needDisplay(t)
	bin := buildProgram(t)
	// C.UTF-8 is the default of many minimal systems and makes Fyne's locale
	// lookup complain unless the program prevents it.
	for _, locale := range []string{"C", "C.UTF-8"} {
		t.Run(locale, func(t *testing.T) { startsQuietly(t, bin, locale) })
	}
	// A sound server that is named but not there: the program opens the
	// audio device, which fails, and stays silent on the console too.
	t.Run("no sound server", func(t *testing.T) {
		t.Setenv("PULSE_SERVER", "unix:/nonexistent/torreya")
		startsQuietly(t, bin, "C.UTF-8")
	})
}

func startsQuietly(t *testing.T, bin, locale string) {
	r := startProgram(t, bin, locale)
	win := findWindow(t, r)

	name, err := exec.Command("xdotool", "getwindowname", win).Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(name), "Torreya") {
		t.Errorf("window name = %q, want it to name Torreya", name)
	}
	// Let it draw and settle: nothing may appear on the console meanwhile.
	time.Sleep(3 * time.Second)
	if r.exited() {
		t.Fatalf("the program exited: %v; stderr:\n%s", r.cmd.ProcessState, r.stderr)
	}
	if s := r.stderr.String(); s != "" {
		t.Errorf("stderr is not empty:\n%s", s)
	}
	if s := r.stdout.String(); s != "" {
		t.Errorf("stdout is not empty:\n%s", s)
	}
}

// TestDisplayOpensAFileAndQuitsCleanly opens a record given on the command
// line (its name shows in the title), steps through it with the keyboard,
// including the scoring view at its end, and quits with Ctrl+Q: the program
// exits by itself with status 0 and says nothing.
func TestDisplayOpensAFileAndQuitsCleanly(t *testing.T) {
	needDisplay(t)
	record, err := filepath.Abs(filepath.Join("testdata", "game9.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	r := startProgram(t, buildProgram(t), "C.UTF-8", record)
	win := findWindow(t, r)
	// The file loads in the background; its name then shows in the title.
	var name []byte
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if name, err = exec.Command("xdotool", "getwindowname", win).Output(); err == nil && strings.Contains(string(name), "game9.sgf") {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if !strings.Contains(string(name), "game9.sgf") {
		t.Errorf("window name = %q, want the file name", name)
	}
	// Without a window manager the keyboard goes to the window under the pointer.
	if out, err := exec.Command("xdotool", "mousemove", "--window", win, "900", "300",
		"key", "End", "key", "Home", "key", "Right").CombinedOutput(); err != nil {
		t.Fatalf("xdotool: %v %s", err, out)
	}
	time.Sleep(time.Second)
	if out, err := exec.Command("xdotool", "mousemove", "--window", win, "900", "300", "key", "ctrl+q").CombinedOutput(); err != nil {
		t.Fatalf("xdotool: %v %s", err, out)
	}
	select {
	case <-r.done:
	case <-time.After(30 * time.Second):
		t.Fatalf("the program did not quit on Ctrl+Q; stderr:\n%s", r.stderr)
	}
	if !r.cmd.ProcessState.Success() {
		t.Errorf("exit status %v", r.cmd.ProcessState)
	}
	if s := r.stderr.String(); s != "" {
		t.Errorf("stderr is not empty:\n%s", s)
	}
}

// TestDisplayOpenDialog opens the native file dialog with Ctrl+O and
// cancels it: the GTK dialog appears, the program keeps running and the
// console stays empty (no dconf warnings without a session bus).
func TestDisplayOpenDialog(t *testing.T) {
	needDisplay(t)
	r := startProgram(t, buildProgram(t), "C.UTF-8")
	win := findWindow(t, r)
	pid := strconv.Itoa(r.cmd.Process.Pid)
	if out, err := exec.Command("xdotool", "mousemove", "--window", win, "900", "300", "key", "ctrl+o").CombinedOutput(); err != nil {
		t.Fatalf("xdotool: %v %s", err, out)
	}
	// openDialogs lists the program's visible file dialogs.
	openDialogs := func() []string {
		out, _ := exec.Command("xdotool", "search", "--all", "--onlyvisible", "--pid", pid, "--name", "^Open File$").Output() // none found is an error exit
		return strings.Fields(string(out))
	}
	dialog := ""
	deadline := time.Now().Add(30 * time.Second)
	for dialog == "" && time.Now().Before(deadline) {
		if ids := openDialogs(); len(ids) > 0 {
			dialog = ids[0]
		}
		time.Sleep(200 * time.Millisecond)
	}
	if dialog == "" {
		t.Fatalf("no file dialog appeared; stderr:\n%s", r.stderr)
	}
	// geometry reads the dialog's size afresh: a dialog just mapped on a
	// busy machine may still be at its first, smaller size, and a Cancel
	// position worked out from that misses the button.
	geometry := func() (w, h int) {
		geo, err := exec.Command("xdotool", "getwindowgeometry", "--shell", dialog).Output()
		if err != nil {
			// The dialog has closed meanwhile: the click then lands off it,
			// and the open check after it ends the loop.
			return 0, 0
		}
		for _, line := range strings.Fields(string(geo)) {
			if v, ok := strings.CutPrefix(line, "WIDTH="); ok {
				w, _ = strconv.Atoi(v) // xdotool writes numbers
			}
			if v, ok := strings.CutPrefix(line, "HEIGHT="); ok {
				h, _ = strconv.Atoi(v)
			}
		}
		return w, h
	}
	// Without a window manager GTK gets no keyboard focus, so click Cancel:
	// the bottom-right button but one of the dialog. If the click was
	// swallowed, give the dialog the focus and press Escape, GTK's other
	// way to cancel, then try again while it stays.
	open := true
	for try := 0; open && try < 5; try++ {
		w, h := geometry()
		for settle := 0; settle < 10; settle++ {
			time.Sleep(300 * time.Millisecond)
			w2, h2 := geometry()
			if w2 == w && h2 == h {
				break
			}
			w, h = w2, h2
		}
		if out, err := exec.Command("xdotool", "mousemove", "--window", dialog, strconv.Itoa(w-140), strconv.Itoa(h-24), "click", "1").CombinedOutput(); err != nil {
			t.Fatalf("xdotool: %v %s", err, out)
		}
		time.Sleep(2 * time.Second)
		if r.exited() {
			t.Fatalf("the program exited: %v", r.cmd.ProcessState)
		}
		if open = len(openDialogs()) > 0; !open {
			break
		}
		exec.Command("xdotool", "windowfocus", dialog, "key", "Escape").Run() // the dialog may have gone meanwhile
		time.Sleep(2 * time.Second)
		open = len(openDialogs()) > 0
	}
	if open {
		t.Error("the file dialog is still open after Cancel and Escape, tried five times")
	}
	if s := r.stderr.String(); s != "" {
		t.Errorf("stderr is not empty:\n%s", s)
	}
}
