package diagram

import (
	"errors"
	"fmt"
	"image"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// Figure is what a printed diagram shows, as books print one: the stones of
// a starting position, a run of moves numbered on the stones they placed,
// the moves played on points already used listed as notes ("20 at 12"), and
// the markup of the last node, on a part of the board. The PNG, the SVG and
// Sensei's Library's text are all written from it.
type Figure struct {
	// Region is the part of the board shown: columns Min.X to Max.X-1 and
	// rows Min.Y to Max.Y-1 (New shows the whole board).
	Region image.Rectangle

	w, h    int                           // the whole board
	stones  map[engine.Point]engine.Color // what each point shows
	numbers map[engine.Point]int          // the number written on a stone
	notes   []figureNote                  // numbered moves with no stone of their own
	marks   []goban.Mark
	// first is the colour of the first numbered move, or the player to
	// move when nothing is numbered; firstNumber is that move's number (0
	// when none).
	first       engine.Color
	firstNumber int
}

// figureNote is a numbered move the board cannot show: one played where a
// stone of the figure already stands, or a pass.
type figureNote struct {
	number int
	at     int          // the number on the stone it was played on; 0 when that stone has none
	point  engine.Point // where it was played; engine.Pass for a pass
}

// Spec says which moves a figure numbers.
type Spec struct {
	// Moves numbers the moves From to To of the line to the current node;
	// without it the figure is the current position.
	Moves    bool
	From, To int
	// FromOne numbers the first move of the run 1 rather than its number
	// in the game.
	FromOne bool
}

// New builds the figure of the line to node n of tree t: the whole board
// (Region may then be narrowed), with the moves spec asks for numbered.
func New(t *sgf.Tree, n *sgf.Node, spec Spec) (*Figure, error) {
	w, h := t.Size()
	f := &Figure{w: w, h: h, Region: image.Rect(0, 0, w, h),
		stones: make(map[engine.Point]engine.Color), numbers: make(map[engine.Point]int)}
	path := sgf.PathTo(n)
	if !spec.Moves {
		f.addStones(t.Position(n))
		f.marks = goban.Markup(n, w, h)
		f.first = t.ToPlay(n)
		return f, nil
	}
	// The moves of the line, by number.
	var moves []*sgf.Node
	for _, m := range path {
		if m.Has("B") || m.Has("W") {
			moves = append(moves, m)
		}
	}
	if len(moves) == 0 {
		return nil, errors.New(lang.L("There are no moves to number."))
	}
	if spec.From < 1 || spec.To < spec.From || spec.To > len(moves) {
		return nil, fmt.Errorf(lang.L("Moves %d to %d are not in this line: it has moves 1 to %d."), spec.From, spec.To, len(moves))
	}
	last := moves[spec.To-1]
	if spec.To == len(moves) {
		last = n // with what follows the last move: its markup, its set-up
	}
	// The position before the first numbered move; a move in the root node
	// (real files have them) starts from the empty board.
	if start := moves[spec.From-1].Parent(); start != nil {
		f.addStones(t.Position(start))
	}
	for k := spec.From; k <= spec.To; k++ {
		mv, _, err := moves[k-1].Move(w, h)
		if err != nil {
			continue // an unreadable move has no point to number
		}
		num := k
		if spec.FromOne {
			num = k - spec.From + 1
		}
		if f.firstNumber == 0 {
			f.first, f.firstNumber = mv.Color, num
		}
		p := mv.Point
		if p == engine.Pass {
			f.notes = append(f.notes, figureNote{number: num, point: engine.Pass})
			continue
		}
		if _, used := f.stones[p]; used {
			f.notes = append(f.notes, figureNote{number: num, at: f.numbers[p], point: p})
			continue
		}
		f.stones[p] = mv.Color
		f.numbers[p] = num
	}
	// Stones set up along the way (AB, AW) show without a number.
	f.addStones(t.Position(last))
	f.marks = goban.Markup(last, w, h)
	return f, nil
}

// addStones shows the stones of b on the points that show nothing yet.
func (f *Figure) addStones(b *engine.Board) {
	for _, p := range b.Points() {
		if c := b.At(p); c != engine.Empty {
			if _, ok := f.stones[p]; !ok {
				f.stones[p] = c
			}
		}
	}
}

// text writes the note as books print it: "20 at 12", "23 at D4" for a
// stone without a number, "31 pass".
func (n figureNote) text(h int) string {
	switch {
	case n.point == engine.Pass:
		return fmt.Sprintf(lang.L("%d pass"), n.number)
	case n.at > 0:
		return fmt.Sprintf(lang.L("%d at %d"), n.number, n.at)
	}
	return fmt.Sprintf(lang.L("%d at %s"), n.number, engine.Vertex(n.point, h))
}

// english writes the note in English, as Sensei's Library and books in
// the West do: for a diagram whose font has no glyph for the translation.
func (n figureNote) english(h int) string {
	switch {
	case n.point == engine.Pass:
		return fmt.Sprintf("%d pass", n.number)
	case n.at > 0:
		return fmt.Sprintf("%d at %d", n.number, n.at)
	}
	return fmt.Sprintf("%d at %s", n.number, engine.Vertex(n.point, h))
}

// used returns the smallest rectangle that holds every stone and mark of
// the figure, and false when there is none.
func (f *Figure) used() (image.Rectangle, bool) {
	var r image.Rectangle
	found := false
	add := func(p engine.Point) {
		x, y := p.XY()
		cell := image.Rect(x, y, x+1, y+1)
		if !found {
			r, found = cell, true
			return
		}
		r = r.Union(cell)
	}
	for p := range f.stones {
		add(p)
	}
	for _, m := range f.marks {
		add(m.At)
		if m.Kind == goban.MarkArrow || m.Kind == goban.MarkLine {
			add(m.To)
		}
	}
	return r, found
}

// Corner returns the part of the board the figure's stones are in, as
// books print a corner: the quarter of the board that holds them all (on
// 19x19 ten lines each way, so the centre lines are in every quarter), else
// the half, else the whole board.
func (f *Figure) Corner() image.Rectangle {
	all := image.Rect(0, 0, f.w, f.h)
	u, ok := f.used()
	if !ok {
		return all
	}
	qw, qh := (f.w+2)/2, (f.h+2)/2
	left, right := image.Rect(0, 0, qw, f.h), image.Rect(f.w-qw, 0, f.w, f.h)
	top, bottom := image.Rect(0, 0, f.w, qh), image.Rect(0, f.h-qh, f.w, f.h)
	for _, r := range []image.Rectangle{
		left.Intersect(top), right.Intersect(top), left.Intersect(bottom), right.Intersect(bottom),
		top, bottom, left, right,
	} {
		if u.In(r) {
			return r
		}
	}
	return all
}

// Size returns the width and height of the whole board the figure is of.
func (f *Figure) Size() (w, h int) { return f.w, f.h }

// ParseRegion reads a part of a w x h board written as two corners, "A1-K10"
// (in either order, with '-', ':' or a space between).
func ParseRegion(s string, w, h int) (image.Rectangle, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == ':' || r == ' ' || r == ',' })
	if len(fields) != 2 {
		return image.Rectangle{}, fmt.Errorf(lang.L("Write the part of the board as two corners, such as %s."), "A1-K10")
	}
	var pts [2]image.Point
	for i, v := range fields {
		p, err := engine.ParseVertex(v, w, h)
		if err != nil || p == engine.Pass || p == engine.Resign {
			return image.Rectangle{}, fmt.Errorf(lang.L("%q is not a point of this board."), v)
		}
		pts[i] = image.Pt(p.XY())
	}
	r := image.Rect(pts[0].X, pts[0].Y, pts[1].X, pts[1].Y) // Rect puts the corners in order
	r.Max = r.Max.Add(image.Pt(1, 1))
	return r, nil
}

// RegionName writes a part of a board with height h as ParseRegion reads
// it: "A10-K1".
func RegionName(r image.Rectangle, h int) string {
	return engine.Vertex(engine.Pt(r.Min.X, r.Min.Y), h) + "-" + engine.Vertex(engine.Pt(r.Max.X-1, r.Max.Y-1), h)
}
