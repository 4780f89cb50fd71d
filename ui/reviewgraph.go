package ui

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// reviewGraph draws a review across the game: Black's chance to win (the
// solid line, 0 to 100 % bottom to top) and the score lead (the faint
// filled band, Black's above the middle), the biggest mistakes as red
// dots, and the current move as a vertical line. A tap goes to a move.
type reviewGraph struct {
	widget.BaseWidget

	// OnSelect is called with the position tapped: 0 before the first move.
	OnSelect func(i int)

	rate    []float64 // Black's chance to win at each position; NaN unread
	lead    []float64 // Black's lead
	mistake map[int]bool
	current int
}

// newReviewGraph returns an empty graph.
func newReviewGraph() *reviewGraph {
	g := &reviewGraph{current: -1}
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
	w := g.Size().Width
	i := int(math.Round(float64(e.Position.X / w * float32(n-1))))
	g.OnSelect(min(max(i, 0), n-1))
}

// MinSize is a strip under the board.
func (g *reviewGraph) MinSize() fyne.Size { return fyne.NewSize(200, 90) }

func (g *reviewGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &graphRenderer{g: g, back: canvas.NewRectangle(color.NRGBA{0x20, 0x22, 0x26, 0xff}),
		mid: canvas.NewLine(color.NRGBA{0x80, 0x80, 0x80, 0x90}), cur: canvas.NewLine(theme.Color(theme.ColorNamePrimary))}
	r.back.CornerRadius = 4
	r.cur.StrokeWidth = 2
	return r
}

// graphRenderer draws a reviewGraph from pools of lines and dots.
type graphRenderer struct {
	g        *reviewGraph
	back     *canvas.Rectangle
	mid, cur *canvas.Line
	rate     []*canvas.Line
	lead     []*canvas.Line
	dots     []*canvas.Circle
	objects  []fyne.CanvasObject
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
	r.back.Resize(size)
	r.mid.Position1, r.mid.Position2 = fyne.NewPos(0, size.Height/2), fyne.NewPos(size.Width, size.Height/2)
	x := func(i int) float32 {
		if n < 2 {
			return 0
		}
		return float32(i) / float32(n-1) * size.Width
	}
	pad := float32(4)
	yRate := func(v float64) float32 { return pad + float32(1-v)*(size.Height-2*pad) }
	// The lead is drawn on a scale that fits the largest lead of the game.
	scale := 1.0
	for _, v := range g.lead {
		if !math.IsNaN(v) {
			scale = math.Max(scale, math.Abs(v))
		}
	}
	yLead := func(v float64) float32 { return size.Height/2 - float32(v/scale)*(size.Height/2-pad) }
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
	grow(&r.rate, max(n-1, 0), color.NRGBA{0xf2, 0xf2, 0xf2, 0xff}, 2)
	grow(&r.lead, max(n-1, 0), color.NRGBA{0xd8, 0xa8, 0x50, 0xc0}, 1.5)
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
	k := 0
	for i := range n {
		if !g.mistake[i] || math.IsNaN(g.rate[i]) {
			continue
		}
		if k == len(r.dots) {
			d := canvas.NewCircle(color.NRGBA{0xe8, 0x30, 0x28, 0xff})
			r.dots = append(r.dots, d)
		}
		d := r.dots[k]
		d.Hidden = false
		d.Move(fyne.NewPos(x(i)-4, yRate(g.rate[i])-4))
		d.Resize(fyne.NewSize(8, 8))
		k++
	}
	for _, d := range r.dots[k:] {
		d.Hidden = true
	}
	r.cur.Hidden = g.current < 0 || g.current >= n
	r.cur.Position1, r.cur.Position2 = fyne.NewPos(x(g.current), 0), fyne.NewPos(x(g.current), size.Height)
	r.objects = r.objects[:0]
	r.objects = append(r.objects, r.back, r.mid)
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
}
