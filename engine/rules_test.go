package engine

import (
	"errors"
	"strings"
	"testing"
)

// mustDiagram reads a diagram or fails the test.
func mustDiagram(t *testing.T, d string) *Board {
	t.Helper()
	b, err := ParseDiagram(d)
	if err != nil {
		t.Fatalf("diagram: %v", err)
	}
	return b
}

// gameFrom starts a game from a diagram with toMove to play first.
func gameFrom(t *testing.T, d string, rules Rules, toMove Color) *Game {
	t.Helper()
	b := mustDiagram(t, d)
	g, err := NewGame(b.Width(), b.Height(), rules)
	if err != nil {
		t.Fatal(err)
	}
	stones := map[Point]Color{}
	for _, p := range b.Points() {
		if c := b.At(p); c != Empty {
			stones[p] = c
		}
	}
	if err := g.SetSetup(stones, toMove); err != nil {
		t.Fatal(err)
	}
	return g
}

// sameStones compares a board's stones with a diagram.
func sameStones(t *testing.T, got *Board, want string) {
	t.Helper()
	w := mustDiagram(t, want)
	for _, p := range got.Points() {
		if got.At(p) != w.At(p) {
			t.Fatalf("position differs at %s:\ngot\n%swant\n%s", Vertex(p, got.Height()), got, w)
		}
	}
}

// moves plays "B C3", "W pass" style moves, failing on the first error.
func playAll(t *testing.T, g *Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		if err := playOne(g, m); err != nil {
			t.Fatalf("%s: %v\n%s", m, err, g.Board())
		}
	}
}

func playOne(g *Game, m string) error {
	f := strings.Fields(m)
	c, err := ParseColor(f[0])
	if err != nil {
		return err
	}
	p, err := ParseVertex(f[1], g.Width(), g.Height())
	if err != nil {
		return err
	}
	return g.Play(Move{Color: c, Point: p})
}

func TestCaptures(t *testing.T) {
	tests := []struct {
		name      string
		start     string
		moves     []string
		want      string
		wantBlack int // stones Black has captured
	}{
		{
			name: "corner",
			start: `
				O X .
				. . .
				. . .`,
			moves: []string{"B A2"},
			want: `
				. X .
				X . .
				. . .`,
			wantBlack: 1,
		},
		{
			name: "edge",
			start: `
				X O X .
				. . . .
				. . . .`,
			moves: []string{"B B2"},
			want: `
				X . X .
				. X . .
				. . . .`,
			wantBlack: 1,
		},
		{
			name: "two chains at once",
			start: `
				O . O X
				X . X .
				. . . .`,
			moves: []string{"B B3"},
			want: `
				. X . X
				X . X .
				. . . .`,
			wantBlack: 2,
		},
		{
			name: "a large chain in the centre",
			start: `
				. X X X .
				X O O O X
				X O . O X
				. X X X .`,
			moves: []string{"B C2"},
			want: `
				. X X X .
				X . . . X
				X . X . X
				. X X X .`,
			wantBlack: 5,
		},
		{
			name: "snapback",
			// Black throws in at B1, White takes it at C1, and Black takes
			// back five stones at B1.
			start: `
				. . . . .
				X X X X .
				O O O X .
				O . . X .`,
			moves: []string{"B B1", "W C1", "B B1"},
			want: `
				. . . . .
				X X X X .
				. . . X .
				. X . X .`,
			wantBlack: 5,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := gameFrom(t, tt.start, Chinese(), Black)
			playAll(t, g, tt.moves...)
			sameStones(t, g.Board(), tt.want)
			if got := g.Board().Captures(Black); got != tt.wantBlack {
				t.Errorf("Black captured %d, want %d", got, tt.wantBlack)
			}
			checkInvariants(t, g.Board())
		})
	}
}

func TestSuicide(t *testing.T) {
	single := `
		. O .
		O . .
		. . .`
	multi := `
		X O . .
		. O . .
		O . . .
		. . . .`
	tests := []struct {
		name  string
		start string
		rules Rules
		move  string
		err   error
		want  string // position after a legal suicide
	}{
		{"single illegal (Chinese())", single, Chinese(), "B A3", ErrSuicide, ""},
		{"single illegal (New Zealand)", single, NewZealand(), "B A3", ErrSuicide, ""},
		// Suicide is legal, but a lone stone's suicide repeats the position.
		{"single repeats (Tromp-Taylor)", single, TrompTaylor(), "B A3", ErrSuperko, ""},
		{"multi illegal (Japanese())", multi, Japanese(), "B A3", ErrSuicide, ""},
		{"multi legal (New Zealand)", multi, NewZealand(), "B A3", nil, `
			. O . .
			. O . .
			O . . .
			. . . .`},
		{"multi legal (Tromp-Taylor)", multi, TrompTaylor(), "B A3", nil, `
			. O . .
			. O . .
			O . . .
			. . . .`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := gameFrom(t, tt.start, tt.rules, Black)
			before := g.Board().String()
			err := playOne(g, tt.move)
			if !errors.Is(err, tt.err) {
				t.Fatalf("got %v, want %v", err, tt.err)
			}
			if err != nil {
				if g.Board().String() != before || g.MoveNumber() != 0 {
					t.Fatal("an illegal move changed the game")
				}
				return
			}
			sameStones(t, g.Board(), tt.want)
			lost := strings.Count(tt.start, "X") - strings.Count(tt.want, "X") + 1
			if got := g.Board().Captures(White); got != lost {
				t.Errorf("White got %d prisoners from the suicide, want %d", got, lost)
			}
		})
	}
}

func TestKo(t *testing.T) {
	start := `
		. X O . .
		X O . O .
		. X O . .
		. . . . .
		. . . . .`
	g := gameFrom(t, start, Japanese(), Black)
	playAll(t, g, "B C4") // takes the ko
	if p, c := g.Board().Ko(); p != Pt(1, 1) || c != White {
		t.Fatalf("ko point %v for %v, want B4 for White", p, c)
	}
	if err := playOne(g, "W B4"); !errors.Is(err, ErrKo) {
		t.Fatalf("immediate retake: got %v, want ErrKo", err)
	}
	playAll(t, g, "W E1", "B E2") // a ko threat and its answer
	playAll(t, g, "W B4")         // now White may retake
	sameStones(t, g.Board(), `
		. X O . .
		X O . O .
		. X O . .
		. . . . X
		. . . . O`)
	if err := playOne(g, "B C4"); !errors.Is(err, ErrKo) {
		t.Fatalf("Black's immediate retake: got %v, want ErrKo", err)
	}
	// Filling the ko ends it.
	playAll(t, g, "B D1", "W C4")
	if p, _ := g.Board().Ko(); p != Pass {
		t.Fatalf("ko point %v after the ko was filled", p)
	}
}

// tripleKo has three kos: the top and bottom ones White's stone can be taken
// by Black, the middle one Black's can be taken by White. Six captures in turn
// bring back the starting position with Black to move.
const tripleKo = `
	. X O .
	X O . O
	. X O .
	. . . .
	. X O .
	X . X O
	. X O .
	. . . .
	. X O .
	X O . O
	. X O .`

var tripleKoCycle = []string{"B C10", "W B6", "B C2", "W B10", "B C6", "W B2"}

func TestTripleKo(t *testing.T) {
	tests := []struct {
		rules   Rules
		illegal int // index of the move refused as superko, or -1
		void    bool
	}{
		{Japanese(), -1, true},
		{Korean(), -1, true},
		{Chinese(), 5, false},
		{AGA(), 5, false},
		{NewZealand(), 5, false},
		{TrompTaylor(), 5, false},
	}
	for _, tt := range tests {
		t.Run(tt.rules.Name, func(t *testing.T) {
			g := gameFrom(t, tripleKo, tt.rules, Black)
			for round := 0; round < 2; round++ {
				for i, m := range tripleKoCycle {
					err := playOne(g, m)
					if round == 0 && i == tt.illegal {
						if !errors.Is(err, ErrSuperko) {
							t.Fatalf("%s: got %v, want ErrSuperko", m, err)
						}
						return
					}
					if err != nil {
						t.Fatalf("round %d, %s: %v", round, m, err)
					}
				}
			}
			r := g.Result()
			if tt.void != (r.Reason == ByVoid) || tt.void && r.String() != "Void" {
				t.Fatalf("result %q (reason %d) after the cycle was played twice; void wanted: %v", r, r.Reason, tt.void)
			}
			if tt.void && !errors.Is(playOne(g, "B A1"), ErrGameOver) {
				t.Fatal("play continued after a void result")
			}
		})
	}
}

func TestPassesAndResume(t *testing.T) {
	g, _ := NewGame(9, 9, Japanese())
	playAll(t, g, "B E5", "W pass", "B pass")
	if r := g.Result(); r.Reason != ByPasses || r.Over() {
		t.Fatalf("after two passes: reason %d", r.Reason)
	}
	if err := playOne(g, "W C3"); !errors.Is(err, ErrGameOver) {
		t.Fatalf("play after two passes without resume: %v", err)
	}
	// Black asks to resume: White moves first.
	if err := g.Resume(Black); err != nil {
		t.Fatal(err)
	}
	if g.ToMove() != White || g.Over() {
		t.Fatalf("after Black asked to resume: %v to move, over %v", g.ToMove(), g.Over())
	}
	playAll(t, g, "W C3")
	if err := g.Undo(); err != nil { // the move
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil { // the resume
		t.Fatal(err)
	}
	if g.Result().Reason != ByPasses {
		t.Fatal("undoing the resume did not stop the game again")
	}
}

func TestAGAPassStones(t *testing.T) {
	g, _ := NewGame(9, 9, AGA())
	playAll(t, g, "B E5", "W pass")
	if got := g.Board().Captures(Black); got != 1 {
		t.Fatalf("White's pass gave Black %d prisoners, want 1", got)
	}
	playAll(t, g, "B pass")
	if g.Over() {
		t.Fatal("the game stopped with Black's pass: White must pass last")
	}
	playAll(t, g, "W pass")
	if g.Result().Reason != ByPasses {
		t.Fatal("three passes ending with White did not stop the game")
	}
	if b, w := g.Board().Captures(Black), g.Board().Captures(White); b != 2 || w != 1 {
		t.Fatalf("pass stones: Black has %d, White %d; want 2 and 1", b, w)
	}
	g.Undo()
	if b := g.Board().Captures(Black); b != 1 {
		t.Fatalf("undoing a pass left Black %d pass stones, want 1", b)
	}
	// Japanese rules have no pass stones.
	j, _ := NewGame(9, 9, Japanese())
	playAll(t, j, "B pass", "W pass")
	if j.Board().Captures(Black)+j.Board().Captures(White) != 0 || j.Result().Reason != ByPasses {
		t.Fatal("Japanese passes gave prisoners or did not stop the game")
	}
}

func TestResignAndResults(t *testing.T) {
	g, _ := NewGame(9, 9, Chinese())
	playAll(t, g, "B E5")
	if err := g.Resign(White); err != nil {
		t.Fatal(err)
	}
	if got := g.Result().String(); got != "B+R" {
		t.Fatalf("result %q, want B+R", got)
	}
	if err := playOne(g, "W C3"); !errors.Is(err, ErrGameOver) {
		t.Fatalf("play after resignation: %v", err)
	}
	g.Undo()
	g.Timeout(Black)
	if got := g.Result().String(); got != "W+T" {
		t.Fatalf("result %q, want W+T", got)
	}
	for _, tt := range []struct {
		r    Result
		want string
	}{
		{Result{Winner: Black, Margin: 3.5, Reason: ByScore}, "B+3.5"},
		{Result{Winner: White, Margin: 12, Reason: ByScore}, "W+12"},
		{Result{Reason: ByScore}, "0"},
		{Result{Reason: ByVoid}, "Void"},
		{Result{Winner: White, Reason: ByForfeit}, "W+F"},
		{Result{}, ""},
	} {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.r, got, tt.want)
		}
	}
}

func TestFinishScoresTheGame(t *testing.T) {
	g := gameFrom(t, `
		. X O . .
		. X O . .
		X X O O O
		. X O . .
		. X O . .`, Japanese(), Black)
	playAll(t, g, "B pass", "W pass")
	s, err := g.Finish(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := g.Result().String(), "W+10.5"; got != want {
		t.Fatalf("result %s, want %s (%s)", got, want, s.String())
	}
	if !g.Result().Over() {
		t.Fatal("a counted game is not over")
	}
}

func TestHandicapKomi(t *testing.T) {
	for _, tt := range []struct {
		rules Rules
		komi  float64
		bonus int
	}{{Japanese(), 0.5, 0}, {Chinese(), 0.5, 4}, {AGA(), 0.5, 3}} {
		g, _ := NewGame(19, 19, tt.rules)
		if _, err := g.SetFixedHandicap(4); err != nil {
			t.Fatal(err)
		}
		if g.Komi() != tt.komi || tt.rules.Bonus(4) != tt.bonus || g.ToMove() != White {
			t.Errorf("%s: komi %g bonus %d to move %v", tt.rules.Name, g.Komi(), tt.rules.Bonus(4), g.ToMove())
		}
	}
}

func TestSeki(t *testing.T) {
	// Each chain has one eye and the shared liberty C3 that neither can fill.
	seki := `
		. X . O .
		X X X O O
		X X X O O`
	tests := []struct {
		rules      Rules
		result     string
		bTerritory int
	}{
		{Japanese(), "W+6.5", 0},
		{Korean(), "W+6.5", 0},
		{Chinese(), "W+5.5", 1},
		{AGA(), "W+5.5", 1},
		{NewZealand(), "W+5", 1},
		{TrompTaylor(), "W+5.5", 1},
	}
	for _, tt := range tests {
		t.Run(tt.rules.Name, func(t *testing.T) {
			b := mustDiagram(t, seki)
			s := Count(b, nil, tt.rules, tt.rules.Komi, 0)
			if got := s.Result.String(); got != tt.result {
				t.Errorf("result %s, want %s\n%s", got, tt.result, s.String())
			}
			if s.Black.Territory != tt.bTerritory {
				t.Errorf("Black territory %d, want %d", s.Black.Territory, tt.bTerritory)
			}
			if !s.Seki(Pt(2, 0)) || !s.Seki(Pt(0, 1)) {
				t.Error("the shared liberty and the chains are not marked as seki")
			}
		})
	}
}

func TestPresetsOnOnePosition(t *testing.T) {
	final := `
		O X O . .
		. X O . .
		X X O O O
		. X O . .
		. X O . .`
	dead := map[Point]bool{Pt(0, 0): true}
	want := map[string]string{
		"japanese":     "W+9.5",
		"korean":       "W+9.5",
		"chinese":      "W+12.5",
		"aga":          "W+12.5",
		"new_zealand":  "W+12",
		"tromp-taylor": "W+15.5",
		"capture":      "W+5", // area scoring, no komi, when nobody captured
	}
	for _, r := range Presets() {
		b := mustDiagram(t, final)
		s := Count(b, dead, r, r.Komi, 0)
		if got := s.Result.String(); got != want[r.Name] {
			t.Errorf("%s: %s, want %s (%s)", r.Name, got, want[r.Name], s.String())
		}
	}
	b := mustDiagram(t, final)
	s := Count(b, dead, Japanese(), 6.5, 0)
	// The dead stone's point is Black's territory and the stone a prisoner.
	text := "Black: 4 territory + 1 prisoners = 5. White: 8 territory + 0 prisoners + 6.5 komi = 14.5. White wins by 9.5."
	if got := s.String(); got != text {
		t.Errorf("explanation:\n%s\nwant\n%s", got, text)
	}
	a := Count(b, dead, Chinese(), 7.5, 0)
	text = "Black: 4 territory + 6 stones = 10. White: 8 territory + 7 stones + 7.5 komi = 22.5. White wins by 12.5."
	if got := a.String(); got != text {
		t.Errorf("area explanation:\n%s\nwant\n%s", got, text)
	}
}

// TestCaptureGoFirstCaptureWins: under capture Go the first capture ends the
// game for the capturer; undoing it takes the result back; the same moves
// under Japanese rules play on.
func TestCaptureGoFirstCaptureWins(t *testing.T) {
	moves := []Move{{Black, Pt(1, 0)}, {White, Pt(0, 0)}, {Black, Pt(4, 4)}, {White, Pt(3, 3)}, {Black, Pt(0, 1)}}
	for _, r := range []Rules{CaptureGo(), Japanese()} {
		g, err := NewGame(5, 5, r)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range moves {
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %v: %v", r.Name, m, err)
			}
		}
		res := g.Result()
		if r.FirstCapture {
			if res.Reason != ByCapture || res.Winner != Black || res.String() != "B+" || !g.Over() {
				t.Errorf("capture Go after Black takes A5: %+v %q", res, res.String())
			}
			if err := g.Play(Move{White, Pt(2, 2)}); err == nil {
				t.Error("a move after the capture ended the game")
			}
			if err := g.Undo(); err != nil || g.Over() {
				t.Errorf("undo of the capture: %v, over %v", err, g.Over())
			}
		} else if res.Reason != NotOver {
			t.Errorf("Japanese rules ended the game at a capture: %+v", res)
		}
	}
	if r, err := ParseRules("Capture Go"); err != nil || !r.FirstCapture {
		t.Errorf("ParseRules(Capture Go) = %+v, %v", r, err)
	}
}
