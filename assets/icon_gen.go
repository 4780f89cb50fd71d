//go:build ignore

// icon_gen draws assets/icon.png: a corner of a kaya board with a black and a
// white stone. Run it with `go generate ./assets`.
package main

import (
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
)

const (
	size = 512
	ss   = 3 // supersampling per axis
)

func main() {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/ss) / size
					y := (float64(py) + (float64(sy)+0.5)/ss) / size
					cr, cg, cb, ca := shade(x, y)
					r += cr * ca
					g += cg * ca
					b += cb * ca
					a += ca
				}
			}
			n := float64(ss * ss)
			if a > 0 {
				r, g, b = r/a, g/a, b/a
			}
			img.SetNRGBA(px, py, color.NRGBA{c8(r), c8(g), c8(b), c8(a / n)})
		}
	}
	f, err := os.Create("icon.png")
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

func c8(v float64) uint8 {
	v = math.Max(0, math.Min(1, v))
	return uint8(v*255 + 0.5)
}

// shade returns the colour at (x, y) in [0,1]² as straight RGB plus alpha.
func shade(x, y float64) (r, g, b, a float64) {
	// Rounded square board.
	const m, rad = 0.04, 0.12
	dx := math.Max(math.Max(m+rad-x, x-(1-m-rad)), 0)
	dy := math.Max(math.Max(m+rad-y, y-(1-m-rad)), 0)
	if math.Hypot(dx, dy) > rad {
		return 0, 0, 0, 0
	}
	// Kaya: golden with straight grain, darker towards the bottom edge.
	grain := 0.5 + 0.5*math.Sin(x*90+3*math.Sin(y*7)+1.5*math.Sin(x*13))
	grain = math.Pow(grain, 3)
	r, g, b = 0.86-0.06*grain, 0.69-0.07*grain, 0.40-0.07*grain
	if y > 1-m-0.06 {
		r, g, b = r*0.78, g*0.74, b*0.70
	}
	// Grid: the lower-left corner of a board, lines at a fixed spacing.
	const sp = 0.2
	for i := 0; i < 4; i++ {
		lx := 0.24 + float64(i)*sp
		ly := 0.76 - float64(i)*sp
		if math.Abs(x-lx) < 0.008 && y > 0.14 && y < 0.765 {
			r, g, b = 0.12, 0.09, 0.06
		}
		if math.Abs(y-ly) < 0.008 && x > 0.235 && x < 0.96 {
			r, g, b = 0.12, 0.09, 0.06
		}
	}
	if math.Hypot(x-0.44, y-0.56) < 0.022 {
		r, g, b = 0.12, 0.09, 0.06
	}
	// Shadows, then stones: black at (0.44, 0.36), white at (0.64, 0.56).
	type stone struct {
		cx, cy, rr float64
		black      bool
	}
	stones := []stone{{0.64, 0.56, 0.098, false}, {0.44, 0.36, 0.1, true}}
	for _, s := range stones {
		d := math.Hypot(x-s.cx-0.012, y-s.cy-0.018)
		if d < s.rr*1.05 {
			k := 0.55 + 0.45*smooth(s.rr*0.8, s.rr*1.05, d)
			r, g, b = r*k, g*k, b*k
		}
	}
	for _, s := range stones {
		d := math.Hypot(x-s.cx, y-s.cy)
		if d > s.rr {
			continue
		}
		edge := smooth(s.rr, s.rr-0.004, d) // antialias is done by supersampling
		_ = edge
		hx, hy := s.cx-s.rr*0.35, s.cy-s.rr*0.4
		h := math.Exp(-math.Pow(math.Hypot(x-hx, y-hy)/(s.rr*0.55), 2))
		if s.black {
			r, g, b = 0.09+0.22*h, 0.09+0.22*h, 0.10+0.24*h
		} else {
			stripe := 0.015 * math.Sin((y-s.cy)*420)
			base := 0.86 + 0.12*h + stripe
			r, g, b = base, base*0.985, base*0.95
			rim := smooth(s.rr*0.7, s.rr, d)
			r, g, b = r-0.08*rim, g-0.08*rim, b-0.09*rim
		}
	}
	return r, g, b, 1
}

func smooth(e0, e1, v float64) float64 {
	t := math.Max(0, math.Min(1, (v-e0)/(e1-e0)))
	return t * t * (3 - 2*t)
}
