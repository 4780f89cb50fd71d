package ui

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Finding things in the record: the next or previous comment, the next
// branch point, a move number, and a word in the comments and the game
// information of the open file, every game of a collection included.

// infoIDs are the game-information properties a search reads.
var infoIDs = []string{"PB", "PW", "BR", "WR", "BT", "WT", "EV", "RO", "DT", "PC", "GN", "GC", "ON", "SO", "AN", "US", "CP", "RE"}

// hit is one place a word was found.
type hit struct {
	game int       // the game's index in the file
	node *sgf.Node // the node, in that game's tree
	text string    // a line to show, with the word in its context
}

// finder holds the last search, so Find Next goes on from it, and knows
// whether the record has comments at all.
type finder struct {
	c     *Controller
	query string
	// Whether the record of root, after edits changes, has a comment.
	root     *sgf.Node
	edits    int
	comments bool
}

// hasComments reports whether the tree of root has a comment; it walks the
// tree only when the record or its edits changed.
func (f *finder) hasComments(root *sgf.Node, edits int) bool {
	if root != f.root || edits != f.edits {
		f.root, f.edits, f.comments = root, edits, false
		root.Walk(func(n *sgf.Node) bool {
			f.comments = n.Has("C")
			return !f.comments
		})
	}
	return f.comments
}

// The order of the tree is the order it is read: a node, then its main
// line, then its variations (sgf.Node.Walk).

// nextComment goes to the next node with a comment, in the order the tree
// is read: down the current line first, then the variations.
func (f *finder) nextComment() { f.jumpComment(1) }

// previousComment goes to the previous node with a comment.
func (f *finder) previousComment() { f.jumpComment(-1) }

func (f *finder) jumpComment(dir int) {
	c := f.c
	before, after := f.around(func(n *sgf.Node) bool { return strings.TrimSpace(n.Comment()) != "" })
	target := after
	if dir < 0 {
		target = before
	}
	if target == nil {
		c.setStatus(lang.L("No more comments that way."))
		return
	}
	c.goTo(target)
}

// around returns the nearest nodes that match before and after the current
// node, in the order the tree is read; nil where there is none.
func (f *finder) around(match func(*sgf.Node) bool) (before, after *sgf.Node) {
	c := f.c
	cur := c.rec.tree.Current()
	passed := false
	c.rec.tree.Root().Walk(func(n *sgf.Node) bool {
		switch {
		case n == cur:
			passed = true
		case !match(n):
		case !passed:
			before = n
		default:
			after = n
			return false
		}
		return true
	})
	return before, after
}

// nextBranchPoint goes forward along the current line to the next node
// where the record branches.
func (f *finder) nextBranchPoint() {
	c := f.c
	n := c.rec.tree.Current().Continuation()
	for n != nil && len(n.Children()) < 2 {
		n = n.Continuation()
	}
	if n == nil {
		c.setStatus(lang.L("The line does not branch after this move."))
		return
	}
	c.goTo(n)
}

// goToMove goes to move k of the current line: back toward the start or
// forward along the line; the end of the line when it is shorter.
func (f *finder) goToMove(k int) {
	c := f.c
	t := c.rec.tree
	n := t.Current()
	for n.Parent() != nil && t.MoveNumber(n) > k {
		n = n.Parent()
	}
	for t.MoveNumber(n) < k && n.Continuation() != nil {
		n = n.Continuation()
	}
	if n == t.Current() {
		c.setStatus(nodeText(t))
		return
	}
	c.goTo(n)
}

// search returns the places in the open file whose comment or game
// information holds word, ignoring case: every game of a collection, the
// current one first.
func (f *finder) search(word string) []hit {
	c := f.c
	word = strings.TrimSpace(word)
	f.query = word
	if word == "" {
		return nil
	}
	low := strings.ToLower(word)
	roots := c.doc.games(c.rec.tree.Root())
	var hits []hit
	const most = 1000
	for gi, root := range roots {
		for _, id := range infoIDs {
			if v := root.Text(id); strings.Contains(strings.ToLower(v), low) {
				hits = append(hits, hit{game: gi, node: root, text: gameTitle(gi, root) + " · " + clipText(v, maxShownName)})
			}
		}
		root.Walk(func(n *sgf.Node) bool {
			if cm := n.Comment(); strings.Contains(strings.ToLower(cm), low) {
				hits = append(hits, hit{game: gi, node: n, text: hitText(gi, len(roots), n, cm, low)})
			}
			return len(hits) < most
		})
		if len(hits) >= most {
			break
		}
	}
	return hits
}

// hitText shows where a comment is and the words around the match.
func hitText(game, games int, n *sgf.Node, comment, low string) string {
	k := n.MoveNumber()
	where := fmt.Sprintf(lang.L("Move %d"), k)
	if games > 1 {
		where = fmt.Sprintf(lang.L("Game %d, move %d"), game+1, k)
	}
	// The move itself tells apart the variations of a dictionary.
	w, h := n.Root().Size()
	if m, has, err := n.Move(w, h); has && err == nil && m.Point != engine.Pass {
		where += " (" + m.Color.String() + " " + engine.Vertex(m.Point, h) + ")"
	}
	flat := strings.Join(strings.Fields(comment), " ")
	i := strings.Index(strings.ToLower(flat), low)
	start, end := max(i-30, 0), min(i+len(low)+50, len(flat))
	for start > 0 && !utf8.RuneStart(flat[start]) {
		start--
	}
	for end < len(flat) && !utf8.RuneStart(flat[end]) {
		end++
	}
	snippet := flat[start:end]
	if start > 0 {
		snippet = "…" + snippet
	}
	if end < len(flat) {
		snippet += "…"
	}
	return where + ": " + snippet
}

// goToHit goes to a hit: in the current game at once, in another game of
// the file after opening it.
func (f *finder) goToHit(h hit) {
	c := f.c
	if h.node.Root() == c.rec.tree.Root() {
		c.goTo(h.node)
		return
	}
	col := &sgf.Collection{Games: c.doc.collection}
	c.confirmDiscard(func() {
		ld, err := prepare(col, h.game, c.defaultSettings().Rules)
		if err != nil {
			c.view.showError(err)
			return
		}
		c.show(ld, c.doc.path)
		c.goTo(h.node)
	})
}

// findNext goes to the next place after the current node, in the current
// game, that holds the last word searched for.
func (f *finder) findNext() {
	c := f.c
	if f.query == "" {
		c.inWindow(f.showFind)
		return
	}
	low := strings.ToLower(f.query)
	_, next := f.around(func(n *sgf.Node) bool { return strings.Contains(strings.ToLower(n.Comment()), low) })
	if next == nil {
		c.setStatus(fmt.Sprintf(lang.L("No more comments with “%s” after this move."), f.query))
		return
	}
	c.goTo(next)
}

// showFind shows the search: a word, and the places that hold it.
func (f *finder) showFind(w fyne.Window) {
	entry := widget.NewEntry()
	entry.SetPlaceHolder(lang.L("A word in the comments or the game information, then Enter"))
	entry.SetText(f.query)
	var hits []hit
	count := widget.NewLabel("")
	list := widget.NewList(func() int { return len(hits) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(hits[i].text) })
	var d *dialog.CustomDialog
	list.OnSelected = func(i widget.ListItemID) {
		d.Hide()
		f.goToHit(hits[i])
	}
	search := func(string) {
		hits = f.search(entry.Text)
		list.UnselectAll()
		list.Refresh()
		switch {
		case entry.Text == "":
			count.SetText("")
		case len(hits) == 0:
			count.SetText(lang.L("Not found."))
		default:
			count.SetText(fmt.Sprintf(lang.N("Found in %d places.", len(hits)), len(hits)))
		}
	}
	entry.OnSubmitted = search
	entry.OnChanged = func(text string) {
		if len([]rune(strings.TrimSpace(text))) >= 3 {
			search(text) // as the word is typed, once it says something
		}
	}
	content := container.NewBorder(container.NewVBox(entry, count), nil, nil, nil, list)
	d = dialog.NewCustom(lang.L("Find"), lang.L("Close"), content, w)
	d.Resize(fyne.NewSize(560, 440))
	f.c.view.dialogs.show(d)
	w.Canvas().Focus(entry)
	if entry.Text != "" {
		search(entry.Text)
	}
}

// showGoToMove asks for a move number.
func (f *finder) showGoToMove(w fyne.Window) {
	c := f.c
	entry := widget.NewEntry()
	entry.SetPlaceHolder(strconv.Itoa(c.rec.tree.MoveNumber(c.rec.tree.Current())))
	var d dialog.Dialog
	submit := func(text string) {
		k, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || k < 0 {
			c.setStatus(lang.L("A move number is a whole number, such as 42."))
			return
		}
		d.Hide()
		f.goToMove(k)
	}
	entry.OnSubmitted = submit
	d = dialog.NewCustomConfirm(lang.L("Go to Move"), lang.L("Go"), lang.L("Cancel"), entry, func(ok bool) {
		if ok {
			submit(entry.Text)
		}
	}, w)
	f.c.view.dialogs.show(d)
	w.Canvas().Focus(entry)
}
