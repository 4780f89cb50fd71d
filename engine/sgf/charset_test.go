package sgf

import (
	"bytes"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

func encode(t *testing.T, e encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := e.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("encode %q: %v", s, err)
	}
	return b
}

func TestCharsets(t *testing.T) {
	tests := []struct {
		name string
		enc  encoding.Encoding
		ca   string // "" for none
		pb   string
		want string // canonical charset
	}{
		// ソ is 83 5C in Shift_JIS: its second byte is a backslash.
		{"sjis trail 5C before ]", japanese.ShiftJIS, "Shift_JIS", "申眞ソ", "Shift_JIS"},
		{"sjis MS_KANJI", japanese.ShiftJIS, "MS_KANJI", "ー表ソ", "Shift_JIS"},
		{"gb2312 lower case", simplifiedchinese.GB18030, "gb2312", "古力", "GB18030"},
		{"gbk", simplifiedchinese.GBK, "GBK", "柯洁", "GB18030"},
		{"euc-cn", simplifiedchinese.GB18030, "EUC-CN", "柯洁", "GB18030"},
		{"big5 trail 5C", traditionalchinese.Big5, "Big5", "許功蓋", "Big5"},
		{"euc-kr", korean.EUCKR, "EUC-KR", "이세돌", "EUC-KR"},
		{"euc-jp", japanese.EUCJP, "EUC-JP", "井山裕太", "EUC-JP"},
		{"iso-2022-jp", japanese.ISO2022JP, "ISO-2022-JP", "井山裕太", "ISO-2022-JP"},
		{"latin1 underscore", charmap.ISO8859_1, "ISO8859_1", "Müller", "ISO-8859-1"},
		{"windows-1251", charmap.Windows1251, "Windows-1251", "Игрок", "windows-1251"},
		{"macintosh", charmap.Macintosh, "macintosh", "Café", "macintosh"},
		{"utf-8 spelled UTF8", encoding.Nop, "UTF8", "党毅飛", "UTF-8"},
		{"no CA, GB", simplifiedchinese.GB18030, "", "本因坊道策白死", "GB18030"},
		{"no CA, latin1", charmap.Windows1252, "", "Müller café", "windows-1252"},
		{"no CA, Shift_JIS", japanese.ShiftJIS, "", "本因坊秀策 ソパル 世界最高棋士決定戦", "Shift_JIS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// PB comes before CA: it must be decoded with CA all the same.
			var src bytes.Buffer
			src.WriteString("(;PB[")
			src.Write(encode(t, tt.enc, tt.pb))
			src.WriteString("]")
			if tt.ca != "" {
				src.WriteString("CA[" + tt.ca + "]")
			}
			src.WriteString("PW[x];B[aa])")
			c, err := Parse(src.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			g := c.Games[0]
			if g.Value("PB") != tt.pb || g.Value("PW") != "x" || g.Next() == nil {
				t.Errorf("PB = %q, PW = %q; want %q, x, and a move", g.Value("PB"), g.Value("PW"), tt.pb)
			}
			if c.Charset != tt.want || c.Detected != (tt.ca == "") {
				t.Errorf("charset %q detected %v; want %q", c.Charset, c.Detected, tt.want)
			}
		})
	}
}

func TestCharsetUTF16(t *testing.T) {
	for _, e := range []encoding.Encoding{
		unicode.UTF16(unicode.LittleEndian, unicode.UseBOM),
		unicode.UTF16(unicode.BigEndian, unicode.UseBOM),
		unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM),
		unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM),
	} {
		c, err := Parse(encode(t, e, "(;CA[UTF-16]PB[围棋 is fun];B[aa])"))
		if err != nil || c.Games[0].Value("PB") != "围棋 is fun" {
			t.Errorf("%v: %v", e, err)
		}
	}
	c, err := Parse(append([]byte{0xEF, 0xBB, 0xBF}, "(;PB[碁])"...))
	if err != nil || c.Games[0].Value("PB") != "碁" {
		t.Errorf("UTF-8 BOM: %v", err)
	}
}

func TestCharsetOverride(t *testing.T) {
	data := append([]byte("(;C["), encode(t, japanese.ShiftJIS, "囲碁")...)
	data = append(data, "])"...)
	c, err := Parse(data)
	if err != nil || !c.Detected || c.Games[0].Value("C") != "囲碁" || len(c.Candidates) < 2 {
		t.Fatalf("detect: %v %+v", err, c)
	}
	c, err = Options{Charset: "GBK"}.Parse(data)
	if err != nil || c.Detected || c.Charset != "GB18030" || c.Games[0].Value("C") == "囲碁" {
		t.Errorf("forced GBK: %v %+v", err, c)
	}
}

func TestCharsetUnknownAndMislabelled(t *testing.T) {
	// Only a property counts, not "CA[" inside a value.
	c, err := ParseString("(;FF[CA[0]C[x CA[Big5\\]]CA[UTF-8])")
	if err != nil || c.Charset != "UTF-8" || len(c.Warnings) != 0 {
		t.Errorf("CA inside values: %v %+v", err, c)
	}
	c, err = ParseString("(;CA[foo]C[plain])")
	if err != nil || len(c.Warnings) != 1 || c.Games[0].Value("C") != "plain" {
		t.Errorf("CA[foo]: %v %+v", err, c)
	}
	// Declared Shift_JIS, but the bytes are UTF-8 (U+FFFD): kept, not "fixed".
	c, err = ParseString("(;CA[MS_KANJI]C[\uFFFD\uFFFD])")
	if err != nil || c.Games[0].Value("C") != "\uFFFD\uFFFD" {
		t.Errorf("mislabelled: %v %+v", err, c)
	}
	for _, name := range []string{"UTF-8", "gb2312", "GB18030", "Big5", "Shift_JIS", "SHIFT_JIS", "ISO-8859-15",
		"ISO8859-1", "Windows-1252", "ASCII", "UTF-16LE", "EUC-KR", "EUC-JP", "ISO-2022-JP", "macintosh", "KOI8-R"} {
		if _, ok := LookupCharset(name); !ok {
			t.Errorf("LookupCharset(%q) failed", name)
		}
	}
	// Declared UTF-8 but GB bytes: guessed.
	data := append([]byte("(;CA[UTF-8]C["), encode(t, simplifiedchinese.GB18030, "白死")...)
	c, err = Parse(append(data, "])"...))
	if err != nil || c.Games[0].Comment() != "白死" || !c.Detected || len(c.Warnings) != 1 {
		t.Errorf("UTF-8 declared, GB bytes: %v %+v", err, c)
	}
	if _, ok := LookupCharset("unknown"); ok {
		t.Error("LookupCharset(unknown) succeeded")
	}
}
