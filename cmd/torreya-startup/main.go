// Command torreya-startup measures how fast the desktop program starts: it
// runs the real binary several times, each from a fresh home folder, under
// the X display in DISPLAY, and prints the time from the start of the
// process to the first frame with the board drawn (a point of the board's
// wood polled on the screen every millisecond) and the resident memory a
// few seconds later, with their minimum, median and maximum.
//
// Usage:
//
//	torreya-startup [-runs 7] [-settle 3s] BINARY [FILE]
package main

/*
#cgo LDFLAGS: -lX11
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <stdlib.h>

// pixelAt returns the colour of the root window at (x, y) as 0xRRGGBB, or
// -1 when it cannot be read.
static long pixelAt(Display *d, int x, int y) {
	Window root = DefaultRootWindow(d);
	XImage *img = XGetImage(d, root, x, y, 1, 1, AllPlanes, ZPixmap);
	if (!img) return -1;
	unsigned long p = XGetPixel(img, 0, 0);
	XDestroyImage(img);
	return (long)(p & 0xffffff);
}
*/
import "C"

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unsafe"
)

func main() {
	runs := flag.Int("runs", 7, "starts to measure")
	settle := flag.Duration("settle", 3*time.Second, "how long after the start the resident memory is read")
	timeout := flag.Duration("timeout", 20*time.Second, "how long to wait for the board")
	flag.Parse()
	if flag.NArg() < 1 {
		fmt.Fprintln(os.Stderr, "usage: torreya-startup [-runs N] [-settle D] BINARY [FILE]")
		os.Exit(2)
	}
	name := C.CString(os.Getenv("DISPLAY"))
	defer C.free(unsafe.Pointer(name))
	d := C.XOpenDisplay(name)
	if d == nil {
		fmt.Fprintln(os.Stderr, "torreya-startup: cannot open the display", os.Getenv("DISPLAY"))
		os.Exit(1)
	}
	defer C.XCloseDisplay(d)
	var firsts, rss []float64
	for i := range *runs {
		first, mem, err := measure(d, flag.Args(), *settle, *timeout)
		if err != nil {
			fmt.Fprintf(os.Stderr, "torreya-startup: run %d: %v\n", i+1, err)
			os.Exit(1)
		}
		fmt.Printf("run %d: board drawn after %4.0f ms, resident %5.1f MB\n", i+1, first, mem)
		firsts, rss = append(firsts, first), append(rss, mem)
	}
	fmt.Printf("board drawn after: %s ms\n", summary(firsts))
	fmt.Printf("resident memory %v after start: %s MB\n", *settle, summary(rss))
}

// summary writes min / median / max.
func summary(v []float64) string {
	s := slices.Clone(v)
	slices.Sort(s)
	return fmt.Sprintf("min %.0f / median %.0f / max %.0f", s[0], s[len(s)/2], s[len(s)-1])
}

// wood reports whether a pixel is the board's wood: warm, light, not grey.
func wood(p int64) bool {
	r, g, b := p>>16&0xff, p>>8&0xff, p&0xff
	return r > 150 && r > b+60 && g > b+20
}

// measure starts the program once from a fresh home and returns the time
// to the board and the resident memory in MB after settle.
func measure(d *C.Display, args []string, settle, timeout time.Duration) (float64, float64, error) {
	home, err := os.MkdirTemp("", "torreya-startup-")
	if err != nil {
		return 0, 0, err
	}
	defer os.RemoveAll(home)
	// The window opens at the top left of a display without a window
	// manager, 1040x760 at its first start; the board's wood fills these.
	probes := [][2]C.int{{300, 400}, {200, 300}, {420, 520}}
	for _, pr := range probes {
		if wood(int64(C.pixelAt(d, pr[0], pr[1]))) {
			return 0, 0, fmt.Errorf("the screen shows wood at (%d, %d) before the start: another window is open", pr[0], pr[1])
		}
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"XDG_DATA_HOME="+filepath.Join(home, ".local", "share"), "XDG_CACHE_HOME="+filepath.Join(home, ".cache"))
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return 0, 0, err
	}
	defer func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		time.Sleep(300 * time.Millisecond) // the window is gone before the next run
	}()
	var first time.Duration
	for first == 0 {
		if time.Since(start) > timeout {
			return 0, 0, fmt.Errorf("no board within %v", timeout)
		}
		all := true
		for _, pr := range probes {
			all = all && wood(int64(C.pixelAt(d, pr[0], pr[1])))
		}
		if all {
			first = time.Since(start)
		}
		time.Sleep(time.Millisecond)
	}
	time.Sleep(time.Until(start.Add(settle)))
	mem, err := residentMB(cmd.Process.Pid)
	return float64(first.Microseconds()) / 1000, mem, err
}

// residentMB reads a process's resident set size.
func residentMB(pid int) (float64, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, err := strconv.ParseFloat(f[1], 64)
			return kb / 1024, err
		}
	}
	return 0, fmt.Errorf("no VmRSS for process %d", pid)
}
