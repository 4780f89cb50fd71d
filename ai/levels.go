package ai

import (
	"fmt"
	"time"

	"github.com/torreya/torreya/engine"
)

// Levels is the number of strength levels: 1 is a true beginner, Levels is
// full strength.
const Levels = 10

// level describes one strength level.
type level struct {
	playouts int
	sample   int
	maxLoss  float64
	without  Heuristic
	resign   float64
	// careless is the share of moves played without reading (Options.Careless).
	careless float64
	// prior is the learned prior's weight (0: the board's default). The
	// weak levels keep the weight they were measured with, in its ratio
	// form on every board (without PriorSqrt) and with no owner map
	// (without PriorOwner). Only full strength plays the opening book
	// (Book), so that the ladder's measured levels stay as they were.
	prior float64
	about string
}

// The search budget is the main dial. The weakest levels sample among a few
// moves the priors like and play some moves without reading, as a beginner
// does (careless: level 1 three in ten, level 2 two in ten), and level 1
// reads no captures in its playouts; middle levels choose among moves whose
// estimated loss is small; the strongest play their best move and resign
// lost games. The README has the ladder measured on 9x9 with make ladder,
// and the matches that set the weakest levels' carelessness.
var levels = [Levels]level{
	{playouts: 50, prior: 20, sample: 5, careless: 0.3, without: Reading | PriorSqrt | PriorOwner | Book,
		about: "50 playouts, one of the 5 most visited moves, no reading; 3 moves in 10 unread, near the last one"},
	{playouts: 100, prior: 20, sample: 4, careless: 0.2, without: PriorSqrt | PriorOwner | Book, about: "100 playouts, one of the 4 most visited moves; 2 moves in 10 unread"},
	{playouts: 200, prior: 20, sample: 2, without: PriorSqrt | PriorOwner | Book, about: "200 playouts, one of the 2 most visited moves"},
	{playouts: 400, prior: 20, maxLoss: 0.03, without: PriorSqrt | PriorOwner | Book, about: "400 playouts, any well-read move within 3% of the best win rate"},
	{playouts: 1000, prior: 20, maxLoss: 0.01, resign: 0.05, without: PriorSqrt | PriorOwner | Book, about: "1,000 playouts, any well-read move within 1% of the best"},
	{playouts: 1600, resign: 0.08, without: Book, about: "1,600 playouts, best move"},
	{playouts: 3000, resign: 0.1, without: Book, about: "3,000 playouts, best move"},
	{playouts: 5000, resign: 0.1, without: Book, about: "5,000 playouts, best move"},
	{playouts: 8000, resign: 0.1, without: Book, about: "8,000 playouts, best move"},
	{resign: 0.1, about: "full strength: all the time it has (1 s a move without a clock)"},
}

// levelRanks are the rough ranks of the levels on 9x9, read off the
// measured ladder (README, The computer player): GNU Go 3.8 at level 10,
// which levels 4 to 6 beat about half the time, taken as 7 kyu, give or
// take two; each level's share of wins against the level below as an Elo
// gap, at about 70 Elo a rank among kyu players. Thirty games a pair leave
// wide margins, so each is a range.
var levelRanks = [Levels][2]engine.Rank{
	{engine.Kyu(27), engine.Kyu(20)}, // 1
	{engine.Kyu(24), engine.Kyu(17)}, // 2
	{engine.Kyu(15), engine.Kyu(10)}, // 3
	{engine.Kyu(12), engine.Kyu(7)},  // 4
	{engine.Kyu(10), engine.Kyu(6)},  // 5
	{engine.Kyu(9), engine.Kyu(5)},   // 6
	{engine.Kyu(8), engine.Kyu(4)},   // 7
	{engine.Kyu(7), engine.Kyu(3)},   // 8
	{engine.Kyu(5), engine.Kyu(1)},   // 9
	{engine.Kyu(3), engine.Dan1},     // 10
}

// LevelRanks returns the range of ranks strength level n plays at on 9x9,
// the weaker end first; ok is false when there is no level n.
func LevelRanks(n int) (weakest, strongest engine.Rank, ok bool) {
	if n < 1 || n > Levels {
		return 0, 0, false
	}
	r := levelRanks[n-1]
	return r[0], r[1], true
}

// Level returns the options of strength level n, 1 to Levels.
func Level(n int) (Options, error) {
	if n < 1 || n > Levels {
		return Options{}, fmt.Errorf("ai: level %d is not between 1 and %d", n, Levels)
	}
	l := levels[n-1]
	o := Options{Playouts: l.playouts, Sample: l.sample, MaxLoss: l.maxLoss,
		Without: l.without, Resign: l.resign, PriorLearned: l.prior, Careless: l.careless, Level: n}
	if l.playouts > 0 {
		o.Time = 30 * time.Second // a cap for big boards and slow machines
	} else {
		o.Time = time.Second
	}
	if l.playouts > 0 && l.playouts < 400 {
		o.ExpandAt = 2 // let a small budget still build a tree
	}
	return o, nil
}

// LevelAbout describes level n in a few words, for menus and the README.
func LevelAbout(n int) string {
	if n < 1 || n > Levels {
		return ""
	}
	return levels[n-1].about
}
