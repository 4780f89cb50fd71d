package goban

import (
	"image"
	"math"

	"fyne.io/fyne/v2"
)

// Proportions of a real goban, in units of the horizontal line spacing. The
// board and the exported diagrams (package diagram) both draw with them, so a
// printed diagram looks like the board on screen.
const (
	// GridRatio is the vertical line spacing over the horizontal one:
	// 1.5 shaku by 1.4 shaku, 15:14.
	GridRatio = 15.0 / 14.0
	// WhiteRadius is a white stone's radius. Real stones almost touch across.
	WhiteRadius = 0.482
	// BlackRadius is 1.4% larger than white, so both look the same size.
	BlackRadius = WhiteRadius * 1.014
	// MarginPlain is the wood beyond the outer lines; MarginCoords that of a
	// board with coordinates.
	MarginPlain  = 0.78
	MarginCoords = 1.45
	// edgeDepth is the visible front edge that makes the board read as thick.
	edgeDepth = 0.42
	// fuzzMax is the largest fuzzy offset of a stone towards an empty side.
	fuzzMax = 0.045
)

// The sizes of the lines, the coordinates and the marks, in units of the
// horizontal line spacing or of a white stone's radius; the board and the
// exported diagrams both draw with them.
const (
	// LineWidthRatio is the inner lines' width, of the spacing.
	LineWidthRatio = 0.032
	// EdgeLineRatio is the outer lines' width, of the inner ones.
	EdgeLineRatio = 1.6
	// lineRun is how far lines run on past a side of a window that is not
	// the edge.
	lineRun = 0.55
	// HoshiRatio is a star point's radius.
	HoshiRatio = 0.09
	// CoordScale is the coordinates' text size.
	CoordScale = 0.4
	// CoordDistance is the distance from the outer lines to the
	// coordinates' centres.
	CoordDistance = 1.0
	// NumberScale is a move number's text size, of a white stone's radius;
	// from 100 on, NumberScaleSmall.
	NumberScale      = 0.95
	NumberScaleSmall = 0.75
	// TriangleScale, CircleScale, SquareScale and CrossScale size the
	// markup, of a white stone's radius: the triangle's and the circle's
	// radii, the square's side, the cross's half-width.
	TriangleScale = 0.62
	CircleScale   = 0.5
	SquareScale   = 0.95
	CrossScale    = 0.42
	// LabelScale is a label's text size, of a white stone's radius; for more
	// than two letters, LabelScaleLong.
	LabelScale     = 1.05
	LabelScaleLong = 0.8
	// MarkStrokeRatio is the markup's stroke, of the spacing.
	MarkStrokeRatio = 0.06
)

// geometry is where everything of a board goes for one widget size.
type geometry struct {
	cols, rows int
	dx, dy     float32       // line spacing across and along
	origin     fyne.Position // the top-left intersection
	face       fyne.Position // top-left corner of the wood face
	faceSize   fyne.Size
	edge       float32 // height of the front edge below the face
	margin     float32 // margin beyond the outer lines, across (times dy along)
	// x0, y0 is the first intersection shown, when the board shows a part
	// of itself (View.Window); points keep the board's coordinates.
	x0, y0 int
	// flipX and flipY mirror the board left to right and top to bottom;
	// both turn it 180°. Points keep the board's coordinates.
	flipX, flipY bool
}

// window returns the geometry of the same size showing the part of a
// board that starts at intersection (x0, y0).
func (g geometry) window(x0, y0 int) geometry {
	g.x0, g.y0 = x0, y0
	return g
}

// turned returns the geometry mirrored left to right (flipX) and top to
// bottom (flipY).
func (g geometry) turned(flipX, flipY bool) geometry {
	g.flipX, g.flipY = flipX, flipY
	return g
}

// cell returns the column and row on screen of intersection (x, y), counted
// from the top left of the part shown; it is its own inverse.
func (g geometry) cell(x, y int) (sx, sy int) {
	sx, sy = x-g.x0, y-g.y0
	if g.flipX {
		sx = g.cols - 1 - sx
	}
	if g.flipY {
		sy = g.rows - 1 - sy
	}
	return sx, sy
}

// lineSpan returns where the lines of the part shown of a bw x bh board
// start and end on screen, running on past the sides that are not the
// board's edge (RunOn), and whether the screen's left and right sides are
// edges of the board.
func (g geometry) lineSpan(bw, bh int) (left, right, top, bottom float32, edgeLeft, edgeRight bool) {
	win := image.Rect(g.x0, g.y0, g.x0+g.cols, g.y0+g.rows)
	rl, rr, rt, rb := RunOn(win, bw, bh)
	edgeLeft, edgeRight = win.Min.X == 0, win.Max.X == bw
	if g.flipX {
		rl, rr, edgeLeft, edgeRight = rr, rl, edgeRight, edgeLeft
	}
	if g.flipY {
		rt, rb = rb, rt
	}
	last := fyne.NewPos(g.origin.X+float32(g.cols-1)*g.dx, g.origin.Y+float32(g.rows-1)*g.dy)
	return g.origin.X - rl*g.dx, last.X + rr*g.dx, g.origin.Y - rt*g.dy, last.Y + rb*g.dy, edgeLeft, edgeRight
}

// RunOn returns how far the lines run on past each side of the part win of
// a bw x bh board, in line spacings: past a side that is not the board's
// edge they run into the margin, as books print a corner. Left is the side
// of column win.Min.X, top that of row win.Min.Y.
func RunOn(win image.Rectangle, bw, bh int) (left, right, top, bottom float32) {
	past := func(open bool) float32 {
		if open {
			return lineRun
		}
		return 0
	}
	return past(win.Min.X > 0), past(win.Max.X < bw), past(win.Min.Y > 0), past(win.Max.Y < bh)
}

// layoutGeometry fits a cols x rows board into size, centred, keeping the
// 15:14 grid ratio.
func layoutGeometry(size fyne.Size, cols, rows int, coords bool) geometry {
	m := float32(MarginPlain)
	if coords {
		m = MarginCoords
	}
	wu := float32(cols-1) + 2*m
	hu := (float32(rows-1)+2*m)*GridRatio + edgeDepth
	dx := size.Width / wu
	if h := size.Height / hu; h < dx {
		dx = h
	}
	if dx < 0 {
		dx = 0
	}
	dy := dx * GridRatio
	g := geometry{cols: cols, rows: rows, dx: dx, dy: dy, edge: edgeDepth * dx, margin: m}
	g.faceSize = fyne.NewSize(wu*dx, (float32(rows-1)+2*m)*dy)
	g.face = fyne.NewPos((size.Width-g.faceSize.Width)/2, (size.Height-g.faceSize.Height-g.edge)/2)
	g.origin = g.face.Add(fyne.NewPos(m*dx, m*dy))
	return g
}

// center returns the position of intersection (x, y).
func (g geometry) center(x, y int) fyne.Position {
	sx, sy := g.cell(x, y)
	return fyne.NewPos(g.origin.X+float32(sx)*g.dx, g.origin.Y+float32(sy)*g.dy)
}

// pointAt returns the intersection nearest to pos, and false if pos is
// off the grid by more than half a spacing.
func (g geometry) pointAt(pos fyne.Position) (x, y int, ok bool) {
	if g.dx <= 0 {
		return 0, 0, false
	}
	fx := float64((pos.X - g.origin.X) / g.dx)
	fy := float64((pos.Y - g.origin.Y) / g.dy)
	sx, sy := int(math.Round(fx)), int(math.Round(fy))
	if sx < 0 || sy < 0 || sx >= g.cols || sy >= g.rows {
		return 0, 0, false
	}
	x, y = g.cell(sx+g.x0, sy+g.y0)
	return x + g.x0, y + g.y0, true
}

// radius returns the radius of a stone: black a little larger than white.
func (g geometry) radius(black bool) float32 {
	if black {
		return BlackRadius * g.dx
	}
	return WhiteRadius * g.dx
}

// lineWidth is the width of the inner lines; the outer ones are drawn wider.
func (g geometry) lineWidth() float32 {
	return float32(math.Max(1, float64(g.dx)*LineWidthRatio))
}

// fuzzOffset returns the fuzzy-placement offset of a stone in units of the
// spacing, deterministic in seed. hasLeft and the others say whether a stone
// sits next to it on that side: towards a neighbour a stone moves at most half
// the gap two black stones leave, so stones never overlap whatever their
// neighbours do.
func fuzzOffset(seed uint64, hasLeft, hasRight, hasUp, hasDown bool) (ox, oy float32) {
	h := mix(seed)
	fx := float32(h&0xffff)/0xffff*2 - 1
	fy := float32(h>>16&0xffff)/0xffff*2 - 1
	gapX := float32((1 - 2*BlackRadius) / 2)
	gapY := float32((GridRatio - 2*BlackRadius) / 2)
	lim := func(f float32, neg, pos bool, gap float32) float32 {
		v := f * fuzzMax
		if v < 0 && neg && v < -gap {
			v = -gap
		}
		if v > 0 && pos && v > gap {
			v = gap
		}
		return v
	}
	return lim(fx, hasLeft, hasRight, gapX*0.98), lim(fy, hasUp, hasDown, gapY*0.98)
}

// mix is a 64-bit finaliser (splitmix64) that turns a seed into noise bits.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
