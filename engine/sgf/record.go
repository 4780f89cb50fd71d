package sgf

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/torreya/torreya/engine"
)

// Record is a game reduced to what GTP's loadsgf and printsgf deal with: the
// board, komi, the stones on the board before play and the moves.
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

// LoadRecord reads the first game of the SGF file at path the way GTP's
// loadsgf (as GNU Go does it) wants it: the root setup, then the main line up
// to but not including move number moveNumber (1 is the first move; 0 or less
// loads every move). ToPlay is the colour of move moveNumber when the file
// has it. Setup stones placed later in the main line are folded in: the
// position there becomes Setup and the moves start after it. An illegal move
// before the stopping point is an error.
func LoadRecord(path string, moveNumber int) (*Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ReadRecord(data, moveNumber)
}

// ReadRecord is LoadRecord for SGF data in memory.
func ReadRecord(data []byte, moveNumber int) (*Record, error) {
	c, err := Parse(data)
	if err != nil {
		return nil, err
	}
	if len(c.Games) == 0 {
		return nil, ErrNoGame
	}
	return NewRecord(c.Games[0], moveNumber)
}

// NewRecord makes a Record of the main line of the game at root, as
// LoadRecord describes.
func NewRecord(root *Node, moveNumber int) (*Record, error) {
	return NewRecordUntil(root, func(number int, _ engine.Move) bool {
		return moveNumber > 0 && number >= moveNumber
	})
}

// NewRecordUntil is NewRecord that stops before the first move for which
// stop, given the move's number (1 for the first) and the move, returns
// true; for GNU Go's "loadsgf FILE D4", stop at the first move on D4.
func NewRecordUntil(root *Node, stop func(number int, m engine.Move) bool) (*Record, error) {
	t, err := NewTree(root)
	if err != nil {
		return nil, err
	}
	r := &Record{Handicap: root.Handicap()}
	r.Width, r.Height = t.Size()
	r.Komi, _ = root.Komi()
	last := root
	played := 0
	for _, n := range root.MainLine() {
		m, has, _ := n.Move(r.Width, r.Height)
		if has && stop(played+1, m) {
			r.ToPlay = m.Color
			break
		}
		if err := t.Problem(n); err != nil {
			what := "setup"
			if has {
				what = fmt.Sprintf("move %d (%s %s)", played+1, m.Color, engine.Vertex(m.Point, r.Height))
			}
			return nil, fmt.Errorf("sgf: %s is illegal: %w", what, err)
		}
		if n.Has("AB") || n.Has("AW") || n.Has("AE") {
			r.Setup, r.Moves = r.Setup[:0], r.Moves[:0]
			b := t.Position(n)
			for _, p := range b.Points() {
				if c := b.At(p); c == engine.Black || c == engine.White {
					r.Setup = append(r.Setup, engine.Move{Color: c, Point: p})
				}
			}
		} else if has {
			r.Moves = append(r.Moves, m)
		}
		if has {
			played++
		}
		last = n
	}
	if r.ToPlay == engine.Empty {
		r.ToPlay = t.ToPlay(last)
	}
	return r, nil
}

// Game returns the record as a new game tree: a root with the size, komi,
// handicap and setup stones (AB, AW), then one node per move.
func (r *Record) Game() *Node {
	root := NewNode()
	root.SetValues("FF", "4")
	root.SetValues("CA", "UTF-8")
	root.SetValues("GM", "1")
	root.SetValues("AP", "Torreya")
	if r.Width == r.Height {
		root.SetValues("SZ", strconv.Itoa(r.Width))
	} else {
		root.SetValues("SZ", strconv.Itoa(r.Width)+":"+strconv.Itoa(r.Height))
	}
	root.SetValues("KM", strconv.FormatFloat(r.Komi, 'f', -1, 64))
	if r.Handicap > 0 {
		root.SetValues("HA", strconv.Itoa(r.Handicap))
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
	root.SetValues("AB", ab...)
	root.SetValues("AW", aw...)
	n := root
	for _, m := range r.Moves {
		if m.IsResign() {
			continue
		}
		c := NewNode()
		c.SetValues(m.Color.String(), PointValue(m.Point))
		n.AppendChild(c)
		n = c
	}
	return root
}

// WriteRecord writes r as SGF (see Record.Game and Write): what GTP's
// printsgf produces.
func WriteRecord(w io.Writer, r *Record) error { return Write(w, r.Game()) }

// SaveRecord writes r as an SGF file at path, atomically (see WriteFile).
func SaveRecord(path string, r *Record) error { return WriteFile(path, r.Game()) }
