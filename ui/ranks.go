package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
)

// A rank is a player's strength on one scale: 0 is 30 kyu, 29 is 1 kyu, 30
// is 1 dan and 38 is 9 dan; a rank apart is a handicap stone on 19x19.
const (
	rank30k     = 0
	rank1d      = 30
	rank9d      = 38
	rankUnknown = -1
)

// rankName writes a rank: "12 kyu", "3 dan".
func rankName(r int) string {
	if r >= rank1d {
		return fmt.Sprintf(lang.L("%d dan"), r-rank1d+1)
	}
	return fmt.Sprintf(lang.L("%d kyu"), rank1d-r)
}

// rankChoices lists the ranks a player can choose, "Don't know" first.
func rankChoices() []string {
	out := []string{lang.L("Don't know")}
	for r := rank30k; r <= rank9d; r++ {
		out = append(out, rankName(r))
	}
	return out
}

// levelRanks are the rough ranks of the computer's levels on 9x9, read off
// the measured ladder (README, The computer player): GNU Go 3.8 at level
// 10, which levels 4 to 6 beat about half the time, taken as 7 kyu, give
// or take two; each level's share of wins against the level below as an
// Elo gap, at about 70 Elo a rank among kyu players. Thirty games a pair
// leave wide margins, so each is a range.
var levelRanks = [...][2]int{
	{rank1d - 25, rank1d - 18}, // 1: 25-18 kyu
	{rank1d - 20, rank1d - 14}, // 2
	{rank1d - 15, rank1d - 10}, // 3
	{rank1d - 12, rank1d - 7},  // 4
	{rank1d - 10, rank1d - 6},  // 5
	{rank1d - 9, rank1d - 5},   // 6
	{rank1d - 8, rank1d - 4},   // 7
	{rank1d - 7, rank1d - 3},   // 8
	{rank1d - 5, rank1d - 1},   // 9
	{rank1d - 3, rank1d},       // 10: 3 kyu to 1 dan
}

// levelRank returns the middle of level n's range, and the range in words.
func levelRank(n int) (int, string) {
	if n < 1 || n > len(levelRanks) {
		return rankUnknown, ""
	}
	r := levelRanks[n-1]
	words := fmt.Sprintf(lang.L("about %s to %s on 9x9"), rankName(r[0]), rankName(r[1]))
	return (r[0] + r[1] + 1) / 2, words
}

// proposal is the handicap and komi that fit two players' ranks.
type proposal struct {
	handicap int
	komi     float64
	swap     bool   // White is the weaker player: the players should swap
	note     string // the proposal in words
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

// propose returns the handicap and komi for black and white of the given
// ranks under rules, on a w x h board; ok is false when a rank is unknown.
func propose(black, white int, rules engine.Rules, w, h int) (proposal, bool) {
	if black == rankUnknown || white == rankUnknown {
		return proposal{}, false
	}
	diff := white - black
	p := proposal{swap: diff < 0}
	if diff < 0 {
		diff = -diff
	}
	stones := (diff + ranksPerStone(min(w, h))/2) / ranksPerStone(min(w, h))
	if diff > 0 && stones == 0 {
		stones = 1
	}
	switch {
	case stones == 0:
		p.komi = rules.KomiFor(0)
		p.note = fmt.Sprintf(lang.L("Even game: komi %s."), points(p.komi))
	case stones == 1:
		p.komi = 0.5
		p.note = lang.L("One stone: the weaker player takes Black, no handicap stones, komi 0.5.")
	default:
		p.handicap = min(stones, engine.MaxFixedHandicap(w, h))
		p.komi = rules.KomiFor(p.handicap)
		p.note = fmt.Sprintf(lang.L("%d handicap stones for the weaker player, komi %s."), p.handicap, points(p.komi))
	}
	if p.swap {
		p.note += " " + lang.L("White is the weaker player: swap the players so that the weaker takes Black.")
	}
	return p, true
}
