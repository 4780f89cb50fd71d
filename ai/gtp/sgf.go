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
// main line up to but not including move N (all of it without N), and
// answers with the colour to play, as GNU Go does.
func (s *Server) loadSGF(a []string) (string, error) {
	if len(a) < 1 || len(a) > 2 {
		return "", replyError("missing filename")
	}
	until := -1
	if len(a) == 2 {
		n, err := strconv.Atoi(a[1])
		if err != nil || n < 1 {
			return "", replyError("move number must be a positive integer")
		}
		until = n
	}
	data, err := os.ReadFile(a[0])
	if err != nil {
		return "", replyError("cannot open or parse '" + a[0] + "'")
	}
	coll, err := sgf.Parse(data)
	if err != nil || len(coll.Games) == 0 {
		return "", replyError("cannot open or parse '" + a[0] + "'")
	}
	g, next, err := Replay(coll.Games[0], s.rules, until)
	if err != nil {
		return "", replyError(err.Error())
	}
	s.SetGame(g)
	return next.Name(), nil
}

// Replay builds a game from an SGF game tree: its size, komi, handicap and
// setup stones, then the main line's moves before move number until (all of
// them when until < 1). It returns the game and the colour to play next.
func Replay(root *sgf.Node, rules engine.Rules, until int) (*engine.Game, engine.Color, error) {
	w, h := root.Size()
	g, err := engine.NewGame(w, h, rules)
	if err != nil {
		return nil, engine.Empty, fmt.Errorf("board size %dx%d not supported", w, h)
	}
	setup := map[engine.Point]engine.Color{}
	var moves []engine.Move
	toPlay := engine.Empty
	for n := root; n != nil; n = n.Next() {
		for id, c := range map[string]engine.Color{"AB": engine.Black, "AW": engine.White, "AE": engine.Empty} {
			pts, _ := n.Points(id, w, h)
			if len(pts) > 0 && len(moves) > 0 {
				return nil, engine.Empty, fmt.Errorf("setup stones after move %d are not supported", len(moves))
			}
			for _, p := range pts {
				setup[p] = c
			}
		}
		if pl := n.Value("PL"); pl != "" && len(moves) == 0 {
			if c, err := engine.ParseColor(pl); err == nil {
				toPlay = c
			}
		}
		m, has, err := n.Move(w, h)
		if err != nil {
			return nil, engine.Empty, fmt.Errorf("move %d: %v", len(moves)+1, err)
		}
		if has {
			moves = append(moves, m)
		}
	}
	var blacks []engine.Point
	others := false
	for p, c := range setup {
		switch c {
		case engine.Black:
			blacks = append(blacks, p)
		case engine.White:
			others = true
		}
	}
	first := toPlay
	if first == engine.Empty && len(moves) > 0 {
		first = moves[0].Color
	}
	if root.Handicap() >= 2 && !others && len(blacks) >= 2 && (first == engine.Empty || first == engine.White) {
		if err := g.SetFreeHandicap(blacks); err != nil {
			return nil, engine.Empty, err
		}
	} else if len(setup) > 0 || first != engine.Empty {
		if first == engine.Empty {
			first = engine.Black
		}
		if err := g.SetSetup(setup, first); err != nil {
			return nil, engine.Empty, err
		}
	}
	if k, ok := root.Komi(); ok {
		g.SetKomi(k)
	}
	for i, m := range moves {
		if until >= 1 && i+1 >= until {
			return g, m.Color, nil
		}
		if err := g.PlayRecorded(m); err != nil {
			return nil, engine.Empty, fmt.Errorf("move %d (%s %s) is illegal: %v", i+1, m.Color.Name(), engine.Vertex(m.Point, h), err)
		}
	}
	return g, g.ToMove(), nil
}

// printSGF writes the game so far, setup and handicap as AB/AW and then the
// moves, to the named file, or as the reply when no file is named.
func (s *Server) printSGF(a []string) (string, error) {
	root := Record(s.game)
	if len(a) == 0 {
		return "\n" + string(bytes.TrimRight(sgf.Marshal(root), "\n")), nil
	}
	if err := sgf.WriteFile(a[0], root); err != nil {
		return "", replyError("cannot write '" + a[0] + "'")
	}
	return "", nil
}

// Record returns a game as an SGF game tree: the root with size, komi,
// handicap, rules and setup stones, then one node per move.
func Record(g *engine.Game) *sgf.Node {
	root := sgf.NewNode()
	root.SetValues("GM", "1")
	root.SetValues("FF", "4")
	w, h := g.Width(), g.Height()
	if w == h {
		root.SetValues("SZ", strconv.Itoa(w))
	} else {
		root.SetValues("SZ", fmt.Sprintf("%d:%d", w, h))
	}
	root.SetValues("KM", strconv.FormatFloat(g.Komi(), 'f', -1, 64))
	if g.Handicap() >= 2 {
		root.SetValues("HA", strconv.Itoa(g.Handicap()))
	}
	if name := g.Rules().Name; name != "" {
		root.SetValues("RU", name)
	}
	setup := g.Setup()
	var ab, aw []string
	for _, p := range setup.Points() {
		switch setup.At(p) {
		case engine.Black:
			ab = append(ab, sgf.PointValue(p))
		case engine.White:
			aw = append(aw, sgf.PointValue(p))
		}
	}
	if len(ab) > 0 {
		root.SetValues("AB", ab...)
	}
	if len(aw) > 0 {
		root.SetValues("AW", aw...)
	}
	if r := g.Result().String(); r != "" {
		root.SetValues("RE", r)
	}
	parent := root
	for _, m := range g.Moves() {
		if m.Point == engine.Resign {
			continue
		}
		n := sgf.NewNode()
		n.SetValues(m.Color.String(), sgf.PointValue(m.Point))
		parent.AppendChild(n)
		parent = n
	}
	return root
}
