package ai

import (
	"sync"
	"sync/atomic"

	"github.com/torreya/torreya/engine"
)

// Node states: a leaf, being expanded by one goroutine, expanded, or a leaf
// that cannot grow because the tree is full.
const (
	leaf int32 = iota
	expanding
	expanded
	full
)

// node is one position of the search tree, reached by move. Its statistics
// are from the point of view of the player who made move. Children are
// contiguous in the tree's arena. The counters are updated by several search
// goroutines at once; move, kids, nkids and the priors are written before
// state becomes expanded (for the children: before their parent's does) and
// only read after.
type node struct {
	move   engine.Point
	nkids  int16
	kids   int32
	pv, pw float32 // prior visits and wins
	state  atomic.Int32
	// vw holds the real visits (counted on the way down, as virtual loss) in
	// its high half and the wins in its low half, and rave the AMAF visits and
	// wins the same way: one atomic operation updates or reads both, so a
	// reader always sees a pair that belongs together.
	vw   atomic.Uint64
	rave atomic.Uint64
}

// one is a visit in the high half of a packed counter.
const one = 1 << 32

// unpack splits a packed counter into visits and wins.
func unpack(x uint64) (n, w int32) { return int32(x >> 32), int32(uint32(x)) }

// visits returns the node's real visits.
func (n *node) visits() int32 { return int32(n.vw.Load() >> 32) }

// chunkBits sets the size of the arena's chunks: 16,384 nodes, more than the
// children of any node.
const chunkBits = 14

const chunkSize = 1 << chunkBits

// tree is an arena of nodes in chunks that are allocated as the tree grows
// and kept for later searches. Children of a node never straddle two chunks.
type tree struct {
	capacity int
	mu       sync.Mutex // guards allocation
	chunks   []*[chunkSize]node
	used     atomic.Int32
}

func newTree(capacity int) *tree {
	n := (capacity + chunkSize - 1) / chunkSize
	return &tree{capacity: n * chunkSize, chunks: make([]*[chunkSize]node, n)}
}

// at returns node i, which must have been allocated.
func (t *tree) at(i int32) *node { return &t.chunks[i>>chunkBits][i&(chunkSize-1)] }

// reset forgets every node.
func (t *tree) reset() { t.used.Store(0) }

// alloc reserves n consecutive nodes and returns the first, or -1 when the
// arena is full.
func (t *tree) alloc(n int) int32 {
	t.mu.Lock()
	defer t.mu.Unlock()
	start := int(t.used.Load())
	if start>>chunkBits != (start+n-1)>>chunkBits {
		start = (start + n - 1) >> chunkBits << chunkBits // the next chunk
	}
	if start+n > t.capacity {
		return -1
	}
	if c := start >> chunkBits; t.chunks[c] == nil {
		t.chunks[c] = new([chunkSize]node)
	}
	t.used.Store(int32(start + n))
	return int32(start)
}

// init writes a fresh node at i.
func (t *tree) init(i int32, move engine.Point, pv, pw float32) {
	n := t.at(i)
	n.move, n.nkids, n.kids, n.pv, n.pw = move, 0, 0, pv, pw
	n.state.Store(leaf)
	n.vw.Store(0)
	n.rave.Store(0)
}

// copyNode copies node i of src to j of t, without its children.
func (t *tree) copyNode(j int32, src *tree, i int32) {
	a, b := src.at(i), t.at(j)
	b.move, b.pv, b.pw = a.move, a.pv, a.pw
	b.nkids, b.kids = 0, 0
	b.state.Store(leaf)
	b.vw.Store(a.vw.Load())
	b.rave.Store(a.rave.Load())
}

// copySubtree copies the subtree of src rooted at r into t, which must be
// empty, with the root at index 0. It uses queue as scratch and returns it.
// Nodes that do not fit stay leaves.
func (t *tree) copySubtree(src *tree, r int32, queue [][2]int32) [][2]int32 {
	t.reset()
	root := t.alloc(1)
	t.copyNode(root, src, r)
	queue = append(queue[:0], [2]int32{r, root})
	for len(queue) > 0 {
		q := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		a := src.at(q[0])
		if a.state.Load() != expanded {
			continue
		}
		k := t.alloc(int(a.nkids))
		if k < 0 {
			continue
		}
		for i := int32(0); i < int32(a.nkids); i++ {
			t.copyNode(k+i, src, a.kids+i)
			queue = append(queue, [2]int32{a.kids + i, k + i})
		}
		b := t.at(q[1])
		b.kids, b.nkids = k, a.nkids
		b.state.Store(expanded)
	}
	return queue
}

// child returns the child of i reached by move, or -1.
func (t *tree) child(i int32, move engine.Point) int32 {
	n := t.at(i)
	if n.state.Load() != expanded {
		return -1
	}
	for k := n.kids; k < n.kids+int32(n.nkids); k++ {
		if t.at(k).move == move {
			return k
		}
	}
	return -1
}
