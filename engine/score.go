package engine

import (
	"fmt"
	"math"
)

// Side is one player's part of a count.
type Side struct {
	Territory int     // empty points (and points of removed dead stones) surrounded
	Stones    int     // stones on the board that count (area scoring)
	Prisoners int     // captures plus dead stones taken (territory scoring)
	Komi      float64 // White only
	Bonus     int     // White only: handicap compensation under area scoring
	Total     float64
}

// Score is a count of a finished position.
type Score struct {
	Scoring Scoring
	Black   Side
	White   Side
	Dame    int // neutral empty points
	Result  Result
	owner   [maxCells]Color
	flags   [maxCells]uint8
}

const (
	flagDead uint8 = 1 << iota
	flagSeki
)

// Owner returns whose territory p is (its point counted for that side), or
// Empty for dame, seki and live stones' own points.
func (s *Score) Owner(p Point) Color {
	if p < 0 || int(p) >= maxCells {
		return Empty
	}
	return s.owner[p]
}

// Dead reports whether the stone at p was counted as dead.
func (s *Score) Dead(p Point) bool { return p >= 0 && int(p) < maxCells && s.flags[p]&flagDead != 0 }

// Seki reports whether p is in a seki: a live chain in seki, a shared liberty,
// or an eye inside a seki, which earn no territory under Japanese rules.
func (s *Score) Seki(p Point) bool { return p >= 0 && int(p) < maxCells && s.flags[p]&flagSeki != 0 }

// Margin returns Black's total minus White's.
func (s *Score) Margin() float64 { return s.Black.Total - s.White.Total }

// Count scores the position b under rules, given the stones the players agree
// are dead (ignored under Tromp-Taylor, where every stone lives), komi and the
// handicap. Dead stones are taken off: they become the capturer's prisoners
// under territory scoring and empty points of the surrounding area otherwise.
// Under territory scoring without SekiTerritory, empty points next to chains in
// seki earn nothing.
func Count(b *Board, dead map[Point]bool, rules Rules, komi float64, handicap int) Score {
	var s Score
	s.Scoring = rules.Scoring
	var pos Board
	pos.CopyFrom(b)
	deadBy := [3]int{} // dead stones of each colour
	if !rules.NoDeadRemoval {
		for p, isDead := range dead {
			if !isDead || !b.OnBoard(p) {
				continue
			}
			if c := b.color[p]; c == Black || c == White {
				deadBy[c]++
				s.flags[p] |= flagDead
				pos.color[p] = Empty
			}
		}
		pos.rebuild()
	}

	// Regions of empty points and whom they touch.
	var region [maxCells]int16
	var touches []Color // per region: Black, White, both (Black|White) or neither
	var walk regionWalk
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := Pt(x, y)
			if pos.color[p] != Empty || walk.seen[p] {
				continue
			}
			points, border := pos.walkRegion(p, &walk)
			id := int16(len(touches) + 1)
			for _, q := range points {
				region[q] = id
			}
			touches = append(touches, border)
		}
	}

	// Seki: a shared liberty that neither side can fill without putting itself
	// in atari marks the chains around it, and their eyes, as seki.
	sekiRegion := make([]bool, len(touches)+1)
	{
		var sekiChain [maxCells]bool
		for y := 0; y < b.h; y++ {
			for x := 0; x < b.w; x++ {
				p := Pt(x, y)
				if pos.color[p] != Empty || touches[region[p]-1] != Black|White {
					continue
				}
				if !selfAtari(&pos, Black, p) || !selfAtari(&pos, White, p) {
					continue
				}
				s.flags[p] |= flagSeki
				for _, d := range dirs {
					if c := pos.color[p+d]; c == Black || c == White {
						sekiChain[pos.head[p+d]] = true
					}
				}
			}
		}
		for y := 0; y < b.h; y++ {
			for x := 0; x < b.w; x++ {
				p := Pt(x, y)
				if c := pos.color[p]; (c == Black || c == White) && sekiChain[pos.head[p]] {
					s.flags[p] |= flagSeki
					for _, d := range dirs {
						if pos.color[p+d] == Empty {
							sekiRegion[region[p+d]] = true
						}
					}
				}
			}
		}
	}

	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := Pt(x, y)
			switch c := pos.color[p]; c {
			case Black:
				s.Black.Stones++
			case White:
				s.White.Stones++
			case Empty:
				id := region[p]
				switch {
				case sekiRegion[id]:
					s.flags[p] |= flagSeki
					if !rules.SekiTerritory {
						s.Dame++
						continue
					}
					fallthrough
				default:
					switch touches[id-1] {
					case Black:
						s.owner[p] = Black
						s.Black.Territory++
					case White:
						s.owner[p] = White
						s.White.Territory++
					default:
						s.Dame++
					}
				}
			}
		}
	}

	s.Black.Prisoners = b.Captures(Black) + deadBy[White]
	s.White.Prisoners = b.Captures(White) + deadBy[Black]
	s.White.Komi = komi
	if rules.Scoring == AreaScoring {
		s.White.Bonus = rules.Bonus(handicap)
		s.Black.Total = float64(s.Black.Territory + s.Black.Stones)
		s.White.Total = float64(s.White.Territory+s.White.Stones+s.White.Bonus) + komi
	} else {
		s.Black.Total = float64(s.Black.Territory + s.Black.Prisoners)
		s.White.Total = float64(s.White.Territory+s.White.Prisoners) + komi
	}
	s.Result = ScoreResult(s.Black.Total - s.White.Total)
	return s
}

// selfAtari reports whether c at the empty point p would capture nothing and
// leave its own chain with at most one liberty (or be suicide).
func selfAtari(b *Board, c Color, p Point) bool {
	opp := c.Opponent()
	for _, d := range dirs {
		if n := p + d; b.color[n] == opp && b.atariAt(b.head[n], p) {
			return false
		}
	}
	var t Board
	t.CopyFrom(b)
	t.suicide = SuicideAll
	t.place(c, p)
	return t.color[p] != c || t.Liberties(p, 2) <= 1
}

// ToggleDead flips the dead mark of the stone at p together with every stone
// of its colour in the same area: the stones reached from p through empty
// points and stones of that colour. It does nothing on an empty point.
func ToggleDead(b *Board, dead map[Point]bool, p Point) {
	c := b.At(p)
	if c != Black && c != White {
		return
	}
	mark := !dead[p]
	var seen [maxCells]bool
	stack := []Point{p}
	seen[p] = true
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b.color[q] == c {
			if mark {
				dead[q] = true
			} else {
				delete(dead, q)
			}
		}
		for _, d := range dirs {
			r := q + d
			if !seen[r] && (b.color[r] == Empty || b.color[r] == c) {
				seen[r] = true
				stack = append(stack, r)
			}
		}
	}
}

// Explain puts the count into words for one side, e.g. "Black: 34 territory +
// 5 prisoners = 39".
func (s *Score) Explain(c Color) string {
	side, name := s.Black, "Black"
	if c == White {
		side, name = s.White, "White"
	}
	var parts []string
	if s.Scoring == AreaScoring {
		parts = append(parts, fmt.Sprintf("%d territory", side.Territory), fmt.Sprintf("%d stones", side.Stones))
		if side.Bonus > 0 {
			parts = append(parts, fmt.Sprintf("%d handicap compensation", side.Bonus))
		}
	} else {
		parts = append(parts, fmt.Sprintf("%d territory", side.Territory), fmt.Sprintf("%d prisoners", side.Prisoners))
	}
	if side.Komi != 0 {
		parts = append(parts, fmt.Sprintf("%s komi", formatPoints(side.Komi)))
	}
	out := name + ": "
	for i, p := range parts {
		if i > 0 {
			out += " + "
		}
		out += p
	}
	return out + " = " + formatPoints(side.Total) + "."
}

// String puts the whole count into words: both sides and the outcome.
func (s *Score) String() string {
	out := s.Explain(Black) + " " + s.Explain(White) + " "
	switch s.Result.Winner {
	case Black:
		return out + "Black wins by " + formatPoints(s.Result.Margin) + "."
	case White:
		return out + "White wins by " + formatPoints(s.Result.Margin) + "."
	}
	return out + "The game is a draw (jigo)."
}

func formatPoints(v float64) string {
	if v == math.Trunc(v) {
		return fmt.Sprintf("%d", int(v))
	}
	return fmt.Sprintf("%g", v)
}
