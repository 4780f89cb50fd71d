//go:build !linux

package main

// quietALSA does nothing: only Linux plays through ALSA.
func quietALSA() {}
