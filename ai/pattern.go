package ai

import "github.com/torreya/torreya/engine"

// cells is the size of the engine's padded board: every Point is below it.
const cells = (engine.MaxSize+2)*(engine.MaxSize+1) + 1

// The 3x3 shapes around an empty point that make a good move there, in the
// notation of the MoGo paper (Gelly, Wang, Munos, Teytaud, 2006) as michi
// writes them: X and O are the two colours (either may be the one to play),
// '.' empty, 'x' anything but X, 'o' anything but O, '?' anything, ' ' off
// the board. The centre is the move. Rotations, reflections and the colour
// swap are added when the table is built.
var patternSources = [][3]string{
	{"XOX", "...", "???"}, // hane enclosing
	{"XO.", "...", "?.?"}, // hane, no cut
	{"XO?", "X..", "x.?"}, // magari
	{".O.", "X..", "..."}, // katatsuke, diagonal attachment
	{"XO?", "O.o", "?o?"}, // unprotected cut
	{"XO?", "O.X", "???"}, // peeped cut
	{"?X?", "O.O", "ooo"}, // cut through
	{"OX?", "o.O", "???"}, // keima cut
	{"X.?", "O.?", "   "}, // edge: chase
	{"OX?", "X.O", "   "}, // edge: block the side cut
	{"?X?", "x.O", "   "}, // edge: block the connection along the side
	{"?XO", "x.x", "   "}, // edge: sagari
	{"?OX", "X.O", "   "}, // edge: cut
}

// patternTable[code] is true when the neighbourhood with that code (see
// patternCode) matches one of the shapes. It is built once and only read.
var patternTable = buildPatterns()

// neighbourhood offsets in patternCode order: the row above left to right,
// the left and right neighbours, the row below.
var ring = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// patternCode packs the colours of p's eight neighbours, two bits each in ring
// order (Empty 0, Black 1, White 2, Border 3, the engine's own values): the
// board keeps it (engine.Board.Shape).
func patternCode(b *engine.Board, p engine.Point) uint16 { return b.Shape(p) }

func buildPatterns() *[1 << 16]bool {
	t := new([1 << 16]bool)
	for _, src := range patternSources {
		var grid [3][3]byte
		for y := 0; y < 3; y++ {
			for x := 0; x < 3; x++ {
				grid[y][x] = src[y][x]
			}
		}
		for sym := 0; sym < 8; sym++ {
			for swap := 0; swap < 2; swap++ {
				var allowed [8][]engine.Color
				for i, o := range ring {
					x, y := symmetric(sym, o[0], o[1])
					allowed[i] = patternColors(grid[y+1][x+1], swap == 1)
				}
				expandPattern(t, &allowed, 0, 0)
			}
		}
	}
	return t
}

// symmetric returns the offset (x, y) under symmetry sym, one of the
// board's 8: bit 4 transposes, then bit 1 flips x and bit 2 flips y.
func symmetric(sym, x, y int) (int, int) {
	if sym&4 != 0 {
		x, y = y, x
	}
	if sym&1 != 0 {
		x = -x
	}
	if sym&2 != 0 {
		y = -y
	}
	return x, y
}

// patternColors lists the colours a pattern character stands for.
func patternColors(ch byte, swap bool) []engine.Color {
	x, o := engine.Black, engine.White
	if swap {
		x, o = o, x
	}
	switch ch {
	case 'X':
		return []engine.Color{x}
	case 'O':
		return []engine.Color{o}
	case '.':
		return []engine.Color{engine.Empty}
	case 'x':
		return []engine.Color{engine.Empty, o, engine.Border}
	case 'o':
		return []engine.Color{engine.Empty, x, engine.Border}
	case ' ':
		return []engine.Color{engine.Border}
	}
	return []engine.Color{engine.Empty, x, o, engine.Border}
}

func expandPattern(t *[1 << 16]bool, allowed *[8][]engine.Color, i int, code uint16) {
	if i == 8 {
		t[code] = true
		return
	}
	for _, c := range allowed[i] {
		expandPattern(t, allowed, i+1, code|uint16(c)<<(2*i))
	}
}

// matchesPattern reports whether the empty point p has a good 3x3 shape.
func matchesPattern(b *engine.Board, p engine.Point) bool {
	return patternTable[patternCode(b, p)]
}
