package diagram

import (
	"slices"
	"strconv"
	"strings"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/goban"
)

// Sensei's Library's diagram markup (senseis.xmp.net, "How Diagrams Work"):
// every line starts with "$$"; the first says who plays the odd-numbered
// moves (B or W), c for coordinates with the board's size, and m with the
// number of the first move when it is not 1, then the title. X and O are
// stones, . an empty point and , a star point; | - + draw the board's edges.
// Moves are the digits 1 to 9 and 0 for the tenth; a move played where
// another stands goes into the title as "5 at 1". Markup on a black stone,
// a white stone and an empty point: circle B W C, square # @ S, triangle
// Y Q T, cross Z P M; a lowercase letter labels an empty point.

// senseiMarks are the letters of the markup, for a black stone, a white
// stone and an empty point.
var senseiMarks = map[goban.MarkKind][3]byte{
	goban.MarkCircle:   {'B', 'W', 'C'},
	goban.MarkSquare:   {'#', '@', 'S'},
	goban.MarkTriangle: {'Y', 'Q', 'T'},
	goban.MarkCross:    {'Z', 'P', 'M'},
}

// SenseiMoves is how many numbered moves a diagram in Sensei's Library's
// markup can hold: 1 to 9 and 0.
const SenseiMoves = 10

// Sensei writes figure f in Sensei's Library's diagram markup. Moves past
// the tenth of the figure are drawn as plain stones and named in the title
// by their points, as are moves played on a stone without a number.
func Sensei(f *Figure) string {
	var sb strings.Builder
	sb.WriteString("$$")
	if f.first == engine.White {
		sb.WriteByte('W')
	} else {
		sb.WriteByte('B')
	}
	if f.w == f.h { // the size tells the coordinates; a board of another shape goes without
		sb.WriteString("c" + strconv.Itoa(f.w))
	}
	if f.firstNumber > 1 {
		sb.WriteString("m" + strconv.Itoa(f.firstNumber))
	}
	// digit is the diagram's digit for a number, and false past the tenth.
	digit := func(num int) (byte, bool) {
		k := num - f.firstNumber + 1
		if f.firstNumber == 0 || k < 1 || k > SenseiMoves {
			return 0, false
		}
		return byte('0' + k%10), true
	}
	// The title: the moves the board cannot show, in their order.
	var notes []figureNote
	for _, n := range f.notes {
		if _, ok := digit(n.at); n.at != 0 && !ok {
			n.at = 0 // named by its point instead
		}
		notes = append(notes, n)
	}
	for p, num := range f.numbers {
		if _, ok := digit(num); !ok {
			notes = append(notes, figureNote{number: num, point: p})
		}
	}
	slices.SortFunc(notes, func(a, b figureNote) int { return a.number - b.number })
	for i, n := range notes {
		if i == 0 {
			sb.WriteByte(' ')
		} else {
			sb.WriteString(", ")
		}
		sb.WriteString(n.senseiText(f.h))
	}
	sb.WriteByte('\n')

	marks := make(map[engine.Point]byte)
	for _, m := range f.marks {
		c := f.stones[m.At]
		if letters, ok := senseiMarks[m.Kind]; ok {
			i := 2
			if c == engine.Black {
				i = 0
			} else if c == engine.White {
				i = 1
			}
			marks[m.At] = letters[i]
		} else if m.Kind == goban.MarkLabel && c == engine.Empty && len(m.Text) == 1 {
			if l := strings.ToLower(m.Text)[0]; l >= 'a' && l <= 'z' {
				marks[m.At] = l
			}
		}
	}
	star := make(map[engine.Point]bool)
	for _, p := range engine.StarPoints(f.w, f.h) {
		star[p] = true
	}

	r := f.Region
	left, right := r.Min.X == 0, r.Max.X == f.w
	cols := r.Dx()
	border := func() {
		sb.WriteString("$$ ")
		if left {
			sb.WriteString("+-")
		}
		sb.WriteString(strings.Repeat("-", 2*cols-1))
		if right {
			sb.WriteString("-+")
		}
		sb.WriteByte('\n')
	}
	if r.Min.Y == 0 {
		border()
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		sb.WriteString("$$ ")
		if left {
			sb.WriteString("| ")
		}
		for x := r.Min.X; x < r.Max.X; x++ {
			if x > r.Min.X {
				sb.WriteByte(' ')
			}
			p := engine.Pt(x, y)
			c := f.stones[p]
			ch := byte('.')
			d, numbered := digit(f.numbers[p])
			m, marked := marks[p]
			switch {
			case numbered:
				ch = d
			case marked:
				ch = m
			case c == engine.Black:
				ch = 'X'
			case c == engine.White:
				ch = 'O'
			case star[p]:
				ch = ','
			}
			sb.WriteByte(ch)
		}
		if right {
			sb.WriteString(" |")
		}
		sb.WriteByte('\n')
	}
	if r.Max.Y == f.h {
		border()
	}
	return sb.String()
}

// senseiText writes the note in the words of Sensei's Library's titles,
// which stay English: "5 at 1", "12 at D4", "31 pass".
func (n figureNote) senseiText(h int) string {
	num := strconv.Itoa(n.number)
	switch {
	case n.point == engine.Pass:
		return num + " pass"
	case n.at > 0:
		return num + " at " + strconv.Itoa(n.at)
	}
	return num + " at " + engine.Vertex(n.point, h)
}
