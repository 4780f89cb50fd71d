package ui

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/lesson"
)

// The words: everything the program says about the game, as pure functions
// of what they describe, so that one thing is always said one way.

// errComputersTurn is the board's reason to refuse a click while a computer
// player is to move.
var errComputersTurn = errors.New("ui: the computer is to move")

// reason puts an engine error into words for the status line.
func reason(err error) string {
	switch {
	case errors.Is(err, engine.ErrOccupied):
		return lang.L("occupied: there is a stone there already")
	case errors.Is(err, engine.ErrSuicide):
		return lang.L("suicide: the stone would have no liberties")
	case errors.Is(err, engine.ErrKo):
		return lang.L("ko: the stone cannot be retaken at once; play elsewhere first")
	case errors.Is(err, engine.ErrSuperko):
		return lang.L("superko: the move would repeat an earlier position")
	case errors.Is(err, engine.ErrGameOver):
		return lang.L("the game is over")
	case errors.Is(err, errComputersTurn):
		return lang.L("the computer is to move")
	case errors.Is(err, engine.ErrOffBoard):
		return lang.L("off the board")
	}
	return err.Error()
}

// colorName names a player's colour.
func colorName(c engine.Color) string {
	if c == engine.White {
		return lang.L("White")
	}
	return lang.L("Black")
}

// points writes a number of points: "7", "6.5", "-0.5".
func points(v float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", v), "0"), ".")
}

// pointsCount is the count that picks the plural form of a number of
// points as points writes it: the number itself when it is whole, and for
// half points a count every language words as plural ("2.5 points", "1,5
// Punkte"), since lang.N counts in whole numbers.
func pointsCount(v float64) int {
	if w := math.Round(v * 10); int64(w)%10 == 0 {
		return int(math.Abs(w / 10))
	}
	return 2
}

// explainScore writes a count out in words, per side and the outcome.
func explainScore(s *engine.Score) string {
	out := countText(s) + " "
	switch s.Result.Winner {
	case engine.Black, engine.White:
		return out + fmt.Sprintf(lang.L("%s wins by %s."), colorName(s.Result.Winner), points(s.Result.Margin))
	}
	return out + lang.L("The game is a draw (jigo).")
}

// countText writes a count out in words, per side.
func countText(s *engine.Score) string {
	side := func(col engine.Color, d engine.Side) string {
		var parts []string
		parts = append(parts, fmt.Sprintf(lang.L("%d territory"), d.Territory))
		if s.Scoring == engine.AreaScoring {
			parts = append(parts, fmt.Sprintf(lang.N("%d stones", d.Stones), d.Stones))
			if d.Bonus > 0 {
				parts = append(parts, fmt.Sprintf(lang.L("%d handicap compensation"), d.Bonus))
			}
		} else {
			parts = append(parts, fmt.Sprintf(lang.N("%d prisoners", d.Prisoners), d.Prisoners))
		}
		if d.Komi != 0 {
			parts = append(parts, fmt.Sprintf(lang.L("%s komi"), points(d.Komi)))
		}
		return fmt.Sprintf("%s: %s = %s.", colorName(col), strings.Join(parts, " + "), points(d.Total))
	}
	return side(engine.Black, s.Black) + " " + side(engine.White, s.White)
}

// estimateText puts the estimated lead in words, to the nearest half point.
func estimateText(lead float64) string {
	lead = math.Round(lead*2) / 2
	switch {
	case lead > 0:
		return fmt.Sprintf(lang.L("Estimate: Black leads by %s."), points(lead))
	case lead < 0:
		return fmt.Sprintf(lang.L("Estimate: White leads by %s."), points(-lead))
	}
	return lang.L("Estimate: the game is even.")
}

// moveText describes a move just played on a board h rows high.
func moveText(m engine.Move, h int) string {
	name := colorName(m.Color)
	if m.Point == engine.Pass {
		return fmt.Sprintf(lang.L("%s passes."), name)
	}
	return fmt.Sprintf(lang.L("%s plays %s."), name, engine.Vertex(m.Point, h))
}

// resignText says who resigned and who won.
func resignText(loser engine.Color) string {
	return fmt.Sprintf(lang.L("%s resigns. %s wins."), colorName(loser), colorName(loser.Opponent()))
}

// endText puts the end of a game in words: a title with the winner and how,
// and a line of detail (the count, for a counted game); moveNo is the move
// the game ended at.
func endText(res engine.Result, s *engine.Score, moveNo int) (title, detail string) {
	win, lose := colorName(res.Winner), colorName(res.Winner.Opponent())
	switch res.Reason {
	case engine.ByResign:
		return fmt.Sprintf(lang.L("%s wins by resignation."), win),
			fmt.Sprintf(lang.L("%s resigned after move %d."), lose, moveNo)
	case engine.ByTime:
		return fmt.Sprintf(lang.L("%s wins on time."), win),
			fmt.Sprintf(lang.L("%s ran out of time after move %d."), lose, moveNo)
	case engine.ByCapture:
		return fmt.Sprintf(lang.L("%s wins: the first capture."), win),
			fmt.Sprintf(lang.L("%s captured at move %d: in capture Go the first capture wins."), win, moveNo)
	case engine.ByScore:
		if s != nil {
			detail = countText(s)
		}
		if res.Winner != engine.Black && res.Winner != engine.White {
			return lang.L("The game is a draw (jigo)."), detail
		}
		return fmt.Sprintf(lang.L("%s wins by %s points."), win, points(res.Margin)), detail
	}
	return fmt.Sprintf(lang.L("The game is over: %s."), res.String()), ""
}

// levelName names strength level n of the built-in player.
func levelName(n int) string {
	switch n {
	case 1:
		return lang.L("Newcomer")
	case 2:
		return lang.L("Beginner")
	case 3:
		return lang.L("Casual")
	case 4:
		return lang.L("Improver")
	case 5:
		return lang.L("Club player")
	case 6:
		return lang.L("Solid")
	case 7:
		return lang.L("Strong")
	case 8:
		return lang.L("Very strong")
	case 9:
		return lang.L("Expert")
	}
	return lang.L("Full strength")
}

// levelAbout says in a line how strength level n plays.
func levelAbout(n int) string {
	switch n {
	case 1:
		return lang.L("Picks among five natural-looking moves and does not read captures.")
	case 2:
		return lang.L("Sees captures, but picks among its four favourite moves.")
	case 3:
		return lang.L("Often plays its second-best idea.")
	case 4:
		return lang.L("Plays any move nearly as good as its best.")
	case 5:
		return lang.L("Plays a move almost as good as its best; resigns a lost game.")
	case 6:
		return lang.L("Plays its best move after a short look.")
	case 7, 8, 9:
		return lang.L("Plays its best move after a longer look: stronger and slower.")
	}
	return lang.L("Uses all its time, about a second a move without a clock.")
}

// nodeText describes the current node of t.
func nodeText(t *sgf.Tree) string {
	n := t.Current()
	w, h := t.Size()
	k := t.MoveNumber(n)
	if m, has, err := n.Move(w, h); has && err == nil {
		if m.Point == engine.Pass {
			return fmt.Sprintf(lang.L("Move %d: %s passes."), k, colorName(m.Color))
		}
		return fmt.Sprintf(lang.L("Move %d: %s %s."), k, colorName(m.Color), engine.Vertex(m.Point, h))
	}
	if k == 0 {
		return lang.L("Start of the game.")
	}
	return fmt.Sprintf(lang.L("Move %d."), k)
}

// rulesWord names a rule set in the user's language: the presets by their
// names, any other as SGF's RU writes it.
func rulesWord(r engine.Rules) string {
	switch r.Name {
	case "japanese":
		return lang.L("Japanese")
	case "korean":
		return lang.L("Korean")
	case "chinese":
		return lang.L("Chinese")
	case "aga":
		return lang.L("AGA")
	case "new_zealand":
		return lang.L("New Zealand")
	case "tromp-taylor":
		return lang.L("Tromp-Taylor")
	case "capture":
		return lang.L("Capture Go")
	}
	return sgf.RulesName(r)
}

// lessonSaid is what engine/study/lesson says, translated and filled in: a
// lesson.Counted among args chooses the plural form of say ("%d
// liberties") by the rules of the learner's language.
func lessonSaid(say string, args []any) string {
	for _, a := range args {
		if n, ok := a.(lesson.Counted); ok {
			return fmt.Sprintf(lang.XN(say, say, int(n)), args...)
		}
	}
	return fmt.Sprintf(lessonWord(say), args...)
}
