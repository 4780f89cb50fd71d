package ai

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
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
	// FeatureLine is the line from the nearest edge, 1 to 5 (5 for the
	// fifth line and above).
	FeatureLine

	// FeatureGroups is the number of groups.
	FeatureGroups
)

// featureValues is the number of values of each group.
var featureValues = [FeatureGroups]int{1 << 16, 4, 3, 3, maxDistance + 1, maxDistance + 1, 6}

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
// prior the hand-made heuristics give it (visits and wins).
type Alternative struct {
	Point      engine.Point
	Features   Features
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
		if !playable(b, c, p) {
			continue
		}
		libs, size := w.libsAfter(b, c, p, 2)
		pv, pw := s.handPrior(b, p, bonus[p], libs, last)
		f := w.features(b, c, p, libs, size, bonus[p], last, last2)
		f[FeaturePattern] = canonicalPattern(f[FeaturePattern])
		out = append(out, Alternative{Point: p, Features: f, HandVisits: pv, HandWins: pw})
	}
	return out
}

// features returns the features of c's move at the empty point p, given
// libsAfter's liberties (up to 2) and size for it and urgent's bonus. The
// pattern is the mover-relative patternCode: features canonicalises it.
func (w *playouter) features(b *engine.Board, c engine.Color, p engine.Point, libs, size int, bonus uint8, last, last2 engine.Point) Features {
	var f Features
	f[FeaturePattern] = moverCode(patternCode(b, p), c)
	w.tactics(b, c, p, libs, size, bonus, &f)
	f[FeatureLast] = moveDistance(p, last)
	f[FeatureLast2] = moveDistance(p, last2)
	x, y := p.XY()
	f[FeatureLine] = uint16(min(x, y, b.Width()-1-x, b.Height()-1-y, 4) + 1)
	return f
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
	case bonus == 3:
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
var symmetries = buildSymmetries()

func buildSymmetries() [8][8]int {
	var t [8][8]int
	for s := 0; s < 8; s++ {
		for i, o := range ring {
			x, y := symmetric(s, o[0], o[1])
			for j, q := range ring {
				if q == [2]int{x, y} {
					t[s][i] = j
				}
			}
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
type Gammas [FeatureGroups][]float32

// NewGammas returns gammas of 1 for every value.
func NewGammas() *Gammas {
	g := new(Gammas)
	for i := range g {
		g[i] = make([]float32, featureValues[i])
		for j := range g[i] {
			g[i][j] = 1
		}
	}
	return g
}

// Strength returns the product of the gammas of f's values.
func (g *Gammas) Strength(f Features) float64 {
	s := 1.0
	for i, v := range f {
		s *= float64(g[i][v])
	}
	return s
}

// The table's file: gammasMagic, gammasVersion, then for each feature group
// in order a little-endian uint32 count of entries and that many entries of
// a uint16 value and a float32 gamma, values rising. A value without an
// entry has a gamma of 1.
const (
	gammasMagic   = "TGAM"
	gammasVersion = 1
)

// MarshalBinary writes the gammas in the table's format: the values whose
// gamma is not 1, in order, so equal gammas make equal files.
func (g *Gammas) MarshalBinary() ([]byte, error) {
	out := append([]byte(gammasMagic), gammasVersion)
	for i := range g {
		n := 0
		for _, x := range g[i] {
			if x != 1 {
				n++
			}
		}
		out = binary.LittleEndian.AppendUint32(out, uint32(n))
		for v, x := range g[i] {
			if x != 1 {
				out = binary.LittleEndian.AppendUint16(out, uint16(v))
				out = binary.LittleEndian.AppendUint32(out, math.Float32bits(x))
			}
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
	for i := range fresh {
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
			fresh[i][v] = x
		}
	}
	if len(data) != 0 {
		return fmt.Errorf("%w: %d bytes after the last group", errGammas, len(data))
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
	g       *Gammas
}

func newLearned(data []byte) (*learned, error) {
	g := new(Gammas)
	if err := g.UnmarshalBinary(data); err != nil {
		return nil, err
	}
	l := &learned{g: g}
	for code := range l.pattern {
		l.pattern[code] = g[FeaturePattern][canonicalPattern(uint16(code))]
	}
	return l, nil
}

// strength returns the gamma of c's move at p (see features).
func (l *learned) strength(w *playouter, b *engine.Board, c engine.Color, p engine.Point, libs, size int, bonus uint8, last, last2 engine.Point) float32 {
	f := w.features(b, c, p, libs, size, bonus, last, last2)
	x := l.pattern[f[FeaturePattern]]
	for i := FeaturePattern + 1; i < FeatureGroups; i++ {
		x *= l.g[i][f[i]]
	}
	return x
}
