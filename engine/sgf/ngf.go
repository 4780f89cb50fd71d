package sgf

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/torreya/torreya/engine"
)

// A WBaduk (Cyberoro) NGF file is text: twelve header lines, then a move a
// line. The header lines are the game's title, the board size, White and
// Black ("name   rank"), the site, the handicap, a field always 0, the komi
// (without the half point of an even game: "6" is 6.5), the date
// ("20160416 [00:36]"), the time in minutes, the result in words and the
// number of moves. A move is "PM", a two-letter move number, the colour B or
// W, then the point as column and row letters, repeated in reverse: "B" is
// the first line from the upper left, "AA" a pass. PMABBQEEQ is Black's
// first move at column 15, row 3. The text is UTF-8 or an Asian legacy
// charset, and the result is written in the players' language.

// ngfHeader is the number of header lines.
const ngfHeader = 12

// readNGF reads a WBaduk record.
func (b *builder) readNGF(data []byte) error {
	lines := b.lines(data, "")
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) < ngfHeader {
		return b.errorf(len(lines), "a header of %d lines, not %d: not a WBaduk record", len(lines), ngfHeader)
	}
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	if err := b.setSize(2, lines[1]); err != nil {
		return err
	}
	handicap, err := strconv.Atoi(lines[5])
	if err != nil {
		return b.errorf(6, "handicap %q is not a number", lines[5])
	}
	komi, ok := parseReal(lines[7])
	if !ok {
		return b.errorf(8, "komi %q is not a number", lines[7])
	}
	if handicap == 0 && komi == math.Trunc(komi) {
		komi += math.Copysign(0.5, komi)
	}
	b.rec.Komi = komi
	if err := b.handicap(6, handicap); err != nil {
		return err
	}
	b.set("EV", lines[0])
	for _, side := range []struct {
		line         int
		player, rank string
	}{{2, "PW", "WR"}, {3, "PB", "BR"}} {
		name, rank := lines[side.line], ""
		// "name   rank", the name padded with spaces
		if f := strings.Fields(name); len(f) > 1 {
			name, rank = strings.Join(f[:len(f)-1], " "), f[len(f)-1]
		}
		b.set(side.player, name)
		b.set(side.rank, rank)
	}
	b.set("PC", lines[4])
	b.set("DT", isoDate(lines[8]))
	b.set("RE", ngfResult(lines[10]))
	for i := ngfHeader; i < len(lines); i++ {
		line, n := lines[i], i+1
		switch {
		case line == "":
		case !strings.HasPrefix(line, "PM"):
			b.warnf(n, "a line that is no move ignored: %q", line)
		default:
			if err := b.ngfMove(n, line); err != nil {
				return err
			}
		}
	}
	return nil
}

// ngfMove reads "PM", a move number, a colour and a point: "PMABBQEEQ".
func (b *builder) ngfMove(n int, line string) error {
	if len(line) < 7 {
		return b.errorf(n, "a move needs a colour and a point: %q", line)
	}
	c, err := b.color(n, line[4:5], "B", "W")
	if err != nil {
		return err
	}
	x, y := int(line[5])-'B', int(line[6])-'B'
	if x == -1 && y == -1 {
		return b.play(n, c, engine.Pass)
	}
	p, err := b.point(n, x, y, line[5:7])
	if err != nil {
		return err
	}
	return b.play(n, c, p)
}

// ngfResult reads the result written in words, "Black wins by 34win >>
// White(58):Black(92)", "White wins by  resign!", "黒2目半勝ち", "흑 1.5집
// 승", as RE writes it; "" when it names no winner.
func ngfResult(s string) string {
	low := strings.ToLower(s)
	win, at := engine.Empty, -1
	for _, w := range []struct {
		words []string
		c     engine.Color
	}{
		{[]string{"black win", "white lose"}, engine.Black},
		{[]string{"white win", "black lose"}, engine.White},
	} {
		for _, word := range w.words {
			if i := strings.Index(low, word); i >= 0 {
				win, at = w.c, i
			}
		}
	}
	if win == engine.Empty {
		// Japanese, Chinese and Korean name the winner first: the first
		// colour named won.
		if i := strings.IndexAny(s, "黒黑흑白백"); i >= 0 {
			at = i
			win = engine.White
			if r, _ := utf8.DecodeRuneInString(s[i:]); strings.ContainsRune("黒黑흑", r) {
				win = engine.Black
			}
		}
	}
	if win == engine.Empty {
		return ""
	}
	re := win.String() + "+"
	rest := s[at:]
	if i := strings.Index(rest, ">>"); i >= 0 {
		rest = rest[:i] // then the points of each, "White(58):Black(92)"
	}
	switch {
	case containsAny(strings.ToLower(rest), "resign", "中押", "中盘", "불계"):
		return re + "R"
	case containsAny(strings.ToLower(rest), "time", "時間", "超时", "시간"):
		return re + "T"
	}
	if v, ok := firstNumber(rest); ok && v > 0 {
		if strings.Contains(rest, "半") {
			v += 0.5
		}
		return re + score(v)
	}
	return re
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// firstNumber returns the first decimal number in s: "by 34win" is 34.
func firstNumber(s string) (float64, bool) {
	i := strings.IndexAny(s, "0123456789")
	if i < 0 {
		return 0, false
	}
	j := i
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9') {
		j++
	}
	v, err := strconv.ParseFloat(s[i:j], 64)
	return v, err == nil
}
