package sgf

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/torreya/torreya/engine"
)

// Size returns the board size from SZ of root n: columns and rows. It is
// 19x19 when SZ is missing or unreadable.
func (n *Node) Size() (w, h int) {
	if v := n.Value("SZ"); v != "" {
		if w, h, ok := parseSize(v); ok {
			return w, h
		}
	}
	return 19, 19
}

// Komi returns KM of root n and whether it was readable. Fox writes komi
// times 100 or 50 (KM[750] is 7.5, KM[325] is 6.5); such values are scaled.
func (n *Node) Komi() (float64, bool) { return komiValue(n.Value("KM")) }

// komiValue reads a KM value as Node.Komi does.
func komiValue(v string) (float64, bool) {
	k, ok := parseReal(SimpleText(v))
	if !ok {
		return 0, false
	}
	if math.Abs(k) > 150 {
		switch {
		case math.Mod(k/100, 0.5) == 0:
			k /= 100
		case math.Mod(k/50, 0.5) == 0:
			k /= 50
		}
	}
	return k, true
}

// Handicap returns HA of root n: the number of handicap stones, 0 when
// missing or not a number (Chinese files write HA[对子], "even game").
func (n *Node) Handicap() int {
	h, err := strconv.Atoi(strings.TrimSpace(n.Value("HA")))
	if err != nil || h < 0 {
		return 0
	}
	return h
}

// CheckHandicap compares HA of root n with the black stones its setup places
// before the first move (AB in the root and the nodes before any move). A
// reader accepts a file where they differ, such as HA[3] with no stones, and
// this error lets it say so. HA[0] and HA[1] (an even game, as Fox writes it)
// agree with any setup.
func (n *Node) CheckHandicap() error {
	ha := n.Handicap()
	if ha < 2 {
		return nil
	}
	w, h := n.Size()
	placed := 0
	for m := n; m != nil; m = m.Next() {
		if _, has, _ := m.Move(w, h); has {
			break
		}
		pts, _ := m.Points("AB", w, h)
		placed += len(pts)
	}
	if placed != ha {
		return &HandicapError{Declared: ha, Placed: placed}
	}
	return nil
}

// HandicapError is CheckHandicap's report: HA says Declared stones, the setup
// places Placed.
type HandicapError struct {
	Declared, Placed int
}

func (e *HandicapError) Error() string {
	return fmt.Sprintf("sgf: HA[%d] but %d handicap stones placed", e.Declared, e.Placed)
}

// Rules returns RU of root n, such as "Japanese" or "Chinese".
func (n *Node) Rules() string { return n.Text("RU") }

// Player returns the name of the player of colour c (PB or PW).
func (n *Node) Player(c engine.Color) string {
	if c == engine.White {
		return n.Text("PW")
	}
	return n.Text("PB")
}

// Rank returns the rank of the player of colour c (BR or WR).
func (n *Node) Rank(c engine.Color) string {
	if c == engine.White {
		return n.Text("WR")
	}
	return n.Text("BR")
}

// Result returns RE of root n, such as "B+3.5", "W+R", "0" or "Void".
func (n *Node) Result() string { return n.Text("RE") }

// Date returns DT of root n.
func (n *Node) Date() string { return n.Text("DT") }

// Event returns EV of root n.
func (n *Node) Event() string { return n.Text("EV") }

// GameName returns GN of root n.
func (n *Node) GameName() string { return n.Text("GN") }

// Comment returns the comment of n (C) as text.
func (n *Node) Comment() string { return n.Text("C") }

// RulesOf returns the rules RU of root n names, read by engine.ParseRules,
// and false when it names none the engine knows.
func RulesOf(n *Node) (engine.Rules, bool) {
	r, err := engine.ParseRules(n.Rules())
	return r, err == nil
}

// RulesName returns the name RU gives rules r, which RulesOf reads back:
// "Japanese", "Chinese", "NZ"...; a custom set of switches has none.
func RulesName(r engine.Rules) string {
	switch r.Name {
	case "japanese":
		return "Japanese"
	case "korean":
		return "Korean"
	case "chinese":
		return "Chinese"
	case "aga":
		return "AGA"
	case "new_zealand":
		return "NZ"
	case "tromp-taylor":
		return "Tromp-Taylor"
	case "capture":
		return "Capture Go"
	}
	return r.Name
}

// HandicapStones returns the handicap stones of the game at root n, or nil
// for a game without handicap. They are the black stones the root places
// (AB) when it places at least two and no others (no AW or AE), and either
// HA says there are two or more, or White moves first (PL[W] in the root, or
// a first move by White): the two ways programs write a handicap.
func (n *Node) HandicapStones() []engine.Point {
	if n.Has("AW") || n.Has("AE") {
		return nil
	}
	w, h := n.Size()
	ab, _ := n.Points("AB", w, h) // unreadable points are left out; a Tree reports them
	if len(ab) < 2 {
		return nil
	}
	if n.Handicap() >= 2 {
		return ab
	}
	if c, ok := playerOf(n); ok {
		if c == engine.White {
			return ab
		}
		return nil
	}
	for m := n; m != nil; m = m.Next() {
		if mv, has, _ := m.Move(w, h); has {
			if mv.Color == engine.White {
				return ab
			}
			return nil
		}
		if m != n && hasSetup(m) {
			return nil
		}
	}
	return nil
}

// TimeLimit returns the main time of each player (TM, in seconds) and whether
// it was readable.
func (n *Node) TimeLimit() (time.Duration, bool) {
	s, ok := parseReal(SimpleText(n.Value("TM")))
	if !ok || s < 0 {
		return 0, false
	}
	return time.Duration(s * float64(time.Second)), true
}
