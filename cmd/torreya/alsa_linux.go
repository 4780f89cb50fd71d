//go:build linux

package main

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// // ignore is an ALSA error handler that writes nothing.
// static void ignore(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
// static void quiet(void) { snd_lib_error_set_handler(ignore); }
//
// // openPCM opens and closes the playback device name; ALSA's error code.
// static int openPCM(const char *name) {
// 	snd_pcm_t *h;
// 	int err = snd_pcm_open(&h, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
// 	if (err == 0) snd_pcm_close(h);
// 	return err;
// }
import "C"

import (
	"fmt"
	"unsafe"
)

// quietALSA stops ALSA writing its complaints to stderr ("ALSA lib
// confmisc.c:855:(parse_card) cannot find card '0'" and half a dozen lines
// more where there is no sound card). The audio library still gets each
// error as a return value, and the program goes silent instead.
func quietALSA() { C.quiet() }

// openPCM opens the ALSA playback device name and closes it again: what the
// audio library does first.
func openPCM(name string) error {
	n := C.CString(name)
	defer C.free(unsafe.Pointer(n))
	if err := C.openPCM(n); err < 0 {
		return fmt.Errorf("ALSA: %s: %s", name, C.GoString(C.snd_strerror(err)))
	}
	return nil
}
