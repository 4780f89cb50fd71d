// Command torreya is the desktop Go (baduk) program: a kaya board, a game
// against a friend or the built-in computer player, and SGF files.
//
// Usage:
//
//	torreya [file.sgf]
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2/app"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/assets"
	_ "github.com/torreya/torreya/cmd/torreya/internal/posixlocale" // before Fyne's lang package: see its doc
	"github.com/torreya/torreya/ui"
)

// appID is the application ID; it names the preferences and storage folder.
const appID = "io.github.torreya"

func main() {
	if err := checkDisplay(); err != nil {
		fmt.Fprintln(os.Stderr, "torreya:", err)
		os.Exit(1)
	}
	a := app.NewWithID(appID)
	a.SetIcon(assets.Icon)
	w := a.NewWindow("Torreya")
	w.SetMaster()
	c := ui.NewController(a.Preferences(), ui.Deps{
		PickFile:  pickNative,
		NewPlayer: newPlayer,
		Autosave:  filepath.Join(a.Storage().RootURI().Path(), "autosave", "game.sgf"),
	})
	c.Attach(a, w)
	if len(os.Args) > 1 {
		path, err := filepath.Abs(os.Args[1])
		if err != nil {
			path = os.Args[1]
		}
		c.OpenFile(path)
	} else {
		c.OfferRestore()
	}
	w.ShowAndRun()
}

// newPlayer makes the computer players the new-game dialog asks for.
func newPlayer(spec ui.PlayerSpec) (ai.Player, error) {
	switch spec.Kind {
	case ui.Computer:
		return ai.NewRandom(uint64(time.Now().UnixNano())), nil
	case ui.Engine:
		return nil, fmt.Errorf("GTP engines are not supported yet (%q)", spec.Command)
	}
	return nil, fmt.Errorf("no computer player for %v", spec.Kind)
}
