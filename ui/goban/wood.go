package goban

import (
	"image"
	"math"
	"runtime"
	"sync"
)

// woodStyle selects a kaya cut: straight grain (masame) or flowing grain (itame).
type woodStyle int

const (
	masame woodStyle = iota // straight, fine parallel grain
	itame                   // flowing arches
)

// woodParams are the knobs of one board's grain, derived from a seed.
type woodParams struct {
	style   woodStyle
	seed    uint64
	lines   float64 // grain lines across the board
	wave    float64 // how far the lines wander
	tone    float64 // -1 (paler) .. 1 (deeper gold)
	flowAt  float64 // itame: where the arches centre, across
	flowLen float64 // itame: arch height
}

// woodVariant returns the grain for variant n (any int; a few distinct looks).
func woodVariant(n int) woodParams {
	h := mix(uint64(n) + 0x6b617961)
	p := woodParams{
		seed:    h,
		lines:   55 + float64(h%25),
		wave:    0.6 + float64(h>>8%100)/100,
		tone:    float64(h>>16%200)/100 - 1,
		flowAt:  0.35 + float64(h>>24%30)/100,
		flowLen: 0.7 + float64(h>>32%40)/100,
	}
	if n%3 == 2 {
		p.style = itame
		p.lines = 26 + float64(h%10)
	}
	return p
}

// noise1 is smooth 1-D value noise in [-1, 1].
func noise1(seed uint64, x float64) float64 {
	i := math.Floor(x)
	f := x - i
	a := hashUnit(seed, int64(i))
	b := hashUnit(seed, int64(i)+1)
	t := f * f * (3 - 2*f)
	return a + (b-a)*t
}

// noise2 is smooth 2-D value noise in [-1, 1].
func noise2(seed uint64, x, y float64) float64 {
	ix, iy := math.Floor(x), math.Floor(y)
	fx, fy := x-ix, y-iy
	h := func(dx, dy int64) float64 {
		return hashUnit(seed, (int64(ix)+dx)*0x1f1f1f1f+int64(iy)+dy)
	}
	tx, ty := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	a := h(0, 0) + (h(1, 0)-h(0, 0))*tx
	b := h(0, 1) + (h(1, 1)-h(0, 1))*tx
	return a + (b-a)*ty
}

func hashUnit(seed uint64, i int64) float64 {
	return float64(mix(seed^uint64(i)*0x9e3779b97f4a7c15)>>11)/float64(1<<53)*2 - 1
}

// color returns the kaya colour at (u, v), both in [0, 1] across the face
// (v down the board); aspect is the face's height over width.
func (p woodParams) color(u, v, aspect float64) (r, g, b float64) {
	return p.colorRow(u, v, aspect, p.row(v))
}

// woodRow holds what the grain computes once per row.
type woodRow struct {
	wave2, fibWarp float64
}

func (p woodParams) row(v float64) woodRow {
	return woodRow{wave2: noise1(p.seed+2, v*6), fibWarp: 0.8 * noise1(p.seed+5, v*3)}
}

func (p woodParams) colorRow(u, v, aspect float64, row woodRow) (r, g, b float64) {
	s := p.seed
	var phase float64
	switch p.style {
	case itame:
		// Nested arches around flowAt, opening towards the top.
		du := (u - p.flowAt) * 1.6
		dv := (v*aspect - p.flowLen*aspect) / aspect
		phase = math.Sqrt(du*du*4+dv*dv*0.35)*p.lines + 0.6*noise1(s+1, v*4)
		phase += 0.5 * noise1(s+2, u*7+v*2)
	default:
		phase = u*p.lines + p.wave*noise1(s+1, v*2.2+u*0.7) + 0.35*row.wave2
	}
	// Irregular ring spacing: late wood is a thin dark band.
	phase += 0.45 * noise1(s+3, phase*0.37)
	fr := phase - math.Floor(phase) - 0.5
	late := math.Exp(-fr * fr * (1 / (0.11 * 0.11)))
	// Fine fibres running along the grain.
	fib := noise1(s+4, u*520+row.fibWarp) * 0.5
	fib += noise1(s+6, u*1300+v*9) * 0.35
	// Broad colour drifts.
	blot := noise2(s+7, u*3.1, v*2.3*aspect)
	k := 0.085*late + 0.018*fib + 0.035*blot
	t := p.tone * 0.03
	r = 0.875 + t - k*0.9
	g = 0.705 + t*0.9 - k*1.0
	b = 0.435 + t*0.5 - k*1.05
	return r, g, b
}

// image paints a face of w x h pixels, a band of rows per processor.
func (p woodParams) image(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	aspect := float64(h) / float64(w)
	workers := max(1, min(runtime.GOMAXPROCS(0), 8))
	var wg sync.WaitGroup
	for k := 0; k < workers; k++ {
		wg.Add(1)
		go func(first int) {
			defer wg.Done()
			for y := first; y < h; y += workers {
				v := (float64(y) + 0.5) / float64(h)
				row := p.row(v)
				pix := img.Pix[y*img.Stride:]
				for x := 0; x < w; x++ {
					u := (float64(x) + 0.5) / float64(w)
					r, g, b := p.colorRow(u, v, aspect, row)
					pix[4*x] = unit8(r)
					pix[4*x+1] = unit8(g)
					pix[4*x+2] = unit8(b)
					pix[4*x+3] = 0xff
				}
			}
		}(k)
	}
	wg.Wait()
	return img
}

func unit8(v float64) uint8 {
	if v <= 0 {
		return 0
	}
	if v >= 1 {
		return 255
	}
	return uint8(v*255 + 0.5)
}

// woodCache keeps one generated face per variant and aspect, so resizing and
// redrawing never repaint the grain.
type woodCache struct {
	entries map[woodKey]*image.NRGBA
}

type woodKey struct {
	variant int
	aspect  int // height/width in hundredths
}

// woodTexture is the long side of a generated face in pixels; the image is
// scaled to the board, which keeps the grain sharp enough for any window.
const woodTexture = 800

func (c *woodCache) face(variant int, aspect float64) *image.NRGBA {
	key := woodKey{variant, int(math.Round(aspect * 20))}
	if img, ok := c.entries[key]; ok {
		return img
	}
	a := float64(key.aspect) / 20
	w, h := woodTexture, int(woodTexture*a)
	if a > 1 {
		w, h = int(woodTexture/a), woodTexture
	}
	img := woodVariant(variant).image(max(w, 1), max(h, 1))
	if c.entries == nil {
		c.entries = make(map[woodKey]*image.NRGBA)
	}
	c.entries[key] = img
	return img
}
