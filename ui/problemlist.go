package ui

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/problem"
)

// thumbSize is the side of a problem's small picture in the list, in pixels.
const thumbSize = 64

// showProblemList shows the set's problems with their small pictures and
// progress; choosing one opens it.
func (pm *problemMode) showProblemList(w fyne.Window) {
	c := pm.c
	set := c.problems.set
	if set == nil {
		return
	}
	thumbs := make([]image.Image, len(set.entries))
	now := c.deps.Now()
	var d dialog.Dialog
	list := widget.NewList(func() int { return len(set.entries) },
		func() fyne.CanvasObject {
			img := canvas.NewImageFromImage(nil)
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSize(thumbSize, thumbSize))
			name := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			name.Truncation = fyne.TextTruncateEllipsis
			// When the problem comes back stands on the name's line, so
			// that the progress under it does not run past the edge.
			due := widget.NewLabel("")
			progress := widget.NewLabel("")
			progress.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, img, nil,
				container.NewVBox(container.NewBorder(nil, nil, nil, due, name), progress))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			text := row.Objects[0].(*fyne.Container)
			img := row.Objects[1].(*canvas.Image)
			line := text.Objects[0].(*fyne.Container)
			e := set.entries[i]
			line.Objects[0].(*widget.Label).SetText(e.name)
			p := set.store.get(set.key, e.name)
			line.Objects[1].(*widget.Label).SetText(dueWords(p, now))
			text.Objects[1].(*widget.Label).SetText(progressWords(p))
			if img.Image != thumbs[i] {
				img.Image = thumbs[i]
				img.Refresh()
			}
		})
	list.OnSelected = func(i widget.ListItemID) {
		d.Hide()
		if i != set.index {
			c.problems.openProblem(i)
		}
	}
	retry := widget.NewButton(lang.L("Retry the failed ones"), func() {
		d.Hide()
		c.problems.retryFailed()
	})
	buttons := []fyne.CanvasObject{retry}
	if n := len(set.due(now)); n > 0 {
		buttons = append(buttons, widget.NewButtonWithIcon(fmt.Sprintf(lang.N("Due for review (%d)", n), n), theme.HistoryIcon(), func() {
			d.Hide()
			c.problems.reviewDue()
		}))
	}
	solved, failed, untried := set.tally()
	head := widget.NewLabel(fmt.Sprintf(lang.N("%d problems · %d solved · %d failed · %d not tried", len(set.entries)), len(set.entries), solved, failed, untried))
	d = dialog.NewCustom(lang.L("Problems"), lang.L("Close"), container.NewBorder(head, container.NewGridWithColumns(len(buttons), buttons...), nil, nil, list), w)
	d.Resize(fyne.NewSize(520, 560))
	list.ScrollTo(set.index)
	c.view.dialogs.show(d)

	// The pictures are drawn off the UI goroutine: a folder may hold
	// hundreds of files to read.
	entries := set.entries
	c.deps.Go(func() {
		for i, e := range entries {
			img := entryThumb(e)
			c.deps.Post(func() {
				thumbs[i] = img
				list.RefreshItem(i)
			})
		}
	})
}

// progressWords says a problem's progress.
func progressWords(p problemProgress) string {
	tries := fmt.Sprintf(lang.N("%d attempts", p.Attempts), p.Attempts)
	switch p.Result {
	case resultSolved:
		return lang.L("Solved") + " · " + tries + " · " + durationWords(p.Seconds)
	case resultFailed:
		failed := lang.L("Failed")
		if p.Later {
			failed = lang.L("Failed at first, then solved")
		}
		return failed + " · " + tries + " · " + durationWords(p.Seconds)
	}
	return lang.L("Not tried")
}

// durationWords writes a time spent: "45 s", "3 min".
func durationWords(s float64) string {
	d := time.Duration(s * float64(time.Second)).Round(time.Second)
	if d < time.Minute {
		return fmt.Sprintf(lang.L("%d s"), int(d.Seconds()))
	}
	return fmt.Sprintf(lang.L("%d min"), int(d.Minutes()+0.5))
}

// entryThumb draws the small picture of a problem of a set; nil when its
// file cannot be read.
func entryThumb(e problemEntry) image.Image {
	if e.root != nil {
		return problemThumb(e.root)
	}
	data, err := os.ReadFile(e.path)
	if err != nil {
		return nil
	}
	col, _, err := sgf.Import(e.path, data)
	if err != nil || e.game >= len(col.Games) {
		return nil
	}
	return problemThumb(col.Games[e.game])
}

// problemThumb draws a problem's first position, the part of the board it
// uses with a line of margin, as a small picture.
func problemThumb(root *sgf.Node) image.Image {
	t, err := sgf.NewTree(root)
	if err != nil {
		return nil
	}
	start := root
	w, h := t.Size()
	if p, err := problem.Read(root); err == nil {
		start = p.Start() // some files set the position up below the root
	}
	b := t.Position(start)
	area := image.Rect(0, 0, w, h)
	if p, err := problem.Read(root); err == nil {
		x0, y0, x1, y1 := p.Area(w, h)
		area = image.Rect(x0-1, y0-1, x1+2, y1+2).Intersect(area)
	}
	n := max(area.Dx(), area.Dy())
	cell := thumbSize / max(n, 1)
	img := image.NewNRGBA(image.Rect(0, 0, cell*area.Dx(), cell*area.Dy()))
	wood := color.NRGBA{0xdc, 0xb0, 0x6c, 0xff}
	ink := color.NRGBA{0x3a, 0x2a, 0x18, 0xff}
	for i := range img.Pix {
		img.Pix[i] = []uint8{wood.R, wood.G, wood.B, wood.A}[i%4]
	}
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			cx, cy := (x-area.Min.X)*cell+cell/2, (y-area.Min.Y)*cell+cell/2
			// The lines run to the point's neighbours on the board.
			for i := -cell / 2; i <= cell/2; i++ {
				if (i < 0 && x > 0) || (i > 0 && x < w-1) || i == 0 {
					img.Set(cx+i, cy, ink)
				}
				if (i < 0 && y > 0) || (i > 0 && y < h-1) || i == 0 {
					img.Set(cx, cy+i, ink)
				}
			}
			s := b.At(engine.Pt(x, y))
			if s != engine.Black && s != engine.White {
				continue
			}
			fill := color.NRGBA{0x16, 0x16, 0x18, 0xff}
			if s == engine.White {
				fill = color.NRGBA{0xf6, 0xf3, 0xec, 0xff}
			}
			r := float64(cell) * 0.47
			for dy := -cell / 2; dy <= cell/2; dy++ {
				for dx := -cell / 2; dx <= cell/2; dx++ {
					if d := float64(dx*dx + dy*dy); d <= r*r {
						c := fill
						if s == engine.White && d > (r-1)*(r-1) {
							c = ink
						}
						img.Set(cx+dx, cy+dy, c)
					}
				}
			}
		}
	}
	return img
}
