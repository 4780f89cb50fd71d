package engine

import (
	"fmt"
	"slices"
	"testing"
)

// checkInvariants verifies what the incremental board keeps against a
// recomputation: every chain has liberties, the pseudo-liberty data match, the
// empty list is right and the hash is the recomputed one.
func checkInvariants(t *testing.T, b *Board) {
	t.Helper()
	var fresh Board
	fresh.CopyFrom(b)
	fresh.rebuild()
	if b.ls != nil {
		// The sets kept move by move against sets made from the stones.
		var sets LibertySets
		fresh.UseLibertySets(&sets)
		defer func() {
			for _, p := range b.Points() {
				if c := b.color[p]; (c == Black || c == White) && b.head[p] == p {
					if got, want := b.LibertyPoints(p, nil), fresh.LibertyPoints(p, nil); !slices.Equal(got, want) {
						t.Fatalf("chain at %s: kept liberty set %v, rebuilt %v", Vertex(p, b.h), got, want)
					}
				}
			}
		}()
	}
	if b.hash != b.ComputeHash() {
		t.Fatalf("incremental hash %x, recomputed %x\n%s", b.hash, b.ComputeHash(), b)
	}
	if b.nEmpty != fresh.nEmpty {
		t.Fatalf("%d empties kept, %d counted", b.nEmpty, fresh.nEmpty)
	}
	for i := int32(0); i < b.nEmpty; i++ {
		p := b.empties[i]
		if b.color[p] != Empty || b.emptyIdx[p] != int16(i) {
			t.Fatalf("empty list broken at %d (%v)", i, p)
		}
	}
	for _, p := range b.Points() {
		if b.nb[p] != fresh.nb[p] {
			t.Fatalf("neighbour counts at %s are %x, recounted %x", Vertex(p, b.h), b.nb[p], fresh.nb[p])
		}
		if b.shape[p] != b.computeShape(p) {
			t.Fatalf("3x3 shape at %s is %04x, recomputed %04x", Vertex(p, b.h), b.shape[p], b.computeShape(p))
		}
		if c := b.color[p]; c == Black || c == White {
			if b.Liberties(p, 0) == 0 {
				t.Fatalf("chain at %s has no liberties\n%s", Vertex(p, b.h), b)
			}
			h, fh := b.head[p], fresh.head[p]
			if b.size[h] != fresh.size[fh] || b.libs[h] != fresh.libs[fh] || b.libSum[h] != fresh.libSum[fh] || b.libSq[h] != fresh.libSq[fh] {
				t.Fatalf("chain data at %s differ from a rebuild", Vertex(p, b.h))
			}
			_, atari := b.InAtari(p)
			if atari != (b.Liberties(p, 0) == 1) {
				t.Fatalf("InAtari at %s says %v with %d liberties", Vertex(p, b.h), atari, b.Liberties(p, 0))
			}
			if l, pl := b.Liberties(p, 0), b.PseudoLiberties(p); pl < l || pl > 4*l {
				t.Fatalf("chain at %s has %d liberties but %d pseudo-liberties", Vertex(p, b.h), l, pl)
			}
			if h != p {
				continue // a chain's liberties are checked once, at its head
			}
			if want, got := walkLiberties(b, p), b.LibertyPoints(p, nil); !slices.Equal(got, want) || b.Liberties(p, 0) != len(want) || b.Liberties(p, 2) != min(2, len(want)) {
				t.Fatalf("chain at %s: liberties %v (%d), a walk finds %v\n%s", Vertex(p, b.h), got, b.Liberties(p, 0), want, b)
			}
		}
	}
}

// checkJoined verifies JoinedLiberties at every empty point for both
// colours against a walk.
func checkJoined(t *testing.T, b *Board) {
	t.Helper()
	for _, p := range b.Empties() {
		for _, c := range []Color{Black, White} {
			want := walkJoined(b, c, p)
			if got := joined(b, c, p, 0); got != want {
				t.Fatalf("%s at %s would join %v, a walk finds %v\n%s", c, Vertex(p, b.h), got, want, b)
			}
			if got := joined(b, c, p, 2); got[0] != min(2, want[0]) || got[1] != want[1] {
				t.Fatalf("%s at %s would join %v counting up to 2, a walk finds %v", c, Vertex(p, b.h), got, want)
			}
		}
	}
}

// walkLiberties finds the liberties of the chain at p by walking its stones,
// in increasing order, without the board's liberty sets.
func walkLiberties(b *Board, p Point) []Point {
	var libs []Point
	s := p
	for {
		for _, a := range Adjacent(s) {
			if b.At(a) == Empty && !slices.Contains(libs, a) {
				libs = append(libs, a)
			}
		}
		if s = b.NextInChain(s); s == p {
			break
		}
	}
	slices.Sort(libs)
	return libs
}

// joined returns JoinedLiberties as a pair.
func joined(b *Board, c Color, p Point, max int) [2]int {
	l, n := b.JoinedLiberties(c, p, max)
	return [2]int{l, n}
}

// walkJoined counts, by walking, the liberties and stones of the chain c
// would make at the empty point p, captures left aside.
func walkJoined(b *Board, c Color, p Point) [2]int {
	var libs, heads []Point
	size := 1
	for _, a := range Adjacent(p) {
		switch b.At(a) {
		case Empty:
			if !slices.Contains(libs, a) {
				libs = append(libs, a)
			}
		case c:
			if h := b.ChainHead(a); !slices.Contains(heads, h) {
				heads = append(heads, h)
				size += b.ChainSize(a)
				for _, l := range walkLiberties(b, a) {
					if l != p && !slices.Contains(libs, l) {
						libs = append(libs, l)
					}
				}
			}
		}
	}
	return [2]int{len(libs), size}
}

func TestRandomGameInvariants(t *testing.T) {
	for _, size := range []int{9, 13, 19} {
		for seed := uint64(1); seed <= 4; seed++ {
			r := NewRand(seed * 7919)
			g, _ := NewGame(size, size, Chinese())
			var snapshots []string
			for n := 0; n < 3*size*size && !g.Over(); n++ {
				b := g.Board()
				c := g.ToMove()
				p := b.RandomMove(c, r)
				if p != Pass && g.Legal(c, p) != nil {
					p = Pass // a positional superko repeat: pass instead
				}
				snapshots = append(snapshots, b.String()+b.hashString())
				if err := g.Play(Move{Color: c, Point: p}); err != nil {
					t.Fatalf("%dx%d seed %d move %d: %v", size, size, seed, n, err)
				}
				checkInvariants(t, g.Board())
			}
			// Undo everything, checking each earlier position comes back exactly.
			for i := len(snapshots) - 1; i >= 0; i-- {
				if err := g.Undo(); err != nil {
					t.Fatal(err)
				}
				if got := g.Board().String() + g.Board().hashString(); got != snapshots[i] {
					t.Fatalf("%dx%d seed %d: undo to move %d gives\n%s\nwant\n%s", size, size, seed, i, got, snapshots[i])
				}
				if i%37 == 0 {
					checkInvariants(t, g.Board())
				}
			}
			// And redo brings the end back.
			for g.CanRedo() {
				if err := g.Redo(); err != nil {
					t.Fatal(err)
				}
			}
			if g.MoveNumber() != len(snapshots) {
				t.Fatalf("redo restored %d moves of %d", g.MoveNumber(), len(snapshots))
			}
			checkInvariants(t, g.Board())
		}
	}
}

// hashString sums up what a diagram does not show: prisoners, ko and hash.
func (b *Board) hashString() string {
	return fmt.Sprintf("captures %d/%d ko %s hash %x", b.captures[Black], b.captures[White], Vertex(b.ko, b.h), b.hash)
}

// TestPlayoutInvariants checks the incremental chain data move by move
// through random games that play any legal point, own eyes included, where
// captures, merges of several chains and (under Tromp-Taylor) suicides of
// whole chains are many.
func TestPlayoutInvariants(t *testing.T) {
	for _, rule := range []SuicideRule{SuicideIllegal, SuicideAll} {
		for _, size := range []int{5, 9, 19} {
			for seed := uint64(1); seed <= 4; seed++ {
				r := NewRand(seed*104729 + uint64(size))
				b := MustBoard(size, size)
				b.SetSuicide(rule)
				if seed%2 == 1 {
					b.UseLibertySets(new(LibertySets))
				}
				c := Black
				for n := 0; n < 3*size*size; n++ {
					p := Pass
					empties := b.Empties()
					start := r.Intn(len(empties) + 1)
					for i := range empties {
						if q := empties[(start+i)%len(empties)]; b.Legal(c, q) == nil {
							p = q
							break
						}
					}
					if p == Pass {
						b.Pass()
					} else if _, err := b.Play(c, p); err != nil {
						t.Fatal(err)
					}
					checkInvariants(t, b)
					if n%7 == 0 {
						checkJoined(t, b)
					}
					c = c.Opponent()
				}
			}
		}
	}
}

// TestLibertySetsAcrossSizes: one LibertySets serves a board as it is reset
// to other sizes and copies positions of other sizes, with and without sets.
func TestLibertySetsAcrossSizes(t *testing.T) {
	b := MustBoard(9, 9)
	b.UseLibertySets(new(LibertySets))
	r := NewRand(5)
	playSome := func(b *Board, n int) {
		c := Black
		for i := 0; i < n; i++ {
			if p := b.RandomMove(c, r); p != Pass {
				b.PlayFast(c, p)
			}
			c = c.Opponent()
		}
	}
	withSets := MustBoard(19, 19)
	withSets.UseLibertySets(new(LibertySets))
	for _, size := range []int{9, 19, 5, 24, 13} {
		if err := b.Reset(size, size); err != nil {
			t.Fatal(err)
		}
		playSome(b, 2*size*size)
		checkInvariants(t, b)
		plain := MustBoard(size+1, size-1)
		playSome(plain, size*size)
		b.CopyFrom(plain)
		checkInvariants(t, b)
		_ = withSets.Reset(size, size+1)
		playSome(withSets, size*size)
		b.CopyFrom(withSets)
		checkInvariants(t, b)
		playSome(b, size)
		checkInvariants(t, b)
		checkJoined(t, b)
	}
	b.UseLibertySets(nil)
	playSome(b, 20)
	checkInvariants(t, b)
}
