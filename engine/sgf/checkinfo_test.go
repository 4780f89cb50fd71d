package sgf

import (
	"errors"
	"testing"
)

func TestCheckInfo(t *testing.T) {
	for _, c := range []struct {
		id, text string
		ok       bool
	}{
		{"DT", "2026-11-30", true}, {"DT", "2026", true}, {"DT", "2026-11", true},
		{"DT", "1996-05-06,07,08", true}, {"DT", "1996-05-06,06-01", true}, {"DT", "1996-12-30,1997-01-02", true},
		{"DT", "30/11/2026", false}, {"DT", "2026-13-01", false}, {"DT", "2026-11-32", false},
		{"DT", "07,1996-05-06", false}, {"DT", "1996,07", false}, {"DT", "yesterday", false},
		{"KM", "6.5", true}, {"KM", "-0.5", true}, {"KM", "six", false},
		{"HA", "0", true}, {"HA", "4", true}, {"HA", "1", false}, {"HA", "-2", false}, {"HA", "two", false},
		{"TM", "3600", true}, {"TM", "90.5", true}, {"TM", "1h", false},
		{"RE", "B+3.5", true}, {"RE", "W+R", true}, {"RE", "B+Resign", true}, {"RE", "W+T", true},
		{"RE", "B+F", true}, {"RE", "B+", true}, {"RE", "0", true}, {"RE", "Void", true}, {"RE", "?", true},
		{"RE", "Black wins", false}, {"RE", "B+3,5", false}, {"RE", "X+R", false},
		{"PB", "anything at all", true}, {"DT", "", true}, {"KM", "  ", true},
	} {
		err := CheckInfo(c.id, c.text)
		if (err == nil) != c.ok {
			t.Errorf("CheckInfo(%s, %q) = %v, want ok %v", c.id, c.text, err, c.ok)
		}
		if err != nil && !errors.Is(err, ErrInfo) {
			t.Errorf("CheckInfo(%s, %q) does not wrap ErrInfo", c.id, c.text)
		}
	}
}
