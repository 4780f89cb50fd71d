package sgf

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/torreya/torreya/engine"
)

// Format is a kind of game record file that Import reads. Records in a
// format other than SGF are converted on reading and are saved as SGF.
type Format int

// The formats Import reads.
const (
	FormatSGF Format = iota // Smart Game Format, the program's own
	FormatGIB               // Tygem's .gib
	FormatNGF               // WBaduk (Cyberoro)'s .ngf
	FormatUGF               // Pandanet's .ugf and .ugi
)

// String returns the format's name for people: "SGF", "Tygem GIB"...
func (f Format) String() string {
	switch f {
	case FormatSGF:
		return "SGF"
	case FormatGIB:
		return "Tygem GIB"
	case FormatNGF:
		return "WBaduk NGF"
	case FormatUGF:
		return "Pandanet UGF"
	}
	return "Format(" + strconv.Itoa(int(f)) + ")"
}

// Extensions returns the file extensions Import knows, in lower case and
// without the dot, "sgf" first: what a file dialog offers to open.
func Extensions() []string { return []string{"sgf", "gib", "ngf", "ugf", "ugi"} }

// FormatOf returns the format a file name's extension names, in any case,
// and false for an extension Import does not know.
func FormatOf(name string) (Format, bool) {
	switch strings.ToLower(strings.TrimPrefix(filepath.Ext(name), ".")) {
	case "sgf":
		return FormatSGF, true
	case "gib":
		return FormatGIB, true
	case "ngf":
		return FormatNGF, true
	case "ugf", "ugi":
		return FormatUGF, true
	}
	return FormatSGF, false
}

// FormatError is a record in another format than SGF that cannot be read,
// with the 1-based line of the problem (0 when it concerns no one line).
type FormatError struct {
	Format Format
	Line   int
	Msg    string
}

// Error returns "sgf: Tygem GIB, line L: message".
func (e *FormatError) Error() string {
	if e.Line <= 0 {
		return fmt.Sprintf("sgf: %s: %s", e.Format, e.Msg)
	}
	return fmt.Sprintf("sgf: %s, line %d: %s", e.Format, e.Line, e.Msg)
}

// Import reads a game record in any format it knows: SGF, Tygem GIB,
// WBaduk NGF or Pandanet UGF/UGI. The extension of name picks the reader, in
// any case; for another extension the content decides, and what is not
// recognised is read as SGF. A record in another format becomes a collection
// of one game: the board, players, ranks, komi, handicap and its stones,
// result, date, event and place the file gives, then the moves. Its text is
// UTF-8 whatever the file's charset. Import fails with a *FormatError, or a
// *SyntaxError for SGF, and never panics.
func Import(name string, data []byte) (*Collection, Format, error) {
	f, ok := FormatOf(name)
	switch {
	case !ok:
		f = sniff(data)
	case sgfStart(data):
		f = FormatSGF // SGF under another format's name is still SGF
	}
	if f == FormatSGF {
		col, err := Parse(data)
		return col, f, err
	}
	if len(data) > DefaultMaxBytes {
		return nil, f, &FormatError{Format: f, Msg: fmt.Sprintf("the file is %d bytes, more than the limit of %d", len(data), DefaultMaxBytes)}
	}
	col := &Collection{}
	b := &builder{format: f, col: col, rec: Record{Width: 19, Height: 19}}
	var err error
	switch f {
	case FormatGIB:
		err = b.readGIB(data)
	case FormatNGF:
		err = b.readNGF(data)
	case FormatUGF:
		err = b.readUGF(data)
	}
	if err != nil {
		return nil, f, err
	}
	col.Games = []*Node{b.game()}
	return col, f, nil
}

// sgfStart reports whether data starts as SGF does: with '(', after white
// space. No other format Import reads does.
func sgfStart(data []byte) bool {
	t := bytes.TrimLeft(bytes.TrimPrefix(data, utf8BOM), " \t\r\n")
	return len(t) > 0 && t[0] == '('
}

// sniff tells the format of a record from its first lines.
func sniff(data []byte) Format {
	t := bytes.TrimLeft(bytes.TrimPrefix(data, utf8BOM), " \t\r\n")
	switch {
	case sgfStart(t):
		return FormatSGF
	case bytes.HasPrefix(t, []byte(`\HS`)) || bytes.HasPrefix(t, []byte(`\[`)):
		return FormatGIB
	}
	for bytes.HasPrefix(t, []byte("#")) { // UGF comment lines
		if i := bytes.IndexByte(t, '\n'); i >= 0 {
			t = bytes.TrimLeft(t[i+1:], " \t\r\n")
		} else {
			t = nil
		}
	}
	if bytes.HasPrefix(bytes.ToLower(t), []byte("[header]")) {
		return FormatUGF
	}
	// NGF: twelve lines of header, the 2nd (board size), 6th (handicap) and
	// 12th (move count) numbers.
	lines := bytes.SplitN(bytes.TrimPrefix(data, utf8BOM), []byte("\n"), 13)
	if len(lines) >= 12 {
		isNum := func(l []byte) bool {
			_, err := strconv.Atoi(string(bytes.TrimSpace(l)))
			return err == nil
		}
		if isNum(lines[1]) && isNum(lines[5]) && isNum(lines[11]) {
			return FormatNGF
		}
	}
	return FormatSGF
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// builder collects a game read from another format, with what went wrong
// where, and makes it a game tree.
type builder struct {
	format Format
	col    *Collection
	rec    Record
	info   []textProp
}

// textProp is a game information property as text, not yet escaped.
type textProp struct{ id, text string }

// errorf returns a *FormatError at line.
func (b *builder) errorf(line int, format string, args ...any) error {
	return &FormatError{Format: b.format, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// warnf notes a repair at line, as the SGF reader does.
func (b *builder) warnf(line int, format string, args ...any) {
	if len(b.col.Warnings) < maxWarnings {
		b.col.Warnings = append(b.col.Warnings, Warning{Line: line, Col: 1, Msg: fmt.Sprintf(format, args...)})
	}
}

// set sets game information property id to text; empty text sets nothing.
func (b *builder) set(id, text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	for i := range b.info {
		if b.info[i].id == id {
			b.info[i].text = text
			return
		}
	}
	b.info = append(b.info, textProp{id, text})
}

// setSize sets the board size, which must be one the engine supports.
func (b *builder) setSize(line int, v string) error {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 2 || n > engine.MaxSize {
		return b.errorf(line, "board size %q: not a number from 2 to %d", strings.TrimSpace(v), engine.MaxSize)
	}
	b.rec.Width, b.rec.Height = n, n
	return nil
}

// point returns the point at 0-based column x and row y from the top, and an
// error at line when it is off the board.
func (b *builder) point(line, x, y int, text string) (engine.Point, error) {
	if x < 0 || y < 0 || x >= b.rec.Width || y >= b.rec.Height {
		return engine.Pass, b.errorf(line, "%q is off the %dx%d board", text, b.rec.Width, b.rec.Height)
	}
	return engine.Pt(x, y), nil
}

// color reads the colour of a move, written black or white.
func (b *builder) color(line int, v, black, white string) (engine.Color, error) {
	switch v {
	case black:
		return engine.Black, nil
	case white:
		return engine.White, nil
	}
	return engine.Empty, b.errorf(line, "colour %q is neither %s nor %s", v, black, white)
}

// play adds a move to the main line.
func (b *builder) play(line int, c engine.Color, p engine.Point) error {
	if len(b.rec.Moves) >= DefaultMaxNodes {
		return b.errorf(line, "more moves than the limit of %d", DefaultMaxNodes)
	}
	b.rec.Moves = append(b.rec.Moves, engine.Move{Color: c, Point: p})
	return nil
}

// handicap sets a handicap of n stones on the standard points, where GTP's
// fixed_handicap puts them: with the third stone in the upper left corner,
// as Tygem and WBaduk place it. Fewer than two stones is no handicap.
func (b *builder) handicap(line, n int) error {
	if n < 2 {
		return nil
	}
	pts, err := engine.FixedHandicap(b.rec.Width, b.rec.Height, n)
	if err != nil {
		return b.errorf(line, "a handicap of %d stones on a %dx%d board", n, b.rec.Width, b.rec.Height)
	}
	b.rec.Handicap = n
	b.rec.Setup = b.rec.Setup[:0]
	for _, p := range pts {
		b.rec.Setup = append(b.rec.Setup, engine.Move{Color: engine.Black, Point: p})
	}
	return nil
}

// game returns the game read as a tree: see Record.Game, with the game
// information after.
func (b *builder) game() *Node {
	root := b.rec.Game()
	for _, p := range b.info {
		root.setValues(p.id, Escape(p.text))
	}
	return root
}

// lines decodes a record to UTF-8 (see text) and splits it into lines, with
// CR LF, CR or LF between them.
func (b *builder) lines(data []byte, charset string) []string {
	t := b.text(data, charset)
	t = strings.ReplaceAll(t, "\r\n", "\n")
	t = strings.ReplaceAll(t, "\r", "\n")
	return strings.Split(t, "\n")
}

// text decodes a record to UTF-8: as UTF-8 when it is valid UTF-8, else
// with charset when it names a legacy one the reader knows, else with the
// charset DetectCharset finds most likely (which the Collection reports as
// Detected, with the Candidates). Bytes that do not decode become U+FFFD:
// a name never stops a record from being read.
func (b *builder) text(data []byte, charset string) string {
	data = bytes.TrimPrefix(data, utf8BOM)
	if utf8.Valid(data) {
		b.col.Charset = "UTF-8"
		return string(data)
	}
	cs, ok := lookupCharset(charset)
	if !ok || cs.enc == nil {
		cands := DetectCharset(data)
		cs, _ = lookupCharset(cands[0])
		b.col.Detected, b.col.Candidates = true, cands
	}
	b.col.Charset = cs.name
	if cs.enc != nil {
		if out, err := cs.enc.NewDecoder().Bytes(data); err == nil {
			data = out
		}
	}
	return strings.ToValidUTF8(string(data), "\uFFFD")
}

// isoDate returns the date in s as SGF writes it, "2024-03-02", or "" when
// s holds none. It takes the first three numbers of s as year, month and day
// ("2017- 3-16- 2-52-45", "2001/08/20", "C2016:03:26:17:29"), or a first
// number of eight digits as all three ("20110812 [09:31]").
func isoDate(s string) string {
	var nums []string
	for i := 0; i < len(s) && len(nums) < 3; {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		nums = append(nums, s[i:j])
		i = j
	}
	if len(nums) > 0 && len(nums[0]) == 8 {
		nums = []string{nums[0][:4], nums[0][4:6], nums[0][6:]}
	}
	if len(nums) < 3 || len(nums[0]) != 4 {
		return ""
	}
	y, _ := strconv.Atoi(nums[0])
	m, _ := strconv.Atoi(nums[1])
	d, _ := strconv.Atoi(nums[2])
	if y < 1000 || m < 1 || m > 12 || d < 1 || d > 31 {
		return ""
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
}

// score writes a margin read from another format as RE does: "3.5", "12".
func score(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
