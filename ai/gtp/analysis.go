package gtp

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// The analysis lines of lz-analyze and kata-analyze, as KataGo's GTP
// extensions document them (docs/GTP_Extensions.md) and Sabaki's engine
// analysis guide describes what it reads: one line a report,
//
//	info move D4 visits 836 winrate 4656 prior 839 lcb 4640 order 0 pv D4 Q16 info move ...
//
// every candidate on it, each starting with "info" and followed by keys and
// values, "pv" last with the variation's moves; kata-analyze may end the
// line with "ownership" and one value a point. Leela Zero's win rates,
// priors and LCBs are integers in 1/10000, KataGo's are floats from 0 to
// 1 with scores in points, and every value is the player to move's.

// Format is the kind of analysis line: Leela Zero's or KataGo's.
type Format int

const (
	// LZ is lz-analyze's format: win rate, prior and LCB in 1/10000.
	LZ Format = iota
	// Kata is kata-analyze's format: rates from 0 to 1, scores in points,
	// and the ownership on request.
	Kata
)

func (f Format) String() string {
	if f == Kata {
		return "kata-analyze"
	}
	return "lz-analyze"
}

// lineOptions say what an analysis line shows, as the command asked.
type lineOptions struct {
	maxMoves  int  // at most this many candidates (0: all)
	ownership bool // the ownership, for kata-analyze
	pvVisits  bool // the visits of each move of the PVs, for kata-analyze
	rootInfo  bool // the position's own figures, for kata-analyze
}

// formatAnalysis writes a as one line of format f for a board of w x h, or
// "" when it has no candidate yet.
func formatAnalysis(a ai.Analysis, f Format, o lineOptions, w, h int) string {
	cands := a.Candidates
	if o.maxMoves > 0 && len(cands) > o.maxMoves {
		cands = cands[:o.maxMoves]
	}
	if len(cands) == 0 {
		return ""
	}
	var sb strings.Builder
	// Always with a decimal point, so that Sabaki, which takes a number
	// without one for 1/10000, reads 1 as 1.
	num := func(x float64) string { return strconv.FormatFloat(x, 'f', 6, 64) }
	lz := func(x float64) string { return strconv.Itoa(int(math.Round(x * 10000))) }
	for i, c := range cands {
		if i > 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "info move %s visits %d ", engine.Vertex(c.Move, h), c.Visits)
		if f == Kata {
			sb.WriteString("utility " + num(2*c.WinRate-1) + " winrate " + num(c.WinRate))
			if c.HasLead {
				sb.WriteString(" scoreMean " + num(c.ScoreMean) + " scoreStdev " + num(c.ScoreStdev) + " scoreLead " + num(c.Lead))
			}
			sb.WriteString(" prior " + num(c.Prior) + " lcb " + num(c.LCB) + " utilityLcb " + num(2*c.LCB-1))
		} else {
			sb.WriteString("winrate " + lz(c.WinRate) + " prior " + lz(c.Prior) + " lcb " + lz(c.LCB))
		}
		fmt.Fprintf(&sb, " order %d pv", i)
		for _, p := range c.PV {
			sb.WriteString(" " + engine.Vertex(p, h))
		}
		if f == Kata && o.pvVisits && len(c.PVVisits) == len(c.PV) {
			sb.WriteString(" pvVisits")
			for _, v := range c.PVVisits {
				sb.WriteString(" " + strconv.Itoa(v))
			}
		}
	}
	if f == Kata && o.rootInfo {
		// The position's figures, which the review and Torreya's own
		// panels show: over all the reading's playouts, not its best move's.
		fmt.Fprintf(&sb, " rootInfo visits %d utility %s winrate %s", a.Visits, num(2*a.WinRate-1), num(a.WinRate))
		if a.HasLead {
			sb.WriteString(" scoreMean " + num(a.ScoreMean) + " scoreStdev " + num(a.ScoreStdev) + " scoreLead " + num(a.ScoreLead))
		}
		sb.WriteString(" currentPlayer " + a.Color.Name()[:1])
	}
	if f == Kata && o.ownership && a.Ownership != nil {
		// The player to move's, row by row from the top left.
		s := 1.0
		if a.Color == engine.White {
			s = -1
		}
		sb.WriteString(" ownership")
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				sb.WriteString(" " + strconv.FormatFloat(s*a.Ownership.At(engine.Pt(x, y))+0, 'f', 4, 64))
			}
		}
	}
	return sb.String()
}

// AnalysisError is a malformed analysis line: what is wrong, and where.
type AnalysisError struct {
	Col int // the byte of the line where the fault is, from 1
	Msg string
}

func (e *AnalysisError) Error() string {
	return fmt.Sprintf("gtp: analysis line, column %d: %s", e.Col, e.Msg)
}

// token is a word of an analysis line and the column where it starts.
type token struct {
	s   string
	col int
}

// tokens splits line at spaces and tabs.
func tokens(line string) []token {
	var out []token
	start := -1
	for i := 0; i <= len(line); i++ {
		if i == len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '\r' {
			if start >= 0 {
				out = append(out, token{line[start:i], start + 1})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// ParseAnalysis reads one line of lz-analyze (f LZ) or kata-analyze (f
// Kata) output about c to move on a w x h board. It is lenient where the
// documents ask consumers to be: keys in any order, keys it does not know
// (skipped with their value), no lcb or score, an empty pv, "pass", a
// rate with a decimal point in Leela Zero's format (read as 0 to 1, as
// Sabaki does). Each candidate needs a move, its visits and its win rate.
// The candidates come out in the engine's order (its order key, else as
// written); the ownership, turned from the mover's into Black's, is nil
// when the line has none.
func ParseAnalysis(line string, f Format, c engine.Color, w, h int) (ai.Analysis, error) {
	a := ai.Analysis{Color: c}
	if c != engine.Black && c != engine.White {
		return a, engine.ErrColor
	}
	toks := tokens(line)
	if len(toks) == 0 {
		return a, &AnalysisError{1, "the line is empty"}
	}
	p := &lineParser{toks: toks, f: f, w: w, h: h, end: len(line) + 1}
	var orders []int
	var root rootFigures
	for p.i < len(p.toks) {
		t := p.next()
		switch t.s {
		case "info":
			cand, order, err := p.candidate(t)
			if err != nil {
				return ai.Analysis{Color: c}, err
			}
			a.Candidates = append(a.Candidates, cand)
			orders = append(orders, order)
		case "ownership":
			v, err := p.floats(t, w*h)
			if err != nil {
				return ai.Analysis{Color: c}, err
			}
			if c == engine.White {
				for i := range v {
					v[i] = -v[i]
				}
			}
			if a.Ownership, err = ai.NewOwnership(w, h, v); err != nil {
				return ai.Analysis{Color: c}, &AnalysisError{t.col, err.Error()}
			}
		case "ownershipStdev":
			if _, err := p.floats(t, w*h); err != nil {
				return ai.Analysis{Color: c}, err
			}
		case "rootInfo":
			// Keys and values about the position, up to the next section.
			var err error
			if root, err = p.rootInfo(); err != nil {
				return ai.Analysis{Color: c}, err
			}
		default:
			return ai.Analysis{Color: c}, &AnalysisError{t.col, fmt.Sprintf("want info or ownership, got %q", t.s)}
		}
	}
	idx := make([]int, len(a.Candidates))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return orders[idx[i]] < orders[idx[j]] })
	sorted := make([]ai.Candidate, len(idx))
	for i, k := range idx {
		sorted[i] = a.Candidates[k]
		a.Visits += sorted[i].Visits
	}
	a.Candidates = sorted
	a = ai.Summarize(a)
	if root.hasRate {
		a.WinRate = root.rate
	}
	if root.hasLead {
		a.ScoreLead, a.ScoreMean, a.ScoreStdev, a.HasLead = root.lead, root.mean, root.stdev, true
	}
	return a, nil
}

// rootFigures are what a line's rootInfo says of the position.
type rootFigures struct {
	rate, lead, mean, stdev float64
	hasRate, hasLead        bool
}

// rootInfo reads the keys of a rootInfo section, up to the next section.
func (p *lineParser) rootInfo() (rootFigures, error) {
	var r rootFigures
	var hasMean bool
	for p.i < len(p.toks) && !section(p.toks[p.i].s) {
		key := p.next()
		v, err := p.value(key)
		if err != nil {
			return r, err
		}
		switch key.s {
		case "winrate":
			r.rate, err = p.rate(v, true)
			r.hasRate = true
		case "scoreLead":
			r.lead, err = p.float(v)
			r.hasLead = true
		case "scoreMean":
			r.mean, err = p.float(v)
			hasMean = true
		case "scoreStdev":
			r.stdev, err = p.float(v)
		}
		if err != nil {
			return r, &AnalysisError{v.col, fmt.Sprintf("rootInfo %s %q: %v", key.s, v.s, err)}
		}
	}
	switch {
	case hasMean && !r.hasLead:
		r.lead, r.hasLead = r.mean, true
	case r.hasLead && !hasMean:
		r.mean = r.lead
	}
	return r, nil
}

// section reports whether s starts a part of an analysis line.
func section(s string) bool {
	switch s {
	case "info", "ownership", "ownershipStdev", "rootInfo":
		return true
	}
	return false
}

// lineParser walks the tokens of an analysis line.
type lineParser struct {
	toks []token
	i    int
	f    Format
	w, h int
	end  int // the column after the line, for a value that is missing
}

func (p *lineParser) next() token {
	t := p.toks[p.i]
	p.i++
	return t
}

// value returns the value after key, or an error when the line ends.
func (p *lineParser) value(key token) (token, error) {
	if p.i >= len(p.toks) {
		return token{}, &AnalysisError{p.end, fmt.Sprintf("%s has no value", key.s)}
	}
	return p.next(), nil
}

// candidate reads the keys of one candidate after its "info" and returns it
// with its order (the position on the line when it has none).
func (p *lineParser) candidate(info token) (ai.Candidate, int, error) {
	var c ai.Candidate
	order := math.MaxInt32/2 + p.i
	var hasMove, hasVisits, hasRate, hasLead, hasMean bool
	for p.i < len(p.toks) && !section(p.toks[p.i].s) {
		key := p.next()
		switch key.s {
		case "pv":
			c.PV = p.vertices()
			continue
		case "pvVisits", "pvEdgeVisits":
			n, err := p.ints()
			if err != nil {
				return c, 0, err
			}
			if key.s == "pvVisits" {
				c.PVVisits = n
			}
			continue
		case "movesOwnership", "movesOwnershipStdev":
			if _, err := p.floats(key, p.w*p.h); err != nil {
				return c, 0, err
			}
			continue
		}
		v, err := p.value(key)
		if err != nil {
			return c, 0, err
		}
		switch key.s {
		case "move":
			c.Move, err = engine.ParseVertex(v.s, p.w, p.h)
			if err == nil && c.Move == engine.Resign {
				err = fmt.Errorf("resign is not a candidate")
			}
			hasMove = true
		case "visits":
			c.Visits, err = p.count(v)
			hasVisits = true
		case "order":
			order, err = p.count(v)
		case "winrate":
			c.WinRate, err = p.rate(v, true)
			hasRate = true
		case "prior":
			c.Prior, err = p.rate(v, true)
		case "lcb":
			c.LCB, err = p.rate(v, false) // may stray out of [0, 1], says KataGo
			c.LCB = max(0, min(1, c.LCB))
		case "scoreLead":
			c.Lead, err = p.float(v)
			hasLead = true
		case "scoreMean":
			c.ScoreMean, err = p.float(v)
			hasMean = true
		case "scoreStdev":
			c.ScoreStdev, err = p.float(v)
		}
		if err != nil {
			return c, 0, &AnalysisError{v.col, fmt.Sprintf("%s %q: %v", key.s, v.s, err)}
		}
	}
	// KataGo before version 1.3.3 gave only scoreMean, which it then meant
	// as the lead; a line with only scoreLead gives no mean apart from it.
	switch {
	case hasMean && !hasLead:
		c.Lead = c.ScoreMean
	case hasLead && !hasMean:
		c.ScoreMean = c.Lead
	}
	c.HasLead = hasLead || hasMean
	switch {
	case !hasMove:
		return c, 0, &AnalysisError{info.col, "a candidate without its move"}
	case !hasVisits:
		return c, 0, &AnalysisError{info.col, fmt.Sprintf("candidate %s without its visits", engine.Vertex(c.Move, p.h))}
	case !hasRate:
		return c, 0, &AnalysisError{info.col, fmt.Sprintf("candidate %s without its win rate", engine.Vertex(c.Move, p.h))}
	}
	if c.PVVisits != nil && len(c.PVVisits) != len(c.PV) {
		c.PVVisits = nil // they would not say which move had which
	}
	return c, order, nil
}

// vertices reads the moves of a pv: the tokens up to the first that is not a
// vertex on the board.
func (p *lineParser) vertices() []engine.Point {
	var out []engine.Point
	for p.i < len(p.toks) {
		v, err := engine.ParseVertex(p.toks[p.i].s, p.w, p.h)
		if err != nil || v == engine.Resign {
			break
		}
		out = append(out, v)
		p.i++
	}
	return out
}

// ints reads the integers up to the first token that is not one.
func (p *lineParser) ints() ([]int, error) {
	var out []int
	for p.i < len(p.toks) {
		n, err := strconv.Atoi(p.toks[p.i].s)
		if err != nil {
			break
		}
		if n < 0 {
			return nil, &AnalysisError{p.toks[p.i].col, fmt.Sprintf("negative visits %d", n)}
		}
		out = append(out, n)
		p.i++
	}
	return out, nil
}

// floats reads the n numbers after key, each from -1 to 1 or a little over.
func (p *lineParser) floats(key token, n int) ([]float64, error) {
	out := make([]float64, 0, n)
	for len(out) < n {
		if p.i >= len(p.toks) || section(p.toks[p.i].s) {
			return nil, &AnalysisError{key.col, fmt.Sprintf("%s has %d values, want %d for a %dx%d board", key.s, len(out), n, p.w, p.h)}
		}
		t := p.next()
		x, err := p.float(t)
		if err != nil {
			return nil, &AnalysisError{t.col, fmt.Sprintf("%s value %q: %v", key.s, t.s, err)}
		}
		out = append(out, x)
	}
	if p.i < len(p.toks) && !section(p.toks[p.i].s) {
		if _, err := p.float(p.toks[p.i]); err == nil {
			return nil, &AnalysisError{p.toks[p.i].col, fmt.Sprintf("%s has more than %d values for a %dx%d board", key.s, n, p.w, p.h)}
		}
	}
	return out, nil
}

// float reads a finite number.
func (p *lineParser) float(t token) (float64, error) {
	x, err := strconv.ParseFloat(t.s, 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
		return 0, fmt.Errorf("not a number")
	}
	return x, nil
}

// count reads a number of visits or an order: an integer from 0.
func (p *lineParser) count(t token) (int, error) {
	n, err := strconv.Atoi(t.s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("not a count")
	}
	return n, nil
}

// rate reads a win rate, prior or LCB: in 1/10000 in Leela Zero's format
// unless it has a decimal point, from 0 to 1 in KataGo's. With bounded set,
// it must lie between 0 and 1.
func (p *lineParser) rate(t token, bounded bool) (float64, error) {
	x, err := p.float(t)
	if err != nil {
		return 0, err
	}
	if p.f == LZ && !strings.ContainsAny(t.s, ".eE") {
		x /= 10000
	}
	if bounded && (x < 0 || x > 1) {
		return 0, fmt.Errorf("out of range")
	}
	return x, nil
}
