package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

func TestMoveNumbersAndMarkupFromSGF(t *testing.T) {
	col, err := sgf.ParseString("(;SZ[9];B[ee];W[ec];B[cc]LB[gg:A][hh:long]SQ[aa:bb]AR[aa:ii])")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := sgf.NewTree(col.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	for tr.Forward() {
	}
	nums, k := moveNumbers(sgf.PathTo(tr.Current()), 9, 9)
	if k != 3 || nums[engine.Pt(4, 4)] != 1 || nums[engine.Pt(4, 2)] != 2 || nums[engine.Pt(2, 2)] != 3 {
		t.Errorf("move numbers %v, last %d", nums, k)
	}
	marks := markup(tr.Current(), 9, 9)
	count := map[MarkKind]int{}
	for _, m := range marks {
		count[m.Kind]++
	}
	// SQ[aa:bb] is a rectangle of four points.
	if count[MarkSquare] != 4 || count[MarkLabel] != 2 || count[MarkArrow] != 1 {
		t.Errorf("markup %v", count)
	}

	// The board writes the numbers of the last two moves only.
	test.NewTempApp(t)
	board := NewBoard()
	w := test.NewTempWindow(t, board)
	w.Resize(fyne.NewSize(400, 420))
	board.SetOptions(Options{Numbers: 2})
	board.SetView(View{Board: tr.Board(), Numbers: nums, MoveNumber: k, Last: engine.Pt(2, 2)})
	r := test.WidgetRenderer(board).(*boardRenderer)
	var shown []string
	for _, txt := range r.texts.items {
		if txt.Visible() {
			shown = append(shown, txt.Text)
		}
	}
	if len(shown) != 2 || shown[0]+shown[1] != "23" && shown[0]+shown[1] != "32" {
		t.Errorf("numbers shown %q, want 2 and 3", shown)
	}
	var last *canvas.Text
	for _, txt := range r.texts.items {
		if txt.Visible() && txt.Text == "3" {
			last = txt
		}
	}
	if last == nil || last.Color != lastColor {
		t.Error("the last move's number is not in the last-move colour")
	}
}
