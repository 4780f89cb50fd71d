package goban

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
	"image"

	"github.com/torreya/torreya/engine"
)

// MarkKind is a kind of SGF markup.
type MarkKind uint8

// The SGF markup the board draws, named after their properties.
const (
	MarkTriangle MarkKind = iota // TR
	MarkSquare                   // SQ
	MarkCircle                   // CR
	MarkCross                    // MA
	MarkLabel                    // LB: Text at At
	MarkSelected                 // SL
	MarkDim                      // DD
	MarkArrow                    // AR: from At to To
	MarkLine                     // LN: from At to To
)

// Mark is one piece of markup on the board.
type Mark struct {
	Kind MarkKind
	At   engine.Point
	To   engine.Point // the other end of an arrow or line
	Text string       // a label's text
}

// View is everything the board draws for one node of a game.
type View struct {
	// Board holds the stones; nil draws an empty 19x19 board.
	Board *engine.Board
	// Turn is the colour of the ghost stone under the pointer.
	Turn engine.Color
	// Last is the last move's point (engine.Pass for none) and gets a marker.
	Last engine.Point
	// Ko is the point the player to move may not retake (engine.Pass for none).
	Ko engine.Point
	// MoveNumber is the number of the current move, for "last N" numbering.
	MoveNumber int
	// Numbers maps a stone's point to the number of the move that placed it.
	Numbers map[engine.Point]int
	// Marks is the node's SGF markup.
	Marks []Mark
	// Next are the moves of the following variations, hinted on the board.
	Next []engine.Move
	// Scoring switches to the scoring view: Dead stones are faded and
	// Territory marked as surely as the estimate's most certain points.
	Scoring   bool
	Dead      map[engine.Point]bool
	Territory map[engine.Point]engine.Color
	// Hint is a suggested move for HintColor, ringed (engine.Pass for none).
	Hint      engine.Point
	HintColor engine.Color
	// Estimate is the territory estimate outside the scoring view: for each
	// point, how likely it is to end as Black's (towards +1) or White's
	// (towards -1) area. Points left out are undecided. Each point is marked
	// for the side it leans to, the surer the larger and darker; a stone it
	// gives to the other side is faded as likely dead.
	Estimate map[engine.Point]float32
	// Judged colours next moves in a problem's solution: true for a move
	// that leads to the right answer, false for a wrong one. A judged point
	// is drawn whether or not it is in Next.
	Judged map[engine.Point]bool
	// Verdict, when Right or Wrong, is said on the board at VerdictAt (the
	// learner's move), or at the last move when that is Pass: a green ring
	// for right, a red cross for wrong.
	Verdict   Verdict
	VerdictAt engine.Point
	// Atari and TwoLiberties are stones of groups the beginner's aids point
	// out: one liberty left (ringed red) or two (ringed amber).
	Atari, TwoLiberties []engine.Point
	// Liberties are the liberties of the group under the pointer, dotted.
	Liberties []engine.Point
	// Candidates are the moves an analysis reads best, with their chance to
	// win and visits.
	Candidates []CandidateMark
	// Ghosts are a line of play shown as numbered faint stones: the move a
	// review prefers and the replies it expects.
	Ghosts []Ghost
	// Choices are the moves a joseki dictionary knows next, each in the
	// colour of what it says of it.
	Choices []Choice
	// Losses grade the stones by what a review found their moves lost: a
	// small dot on each stone in the grade's colour. A stone with a number
	// or markup on it keeps those instead, and an empty point is skipped.
	Losses map[engine.Point]LossGrade
	// Window, when not empty, is the part of the board shown (columns
	// Min.X to Max.X-1, rows Min.Y to Max.Y-1), as problem books print a
	// corner; the lines run on past a side that is not the board's edge.
	Window image.Rectangle
	// Area, when not empty, is a part of the board shaded as a hint:
	// columns Min.X to Max.X-1 and rows Min.Y to Max.Y-1.
	Area image.Rectangle
}

// CandidateMark is an analysis's candidate move as the board shows it.
type CandidateMark struct {
	Point   engine.Point
	WinRate float64 // for the player to move, 0 to 1
	Visits  int
	Best    bool
	// Lead is the score lead for the player to move, in points, shown when
	// HasLead says the analysis gives one.
	Lead    float64
	HasLead bool
}

// Ghost is a numbered faint stone.
type Ghost struct {
	Move   engine.Move
	Number int
}

// Choice is a move a dictionary knows, and what it says of it.
type Choice struct {
	Point engine.Point
	Kind  ChoiceKind
}

// ChoiceKind is what a joseki dictionary says of a move.
type ChoiceKind int

// The kinds of moves a dictionary knows.
const (
	ChoiceOther ChoiceKind = iota // unclassified
	ChoiceJoseki
	ChoiceGood
	ChoiceTrick
	ChoiceMistake
)

// LossGrade is how many points a review found a move lost, in the steps
// its dots and the game tree's rings show.
type LossGrade uint8

// The grades, from none to a blunder.
const (
	LossUngraded LossGrade = iota // not read: no dot
	LossNone                      // within the reading's noise: green
	LossSmall                     // yellow
	LossMedium                    // orange
	LossBig                       // red
	LossBlunder                   // purple
)

// Verdict is what the board says of a problem's line.
type Verdict int

// The verdicts the board shows.
const (
	NoVerdict Verdict = iota
	RightVerdict
	WrongVerdict
)

// Options are the viewer's switches, usually kept in the preferences.
type Options struct {
	// Coordinates draws letters and numbers on all four sides.
	Coordinates bool
	// Numbers shows move numbers: 0 none, a negative value all, n the last n.
	Numbers int
	// Fuzzy places stones a little off the exact point.
	Fuzzy bool
	// Wood picks a grain variant.
	Wood int
	// Rotate turns the board 180°, for the player across the table;
	// FlipH and FlipV mirror it left to right and top to bottom, to study a
	// position from another side. Coordinates and taps follow the points.
	Rotate, FlipH, FlipV bool
}

// flips returns whether the board is mirrored left to right and top to
// bottom: a turn by 180° is both.
func (o Options) flips() (x, y bool) {
	return o.Rotate != o.FlipH, o.Rotate != o.FlipV
}

// Board is the goban widget. It draws a View and reports taps and the
// point under the pointer; it never changes the game itself.
type Board struct {
	widget.BaseWidget

	// OnTapped is called with the intersection the user tapped.
	OnTapped func(engine.Point)
	// Legal says whether the player to move may play at a point; the ghost
	// stone shows only where it returns nil. Nil allows every empty point.
	Legal func(engine.Point) error
	// OnHover is called when the pointer moves to another intersection, with
	// the reason the point is illegal (nil if legal); with engine.Pass when
	// the pointer leaves the grid.
	OnHover func(p engine.Point, illegal error)

	pos   View
	opts  Options
	hover engine.Point // the point under the pointer, Pass for none
	ghost bool         // whether hover is legal and shows a ghost stone
	why   string       // why hover is illegal, as last told to OnHover
}

var (
	_ fyne.Widget       = (*Board)(nil)
	_ fyne.Tappable     = (*Board)(nil)
	_ desktop.Hoverable = (*Board)(nil)
)

// NewBoard returns a board widget showing an empty 19x19 board.
func NewBoard() *Board {
	b := &Board{}
	b.ExtendBaseWidget(b)
	return b
}

// SetView shows v.
func (b *Board) SetView(v View) {
	b.pos = v
	b.updateHover(b.hover)
	b.Refresh()
}

// View returns what the board shows.
func (b *Board) View() View { return b.pos }

// SetOptions changes the viewer's switches.
func (b *Board) SetOptions(o Options) {
	b.opts = o
	b.Refresh()
}

// Options returns the viewer's switches.
func (b *Board) Options() Options { return b.opts }

// size returns the number of columns and rows of the board.
func (b *Board) size() (cols, rows int) {
	if b.pos.Board == nil {
		return 19, 19
	}
	return b.pos.Board.Width(), b.pos.Board.Height()
}

// shown returns the part of the board shown: the window, or all of it.
func (b *Board) shown() image.Rectangle {
	cols, rows := b.size()
	all := image.Rect(0, 0, cols, rows)
	if w := b.pos.Window.Intersect(all); !w.Empty() {
		return w
	}
	return all
}

// geometry lays the part shown out in size.
func (b *Board) geometry(size fyne.Size) geometry {
	w := b.shown()
	return layoutGeometry(size, w.Dx(), w.Dy(), b.opts.Coordinates).window(w.Min.X, w.Min.Y).turned(b.opts.flips())
}

// PointAt returns the intersection under pos (in the widget's coordinates),
// and false off the grid.
func (b *Board) PointAt(pos fyne.Position) (engine.Point, bool) {
	g := b.geometry(b.Size())
	x, y, ok := g.pointAt(pos)
	if !ok {
		return engine.Pass, false
	}
	return engine.Pt(x, y), true
}

// PositionOf returns where intersection p is drawn, in the widget's coordinates.
func (b *Board) PositionOf(p engine.Point) fyne.Position {
	x, y := p.XY()
	return b.geometry(b.Size()).center(x, y)
}

// Tapped reports the tapped intersection to OnTapped.
func (b *Board) Tapped(e *fyne.PointEvent) {
	p, ok := b.PointAt(e.Position)
	if ok && b.OnTapped != nil {
		b.OnTapped(p)
	}
}

// MouseIn starts tracking the pointer for the ghost stone.
func (b *Board) MouseIn(e *desktop.MouseEvent) { b.MouseMoved(e) }

// MouseMoved moves the ghost stone.
func (b *Board) MouseMoved(e *desktop.MouseEvent) {
	p, ok := b.PointAt(e.Position)
	if !ok {
		p = engine.Pass
	}
	if p != b.hover {
		b.updateHover(p)
		b.Refresh()
	}
}

// MouseOut hides the ghost stone.
func (b *Board) MouseOut() {
	if b.hover != engine.Pass {
		b.updateHover(engine.Pass)
		b.Refresh()
	}
}

// updateHover sets the hovered point, decides on the ghost stone and tells
// OnHover why a point is illegal.
func (b *Board) updateHover(p engine.Point) {
	changed := p != b.hover
	b.hover = p
	b.ghost = false
	var err error
	if p != engine.Pass {
		err = b.legal(p)
		b.ghost = err == nil && !b.pos.Scoring && b.pos.Turn != engine.Empty
	}
	// OnHover hears of a new point, and of the point under the pointer
	// turning illegal or legal (a stone played there, a capture).
	why := ""
	if err != nil {
		why = err.Error()
	}
	if (changed || why != b.why) && b.OnHover != nil {
		b.why = why
		b.OnHover(p, err)
	}
	b.why = why
}

func (b *Board) legal(p engine.Point) error {
	if b.Legal != nil {
		return b.Legal(p)
	}
	if b.pos.Board != nil && b.pos.Board.At(p) != engine.Empty {
		return engine.ErrOccupied
	}
	return nil
}

// CreateRenderer returns the board's renderer.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	r := &boardRenderer{b: b}
	r.build()
	return r
}
