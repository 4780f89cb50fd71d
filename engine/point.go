package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxSize is the largest board side the engine supports.
const MaxSize = 25

// stride is the distance between vertically adjacent points. It is the same for
// every board size, so a Point means the same intersection on any board; the
// border column at index 0 of each row also serves as the right-hand border of
// the row above.
const stride = MaxSize + 1

// maxCells is the number of cells of the padded board, borders included.
const maxCells = (MaxSize+2)*stride + 1

// Color is the content of an intersection: Empty, Black or White.
type Color uint8

// The colours. Border marks cells outside the board inside the engine; it is
// never the colour of a real intersection.
const (
	Empty Color = iota
	Black
	White
	Border
)

// Opponent returns the other player's colour; Empty and Border are unchanged.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return c
}

// String returns "B", "W", "." or "#".
func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	case Empty:
		return "."
	}
	return "#"
}

// Name returns "black", "white" or "empty".
func (c Color) Name() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	case Empty:
		return "empty"
	}
	return "border"
}

// ParseColor reads a colour as GTP and SGF write it: "b", "black", "w", "white"
// in any case.
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return Black, nil
	case "w", "white":
		return White, nil
	}
	return Empty, fmt.Errorf("engine: invalid color %q", s)
}

// Point is an intersection: column x from the left and row y from the top,
// both 0-based, packed into one small integer. The zero Point is Pass.
type Point int16

// Special points: Pass and Resign are not intersections.
const (
	Pass   Point = 0
	Resign Point = 1
)

// Pt returns the point at column x (from the left) and row y (from the top).
// The result is only meaningful when both are within 0..MaxSize-1.
func Pt(x, y int) Point { return Point((y+1)*stride + x + 1) }

// XY returns the column and row of p.
func (p Point) XY() (x, y int) {
	return int(p)%stride - 1, int(p)/stride - 1
}

// X returns the column of p, 0 at the left.
func (p Point) X() int { return int(p)%stride - 1 }

// Y returns the row of p, 0 at the top.
func (p Point) Y() int { return int(p)/stride - 1 }

// String writes p as "x,y" (0-based, from the top left); use Vertex for GTP form.
func (p Point) String() string {
	switch p {
	case Pass:
		return "pass"
	case Resign:
		return "resign"
	}
	return strconv.Itoa(p.X()) + "," + strconv.Itoa(p.Y())
}

// columnLetters are the column names used by GTP and diagrams: I is skipped.
const columnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// ColumnLetter returns the name of column x, skipping I.
func ColumnLetter(x int) string { return columnLetters[x : x+1] }

// Vertex writes p the GTP way for a board of the given height: "Q16", 1 at the
// bottom; "pass" and "resign" for the special points.
func Vertex(p Point, height int) string {
	switch p {
	case Pass:
		return "pass"
	case Resign:
		return "resign"
	}
	x, y := p.XY()
	return ColumnLetter(x) + strconv.Itoa(height-y)
}

// ParseVertex reads a GTP vertex ("D4", "pass", case-insensitive) on a board of
// width w and height h.
func ParseVertex(s string, w, h int) (Point, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	switch s {
	case "PASS":
		return Pass, nil
	case "RESIGN":
		return Resign, nil
	}
	if len(s) < 2 {
		return Pass, fmt.Errorf("engine: invalid vertex %q", s)
	}
	x := strings.IndexByte(columnLetters, s[0])
	n, err := strconv.Atoi(s[1:])
	if x < 0 || err != nil || s[1] == '+' || s[1] == '-' {
		return Pass, fmt.Errorf("engine: invalid vertex %q", s)
	}
	if x >= w || n < 1 || n > h {
		return Pass, fmt.Errorf("engine: vertex %q is off the board: %w", s, ErrOffBoard)
	}
	return Pt(x, h-n), nil
}

// Move is a player's action: a stone on Point, or Pass, or Resign.
type Move struct {
	Color Color
	Point Point
}

// IsPass reports whether m is a pass.
func (m Move) IsPass() bool { return m.Point == Pass }

// IsResign reports whether m is a resignation.
func (m Move) IsResign() bool { return m.Point == Resign }

// String writes m as "B 3,4", "W pass" or "B resign".
func (m Move) String() string { return m.Color.String() + " " + m.Point.String() }
