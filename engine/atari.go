package engine

import "slices"

// CapturesAround returns, appended to buf, the moves that capture one of the
// opponent's chains in atari next to the chain at p: the last liberty of
// each such chain, once each, in the order the chain's stones and their
// neighbours are met. They are how a chain gains liberties other than by
// extending. It returns buf unchanged when p holds no stone.
func (b *Board) CapturesAround(p Point, buf []Point) []Point {
	c := b.At(p)
	if c != Black && c != White {
		return buf
	}
	start := len(buf)
	s := p
	for {
		for _, n := range Adjacent(s) {
			if b.At(n) != c.Opponent() {
				continue
			}
			if l, atari := b.InAtari(n); atari && !slices.Contains(buf[start:], l) {
				buf = append(buf, l)
			}
		}
		if s = b.next[s]; s == p {
			return buf
		}
	}
}

// Rescues returns, appended to buf, the moves that save the chain at p, in
// atari, from being taken at once: the captures next to it (CapturesAround)
// and then its own last liberty, each kept only when it is legal for the
// chain's colour and leaves the chain with two liberties or more. It returns
// buf unchanged when the chain is not in atari. Whether a saved chain can be
// put back in atari and caught all the same, as in a ladder, is left to the
// caller's reading.
func (b *Board) Rescues(p Point, buf []Point) []Point {
	lib, atari := b.InAtari(p)
	if !atari {
		return buf
	}
	c := b.At(p)
	start := len(buf)
	buf = b.CapturesAround(p, buf)
	if !slices.Contains(buf[start:], lib) {
		buf = append(buf, lib)
	}
	after := b.Clone()
	kept := start
	for _, m := range buf[start:] {
		after.CopyFrom(b)
		if _, err := after.Play(c, m); err != nil || after.At(p) != c || after.Liberties(p, 2) < 2 {
			continue
		}
		buf[kept] = m
		kept++
	}
	return buf[:kept]
}
