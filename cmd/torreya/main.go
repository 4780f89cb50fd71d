// Command torreya is the desktop Go (baduk) program: a kaya board, a game
// against a friend or the built-in computer player, and SGF files.
//
// Usage:
//
//	torreya [file.sgf]
package main

import (
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/ai/gtp"
	"github.com/torreya/torreya/assets"
	_ "github.com/torreya/torreya/cmd/torreya/internal/posixlocale" // before Fyne's lang package: see its doc
	"github.com/torreya/torreya/ui"
)

// appID is the application ID; it names the preferences and storage folder.
const appID = "io.github.torreya"

func main() {
	log.SetOutput(newQuietPrefsRace(os.Stderr))
	quietGSettings()
	if err := checkDisplay(); err != nil {
		fmt.Fprintln(os.Stderr, "torreya:", err)
		os.Exit(1)
	}
	prefs := preferencesFile(appID)
	unreadable := ui.CheckPreferences(prefs) // before Fyne reads it, and overwrites it if it cannot
	a := app.NewWithID(appID)
	if dir := a.Storage().RootURI().Path(); dir != filepath.Dir(prefs) {
		log.Printf("torreya: preferences are in %s, not %s: preferencesFile needs updating", dir, filepath.Dir(prefs))
	}
	ui.ApplyLanguage(a.Preferences()) // before the translations choose one
	if err := ui.LoadTranslations(); err != nil {
		fmt.Fprintln(os.Stderr, "torreya: translations:", err)
	}
	a.SetIcon(assets.Icon)
	w := a.NewWindow("Torreya")
	w.SetMaster()
	engines := sync.OnceValue(knownEngines)
	go engines() // the search reads the disk: have it ready before a dialog asks
	c := ui.NewController(a.Preferences(), ui.Deps{
		PickFile:  pickNative,
		NewPlayer: newPlayer,
		Engines:   engines,
		Autosave:  filepath.Join(a.Storage().RootURI().Path(), "autosave", "game.sgf"),
		Progress:  filepath.Join(a.Storage().RootURI().Path(), "problems", "progress.json"),
		Mistakes:  filepath.Join(a.Storage().RootURI().Path(), "problems", "mistakes"),
		Sound:     openSpeaker(),
	})
	c.Attach(a, w)
	c.Tell(unreadable)
	if len(os.Args) > 1 {
		path, err := filepath.Abs(os.Args[1])
		if err != nil {
			path = os.Args[1]
		}
		c.OpenFile(path)
	} else {
		c.OfferRestore()
		c.OfferLessons()
		c.OfferReview()
	}
	w.ShowAndRun()
}

// knownEngines lists the GTP engines installed here, by name.
func knownEngines() []ui.KnownEngine {
	var out []ui.KnownEngine
	for _, e := range gtp.Installed() {
		out = append(out, ui.KnownEngine{Name: e.Name, Command: e.Command()})
	}
	return out
}

// newPlayer makes the computer players the new-game dialog asks for: the
// built-in search at a strength level, or a GTP engine the user has installed.
func newPlayer(spec ui.PlayerSpec) (ai.Player, error) {
	switch spec.Kind {
	case ui.Computer:
		opts, err := ai.Level(spec.Level)
		if err != nil {
			return nil, err
		}
		opts.Seed = uint64(time.Now().UnixNano())
		return ai.New(opts), nil
	case ui.Engine:
		argv, err := gtp.SplitCommand(spec.Command)
		if err != nil {
			return nil, errors.New(lang.L("A quote in the engine command is not closed."))
		}
		if len(argv) == 0 {
			return nil, errors.New(lang.L("Enter the command that starts the GTP engine."))
		}
		cl, err := gtp.NewClient(argv, 0)
		if err != nil {
			return nil, err
		}
		// An engine may think as long as it likes over a move: the person
		// watching decides when to stop waiting (the window's bar after
		// ui's stallAfter). A fixed limit killed engines set to think
		// longer than 10 s.
		cl.GenMoveTimeout = 24 * time.Hour
		return cl, nil
	}
	return nil, fmt.Errorf("no computer player for kind %d", spec.Kind)
}
