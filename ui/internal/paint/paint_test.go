package paint

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/canvas"
)

// A pool makes objects only when a frame needs more than any before, hides
// what a frame leaves unused, and says when it grew.
func TestPoolReusesAndHides(t *testing.T) {
	made := 0
	p := Pool[*canvas.Circle]{New: func() *canvas.Circle { made++; return canvas.NewCircle(color.Black) }}
	frame := func(n int) (grown bool) {
		p.Reset()
		for range n {
			p.Next()
		}
		return p.Settle()
	}
	if !frame(3) || made != 3 {
		t.Fatalf("the first frame of 3 made %d objects, or did not say it grew", made)
	}
	if frame(2) || made != 3 {
		t.Fatalf("a frame of 2 made %d objects in all, or said it grew", made)
	}
	visible := 0
	for _, o := range p.AppendTo(nil) {
		if o.Visible() {
			visible++
		}
	}
	if n := len(p.AppendTo(nil)); n != 3 || visible != 2 {
		t.Errorf("after a frame of 2: %d objects, %d shown; want 3 and 2", n, visible)
	}
	if !frame(4) || made != 4 {
		t.Errorf("a frame of 4 made %d objects in all, or did not say it grew", made)
	}
}

func TestFade(t *testing.T) {
	if got := Fade(color.NRGBA{10, 20, 30, 200}, 0.5); got != (color.NRGBA{10, 20, 30, 100}) {
		t.Errorf("Fade by a half gave %v", got)
	}
	if got := NRGBA(color.Gray{0x80}); got != (color.NRGBA{0x80, 0x80, 0x80, 0xff}) {
		t.Errorf("NRGBA(grey) = %v", got)
	}
}
