package goban

import (
	"strings"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// The SGF markup properties besides labels (LB): marks on points, and
// marks from one point to another. Read only.
var (
	pointMarks = [...]struct {
		id   string
		kind MarkKind
	}{{"TR", MarkTriangle}, {"SQ", MarkSquare}, {"CR", MarkCircle}, {"MA", MarkCross}, {"SL", MarkSelected}, {"DD", MarkDim}}
	lineMarks = [...]struct {
		id   string
		kind MarkKind
	}{{"AR", MarkArrow}, {"LN", MarkLine}}
)

// HasMarkup reports whether node n has any of the properties markup reads,
// without reading them.
func HasMarkup(n *sgf.Node) bool {
	for _, k := range pointMarks {
		if n.Has(k.id) {
			return true
		}
	}
	for _, k := range lineMarks {
		if n.Has(k.id) {
			return true
		}
	}
	return n.Has("LB")
}

// Markup reads the SGF markup of node n of a w x h board, for View.Marks;
// unreadable values are skipped.
func Markup(n *sgf.Node, w, h int) []Mark {
	var marks []Mark
	for _, k := range pointMarks {
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
	for _, k := range lineMarks {
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
