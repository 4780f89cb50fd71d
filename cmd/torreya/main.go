// Command torreya is the desktop Go (baduk) program: a kaya board, a game
// against a friend or the built-in computer player, and SGF files.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/torreya/torreya/assets"
	_ "github.com/torreya/torreya/cmd/torreya/internal/posixlocale" // before Fyne's lang package: see its doc
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui"
)

// appID is the application ID; it names the preferences and storage folder.
const appID = "io.github.torreya"

func main() {
	a := app.NewWithID(appID)
	a.SetIcon(assets.Icon)
	w := a.NewWindow("Torreya")
	board := ui.NewBoard()
	board.SetOptions(ui.Options{Coordinates: true})
	board.SetView(ui.View{Board: engine.MustBoard(19, 19), Turn: engine.Black})
	w.SetContent(board)
	w.Resize(fyne.NewSize(760, 800))
	w.ShowAndRun()
}
