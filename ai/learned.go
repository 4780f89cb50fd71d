package ai

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/torreya/torreya/engine"
)

// The learned priors: every move is a team of features, one value from each
// group below, and its strength is the product of their gammas (Coulom 2007,
// "Computing Elo ratings of move patterns in the game of Go"). The gammas are
// fitted to game records by cmd/torreya-train (make train) and embedded here.

// The feature groups of a move.
const (
	// FeaturePattern is the 3x3 neighbourhood with the mover's stones as
	// Black, reduced over the board's 8 symmetries (canonicalPattern).
	FeaturePattern = iota
	// FeatureCapture: 1 the move captures one stone, 2 more, 3 it captures
	// a chain next to a chain of the mover in atari.
	FeatureCapture
	// FeatureEscape: 1 the move extends a chain of the mover out of atari to
	// two liberties or more, 2 the extension only runs into a ladder.
	FeatureEscape
	// FeatureSelfAtari: 1 the move leaves its own stone alone in atari, 2 a
	// chain of two stones or more.
	FeatureSelfAtari
	// FeatureLast is the distance to the last move (moveDistance), 0 when
	// there is none.
	FeatureLast
	// FeatureLast2 is the distance to the mover's previous move.
	FeatureLast2
	// FeatureEdges is where the move stands against the edges: its lines
	// from the two nearer edges and the board's size class (edgesValue), so
	// that a 3-4 point in an empty corner is told from a third-line point
	// in the middle of a side.
	FeatureEdges
	// FeatureOwner is how often the playouts from the position end with
	// the point the mover's (Owners.Value): 1 almost never to ownerSteps
	// almost always, 0 when there is no map.
	FeatureOwner
	// FeatureAtari is what the move's atari on the opponent's chains next to
	// it is (atariValue): 0 none, then one stone or a chain of more that
	// can run, one stone or a chain of more caught in a ladder, and last an
	// atari on two chains at once.
	FeatureAtari
	// FeatureLarge is the move's large pattern of twelve points (size 0 of
	// LargePatterns): its place in the table's list of them (Gammas.Large)
	// counted from 1, or 0 for one not in the list. The LargeSizes-1 groups
	// after it are the same for the larger sizes.
	FeatureLarge

	// FeatureGroups is the number of groups.
	FeatureGroups = FeatureLarge + LargeSizes
)

// featureValues is the number of values of each group.
var featureValues = [FeatureGroups]int{1 << 16, 4, 3, 3, maxDistance + 1, maxDistance + 1, 64 * edgeClasses, ownerSteps + 1, atariValues, 1 << 16, 1 << 16, 1 << 16}

// FeatureValues returns the number of values group g takes (0 to n-1).
func FeatureValues(g int) int { return featureValues[g] }

// maxDistance caps moveDistance: farther moves are all alike.
const maxDistance = 17

// moveDistance is Coulom's distance between two points, dx+dy+max(dx,dy):
// 2 next to, 3 diagonal, 4 a one-space jump, 5 a knight's move, on to
// maxDistance and no farther. It is 0 when q is not a point.
func moveDistance(p, q engine.Point) uint16 {
	if q <= engine.Resign {
		return 0
	}
	px, py := p.XY()
	qx, qy := q.XY()
	dx, dy := abs(px-qx), abs(py-qy)
	return uint16(min(dx+dy+max(dx, dy), maxDistance))
}

// Features are a move's value in each feature group.
type Features [FeatureGroups]uint16

// Alternative is a move the search would consider, with its features and the
// prior the hand-made heuristics give it (visits and wins). Its large
// pattern features are 0: Large holds its large patterns, which a table's
// lists turn into the features' values (Gammas.LargeValue).
type Alternative struct {
	Point      engine.Point
	Features   Features
	Large      [LargeSizes]uint64
	HandVisits float32
	HandWins   float32
}

// Alternatives lists the moves c may play on b, other than a pass, with their
// features and hand-made priors as the search sees them with every
// heuristic on. last is the move before, last2 the one before that (Pass
// when there is none). It is for training and measuring the learned priors.
func Alternatives(b *engine.Board, c engine.Color, last, last2 engine.Point) []Alternative {
	w := new(playouter)
	s := &search{off: PriorLearned}
	var bonus [cells]uint8
	w.urgent(b, c, &bonus, true)
	var out []Alternative
	for _, p := range b.Empties() {
		if !b.Playable(c, p) {
			continue
		}
		libs, size := w.libsAfter(b, c, p, 2)
		pv, pw := s.handPrior(b, p, bonus[p], libs, last)
		f := w.features(b, c, p, libs, size, bonus[p], last, last2)
		f[FeaturePattern] = canonicalPattern(f[FeaturePattern])
		out = append(out, Alternative{Point: p, Features: f, Large: LargePatterns(b, c, p), HandVisits: pv, HandWins: pw})
	}
	return out
}

// features returns the features of c's move at the empty point p, given
// libsAfter's liberties (up to 2) and size for it and urgent's bonus, all
// but the large patterns'. The pattern is the mover-relative patternCode:
// Alternatives canonicalises it.
func (w *playouter) features(b *engine.Board, c engine.Color, p engine.Point, libs, size int, bonus uint8, last, last2 engine.Point) Features {
	var f Features
	f[FeaturePattern] = moverCode(patternCode(b, p), c)
	w.tactics(b, c, p, libs, size, bonus, &f)
	f[FeatureLast] = moveDistance(p, last)
	f[FeatureLast2] = moveDistance(p, last2)
	f[FeatureEdges] = edgesValue(b.Width(), b.Height(), p)
	return f
}

// EdgeLines caps the lines FeatureEdges tells apart: the seventh line and
// above are alike.
const EdgeLines = 7

// edgeClasses is the number of board size classes FeatureEdges tells apart.
const edgeClasses = 3

// EdgesFeature is the FeatureEdges value of a point on a board of size
// class (0 up to 9 lines, 1 up to 13, 2 larger) whose lines from the two
// nearer edges are near <= far, each from 1 (the first line) to EdgeLines.
func EdgesFeature(class, near, far int) uint16 { return uint16(64*class + 8*near + far) }

// edgeLinesOf returns p's lines from the nearer edge across and the nearer
// edge up and down on a board w by h, from 1 (the first line).
func edgeLinesOf(w, h int, p engine.Point) (lx, ly int) {
	x, y := p.XY()
	return min(x, w-1-x) + 1, min(y, h-1-y) + 1
}

// edgesValue is the FeatureEdges value of p on a board w by h. Board sizes
// count because the same point means other things on them: the fifth
// lines meet at the centre of 9x9 and near a corner of 19x19.
func edgesValue(w, h int, p engine.Point) uint16 {
	lx, ly := edgeLinesOf(w, h, p)
	lx, ly = min(lx, EdgeLines), min(ly, EdgeLines)
	class := 0
	switch n := max(w, h); {
	case n > 13:
		class = 2
	case n > 9:
		class = 1
	}
	return EdgesFeature(class, min(lx, ly), max(lx, ly))
}

// tactics fills in the capture, escape and self-atari features.
func (w *playouter) tactics(b *engine.Board, c engine.Color, p engine.Point, libs, size int, bonus uint8, f *Features) {
	captured := 0
	saves := false
	opp := c.Opponent()
	adj := engine.Adjacent(p)
	for i, n := range adj {
		if b.At(n) != opp {
			continue
		}
		if l, one := b.InAtari(n); !one || l != p {
			continue
		}
		h := b.ChainHead(n)
		seen := false
		for _, m := range adj[:i] {
			seen = seen || (b.At(m) == opp && b.ChainHead(m) == h)
		}
		if !seen {
			captured += b.ChainSize(n)
			saves = saves || savesBy(b, c, n)
		}
	}
	switch {
	case saves:
		f[FeatureCapture] = 3
	case captured > 1:
		f[FeatureCapture] = 2
	case captured == 1:
		f[FeatureCapture] = 1
	}
	switch {
	case bonus == markLadderRun:
		f[FeatureEscape] = 2
	case libs >= 2 && captured == 0 && w.extendsFromAtari(b, c, p):
		f[FeatureEscape] = 1
	}
	if libs < 2 {
		f[FeatureSelfAtari] = 1
		if size > 1 {
			f[FeatureSelfAtari] = 2
		}
	}
	f[FeatureAtari] = atariValue(b, c, p, bonus)
}

// FeatureAtari's values.
const (
	atariNone       = iota
	atariOne        // one stone, which can run
	atariMany       // a chain of more, which can run
	atariLadderOne  // one stone, caught in a ladder (markLadderOne)
	atariLadderMany // a chain of more, caught in a ladder (markLadderMany)
	atariDouble     // two chains at once
	atariValues
)

// atariValue is FeatureAtari's value of c's move at p, given urgent's bonus
// there: whether it takes an opponent's chain next to p from two liberties
// to one, which chain, and whether a ladder catches it.
func atariValue(b *engine.Board, c engine.Color, p engine.Point, bonus uint8) uint16 {
	opp := c.Opponent()
	var heads [4]engine.Point
	n, many := 0, false
	for _, a := range engine.Adjacent(p) {
		if b.At(a) != opp {
			continue
		}
		h := b.ChainHead(a)
		if slices.Contains(heads[:n], h) || b.Liberties(a, 3) != 2 {
			continue
		}
		heads[n] = h
		n++
		many = many || b.ChainSize(a) > 1
	}
	switch {
	case n == 0:
		return atariNone
	case n > 1:
		return atariDouble
	case bonus == markLadderOne:
		return atariLadderOne
	case bonus == markLadderMany:
		return atariLadderMany
	case many:
		return atariMany
	}
	return atariOne
}

// savesBy reports whether capturing the chain at q saves a chain of c in atari.
func savesBy(b *engine.Board, c engine.Color, q engine.Point) bool {
	s := q
	for {
		for _, a := range engine.Adjacent(s) {
			if b.At(a) == c {
				if _, one := b.InAtari(a); one {
					return true
				}
			}
		}
		if s = b.NextInChain(s); s == q {
			return false
		}
	}
}

// extendsFromAtari reports whether p is the last liberty of a chain of c.
func (w *playouter) extendsFromAtari(b *engine.Board, c engine.Color, p engine.Point) bool {
	for _, n := range engine.Adjacent(p) {
		if b.At(n) == c {
			if l, one := b.InAtari(n); one && l == p {
				return true
			}
		}
	}
	return false
}

// moverCode turns a patternCode into one with c's stones as Black.
func moverCode(code uint16, c engine.Color) uint16 {
	if c != engine.White {
		return code
	}
	// Swap every 2-bit field that holds Black (01) or White (10).
	lo, hi := code&0x5555, code>>1&0x5555
	diff := lo ^ hi
	return code ^ (diff | diff<<1)
}

// symmetries[s][i] is where ring position i goes under symmetry s.
var symmetries = permutations(ring[:])

// permutations returns, for each of the board's 8 symmetries, where each of
// the offsets pts goes under it: an index into pts, which must hold every
// offset's images.
func permutations(pts [][2]int) [8][]int {
	var t [8][]int
	for s := range t {
		t[s] = make([]int, len(pts))
		for i, o := range pts {
			x, y := symmetric(s, o[0], o[1])
			t[s][i] = slices.Index(pts, [2]int{x, y})
		}
	}
	return t
}

// canonicalPattern returns the smallest of the 8 codes a neighbourhood
// takes under the board's symmetries, so that one gamma stands for all.
func canonicalPattern(code uint16) uint16 {
	best := code
	for s := 1; s < 8; s++ {
		var x uint16
		for i, j := range symmetries[s] {
			x |= (code >> (2 * i) & 3) << (2 * j)
		}
		best = min(best, x)
	}
	return best
}

// Gammas are the strengths of the feature values, 1 for a value never fitted.
type Gammas struct {
	G [FeatureGroups][]float32
	// Large[k] lists the large patterns of size k with a value of their
	// own in group FeatureLarge+k, rising: Large[k][i] has the value i+1.
	Large [LargeSizes][]uint64
}

// NewGammas returns gammas of 1 for every value and no large patterns.
func NewGammas() *Gammas {
	g := new(Gammas)
	for i := range g.G {
		g.G[i] = make([]float32, featureValues[i])
		for j := range g.G[i] {
			g.G[i][j] = 1
		}
	}
	return g
}

// Strength returns the product of the gammas of f's values.
func (g *Gammas) Strength(f Features) float64 {
	s := 1.0
	for i, v := range f {
		s *= float64(g.G[i][v])
	}
	return s
}

// LargeValue returns the value in group FeatureLarge+k of the large pattern
// of size k code: its place in Large[k] from 1, or 0.
func (g *Gammas) LargeValue(k int, code uint64) uint16 {
	i, ok := slices.BinarySearch(g.Large[k], code)
	if !ok {
		return 0
	}
	return uint16(i + 1)
}

// The table's file: gammasMagic, gammasVersion, then for each feature group
// in order a little-endian uint32 count of entries and that many entries of
// a uint16 value and a float32 gamma, values rising, and last for each size
// of large pattern a uint32 count of listed patterns and their uint64 codes,
// rising. A value without an entry has a gamma of 1.
const (
	gammasMagic   = "TGAM"
	gammasVersion = 6
)

// MarshalBinary writes the gammas in the table's format: the values whose
// gamma is not 1, in order, so equal gammas make equal files.
func (g *Gammas) MarshalBinary() ([]byte, error) {
	for k, list := range g.Large {
		if len(list) >= featureValues[FeatureLarge+k] {
			return nil, fmt.Errorf("ai: %d large patterns of size %d, more than %d", len(list), k, featureValues[FeatureLarge+k]-1)
		}
	}
	out := append([]byte(gammasMagic), gammasVersion)
	for i := range g.G {
		n := 0
		for _, x := range g.G[i] {
			if x != 1 {
				n++
			}
		}
		out = binary.LittleEndian.AppendUint32(out, uint32(n))
		for v, x := range g.G[i] {
			if x != 1 {
				out = binary.LittleEndian.AppendUint16(out, uint16(v))
				out = binary.LittleEndian.AppendUint32(out, math.Float32bits(x))
			}
		}
	}
	for _, list := range g.Large {
		out = binary.LittleEndian.AppendUint32(out, uint32(len(list)))
		for _, code := range list {
			out = binary.LittleEndian.AppendUint64(out, code)
		}
	}
	return out, nil
}

// errGammas is the error for a table that is not in the format.
var errGammas = errors.New("ai: not a gammas table")

// UnmarshalBinary reads gammas that MarshalBinary wrote.
func (g *Gammas) UnmarshalBinary(data []byte) error {
	if len(data) < len(gammasMagic)+1 || string(data[:len(gammasMagic)]) != gammasMagic {
		return errGammas
	}
	if v := data[len(gammasMagic)]; v != gammasVersion {
		return fmt.Errorf("%w: version %d, not %d", errGammas, v, gammasVersion)
	}
	data = data[len(gammasMagic)+1:]
	fresh := NewGammas()
	for i := range fresh.G {
		if len(data) < 4 {
			return fmt.Errorf("%w: group %d is cut short", errGammas, i)
		}
		n := int(binary.LittleEndian.Uint32(data))
		data = data[4:]
		if n > featureValues[i] || len(data) < 6*n {
			return fmt.Errorf("%w: group %d is cut short", errGammas, i)
		}
		for k := 0; k < n; k++ {
			v := int(binary.LittleEndian.Uint16(data))
			x := math.Float32frombits(binary.LittleEndian.Uint32(data[2:]))
			data = data[6:]
			if v >= featureValues[i] {
				return fmt.Errorf("%w: group %d has no value %d", errGammas, i, v)
			}
			if !(x > 0) || math.IsInf(float64(x), 0) {
				return fmt.Errorf("%w: group %d value %d has gamma %v", errGammas, i, v, x)
			}
			fresh.G[i][v] = x
		}
	}
	for k := range fresh.Large {
		if len(data) < 4 {
			return fmt.Errorf("%w: the large patterns are cut short", errGammas)
		}
		n := int(binary.LittleEndian.Uint32(data))
		data = data[4:]
		if n >= featureValues[FeatureLarge+k] || len(data) < 8*n {
			return fmt.Errorf("%w: the large patterns are cut short", errGammas)
		}
		list := make([]uint64, n)
		for i := range list {
			list[i] = binary.LittleEndian.Uint64(data)
			data = data[8:]
			if i > 0 && list[i] <= list[i-1] {
				return fmt.Errorf("%w: the large patterns of size %d are out of order", errGammas, k)
			}
		}
		for v, x := range fresh.G[FeatureLarge+k] {
			if v > n && x != 1 {
				return fmt.Errorf("%w: large pattern %d of size %d has a gamma but there are %d", errGammas, v, k, n)
			}
		}
		fresh.Large[k] = list
	}
	if len(data) != 0 {
		return fmt.Errorf("%w: %d bytes after the large patterns", errGammas, len(data))
	}
	*g = *fresh
	return nil
}

//go:embed gammas.bin
var gammasFile []byte

// learnedTable returns the embedded table laid out for the search: the
// pattern gammas by mover-relative patternCode, the others as in Gammas. It
// is built when a search first asks (4 ms and 256 kB the desktop program
// does not spend at start) and only read after.
var learnedTable = sync.OnceValues(func() (*learned, error) { return newLearned(gammasFile) })

type learned struct {
	pattern [1 << 16]float32
	// large[k] holds the gamma of each listed large pattern of size k under
	// every symmetry, by its mover-relative code (largeCode under
	// largeMask[k]); other[k] is the unlisted ones'.
	large [LargeSizes]map[uint64]float32
	other [LargeSizes]float32
	g     *Gammas
}

func newLearned(data []byte) (*learned, error) {
	g := new(Gammas)
	if err := g.UnmarshalBinary(data); err != nil {
		return nil, err
	}
	l := &learned{g: g}
	for code := range l.pattern {
		l.pattern[code] = g.G[FeaturePattern][canonicalPattern(uint16(code))]
	}
	for k, list := range g.Large {
		gam := g.G[FeatureLarge+k]
		l.large[k] = make(map[uint64]float32, 8*len(list))
		l.other[k] = gam[0]
		for i, code := range list {
			for s := 0; s < 8; s++ {
				l.large[k][symmetricLarge(code, k, s)] = gam[i+1]
			}
		}
	}
	return l, nil
}

// strength returns the gamma of c's move at p (see features), with the
// owner feature's value from own (none when nil), and without the atari
// feature's when off has PriorAtari.
func (l *learned) strength(w *playouter, b *engine.Board, c engine.Color, p engine.Point, libs, size int, bonus uint8, last, last2 engine.Point, own *Owners, off Heuristic) float32 {
	f := w.features(b, c, p, libs, size, bonus, last, last2)
	f[FeatureOwner] = own.Value(c, p)
	if off.Has(PriorAtari) {
		f[FeatureAtari] = atariNone
	}
	x := l.pattern[f[FeaturePattern]]
	for i := FeaturePattern + 1; i < FeatureLarge; i++ {
		x *= l.g.G[i][f[i]]
	}
	code := largeCode(b, c, p)
	for k, m := range l.large {
		if y, ok := m[code&largeMask[k]]; ok {
			x *= y
		} else {
			x *= l.other[k]
		}
	}
	return x
}
