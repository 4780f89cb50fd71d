package sgf

import (
	"bytes"
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// charset is a character encoding as the reader uses it.
type charset struct {
	name  string            // canonical name
	enc   encoding.Encoding // nil for UTF-8 and ASCII
	lead  func(byte) bool   // the byte starts a two-byte character whose second byte may be ASCII
	whole bool              // decode the whole file before reading it (UTF-16, ISO-2022-JP)
}

func leadGB(c byte) bool   { return c >= 0x81 && c <= 0xFE }
func leadSJIS(c byte) bool { return c >= 0x81 && c <= 0x9F || c >= 0xE0 && c <= 0xFC }

// charsetKey reduces a charset name to lower-case letters and digits, so that
// "ISO8859_1", "ISO-8859-1" and "iso 8859-1" are one name.
func charsetKey(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			b.WriteByte(c)
		case c >= 'A' && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		}
	}
	return b.String()
}

// lookupCharset finds a charset by any of the names real SGF files use.
func lookupCharset(name string) (charset, bool) {
	switch key := charsetKey(name); key {
	case "utf8", "unicode11utf8":
		return charset{name: "UTF-8"}, true
	case "ascii", "usascii", "ansix341968", "iso646us", "us":
		return charset{name: "US-ASCII"}, true
	case "utf16", "utf16le", "utf16be", "ucs2", "unicode":
		return charset{name: "UTF-16", whole: true}, true
	case "gb2312", "euccn", "gbk", "cp936", "ms936", "windows936", "gb18030", "xgbk", "csgb2312", "gb", "chinese", "hzgb2312":
		return charset{name: "GB18030", enc: simplifiedchinese.GB18030, lead: leadGB}, true
	case "big5", "big5hkscs", "cp950", "csbig5", "xxbig5", "big5tw":
		return charset{name: "Big5", enc: traditionalchinese.Big5, lead: leadGB}, true
	case "shiftjis", "sjis", "mskanji", "cp932", "windows31j", "csshiftjis", "xsjis", "ms932", "shiftjis2004":
		return charset{name: "Shift_JIS", enc: japanese.ShiftJIS, lead: leadSJIS}, true
	case "eucjp", "xeucjp", "cseucpkdfmtjapanese", "ujis":
		return charset{name: "EUC-JP", enc: japanese.EUCJP}, true
	case "iso2022jp", "csiso2022jp", "jis":
		return charset{name: "ISO-2022-JP", enc: japanese.ISO2022JP, whole: true}, true
	case "euckr", "cp949", "uhc", "ksc5601", "ksc56011987", "cseuckr", "windows949", "korean", "ksc":
		return charset{name: "EUC-KR", enc: korean.EUCKR, lead: leadGB}, true
	case "latin1", "l1", "cp819", "ibm819", "iso88591", "iso885911987", "csisolatin1":
		return charset{name: "ISO-8859-1", enc: charmap.ISO8859_1}, true
	case "latin9", "l9", "iso885915":
		return charset{name: "ISO-8859-15", enc: charmap.ISO8859_15}, true
	case "macintosh", "macroman", "mac", "xmacroman", "csmacintosh":
		return charset{name: "macintosh", enc: charmap.Macintosh}, true
	case "cp1250", "cp1251", "cp1252", "cp1253", "cp1254", "cp1255", "cp1256", "cp1257", "cp1258":
		return lookupCharset("windows" + key[2:])
	default:
		for _, e := range charmap.All {
			cm, ok := e.(*charmap.Charmap)
			if ok && charsetKey(cm.String()) == key {
				name := strings.Replace(cm.String(), "Windows ", "windows-", 1)
				name = strings.Replace(name, "ISO 8859-", "ISO-8859-", 1)
				return charset{name: name, enc: cm}, true
			}
		}
	}
	return charset{}, false
}

// LookupCharset reports whether the reader knows the charset name (in any of
// the spellings SGF files use: "gb2312", "MS_KANJI", "ISO8859_1"...) and
// returns the canonical name of the decoder it uses.
func LookupCharset(name string) (canonical string, ok bool) {
	cs, ok := lookupCharset(name)
	return cs.name, ok
}

// fileDecoder decodes the values of each game tree after it is read.
type fileDecoder struct {
	cs         charset // the file's charset: forced, the first CA[], detected, or UTF-8
	useFileCS  bool    // ignore CA[] of each tree (forced, detected as UTF-8, or already decoded)
	transcoded bool    // the whole file was decoded before reading
	invalid    bool    // the text is not valid UTF-8
}

// findCA returns the first CA[] value in data and its offset, or -1.
func findCA(data []byte) (string, int) {
	for off := 0; ; {
		i := bytes.Index(data[off:], []byte("CA["))
		if i < 0 {
			return "", -1
		}
		i += off
		off = i + 3
		// A property starts after ';', '(' or another value, maybe with
		// white space between: not after a letter, nor inside "FF[CA[".
		k := i - 1
		for k >= 0 && isSpace(data[k]) {
			k--
		}
		if k >= 0 && data[k] != ';' && data[k] != ']' && data[k] != '(' {
			continue
		}
		j := bytes.IndexByte(data[i+3:], ']')
		if j < 0 || j > 64 {
			continue
		}
		return strings.TrimSpace(string(data[i+3 : i+3+j])), i
	}
}

// hasHighBytes reports whether b holds any byte outside ASCII.
func hasHighBytes(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return true
		}
	}
	return false
}

// utf16Order guesses UTF-16 without a BOM from NUL bytes: 1 for little
// endian, 2 for big endian, 0 for neither. The text must start with white
// space or '(' and alternate NULs.
func utf16Order(data []byte) int {
	i := 0
	for i+1 < len(data) && (data[i] == 0 && isSpace(data[i+1]) || data[i+1] == 0 && isSpace(data[i])) {
		i += 2
	}
	if i+1 >= len(data) || !(data[i] == 0 && data[i+1] == '(' || data[i] == '(' && data[i+1] == 0) {
		return 0
	}
	n := min(len(data), 512) &^ 1
	even, odd := 0, 0
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			even++
		}
		if data[i+1] == 0 {
			odd++
		}
	}
	switch {
	case n >= 4 && odd > n/4 && even == 0:
		return 1
	case n >= 4 && even > n/4 && odd == 0:
		return 2
	}
	return 0
}

// prepareCharset decides how the file is decoded. It returns the text to read
// (decoded already when the charset needs it) and the decoder for values.
func prepareCharset(data []byte, forced string, col *Collection) ([]byte, *fileDecoder) {
	li := lineIndex{data: data}
	warn := func(off int, msg string) {
		line, c := li.at(off)
		col.Warnings = append(col.Warnings, Warning{Line: line, Col: c, Msg: msg})
	}
	utf16 := func(e encoding.Encoding, name string) ([]byte, *fileDecoder) {
		out, err := e.NewDecoder().Bytes(data)
		if err != nil {
			warn(0, "bad "+name+" data: "+err.Error())
		}
		col.Charset = name
		return out, &fileDecoder{cs: charset{name: "UTF-8"}, useFileCS: true, transcoded: true, invalid: !utf8.Valid(out)}
	}
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		col.Charset = "UTF-8"
		return data[3:], &fileDecoder{cs: charset{name: "UTF-8"}, useFileCS: true, invalid: !utf8.Valid(data[3:])}
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return utf16(unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), "UTF-16LE")
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return utf16(unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), "UTF-16BE")
	}
	switch utf16Order(data) {
	case 1:
		return utf16(unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), "UTF-16LE")
	case 2:
		return utf16(unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), "UTF-16BE")
	}

	validUTF8 := utf8.Valid(data)
	var cs charset
	known := false
	if forced != "" {
		if cs, known = lookupCharset(forced); !known {
			warn(0, "unknown charset "+forced+": ignored")
		}
	}
	useFile := known
	if !known {
		name, off := findCA(data)
		if off >= 0 && name != "" {
			cs, known = lookupCharset(name)
			switch {
			case !known:
				warn(off, "unknown charset CA["+name+"]: ignored")
			case cs.enc != nil && validUTF8 && hasHighBytes(data):
				// A legacy charset is declared but every byte sequence is
				// valid UTF-8: the file was re-saved as UTF-8.
				warn(off, "CA["+name+"] declared, but the text is UTF-8: read as UTF-8")
				cs, useFile = charset{name: "UTF-8"}, true
			case cs.whole && cs.enc == nil:
				// UTF-16 declared, but the bytes have no NULs: it is not.
				cs, known = charset{}, false
			case cs.enc == nil && !validUTF8:
				// UTF-8 or ASCII declared, but the bytes say otherwise.
				warn(off, "CA["+name+"] declared, but the text is not UTF-8: charset guessed")
				cs, known = charset{}, false
			}
		}
	}
	if !known {
		useFile = true
		if validUTF8 {
			cs = charset{name: "UTF-8"}
		} else {
			cands := DetectCharset(data)
			cs, _ = lookupCharset(cands[0])
			col.Detected, col.Candidates = true, cands
		}
	}
	col.Charset = cs.name
	if cs.whole && cs.enc != nil {
		out, err := cs.enc.NewDecoder().Bytes(data)
		if err != nil {
			warn(0, "bad "+cs.name+" data: "+err.Error())
		}
		return out, &fileDecoder{cs: charset{name: "UTF-8"}, useFileCS: true, transcoded: true, invalid: !utf8.Valid(out)}
	}
	return data, &fileDecoder{cs: cs, useFileCS: useFile, invalid: !validUTF8}
}

// decodeTrees decodes every value of the given game trees, each with its own
// CA[] or else the file's charset.
func (fd *fileDecoder) decodeTrees(p *parser, roots []*Node) {
	for _, root := range roots {
		cs := fd.cs
		if !fd.useFileCS {
			if c, ok := lookupCharset(root.Value("CA")); ok && !c.whole {
				cs = c
			}
		}
		if cs.enc == nil {
			if fd.invalid {
				// Read as UTF-8 all the same: broken bytes become U+FFFD,
				// so that what is written is UTF-8.
				root.Walk(func(n *Node) bool {
					for i := range n.props {
						for j, v := range n.props[i].Values {
							if !utf8.ValidString(v) {
								n.props[i].Values[j] = strings.ToValidUTF8(v, "\uFFFD")
							}
						}
					}
					return true
				})
			}
			continue
		}
		dec := cs.enc.NewDecoder()
		root.Walk(func(n *Node) bool {
			for i := range n.props {
				for j, v := range n.props[i].Values {
					if hasHighBytes([]byte(v)) {
						s, err := dec.String(v)
						if err != nil {
							s = strings.ToValidUTF8(v, "\uFFFD")
						}
						n.props[i].Values[j] = sanitizeRaw(s)
					}
				}
			}
			return true
		})
	}
}

// DetectCharset guesses the charset of SGF data that declares none and is not
// valid UTF-8. It returns candidate charset names, the most likely first:
// GB18030 (GB2312, GBK), Shift_JIS, EUC-KR, Big5, UTF-8 with errors, and
// Windows-1252 as the last resort. The UI can offer the others.
func DetectCharset(data []byte) []string {
	type cand struct {
		name  string
		score int
	}
	cands := []cand{
		{"GB18030", scoreGB(data)},
		{"Shift_JIS", scoreSJIS(data)},
		{"EUC-KR", scoreKR(data)},
		{"Big5", scoreBig5(data)},
		{"UTF-8", scoreUTF8(data)},
		{"windows-1252", 0},
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
	names := make([]string, len(cands))
	for i, c := range cands {
		names[i] = c.name
	}
	return names
}

// The scores count characters that are common in text of each charset (+),
// rare ones (-) and invalid byte sequences (much worse).
const badScore = 6

func scoreGB(d []byte) int {
	s := 0
	for i := 0; i < len(d); i++ {
		c := d[i]
		if c < 0x80 {
			continue
		}
		if c == 0x80 || c == 0xFF || i+1 >= len(d) {
			s -= badScore
			continue
		}
		t := d[i+1]
		switch {
		case t >= 0x30 && t <= 0x39: // four bytes
			if i+3 < len(d) && d[i+2] >= 0x81 && d[i+2] <= 0xFE && d[i+3] >= 0x30 && d[i+3] <= 0x39 {
				s--
				i += 3
			} else {
				s -= badScore
			}
			continue
		case t < 0x40 || t == 0x7F || t == 0xFF:
			s -= badScore
			continue
		}
		i++
		switch {
		case c >= 0xB0 && c <= 0xD7 && t >= 0xA1:
			s += 2
		case c >= 0xA1 && c <= 0xA3 && t >= 0xA1:
		default:
			s--
		}
	}
	return s
}

func scoreBig5(d []byte) int {
	s := 0
	for i := 0; i < len(d); i++ {
		c := d[i]
		if c < 0x80 {
			continue
		}
		if c < 0x81 || c == 0xFF || i+1 >= len(d) {
			s -= badScore
			continue
		}
		t := d[i+1]
		if !(t >= 0x40 && t <= 0x7E || t >= 0xA1 && t <= 0xFE) {
			s -= badScore
			continue
		}
		i++
		code := int(c)<<8 | int(t)
		switch {
		case code >= 0xA440 && code <= 0xC67E:
			s += 2
		case code >= 0xA140 && code <= 0xA3BF:
		default:
			s--
		}
	}
	return s
}

func scoreSJIS(d []byte) int {
	s := 0
	for i := 0; i < len(d); i++ {
		c := d[i]
		switch {
		case c < 0x80:
			continue
		case c >= 0xA1 && c <= 0xDF: // half-width katakana: rare in SGF
			s--
			continue
		case !leadSJIS(c) || i+1 >= len(d):
			s -= badScore
			continue
		}
		t := d[i+1]
		if t < 0x40 || t == 0x7F || t > 0xFC {
			s -= badScore
			continue
		}
		i++
		switch {
		case c == 0x82 || c == 0x83 || c >= 0x88 && c <= 0x9F:
			s += 2
		case c == 0x81:
		default:
			s--
		}
	}
	return s
}

func scoreKR(d []byte) int {
	s := 0
	for i := 0; i < len(d); i++ {
		c := d[i]
		if c < 0x80 {
			continue
		}
		if c < 0x81 || c == 0xFF || c == 0xC9 || c == 0xFE || i+1 >= len(d) {
			s -= badScore
			continue
		}
		t := d[i+1]
		if !(t >= 0x41 && t <= 0x5A || t >= 0x61 && t <= 0x7A || t >= 0x81 && t <= 0xFE) {
			s -= badScore
			continue
		}
		i++
		switch {
		case c >= 0xB0 && c <= 0xC8 && t >= 0xA1:
			s += 2
			// Korean puts spaces between words; Chinese and Japanese do not.
			if i+2 < len(d) && d[i+1] == ' ' && d[i+2] >= 0xB0 {
				s += 2
			}
		case c >= 0xA1 && c <= 0xAC && t >= 0xA1:
		default:
			s--
		}
	}
	return s
}

func scoreUTF8(d []byte) int {
	s := 0
	for i := 0; i < len(d); {
		if d[i] < 0x80 {
			i++
			continue
		}
		r, n := utf8.DecodeRune(d[i:])
		if r == utf8.RuneError && n <= 1 {
			s -= badScore
			i++
			continue
		}
		s += 2
		i += n
	}
	return s
}

// sanitizeRaw makes a decoded value valid raw SGF again: a decoder that meets
// a broken double-byte character may give back its second byte as a bare ']'.
func sanitizeRaw(v string) string {
	ok := true
	i := 0
	for ; i < len(v); i++ {
		if v[i] == '\\' {
			i++
		} else if v[i] == ']' {
			ok = false
			break
		}
	}
	if ok && i == len(v) {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == '\\' && i+1 < len(v):
			b.WriteByte(v[i])
			i++
		case v[i] == '\\' || v[i] == ']':
			b.WriteByte('\\')
		}
		b.WriteByte(v[i])
	}
	return b.String()
}
