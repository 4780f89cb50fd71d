package joseki

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// small is a dictionary in the top right corner of a 19x19 board, as Kogo's
// is. The same three stones (Black Q16 and R16, White P17) stand after the
// second line and after the tenuki line of the first: a transposition.
const small = `(;GM[1]FF[4]SZ[19]
LB[qd:A][pd:B]C['A' is joseki, 'B' is a good variation.]
(;B[qd]LB[oc:a][pc:b]
 C[Komoku
------
White continues with 'a *'. 'b' is a mistake.]
 (;W[oc];B[qe]C[Joseki])
 (;W[pc]BM[1])
 (;W[];B[pd];W[oc]))
(;B[pd];W[oc];B[qd];W[qf]C[White 4 is a trick play.])
(;B[rb];W[sb];B[sc];W[dp];B[sa];W[sa]))`

// readTree reads the 19x19 dictionary in SGF text s.
func readTree(t *testing.T, s string) *Dictionary {
	t.Helper()
	c, err := sgf.ParseString(s)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Read(c.Games[0], 19, 19)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func readSmall(t *testing.T) *Dictionary { return readTree(t, small) }

// node returns the node the moves (SGF points, "" for a pass) lead to from
// the root, following the first child that has each.
func node(t *testing.T, d *Dictionary, moves ...string) *sgf.Node {
	t.Helper()
	n := d.Root()
next:
	for _, mv := range moves {
		for _, ch := range n.Children() {
			if ch.Value("B")+ch.Value("W") == mv && (ch.Has("B") || ch.Has("W")) {
				n = ch
				continue next
			}
		}
		t.Fatalf("no move %q after %v", mv, moves)
	}
	return n
}

// vertices writes moves as "B C4", "W pass", sorted.
func vertices(ms []engine.Move) []string {
	var out []string
	for _, m := range ms {
		v := "pass"
		if m.Point != engine.Pass {
			v = engine.Vertex(m.Point, 19)
		}
		out = append(out, m.Color.String()+" "+v)
	}
	slices.Sort(out)
	return out
}

func moves(cs []Candidate) []engine.Move {
	var ms []engine.Move
	for _, c := range cs {
		ms = append(ms, c.Move)
	}
	return ms
}

func move(c engine.Color, vertex string) engine.Move {
	p, err := engine.ParseVertex(vertex, 19, 19)
	if err != nil {
		panic(err)
	}
	return engine.Move{Color: c, Point: p}
}

func TestReadFindsTheCornerAndSkipsIllegalMoves(t *testing.T) {
	d := readSmall(t)
	if d.Home() != TopRight {
		t.Errorf("home %v, want top right", d.Home())
	}
	if d.Problems() != 1 {
		t.Errorf("%d problems, want 1 (W[sa] on a black stone)", d.Problems())
	}
}

func TestReadRefusesBadInput(t *testing.T) {
	if _, err := Read(nil, 19, 19); !errors.Is(err, ErrNoTree) {
		t.Errorf("nil root: %v", err)
	}
	c, _ := sgf.ParseString("(;SZ[13];B[dd])")
	if _, err := Read(c.Games[0], 19, 19); !errors.Is(err, engine.ErrSize) {
		t.Errorf("a 13x13 tree read as 19x19: %v", err)
	}
	c, _ = sgf.ParseString("(;SZ[30];B[dd])")
	if _, err := Read(c.Games[0], 30, 30); !errors.Is(err, engine.ErrSize) {
		t.Errorf("a 30x30 tree: %v", err)
	}
}

func TestStartOffersTheOpeningsInEveryCornerForBothColours(t *testing.T) {
	d := readSmall(t)
	pls := d.Start()
	if len(pls) != 8 {
		t.Fatalf("%d start places, want 8 (each corner, each colour)", len(pls))
	}
	corners := map[Corner][]engine.Move{}
	for _, pl := range pls {
		corners[d.Corner(pl.T)] = append(corners[d.Corner(pl.T)], moves(d.Next(pl))...)
	}
	// The 3-4 point, both ways round, for either colour.
	want := map[Corner][]string{
		TopLeft:     {"C16", "D17"},
		TopRight:    {"R16", "Q17"},
		BottomLeft:  {"C4", "D3"},
		BottomRight: {"R4", "Q3"},
	}
	for c, vs := range want {
		got := vertices(corners[c])
		for _, v := range vs {
			for _, col := range []string{"B ", "W "} {
				if !slices.Contains(got, col+v) {
					t.Errorf("%v offers %v, not %s", c, got, col+v)
				}
			}
		}
	}
	if n := len(d.StartAt(BottomLeft)); n != 2 {
		t.Errorf("%d places start the bottom left corner, want 2", n)
	}
	// A root with a stone off the diagonal is not its own mirror image.
	if n := len(readTree(t, "(;SZ[19]AB[qd];B[pd])").StartAt(BottomLeft)); n != 4 {
		t.Errorf("%d places start the bottom left of an asymmetric root, want 4", n)
	}
}

// upsideDown is the place of the root turned by half a turn with the
// colours exchanged: the dictionary's Black 3-4 point is White C4.
func upsideDown(t *testing.T, d *Dictionary) Place {
	t.Helper()
	for _, tr := range d.transformsTo(BottomLeft) {
		if tr.Swapped() && tr.Point(engine.Pt(16, 3)) == engine.Pt(2, 15) {
			return Place{d.Root(), tr}
		}
	}
	t.Fatal("no transform sends R16 to C4 with the colours exchanged")
	return Place{}
}

func TestNextMapsTheMovesAndSaysWhatTheyAre(t *testing.T) {
	d := readSmall(t)
	pl, ok := d.Play(upsideDown(t, d), move(engine.White, "C4"))
	if !ok || pl.Node != node(t, d, "qd") {
		t.Fatalf("White C4 leads to %v, %v", pl.Node, ok)
	}
	if d.ToPlay(pl) != engine.Black {
		t.Errorf("%v to play after White's 3-4 point", d.ToPlay(pl))
	}
	got := map[string]Candidate{}
	for _, c := range d.Next(pl) {
		got[vertices([]engine.Move{c.Move})[0]] = c
	}
	want := map[string]struct {
		class  Class
		tenuki bool
	}{
		"B E3":   {Joseki, false},
		"B D3":   {Mistake, false},
		"B pass": {Unclassified, true},
	}
	if len(got) != len(want) {
		t.Errorf("candidates %v, want %v", got, want)
	}
	for v, w := range want {
		c, ok := got[v]
		if !ok || c.Class != w.class || c.Tenuki != w.tenuki {
			t.Errorf("%s: %+v, want %v (tenuki %v)", v, c, w.class, w.tenuki)
		}
	}
	// The name and comment of the 3-4 point come with it from the root.
	for _, c := range d.Next(upsideDown(t, d)) {
		if c.Move == move(engine.White, "C4") && (c.Name != "Komoku" || !strings.Contains(c.Comment, "continues with")) {
			t.Errorf("the 3-4 point is named %q with comment %q", c.Name, c.Comment)
		}
	}
}

func TestPlayFollowsChildrenAndTranspositions(t *testing.T) {
	d := readSmall(t)
	pl := upsideDown(t, d)
	for _, m := range []engine.Move{move(engine.White, "C4"), move(engine.Black, "E3")} {
		var ok bool
		if pl, ok = d.Play(pl, m); !ok {
			t.Fatalf("%v is not followed", m)
		}
	}
	if pl.Node != node(t, d, "qd", "oc") {
		t.Fatalf("C4, E3 lead to %v", pl.Node)
	}
	// White D4 is no child here, but the second line has the position
	// with the moves in another order.
	pl, ok := d.Play(pl, move(engine.White, "D4"))
	if !ok || pl.Node != node(t, d, "pd", "oc", "qd") {
		t.Fatalf("D4 leads to %v, %v; want the second line's third move", pl.Node, ok)
	}
	got := d.Next(pl)
	if len(got) != 1 || got[0].Move != move(engine.Black, "C6") || got[0].Class != Trick {
		t.Errorf("after the transposition: %+v, want the trick play Black C6", got)
	}
	// A move the dictionary does not know.
	if _, ok := d.Play(pl, move(engine.White, "K10")); ok {
		t.Error("White K10 is followed")
	}
	// A move outside the corner follows the dictionary's tenuki.
	pl, _ = d.Play(upsideDown(t, d), move(engine.White, "C4"))
	if next, ok := d.Play(pl, move(engine.Black, "Q16")); !ok || next.Node != node(t, d, "qd", "") {
		t.Errorf("a black tenuki leads to %v, %v; want the pass", next.Node, ok)
	}
}

func TestFindSeesEachCornerInAnyOrientationAndColour(t *testing.T) {
	d := readSmall(t)
	// Top left: the three stones of the transposition, turned a quarter
	// and with the colours exchanged. Top right and bottom right: stones
	// the dictionary does not know there.
	b, err := engine.ParseDiagram(`
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . O . . . . . . . . . . . . . . .
		. . . O . . . . . . . . . . . . . . .
		. . X . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . O . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . X . . .
		. . . . . . . . . . . . . . . . X . .
		. . . . . . . . . . . . . . . . . . .
		. . . . . . . . . . . . . . . . . . .`)
	if err != nil {
		t.Fatal(err)
	}
	found := map[*sgf.Node][]Corner{}
	for _, pl := range d.Find(b) {
		found[pl.Node] = append(found[pl.Node], d.Corner(pl.T))
		if c := d.Corner(pl.T); c == TopLeft && !pl.T.Swapped() {
			t.Errorf("found in the top left without exchanging colours: %+v", pl)
		}
	}
	for _, n := range []*sgf.Node{node(t, d, "pd", "oc", "qd"), node(t, d, "qd", "", "pd", "oc")} {
		if !slices.Equal(found[n], []Corner{TopLeft}) {
			t.Errorf("the transposition at %s is found in %v, want the top left", n.Value("B")+n.Value("W"), found[n])
		}
	}
	for n, cs := range found {
		if slices.Contains(cs, BottomRight) || slices.Contains(cs, TopRight) {
			t.Errorf("%s found in %v", n.Value("B")+n.Value("W"), cs)
		}
	}
	// Bottom left is empty: the root, and the tenuki of the capture line
	// (whose stones are all in another corner) has none there either.
	if !slices.Contains(found[d.Root()], BottomLeft) {
		t.Errorf("the empty corner is not found at the root: %v", found[d.Root()])
	}
	if other := d.Find(engine.MustBoard(9, 9)); other != nil {
		t.Errorf("a 9x9 board is found in a 19x19 dictionary: %v", other)
	}
}

func TestFindSeesThePositionAfterACapture(t *testing.T) {
	d := readSmall(t)
	// The capture line mirrored into the bottom left: Black has taken the
	// white stone at B1. Before the capture there is one there.
	after, _ := engine.ParseDiagram(strings.Repeat(". . . . . . . . . . . . . . . . . . .\n", 16) + `
		. . . . . . . . . . . . . . . . . . .
		. X . . . . . . . . . . . . . . . . .
		X . X . . . . . . . . . . . . . . . .`)
	before := after.Clone()
	before.Set(engine.Pt(1, 18), engine.White)
	before.Set(engine.Pt(0, 18), engine.Empty)
	at := func(b *engine.Board) []*sgf.Node {
		var ns []*sgf.Node
		for _, pl := range d.Find(b) {
			if d.Corner(pl.T) == BottomLeft {
				ns = append(ns, pl.Node)
			}
		}
		return ns
	}
	if got, want := at(after), node(t, d, "rb", "sb", "sc", "dp", "sa"); !slices.Equal(got, []*sgf.Node{want}) {
		t.Errorf("after the capture: found %v, want the capture", got)
	}
	if got, want := at(before), []*sgf.Node{node(t, d, "rb", "sb", "sc"), node(t, d, "rb", "sb", "sc", "dp")}; !slices.Equal(got, want) {
		t.Errorf("before the capture: found %v, want the two moves before it", got)
	}
}

func TestNextMirrorsASymmetricCorner(t *testing.T) {
	// After the 4-4 point alone the dictionary knows the approach from one
	// side; the corner is symmetric, so the other side is offered too.
	d := readTree(t, "(;SZ[19];B[pd];W[nc])")
	var pl Place
	for _, s := range d.StartAt(TopRight) {
		if !s.T.Swapped() && s.T.Point(engine.Pt(15, 3)) == engine.Pt(15, 3) {
			pl = s
		}
	}
	pl, ok := d.Play(pl, move(engine.Black, "Q16"))
	if !ok {
		t.Fatal("the 4-4 point is not followed")
	}
	if got, want := vertices(moves(d.Next(pl))), []string{"W O17", "W R14"}; !slices.Equal(got, want) {
		t.Errorf("after the 4-4 point: %v, want %v", got, want)
	}
	if pl, ok = d.Play(pl, move(engine.White, "R14")); !ok || pl.Node != d.Root().Next().Next() {
		t.Errorf("the mirrored approach leads to %v, %v", pl.Node, ok)
	}
	// Found, the 4-4 point is one place, not two mirror images.
	b := engine.MustBoard(19, 19)
	playAll(t, b, []engine.Move{move(engine.Black, "Q16")})
	var found []Place
	for _, f := range d.Find(b) {
		if f.Node == d.Root().Next() {
			found = append(found, f)
		}
	}
	if len(found) != 1 || d.Corner(found[0].T) != TopRight {
		t.Errorf("the 4-4 point is found at %+v", found)
	}
}

func TestReplyPlaysJosekiNeverAMistake(t *testing.T) {
	d := readSmall(t)
	pl, _ := d.Play(upsideDown(t, d), move(engine.White, "C4"))
	r := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		c, ok := d.Reply(pl, r)
		if !ok || c.Move != move(engine.Black, "E3") {
			t.Fatalf("reply %+v, %v; want the joseki E3", c, ok)
		}
	}
	end, _ := d.Play(pl, move(engine.Black, "D3")) // the mistake, a leaf
	if c, ok := d.Reply(end, r); ok {
		t.Errorf("a reply %+v at the end of a line", c)
	}
}

// identity returns the root's place that leaves the dictionary as it is.
func identity(t *testing.T, d *Dictionary) Place {
	t.Helper()
	for _, pl := range d.StartAt(d.Home()) {
		if pl.T.op == 0 {
			return pl
		}
	}
	t.Fatal("no identity among the start places")
	return Place{}
}

// follow plays moves (GTP vertices, colours alternating from Black) from
// the root in the identity transform.
func follow(t *testing.T, d *Dictionary, vs ...string) Place {
	t.Helper()
	pl := identity(t, d)
	for i, v := range vs {
		col := engine.Black
		if i%2 == 1 {
			col = engine.White
		}
		var ok bool
		if pl, ok = d.Play(pl, move(col, v)); !ok {
			t.Fatalf("%v %s is not followed", col, v)
		}
	}
	return pl
}

func TestNextOffersTheMovesOfTranspositions(t *testing.T) {
	// Black Q16 and R16 with White P17 stand after either line; each line
	// knows one of White's answers.
	d := readTree(t, "(;SZ[19](;B[qd];W[oc];B[pd];W[nd])(;B[pd];W[oc];B[qd];W[qf]))")
	pl := follow(t, d, "R16", "P17", "Q16")
	if pl.Node != node(t, d, "qd", "oc", "pd") {
		t.Fatalf("the first line leads to %v", pl.Node)
	}
	got := d.Next(pl)
	if vs := vertices(moves(got)); !slices.Equal(vs, []string{"W O16", "W R14"}) {
		t.Fatalf("after the first line: %v, want its own O16 and the other line's R14", vs)
	}
	if got[0].Node != node(t, d, "qd", "oc", "pd", "nd") || got[1].Node != node(t, d, "pd", "oc", "qd", "qf") {
		t.Error("the candidates are not the nodes of their lines")
	}
	if next, ok := d.Play(pl, move(engine.White, "R14")); !ok || next.Node != got[1].Node {
		t.Errorf("the other line's move leads to %v, %v", next.Node, ok)
	}
}

func TestPlayPrefersTheSameWholeBoard(t *testing.T) {
	// After Black R16, White P17 and Black K17 (on the middle line,
	// outside the corner), White Q15 makes a corner the dictionary has
	// twice: with a black stone on D4 instead of K17, first, and with K17.
	d := readTree(t, "(;SZ[19];B[qd](;W[oc](;B[dp];W[pe])(;B[jc]))(;W[pe];B[jc];W[oc]))")
	pl := follow(t, d, "R16", "P17", "K17")
	next, ok := d.Play(pl, move(engine.White, "Q15"))
	if want := node(t, d, "qd", "pe", "jc", "oc"); !ok || next.Node != want {
		t.Errorf("Q15 leads to %v, %v; want the line with K17", next.Node, ok)
	}
}

func TestYear(t *testing.T) {
	for dt, want := range map[string]int{"": 0, "2007-09-13": 2007, "13.9.2007": 2007, "1998,2003-04-01": 2003, "no date": 0} {
		tree := "(;GM[1]FF[4]SZ[19]DT[" + dt + "];B[pd])"
		if got := readTree(t, tree).Year(); got != want {
			t.Errorf("DT[%s]: year %d, want %d", dt, got, want)
		}
	}
}

// TestRepliesStayInTheCorner: where the dictionary's joseki answers to the
// 4-4 point are an approach and playing elsewhere (Kogo's tenuki), the
// drill answers in the corner; tenuki is its answer only where it is the
// only one.
func TestRepliesStayInTheCorner(t *testing.T) {
	d := readTree(t, `(;GM[1]FF[4]SZ[19];B[dd](;W[fc]TE[1]C[Joseki.])(;W[]TE[1]C[Tenuki is joseki.])(;W[pp]TE[1]C[Joseki too: tenuki.]);W[];B[fc]TE[1])`)
	pl, ok := d.Play(identity(t, d), move(engine.Black, "D16"))
	if !ok {
		t.Fatal("the 4-4 point is not followed")
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		if c, ok := d.Reply(pl, r); !ok || c.Tenuki || c.Comment != "Joseki." {
			t.Fatalf("reply %+v, %v; want the approach F17 or its mirror C14, not tenuki", c, ok)
		}
	}
}
