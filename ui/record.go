package ui

import (
	"strings"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// rulesOf returns the rules a record asks for (RU), or def when it names
// none the engine knows.
func rulesOf(root *sgf.Node, def engine.Rules) engine.Rules {
	if ru := strings.TrimSpace(root.Rules()); ru != "" {
		if r, err := engine.ParseRules(ru); err == nil {
			return r
		}
	}
	return def
}

// replay builds the rules state (an engine.Game) at the tree's current node
// by playing the path from the root. The tree replays stones with simple ko
// only; the game adds superko, passes, the end of the game and the count.
// Where the record does something the game cannot follow (setup stones in
// the middle, a move illegal under these rules), the game restarts from the
// tree's position at that node, so both always show the same stones.
func replay(t *sgf.Tree, rules engine.Rules) *engine.Game {
	w, h := t.Size()
	path := pathTo(t.Current())
	root := path[0]
	g := newRulesGame(w, h, rules)
	ab, _ := root.Points("AB", w, h) // unreadable points are left out; the tree reports them
	aw, _ := root.Points("AW", w, h)
	// restarted says the game already stands after the node's own move.
	restarted := false
	_, rootMove, _ := root.Move(w, h)
	switch {
	case root.Handicap() >= 2 && len(aw) == 0 && len(ab) >= 2 && !root.Has("PL") && !rootMove:
		if g.SetFreeHandicap(ab) != nil {
			g, restarted = restartFrom(t, root, rules), true
		}
	case len(ab)+len(aw) > 0 || root.Has("PL"):
		g, restarted = restartFrom(t, root, rules), true
	}
	// The record's komi, else the rules' for this handicap; kept when a
	// restart below makes a new game.
	komi, ok := root.Komi()
	if !ok {
		komi = g.Komi()
	}
	g.SetKomi(komi)
	for i, n := range path {
		if i == 0 && restarted {
			continue
		}
		if i > 0 && (n.Has("AB") || n.Has("AW") || n.Has("AE") || n.Has("PL")) {
			g = restartFrom(t, n, rules)
			g.SetKomi(komi)
			continue
		}
		m, has, err := n.Move(w, h)
		if !has || err != nil {
			continue
		}
		if g.Result().Reason == engine.ByPasses {
			// Play went on after two passes: the other side asked to resume.
			if g.Resume(m.Color.Opponent()) != nil {
				g = restartFrom(t, n, rules)
				g.SetKomi(komi)
				continue
			}
		}
		if g.Play(m) != nil {
			g = restartFrom(t, n, rules)
			g.SetKomi(komi)
		}
	}
	return g
}

// newRulesGame starts an empty game; the tree has accepted the size, and so
// does the engine, so an error is a broken invariant.
func newRulesGame(w, h int, rules engine.Rules) *engine.Game {
	g, err := engine.NewGame(w, h, rules)
	if err != nil {
		panic("ui: replay: " + err.Error())
	}
	return g
}

// restartFrom returns a game that starts from the tree's position at n, with
// its captures and the player to move there.
func restartFrom(t *sgf.Tree, n *sgf.Node, rules engine.Rules) *engine.Game {
	w, h := t.Size()
	b := t.Position(n)
	stones := make(map[engine.Point]engine.Color)
	for _, p := range b.Points() {
		if c := b.At(p); c == engine.Black || c == engine.White {
			stones[p] = c
		}
	}
	g := newRulesGame(w, h, rules)
	if g.SetSetup(stones, t.ToPlay(n)) != nil {
		// A position the engine refuses (stones without liberties): play on
		// from an empty board rather than stop.
		_ = g.SetSetup(nil, t.ToPlay(n)) // an empty setup before any move is always accepted
	}
	g.Board().SetCaptures(engine.Black, b.Captures(engine.Black))
	g.Board().SetCaptures(engine.White, b.Captures(engine.White))
	return g
}

// pathTo returns the nodes from the root down to n.
func pathTo(n *sgf.Node) []*sgf.Node {
	var up []*sgf.Node
	for m := n; m != nil; m = m.Parent() {
		up = append(up, m)
	}
	for i, j := 0, len(up)-1; i < j; i, j = i+1, j-1 {
		up[i], up[j] = up[j], up[i]
	}
	return up
}

// markup reads the SGF markup of node n.
func markup(n *sgf.Node, w, h int) []Mark {
	var marks []Mark
	for _, k := range []struct {
		id   string
		kind MarkKind
	}{{"TR", MarkTriangle}, {"SQ", MarkSquare}, {"CR", MarkCircle}, {"MA", MarkCross}, {"SL", MarkSelected}, {"DD", MarkDim}} {
		pts, _ := n.Points(k.id, w, h) // unreadable points are skipped
		for _, p := range pts {
			marks = append(marks, Mark{Kind: k.kind, At: p})
		}
	}
	for _, v := range n.Values("LB") {
		at, text, ok := strings.Cut(v, ":")
		if !ok {
			continue
		}
		if p, err := sgf.ParsePoint(at, w, h); err == nil && p != engine.Pass {
			marks = append(marks, Mark{Kind: MarkLabel, At: p, Text: sgf.SimpleText(text)})
		}
	}
	for _, k := range []struct {
		id   string
		kind MarkKind
	}{{"AR", MarkArrow}, {"LN", MarkLine}} {
		for _, v := range n.Values(k.id) {
			a, b, ok := strings.Cut(v, ":")
			if !ok {
				continue
			}
			pa, errA := sgf.ParsePoint(a, w, h)
			pb, errB := sgf.ParsePoint(b, w, h)
			if errA == nil && errB == nil && pa != engine.Pass && pb != engine.Pass {
				marks = append(marks, Mark{Kind: k.kind, At: pa, To: pb})
			}
		}
	}
	return marks
}

// moveNumbers maps each point to the number of the last move played there
// on the path to n.
func moveNumbers(path []*sgf.Node, w, h int) (map[engine.Point]int, int) {
	nums := make(map[engine.Point]int)
	k := 0
	for _, n := range path {
		m, has, err := n.Move(w, h)
		if !has {
			continue
		}
		k++
		if err == nil && m.Point != engine.Pass {
			nums[m.Point] = k
		}
	}
	return nums, k
}

// nextMoves lists the moves of n's children: the variations from here.
func nextMoves(n *sgf.Node, w, h int) []engine.Move {
	var next []engine.Move
	for _, c := range n.Children() {
		if m, has, err := c.Move(w, h); has && err == nil && m.Point != engine.Pass {
			next = append(next, m)
		}
	}
	return next
}

// estimateDead proposes dead stones without a computer player: it plays
// random games to the end from the position (the playouts the engine offers)
// and calls a stone dead when its point ends up the opponent's in most of
// them. It is a first guess that the players correct with a click.
func estimateDead(b *engine.Board, toMove engine.Color, playouts int, seed uint64) map[engine.Point]bool {
	pts := b.Points()
	own := make([]int, len(pts)) // Black's wins minus White's, per point
	rng := engine.NewRand(seed)
	var work engine.Board
	for i := 0; i < playouts; i++ {
		work.CopyFrom(b)
		work.Playout(toMove, rng)
		for k, p := range pts {
			switch ownerAfterPlayout(&work, p) {
			case engine.Black:
				own[k]++
			case engine.White:
				own[k]--
			}
		}
	}
	dead := make(map[engine.Point]bool)
	limit := playouts * 2 / 10 // a clear majority the other way
	for k, p := range pts {
		switch b.At(p) {
		case engine.Black:
			if own[k] < -limit {
				dead[p] = true
			}
		case engine.White:
			if own[k] > limit {
				dead[p] = true
			}
		}
	}
	return dead
}

// ownerAfterPlayout says whose p is at the end of a playout: a stone's
// colour, or for an empty point the colour of all its neighbours.
func ownerAfterPlayout(b *engine.Board, p engine.Point) engine.Color {
	if c := b.At(p); c != engine.Empty {
		return c
	}
	owner := engine.Empty
	for _, q := range b.Neighbors(p) {
		c := b.At(q)
		if c == engine.Empty || owner != engine.Empty && c != owner {
			return engine.Empty
		}
		owner = c
	}
	return owner
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
