package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
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
	marks := goban.Markup(tr.Current(), 9, 9)
	count := map[goban.MarkKind]int{}
	for _, m := range marks {
		count[m.Kind]++
	}
	// SQ[aa:bb] is a rectangle of four points.
	if count[goban.MarkSquare] != 4 || count[goban.MarkLabel] != 2 || count[goban.MarkArrow] != 1 {
		t.Errorf("markup %v", count)
	}

	// The board writes the numbers of the last two moves only.
	test.NewTempApp(t)
	board := goban.NewBoard()
	w := test.NewTempWindow(t, board)
	w.Resize(fyne.NewSize(400, 420))
	board.SetOptions(goban.Options{Numbers: 2})
	board.SetView(goban.View{Board: tr.Board(), Numbers: nums, MoveNumber: k, Last: engine.Pt(2, 2)})
	var shown []string
	var last *canvas.Text
	for _, obj := range test.WidgetRenderer(board).Objects() {
		if txt, ok := obj.(*canvas.Text); ok && txt.Visible() {
			shown = append(shown, txt.Text)
			if txt.Text == "3" {
				last = txt
			}
		}
	}
	if len(shown) != 2 || shown[0]+shown[1] != "23" && shown[0]+shown[1] != "32" {
		t.Errorf("numbers shown %q, want 2 and 3", shown)
	}
	if last == nil || last.Color != goban.LastColor {
		t.Error("the last move's number is not in the last-move colour")
	}
}
