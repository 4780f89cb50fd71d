package engine

import "fmt"

// A Rank is a player's strength on the amateur scale, counted up from 30
// kyu: Kyu30 is 0, 1 kyu is 29, Dan1 is 30 and 9 dan is 38. A rank apart is a
// handicap stone on 19x19, so the difference of two ranks is what a
// handicap is made from (HandicapForRanks).
type Rank int

// The ends of the scale and the first dan rank.
const (
	Kyu30 Rank = 0
	Dan1  Rank = 30
	Dan9  Rank = 38
)

// Kyu returns the rank of k kyu, 1 to 30.
func Kyu(k int) Rank { return Dan1 - Rank(k) }

// Dan returns the rank of d dan, 1 to 9.
func Dan(d int) Rank { return Dan1 + Rank(d-1) }

// Grade returns the rank the way players say it: its number and whether
// that counts dan (3, true for 3 dan) or kyu (12, false for 12 kyu).
func (r Rank) Grade() (n int, dan bool) {
	if r >= Dan1 {
		return int(r-Dan1) + 1, true
	}
	return int(Dan1 - r), false
}

// String writes the rank as SGF's BR and WR usually hold one: "12k", "3d".
func (r Rank) String() string {
	n, dan := r.Grade()
	if dan {
		return fmt.Sprintf("%dd", n)
	}
	return fmt.Sprintf("%dk", n)
}

// A RankHandicap is what makes a game between two ranks even: the weaker
// player takes Black with Handicap stones and White gives Komi.
type RankHandicap struct {
	// Stones is the difference in stones: 0 is an even game, 1 is the
	// weaker player taking Black with no stones and komi 0.5, and from 2 on
	// the stones are placed as a handicap.
	Stones int
	// Handicap is how many stones Black places: Stones from 2 on, no more
	// than the board's largest fixed handicap; 0 below 2.
	Handicap int
	Komi     float64
	// Swap is set when White is the weaker player: the players should
	// change colours so that the weaker takes Black.
	Swap bool
}

// ranksPerStone is how many ranks a handicap stone is worth on a board of
// the given shorter side: one on 19x19, as the rules count; a stone is
// worth more on a smaller board (about two ranks on 13x13 and four on 9x9).
func ranksPerStone(side int) int {
	switch {
	case side <= 9:
		return 4
	case side <= 13:
		return 2
	}
	return 1
}

// HandicapForRanks returns the handicap and komi for a game between black
// and white under rules on a w x h board: a stone for each ranksPerStone
// ranks between them, rounded to the nearest and at least one when they
// differ at all; komi 0.5 at one stone and the rules' komi otherwise.
func HandicapForRanks(black, white Rank, rules Rules, w, h int) RankHandicap {
	diff := int(white - black)
	p := RankHandicap{Swap: diff < 0}
	if diff < 0 {
		diff = -diff
	}
	per := ranksPerStone(min(w, h))
	p.Stones = (diff + per/2) / per
	if diff > 0 && p.Stones == 0 {
		p.Stones = 1
	}
	switch {
	case p.Stones == 0:
		p.Komi = rules.KomiFor(0)
	case p.Stones == 1:
		p.Komi = 0.5
	default:
		p.Handicap = min(p.Stones, MaxFixedHandicap(w, h))
		p.Komi = rules.KomiFor(p.Handicap)
	}
	return p
}
