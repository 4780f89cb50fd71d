package ai

import (
	"fmt"
	"strings"
)

// Heuristic names one piece of Go knowledge in the search, so that a match
// between players with and without it can measure what it is worth
// (Options.Without, torreya-gtp --without). Heuristics combine as bits.
type Heuristic uint32

// The heuristics the search can do without.
const (
	// PriorCapture gives captures and atari escapes a winning prior.
	PriorCapture Heuristic = 1 << iota
	// PriorLadder reads ladders: an atari escape that only runs into a
	// ladder gets a losing prior instead of a winning one.
	PriorLadder
	// PriorPattern gives moves that make a good 3x3 shape a winning prior.
	PriorPattern
	// PriorSelfAtari gives moves that leave their own chain in atari a
	// losing prior.
	PriorSelfAtari
	// PriorNear gives moves close to the last move a winning prior.
	PriorNear
	// PriorEdge gives moves in an empty area a winning prior on the third
	// line and a losing one on the first two.
	PriorEdge
	// RAVE mixes the all-moves-as-first statistics into the choice of moves
	// in the tree.
	RAVE
	// PlayoutCapture makes playouts answer the last move with a capture or
	// an atari escape.
	PlayoutCapture
	// PlayoutPattern makes playouts play good 3x3 shapes next to the last move.
	PlayoutPattern
	// PlayoutSelfAtari makes playouts reject moves that put a chain of two
	// stones or more in atari.
	PlayoutSelfAtari
	// PlayoutNakade makes playouts take the vital point of a small eye
	// space next to the last move.
	PlayoutNakade
	// PriorLearned gives every move a prior from the strengths of its
	// features learned from game records (learned.go, make train).
	PriorLearned
	// PlayoutLearned makes the playouts' shapes next to the last move
	// those whose learned 3x3 gamma is high, chosen in proportion to it,
	// instead of the hand-made shapes.
	PlayoutLearned
	// RAVEDistance makes an AMAF update count more for a move played early
	// in the simulation than for one played near its end.
	RAVEDistance
	// PlayoutTwoLib makes playouts answer the last move on a chain next to
	// it left with two liberties: atari the opponent's, give room to one's own.
	PlayoutTwoLib
	// PlayoutNLib makes playouts attack, when the last move shortened a
	// chain to three or four liberties, an opponent's chain next to it with two.
	PlayoutNLib
	// PlayoutEdgeLadder keeps playouts from running a chain in atari along
	// the first line into a ladder.
	PlayoutEdgeLadder
	// Opening keeps the tree, in the opening of a 13x13 or larger board,
	// to empty corners first and away from idle moves on the first two
	// lines and in the centre (opening.go).
	Opening
	// PlayoutMercy ends a playout when one side has captured many more
	// stones than the other, and counts the board as it stands.
	PlayoutMercy
	// PriorTactics gives the tree's moves that the playouts' local tactics
	// would play after the last move (twoLibMoves, nLibMoves: ataris on
	// short chains, room for one's own) a winning prior, as Pachi's tree
	// takes its playout policy's judgement of a move as a prior.
	PriorTactics
	// PriorSqrt gives, on boards larger than 9x9, each move of the tree
	// won visits in proportion to the square root of its learned
	// probability among its siblings (Pachi's pattern prior), in place of
	// a share r/(1+r) of a fixed weight (prior.go, learnedPrior).
	PriorSqrt
	// PriorOwner maps, before a search on a board larger than 9x9, who
	// owns each point at the end of playouts from the root, and gives the
	// learned prior the strength of each move's share (owner.go,
	// FeatureOwner).
	PriorOwner
	// PriorAtari gives the learned prior the strength of the move's atari
	// on an opponent's chain next to it: on one stone or more, caught in a
	// ladder or not, on two chains at once (FeatureAtari).
	PriorAtari
	// Book plays the opening book's move (book.go) in the first moves of
	// an even 9x9 game, the search reading that move alone.
	Book

	heuristicEnd

	// Reading is all the capture and atari knowledge: without it, ladders
	// and nakade go unread (the weakest level).
	Reading = PriorCapture | PriorLadder | PlayoutCapture | PlayoutNakade | PlayoutTwoLib | PlayoutNLib | PlayoutEdgeLadder
)

var heuristicNames = map[Heuristic]string{
	PriorCapture:      "prior-capture",
	PriorLadder:       "prior-ladder",
	PriorPattern:      "prior-pattern",
	PriorSelfAtari:    "prior-selfatari",
	PriorNear:         "prior-near",
	PriorEdge:         "prior-edge",
	RAVE:              "rave",
	PlayoutCapture:    "playout-capture",
	PlayoutPattern:    "playout-pattern",
	PlayoutSelfAtari:  "playout-selfatari",
	PlayoutNakade:     "playout-nakade",
	PriorLearned:      "prior-learned",
	PlayoutLearned:    "playout-learned",
	RAVEDistance:      "rave-distance",
	PlayoutTwoLib:     "playout-2lib",
	PlayoutNLib:       "playout-nlib",
	PlayoutEdgeLadder: "playout-edgeladder",
	Opening:           "opening",
	PlayoutMercy:      "playout-mercy",
	PriorTactics:      "prior-tactics",
	PriorSqrt:         "prior-sqrt",
	PriorOwner:        "prior-owner",
	PriorAtari:        "prior-atari",
	Book:              "book",
}

// Has reports whether h includes every heuristic in x.
func (h Heuristic) Has(x Heuristic) bool { return h&x == x }

// String lists the heuristics in h by name, separated by commas.
func (h Heuristic) String() string {
	var names []string
	for x := Heuristic(1); x < heuristicEnd; x <<= 1 {
		if h.Has(x) {
			names = append(names, heuristicNames[x])
		}
	}
	return strings.Join(names, ",")
}

// HeuristicNames lists every heuristic's name, in order.
func HeuristicNames() []string {
	var names []string
	for x := Heuristic(1); x < heuristicEnd; x <<= 1 {
		names = append(names, heuristicNames[x])
	}
	return names
}

// ParseHeuristics reads a comma-separated list of heuristic names, as String
// writes it. The empty string is no heuristic.
func ParseHeuristics(s string) (Heuristic, error) {
	var h Heuristic
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		found := false
		for x, n := range heuristicNames {
			if n == name {
				h |= x
				found = true
				break
			}
		}
		if !found {
			return 0, fmt.Errorf("ai: no heuristic is called %q (there are %s)", name,
				strings.Join(HeuristicNames(), ", "))
		}
	}
	return h, nil
}
