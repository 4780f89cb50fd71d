package sgf

import (
	"strconv"
	"strings"
)

// A Tygem GIB file is text: a header of lines \[KEY=VALUE\] between \HS and
// \HE, then the game between \GS and \GE, one command a line:
//
//	INI 0 1 3 &4       the handicap (here 3 stones) on the standard points
//	STO 0 5 1 15 3     move 5: colour 1 (Black) or 2 (White) at column 15,
//	                   row 3, counted from 0 at the upper left
//
// The board is 19x19. The header gives the players as "name (rank)", the
// result as a code (GRLT) and a margin in tenths (ZIPSU), the komi in tenths
// (GONGJE) in GAMEINFOMAIN, with a copy of each in GAMETAG. The text is
// EUC-KR, GB or UTF-8.

// readGIB reads a Tygem record.
func (b *builder) readGIB(data []byte) error {
	header := map[string]string{}
	found := false
	for i, line := range b.lines(data, "") {
		n := i + 1
		line = strings.TrimSpace(line)
		f := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, `\[`):
			key, val, ok := strings.Cut(strings.TrimSuffix(line[2:], `\]`), "=")
			if ok {
				header[key] = strings.TrimSpace(val)
				found = true
			}
		case line == `\HS` || line == `\GS`:
			found = true
		case len(f) > 0 && f[0] == "INI":
			found = true
			if len(f) < 4 {
				return b.errorf(n, "INI without a handicap: %q", line)
			}
			h, err := strconv.Atoi(f[3])
			if err != nil {
				return b.errorf(n, "handicap %q is not a number", f[3])
			}
			if len(b.rec.Moves) > 0 || b.rec.Handicap > 0 {
				b.warnf(n, "a second INI line ignored")
				continue
			}
			if err := b.handicap(n, h); err != nil {
				return err
			}
		case len(f) > 0 && f[0] == "STO":
			found = true
			if err := b.gibMove(n, line, f); err != nil {
				return err
			}
		}
	}
	if !found {
		return b.errorf(1, "no Tygem game record found")
	}
	b.gibInfo(header)
	return nil
}

// gibMove reads "STO 0 n colour x y".
func (b *builder) gibMove(n int, line string, f []string) error {
	if len(f) < 6 {
		return b.errorf(n, "a move needs a colour, a column and a row: %q", line)
	}
	c, err := b.color(n, f[3], "1", "2")
	if err != nil {
		return err
	}
	x, err1 := strconv.Atoi(f[4])
	y, err2 := strconv.Atoi(f[5])
	if err1 != nil || err2 != nil {
		return b.errorf(n, "the point of %q is not two numbers", line)
	}
	p, err := b.point(n, x, y, f[4]+" "+f[5])
	if err != nil {
		return err
	}
	return b.play(n, c, p)
}

// gibInfo sets the game information from the header.
func (b *builder) gibInfo(h map[string]string) {
	main := gibFields(h["GAMEINFOMAIN"])
	sub := gibFields(h["GAMEINFOSUB"])
	tag := gibTag(h["GAMETAG"])
	for _, side := range []struct {
		name, nick, player, rank string
	}{{"GAMEBLACKNAME", "GAMEBLACKNICK", "PB", "BR"}, {"GAMEWHITENAME", "GAMEWHITENICK", "PW", "WR"}} {
		name, rank := h[side.name], ""
		// "name (rank)"
		if i := strings.LastIndexByte(name, '('); i > 0 && strings.HasSuffix(name, ")") {
			name, rank = name[:i], name[i+1:len(name)-1]
		}
		if strings.TrimSpace(name) == "" {
			name = h[side.nick]
		}
		b.set(side.player, name)
		b.set(side.rank, rank)
	}
	komi, ok := tenths(main["GONGJE"])
	if !ok {
		komi, ok = tenths(h["GAMEGONGJE"])
	}
	if !ok {
		komi, ok = tenths(tag["G"])
	}
	if ok {
		b.rec.Komi = komi
	}
	re := gibResult(main["GRLT"], main["ZIPSU"])
	if re == "" {
		re = gibResult(tag["W"], tag["Z"])
	}
	b.set("RE", re)
	for _, d := range []string{tag["C"], sub["GDATE"], h["GAMEDATE"]} {
		if dt := isoDate(d); dt != "" {
			b.set("DT", dt)
			break
		}
	}
	b.set("EV", h["GAMENAME"])
	b.set("PC", h["GAMEPLACE"])
}

// gibResult writes the result GRLT and ZIPSU (or GAMETAG's W and Z) give:
// 0 and 1 a win of Black and White by ZIPSU tenths of a point, 3 and 4 by
// resignation, 7 and 8 on time; "" for another code.
func gibResult(code, margin string) string {
	switch strings.TrimSpace(code) {
	case "0", "1":
		win := "B+"
		if strings.TrimSpace(code) == "1" {
			win = "W+"
		}
		if m, ok := tenths(margin); ok && m > 0 {
			return win + score(m)
		}
		return win
	case "3":
		return "B+R"
	case "4":
		return "W+R"
	case "7":
		return "B+T"
	case "8":
		return "W+T"
	}
	return ""
}

// tenths reads a number of tenths: "65" is 6.5.
func tenths(v string) (float64, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return 0, false
	}
	return float64(n) / 10, true
}

// gibFields splits "KEY:value,KEY:value" (GAMEINFOMAIN, GAMEINFOSUB).
func gibFields(v string) map[string]string {
	m := map[string]string{}
	for _, f := range strings.Split(v, ",") {
		if key, val, ok := strings.Cut(strings.TrimSpace(f), ":"); ok {
			m[key] = val
		}
	}
	return m
}

// gibTag splits GAMETAG, "S0,R3,G65,W8,Z0,C2020:06:14:01:26,I:name": each
// field is a letter and its value.
func gibTag(v string) map[string]string {
	m := map[string]string{}
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		if f != "" {
			m[f[:1]] = strings.TrimPrefix(f[1:], ":")
		}
	}
	return m
}
