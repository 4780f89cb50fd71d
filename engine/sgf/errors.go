package sgf

import (
	"errors"
	"fmt"
)

// SyntaxError is a fatal problem in SGF text, with its place: line and column
// are 1-based, the column counted in bytes of the line.
type SyntaxError struct {
	Line, Col int
	Msg       string
	Err       error // an underlying cause such as ErrLimit or ErrNoData, or nil
}

// Error returns "sgf: line L, column C: message".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("sgf: line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

// Unwrap returns the underlying cause, so that errors.Is(err, ErrLimit) works.
func (e *SyntaxError) Unwrap() error { return e.Err }

// Errors that a SyntaxError may wrap.
var (
	// ErrNoData means the input holds no SGF game tree at all.
	ErrNoData = errors.New("sgf: no SGF data found")
	// ErrLimit means the input exceeds one of the hard limits in Options.
	ErrLimit = errors.New("sgf: input exceeds a limit")
)

// Warning is a problem that the reader repaired: the game was read, but not
// exactly as written. The UI can list warnings ("read with 3 repairs").
type Warning struct {
	Line, Col int
	Msg       string
}

// String returns "line L, column C: message".
func (w Warning) String() string {
	return fmt.Sprintf("line %d, column %d: %s", w.Line, w.Col, w.Msg)
}

// lineIndex turns byte offsets into lines and columns. Offsets are usually
// asked for in increasing order, so it remembers where it stopped.
type lineIndex struct {
	data        []byte
	pos         int
	line, col   int
	lastWasCR   bool
	initialised bool
}

func (li *lineIndex) at(off int) (line, col int) {
	if !li.initialised || off < li.pos {
		li.pos, li.line, li.col, li.lastWasCR, li.initialised = 0, 1, 1, false, true
	}
	if off > len(li.data) {
		off = len(li.data)
	}
	for ; li.pos < off; li.pos++ {
		switch li.data[li.pos] {
		case '\n':
			if !li.lastWasCR {
				li.line++
			}
			li.col = 1
			li.lastWasCR = false
		case '\r':
			li.line++
			li.col = 1
			li.lastWasCR = true
		default:
			li.col++
			li.lastWasCR = false
		}
	}
	return li.line, li.col
}
