package ui

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// newTestController returns a controller in a headless window whose
// background work runs at once on the calling goroutine.
func newTestController(t *testing.T, deps Deps) (*Controller, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), testDeps(deps))
	w := test.NewTempWindow(t, c.Content())
	w.Resize(fyne.NewSize(1000, 720))
	return c, w
}

// testDeps fills in deps for a test: background work runs at once on the
// calling goroutine, and the clocks tick only when the test calls Tick.
func testDeps(deps Deps) Deps {
	if deps.Go == nil {
		deps.Go = func(f func()) { f() }
	}
	if deps.Post == nil {
		deps.Post = func(f func()) { f() }
	}
	if deps.Tick == nil {
		deps.Tick = func(time.Duration, func()) func() { return func() {} }
	}
	return deps
}

func newGame(t *testing.T, c *Controller, size int, black, white PlayerSpec) {
	t.Helper()
	if err := c.newGame(Settings{Width: size, Height: size, Rules: engine.Japanese(), Komi: 6.5, Black: black, White: white}); err != nil {
		t.Fatal(err)
	}
}

// tap taps the board at point (x, y).
func tap(c *Controller, x, y int) {
	b := c.Board()
	test.TapAt(b, b.PositionOf(engine.Pt(x, y)))
}

// currentMove returns the move of the current node.
func currentMove(t *testing.T, c *Controller) (engine.Move, bool) {
	t.Helper()
	w, h := c.tree().Size()
	m, has, err := c.tree().Current().Move(w, h)
	if err != nil {
		t.Fatal(err)
	}
	return m, has
}

func TestTapPlaysAStone(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 2, 6)
	m, has := currentMove(t, c)
	if !has || m != (engine.Move{Color: engine.Black, Point: engine.Pt(2, 6)}) {
		t.Fatalf("after a tap the current move is %v (has %v), want B at 2,6", m, has)
	}
	if got := c.Board().View().Board.At(engine.Pt(2, 6)); got != engine.Black {
		t.Errorf("the board shows %v at 2,6, want a black stone", got)
	}
	if c.Board().View().Last != engine.Pt(2, 6) || c.Board().View().Turn != engine.White {
		t.Errorf("last move %v, turn %v; want 2,6 and White", c.Board().View().Last, c.Board().View().Turn)
	}
	if !strings.Contains(c.Status(), "C3") {
		t.Errorf("status %q does not name the move C3", c.Status())
	}
	if !c.dirty() || !strings.HasPrefix(c.title(), "*") {
		t.Errorf("after a move the game is not marked unsaved: dirty %v, title %q", c.dirty(), c.title())
	}
}

func TestIllegalTapExplainsAndChangesNothing(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	// Black surrounds the corner point A9; White to play there is suicide.
	for _, mv := range [][2]int{{1, 0}, {8, 8}, {0, 1}} {
		tap(c, mv[0], mv[1])
	}
	before := c.tree().Current()
	hash := c.game().Board().Hash()
	tap(c, 0, 0)
	if c.tree().Current() != before || c.game().Board().Hash() != hash {
		t.Fatal("an illegal tap changed the game")
	}
	if !strings.Contains(c.Status(), "suicide") {
		t.Errorf("status %q does not explain the suicide", c.Status())
	}
	tap(c, 1, 0) // occupied
	if c.tree().Current() != before || !strings.Contains(c.Status(), "occupied") {
		t.Errorf("tap on a stone: status %q", c.Status())
	}
}

func TestKoIsMarkedAndExplained(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	// A ko in the middle: Black takes at E5, White may not retake at D5 at once.
	for _, mv := range [][2]int{{3, 3}, {4, 3}, {2, 4}, {5, 4}, {3, 5}, {4, 5}, {8, 8}, {3, 4}, {4, 4}} {
		tap(c, mv[0], mv[1])
	}
	if got := c.game().Board().Captures(engine.Black); got != 1 {
		t.Fatalf("Black captured %d stones, want 1", got)
	}
	if ko := c.Board().View().Ko; ko != engine.Pt(3, 4) {
		t.Errorf("the board marks the ko at %v, want 3,4", ko)
	}
	before := c.tree().Current()
	tap(c, 3, 4)
	if c.tree().Current() != before || !strings.Contains(c.Status(), "ko") {
		t.Errorf("retaking the ko: current changed %v, status %q", c.tree().Current() != before, c.Status())
	}
}

func TestCaptureFillsTheLid(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	// White E5 is surrounded by Black and taken.
	for _, mv := range [][2]int{{4, 3}, {4, 4}, {3, 4}, {8, 8}, {5, 4}, {8, 7}, {4, 5}} {
		tap(c, mv[0], mv[1])
	}
	if got := c.view.lids[engine.White].Count(); got != 1 {
		t.Errorf("Black's lid holds %d white stones, want 1", got)
	}
	if got := c.view.lids[engine.Black].Count(); got != 0 {
		t.Errorf("White's lid holds %d black stones, want 0", got)
	}
	if !strings.Contains(c.view.info[engine.Black].Text, "Captures: 1") {
		t.Errorf("Black's panel says %q", c.view.info[engine.Black].Text)
	}
	// Going back empties the lid again.
	c.back(1)
	if got := c.view.lids[engine.White].Count(); got != 0 {
		t.Errorf("after going back Black's lid holds %d stones", got)
	}
}

func TestNavigation(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	for i := 0; i < 12; i++ {
		tap(c, i%9, i/9*2)
	}
	moveNo := func() int { return c.tree().MoveNumber(c.tree().Current()) }
	steps := []struct {
		name string
		do   func()
		want int
	}{
		{"first", c.first, 0},
		{"forward", func() { c.forward(1) }, 1},
		{"forward 10", func() { c.forward(10) }, 11},
		{"last", c.last, 12},
		{"back", func() { c.back(1) }, 11},
		{"back 10", func() { c.back(10) }, 1},
		{"back 10 at the start", func() { c.back(10) }, 0},
	}
	for _, s := range steps {
		s.do()
		if got := moveNo(); got != s.want {
			t.Errorf("%s: at move %d, want %d", s.name, got, s.want)
		}
	}
	// A variation at move 3, then up and down between the two.
	c.forward(2)
	tap(c, 8, 8)
	c.back(1)
	c.forward(1)
	varA := c.tree().Current()
	c.variation(-1)
	if c.tree().Current() == varA {
		t.Fatal("previous variation did not move")
	}
	if m, _ := currentMove(t, c); m.Point != engine.Pt(2, 0) {
		t.Errorf("the main line's move 3 is %v, want 2,0", m.Point)
	}
	if n := len(c.Board().View().Next); n != 1 {
		t.Errorf("%d next-move hints, want 1", n)
	}
	c.back(1)
	if n := len(c.Board().View().Next); n != 2 {
		t.Errorf("at the branching %d next-move hints, want 2", n)
	}
	c.forward(1)
	c.variation(1)
	if c.tree().Current() != varA {
		t.Error("next variation did not come back to the new move")
	}
}

// playDiagram plays a game to the position, passing where needed.
func passTwice(t *testing.T, c *Controller) {
	t.Helper()
	if err := c.pass(); err != nil {
		t.Fatal(err)
	}
	if err := c.pass(); err != nil {
		t.Fatal(err)
	}
}

func TestScoringToggleAndAccept(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 5, PlayerSpec{}, PlayerSpec{})
	// Black wall on column C, White on column D; a black stone dead in White's area.
	moves := [][2]int{{2, 0}, {3, 0}, {2, 1}, {3, 1}, {2, 2}, {3, 2}, {2, 3}, {3, 3}, {2, 4}, {3, 4}, {4, 2}}
	for _, mv := range moves {
		tap(c, mv[0], mv[1])
		if m, _ := currentMove(t, c); m.Point != engine.Pt(mv[0], mv[1]) {
			t.Fatalf("move at %v was not played: %s", mv, c.Status())
		}
	}
	if err := c.pass(); err != nil { // White
		t.Fatal(err)
	}
	if err := c.pass(); err != nil { // Black
		t.Fatal(err)
	}
	if !c.scoring() {
		t.Fatal("two passes did not open scoring")
	}
	dead := c.Board().View().Dead
	if !dead[engine.Pt(4, 2)] {
		t.Errorf("the lone black stone in White's area is not proposed dead")
	}
	// A click brings it back to life, another kills it again.
	tap(c, 4, 2)
	if c.Board().View().Dead[engine.Pt(4, 2)] {
		t.Fatal("a click did not mark the stone alive")
	}
	if c.Board().View().Territory[engine.Pt(4, 0)] == engine.White {
		t.Error("with the black stone alive, E5 is still White's territory")
	}
	tap(c, 4, 2)
	if !c.Board().View().Dead[engine.Pt(4, 2)] {
		t.Fatal("a second click did not mark the stone dead")
	}
	if c.Board().View().Territory[engine.Pt(4, 0)] != engine.White {
		t.Error("E5 is not White's territory with the black stone dead")
	}
	status := c.Status()
	// Black: 10 territory + 0 prisoners; White: 5 territory (with the dead stone's point) + 1 prisoner + 6.5.
	for _, want := range []string{"Black: 10 territory + 0 prisoners = 10.", "White: 5 territory + 1 prisoner + 6.5 komi = 12.5.", "White wins by 2.5."} {
		if !strings.Contains(status, want) {
			t.Errorf("status %q lacks %q", status, want)
		}
	}
	if err := c.accept(); err != nil {
		t.Fatal(err)
	}
	if re := c.tree().Root().Result(); re != "W+2.5" {
		t.Errorf("RE = %q, want W+2.5", re)
	}
	if c.scoring() {
		t.Error("still scoring after accepting")
	}
	if err := c.Play(engine.Pt(0, 0)); err == nil {
		t.Error("a move after the result was accepted")
	}
}

func TestResumeAfterPasses(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4) // Black
	passTwice(t, c)
	if !c.scoring() {
		t.Fatal("two passes did not open scoring")
	}
	// Black passed last, so White is to move; White asks to resume and Black
	// plays first.
	c.resume()
	if c.scoring() || c.game().ToMove() != engine.Black {
		t.Fatalf("after resume: scoring %v, to move %v; want Black to move", c.scoring(), c.game().ToMove())
	}
	tap(c, 2, 2)
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.Black, Point: engine.Pt(2, 2)}) {
		t.Errorf("after resuming the move is %v", m)
	}
}

func TestResignWritesTheResult(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4)
	if err := c.resign(); err != nil { // White to move resigns
		t.Fatal(err)
	}
	if re := c.tree().Root().Result(); re != "B+R" {
		t.Errorf("RE = %q, want B+R", re)
	}
	if !strings.Contains(c.Status(), "White resigns") {
		t.Errorf("status %q", c.Status())
	}
}

// fakePicker answers file dialogs with a fixed path.
type fakePicker struct {
	path string
	reqs []FileRequest
}

func (f *fakePicker) pick(req FileRequest, done func(string, error)) {
	f.reqs = append(f.reqs, req)
	if f.path == "" {
		done("", ErrCancelled)
		return
	}
	done(f.path, nil)
}

func TestSaveThenOpen(t *testing.T) {
	dir := t.TempDir()
	picker := &fakePicker{path: filepath.Join(dir, "game")}
	c, _ := newTestController(t, Deps{PickFile: picker.pick})
	newGame(t, c, 13, PlayerSpec{}, PlayerSpec{})
	for _, mv := range [][2]int{{3, 3}, {9, 9}, {3, 9}} {
		tap(c, mv[0], mv[1])
	}
	c.save(nil) // no file yet: asks for a name, adds .sgf
	if len(picker.reqs) != 1 || !picker.reqs[0].Save {
		t.Fatalf("Save asked %v", picker.reqs)
	}
	path := filepath.Join(dir, "game.sgf")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "SZ[13]") || !strings.Contains(string(data), "B[dd]") {
		t.Errorf("saved file lacks the size or first move:\n%s", data)
	}
	if c.dirty() || !strings.Contains(c.title(), "game.sgf") {
		t.Errorf("after saving: dirty %v, title %q", c.dirty(), c.title())
	}

	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	picker.path = path
	c.open()
	if w, h := c.tree().Size(); w != 13 || h != 13 {
		t.Fatalf("opened a %dx%d game, want 13x13", w, h)
	}
	c.last()
	if n := c.tree().MoveNumber(c.tree().Current()); n != 3 {
		t.Errorf("the opened game has %d moves, want 3", n)
	}
	if got := c.recent(); len(got) == 0 || got[0] != path {
		t.Errorf("recent files %v, want %s first", got, path)
	}
	// A cancelled dialog changes nothing.
	picker.path = ""
	cur := c.tree()
	c.open()
	if c.tree() != cur {
		t.Error("a cancelled open replaced the game")
	}
}

// A record in another format opens converted, and is saved as SGF beside
// it, never over it.
func TestOpenGIBThenSaveAsSGF(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "engine", "sgf", "testdata", "handicap.gib"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	gib := filepath.Join(dir, "Ko Master.gib")
	if err := os.WriteFile(gib, data, 0o600); err != nil {
		t.Fatal(err)
	}
	picker := &fakePicker{path: filepath.Join(dir, "Ko Master.sgf")}
	c, _ := newTestController(t, Deps{PickFile: picker.pick})
	c.OpenFile(gib)
	root := c.tree().Root()
	if root.Player(engine.White) != "Ko Master" || root.Handicap() != 3 {
		t.Fatalf("opened White %q, handicap %d; want Ko Master, 3 (status %q)", root.Player(engine.White), root.Handicap(), c.Status())
	}
	if c.Board().View().Board.At(engine.Pt(3, 3)) != engine.Black {
		t.Error("the board does not show the handicap stone at D16")
	}
	if !strings.Contains(c.Status(), "Tygem GIB") || !strings.Contains(c.title(), "Ko Master.gib") || c.dirty() {
		t.Errorf("status %q, title %q, dirty %v", c.Status(), c.title(), c.dirty())
	}
	c.last()
	if n := c.tree().MoveNumber(c.tree().Current()); n != 6 {
		t.Errorf("the opened game has %d moves, want 6", n)
	}

	c.save(nil)
	if len(picker.reqs) != 1 || !picker.reqs[0].Save || picker.reqs[0].Name != "Ko Master.sgf" || picker.reqs[0].Dir != dir {
		t.Fatalf("Save asked %+v, want a name proposed as Ko Master.sgf in %s", picker.reqs, dir)
	}
	if got, err := os.ReadFile(gib); err != nil || string(got) != string(data) {
		t.Error("saving changed the .gib file")
	}
	saved, err := os.ReadFile(picker.path)
	if err != nil || !strings.Contains(string(saved), "HA[3]") || !strings.Contains(string(saved), "W[pp]") {
		t.Errorf("the SGF saved: %v\n%s", err, saved)
	}
	if !strings.Contains(c.title(), "Ko Master.sgf") {
		t.Errorf("after saving, title %q", c.title())
	}
	c.save(nil) // now to the SGF file, without asking
	if len(picker.reqs) != 1 {
		t.Errorf("a second save asked again: %+v", picker.reqs)
	}

	// A name given with a format the program only reads is saved as SGF.
	picker.path = filepath.Join(dir, "copy.gib")
	c.saveAs(nil)
	if _, err := os.Stat(filepath.Join(dir, "copy.sgf")); err != nil {
		t.Error(err)
	}
	if _, err := os.Stat(picker.path); err == nil {
		t.Error("SGF was written under the .gib name")
	}
}

func TestMoveDuringSaveStaysUnsaved(t *testing.T) {
	var pending []func()
	c, _ := newTestController(t, Deps{Go: func(f func()) { pending = append(pending, f) }})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 2, 2)
	path := filepath.Join(t.TempDir(), "g.sgf")
	c.saveFile(path, nil)
	tap(c, 6, 6) // while the file is being written
	for _, f := range pending {
		f()
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "W[gg]") {
		t.Fatal("the save contains a move made after it started")
	}
	if !c.dirty() {
		t.Error("the move made during the save is marked saved")
	}
}

func TestSaveKeepsPermissions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]SZ[9])"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 2, 2)
	c.saveFile(path, nil)
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().Perm() != 0o644 {
		t.Fatalf("after saving over a 0644 file: %v %v", fi.Mode(), err)
	}
}

func TestNewGameAsksWhenTheRootWasEdited(t *testing.T) {
	asked := 0
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), Deps{
		Go: func(f func()) { f() }, Post: func(f func()) { f() }, Tick: func(time.Duration, func()) func() { return func() {} },
	})
	c.Attach(a, test.NewTempWindow(t, nil)) // so the question is really asked
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	c.confirmDiscard(func() { asked++ })
	if asked != 1 {
		t.Fatal("a fresh game was not discarded at once")
	}
	asked = 0
	if err := c.rec.tree.SetComment(c.rec.tree.Root(), "A lesson on the 3-3 point."); err != nil {
		t.Fatal(err)
	}
	c.doc.changed(c.rec.tree.State())
	c.confirmDiscard(func() { asked++ })
	if asked != 0 {
		t.Error("a commented game with no moves was discarded without asking")
	}
}

func TestOpenShowsReadErrorWithLine(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bad.sgf")
	if err := os.WriteFile(path, []byte("not an sgf file at all\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, _ := newTestController(t, Deps{})
	before := c.tree()
	c.OpenFile(path)
	if c.tree() != before {
		t.Error("a broken file replaced the game")
	}
	if !strings.Contains(c.Status(), "line") {
		t.Errorf("status %q does not give the line", c.Status())
	}
}

func TestOpenSaysWhenTheHandicapIsMissing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ha3.sgf")
	if err := os.WriteFile(path, []byte("(;FF[4]GM[1]SZ[19]HA[3];W[pd])"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, _ := newTestController(t, Deps{})
	c.OpenFile(path)
	if !strings.Contains(c.Status(), "handicap of 3 but places 0 stones") {
		t.Errorf("status %q does not say the handicap stones are missing", c.Status())
	}
}

func TestCommentAndMarkupFromTheRecord(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	col, err := sgf.ParseString("(;GM[1]FF[4]SZ[9]PB[Honinbo Shusaku]PW[Gennan Inseki];B[ee]C[Tengen.]TR[cc]LB[gg:A]AR[aa:bb])")
	if err != nil {
		t.Fatal(err)
	}
	c.load(col, "")
	c.forward(1)
	if got := c.view.comment.Text(); got != "Tengen." {
		t.Errorf("comment %q", got)
	}
	if got := c.view.names[engine.Black].Text; got != "Honinbo Shusaku" {
		t.Errorf("black player %q", got)
	}
	kinds := map[goban.MarkKind]bool{}
	for _, m := range c.Board().View().Marks {
		kinds[m.Kind] = true
	}
	for _, k := range []goban.MarkKind{goban.MarkTriangle, goban.MarkLabel, goban.MarkArrow} {
		if !kinds[k] {
			t.Errorf("markup kind %d missing from the board: %v", k, c.Board().View().Marks)
		}
	}
}

// scripted is a computer player that answers from a list.
type scripted struct {
	moves []engine.Point
	asked int
}

func (s *scripted) Name() string    { return "Scripted" }
func (s *scripted) Version() string { return "1" }
func (s *scripted) GenMove(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error) {
	if err := ctx.Err(); err != nil {
		return engine.Pass, err
	}
	p := s.moves[s.asked%len(s.moves)]
	s.asked++
	return p, nil
}

func TestComputerAnswersAndStaleAnswersAreDropped(t *testing.T) {
	bot := &scripted{moves: []engine.Point{engine.Pt(6, 6), engine.Pt(2, 6)}}
	var queue []func()
	c, _ := newTestController(t, Deps{
		NewPlayer: func(PlayerSpec) (ai.Player, error) { return bot, nil },
		Go:        func(f func()) { queue = append(queue, f) },
	})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Computer, Level: 1})
	tap(c, 4, 4)
	if len(queue) != 1 || !c.thinking() {
		t.Fatalf("after Black's move %d searches queued, thinking %v", len(queue), c.thinking())
	}
	// While it thinks, the person may not move for it.
	tap(c, 0, 0)
	if m, _ := currentMove(t, c); m.Point != engine.Pt(4, 4) {
		t.Fatal("a tap played for the computer")
	}
	run := func() {
		f := queue[0]
		queue = queue[1:]
		f()
	}
	run()
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(6, 6)}) {
		t.Fatalf("the computer's answer was not played: %v", m)
	}
	// Black moves again; before the answer arrives Black takes the move back.
	tap(c, 3, 3)
	if len(queue) != 1 {
		t.Fatalf("%d searches queued", len(queue))
	}
	c.undo()
	run() // the stale answer arrives now
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(6, 6)}) {
		t.Errorf("after undo the current move is %v; the stale answer was not dropped", m)
	}
	if c.thinking() {
		t.Error("still thinking after undo")
	}
}

func TestNewGameRejectsBadSizes(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	for _, n := range []int{1, 26} {
		if err := c.newGame(Settings{Width: n, Height: n, Rules: engine.Japanese()}); !errors.Is(err, engine.ErrSize) {
			t.Errorf("NewGame(%dx%d) = %v, want ErrSize", n, n, err)
		}
	}
	if err := c.newGame(Settings{Width: 19, Height: 13, Rules: engine.Chinese(), Komi: 7.5, Handicap: 3}); err != nil {
		t.Fatal(err)
	}
	if w, h := c.tree().Size(); w != 19 || h != 13 {
		t.Errorf("size %dx%d, want 19x13", w, h)
	}
	if c.game().ToMove() != engine.White || c.game().Board().EmptyCount() != 19*13-3 {
		t.Errorf("3 handicap stones: to move %v, empties %d", c.game().ToMove(), c.game().Board().EmptyCount())
	}
}

func TestParseSettings(t *testing.T) {
	for _, tc := range []struct {
		size, komi string
		w, h       int
		ok         bool
	}{
		{"19", "6.5", 19, 19, true},
		{"19x13", "0", 19, 13, true},
		{"9:9", "5,5", 9, 9, true},
		{"26", "6.5", 0, 0, false},
		{"nine", "6.5", 0, 0, false},
		{"9", "a lot", 0, 0, false},
	} {
		s, err := parseSettings(tc.size, engine.Japanese(), tc.komi, "0", false, "10", "30", "5")
		if (err == nil) != tc.ok {
			t.Errorf("parseSettings(%q, %q) error %v, want ok=%v", tc.size, tc.komi, err, tc.ok)
			continue
		}
		if tc.ok && (s.Width != tc.w || s.Height != tc.h || s.MainTime.Minutes() != 10 || s.Periods != 5) {
			t.Errorf("parseSettings(%q) = %+v", tc.size, s)
		}
	}
}

func TestPersonCannotPassForTheComputer(t *testing.T) {
	bot := &scripted{moves: []engine.Point{engine.Pt(6, 6)}}
	var queue []func()
	c, _ := newTestController(t, Deps{
		NewPlayer: func(PlayerSpec) (ai.Player, error) { return bot, nil },
		Go:        func(f func()) { queue = append(queue, f) },
	})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Computer, Level: 1})
	tap(c, 4, 4)
	before := c.tree().Current()
	if err := c.pass(); err == nil || c.tree().Current() != before {
		t.Errorf("Pass while the computer thinks: %v", err)
	}
	if !c.view.pass.Disabled() {
		t.Error("the Pass button is enabled on the computer's turn")
	}
}

func TestAttachWiresMenusShortcutsAndKeys(t *testing.T) {
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), Deps{
		Go: func(f func()) { f() }, Post: func(f func()) { f() }, Tick: func(time.Duration, func()) func() { return func() {} },
	})
	w := test.NewTempWindow(t, nil)
	c.Attach(a, w)
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	for i := 0; i < 3; i++ {
		tap(c, i, 0)
	}
	if w.MainMenu() == nil || len(w.MainMenu().Items) < 5 {
		t.Fatalf("main menu %v", w.MainMenu())
	}
	labels := map[string]bool{}
	for _, m := range w.MainMenu().Items {
		labels[m.Label] = true
	}
	for _, want := range []string{"File", "Edit", "Game", "Go", "View"} {
		if !labels[want] {
			t.Errorf("no %s menu", want)
		}
	}
	moveNo := func() int { return c.tree().MoveNumber(c.tree().Current()) }
	key := func(k fyne.KeyName) { w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeyLeft)
	key(fyne.KeyLeft)
	if moveNo() != 1 {
		t.Errorf("after Left Left at move %d, want 1", moveNo())
	}
	key(fyne.KeyEnd)
	if moveNo() != 3 {
		t.Errorf("after End at move %d, want 3", moveNo())
	}
	key(fyne.KeyHome)
	if moveNo() != 0 {
		t.Errorf("after Home at move %d, want 0", moveNo())
	}
	key(fyne.KeyEnd)
	// Ctrl+Z takes the last move back.
	w.Canvas().(fyne.Shortcutable).TypedShortcut(shortcut(fyne.KeyZ, false))
	if moveNo() != 2 {
		t.Errorf("after Ctrl+Z at move %d, want 2", moveNo())
	}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(shortcut(fyne.KeyC, true))
	if got := a.Clipboard().Content(); !strings.Contains(got, "X O . .") {
		t.Errorf("copied diagram:\n%s", got)
	}
	if !strings.Contains(w.Title(), "Torreya") {
		t.Errorf("title %q", w.Title())
	}
}

func TestPlayerSpecsRoundTrip(t *testing.T) {
	def := PlayerSpec{Kind: Person, Level: 3}
	for _, s := range []PlayerSpec{
		{Kind: Computer, Level: 7},
		{Kind: Engine, Level: 1, Command: "gnugo --mode gtp --level 5"},
		{Kind: Person, Level: 2},
	} {
		if got := parseSpec(formatSpec(s), def); got != s {
			t.Errorf("parseSpec(formatSpec(%+v)) = %+v", s, got)
		}
	}
	for _, bad := range []string{"", "x", "9 1", "1 99", "1"} {
		if got := parseSpec(bad, def); got != def {
			t.Errorf("parseSpec(%q) = %+v, want the default", bad, got)
		}
	}
}

func TestCollectionIsSavedWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "two.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]SZ[9]GN[first];B[ee])(;GM[1]SZ[9]GN[second];B[cc])"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, _ := newTestController(t, Deps{})
	c.OpenFile(path) // without a window the first game is picked
	if got := c.tree().Root().GameName(); got != "first" {
		t.Fatalf("opened game %q", got)
	}
	c.last()
	tap(c, 2, 2)
	done := false
	c.saveFile(path, func() { done = true })
	if !done {
		t.Fatal("save did not finish")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(col.Games) != 2 || col.Games[1].GameName() != "second" {
		t.Fatalf("saved %d games", len(col.Games))
	}
	if n := len(col.Games[0].MainLine()); n != 3 {
		t.Errorf("the first game has %d nodes on its main line, want 3 (root, B, W)", n)
	}
}

func TestHoverExplainsIllegalPointsThenRestoresTheStatus(t *testing.T) {
	c, w := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4)
	before := c.Status()
	b := c.Board()
	abs := func(p engine.Point) fyne.Position {
		return b.PositionOf(p).Add(fyne.CurrentApp().Driver().AbsolutePositionForObject(b))
	}
	test.MoveMouse(w.Canvas(), abs(engine.Pt(4, 4)))
	if !strings.Contains(c.Status(), "E5: occupied") {
		t.Errorf("over a stone the status says %q", c.Status())
	}
	test.MoveMouse(w.Canvas(), abs(engine.Pt(2, 2)))
	if c.Status() != before {
		t.Errorf("over a legal point the status says %q, want %q back", c.Status(), before)
	}
}

func TestNavigationButtons(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	for i := 0; i < 14; i++ {
		tap(c, i%9, i/9*2)
	}
	moveNo := func() int { return c.tree().MoveNumber(c.tree().Current()) }
	// first, back 10, back, forward, forward 10, last
	for _, step := range []struct {
		button int
		want   int
	}{{0, 0}, {5, 14}, {1, 4}, {2, 3}, {3, 4}, {4, 14}, {0, 0}, {4, 10}} {
		test.Tap(c.view.nav[step.button])
		if got := moveNo(); got != step.want {
			t.Errorf("after button %d at move %d, want %d", step.button, got, step.want)
		}
	}
}

func TestStaleAnswerAfterNewGameIsDropped(t *testing.T) {
	bot := &scripted{moves: []engine.Point{engine.Pt(6, 6)}}
	var queue []func()
	c, _ := newTestController(t, Deps{
		NewPlayer: func(PlayerSpec) (ai.Player, error) { return bot, nil },
		Go:        func(f func()) { queue = append(queue, f) },
	})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Computer, Level: 1})
	tap(c, 4, 4)
	if len(queue) != 1 {
		t.Fatalf("%d searches queued", len(queue))
	}
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	queue[0]() // the old game's answer arrives
	if c.tree().MoveNumber(c.tree().Current()) != 0 {
		t.Error("the old game's answer was played in the new game")
	}
}

// judge is a computer player that also says which stones are dead.
type judge struct {
	scripted
	dead []engine.Point
}

func (j *judge) DeadStones(ctx context.Context, g *engine.Game) ([]engine.Point, error) {
	return j.dead, nil
}

func TestScoringAsksTheComputerForDeadStones(t *testing.T) {
	j := &judge{scripted: scripted{moves: []engine.Point{engine.Pass}}, dead: []engine.Point{engine.Pt(0, 0)}}
	c, _ := newTestController(t, Deps{NewPlayer: func(PlayerSpec) (ai.Player, error) { return j, nil }})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Computer, Level: 1})
	tap(c, 0, 0) // Black; the computer passes at once
	if err := c.pass(); err != nil {
		t.Fatal(err)
	}
	if !c.scoring() {
		t.Fatal("no scoring after two passes")
	}
	if dead := c.Board().View().Dead; len(dead) != 1 || !dead[engine.Pt(0, 0)] {
		t.Errorf("dead stones %v, want the computer's A9", dead)
	}
}

func TestSetCommentIsUndoable(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4)
	if err := c.setComment("  A calm opening.  "); err != nil {
		t.Fatal(err)
	}
	if got := c.tree().Current().Comment(); got != "A calm opening." {
		t.Errorf("comment %q", got)
	}
	if got := c.view.comment.Text(); got != "A calm opening." {
		t.Errorf("the panel shows %q", got)
	}
	c.undo()
	if got := c.tree().Current().Comment(); got != "" {
		t.Errorf("after undo the comment is %q", got)
	}
	if m, _ := currentMove(t, c); m.Point != engine.Pt(4, 4) {
		t.Errorf("undoing the comment took the move back too: %v", m)
	}
}

func TestAutosaveIsOfferedBackAndDroppedOnCleanExit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave", "game.sgf")
	c, _ := newTestController(t, Deps{Autosave: path})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("an empty game was autosaved (%v)", err)
	}
	tap(c, 4, 4)
	tap(c, 2, 2)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("no autosave after two moves: %v", err)
	}
	// The program "crashes"; the next start offers the game back.
	c2, _ := newTestController(t, Deps{Autosave: path})
	c2.OfferRestore()
	if n := c2.tree().MoveNumber(c2.tree().Current()); n != 2 {
		t.Fatalf("restored game has %d moves, want 2", n)
	}
	if !c2.dirty() {
		t.Error("a restored game is not marked unsaved")
	}
	c2.dropAutosave() // a clean exit
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("autosave left after a clean exit (%v)", err)
	}
}

// closing is a scripted player with an engine behind it that takes its time
// to quit.
type closing struct {
	scripted
	closed bool
}

func (c *closing) Close() error { c.closed = true; return nil }

func TestEnginesAreClosedOffTheUIGoroutine(t *testing.T) {
	bot := &closing{scripted: scripted{moves: []engine.Point{engine.Pt(6, 6)}}}
	var queue []func()
	c, _ := newTestController(t, Deps{
		NewPlayer: func(PlayerSpec) (ai.Player, error) { return bot, nil },
		Go:        func(f func()) { queue = append(queue, f) },
	})
	newGame(t, c, 9, PlayerSpec{Kind: Computer, Level: 1}, PlayerSpec{})
	queue = nil
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{}) // replaces the computer
	if bot.closed {
		t.Fatal("the engine was closed on the UI goroutine")
	}
	for _, f := range queue {
		f()
	}
	if !bot.closed {
		t.Fatal("the replaced engine was never closed")
	}
}

func TestAutosaveWritesTheNewestAndNothingAfterADrop(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave", "game.sgf")
	var queue []func()
	c, _ := newTestController(t, Deps{Autosave: path, Go: func(f func()) { queue = append(queue, f) }})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 2, 2)
	tap(c, 6, 6)
	if len(queue) != 1 {
		t.Fatalf("%d autosave writers started for two quick changes, want 1", len(queue))
	}
	queue[0]()
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "W[gg]") {
		t.Fatalf("the autosave is not the newest copy: %v\n%s", err, data)
	}
	queue = nil
	tap(c, 4, 4)
	c.dropAutosave() // a clean exit while a write is queued
	for _, f := range queue {
		f()
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the autosave came back after it was dropped: %v", err)
	}
}

func TestOpenAsksAgainWhenTheGameChangedWhileReading(t *testing.T) {
	path := filepath.Join(t.TempDir(), "other.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[13];B[dd])"), 0o600); err != nil {
		t.Fatal(err)
	}
	var queue []func()
	a := test.NewTempApp(t)
	c := NewController(a.Preferences(), Deps{
		Go: func(f func()) { queue = append(queue, f) }, Post: func(f func()) { f() }, Tick: func(time.Duration, func()) func() { return func() {} },
	})
	c.Attach(a, test.NewTempWindow(t, nil)) // so questions are really asked
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	c.OpenFile(path)
	tap(c, 2, 2) // a move while the file is being read
	for _, f := range queue {
		f()
	}
	if w, _ := c.tree().Size(); w != 9 {
		t.Fatal("the file replaced a game changed while it was read, without asking")
	}
}

// TestRestoredGameKeepsItsComputerAndClock: a game against the computer
// restored after a crash still has the computer on its colour and each
// side's time left; a computer that cannot restart leaves a message.
func TestRestoredGameKeepsItsComputerAndClock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave", "game.sgf")
	now := time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)
	bot := &scripted{moves: []engine.Point{engine.Pt(6, 6), engine.Pt(2, 6), engine.Pt(6, 2)}}
	var asked []PlayerSpec
	fail := false
	deps := Deps{Autosave: path, Now: func() time.Time { return now },
		NewPlayer: func(s PlayerSpec) (ai.Player, error) {
			asked = append(asked, s)
			if fail {
				return nil, errors.New("engine gone")
			}
			return bot, nil
		}}
	c, _ := newTestController(t, deps)
	err := c.newGame(Settings{Width: 9, Height: 9, Rules: engine.Japanese(), Komi: 6.5,
		Black: PlayerSpec{Kind: Person, Level: 1}, White: PlayerSpec{Kind: Computer, Level: 4},
		MainTime: time.Minute, ByoYomi: 10 * time.Second, Periods: 3})
	if err != nil {
		t.Fatal(err)
	}
	now = now.Add(5 * time.Second)
	tap(c, 4, 4) // Black thinks 5 s; the computer answers at once
	now = now.Add(7 * time.Second)
	tap(c, 2, 2)
	if n := c.tree().MoveNumber(c.tree().Current()); n != 4 {
		t.Fatalf("%d moves played, want 4", n)
	}
	restart := func() *Controller {
		asked = nil
		d := deps
		d.Go, d.Post = func(f func()) { f() }, func(f func()) { f() }
		d.Tick = func(time.Duration, func()) func() { return func() {} }
		c2 := NewController(c.prefs, d)
		asked = nil // the first game's players
		c2.OfferRestore()
		return c2
	}
	c2 := restart()
	if len(asked) != 1 || asked[0] != (PlayerSpec{Kind: Computer, Level: 4}) {
		t.Fatalf("players made on restore: %+v", asked)
	}
	if !c2.seats.computer(engine.White) || c2.seats.computer(engine.Black) {
		t.Error("the restored game lost its seats")
	}
	if c2.clock == nil {
		t.Fatal("the restored game has no clock")
	}
	if left, _, byo, _ := c2.clock.remaining(engine.Black, now); byo || left != 48*time.Second {
		t.Errorf("Black has %v left (byo-yomi %v), want 48s of main time", left, byo)
	}
	if left, _, _, _ := c2.clock.remaining(engine.White, now); left != time.Minute {
		t.Errorf("White has %v left, want the whole minute", left)
	}
	if c2.clock.running != engine.Black {
		t.Errorf("the clock of %v runs, want Black's", c2.clock.running)
	}
	// The engine is gone next time: a person takes White, and is told why.
	fail = true
	c3 := restart()
	if c3.seats.computer(engine.White) {
		t.Error("a computer that failed to start plays White")
	}
	if s := c3.Status(); !strings.Contains(s, "could not restart") || !strings.Contains(s, "engine gone") {
		t.Errorf("status %q", s)
	}
}

// TestSetPlayersLetsTheComputerTakeOver: the computer takes a colour in a game
// under way and answers at once when that colour is to move; a player that
// cannot start changes nothing.
func TestSetPlayersLetsTheComputerTakeOver(t *testing.T) {
	bot := &scripted{moves: []engine.Point{engine.Pt(6, 6), engine.Pt(2, 6)}}
	fail := false
	c, _ := newTestController(t, Deps{NewPlayer: func(s PlayerSpec) (ai.Player, error) {
		if fail {
			return nil, errors.New("cannot start")
		}
		return bot, nil
	}})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4)
	pb := c.tree().Root().Player(engine.Black)
	if err := c.setPlayers(PlayerSpec{Kind: Person}, PlayerSpec{Kind: Computer, Level: 2}); err != nil {
		t.Fatal(err)
	}
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(6, 6)}) {
		t.Fatalf("the computer did not answer for White: %v", m)
	}
	tap(c, 3, 3)
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(2, 6)}) {
		t.Fatalf("the computer did not keep playing White: %v", m)
	}
	if c.tree().Root().Player(engine.Black) != pb {
		t.Error("changing players rewrote the record's names")
	}
	fail = true
	if err := c.setPlayers(PlayerSpec{Kind: Engine, Command: "x"}, PlayerSpec{Kind: Person}); err == nil || !strings.Contains(err.Error(), "cannot start") {
		t.Errorf("error %v", err)
	}
	if !c.seats.computer(engine.White) || c.seats.computer(engine.Black) {
		t.Error("a failed change of players changed the players")
	}
	fail = false
	if err := c.setPlayers(PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person}); err != nil {
		t.Fatal(err)
	}
	tap(c, 5, 5)
	tap(c, 1, 1)
	if m, _ := currentMove(t, c); m != (engine.Move{Color: engine.White, Point: engine.Pt(1, 1)}) {
		t.Errorf("a person could not play White after the computer left: %v", m)
	}
}

// TestSeatingRenamesThePlayer: when who plays a colour changes, the name
// Torreya wrote for the old player follows, in the record and in the saved
// file, as one undoable edit; a name the file came with stays.
func TestSeatingRenamesThePlayer(t *testing.T) {
	c, _ := newTestController(t, Deps{NewPlayer: func(PlayerSpec) (ai.Player, error) {
		return &scripted{moves: []engine.Point{engine.Pt(6, 6)}}, nil
	}})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Computer, Level: 3})
	root := c.tree().Root()
	if pw := root.Player(engine.White); pw != "Scripted (level 3)" {
		t.Fatalf("the new game names White %q", pw)
	}
	if err := c.setPlayers(PlayerSpec{Kind: Person, Level: 1}, PlayerSpec{Kind: Person, Level: 1}); err != nil {
		t.Fatal(err)
	}
	if pw, pb := root.Player(engine.White), root.Player(engine.Black); pw != "White" || pb != "Black" {
		t.Errorf("after seating a person for White the record names %q and %q", pb, pw)
	}
	path := filepath.Join(t.TempDir(), "game.sgf")
	c.saveFile(path, nil)
	if data, _ := os.ReadFile(path); !strings.Contains(string(data), "PW[White]") {
		t.Errorf("the saved file does not name a person for White:\n%s", data)
	}
	c.undo()
	if pw := root.Player(engine.White); pw != "Scripted (level 3)" {
		t.Errorf("Undo of the new name leaves %q", pw)
	}

	// A name the file came with is the file's, whoever plays now.
	openRecord(t, c, "(;SZ[9]PB[Lee Sedol]PW[Scripted (level 3)];B[ee])")
	if err := c.setPlayers(PlayerSpec{Kind: Computer, Level: 2}, PlayerSpec{Kind: Person, Level: 1}); err != nil {
		t.Fatal(err)
	}
	if r := c.tree().Root(); r.Player(engine.Black) != "Lee Sedol" || r.Player(engine.White) != "Scripted (level 3)" {
		t.Errorf("seating renamed a loaded file's players: %q, %q", r.Player(engine.Black), r.Player(engine.White))
	}
}
