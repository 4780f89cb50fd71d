package diagram

import (
	"image"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// lineEnd returns the tree of an SGF game and the last node of its main line.
func lineEnd(t *testing.T, game string) (*sgf.Tree, *sgf.Node) {
	t.Helper()
	col, err := sgf.ParseString(game)
	if err != nil {
		t.Fatal(err)
	}
	tree, err := sgf.NewTree(col.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	n := tree.Root()
	for n.Next() != nil {
		n = n.Next()
	}
	tree.GoTo(n) // as the window's tree stands at the node shown
	tree.Board()
	return tree, n
}

// koFight is a ko on 9x9: Black takes (1), White threatens (2), Black
// answers (3), White takes back where the first white stone stood (4),
// Black threatens (5), White answers (6), Black takes again where 1 was (7).
const koFight = "(;SZ[9]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[gg];B[gf];W[bb];B[gc];W[hc];B[cb])"

func TestFigureNumbersMovesAndNotesThoseOnUsedPoints(t *testing.T) {
	tree, end := lineEnd(t, koFight)
	f, err := New(tree, end, Spec{Moves: true, From: 1, To: 7})
	if err != nil {
		t.Fatal(err)
	}
	want := map[engine.Point]int{engine.Pt(2, 1): 1, engine.Pt(6, 6): 2, engine.Pt(6, 5): 3, engine.Pt(6, 2): 5, engine.Pt(7, 2): 6}
	if len(f.numbers) != len(want) {
		t.Errorf("numbers %v, want %v", f.numbers, want)
	}
	for p, n := range want {
		if f.numbers[p] != n {
			t.Errorf("number at %v is %d, want %d", p, f.numbers[p], n)
		}
	}
	// The white stone 4 took back stands where a stone of the start stood.
	if f.stones[engine.Pt(1, 1)] != engine.White || f.numbers[engine.Pt(1, 1)] != 0 {
		t.Errorf("B8 shows %v numbered %d, want the starting white stone", f.stones[engine.Pt(1, 1)], f.numbers[engine.Pt(1, 1)])
	}
	var notes []string
	for _, n := range f.notes {
		notes = append(notes, n.text(9))
	}
	if got := strings.Join(notes, ", "); got != "4 at B8, 7 at 1" {
		t.Errorf("notes %q, want %q", got, "4 at B8, 7 at 1")
	}
}

func TestFigureNumbersFromOneOrFromTheGame(t *testing.T) {
	tree, end := lineEnd(t, koFight)
	for _, tc := range []struct {
		fromOne     bool
		first, last int // the numbers on moves 3 and 6
	}{{false, 3, 6}, {true, 1, 4}} {
		f, err := New(tree, end, Spec{Moves: true, From: 3, To: 6, FromOne: tc.fromOne})
		if err != nil {
			t.Fatal(err)
		}
		if f.numbers[engine.Pt(6, 5)] != tc.first || f.numbers[engine.Pt(7, 2)] != tc.last || f.firstNumber != tc.first || f.first != engine.Black {
			t.Errorf("from one %v: moves 3 and 6 numbered %d and %d, first %v %d; want %d and %d",
				tc.fromOne, f.numbers[engine.Pt(6, 5)], f.numbers[engine.Pt(7, 2)], f.first, f.firstNumber, tc.first, tc.last)
		}
		// Moves 1 and 2 are part of the starting position, without numbers.
		if f.stones[engine.Pt(2, 1)] != engine.Black || f.numbers[engine.Pt(2, 1)] != 0 {
			t.Errorf("from one %v: move 1 shows %v numbered %d, want a plain black stone", tc.fromOne, f.stones[engine.Pt(2, 1)], f.numbers[engine.Pt(2, 1)])
		}
	}
	for _, spec := range []Spec{{Moves: true, From: 0, To: 3}, {Moves: true, From: 3, To: 8}, {Moves: true, From: 5, To: 4}} {
		if _, err := New(tree, end, spec); err == nil {
			t.Errorf("moves %d to %d of a line of 7 made a figure", spec.From, spec.To)
		}
	}
}

// A move in the root node, as some files have, is numbered from the empty
// board, with the root's set-up stones plain.
func TestFigureOfAMoveInTheRoot(t *testing.T) {
	tree, end := lineEnd(t, "(;SZ[9]AB[aa]B[ee];W[cc])")
	f, err := New(tree, end, Spec{Moves: true, From: 1, To: 2})
	if err != nil {
		t.Fatal(err)
	}
	if f.numbers[engine.Pt(4, 4)] != 1 || f.numbers[engine.Pt(2, 2)] != 2 || f.stones[engine.Pt(0, 0)] != engine.Black || len(f.notes) != 0 {
		t.Errorf("numbers %v, stones %v, notes %v", f.numbers, f.stones, f.notes)
	}
}

func TestParseRegion(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want image.Rectangle
	}{
		{"A1-K10", image.Rect(0, 9, 10, 19)},
		{"k10:a1", image.Rect(0, 9, 10, 19)},
		{"T19 K10", image.Rect(9, 0, 19, 10)},
	} {
		got, err := ParseRegion(tc.in, 19, 19)
		if err != nil || got != tc.want {
			t.Errorf("ParseRegion(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
		if back, _ := ParseRegion(RegionName(got, 19), 19, 19); back != got {
			t.Errorf("RegionName(%v) = %q reads back as %v", got, RegionName(got, 19), back)
		}
	}
	for _, bad := range []string{"", "A1", "A1-Z30", "I1-K10", "A1-K10-T19"} {
		if _, err := ParseRegion(bad, 19, 19); err == nil {
			t.Errorf("ParseRegion(%q) has no error", bad)
		}
	}
}

func TestFigureCornerHoldsTheStones(t *testing.T) {
	for _, tc := range []struct {
		stones string
		want   image.Rectangle
	}{
		{"AB[pd][qc]AW[oc]", image.Rect(9, 0, 19, 10)}, // the upper right quarter, ten lines each way
		{"AB[dp]AW[jj]", image.Rect(0, 9, 10, 19)},     // tengen is in every quarter
		{"AB[dd][dp]", image.Rect(0, 0, 10, 19)},       // the left half
		{"AB[dd][pp]", image.Rect(0, 0, 19, 19)},       // the whole board
		{"", image.Rect(0, 0, 19, 19)},                 // nothing to frame
		{"AB[pd]TR[ra]", image.Rect(9, 0, 19, 10)},     // markup counts too
		{"AB[pd]TR[rq]", image.Rect(9, 0, 19, 19)},
	} {
		tree, end := lineEnd(t, "(;SZ[19]"+tc.stones+")")
		f, err := New(tree, end, Spec{})
		if err != nil {
			t.Fatal(err)
		}
		if got := f.Corner(); got != tc.want {
			t.Errorf("%s: corner %v, want %v", tc.stones, got, tc.want)
		}
	}
}

func TestSenseiDiagramOfAKoFight(t *testing.T) {
	tree, end := lineEnd(t, koFight)
	f, err := New(tree, end, Spec{Moves: true, From: 1, To: 7})
	if err != nil {
		t.Fatal(err)
	}
	want := `$$Bc9 4 at B8, 7 at 1
$$ +-------------------+
$$ | . X O . . . . . . |
$$ | X O 1 O . . . . . |
$$ | . X O . . . 5 6 . |
$$ | . . . . . . . . . |
$$ | . . . . , . . . . |
$$ | . . . . . . 3 . . |
$$ | . . , . . . 2 . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ +-------------------+
`
	if got := Sensei(f); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestSenseiDiagramFromAMoveOfTheGame(t *testing.T) {
	tree, end := lineEnd(t, koFight)
	f, err := New(tree, end, Spec{Moves: true, From: 2, To: 7})
	if err != nil {
		t.Fatal(err)
	}
	got := Sensei(f)
	// White plays the first move shown, numbered as in the game: m2.
	// Move 1 took the white stone at B8 before the figure starts, so 4
	// (the digit 3) has a point of its own, and 7 lands on move 1's stone,
	// which has no number here.
	if head := strings.SplitN(got, "\n", 2)[0]; head != "$$Wc9m2 7 at C8" {
		t.Errorf("first line %q, want %q", head, "$$Wc9m2 7 at C8")
	}
	if !strings.Contains(got, "$$ | X 3 X O . . . . . |") || !strings.Contains(got, "$$ | . X O . . . 4 5 . |") {
		t.Errorf("moves 2 to 7 are not the digits 1 to 6 with move 1 a plain stone:\n%s", got)
	}
}

func TestSenseiDiagramMarkupAndACorner(t *testing.T) {
	// A position on 19x19 in the upper right, with each kind of markup on a
	// black stone, a white stone and an empty point, and a letter.
	tree, end := lineEnd(t, "(;SZ[19]PL[W]AB[pd][qd][pe]AW[qc][rd][re]CR[pd][qc][oc]SQ[qd][rd][od]TR[pe][re][oe]MA[pf]LB[qf:a][rf:Long])")
	f, err := New(tree, end, Spec{})
	if err != nil {
		t.Fatal(err)
	}
	f.Region = f.Corner()
	want := `$$Wc19
$$ --------------------+
$$ . . . . . . . . . . |
$$ . . . . . . . . . . |
$$ . . . . . C . W . . |
$$ , . . . . S B # @ . |
$$ . . . . . T Y . Q . |
$$ . . . . . . M a . . |
$$ . . . . . . . . . . |
$$ . . . . . . . . . . |
$$ . . . . . . . . . . |
$$ , . . . . . , . . . |
`
	if got := Sensei(f); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestSenseiDiagramPastTheTenthMove(t *testing.T) {
	var moves strings.Builder
	for i, p := range []string{"aa", "ba", "ca", "da", "ea", "fa", "ga", "ha", "ia", "ab", "bb", "cb"} {
		c := "B"
		if i%2 == 1 {
			c = "W"
		}
		moves.WriteString(";" + c + "[" + p + "]")
	}
	tree, end := lineEnd(t, "(;SZ[9]"+moves.String()+")")
	f, err := New(tree, end, Spec{Moves: true, From: 1, To: 12})
	if err != nil {
		t.Fatal(err)
	}
	got := Sensei(f)
	if head := strings.SplitN(got, "\n", 2)[0]; head != "$$Bc9 11 at B8, 12 at C8" {
		t.Errorf("first line %q", head)
	}
	if !strings.Contains(got, "$$ | 1 2 3 4 5 6 7 8 9 |\n$$ | 0 X O . . . . . . |") {
		t.Errorf("moves 1 to 10 are not the digits 1 to 0, 11 and 12 plain:\n%s", got)
	}
}
