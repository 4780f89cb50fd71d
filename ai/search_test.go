package ai

import (
	"context"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/torreya/torreya/engine"
)

func benchmarkSearch(b *testing.B, size, threads int) { benchmarkSearchWithout(b, size, threads, 0) }

func benchmarkSearchWithout(b *testing.B, size, threads int, off Heuristic) {
	g, err := engine.NewGame(size, size, engine.Rules{Komi: 7.5, Ko: engine.KoPositional})
	if err != nil {
		b.Fatal(err)
	}
	benchmarkGenMove(b, g, Options{Playouts: 4000, Threads: threads, Seed: 1, Without: off})
}

// benchmarkGenMove times GenMove in g's position with opts, a fresh tree
// each time, in playouts a second: the search's and those that mapped its
// owners before it.
func benchmarkGenMove(b *testing.B, g *engine.Game, opts Options) {
	m := New(opts)
	total := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.forget() // no tree reuse between iterations
		if _, err := m.GenMove(context.Background(), g, engine.Black); err != nil {
			b.Fatal(err)
		}
		st := m.LastStats()
		total += st.Playouts + st.OwnerPlayouts
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkSearch19x19Middle searches a 19x19 position of the middle game,
// where the tree's tactics and ladder reading have chains to read, 4,000
// playouts a move on one thread.
func BenchmarkSearch19x19Middle(b *testing.B) {
	benchmarkGenMove(b, gameFrom(b, middleGame19, engine.Black, 7.5), Options{Playouts: 4000, Threads: 1, Seed: 1})
}

// middleGame19 is move 70 of a 19x19 game between Torreya and Pachi.
const middleGame19 = `
	. . . . . . . . . . . . . . . . . . .
	. . . . . . . . . . . . . . . O . . .
	. . X X O O . . . . . . . . . X O O .
	. X O O X . . . . . . . . . O O X . .
	. . . . O . . . . . . . . . . . X . .
	. . X . . . . X O . . . X . X . X . .
	. . . . . . O X X O . . . . . . . . .
	. . . . . . . O X X O . . . . . . . .
	. . . . . . . . O X X O . . . . . . .
	. . . . . . . . O X O X . . . . . . .
	. . . . . . . X X O O . . . . . . . .
	. . . . . . . . . X O . . . . . . . .
	. . . . . . . . . X O . . . . . . . .
	. . . . . . . . . X O X . . . . . . .
	. . . . X X . . . . X O . . . . . . .
	. . X . X O O . . . X O X . . O . . .
	. . X O O . . . . . X O . O . . . . .
	. . . . . . . . . . . O . . . . . . .
	. . . . . . . . . . . . . . . . . . .`

// BenchmarkSearch9x9 searches the empty 9x9 board, 4,000 playouts a move, on one thread.
func BenchmarkSearch9x9(b *testing.B) { benchmarkSearch(b, 9, 1) }

// BenchmarkSearch19x19 searches the empty 19x19 board, 4,000 playouts a move, on one thread.
func BenchmarkSearch19x19(b *testing.B) { benchmarkSearch(b, 19, 1) }

// BenchmarkSearch9x9Without is BenchmarkSearch9x9 without each heuristic in
// turn, for what it costs in speed (make ab measures what it is worth).
func BenchmarkSearch9x9Without(b *testing.B) {
	b.Run("nothing", func(b *testing.B) { benchmarkSearchWithout(b, 9, 1, 0) })
	for x := Heuristic(1); x < heuristicEnd; x <<= 1 {
		b.Run(x.String(), func(b *testing.B) { benchmarkSearchWithout(b, 9, 1, x) })
	}
}

// BenchmarkSearch9x9Threads2 is BenchmarkSearch9x9 on two threads.
func BenchmarkSearch9x9Threads2(b *testing.B) { benchmarkSearch(b, 9, 2) }

// BenchmarkSearch19x19Threads2 is BenchmarkSearch19x19 on two threads.
func BenchmarkSearch19x19Threads2(b *testing.B) { benchmarkSearch(b, 19, 2) }

func benchmarkPlayout(b *testing.B, size int) {
	start := engine.MustBoard(size, size)
	w := new(playouter)
	w.rng.Seed(1)
	w.th = HeavyPolicy().thresholds()
	w.shape = learnedShapes(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w.begin(start)
		w.playout(engine.Black, engine.Pass, engine.Pass, 0)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// learnedShapes returns the learned 3x3 gammas the search's playouts use.
func learnedShapes(b *testing.B) *[1 << 16]float32 {
	l, err := learnedTable()
	if err != nil {
		b.Fatal(err)
	}
	return &l.pattern
}

// BenchmarkHeavyPlayout9x9 plays heavy-policy playouts from the empty 9x9 board.
func BenchmarkHeavyPlayout9x9(b *testing.B) { benchmarkPlayout(b, 9) }

// BenchmarkHeavyPlayout19x19 plays heavy-policy playouts from the empty 19x19 board.
func BenchmarkHeavyPlayout19x19(b *testing.B) { benchmarkPlayout(b, 19) }

// benchmarkPlayoutParallel plays heavy playouts on every CPU at once, each
// goroutine with its own board and nothing shared: the ceiling for the
// search's scaling on this machine.
func benchmarkPlayoutParallel(b *testing.B, size int) {
	start := engine.MustBoard(size, size)
	var seed atomic.Uint64
	shapes := learnedShapes(b)
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		w := new(playouter)
		w.rng.Seed(seed.Add(1))
		w.th = HeavyPolicy().thresholds()
		w.shape = shapes
		for pb.Next() {
			w.begin(start)
			w.playout(engine.Black, engine.Pass, engine.Pass, 0)
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkHeavyPlayout9x9Parallel is BenchmarkHeavyPlayout9x9 on every CPU.
func BenchmarkHeavyPlayout9x9Parallel(b *testing.B) { benchmarkPlayoutParallel(b, 9) }

// BenchmarkHeavyPlayout19x19Parallel is BenchmarkHeavyPlayout19x19 on every CPU.
func BenchmarkHeavyPlayout19x19Parallel(b *testing.B) { benchmarkPlayoutParallel(b, 19) }

// TestRaveBuffer: AMAF updates kept in a goroutine's buffer reach the tree
// exactly as direct updates do, including when a buffered ply changes node.
func TestRaveBuffer(t *testing.T) {
	m := New(Options{Playouts: 1, Threads: 1, Seed: 1})
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	m.mu.Lock()
	s := m.prepare(g, engine.Black)
	w := m.workers(1)[0]
	m.expandRoot(s, w, g)
	m.mu.Unlock()
	for i := 0; i < 3000; i++ {
		s.simulate(w)
	}
	// Two paths from the root down to ply raveBuffered, through the two most
	// visited moves, so the buffers of plies 1 and up change node.
	var paths [2][]int32
	for p := range paths {
		n := s.root
		paths[p] = []int32{n}
		for len(paths[p]) <= raveBuffered {
			nd := s.t.at(n)
			if nd.state.Load() != expanded {
				t.Fatalf("node at ply %d is not expanded after 3,000 simulations", len(paths[p]))
			}
			var order []int32
			for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
				order = append(order, k)
			}
			slices.SortFunc(order, func(a, b int32) int { return int(s.t.at(b).visits() - s.t.at(a).visits()) })
			n = order[min(p, len(order)-1)]
			if len(paths[p]) > 1 {
				n = order[0]
			}
			paths[p] = append(paths[p], n)
		}
	}
	used := int32(s.t.used.Load())
	snapshot := func() []uint64 {
		out := make([]uint64, used)
		for i := range out {
			out[i] = s.t.at(int32(i)).rave.Load()
		}
		return out
	}
	before := snapshot()
	apply := func(buffered bool) []uint64 {
		for i, x := range before {
			s.t.at(int32(i)).rave.Store(x)
		}
		s.bufferMin = 0
		if buffered {
			s.bufferMin = 1 // every node of the top plies
		}
		w.rng.Seed(7)
		for r := 0; r < 100; r++ {
			w.begin(s.board)
			w.playout(engine.Black, engine.Pass, engine.Pass, 0)
			c := engine.Black
			for i, n := range paths[r%2] {
				s.rave(w, n, s.t.at(n), c, i, r%3 == 0)
				c = c.Opponent()
			}
		}
		s.flushRave(w)
		return snapshot()
	}
	buffered, direct := apply(true), apply(false)
	if slices.Equal(direct, before) {
		t.Fatal("100 playouts changed no AMAF statistics")
	}
	for i := range direct {
		if buffered[i] != direct[i] {
			n, w := unpack(buffered[i])
			dn, dw := unpack(direct[i])
			t.Errorf("node %d: buffered AMAF %d/%d, direct %d/%d", i, w, n, dw, dn)
		}
	}
}

// TestRaveBufferMin: with several goroutines, the AMAF updates of a node
// with fewer than raveBufferMin visits reach the tree at once, where the
// next descent chooses by them, and only a busier node's wait in the buffer.
func TestRaveBufferMin(t *testing.T) {
	m := New(Options{Playouts: 1, Threads: 1, Seed: 1})
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	m.mu.Lock()
	s := m.prepare(g, engine.Black)
	w := m.workers(1)[0]
	m.expandRoot(s, w, g)
	m.mu.Unlock()
	s.bufferMin = raveBufferMin
	root := s.t.at(s.root)
	// One simulation's AMAF update of the root, as a search of several
	// goroutines makes it, with the root's visits below and at the threshold.
	update := func(visits int32) (changed bool) {
		root.vw.Store(uint64(visits) << 32)
		before := make([]uint64, root.nkids)
		for j := range before {
			before[j] = s.t.at(root.kids + int32(j)).rave.Load()
		}
		w.begin(s.board)
		w.playout(engine.Black, engine.Pass, engine.Pass, 0)
		s.rave(w, s.root, root, engine.Black, 0, true)
		for j := range before {
			if s.t.at(root.kids+int32(j)).rave.Load() != before[j] {
				changed = true
			}
		}
		return changed
	}
	if !update(raveBufferMin - 1) {
		t.Errorf("a root of %d visits: its children's AMAF statistics did not change at once", raveBufferMin-1)
	}
	if update(raveBufferMin) {
		t.Errorf("a root of %d visits: its children's AMAF statistics changed before the buffer was flushed", raveBufferMin)
	}
	s.flushRave(w)
}

// TestRaveDistance: an AMAF update counts raveDistance times for a move
// played at once and once for a move played at the end of the simulation,
// and once for every move without RAVEDistance.
func TestRaveDistance(t *testing.T) {
	w := new(playouter)
	w.begin(engine.MustBoard(9, 9))
	// Ten plies, Black on the even ones at (i, 0), White on the odd ones at (i, 1).
	for i := 0; i < 10; i++ {
		c, y := engine.Black, 0
		if i%2 == 1 {
			c, y = engine.White, 1
		}
		w.record(c, engine.Pt(i%9, y))
	}
	early, middle, late := engine.Pt(0, 0), engine.Pt(4, 0), engine.Pt(8, 0)
	s := &search{t: newTree(chunkSize)}
	for _, tc := range []struct {
		p    engine.Point
		from int16
		want uint64
	}{
		{early, 0, 3}, // 1 + 3*10/11
		{middle, 0, 2},
		{late, 0, 1},
		{middle, 4, 3}, // 1 + 3*6/7
		{late, 4, 1},
	} {
		if got := s.raveWeight(w, tc.p, tc.from); got != tc.want {
			t.Errorf("move at %s from ply %d: weight %d, want %d", engine.Vertex(tc.p, 9), tc.from, got, tc.want)
		}
	}
	// One update through the tree: a won simulation adds the weight to both
	// the visits and the wins of the child played first.
	r := s.t.alloc(1)
	k := s.t.alloc(3)
	for j, p := range []engine.Point{early, middle, late} {
		s.t.init(k+int32(j), p, 0, 0)
	}
	root := s.t.at(r)
	root.kids, root.nkids = k, 3
	s.rave(w, r, root, engine.Black, 0, true)
	for j, want := range []int32{3, 2, 1} {
		if n, won := unpack(s.t.at(k + int32(j)).rave.Load()); n != want || won != want {
			t.Errorf("child %d: AMAF %d/%d, want %d/%d", j, won, n, want, want)
		}
	}
	// Every simulation length and ply against the formula, with its division.
	for plies := int16(1); plies <= 60; plies++ {
		for from := int16(0); from < plies; from++ {
			for first := from; first < plies; first++ {
				w.ply, w.firstPly[early] = plies, first
				want := uint64(1 + raveDistance*int(plies-first)/int(plies-from+1))
				if got := s.raveWeight(w, early, from); got != want {
					t.Fatalf("%d plies, node at %d, move at %d: weight %d, want %d", plies, from, first, got, want)
				}
			}
		}
	}
	s.off = RAVEDistance
	if got := s.raveWeight(w, early, 0); got != 1 {
		t.Errorf("without rave-distance: weight %d, want 1", got)
	}
}
