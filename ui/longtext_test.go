package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// lines returns the text of each wrapped line.
func lines(text string, spans []span) []string {
	out := make([]string, len(spans))
	for i, s := range spans {
		out[i] = text[s.start:s.end]
	}
	return out
}

func TestWrapLines(t *testing.T) {
	unit := func(rune) float32 { return 1 } // every rune one unit wide
	for _, tc := range []struct {
		name, text string
		width      float32
		want       []string
	}{
		{"empty", "", 10, []string{""}},
		{"fits", "black lives", 20, []string{"black lives"}},
		{"at spaces", "aaa bbb ccc ddd", 8, []string{"aaa bbb", "ccc ddd"}},
		{"line breaks kept", "one\n\ntwo", 20, []string{"one", "", "two"}},
		{"trailing spaces dropped", "aaa    \nb", 20, []string{"aaa", "b"}},
		{"a word wider than the line", "abcdefghijkl", 5, []string{"abcd", "efgh", "ijkl"}},
		{"no spaces, as Japanese", "黒が生きる白が死ぬ", 4, []string{"黒が生", "きる白", "が死ぬ"}},
		{"CRLF", "a\r\nb", 20, []string{"a", "b"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := lines(tc.text, wrapLines(context.Background(), tc.text, tc.width, unit))
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("wrapLines(%q, %v) = %q, want %q", tc.text, tc.width, got, tc.want)
			}
		})
	}
}

// TestWrapLinesLosesNothing: the lines hold every non-space rune of the
// text, in order, whatever the width.
func TestWrapLinesLosesNothing(t *testing.T) {
	text := strings.Repeat("Black cuts at D4; White's ladder works 黒の勝ち.\n", 50) + "end"
	strip := func(s string) string { return strings.Join(strings.Fields(s), "") }
	for _, w := range []float32{1, 3, 17, 80, 1000} {
		got := strings.Join(lines(text, wrapLines(context.Background(), text, w, func(rune) float32 { return 1 })), "")
		if strip(got) != strip(text) {
			t.Fatalf("width %v: the lines lose text", w)
		}
	}
}

func TestWrapLinesStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := wrapLines(ctx, strings.Repeat("word ", 1<<20), 50, func(rune) float32 { return 1 }); got != nil {
		t.Errorf("a stopped wrap returned %d lines", len(got))
	}
}

func TestClipText(t *testing.T) {
	for _, tc := range []struct {
		in   string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"Honinbo Shusaku", 7, "Honinbo…"},
		{"本因坊秀策", 3, "本因坊…"},
		{"", 3, ""},
	} {
		if got := clipText(tc.in, tc.n); got != tc.want {
			t.Errorf("clipText(%q, %d) = %q, want %q", tc.in, tc.n, got, tc.want)
		}
	}
}

// eachObject calls f on o and on every object drawn under it: a
// container's objects and a widget's renderer's, all the way down.
func eachObject(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			eachObject(c, f)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			eachObject(c, f)
		}
	}
}

// textsIn lists the canvas texts drawn under o.
func textsIn(o fyne.CanvasObject) []*canvas.Text {
	var out []*canvas.Text
	eachObject(o, func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok {
			out = append(out, t)
		}
	})
	return out
}

// TestLongCommentShowsOnlyWhatIsInView: a comment of megabytes is kept
// whole, and the panel makes canvas objects only for the lines in view
// (Fyne's wrapped label shaped the whole text at each layout and froze the
// window).
func TestLongCommentShowsOnlyWhatIsInView(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	comment := strings.Repeat("lorem ipsum dolor sit amet, ", 80_000) + "THE_END"
	col, err := sgf.ParseString("(;FF[4]SZ[19]C[" + comment + "];B[pd])")
	if err != nil {
		t.Fatal(err)
	}
	c.load(col, "")
	lt := c.view.comment
	if got := lt.Text(); got != strings.TrimSpace(comment) {
		t.Fatalf("the comment panel holds %d bytes of the comment's %d", len(got), len(comment))
	}
	// The test's Deps run the background wrap at once.
	if lt.body.partial {
		t.Fatal("the whole comment was not wrapped")
	}
	if n := len(lt.body.lines); n < 1000 {
		t.Fatalf("%d lines for a 2 MB comment", n)
	}
	texts := textsIn(lt)
	if len(texts) == 0 || len(texts) > 100 {
		t.Fatalf("the comment panel draws %d texts, want the few lines in view", len(texts))
	}
	if !strings.HasPrefix(texts[0].Text, "lorem ipsum") {
		t.Errorf("the first line shown is %q", texts[0].Text)
	}
	// Scrolled to the end, the last line is in view.
	lt.scroll.ScrollToBottom()
	found := false
	for _, tx := range textsIn(lt) {
		found = found || strings.Contains(tx.Text, "THE_END")
	}
	if !found {
		t.Error("scrolled to the bottom, the comment's end is not drawn")
	}
}

func BenchmarkWrapLines20MB(b *testing.B) {
	test.NewTempApp(b)
	text := strings.Repeat("lorem ipsum dolor sit amet, ", 20<<20/28)
	widths := measureRunes(text, 14)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		wrapLines(context.Background(), text, 300, widths.width)
	}
}

func BenchmarkMeasureRunes20MB(b *testing.B) {
	test.NewTempApp(b)
	text := strings.Repeat("lorem ipsum dolor sit amet, 黒が生きる. ", 20<<20/40)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		measureRunes(text, 14)
	}
}

// TestLongNamesAreShownCutAndKept: a player name of a megabyte is cut in
// the players panel and kept whole in the record.
func TestLongNamesAreShownCutAndKept(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	name := strings.Repeat("Shusaku ", 1<<17)
	col, err := sgf.ParseString("(;FF[4]SZ[9]PB[" + name + "];B[ee])")
	if err != nil {
		t.Fatal(err)
	}
	c.load(col, "")
	if got := []rune(c.view.names[engine.Black].Text); len(got) > maxShownName+1 || !strings.HasPrefix(string(got), "Shusaku Shusaku") {
		t.Errorf("the panel shows %d runes of the name", len(got))
	}
	if got := c.tree().Root().Player(engine.Black); strings.TrimSpace(got) != strings.TrimSpace(name) {
		t.Errorf("the record keeps %d bytes of the %d-byte name", len(got), len(name))
	}
}

// TestALongCommentIsOfferedForCopying: the editor does not take a comment
// it cannot edit without freezing the window; the dialog says so, Copy
// puts the whole comment on the clipboard, and the comment is kept.
func TestALongCommentIsOfferedForCopying(t *testing.T) {
	c, w := attached(t, Deps{})
	comment := strings.Repeat("A long study of the corner. ", 400)
	col, err := sgf.ParseString("(;FF[4]SZ[9]C[" + comment + "])")
	if err != nil {
		t.Fatal(err)
	}
	c.load(col, "")
	c.view.editComment()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	var said []string
	var copyButton *widget.Button
	eachObject(top, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			said = append(said, x.Text)
		case *widget.Entry:
			t.Errorf("a %d-byte comment opened in an entry", len(comment))
		case *widget.Button:
			if x.Text == "Copy" {
				copyButton = x
			}
		}
	})
	if !strings.Contains(strings.Join(said, " "), "too long to edit here") {
		t.Errorf("the dialog says %q", said)
	}
	if copyButton == nil {
		t.Fatal("no Copy button")
	}
	test.Tap(copyButton)
	if got := fyne.CurrentApp().Clipboard().Content(); got != comment {
		t.Errorf("the clipboard holds %d bytes of the %d-byte comment", len(got), len(comment))
	}
	if got := c.tree().Current().Comment(); got != comment {
		t.Error("the comment changed")
	}
}

// TestLongTextWrapsInTheBackground: a long text shows its start at once
// and the whole once the background wrap is posted back; a new text
// meanwhile drops the stale wrap.
func TestLongTextWrapsInTheBackground(t *testing.T) {
	test.NewTempApp(t)
	posts := make(chan func(), 16)
	lt := newLongText(func(f func()) { go f() }, func(f func()) { posts <- f })
	w := test.NewTempWindow(t, lt)
	w.Resize(fyne.NewSize(300, 400))
	text := strings.Repeat("black to play and live ", 40_000)
	lt.SetText(text)
	if !lt.body.partial || len(lt.body.lines) == 0 {
		t.Fatalf("partial %v with %d lines before the background wrap", lt.body.partial, len(lt.body.lines))
	}
	head := len(lt.body.lines)
	for lt.body.partial {
		(<-posts)() // as the window's goroutine runs them
	}
	if n := len(lt.body.lines); n < 10*head {
		t.Errorf("%d lines after the whole was wrapped, %d before", n, head)
	}
	// A second long text, then a short one before its wrap comes back.
	lt.SetText(text + "more")
	lt.SetText("short")
	// Whatever the stale wrap posts (it may stop before) changes nothing.
	for drained := false; !drained; {
		select {
		case f := <-posts:
			f()
		default:
			drained = true
		}
	}
	if got := lines(lt.Text(), lt.body.lines); len(got) != 1 || got[0] != "short" {
		t.Errorf("after a stale wrap the lines are %d, want the short text's one", len(got))
	}
}

// TestAHugeCommentIsNotOfferedForCopying: beyond what the clipboard can
// hand over, no Copy is offered (it said "copied" and copied nothing).
func TestAHugeCommentIsNotOfferedForCopying(t *testing.T) {
	c, w := attached(t, Deps{})
	comment := strings.Repeat("x", maxClipboard+1)
	col, err := sgf.ParseString("(;FF[4]SZ[9]C[" + comment + "])")
	if err != nil {
		t.Fatal(err)
	}
	c.load(col, "")
	c.view.editComment()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	offered := false
	eachObject(top, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Copy" {
			offered = true
		}
	})
	if offered {
		t.Error("Copy is offered for a comment the clipboard cannot hold")
	}
}
