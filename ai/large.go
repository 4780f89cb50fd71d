package ai

import "github.com/torreya/torreya/engine"

// The large pattern of a move: the twelve points within two lines of it, the
// 3x3 ring and the four points two away along the lines, each empty, the
// mover's, the opponent's or off the board. Shapes such as the one-space
// jump and the keima's support show there and not in the 3x3 ring. The
// learned table keeps a gamma for each large pattern the records play often
// enough (FeatureLarge); the others share one.

// diamond lists the large pattern's points as offsets, in code order: the
// ring first, so that the low 16 bits are patternCode's.
var diamond = [12][2]int{
	{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1},
	{0, -2}, {-2, 0}, {2, 0}, {0, 2},
}

// diamondSymmetries[s][i] is where diamond point i goes under symmetry s.
var diamondSymmetries = permutations(diamond[:])

// largeCode packs the colours of the large pattern around p, two bits each
// in diamond order, with c's stones as Black.
func largeCode(b *engine.Board, c engine.Color, p engine.Point) uint32 {
	x, y := p.XY()
	w, h := b.Width(), b.Height()
	var code uint32
	for i, o := range diamond {
		v := uint32(engine.Border)
		if qx, qy := x+o[0], y+o[1]; qx >= 0 && qy >= 0 && qx < w && qy < h {
			v = uint32(b.At(engine.Pt(qx, qy)))
		}
		code |= v << (2 * i)
	}
	if c == engine.White {
		lo, hi := code&0x555555, code>>1&0x555555
		diff := lo ^ hi
		code ^= diff | diff<<1
	}
	return code
}

// symmetricLarge returns code under symmetry s.
func symmetricLarge(code uint32, s int) uint32 {
	var x uint32
	for i, j := range diamondSymmetries[s] {
		x |= (code >> (2 * i) & 3) << (2 * j)
	}
	return x
}

// LargePattern returns the large pattern of c's move at p, the same for all
// eight of the board's symmetries (the smallest of their codes).
func LargePattern(b *engine.Board, c engine.Color, p engine.Point) uint32 {
	code := largeCode(b, c, p)
	best := code
	for s := 1; s < 8; s++ {
		best = min(best, symmetricLarge(code, s))
	}
	return best
}
