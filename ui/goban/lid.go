package goban

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
)

// lidShown is the most prisoners drawn as stones; the count says the rest.
const lidShown = 60

// Lid is the upturned lid of a bowl holding one player's prisoners: stones
// of the captured colour lying in it, and the count.
type Lid struct {
	widget.BaseWidget

	color engine.Color // colour of the prisoners held
	count int
}

var _ fyne.Widget = (*Lid)(nil)

// NewLid returns an empty lid for prisoners of colour c (the lid of c's
// opponent).
func NewLid(c engine.Color) *Lid {
	l := &Lid{color: c}
	l.ExtendBaseWidget(l)
	return l
}

// SetCount shows n prisoners.
func (l *Lid) SetCount(n int) {
	if n == l.count {
		return
	}
	l.count = n
	l.Refresh()
}

// Count returns the number of prisoners shown.
func (l *Lid) Count() int { return l.count }

// Color returns the colour of the prisoners the lid holds.
func (l *Lid) Color() engine.Color { return l.color }

// CreateRenderer returns the lid's renderer.
func (l *Lid) CreateRenderer() fyne.WidgetRenderer {
	l.ExtendBaseWidget(l)
	r := &lidRenderer{l: l, bowl: canvas.NewImageFromImage(nil)}
	r.bowl.FillMode = canvas.ImageFillStretch
	r.bowl.ScaleMode = canvas.ImageScaleSmooth
	r.label = canvas.NewText("0", color.NRGBA{0xf6, 0xee, 0xdc, 0xff})
	r.label.Alignment = fyne.TextAlignCenter
	r.label.TextStyle.Bold = true
	r.badge = canvas.NewCircle(color.NRGBA{0x3a, 0x26, 0x14, 0xd8})
	r.stones = make([]*canvas.Image, lidShown)
	for i := range r.stones {
		r.stones[i] = newStoneImage()
	}
	r.objects = []fyne.CanvasObject{r.bowl}
	for _, s := range r.stones {
		r.objects = append(r.objects, s)
	}
	r.objects = append(r.objects, r.badge, r.label)
	return r
}

type lidRenderer struct {
	l       *Lid
	bowl    *canvas.Image
	bowlPx  int
	stones  []*canvas.Image
	badge   *canvas.Circle
	label   *canvas.Text
	sprites spriteCache
	objects []fyne.CanvasObject
}

// Destroy is part of fyne.WidgetRenderer; nothing needs releasing.
func (r *lidRenderer) Destroy() {}

// MinSize keeps the stones in the lid recognisable.
func (r *lidRenderer) MinSize() fyne.Size { return fyne.NewSize(64, 64) }

// Objects returns the lid, its stones and the count.
func (r *lidRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Layout places the lid and its stones for size.
func (r *lidRenderer) Layout(size fyne.Size) { r.update(size) }

// Refresh shows the current count.
func (r *lidRenderer) Refresh() {
	r.update(r.l.Size())
	canvas.Refresh(r.l)
}

func (r *lidRenderer) update(size fyne.Size) {
	d := min(size.Width, size.Height)
	org := fyne.NewPos((size.Width-d)/2, (size.Height-d)/2)
	r.bowl.Move(org)
	r.bowl.Resize(fyne.NewSize(d, d))
	if px := int(math.Ceil(float64(d))); px != r.bowlPx && px > 0 {
		r.bowlPx = px
		r.bowl.Image = paintLid(px)
		canvas.Refresh(r.bowl)
	}
	// Stones lie in a loose spiral from the middle outwards, each a little
	// off its place, like stones dropped into the lid one by one.
	rad := d * 0.085
	sp := r.sprites.get(int(math.Ceil(float64(2 * rad))))
	n := min(r.l.count, lidShown)
	c := org.Add(fyne.NewPos(d/2, d/2))
	for i, s := range r.stones {
		if i >= n {
			s.Hide()
			continue
		}
		var img image.Image = sp.black
		if r.l.color == engine.White {
			img = sp.white[i%whiteVariants]
		}
		if s.Image != img {
			s.Image = img
			canvas.Refresh(s)
		}
		h := mix(uint64(i) + 991)
		ang := float64(i)*2.39996 + float64(h%100)/300
		dist := float64(d) * 0.052 * math.Sqrt(float64(i)+0.3)
		dist = math.Min(dist, float64(d)*0.33)
		jx := (float64(h>>8%100)/100 - 0.5) * float64(rad) * 0.5
		jy := (float64(h>>16%100)/100 - 0.5) * float64(rad) * 0.5
		pos := c.Add(fyne.NewPos(float32(math.Cos(ang)*dist+jx)-rad, float32(math.Sin(ang)*dist+jy)-rad))
		s.Move(pos)
		s.Resize(fyne.NewSize(2*rad, 2*rad))
		s.Show()
	}
	r.label.Text = strconv.Itoa(r.l.count)
	r.label.TextSize = d * 0.16
	bs := d * 0.27
	r.badge.Move(org.Add(fyne.NewPos(d-bs, d-bs)))
	r.badge.Resize(fyne.NewSize(bs, bs))
	r.label.Move(org.Add(fyne.NewPos(d-bs, d-bs+(bs-r.label.TextSize*1.3)/2)))
	r.label.Resize(fyne.NewSize(bs, r.label.TextSize*1.3))
}

// paintLid draws an upturned kaya lid seen from above: a rim and a shallow
// hollow lit from the top left.
func paintLid(px int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, px, px))
	wood := woodVariant(1)
	c := float64(px) / 2
	for y := 0; y < px; y++ {
		for x := 0; x < px; x++ {
			dx, dy := (float64(x)+0.5-c)/c, (float64(y)+0.5-c)/c
			d := math.Hypot(dx, dy)
			if d > 1 {
				continue
			}
			r, g, b := wood.color(float64(x)/float64(px)*0.5+0.2, float64(y)/float64(px), 1)
			var k float64
			if d > 0.86 {
				// The rim: rounded, light on the top left.
				k = 0.9 + 0.25*(-dx-dy)/math.Max(d, 1e-6)*0.5
			} else {
				// The hollow: darker where the rim shades it.
				k = 0.78 + 0.18*(dx+dy)/1.2*d + 0.06*(1-d)
			}
			a := 1.0
			if d > 0.97 {
				a = (1 - d) / 0.03
			}
			o := y*img.Stride + x*4
			img.Pix[o] = unit8(r * k)
			img.Pix[o+1] = unit8(g * k)
			img.Pix[o+2] = unit8(b * k)
			img.Pix[o+3] = unit8(a)
		}
	}
	return img
}
