package ui

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// TestEditModeBuildsAProblem builds a position from an empty board with
// setup stones, the turn, markup, labels and an arrow, undoes a step, and
// reads the saved file back the same.
func TestEditModeBuildsAProblem(t *testing.T) {
	dir := t.TempDir()
	picker := &fakePicker{path: filepath.Join(dir, "problem.sgf")}
	c, w := attached(t, Deps{PickFile: picker.pick})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	c.cmd.editMode.run()
	if !c.editMode() || !c.editor.bar.Visible() || !menuItem(t, w, "Edit Mode").Checked {
		t.Fatal("edit mode is not on")
	}
	root := c.tree().Root()
	tap(c, 2, 2) // a black stone at C7
	c.setTool(toolWhite)
	tap(c, 3, 2)
	tap(c, 3, 3)
	tap(c, 3, 3) // again: taken away
	if c.game().At(engine.Pt(2, 2)) != engine.Black || c.game().At(engine.Pt(3, 2)) != engine.White || c.game().At(engine.Pt(3, 3)) != engine.Empty {
		t.Fatalf("setup stones:\n%s", c.game().Board())
	}
	if c.tree().Current() != root || root.Value("AB") != "cc" || len(root.Values("AW")) != 1 {
		t.Fatalf("the setup is not in the root: AB %v AW %v", root.Values("AB"), root.Values("AW"))
	}
	c.editor.turn.SetSelectedIndex(1) // White to play
	if root.Value("PL") != "W" || c.game().ToMove() != engine.White {
		t.Fatalf("PL %q, to move %v", root.Value("PL"), c.game().ToMove())
	}
	c.setTool(toolTriangle)
	tap(c, 2, 2)
	c.setTool(toolSquare)
	tap(c, 2, 2) // replaces the triangle
	c.setTool(toolLetter)
	tap(c, 5, 5)
	tap(c, 6, 6)
	c.setTool(toolNumber)
	tap(c, 7, 7)
	c.setTool(toolArrow)
	tap(c, 0, 0)
	tap(c, 1, 1)
	if got := root.Values("TR"); len(got) != 0 {
		t.Errorf("the triangle stayed under the square: %v", got)
	}
	if root.Value("SQ") != "cc" {
		t.Errorf("SQ %v", root.Values("SQ"))
	}
	labels := root.Labels(9, 9)
	if labels[engine.Pt(5, 5)] != "A" || labels[engine.Pt(6, 6)] != "B" || labels[engine.Pt(7, 7)] != "1" {
		t.Errorf("labels %v", labels)
	}
	if root.Value("AR") != "aa:bb" {
		t.Errorf("AR %v", root.Values("AR"))
	}
	c.undo() // the arrow
	if root.Has("AR") {
		t.Error("Undo left the arrow")
	}
	// A setup click after a move goes into a new node after it.
	c.setEditMode(false)
	tap(c, 4, 4) // White plays E5
	move := c.tree().Current()
	c.setEditMode(true)
	c.setTool(toolBlack)
	tap(c, 0, 8)
	if cur := c.tree().Current(); cur.Parent() != move || cur.Value("AB") != "ai" || cur.Has("B") || cur.Has("W") {
		t.Fatalf("setup after a move: parent is the move %v, AB %v", cur.Parent() == move, cur.Values("AB"))
	}
	// Saved and read back: the same record.
	c.saveAs(nil)
	data, err := os.ReadFile(filepath.Join(dir, "problem.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(sgf.Marshal(col.Games...)), string(sgf.Marshal(root)); got != want {
		t.Errorf("read back:\n%s\nwant\n%s", got, want)
	}
	// GNU Go, the rules oracle, loads it.
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		if os.Getenv("TORREYA_REQUIRE_GNUGO") != "" {
			t.Fatalf("GNU Go is required: %v", err)
		}
		return
	}
	cmd := exec.Command(gnugo, "--mode", "gtp")
	cmd.Stdin = strings.NewReader("loadsgf " + filepath.Join(dir, "problem.sgf") + "\nlist_stones black\nquit\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(out), "= black") || !strings.Contains(string(out), "A1") || !strings.Contains(string(out), "C7") {
		t.Errorf("GNU Go's loadsgf and list_stones black answered:\n%s", out)
	}
}

// TestAnnotationsExcludeEachOtherAndShow puts, replaces and takes away
// annotations, and the comment's title names them.
func TestAnnotationsExcludeEachOtherAndShow(t *testing.T) {
	c, w := attached(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	if !menuItem(t, w, "Good move (!)").Disabled {
		t.Error("a move annotation is enabled on the root")
	}
	tap(c, 4, 4)
	n := c.tree().Current()
	c.annotate("TE", "1")
	c.annotate("UC", "1")
	if n.Value("TE") != "1" || !n.Has("UC") {
		t.Fatalf("TE %q UC %v", n.Value("TE"), n.Has("UC"))
	}
	if got := c.view.commentTitle.Text; got != "Comment · Good move (!) · Unclear position (∞)" {
		t.Errorf("comment title %q", got)
	}
	c.annotate("DO", "")
	if n.Has("TE") || !n.Has("DO") {
		t.Error("Doubtful did not replace Good")
	}
	c.annotate("DO", "")
	if n.Has("DO") {
		t.Error("a second Doubtful did not take it away")
	}
	c.undo()
	if !n.Has("DO") {
		t.Error("Undo did not bring Doubtful back")
	}
	if !strings.Contains(string(sgf.Marshal(c.tree().Root())), "DO[]") {
		t.Errorf("DO is not written as DO[]: %s", sgf.Marshal(c.tree().Root()))
	}
}

// TestGameTreePanel shows the tree, follows the board, goes where it is
// tapped, and remembers that it is shown.
func TestGameTreePanel(t *testing.T) {
	c, w := attached(t, Deps{})
	w.Resize(fyne.NewSize(1200, 760))
	openRecord(t, c, "(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))")
	c.cmd.tree.run()
	if !c.view.tree.Visible() || !c.prefs.Bool(prefTree) || !menuItem(t, w, "Game Tree").Checked {
		t.Fatal("the tree is not shown, or not remembered")
	}
	target := c.tree().Root().Next().Children()[1]
	at, ok := c.view.tree.PositionOf(target)
	if !ok {
		t.Fatal("the variation is not in the tree")
	}
	test.TapCanvas(w.Canvas(), at.Add(fyne.CurrentApp().Driver().AbsolutePositionForObject(c.view.tree)))
	if c.tree().Current() != target {
		t.Fatal("a tap on the tree did not go there")
	}
	c.back(1)
	if _, ok := c.view.tree.PositionOf(c.tree().Current()); !ok {
		t.Error("the tree lost the current node")
	}
	c.cmd.tree.run()
	if c.view.tree.Visible() || c.prefs.Bool(prefTree) {
		t.Error("the tree is still shown")
	}
}

// TestGameInfoIsCheckedAndWritten: wrong values are explained by field and
// nothing is written; right ones are one undoable edit.
func TestGameInfoIsCheckedAndWritten(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	root := c.tree().Root()
	err := c.setGameInfo(map[string]string{"PB": "Lee", "DT": "30/11/2026", "KM": "six and a half"})
	if err == nil || !strings.Contains(err.Error(), `Date: "30/11/2026" is not right: a date such as 2026-11-30`) || !strings.Contains(err.Error(), "Komi:") {
		t.Fatalf("wrong date and komi: %v", err)
	}
	if root.Text("PB") == "Lee" {
		t.Fatal("a wrong form wrote its right fields")
	}
	err = c.setGameInfo(map[string]string{"PB": "Lee", "BR": "3d", "DT": "2026-11-30", "KM": "7.5", "EV": "Club night", "RE": "B+R"})
	if err != nil {
		t.Fatal(err)
	}
	if root.Text("PB") != "Lee" || root.Text("KM") != "7.5" || c.game().Komi() != 7.5 || root.Text("EV") != "Club night" {
		t.Errorf("PB %q KM %q (game %v) EV %q", root.Text("PB"), root.Text("KM"), c.game().Komi(), root.Text("EV"))
	}
	c.undo()
	if root.Text("PB") == "Lee" || root.Text("EV") != "" || root.Text("KM") != "6.5" {
		t.Errorf("Undo left PB %q EV %q KM %q", root.Text("PB"), root.Text("EV"), root.Text("KM"))
	}
}
