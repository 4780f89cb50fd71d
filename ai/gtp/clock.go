// The clock: time_settings, time_left, and the time each side has left.

package gtp

import (
	"cmp"
	"fmt"
	"math"

	"github.com/torreya/torreya/engine"
)

// seconds reads a time of time_settings or time_left, in seconds; negative
// is allowed for time_left, whose controller may report an overrun. The
// bound is GTP's largest integer: 68 years, which a time.Duration holds.
func seconds(v, what string, negative bool) (float64, error) {
	t, ok := decimal(v)
	switch {
	case !ok:
		return 0, replyError(fmt.Sprintf("syntax error: %s %q is not a number of seconds", what, shorten(v)))
	case t < 0 && !negative || math.Abs(t) > maxInt:
		return 0, replyError(fmt.Sprintf("%s %s out of range: from 0 to %d seconds", what, shorten(v), maxInt))
	}
	return t, nil
}

// stones reads a stone count of time_settings or time_left.
func stones(v, what string) (int, error) {
	n, ok := integer(v)
	switch {
	case !ok:
		return 0, replyError(fmt.Sprintf("syntax error: %s %q is not an integer", what, shorten(v)))
	case n < 0 || n > maxInt:
		return 0, replyError(fmt.Sprintf("%s %s out of range: from 0 to %d", what, shorten(v), maxInt))
	}
	return int(n), nil
}

func (s *Server) timeSettings(a []string) (string, error) {
	if len(a) != 3 {
		return "", replyError("syntax error: time_settings wants main time, byo-yomi time and byo-yomi stones")
	}
	m, err1 := seconds(a[0], "main time", false)
	bt, err2 := seconds(a[1], "byo-yomi time", false)
	bs, err3 := stones(a[2], "byo-yomi stones")
	if err := cmp.Or(err1, err2, err3); err != nil {
		return "", err
	}
	s.mainTime, s.byoTime, s.byoStones = m, bt, bs
	s.timeLeft = [3]float64{0, m, m}
	s.stonesLeft = [3]int{}
	if m == 0 && bs > 0 {
		s.timeLeft = [3]float64{0, bt, bt}
		s.stonesLeft = [3]int{0, bs, bs}
	}
	return "", nil
}

func (s *Server) timeLeftCmd(a []string) (string, error) {
	if len(a) != 3 {
		return "", replyError("syntax error: time_left wants a color, the time left and the stones left")
	}
	c, err := s.color(a[0])
	if err != nil {
		return "", err
	}
	t, err1 := seconds(a[1], "time left", true)
	st, err2 := stones(a[2], "stones left")
	if err := cmp.Or(err1, err2); err != nil {
		return "", err
	}
	s.timeLeft[c], s.stonesLeft[c] = t, st
	return "", nil
}

// spend takes the time a move took off c's clock, in case the controller
// sends no time_left (its time_left, when it comes, overrides this).
func (s *Server) spend(c engine.Color, sec float64) {
	if s.mainTime == 0 && s.byoTime == 0 {
		return
	}
	s.timeLeft[c] -= sec
	if s.stonesLeft[c] > 0 {
		s.stonesLeft[c]--
		if s.stonesLeft[c] == 0 && s.timeLeft[c] > 0 {
			s.timeLeft[c], s.stonesLeft[c] = s.byoTime, s.byoStones // a new period
		}
	} else if s.timeLeft[c] <= 0 && s.byoStones > 0 {
		s.timeLeft[c], s.stonesLeft[c] = s.byoTime, s.byoStones // main time is over
	}
}

// Clock returns the time settings and what is left for c: main time, byo-yomi
// period and stones, seconds left and stones left in the period (0 in main time).
func (s *Server) Clock(c engine.Color) (mainTime, byoTime float64, byoStones int, left float64, stonesLeft int) {
	return s.mainTime, s.byoTime, s.byoStones, s.timeLeft[c&3], s.stonesLeft[c&3]
}
