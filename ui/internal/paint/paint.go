// Package paint holds what the widgets of the ui packages share for drawing
// on Fyne's canvas: a pool of canvas objects kept from frame to frame, and
// colour arithmetic. It is internal to ui: its API answers only the widgets'
// needs.
package paint

import (
	"image/color"

	"fyne.io/fyne/v2"
)

// Pool hands out canvas objects of one kind, making more when a frame needs
// more than before; the ones a frame does not use are hidden, not dropped, so
// a renderer moves and re-colours its objects in place rather than making
// them anew. The zero Pool with New set is ready to use.
type Pool[T fyne.CanvasObject] struct {
	// New makes an object when every object of the pool is in use.
	New func() T

	items []T
	used  int
	grown bool // objects were made since the last Settle
}

// Next returns an unused object of the pool, shown.
func (p *Pool[T]) Next() T {
	if p.used == len(p.items) {
		p.items = append(p.items, p.New())
		p.grown = true
	}
	o := p.items[p.used]
	p.used++
	o.Show()
	return o
}

// Reset starts a frame: every object is free again.
func (p *Pool[T]) Reset() { p.used = 0 }

// Settle ends a frame: it hides the objects the frame did not use and
// reports whether the pool made new ones since the last Settle, in which
// case the renderer must gather its objects again.
func (p *Pool[T]) Settle() bool {
	for _, o := range p.items[p.used:] {
		o.Hide()
	}
	grown := p.grown
	p.grown = false
	return grown
}

// AppendTo appends every object of the pool, used or hidden, to o.
func (p *Pool[T]) AppendTo(o []fyne.CanvasObject) []fyne.CanvasObject {
	for _, x := range p.items {
		o = append(o, x)
	}
	return o
}

// NRGBA converts any colour to NRGBA.
func NRGBA(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }

// Fade returns c with its opacity scaled by a in [0, 1].
func Fade(c color.NRGBA, a float32) color.NRGBA {
	c.A = uint8(float32(c.A)*a + 0.5)
	return c
}

// Used returns how many objects the frame so far has taken.
func (p *Pool[T]) Used() int { return p.used }
