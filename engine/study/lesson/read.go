package lesson

import "github.com/torreya/torreya/engine"

// Limits of reading a capture by ataris: plies and positions. Lesson boards
// are small; a reading that runs out calls the stones safe.
const (
	readDepth  = 40
	readBudget = 5000
)

// reader reads whether a chain can be captured by atari after atari: the
// attacker gives atari, the defender extends or captures a stone next to
// its chain, and so on, as in a ladder. A chain with three liberties, or two
// that the attacker cannot turn into a capture this way, is safe from it.
// That is what "save these stones" asks of a beginner.
type reader struct{ nodes int }

// captureMove returns a move with which attacker, to move on b, captures the
// chain at t by ataris alone, and whether there is one.
func captureMove(b *engine.Board, t engine.Point, attacker engine.Color) (engine.Point, bool) {
	var r reader
	return r.attack(b, t, attacker, 0)
}

func (r *reader) attack(b *engine.Board, t engine.Point, att engine.Color, depth int) (engine.Point, bool) {
	r.nodes++
	libs := b.LibertyPoints(t, nil)
	switch {
	case len(libs) == 1:
		return libs[0], b.Legal(att, libs[0]) == nil
	case len(libs) != 2 || depth >= readDepth || r.nodes > readBudget:
		return engine.Pass, false
	}
	for _, l := range libs {
		c := b.Clone()
		if _, err := c.Play(att, l); err != nil {
			continue
		}
		if !r.escapes(c, t, att.Opponent(), depth+1) {
			return l, true
		}
	}
	return engine.Pass, false
}

// escapes reports whether def, to move, saves its chain at t from capture by
// ataris: one of the moves that take it out of atari (engine's Rescues)
// leaves a chain the attacker cannot catch.
func (r *reader) escapes(b *engine.Board, t engine.Point, def engine.Color, depth int) bool {
	r.nodes++
	if _, atari := b.InAtari(t); !atari || depth >= readDepth || r.nodes > readBudget {
		return true
	}
	for _, m := range b.Rescues(t, nil) {
		c := b.Clone()
		if _, err := c.Play(def, m); err != nil {
			continue
		}
		if _, caught := r.attack(c, t, def.Opponent(), depth+1); !caught {
			return true
		}
	}
	return false
}

// alive returns the chains of colour c (by ChainHead) that live
// unconditionally, by Benson's algorithm: they keep two regions, each of
// whose empty points are all their liberties, that the opponent cannot fill
// even if c never answers. A group with two real eyes passes this test; one
// with a false eye or a single eye does not. It is sound: no chain it names
// can be captured.
func alive(b *engine.Board, c engine.Color) map[engine.Point]bool {
	chains := make(map[engine.Point]bool)
	region := make(map[engine.Point]int)
	type area struct {
		empties []engine.Point
		borders map[engine.Point]bool // chain heads next to it
	}
	var areas []*area
	for _, p := range b.Points() {
		switch {
		case b.At(p) == c:
			chains[b.ChainHead(p)] = true
		case region[p] == 0:
			a := &area{borders: make(map[engine.Point]bool)}
			areas = append(areas, a)
			region[p] = len(areas)
			stack := []engine.Point{p}
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if b.At(q) == engine.Empty {
					a.empties = append(a.empties, q)
				}
				for _, n := range b.Neighbors(q) {
					switch {
					case b.At(n) == c:
						a.borders[b.ChainHead(n)] = true
					case region[n] == 0:
						region[n] = len(areas)
						stack = append(stack, n)
					}
				}
			}
		}
	}
	// vital[i] holds the chains to which area i is vital: every empty point
	// of it is their liberty.
	vital := make([]map[engine.Point]bool, len(areas))
	for i, a := range areas {
		vital[i] = make(map[engine.Point]bool)
		for h := range a.borders {
			all := len(a.empties) > 0 // stones alone, with no liberty, cannot stand on a board

			for _, e := range a.empties {
				if !touches(b, e, h) {
					all = false
					break
				}
			}
			if all {
				vital[i][h] = true
			}
		}
	}
	live := make([]bool, len(areas))
	for i := range live {
		live[i] = true
	}
	for changed := true; changed; {
		changed = false
		for h := range chains {
			n := 0
			for i := range areas {
				if live[i] && vital[i][h] {
					n++
				}
			}
			if n < 2 {
				delete(chains, h)
				changed = true
			}
		}
		for i, a := range areas {
			if !live[i] {
				continue
			}
			for h := range a.borders {
				if !chains[h] {
					live[i] = false
					changed = true
					break
				}
			}
		}
	}
	return chains
}

// touches reports whether the empty point e is a liberty of the chain headed
// by h.
func touches(b *engine.Board, e, h engine.Point) bool {
	for _, n := range b.Neighbors(e) {
		if b.ChainHead(n) == h {
			return true
		}
	}
	return false
}
