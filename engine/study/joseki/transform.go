package joseki

import (
	"fmt"

	"github.com/torreya/torreya/engine"
)

// Corner is one corner of the board.
type Corner uint8

// The corners, as seen on the board (row 0 at the top).
const (
	TopLeft Corner = iota
	TopRight
	BottomLeft
	BottomRight
)

// Corners lists the four corners in order.
var Corners = [4]Corner{TopLeft, TopRight, BottomLeft, BottomRight}

var cornerNames = [...]string{"top left", "top right", "bottom left", "bottom right"}

func (c Corner) String() string {
	if int(c) < len(cornerNames) {
		return cornerNames[c]
	}
	return fmt.Sprintf("Corner(%d)", uint8(c))
}

// right and bottom say which sides of the board the corner touches.
func (c Corner) right() bool  { return c == TopRight || c == BottomRight }
func (c Corner) bottom() bool { return c == BottomLeft || c == BottomRight }

// The operations a Transform is made of, applied in this order.
const (
	opTranspose = 1 << iota // exchange columns and rows (square boards only)
	opFlipX                 // mirror left and right
	opFlipY                 // mirror top and bottom
	opSwap                  // exchange Black and White
)

// Transform is one of the eight symmetries of a board, and whether Black
// and White are exchanged: it maps a point or move of the dictionary onto
// the board (Point, Move) and back (Inverse). The zero Transform is the
// identity. The symmetry is made of an exchange of columns and rows (on a
// square board), then a mirror left to right, then a mirror top to bottom.
type Transform struct {
	w, h uint8 // the board's size, which the mirrors need
	op   uint8
}

// transforms returns the transforms of a board w by h: sixteen on a square
// board, eight on another (no exchange of columns and rows).
func transforms(w, h int) []Transform {
	var ts []Transform
	for op := uint8(0); op < 16; op++ {
		if op&opTranspose != 0 && w != h {
			continue
		}
		ts = append(ts, Transform{uint8(w), uint8(h), op})
	}
	return ts
}

// Swapped reports whether t exchanges Black and White.
func (t Transform) Swapped() bool { return t.op&opSwap != 0 }

// Point returns the board point of dictionary point p. Pass and Resign are
// their own images.
func (t Transform) Point(p engine.Point) engine.Point {
	if p == engine.Pass || p == engine.Resign {
		return p
	}
	x, y := p.XY()
	if t.op&opTranspose != 0 {
		x, y = y, x
	}
	if t.op&opFlipX != 0 {
		x = int(t.w) - 1 - x
	}
	if t.op&opFlipY != 0 {
		y = int(t.h) - 1 - y
	}
	return engine.Pt(x, y)
}

// Color returns the board colour of dictionary colour c.
func (t Transform) Color(c engine.Color) engine.Color {
	if t.Swapped() {
		return c.Opponent()
	}
	return c
}

// Move returns the board move of dictionary move m.
func (t Transform) Move(m engine.Move) engine.Move {
	return engine.Move{Color: t.Color(m.Color), Point: t.Point(m.Point)}
}

// Inverse returns the transform that maps the board back onto the
// dictionary.
func (t Transform) Inverse() Transform {
	if t.op&opTranspose != 0 {
		// Mirrors done after the exchange undo before it, on the other axis.
		fx, fy := t.op&opFlipX, t.op&opFlipY
		t.op = t.op&^(opFlipX|opFlipY) | fx<<1 | fy>>1
	}
	return t
}

// Then returns the transform that applies t, then u.
func (t Transform) Then(u Transform) Transform {
	// Find the symmetry that sends two points where t then u sends them:
	// two points off the diagonals fix one of the eight.
	a, b := engine.Pt(0, 0), engine.Pt(1, 0)
	for _, v := range transforms(int(t.w), int(t.h)) {
		if v.op&opSwap == 0 && v.Point(a) == u.Point(t.Point(a)) && v.Point(b) == u.Point(t.Point(b)) {
			v.op |= (t.op ^ u.op) & opSwap
			return v
		}
	}
	return t // unreachable for transforms of one board
}

// corner returns the corner of the board that corner c of the dictionary
// is mapped onto.
func (t Transform) corner(c Corner) Corner {
	x, y := 0, 0
	if c.right() {
		x = int(t.w) - 1
	}
	if c.bottom() {
		y = int(t.h) - 1
	}
	q := t.Point(engine.Pt(x, y))
	return cornerAt(q.X() > 0, q.Y() > 0)
}

func cornerAt(right, bottom bool) Corner {
	switch {
	case right && bottom:
		return BottomRight
	case bottom:
		return BottomLeft
	case right:
		return TopRight
	}
	return TopLeft
}

// region is the part of a board w by h that belongs to a corner: the
// quarter up to the middle lines, w/2 by h/2 points (9 by 9 on 19x19). The
// regions of the four corners are apart, so what stands in one corner does
// not hide the joseki of the next.
type region struct{ x0, y0, x1, y1 int }

func regionOf(c Corner, w, h int) region {
	rw, rh := w/2, h/2
	r := region{0, 0, rw - 1, rh - 1}
	if c.right() {
		r.x0, r.x1 = w-rw, w-1
	}
	if c.bottom() {
		r.y0, r.y1 = h-rh, h-1
	}
	return r
}

func (r region) has(p engine.Point) bool {
	if p == engine.Pass || p == engine.Resign {
		return false
	}
	x, y := p.XY()
	return x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1
}
