package ai

import (
	"testing"

	"github.com/torreya/torreya/engine"
)

func board(t *testing.T, diagram string) *engine.Board {
	t.Helper()
	b, err := engine.ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func at(t *testing.T, b *engine.Board, v string) engine.Point {
	t.Helper()
	p, err := engine.ParseVertex(v, b.Width(), b.Height())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPlayable: the playout's move filter refuses suicide, its own eyes and
// the ko, and allows captures and false eyes.
func TestPlayable(t *testing.T) {
	tests := []struct {
		diagram string
		v       string
		c       engine.Color
		want    bool
	}{
		{". X .\nX X .\n. . .", "A3", engine.Black, false},                // its own eye
		{". X .\nX X .\n. . .", "A3", engine.White, false},                // suicide
		{". X .\nX O .\n. . .", "A3", engine.Black, true},                 // a false eye
		{". O X .\nO X . .\nX . . .\n. . . .", "A4", engine.Black, true},  // captures two
		{". O X .\nO X . .\nX . . .\n. . . .", "A4", engine.White, false}, // suicide of two
		{". . .\n. . .\n. . .", "B2", engine.White, true},
	}
	for _, tc := range tests {
		b := board(t, tc.diagram)
		if got := b.Playable(tc.c, at(t, b, tc.v)); got != tc.want {
			t.Errorf("playable(%s, %s) = %v, want %v in\n%s", tc.c.Name(), tc.v, got, tc.want, b)
		}
	}
	// Black takes a ko; White may not take back at once.
	b := board(t, `
		. X O .
		X . X O
		. X O .
		. . . .`)
	if _, err := b.Play(engine.White, at(t, b, "B3")); err != nil {
		t.Fatal(err)
	}
	if b.Playable(engine.Black, at(t, b, "C3")) {
		t.Error("Black may retake the ko at once")
	}
}

// TestLibsAfter counts the liberties a move leaves its chain.
func TestLibsAfter(t *testing.T) {
	w := new(playouter)
	b := board(t, `
		. . . . .
		. X O . .
		. X O . .
		X O . . .
		. . . . .`)
	if l, n := w.libsAfter(b, engine.Black, at(t, b, "B5"), 10); l != 4 || n != 3 {
		t.Errorf("black B5 joining B4-B3: %d liberties, %d stones; want 4 (A5 C5 A4 A3), 3", l, n)
	}
	if l, n := w.libsAfter(b, engine.Black, at(t, b, "E1"), 10); l != 2 || n != 1 {
		t.Errorf("black E1: %d liberties, %d stones; want 2, 1", l, n)
	}
	if l, _ := w.libsAfter(b, engine.Black, at(t, b, "E1"), 1); l != 1 {
		t.Errorf("black E1 counted up to 1: %d", l)
	}
	// Capturing counts as safe: the cap.
	b3 := board(t, `
		X O .
		. X .
		. . .`)
	if l, _ := w.libsAfter(b3, engine.Black, at(t, b3, "C3"), 2); l != 2 {
		t.Errorf("black C3 capturing B3: %d liberties, want the cap 2", l)
	}
	// Filling the next-to-last liberty of a chain of three is a bad
	// self-atari; putting a single stone in atari is not.
	b4 := board(t, `
		X X O .
		. O . .
		. . . .
		. . . .`)
	if !w.badSelfAtari(b4, engine.Black, at(t, b4, "A3")) {
		t.Errorf("black A3 leaves A4-B4-A3 in atari; want a bad self-atari in\n%s", b4)
	}
	if w.badSelfAtari(b4, engine.Black, at(t, b4, "D4")) {
		t.Errorf("black D4 puts one stone in atari; want no bad self-atari in\n%s", b4)
	}
	if w.badSelfAtari(b4, engine.Black, at(t, b4, "C2")) {
		t.Errorf("black C2 is no self-atari in\n%s", b4)
	}
}

// TestPatterns: the 3x3 shapes match in every orientation and for both colours.
func TestPatterns(t *testing.T) {
	hane := []string{`
		X O X
		. . .
		. . .`, `
		. . .
		. . .
		X O X`, `
		O X O
		. . .
		. . .`, `
		X . .
		O . .
		X . .`}
	for _, d := range hane {
		b := board(t, d)
		if !matchesPattern(b, engine.Pt(1, 1)) {
			t.Errorf("no match for the hane\n%s", b)
		}
	}
	empty := board(t, `
		. . .
		. . .
		. . .`)
	if matchesPattern(empty, engine.Pt(1, 1)) {
		t.Error("an empty neighbourhood matches a shape")
	}
}

// TestHotPathAllocs: playouts and whole simulations do not allocate.
func TestHotPathAllocs(t *testing.T) {
	start := engine.MustBoard(9, 9)
	w := new(playouter)
	w.rng.Seed(1)
	w.th = HeavyPolicy().thresholds()
	if n := testing.AllocsPerRun(50, func() {
		w.begin(start)
		w.playout(engine.Black, engine.Pass, engine.Pass, 0)
	}); n != 0 {
		t.Errorf("a playout allocates %v times", n)
	}
	m := New(Options{Playouts: 1, Threads: 1, Seed: 1})
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	m.mu.Lock()
	s := m.prepare(g, engine.Black)
	ws := m.workers(1)
	m.expandRoot(s, ws[0], g)
	m.mu.Unlock()
	for i := 0; i < 2000; i++ { // grow the tree's first chunks
		s.simulate(ws[0])
	}
	if n := testing.AllocsPerRun(200, func() { s.simulate(ws[0]) }); n != 0 {
		t.Errorf("a simulation allocates %v times", n)
	}
}

// TestLadder: extending from atari into a ladder fails, unless a stone of the
// runner's colour breaks the ladder.
func TestLadder(t *testing.T) {
	tests := []struct {
		diagram string
		fails   bool
	}{
		{`
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O . . . .
			. . . O X O . . .
			. . . . . O . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, true},
		{`
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O . . . .
			. . . O X O . . .
			. . . . . O . . .
			. . . . . . . . .
			. X . . . . . . .
			. . . . . . . . .`, false},
	}
	for _, tc := range tests {
		b := board(t, tc.diagram)
		w := new(playouter)
		if got := w.escapeFails(b, engine.Black, at(t, b, "E5")); got != tc.fails {
			t.Errorf("escapeFails = %v, want %v in\n%s", got, tc.fails, b)
		}
	}
}

// TestLearnedMove: the playouts' learned shapes are points next to the last
// move whose 3x3 gamma is at least shapeMin, drawn in proportion to it, and
// never a bad self-atari.
func TestLearnedMove(t *testing.T) {
	l, err := learnedTable()
	if err != nil {
		t.Fatal(err)
	}
	b := board(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . X O . . . .
		. . . X . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .`)
	last := at(t, b, "E6")
	w := new(playouter)
	w.rng.Seed(1)
	w.shape = &l.pattern
	want := map[engine.Point]float64{}
	var sum float64
	a, d := engine.Adjacent(last), engine.Diagonal(last)
	for _, p := range append(a[:], d[:]...) {
		if b.At(p) != engine.Empty {
			continue
		}
		if g := l.pattern[moverCode(patternCode(b, p), engine.Black)]; g >= shapeMin {
			want[p] = float64(g)
			sum += float64(g)
		}
	}
	if len(want) < 2 {
		t.Fatalf("want two shapes or more to draw from, have %d", len(want))
	}
	const n = 20000
	got := map[engine.Point]int{}
	for i := 0; i < n; i++ {
		p := w.learnedMove(b, engine.Black, last)
		if _, ok := want[p]; !ok {
			t.Fatalf("drew %s, whose shape is under %v", engine.Vertex(p, 9), shapeMin)
		}
		got[p]++
	}
	for p, g := range want {
		share, f := g/sum, float64(got[p])/n
		if f < share-0.02 || f > share+0.02 {
			t.Errorf("%s drawn %.3f of the time, its gamma's share is %.3f", engine.Vertex(p, 9), f, share)
		}
	}
	// A shape that would put three stones in atari is not played.
	b2 := board(t, `
		. . . . .
		. . . . .
		O O . . .
		. X O . .
		. X O . .`)
	last2, bad := at(t, b2, "B3"), at(t, b2, "A2")
	if g := l.pattern[moverCode(patternCode(b2, bad), engine.Black)]; g < shapeMin {
		t.Fatalf("A2's shape has gamma %v, under %v: the test needs a good shape", g, shapeMin)
	}
	for i := 0; i < 200; i++ {
		if p := w.learnedMove(b2, engine.Black, last2); p == bad {
			t.Fatalf("played A2, leaving three stones in atari in\n%s", b2)
		}
	}
}
