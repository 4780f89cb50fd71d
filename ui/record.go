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
	g, err := engine.NewGame(w, h, rules)
	if err != nil {
		// The tree accepted the size, and so does the engine: a broken invariant.
		panic("ui: replay: " + err.Error())
	}
	ab, _ := root.Points("AB", w, h) // unreadable points are left out; the tree reports them
	aw, _ := root.Points("AW", w, h)
	switch {
	case root.Handicap() >= 2 && len(aw) == 0 && len(ab) >= 2:
		if g.SetFreeHandicap(ab) != nil {
			restartFrom(g, t, root)
		}
	case len(ab)+len(aw) > 0 || root.Has("PL"):
		restartFrom(g, t, root)
	}
	if k, ok := root.Komi(); ok {
		g.SetKomi(k)
	}
	for _, n := range path[1:] {
		if n.Has("AB") || n.Has("AW") || n.Has("AE") {
			restartFrom(g, t, n)
			continue
		}
		m, has, err := n.Move(w, h)
		if !has || err != nil {
			continue
		}
		if g.Result().Reason == engine.ByPasses {
			// Play went on after two passes: the other side asked to resume.
			if g.Resume(m.Color.Opponent()) != nil {
				restartFrom(g, t, n)
				continue
			}
		}
		if g.Play(m) != nil {
			restartFrom(g, t, n)
		}
	}
	return g
}

// restartFrom makes g start over from the tree's position at n.
func restartFrom(g *engine.Game, t *sgf.Tree, n *sgf.Node) {
	b := t.Position(n)
	stones := make(map[engine.Point]engine.Color)
	for _, p := range b.Points() {
		if c := b.At(p); c == engine.Black || c == engine.White {
			stones[p] = c
		}
	}
	komi := g.Komi()
	if g.SetSetup(stones, t.ToPlay(n)) != nil {
		// A position the engine refuses (stones without liberties): play on
		// from an empty board rather than stop.
		_ = g.SetSetup(nil, t.ToPlay(n))
	}
	g.SetKomi(komi)
	g.Board().SetCaptures(engine.Black, b.Captures(engine.Black))
	g.Board().SetCaptures(engine.White, b.Captures(engine.White))
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

// estimateDead proposes dead stones without a computer player: a chain is
// dead when it has few liberties and the stones around it, weighted by
// distance, belong clearly to the other side. It is a first guess the players
// correct with a click.
func estimateDead(b *engine.Board) map[engine.Point]bool {
	w, h := b.Width(), b.Height()
	influence := make(map[engine.Point]float64, w*h)
	for _, p := range b.Points() {
		c := b.At(p)
		if c != engine.Black && c != engine.White {
			continue
		}
		sign := 1.0
		if c == engine.White {
			sign = -1
		}
		px, py := p.XY()
		for dy := -3; dy <= 3; dy++ {
			for dx := -3; dx <= 3; dx++ {
				d := abs(dx) + abs(dy)
				x, y := px+dx, py+dy
				if d > 3 || x < 0 || y < 0 || x >= w || y >= h {
					continue
				}
				influence[engine.Pt(x, y)] += sign / float64(1+d*d)
			}
		}
	}
	dead := make(map[engine.Point]bool)
	seen := make(map[engine.Point]bool)
	for _, p := range b.Points() {
		c := b.At(p)
		if (c != engine.Black && c != engine.White) || seen[p] {
			continue
		}
		chain := b.Chain(p)
		var sum float64
		for _, q := range chain {
			seen[q] = true
			sum += influence[q]
		}
		// Look at what surrounds the chain: take out its own stones' push.
		if len(chain) <= 40 {
			sign := 1.0
			if c == engine.White {
				sign = -1
			}
			for _, q := range chain {
				qx, qy := q.XY()
				for _, r := range chain {
					rx, ry := r.XY()
					if d := abs(qx-rx) + abs(qy-ry); d <= 3 {
						sum -= sign / float64(1+d*d)
					}
				}
			}
		}
		sum /= float64(len(chain))
		libs := b.Liberties(p, 4)
		hostile := (c == engine.Black && sum < -0.15) || (c == engine.White && sum > 0.15)
		if hostile && libs < 4 {
			for _, q := range chain {
				dead[q] = true
			}
		}
	}
	return dead
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
