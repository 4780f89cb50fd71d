package ui

import (
	"math/rand/v2"
	"strings"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/joseki"
	"github.com/torreya/torreya/engine/study/schedule"
)

// josekiReview schedules the joseki drill's lines for review, as problems
// are (problemreview.go): each position of the dictionary where the learner
// chooses a move in the drill is an item, answered right when the move is
// one the drill lets stand and wrong when it takes it back. When the
// dictionary has several answers to a move, the drill takes one that
// leads to a position due for review, the most overdue, so that a line
// missed comes back within minutes and one known well seldom. The items
// are kept with the problems' progress, under the dictionary's name.
type josekiReview struct {
	c *Controller
}

// josekiKey is the progress key of a dictionary's drill: no folder or file
// can have it.
func josekiKey(name string) string { return "torreya:joseki:" + name }

// lineKey names the dictionary's position at node n by the moves that lead
// to it in the dictionary (";B[dd];W[fc]"): they are the same in whichever
// corner, and with whichever colours, the line is played on the board.
func lineKey(n *sgf.Node) string {
	var b strings.Builder
	for _, m := range sgf.PathTo(n) {
		for _, id := range []string{"B", "W"} {
			if m.Has(id) {
				b.WriteString(";" + id + "[" + m.Value(id) + "]")
			}
		}
	}
	return b.String()
}

// drilled notes the learner's move at p in the drill: right when the
// dictionary plays it (ch, known, and neither a trick nor a mistake),
// wrong otherwise. It is noted at the position it was played in: ch's
// place, or for a move the dictionary does not know, the place found in
// the corner the move is in. A corner's first move is the learner's free
// choice, and is not noted.
func (r josekiReview) drilled(d *joseki.Dictionary, name string, ch choice, known bool, places []joseki.Place, p engine.Point) {
	at := ch.pl.Node
	if !known {
		at = nil
		for _, pl := range places {
			if d.InCorner(d.Corner(pl.T), p) {
				at = pl.Node
				break
			}
		}
	}
	if at == nil || at.Parent() == nil {
		return
	}
	r.c.progressStore().record(josekiKey(name), lineKey(at), known && !ch.cand.Class.Unsound(), 0, true)
}

// reply chooses the dictionary's answer at place pl in the drill: among
// the answers it would choose at random (Dictionary.Replies), the one
// whose position is the most overdue for review, if one is due; else one
// at random. It reports whether there is an answer, and whether the one
// chosen is due.
func (r josekiReview) reply(d *joseki.Dictionary, name string, pl joseki.Place, rng *rand.Rand) (cd joseki.Candidate, found, due bool) {
	cs := d.Replies(pl)
	if len(cs) == 0 {
		return joseki.Candidate{}, false, false
	}
	store := r.c.progressStore()
	cards := make([]schedule.Card, len(cs))
	for i, c := range cs {
		cards[i] = store.get(josekiKey(name), lineKey(c.Node)).card()
	}
	if first := schedule.Due(cards, r.c.deps.Now()); len(first) > 0 {
		return cs[first[0]], true, true
	}
	return cs[rng.IntN(len(cs))], true, false
}
