package engine

// A board keeps each cell's 3x3 neighbourhood as one number (Shape), so that
// the playouts' and the priors' 3x3 patterns are one lookup. place and
// remove keep it with every stone; rebuild computes it from the colours.

// shapeOffsets are the cells around a point in Shape's order: the row
// above from left to right, the left and right neighbours, the row below.
var shapeOffsets = [8]Point{-stride - 1, -stride, -stride + 1, -1, 1, stride - 1, stride, stride + 1}

// Shape returns the colours of the eight cells around p, two bits each
// (Empty 0, Black 1, White 2, Border 3) from the lowest bits up in the
// order of the row above from left to right, the left and right
// neighbours, and the row below: the 3x3 pattern with p at its centre, kept
// move by move. p must be a point of the board.
func (b *Board) Shape(p Point) uint16 { return b.shape[p] }

// reshape records in the shapes of the eight cells around p that p's colour
// changed by x (the old colour XOR the new one): p is the cell at offset i
// of the cell p-shapeOffsets[i], whose bits 2i and 2i+1 change. Written out
// rather than as a loop over shapeOffsets, which made the heavy playouts 2 %
// slower; checkInvariants compares the result with computeShape.
func (b *Board) reshape(p Point, x Color) {
	v := uint16(x)
	b.shape[p+stride+1] ^= v
	b.shape[p+stride] ^= v << 2
	b.shape[p+stride-1] ^= v << 4
	b.shape[p+1] ^= v << 6
	b.shape[p-1] ^= v << 8
	b.shape[p-stride+1] ^= v << 10
	b.shape[p-stride] ^= v << 12
	b.shape[p-stride-1] ^= v << 14
}

// computeShape returns p's 3x3 neighbourhood (Shape) from the colours.
func (b *Board) computeShape(p Point) uint16 {
	var code uint16
	for i, d := range shapeOffsets {
		code |= uint16(b.At(p+d)) << (2 * i)
	}
	return code
}
