package gtp

import (
	"bytes"
	"fmt"
	"os"
	"strconv"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// registerSGF adds GNU Go's loadsgf and printsgf commands.
func (s *Server) registerSGF() {
	s.register("loadsgf", s.loadSGF)
	s.register("printsgf", s.printSGF)
}

// loadSGF reads the first game of a file, sets up its root and replays the
// main line up to but not including move N, or the first move at a vertex
// (all of it when neither is given), and answers with the colour to play, as
// GNU Go does.
func (s *Server) loadSGF(a []string) (string, error) {
	if len(a) < 1 || len(a) > 2 {
		return "", replyError("missing filename")
	}
	data, err := os.ReadFile(a[0])
	if err != nil {
		return "", replyError("cannot open '" + a[0] + "': " + err.Error())
	}
	coll, err := sgf.Parse(data)
	if err != nil || len(coll.Games) == 0 {
		if err == nil {
			err = sgf.ErrNoGame
		}
		return "", replyError("cannot parse '" + a[0] + "': " + err.Error())
	}
	root := coll.Games[0]
	stop := func(int, engine.Move) bool { return false }
	if len(a) == 2 {
		if n, err := strconv.Atoi(a[1]); err == nil && n >= 1 {
			stop = func(number int, _ engine.Move) bool { return number >= n }
		} else {
			w, h := root.Size()
			p, err := engine.ParseVertex(a[1], w, h)
			if err != nil || p == engine.Pass || p == engine.Resign {
				return "", replyError("move number or vertex expected, not '" + a[1] + "'")
			}
			stop = func(_ int, m engine.Move) bool { return m.Point == p }
		}
	}
	rec, err := sgf.NewRecordUntil(root, stop)
	if err != nil {
		return "", replyError(err.Error())
	}
	g, err := Replay(rec, s.rules)
	if err != nil {
		return "", replyError(err.Error())
	}
	s.SetGame(g)
	return rec.ToPlay.Name(), nil
}

// Replay builds a game from a record: its size, komi, handicap and setup
// stones, then its moves. Superko is not checked: a record may come from a
// game played under other rules.
func Replay(rec *sgf.Record, rules engine.Rules) (*engine.Game, error) {
	g, err := engine.NewGame(rec.Width, rec.Height, rules)
	if err != nil {
		return nil, fmt.Errorf("board size %dx%d not supported", rec.Width, rec.Height)
	}
	first := rec.ToPlay
	if len(rec.Moves) > 0 {
		first = rec.Moves[0].Color
	}
	var blacks []engine.Point
	stones := map[engine.Point]engine.Color{}
	for _, m := range rec.Setup {
		stones[m.Point] = m.Color
		if m.Color == engine.Black {
			blacks = append(blacks, m.Point)
		}
	}
	switch {
	case rec.Handicap >= 2 && len(blacks) == len(stones) && len(blacks) >= 2 && first == engine.White:
		err = g.SetFreeHandicap(blacks)
	case len(stones) > 0 || first == engine.White:
		err = g.SetSetup(stones, first)
	}
	if err != nil {
		return nil, err
	}
	g.SetKomi(rec.Komi)
	for i, m := range rec.Moves {
		if err := g.PlayRecorded(m); err != nil {
			return nil, fmt.Errorf("move %d (%s %s) is illegal: %v", i+1, m.Color.Name(), engine.Vertex(m.Point, rec.Height), err)
		}
	}
	return g, nil
}

// printSGF writes the game so far, setup and handicap as AB/AW and then the
// moves, to the named file, or as the reply when no file is named.
func (s *Server) printSGF(a []string) (string, error) {
	rec := Record(s.game)
	if len(a) == 0 {
		var buf bytes.Buffer
		if err := sgf.WriteRecord(&buf, rec); err != nil {
			return "", replyError(err.Error())
		}
		return "\n" + string(bytes.TrimRight(buf.Bytes(), "\n")), nil
	}
	if err := sgf.SaveRecord(a[0], rec); err != nil {
		return "", replyError("cannot write '" + a[0] + "'")
	}
	return "", nil
}

// Record returns what a game holds for printsgf: size, komi, handicap, the
// stones before the first move and the moves.
func Record(g *engine.Game) *sgf.Record {
	rec := &sgf.Record{Width: g.Width(), Height: g.Height(), Komi: g.Komi(), Handicap: g.Handicap(), ToPlay: g.ToMove()}
	setup := g.Setup()
	for _, p := range setup.Points() {
		if c := setup.At(p); c != engine.Empty {
			rec.Setup = append(rec.Setup, engine.Move{Color: c, Point: p})
		}
	}
	rec.Moves = g.Moves()
	return rec
}
