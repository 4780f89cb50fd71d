// Command torreya-book makes the built-in player's 9x9 opening book
// (ai/book9.txt). From the empty board it reads each position with a long
// search of the player itself and writes the move that search would play;
// at the player's own turns the move chosen is followed to the next
// position, at the opponent's the moves the search read most, up to -width
// of them, each with at least -share of the visits and symmetric moves
// counted as one, down to -plies moves deep. For the opponent's first move
// every point on the third line or higher is followed, whatever its share:
// the search puts nearly all its visits on its own choice, and what it
// leaves to the others says little about which the opponent will play.
// make book runs it:
//
//	torreya-book -playouts 500000 -plies 4 -width 3 -out ai/book9.txt
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// config is what a book is made with.
type config struct {
	size, plies, width, playouts, threads int
	komi, share                           float64
	seed                                  uint64
}

func main() {
	var c config
	flag.IntVar(&c.playouts, "playouts", 500000, "playouts a position")
	flag.IntVar(&c.plies, "plies", 4, "how many moves deep the book goes")
	flag.IntVar(&c.width, "width", 3, "how many of the opponent's later moves are followed")
	flag.Float64Var(&c.share, "share", 0.05, "the least share of a position's visits a followed move has")
	flag.IntVar(&c.threads, "threads", 2, "search threads")
	flag.Float64Var(&c.komi, "komi", 7.5, "komi (area scoring)")
	flag.Uint64Var(&c.seed, "seed", 1, "the searches' seed")
	out := flag.String("out", "ai/book9.txt", "the book to write")
	flag.Parse()
	c.size = 9
	var text strings.Builder
	if err := run(&text, os.Stderr, c); err != nil {
		fmt.Fprintln(os.Stderr, "torreya-book:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, []byte(text.String()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "torreya-book:", err)
		os.Exit(1)
	}
}

// run writes the book made with c to w, one line a position in the order
// read (ai/book.go's format), and reports each search to log. The book
// follows the lines the player can meet: as Black, its own first move and
// then, at each of the opponent's turns, the replies the search read most;
// as White, every first move of the opponent on the third line or higher
// and the lines on from its own answers. At the player's own turns only
// the move it chose is followed, and a line ends with the player's move.
func run(w, log io.Writer, c config) error {
	m := ai.New(ai.Options{Threads: c.threads, Playouts: c.playouts, Seed: c.seed, MaxNodes: 16 << 20})
	fmt.Fprintf(w, "# Torreya's %dx%d opening book: komi %v, area scoring; %d playouts a position on %d threads,\n",
		c.size, c.size, c.komi, c.playouts, c.threads)
	fmt.Fprintf(w, "# %d moves deep: every first move of the opponent on the third line or higher, then up to %d replies\n", c.plies, c.width)
	fmt.Fprintf(w, "# with at least %v of the visits. Made by cmd/torreya-book (make book).\n", c.share)
	fmt.Fprintf(w, "# Each line: moves from the empty board, Black first, then the move to play.\n")
	type item struct {
		line []engine.Point
		us   engine.Color // the player's colour in the line; Empty: either
	}
	read := map[string]ai.Analysis{}
	queued := map[string]bool{}
	queue := []item{{nil, engine.Empty}}
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		g, err := replay(c, it.line)
		if err != nil {
			return err
		}
		key := ai.BookPosition(g.Board(), g.ToMove())
		a, ok := read[key]
		if !ok {
			start := time.Now()
			if a, err = m.Evaluate(context.Background(), g, g.ToMove()); err != nil {
				return err
			}
			read[key] = a
			if a.Move == engine.Pass || a.Move == engine.Resign || len(a.Candidates) == 0 {
				continue
			}
			fmt.Fprintf(w, "%s\n", vertices(append(slices.Clone(it.line), a.Move), c.size))
			fmt.Fprintf(log, "%-24s %s  %.1f %% %v\n", vertices(it.line, c.size), engine.Vertex(a.Move, c.size), 100*a.WinRate, time.Since(start).Round(time.Second))
		}
		if len(it.line)+1 >= c.plies || a.Move == engine.Pass || a.Move == engine.Resign {
			continue
		}
		next := func(p engine.Point, us engine.Color) error {
			line := append(slices.Clone(it.line), p)
			ng, err := replay(c, line)
			if err != nil {
				return err
			}
			if len(line) == c.plies-1 && ng.ToMove() != us {
				return nil // the opponent's move would end the line
			}
			k := fmt.Sprint(ai.BookPosition(ng.Board(), ng.ToMove()), us)
			if !queued[k] {
				queued[k] = true
				queue = append(queue, item{line, us})
			}
			return nil
		}
		var err2 error
		if it.us == engine.Empty || it.us == g.ToMove() {
			err2 = next(a.Move, g.ToMove())
		}
		if it.us != g.ToMove() {
			for _, p := range followed(g, a, c) {
				if err2 == nil {
					err2 = next(p, g.ToMove().Opponent())
				}
			}
		}
		if err2 != nil {
			return err2
		}
	}
	return nil
}

// followed returns the opponent's moves of a's position worth following:
// symmetric moves counted as one, the most visited first, up to c.width of
// them, each with at least c.share of the visits; on the empty board every
// point on the third line or higher (firstMoves).
func followed(g *engine.Game, a ai.Analysis, c config) []engine.Point {
	if len(g.Moves()) == 0 {
		return firstMoves(g)
	}
	type class struct {
		move   engine.Point
		visits int
	}
	var classes []class
	index := map[string]int{}
	total := 0
	for _, cd := range a.Candidates {
		total += cd.Visits
		if cd.Move == engine.Pass || cd.Move == engine.Resign {
			continue
		}
		b := g.Board()
		if _, err := b.Play(g.ToMove(), cd.Move); err != nil {
			continue
		}
		key := ai.BookPosition(b, g.ToMove().Opponent())
		if i, ok := index[key]; ok {
			classes[i].visits += cd.Visits
			continue
		}
		index[key] = len(classes)
		classes = append(classes, class{cd.Move, cd.Visits})
	}
	slices.SortStableFunc(classes, func(x, y class) int { return y.visits - x.visits })
	var out []engine.Point
	for _, cl := range classes {
		if len(out) == c.width || float64(cl.visits) < c.share*float64(total) {
			break
		}
		out = append(out, cl.move)
	}
	return out
}

// firstMoves returns one point of each symmetric class of g's empty board
// on the third line or higher, from the centre out.
func firstMoves(g *engine.Game) []engine.Point {
	w, h := g.Width(), g.Height()
	seen := map[string]bool{}
	var out []engine.Point
	for y := 2; y < h-2; y++ {
		for x := 2; x < w-2; x++ {
			p := engine.Pt(x, y)
			b := g.Board()
			if _, err := b.Play(g.ToMove(), p); err != nil {
				continue
			}
			if key := ai.BookPosition(b, g.ToMove().Opponent()); !seen[key] {
				seen[key] = true
				out = append(out, p)
			}
		}
	}
	// Doubled distance from the centre, the larger of the two axes.
	far := func(p engine.Point) int {
		x, y := p.XY()
		return max(abs(2*x-(w-1)), abs(2*y-(h-1)))
	}
	slices.SortStableFunc(out, func(p, q engine.Point) int { return far(p) - far(q) })
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// replay returns the game of line's moves from the empty board.
func replay(c config, line []engine.Point) (*engine.Game, error) {
	g, err := engine.NewGame(c.size, c.size, engine.Chinese())
	if err != nil {
		return nil, err
	}
	g.SetKomi(c.komi)
	for _, p := range line {
		if err := g.Play(engine.Move{Color: g.ToMove(), Point: p}); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// vertices writes points in GTP coordinates, separated by spaces.
func vertices(line []engine.Point, size int) string {
	s := make([]string, len(line))
	for i, p := range line {
		s[i] = engine.Vertex(p, size)
	}
	return strings.Join(s, " ")
}
