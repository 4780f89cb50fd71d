package ui

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// reviewGraph draws a review across the game: Black's chance to win (the
// white line, on the left axis from 0 to 100 %) and Black's lead in points
// (the gold line, on the right axis, White's lead below the middle), the
// biggest mistakes as red dots, and the current move as a vertical line,
// over the move numbers. A tap goes to a move.
//
// A large graph (the enlarged one, graphZoom) writes more: its words in
// the body's size, each axis's name above it, quarters of the chance and
// halves of the lead ruled across, and the move number at each mistake.
type reviewGraph struct {
	widget.BaseWidget

	// OnSelect is called with the position tapped: 0 before the first move.
	OnSelect func(i int)

	large bool

	rate    []float64 // Black's chance to win at each position; NaN unread
	lead    []float64 // Black's lead
	mistake map[int]bool
	current int
}

// The graph's inks on its dark ground.
var (
	graphRateInk   = color.NRGBA{0xf2, 0xf2, 0xf2, 0xff}
	graphLeadInk   = color.NRGBA{0xd8, 0xa8, 0x50, 0xe0}
	graphLabelInk  = color.NRGBA{0xc8, 0xc8, 0xc8, 0xff}
	graphGridInk   = color.NRGBA{0x80, 0x80, 0x80, 0x90}
	graphLabelBack = color.NRGBA{0x20, 0x22, 0x26, 0xd8}
)

// graphMinHeight is the graph's least height: the legend, the axes' words
// and a plot in which a fall of the chance to win can be seen.
const graphMinHeight = 150

// newReviewGraph returns an empty graph, large or the strip under the board.
func newReviewGraph(large bool) *reviewGraph {
	g := &reviewGraph{current: -1, large: large}
	g.ExtendBaseWidget(g)
	return g
}

// set shows the figures (NaN for a position not read yet).
func (g *reviewGraph) set(rate, lead []float64, mistakes map[int]bool) {
	g.rate, g.lead, g.mistake = rate, lead, mistakes
	g.Refresh()
}

// setCurrent marks position i.
func (g *reviewGraph) setCurrent(i int) {
	if i != g.current {
		g.current = i
		g.Refresh()
	}
}

// Tapped goes to the position under the tap.
func (g *reviewGraph) Tapped(e *fyne.PointEvent) {
	n := len(g.rate)
	if n < 2 || g.OnSelect == nil {
		return
	}
	p := g.plot(g.Size())
	i := int(math.Round(float64((e.Position.X - p.x0) / (p.x1 - p.x0) * float32(n-1))))
	g.OnSelect(min(max(i, 0), n-1))
}

// MinSize is a strip under the board, tall enough to read.
func (g *reviewGraph) MinSize() fyne.Size { return fyne.NewSize(240, graphMinHeight) }

// leadScale is the lead at the top of the right axis (and, for White, at
// its bottom): the game's largest lead rounded up to a number easy to read.
func (g *reviewGraph) leadScale() float64 {
	scale := 1.0
	for _, v := range g.lead {
		if !math.IsNaN(v) {
			scale = math.Max(scale, math.Abs(v))
		}
	}
	if scale > 10 {
		return math.Ceil(scale/5) * 5
	}
	return math.Ceil(scale)
}

// plotArea is where the lines are drawn inside the graph, between the
// axes' words.
type plotArea struct{ x0, y0, x1, y1 float32 }

// textSize is the size of the graph's words.
func (g *reviewGraph) textSize() float32 {
	if g.large {
		return theme.TextSize()
	}
	return theme.CaptionTextSize()
}

// rateTicks are the chances to win written on the left axis.
func (g *reviewGraph) rateTicks() []float64 {
	if g.large {
		return []float64{1, 0.75, 0.5, 0.25, 0}
	}
	return []float64{1, 0.5, 0}
}

// leadTicks are the leads written on the right axis, as fractions of its
// scale: the same heights as rateTicks.
func (g *reviewGraph) leadTicks() []float64 {
	if g.large {
		return []float64{1, 0.5, 0, -0.5, -1}
	}
	return []float64{1, 0, -1}
}

// leadTick writes a lead on the right axis: "+10", "0", "−5".
func leadTick(v float64) string {
	switch {
	case v > 0:
		return "+" + points(v)
	case v < 0:
		return "−" + points(-v)
	}
	return "0"
}

// plot returns the plot area of a graph of size: the legend above, the
// chance to win on the left, the lead on the right, the moves below.
func (g *reviewGraph) plot(size fyne.Size) plotArea {
	ts := g.textSize()
	w := func(s string) float32 { return fyne.MeasureText(s, ts, fyne.TextStyle{}).Width }
	s := g.leadScale()
	left := w("100 %") + 10
	right := float32(0)
	for _, f := range g.leadTicks() {
		right = max(right, w(leadTick(s*f))+10)
	}
	top, bottom := ts+12, ts+8
	if g.large {
		th := fyne.MeasureText("0", ts, fyne.TextStyle{}).Height
		top, bottom = th+12, th+8
		left, right = left+6, right+6
	}
	return plotArea{x0: left, y0: top, x1: max(size.Width-right, left+1), y1: max(size.Height-bottom, top+1)}
}

func (g *reviewGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &graphRenderer{g: g, back: canvas.NewRectangle(color.NRGBA{0x20, 0x22, 0x26, 0xff}),
		frame: canvas.NewRectangle(color.Transparent),
		mid:   canvas.NewLine(graphGridInk), cur: canvas.NewLine(theme.Color(theme.ColorNamePrimary)),
		rateKey: canvas.NewLine(graphRateInk), leadKey: canvas.NewLine(graphLeadInk)}
	ts := g.textSize()
	r.back.CornerRadius = 4
	r.frame.StrokeColor, r.frame.StrokeWidth = graphGridInk, 1
	r.cur.StrokeWidth = 2
	r.rateKey.StrokeWidth, r.leadKey.StrokeWidth = 2, 2
	text := func(s string, ink color.Color) *canvas.Text {
		t := canvas.NewText(s, ink)
		t.TextSize = ts
		return t
	}
	r.rateName = text(lang.L("Black's chance to win"), graphRateInk)
	r.leadName = text(lang.L("Black's lead in points"), graphLeadInk)
	r.moveName = text(lang.L("Move"), graphLabelInk)
	for _, v := range g.rateTicks() {
		t := text(fmt.Sprintf("%.0f %%", v*100), graphRateInk)
		t.Alignment = fyne.TextAlignTrailing
		r.rateAxis = append(r.rateAxis, t)
		r.leadAxis = append(r.leadAxis, text("", graphLeadInk))
		if g.large && v != 0 && v != 1 && v != 0.5 {
			r.grid = append(r.grid, canvas.NewLine(graphGridInk))
		}
	}
	return r
}

// graphRenderer draws a reviewGraph from pools of lines, dots and words.
type graphRenderer struct {
	g                  *reviewGraph
	back, frame        *canvas.Rectangle
	mid, cur           *canvas.Line
	rateKey, leadKey   *canvas.Line        // the legend's samples
	rateName, leadName *canvas.Text        // the legend's words
	moveName           *canvas.Text        // the bottom axis's
	rateAxis           []*canvas.Text      // at the heights of rateTicks
	leadAxis           []*canvas.Text      // at the same heights
	grid               []*canvas.Line      // a large graph's quarters
	ticks              []*canvas.Text      // move numbers
	marks              []*canvas.Text      // a large graph's mistakes' move numbers
	markBacks          []*canvas.Rectangle // the ground under them, clear of the lines
	rate               []*canvas.Line
	lead               []*canvas.Line
	dots               []*canvas.Circle
	objects            []fyne.CanvasObject
}

func (r *graphRenderer) Destroy()           {}
func (r *graphRenderer) MinSize() fyne.Size { return r.g.MinSize() }
func (r *graphRenderer) Refresh()           { r.Layout(r.g.Size()); canvas.Refresh(r.g) }
func (r *graphRenderer) Objects() []fyne.CanvasObject {
	return r.objects
}

// Layout places everything for size.
func (r *graphRenderer) Layout(size fyne.Size) {
	g := r.g
	n := len(g.rate)
	ts := g.textSize()
	p := g.plot(size)
	r.back.Resize(size)
	r.frame.Move(fyne.NewPos(p.x0, p.y0))
	r.frame.Resize(fyne.NewSize(p.x1-p.x0, p.y1-p.y0))
	midY := (p.y0 + p.y1) / 2
	r.mid.Position1, r.mid.Position2 = fyne.NewPos(p.x0, midY), fyne.NewPos(p.x1, midY)
	x := func(i int) float32 {
		if n < 2 {
			return p.x0
		}
		return p.x0 + float32(i)/float32(n-1)*(p.x1-p.x0)
	}
	yRate := func(v float64) float32 { return p.y0 + float32(1-v)*(p.y1-p.y0) }
	scale := g.leadScale()
	yLead := func(v float64) float32 { return midY - float32(v/scale)*(p.y1-p.y0)/2 }

	// The legend above the plot.
	textH := fyne.MeasureText("0", ts, fyne.TextStyle{}).Height
	keyY := (p.y0 - 2) / 2
	place := func(t *canvas.Text, x, y float32) {
		t.Move(fyne.NewPos(x, y))
		t.Resize(t.MinSize())
	}
	if g.large {
		// Each axis's name above it, its line beside it: the legend.
		keyY = textH / 2
		r.rateKey.Position1, r.rateKey.Position2 = fyne.NewPos(4, keyY), fyne.NewPos(18, keyY)
		place(r.rateName, 22, 0)
		rx := size.Width - 4 - r.leadName.MinSize().Width
		place(r.leadName, rx, 0)
		r.leadKey.Position1, r.leadKey.Position2 = fyne.NewPos(rx-18, keyY), fyne.NewPos(rx-4, keyY)
	} else {
		r.rateKey.Position1, r.rateKey.Position2 = fyne.NewPos(p.x0, keyY), fyne.NewPos(p.x0+14, keyY)
		place(r.rateName, p.x0+18, keyY-textH/2)
		lx := p.x0 + 18 + r.rateName.MinSize().Width + 16
		r.leadKey.Position1, r.leadKey.Position2 = fyne.NewPos(lx, keyY), fyne.NewPos(lx+14, keyY)
		place(r.leadName, lx+18, keyY-textH/2)
	}

	// The axes' words: the chance to win on the left, the lead on the right.
	k := 0
	for i, v := range g.rateTicks() {
		t := r.rateAxis[i]
		t.Move(fyne.NewPos(0, yRate(v)-textH/2))
		t.Resize(fyne.NewSize(p.x0-5, textH))
		if v != 0 && v != 1 && v != 0.5 && k < len(r.grid) {
			r.grid[k].Position1, r.grid[k].Position2 = fyne.NewPos(p.x0, yRate(v)), fyne.NewPos(p.x1, yRate(v))
			k++
		}
	}
	for i, f := range g.leadTicks() {
		t := r.leadAxis[i]
		t.Text = leadTick(scale * f)
		place(t, p.x1+5, yLead(scale*f)-textH/2)
	}
	place(r.moveName, 4, p.y1+3)
	r.layoutTicks(n, x, p, textH)

	grow := func(pool *[]*canvas.Line, k int, ink color.Color, w float32) {
		for len(*pool) < k {
			l := canvas.NewLine(ink)
			l.StrokeWidth = w
			*pool = append(*pool, l)
		}
		for i, l := range *pool {
			l.Hidden = i >= k
		}
	}
	grow(&r.rate, max(n-1, 0), graphRateInk, 2)
	grow(&r.lead, max(n-1, 0), graphLeadInk, 1.5)
	for i := 0; i+1 < n; i++ {
		a, b := g.rate[i], g.rate[i+1]
		l := r.rate[i]
		l.Hidden = math.IsNaN(a) || math.IsNaN(b)
		l.Position1, l.Position2 = fyne.NewPos(x(i), yRate(a)), fyne.NewPos(x(i+1), yRate(b))
		la, lb := g.lead[i], g.lead[i+1]
		m := r.lead[i]
		m.Hidden = math.IsNaN(la) || math.IsNaN(lb)
		m.Position1, m.Position2 = fyne.NewPos(x(i), yLead(la)), fyne.NewPos(x(i+1), yLead(lb))
	}
	k = 0
	for i := range n {
		if !g.mistake[i] || math.IsNaN(g.rate[i]) {
			continue
		}
		if k == len(r.dots) {
			d := canvas.NewCircle(color.NRGBA{0xe8, 0x30, 0x28, 0xff})
			r.dots = append(r.dots, d)
			t := canvas.NewText("", graphLabelInk)
			t.TextSize = ts
			r.marks = append(r.marks, t)
			back := canvas.NewRectangle(graphLabelBack)
			back.CornerRadius = 3
			r.markBacks = append(r.markBacks, back)
		}
		d := r.dots[k]
		d.Hidden = false
		at := fyne.NewPos(x(i), yRate(g.rate[i]))
		d.Move(at.Subtract(fyne.NewPos(4, 4)))
		d.Resize(fyne.NewSize(8, 8))
		// The move that lost is the one played from position i: i+1.
		t := r.marks[k]
		t.Text, t.Hidden = fmt.Sprint(i+1), !g.large
		tw := t.MinSize().Width
		// Above the dot, clear of the lines, unless they come down to it
		// (a fall and a rise), or there is no room above.
		y := at.Y - textH - 4
		if g.valley(i) && at.Y+4+textH <= p.y1 || y < p.y0 {
			y = at.Y + 4
		}
		place(t, min(max(at.X-tw/2, p.x0), p.x1-tw), y)
		back := r.markBacks[k]
		back.Hidden = t.Hidden
		back.Move(t.Position().Subtract(fyne.NewPos(2, 0)))
		back.Resize(t.Size().Add(fyne.NewSize(4, 0)))
		k++
	}
	for i := k; i < len(r.dots); i++ {
		r.dots[i].Hidden, r.marks[i].Hidden, r.markBacks[i].Hidden = true, true, true
	}
	r.cur.Hidden = g.current < 0 || g.current >= n
	r.cur.Position1, r.cur.Position2 = fyne.NewPos(x(g.current), p.y0), fyne.NewPos(x(g.current), p.y1)
	r.objects = r.objects[:0]
	r.objects = append(r.objects, r.back, r.frame, r.mid, r.rateKey, r.leadKey, r.rateName, r.leadName, r.moveName)
	for _, l := range r.grid {
		r.objects = append(r.objects, l)
	}
	for _, t := range r.rateAxis {
		r.objects = append(r.objects, t)
	}
	for _, t := range r.leadAxis {
		r.objects = append(r.objects, t)
	}
	for _, t := range r.ticks {
		r.objects = append(r.objects, t)
	}
	for _, l := range r.lead {
		r.objects = append(r.objects, l)
	}
	for _, l := range r.rate {
		r.objects = append(r.objects, l)
	}
	r.objects = append(r.objects, r.cur)
	for _, d := range r.dots {
		r.objects = append(r.objects, d)
	}
	for i, t := range r.marks {
		r.objects = append(r.objects, r.markBacks[i], t)
	}
}

// valley reports whether the chance to win at position i lies below the
// mean of its neighbours': the lines come down to it from above.
func (g *reviewGraph) valley(i int) bool {
	sum, k := 0.0, 0
	for _, j := range []int{i - 1, i + 1} {
		if j >= 0 && j < len(g.rate) && !math.IsNaN(g.rate[j]) {
			sum, k = sum+g.rate[j], k+1
		}
	}
	return k > 0 && g.rate[i] < sum/float64(k)
}

// layoutTicks writes the move numbers under the plot of n positions (the
// position i is the one after move i), as many as fit without crowding,
// clear of the axis's name in the corner.
func (r *graphRenderer) layoutTicks(n int, x func(int) float32, p plotArea, textH float32) {
	ts := r.g.textSize()
	moves := max(n-1, 0)
	fit := max(int((p.x1-p.x0)/(3*ts)), 1)
	// The spacings of the move numbers: the smallest that leaves room
	// between them is used.
	tickSteps := []int{1, 2, 5, 10, 20, 25, 50, 100, 200, 500}
	step := tickSteps[len(tickSteps)-1]
	for _, s := range tickSteps {
		if moves/s <= fit {
			step = s
			break
		}
	}
	k := 0
	clear := r.moveName.Position().X + r.moveName.MinSize().Width + 4
	for m := 0; n >= 2 && m <= moves; m += step {
		word := fmt.Sprint(m)
		width := fyne.MeasureText(word, ts, fyne.TextStyle{}).Width
		left := min(max(x(m)-width/2, 0), p.x1+4-width)
		if left < clear {
			continue
		}
		if k == len(r.ticks) {
			t := canvas.NewText("", graphLabelInk)
			t.TextSize = ts
			r.ticks = append(r.ticks, t)
		}
		t := r.ticks[k]
		t.Text, t.Hidden = word, false
		t.Move(fyne.NewPos(left, p.y1+3))
		t.Resize(fyne.NewSize(width, textH))
		clear = left + width + 6
		k++
	}
	for _, t := range r.ticks[k:] {
		t.Hidden = true
	}
}
