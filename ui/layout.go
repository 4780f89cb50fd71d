package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/torreya/torreya/ui/internal/paint"
)

// The window's arrangement: the board and the side panel. The board keeps
// most of the space at every size: the side panel narrows down to
// sideMin, and in a tall window it moves below the board when that makes
// the board larger. The two never overlap; the side panel scrolls when its
// contents do not fit.
const (
	sideMax = 300 // the side panel's width when there is room
	sideMin = 256 // its narrowest, beside the board: the game's buttons fit
	// belowMin is the least height of the side panel below the board.
	belowMin = 220
	// boardAspect is a board's width over its height (19x19 with
	// coordinates, 15:14 lines and the front edge; smaller boards are close).
	boardAspect = 0.92
	// boardMinWidth is the board's width in the smallest window.
	boardMinWidth = 300
)

// mainLayout places objects[0], the board with the news above it, and
// objects[1], the side panel.
type mainLayout struct{}

// MinSize is the smallest window that still plays well: a board of
// boardMinWidth beside the narrowest side panel.
func (mainLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(boardMinWidth+sideMin, boardMinWidth/boardAspect)
}

// Layout puts the side panel beside the board, or below it when the window
// is tall enough that the board gains by it.
func (mainLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) < 2 {
		return
	}
	board, side := objs[0], objs[1]
	beside, below := arrange(size)
	board.Move(fyne.NewPos(0, 0))
	if below.Height > 0 {
		board.Resize(fyne.NewSize(size.Width, size.Height-below.Height))
		side.Move(fyne.NewPos(0, size.Height-below.Height))
		side.Resize(below)
		return
	}
	board.Resize(fyne.NewSize(size.Width-beside, size.Height))
	side.Move(fyne.NewPos(size.Width-beside, 0))
	side.Resize(fyne.NewSize(beside, size.Height))
}

// arrange decides the side panel's place for a window of size: beside the
// board with width beside, or below it with size below (zero when beside).
func arrange(size fyne.Size) (beside float32, below fyne.Size) {
	w, h := max(size.Width, 0), max(size.Height, 0)
	// Beside: the panel takes what the board, fitted to the height, leaves.
	beside = min(max(w-h*boardAspect, sideMin), sideMax, w/2)
	besideBoard := min(w-beside, h*boardAspect)
	// Below: the board takes the width, the panel at least belowMin.
	belowBoard := min(w, (h-belowMin)*boardAspect)
	if belowBoard > besideBoard*1.15 {
		return 0, fyne.NewSize(w, h-belowBoard/boardAspect)
	}
	return beside, fyne.Size{}
}

// sideLayout arranges the side panel's three parts: the players and the
// game's details in a scroll (objects[0]), the comment (objects[1]) and the
// navigation with the game's buttons (objects[2]). The buttons always show.
// In one column the parts stand in that order: the details take what they
// need and the comment the rest, and when the height runs short the comment
// goes first, then the details scroll. When the panel is wide (below the
// board) the details stand on the left and the rest on the right.
type sideLayout struct{}

// sideGap is the space around and between the parts.
const sideGap = 8

// columns reports whether a panel of width w has two columns. Beside the
// board it never has.
func columns(objs []fyne.CanvasObject, w float32) bool {
	right := max(objs[1].MinSize().Width, objs[2].MinSize().Width)
	return w > sideMax && w >= natural(objs[0]).Width+right+3*sideGap
}

// natural is the size the details would take without scrolling.
func natural(o fyne.CanvasObject) fyne.Size {
	if s, ok := o.(*container.Scroll); ok && s.Content != nil {
		return s.Content.MinSize()
	}
	return o.MinSize()
}

// MinSize is the buttons' size and the margins: the rest can shrink.
func (sideLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	top, bottom := natural(objs[0]), objs[2].MinSize()
	return fyne.NewSize(max(top.Width, objs[1].MinSize().Width, bottom.Width)+2*sideGap, bottom.Height+2*sideGap)
}

// Layout places the parts inside a margin of sideGap.
func (sideLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top, comment, bottom := objs[0], objs[1], objs[2]
	w, h := size.Width-2*sideGap, size.Height-2*sideGap
	bh := min(bottom.MinSize().Height, max(h, 0))
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(max(w, 0), max(h, 0)))
	}
	if columns(objs, size.Width) {
		left := max(natural(top).Width, (w-sideGap)/2)
		right := w - sideGap - left
		x := sideGap + left + sideGap
		place(top, sideGap, sideGap, left, h)
		place(comment, x, sideGap, right, h-bh-sideGap)
		place(bottom, x, sideGap+h-bh, right, bh)
		if !comment.Visible() {
			comment.Show()
		}
		return
	}
	// The details take what they need; the comment shows while it has its
	// least height, and otherwise gives way to the details.
	rest := h - bh - sideGap
	th := min(natural(top).Height, rest)
	ch := rest - th - sideGap
	if ch < comment.MinSize().Height {
		ch, th = 0, rest
	}
	place(top, sideGap, sideGap, w, th)
	place(comment, sideGap, sideGap+th+sideGap, w, ch)
	if show := ch > 0; show != comment.Visible() {
		if show {
			comment.Show()
		} else {
			comment.Hide()
		}
	}
	place(bottom, sideGap, sideGap+h-bh, w, bh)
}

// evenRow lays its objects out in one row of equal cells. Unlike a grid it
// asks only for room for each object's icon, so a row of icon buttons stays
// one row in a narrow panel.
type evenRow struct{ cell fyne.Size }

// MinSize is a cell per object.
func (r evenRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(r.cell.Width*float32(len(objs)), r.cell.Height)
}

// Layout shares the width equally.
func (r evenRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	w := size.Width / float32(len(objs))
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*w, 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

// squeezeRow lays out a filler (a progress bar) and, on its right, a row of
// buttons in a scroll: the buttons take their natural width while it fits
// and the filler the rest; in a narrower panel the buttons take the whole
// width and scroll, where a Border would push them out of the window.
type squeezeRow struct{}

// MinSize is the height of the taller: the width can shrink to nothing.
func (squeezeRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, natural(o).Height)
	}
	return fyne.NewSize(0, h)
}

// Layout gives the buttons, the last object, their natural width or all
// there is, and the filler, the first, what is left.
func (squeezeRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	filler, tools := objs[0], objs[len(objs)-1]
	w := min(natural(tools).Width, size.Width)
	tools.Move(fyne.NewPos(size.Width-w, 0))
	tools.Resize(fyne.NewSize(w, size.Height))
	filler.Move(fyne.NewPos(0, 0))
	filler.Resize(fyne.NewSize(max(size.Width-w-theme.Padding(), 0), size.Height))
}

var (
	_ fyne.Layout = mainLayout{}
	_ fyne.Layout = sideLayout{}
	_ fyne.Layout = evenRow{}
	_ fyne.Layout = squeezeRow{}
)

// barBox is a bar above the board (the news of a game's end, problem
// mode, the joseki explorer, a lesson): the title with the actions on its
// right, and the body below across the whole width, on a tint of the
// theme's primary colour, so the theme's text colours read on it in light
// and dark themes alike. It starts hidden.
func barBox(title, actions, body fyne.CanvasObject) *fyne.Container {
	p := theme.Color(theme.ColorNamePrimary)
	bg := canvas.NewRectangle(paint.Fade(paint.NRGBA(p), 0.19))
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = p, 1.5, 6
	head := container.NewBorder(nil, nil, nil, container.NewCenter(actions), title)
	box := container.NewPadded(container.NewStack(bg, container.NewPadded(container.NewVBox(head, body))))
	box.Hide()
	return box
}
