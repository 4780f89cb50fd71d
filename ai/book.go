package ai

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"github.com/torreya/torreya/engine"
)

// The opening book: for the first moves of an even 9x9 game, the move a long
// search of this player chose (cmd/torreya-book, `make book`), where a
// second's search chooses among near-equal moves almost at random. The
// book's searches were made with the komi bookKomi; it is used with a komi
// near it (bookKomiSlack), in an even game on an empty 9x9 board.

//go:embed book9.txt
var book9Text string

// bookKomi is the komi the book's searches were made with (area scoring).
const bookKomi = 7.5

// bookKomiSlack is how far from bookKomi the game's komi may be for the book
// to hold: a point either way changes no opening move of a 9x9 game.
const bookKomiSlack = 1.0

// book maps a position, reduced over the board's symmetries (bookKey), to
// its move in the same reduced frame.
type book struct {
	size  int
	moves map[string]engine.Point
}

// openingBook returns the 9x9 book read from book9.txt, or the error that
// left it empty (TestBook: the embedded book is read without one).
var openingBook = sync.OnceValues(func() (*book, error) {
	return parseBook(book9Text, 9)
})

// parseBook reads a book of a size by size board: each line that is not
// blank or a # comment lists moves in GTP coordinates from the empty board,
// Black first, the last of them the move to play after the others.
func parseBook(text string, size int) (*book, error) {
	bk := &book{size: size, moves: map[string]engine.Point{}}
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		b, err := engine.NewBoard(size, size)
		if err != nil {
			return nil, err
		}
		fields := strings.Fields(line)
		c := engine.Black
		var p engine.Point
		for k, f := range fields {
			p, err = engine.ParseVertex(f, size, size)
			if err == nil && p == engine.Pass {
				err = fmt.Errorf("a pass")
			}
			if err == nil && k < len(fields)-1 {
				_, err = b.Play(c, p)
				c = c.Opponent()
			} else if err == nil && b.At(p) != engine.Empty {
				err = fmt.Errorf("%s is taken", f)
			}
			if err != nil {
				return nil, fmt.Errorf("book line %d, move %d (%s): %v", i+1, k+1, f, err)
			}
		}
		key, sym := bookKey(b, c)
		q := bookPoint(size, sym, p)
		if old, ok := bk.moves[key]; ok && old != q {
			return nil, fmt.Errorf("book line %d: the position has two moves", i+1)
		}
		bk.moves[key] = q
	}
	return bk, nil
}

// move returns the book's move for c in g and whether it has one: only in
// an even game (no handicap) with a komi near bookKomi (area scoring's
// bonus included) on a board of the book's size, for a legal move.
func (bk *book) move(g *engine.Game, c engine.Color, komi float64) (engine.Point, bool) {
	if bk == nil || g.Width() != bk.size || g.Height() != bk.size || g.Handicap() != 0 ||
		komi < bookKomi-bookKomiSlack || komi > bookKomi+bookKomiSlack || g.Rules().FirstCapture {
		return engine.Pass, false
	}
	b := g.Board()
	key, sym := bookKey(b, c)
	q, ok := bk.moves[key]
	if !ok {
		return engine.Pass, false
	}
	// The point that sym sends onto q.
	for y := 0; y < bk.size; y++ {
		for x := 0; x < bk.size; x++ {
			if p := engine.Pt(x, y); bookPoint(bk.size, sym, p) == q {
				if g.Legal(c, p) != nil {
					return engine.Pass, false
				}
				return p, true
			}
		}
	}
	return engine.Pass, false
}

// bookMove returns the opening book's move for c in g and whether there is
// one: not in cleanup mode, for a local question (Options.Within), or
// without Book.
func (m *MCTS) bookMove(s *search, g *engine.Game, c engine.Color, cleanup bool) (engine.Point, bool) {
	if cleanup || m.opts.Within != nil || s.off.Has(Book) {
		return engine.Pass, false
	}
	bk, err := openingBook()
	if err != nil {
		return engine.Pass, false // TestBook: the embedded book reads
	}
	return bk.move(g, c, s.komi)
}

// readAlone bans every root move of s but p, so that the search reads p
// alone: its playouts grow the tree the next move keeps, its figures and
// reports are p's, and with a clock or a playout budget it stops as soon
// as nothing can overtake p. It bans nothing and returns false when the
// root has no child p.
func (s *search) readAlone(p engine.Point) bool {
	if s.t.child(s.root, p) < 0 {
		return false
	}
	nd := s.t.at(s.root)
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		if q := s.t.at(k).move; q != p {
			s.banned[q] = true
		}
	}
	return true
}

// bookPoint returns where the symmetry sym of a size by size board (as
// symmetric numbers them) sends p.
func bookPoint(size, sym int, p engine.Point) engine.Point {
	x, y := p.XY()
	// Doubled offsets from the centre, so that even sizes work too.
	dx, dy := symmetric(sym, 2*x-(size-1), 2*y-(size-1))
	return engine.Pt((dx+size-1)/2, (dy+size-1)/2)
}

// bookKey returns b's position with c to move reduced over the board's
// eight symmetries (the least of its eight images, read row by row), and
// the symmetry that gives it.
func bookKey(b *engine.Board, c engine.Color) (string, int) {
	n := b.Width()
	best, bestSym := "", 0
	img := make([]byte, n*n+1)
	for sym := 0; sym < 8; sym++ {
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				p := engine.Pt(x, y)
				q := bookPoint(n, sym, p)
				qx, qy := q.XY()
				img[qy*n+qx] = '0' + byte(b.At(p))
			}
		}
		img[n*n] = '0' + byte(c)
		if s := string(img); sym == 0 || s < best {
			best, bestSym = s, sym
		}
	}
	return best, bestSym
}

// BookPosition returns b's position with c to move as the opening book keys
// it: the same for each of its eight symmetric images (cmd/torreya-book).
func BookPosition(b *engine.Board, c engine.Color) string {
	key, _ := bookKey(b, c)
	return key
}
