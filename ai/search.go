package ai

import (
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/torreya/torreya/engine"
)

// Options configure the built-in player. The zero value of a field means its
// default; Level returns the options of each strength level.
type Options struct {
	// Playouts caps the playouts per move (0: no cap by count).
	Playouts int
	// Time caps the thinking time per move when no game clock is known
	// (0: one second unless Playouts is set).
	Time time.Duration
	// Threads is the number of search goroutines (0: runtime.NumCPU()).
	Threads int
	// Policy is the playout policy (zero value: HeavyPolicy).
	Policy *Policy
	// RAVEEquiv is the number of visits at which RAVE and real statistics
	// weigh the same (0: defaultRAVEEquiv).
	RAVEEquiv float64
	// PriorLearned is the weight of the learned move priors, in visits
	// (0: learnedWeight, by the board's size).
	PriorLearned float64
	// ExpandAt is the number of visits after which a leaf grows children (0: 8).
	ExpandAt int
	// Resign is the win rate under which the player resigns after three moves
	// in a row (0: never).
	Resign float64
	// Sample, when above 1, makes the player choose among its Sample most
	// visited moves at random, in proportion to their visits (weak levels).
	Sample int
	// MaxLoss, when positive, makes the player choose at random among moves
	// whose win rate is within MaxLoss of the best one and that have at least
	// a quarter of its visits (middle levels).
	MaxLoss float64
	// Careless, when positive, is the share of a weak level's moves played
	// without reading: a natural-looking move near the last one, chosen by
	// the priors alone, even when an atari of a stone or two wants an
	// answer (MCTS.careless). Only with Sample or MaxLoss.
	Careless float64
	// Without switches heuristics off: Reading for the weakest levels, so
	// ladders and nakade go unread, or any of them to measure what it is worth.
	Without Heuristic
	// Seed seeds the random generators (0: one from the clock).
	Seed uint64
	// MaxNodes caps the search tree (0: 2M nodes; the player keeps two
	// trees of about 72 MB each at most, allocated as they grow).
	MaxNodes int
	// Level is the strength level these options come from, for Version (0: custom).
	Level int
	// Within, when set, limits the moves the player chooses among to the
	// points it accepts (and a pass): a life-and-death problem's area,
	// where an answer elsewhere on the board would teach nothing. The
	// playouts still run over the whole board.
	Within func(engine.Point) bool
}

// Stats describes the last search.
type Stats struct {
	Playouts int           // playouts played (0 when there was nothing to search: no move but a pass)
	Elapsed  time.Duration // time spent
	WinRate  float64       // the chosen move's estimated win rate for the mover
	Move     engine.Point  // the move chosen
	Visits   int           // the chosen move's visits
	Nodes    int           // nodes in the tree
	// PV is the principal variation: the chosen move, then the most visited
	// reply at each ply while it has been read pvMinVisits times, at most
	// pvMax moves. A review shows it as the line the player prefers.
	PV []engine.Point
	// Lead is Black's estimated score lead, less the komi and handicap
	// compensation the search counts with: after GenMove from the search's
	// ownership (LastOwnership), after an analysis or Evaluate the
	// analysis's (Analysis.BlackLead).
	Lead float64
	// OwnerPlayouts is how many playouts mapped the owners before the
	// search (PriorOwner): not among Playouts, which are the search's.
	OwnerPlayouts int
	// Book reports that the move is the opening book's (Book): the search
	// read that move alone, and WinRate, Visits and PV are its figures.
	Book bool
}

// pvMax and pvMinVisits bound Stats.PV: a few moves, each read often enough
// to mean something.
const (
	pvMax       = 10
	pvMinVisits = 10
)

// defaultRAVEEquiv is Options.RAVEEquiv's default.
const defaultRAVEEquiv = 3500

// MCTS is the built-in computer player: Monte-Carlo tree search with RAVE and
// pattern priors over heavy playouts, run by several goroutines that share one
// tree with virtual loss. It keeps its tree between moves. It implements
// Player, Judge, Timed and Cleaner; its methods may be called from any
// goroutine (one search runs at a time).
type MCTS struct {
	opts   Options
	policy Policy
	mu     sync.Mutex
	seed   uint64
	ws     []*playouter
	cur    *tree
	spare  *tree
	root   int32
	// What the tree's root is: the game it came from, for reuse.
	prevW, prevH int
	prevSetup    uint64
	prevMoves    []engine.Move
	prevColor    engine.Color
	queue        [][2]int32
	lowWins      int
	clocks       [3]Clock
	hasClock     [3]bool
	stats        Stats
	own          [cells]float32
	ownW, ownH   int
}

// New returns a player with the given options.
func New(opts Options) *MCTS {
	m := &MCTS{opts: opts}
	if opts.Policy != nil {
		m.policy = *opts.Policy
	} else {
		m.policy = HeavyPolicy()
	}
	if m.opts.Without.Has(PlayoutCapture) {
		m.policy.Capture = 0
	}
	if m.opts.Without.Has(PlayoutPattern) {
		m.policy.Pattern = 0
	}
	if m.opts.Without.Has(PlayoutSelfAtari) {
		m.policy.SelfAtari = 0
	}
	if m.opts.Without.Has(PlayoutNakade) {
		m.policy.Nakade = 0
	}
	if m.opts.Without.Has(PlayoutTwoLib) {
		m.policy.TwoLib = 0
	}
	if m.opts.Without.Has(PlayoutNLib) {
		m.policy.NLib = 0
	}
	if m.opts.Without.Has(PlayoutEdgeLadder) {
		m.policy.EdgeLadder = false
	}
	if m.opts.Without.Has(PlayoutMercy) {
		m.policy.Mercy = false
	}
	if m.opts.RAVEEquiv <= 0 {
		m.opts.RAVEEquiv = defaultRAVEEquiv
	}
	if m.opts.ExpandAt <= 0 {
		m.opts.ExpandAt = 8
	}
	if m.opts.Threads <= 0 {
		m.opts.Threads = runtime.NumCPU()
	}
	if m.opts.MaxNodes <= 0 {
		m.opts.MaxNodes = 2 << 20
	}
	m.seed = opts.Seed
	if m.seed == 0 {
		m.seed = uint64(time.Now().UnixNano())
	}
	return m
}

// Options returns the player's options with defaults filled in.
func (m *MCTS) Options() Options { return m.opts }

// LastStats returns what the last search did.
func (m *MCTS) LastStats() Stats {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.stats
}

// SetClock implements Timed.
func (m *MCTS) SetClock(c engine.Color, clk Clock) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.clocks[c&3], m.hasClock[c&3] = clk, true
}

// workers returns n playouters, made once and kept.
func (m *MCTS) workers(n int) []*playouter {
	for len(m.ws) < n {
		w := new(playouter)
		w.rng.Seed(m.seed + uint64(len(m.ws))*0x9e3779b97f4a7c15)
		for i := range w.rb {
			w.rb[i].node = -1
		}
		m.ws = append(m.ws, w)
	}
	var shape *[1 << 16]float32
	if l, err := learnedTable(); err == nil && !m.opts.Without.Has(PlayoutLearned) {
		shape = &l.pattern
	}
	for _, w := range m.ws[:n] {
		w.th = m.policy.thresholds()
		w.shape = shape
	}
	return m.ws[:n]
}

// search is one run of the tree search from a position.
type search struct {
	t      *tree
	root   int32
	board  *engine.Board
	color  engine.Color // to move at the root
	last   engine.Point // the move before the root, or Pass
	last2  engine.Point // the move before that, or Pass
	passes int          // passes in a row before the root
	komi   float64      // komi plus handicap compensation, for area scores
	banned [cells]bool  // root moves the game forbids (superko), or that change nothing (narrowed)
	off    Heuristic    // heuristics switched off
	// bufferMin, when above 0, makes the goroutines keep the AMAF updates
	// of the top plies' nodes with at least that many visits in their
	// raveBuf, when there are several of them (raveBufferMin).
	bufferMin int32
	expandAt  int32
	equiv     float64
	learnedW  float32 // the learned prior's weight in visits
	// learnedSqrt: the learned prior takes the square-root form (learnedPrior).
	learnedSqrt bool
	narrowed    bool // a weak level has banned the root's idle moves
	stop        atomic.Bool
	count       atomic.Int64 // playouts started
	limit       int64        // playouts allowed, 0 for no limit
	deadline    time.Time
	done        <-chan struct{}
	// pause, when set, stops a run at that time without ending the search:
	// watch then sets paused, and the caller reports and runs again (see
	// runReporting). start is when the search began, for the rate of
	// playouts across runs (zero: when the run began).
	pause  time.Time
	paused bool
	start  time.Time
	// saveTime lets watch stop the search when the most visited move can no
	// longer be overtaken; early says that it did (set by watch or, in a
	// steady search, by a goroutine, even after a pause stopped the run).
	saveTime bool
	early    atomic.Bool
	// scores makes the goroutines gather the final scores below each root
	// move in their scores, for the candidates' leads.
	scores bool
	// steady makes a search with a budget of playouts alone stop early (see
	// saveTime) at fixed playout counts, not at the watch's ticks: an
	// analysis's, so that the same budget gives the same figures.
	steady bool
	// learned is the table of learned priors (nil: none).
	learned *learned
	// owners is the owner feature's map of the root (nil: none), made of
	// ownerCount playouts (mapOwners).
	owners     *Owners
	ownerCount int
}

// maxDepth bounds a descent of the tree.
const maxDepth = 400

// simulate runs one descent and playout with w and backs the result up.
func (s *search) simulate(w *playouter) {
	t := s.t
	var path [maxDepth]int32
	w.begin(s.board)
	n := s.root
	c := s.color
	passes := s.passes
	last, last2 := s.last, s.last2
	path[0] = n
	depth := 1
	t.at(n).vw.Add(one)
	for depth < maxDepth {
		nd := t.at(n)
		if nd.state.Load() != expanded {
			if nd.visits() < s.expandAt || !s.expand(w, n, c, last, last2) {
				break
			}
		}
		ch := s.selectChild(n, c, depth == 1)
		if ch < 0 {
			break
		}
		cn := t.at(ch)
		cn.vw.Add(one)
		path[depth] = ch
		depth++
		mv := cn.move
		if mv == engine.Pass {
			passes++
			w.b.Pass()
		} else {
			passes = 0
			w.b.PlayFast(c, mv)
		}
		w.record(c, mv)
		last, last2 = mv, last
		c = c.Opponent()
		n = ch
		if passes >= 2 {
			break
		}
	}
	var score int
	if passes >= 2 {
		score = w.score()
	} else {
		score = w.playout(c, last, last2, passes)
	}
	if s.scores && depth > 1 {
		w.scores.add(t.at(path[1]).move, score)
	}
	winner := engine.White
	if float64(score) > s.komi {
		winner = engine.Black
	}
	// Back up: path[i] was reached by a move of the player to move at path[i-1].
	toMove := s.color
	for i := 0; i < depth; i++ {
		nd := t.at(path[i])
		if i > 0 && toMove.Opponent() == winner {
			nd.vw.Add(1)
		}
		if nd.state.Load() == expanded {
			s.rave(w, path[i], nd, toMove, i, toMove == winner)
		}
		toMove = toMove.Opponent()
	}
}

// selectChild returns the child of n with the highest urgency for c, or -1.
func (s *search) selectChild(n int32, c engine.Color, atRoot bool) int32 {
	t := s.t
	nd := t.at(n)
	best := int32(-1)
	bestU := math.Inf(-1)
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		ch := t.at(k)
		if atRoot && s.banned[ch.move] {
			continue
		}
		cv, cw := unpack(ch.vw.Load())
		v := float64(cv) + float64(ch.pv)
		u := (float64(cw) + float64(ch.pw)) / v
		if rn, rw := unpack(ch.rave.Load()); rn > 0 && !s.off.Has(RAVE) {
			n := float64(rn)
			beta := n / (n + v + v*n/s.equiv)
			u = (1-beta)*u + beta*float64(rw)/n
		}
		if u > bestU {
			best, bestU = k, u
		}
	}
	return best
}

// run searches until the budget is spent, the context is done or the
// best move cannot change any more.
func (s *search) run(ws []*playouter) {
	s.bufferMin = 0
	if len(ws) > 1 {
		s.bufferMin = raveBufferMin
	}
	// With a budget of playouts alone, an evaluation's goroutines
	// themselves see when the best move can no longer be overtaken, at
	// fixed counts, so that on one thread it ends at the same playout
	// however fast it runs (search.steady).
	counted := s.steady && s.saveTime && s.limit > 0 && s.deadline.IsZero()
	var wg sync.WaitGroup
	for _, w := range ws {
		wg.Add(1)
		go func(w *playouter) {
			defer wg.Done()
			defer s.flushRave(w)
			for !s.stop.Load() {
				select {
				case <-s.done:
					s.stop.Store(true)
					return
				default:
				}
				n := s.count.Add(1)
				if s.limit > 0 && n > s.limit {
					s.stop.Store(true)
					return
				}
				s.simulate(w)
				if !s.deadline.IsZero() && n&7 == 0 && time.Now().After(s.deadline) {
					s.stop.Store(true)
				}
				if counted && n&63 == 0 && n > 100 {
					// Early even when a pause stopped the search during
					// this playout: the search ends here either way.
					if first, second := s.topTwo(); int64(first-second) > s.limit-n {
						s.stop.Store(true)
						s.early.Store(true)
					}
				}
			}
		}(w)
	}
	s.watch()
	wg.Wait()
}

// watch stops the search early when the most visited root move can no longer
// be overtaken in the time or playouts left.
func (s *search) watch() {
	start := s.start
	if start.IsZero() {
		start = time.Now()
	}
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for !s.stop.Load() {
		select {
		case <-s.done:
			s.stop.Store(true)
			return
		case now := <-tick.C:
			if !s.deadline.IsZero() && now.After(s.deadline) {
				s.stop.Store(true)
				return
			}
			if !s.pause.IsZero() && !now.Before(s.pause) {
				// A pause only when the search has not just ended by itself.
				s.paused = s.stop.CompareAndSwap(false, true)
				return
			}
			if !s.saveTime {
				continue
			}
			n := s.count.Load()
			var left float64
			switch {
			case s.limit > 0 && !s.deadline.IsZero():
				rate := float64(n) / now.Sub(start).Seconds()
				left = min(float64(s.limit-n), rate*s.deadline.Sub(now).Seconds())
			case s.limit > 0 && s.steady:
				continue // the goroutines watch a budget of playouts (run)
			case s.limit > 0:
				left = float64(s.limit - n)
			case !s.deadline.IsZero():
				rate := float64(n) / now.Sub(start).Seconds()
				left = rate * s.deadline.Sub(now).Seconds()
			default:
				continue
			}
			first, second := s.topTwo()
			if n > 100 && float64(first-second) > left {
				if s.stop.CompareAndSwap(false, true) {
					s.early.Store(true)
				}
				return
			}
		}
	}
}

// pv returns the principal variation from node n: its move, then the most
// visited child's at each ply (see Stats.PV), with the visits of each. It
// runs after the search, on a tree no goroutine changes any more.
func (s *search) pv(n int32) ([]engine.Point, []int) {
	line := []engine.Point{s.t.at(n).move}
	visits := []int{int(s.t.at(n).visits())}
	for len(line) < pvMax {
		nd := s.t.at(n)
		if nd.state.Load() != expanded {
			break
		}
		best, bestV := int32(-1), int32(pvMinVisits-1)
		for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
			if v := s.t.at(k).visits(); v > bestV {
				best, bestV = k, v
			}
		}
		if best < 0 {
			break
		}
		line = append(line, s.t.at(best).move)
		visits = append(visits, int(bestV))
		n = best
	}
	return line, visits
}

// unclear reports whether the search has not settled between its two most
// visited root moves: the second has two thirds of the first's visits, or
// half of them and a better win rate.
func (s *search) unclear() bool {
	first, second := s.topTwoNodes()
	if first == nil || second == nil || first.visits() < 100 {
		return false
	}
	f, sv := first.visits(), second.visits()
	return 3*sv >= 2*f || 2*sv >= f && winRate(second) > winRate(first)
}

// topTwo returns the visits of the two most visited root moves that may be played.
func (s *search) topTwo() (first, second int32) {
	a, b := s.topTwoNodes()
	if a != nil {
		first = a.visits()
	}
	if b != nil {
		second = b.visits()
	}
	return first, second
}

// topTwoNodes returns the two most visited root moves that may be played,
// nil where there are fewer.
func (s *search) topTwoNodes() (first, second *node) {
	nd := s.t.at(s.root)
	if nd.state.Load() != expanded {
		return nil, nil
	}
	var fv, sv int32
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		ch := s.t.at(k)
		if s.banned[ch.move] {
			continue // it cannot be chosen
		}
		switch v := ch.visits(); {
		case first == nil || v > fv:
			first, second, fv, sv = ch, first, v, fv
		case second == nil || v > sv:
			second, sv = ch, v
		}
	}
	return first, second
}

// forget drops the tree, so the next search starts afresh.
func (m *MCTS) forget() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.cur != nil {
		m.cur.reset()
	}
}
