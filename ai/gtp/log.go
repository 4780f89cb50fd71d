package gtp

import (
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// searcher is a player that tells what its last search read.
type searcher interface{ LastStats() ai.Stats }

// logMove writes to Log, when set, one line on c's move p, chosen in took:
// the move's number and vertex, and for a searching player its win rate for
// c, Black's lead, the playouts and their rate, the tree's nodes and the
// line it expects, so that a match's records can be read with the search's
// own view beside each move.
func (s *Server) logMove(c engine.Color, p engine.Point, took time.Duration) {
	if s.Log == nil {
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "move %d %s %s %.2fs", s.game.MoveNumber()+1, c.Name(), engine.Vertex(p, s.h), took.Seconds())
	if sp, ok := s.player.(searcher); ok {
		st := sp.LastStats()
		rate := 0.0
		if st.Elapsed > 0 {
			rate = float64(st.Playouts) / st.Elapsed.Seconds()
		}
		fmt.Fprintf(&b, " win %.1f%% lead %s playouts %d (%.0f/s) nodes %d", 100*st.WinRate, leadText(st.Lead), st.Playouts, rate, st.Nodes)
		if st.Book {
			b.WriteString(" book")
		}
		if len(st.PV) > 0 {
			b.WriteString(" pv")
			for _, q := range st.PV {
				b.WriteString(" " + engine.Vertex(q, s.h))
			}
		}
	}
	b.WriteByte('\n')
	_, _ = io.WriteString(s.Log, b.String())
}

// leadText writes Black's lead, to the half point, as a result reads: B+2.5,
// W+0.5, 0.
func leadText(lead float64) string {
	return engine.ScoreResult(math.Round(lead*2) / 2).String()
}
