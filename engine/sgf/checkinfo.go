package sgf

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// ErrInfo is wrapped by CheckInfo's errors.
var ErrInfo = errors.New("sgf: game information")

// InfoError is a game-information value CheckInfo refuses, with what the
// property wants in a few words.
type InfoError struct {
	ID, Text, Want string
}

func (e *InfoError) Error() string {
	return fmt.Sprintf("%v: %s %q: %s", ErrInfo, e.ID, e.Text, e.Want)
}

// Unwrap makes the error an ErrInfo.
func (e *InfoError) Unwrap() error { return ErrInfo }

var (
	fullDate  = regexp.MustCompile(`^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$`)
	shortDate = regexp.MustCompile(`^(\d{2})(?:-(\d{2}))?$`)
	result    = regexp.MustCompile(`^[BW]\+(?:R|Resign|T|Time|F|Forfeit|\d+(?:\.\d+)?)?$`)
)

// CheckInfo checks text as the value of game-information property id, as
// the SGF specification writes it: DT a date "YYYY-MM-DD" (the month and day
// optional, more dates after commas, later ones shortened to "MM-DD" or
// "DD"), KM a number, HA a number of stones (0, or 2 and more), TM a number
// of seconds, RE "B+3.5", "W+R", "B+T", "B+F", "B+", "0", "Draw", "Void" or
// "?". Other properties take any text. The empty text removes a property and
// is always right.
func CheckInfo(id, text string) error {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	bad := func(want string) error { return &InfoError{ID: id, Text: text, Want: want} }
	switch id {
	case "DT":
		if !validDates(text) {
			return bad("a date such as 2026-11-30, 2026-11 or 2026")
		}
	case "KM":
		if _, err := strconv.ParseFloat(text, 64); err != nil {
			return bad("a number, such as 6.5")
		}
	case "HA":
		if n, err := strconv.Atoi(text); err != nil || n < 0 || n == 1 {
			return bad("0, or a number of stones from 2")
		}
	case "TM":
		if v, err := strconv.ParseFloat(text, 64); err != nil || v < 0 {
			return bad("a number of seconds, such as 3600")
		}
	case "RE":
		switch text {
		case "0", "Draw", "Void", "?":
		default:
			if !result.MatchString(text) {
				return bad("such as B+3.5, W+R, B+T, 0 (a draw) or Void")
			}
		}
	}
	return nil
}

// validDates checks a DT value: full dates, and after the first, dates
// shortened to what changed.
func validDates(text string) bool {
	month, year := "", ""
	for i, part := range strings.Split(text, ",") {
		part = strings.TrimSpace(part)
		if m := fullDate.FindStringSubmatch(part); m != nil {
			if !validMonthDay(m[2], m[3]) {
				return false
			}
			year, month = m[1], m[2]
			continue
		}
		m := shortDate.FindStringSubmatch(part)
		if i == 0 || m == nil || year == "" {
			return false
		}
		switch {
		case m[2] != "": // MM-DD
			if !validMonthDay(m[1], m[2]) {
				return false
			}
			month = m[1]
		case month != "": // DD
			if !validMonthDay(month, m[1]) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// validMonthDay checks a month and a day, either of which may be missing.
func validMonthDay(month, day string) bool {
	if month != "" {
		if m, _ := strconv.Atoi(month); m < 1 || m > 12 {
			return false
		}
	}
	if day != "" {
		if d, _ := strconv.Atoi(day); d < 1 || d > 31 {
			return false
		}
	}
	return true
}
