// Command floor is the least a Fyne program does to show what Torreya's
// window shows at its start: a menu bar, a line of text in regular and
// bold type, a button, and a wood-coloured area where the board goes. make
// startup measures it beside Torreya, as the floor under which Torreya's
// start-up cannot go with Fyne on the same display: what Torreya takes
// above it is its own.
package main

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.github.torreya.floor")
	w := a.NewWindow("Floor")
	top := container.NewHBox(widget.NewLabel("Black to play"),
		widget.NewLabelWithStyle("Move 0", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewButton("Pass", nil))
	wood := canvas.NewRectangle(color.NRGBA{R: 220, G: 179, B: 92, A: 255})
	w.SetContent(container.NewBorder(top, nil, nil, nil, wood))
	w.SetMainMenu(fyne.NewMainMenu(fyne.NewMenu("File", fyne.NewMenuItem("Open…", nil))))
	w.Resize(fyne.NewSize(1040, 760))
	w.ShowAndRun()
}
