package goban

import (
	"image"
	"math"
)

// whiteVariants is the number of clamshell stones with different stripes.
const whiteVariants = 4

// stoneSprites are the stone images for one pixel size.
type stoneSprites struct {
	px     int
	black  *image.NRGBA
	white  [whiteVariants]*image.NRGBA
	shadow *image.NRGBA
}

// spriteCache keeps the sprites of the last size drawn.
type spriteCache struct {
	cur *stoneSprites
}

func (c *spriteCache) get(px int) *stoneSprites {
	px = max(px, 4)
	if c.cur != nil && c.cur.px == px {
		return c.cur
	}
	s := &stoneSprites{px: px, black: paintStone(px, true, 0), shadow: paintShadow(px)}
	for i := range s.white {
		s.white[i] = paintStone(px, false, i)
	}
	c.cur = s
	return s
}

// paintStone draws a stone that fills a px x px square. Black is matte slate
// with a soft highlight; white is warm clamshell with faint growth lines whose
// angle and spacing depend on variant.
func paintStone(px int, black bool, variant int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, px, px))
	const ss = 3
	h := mix(uint64(variant) + 77)
	angle := (float64(h%60) - 30) * math.Pi / 180
	freq := 20 + float64(h>>8%8)
	phase := float64(h>>16%100) / 100 * 2 * math.Pi
	ca, sa := math.Cos(angle), math.Sin(angle)
	inv := 2 / float64(px)
	for py := 0; py < px; py++ {
		for qx := 0; qx < px; qx++ {
			var r, g, b, a float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					// x, y in [-1, 1] across the stone.
					x := (float64(qx)+(float64(sx)+0.5)/ss)*inv - 1
					y := (float64(py)+(float64(sy)+0.5)/ss)*inv - 1
					d2 := x*x + y*y
					if d2 > 1 {
						continue
					}
					// A lens-shaped stone seen from above: light from the top left.
					z := math.Sqrt(1 - d2)
					lambert := 0.55 + 0.45*(-0.45*x-0.55*y+0.7*z)
					hl := math.Exp(-((x+0.38)*(x+0.38) + (y+0.42)*(y+0.42)) / 0.09)
					var cr, cg, cb float64
					if black {
						base := 0.075 + 0.05*lambert
						cr, cg, cb = base+0.2*hl, base+0.2*hl, base+0.01+0.22*hl
					} else {
						// Growth lines are arcs around a point far below the stone.
						u := x*ca + y*sa
						w := -x*sa + y*ca
						arc := math.Hypot(u, w+3.2)
						stripe := 0.022*math.Sin(arc*freq+phase) + 0.01*math.Sin(arc*freq*2.7+phase)
						base := 0.80 + 0.17*lambert + stripe
						cr, cg, cb = base+0.05*hl, base*0.985+0.05*hl, base*0.94+0.05*hl
					}
					r += cr
					g += cg
					b += cb
					a++
				}
			}
			if a == 0 {
				continue
			}
			o := py*img.Stride + qx*4
			img.Pix[o] = unit8(r / a)
			img.Pix[o+1] = unit8(g / a)
			img.Pix[o+2] = unit8(b / a)
			img.Pix[o+3] = unit8(a / ss / ss)
		}
	}
	return img
}

// shadowScale is the shadow sprite's radius over the stone's.
const shadowScale = 1.12

// paintShadow draws a soft round shadow for a stone of diameter px; the
// sprite is shadowScale times as large as the stone and is placed a little
// down and right.
func paintShadow(px int) *image.NRGBA {
	px = int(float64(px)*shadowScale + 0.5)
	img := image.NewNRGBA(image.Rect(0, 0, px, px))
	c := float64(px) / 2
	for y := 0; y < px; y++ {
		for x := 0; x < px; x++ {
			d := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c) / c
			a := 0.5 * (1 - smoothstep(0.78, 1, d))
			o := y*img.Stride + x*4
			img.Pix[o+3] = unit8(a)
		}
	}
	return img
}

func smoothstep(e0, e1, v float64) float64 {
	t := math.Max(0, math.Min(1, (v-e0)/(e1-e0)))
	return t * t * (3 - 2*t)
}
