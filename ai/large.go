package ai

import "github.com/torreya/torreya/engine"

// The large patterns of a move, at three sizes, each holding the one before:
// the twelve points within two lines of it (the 3x3 ring and the four points
// two away along the lines), then twenty (the knight's-move points added),
// then twenty-eight (the rest of the 5x5 square and the four points three
// away along the lines), each point empty, the mover's, the opponent's or off
// the board. Shapes such as the one-space jump and the keima's support show
// in the first and not in the 3x3 ring; the larger ones see a corner's
// enclosure or a side's extension whole. The learned table keeps a gamma for
// each large pattern of each size that the records play often enough
// (FeatureLarge and the two after it); the others of a size share one.

// LargeSizes is the number of sizes of large pattern.
const LargeSizes = 3

// largePoints lists the large patterns' points as offsets, in code order:
// the ring first, so that the low 16 bits of a code are patternCode's, and
// each size's points before the next size's.
var largePoints = [28][2]int{
	{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1},
	{0, -2}, {-2, 0}, {2, 0}, {0, 2},
	{-1, -2}, {1, -2}, {-2, -1}, {2, -1}, {-2, 1}, {2, 1}, {-1, 2}, {1, 2},
	{-2, -2}, {2, -2}, {-2, 2}, {2, 2}, {0, -3}, {-3, 0}, {3, 0}, {0, 3},
}

// largeCount[k] is how many of largePoints the patterns of size k hold.
var largeCount = [LargeSizes]int{12, 20, 28}

// largeMask[k] keeps the bits of a code that belong to size k: two for each
// of its points.
var largeMask = func() (m [LargeSizes]uint64) {
	for k, n := range largeCount {
		m[k] = 1<<(2*n) - 1
	}
	return m
}()

// largeSymmetries[k][s] is where each point of size k goes under symmetry s.
var largeSymmetries = func() (t [LargeSizes][8][]int) {
	for k, n := range largeCount {
		t[k] = permutations(largePoints[:n])
	}
	return t
}()

// largeCode packs the colours of the 28 points around p, two bits each in
// largePoints order, with c's stones as Black; the code of size k is its bits
// under largeMask[k].
func largeCode(b *engine.Board, c engine.Color, p engine.Point) uint64 {
	x, y := p.XY()
	w, h := b.Width(), b.Height()
	var code uint64
	for i, o := range largePoints {
		v := uint64(engine.Border)
		if qx, qy := x+o[0], y+o[1]; qx >= 0 && qy >= 0 && qx < w && qy < h {
			v = uint64(b.At(engine.Pt(qx, qy)))
		}
		code |= v << (2 * i)
	}
	if c == engine.White {
		const ones = 0x55555555555555 // the low bit of each of 28 fields
		lo, hi := code&ones, code>>1&ones
		diff := lo ^ hi
		code ^= diff | diff<<1
	}
	return code
}

// symmetricLarge returns the code of size k under symmetry s.
func symmetricLarge(code uint64, k, s int) uint64 {
	var x uint64
	for i, j := range largeSymmetries[k][s] {
		x |= (code >> (2 * i) & 3) << (2 * j)
	}
	return x
}

// LargePatterns returns the large patterns of c's move at p, one for each
// size, each the same for all eight of the board's symmetries (the smallest
// of their codes).
func LargePatterns(b *engine.Board, c engine.Color, p engine.Point) [LargeSizes]uint64 {
	code := largeCode(b, c, p)
	var out [LargeSizes]uint64
	for k := range out {
		x := code & largeMask[k]
		best := x
		for s := 1; s < 8; s++ {
			best = min(best, symmetricLarge(x, k, s))
		}
		out[k] = best
	}
	return out
}
