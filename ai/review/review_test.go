package review

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// recordGame returns the game at the end of the main line of a record.
func recordGame(t testing.TB, record string) *engine.Game {
	t.Helper()
	c, err := sgf.ParseString(record)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := sgf.NewTree(c.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	line := c.Games[0].MainLine()
	g, err := tr.Game(line[len(line)-1], sgf.Replay{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// blunder is a 9x9 position with Black to move and five Black stones in
// atari: E4 connects them to F4 and saves them.
//
//	  A B C D E F G H J
//	9 . . . . . . . . .
//	8 . . . O O . . . .
//	7 . . O X X O . . .
//	6 . . O X X O . . .
//	5 . . . O X O . . .
//	4 . . . . . X . . .
//	3 . . X . . . X . .
//	2 . . . . . . . . .
//	1 . . . . . . . . .
//
// Black plays G7 instead (move 1), White captures the five at E4 (move 2),
// and two quiet moves follow.
const blunder = `(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]
AB[dc][ec][dd][ed][ee][ff][cg][gg]AW[db][eb][cc][fc][cd][fd][de][fe]PL[B]
;B[gc];W[ef];B[dg];W[ce])`

// fast is a small budget for the tests.
var fast = Options{Player: ai.Options{Playouts: 1500, Threads: 2, Seed: 1}}

// TestPlantedBlunder: leaving five stones in atari is Black's biggest
// mistake, by many points, and the player prefers the move that saves them.
func TestPlantedBlunder(t *testing.T) {
	g := recordGame(t, blunder)
	if g.Captures(engine.White) != 5 {
		t.Fatalf("White captured %d stones, want the 5 of the diagram", g.Captures(engine.White))
	}
	ps, err := Run(context.Background(), g, fast, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range ps {
		t.Logf("%d %v: win %.2f lead %+.1f best %s loss %.1f (%.2f)", i, p.Move, p.WinRate, p.Lead,
			engine.Vertex(p.Best, 9), p.Loss, p.WinLoss)
	}
	got := Mistakes(ps, 5, engine.Black)
	if len(got) == 0 || got[0] != 0 {
		t.Fatalf("Black's mistakes %v, want move 1 (index 0) first", got)
	}
	if ps[0].Loss < 8 {
		t.Errorf("move 1 lost %.1f points, want at least 8: five stones and their points", ps[0].Loss)
	}
	if e4, _ := engine.ParseVertex("E4", 9, 9); ps[0].Best != e4 || len(ps[0].PV) == 0 || ps[0].PV[0] != e4 {
		t.Errorf("best %s, line %v at move 1, want E4 first", engine.Vertex(ps[0].Best, 9), ps[0].PV)
	}
	if ps[0].WinRate < ps[2].WinRate {
		t.Errorf("Black's chance %.2f before the blunder, %.2f after the capture: want it to fall", ps[0].WinRate, ps[2].WinRate)
	}
	for _, i := range Mistakes(ps, 5, engine.White) {
		if i == 1 {
			t.Errorf("White's capture (move 2) is listed as a mistake, losing %.1f", ps[1].Loss)
		}
	}
}

// TestProgress: progress goes from 1 to the number of positions, one call
// a position, and Read sees each position once with what it will hold.
func TestProgress(t *testing.T) {
	g := recordGame(t, blunder)
	var calls [][2]int
	read := map[int]Position{}
	o := fast
	o.Player.Playouts = 200
	o.Read = func(i int, p Position) {
		if _, ok := read[i]; ok {
			t.Errorf("position %d read twice", i)
		}
		read[i] = p
	}
	ps, err := Run(context.Background(), g, o, func(done, total int) { calls = append(calls, [2]int{done, total}) })
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 5 || len(calls) != 5 || len(read) != 5 {
		t.Fatalf("%d positions, %d progress calls, %d read: want 5 each (4 moves)", len(ps), len(calls), len(read))
	}
	for k, c := range calls {
		if c != [2]int{k + 1, 5} {
			t.Errorf("progress call %d: %v, want [%d 5]", k+1, c, k+1)
		}
	}
	for i, p := range read {
		if p.WinRate != ps[i].WinRate || p.Lead != ps[i].Lead || p.Best != ps[i].Best {
			t.Errorf("position %d: read %+v, returned %+v", i, p, ps[i])
		}
	}
}

// TestCancel: cancelling stops a review in the middle of a position and
// returns ctx.Err(), although the budget is ten minutes a position.
func TestCancel(t *testing.T) {
	g := recordGame(t, blunder)
	ctx, cancel := context.WithCancel(context.Background())
	o := Options{Player: ai.Options{Time: 10 * time.Minute, Threads: 2, Seed: 1}}
	calls := 0
	done := make(chan error)
	go func() {
		ps, err := Run(ctx, g, o, func(int, int) { calls++ })
		if ps != nil {
			t.Errorf("cancelled review returned %d positions", len(ps))
		}
		done <- err
	}()
	time.Sleep(50 * time.Millisecond)
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Run returned %v, want context.Canceled", err)
	}
	if calls != 0 {
		t.Errorf("%d positions done in a ten-minute budget", calls)
	}
}

// TestRecords: records with passes, a resumed game, setup stones, a
// handicap and a resignation are replayed as the record reads them
// (sgf.Tree.Game) at every position, and reviewed in full.
func TestRecords(t *testing.T) {
	tests := []struct {
		name, record string
		moves        int
	}{
		{"passes and resumption", `(;SZ[9]KM[6.5];B[ee];W[];B[cc];W[gg];B[];W[];B[cg];W[gc])`, 8},
		{"setup", `(;SZ[9]KM[6.5]AB[cc][dd][ce]AW[ee][ff][fg]PL[W];W[gg];B[cg];W[])`, 3},
		{"handicap", `(;SZ[9]HA[2]KM[0.5]RU[Chinese]AB[gc][cg];W[ee];B[];W[cc];B[gg])`, 4},
		{"resignation", `(;SZ[9]KM[7.5]RE[W+R];B[ee];W[cc];B[gg];W[gc];B[tt];W[cg];B[])`, 7},
		{"setup during the game", `(;SZ[9]KM[7.5];B[ee];W[cc];AB[gg]AW[cg];B[gc];W[dg])`, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := recordGame(t, tc.record)
			if tc.name == "resignation" {
				if err := g.Resign(engine.Black); err != nil {
					t.Fatal(err)
				}
			}
			moves := g.Moves()
			r, err := newReplay(g, moves[:tc.moves])
			if err != nil {
				t.Fatal(err)
			}
			// The record's game at each node of its line, against the replay.
			c, _ := sgf.ParseString(tc.record)
			tr, _ := sgf.NewTree(c.Games[0])
			line := c.Games[0].MainLine()
			for _, n := range line[len(line)-tc.moves-1:] {
				want, err := tr.Game(n, sgf.Replay{})
				if err != nil {
					t.Fatal(err)
				}
				k := want.MoveNumber()
				got, err := r.at(k)
				if err != nil {
					t.Fatal(err)
				}
				if got.Board().Hash() != want.Board().Hash() || got.ToMove() != want.ToMove() ||
					got.Komi() != want.Komi() || got.Handicap() != want.Handicap() ||
					got.Passes() != want.Passes() || got.Score(nil) != want.Score(nil) {
					t.Errorf("after %d moves: replay\n%s%s to move, komi %v, handicap %d, passes %d, %v\nwant\n%s%s to move, komi %v, handicap %d, passes %d, %v",
						k, got.Board(), got.ToMove().Name(), got.Komi(), got.Handicap(), got.Passes(), got.Score(nil),
						want.Board(), want.ToMove().Name(), want.Komi(), want.Handicap(), want.Passes(), want.Score(nil))
				}
			}
			o := fast
			o.Player.Playouts = 200
			ps, err := Run(context.Background(), g, o, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) != tc.moves+1 {
				t.Fatalf("%d positions, want %d", len(ps), tc.moves+1)
			}
			for i, p := range ps {
				want := engine.Move{}
				if i < tc.moves {
					want = moves[i]
				}
				if p.Move != want || p.WinRate < 0 || p.WinRate > 1 || p.Playouts == 0 || p.Loss < 0 || p.WinLoss < 0 {
					t.Errorf("position %d: %+v, want move %v", i, p, want)
				}
			}
		})
	}
}

// TestNoGame: a nil game is an error, a game without moves one position.
func TestNoGame(t *testing.T) {
	if _, err := Run(context.Background(), nil, fast, nil); !errors.Is(err, ErrNoGame) {
		t.Errorf("nil game: %v, want ErrNoGame", err)
	}
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	ps, err := Run(context.Background(), g, Options{Player: ai.Options{Playouts: 100, Threads: 1}}, nil)
	if err != nil || len(ps) != 1 || ps[0].Move != (engine.Move{}) || ps[0].Playouts == 0 {
		t.Errorf("empty game: %+v, %v: want one position read", ps, err)
	}
}

// TestOrder: every position once, the ends first, coarse before fine.
func TestOrder(t *testing.T) {
	for n := 0; n <= 70; n++ {
		o := order(n)
		s := slices.Clone(o)
		slices.Sort(s)
		for i := range s {
			if s[i] != i {
				t.Fatalf("order(%d) = %v: not 0 to %d once each", n, o, n-1)
			}
		}
		if n > 1 && (o[0] != 0 || o[1] != n-1) {
			t.Errorf("order(%d) starts %v, want 0 and %d", n, o[:2], n-1)
		}
	}
	if got := order(61)[:6]; !slices.Equal(got, []int{0, 60, 16, 32, 48, 8}) {
		t.Errorf("order(61) starts %v", got)
	}
}

// TestLosses: a loss is the mover's fall in lead and chance, never below
// zero, and nothing when the move is the one preferred.
func TestLosses(t *testing.T) {
	c3 := engine.Pt(2, 6)
	d4 := engine.Pt(3, 5)
	tests := []struct {
		name         string
		p, next      Position
		points, rate float64
	}{
		{"Black loses", Position{Move: engine.Move{Color: engine.Black, Point: c3}, Best: d4, Lead: 5, WinRate: 0.7},
			Position{Lead: -2, WinRate: 0.4}, 7, 0.3},
		{"Black gains", Position{Move: engine.Move{Color: engine.Black, Point: c3}, Best: d4, Lead: 5, WinRate: 0.7},
			Position{Lead: 6, WinRate: 0.8}, 0, 0},
		{"White loses", Position{Move: engine.Move{Color: engine.White, Point: c3}, Best: d4, Lead: 5, WinRate: 0.7},
			Position{Lead: 9, WinRate: 0.75}, 4, 0.05},
		{"the best move", Position{Move: engine.Move{Color: engine.White, Point: d4}, Best: d4, Lead: 5, WinRate: 0.7},
			Position{Lead: 9, WinRate: 0.75}, 0, 0},
		{"a pass", Position{Move: engine.Move{Color: engine.White, Point: engine.Pass}, Best: d4, Lead: 0, WinRate: 0.5},
			Position{Lead: 3, WinRate: 0.6}, 3, 0.1},
	}
	for _, tc := range tests {
		points, rate := losses(tc.p, tc.next)
		if diff(points, tc.points) || diff(rate, tc.rate) {
			t.Errorf("%s: lost %.2f points and %.2f, want %.2f and %.2f", tc.name, points, rate, tc.points, tc.rate)
		}
	}
}

func diff(a, b float64) bool { return a-b > 1e-9 || b-a > 1e-9 }

// TestFillUnread: a position the player could not read (no move but a
// pass) takes the figures of the next one read, or at the end the last.
func TestFillUnread(t *testing.T) {
	ps := []Position{
		{Playouts: 0},
		{Playouts: 0},
		{Playouts: 10, WinRate: 0.3, Lead: -4},
		{Playouts: 10, WinRate: 0.6, Lead: 2},
		{Playouts: 0},
		{Playouts: 0},
	}
	fillUnread(ps)
	want := []float64{-4, -4, -4, 2, 2, 2}
	for i, p := range ps {
		if p.Lead != want[i] {
			t.Errorf("position %d: lead %v, want %v", i, p.Lead, want[i])
		}
	}
}

// TestMistakes: the biggest losses of a colour or both, biggest first, the
// earlier first among equals, none that lost nothing.
func TestMistakes(t *testing.T) {
	b := engine.Move{Color: engine.Black, Point: engine.Pt(0, 0)}
	w := engine.Move{Color: engine.White, Point: engine.Pt(1, 1)}
	ps := []Position{
		{Move: b, Loss: 3}, {Move: w, Loss: 0}, {Move: b, Loss: 7}, {Move: w, Loss: 2},
		{Move: b, Loss: 3}, {Move: w, Loss: 9}, {Move: b, Loss: 0}, {Loss: 5},
	}
	tests := []struct {
		n    int
		c    engine.Color
		want []int
	}{
		{5, engine.Black, []int{2, 0, 4}},
		{2, engine.Black, []int{2, 0}},
		{5, engine.White, []int{5, 3}},
		{3, engine.Empty, []int{5, 2, 0}},
		{0, engine.Empty, []int{}},
		{-1, engine.Empty, []int{}},
	}
	for _, tc := range tests {
		if got := Mistakes(ps, tc.n, tc.c); !slices.Equal(got, tc.want) && len(got)+len(tc.want) > 0 {
			t.Errorf("Mistakes(%d, %v) = %v, want %v", tc.n, tc.c, got, tc.want)
		}
	}
}

// TestOneEvaluation: for one position and one budget, the review, the
// player's evaluation (the hint and the estimate) and an analysis that
// reports as it goes (Analyze mode, kata-analyze) give the same figures. On
// one thread with a fixed seed a search ends at the same playout however
// fast it runs, so they are equal, not just close.
func TestOneEvaluation(t *testing.T) {
	g := recordGame(t, blunder)
	opts := ai.Options{Playouts: 2000, Threads: 1, Seed: 3}
	ps, err := Run(context.Background(), g, Options{Player: opts}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := newReplay(g, g.Moves())
	if err != nil {
		t.Fatal(err)
	}
	start, err := r.at(0) // the first position the review reads, with a fresh player
	if err != nil {
		t.Fatal(err)
	}
	ev, err := ai.New(playerOptions(opts)).Evaluate(context.Background(), start, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	best, ok := ev.Best()
	switch {
	case !ok || !ev.HasLead:
		t.Fatalf("evaluation without a candidate or a lead: %+v", ev)
	case ev.ScoreStdev != best.ScoreStdev || ev.ScoreStdev <= 0 || ev.WinRate <= 0 || ev.WinRate >= 1:
		t.Errorf("position %.3f, lead %+.2f, mean %+.2f ± %.2f; its best candidate ± %.2f",
			ev.WinRate, ev.ScoreLead, ev.ScoreMean, ev.ScoreStdev, best.ScoreStdev)
	}
	p := ps[0]
	if p.WinRate != ev.BlackWinRate() || p.Lead != ev.BlackLead() || p.Best != ev.Move || p.Playouts != ev.Playouts {
		t.Errorf("review: %.4f, lead %+.2f, best %s, %d playouts; evaluation: %.4f, lead %+.2f, best %s, %d playouts",
			p.WinRate, p.Lead, engine.Vertex(p.Best, 9), p.Playouts, ev.BlackWinRate(), ev.BlackLead(), engine.Vertex(ev.Move, 9), ev.Playouts)
	}
	var last ai.Analysis
	reports := 0
	err = ai.New(playerOptions(opts)).AnalyzeWith(context.Background(), start, engine.Black,
		ai.AnalyzeOptions{Every: time.Millisecond, Playouts: opts.Playouts}, func(a ai.Analysis) { last, reports = a, reports+1 })
	if err != nil {
		t.Fatal(err)
	}
	lb, _ := last.Best()
	if reports == 0 || last.WinRate != ev.WinRate || last.ScoreLead != ev.ScoreLead || last.ScoreMean != ev.ScoreMean ||
		last.ScoreStdev != ev.ScoreStdev || last.Playouts != ev.Playouts || lb.Move != best.Move || lb.Visits != best.Visits {
		t.Errorf("analysis (%d reports): %.4f, lead %+.2f, mean %+.2f ± %.2f, %d playouts, best %s %d visits; evaluation: %.4f, %+.2f, %+.2f ± %.2f, %d, %s %d",
			reports, last.WinRate, last.ScoreLead, last.ScoreMean, last.ScoreStdev, last.Playouts, engine.Vertex(lb.Move, 9), lb.Visits,
			ev.WinRate, ev.ScoreLead, ev.ScoreMean, ev.ScoreStdev, ev.Playouts, engine.Vertex(best.Move, 9), best.Visits)
	}
}
