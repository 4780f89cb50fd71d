package engine

import "math/bits"

// The liberty sets' layout: bit i of a set stands for the cell libBase+i, and
// libCells cells reach from the first point of the largest board to its last.
const (
	libBase  = stride + 1
	libCells = (MaxSize-1)*stride + MaxSize
	libWords = (libCells + 63) / 64
)

// LibertySets holds, for a Board that keeps them (Board.UseLibertySets), each
// chain's distinct liberties as a bit set: the number of liberties, and which
// they are, then take a few word operations and no walk along the chain. The
// heavy playouts ask for them at nearly every move.
//
// A set is a row of lw words, one bit a cell from the board's first point,
// found at its chain head's index (Board.libRow). Rows of points that are not
// chain heads hold leftovers. Its zero value is ready for use.
type LibertySets struct {
	lw   int             // words a set has on the board that uses it
	w, h int             // that board's size, for which row is laid out
	row  [maxCells]int16 // where each point's set starts in rows
	rows [MaxSize * MaxSize * libWords]uint64
}

// UseLibertySets makes b keep its chains' liberty sets in ls, starting from
// its present position, and nil stops it. The sets belong to b from then on:
// Clone and CopyFrom give no other board these sets, and CopyFrom fills b's
// own sets for the position copied.
func (b *Board) UseLibertySets(ls *LibertySets) {
	b.ls = ls
	if ls != nil {
		b.rebuildSets()
	}
}

// libWordsFor returns the words a liberty set needs on a board w by h.
func libWordsFor(w, h int) int { return ((h-1)*stride + w + 63) / 64 }

// libRow returns where the liberty set of the chain headed by h starts in
// the rows.
func (b *Board) libRow(h Point) int { return int(b.ls.row[h]) }

// resize lays the rows out for a board w by h: the points are numbered row
// by row from the top left, and each has lw words from its number times lw.
// All the sets are empty after it.
func (ls *LibertySets) resize(w, h int) {
	if ls.w != w || ls.h != h {
		ls.w, ls.h, ls.lw = w, h, libWordsFor(w, h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				ls.row[Pt(x, y)] = int16((y*w + x) * ls.lw)
			}
		}
	}
	clear(ls.rows[:w*h*ls.lw])
}

// rebuildSets computes every chain's liberty set from the stones.
func (b *Board) rebuildSets() {
	ls := b.ls
	ls.resize(b.w, b.h)
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := Pt(x, y)
			if c := b.color[p]; c != Black && c != White {
				continue
			}
			r := b.libRow(b.head[p])
			for _, d := range dirs {
				if b.color[p+d] == Empty {
					ls.set(r, p+d)
				}
			}
		}
	}
}

// copyFrom copies the sets of another board's.
func (ls *LibertySets) copyFrom(src *LibertySets) {
	if ls.w != src.w || ls.h != src.h {
		ls.w, ls.h, ls.lw = src.w, src.h, src.lw
		ls.row = src.row
	}
	n := src.w * src.h * src.lw
	copy(ls.rows[:n], src.rows[:n])
}

// clearRow empties the set at r.
func (ls *LibertySets) clearRow(r int) { clear(ls.rows[r : r+ls.lw]) }

// set adds the point l to the set at r.
func (ls *LibertySets) set(r int, l Point) {
	i := int(l - libBase)
	ls.rows[r+i>>6] |= 1 << (i & 63)
}

// unset takes the point l out of the set at r.
func (ls *LibertySets) unset(r int, l Point) {
	i := int(l - libBase)
	ls.rows[r+i>>6] &^= 1 << (i & 63)
}

// or adds the set at src to the set at dst.
func (ls *LibertySets) or(dst, src int) {
	d, s := ls.rows[dst:dst+ls.lw], ls.rows[src:src+ls.lw]
	for k := range d {
		d[k] |= s[k]
	}
}

// count returns the number of points in the set at r.
func (ls *LibertySets) count(r int) int {
	n := 0
	for _, x := range ls.rows[r : r+ls.lw] {
		n += bits.OnesCount64(x)
	}
	return n
}

// points appends the points of the set at r to buf in increasing order.
func (ls *LibertySets) points(r int, buf []Point) []Point {
	for i, x := range ls.rows[r : r+ls.lw] {
		for x != 0 {
			buf = append(buf, libBase+Point(i*64+bits.TrailingZeros64(x)))
			x &= x - 1
		}
	}
	return buf
}

// joined returns the number of points in the union of the sets at rows and
// the empty neighbours of p, less p itself: the liberties of the chain a
// stone at p would join (Board.JoinedLiberties).
func (ls *LibertySets) joined(b *Board, p Point, rows []int) int {
	var buf [libWords]uint64
	acc := buf[:ls.lw]
	for _, r := range rows {
		for k, x := range ls.rows[r : r+ls.lw] {
			acc[k] |= x
		}
	}
	for _, d := range dirs {
		if n := p + d; b.color[n] == Empty {
			i := int(n - libBase)
			acc[i>>6] |= 1 << (i & 63)
		}
	}
	i := int(p - libBase)
	acc[i>>6] &^= 1 << (i & 63)
	n := 0
	for _, x := range acc {
		n += bits.OnesCount64(x)
	}
	return n
}
