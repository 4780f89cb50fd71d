package ai

import (
	"context"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

// TestOpeningRule: on a large board the opening tree takes empty corners
// first, then keeps away from the first two lines and the centre where no
// stone is near; small boards and later positions are left alone.
func TestOpeningRule(t *testing.T) {
	b := engine.MustBoard(19, 19)
	o := newOpening(b)
	if !o.on || o.empty != [4]bool{true, true, true, true} {
		t.Fatalf("the empty 19x19 board: %+v", o)
	}
	skip := func(o *opening, b *engine.Board, v string) bool {
		t.Helper()
		return o.skip(b, at(t, b, v))
	}
	for v, want := range map[string]bool{
		"D4": false, "Q16": false, "C3": false, "R4": false, "E3": false, "P17": false, // 4-4, 3-3, 3-4, 3-5
		"K10": true, "K3": true, "C10": true, "E5": true, "B2": true, "F3": true, // centre, sides, 5-5, 2-2, 3-6
	} {
		if got := skip(&o, b, v); got != want {
			t.Errorf("empty 19x19: skip %s = %v, want %v", v, got, want)
		}
	}
	// Black takes the upper right corner: while other corners are empty,
	// neither an attachment nor an approach to it is considered...
	b.Play(engine.Black, at(t, b, "Q16"))
	o = newOpening(b)
	if o.empty != [4]bool{true, false, true, true} {
		t.Fatalf("after Q16 the empty corners are %v", o.empty)
	}
	for v, want := range map[string]bool{"R16": true, "P17": true, "O17": true, "R14": true, "D16": false} {
		if got := skip(&o, b, v); got != want {
			t.Errorf("after Q16: skip %s = %v, want %v", v, got, want)
		}
	}
	// ... until White approaches anyway: then the fight there is open.
	b.Play(engine.White, at(t, b, "R14"))
	o = newOpening(b)
	for v, want := range map[string]bool{"R16": false, "Q14": false, "Q15": false, "P12": true, "O17": true, "K16": true} {
		if got := skip(&o, b, v); got != want {
			t.Errorf("after Q16 R14: skip %s = %v, want %v", v, got, want)
		}
	}
	// All four corners taken: the sides open, the centre and the first two
	// lines stay closed unless a stone is near.
	for _, v := range []string{"D4", "D16", "Q4"} {
		b.Play(engine.Black, at(t, b, v))
	}
	o = newOpening(b)
	if !o.on || o.any {
		t.Fatalf("with four corners taken: %+v", o)
	}
	for v, want := range map[string]bool{"K4": false, "K16": false, "K10": true, "K2": true, "O15": false, "Q10": false} {
		if got := skip(&o, b, v); got != want {
			t.Errorf("corners taken: skip %s = %v, want %v", v, got, want)
		}
	}
	// Ten stones of a joseki in one corner: the empty corners no longer
	// come first, and the joseki's extension along the side is read.
	j := engine.MustBoard(19, 19)
	for i, v := range []string{"Q4", "R6", "P6", "R3", "Q3", "R4", "R5", "S5", "Q5", "S6"} {
		j.Play(engine.Color(1+i%2), at(t, j, v))
	}
	if o := newOpening(j); !o.on || o.any {
		t.Errorf("a joseki in one corner: %+v", o)
	}
	if o := newOpening(j); o.skip(j, at(t, j, "Q10")) || !o.skip(j, at(t, j, "K10")) {
		t.Error("a joseki in one corner: the extension is passed over, or the centre is not")
	}
	// The opening ends at 38 stones on 19x19; 9x9 has none.
	if newOpening(engine.MustBoard(9, 9)).on {
		t.Error("9x9 has an opening rule")
	}
	full := engine.MustBoard(19, 19)
	for i := 0; i < 38; i++ {
		full.Play(engine.Black, engine.Pt(i%19, 9+i/19*2))
	}
	if newOpening(full).on {
		t.Error("38 stones on 19x19 are still the opening")
	}
}

// TestOpeningSearch: on the empty 19x19 board the search opens in a corner,
// where without the rule its tree holds the centre too.
func TestOpeningSearch(t *testing.T) {
	for _, off := range []Heuristic{0, Opening} {
		g, err := engine.NewGame(19, 19, engine.Rules{Komi: 7.5, Ko: engine.KoPositional})
		if err != nil {
			t.Fatal(err)
		}
		m := New(Options{Playouts: 300, Threads: 1, Seed: 3, Without: off})
		mv, err := m.GenMove(context.Background(), g, engine.Black)
		if err != nil {
			t.Fatal(err)
		}
		x, y := mv.XY()
		lx, ly := min(x, 18-x)+1, min(y, 18-y)+1
		corner := min(lx, ly) >= 3 && min(lx, ly) <= 4 && max(lx, ly) <= 5
		if off == 0 && !corner {
			t.Errorf("the search opened at %s", engine.Vertex(mv, 19))
		}
		kids := m.cur.at(m.root).nkids
		if want := int16(1 + 4*8); off == 0 && kids != want {
			t.Errorf("the opening root has %d children, want %d (eight corner points in each corner and pass)", kids, want)
		}
		if off == Opening && kids != 362 {
			t.Errorf("without the rule the root has %d children, want 362", kids)
		}
	}
}

// TestOpeningLocalQuestions: a search limited to an area (a problem) or to
// some moves (an analysis's allow list) reads the moves asked about even
// where the opening rule would pass over them.
func TestOpeningLocalQuestions(t *testing.T) {
	g, err := engine.NewGame(19, 19, engine.Rules{Komi: 7.5, Ko: engine.KoPositional})
	if err != nil {
		t.Fatal(err)
	}
	centre := engine.Pt(9, 9)
	within := func(p engine.Point) bool { return p == centre }
	mv, err := New(Options{Playouts: 100, Threads: 1, Seed: 1, Within: within}).GenMove(context.Background(), g, engine.Black)
	if err != nil || mv != centre {
		t.Errorf("limited to the centre, the search played %v (%v)", engine.Vertex(mv, 19), err)
	}
	m := New(Options{Playouts: 200, Threads: 1, Seed: 1})
	if _, err := m.GenMove(context.Background(), g, engine.Black); err != nil { // grow an opening tree first
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	if err := m.AnalyzeWith(ctx, g, engine.Black, AnalyzeOptions{Allow: within}, nil); err != nil {
		t.Fatal(err)
	}
	if st := m.LastStats(); st.Move != centre {
		t.Errorf("allowed only the centre, the analysis found %v", engine.Vertex(st.Move, 19))
	}
}
