package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine/sgf"
)

// news is the lasting message of a game's end: the result in words above
// the board, with what can follow it (save, a new game). The status line
// says what just happened and the next message replaces it; the news stays
// until it is dismissed or the game leaves the end it belongs to (an undo,
// a new game, another record).
type news struct {
	box    *fyne.Container
	title  *widget.Label
	detail *widget.Label
	tree   *sgf.Tree // the record whose end it tells of; nil when none is shown
	result string    // that record's result
}

// newNews makes the news bar; save, review and newGame are the commands it
// offers: after a game, a look back at its mistakes is the step a beginner
// learns most from.
func newNews(save, review, newGame *command) *news {
	n := &news{
		title:  widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		detail: widget.NewLabel(""),
	}
	n.title.Wrapping = fyne.TextWrapWord
	n.title.SizeName = theme.SizeNameSubHeadingText
	n.detail.Wrapping = fyne.TextWrapWord
	close := widget.NewButtonWithIcon("", theme.CancelIcon(), n.dismiss)
	close.Importance = widget.LowImportance
	buttons := container.NewHBox(save.button(lang.L("Save…"), theme.DocumentSaveIcon()),
		review.button(lang.L("Review Game"), theme.HistoryIcon()),
		newGame.button(lang.L("New Game…"), theme.ContentAddIcon()), close)
	n.box = barBox(n.title, buttons, n.detail)
	return n
}

// post tells of the end of the game of r, which has its result.
func (n *news) post(r *record, title, detail string) {
	n.tree, n.result = r.tree, r.tree.Root().Result()
	n.title.SetText(title)
	n.detail.SetText(detail)
	n.detail.Hidden = detail == ""
	n.box.Show()
	n.box.Refresh()
}

// dismiss hides the news.
func (n *news) dismiss() {
	n.tree = nil
	n.box.Hide()
}

// follow hides the news when the record is another or its result changed:
// walking through the finished game keeps it.
func (n *news) follow(r *record) {
	if n.tree != nil && (r.tree != n.tree || r.tree.Root().Result() != n.result) {
		n.dismiss()
	}
}

// text is what the news says, or "" when none is shown.
func (n *news) text() string {
	if n.tree == nil {
		return ""
	}
	if n.detail.Text == "" {
		return n.title.Text
	}
	return n.title.Text + " " + n.detail.Text
}
