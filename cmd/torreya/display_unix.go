//go:build linux || freebsd || openbsd || netbsd

package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
)

// checkDisplay tells whether a graphical display can be reached before Fyne
// tries: without one, GLFW panics with a stack trace instead of a message.
func checkDisplay() error {
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		return nil
	}
	d := os.Getenv("DISPLAY")
	if d == "" {
		return errors.New("no graphical display: DISPLAY is not set (start Torreya from a desktop session, or under Xvfb)")
	}
	host, rest, ok := strings.Cut(d, ":")
	if !ok {
		return fmt.Errorf("DISPLAY=%q is not a display name like :0", d)
	}
	num, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(num)
	if err != nil {
		return fmt.Errorf("DISPLAY=%q is not a display name like :0", d)
	}
	var conn net.Conn
	if host == "" || host == "unix" {
		conn, err = net.DialTimeout("unix", "/tmp/.X11-unix/X"+num, 2*time.Second)
		if err != nil {
			// Some servers listen only on the abstract socket or on TCP.
			conn, err = net.DialTimeout("unix", "@/tmp/.X11-unix/X"+num, 2*time.Second)
		}
	} else {
		conn, err = net.DialTimeout("tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)), 2*time.Second)
	}
	if err != nil {
		return fmt.Errorf("cannot reach the X display %s: %v", d, err)
	}
	conn.Close()
	return nil
}
