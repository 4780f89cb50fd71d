package sgf

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/torreya/torreya/engine"
)

// isText reports whether property id holds Text (line breaks kept) rather
// than SimpleText.
func isText(id string) bool { return id == "C" || id == "GC" }

// Text decodes a raw value of type Text: escapes are resolved, soft line
// breaks (a backslash before a line break) removed, each line break (CR, LF,
// CRLF or LFCR) becomes "\n" and other white space a space.
func Text(raw string) string { return decodeText(raw, true) }

// SimpleText decodes a raw value of type SimpleText: as Text, but line breaks
// become spaces.
func SimpleText(raw string) string { return decodeText(raw, false) }

func decodeText(raw string, keepBreaks bool) string {
	if !strings.ContainsAny(raw, "\\\r\n\t\v\f") {
		return raw
	}
	var b strings.Builder
	b.Grow(len(raw))
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch c {
		case '\\':
			i++
			if i >= len(raw) {
				return b.String()
			}
			c = raw[i]
			if c == '\n' || c == '\r' {
				i = skipBreak(raw, i) // soft line break
				continue
			}
			b.WriteByte(c)
		case '\n', '\r':
			i = skipBreak(raw, i)
			if keepBreaks {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		case '\t', '\v', '\f':
			b.WriteByte(' ')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// skipBreak returns the index of the last byte of the line break at raw[i]:
// CRLF and LFCR are one break.
func skipBreak(raw string, i int) int {
	if i+1 < len(raw) && (raw[i] == '\r' && raw[i+1] == '\n' || raw[i] == '\n' && raw[i+1] == '\r') {
		return i + 1
	}
	return i
}

// Escape returns text as a raw value: backslashes and closing brackets are
// escaped; line breaks are kept.
func Escape(text string) string {
	if !strings.ContainsAny(text, "\\]") {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if text[i] == '\\' || text[i] == ']' {
			b.WriteByte('\\')
		}
		b.WriteByte(text[i])
	}
	return b.String()
}

// escapeComposed escapes text for one side of a composed value ("pd:label"),
// where ':' must be escaped too.
func escapeComposed(text string) string {
	return strings.ReplaceAll(Escape(text), ":", "\\:")
}

// splitComposed splits a raw composed value at its first unescaped ':'.
func splitComposed(raw string) (a, b string, ok bool) {
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '\\':
			i++
		case ':':
			return raw[:i], raw[i+1:], true
		}
	}
	return raw, "", false
}

// Text returns the value of property id decoded as Text for C and GC and as
// SimpleText for the others, or "" when n lacks it. Several values are joined
// by ", ".
func (n *Node) Text(id string) string {
	vals := n.Values(id)
	if len(vals) == 0 {
		return ""
	}
	dec := SimpleText
	if isText(id) {
		dec = Text
	}
	if len(vals) == 1 {
		return dec(vals[0])
	}
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = dec(v)
	}
	return strings.Join(parts, ", ")
}

// ErrBadPoint reports a point value that is neither SGF ("pd"), a pass nor a
// GTP vertex ("Q16").
var ErrBadPoint = errors.New("sgf: not a point")

// coord reads one SGF coordinate letter: a-z are 0-25, A-Z 26-51.
func coord(c byte) int {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a')
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26
	}
	return -1
}

// ParsePoint reads a point value on a board w by h. "" is a pass, and so is
// "tt" on boards up to 19x19 (FF[3]). White space inside is ignored, and the
// "human readable" moves some programs write ("R16", "Pass") are understood.
// A point off the board gives engine.ErrOffBoard.
func ParsePoint(v string, w, h int) (engine.Point, error) {
	if strings.ContainsAny(v, " \t\r\n") {
		v = strings.Join(strings.Fields(v), "")
	}
	if v == "" || v == "tt" && w <= 19 && h <= 19 {
		return engine.Pass, nil
	}
	if len(v) == 2 {
		x, y := coord(v[0]), coord(v[1])
		if x >= 0 && y >= 0 {
			if x >= w || y >= h {
				return engine.Pass, engine.ErrOffBoard
			}
			return engine.Pt(x, y), nil
		}
	}
	if strings.EqualFold(v, "pass") {
		return engine.Pass, nil
	}
	if len(v) >= 2 && len(v) <= 3 && unicode.IsLetter(rune(v[0])) {
		if p, err := engine.ParseVertex(v, w, h); err == nil {
			return p, nil
		} else if errors.Is(err, engine.ErrOffBoard) {
			return engine.Pass, engine.ErrOffBoard
		}
	}
	return engine.Pass, ErrBadPoint
}

// PointValue writes p as an SGF point value ("pd"); a pass, or a value that
// is no point, is "".
func PointValue(p engine.Point) string {
	if p == engine.Pass || p == engine.Resign {
		return ""
	}
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	x, y := p.XY()
	if x < 0 || y < 0 || x >= len(letters) || y >= len(letters) {
		return ""
	}
	return string([]byte{letters[x], letters[y]})
}

// Move returns the move of node n on a board w by h: its B or W property.
// has is false when n has no move. An unreadable or off-board point gives an
// error, with the colour set.
func (n *Node) Move(w, h int) (m engine.Move, has bool, err error) {
	for _, p := range n.props {
		switch p.ID {
		case "B":
			m.Color = engine.Black
		case "W":
			m.Color = engine.White
		default:
			continue
		}
		v := ""
		if len(p.Values) > 0 {
			v = p.Values[0]
		}
		m.Point, err = ParsePoint(v, w, h)
		return m, true, err
	}
	return m, false, nil
}

// ChildWith returns the child of n that plays move m on a w x h board, or
// nil (also for a nil n).
func (n *Node) ChildWith(m engine.Move, w, h int) *Node {
	if n == nil {
		return nil
	}
	for _, c := range n.children {
		if cm, has, err := c.Move(w, h); has && err == nil && cm == m {
			return c
		}
	}
	return nil
}

// Points returns the points of a point-list property (AB, AW, AE, TR, SQ, CR,
// MA, SL, DD, TB, TW...) on a board w by h, with compressed rectangles
// ("aa:cc") expanded. Points off the board or unreadable are left out and
// reported by the error.
func (n *Node) Points(id string, w, h int) ([]engine.Point, error) {
	vals := n.Values(id)
	if len(vals) == 0 {
		return nil, nil
	}
	pts := make([]engine.Point, 0, len(vals))
	var firstErr error
	if slices.ContainsFunc(vals, func(v string) bool { return strings.Contains(v, ",") }) {
		// Some programs write a whole list in one value: AB[fc,pc,pd].
		var list []string
		for _, v := range vals {
			list = append(list, strings.Split(v, ",")...)
		}
		vals = list
	}
	for _, v := range vals {
		a, b, composed := splitComposed(v)
		if !composed {
			p, err := ParsePoint(a, w, h)
			switch {
			case err != nil:
				firstErr = cmpErr(firstErr, err)
			case p != engine.Pass:
				pts = append(pts, p)
			}
			continue
		}
		p, err1 := ParsePoint(a, w, h)
		q, err2 := ParsePoint(b, w, h)
		if err1 != nil || err2 != nil || p == engine.Pass || q == engine.Pass {
			firstErr = cmpErr(firstErr, ErrBadPoint)
			continue
		}
		x0, y0 := p.XY()
		x1, y1 := q.XY()
		for y := min(y0, y1); y <= max(y0, y1); y++ {
			for x := min(x0, x1); x <= max(x0, x1); x++ {
				pts = append(pts, engine.Pt(x, y))
			}
		}
	}
	return pts, firstErr
}

func cmpErr(old, new error) error {
	if old != nil {
		return old
	}
	return new
}

// parseReal reads an SGF Real leniently: "6.5", "6,5", "5 1/2", "-1.5",
// "0.500000". ok is false when nothing numeric is found.
func parseReal(v string) (float64, bool) {
	v = strings.TrimSpace(strings.ReplaceAll(v, ",", "."))
	if f, err := strconv.ParseFloat(v, 64); err == nil {
		return f, true
	}
	// "5 1/2", "5½", "-6 1/2"
	whole, frac, _ := strings.Cut(v, " ")
	frac = strings.TrimSpace(frac)
	if strings.HasSuffix(whole, "½") {
		whole, frac = strings.TrimSuffix(whole, "½"), "1/2"
	}
	w, err := strconv.Atoi(whole)
	if err != nil {
		return 0, false
	}
	f := float64(w)
	if num, den, ok := strings.Cut(frac, "/"); ok {
		a, err1 := strconv.Atoi(num)
		b, err2 := strconv.Atoi(den)
		if err1 != nil || err2 != nil || b == 0 {
			return 0, false
		}
		if strings.HasPrefix(whole, "-") {
			f -= float64(a) / float64(b)
		} else {
			f += float64(a) / float64(b)
		}
	} else if frac != "" {
		return 0, false
	}
	return f, true
}

// parseSize reads SZ: "19" or "19:13" (columns:rows).
func parseSize(v string) (w, h int, ok bool) {
	a, b, composed := strings.Cut(v, ":")
	w, err := strconv.Atoi(strings.TrimSpace(a))
	if err != nil {
		return 0, 0, false
	}
	h = w
	if composed {
		if h, err = strconv.Atoi(strings.TrimSpace(b)); err != nil {
			return 0, 0, false
		}
	}
	return w, h, w > 0 && h > 0
}

// Labels returns the labels of node n (LB) on a board w by h: text by point.
// The FF[3] property L, a list of points, labels them "a", "b", "c"...
// Labels off the board are left out.
func (n *Node) Labels(w, h int) map[engine.Point]string {
	vals := n.Values("LB")
	old, _ := n.Points("L", w, h)
	if len(vals) == 0 && len(old) == 0 {
		return nil
	}
	labels := make(map[engine.Point]string, len(vals)+len(old))
	for i, p := range old {
		labels[p] = string(rune('a' + i%26))
	}
	for _, v := range vals {
		a, b, ok := splitComposed(v)
		if !ok {
			continue
		}
		if p, err := ParsePoint(a, w, h); err == nil && p != engine.Pass {
			labels[p] = SimpleText(b)
		}
	}
	return labels
}
