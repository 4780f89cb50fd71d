package sgf

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
)

// diagram draws a board as rows of "B", "W" and ".", top row first.
func diagram(b *engine.Board) string {
	var s strings.Builder
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			s.WriteString(b.At(engine.Pt(x, y)).String())
		}
		s.WriteByte('\n')
	}
	return s.String()
}

func mustTree(t *testing.T, sgf string) *Tree {
	t.Helper()
	c, err := ParseString(sgf)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := NewTree(c.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestTreeReplay(t *testing.T) {
	// Black captures the white stone at b1... then White plays on an occupied
	// point, which is kept and marked.
	tr := mustTree(t, "(;SZ[5]AB[cc]AW[ae];B[ba];W[aa];B[ab];W[ab];B[dd])")
	want := []string{
		".....\n.....\n..B..\n.....\nW....\n",
		".B...\n.....\n..B..\n.....\nW....\n",
		"WB...\n.....\n..B..\n.....\nW....\n",
		".B...\nB....\n..B..\n.....\nW....\n",
		".B...\nB....\n..B..\n.....\nW....\n",
		".B...\nB....\n..B..\n...B.\nW....\n",
	}
	for i, w := range want {
		if got := diagram(tr.Board()); got != w {
			t.Errorf("node %d:\n%s want\n%s", i, got, w)
		}
		wantErr := error(nil)
		if i == 4 {
			wantErr = engine.ErrOccupied
		}
		if err := tr.Problem(tr.Current()); !errors.Is(err, wantErr) {
			t.Errorf("node %d: problem %v, want %v", i, err, wantErr)
		}
		tr.Forward()
	}
	if got := tr.Board().Captures(engine.Black); got != 1 {
		t.Errorf("black captured %d, want 1", got)
	}
	bad := tr.Check()
	if len(bad) != 1 || bad[0] != tr.Root().MainLine()[4] {
		t.Errorf("Check = %v, want the fifth node", bad)
	}
}

func TestTreeProblems(t *testing.T) {
	tests := []struct {
		sgf  string
		want error
	}{
		{"(;SZ[9];B[rs])", engine.ErrOffBoard},
		{"(;SZ[3]AB[ab]AW[ba][bb][ac];B[aa])", engine.ErrSuicide},
		{"(;SZ[4]AB[ab][ba][cb]AW[bb][ac][db][ca];B[bc];W[ba])", engine.ErrOccupied},
		{"(;SZ[5]AB[aa][ab]AW[ac][ba][bb])", ErrSetupNoLiberties},
		{"(;SZ[5]B[??])", ErrBadPoint},
	}
	for _, tt := range tests {
		tr := mustTree(t, tt.sgf)
		bad := tr.Check()
		var got error
		if len(bad) > 0 {
			got = tr.Problem(bad[0])
		}
		if !errors.Is(got, tt.want) {
			t.Errorf("%s: problem %v, want %v", tt.sgf, got, tt.want)
		}
		if len(bad) > 0 && !errors.Is(tr.Known(bad[0]), tt.want) {
			t.Errorf("%s: Known after Check = %v, want %v", tt.sgf, tr.Known(bad[0]), tt.want)
		}
	}
	// Known does not replay: a node no replay reached says nothing, and after
	// a change of rules (a new replay generation) the old findings are gone.
	tr0 := mustTree(t, "(;SZ[3]AB[ab]AW[ba][bb][ac];B[aa])")
	last := tr0.Root().MainLine()[1]
	if err := tr0.Known(last); err != nil {
		t.Errorf("Known before any replay = %v, want nil", err)
	}
	tr0.Check()
	if !errors.Is(tr0.Known(last), engine.ErrSuicide) {
		t.Errorf("Known after Check = %v, want suicide", tr0.Known(last))
	}
	tr0.SetRules(engine.NewZealand())
	if err := tr0.Known(last); err != nil {
		t.Errorf("Known after the rules changed = %v, want nil until replayed", err)
	}
	// Suicide is legal under New Zealand rules.
	tr := mustTree(t, "(;SZ[3]RU[NZ]AB[ab]AW[ba][bb][ac];B[aa])")
	if bad := tr.Check(); len(bad) != 0 {
		t.Errorf("NZ suicide marked: %v", tr.Problem(bad[0]))
	}
}

func TestTreeMoveInRoot(t *testing.T) {
	// Setup and a move in the root node (sgf4j's problematic-003): setup
	// first, then the move.
	tr := mustTree(t, "(;SZ[3]AB[aa]B[bb];W[cc])")
	if got, want := diagram(tr.Board()), "B..\n.B.\n...\n"; got != want {
		t.Errorf("root:\n%swant\n%s", got, want)
	}
	if tr.ToPlay(tr.Root()) != engine.White || tr.MoveNumber(tr.Root().Next()) != 2 {
		t.Errorf("to play %v, move number %d", tr.ToPlay(tr.Root()), tr.MoveNumber(tr.Root().Next()))
	}
}

func TestTreeKo(t *testing.T) {
	// . B W .
	// B W . W
	// . B W .
	tr := mustTree(t, "(;SZ[4]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])")
	tr.GoTo(tr.Root().MainLine()[2])
	if err := tr.Problem(tr.Current()); !errors.Is(err, engine.ErrKo) {
		t.Errorf("retaking the ko: %v, want ErrKo", err)
	}
}

func TestTreeLongGameJumps(t *testing.T) {
	// 3,600 moves: the same 9x9 cycle of plays and captures would be
	// illegal, so fill and pass instead: Black plays, White passes.
	var b strings.Builder
	b.WriteString("(;SZ[25]")
	n := 0
	for y := 0; y < 25 && n < 1800; y++ {
		for x := 0; x < 25 && n < 1800; x++ {
			if (x+y)%5 == 0 {
				continue
			}
			fmt.Fprintf(&b, ";B[%c%c];W[]", 'a'+x, 'a'+y)
			n++
		}
	}
	b.WriteString(")")
	tr := mustTree(t, b.String())
	line := tr.Root().MainLine()
	if len(line) < 1000 {
		t.Fatalf("main line of %d nodes", len(line))
	}
	last := line[len(line)-1]
	tr.GoTo(last)
	stones := 625 - tr.Board().EmptyCount()
	tr.GoTo(line[1])
	if got := 625 - tr.Board().EmptyCount(); got != 1 {
		t.Errorf("after the first move %d stones", got)
	}
	tr.GoTo(last)
	if got := 625 - tr.Board().EmptyCount(); got != stones {
		t.Errorf("back at the end %d stones, want %d", got, stones)
	}
	for i := len(line) - 1; i > len(line)-40; i-- {
		tr.Back()
	}
	if tr.Current() != line[len(line)-40] || tr.MoveNumber(tr.Current()) != len(line)-40 {
		t.Errorf("stepping back landed on move %d", tr.MoveNumber(tr.Current()))
	}
	if got := 625 - tr.Board().EmptyCount(); got != (len(line)-40+1)/2 {
		t.Errorf("after stepping back %d stones, want %d", got, (len(line)-40+1)/2)
	}
	if bad := tr.Check(); len(bad) != 0 {
		t.Errorf("%d problems, first %v", len(bad), tr.Problem(bad[0]))
	}
}

func TestTreeEditsAndUndo(t *testing.T) {
	tr, err := New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	moves := []engine.Move{{Color: engine.Black, Point: engine.Pt(2, 2)}, {Color: engine.White, Point: engine.Pt(6, 6)}}
	for _, m := range moves {
		if _, err := tr.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := tr.Play(engine.Move{Color: engine.Black, Point: engine.Pt(2, 2)}); !errors.Is(err, engine.ErrOccupied) {
		t.Errorf("playing on a stone: %v", err)
	}
	tr.Back()
	// The same move again only moves forward; another makes a variation.
	if n, _ := tr.Play(moves[1]); n != tr.Root().Next().Next() || len(tr.Root().Next().Children()) != 1 {
		t.Error("repeating an existing move added a node")
	}
	tr.Back()
	v, err := tr.Play(engine.Move{Color: engine.White, Point: engine.Pt(4, 4)})
	if err != nil || len(tr.Root().Next().Children()) != 2 {
		t.Fatalf("variation: %v", err)
	}
	if err := tr.SetComment(v, "tengen] \\ reply"); err != nil || v.Comment() != "tengen] \\ reply" {
		t.Errorf("comment %q, %v", v.Comment(), err)
	}
	if err := tr.SetComment(v, "second thoughts"); err != nil || !tr.Undo() || v.Comment() != "tengen] \\ reply" {
		t.Errorf("undoing a changed comment gave %q", v.Comment())
	}
	if err := tr.MakeMainLine(v); err != nil || tr.Root().Next().Next() != v {
		t.Errorf("MakeMainLine: %v", err)
	}
	want := "(;FF[4]CA[UTF-8]GM[1]SZ[9];B[cc](;W[ee]C[tengen\\] \\\\ reply])(;W[gg]))"
	if got := compact(tr.Root()); got != want {
		t.Errorf("tree %s\nwant %s", got, want)
	}
	// Undo the main-line change, the comment and the variation.
	for i := 0; i < 3; i++ {
		if !tr.Undo() {
			t.Fatal("nothing to undo")
		}
	}
	want = "(;FF[4]CA[UTF-8]GM[1]SZ[9];B[cc];W[gg])"
	if got := compact(tr.Root()); got != want {
		t.Errorf("after undo %s\nwant %s", got, want)
	}
	tr.Redo()
	if got := len(tr.Root().Next().Children()); got != 2 {
		t.Errorf("after redo %d children", got)
	}
	if err := tr.Delete(tr.Root().Next()); err != nil || tr.Current() != tr.Root() || tr.Root().Next() != nil {
		t.Errorf("delete: %v", err)
	}
	tr.Undo()
	if tr.Root().Next() == nil || tr.Current() == tr.Root() {
		t.Error("undo of delete did not restore the branch and the current node")
	}
	if err := tr.Delete(tr.Root()); !errors.Is(err, ErrRoot) {
		t.Errorf("deleting the root: %v", err)
	}
}

func TestTreeSetupAndMarkup(t *testing.T) {
	tr := mustTree(t, "(;SZ[5]AB[aa:bb];B[cc];W[dd])")
	n := tr.Root().MainLine()[2]
	if err := tr.SetSetup(tr.Root(), engine.Pt(1, 1), engine.White); err != nil {
		t.Fatal(err)
	}
	tr.GoTo(n)
	want := "BB...\nBW...\n..B..\n...W.\n.....\n"
	if got := diagram(tr.Board()); got != want {
		t.Errorf("after setup:\n%swant\n%s", got, want)
	}
	if err := tr.SetSetup(n, engine.Pt(2, 2), engine.Empty); err != nil {
		t.Fatal(err)
	}
	if got := n.Value("AE"); got != "cc" {
		t.Errorf("AE = %q", got)
	}
	tr.Undo()
	tr.Undo()
	tr.GoTo(n)
	if got := diagram(tr.Board()); got != "BB...\nBB...\n..B..\n...W.\n.....\n" {
		t.Errorf("after undo:\n%s", got)
	}
	if err := tr.SetMarkup(n, Triangle, []engine.Point{engine.Pt(0, 0), engine.Pt(4, 4)}); err != nil || n.Value("TR") != "aa" {
		t.Errorf("markup: %v %v", err, n.Values("TR"))
	}
	if err := tr.SetLabel(n, engine.Pt(1, 0), "a:b"); err != nil || n.Value("LB") != "ba:a\\:b" {
		t.Errorf("label: %v %v", err, n.Values("LB"))
	}
	if err := tr.SetInfo("KM", "6.5"); err != nil {
		t.Fatal(err)
	}
	if k, _ := tr.Root().Komi(); k != 6.5 {
		t.Errorf("komi %v", k)
	}
	if err := tr.SetProperty(tr.Root(), "SZ", "60"); err == nil {
		t.Error("SZ[60] accepted")
	}
}

func TestTreeToPlay(t *testing.T) {
	tests := []struct {
		sgf  string
		want engine.Color
	}{
		{"(;SZ[9])", engine.Black},
		{"(;SZ[9]HA[2]AB[cc][gg])", engine.White},
		{"(;SZ[9];B[aa])", engine.White},
		{"(;SZ[9];B[aa];W[bb]PL[W])", engine.White},
	}
	for _, tt := range tests {
		tr := mustTree(t, tt.sgf)
		tr.GoTo(tr.Root().MainLine()[len(tr.Root().MainLine())-1])
		if got := tr.ToPlay(tr.Current()); got != tt.want {
			t.Errorf("%s: to play %v, want %v", tt.sgf, got, tt.want)
		}
	}
	if _, err := NewTree(NewNode()); err != nil {
		t.Errorf("default size: %v", err)
	}
	c, _ := ParseString("(;GM[19])")
	if _, err := NewTree(c.Games[0]); !errors.Is(err, ErrNotGo) {
		t.Errorf("GM[19]: %v", err)
	}
	c, _ = ParseString("(;SZ[52])")
	if _, err := NewTree(c.Games[0]); !errors.Is(err, engine.ErrSize) {
		t.Errorf("SZ[52]: %v", err)
	}
}

// TestRetractIsAnUndoneEdit: taking back the last move of a record that was
// read, not edited, leaves Undo with nothing and lets Redo put it back; the
// properties of an edit made in a Retract swap sides too.
func TestRetractIsAnUndoneEdit(t *testing.T) {
	tr := mustTree(t, "(;SZ[9]RE[W+R];B[ee];W[cc])")
	for tr.Forward() {
	}
	last := tr.Current()
	if err := tr.Retract(func() error { return tr.SetInfo("RE", "") }); err != nil {
		t.Fatal(err)
	}
	if err := tr.Retract(func() error { return tr.Delete(last) }); err != nil {
		t.Fatal(err)
	}
	if tr.Root().Result() != "" || tr.MoveNumber(tr.Current()) != 1 || len(tr.Current().Children()) != 0 {
		t.Fatalf("after two retractions: RE %q, at move %d with %d children",
			tr.Root().Result(), tr.MoveNumber(tr.Current()), len(tr.Current().Children()))
	}
	if tr.CanUndo() || !tr.CanRedo() {
		t.Fatalf("CanUndo %v, CanRedo %v; want false, true", tr.CanUndo(), tr.CanRedo())
	}
	if !tr.Redo() || tr.Current() != last || tr.Board().At(engine.Pt(2, 2)) != engine.White {
		t.Fatal("Redo did not put the move back")
	}
	if !tr.Redo() || tr.Root().Result() != "W+R" {
		t.Fatalf("Redo did not put the result back: %q", tr.Root().Result())
	}
	// Now they are edits like any other: Undo takes them back in turn.
	if !tr.Undo() || tr.Root().Result() != "" || !tr.Undo() || tr.MoveNumber(tr.Current()) != 1 {
		t.Error("Undo after Redo of retractions")
	}
	// A failing change retracts nothing and keeps the redo list.
	before := tr.CanRedo()
	if err := tr.Retract(func() error { return tr.Delete(tr.Root()) }); err == nil {
		t.Error("deleting the root was accepted")
	}
	if tr.CanRedo() != before || tr.CanUndo() {
		t.Error("a failed retraction changed the edit lists")
	}
}

// TestBranchEdits: moving a variation down, deleting everything after a
// node, and pasting a copied branch, each one undoable step.
func TestBranchEdits(t *testing.T) {
	tr := mustTree(t, "(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc])(;W[cg]))")
	first := tr.Root().Next()
	kids := first.Children()
	a, b, c := kids[0], kids[1], kids[2]
	if err := tr.Demote(a); err != nil {
		t.Fatal(err)
	}
	if got := first.Children(); got[0] != b || got[1] != a || got[2] != c {
		t.Fatalf("after Demote the order is %v", got)
	}
	if err := tr.Demote(c); err != nil || first.Children()[2] != c {
		t.Fatalf("demoting the last variation: %v", err)
	}
	tr.Undo()
	if got := first.Children(); got[0] != a {
		t.Fatal("Undo did not put the main line back")
	}
	// Copy W[cc];B[gg] and paste it after W[gc].
	branch := a.Copy()
	if branch.Parent() != nil || len(branch.Children()) != 1 || branch.Children()[0].Parent() != branch {
		t.Fatal("the copy is not a detached branch")
	}
	pasted, _, err := tr.Paste(b, branch)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Children()) != 1 || b.Children()[0] != pasted || pasted == branch || pasted.Parent() != b {
		t.Fatal("the branch is not pasted as a child of W[gc]")
	}
	tr.GoTo(pasted.Children()[0])
	if tr.Board().At(engine.Pt(6, 6)) != engine.Black || tr.Board().At(engine.Pt(2, 2)) != engine.White {
		t.Errorf("the pasted moves are not on the board:\n%s", tr.Board())
	}
	// Changing the copy leaves the original alone.
	if err := tr.SetComment(pasted, "pasted"); err != nil || a.Comment() != "" {
		t.Errorf("the paste shares nodes with its source: %v", err)
	}
	// Everything after the first move goes; the current node, deep in a
	// branch, comes back to it.
	if err := tr.DeleteAfter(first); err != nil {
		t.Fatal(err)
	}
	if len(first.Children()) != 0 || tr.Current() != first {
		t.Fatalf("after DeleteAfter: %d children, current %p", len(first.Children()), tr.Current())
	}
	tr.Undo()
	if len(first.Children()) != 3 || tr.Current() != pasted.Children()[0] {
		t.Error("Undo of DeleteAfter did not restore the branches and the current node")
	}
}

func TestRevisionCountsEditsNotMoves(t *testing.T) {
	tr := mustTree(t, "(;SZ[9];B[aa](;W[bb])(;W[cc]))")
	seen := map[uint64]string{tr.Revision(): "the start"}
	changed := func(what string) {
		t.Helper()
		if prev, ok := seen[tr.Revision()]; ok {
			t.Errorf("revision after %s is the one after %s", what, prev)
		}
		seen[tr.Revision()] = what
	}
	unchanged := func(what string, f func()) {
		t.Helper()
		r := tr.Revision()
		f()
		if tr.Revision() != r {
			t.Errorf("%s changed the revision", what)
		}
	}
	unchanged("moving about", func() {
		tr.Forward()
		tr.Forward()
		tr.Back()
		tr.GoTo(tr.Root().Next().Children()[1])
		tr.Board()
	})
	if _, err := tr.Play(engine.Move{Color: engine.Black, Point: engine.Pt(4, 4)}); err != nil {
		t.Fatal(err)
	}
	changed("a move")
	unchanged("playing a move that is there", func() {
		tr.Back()
		if _, err := tr.Play(engine.Move{Color: engine.Black, Point: engine.Pt(4, 4)}); err != nil {
			t.Fatal(err)
		}
	})
	if err := tr.SetComment(tr.Current(), "a comment"); err != nil {
		t.Fatal(err)
	}
	changed("a comment")
	tr.Undo()
	changed("undo")
	tr.Redo()
	changed("redo")
	if err := tr.Promote(tr.Root().Next().Children()[1]); err != nil {
		t.Fatal(err)
	}
	changed("a promotion")
	if err := tr.Delete(tr.Current()); err != nil {
		t.Fatal(err)
	}
	changed("a deletion")
}

// TestStateComesBackWithUndo: undoing and redoing back to a state gives it
// again; a new edit, or a change Retract made, never does.
func TestStateComesBackWithUndo(t *testing.T) {
	tr := mustTree(t, "(;SZ[9];B[ee];W[cc])")
	for tr.Forward() {
	}
	opened := tr.State()
	if err := tr.SetComment(tr.Current(), "one"); err != nil {
		t.Fatal(err)
	}
	one := tr.State()
	if one == opened {
		t.Fatal("an edit kept the state")
	}
	tr.Undo()
	if tr.State() != opened {
		t.Error("Undo did not bring the opened state back")
	}
	tr.Redo()
	if tr.State() != one {
		t.Error("Redo did not bring the edited state back")
	}
	tr.Undo()
	if err := tr.SetComment(tr.Current(), "one"); err != nil || tr.State() == one {
		t.Error("the same change made again has the old state: states name edits, not content")
	}
	tr.Undo()
	// A retracted move: the state differs from every state before it, after
	// any undo and redo.
	seen := map[State]bool{opened: true, one: true}
	if err := tr.Retract(func() error { return tr.Delete(tr.Current()) }); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if seen[tr.State()] {
			t.Fatalf("step %d: a retraction came back to an earlier state", i)
		}
		if err := tr.SetComment(tr.Current(), "x"); err != nil {
			t.Fatal(err)
		}
		tr.Undo()
	}
}

func TestReplayVisitsEveryPositionAndChangesNoNode(t *testing.T) {
	const rec = "(;SZ[5]AB[cc];B[ba](;W[aa];B[ab];W[ab])(;W[dd]AE[cc](;B[ee])(;B[aa])))"
	tr := mustTree(t, rec)
	seen := map[*Node]bool{}
	var order []string
	b := engine.MustBoard(5, 5)
	c, _ := ParseString(rec)
	// A second copy of the tree, which Replay walks: its nodes must keep
	// their replay state (no Tree has seen them).
	root := c.Games[0]
	root.Replay(b, func(n *Node, b *engine.Board, problem error) {
		seen[n] = true
		order = append(order, n.Value("B")+n.Value("W"))
		if n.gen != 0 || n.problem != nil {
			t.Errorf("node %s changed", n.Value("B")+n.Value("W"))
		}
		// The same node of the Tree's copy.
		var path []int
		for m := n; m.parent != nil; m = m.parent {
			path = append([]int{slices.Index(m.parent.children, m)}, path...)
		}
		tn := tr.Root()
		for _, i := range path {
			tn = tn.children[i]
		}
		if got, want := diagram(b), diagram(tr.Position(tn)); got != want {
			t.Errorf("after %s:\n%s want\n%s", tn.Value("B")+tn.Value("W"), got, want)
		}
		if want := tr.Problem(tn); !errors.Is(problem, want) || (problem == nil) != (want == nil) {
			t.Errorf("after %s: problem %v, want %v", tn.Value("B")+tn.Value("W"), problem, want)
		}
	})
	if got, want := strings.Join(order, " "), " ba aa ab ab dd ee aa"; got != want {
		t.Errorf("visited %q, want %q", got, want)
	}
	if len(seen) != 8 {
		t.Errorf("visited %d nodes, want 8", len(seen))
	}
}

// TestPasteMerges: a branch whose moves a child already plays is merged into
// that child, level by level: only what is new is added, in one edit, and a
// branch already there adds nothing.
func TestPasteMerges(t *testing.T) {
	tr := mustTree(t, "(;SZ[19];B[dd];W[pp](;B[pd])(;B[dp]))")
	root := tr.Root()
	dd := root.Children()[0]
	// The same branch again: nothing new.
	got, added, err := tr.Paste(root, dd.Copy())
	if err != nil || got != dd || added != 0 || len(root.Children()) != 1 {
		t.Fatalf("pasting the root's own branch: %v, %d added, %d variations at the root", err, added, len(root.Children()))
	}
	if tr.CanUndo() {
		t.Error("a paste that adds nothing is an edit")
	}
	// The same first two moves, then a new third and a new line after an
	// existing one: merged into D16 and Q4.
	branch := mustTree(t, "(;SZ[19];B[dd];W[pp](;B[qd];W[qc])(;B[dp];W[dq]))").Root().Children()[0]
	got, added, err = tr.Paste(root, branch.Copy())
	if err != nil || got != dd || added != 3 {
		t.Fatalf("merge: got %v, %d added, %v", got, added, err)
	}
	pp := dd.Children()[0]
	if len(root.Children()) != 1 || len(dd.Children()) != 1 || len(pp.Children()) != 3 {
		t.Fatalf("after the merge: %d, %d, %d children", len(root.Children()), len(dd.Children()), len(pp.Children()))
	}
	if dp := pp.Children()[1]; dp.Value("B") != "dp" || len(dp.Children()) != 1 || dp.Children()[0].Value("W") != "dq" {
		t.Error("W[dq] is not added below the existing B[dp]")
	}
	if qd := pp.Children()[2]; qd.Value("B") != "qd" || qd.Next() == nil || qd.Next().Value("W") != "qc" {
		t.Error("B[qd];W[qc] is not added as a new variation after W[pp]")
	}
	tr.Undo()
	if len(pp.Children()) != 2 || len(pp.Children()[1].Children()) != 0 {
		t.Error("one Undo does not take the whole merge back")
	}
	// A different first move is a new variation.
	got, added, err = tr.Paste(root, mustTree(t, "(;SZ[19];B[pd])").Root().Children()[0].Copy())
	if err != nil || len(root.Children()) != 2 || got != root.Children()[1] || added != 1 {
		t.Errorf("a new first move: %v, %d added, %d variations", err, added, len(root.Children()))
	}
}
