//go:build !linux

package main

// audioDevice lets the audio library look for itself: on macOS and Windows
// it asks the system quietly and reports no device as an error.
func audioDevice(string, func(string) string) bool { return true }
