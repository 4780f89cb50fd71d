package ui

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// longText shows read-only text of any length, wrapped at word boundaries,
// in its own vertical scroll. Fyne's wrapped Label shapes its whole text
// again at every layout, which froze the window for minutes on a 38 KB
// comment and grew it to gigabytes on 20 MB. Here the text is wrapped once
// a width, by adding up the advance of each rune (each distinct rune
// measured once), and only the lines in view become canvas objects. A text
// longer than syncWrap is wrapped off the UI goroutine; its first syncWrap
// bytes show at once meanwhile.
type longText struct {
	widget.BaseWidget
	text   string
	scroll *container.Scroll
	body   *longTextBody
	// run does work off the UI goroutine and post brings its result back
	// (the controller's Deps.Go and Deps.Post: tests run both at once).
	run, post func(func())
}

// syncWrap is how much text is wrapped on the UI goroutine: about a
// millisecond of work. Longer text is wrapped in the background.
const syncWrap = 64 << 10

// maxLineRunes caps a line's length whatever the measured widths say, so
// that runes of no width (combining marks, controls) cannot make one line
// of megabytes.
const maxLineRunes = 400

// newLongText makes an empty text; run and post are as Deps.Go and
// Deps.Post.
func newLongText(run, post func(func())) *longText {
	t := &longText{run: run, post: post}
	t.body = &longTextBody{owner: t}
	t.body.ExtendBaseWidget(t.body)
	t.scroll = container.NewVScroll(t.body)
	t.scroll.OnScrolled = func(fyne.Position) { t.body.Refresh() }
	t.ExtendBaseWidget(t)
	return t
}

// Text returns the text shown.
func (t *longText) Text() string { return t.text }

// SetText shows s from its start.
func (t *longText) SetText(s string) {
	if s == t.text {
		return
	}
	t.text = s
	t.body.reset()
	t.body.widths = nil
	t.scroll.Offset = fyne.Position{}
	t.body.Refresh() // wraps the text
	t.scroll.Refresh()
}

// CreateRenderer is part of fyne.Widget.
func (t *longText) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(t.scroll)
}

// MinSize is small: the text scrolls in whatever room it is given.
func (t *longText) MinSize() fyne.Size {
	t.ExtendBaseWidget(t)
	pad := theme.InnerPadding()
	return fyne.NewSize(pad*2+40, lineHeight()+pad*2)
}

// lineHeight is the height of one line of body text.
func lineHeight() float32 {
	return fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height + theme.LineSpacing()
}

// span is one wrapped line: text[start:end].
type span struct{ start, end int32 }

// longTextBody is the scrolled content: as tall as all the lines, drawing
// those in view.
type longTextBody struct {
	widget.BaseWidget
	owner *longText
	lines []span
	width float32 // the wrap width lines were made for; 0: none yet
	// partial says lines cover only the text's first syncWrap bytes while
	// the whole is wrapped in the background.
	partial bool
	cancel  context.CancelFunc
	gen     int
	widths  *runeWidths // of the text's runes; nil until the first wrap
}

// reset drops the lines: the text or the width changed.
func (b *longTextBody) reset() {
	if b.cancel != nil {
		b.cancel()
		b.cancel = nil
	}
	b.gen++
	b.lines, b.width, b.partial = nil, 0, false
}

// MinSize is the height of all the lines.
func (b *longTextBody) MinSize() fyne.Size {
	pad := theme.InnerPadding()
	return fyne.NewSize(0, float32(len(b.lines))*lineHeight()+pad*2)
}

// wrapTo makes the lines for the text area's width w (padding taken off).
func (b *longTextBody) wrapTo(w float32) {
	if w <= 0 || w == b.width {
		return
	}
	b.reset()
	b.width = w
	text := b.owner.text
	if b.widths == nil || b.widths.size != theme.TextSize() {
		b.widths = measureRunes(text, theme.TextSize())
	}
	measure := b.widths.width
	if len(text) <= syncWrap {
		b.lines = wrapLines(context.Background(), text, w, measure)
		return
	}
	// The start at once, at a rune boundary, then the whole.
	head := text[:syncWrap]
	for len(head) > 0 && !utf8.RuneStart(text[len(head)]) {
		head = head[:len(head)-1]
	}
	b.lines = wrapLines(context.Background(), head, w, measure)
	b.partial = true
	ctx, cancel := context.WithCancel(context.Background())
	b.cancel = cancel
	gen := b.gen
	b.owner.run(func() {
		lines := wrapLines(ctx, text, w, measure)
		if ctx.Err() != nil {
			return
		}
		b.owner.post(func() {
			if gen != b.gen {
				return // the text or the width changed meanwhile
			}
			b.lines, b.partial, b.cancel = lines, false, nil
			b.owner.scroll.Refresh()
			b.Refresh()
		})
	})
}

// CreateRenderer is part of fyne.Widget.
func (b *longTextBody) CreateRenderer() fyne.WidgetRenderer {
	return &longTextRenderer{b: b}
}

// longTextRenderer keeps a canvas.Text for each line in view, reused as
// the view scrolls.
type longTextRenderer struct {
	b     *longTextBody
	texts []*canvas.Text
	objs  []fyne.CanvasObject
}

func (r *longTextRenderer) Destroy() {}

func (r *longTextRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *longTextRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *longTextRenderer) Layout(size fyne.Size) {
	b := r.b
	pad := theme.InnerPadding()
	before := len(b.lines)
	b.wrapTo(size.Width - pad*2)
	if len(b.lines) != before {
		// The height changed: the scroll must lay its content out again.
		// Posted, as a layout must not start another synchronously.
		b.owner.post(b.owner.scroll.Refresh)
	}
	r.place()
}

func (r *longTextRenderer) Refresh() {
	// A new text has no lines yet: wrap it for the width the body has.
	r.b.wrapTo(r.b.Size().Width - theme.InnerPadding()*2)
	r.place()
	canvas.Refresh(r.b)
}

// place shows the lines the scroll has in view, and a few on either side.
func (r *longTextRenderer) place() {
	b := r.b
	s := b.owner.scroll
	pad := theme.InnerPadding()
	lh := lineHeight()
	first := int((s.Offset.Y - pad) / lh)
	first = max(first-2, 0)
	last := int((s.Offset.Y+s.Size().Height)/lh) + 2
	last = min(last, len(b.lines))
	n := max(last-first, 0)
	for len(r.texts) < n {
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.TextSize = theme.TextSize()
		r.texts = append(r.texts, t)
	}
	fg := theme.Color(theme.ColorNameForeground)
	r.objs = r.objs[:0]
	for i := 0; i < n; i++ {
		ln := b.lines[first+i]
		t := r.texts[i]
		t.Text = b.owner.text[ln.start:ln.end]
		t.Color = fg
		t.TextSize = theme.TextSize()
		t.Move(fyne.NewPos(pad, pad+float32(first+i)*lh))
		t.Resize(fyne.NewSize(b.width, lh))
		r.objs = append(r.objs, t)
	}
}

// runeWidths are the advances of the runes of one text at one text size,
// each distinct rune measured once. They are measured on the UI goroutine
// (fyne.MeasureText's caches are not safe for others) and then only read,
// by the background wrap too.
type runeWidths struct {
	size  float32
	ascii [128]float32
	other map[rune]float32
}

// measureRunes measures every distinct rune of text at size.
func measureRunes(text string, size float32) *runeWidths {
	rw := &runeWidths{size: size, other: map[rune]float32{}}
	style := fyne.TextStyle{}
	var seen [128]bool
	for i := 0; i < len(text); {
		if c := text[i]; c < utf8.RuneSelf {
			if !seen[c] {
				seen[c] = true
				m := c
				if m == '\t' {
					m = ' '
				}
				rw.ascii[c] = fyne.MeasureText(string(rune(m)), size, style).Width
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if _, ok := rw.other[r]; !ok {
			rw.other[r] = fyne.MeasureText(string(r), size, style).Width
		}
		i += n
	}
	return rw
}

// width returns the advance of r, one of the text's runes.
func (rw *runeWidths) width(r rune) float32 {
	if r < utf8.RuneSelf {
		return rw.ascii[r]
	}
	return rw.other[r]
}

// wrapLines cuts text into lines no wider than width: at spaces where it
// can, inside a word only when the word alone is wider (as Chinese and
// Japanese text, which has no spaces, wraps anywhere), and at every line
// break. A line's trailing spaces are left out. ctx stops a long wrap whose
// result is no longer wanted.
func wrapLines(ctx context.Context, text string, width float32, measure func(rune) float32) []span {
	var lines []span
	// The sum of single-rune advances ignores kerning: keep a little room.
	width *= 0.98
	start, i := 0, 0
	lineW := float32(0)
	runes := 0
	brk := -1 // the byte after the last space in the line: a place to cut
	emit := func(end, next int) {
		e := end
		for e > start && (text[e-1] == ' ' || text[e-1] == '\t' || text[e-1] == '\r') {
			e--
		}
		lines = append(lines, span{int32(start), int32(e)})
		start, i = next, next
		lineW, runes, brk = 0, 0, -1
	}
	for steps := 0; i < len(text); steps++ {
		if steps&0xffff == 0xffff && ctx.Err() != nil {
			return nil
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == '\n' {
			emit(i, i+size)
			continue
		}
		w := measure(r)
		if runes > 0 && (lineW+w > width || runes >= maxLineRunes) && !unicode.IsSpace(r) {
			if brk > start {
				emit(brk, brk)
			} else {
				emit(i, i)
			}
			continue
		}
		lineW += w
		runes++
		i += size
		if unicode.IsSpace(r) {
			brk = i
		}
	}
	if start < len(text) || len(lines) == 0 {
		emit(len(text), len(text))
	}
	return lines
}

// clipText bounds text for a widget that lays out all its text at once (a
// label, an entry, a list row): at most n runes, cut at a rune boundary,
// with an ellipsis when cut. The whole text stays where it was read from.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	count := 0
	for i := range s {
		if count == n {
			return strings.TrimRightFunc(s[:i], unicode.IsSpace) + "…"
		}
		count++
	}
	return s
}
