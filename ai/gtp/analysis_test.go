package gtp

import (
	"context"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// The sample lines below are written from the formats as documented: KataGo's
// GTP extensions (lz-analyze, kata-analyze: keys and their scales, pv last,
// the ownership row by row from the top left, the player to move's), and
// Sabaki's engine analysis guide (Leela Zero's format as Lizzie and Sabaki
// read it: move, visits and winrate needed, a winrate with a decimal point is
// 0 to 1, scoreLead optional), and Pachi's output as its README promises
// (lz-analyze with no lcb).

// want is a candidate as a test expects it: moves as vertices.
type want struct {
	move           string
	visits         int
	winrate, prior float64
	lcb            float64
	lead, stdev    float64
	hasLead        bool
	pv             string
	pvVisits       []int
}

func vertices(pts []engine.Point, h int) string {
	var out []string
	for _, p := range pts {
		out = append(out, engine.Vertex(p, h))
	}
	return strings.Join(out, " ")
}

func checkCandidates(t *testing.T, name string, got []ai.Candidate, wants []want, h int) {
	t.Helper()
	if len(got) != len(wants) {
		t.Fatalf("%s: %d candidates, want %d", name, len(got), len(wants))
	}
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	for i, w := range wants {
		c := got[i]
		if engine.Vertex(c.Move, h) != w.move || c.Visits != w.visits || !near(c.WinRate, w.winrate) ||
			!near(c.Prior, w.prior) || !near(c.LCB, w.lcb) || !near(c.Lead, w.lead) || !near(c.ScoreStdev, w.stdev) ||
			c.HasLead != w.hasLead || vertices(c.PV, h) != w.pv || !reflect.DeepEqual(c.PVVisits, w.pvVisits) {
			t.Errorf("%s: candidate %d:\n got %s visits %d winrate %v prior %v lcb %v lead %v±%v (%v) pv [%s] %v\nwant %+v",
				name, i, engine.Vertex(c.Move, h), c.Visits, c.WinRate, c.Prior, c.LCB, c.Lead, c.ScoreStdev, c.HasLead,
				vertices(c.PV, h), c.PVVisits, w)
		}
	}
}

func TestParseAnalysisLZ(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		want       []want
	}{
		{"Leela Zero, as KataGo documents lz-analyze",
			"info move Q16 visits 812 winrate 4731 prior 2214 lcb 4702 order 0 pv Q16 D4 Q4 D16 info move D4 visits 655 winrate 4725 prior 2190 lcb 4689 order 1 pv D4 Q16 info move pass visits 0 winrate 0 prior 3 lcb 0 order 2 pv",
			[]want{
				{"Q16", 812, .4731, .2214, .4702, 0, 0, false, "Q16 D4 Q4 D16", nil},
				{"D4", 655, .4725, .2190, .4689, 0, 0, false, "D4 Q16", nil},
				{"pass", 0, 0, .0003, 0, 0, 0, false, "", nil},
			}},
		{"Pachi: no lcb, a space at the end, lower-case moves",
			"info move c3 visits 501 winrate 5210 prior 0 order 0 pv c3 d4 info move e5 visits 80 winrate 4990 prior 120 order 1 pv e5 ",
			[]want{
				{"C3", 501, .521, 0, 0, 0, 0, false, "C3 D4", nil},
				{"E5", 80, .499, .012, 0, 0, 0, false, "E5", nil},
			}},
		{"Sabaki's reading: a winrate with a point is 0 to 1; scoreLead optional; no order",
			"info move E5 visits 10 winrate 0.5123 scoreLead 2.5 pv E5 F5 info move F5 visits 4 winrate 4000 pv F5",
			[]want{
				{"E5", 10, .5123, 0, 0, 2.5, 0, true, "E5 F5", nil},
				{"F5", 4, .4, 0, 0, 0, 0, false, "F5", nil},
			}},
		{"the order key decides, not the place on the line",
			"info move D4 visits 5 winrate 5000 order 1 pv D4 info move C3 visits 9 winrate 5100 order 0 pv C3",
			[]want{
				{"C3", 9, .51, 0, 0, 0, 0, false, "C3", nil},
				{"D4", 5, .5, 0, 0, 0, 0, false, "D4", nil},
			}},
	} {
		a, err := ParseAnalysis(tc.line, LZ, engine.Black, 19, 19)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		checkCandidates(t, tc.name, a.Candidates, tc.want, 19)
		if a.Ownership != nil || a.Color != engine.Black {
			t.Errorf("%s: ownership %v, colour %v", tc.name, a.Ownership, a.Color)
		}
	}
}

func TestParseAnalysisKata(t *testing.T) {
	// A 5x5 board, so that the ownership fits: White to move, the values
	// White's, row by row from A5.
	own := "ownership 1 1 0.5 0 -1 1 1 0.5 0 -1 1 1 0.5 0 -1 1 1 0.5 0 -1 0.25 0.25 0 -0.25 -0.25"
	line := "info move C3 visits 300 utility -0.031 winrate 0.4852 scoreMean -0.45 scoreStdev 21.3 scoreLead -0.42 scoreSelfplay -0.6 prior 0.213 lcb 0.4701 utilityLcb -0.05 order 0 pv C3 B3 pvVisits 300 120 " +
		"info move B2 visits 120 winrate 0.47 scoreMean 1.5 prior 0.1 lcb -0.02 isSymmetryOf D4 order 1 pv B2 " +
		"info order 2 visits 0 move pass futureKey 17 winrate 0.2 prior 0.001 lcb 0 pv " + own
	a, err := ParseAnalysis(line, Kata, engine.White, 5, 5)
	if err != nil {
		t.Fatal(err)
	}
	checkCandidates(t, "kata-analyze", a.Candidates, []want{
		{"C3", 300, .4852, .213, .4701, -.42, 21.3, true, "C3 B3", []int{300, 120}},
		{"B2", 120, .47, .1, 0, 1.5, 0, true, "B2", nil},
		{"pass", 0, .2, .001, 0, 0, 0, false, "", nil},
	}, 5)
	if a.Ownership == nil {
		t.Fatal("no ownership")
	}
	for v, o := range map[string]float64{"A5": -1, "E5": 1, "C4": -0.5, "A1": -0.25, "E1": 0.25, "D1": 0.25} {
		p, _ := engine.ParseVertex(v, 5, 5)
		if got := a.Ownership.At(p); math.Abs(got-o) > 1e-6 {
			t.Errorf("Black's ownership of %s %v, want %v", v, got, o)
		}
	}
	if a.Visits != 420 {
		t.Errorf("%d visits in all, want 420", a.Visits)
	}
}

// TestParseAnalysisErrors: a malformed line gets an error that says what is
// wrong and where, never a panic.
func TestParseAnalysisErrors(t *testing.T) {
	for _, tc := range []struct {
		line string
		f    Format
		col  int
		msg  string
	}{
		{"", LZ, 1, "empty"},
		{"  ", Kata, 1, "empty"},
		{"= info move D4 visits 1 winrate 5000", LZ, 1, `want info or ownership, got "="`},
		{"info visits 3 winrate 5000 pv D4", LZ, 1, "without its move"},
		{"info move D4 winrate 5000", LZ, 1, "D4 without its visits"},
		{"info move D4 visits 3 pv D4", LZ, 1, "D4 without its win rate"},
		{"info move Z4 visits 3 winrate 5000", LZ, 11, `move "Z4"`},
		{"info move D20 visits 3 winrate 5000", LZ, 11, `move "D20"`},
		{"info move resign visits 3 winrate 5000", LZ, 11, "resign"},
		{"info move D4 visits -1 winrate 5000", LZ, 21, `visits "-1"`},
		{"info move D4 visits many winrate 5000", LZ, 21, `visits "many"`},
		{"info move D4 visits 3 winrate 12000", LZ, 31, `winrate "12000": out of range`},
		{"info move D4 visits 3 winrate 1.5", Kata, 31, `winrate "1.5": out of range`},
		{"info move D4 visits 3 winrate NaN", Kata, 31, `winrate "NaN": not a number`},
		{"info move D4 visits 3 winrate", Kata, 30, "winrate has no value"},
		{"info move D4 visits 3 winrate 0.5 pv D4 pvVisits 3 -4", Kata, 52, "negative"},
		{"info move D4 visits 3 winrate 0.5 ownership 0.1 0.2", Kata, 35, "ownership has 2 values, want 361"},
		{"info move A1 visits 3 winrate 0.5 ownership 0.1 0.2 0.3 0.4 0.5", Kata, 61, "more than 4 values"},
		{"info move A1 visits 3 winrate 0.5 ownership 0.1 x 0.3 0.4", Kata, 49, `ownership value "x"`},
		{"info move A1 visits 3 winrate 0.5 ownership 0.1 0.2 0.3 4", Kata, 35, "not between -1 and 1"},
		{"visits 3", LZ, 1, `want info or ownership, got "visits"`},
	} {
		w, h := 19, 19
		if strings.Contains(tc.msg, "4 values") || strings.Contains(tc.line, "0.3 0.4") || strings.Contains(tc.line, "0.3 4") {
			w, h = 2, 2
		}
		_, err := ParseAnalysis(tc.line, tc.f, engine.Black, w, h)
		var ae *AnalysisError
		if !errors.As(err, &ae) {
			t.Errorf("%q: %v, want an AnalysisError", tc.line, err)
			continue
		}
		if ae.Col != tc.col || !strings.Contains(ae.Msg, tc.msg) {
			t.Errorf("%q: %v; want column %d and %q", tc.line, err, tc.col, tc.msg)
		}
	}
	if _, err := ParseAnalysis("info move D4 visits 1 winrate 5000", LZ, engine.Empty, 19, 19); !errors.Is(err, engine.ErrColor) {
		t.Errorf("analysis for no colour: %v", err)
	}
}

// FuzzParseAnalysis: no line makes the parser panic, and what it accepts
// is sound: moves on the board, rates from 0 to 1, a full ownership.
func FuzzParseAnalysis(f *testing.F) {
	f.Add("info move Q16 visits 812 winrate 4731 prior 2214 lcb 4702 order 0 pv Q16 D4 Q4 D16", false)
	f.Add("info move c3 visits 501 winrate 5210 prior 0 order 0 pv c3 d4 ", false)
	f.Add("info move C3 visits 300 utility -0.031 winrate 0.4852 scoreLead -0.42 prior 0.213 lcb 0.4701 order 0 pv C3 B3 pvVisits 300 120", true)
	f.Add("info move pass visits 0 winrate 0.2 pv ownership 1 0 -1 0.5", true)
	f.Add("rootInfo visits 3 winrate 0.5 info move A1 visits 1 winrate 1 pv A1 A2 B2 movesOwnership 0 0 0 0", true)
	f.Fuzz(func(t *testing.T, line string, kata bool) {
		fm := LZ
		if kata {
			fm = Kata
		}
		for _, size := range []int{2, 19} {
			a, err := ParseAnalysis(line, fm, engine.White, size, size)
			if err != nil {
				continue
			}
			for _, c := range a.Candidates {
				for _, p := range append([]engine.Point{c.Move}, c.PV...) {
					if x, y := p.XY(); p != engine.Pass && (p == engine.Resign || x < 0 || y < 0 || x >= size || y >= size) {
						t.Fatalf("%q: move %v off a %dx%d board", line, p, size, size)
					}
				}
				if c.WinRate < 0 || c.WinRate > 1 || c.Prior < 0 || c.Prior > 1 || c.LCB < 0 || c.LCB > 1 || c.Visits < 0 {
					t.Fatalf("%q: candidate %+v", line, c)
				}
			}
		}
	})
}

// TestFormatAnalysisRoundTrip: what the server writes, the parser reads
// back, in both formats; Leela Zero's rounds to 1/10000 and has no lead.
func TestFormatAnalysisRoundTrip(t *testing.T) {
	o := make([]float64, 9)
	o[0], o[8] = 1, -0.5
	own, err := ai.NewOwnership(3, 3, o)
	if err != nil {
		t.Fatal(err)
	}
	a := ai.Analysis{Color: engine.White, Ownership: own, Visits: 130, Candidates: []ai.Candidate{
		{Move: engine.Pt(1, 1), Visits: 100, WinRate: 0.61234, LCB: 0.5, Prior: 0.25, Lead: 3.5, ScoreStdev: 4, HasLead: true,
			PV: []engine.Point{engine.Pt(1, 1), engine.Pt(0, 0)}, PVVisits: []int{100, 40}},
		{Move: engine.Pass, Visits: 30, WinRate: 1, LCB: 0.9, Prior: 0, Lead: -1, HasLead: true, PV: []engine.Point{engine.Pass}, PVVisits: []int{30}},
	}}
	line := formatAnalysis(a, Kata, lineOptions{ownership: true, pvVisits: true}, 3, 3)
	if !strings.Contains(line, " winrate 1.000000 ") {
		t.Errorf("a win rate of 1 without a decimal point, which Sabaki would read as 1/10000: %s", line)
	}
	back, err := ParseAnalysis(line, Kata, engine.White, 3, 3)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	if back.Ownership.At(engine.Pt(0, 0)) != 1 || back.Ownership.At(engine.Pt(2, 2)) != -0.5 {
		t.Errorf("ownership back %v %v from %s", back.Ownership.At(engine.Pt(0, 0)), back.Ownership.At(engine.Pt(2, 2)), line)
	}
	checkCandidates(t, "kata-analyze", back.Candidates, []want{
		{"B2", 100, .61234, .25, .5, 3.5, 4, true, "B2 A3", []int{100, 40}},
		{"pass", 30, 1, 0, .9, -1, 0, true, "pass", []int{30}},
	}, 3)
	line = formatAnalysis(a, LZ, lineOptions{maxMoves: 1, ownership: true}, 3, 3)
	back, err = ParseAnalysis(line, LZ, engine.White, 3, 3)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	checkCandidates(t, "lz-analyze", back.Candidates, []want{{"B2", 100, .6123, .25, .5, 0, 0, false, "B2 A3", nil}}, 3)
	if back.Ownership != nil {
		t.Errorf("lz-analyze with an ownership: %s", line)
	}
	if l := formatAnalysis(ai.Analysis{Color: engine.Black}, Kata, lineOptions{}, 3, 3); l != "" {
		t.Errorf("an analysis without candidates written as %q", l)
	}
}

// TestKataAnalyzeShowsEvaluation: kata-analyze writes the player's own
// evaluation of a position (ai.MCTS.Evaluate, what the review and the
// estimate show): a controller reading the line gets the same chance to
// win, score lead, mean and standard deviation, each candidate's own.
func TestKataAnalyzeShowsEvaluation(t *testing.T) {
	g, err := engine.NewGame(9, 9, engine.Chinese())
	if err != nil {
		t.Fatal(err)
	}
	g.SetKomi(7.5)
	for _, v := range []string{"E5", "C3", "G4"} {
		p, _ := engine.ParseVertex(v, 9, 9)
		if err := g.Play(engine.Move{Color: g.ToMove(), Point: p}); err != nil {
			t.Fatal(err)
		}
	}
	ev, err := ai.New(ai.Options{Playouts: 1500, Threads: 1, Seed: 5}).Evaluate(context.Background(), g, engine.White)
	if err != nil {
		t.Fatal(err)
	}
	line := formatAnalysis(ev, Kata, lineOptions{rootInfo: true}, 9, 9)
	back, err := ParseAnalysis(line, Kata, engine.White, 9, 9)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	near := func(x, y float64) bool { return math.Abs(x-y) < 1e-5 }
	if !back.HasLead || !near(back.WinRate, ev.WinRate) || !near(back.ScoreLead, ev.ScoreLead) ||
		!near(back.ScoreMean, ev.ScoreMean) || !near(back.ScoreStdev, ev.ScoreStdev) || !near(back.BlackLead(), ev.BlackLead()) {
		t.Errorf("kata-analyze says %.4f, lead %+.2f, mean %+.2f ± %.2f; the evaluation %.4f, %+.2f, %+.2f ± %.2f\n%s",
			back.WinRate, back.ScoreLead, back.ScoreMean, back.ScoreStdev, ev.WinRate, ev.ScoreLead, ev.ScoreMean, ev.ScoreStdev, line)
	}
	if len(back.Candidates) != len(ev.Candidates) {
		t.Fatalf("%d candidates back, %d written", len(back.Candidates), len(ev.Candidates))
	}
	for i, c := range ev.Candidates {
		b := back.Candidates[i]
		if b.Move != c.Move || !near(b.Lead, c.Lead) || !near(b.ScoreMean, c.ScoreMean) || b.HasLead != c.HasLead {
			t.Errorf("candidate %s: back lead %+.2f mean %+.2f, written %+.2f %+.2f", engine.Vertex(c.Move, 9), b.Lead, b.ScoreMean, c.Lead, c.ScoreMean)
		}
	}
}
