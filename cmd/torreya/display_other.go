//go:build !(linux || freebsd || openbsd || netbsd)

package main

// checkDisplay has nothing to check where the system always has a display.
func checkDisplay() error { return nil }
