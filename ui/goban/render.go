package goban

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/internal/paint"
)

// Colours of the board that other drawings share: the exported diagrams
// print with the board's ink and wood, the players panel marks the player to
// move as the board marks the last move, and the game tree judges a
// problem's moves as the board does. They are never changed.
var (
	// InkColor is the black lacquer of the lines and of marks on the wood.
	InkColor = color.NRGBA{0x1e, 0x16, 0x0e, 0xff}
	// CoordColor is the coordinates' ink.
	CoordColor = color.NRGBA{0x4a, 0x33, 0x1c, 0xff}
	// LabelBackColor is the wood behind a label, clearing the lines.
	LabelBackColor = color.NRGBA{0xdc, 0xb2, 0x6e, 0xff}
	// OnBlackColor is what is written on a black stone; OnWoodColor on a
	// white stone or on the wood.
	OnBlackColor = color.NRGBA{0xf2, 0xee, 0xe4, 0xff}
	OnWoodColor  = color.NRGBA{0x10, 0x0c, 0x08, 0xff}
	// LastColor marks the last move.
	LastColor = color.NRGBA{0xd2, 0x3c, 0x28, 0xff}
	// RightColor rings a right move of a problem, WrongColor crosses a
	// wrong one.
	RightColor = color.NRGBA{0x1c, 0xa0, 0x48, 0xff}
	WrongColor = color.NRGBA{0xd8, 0x26, 0x26, 0xff}
)

// Colours of the board that only it draws with.
var (
	edgeTop      = color.NRGBA{0xb0, 0x7e, 0x42, 0xff}
	edgeBottom   = color.NRGBA{0x6e, 0x4a, 0x22, 0xff}
	boardShade   = color.NRGBA{0, 0, 0, 0x40}
	selectColor  = color.NRGBA{0x30, 0x70, 0xe0, 0x60}
	dimColor     = color.NRGBA{0xd8, 0xb2, 0x72, 0xb0}
	hintBlack    = color.NRGBA{0x10, 0x10, 0x12, 0x78}
	hintWhite    = color.NRGBA{0xfa, 0xf6, 0xec, 0xa0}
	suggestColor = color.NRGBA{0x1e, 0x88, 0xd8, 0xff}
	areaColor    = color.NRGBA{0x1e, 0x88, 0xd8, 0x38}
	atariColor   = color.NRGBA{0xe8, 0x30, 0x28, 0xff}
	twoLibColor  = color.NRGBA{0xf0, 0xa0, 0x18, 0xff}
	// Territory: slate for Black, shell white ringed in lacquer for White.
	territoryBlack = color.NRGBA{0x12, 0x12, 0x14, 0xff}
	territoryWhite = color.NRGBA{0xfc, 0xfa, 0xf4, 0xff}
	territoryRim   = color.NRGBA{0x24, 0x1e, 0x18, 0xff}
	transparent    = color.NRGBA{}
)

// StoneColor is the flat colour of a stone of colour c, for drawings too
// small for the board's shaded stones: the players panel, the diagrams.
func StoneColor(c engine.Color) color.Color {
	if c == engine.White {
		return color.NRGBA{0xf4, 0xf1, 0xea, 0xff}
	}
	return color.NRGBA{0x18, 0x18, 0x1a, 0xff}
}

// EstimateLevel is how far a point's ownership (View.Estimate) must lean to
// one side to be drawn; the caller leaves out points that lean less.
const EstimateLevel = 0.15

// The side of a territory mark in line spacings, from the least sure to a
// settled point.
const (
	territoryMin = 0.2
	territoryMax = 0.52
)

// boardRenderer draws a Board. It keeps one stone and one shadow image per
// intersection and pools for markup, and moves and re-colours them in place.
type boardRenderer struct {
	b *Board

	g         geometry
	layoutKey layoutKey
	sprites   spriteCache
	woods     woodCache
	stoneImg  []image.Image // what each stone object shows, to refresh only changes

	shade  *canvas.Rectangle
	edge   *canvas.LinearGradient
	wood   *canvas.Image
	lines  []*canvas.Line
	hoshi  []*canvas.Circle
	coords []*canvas.Text

	shadows []*canvas.Image
	stones  []*canvas.Image
	ghost   *canvas.Image

	rects   paint.Pool[*canvas.Rectangle]
	segs    paint.Pool[*canvas.Line]
	circles paint.Pool[*canvas.Circle]
	texts   paint.Pool[*canvas.Text]

	objects []fyne.CanvasObject
	dirty   bool // objects must be gathered again
}

// layoutKey is what the static parts (wood, lines, coordinates) depend on.
type layoutKey struct {
	size       fyne.Size
	cols, rows int             // of the part shown
	window     image.Rectangle // the part shown, in the board's points
	bw, bh     int             // the whole board
	coords     bool
	wood       int
	flipX      bool // the board turned (geometry.turned)
	flipY      bool
}

func (r *boardRenderer) build() {
	r.shade = canvas.NewRectangle(boardShade)
	r.edge = canvas.NewVerticalGradient(edgeTop, edgeBottom)
	r.wood = canvas.NewImageFromImage(image.NewNRGBA(image.Rect(0, 0, 1, 1)))
	r.wood.FillMode = canvas.ImageFillStretch
	r.wood.ScaleMode = canvas.ImageScaleSmooth
	r.ghost = newStoneImage()
	r.ghost.Translucency = 0.5
	r.rects.New = func() *canvas.Rectangle { return canvas.NewRectangle(transparent) }
	r.segs.New = func() *canvas.Line { return canvas.NewLine(InkColor) }
	r.circles.New = func() *canvas.Circle { return canvas.NewCircle(transparent) }
	r.texts.New = func() *canvas.Text {
		t := canvas.NewText("", InkColor)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle.Bold = true
		return t
	}
	r.dirty = true
}

func newStoneImage() *canvas.Image {
	img := canvas.NewImageFromImage(nil)
	img.FillMode = canvas.ImageFillStretch
	img.ScaleMode = canvas.ImageScaleSmooth
	img.Hide()
	return img
}

// Destroy is part of fyne.WidgetRenderer; nothing needs releasing.
func (r *boardRenderer) Destroy() {}

// MinSize keeps a 19x19 board usable.
func (r *boardRenderer) MinSize() fyne.Size { return fyne.NewSize(160, 172) }

// Layout places everything for size.
func (r *boardRenderer) Layout(size fyne.Size) { r.update(size) }

// Refresh redraws the board's current position.
func (r *boardRenderer) Refresh() {
	r.update(r.b.Size())
	canvas.Refresh(r.b)
}

// Objects returns every canvas object in drawing order.
func (r *boardRenderer) Objects() []fyne.CanvasObject {
	if r.dirty {
		r.gather()
	}
	return r.objects
}

func (r *boardRenderer) gather() {
	o := r.objects[:0]
	o = append(o, r.shade, r.edge, r.wood)
	for _, l := range r.lines {
		o = append(o, l)
	}
	for _, c := range r.hoshi {
		o = append(o, c)
	}
	for _, t := range r.coords {
		o = append(o, t)
	}
	for _, s := range r.shadows {
		o = append(o, s)
	}
	for _, s := range r.stones {
		o = append(o, s)
	}
	o = append(o, r.ghost)
	o = r.rects.AppendTo(o)
	o = r.segs.AppendTo(o)
	o = r.circles.AppendTo(o)
	o = r.texts.AppendTo(o)
	r.objects = o
	r.dirty = false
}

// update brings every object in line with the widget's position and options.
func (r *boardRenderer) update(size fyne.Size) {
	b := r.b
	bw, bh := b.size()
	win := b.shown()
	key := layoutKey{size: size, cols: win.Dx(), rows: win.Dy(), window: win, bw: bw, bh: bh, coords: b.opts.Coordinates, wood: b.opts.Wood}
	key.flipX, key.flipY = b.opts.flips()
	if key != r.layoutKey {
		r.layoutKey = key
		r.g = b.geometry(size)
		r.layoutStatic()
	}
	r.layoutStones()
	r.layoutMarks()
}

// layoutStatic places the wood, lines, star points and coordinates.
func (r *boardRenderer) layoutStatic() {
	g := r.g
	k := r.layoutKey
	// The board's body: face, front edge and a soft shadow.
	r.wood.Move(g.face)
	r.wood.Resize(g.faceSize)
	aspect := float64(g.faceSize.Height / max(g.faceSize.Width, 1))
	if face := r.woods.face(k.wood, aspect); r.wood.Image != face {
		r.wood.Image = face
		canvas.Refresh(r.wood)
	}
	r.edge.Move(fyne.NewPos(g.face.X, g.face.Y+g.faceSize.Height))
	r.edge.Resize(fyne.NewSize(g.faceSize.Width, g.edge))
	off := g.dx * 0.12
	r.shade.Move(g.face.Add(fyne.NewPos(off, off)))
	r.shade.Resize(fyne.NewSize(g.faceSize.Width, g.faceSize.Height+g.edge))
	r.shade.CornerRadius = off

	// Lines: rows first, then columns; the outer ones a little heavier.
	n := k.rows + k.cols
	if len(r.lines) != n {
		r.lines = make([]*canvas.Line, n)
		for i := range r.lines {
			r.lines[i] = canvas.NewLine(InkColor)
		}
		r.dirty = true
	}
	w := g.lineWidth()
	win := k.window
	// Past a side of the window that is not the board's edge the lines run
	// on into the margin, as books print a corner.
	left, right, top, bottom, edgeLeft, edgeRight := g.lineSpan(k.bw, k.bh)
	for y := win.Min.Y; y < win.Max.Y; y++ {
		l := r.lines[y-win.Min.Y]
		c := g.center(win.Min.X, y)
		l.Position1 = fyne.NewPos(left, c.Y)
		l.Position2 = fyne.NewPos(right, c.Y)
		l.StrokeWidth = w
		if y == 0 || y == k.bh-1 {
			l.StrokeWidth = w * EdgeLineRatio
			// Half their width longer, so the corners are closed.
			if edgeLeft {
				l.Position1.X -= w * 0.8
			}
			if edgeRight {
				l.Position2.X += w * 0.8
			}
		}
	}
	for x := win.Min.X; x < win.Max.X; x++ {
		l := r.lines[k.rows+x-win.Min.X]
		c := g.center(x, win.Min.Y)
		l.Position1 = fyne.NewPos(c.X, top)
		l.Position2 = fyne.NewPos(c.X, bottom)
		l.StrokeWidth = w
		if x == 0 || x == k.bw-1 {
			l.StrokeWidth = w * EdgeLineRatio
		}
	}

	// The engine's star points, where its fixed handicap stones go too.
	var stars []engine.Point
	for _, s := range engine.StarPoints(k.bw, k.bh) {
		if image.Pt(s.XY()).In(win) {
			stars = append(stars, s)
		}
	}
	if len(r.hoshi) != len(stars) {
		r.hoshi = make([]*canvas.Circle, len(stars))
		for i := range r.hoshi {
			r.hoshi[i] = canvas.NewCircle(InkColor)
		}
		r.dirty = true
	}
	hr := float32(math.Max(1.5, float64(g.dx)*HoshiRatio))
	for i, s := range stars {
		c := g.center(s.XY())
		r.hoshi[i].Move(c.Subtract(fyne.NewPos(hr, hr)))
		r.hoshi[i].Resize(fyne.NewSize(2*hr, 2*hr))
	}
	r.layoutCoords()
}

// layoutCoords writes the column letters (skipping I) above and below and the
// row numbers (1 at the bottom) left and right.
func (r *boardRenderer) layoutCoords() {
	g, k := r.g, r.layoutKey
	n := 0
	if k.coords {
		n = 2 * (k.cols + k.rows)
	}
	if len(r.coords) != n {
		r.coords = make([]*canvas.Text, n)
		for i := range r.coords {
			t := canvas.NewText("", CoordColor)
			t.Alignment = fyne.TextAlignCenter
			r.coords[i] = t
		}
		r.dirty = true
	}
	if n == 0 {
		return
	}
	// Readable on a small board too: 8 px at least while the margin holds it.
	size := max(g.dx*CoordScale, min(g.dx*0.7, 8))
	h := size * 1.3
	dist := g.dx * CoordDistance
	i := 0
	put := func(text string, c fyne.Position) {
		t := r.coords[i]
		i++
		t.Text = text
		t.TextSize = size
		t.Move(fyne.NewPos(c.X-g.dx, c.Y-h/2))
		t.Resize(fyne.NewSize(2*g.dx, h))
	}
	// The letters and numbers go with their lines, wherever a turned board
	// shows them.
	win := k.window
	top, bottom := g.origin.Y, g.origin.Y+float32(k.rows-1)*g.dy
	left, right := g.origin.X, g.origin.X+float32(k.cols-1)*g.dx
	for x := win.Min.X; x < win.Max.X; x++ {
		c := g.center(x, win.Min.Y)
		letter := engine.ColumnLetter(x)
		put(letter, fyne.NewPos(c.X, top-dist*GridRatio))
		put(letter, fyne.NewPos(c.X, bottom+dist*GridRatio))
	}
	for y := win.Min.Y; y < win.Max.Y; y++ {
		c := g.center(win.Min.X, y)
		num := strconv.Itoa(k.bh - y)
		put(num, fyne.NewPos(left-dist, c.Y))
		put(num, fyne.NewPos(right+dist, c.Y))
	}
}

// scale is the canvas scale, so stone sprites are painted at device pixels.
func (r *boardRenderer) scale() float32 {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(r.b); c != nil {
			return c.Scale()
		}
	}
	return 1
}

// layoutStones places every stone, its shadow and the ghost stone.
func (r *boardRenderer) layoutStones() {
	g, k := r.g, r.layoutKey
	b := r.b
	n := k.cols * k.rows
	if len(r.stones) != n {
		r.stones = make([]*canvas.Image, n)
		r.shadows = make([]*canvas.Image, n)
		r.stoneImg = make([]image.Image, 2*n)
		for i := range r.stones {
			r.stones[i] = newStoneImage()
			r.shadows[i] = newStoneImage()
		}
		r.dirty = true
	}
	px := int(math.Ceil(float64(2 * g.radius(true) * r.scale())))
	sp := r.sprites.get(px)
	board := b.pos.Board
	occupied := func(x, y int) bool {
		if board == nil || x < 0 || y < 0 || x >= k.bw || y >= k.bh {
			return false
		}
		return board.At(engine.Pt(x, y)) != engine.Empty
	}
	win := k.window
	for y := win.Min.Y; y < win.Max.Y; y++ {
		for x := win.Min.X; x < win.Max.X; x++ {
			i := (y-win.Min.Y)*k.cols + x - win.Min.X
			st, sh := r.stones[i], r.shadows[i]
			p := engine.Pt(x, y)
			c := engine.Empty
			if board != nil {
				c = board.At(p)
			}
			if c != engine.Black && c != engine.White {
				st.Hide()
				sh.Hide()
				continue
			}
			center := g.center(x, y)
			seed := uint64(p)<<8 | uint64(c)
			if num, ok := b.pos.Numbers[p]; ok {
				seed ^= uint64(num) << 20
			}
			if b.opts.Fuzzy {
				ox, oy := fuzzOffset(seed, occupied(x-1, y), occupied(x+1, y), occupied(x, y-1), occupied(x, y+1))
				if g.flipX { // the offset is the board's, away from its neighbours
					ox = -ox
				}
				if g.flipY {
					oy = -oy
				}
				center = center.Add(fyne.NewPos(ox*g.dx, oy*g.dx))
			}
			rad := g.radius(c == engine.Black)
			var img image.Image = sp.black
			if c == engine.White {
				img = sp.white[mix(seed)%whiteVariants]
			}
			r.setImage(st, i, img)
			r.setImage(sh, n+i, sp.shadow)
			st.Move(center.Subtract(fyne.NewPos(rad, rad)))
			st.Resize(fyne.NewSize(2*rad, 2*rad))
			st.Translucency = 0
			if b.pos.Scoring && b.pos.Dead[p] {
				st.Translucency = deadFade
			} else if owner, t := r.estimate(p); owner == c.Opponent() {
				// The estimate fades a stone as surely as it expects it to die.
				st.Translucency = deadFade * float64(t)
			}
			st.Show()
			// The shadow is a soft disc a little larger than the stone,
			// cast down and to the right; a fading stone loses it first.
			sr := rad * shadowScale
			sh.Move(center.Add(fyne.NewPos(rad*0.12-sr, rad*0.18-sr)))
			sh.Resize(fyne.NewSize(2*sr, 2*sr))
			sh.Translucency = min(1, 2*st.Translucency)
			sh.Show()
			if sh.Translucency >= 1 {
				sh.Hide()
			}
		}
	}

	// The ghost stone under the pointer.
	r.ghost.Hide()
	if b.ghost && b.hover != engine.Pass {
		if image.Pt(b.hover.XY()).In(win) {
			x, y := b.hover.XY()
			c := b.pos.Turn
			var img image.Image = sp.black
			if c == engine.White {
				img = sp.white[0]
			}
			if r.ghost.Image != img {
				r.ghost.Image = img
				canvas.Refresh(r.ghost)
			}
			rad := g.radius(c == engine.Black)
			r.ghost.Move(g.center(x, y).Subtract(fyne.NewPos(rad, rad)))
			r.ghost.Resize(fyne.NewSize(2*rad, 2*rad))
			r.ghost.Show()
		}
	}
}

// setImage points a stone or shadow object at a sprite, refreshing its
// texture only when the sprite changed.
func (r *boardRenderer) setImage(o *canvas.Image, slot int, img image.Image) {
	if r.stoneImg[slot] != img {
		r.stoneImg[slot] = img
		o.Image = img
		canvas.Refresh(o)
	}
}

// stoneAt returns the colour at p, treating a missing board as empty.
func (r *boardRenderer) stoneAt(p engine.Point) engine.Color {
	if r.b.pos.Board == nil {
		return engine.Empty
	}
	return r.b.pos.Board.At(p)
}

// inkOn returns a colour that reads on whatever is at p.
func (r *boardRenderer) inkOn(p engine.Point) color.Color {
	if r.stoneAt(p) == engine.Black {
		return OnBlackColor
	}
	if r.stoneAt(p) == engine.Empty {
		for _, ch := range r.b.pos.Choices {
			if ch.Point == p { // on a dictionary's coloured disc
				return OnBlackColor
			}
		}
	}
	return OnWoodColor
}

// deadFade is how far a dead stone is faded: enough that the wood and the
// territory mark on it show through, not so far that its colour is lost.
const deadFade = 0.55

// estimate returns who the territory estimate gives p to, and how surely:
// from 0 at the least lean drawn (EstimateLevel) to 1 for a settled point.
// It returns engine.Empty when p leans too little, in the scoring view, or
// for a value out of range.
func (r *boardRenderer) estimate(p engine.Point) (owner engine.Color, t float32) {
	v, ok := r.b.pos.Estimate[p]
	if !ok || r.b.pos.Scoring || !(v >= -1 && v <= 1) {
		return engine.Empty, 0
	}
	owner = engine.Black
	if v < 0 {
		owner, v = engine.White, -v
	}
	if v < EstimateLevel {
		return engine.Empty, 0
	}
	return owner, (v - EstimateLevel) / (1 - EstimateLevel)
}

// territory marks p as owner's with sureness t in [0, 1]: a square that grows
// with t to half the line spacing, faint when unsure and solid, hiding the
// lines, from three quarters of the way. Black's is slate;
// White's is shell white with a dark rim, so that it reads on the palest wood
// and on a white stone.
func (r *boardRenderer) territory(p engine.Point, owner engine.Color, t float32) {
	g := r.g
	s := g.dx * (territoryMin + (territoryMax-territoryMin)*t)
	alpha := min(1, 0.35+0.9*t)
	rc := r.rects.Next()
	rc.CornerRadius = 0
	rc.StrokeWidth = 0
	if owner == engine.Black {
		rc.FillColor = paint.Fade(territoryBlack, alpha)
	} else {
		rc.FillColor = paint.Fade(territoryWhite, alpha)
		rc.StrokeColor = paint.Fade(territoryRim, alpha)
		rc.StrokeWidth = max(1, g.dx*0.05)
	}
	x, y := p.XY()
	rc.Move(g.center(x, y).Subtract(fyne.NewPos(s/2, s/2)))
	rc.Resize(fyne.NewSize(s, s))
}

// candidateColor is the colour of a candidate that reads behind the best
// by a share of the chance to win: green for the best, through yellow to
// red for a few percent worse.
func candidateColor(behind float64) color.Color {
	t := math.Min(math.Max(behind/0.08, 0), 1)
	return color.NRGBA{uint8(0x50 + t*0xa8), uint8(0xd0 - t*0x70), 0x50, 0xe0}
}

// visitsShort writes a number of visits in a few characters: 850, 1.2k, 35k.
// leadShort writes a score lead for a candidate's disc: signed, with a
// decimal under ten points and without one from there.
func leadShort(x float64) string {
	digits := 1
	if math.Abs(x) >= 9.95 {
		digits = 0
	}
	s := strconv.FormatFloat(math.Abs(x), 'f', digits, 64)
	if x < 0 && strings.Trim(s, "0.") != "" {
		return "-" + s
	}
	return "+" + s
}

func visitsShort(n int) string {
	switch {
	case n >= 10000:
		return strconv.Itoa(n/1000) + "k"
	case n >= 1000:
		return strconv.FormatFloat(float64(n)/1000, 'f', 1, 64) + "k"
	}
	return strconv.Itoa(n)
}

// Color is the colour the board gives a dictionary's move of kind k: green
// joseki, blue good, violet trick, red mistake, grey unclassified.
func (k ChoiceKind) Color() color.Color {
	switch k {
	case ChoiceJoseki:
		return color.NRGBA{0x22, 0xa0, 0x4a, 0xe0}
	case ChoiceGood:
		return color.NRGBA{0x28, 0x78, 0xe0, 0xe0}
	case ChoiceTrick:
		return color.NRGBA{0x9a, 0x50, 0xe0, 0xe0}
	case ChoiceMistake:
		return color.NRGBA{0xd8, 0x2a, 0x2a, 0xe0}
	}
	return color.NRGBA{0x9a, 0x9a, 0x9a, 0xd0}
}

// Color is the colour of a grade's dot on the board and of its ring in the
// game tree: green, yellow, orange, red (a wrong answer's red) and purple,
// as KaTrain's users know them; nil for LossUngraded.
func (g LossGrade) Color() color.Color {
	switch g {
	case LossNone:
		return lossNoneColor
	case LossSmall:
		return lossSmallColor
	case LossMedium:
		return lossMediumColor
	case LossBig:
		return WrongColor
	case LossBlunder:
		return lossBlunderColor
	}
	return nil
}

// The grades' colours besides WrongColor, held as color.Color so that
// drawing does not allocate.
var (
	lossNoneColor    color.Color = color.NRGBA{0x3c, 0xb8, 0x50, 0xff}
	lossSmallColor   color.Color = color.NRGBA{0xe4, 0xcc, 0x30, 0xff}
	lossMediumColor  color.Color = color.NRGBA{0xf0, 0x8a, 0x18, 0xff}
	lossBlunderColor color.Color = color.NRGBA{0xa0, 0x3c, 0xd8, 0xff}
	lossRim          color.Color = color.NRGBA{0, 0, 0, 0x70}
)

// layoutMarks draws the territory, move numbers, markup, the last move, the
// ko point, the hint and the variations.
func (r *boardRenderer) layoutMarks() {
	r.rects.Reset()
	r.segs.Reset()
	r.circles.Reset()
	r.texts.Reset()
	defer func() {
		// Not short-circuited: every pool hides what it did not use.
		grown := r.rects.Settle()
		grown = r.segs.Settle() || grown
		grown = r.circles.Settle() || grown
		grown = r.texts.Settle() || grown
		r.dirty = r.dirty || grown
	}()
	g, k := r.g, r.layoutKey
	b := r.b
	pos := &b.pos
	inside := func(p engine.Point) bool {
		return p != engine.Pass && p != engine.Resign && image.Pt(p.XY()).In(k.window)
	}
	rad := g.radius(false)
	stroke := float32(math.Max(1.5, float64(g.dx)*MarkStrokeRatio))
	marked := make(map[engine.Point]bool, len(pos.Marks))

	// Territory: the scoring view's, or the estimate's outside it.
	if pos.Scoring {
		for p, c := range pos.Territory {
			if inside(p) && (c == engine.Black || c == engine.White) && r.stoneAt(p) != c {
				r.territory(p, c, 1)
			}
		}
	} else {
		for p := range pos.Estimate {
			if owner, t := r.estimate(p); inside(p) && owner != engine.Empty && r.stoneAt(p) != owner {
				r.territory(p, owner, t)
			}
		}
	}

	// Markup.
	for _, m := range pos.Marks {
		if !inside(m.At) {
			continue
		}
		marked[m.At] = true
		x, y := m.At.XY()
		c := g.center(x, y)
		ink := r.inkOn(m.At)
		switch m.Kind {
		case MarkTriangle:
			a := rad * TriangleScale
			p1 := c.Add(fyne.NewPos(0, -a))
			p2 := c.Add(fyne.NewPos(-a*0.866, a*0.5))
			p3 := c.Add(fyne.NewPos(a*0.866, a*0.5))
			r.seg(p1, p2, ink, stroke)
			r.seg(p2, p3, ink, stroke)
			r.seg(p3, p1, ink, stroke)
		case MarkSquare:
			s := rad * SquareScale
			rc := r.rects.Next()
			rc.FillColor = transparent
			rc.StrokeColor = ink
			rc.StrokeWidth = stroke
			rc.CornerRadius = 0
			rc.Move(c.Subtract(fyne.NewPos(s/2, s/2)))
			rc.Resize(fyne.NewSize(s, s))
		case MarkCircle:
			r.ring(c, rad*CircleScale, ink, stroke)
		case MarkCross:
			a := rad * CrossScale
			r.seg(c.Add(fyne.NewPos(-a, -a)), c.Add(fyne.NewPos(a, a)), ink, stroke)
			r.seg(c.Add(fyne.NewPos(-a, a)), c.Add(fyne.NewPos(a, -a)), ink, stroke)
		case MarkLabel:
			size := rad * LabelScale
			if len(m.Text) > 2 {
				size = rad * LabelScaleLong
			}
			if r.stoneAt(m.At) == engine.Empty {
				// Clear the lines under the label.
				bg := r.rects.Next()
				bg.FillColor = LabelBackColor
				bg.StrokeWidth = 0
				bg.CornerRadius = rad * 0.3
				bw := size * 0.65 * float32(max(len([]rune(m.Text)), 1))
				bg.Move(c.Subtract(fyne.NewPos(bw/2, size*0.6)))
				bg.Resize(fyne.NewSize(bw, size*1.2))
			}
			r.text(m.Text, c, size, ink)
		case MarkSelected, MarkDim:
			rc := r.rects.Next()
			rc.FillColor = selectColor
			if m.Kind == MarkDim {
				rc.FillColor = dimColor
			}
			rc.StrokeWidth = 0
			rc.CornerRadius = 0
			rc.Move(c.Subtract(fyne.NewPos(g.dx/2, g.dy/2)))
			rc.Resize(fyne.NewSize(g.dx, g.dy))
		case MarkArrow, MarkLine:
			if !inside(m.To) {
				continue
			}
			tx, ty := m.To.XY()
			to := g.center(tx, ty)
			r.seg(c, to, InkColor, stroke)
			if m.Kind == MarkArrow {
				vx, vy := float64(to.X-c.X), float64(to.Y-c.Y)
				l := math.Hypot(vx, vy)
				if l > 0 {
					vx, vy = vx/l, vy/l
					h := float64(rad) * 0.7
					for _, s := range []float64{1, -1} {
						ax := to.X - float32(h*(vx*0.87-s*vy*0.5))
						ay := to.Y - float32(h*(vy*0.87+s*vx*0.5))
						r.seg(to, fyne.NewPos(ax, ay), InkColor, stroke)
					}
				}
			}
		}
	}

	// Move numbers, all or the last N.
	lastNumbered := false
	if n := b.opts.Numbers; n != 0 && pos.Board != nil {
		for p, num := range pos.Numbers {
			if !inside(p) || marked[p] || r.stoneAt(p) == engine.Empty {
				continue
			}
			if n > 0 && num <= pos.MoveNumber-n {
				continue
			}
			x, y := p.XY()
			size := rad * NumberScale
			if num >= 100 {
				size = rad * NumberScaleSmall
			}
			ink := r.inkOn(p)
			if p == pos.Last {
				ink = LastColor
				lastNumbered = true
			}
			r.text(strconv.Itoa(num), g.center(x, y), size, ink)
			marked[p] = true // a loss dot would cover the number
		}
	}

	// The last move, unless its number or markup already shows it. Round a
	// review's dot the ring takes the stone's ink: a red one would read as
	// a big loss.
	if inside(pos.Last) && !lastNumbered && !marked[pos.Last] && r.stoneAt(pos.Last) != engine.Empty {
		x, y := pos.Last.XY()
		ink := color.Color(LastColor)
		if pos.Losses[pos.Last].Color() != nil {
			ink = r.inkOn(pos.Last)
		}
		r.ring(g.center(x, y), rad*0.42, ink, stroke*1.1)
	}

	// A review's grades: a dot on each stone, inside the last move's ring.
	for p, grade := range pos.Losses {
		ink := grade.Color()
		if ink == nil || !inside(p) || marked[p] || r.stoneAt(p) == engine.Empty {
			continue
		}
		cc := r.circles.Next()
		cc.FillColor, cc.StrokeColor, cc.StrokeWidth = ink, lossRim, 1
		s := rad * 0.28
		cc.Move(g.center(p.XY()).Subtract(fyne.NewPos(s, s)))
		cc.Resize(fyne.NewSize(2*s, 2*s))
	}

	// The ko point: a square on the empty point that may not be retaken.
	if inside(pos.Ko) && r.stoneAt(pos.Ko) == engine.Empty && !pos.Scoring {
		x, y := pos.Ko.XY()
		s := rad * 0.8
		rc := r.rects.Next()
		rc.FillColor = transparent
		rc.StrokeColor = InkColor
		rc.StrokeWidth = stroke
		rc.CornerRadius = 0
		rc.Move(g.center(x, y).Subtract(fyne.NewPos(s/2, s/2)))
		rc.Resize(fyne.NewSize(s, s))
	}

	// The hint: a faint stone of the colour to play, ringed in blue.
	if inside(pos.Hint) && r.stoneAt(pos.Hint) == engine.Empty {
		x, y := pos.Hint.XY()
		cc := r.circles.Next()
		cc.FillColor = hintBlack
		if pos.HintColor == engine.White {
			cc.FillColor = hintWhite
		}
		cc.StrokeColor = suggestColor
		cc.StrokeWidth = stroke * 1.6
		s := rad * 0.92
		cc.Move(g.center(x, y).Subtract(fyne.NewPos(s, s)))
		cc.Resize(fyne.NewSize(2*s, 2*s))
	}

	// The beginner's aids: groups short of liberties ringed, the liberties
	// of the group under the pointer dotted.
	for _, set := range []struct {
		stones []engine.Point
		ink    color.Color
	}{{pos.Atari, atariColor}, {pos.TwoLiberties, twoLibColor}} {
		for _, p := range set.stones {
			if inside(p) {
				r.ring(g.center(p.XY()), g.radius(r.stoneAt(p) == engine.Black)*1.08, set.ink, stroke*1.4)
			}
		}
	}
	for _, p := range pos.Liberties {
		if inside(p) && r.stoneAt(p) == engine.Empty {
			cc := r.circles.Next()
			cc.FillColor, cc.StrokeColor, cc.StrokeWidth = suggestColor, transparent, 0
			s := rad * 0.28
			cc.Move(g.center(p.XY()).Subtract(fyne.NewPos(s, s)))
			cc.Resize(fyne.NewSize(2*s, 2*s))
		}
	}

	// An analysis's candidates: a disc in the colour of its chance to win
	// against the best one's, the chance and the visits written on it; the
	// best ringed.
	if len(pos.Ghosts) == 0 { // while a line is shown, its stones speak
		best := 0.0
		for _, cd := range pos.Candidates {
			best = math.Max(best, cd.WinRate)
		}
		for _, cd := range pos.Candidates {
			p := cd.Point
			if !inside(p) || r.stoneAt(p) != engine.Empty {
				continue
			}
			c := g.center(p.XY())
			cc := r.circles.Next()
			cc.FillColor, cc.StrokeColor, cc.StrokeWidth = candidateColor(best-cd.WinRate), color.NRGBA{0, 0, 0, 0x60}, 1
			if cd.Best {
				cc.StrokeColor, cc.StrokeWidth = suggestColor, stroke*1.6
			}
			s := rad * 0.95
			cc.Move(c.Subtract(fyne.NewPos(s, s)))
			cc.Resize(fyne.NewSize(2*s, 2*s))
			win := strconv.Itoa(int(math.Round(cd.WinRate * 100)))
			if cd.HasLead {
				// Three lines: the chance, the lead, the visits.
				r.text(win, c.Add(fyne.NewPos(0, -rad*0.42)), rad*0.58, OnWoodColor)
				r.text(leadShort(cd.Lead), c.Add(fyne.NewPos(0, rad*0.05)), rad*0.44, OnWoodColor)
				r.text(visitsShort(cd.Visits), c.Add(fyne.NewPos(0, rad*0.5)), rad*0.38, OnWoodColor)
			} else {
				r.text(win, c.Add(fyne.NewPos(0, -rad*0.28)), rad*0.72, OnWoodColor)
				r.text(visitsShort(cd.Visits), c.Add(fyne.NewPos(0, rad*0.42)), rad*0.5, OnWoodColor)
			}
			marked[p] = true
		}
	}

	// A review's preferred line: faint stones, numbered.
	for _, gh := range pos.Ghosts {
		p := gh.Move.Point
		if !inside(p) || r.stoneAt(p) != engine.Empty {
			continue
		}
		c := g.center(p.XY())
		cc := r.circles.Next()
		cc.FillColor, cc.StrokeColor, cc.StrokeWidth = hintBlack, suggestColor, stroke
		ink := color.Color(OnBlackColor)
		if gh.Move.Color == engine.White {
			cc.FillColor, ink = hintWhite, OnWoodColor
		}
		s := rad * 0.92
		cc.Move(c.Subtract(fyne.NewPos(s, s)))
		cc.Resize(fyne.NewSize(2*s, 2*s))
		r.text(strconv.Itoa(gh.Number), c, rad*0.95, ink)
		marked[p] = true
	}

	// A dictionary's next moves, coloured by what it says of them.
	// A label the dictionary writes there (its comment speaks of 'a') is
	// drawn on the disc.
	for _, ch := range pos.Choices {
		if !inside(ch.Point) || r.stoneAt(ch.Point) != engine.Empty {
			continue
		}
		cc := r.circles.Next()
		cc.FillColor, cc.StrokeColor, cc.StrokeWidth = ch.Kind.Color(), color.NRGBA{0, 0, 0, 0x70}, 1
		s := rad * 0.5
		if marked[ch.Point] {
			s = rad * 0.85 // wide enough for the label written on it
		}
		cc.Move(g.center(ch.Point.XY()).Subtract(fyne.NewPos(s, s)))
		cc.Resize(fyne.NewSize(2*s, 2*s))
		marked[ch.Point] = true
	}

	// A problem's hint: the part of the board where the answer is.
	if a := pos.Area.Intersect(k.window); !a.Empty() {
		c1, c2 := g.center(a.Min.X, a.Min.Y), g.center(a.Max.X-1, a.Max.Y-1)
		tl := fyne.NewPos(min(c1.X, c2.X), min(c1.Y, c2.Y)) // on a turned board the corners swap
		br := fyne.NewPos(max(c1.X, c2.X), max(c1.Y, c2.Y))
		pad := fyne.NewPos(g.dx*0.5, g.dy*0.5)
		rc := r.rects.Next()
		rc.FillColor, rc.StrokeColor, rc.StrokeWidth = areaColor, suggestColor, stroke
		rc.CornerRadius = g.dx * 0.3
		rc.Move(tl.Subtract(pad))
		rc.Resize(fyne.NewSize(br.X-tl.X+2*pad.X, br.Y-tl.Y+2*pad.Y))
	}

	// A problem's solution: right moves ringed green, wrong ones crossed red.
	for p, right := range pos.Judged {
		if !inside(p) || r.stoneAt(p) != engine.Empty || marked[p] {
			continue
		}
		c := g.center(p.XY())
		if right {
			r.ring(c, rad*0.6, RightColor, stroke*1.5)
		} else {
			d := rad * 0.45
			r.seg(c.Add(fyne.NewPos(-d, -d)), c.Add(fyne.NewPos(d, d)), WrongColor, stroke*1.5)
			r.seg(c.Add(fyne.NewPos(-d, d)), c.Add(fyne.NewPos(d, -d)), WrongColor, stroke*1.5)
		}
	}

	// The verdict on the line, at its last move: large enough to be seen
	// from across a classroom.
	at := pos.VerdictAt
	if at == engine.Pass {
		at = pos.Last
	}
	if inside(at) && pos.Verdict != NoVerdict {
		c := g.center(at.XY())
		if pos.Verdict == RightVerdict {
			r.ring(c, rad*1.35, RightColor, stroke*2.5)
		} else {
			d := rad * 1.1
			r.seg(c.Add(fyne.NewPos(-d, -d)), c.Add(fyne.NewPos(d, d)), WrongColor, stroke*2.5)
			r.seg(c.Add(fyne.NewPos(-d, d)), c.Add(fyne.NewPos(d, -d)), WrongColor, stroke*2.5)
		}
	}

	// Next moves of the variations: a faint stone-coloured dot.
	for _, m := range pos.Next {
		if !inside(m.Point) || r.stoneAt(m.Point) != engine.Empty || marked[m.Point] {
			continue
		}
		if _, judged := pos.Judged[m.Point]; judged {
			continue
		}
		x, y := m.Point.XY()
		cc := r.circles.Next()
		cc.FillColor = hintBlack
		if m.Color == engine.White {
			cc.FillColor = hintWhite
		}
		cc.StrokeColor = color.NRGBA{0, 0, 0, 0x50}
		cc.StrokeWidth = 1
		s := rad * 0.55
		cc.Move(g.center(x, y).Subtract(fyne.NewPos(s, s)))
		cc.Resize(fyne.NewSize(2*s, 2*s))
	}
}

func (r *boardRenderer) seg(a, b fyne.Position, c color.Color, w float32) {
	l := r.segs.Next()
	l.Position1, l.Position2 = a, b
	l.StrokeColor = c
	l.StrokeWidth = w
}

func (r *boardRenderer) ring(c fyne.Position, rad float32, ink color.Color, w float32) {
	cc := r.circles.Next()
	cc.FillColor = transparent
	cc.StrokeColor = ink
	cc.StrokeWidth = w
	cc.Move(c.Subtract(fyne.NewPos(rad, rad)))
	cc.Resize(fyne.NewSize(2*rad, 2*rad))
}

func (r *boardRenderer) text(s string, c fyne.Position, size float32, ink color.Color) {
	t := r.texts.Next()
	t.Text = s
	t.TextSize = size
	t.Color = ink
	h := size * 1.35
	t.Move(fyne.NewPos(c.X-size*2, c.Y-h/2))
	t.Resize(fyne.NewSize(size*4, h))
}
