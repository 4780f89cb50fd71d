package diagram

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/goban"
	"github.com/torreya/torreya/ui/internal/paint"
)

// The diagrams of File > Export Diagram are drawn without Fyne's canvas: a
// layout (diagramLayout) places a figure's lines, stones, numbers, markup,
// coordinates and notes once, in pixels, and hands each shape to a painter,
// which writes it as PNG (image/draw and x/image/vector, anti-aliased) or as
// SVG text. The board keeps the program's proportions (package goban): a grid
// 15:14, black stones a little larger than white.

// Style is how a diagram is drawn.
type Style struct {
	// Plain draws black and white for printing; otherwise the colours of
	// the wood and the stones.
	Plain bool
	// Coordinates writes letters and numbers on the four sides.
	Coordinates bool
	// Spacing is the distance between two lines across, in pixels.
	Spacing float64
}

// diagramSpacing is the line spacing of an exported diagram: a 19x19 board
// with coordinates is about 750 pixels wide.
const diagramSpacing = 36

// palette is the colours of a diagram.
type palette struct {
	back, line, coord       color.NRGBA
	black, white, whiteRim  color.NRGBA
	onBlack, onWhite, notes color.NRGBA
}

// woodPalette is the board's own colours; plainPalette prints.
var (
	woodPalette = palette{back: goban.LabelBackColor, line: goban.InkColor, coord: goban.CoordColor,
		black: paint.NRGBA(goban.StoneColor(engine.Black)), white: paint.NRGBA(goban.StoneColor(engine.White)),
		whiteRim: color.NRGBA{0x5a, 0x4a, 0x38, 0xff},
		onBlack:  goban.OnBlackColor, onWhite: goban.OnWoodColor, notes: goban.OnWoodColor}
	plainPalette = palette{back: color.NRGBA{0xff, 0xff, 0xff, 0xff}, line: color.NRGBA{0, 0, 0, 0xff},
		coord: color.NRGBA{0, 0, 0, 0xff}, black: color.NRGBA{0, 0, 0, 0xff},
		white: color.NRGBA{0xff, 0xff, 0xff, 0xff}, whiteRim: color.NRGBA{0, 0, 0, 0xff},
		onBlack: color.NRGBA{0xff, 0xff, 0xff, 0xff}, onWhite: color.NRGBA{0, 0, 0, 0xff},
		notes: color.NRGBA{0, 0, 0, 0xff}}
)

// fpoint is a point in pixels.
type fpoint struct{ x, y float64 }

// textAnchor is where a text stands from its point.
type textAnchor int

const (
	anchorMiddle textAnchor = iota // centred on the point
	anchorStart                    // starting at the point
)

// painter draws the shapes of a diagram. Texts stand on their baseline;
// bold is the numbers' and labels' weight.
type painter interface {
	rect(min, max fpoint, fill color.NRGBA)
	line(a, b fpoint, width float64, ink color.NRGBA)
	disc(c fpoint, r float64, fill color.NRGBA)
	ring(c fpoint, r, width float64, ink color.NRGBA)
	// polygon outlines a regular polygon around c with its corners at
	// distance r: a triangle with a corner up, a square with a side up.
	polygon(c fpoint, r float64, sides int, width float64, ink color.NRGBA)
	text(at fpoint, size float64, s string, bold bool, anchor textAnchor, ink color.NRGBA)
}

// diagramFonts are the faces of a diagram's texts: Fyne's own, so the
// diagram reads like the program.
type diagramFonts struct {
	regular, bold *opentype.Font
	faces         map[faceKey]font.Face
}

type faceKey struct {
	size float64
	bold bool
}

func loadDiagramFonts() (*diagramFonts, error) {
	reg, err := opentype.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		return nil, fmt.Errorf("ui: the diagram font: %w", err)
	}
	bold, err := opentype.Parse(theme.DefaultTextBoldFont().Content())
	if err != nil {
		return nil, fmt.Errorf("ui: the diagram font: %w", err)
	}
	return &diagramFonts{regular: reg, bold: bold, faces: make(map[faceKey]font.Face)}, nil
}

// covers reports whether the regular font has a glyph for every letter of s.
func (f *diagramFonts) covers(s string) bool {
	var buf sfnt.Buffer
	for _, r := range s {
		if i, err := f.regular.GlyphIndex(&buf, r); err != nil || i == 0 {
			return false
		}
	}
	return true
}

func (f *diagramFonts) face(size float64, bold bool) font.Face {
	k := faceKey{size, bold}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	src := f.regular
	if bold {
		src = f.bold
	}
	fc, _ := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone}) // never fails
	f.faces[k] = fc
	return fc
}

// width returns the advance of s in pixels.
func (f *diagramFonts) width(s string, size float64, bold bool) float64 {
	return fixedFloat(font.MeasureString(f.face(size, bold), s))
}

// baseline returns where a text of the given size stands so that its
// capitals and digits are centred on y.
func (f *diagramFonts) baseline(y, size float64, bold bool) float64 {
	return y + fixedFloat(f.face(size, bold).Metrics().CapHeight)/2
}

func fixedFloat(v fixed.Int26_6) float64 { return float64(v) / 64 }

// diagramLayout is a figure placed in pixels.
type diagramLayout struct {
	f      *Figure
	style  Style
	pal    palette
	fonts  *diagramFonts
	dx, dy float64
	origin fpoint // the region's top-left intersection
	board  fpoint // the size of the board's part of the image
	size   fpoint // of the whole image
	notes  []string
	noteSz float64
}

func newDiagramLayout(f *Figure, st Style, fonts *diagramFonts) *diagramLayout {
	if st.Spacing <= 0 {
		st.Spacing = diagramSpacing
	}
	l := &diagramLayout{f: f, style: st, fonts: fonts, pal: woodPalette}
	if st.Plain {
		l.pal = plainPalette
	}
	l.dx = st.Spacing
	l.dy = l.dx * goban.GridRatio
	m := float64(goban.MarginPlain)
	if st.Coordinates {
		m = goban.MarginCoords
	}
	r := f.Region
	l.origin = fpoint{m * l.dx, m * l.dy}
	l.board = fpoint{(float64(r.Dx()-1) + 2*m) * l.dx, (float64(r.Dy()-1) + 2*m) * l.dy}
	l.size = l.board
	// The notes, as many to a line as fit the board's width.
	l.noteSz = l.dx * 0.5
	pad := l.dx * 0.4
	var line string
	for _, n := range f.notes {
		s := n.text(f.h)
		if !fonts.covers(s) {
			s = n.english(f.h) // the diagram's font has no Japanese, Korean or Chinese
		}
		switch {
		case line == "":
			line = s
		case fonts.width(line+", "+s, l.noteSz, false) <= l.board.x-2*pad:
			line += ", " + s
		default:
			l.notes = append(l.notes, line+",")
			line = s
		}
	}
	if line != "" {
		l.notes = append(l.notes, line)
	}
	if len(l.notes) > 0 {
		l.size.y += float64(len(l.notes))*l.noteSz*1.5 + pad
	}
	l.size = fpoint{math.Ceil(l.size.x), math.Ceil(l.size.y)}
	return l
}

// center returns where intersection (x, y) of the board is drawn.
func (l *diagramLayout) center(x, y int) fpoint {
	r := l.f.Region
	return fpoint{l.origin.x + float64(x-r.Min.X)*l.dx, l.origin.y + float64(y-r.Min.Y)*l.dy}
}

// paint draws the figure with p.
func (l *diagramLayout) paint(p painter) {
	f, pal := l.f, l.pal
	r := f.Region
	p.rect(fpoint{}, l.size, pal.back)

	// Lines, the outer ones heavier; past a side of the region that is not
	// the board's edge they run on into the margin, as books print a corner.
	w := math.Max(1, l.dx*goban.LineWidthRatio)
	first, last := l.center(r.Min.X, r.Min.Y), l.center(r.Max.X-1, r.Max.Y-1)
	rl, rr, rt, rb := goban.RunOn(r, f.w, f.h)
	left, right := first.x-float64(rl)*l.dx, last.x+float64(rr)*l.dx
	top, bottom := first.y-float64(rt)*l.dy, last.y+float64(rb)*l.dy
	for y := r.Min.Y; y < r.Max.Y; y++ {
		c := l.center(r.Min.X, y)
		a, b, lw := fpoint{left, c.y}, fpoint{right, c.y}, w
		if y == 0 || y == f.h-1 {
			lw = w * goban.EdgeLineRatio
			// Half their width longer, so the corners are closed.
			if r.Min.X == 0 {
				a.x -= lw / 2
			}
			if r.Max.X == f.w {
				b.x += lw / 2
			}
		}
		p.line(a, b, lw, pal.line)
	}
	for x := r.Min.X; x < r.Max.X; x++ {
		c := l.center(x, r.Min.Y)
		lw := w
		if x == 0 || x == f.w-1 {
			lw = w * goban.EdgeLineRatio
		}
		p.line(fpoint{c.x, top}, fpoint{c.x, bottom}, lw, pal.line)
	}
	for _, s := range engine.StarPoints(f.w, f.h) {
		if x, y := s.XY(); image.Pt(x, y).In(r) && f.stones[s] == engine.Empty {
			p.disc(l.center(x, y), math.Max(1.5, l.dx*goban.HoshiRatio), pal.line)
		}
	}
	if l.style.Coordinates {
		l.paintCoords(p)
	}

	// Stones and their numbers.
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			pt := engine.Pt(x, y)
			c := l.center(x, y)
			switch f.stones[pt] {
			case engine.Black:
				p.disc(c, goban.BlackRadius*l.dx, pal.black)
			case engine.White:
				p.disc(c, goban.WhiteRadius*l.dx, pal.white)
				p.ring(c, goban.WhiteRadius*l.dx-w/2, w, pal.whiteRim)
			default:
				continue
			}
			if num, ok := f.numbers[pt]; ok {
				size := goban.WhiteRadius * l.dx * goban.NumberScale
				if num >= 100 {
					size = goban.WhiteRadius * l.dx * goban.NumberScaleSmall
				}
				l.text(p, c, size, strconv.Itoa(num), l.inkOn(pt))
			}
		}
	}
	l.paintMarks(p)

	// The notes under the board.
	for i, s := range l.notes {
		y := l.board.y + (float64(i)+0.5)*l.noteSz*1.5
		p.text(fpoint{l.dx * 0.4, l.fonts.baseline(y, l.noteSz, false)}, l.noteSz, s, false, anchorStart, pal.notes)
	}
}

// text writes s bold, centred on c.
func (l *diagramLayout) text(p painter, c fpoint, size float64, s string, ink color.NRGBA) {
	p.text(fpoint{c.x, l.fonts.baseline(c.y, size, true)}, size, s, true, anchorMiddle, ink)
}

// inkOn returns the colour that reads on point pt.
func (l *diagramLayout) inkOn(pt engine.Point) color.NRGBA {
	switch l.f.stones[pt] {
	case engine.Black:
		return l.pal.onBlack
	case engine.White:
		return l.pal.onWhite
	}
	return l.pal.line
}

// paintCoords writes the column letters (skipping I) above and below the
// region and the row numbers (1 at the bottom) left and right.
func (l *diagramLayout) paintCoords(p painter) {
	f, r := l.f, l.f.Region
	size := l.dx * goban.CoordScale
	ink := l.pal.coord
	put := func(s string, c fpoint) {
		p.text(fpoint{c.x, l.fonts.baseline(c.y, size, false)}, size, s, false, anchorMiddle, ink)
	}
	dist := l.dx * goban.CoordDistance
	for x := r.Min.X; x < r.Max.X; x++ {
		top, bottom := l.center(x, r.Min.Y), l.center(x, r.Max.Y-1)
		put(engine.ColumnLetter(x), fpoint{top.x, top.y - dist*goban.GridRatio})
		put(engine.ColumnLetter(x), fpoint{bottom.x, bottom.y + dist*goban.GridRatio})
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		lt, rt := l.center(r.Min.X, y), l.center(r.Max.X-1, y)
		num := strconv.Itoa(f.h - y)
		put(num, fpoint{lt.x - dist, lt.y})
		put(num, fpoint{rt.x + dist, rt.y})
	}
}

// paintMarks draws the markup of the figure's last node. A numbered stone
// keeps its number: books mark the stones they do not number.
func (l *diagramLayout) paintMarks(p painter) {
	f, r := l.f, l.f.Region
	rad := goban.WhiteRadius * l.dx
	stroke := math.Max(1.5, l.dx*goban.MarkStrokeRatio)
	for _, m := range l.f.marks {
		if !image.Pt(m.At.XY()).In(r) {
			continue
		}
		if _, numbered := f.numbers[m.At]; numbered && m.Kind != goban.MarkArrow && m.Kind != goban.MarkLine {
			continue
		}
		c := l.center(m.At.XY())
		ink := l.inkOn(m.At)
		switch m.Kind {
		case goban.MarkTriangle:
			p.polygon(c, rad*goban.TriangleScale, 3, stroke, ink)
		case goban.MarkSquare:
			p.polygon(c, rad*goban.SquareScale/math.Sqrt2, 4, stroke, ink)
		case goban.MarkCircle:
			p.ring(c, rad*goban.CircleScale, stroke, ink)
		case goban.MarkCross:
			a := rad * goban.CrossScale
			p.line(fpoint{c.x - a, c.y - a}, fpoint{c.x + a, c.y + a}, stroke, ink)
			p.line(fpoint{c.x - a, c.y + a}, fpoint{c.x + a, c.y - a}, stroke, ink)
		case goban.MarkLabel:
			size := rad * goban.LabelScale
			if len([]rune(m.Text)) > 2 {
				size = rad * goban.LabelScaleLong
			}
			if f.stones[m.At] == engine.Empty {
				// Clear the lines under the label.
				hw := math.Max(l.fonts.width(m.Text, size, true), size*0.6)/2 + size*0.15
				p.rect(fpoint{c.x - hw, c.y - size*0.6}, fpoint{c.x + hw, c.y + size*0.6}, l.pal.back)
			}
			l.text(p, c, size, m.Text, ink)
		case goban.MarkArrow, goban.MarkLine:
			if !image.Pt(m.To.XY()).In(r) {
				continue
			}
			to := l.center(m.To.XY())
			p.line(c, to, stroke, l.pal.line)
			if vx, vy := to.x-c.x, to.y-c.y; m.Kind == goban.MarkArrow && (vx != 0 || vy != 0) {
				n := math.Hypot(vx, vy)
				vx, vy = vx/n, vy/n
				h := rad * 0.7
				for _, s := range []float64{1, -1} {
					p.line(to, fpoint{to.x - h*(vx*0.87-s*vy*0.5), to.y - h*(vy*0.87+s*vx*0.5)}, stroke, l.pal.line)
				}
			}
		}
	}
}

// PNG draws the figure as a PNG image.
func PNG(f *Figure, st Style) ([]byte, error) {
	img, err := Image(f, st)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Image draws the figure as an image.
func Image(f *Figure, st Style) (*image.RGBA, error) {
	fonts, err := loadDiagramFonts()
	if err != nil {
		return nil, err
	}
	l := newDiagramLayout(f, st, fonts)
	p := &pngPainter{img: image.NewRGBA(image.Rect(0, 0, int(l.size.x), int(l.size.y))), fonts: fonts}
	l.paint(p)
	return p.img, nil
}

// SVG draws the figure as an SVG document.
func SVG(f *Figure, st Style) ([]byte, error) {
	fonts, err := loadDiagramFonts()
	if err != nil {
		return nil, err
	}
	l := newDiagramLayout(f, st, fonts)
	p := &svgPainter{}
	w, h := svgNum(l.size.x), svgNum(l.size.y)
	fmt.Fprintf(&p.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">`+"\n", w, h, w, h)
	l.paint(p)
	p.b.WriteString("</svg>\n")
	return p.b.Bytes(), nil
}

// pngPainter paints into an image, anti-aliased; each shape is rasterised
// in its own bounding box.
type pngPainter struct {
	img   *image.RGBA
	fonts *diagramFonts
	z     vector.Rasterizer
}

// fill fills the path that trace draws (in image coordinates, through
// moveTo and lineTo) within the box from min to max.
func (p *pngPainter) fill(min, max fpoint, ink color.NRGBA, trace func(pen *pen)) {
	box := image.Rect(int(math.Floor(min.x)), int(math.Floor(min.y)), int(math.Ceil(max.x)), int(math.Ceil(max.y))).Intersect(p.img.Bounds())
	if box.Empty() {
		return
	}
	p.z.Reset(box.Dx(), box.Dy())
	trace(&pen{z: &p.z, ox: float64(box.Min.X), oy: float64(box.Min.Y)})
	p.z.Draw(p.img, box, image.NewUniform(ink), image.Point{})
}

// pen draws a path in image coordinates on a rasteriser whose origin is at
// (ox, oy).
type pen struct {
	z      *vector.Rasterizer
	ox, oy float64
}

func (q *pen) moveTo(a fpoint) { q.z.MoveTo(float32(a.x-q.ox), float32(a.y-q.oy)) }
func (q *pen) lineTo(a fpoint) { q.z.LineTo(float32(a.x-q.ox), float32(a.y-q.oy)) }
func (q *pen) cubeTo(b, c, d fpoint) {
	q.z.CubeTo(float32(b.x-q.ox), float32(b.y-q.oy), float32(c.x-q.ox), float32(c.y-q.oy), float32(d.x-q.ox), float32(d.y-q.oy))
}

// circle traces a circle, clockwise on screen or, with back, the other way
// (which cuts a hole in a disc traced the first way).
func (q *pen) circle(c fpoint, r float64, back bool) {
	const k = 0.5522847498 // four cubic arcs
	s := 1.0
	if back {
		s = -1
	}
	q.moveTo(fpoint{c.x + r, c.y})
	q.cubeTo(fpoint{c.x + r, c.y + s*k*r}, fpoint{c.x + k*r, c.y + s*r}, fpoint{c.x, c.y + s*r})
	q.cubeTo(fpoint{c.x - k*r, c.y + s*r}, fpoint{c.x - r, c.y + s*k*r}, fpoint{c.x - r, c.y})
	q.cubeTo(fpoint{c.x - r, c.y - s*k*r}, fpoint{c.x - k*r, c.y - s*r}, fpoint{c.x, c.y - s*r})
	q.cubeTo(fpoint{c.x + k*r, c.y - s*r}, fpoint{c.x + r, c.y - s*k*r}, fpoint{c.x + r, c.y})
	q.z.ClosePath()
}

// regular traces a regular polygon (see painter.polygon), either way round.
func (q *pen) regular(c fpoint, r float64, sides int, back bool) {
	pts := corners(c, r, sides)
	if back {
		slices.Reverse(pts)
	}
	q.moveTo(pts[0])
	for _, v := range pts[1:] {
		q.lineTo(v)
	}
	q.z.ClosePath()
}

// corners returns the corners of a regular polygon around c at distance r,
// clockwise on screen: a triangle with a corner up, a square with a side up.
func corners(c fpoint, r float64, sides int) []fpoint {
	pts := make([]fpoint, sides)
	for i := range pts {
		a := -math.Pi/2 + 2*math.Pi*float64(i)/float64(sides)
		if sides == 4 {
			a += math.Pi / 4
		}
		pts[i] = fpoint{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	return pts
}

func (p *pngPainter) rect(min, max fpoint, fill color.NRGBA) {
	p.fill(min, max, fill, func(q *pen) {
		q.moveTo(min)
		q.lineTo(fpoint{max.x, min.y})
		q.lineTo(max)
		q.lineTo(fpoint{min.x, max.y})
		q.z.ClosePath()
	})
}

func (p *pngPainter) line(a, b fpoint, width float64, ink color.NRGBA) {
	n := math.Hypot(b.x-a.x, b.y-a.y)
	if n == 0 {
		return
	}
	// Butt ends: a thin rectangle along the segment.
	nx, ny := -(b.y-a.y)/n*width/2, (b.x-a.x)/n*width/2
	min := fpoint{math.Min(a.x, b.x) - math.Abs(nx), math.Min(a.y, b.y) - math.Abs(ny)}
	max := fpoint{math.Max(a.x, b.x) + math.Abs(nx), math.Max(a.y, b.y) + math.Abs(ny)}
	p.fill(min, max, ink, func(q *pen) {
		q.moveTo(fpoint{a.x + nx, a.y + ny})
		q.lineTo(fpoint{b.x + nx, b.y + ny})
		q.lineTo(fpoint{b.x - nx, b.y - ny})
		q.lineTo(fpoint{a.x - nx, a.y - ny})
		q.z.ClosePath()
	})
}

func (p *pngPainter) disc(c fpoint, r float64, fill color.NRGBA) {
	p.fill(fpoint{c.x - r, c.y - r}, fpoint{c.x + r, c.y + r}, fill, func(q *pen) { q.circle(c, r, false) })
}

func (p *pngPainter) ring(c fpoint, r, width float64, ink color.NRGBA) {
	o := r + width/2
	p.fill(fpoint{c.x - o, c.y - o}, fpoint{c.x + o, c.y + o}, ink, func(q *pen) {
		q.circle(c, o, false)
		q.circle(c, r-width/2, true)
	})
}

func (p *pngPainter) polygon(c fpoint, r float64, sides int, width float64, ink color.NRGBA) {
	// The stroke's sides are width/2 off the path's, so its corners are
	// farther by that over the cosine of half the angle at the centre.
	d := width / 2 / math.Cos(math.Pi/float64(sides))
	o := r + d
	p.fill(fpoint{c.x - o, c.y - o}, fpoint{c.x + o, c.y + o}, ink, func(q *pen) {
		q.regular(c, o, sides, false)
		q.regular(c, r-d, sides, true)
	})
}

func (p *pngPainter) text(at fpoint, size float64, s string, bold bool, anchor textAnchor, ink color.NRGBA) {
	face := p.fonts.face(size, bold)
	x := at.x
	if anchor == anchorMiddle {
		x -= p.fonts.width(s, size, bold) / 2
	}
	d := font.Drawer{Dst: p.img, Src: image.NewUniform(ink), Face: face,
		Dot: fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round(at.y * 64))}}
	d.DrawString(s)
}

// svgPainter writes SVG elements.
type svgPainter struct{ b bytes.Buffer }

// svgNum writes a length with at most two decimals.
func svgNum(v float64) string {
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
}

func svgColor(c color.NRGBA) string {
	s := fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	if c.A != 0xff {
		s += `" fill-opacity="` + svgNum(float64(c.A)/255)
	}
	return s
}

func (p *svgPainter) rect(min, max fpoint, fill color.NRGBA) {
	fmt.Fprintf(&p.b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n",
		svgNum(min.x), svgNum(min.y), svgNum(max.x-min.x), svgNum(max.y-min.y), svgColor(fill))
}

func (p *svgPainter) line(a, b fpoint, width float64, ink color.NRGBA) {
	fmt.Fprintf(&p.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"/>`+"\n",
		svgNum(a.x), svgNum(a.y), svgNum(b.x), svgNum(b.y), svgColor(ink), svgNum(width))
}

func (p *svgPainter) disc(c fpoint, r float64, fill color.NRGBA) {
	fmt.Fprintf(&p.b, `<circle cx="%s" cy="%s" r="%s" fill="%s"/>`+"\n", svgNum(c.x), svgNum(c.y), svgNum(r), svgColor(fill))
}

func (p *svgPainter) ring(c fpoint, r, width float64, ink color.NRGBA) {
	fmt.Fprintf(&p.b, `<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`+"\n",
		svgNum(c.x), svgNum(c.y), svgNum(r), svgColor(ink), svgNum(width))
}

func (p *svgPainter) polygon(c fpoint, r float64, sides int, width float64, ink color.NRGBA) {
	var pts []string
	for _, v := range corners(c, r, sides) {
		pts = append(pts, svgNum(v.x)+","+svgNum(v.y))
	}
	fmt.Fprintf(&p.b, `<polygon points="%s" fill="none" stroke="%s" stroke-width="%s"/>`+"\n",
		strings.Join(pts, " "), svgColor(ink), svgNum(width))
}

func (p *svgPainter) text(at fpoint, size float64, s string, bold bool, anchor textAnchor, ink color.NRGBA) {
	attrs := ""
	if bold {
		attrs += ` font-weight="bold"`
	}
	if anchor == anchorMiddle {
		attrs += ` text-anchor="middle"`
	}
	fmt.Fprintf(&p.b, `<text x="%s" y="%s" font-family="Noto Sans, sans-serif" font-size="%s"%s fill="%s">`,
		svgNum(at.x), svgNum(at.y), svgNum(size), attrs, svgColor(ink))
	_ = xml.EscapeText(&p.b, []byte(s)) // a bytes.Buffer takes every write
	p.b.WriteString("</text>\n")
}
