// The handicap commands: fixed_handicap, place_free_handicap and
// set_free_handicap.

package gtp

import (
	"sort"
	"strconv"
	"strings"

	"github.com/torreya/torreya/engine"
)

// handicapArg reads the stone count of fixed_handicap and
// place_free_handicap, which need an empty board.
func (s *Server) handicapArg(a []string) (int, error) {
	if len(a) != 1 {
		return 0, replyError("handicap not an integer")
	}
	n, err := strconv.Atoi(a[0])
	if err != nil {
		return 0, replyError("handicap not an integer")
	}
	if !s.boardEmpty() {
		return 0, replyError("board not empty")
	}
	return n, nil
}

func (s *Server) fixedHandicap(a []string) (string, error) {
	n, err := s.handicapArg(a)
	if err != nil {
		return "", err
	}
	pts, err := engine.FixedHandicap(s.w, s.h, n)
	if err != nil {
		return "", replyError("invalid handicap")
	}
	return s.putHandicap(pts)
}

func (s *Server) putHandicap(pts []engine.Point) (string, error) {
	komi := s.game.Komi()
	if err := s.game.SetFreeHandicap(pts); err != nil {
		return "", replyError(err.Error())
	}
	s.game.SetKomi(komi) // GTP controllers set komi themselves
	return s.vertices(pts), nil
}

// vertices lists points row by row from the top, as GNU Go does.
func (s *Server) vertices(pts []engine.Point) string {
	sorted := append([]engine.Point(nil), pts...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	out := make([]string, len(sorted))
	for i, p := range sorted {
		out[i] = engine.Vertex(p, s.h)
	}
	return strings.Join(out, " ")
}

func (s *Server) placeFreeHandicap(a []string) (string, error) {
	n, err := s.handicapArg(a)
	if err != nil {
		return "", err
	}
	if n < 2 || n >= s.w*s.h {
		return "", replyError("invalid handicap")
	}
	pts, err := engine.FixedHandicap(s.w, s.h, min(n, engine.MaxFixedHandicap(s.w, s.h)))
	if err != nil {
		pts = nil
	}
	// Beyond the standard points, spread the rest over the board's third and
	// fourth lines, then anywhere.
	taken := map[engine.Point]bool{}
	for _, p := range pts {
		taken[p] = true
	}
	b := s.game.Board()
	for _, p := range b.Points() {
		if len(pts) >= n {
			break
		}
		x, y := p.XY()
		line := min(x, y, s.w-1-x, s.h-1-y)
		if line >= 2 && line <= 3 && (x+y)%2 == 0 && !taken[p] {
			pts = append(pts, p)
			taken[p] = true
		}
	}
	for _, p := range b.Points() {
		if len(pts) >= n {
			break
		}
		if !taken[p] {
			pts = append(pts, p)
			taken[p] = true
		}
	}
	return s.putHandicap(pts)
}

func (s *Server) setFreeHandicap(a []string) (string, error) {
	if !s.boardEmpty() {
		return "", replyError("board not empty")
	}
	if len(a) < 2 {
		return "", replyError("invalid handicap")
	}
	seen := map[engine.Point]bool{}
	var pts []engine.Point
	for _, v := range a {
		p, err := engine.ParseVertex(v, s.w, s.h)
		if err != nil || p == engine.Pass || p == engine.Resign {
			return "", replyError("invalid coordinate")
		}
		if seen[p] {
			return "", replyError("repeated vertex")
		}
		seen[p] = true
		pts = append(pts, p)
	}
	if _, err := s.putHandicap(pts); err != nil {
		return "", err
	}
	return "", nil
}
