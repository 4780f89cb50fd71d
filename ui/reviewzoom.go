package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// graphZoom is the review's graph enlarged (Game > Enlarge Review Graph, or
// Enlarge on the review's panel): a dialog over most of the window with
// both lines, each axis named and ruled finer, and the mistakes numbered,
// where the strip under the board has room for little. A tap on the graph
// goes to that move, as on the strip, and the words under the graph say
// what the review found there; Close shows the board at the move chosen.
type graphZoom struct {
	graph  *reviewGraph
	words  *widget.Label
	dialog dialog.Dialog // nil while closed
}

// zoomShare is the part of the window's width and height the dialog takes:
// most of it, with the window's edge still in sight around it.
const zoomShare = 0.92

// newGraphZoom makes the enlarged graph, closed; a tap on it calls pick
// with the position tapped.
func newGraphZoom(pick func(i int)) *graphZoom {
	z := &graphZoom{graph: newReviewGraph(true), words: widget.NewLabel("")}
	z.words.Wrapping = fyne.TextWrapWord
	z.graph.OnSelect = pick
	return z
}

// open shows the enlarged graph over window w, saying say under it.
func (z *graphZoom) open(ds *dialogs, w fyne.Window, say string) {
	if z.dialog != nil || w == nil {
		return
	}
	z.say(say)
	// Close stands beside the words rather than under them, leaving the
	// graph a row more on a small screen.
	var d dialog.Dialog
	closeBtn := widget.NewButton(lang.L("Close"), func() { d.Hide() })
	foot := container.NewBorder(nil, nil, nil, container.NewCenter(closeBtn), z.words)
	d = dialog.NewCustomWithoutButtons(lang.L("Review Graph"), container.NewBorder(nil, foot, nil, nil, z.graph), w)
	d.SetOnClosed(func() {
		if z.dialog == d {
			z.dialog = nil
		}
	})
	z.dialog = d
	s := w.Canvas().Size()
	d.Resize(fyne.NewSize(s.Width*zoomShare, s.Height*zoomShare))
	ds.show(d)
}

// isOpen reports whether the enlarged graph is shown.
func (z *graphZoom) isOpen() bool { return z.dialog != nil }

// close hides the enlarged graph, if shown.
func (z *graphZoom) close() {
	if d := z.dialog; d != nil {
		z.dialog = nil
		d.Hide()
	}
}

// say shows what the review found at the position marked.
func (z *graphZoom) say(text string) { z.words.SetText(text) }
