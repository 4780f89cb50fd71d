package ui

import (
	"runtime/debug"
	"sync/atomic"
	"time"
)

// releasePending is set while a release is scheduled, so that opening
// several files in a row schedules one.
var releasePending atomic.Bool

// releaseMemory hands the heap that a burst of work has freed back to the
// system a moment later. Reading a large file (Kogo's dictionary is 62,443
// nodes) and replaying it allocates several times what the tree keeps, and
// the runtime returns that to the system only slowly; the resident size
// stays high for minutes unless asked. It runs off the UI goroutine, after
// the first frames are drawn.
func releaseMemory() {
	if !releasePending.CompareAndSwap(false, true) {
		return
	}
	time.AfterFunc(time.Second, func() {
		releasePending.Store(false)
		debug.FreeOSMemory()
	})
}
