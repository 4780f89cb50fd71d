package ui

import (
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// PlayerKind says who plays one colour.
type PlayerKind int

// The kinds of players.
const (
	Person   PlayerKind = iota // someone at this computer
	Computer                   // the built-in computer player
	Engine                     // a GTP engine the user names
)

// PlayerSpec describes the player of one colour, as the new-game dialog
// sets it.
type PlayerSpec struct {
	Kind    PlayerKind
	Level   int    // Computer: strength level from 1 up
	Command string // Engine: the command line that starts it
}

// NewPlayer makes the computer player for a spec of kind Computer or Engine.
// The program passes one that builds the search or starts the engine; tests
// pass scripted players.
type NewPlayer func(spec PlayerSpec) (ai.Player, error)

// Settings are the settings of a new game.
type Settings struct {
	Width, Height int
	Rules         engine.Rules
	Komi          float64
	Handicap      int  // 0 or 2..9 stones
	FreeHandicap  bool // Black places the handicap stones himself
	Black, White  PlayerSpec
	// MainTime and byo-yomi (Periods of ByoYomi each) set a clock; a zero
	// MainTime and ByoYomi mean no clock.
	MainTime time.Duration
	ByoYomi  time.Duration
	Periods  int
}
