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

// TestShapeOrder: the 3x3 code the board keeps (engine.Board.Shape) holds
// the colours in ring's order, which the pattern tables and the learned
// gammas are built in, at every point of boards along a random game.
func TestShapeOrder(t *testing.T) {
	var r engine.Rand
	r.Seed(3)
	for _, size := range []int{5, 9, 19} {
		b := engine.MustBoard(size, size)
		for move := 0; move < 3*size*size; move++ {
			c := engine.Black + engine.Color(move%2)
			if p := b.RandomMove(c, &r); p != engine.Pass {
				b.PlayFast(c, p)
			}
			for _, p := range b.Points() {
				var want uint16
				for i, o := range ring {
					want |= uint16(b.At(engine.Pt(p.X()+o[0], p.Y()+o[1]))) << (2 * i)
				}
				if got := b.Shape(p); got != want {
					t.Fatalf("%dx%d, move %d: the shape at %s is %04x, want %04x\n%s", size, size, move, engine.Vertex(p, size), got, want, b)
				}
			}
		}
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

// TestMercy: a playout under the mercy rule plays the same moves as without
// it until one side's captures lead by more than the margin, then stops and
// counts the board as it stands; its owners add up to its score, and its
// winner is the finished playout's in all but a few.
func TestMercy(t *testing.T) {
	l, err := learnedTable()
	if err != nil {
		t.Fatal(err)
	}
	const n = 400
	for _, size := range []int{9, 13} {
		start := engine.MustBoard(size, size)
		if size == 13 {
			start.SetCaptures(engine.Black, 40) // the game's prisoners do not count
		}
		margin := mercyMargin(size, size)
		with, without := new(playouter), new(playouter)
		with.th = HeavyPolicy().thresholds()
		p := HeavyPolicy()
		p.Mercy = false
		without.th = p.thresholds()
		with.shape, without.shape = &l.pattern, &l.pattern
		stopped, differ, scores := 0, 0, 0
		for i := range n {
			with.rng.Seed(uint64(i))
			without.rng.Seed(uint64(i))
			with.begin(start)
			without.begin(start)
			s := with.playout(engine.Black, engine.Pass, engine.Pass, 0)
			full := without.playout(engine.Black, engine.Pass, engine.Pass, 0)
			scores += s
			for _, q := range start.Points() {
				a := with.firstStamp[q] == with.stamp
				b := without.firstStamp[q] == without.stamp && without.firstPly[q] < with.ply
				if a != b || a && (with.firstColor[q] != without.firstColor[q] || with.firstPly[q] != without.firstPly[q]) {
					t.Fatalf("%dx%d playout %d: the moves differ at %s before the stop", size, size, i, engine.Vertex(q, size))
				}
			}
			if with.ply == without.ply {
				if s != full {
					t.Fatalf("%dx%d playout %d: not stopped, but scored %d against %d", size, size, i, s, full)
				}
				continue
			}
			stopped++
			lead := with.b.Captures(engine.Black) - with.b.Captures(engine.White) - start.Captures(engine.Black)
			if lead <= margin && lead >= -margin {
				t.Fatalf("%dx%d playout %d: stopped after %d of %d moves with a capture lead of %d, margin %d", size, size, i, with.ply, without.ply, lead, margin)
			}
			if s != with.b.RegionScore(nil) {
				t.Fatalf("%dx%d playout %d: score %d is not the board's", size, size, i, s)
			}
			if (float64(s) > 7.5) != (float64(full) > 7.5) {
				differ++
			}
		}
		sum := 0
		for _, q := range start.Points() {
			sum += int(with.own[q])
		}
		if sum != scores {
			t.Errorf("%dx%d: the owners add up to %d, the scores to %d", size, size, sum, scores)
		}
		t.Logf("%dx%d: %d of %d playouts stopped early, %d with another winner", size, size, stopped, n, differ)
		if stopped < n/10 || differ > stopped/20 {
			t.Errorf("%dx%d: %d of %d playouts stopped early, %d of them with another winner", size, size, stopped, n, differ)
		}
	}
}

// TestLadderPriors: the tree reads ladders both ways. An atari that catches
// a chain in a ladder is marked as a capture (markLadderOne, a single stone), unless a
// stone of the runner's breaks the ladder; an escape that only runs into a
// ladder is marked markLadderRun and starts with so many lost visits that the search
// hardly reads it.
func TestLadderPriors(t *testing.T) {
	for _, tc := range []struct {
		diagram string
		catch   bool
	}{
		{`
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O . . . .
			. . . . X O . . .
			. . . . . O . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, true},
		{`
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O . . . .
			. . . . X O . . .
			. . . . . O . . .
			. . . . . . . . .
			. X . . . . . . .
			. . . . . . . . .`, false},
	} {
		b := board(t, tc.diagram)
		w := new(playouter)
		var bonus [cells]uint8
		w.urgent(b, engine.White, &bonus, true)
		want := markNone
		if tc.catch {
			want = markLadderOne
		}
		if got := bonus[at(t, b, "D5")]; got != want {
			t.Errorf("White's D5 is marked %d, want %d in\n%s", got, want, b)
		}
		if got := bonus[at(t, b, "E4")]; got != markNone {
			t.Errorf("White's E4, from which Black escapes, is marked %d in\n%s", got, b)
		}
		var none [cells]uint8
		w.urgent(b, engine.White, &none, false)
		if none != ([cells]uint8{}) {
			t.Errorf("without ladder reading some move is marked in\n%s", b)
		}
	}

	b := board(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . O . . . .
		. . . O X O . . .
		. . . . . O . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .`)
	w := new(playouter)
	var bonus [cells]uint8
	w.urgent(b, engine.Black, &bonus, true)
	e4 := at(t, b, "E4")
	if bonus[e4] != markLadderRun {
		t.Fatalf("Black's E4, into a ladder, is marked %d, want %d", bonus[e4], markLadderRun)
	}
	s := &search{}
	pv, pw := s.handPrior(b, e4, bonus[e4], 2, engine.Pass)
	if pv < priorLadderRun || pw/pv > 0.05 {
		t.Errorf("the run into a ladder starts with %v wins in %v visits", pw, pv)
	}
}
