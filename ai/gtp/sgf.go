package gtp

import (
	"bytes"
	"errors"
	"fmt"
	"io"
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
	if len(a) < 1 {
		return "", replyError("missing filename")
	}
	if len(a) > 2 {
		return "", replyError("loadsgf wants a file name and at most a move number or vertex")
	}
	data, err := readSGF(a[0])
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
	t, err := sgf.NewTree(root)
	if err != nil {
		return "", replyError(err.Error())
	}
	t.SetRules(s.rules) // the engine plays under its own rules, as GNU Go does
	w, h := t.Size()
	stop := func(int, engine.Move) bool { return false }
	if len(a) == 2 {
		if n, err := strconv.Atoi(a[1]); err == nil && n >= 1 {
			stop = func(number int, _ engine.Move) bool { return number >= n }
		} else {
			p, err := engine.ParseVertex(a[1], w, h)
			if err != nil || p == engine.Pass || p == engine.Resign {
				return "", replyError("move number or vertex expected, not '" + a[1] + "'")
			}
			stop = func(_ int, m engine.Move) bool { return m.Point == p }
		}
	}
	// The last node of the main line before the stopping move; when that
	// move is the root's own, the root's game without it.
	var at *sgf.Node
	next, number, undoRoot := engine.Empty, 0, false
	for n := root; n != nil; n = n.Next() {
		if m, has, err := n.Move(w, h); has && err == nil {
			number++
			if stop(number, m) {
				next = m.Color
				if at == nil {
					at, undoRoot = root, true
				}
				break
			}
		}
		at = n
	}
	g, err := t.Game(at, sgf.Replay{Illegal: sgf.Refuse})
	if err != nil {
		return "", replyError(err.Error())
	}
	if undoRoot {
		if err := g.Undo(); err != nil {
			return "", replyError(err.Error())
		}
	}
	s.SetGame(g)
	if next == engine.Empty {
		next = g.ToMove()
	}
	return next.Name(), nil
}

// readSGF reads the file at path for loadsgf: a regular file (a device such
// as /dev/zero or a pipe would never end) of at most the reader's limit.
func readSGF(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	if fi.Size() > sgf.DefaultMaxBytes {
		return nil, fmt.Errorf("%d bytes, more than the limit of %d", fi.Size(), sgf.DefaultMaxBytes)
	}
	return io.ReadAll(io.LimitReader(f, sgf.DefaultMaxBytes+1))
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
