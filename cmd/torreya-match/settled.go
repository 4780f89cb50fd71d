package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// settleTolerance is how many points the count may still move once the
// result is settled: a judge's count of an unfinished position swings by a
// point or two with the side to move and the dame left.
const settleTolerance = 2

// counter counts a position as GTP's final_score does ("B+3.5", "W+1", "0");
// the referee's client is one.
type counter interface {
	FinalScore(ctx context.Context, g *engine.Game) (string, error)
}

// settled is what -settled finds in one record.
type settled struct {
	moves int     // moves in the record, passes included
	at    int     // the position after this many moves is the first settled one
	after [3]int  // stones each colour played after it (passes do not count)
	final float64 // the judge's count of the last position, Black's margin
}

// tally sums the stones played after the count settled over records.
type tally struct {
	games, stones, most int
}

func (t *tally) add(stones int) {
	t.games++
	t.stones += stones
	t.most = max(t.most, stones)
}

func (t tally) String() string {
	return fmt.Sprintf("mean %.1f, max %d in %d games", float64(t.stones)/float64(t.games), t.most, t.games)
}

// reportSettled reads every SGF record in dir, finds with judge where each
// game's result settled and writes how many stones were played after it: for
// each record, for each player (by name, as PB and PW give it) and in all.
func reportSettled(ctx context.Context, judge counter, dir string, w io.Writer) error {
	paths, err := filepath.Glob(filepath.Join(dir, "*.sgf"))
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		return fmt.Errorf("no .sgf records in %s", dir)
	}
	slices.Sort(paths)
	var all tally
	players := map[string]*tally{}
	for _, path := range paths {
		g, names, err := readGame(path)
		if err != nil {
			return err
		}
		s, err := settledAt(ctx, judge, g)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		b, wh := s.after[engine.Black], s.after[engine.White]
		fmt.Fprintf(w, "%s: %d moves, count %s settled after move %d, %d stones played after it (Black %d, White %d)\n",
			filepath.Base(path), s.moves, engine.ScoreResult(s.final), s.at, b+wh, b, wh)
		all.add(b + wh)
		for _, c := range []engine.Color{engine.Black, engine.White} {
			if players[names[c]] == nil {
				players[names[c]] = &tally{}
			}
			players[names[c]].add(s.after[c])
		}
	}
	for _, name := range slices.Sorted(maps.Keys(players)) {
		fmt.Fprintf(w, "by %s: %v\n", name, players[name])
	}
	fmt.Fprintf(w, "stones played after the count settled: %v\n", all)
	return nil
}

// readGame returns the game at the end of the main line of the first game in
// the SGF file at path, and its players' names.
func readGame(path string) (*engine.Game, map[engine.Color]string, error) {
	coll, err := sgf.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	if len(coll.Games) == 0 {
		return nil, nil, fmt.Errorf("%s: no game", path)
	}
	root := coll.Games[0]
	tree, err := sgf.NewTree(root)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	line := root.MainLine()
	g, err := tree.Game(line[len(line)-1], sgf.Replay{Illegal: sgf.Refuse, Setup: sgf.Refuse})
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	names := map[engine.Color]string{}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if names[c] = root.Player(c); names[c] == "" {
			names[c] = c.Name()
		}
	}
	return g, names, nil
}

// settledAt finds the first position of g from which on the judge's count
// keeps the winner of the last position and stays within settleTolerance
// points of its count. It counts back from the end, so it asks the judge
// about the moves after that position and one more; it leaves g at that
// position.
func settledAt(ctx context.Context, judge counter, g *engine.Game) (settled, error) {
	moves := g.Moves()
	final, err := count(ctx, judge, g)
	if err != nil {
		return settled{}, err
	}
	s := settled{moves: len(moves), at: len(moves), final: final}
	for s.at > 0 {
		if err := g.Undo(); err != nil {
			return s, err
		}
		c, err := count(ctx, judge, g)
		if err != nil {
			return s, err
		}
		if engine.ScoreResult(c).Winner != engine.ScoreResult(final).Winner || math.Abs(c-final) > settleTolerance {
			break
		}
		s.at--
	}
	for _, m := range moves[s.at:] {
		if m.Point != engine.Pass && (m.Color == engine.Black || m.Color == engine.White) {
			s.after[m.Color]++
		}
	}
	return s, nil
}

// count asks judge to count g and returns Black's margin.
func count(ctx context.Context, judge counter, g *engine.Game) (float64, error) {
	reply, err := judge.FinalScore(ctx, g)
	if err != nil {
		return 0, err
	}
	return parseScore(reply)
}

// parseScore reads a count as GTP's final_score writes it: "B+3.5", "W+1",
// "0" for jigo. It returns Black's margin.
func parseScore(s string) (float64, error) {
	s = strings.TrimSpace(s)
	if s == "0" {
		return 0, nil
	}
	sign := 0.0
	switch {
	case len(s) > 2 && strings.EqualFold(s[:2], "B+"):
		sign = 1
	case len(s) > 2 && strings.EqualFold(s[:2], "W+"):
		sign = -1
	default:
		return 0, fmt.Errorf("the count %q is not B+n, W+n or 0", s)
	}
	v, err := strconv.ParseFloat(s[2:], 64)
	if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, fmt.Errorf("the count %q is not B+n, W+n or 0", s)
	}
	return sign * v, nil
}

// runSettled is the -settled mode: the referee (cfg.opponent) judges.
func runSettled(cfg config, dir string) error {
	judge, err := start(cfg.opponent, cfg.moveLimit, nil)
	if err != nil {
		return err
	}
	defer judge.Close()
	return reportSettled(context.Background(), judge, dir, os.Stdout)
}
