package ai

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

// checkAnalysis checks what every analysis of c to move must hold: candidates
// most visited first, each with a PV that starts with it, its visits first in
// PVVisits, rates between 0 and 1 and the LCB under the win rate.
func checkAnalysis(t *testing.T, a Analysis, c engine.Color, w, h int) {
	t.Helper()
	if a.Color != c {
		t.Errorf("analysis for %s, want %s", a.Color.Name(), c.Name())
	}
	prior := 0.0
	for i, cd := range a.Candidates {
		v := engine.Vertex(cd.Move, h)
		if i > 0 && cd.Visits > a.Candidates[i-1].Visits {
			t.Errorf("candidate %d %s has %d visits, more than the one before", i, v, cd.Visits)
		}
		if len(cd.PV) == 0 || cd.PV[0] != cd.Move || len(cd.PVVisits) != len(cd.PV) || cd.PVVisits[0] != cd.Visits {
			t.Errorf("candidate %s: PV %v with visits %v", v, cd.PV, cd.PVVisits)
		}
		for _, x := range []float64{cd.WinRate, cd.LCB, cd.Prior} {
			if x < 0 || x > 1 || math.IsNaN(x) {
				t.Errorf("candidate %s: win rate %v, LCB %v, prior %v", v, cd.WinRate, cd.LCB, cd.Prior)
			}
		}
		if cd.LCB > cd.WinRate+1e-9 || cd.Visits == 0 && cd.LCB != 0 {
			t.Errorf("candidate %s: LCB %v of win rate %v over %d visits", v, cd.LCB, cd.WinRate, cd.Visits)
		}
		if !cd.HasLead || math.IsNaN(cd.Lead) || cd.ScoreStdev < 0 {
			t.Errorf("candidate %s: lead %v ± %v (%v)", v, cd.Lead, cd.ScoreStdev, cd.HasLead)
		}
		prior += cd.Prior
	}
	if prior > 1+1e-9 {
		t.Errorf("the priors add up to %v", prior)
	}
	if a.Ownership == nil || a.Ownership.w != w || a.Ownership.h != h {
		t.Errorf("ownership %v for a %dx%d board", a.Ownership, w, h)
	}
}

// TestAnalyzeReportsUntilStopped: Analyze reports the whole analysis every
// interval until its context ends, and then returns at once, with nothing
// reported after. In a game White has won by 27 points and komi, every
// candidate's lead says so from the mover's side, and so does the ownership.
func TestAnalyzeReportsUntilStopped(t *testing.T) {
	for _, c := range []engine.Color{engine.Black, engine.White} {
		g := gameFrom(t, decided, c, 7.5)
		m := New(Options{Threads: 2, Seed: 1})
		ctx, cancel := context.WithCancel(context.Background())
		var reports []Analysis
		err := m.Analyze(ctx, g, c, 20*time.Millisecond, func(a Analysis) {
			reports = append(reports, a)
			if len(reports) == 3 {
				cancel()
			}
		})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if len(reports) != 3 {
			t.Fatalf("%s: %d reports after the context ended at the third", c.Name(), len(reports))
		}
		for i, a := range reports {
			checkAnalysis(t, a, c, 9, 9)
			if i > 0 && a.Playouts < reports[i-1].Playouts {
				t.Errorf("report %d: %d playouts after %d", i, a.Playouts, reports[i-1].Playouts)
			}
		}
		last := reports[2]
		if last.Playouts == 0 || len(last.Candidates) == 0 {
			t.Fatalf("%s: no playouts or no candidates after three reports: %+v", c.Name(), last)
		}
		for _, cd := range last.Candidates {
			if lead := cd.Lead * sign(c); cd.Visits > 20 && (lead > -25 || lead < -45) {
				t.Errorf("%s: %s leads Black by %.1f, want White ahead by 27 and komi",
					c.Name(), engine.Vertex(cd.Move, 9), lead)
			}
		}
		if o := last.Ownership.At(vertex(t, g, "F1")); o > -0.9 {
			t.Errorf("%s: White's F1 owned %.2f", c.Name(), o)
		}
		if st := m.LastStats(); st.Playouts < last.Playouts || st.Move != last.Candidates[0].Move {
			t.Errorf("%s: LastStats %+v after the analysis, whose best is %s", c.Name(), st, engine.Vertex(last.Candidates[0].Move, 9))
		}
	}
}

// TestAnalyzeLeadPerMove: each candidate's lead comes from the playouts
// below it. Black's eight stones in atari connect to the wall at G5 (taking
// G6); any other move lets White take them there, and leads by far less.
func TestAnalyzeLeadPerMove(t *testing.T) {
	g := gameFrom(t, `
		. . . . . . X . .
		. . . . . . X . .
		. . O O O O X . .
		. O X X X X O X .
		. O X X X X . X .
		. . O O O O X . .
		. . . . . . X . .
		. . . . . . X . .
		. . . . . . X . .`, engine.Black, 7.5)
	m := New(Options{Threads: 2, Seed: 1})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var last Analysis
	if err := m.Analyze(ctx, g, engine.Black, 20*time.Millisecond, func(a Analysis) {
		if last = a; a.Visits > 4000 {
			cancel()
		}
	}); err != nil {
		t.Fatal(err)
	}
	best, ok := last.Best()
	if !ok || best.Move != vertex(t, g, "G5") {
		t.Fatalf("best candidate %+v, want the connection at G5", best)
	}
	// Each move read 60 times stands below the connection, and on average
	// well below it (over 200 runs: each at least 3 points below, the
	// average at least 9; losing the eight stones costs about 16).
	checked, gap := 0, 0.0
	for _, cd := range last.Candidates[1:] {
		if cd.Visits < 60 {
			continue
		}
		checked++
		gap += best.Lead - cd.Lead
		if cd.Lead > best.Lead-2 {
			t.Errorf("%s (%d visits) leads by %.1f, the connection by only %.1f",
				engine.Vertex(cd.Move, 9), cd.Visits, cd.Lead, best.Lead)
		}
	}
	if checked == 0 {
		t.Fatalf("no other candidate has 60 visits: %+v", last.Candidates)
	}
	if gap /= float64(checked); gap < 6 {
		t.Errorf("the %d other candidates lead on average by only %.1f less than the connection", checked, gap)
	}
}

// TestAnalyzeOptions: MinMoves lists moves not read yet; Allow keeps the
// reading to the moves it accepts.
func TestAnalyzeOptions(t *testing.T) {
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	allowed := map[engine.Point]bool{vertex(t, g, "C3"): true, vertex(t, g, "E5"): true}
	for _, o := range []AnalyzeOptions{
		{Every: 10 * time.Millisecond, MinMoves: 82},
		{Every: 10 * time.Millisecond, Allow: func(p engine.Point) bool { return allowed[p] }},
	} {
		m := New(Options{Threads: 2, Seed: 1})
		ctx, cancel := context.WithCancel(context.Background())
		n := 0
		err := m.AnalyzeWith(ctx, g, engine.Black, o, func(a Analysis) {
			checkAnalysis(t, a, engine.Black, 9, 9)
			if n++; n == 3 {
				cancel()
			}
			if o.MinMoves > 0 && len(a.Candidates) != 82 {
				t.Errorf("%d candidates, want every move of the empty board and a pass", len(a.Candidates))
			}
			for _, cd := range a.Candidates {
				if o.Allow != nil && cd.Move != engine.Pass && !allowed[cd.Move] {
					t.Errorf("candidate %s, not allowed", engine.Vertex(cd.Move, 9))
				}
			}
		})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestGenMoveAnalyze: the reports come while the move is chosen, the last
// one at the end of the search, and its best candidate is the move.
func TestGenMoveAnalyze(t *testing.T) {
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	m := New(Options{Playouts: 3000, Threads: 2, Seed: 1})
	var reports []Analysis
	p, err := m.GenMoveAnalyze(context.Background(), g, engine.Black, 10*time.Millisecond, func(a Analysis) {
		reports = append(reports, a)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(reports) == 0 {
		t.Fatal("no report")
	}
	last := reports[len(reports)-1]
	checkAnalysis(t, last, engine.Black, 9, 9)
	if best, _ := last.Best(); best.Move != p {
		t.Errorf("played %s, the last report's best is %s", engine.Vertex(p, 9), engine.Vertex(best.Move, 9))
	}
	if st := m.LastStats(); last.Playouts != st.Playouts {
		t.Errorf("the last report has %d playouts, the search %d", last.Playouts, st.Playouts)
	}
}

// TestNewOwnership reads an ownership row by row from the top left, and
// refuses the wrong number of values and values out of range.
func TestNewOwnership(t *testing.T) {
	v := make([]float64, 6) // 3x2: A2 B2 C2 / A1 B1 C1
	v[2], v[3] = 1, -0.5
	o, err := NewOwnership(3, 2, v)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.NewGame(3, 2, engine.Chinese())
	if o.At(vertex(t, g, "C2")) != 1 || o.At(vertex(t, g, "A1")) != -0.5 || o.At(vertex(t, g, "B2")) != 0 {
		t.Errorf("C2 %v, A1 %v, B2 %v; want 1, -0.5, 0", o.At(vertex(t, g, "C2")), o.At(vertex(t, g, "A1")), o.At(vertex(t, g, "B2")))
	}
	for _, bad := range []struct {
		w, h int
		v    []float64
	}{
		{3, 2, v[:5]}, {0, 0, nil}, {3, 2, []float64{0, 0, 0, 0, 0, 2}}, {3, 2, []float64{0, 0, 0, 0, 0, math.NaN()}},
	} {
		if _, err := NewOwnership(bad.w, bad.h, bad.v); err == nil {
			t.Errorf("NewOwnership(%d, %d, %v) gave no error", bad.w, bad.h, bad.v)
		}
	}
}

// BenchmarkAnalyze9x9Threads2 analyzes the empty 9x9 board on two threads,
// reporting every 20 ms, until 8,000 playouts: what the pauses for the
// reports cost, against BenchmarkSearch9x9Threads2.
func BenchmarkAnalyze9x9Threads2(b *testing.B) {
	g, _ := engine.NewGame(9, 9, engine.Rules{Komi: 7.5, Ko: engine.KoPositional})
	m := New(Options{Threads: 2, Seed: 1})
	playouts, elapsed := 0, time.Duration(0)
	b.ReportAllocs()
	for b.Loop() {
		m.forget()
		ctx, cancel := context.WithCancel(context.Background())
		if err := m.Analyze(ctx, g, engine.Black, 20*time.Millisecond, func(a Analysis) {
			if a.Playouts >= 8000 {
				playouts, elapsed = playouts+a.Playouts, elapsed+a.Elapsed
				cancel()
			}
		}); err != nil {
			b.Fatal(err)
		}
		cancel()
	}
	b.ReportMetric(float64(playouts)/elapsed.Seconds(), "playouts/s")
}
