package goban

import (
	"errors"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
)

// diagram builds a board from rows of 'X' (black), 'O' (white) and '.'.
func diagram(t testing.TB, rows ...string) *engine.Board {
	t.Helper()
	b := engine.MustBoard(len(rows[0]), len(rows))
	for y, row := range rows {
		for x, ch := range row {
			var c engine.Color
			switch ch {
			case 'X':
				c = engine.Black
			case 'O':
				c = engine.White
			default:
				continue
			}
			if err := b.Set(engine.Pt(x, y), c); err != nil {
				t.Fatal(err)
			}
		}
	}
	return b
}

// midGame is a 19x19 position with markup, numbers and the last move.
func midGame(t testing.TB) View {
	b := engine.MustBoard(19, 19)
	moves := [][2]int{{15, 3}, {3, 15}, {16, 15}, {2, 3}, {14, 16}, {4, 2}, {9, 9}, {10, 9}, {10, 10},
		{9, 10}, {3, 4}, {4, 4}, {3, 5}, {2, 2}, {2, 5}, {13, 2}, {16, 5}, {15, 9}}
	nums := map[engine.Point]int{}
	c := engine.Black
	var last engine.Point
	for i, m := range moves {
		p := engine.Pt(m[0], m[1])
		if _, err := b.Play(c, p); err != nil {
			t.Fatalf("move %d at %v: %v", i+1, p, err)
		}
		nums[p] = i + 1
		last = p
		c = c.Opponent()
	}
	return View{Board: b, Turn: c, Last: last, Numbers: nums, MoveNumber: len(moves),
		Marks: []Mark{
			{Kind: MarkTriangle, At: engine.Pt(15, 3)},
			{Kind: MarkSquare, At: engine.Pt(3, 15)},
			{Kind: MarkCircle, At: engine.Pt(9, 9)},
			{Kind: MarkCross, At: engine.Pt(10, 10)},
			{Kind: MarkLabel, At: engine.Pt(6, 6), Text: "A"},
			{Kind: MarkLabel, At: engine.Pt(3, 4), Text: "12"},
			{Kind: MarkSelected, At: engine.Pt(12, 6)},
			{Kind: MarkDim, At: engine.Pt(16, 15)},
			{Kind: MarkArrow, At: engine.Pt(12, 12), To: engine.Pt(15, 14)},
			{Kind: MarkLine, At: engine.Pt(5, 12), To: engine.Pt(8, 16)},
		},
		Next: []engine.Move{{Color: c, Point: engine.Pt(16, 2)}, {Color: c, Point: engine.Pt(2, 13)}},
	}
}

func newTestBoard(t *testing.T, size fyne.Size) (*Board, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	b := NewBoard()
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(size)
	return b, w
}

func TestBoardGoldenEmpty9x9(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(360, 380))
	b.SetOptions(Options{Coordinates: true})
	b.SetView(View{Board: engine.MustBoard(9, 9), Turn: engine.Black, Last: engine.Pass, Ko: engine.Pass})
	test.AssertImageMatches(t, "board/empty9.png", w.Canvas().Capture())
}

func TestBoardGoldenMidGame19x19(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(620, 660))
	b.SetOptions(Options{Coordinates: true, Fuzzy: true, Wood: 1})
	b.SetView(midGame(t))
	test.AssertImageMatches(t, "board/midgame19.png", w.Canvas().Capture())
}

func TestBoardGoldenScoring(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(360, 380))
	bd := diagram(t,
		".X.XO....",
		"XXXXO.O..",
		"OOXXO....",
		"..OXO..O.",
		"..OXXO...",
		".OXX.XO..",
		"XXX..XO..",
		".....XOO.",
		".....XO..",
	)
	dead := map[engine.Point]bool{engine.Pt(0, 2): true, engine.Pt(1, 2): true, engine.Pt(7, 3): true}
	terr := map[engine.Point]engine.Color{}
	for _, p := range []engine.Point{engine.Pt(0, 0), engine.Pt(2, 0), engine.Pt(0, 2), engine.Pt(1, 2), engine.Pt(0, 3)} {
		terr[p] = engine.Black
	}
	for _, p := range []engine.Point{engine.Pt(5, 0), engine.Pt(8, 0), engine.Pt(7, 3), engine.Pt(8, 8)} {
		terr[p] = engine.White
	}
	b.SetOptions(Options{Coordinates: false})
	b.SetView(View{Board: bd, Scoring: true, Dead: dead, Territory: terr, Last: engine.Pass, Ko: engine.Pass})
	test.AssertImageMatches(t, "board/scoring9.png", w.Canvas().Capture())
}

func TestBoardTapReportsThePoint(t *testing.T) {
	b, _ := newTestBoard(t, fyne.NewSize(400, 420))
	b.SetView(View{Board: engine.MustBoard(13, 13), Turn: engine.Black})
	var got []engine.Point
	b.OnTapped = func(p engine.Point) { got = append(got, p) }
	for _, p := range []engine.Point{engine.Pt(3, 9), engine.Pt(0, 0), engine.Pt(12, 12)} {
		test.TapAt(b, b.PositionOf(p).Add(fyne.NewPos(2, -2)))
	}
	test.TapAt(b, fyne.NewPos(1, 1)) // on the wood beyond the lines: no point
	want := []engine.Point{engine.Pt(3, 9), engine.Pt(0, 0), engine.Pt(12, 12)}
	if len(got) != len(want) {
		t.Fatalf("taps reported %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("tap %d reported %v, want %v", i, got[i], want[i])
		}
	}
}

func TestBoardGhostOnlyOnLegalPoints(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(400, 420))
	bd := diagram(t,
		".X.......",
		"X........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
	)
	b.SetView(View{Board: bd, Turn: engine.White})
	var reason error
	hovered := engine.Pass
	b.OnHover = func(p engine.Point, err error) { hovered, reason = p, err }
	b.Legal = func(p engine.Point) error { return bd.Legal(engine.White, p) }
	r := test.WidgetRenderer(b).(*boardRenderer)

	test.MoveMouse(w.Canvas(), b.PositionOf(engine.Pt(4, 4)))
	if hovered != engine.Pt(4, 4) || reason != nil || !r.ghost.Visible() {
		t.Errorf("over an empty point: hovered %v, reason %v, ghost shown %v", hovered, reason, r.ghost.Visible())
	}
	if r.ghost.Image != r.sprites.cur.white[0] {
		t.Errorf("the ghost is not a white stone although White is to move")
	}
	test.MoveMouse(w.Canvas(), b.PositionOf(engine.Pt(0, 0))) // suicide for White
	if hovered != engine.Pt(0, 0) || !errors.Is(reason, engine.ErrSuicide) || r.ghost.Visible() {
		t.Errorf("over a suicide point: hovered %v, reason %v, ghost shown %v", hovered, reason, r.ghost.Visible())
	}
	test.MoveMouse(w.Canvas(), b.PositionOf(engine.Pt(1, 0)))
	if !errors.Is(reason, engine.ErrOccupied) || r.ghost.Visible() {
		t.Errorf("over a stone: reason %v, ghost shown %v", reason, r.ghost.Visible())
	}
}

func TestBoardDrawsEveryStoneWithItsColour(t *testing.T) {
	b, _ := newTestBoard(t, fyne.NewSize(300, 320))
	bd := diagram(t,
		"XO.",
		".X.",
		"..O",
	)
	b.SetView(View{Board: bd})
	r := test.WidgetRenderer(b).(*boardRenderer)
	shown := 0
	for i, s := range r.stones {
		x, y := i%3, i/3
		c := bd.At(engine.Pt(x, y))
		if s.Visible() != (c != engine.Empty) {
			t.Errorf("stone object at %d,%d visible=%v, board has %v", x, y, s.Visible(), c)
		}
		if !s.Visible() {
			continue
		}
		shown++
		isBlack := s.Image == r.sprites.cur.black
		if isBlack != (c == engine.Black) {
			t.Errorf("stone at %d,%d drawn black=%v, board has %v", x, y, isBlack, c)
		}
		// Black is drawn larger than white.
		want := 2 * r.g.radius(c == engine.Black)
		if d := s.Size().Width; d != want {
			t.Errorf("stone at %d,%d is %.2f across, want %.2f", x, y, d, want)
		}
	}
	if shown != 4 {
		t.Errorf("%d stones shown, want 4", shown)
	}
	// Taking the stones off hides them again.
	b.SetView(View{Board: engine.MustBoard(3, 3)})
	for i, s := range r.stones {
		if s.Visible() {
			t.Errorf("stone object %d still visible on an empty board", i)
		}
	}
}

func TestBoardResizesTo2x2And25x25(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(500, 520))
	for _, n := range []int{2, 25, 7} {
		b.SetView(View{Board: engine.MustBoard(n, n)})
		r := test.WidgetRenderer(b).(*boardRenderer)
		if len(r.stones) != n*n || len(r.lines) != 2*n {
			t.Errorf("%dx%d: %d stone slots and %d lines", n, n, len(r.stones), len(r.lines))
		}
		w.Resize(fyne.NewSize(300, 700))
		if r.g.faceSize.Width > 300 {
			t.Errorf("%dx%d: board %v wider than the window", n, n, r.g.faceSize)
		}
		w.Resize(fyne.NewSize(500, 520))
	}
}

func TestWoodIsGrainedAndCached(t *testing.T) {
	var c woodCache
	img := c.face(0, 1.1)
	if c.face(0, 1.1) != img {
		t.Error("the wood face was generated twice for the same board")
	}
	// Never a flat colour: count distinct colours along a row.
	seen := map[[3]uint8]bool{}
	y := img.Bounds().Dy() / 2
	for x := 0; x < img.Bounds().Dx(); x++ {
		o := img.PixOffset(x, y)
		seen[[3]uint8{img.Pix[o], img.Pix[o+1], img.Pix[o+2]}] = true
	}
	if len(seen) < 40 {
		t.Errorf("a row of wood has only %d colours", len(seen))
	}
	if c.face(2, 1.1) == img {
		t.Error("another variant gave the same image")
	}
}

// BenchmarkBoardRefresh redraws a full 19x19 board (361 stones, all numbered,
// markup and variation hints), alternating between two positions so every
// stone changes colour each time.
func BenchmarkBoardRefresh(bm *testing.B) {
	test.NewTempApp(bm)
	b := NewBoard()
	w := test.NewTempWindow(bm, b)
	w.Resize(fyne.NewSize(800, 850))
	b.SetOptions(Options{Coordinates: true, Fuzzy: true, Numbers: -1})
	var views [2]View
	for k := range views {
		bd := engine.MustBoard(19, 19)
		nums := map[engine.Point]int{}
		for y := 0; y < 19; y++ {
			for x := 0; x < 19; x++ {
				c := engine.Black
				if (x+y+k)%2 == 1 {
					c = engine.White
				}
				p := engine.Pt(x, y)
				if err := bd.Set(p, c); err != nil {
					bm.Fatal(err)
				}
				nums[p] = y*19 + x + 1
			}
		}
		v := midGame(bm)
		v.Board, v.Numbers, v.MoveNumber = bd, nums, 361
		views[k] = v
	}
	r := test.WidgetRenderer(b).(*boardRenderer)
	bm.ReportAllocs()
	i := 0
	for bm.Loop() {
		b.pos = views[i%2]
		r.Refresh()
		i++
	}
	var img *canvas.Image = r.stones[0]
	if !img.Visible() {
		bm.Fatal("stones not drawn")
	}
}

// TestBoardGoldenProblem draws a 19x19 corner problem zoomed to its corner,
// as problem mode shows it: the lines run on past the window's inner sides,
// a right answer ringed, the solution's right and wrong moves, the hint's
// area.
func TestBoardGoldenProblem(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(420, 440))
	b.SetOptions(Options{Coordinates: true})
	bd := engine.MustBoard(19, 19)
	for _, s := range []struct {
		x, y int
		c    engine.Color
	}{{4, 0, engine.Black}, {4, 1, engine.Black}, {4, 2, engine.Black}, {3, 2, engine.Black}, {2, 2, engine.Black},
		{1, 2, engine.Black}, {0, 2, engine.Black}, {3, 0, engine.White}, {3, 1, engine.White}, {2, 1, engine.White},
		{1, 1, engine.White}, {0, 1, engine.White}, {1, 0, engine.Black}} {
		bd.Set(engine.Pt(s.x, s.y), s.c)
	}
	b.SetView(View{Board: bd, Turn: engine.White, Last: engine.Pt(1, 0), Ko: engine.Pass,
		Window: image.Rect(0, 0, 9, 9), Verdict: RightVerdict,
		Judged: map[engine.Point]bool{engine.Pt(2, 0): false, engine.Pt(0, 0): false, engine.Pt(6, 3): true},
		Area:   image.Rect(5, 4, 8, 7)})
	test.AssertImageMatches(t, "board/problem19.png", w.Canvas().Capture())
}

// TestBoardGoldenAids draws the beginner's aids: a group in atari ringed red,
// one with two liberties ringed amber, and the liberties of the group under
// the pointer dotted.
func TestBoardGoldenAids(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(360, 380))
	b.SetOptions(Options{Coordinates: true})
	bd := diagram(t,
		".........",
		".........",
		"...X.....",
		"..XOX....",
		"...X.OO..",
		"......XO.",
		".........",
		".........",
		".........",
	)
	b.SetView(View{Board: bd, Turn: engine.Black, Last: engine.Pass, Ko: engine.Pass,
		Atari:        []engine.Point{engine.Pt(3, 3)},
		TwoLiberties: []engine.Point{engine.Pt(6, 5)},
		Liberties:    []engine.Point{engine.Pt(5, 3), engine.Pt(6, 3), engine.Pt(4, 4), engine.Pt(7, 4), engine.Pt(8, 5), engine.Pt(7, 6)}})
	test.AssertImageMatches(t, "board/aids9.png", w.Canvas().Capture())
}

// TestBoardGoldenJoseki draws a joseki dictionary's next moves in their
// colours, one of them under the dictionary's label.
func TestBoardGoldenJoseki(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(360, 380))
	b.SetOptions(Options{Coordinates: true})
	bd := diagram(t,
		".........",
		".........",
		"......X..",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
	)
	b.SetView(View{Board: bd, Turn: engine.White, Last: engine.Pt(6, 2), Ko: engine.Pass,
		Marks: []Mark{{Kind: MarkLabel, At: engine.Pt(4, 1), Text: "a"}},
		Choices: []Choice{{engine.Pt(4, 1), ChoiceJoseki}, {engine.Pt(7, 4), ChoiceGood}, {engine.Pt(7, 1), ChoiceMistake},
			{engine.Pt(3, 2), ChoiceTrick}, {engine.Pt(2, 6), ChoiceOther}}})
	test.AssertImageMatches(t, "board/joseki9.png", w.Canvas().Capture())
}

// TestBoardGoldenLosses draws a review's grades as dots on the stones, each
// in its colour: none, small, medium, big and a blunder; the last move's
// ring goes round its dot in the stone's ink, not in red, a numbered stone
// keeps its number, and a grade on an empty point (a captured stone's)
// draws nothing.
func TestBoardGoldenLosses(t *testing.T) {
	b, w := newTestBoard(t, fyne.NewSize(360, 380))
	b.SetOptions(Options{Coordinates: true, Numbers: -1})
	bd := diagram(t,
		".........",
		".........",
		"..X...O..",
		".........",
		"....X....",
		".........",
		"..O...X..",
		"......O..",
		".........",
	)
	last := engine.Pt(6, 7)
	b.SetView(View{Board: bd, Turn: engine.Black, Last: last, Ko: engine.Pass, MoveNumber: 6,
		Numbers: map[engine.Point]int{engine.Pt(6, 6): 5},
		Losses: map[engine.Point]LossGrade{
			engine.Pt(2, 2): LossNone, engine.Pt(6, 2): LossSmall, engine.Pt(4, 4): LossMedium,
			engine.Pt(2, 6): LossBig, engine.Pt(6, 6): LossBlunder, last: LossBig, engine.Pt(0, 0): LossBlunder,
		}})
	test.AssertImageMatches(t, "board/losses9.png", w.Canvas().Capture())
}
