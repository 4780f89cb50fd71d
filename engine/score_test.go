package engine

import (
	"strings"
	"testing"
)

func TestBentFourInTheCornerIsDead(t *testing.T) {
	// Under Japanese rules bent four in the corner is dead as it stands;
	// the players mark it so, and all of it becomes Black's.
	b := mustDiagram(t, `
		. . . O X .
		. O O O X .
		O O X X X .
		X X X . . .
		. . . . . .
		. . . . . .`)
	dead := map[Point]bool{}
	ToggleDead(b, dead, Pt(1, 1))
	if len(dead) != 6 {
		t.Fatalf("toggling one stone marked %d stones, want the 6 of the chain", len(dead))
	}
	s := Count(b, dead, Japanese(), 6.5, 0)
	// 36 points less 8 black stones: 28 territory, and 6 prisoners.
	if s.White.Territory != 0 || s.Black.Prisoners != 6 || s.Black.Territory != 28 {
		t.Fatalf("count: %s", s.String())
	}
	if got := s.Result.String(); got != "B+27.5" {
		t.Fatalf("result %s, want B+27.5 (%s)", got, s.String())
	}
	for p := range dead {
		if !s.Dead(p) || s.Owner(p) != Black {
			t.Fatalf("dead stone at %s is not Black's territory", Vertex(p, 6))
		}
	}
}

func TestToggleDeadMarksTheRegion(t *testing.T) {
	// Two white chains inside Black's area share it: one click marks both;
	// the white chain outside stays alive. A second click revives them.
	b := mustDiagram(t, `
		. O . O . X . .
		. . . . . X . O
		X X X X X X . .
		. . . . . . . .`)
	dead := map[Point]bool{}
	ToggleDead(b, dead, Pt(1, 0))
	if !dead[Pt(1, 0)] || !dead[Pt(3, 0)] || dead[Pt(7, 1)] || len(dead) != 2 {
		t.Fatalf("dead after one click: %v", dead)
	}
	ToggleDead(b, dead, Pt(3, 0))
	if len(dead) != 0 {
		t.Fatalf("dead after the second click: %v", dead)
	}
	ToggleDead(b, dead, Pt(0, 3)) // an empty point does nothing
	if len(dead) != 0 {
		t.Fatal("toggling an empty point marked stones")
	}
}

func TestDiagramRoundTrip(t *testing.T) {
	g, _ := NewGame(13, 9, Chinese())
	r := NewRand(5)
	for i := 0; i < 60; i++ {
		c := g.ToMove()
		if err := g.Play(Move{Color: c, Point: g.Board().RandomMove(c, r)}); err != nil {
			break
		}
	}
	text := g.Board().String()
	b, err := ParseDiagram(text)
	if err != nil {
		t.Fatal(err)
	}
	if b.Width() != 13 || b.Height() != 9 || b.String() != text || b.Hash() != g.Board().Hash() {
		t.Fatalf("diagram did not round-trip:\n%s\n%s", text, b)
	}
	if _, err := ParseDiagram(". X\n. . ."); err == nil {
		t.Fatal("rows of different lengths were accepted")
	}
	if _, err := ParseDiagram(". Z ."); err == nil {
		t.Fatal("an unknown character was accepted")
	}
}

func TestVertices(t *testing.T) {
	for _, tt := range []struct {
		v    string
		p    Point
		size int
	}{{"A1", Pt(0, 18), 19}, {"T19", Pt(18, 0), 19}, {"J10", Pt(8, 9), 19}, {"e5", Pt(4, 4), 9}, {"Z25", Pt(24, 0), 25}} {
		p, err := ParseVertex(tt.v, tt.size, tt.size)
		if err != nil || p != tt.p {
			t.Errorf("%s: %v %v, want %v", tt.v, p, err, tt.p)
		}
		if got := Vertex(p, tt.size); got != strings.ToUpper(tt.v) {
			t.Errorf("%v: %s, want %s", p, got, tt.v)
		}
	}
	for _, bad := range []string{"I5", "A0", "A20", "U1", "", "A", "A-1", "11"} {
		if _, err := ParseVertex(bad, 19, 19); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestBoardSizes(t *testing.T) {
	for _, s := range [][2]int{{1, 5}, {26, 19}, {0, 0}, {5, 26}} {
		if _, err := NewBoard(s[0], s[1]); err == nil {
			t.Errorf("%dx%d accepted", s[0], s[1])
		}
	}
	for _, s := range [][2]int{{2, 2}, {25, 25}, {19, 13}, {3, 25}} {
		b, err := NewBoard(s[0], s[1])
		if err != nil || len(b.Points()) != s[0]*s[1] || b.EmptyCount() != s[0]*s[1] {
			t.Errorf("%dx%d: %v", s[0], s[1], err)
			continue
		}
		// Random play on rectangular and extreme boards keeps the invariants.
		r := NewRand(uint64(s[0]*100 + s[1]))
		c := Black
		for i := 0; i < 4*s[0]*s[1]; i++ {
			b.PlayFast(c, b.RandomMove(c, r))
			c = c.Opponent()
		}
		checkInvariants(t, b)
	}
}

func TestChainQueriesOffTheBoard(t *testing.T) {
	b := MustBoard(9, 9)
	b.Play(Black, Pt(2, 2))
	for _, p := range []Point{-5, Pass, Pt(12, 3), Point(maxCells + 10), Pt(4, 4)} {
		if b.ChainHead(p) != Pass || b.ChainSize(p) != 0 || b.Chain(p) != nil || b.Liberties(p, 0) != 0 || len(b.LibertyPoints(p, nil)) != 0 {
			t.Errorf("chain queries at %d answered for a stone", p)
		}
		if _, ok := b.InAtari(p); ok {
			t.Errorf("InAtari at %d", p)
		}
	}
	if b.ChainSize(Pt(2, 2)) != 1 || b.Liberties(Pt(2, 2), 0) != 4 {
		t.Error("chain queries on a real stone are wrong")
	}
}

// TestAround: the eight cells around a point are the four next to it, then
// the four diagonal ones.
func TestAround(t *testing.T) {
	p := Pt(4, 4)
	a, d := Adjacent(p), Diagonal(p)
	if got, want := Around(p), [8]Point{a[0], a[1], a[2], a[3], d[0], d[1], d[2], d[3]}; got != want {
		t.Errorf("Around(%v) = %v, want %v", p, got, want)
	}
}
