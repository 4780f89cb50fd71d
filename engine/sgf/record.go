package sgf

import (
	"errors"
	"io"
	"strconv"

	"github.com/torreya/torreya/engine"
)

// Record is a game reduced to what GTP's printsgf writes: the board, komi,
// the stones on the board before play and the moves. (A file becomes a game
// through Tree.Game.)
type Record struct {
	Width, Height int
	Komi          float64 // 0 when the file gives none
	Handicap      int
	// Setup holds the stones placed before the moves: AB and AW, handicap
	// stones included.
	Setup []engine.Move
	Moves []engine.Move
	// ToPlay is the colour to play after Moves.
	ToPlay engine.Color
}

// ErrNoGame is returned when a collection holds no game to load.
var ErrNoGame = errors.New("sgf: no game in the file")

// Game returns the record as a new game tree: a root with the size, komi,
// handicap and setup stones (AB, AW), then one node per move.
func (r *Record) Game() *Node {
	root := NewNode()
	root.setValues("FF", "4")
	root.setValues("CA", "UTF-8")
	root.setValues("GM", "1")
	root.setValues("AP", "Torreya")
	if r.Width == r.Height {
		root.setValues("SZ", strconv.Itoa(r.Width))
	} else {
		root.setValues("SZ", strconv.Itoa(r.Width)+":"+strconv.Itoa(r.Height))
	}
	root.setValues("KM", strconv.FormatFloat(r.Komi, 'f', -1, 64))
	if r.Handicap > 0 {
		root.setValues("HA", strconv.Itoa(r.Handicap))
	}
	var ab, aw []string
	for _, s := range r.Setup {
		switch s.Color {
		case engine.Black:
			ab = append(ab, PointValue(s.Point))
		case engine.White:
			aw = append(aw, PointValue(s.Point))
		}
	}
	root.setValues("AB", ab...)
	root.setValues("AW", aw...)
	n := root
	for _, m := range r.Moves {
		if m.IsResign() {
			continue
		}
		c := NewNode()
		c.setValues(m.Color.String(), PointValue(m.Point))
		n.appendChild(c)
		n = c
	}
	return root
}

// WriteRecord writes r as SGF (see Record.Game and Write): what GTP's
// printsgf produces.
func WriteRecord(w io.Writer, r *Record) error { return Write(w, r.Game()) }

// SaveRecord writes r as an SGF file at path, atomically (see WriteFile).
func SaveRecord(path string, r *Record) error { return WriteFile(path, r.Game()) }
