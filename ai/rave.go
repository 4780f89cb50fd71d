package ai

import "github.com/torreya/torreya/engine"

// The AMAF (RAVE) statistics: how a simulation updates them, buffered per
// goroutine for the busiest nodes, and how much each update counts.

// raveBuffered is how many plies from the root keep their AMAF updates in
// the goroutine's own buffer before adding them to the shared tree.
const raveBuffered = 3

// raveFlushEvery is how many simulations a buffer collects before it is
// added to the tree: the shared statistics of the top nodes lag by at most
// that many playouts a goroutine, against the thousands they hold.
const raveFlushEvery = 16

// raveBufferMin is the least visits a node needs before its AMAF updates
// are buffered. The statistics of a node with fewer are what its next
// descents choose by, and a lag of 16 of them each goroutine blinds those
// choices: with every node of the top three plies buffered, two threads at
// 28,000 playouts a move won 9/30 against Pachi (9x9, `-t =16000`, seeds
// 700-729) where one thread, and two without the buffers, won 17/30.
const raveBufferMin = 2000

// raveBuf collects AMAF updates for the children of one node. Every search
// goroutine passes the root and mostly the same few nodes below it, whose
// children's counters would otherwise bounce between the CPUs' caches on
// every playout: the atomic additions cost 2.7 % of a one-goroutine search
// and 19 % of a two-goroutine one (pprof, 9x9).
type raveBuf struct {
	node    int32 // the node whose children these are, or -1
	kids    int32
	nkids   int16
	pending int16 // simulations since the last flush
	ndirty  int16
	dirty   [cells]int16 // the indices of d that are not zero
	d       [cells]uint64
}

// flush adds the buffered updates to the tree and empties the buffer.
func (b *raveBuf) flush(t *tree) {
	for _, j := range b.dirty[:b.ndirty] {
		t.at(b.kids + int32(j)).rave.Add(b.d[j])
		b.d[j] = 0
	}
	b.node, b.pending, b.ndirty = -1, 0, 0
}

// flushRave adds every buffered update of w to the tree; a search calls it
// when its goroutine stops, before anyone reads the statistics.
func (s *search) flushRave(w *playouter) {
	for i := range w.rb {
		w.rb[i].flush(s.t)
	}
}

// rave updates the AMAF statistics of the children of node ni (nd), at
// ply i of this descent: moves that toMove played first, at ply i or later,
// in this simulation, each counted raveWeight times.
func (s *search) rave(w *playouter, ni int32, nd *node, toMove engine.Color, i int, won bool) {
	t := s.t
	from := int16(i)
	add := uint64(one)
	if won {
		add++
	}
	if i < raveBuffered && s.bufferMin > 0 && nd.visits() >= s.bufferMin {
		b := &w.rb[i]
		if b.node != ni {
			b.flush(t)
			b.node, b.kids, b.nkids = ni, nd.kids, nd.nkids
		}
		for j := int32(0); j < int32(b.nkids); j++ {
			mv := t.at(b.kids + j).move
			if !w.playedFirst(mv, toMove, from) {
				continue
			}
			if b.d[j] == 0 {
				b.dirty[b.ndirty] = int16(j)
				b.ndirty++
			}
			b.d[j] += add * s.raveWeight(w, mv, from)
		}
		if b.pending++; b.pending >= raveFlushEvery {
			b.flush(t)
		}
		return
	}
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		if ch := t.at(k); w.playedFirst(ch.move, toMove, from) {
			ch.rave.Add(add * s.raveWeight(w, ch.move, from))
		}
	}
}

// raveDistance is how much more an AMAF update counts for a move played
// early in the simulation than for one played at its end (after Pachi's
// distance_rave): a move first played soon after the node is more likely
// to have caused the result than one played near the end of the playout.
const raveDistance = 3

// raveWeight is how many times the AMAF update of a node at ply from counts
// for p, first played at w.firstPly[p] of the simulation's w.ply plies:
// 1 + raveDistance*(w.ply-first)/(w.ply-from+1), rounded down, so from
// raveDistance at the node's own ply down to 1 at the end. It is 1 without
// RAVEDistance.
func (s *search) raveWeight(w *playouter, p engine.Point, from int16) uint64 {
	if s.off.Has(RAVEDistance) {
		return 1
	}
	// Counted without a division, as this runs for every child of every
	// node a simulation passes: the quotient is the number of k in [1, raveDistance) with
	// raveDistance*(w.ply-first) >= k*(w.ply-from+1).
	a, n := raveDistance*int(w.ply-w.firstPly[p]), int(w.ply-from+1)
	weight := uint64(1)
	for k := 1; k < raveDistance && a >= k*n; k++ {
		weight++
	}
	return weight
}
