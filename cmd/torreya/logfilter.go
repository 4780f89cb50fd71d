package main

import (
	"bytes"
	"io"
	"sync"
)

// quietPrefsRace drops one false alarm from Fyne's log: "Preferences load
// error" with the cause EOF. Fyne 2.7 rewrites preferences.json when the app
// stops (truncate, then write) while its own file watcher, no longer queued
// on the stopped main loop, may read the file in between and find it empty.
// The preferences themselves are saved correctly; only the message is wrong.
// Every other log line passes through unchanged.
type quietPrefsRace struct {
	mu   sync.Mutex
	out  io.Writer
	held []byte // a "Preferences load error" line waiting for its cause
	skip bool   // the next "  At:" line belongs to a dropped record
}

func newQuietPrefsRace(out io.Writer) *quietPrefsRace { return &quietPrefsRace{out: out} }

// Write takes one log record (the log package writes a line at a time).
func (q *quietPrefsRace) Write(p []byte) (int, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	switch {
	case q.held != nil && bytes.Contains(p, []byte("  Cause: EOF")):
		q.held, q.skip = nil, true
		return len(p), nil
	case q.skip && bytes.Contains(p, []byte("  At: ")):
		q.skip = false
		return len(p), nil
	}
	q.skip = false
	if q.held != nil {
		held := q.held
		q.held = nil
		if _, err := q.out.Write(held); err != nil {
			return 0, err
		}
	}
	if bytes.Contains(p, []byte("Fyne error:  Preferences load error:")) {
		q.held = append([]byte(nil), p...)
		return len(p), nil
	}
	return q.out.Write(p)
}
