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
	// WinRate, ScoreMean, ScoreLead and ScoreStdev are the position's
	// figures for Color, as Candidate defines them, over every playout of
	// the reading (an external analyser's: its best candidate's), and
	// HasLead says whether the scores are known. Every view of a position
	// (the review, the hint and estimate, Analyze mode) reads these, so
	// that they agree.
	WinRate                          float64
	ScoreMean, ScoreLead, ScoreStdev float64
	HasLead                          bool
	// Move is the move the player would play (Evaluate only; engine.Pass
	// in an analysis): the best candidate's, or a pass or a resignation
	// where the game is settled.
	Move engine.Point
}

// BlackWinRate returns Black's chance to win in a's position.
func (a Analysis) BlackWinRate() float64 {
	if a.Color == engine.White {
		return 1 - a.WinRate
	}
	return a.WinRate
}

// BlackLead returns Black's score lead in a's position (ScoreLead).
func (a Analysis) BlackLead() float64 { return a.ScoreLead*sign(a.Color) + 0 }

// summarize sets a's position figures from its best candidate, the one its
// reading would play: 50 % and no lead without one.
func (a *Analysis) summarize() {
	a.WinRate, a.ScoreMean, a.ScoreLead, a.ScoreStdev, a.HasLead = 0.5, 0, 0, 0, false
	if best, ok := a.Best(); ok && best.Visits > 0 {
		a.WinRate, a.ScoreMean, a.ScoreLead, a.ScoreStdev, a.HasLead = best.WinRate, best.ScoreMean, best.Lead, best.ScoreStdev, best.HasLead
	}
}

// Summarize fills in an analysis's position figures (WinRate, ScoreLead
// and the others) from its best candidate, as an analyser that reports only
// candidates (lz-analyze, kata-analyze) leaves them.
func Summarize(a Analysis) Analysis {
	a.summarize()
	return a
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
	// Lead is the score lead after Move in points: how much komi would
	// have to change for the game to be even (KataGo's scoreLead).
	// ScoreMean is the mean final score less komi, and ScoreStdev the
	// standard deviation of the final score. HasLead says whether the
	// analyser gives them (lz-analyze does not).
	Lead, ScoreMean, ScoreStdev float64
	HasLead                     bool
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
	// Playouts and Time, when above zero, end the analysis by itself once
	// it has played that many playouts or read that long, whichever comes
	// first; it may stop earlier when its best move can no longer be
	// overtaken in the playouts left. Zero reads until the context ends.
	Playouts int
	Time     time.Duration
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

// Analyze implements Analyzer: it searches g's position on the player's
// threads until ctx is done, and keeps the tree for a later search.
func (m *MCTS) Analyze(ctx context.Context, g *engine.Game, c engine.Color, every time.Duration, report func(Analysis)) error {
	return m.AnalyzeWith(ctx, g, c, AnalyzeOptions{Every: every}, report)
}

// AnalyzeWith is Analyze with options. When it ends, LastStats and
// LastOwnership tell what it found.
func (m *MCTS) AnalyzeWith(ctx context.Context, g *engine.Game, c engine.Color, o AnalyzeOptions, report func(Analysis)) error {
	_, err := m.analyze(ctx, g, c, o, report, false)
	return err
}

// Evaluate reads g's position with c to move within the player's budget
// (Options.Playouts and Time; a second when both are zero) and returns what
// it found: the one evaluation of a position that the review, the hint, the
// territory estimate and an analysis with the same budget all show. It is
// AnalyzeWith with that budget, and with Move set to the move the player
// would play. A position where c has no move but a pass is not read: its
// analysis has no candidate, no playout and 50 % to win. Under capture Go's
// rules it is GenMove's move and figures, without candidates or a lead.
func (m *MCTS) Evaluate(ctx context.Context, g *engine.Game, c engine.Color) (Analysis, error) {
	if g.Rules().FirstCapture {
		// In capture Go the rules choose before the search, and the score
		// means little: the move GenMove plays, with its search's figures.
		p, err := m.captureGoMove(ctx, g, c)
		if err != nil {
			return Analysis{}, err
		}
		st := m.LastStats()
		return Analysis{Color: c, Move: p, WinRate: st.WinRate, ScoreLead: st.Lead * sign(c), ScoreMean: st.Lead * sign(c),
			Playouts: st.Playouts, Elapsed: st.Elapsed, Ownership: m.LastOwnership()}, nil
	}
	o := AnalyzeOptions{Playouts: m.opts.Playouts, Time: m.opts.Time}
	if o.Playouts == 0 && o.Time == 0 {
		o.Time = time.Second
	}
	return m.analyze(ctx, g, c, o, nil, true)
}

// analyze is AnalyzeWith and Evaluate (evaluate set): it returns the final
// analysis.
func (m *MCTS) analyze(ctx context.Context, g *engine.Game, c engine.Color, o AnalyzeOptions, report func(Analysis), evaluate bool) (Analysis, error) {
	if c != engine.Black && c != engine.White {
		return Analysis{}, engine.ErrColor
	}
	if err := ctx.Err(); evaluate && err != nil {
		return Analysis{}, err
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
	end := time.Time{}
	if o.Time > 0 {
		end = start.Add(o.Time)
	}
	s.ownersBefore(ctx, ws, max(o.Playouts, 0), start, end)
	// A position with no move but a pass is read too, unless evaluated.
	if !m.expandRoot(s, ws[0], g) && evaluate {
		m.collectOwnership(ws, g.Board())
		m.stats = Stats{Move: engine.Pass, WinRate: 0.5}
		a := Analysis{Color: c, Ownership: m.lastOwnership(), Move: engine.Pass}
		a.summarize()
		return a, nil
	}
	if o.Allow != nil {
		nd := s.t.at(s.root)
		for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
			if p := s.t.at(k).move; p != engine.Pass && !o.Allow(p) {
				s.banned[p] = true
			}
		}
	}
	s.done = ctx.Done()
	s.limit = int64(max(o.Playouts, 0))
	s.saveTime, s.steady = o.Playouts > 0, true
	if o.Time > 0 {
		s.deadline = start.Add(o.Time)
	}
	rep := &reporter{every: o.Every, minMoves: o.MinMoves, report: report}
	if report == nil || o.Every <= 0 {
		rep = nil
	}
	m.runReporting(ctx, s, ws, start, rep)
	m.collectOwnership(ws, s.board)
	a := m.analysis(s, ws, start, o.MinMoves)
	m.stats = Stats{Playouts: a.Playouts, OwnerPlayouts: s.ownerCount, Elapsed: a.Elapsed, Nodes: int(s.t.used.Load()),
		WinRate: a.WinRate, Move: engine.Pass, Lead: a.BlackLead()}
	if best, ok := a.Best(); ok {
		m.stats.Move, m.stats.Visits, m.stats.PV = best.Move, best.Visits, best.PV
	}
	if !evaluate {
		return a, nil
	}
	if err := ctx.Err(); err != nil {
		return Analysis{}, err
	}
	a.Move = m.stats.Move
	// The player's own judgement of a settled game: a pass (or, at a level
	// that resigns, a resignation) where the best candidate changes nothing.
	if move, _, _, again := m.choose(s, g, c, false); !again && (move == engine.Pass || move == engine.Resign) {
		a.Move, m.stats.Move, m.stats.PV = move, move, nil
		if n := s.t.child(s.root, move); n >= 0 && move == engine.Pass {
			m.stats.PV, _ = s.pv(n)
		}
	}
	return a, nil
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
// scores below the root moves counted.
func (m *MCTS) startWorkers(s *search, scores bool) []*playouter {
	ws := m.workers(m.opts.Threads)
	for _, w := range ws {
		w.clearOwnership()
		if scores {
			w.scores.reset(s.board)
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
		if !s.paused || s.early.Load() || s.limit > 0 && s.count.Load() >= s.limit {
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
		a.summarize()
		return a
	}
	spread := scoreSpread(a.Ownership, s.board)
	rootLead := a.Ownership.Lead(s.komi) * sign(s.color)
	all := rootScores(ws)
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
		c := Candidate{Move: ch.move, Visits: int(kd.visits), WinRate: winRate(ch)}
		if priors > 0 {
			c.Prior = float64(ch.pw) / priors
		}
		// A move without playouts of its own in this reading (not read
		// yet, or read only by an earlier search whose tree was kept) is
		// given the position's lead from the ownership, and keeps the
		// tree's win rate.
		c.ScoreMean, c.Lead, c.ScoreStdev, c.HasLead = rootLead, rootLead, spread, true
		if d := scoresOf(ws, ch.move); d.n > 0 {
			w := d.weight()
			c.ScoreMean = (all.mean + w*(d.mean-all.mean) - s.komi) * sign(s.color)
			// The lead stands at the position's median, moved by how far
			// the move's mean stands from the position's: the playouts'
			// scores often fall in two heaps (a group lives or dies), where
			// a few playouts more move a median from one heap to the other
			// but a mean only by their share, so means compare moves.
			c.Lead = (all.median + w*(d.mean-all.mean) - s.komi) * sign(s.color)
			c.WinRate = winChance(c.Lead, spread)
		}
		c.LCB = lowerBound(c.WinRate, c.Visits)
		c.PV, c.PVVisits = s.pv(kd.k)
		a.Candidates = append(a.Candidates, c)
	}
	a.summarize()
	if d := all; d.n > 0 {
		// The position's own figures, over all its playouts: steadier from
		// one move to the next than its best candidate's, whose playouts
		// favour the player to move (the tempo counts for more in random
		// games than in real ones).
		a.ScoreMean = (d.mean - s.komi) * sign(s.color)
		a.ScoreLead = (d.median - s.komi) * sign(s.color)
		a.ScoreStdev, a.HasLead = spread, true
		a.WinRate = winChance(a.ScoreLead, spread)
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
