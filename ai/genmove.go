package ai

import (
	"context"
	"fmt"
	"time"

	"github.com/torreya/torreya/engine"
)

// Name implements Player.
func (m *MCTS) Name() string { return "Torreya" }

// Version implements Player.
func (m *MCTS) Version() string {
	budget := ""
	switch {
	case m.opts.Playouts > 0 && m.opts.Time > 0:
		budget = fmt.Sprintf("%d playouts or %v a move", m.opts.Playouts, m.opts.Time)
	case m.opts.Playouts > 0:
		budget = fmt.Sprintf("%d playouts a move", m.opts.Playouts)
	case m.opts.Time > 0:
		budget = fmt.Sprintf("%v a move", m.opts.Time)
	default:
		budget = "1s a move"
	}
	level := "custom"
	if m.opts.Level > 0 {
		level = fmt.Sprintf("level %d", m.opts.Level)
	}
	// Settings an experiment changed, beyond the level's.
	changed := ""
	if m.opts.Without != 0 && (m.opts.Level == 0 || m.opts.Without != levels[m.opts.Level-1].without) {
		changed = ", without " + m.opts.Without.String()
	}
	if m.opts.RAVEEquiv != defaultRAVEEquiv {
		changed += fmt.Sprintf(", RAVE equivalence %v", m.opts.RAVEEquiv)
	}
	if m.opts.PriorLearned > 0 && (m.opts.Level == 0 || m.opts.PriorLearned != levels[m.opts.Level-1].prior) {
		changed += fmt.Sprintf(", learned prior %v", m.opts.PriorLearned)
	}
	return fmt.Sprintf("%s (MCTS with RAVE, move priors learned from games and heavy playouts; %s, %s, %d threads%s)",
		Version, level, budget, m.opts.Threads, changed)
}

// Version is the version of the built-in player.
const Version = "0.8.6"

// GenMove implements Player.
func (m *MCTS) GenMove(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error) {
	if g.Rules().FirstCapture {
		return m.captureGoMove(ctx, g, c)
	}
	return m.genMove(ctx, g, c, false, nil)
}

// GenMoveCleanup implements Cleaner: it plays on until every opponent stone
// it believes dead has been captured, and never resigns.
func (m *MCTS) GenMoveCleanup(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error) {
	return m.genMove(ctx, g, c, true, nil)
}

// budget returns the time and playouts to spend on a move for c in g, the
// time it may add in an unclear position, and whether a game clock limits
// the time (then time not spent on a move is kept for the next ones).
func (m *MCTS) budget(g *engine.Game, c engine.Color) (t time.Duration, n int, extra time.Duration, clocked bool) {
	t, n = m.opts.Time, m.opts.Playouts
	if t == 0 && n == 0 {
		t = time.Second
	}
	if m.hasClock[c&3] {
		if ct, ok := m.clocks[c&3].perMove(g.Board().EmptyCount()); ok {
			clocked = true
			if t == 0 || ct < t {
				t = ct
			}
			extra = m.clocks[c&3].extra(t)
			if m.opts.Time > 0 {
				extra = min(extra, m.opts.Time-t)
			}
		}
	}
	return t, n, extra, clocked
}

// genMove chooses c's move in g, in cleanup mode or not, reporting as it
// goes when rep is not nil.
func (m *MCTS) genMove(ctx context.Context, g *engine.Game, c engine.Color, cleanup bool, rep *reporter) (engine.Point, error) {
	if err := ctx.Err(); err != nil {
		return engine.Pass, err
	}
	if c != engine.Black && c != engine.White {
		return engine.Pass, engine.ErrColor
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	start := time.Now()
	limitT, limitN, extra, clocked := m.budget(g, c)
	s := m.prepare(g, c)
	bookMove, fromBook := m.bookMove(s, g, c, cleanup)
	ws := m.startWorkers(s, rep != nil)
	end := time.Time{}
	if limitT > 0 {
		end = start.Add(limitT)
	}
	s.ownersBefore(ctx, ws, limitN, start, end)
	if !m.expandRoot(s, ws[0], g) {
		// Nowhere to play: no search, and no statistics or ownership left
		// from another position either.
		m.collectOwnership(ws, g.Board())
		m.stats = Stats{Move: engine.Pass, WinRate: 0.5}
		return engine.Pass, nil
	}
	// The search reads the book's move alone (readAlone).
	fromBook = fromBook && s.readAlone(bookMove)
	s.limit = int64(limitN)
	// Stopping once the answer cannot change saves time only for a clock or
	// a playout budget; a fixed time a move is better spent growing the
	// tree the next move keeps.
	s.saveTime = clocked || limitN > 0
	if limitT > 0 {
		s.deadline = start.Add(limitT)
	}
	s.done = ctx.Done()
	var best engine.Point
	var rate float64
	var visits int
	for again := true; again; {
		m.runReporting(ctx, s, ws, start, rep)
		m.collectOwnership(ws, g.Board())
		if err := ctx.Err(); err != nil {
			return engine.Pass, err
		}
		if extra > 0 && !s.early.Load() && !s.deadline.IsZero() && s.unclear() {
			// The two best moves are close: think on, once, with time the
			// clock can spare.
			s.stop.Store(false)
			s.deadline = s.deadline.Add(extra)
			extra = 0
			continue
		}
		if best, rate, visits, again = m.choose(s, g, c, cleanup); again {
			// The same budget again, over the moves that change something.
			s.stop.Store(false)
			s.limit += int64(limitN)
			if limitT > 0 {
				s.deadline = time.Now().Add(limitT)
			}
		}
	}
	if fromBook {
		nd := s.t.at(s.t.child(s.root, bookMove))
		best, rate, visits = bookMove, winRate(nd), int(nd.visits())
	}
	played := 0
	for _, w := range ws {
		played += int(w.playouts)
	}
	m.stats = Stats{Playouts: played, OwnerPlayouts: s.ownerCount, Elapsed: time.Since(start),
		WinRate: rate, Move: best, Visits: visits, Nodes: int(s.t.used.Load()),
		Lead: m.lastOwnership().Lead(s.komi), Book: fromBook}
	if n := s.t.child(s.root, best); n >= 0 {
		m.stats.PV, _ = s.pv(n)
	}
	if !cleanup && m.opts.Resign > 0 && m.judges() && best != engine.Pass && best != engine.Resign {
		if rate < m.opts.Resign {
			m.lowWins++
		} else {
			m.lowWins = 0
		}
		if m.lowWins >= 3 {
			return engine.Resign, nil
		}
	}
	return best, nil
}

// prepare finds or makes the tree for g's position with c to move and
// returns a search over it.
func (m *MCTS) prepare(g *engine.Game, c engine.Color) *search {
	moves := g.Moves()
	b := g.Board()
	if m.cur == nil {
		m.cur, m.spare = newTree(m.opts.MaxNodes), newTree(m.opts.MaxNodes)
	}
	// Does g continue the game of the last search? Then the tree may hold
	// the new position, and the resignation count goes on.
	continues := b.Width() == m.prevW && b.Height() == m.prevH &&
		g.Setup().Hash() == m.prevSetup && len(moves) >= len(m.prevMoves)
	for i := 0; continues && i < len(m.prevMoves); i++ {
		continues = moves[i] == m.prevMoves[i]
	}
	root := int32(-1)
	if continues && m.cur.used.Load() > 0 {
		root = m.root
		col := m.prevColor
		for _, mv := range moves[len(m.prevMoves):] {
			if mv.Color != col {
				root = -1
				break
			}
			if root = m.cur.child(root, mv.Point); root < 0 {
				break
			}
			col = col.Opponent()
		}
		if root >= 0 && col != c {
			root = -1
		}
	}
	if !continues {
		m.lowWins = 0
	}
	if root >= 0 {
		m.queue = m.spare.copySubtree(m.cur, root, m.queue)
	} else {
		m.spare.reset()
		m.spare.alloc(1)
		m.spare.init(0, engine.Pass, 0, 0)
	}
	m.cur, m.spare = m.spare, m.cur
	m.root = 0
	m.prevW, m.prevH, m.prevSetup = b.Width(), b.Height(), g.Setup().Hash()
	m.prevMoves = append(m.prevMoves[:0], moves...)
	m.prevColor = c

	off := m.opts.Without
	if m.opts.Within != nil {
		off |= Opening // a local question, not an opening
	}
	s := &search{t: m.cur, root: 0, board: b, color: c, passes: g.Passes(),
		last: engine.Pass, off: off, expandAt: int32(m.opts.ExpandAt), equiv: m.opts.RAVEEquiv}
	s.last, s.last2 = lastMoves(moves)
	s.learned, _ = learnedTable() // a broken table leaves the hand-made priors (TestEmbeddedGammas)
	s.learnedSqrt = learnedSqrt(b.Width(), b.Height(), off)
	s.learnedW = float32(m.opts.PriorLearned)
	if s.learnedW <= 0 {
		s.learnedW = float32(learnedWeight(b.Width(), b.Height(), s.learnedSqrt))
	}
	s.komi = g.Komi()
	if r := g.Rules(); r.Scoring == engine.AreaScoring {
		s.komi += float64(r.Bonus(g.Handicap()))
	}
	return s
}

// lastMoves returns the last two moves' points, Pass for none.
func lastMoves(moves []engine.Move) (last, last2 engine.Point) {
	last, last2 = engine.Pass, engine.Pass
	if n := len(moves); n > 0 && moves[n-1].Point != engine.Resign {
		last = moves[n-1].Point
		if n > 1 {
			last2 = moves[n-2].Point
		}
	}
	return last, last2
}

// expandRoot makes sure the root has children and bans the moves the game
// forbids. It returns false when c has no move but Pass.
func (m *MCTS) expandRoot(s *search, w *playouter, g *engine.Game) bool {
	nd := s.t.at(s.root)
	if nd.state.Load() != expanded {
		w.begin(s.board)
		nd.state.Store(leaf)
		if !s.expand(w, s.root, s.color, s.last, s.last2) {
			// The arena is full: start again with an empty tree.
			s.t.reset()
			s.t.alloc(1)
			s.t.init(0, engine.Pass, 0, 0)
			if !s.expand(w, s.root, s.color, s.last, s.last2) {
				return false
			}
		}
	}
	ok := false
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		p := s.t.at(k).move
		if p == engine.Pass {
			continue
		}
		if g.Legal(s.color, p) != nil || (m.opts.Within != nil && !m.opts.Within(p)) {
			s.banned[p] = true
		} else {
			ok = true
		}
	}
	return ok
}

// choose picks the move to play after the search, with its win rate and
// visits, or asks for the search to go on (again) after it has banned the
// root's idle moves.
func (m *MCTS) choose(s *search, g *engine.Game, c engine.Color, cleanup bool) (move engine.Point, rate float64, visits int, again bool) {
	t := s.t
	nd := t.at(s.root)
	best := int32(-1)
	var bestV int32 = -1
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		ch := t.at(k)
		if s.banned[ch.move] || (cleanup && ch.move == engine.Pass) {
			continue
		}
		if v := ch.visits(); v > bestV {
			best, bestV = k, v
		}
	}
	if best < 0 {
		return engine.Pass, 0, 0, false
	}
	rate, move, visits = winRate(t.at(best)), t.at(best).move, int(bestV)
	own := m.lastOwnership()
	// Captures, escapes and ataris that catch a chain in a ladder (every
	// mark of urgent's but a run into a ladder) are never idle moves, however
	// settled the ownership around them looks; nor is the vital point of an
	// eye space that decides a group's life. The playouts take that point
	// for whoever moves first, so a group that dies in all of them looks
	// settled, yet it lives if its owner gets the point first.
	var bonus [cells]uint8
	m.ws[0].urgent(s.board, c, &bonus, true)
	var vital [cells]bool
	m.ws[0].vitalPoints(s.board, &vital)
	idle := func(p engine.Point) bool {
		return (bonus[p] == markNone || bonus[p] == markLadderRun) && !vital[p] && own.idle(s.board, c, p)
	}

	if cleanup {
		// Passing is right in cleanup mode only when no opponent stone we
		// think dead is left and the position as it stands is a win.
		if len(own.deadOf(s.board, c.Opponent())) == 0 && asIs(g, c) > 0 {
			return engine.Pass, rate, visits, false
		}
	} else if !m.judges() {
		// Too few playouts for their ownership or win rate to mean anything:
		// one playout's ownership has every point settled. Such a player
		// only answers a pass with a pass, when the count as it stands is
		// a win.
		if s.passes > 0 && asIs(g, c) > 0 {
			return engine.Pass, rate, visits, false
		}
	} else {
		// A game whose result no move can change ends, at every level: when
		// every point is settled or the opponent passed in a game settled as
		// a win, unless the best move captures or saves stones; and at a
		// level that does not resign, when the game is settled as a loss that
		// the search finds hopeless too, unless the best move captures. A
		// level that resigns gives such a game up at once when the search is
		// also under its threshold, rather than pass into the count: the
		// settled count shows what its three hopeless moves would (elsewhere
		// it resigns after three). Otherwise a pass is answered with a pass
		// when the position counted as it stands, with the stones we think
		// dead removed, is a win.
		end := own.settle(s.board, c, s.komi, g.Rules().NoDeadRemoval)
		urgent := bonus[move] == markCaptureOne || bonus[move] == markUrgent || vital[move]
		lost := end.lost() && rate < hopeless && !captures(s.board, c, move)
		switch {
		case lost && m.opts.Resign > 0 && rate < m.opts.Resign:
			return engine.Resign, rate, visits, false
		case !urgent && (end.over() || s.passes > 0 && end.won()):
			return engine.Pass, rate, visits, false
		case lost && m.opts.Resign == 0:
			return engine.Pass, rate, visits, false
		case s.passes > 0 && own.Lead(s.komi)*sign(c) > 0 && asIs(g, c) > 0:
			return engine.Pass, rate, visits, false
		case end.won() && move != engine.Pass && idle(move):
			// Won whatever happens, and the best move changes nothing.
			return engine.Pass, rate, visits, false
		}
	}
	if move == engine.Pass || (m.opts.Sample <= 1 && m.opts.MaxLoss <= 0) {
		return move, rate, visits, false
	}
	// A weak level chooses among moves that change something. When the
	// search liked an idle move best (moves near the last one start with a
	// bonus, even inside settled areas), it searches again without them;
	// when every legal move is idle, there is nothing to play.
	if !cleanup && !s.narrowed && idle(move) {
		if !s.narrow(idle) {
			return engine.Pass, rate, visits, false
		}
		return engine.Pass, 0, 0, true
	}
	if pick, ok := m.weaken(s, best, &bonus, idle); ok {
		return t.at(pick).move, winRate(t.at(pick)), int(t.at(pick).visits()), false
	}
	return move, rate, visits, false
}

// minJudge is the smallest playout budget whose ownership and win rates the
// player trusts to end, pass or resign a game. Every level reads 50 playouts
// or more; a budget under it is an experiment's, such as the one-playout
// stand-in for a beginner that plays the priors' favourite move (README).
const minJudge = 10

// judges reports whether the search budget is large enough for the end of
// game rules: no cap by count, or a cap of minJudge playouts or more.
func (m *MCTS) judges() bool { return m.opts.Playouts == 0 || m.opts.Playouts >= minJudge }

// narrow bans the root's idle moves, so that a search goes on over the moves
// that change something. It bans nothing and returns false when every legal
// move is idle.
func (s *search) narrow(idle func(engine.Point) bool) bool {
	nd := s.t.at(s.root)
	useful := false
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		if p := s.t.at(k).move; p != engine.Pass && !s.banned[p] && !idle(p) {
			useful = true
		}
	}
	if !useful {
		return false
	}
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		if p := s.t.at(k).move; p != engine.Pass && idle(p) {
			s.banned[p] = true
		}
	}
	s.narrowed = true
	return true
}

// captures reports whether c's stone at p takes stones.
func captures(b *engine.Board, c engine.Color, p engine.Point) bool {
	for _, q := range engine.Adjacent(p) {
		if b.At(q) == c.Opponent() {
			if l, one := b.InAtari(q); one && l == p {
				return true
			}
		}
	}
	return false
}

// hopeless is the win rate under which the search agrees with an ownership
// that calls the game lost whatever happens on the open points.
const hopeless = 0.1

// sign is +1 for Black and -1 for White: it turns Black's lead into c's.
func sign(c engine.Color) float64 {
	if c == engine.White {
		return -1
	}
	return 1
}

func winRate(n *node) float64 {
	v, w := unpack(n.vw.Load())
	if v == 0 {
		return 0.5
	}
	return float64(w) / float64(v)
}

// asIs returns c's score minus the opponent's (komi included) if the game
// were counted now under g's rules with every stone on the board alive.
func asIs(g *engine.Game, c engine.Color) float64 {
	sc := g.Score(nil)
	d := sc.Margin()
	if c == engine.White {
		d = -d
	}
	return d
}

// weaken applies the weak levels' choice: among several good moves instead
// of the best, but never instead of an urgent capture or escape (markUrgent, as
// urgent marks them), and never an idle move: one in the opponent's sure
// area, or one that only fills the player's own.
func (m *MCTS) weaken(s *search, best int32, bonus *[cells]uint8, idle func(engine.Point) bool) (int32, bool) {
	t := s.t
	nd := t.at(s.root)
	w := m.ws[0]
	if m.opts.Careless > 0 && w.rng.Float64() < m.opts.Careless {
		if k, ok := m.careless(s, idle); ok {
			return k, true
		}
	}
	if bonus[t.at(best).move] == markUrgent {
		return 0, false
	}
	// An overwhelming move (a capture that saves a group, an escape from
	// atari) is always answered, with the most visited one.
	urgent, urgentV := int32(-1), int32(-1)
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		ch := t.at(k)
		if bonus[ch.move] == markUrgent && !s.banned[ch.move] && ch.visits() > urgentV {
			urgent, urgentV = k, ch.visits()
		}
	}
	if urgent >= 0 {
		return urgent, true
	}
	bestV := t.at(best).visits()
	bestR := winRate(t.at(best))
	var cand [cells]int32
	var weight [cells]float64
	n := 0
	total := 0.0
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		ch := t.at(k)
		if s.banned[ch.move] || ch.move == engine.Pass || idle(ch.move) {
			continue
		}
		v := ch.visits()
		switch {
		case m.opts.Sample > 1:
			if v == 0 {
				continue
			}
		default:
			// Only moves read well enough for their win rate to mean something.
			if v < max(bestV/4, 3) || winRate(ch) < bestR-m.opts.MaxLoss {
				continue
			}
		}
		cand[n], weight[n] = k, float64(v)
		n++
	}
	if m.opts.Sample > 1 && n > m.opts.Sample {
		// Keep the Sample most visited.
		for i := 0; i < m.opts.Sample; i++ {
			for j := i + 1; j < n; j++ {
				if weight[j] > weight[i] {
					cand[i], cand[j] = cand[j], cand[i]
					weight[i], weight[j] = weight[j], weight[i]
				}
			}
		}
		n = m.opts.Sample
	}
	if n == 0 {
		return 0, false
	}
	for i := 0; i < n; i++ {
		if m.opts.MaxLoss > 0 {
			weight[i] = 1
		}
		total += weight[i]
	}
	return cand[drawWeighted(&w.rng, weight[:n], total)], true
}

// drawWeighted returns an index into weight drawn in proportion to the
// weights, whose sum is total; weight must not be empty.
func drawWeighted(rng *engine.Rand, weight []float64, total float64) int {
	r := rng.Float64() * total
	for i, wt := range weight {
		r -= wt
		if r < 0 {
			return i
		}
	}
	return len(weight) - 1
}

// bigChain is the size from which a careless move still saves a chain in
// atari: a beginner overlooks the atari of a stone or two, not of a group.
const bigChain = 3

// careless returns a natural-looking move the search did not read, as a
// beginner plays one: a root move within two lines of the opponent's last
// move, drawn in proportion to the priors' liking of it (their wins), never
// idle, in one of the player's own eyes or a self-atari of two stones or more.
// It plays none while a chain of the player's of bigChain stones or more is in
// atari, nor without a last move to play near.
func (m *MCTS) careless(s *search, idle func(engine.Point) bool) (int32, bool) {
	if s.last <= engine.Resign {
		return 0, false
	}
	b, c := s.board, s.color
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.Pt(x, y)
			if b.At(p) != c || b.ChainHead(p) != p {
				continue
			}
			if _, one := b.InAtari(p); one && b.ChainSize(p) >= bigChain {
				return 0, false
			}
		}
	}
	t := s.t
	nd := t.at(s.root)
	w := m.ws[0]
	lx, ly := s.last.XY()
	var cand [cells]int32
	var weight [cells]float64
	n := 0
	total := 0.0
	for k := nd.kids; k < nd.kids+int32(nd.nkids); k++ {
		ch := t.at(k)
		p := ch.move
		if p == engine.Pass || s.banned[p] || ch.pw <= 0 {
			continue
		}
		if x, y := p.XY(); abs(x-lx) > 2 || abs(y-ly) > 2 {
			continue
		}
		if idle(p) || b.IsEye(c, p) || w.badSelfAtari(b, c, p) {
			continue
		}
		cand[n], weight[n] = k, float64(ch.pw)
		total += weight[n]
		n++
	}
	if n == 0 {
		return 0, false
	}
	return cand[drawWeighted(&w.rng, weight[:n], total)], true
}
