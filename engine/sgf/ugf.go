package sgf

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/torreya/torreya/engine"
)

// A Pandanet UGF file (.ugf, or .ugi) is text in sections, each headed by
// its name in brackets, after optional comment lines starting with '#'.
// [Header] holds Key=Value lines: Size, Hdcp ("handicap,komi"), PlayerB and
// PlayerW ("name,rank,..."), Title, Place, Date ("2001/08/20,09:00:00,..."),
// Rule (JPN), Winner ("B,1.5", "W,C" for resignation), CoordinateType and
// Lang, the charset (Shift_JIS when absent). [Data] holds a move a line,
// "PP,B1,12,5": the point as column and row letters from "A", the colour
// with the player's number (two in a pair game), the move number and the
// seconds used. Move number 0 places a stone before the game: the handicap.
// Rows count from the top, or from the bottom when CoordinateType is IGS; a
// column of Y or Z beyond the board is a pass. The other sections (figures,
// reviews, pictures) are left out.

// readUGF reads a Pandanet record.
func (b *builder) readUGF(data []byte) error {
	type entry struct {
		line int
		val  string
	}
	header := map[string]entry{}
	var moves []entry
	section := ""
	for i, line := range b.lines(data, ugfCharset(data)) {
		n := i + 1
		line = strings.TrimSpace(line)
		switch {
		case line == "":
		case section == "" && strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			section = strings.ToLower(line[1 : len(line)-1])
		case section == "header":
			key, val, ok := strings.Cut(line, "=")
			if !ok {
				b.warnf(n, "a header line without '=' ignored: %q", line)
				continue
			}
			header[strings.ToLower(strings.TrimSpace(key))] = entry{n, strings.TrimSpace(val)}
		case section == "data":
			moves = append(moves, entry{n, line})
		}
	}
	if len(header) == 0 && len(moves) == 0 {
		return b.errorf(1, "no [Header] nor [Data] section: not a Pandanet record")
	}
	if c, ok := header["crypt"]; ok && !strings.Contains(strings.ToUpper(c.val), "PLAIN") {
		return b.errorf(c.line, "the record is encrypted (Crypt=%s)", c.val)
	}
	if s, ok := header["size"]; ok {
		if err := b.setSize(s.line, s.val); err != nil {
			return err
		}
	}
	handicap := 0
	if h, ok := header["hdcp"]; ok {
		ha, km, _ := strings.Cut(h.val, ",")
		var err error
		if handicap, err = strconv.Atoi(strings.TrimSpace(ha)); err != nil {
			return b.errorf(h.line, "handicap %q is not a number", ha)
		}
		if k, ok := parseReal(km); ok {
			b.rec.Komi = k
		}
	}
	flip := strings.EqualFold(header["coordinatetype"].val, "IGS")
	for _, m := range moves {
		if err := b.ugfMove(m.line, m.val, flip); err != nil {
			return err
		}
	}
	if handicap >= 2 {
		if len(b.rec.Setup) == 0 {
			b.warnf(header["hdcp"].line, "a handicap of %d without its stones: placed on the standard points", handicap)
			if err := b.handicap(header["hdcp"].line, handicap); err != nil {
				return err
			}
		}
		b.rec.Handicap = handicap
	}
	for _, side := range []struct{ key, player, rank string }{{"playerb", "PB", "BR"}, {"playerw", "PW", "WR"}} {
		name, rest, _ := strings.Cut(header[side.key].val, ",")
		rank, _, _ := strings.Cut(rest, ",")
		b.set(side.player, name)
		b.set(side.rank, rank)
	}
	var title []string
	for _, f := range strings.Split(header["title"].val, ",") {
		if f = strings.TrimSpace(f); f != "" {
			title = append(title, f)
		}
	}
	b.set("EV", strings.Join(title, ", "))
	b.set("PC", header["place"].val)
	date, _, _ := strings.Cut(header["date"].val, ",")
	b.set("DT", isoDate(date))
	b.set("RU", ugfRules(header["rule"].val))
	b.set("RE", ugfResult(header["winner"].val))
	b.set("CP", header["copyright"].val)
	return nil
}

// ugfCharset returns the charset a record's Lang or Code line names, or
// Shift_JIS, read before the text is decoded.
func ugfCharset(data []byte) string {
	for _, l := range bytes.Split(data, []byte("\n")) {
		l = bytes.TrimSpace(l)
		for _, key := range []string{"Lang=", "Code="} {
			if v, ok := bytes.CutPrefix(l, []byte(key)); ok {
				if _, known := lookupCharset(string(v)); known {
					return string(v)
				}
			}
		}
	}
	return "Shift_JIS"
}

// ugfMove reads a line of [Data]: "PP,B1,12,5".
func (b *builder) ugfMove(n int, line string, flip bool) error {
	f := strings.Split(line, ",")
	if len(f) < 3 {
		if strings.HasPrefix(line, ".") { // a figure or a text after the game
			b.warnf(n, "a line that is no move ignored: %q", line)
			return nil
		}
		return b.errorf(n, "a move needs a point, a colour and a number: %q", line)
	}
	pt := strings.TrimSpace(f[0])
	if len(pt) != 2 || pt[0] < 'A' || pt[0] > 'Z' || pt[1] < 'A' || pt[1] > 'Z' {
		return b.errorf(n, "point %q is not two capital letters", pt)
	}
	x, y := int(pt[0]-'A'), int(pt[1]-'A')
	pass := x >= b.rec.Width && (pt[0] == 'Y' || pt[0] == 'Z')
	col := strings.TrimSpace(f[1]) // "B1": the colour, then the player of the pair
	if col == "" {
		col = "?"
	}
	c, err := b.color(n, col[:1], "B", "W")
	if err != nil {
		if !pass {
			return err
		}
		b.warnf(n, "a pass without a colour ignored: %q", line)
		return nil
	}
	num, err := strconv.Atoi(strings.TrimSpace(f[2]))
	if err != nil {
		return b.errorf(n, "move number %q is not a number", f[2])
	}
	p := engine.Pass
	if !pass {
		if flip {
			y = b.rec.Height - 1 - y
		}
		if p, err = b.point(n, x, y, pt); err != nil {
			return err
		}
	}
	if num == 0 {
		if pass {
			return b.errorf(n, "a pass among the stones placed before the game")
		}
		b.rec.Setup = append(b.rec.Setup, engine.Move{Color: c, Point: p})
		return nil
	}
	return b.play(n, c, p)
}

// ugfRules names the rules Rule gives as RU does.
func ugfRules(v string) string {
	switch strings.ToUpper(v) {
	case "JPN", "JP":
		return "Japanese"
	case "CHN", "CH":
		return "Chinese"
	case "KOR":
		return "Korean"
	}
	return v
}

// ugfResult writes Winner as RE does: "B,1.5" is B+1.5, "W,C" W+R, "B,F"
// a win by forfeit, D a draw, N no result; "" for what it does not know
// (an unfinished game).
func ugfResult(v string) string {
	who, how, _ := strings.Cut(v, ",")
	how = strings.TrimSpace(how)
	switch strings.TrimSpace(who) {
	case "B", "W":
		re := strings.TrimSpace(who) + "+"
		switch {
		case strings.HasPrefix(how, "C"):
			return re + "R"
		case strings.HasPrefix(how, "F"):
			return re + "F"
		case strings.HasPrefix(how, "T"):
			return re + "T"
		}
		if k, ok := parseReal(how); ok && k > 0 {
			return re + score(k)
		}
		return re
	case "D":
		return "0"
	}
	if strings.HasPrefix(v, "N") {
		return "Void"
	}
	return ""
}
