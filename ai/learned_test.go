package ai

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestFeatures: the tactical features of moves on a drawn board.
func TestFeatures(t *testing.T) {
	// Black's E5 is in atari and E4 runs into a ladder; B5 is in atari and
	// B4 gets three liberties; White's H8 is in atari at H7, and G2 in
	// atari next to Black's F2, also in atari; Black at B9 would be alone in
	// atari, not at D9.
	b := board(t, `
		. . O . . . . X .
		. O X X . . X O X
		. . . . . . . . .
		. O . . O . . . .
		O X O O X O . . .
		. . . . . O . . .
		. . . . . O . . .
		. . . . O X O X .
		. . . . . . X . .`)
	last := at(t, b, "F4")
	feats := map[engine.Point]Features{}
	for _, a := range Alternatives(b, engine.Black, last, engine.Pass) {
		feats[a.Point] = a.Features
	}
	tests := []struct {
		v     string
		group int
		want  uint16
	}{
		{"H7", FeatureCapture, 1},
		{"G6", FeatureCapture, 0},
		{"G3", FeatureCapture, 3},
		{"F1", FeatureCapture, 0},
		{"F1", FeatureEscape, 1},
		{"E4", FeatureEscape, 2},
		{"B4", FeatureEscape, 1},
		{"G6", FeatureEscape, 0},
		{"B9", FeatureSelfAtari, 1},
		{"D9", FeatureSelfAtari, 0},
		{"E3", FeatureLast, 3}, // diagonal
		{"F6", FeatureLast, 4}, // one-space jump
		{"A1", FeatureLast, 13},
		{"A1", FeatureLast2, 0}, // no move before
		{"A1", FeatureEdges, 8*1 + 1},
		{"C3", FeatureEdges, 8*3 + 3},
		{"E3", FeatureEdges, 8*3 + 5}, // the middle of the third line of 9x9
	}
	for _, tc := range tests {
		f, ok := feats[at(t, b, tc.v)]
		if !ok {
			t.Errorf("%s is not an alternative", tc.v)
			continue
		}
		if f[tc.group] != tc.want {
			t.Errorf("%s: group %d is %d, want %d (features %v)", tc.v, tc.group, f[tc.group], tc.want, f)
		}
	}
	// The centre of the 13x13 board is on the seventh lines, its 3-4 points
	// on the third and fourth, in the middle size class; the 4-4 points of
	// 19x19 in the large one.
	alts := Alternatives(engine.MustBoard(13, 13), engine.Black, engine.Pass, engine.Pass)
	if len(alts) != 169 {
		t.Errorf("the empty 13x13 board has %d alternatives", len(alts))
	}
	if v := featuresAt(t, alts, engine.Pt(6, 6))[FeatureEdges]; v != 64+8*7+7 {
		t.Errorf("the 13x13 centre has edges value %d", v)
	}
	if v := featuresAt(t, alts, engine.Pt(9, 2))[FeatureEdges]; v != 64+8*3+4 {
		t.Errorf("a 13x13 3-4 point has edges value %d", v)
	}
	for _, p := range []engine.Point{engine.Pt(3, 3), engine.Pt(15, 3), engine.Pt(3, 15), engine.Pt(15, 15)} {
		if v := edgesValue(19, 19, p); v != 128+8*4+4 {
			t.Errorf("19x19 4-4 point %v has edges value %d", p, v)
		}
	}
	if v := edgesValue(19, 19, engine.Pt(9, 2)); v != 128+8*3+7 {
		t.Errorf("19x19 third-line side point has edges value %d", v)
	}
}

// featuresAt returns the features of the alternative at p.
// TestAtariFeature: FeatureAtari tells a stone or a chain that can run from
// one a ladder catches, and an atari on two chains at once.
func TestAtariFeature(t *testing.T) {
	// White's D8 runs from either atari; B2 is caught on the edge either
	// way; the chain G3-H3 runs out from H2 but not from F3; F7 and G6 each
	// take both F6 and G7 to one liberty.
	b := board(t, `
		. . . X . . . . .
		. . X O . . X . .
		. . . . . . O X .
		. . . . X O . . .
		. . . . . X . . .
		. . . . . . X X .
		. X . . . . O O X
		. O X . . . X . .
		. . . . . . . . .`)
	alts := Alternatives(b, engine.Black, engine.Pass, engine.Pass)
	tests := []struct {
		v    string
		want uint16
	}{
		{"E8", atariOne},
		{"D7", atariOne},
		{"A2", atariLadderOne},
		{"B1", atariLadderOne},
		{"H2", atariMany},
		{"F3", atariLadderMany},
		{"F7", atariDouble},
		{"G6", atariDouble},
		{"E5", atariNone},
		{"C3", atariNone},
	}
	for _, tc := range tests {
		if got := featuresAt(t, alts, at(t, b, tc.v))[FeatureAtari]; got != tc.want {
			t.Errorf("%s: atari value %d, want %d", tc.v, got, tc.want)
		}
	}
}

func featuresAt(t *testing.T, alts []Alternative, p engine.Point) Features {
	t.Helper()
	for _, a := range alts {
		if a.Point == p {
			return a.Features
		}
	}
	t.Fatalf("%v is not an alternative", p)
	return Features{}
}

// TestFeaturesSymmetric: a position turned, mirrored and with the colours
// swapped gives each move the same features, the pattern included.
func TestFeaturesSymmetric(t *testing.T) {
	rows := []string{
		". . . . . . .",
		". . X O . . .",
		". X O . O . .",
		". . X O X . .",
		". . . X . . .",
		". . . . . O .",
		". . . . . . .",
	}
	b := board(t, joinRows(rows))
	// Transposed, flipped left to right, colours swapped.
	var turned []string
	for x := 0; x < 7; x++ {
		row := ""
		for y := 6; y >= 0; y-- {
			ch := rows[y][2*x]
			switch ch {
			case 'X':
				ch = 'O'
			case 'O':
				ch = 'X'
			}
			row += string(ch) + " "
		}
		turned = append(turned, row)
	}
	tb := board(t, joinRows(turned))
	want := map[engine.Point]Features{}
	for _, a := range Alternatives(b, engine.Black, engine.Pass, engine.Pass) {
		want[a.Point] = a.Features
	}
	got := Alternatives(tb, engine.White, engine.Pass, engine.Pass)
	if len(got) != len(want) {
		t.Fatalf("%d alternatives turned, %d before", len(got), len(want))
	}
	patterns := map[uint16]bool{}
	for _, a := range got {
		// Row r of the turned diagram is column r of the original, read
		// from the bottom: turned (x, y) is original (y, 6-x).
		x, y := a.Point.XY()
		p := engine.Pt(y, 6-x)
		if want[p] != a.Features {
			t.Errorf("%v turned has %v, %v had %v", a.Point, a.Features, p, want[p])
		}
		patterns[a.Features[FeaturePattern]] = true
	}
	if len(patterns) < 10 {
		t.Errorf("only %d patterns among the alternatives", len(patterns))
	}
}

func joinRows(rows []string) string {
	s := ""
	for _, r := range rows {
		s += r + "\n"
	}
	return s
}

// TestEmbeddedGammas: the table make train wrote loads and says what every
// player knows: self-atari is bad, escaping atari and playing near the last
// move good, and the first line worse than the third.
func TestEmbeddedGammas(t *testing.T) {
	table, err := learnedTable()
	if err != nil {
		t.Fatal(err)
	}
	g := table.g
	patterns := 0
	for _, x := range g.G[FeaturePattern] {
		if x != 1 {
			patterns++
		}
	}
	if patterns < 500 {
		t.Errorf("only %d patterns have a gamma", patterns)
	}
	checks := []struct {
		what      string
		high, low float32
	}{
		{"escape against none", g.G[FeatureEscape][1], g.G[FeatureEscape][0]},
		{"no self-atari against self-atari", g.G[FeatureSelfAtari][0], g.G[FeatureSelfAtari][1]},
		{"next to the last move against far from it", g.G[FeatureLast][2], g.G[FeatureLast][maxDistance]},
		{"a point the playouts are unsure of against one the opponent surely owns", g.G[FeatureOwner][5], g.G[FeatureOwner][1]},
		{"an atari on a chain against none", g.G[FeatureAtari][atariMany], g.G[FeatureAtari][atariNone]},
	}
	for _, c := range checks {
		if !(c.high > 2*c.low) {
			t.Errorf("%s: %v, %v", c.what, c.high, c.low)
		}
	}
	// On the empty board the 3-3 point is worth more than the corner.
	opening := Alternatives(engine.MustBoard(19, 19), engine.Black, engine.Pass, engine.Pass)
	c3 := g.Strength(featuresAt(t, opening, engine.Pt(2, 2)))
	if a1 := g.Strength(featuresAt(t, opening, engine.Pt(0, 0))); !(c3 > 2*a1) {
		t.Errorf("on the empty board C3 is %v, A1 %v", c3, a1)
	}
	// The search's table agrees with the gammas for every symmetry.
	b := board(t, `
		. . . . .
		. X O . .
		. . . X .
		. O . . .
		. . . . .`)
	w := new(playouter)
	var bonus [cells]uint8
	for _, a := range Alternatives(b, engine.White, engine.Pass, engine.Pass) {
		libs, size := w.libsAfter(b, engine.White, a.Point, 2)
		got := table.strength(w, b, engine.White, a.Point, libs, size, bonus[a.Point], engine.Pass, engine.Pass, nil, 0)
		for k, code := range a.Large {
			a.Features[FeatureLarge+k] = g.LargeValue(k, code)
		}
		if want := g.Strength(a.Features); math.Abs(float64(got)-want) > 1e-5*want {
			t.Errorf("%v: the search's strength is %v, the gammas' %v", a.Point, got, want)
		}
		// Without the atari feature, every move takes the gamma of none.
		got = table.strength(w, b, engine.White, a.Point, libs, size, bonus[a.Point], engine.Pass, engine.Pass, nil, PriorAtari)
		a.Features[FeatureAtari] = atariNone
		if want := g.Strength(a.Features); math.Abs(float64(got)-want) > 1e-5*want {
			t.Errorf("%v: without the atari feature the search's strength is %v, the gammas' %v", a.Point, got, want)
		}
	}
}

// TestGammasFormat: gammas survive the file, and a damaged file is an error.
func TestGammasFormat(t *testing.T) {
	g := NewGammas()
	g.G[FeaturePattern][0x1234] = 2.5
	g.G[FeatureEdges][1] = 0.25
	g.G[FeatureLast][maxDistance] = 7
	g.G[FeatureOwner][3] = 0.5
	g.G[FeatureAtari][atariLadderOne] = 1.5
	g.G[FeatureLarge][2] = 3
	g.Large[0] = []uint64{5, 0x123456}
	g.G[FeatureLarge+2][1] = 0.5
	g.Large[2] = []uint64{0xabcdef0123}
	data, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back Gammas
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	for i := range g.G {
		for v := range g.G[i] {
			if back.G[i][v] != g.G[i][v] {
				t.Errorf("group %d value %d: %v back, %v written", i, v, back.G[i][v], g.G[i][v])
			}
		}
	}
	for k := range g.Large {
		if !slices.Equal(back.Large[k], g.Large[k]) {
			t.Errorf("large patterns of size %d: %x back, %x written", k, back.Large[k], g.Large[k])
		}
	}
	if back.LargeValue(0, 0x123456) != 2 || back.LargeValue(0, 6) != 0 || back.LargeValue(2, 0xabcdef0123) != 1 || back.LargeValue(1, 0xabcdef0123) != 0 {
		t.Errorf("LargeValue: %d, %d, %d and %d, want 2, 0, 1 and 0", back.LargeValue(0, 0x123456), back.LargeValue(0, 6),
			back.LargeValue(2, 0xabcdef0123), back.LargeValue(1, 0xabcdef0123))
	}
	for n := 0; n < len(data); n++ {
		if err := back.UnmarshalBinary(data[:n]); !errors.Is(err, errGammas) {
			t.Errorf("the file cut to %d bytes: %v", n, err)
		}
	}
	bad := func(what string, change func([]byte) []byte) {
		d := change(append([]byte(nil), data...))
		if err := back.UnmarshalBinary(d); !errors.Is(err, errGammas) {
			t.Errorf("%s: %v", what, err)
		}
	}
	bad("another version", func(d []byte) []byte { d[4] = 9; return d })
	bad("bytes after the end", func(d []byte) []byte { return append(d, 0) })
	// The file ends with the line group's one entry (its value 1), the
	// owner group's one, the atari group's one, the large groups' entries
	// (one, none, one), and the large patterns (two, none, one): make the
	// line's value 200, then its gamma 0 and NaN.
	lists := 4 + 2*8 + 4 + 4 + 8
	lineEntry := len(data) - lists - 6 - 4 - 4 - 6 - 4 - 6 - 4 - 6 - 4 - 6
	bad("a value out of range", func(d []byte) []byte { d[lineEntry] = 200; return d })
	bad("a zero gamma", func(d []byte) []byte { copy(d[lineEntry+2:], []byte{0, 0, 0, 0}); return d })
	bad("a NaN gamma", func(d []byte) []byte { copy(d[lineEntry+2:], []byte{0, 0, 0xc0, 0x7f}); return d })
	second := len(data) - lists + 4 + 8
	bad("large patterns out of order", func(d []byte) []byte { copy(d[second:], []byte{1, 0, 0, 0, 0, 0, 0, 0}); return d })
	largeEntry := len(data) - lists - 6 - 4 - 4 - 6
	bad("a gamma for an unlisted large pattern", func(d []byte) []byte { d[largeEntry] = 3; return d })
	large28Entry := len(data) - lists - 6
	bad("a gamma for an unlisted large pattern of 28 points", func(d []byte) []byte { d[large28Entry] = 2; return d })
	if back.G[FeatureEdges][1] != 0.25 {
		t.Error("a failed read changed the gammas")
	}
}

// TestLargePattern: a move's large pattern is the same under the board's 8
// symmetries and when the colours swap with the mover, sees two lines
// out, and tells apart what the 3x3 ring cannot.
func TestLargePattern(t *testing.T) {
	rows := []string{
		"X . . . . . . . .",
		". . O . . . . . .",
		". . . . . . . . .",
		". O . . X . . . .",
		". . . . . . . . .",
		". . . . X . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
	}
	cell := func(x, y int) byte { return rows[y][2*x] }
	moves := [][2]int{{2, 3}, {4, 4}, {0, 1}, {1, 1}}
	swap := map[byte]byte{'X': 'O', 'O': 'X', '.': '.'}
	for s := 0; s < 8; s++ {
		for _, colours := range []bool{false, true} {
			grid := make([][]string, 9)
			for y := range grid {
				grid[y] = make([]string, 9)
			}
			// Point (x, y), measured from the centre, goes to symmetric(s, ...).
			to := func(x, y int) (int, int) {
				x, y = symmetric(s, x-4, y-4)
				return x + 4, y + 4
			}
			for y := 0; y < 9; y++ {
				for x := 0; x < 9; x++ {
					c := cell(x, y)
					if colours {
						c = swap[c]
					}
					tx, ty := to(x, y)
					grid[ty][tx] = string(c)
				}
			}
			var lines []string
			for _, r := range grid {
				lines = append(lines, strings.Join(r, " "))
			}
			turned := board(t, strings.Join(lines, "\n"))
			orig := board(t, strings.Join(rows, "\n"))
			mover := engine.Black
			if colours {
				mover = engine.White
			}
			for _, m := range moves {
				tx, ty := to(m[0], m[1])
				got := LargePatterns(turned, mover, engine.Pt(tx, ty))
				want := LargePatterns(orig, engine.Black, engine.Pt(m[0], m[1]))
				if got != want {
					t.Errorf("symmetry %d, colours swapped %v, move %v: %x, want %x", s, colours, m, got, want)
				}
			}
		}
	}
	// The ring of every size is patternCode's.
	b := board(t, strings.Join(rows, "\n"))
	if uint16(largeCode(b, engine.Black, engine.Pt(4, 4))) != patternCode(b, engine.Pt(4, 4)) {
		t.Error("E5's large pattern's ring is not its patternCode")
	}
	// One stone at each offset from E5 on an empty board: the sizes that
	// hold the offset see it, the smaller ones do not.
	empty := LargePatterns(engine.MustBoard(9, 9), engine.Black, engine.Pt(4, 4))
	for _, tc := range []struct {
		dx, dy int
		seen   [LargeSizes]bool
	}{
		{1, 1, [LargeSizes]bool{true, true, true}},
		{0, 2, [LargeSizes]bool{true, true, true}},
		{1, 2, [LargeSizes]bool{false, true, true}},
		{-2, 1, [LargeSizes]bool{false, true, true}},
		{2, 2, [LargeSizes]bool{false, false, true}},
		{-3, 0, [LargeSizes]bool{false, false, true}},
		{3, 3, [LargeSizes]bool{false, false, false}},
		{1, 3, [LargeSizes]bool{false, false, false}},
	} {
		b := engine.MustBoard(9, 9)
		b.Set(engine.Pt(4+tc.dx, 4+tc.dy), engine.White)
		got := LargePatterns(b, engine.Black, engine.Pt(4, 4))
		for k := range got {
			if seen := got[k] != empty[k]; seen != tc.seen[k] {
				t.Errorf("a stone at (%d, %d) from E5: seen by size %d %v, want %v", tc.dx, tc.dy, k, seen, tc.seen[k])
			}
		}
	}
}

// TestLearnedPriorWeight: the learned prior adds its weight in visits to
// every move of a new node in the ratio form, by default more on larger
// boards, and Options.PriorLearned sets it; on boards larger than 9x9 it
// takes the square-root form unless PriorSqrt is off.
func TestLearnedPriorWeight(t *testing.T) {
	for _, tc := range []struct {
		size      int
		off       Heuristic
		opt, want float32
	}{{9, 0, 0, 60}, {13, PriorSqrt, 0, 150}, {19, PriorSqrt, 0, 150}, {7, 0, 0, 60}, {9, 0, 100, 100}, {13, PriorSqrt, 5, 5}, {9, PriorSqrt, 0, 60}} {
		g := threeMoves(t, tc.size)
		with := rootPriorsWith(t, g, g.ToMove(), Options{PriorLearned: float64(tc.opt), Without: tc.off})
		without := rootPriorsWith(t, g, g.ToMove(), Options{Without: PriorLearned})
		if len(with) != len(without) || len(with) < 5 {
			t.Fatalf("%dx%d: %d and %d moves", tc.size, tc.size, len(with), len(without))
		}
		for p, v := range with {
			if p == engine.Pass {
				continue
			}
			if d := v[0] - without[p][0]; math.Abs(float64(d-tc.want)) > 1e-3 {
				t.Errorf("%dx%d, PriorLearned %v: %v has %v prior visits more, want %v", tc.size, tc.size, tc.opt, p, d, tc.want)
			}
		}
	}
}

// TestPriorSqrt: on boards larger than 9x9 each move gets, as won visits,
// the weight (300 by default) times the square root of its probability
// among its siblings, and a move under minSqrtProb nothing; the
// probabilities are the learned strengths', so the 4-4 point of an empty
// corner gets more than a first-line move.
func TestPriorSqrt(t *testing.T) {
	for _, tc := range []struct {
		size   int
		weight float64
		want   float32
	}{{19, 0, 300}, {13, 0, 300}, {19, 100, 100}} {
		g := threeMoves(t, tc.size)
		// Without the opening rule, which keeps the tree to the empty corner.
		with := rootPriorsWith(t, g, g.ToMove(), Options{PriorLearned: tc.weight, Without: Opening})
		without := rootPriorsWith(t, g, g.ToMove(), Options{Without: PriorLearned | Opening})
		var mass float64
		some, none := 0, 0
		for p, v := range with {
			if p == engine.Pass {
				continue
			}
			dv, dw := v[0]-without[p][0], v[1]-without[p][1]
			if math.Abs(float64(dv-dw)) > 1e-3 {
				t.Errorf("%dx%d: %v gets %v learned visits but %v won, want all won", tc.size, tc.size, p, dv, dw)
			}
			if dv == 0 {
				none++
				continue
			}
			some++
			prob := float64(dv/tc.want) * float64(dv/tc.want)
			if prob < minSqrtProb*0.999 || prob > 1 {
				t.Errorf("%dx%d: %v gets %v learned visits, a probability of %v", tc.size, tc.size, p, dv, prob)
			}
			mass += prob
		}
		// Most of the probability is in the moves above the cut-off, and
		// none of it is counted twice.
		if mass < 0.5 || mass > 1.0001 {
			t.Errorf("%dx%d: the moves with learned visits hold %v of the probability, want most of it", tc.size, tc.size, mass)
		}
		if some < 10 || none == 0 {
			t.Errorf("%dx%d: %d moves with learned visits and %d without, want many of each", tc.size, tc.size, some, none)
		}
		n := tc.size
		hoshi, edge := engine.Pt(n-4, 3), engine.Pt(n-1, n/2) // an empty corner's 4-4, a first-line point
		if d, e := with[hoshi][0]-without[hoshi][0], with[edge][0]-without[edge][0]; d <= e {
			t.Errorf("%dx%d: the empty corner's 4-4 point gets %v learned visits, a first-line point %v", n, n, d, e)
		}
	}
}

// threeMoves returns a game on a size by size board after three opening
// moves, with one corner left empty.
func threeMoves(t *testing.T, size int) *engine.Game {
	t.Helper()
	g, _ := engine.NewGame(size, size, engine.Chinese())
	for _, mv := range []engine.Point{engine.Pt(2, 2), engine.Pt(size-3, size-4), engine.Pt(3, size-3)} {
		if err := g.Play(engine.Move{Color: g.ToMove(), Point: mv}); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestWeakLevelsKeepTheirPrior: levels 1 to 5 keep the learned prior's
// weight their ladder was measured with; the strong ones take the board's.
func TestWeakLevelsKeepTheirPrior(t *testing.T) {
	for n := 1; n <= Levels; n++ {
		o, err := Level(n)
		if err != nil {
			t.Fatal(err)
		}
		want := 0.0
		if n <= 5 {
			want = 20
		}
		if o.PriorLearned != want {
			t.Errorf("level %d: learned prior %v, want %v", n, o.PriorLearned, want)
		}
	}
}
