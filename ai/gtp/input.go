// The server's input: command lines of any length, read without holding
// more than maxLine bytes of one.

package gtp

import (
	"bufio"
	"bytes"
	"io"
)

// maxLine is the longest command line the server reads. No command needs
// more than a few kilobytes (set_free_handicap on the largest board takes
// about 2.5 KB); a longer line is refused and the rest of it skipped, so a
// controller's mistake costs at most this much memory and never ends the
// session.
const maxLine = 1 << 20

// inputLine is a line of input without its end. A line longer than maxLine
// holds only its first maxLine bytes, and long is set.
type inputLine struct {
	text string
	long bool
}

// lineReader reads lines of any length, keeping at most maxLine bytes of each.
type lineReader struct {
	r   *bufio.Reader
	buf []byte
	err error // the read error that ended the input, other than io.EOF
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next line; ok is false at the end of the input or on a
// read error (then in err).
func (lr *lineReader) next() (line inputLine, ok bool) {
	// Room for the line and its end, "\r\n"; bytes beyond are dropped.
	const room = maxLine + 2
	lr.buf = lr.buf[:0]
	read, dropped := false, false
	for {
		chunk, err := lr.r.ReadSlice('\n')
		read = read || len(chunk) > 0
		keep := min(len(chunk), room-len(lr.buf))
		lr.buf = append(lr.buf, chunk[:keep]...)
		dropped = dropped || keep < len(chunk)
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err != nil && err != io.EOF:
			lr.err = err
			return inputLine{}, false
		case err == io.EOF && !read:
			return inputLine{}, false
		}
		// A line ends at "\n" or at the end of the input.
		text := lr.buf
		if !dropped {
			text = bytes.TrimSuffix(bytes.TrimSuffix(text, []byte("\n")), []byte("\r"))
		}
		if len(text) > maxLine {
			text, line.long = text[:maxLine], true
		}
		line.text = string(text)
		if cap(lr.buf) > 64<<10 {
			lr.buf = nil // a long line's memory is not kept for the short ones
		}
		return line, true
	}
}
