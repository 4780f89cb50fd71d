package goban

import (
	"image"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
)

// The woods that matter for contrast: variant 1 is the palest, variant 0 the
// deepest.
const (
	paleWood = 1
	deepWood = 0
)

// defaultBoardSize is the board's share of the program's first window
// (1040x760, beside the 300-wide side panel and above the status line).
var defaultBoardSize = fyne.NewSize(720, 697)

// influence makes an ownership map for bd as a player's estimate would look:
// each living stone claims the points around it, fading with distance, and
// the stones in dead are left out, so their points go to the other side.
// The living stones are their owner's, and the dead ones surely the other
// side's.
func influence(bd *engine.Board, dead ...engine.Point) map[engine.Point]float32 {
	isDead := map[engine.Point]bool{}
	for _, p := range dead {
		isDead[p] = true
	}
	own := map[engine.Point]float32{}
	for _, p := range bd.Points() {
		px, py := p.XY()
		sum := 0.0
		for _, q := range bd.Points() {
			c := bd.At(q)
			if c == engine.Empty || isDead[q] {
				continue
			}
			qx, qy := q.XY()
			d2 := float64((px-qx)*(px-qx) + (py-qy)*(py-qy))
			w := math.Exp(-d2 / 3.5)
			if c == engine.White {
				w = -w
			}
			sum += w
		}
		v := math.Tanh(0.9 * sum)
		switch c := bd.At(p); {
		case c == engine.Black:
			v = 0.9
		case c == engine.White:
			v = -0.9
		}
		if isDead[p] {
			v = -v
		}
		if math.Abs(v) >= EstimateLevel {
			own[p] = float32(v)
		}
	}
	return own
}

// estimate9 is a 9x9 game: Black's wall on the left with a dead white stone
// in its area, White's framework on the right with a dead black stone, a
// contested middle, and a hint for Black there (a faint stone ringed in blue).
func estimate9(t *testing.T) View {
	bd := diagram(t,
		"..X.O....",
		".XX.O.O..",
		"..XO.....",
		"..XO..O..",
		".XXO.....",
		"..XXO..X.",
		"O..XO....",
		"...XO....",
		"...XO....",
	)
	return View{Board: bd, Estimate: influence(bd, engine.Pt(0, 6), engine.Pt(7, 5)),
		Hint: engine.Pt(4, 2), HintColor: engine.Black, Last: engine.Pass, Ko: engine.Pass}
}

// estimate19 is a 19x19 middle game: Black holds the left and the lower side,
// White the upper right and the right; two white stones are dead in Black's
// corner and two black stones in White's.
func estimate19(t *testing.T) View {
	bd := diagram(t,
		"...................",
		"...............O...",
		"...X......X..O.O...",
		"..X.X.........O.X..",
		"...............OX..",
		"..X........X..O....",
		"...........XO......",
		"..........X.O......",
		"...X......XO..O....",
		"..........XO.......",
		"..........XO...O...",
		"..X......X.O.......",
		".........XO........",
		"...O.....XO....O...",
		"....O...X.O........",
		"..X..X..XO.....O...",
		"........XO.........",
		".......XO..........",
		"...................",
	)
	return View{Board: bd,
		Estimate: influence(bd, engine.Pt(3, 13), engine.Pt(4, 14), engine.Pt(16, 3), engine.Pt(16, 4)),
		Last:     engine.Pass, Ko: engine.Pass}
}

// TestBoardGoldenEstimate: the territory estimate on 9x9 and 19x19, on the
// palest and the deepest wood. Black's area is slate squares, White's white
// squares ringed in dark lacquer; both grow and darken with sureness, and
// stones expected to die are faded under the other side's mark.
func TestBoardGoldenEstimate(t *testing.T) {
	for _, tc := range []struct {
		golden string
		view   func(*testing.T) View
		size   fyne.Size
		coords bool
		wood   int
	}{
		{"board/estimate9-pale.png", estimate9, fyne.NewSize(360, 380), false, paleWood},
		{"board/estimate9-deep.png", estimate9, fyne.NewSize(360, 380), false, deepWood},
		{"board/estimate19-pale.png", estimate19, defaultBoardSize, true, paleWood},
		{"board/estimate19-deep.png", estimate19, defaultBoardSize, true, deepWood},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			b, w := newTestBoard(t, tc.size)
			b.SetOptions(Options{Coordinates: tc.coords, Wood: tc.wood})
			b.SetView(tc.view(t))
			test.AssertImageMatches(t, tc.golden, w.Canvas().Capture())
		})
	}
}

// luma is the perceived brightness of the pixel at (x, y), 0 to 255.
func luma(img image.Image, x, y int) float64 {
	r, g, b, _ := img.At(x, y).RGBA()
	return (0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)) / 257
}

// markFigures renders an empty 19x19 board in the default window on wood
// with and without ownership v at one point, and returns how many pixels of
// that point's cell the mark changes by at least minContrast in brightness,
// and the cell's area.
func markFigures(t *testing.T, wood int, v float32, minContrast float64) (changed, cell int) {
	t.Helper()
	b, w := newTestBoard(t, defaultBoardSize)
	b.SetOptions(Options{Coordinates: true, Wood: wood})
	p := engine.Pt(5, 7)
	view := View{Board: engine.MustBoard(19, 19), Last: engine.Pass, Ko: engine.Pass}
	b.SetView(view)
	bare := w.Canvas().Capture()
	view.Estimate = map[engine.Point]float32{p: v}
	b.SetView(view)
	marked := w.Canvas().Capture()

	r := test.WidgetRenderer(b).(*boardRenderer)
	c := b.PositionOf(p)
	x0, x1 := int(math.Round(float64(c.X-r.g.dx/2))), int(math.Round(float64(c.X+r.g.dx/2)))
	y0, y1 := int(math.Round(float64(c.Y-r.g.dy/2))), int(math.Round(float64(c.Y+r.g.dy/2)))
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if math.Abs(luma(marked, x, y)-luma(bare, x, y)) >= minContrast {
				changed++
			}
		}
	}
	return changed, (x1 - x0) * (y1 - y0)
}

// TestEstimateMarksStandOut: on a 19x19 board in the first window, on the
// palest and the deepest wood, a surely owned point's mark changes at least a
// fifth of its cell by a clear step in brightness, for White as for Black,
// and a half-sure one at least a twelfth. (Of the 990 pixels of the cell, the
// old squares changed 100 for Black and 85 for White when sure, 49 and 15 to
// 25 when half sure.)
func TestEstimateMarksStandOut(t *testing.T) {
	const clear = 48 // brightness steps of 255
	for _, wood := range []int{paleWood, deepWood} {
		for _, tc := range []struct {
			v    float32
			frac float64
		}{{0.95, 1.0 / 5}, {-0.95, 1.0 / 5}, {0.5, 1.0 / 12}, {-0.5, 1.0 / 12}} {
			n, cell := markFigures(t, wood, tc.v, clear)
			t.Logf("wood %d, ownership %+.2f: %d of %d pixels changed by %d or more", wood, tc.v, n, cell, clear)
			if float64(n) < tc.frac*float64(cell) {
				t.Errorf("wood %d, ownership %+.2f: the mark changes %d of the cell's %d pixels clearly, want at least %.0f",
					wood, tc.v, n, cell, tc.frac*float64(cell))
			}
		}
	}
}

// TestEstimateFadesDeadStones: a stone the estimate gives to the other side
// is faded, the surer the more, and carries that side's mark; a stone its
// own side keeps is drawn whole and unmarked.
func TestEstimateFadesDeadStones(t *testing.T) {
	b, _ := newTestBoard(t, fyne.NewSize(360, 380))
	bd := diagram(t,
		"XO.",
		"XO.",
		"XO.",
	)
	// Column by column: kept by its own side, half sure dead, surely dead.
	est := map[engine.Point]float32{
		engine.Pt(0, 0): 0.9, engine.Pt(1, 0): -0.9,
		engine.Pt(0, 1): -0.5, engine.Pt(1, 1): 0.5,
		engine.Pt(0, 2): -0.95, engine.Pt(1, 2): 0.95,
	}
	b.SetView(View{Board: bd, Estimate: est, Last: engine.Pass, Ko: engine.Pass})
	r := test.WidgetRenderer(b).(*boardRenderer)
	fadeAt := func(x, y int) float64 { return r.stones[y*3+x].Translucency }
	for x := 0; x < 2; x++ {
		if f := fadeAt(x, 0); f != 0 {
			t.Errorf("a living stone at %d,0 is faded by %.2f", x, f)
		}
		if half, sure := fadeAt(x, 1), fadeAt(x, 2); !(half > 0.1 && sure > half+0.1) {
			t.Errorf("dead stones at %d,1 and %d,2 are faded by %.2f and %.2f: want clearly faded, the surer more", x, x, half, sure)
		}
	}
	// One mark for each dead stone, none for the living ones.
	marks := 0
	for _, o := range r.rects.AppendTo(nil) {
		if o.Visible() {
			marks++
		}
	}
	if marks != 4 {
		t.Errorf("%d territory marks on the stones, want 4 (one on each dead stone)", marks)
	}
}
