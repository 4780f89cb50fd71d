package ai

import (
	"context"
	"math"
	"sort"
	"time"

	"github.com/torreya/torreya/engine"
)

// Analysis is what a reading of a position has found so far: the moves read
// at the root, best first, and who is likely to own each point.
type Analysis struct {
	// Color is the player to move. The candidates' win rates and leads are
	// its; the ownership is Black's, as always.
	Color engine.Color
	// Candidates are the moves read, the best (most visited) first.
	Candidates []Candidate
	// Visits is the number of visits of the position: this reading's and,
	// when the tree was kept from an earlier search, that one's.
	Visits int
	// Playouts is the number of playouts of this reading, and Elapsed its time.
	Playouts int
	Elapsed  time.Duration
	// Ownership is the ownership of every point, +1 for Black and -1 for
	// White, or nil when the analyser gives none.
	Ownership *Ownership
}

// Candidate is one move read at the root of an Analysis. Its win rate and
// lead are for the player who makes it.
type Candidate struct {
	Move   engine.Point
	Visits int
	// WinRate is the chance to win after Move, 0 to 1, and LCB a lower bound
	// of it at 95 % confidence.
	WinRate, LCB float64
	// Prior says how much the search liked Move before reading it, 0 to 1;
	// the priors of all the moves of a position add up to about 1.
	Prior float64
	// Lead is the expected score lead after Move in points, less komi, and
	// ScoreStdev the standard deviation of the final score; HasLead says
	// whether the analyser gives them (lz-analyze does not).
	Lead, ScoreStdev float64
	HasLead          bool
	// PV is the principal variation: Move, then the replies the search
	// expects, each read often enough to mean something; PVVisits holds the
	// visits of each of its moves, when known.
	PV       []engine.Point
	PVVisits []int
}

// Best returns the best candidate, or false when there is none yet.
func (a Analysis) Best() (Candidate, bool) {
	if len(a.Candidates) == 0 {
		return Candidate{}, false
	}
	return a.Candidates[0], true
}

// Analyzer is a player that reads a position continuously and reports what
// it finds as it goes: the built-in player, or an external engine that speaks
// kata-analyze or lz-analyze.
type Analyzer interface {
	// Analyze reads g's position with c to move until ctx is done, calling
	// report about every interval with the whole analysis so far (never
	// when every is zero or less). report runs on Analyze's goroutine and
	// delays the reading while it runs; it must not call the analyzer's
	// methods, which wait for the analysis to end. Analyze reads g only as
	// it starts.
	// It returns nil when ctx ended it, and an error when it could not
	// analyze.
	Analyze(ctx context.Context, g *engine.Game, c engine.Color, every time.Duration, report func(Analysis)) error
}

// GenMoveAnalyzer is a player that reports its reading while it chooses a
// move, as GTP's genmove_analyze commands show it.
type GenMoveAnalyzer interface {
	// GenMoveAnalyze is GenMove, calling report about every interval with
	// the analysis so far, and once more at the end.
	GenMoveAnalyze(ctx context.Context, g *engine.Game, c engine.Color, every time.Duration, report func(Analysis)) (engine.Point, error)
}

// AnalyzeOptions refine an analysis the way GTP's analysis commands can.
type AnalyzeOptions struct {
	// Every is the interval between reports (0 or less: no reports).
	Every time.Duration
	// MinMoves is the number of candidates to report at least, adding moves
	// not read yet (no visits) by their priors.
	MinMoves int
	// Allow, when set, limits the moves read for the player to move to the
	// points it accepts (and a pass).
	Allow func(engine.Point) bool
}

// minEvery is the shortest interval between reports: the search's watch
// looks at the clock that often.
const minEvery = 10 * time.Millisecond

// lcbZ is the normal quantile of the 95 % lower confidence bound.
const lcbZ = 1.96

// reporter is a search's request to report as it goes.
type reporter struct {
	every    time.Duration
	minMoves int
	report   func(Analysis)
}

// scoreSum gathers the final scores (Black's area less White's) of the
// playouts below one root move, for its lead.
type scoreSum struct {
	n       int64
	sum, sq int64
}

// Analyze implements Analyzer: it searches g's position on the player's
// threads until ctx is done, and keeps the tree for a later search.
func (m *MCTS) Analyze(ctx context.Context, g *engine.Game, c engine.Color, every time.Duration, report func(Analysis)) error {
	return m.AnalyzeWith(ctx, g, c, AnalyzeOptions{Every: every}, report)
}

// AnalyzeWith is Analyze with options. When it ends, LastStats and
// LastOwnership tell what it found.
func (m *MCTS) AnalyzeWith(ctx context.Context, g *engine.Game, c engine.Color, o AnalyzeOptions, report func(Analysis)) error {
	if c != engine.Black && c != engine.White {
		return engine.ErrColor
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	start := time.Now()
	if o.Allow != nil && m.cur != nil {
		m.cur.reset() // a root grown under the opening rule may lack allowed moves
	}
	s := m.prepare(g, c)
	if o.Allow != nil {
		s.off |= Opening // the moves asked about are read wherever they are
	}
	ws := m.startWorkers(s, true)
	m.expandRoot(s, ws[0], g) // a position with no move but a pass is read too
	if o.Allow != nil {
		nd := s.t.at(s.root)
		for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
			if p := s.t.at(k).move; p != engine.Pass && !o.Allow(p) {
				s.banned[p] = true
			}
		}
	}
	s.done = ctx.Done()
	rep := &reporter{every: o.Every, minMoves: o.MinMoves, report: report}
	if report == nil || o.Every <= 0 {
		rep = nil
	}
	m.runReporting(ctx, s, ws, start, rep)
	m.collectOwnership(ws, s.board)
	a := m.analysis(s, ws, start, 0)
	m.stats = Stats{Playouts: a.Playouts, Elapsed: a.Elapsed, Nodes: int(s.t.used.Load()),
		WinRate: 0.5, Move: engine.Pass, Lead: m.lastOwnership().Lead(s.komi)}
	if best, ok := a.Best(); ok {
		m.stats.Move, m.stats.WinRate, m.stats.Visits, m.stats.PV = best.Move, best.WinRate, best.Visits, best.PV
	}
	return nil
}

// GenMoveAnalyze implements GenMoveAnalyzer.
func (m *MCTS) GenMoveAnalyze(ctx context.Context, g *engine.Game, c engine.Color, every time.Duration, report func(Analysis)) (engine.Point, error) {
	if g.Rules().FirstCapture || report == nil || every <= 0 {
		return m.GenMove(ctx, g, c)
	}
	return m.genMove(ctx, g, c, false, &reporter{every: every, report: report})
}

// startWorkers returns the player's playouters, ready for s: ownership and
// playout counts cleared and, when scores is set (the search reports), the
// scores below the root moves gathered.
func (m *MCTS) startWorkers(s *search, scores bool) []*playouter {
	ws := m.workers(m.opts.Threads)
	for _, w := range ws {
		w.own = [cells]int32{}
		w.playouts = 0
		if !scores {
			continue
		}
		if w.scores == nil {
			w.scores = new([cells]scoreSum)
		} else {
			*w.scores = [cells]scoreSum{}
		}
	}
	s.scores = scores
	return ws
}

// runReporting runs s, pausing every rep.every to report what it found so
// far; with rep nil it is s.run. It reports once more when the search ends
// by itself, not when ctx ends it.
func (m *MCTS) runReporting(ctx context.Context, s *search, ws []*playouter, start time.Time, rep *reporter) {
	if rep == nil {
		s.run(ws)
		return
	}
	if s.start.IsZero() {
		s.start = start
	}
	for {
		s.pause = time.Now().Add(max(rep.every, minEvery))
		s.paused = false
		s.run(ws)
		if ctx.Err() != nil {
			return
		}
		m.collectOwnership(ws, s.board)
		rep.report(m.analysis(s, ws, start, rep.minMoves))
		if !s.paused || s.limit > 0 && s.count.Load() >= s.limit {
			return
		}
		s.stop.Store(false)
	}
}

// analysis describes the root of s, whose search is stopped, with the
// ownership just collected; it lists at least minMoves candidates.
func (m *MCTS) analysis(s *search, ws []*playouter, start time.Time, minMoves int) Analysis {
	t := s.t
	root := t.at(s.root)
	a := Analysis{Color: s.color, Visits: int(root.visits()), Elapsed: time.Since(start), Ownership: m.lastOwnership()}
	for _, w := range ws {
		a.Playouts += int(w.playouts)
	}
	if root.state.Load() != expanded {
		return a
	}
	rootLead := a.Ownership.Lead(s.komi) * sign(s.color)
	var priors float64
	type kid struct {
		k      int32
		visits int32
	}
	var kids []kid
	for k := root.kids; k < root.kids+int32(root.nkids); k++ {
		ch := t.at(k)
		if s.banned[ch.move] {
			continue
		}
		priors += float64(ch.pw)
		kids = append(kids, kid{k, ch.visits()})
	}
	sort.SliceStable(kids, func(i, j int) bool {
		x, y := t.at(kids[i].k), t.at(kids[j].k)
		if kids[i].visits != kids[j].visits {
			return kids[i].visits > kids[j].visits
		}
		if kids[i].visits > 0 {
			return winRate(x) > winRate(y)
		}
		return x.pw > y.pw // moves not read yet, by their priors
	})
	for _, kd := range kids {
		if kd.visits == 0 && len(a.Candidates) >= minMoves {
			break
		}
		ch := t.at(kd.k)
		c := Candidate{Move: ch.move, Visits: int(kd.visits), WinRate: winRate(ch), Lead: rootLead, HasLead: true}
		if priors > 0 {
			c.Prior = float64(ch.pw) / priors
		}
		c.LCB = lowerBound(c.WinRate, c.Visits)
		var sc scoreSum
		for _, w := range ws {
			x := w.scores[ch.move]
			sc.n, sc.sum, sc.sq = sc.n+x.n, sc.sum+x.sum, sc.sq+x.sq
		}
		if sc.n > 0 {
			mean := float64(sc.sum) / float64(sc.n)
			c.Lead = (mean - s.komi) * sign(s.color)
			c.ScoreStdev = math.Sqrt(max(0, float64(sc.sq)/float64(sc.n)-mean*mean))
		}
		c.PV, c.PVVisits = s.pv(kd.k)
		a.Candidates = append(a.Candidates, c)
	}
	return a
}

// lowerBound returns the Wilson lower bound of a win rate p over n visits,
// at 95 % confidence: 0 without visits.
func lowerBound(p float64, n int) float64 {
	if n <= 0 {
		return 0
	}
	z2n := lcbZ * lcbZ / float64(n)
	centre := p + z2n/2
	spread := lcbZ * math.Sqrt(p*(1-p)/float64(n)+z2n/float64(4*n))
	return max(0, (centre-spread)/(1+z2n))
}
