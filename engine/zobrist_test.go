package engine

import "testing"

func TestStoneKeysMakeTheHash(t *testing.T) {
	b, err := ParseDiagram(`
		. X O . .
		X O . O .
		. X O . .
		. . . X .
		O . . . .`)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Play(Black, Pt(2, 1)); err != nil { // captures the white stone at c4
		t.Fatal(err)
	}
	var h uint64
	for _, p := range b.Points() {
		h ^= StoneKey(b.At(p), p)
	}
	if h != b.Hash() || h == 0 {
		t.Errorf("stone keys give %x, the board's hash is %x", h, b.Hash())
	}
	if StoneKey(Black, Pt(0, 0)) == StoneKey(White, Pt(0, 0)) {
		t.Error("a point has one key for both colours")
	}
	for _, k := range []uint64{StoneKey(Empty, Pt(0, 0)), StoneKey(Black, Pass), StoneKey(White, Point(maxCells))} {
		if k != 0 {
			t.Errorf("a key %x for no stone", k)
		}
	}
}
