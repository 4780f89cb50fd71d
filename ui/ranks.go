package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// rankUnknown stands for a player whose rank is not known: a person who
// chose "Don't know", or an engine of the user's.
const rankUnknown engine.Rank = -1

// rankName writes a rank in the user's words: "12 kyu", "3 dan".
func rankName(r engine.Rank) string {
	n, dan := r.Grade()
	if dan {
		return fmt.Sprintf(lang.L("%d dan"), n)
	}
	return fmt.Sprintf(lang.L("%d kyu"), n)
}

// rankChoices lists the ranks a player can choose, "Don't know" first, so
// that choice i is the rank engine.Rank(i-1).
func rankChoices() []string {
	out := []string{lang.L("Don't know")}
	for r := engine.Kyu30; r <= engine.Dan9; r++ {
		out = append(out, rankName(r))
	}
	return out
}

// levelRank returns the middle of level n's range of ranks (ai.LevelRanks),
// and the range in words.
func levelRank(n int) (engine.Rank, string) {
	lo, hi, ok := ai.LevelRanks(n)
	if !ok {
		return rankUnknown, ""
	}
	words := fmt.Sprintf(lang.L("about %s to %s on 9x9"), rankName(lo), rankName(hi))
	return (lo + hi + 1) / 2, words
}

// proposal is the handicap and komi that fit two players' ranks
// (engine.HandicapForRanks), with the proposal in words.
type proposal struct {
	engine.RankHandicap
	note string
}

// propose returns the handicap and komi for black and white of the given
// ranks under rules, on a w x h board; ok is false when a rank is unknown.
func propose(black, white engine.Rank, rules engine.Rules, w, h int) (proposal, bool) {
	if black == rankUnknown || white == rankUnknown {
		return proposal{}, false
	}
	p := proposal{RankHandicap: engine.HandicapForRanks(black, white, rules, w, h)}
	switch p.Stones {
	case 0:
		p.note = fmt.Sprintf(lang.L("Even game: komi %s."), points(p.Komi))
	case 1:
		p.note = lang.L("One stone: the weaker player takes Black, no handicap stones, komi 0.5.")
	default:
		p.note = fmt.Sprintf(lang.N("%d handicap stones for the weaker player, komi %s.", p.Handicap), p.Handicap, points(p.Komi))
	}
	if p.Swap {
		p.note += " " + lang.L("White is the weaker player: swap the players so that the weaker takes Black.")
	}
	return p, true
}
