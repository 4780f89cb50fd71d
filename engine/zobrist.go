package engine

// zobrist holds one random key per colour and cell. It is filled once at start
// from a fixed seed and never written again, so hashes are stable across runs.
var zobrist [3][maxCells]uint64

// zobristBlackToMove is mixed into a position's hash when Black is to move,
// which makes the hash situational.
var zobristBlackToMove uint64

func init() {
	s := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 {
		s += 0x9e3779b97f4a7c15
		z := s
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	for c := 1; c <= 2; c++ {
		for p := range zobrist[c] {
			zobrist[c][p] = next()
		}
	}
	zobristBlackToMove = next()
}

// SituationHash returns a position hash that also says who is to move, as
// situational superko needs.
func SituationHash(stones uint64, toMove Color) uint64 {
	if toMove == Black {
		return stones ^ zobristBlackToMove
	}
	return stones
}

// StoneKey returns the Zobrist key of a stone of colour c at p: Board.Hash
// is the exclusive or of the keys of the board's stones, so the stones of a
// part of the board (a corner, seen in any orientation) hash the same way.
// It is 0 for a colour other than Black or White, and for Pass, Resign and
// a point off every board.
func StoneKey(c Color, p Point) uint64 {
	x, y := p.XY()
	if c != Black && c != White || p < 0 || x < 0 || y < 0 || x >= MaxSize || y >= MaxSize {
		return 0
	}
	return zobrist[c][p]
}
