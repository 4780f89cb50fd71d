package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Autosave.

// autosave writes the game to the autosave file off the UI goroutine.
func (c *Controller) autosave() {
	if c.deps.Autosave == "" {
		return
	}
	root := c.docRecord().tree.Root()
	if !worthKeeping(root) {
		c.DropAutosave() // nothing to restore: a fresh game
		return
	}
	for key, spec := range map[string]PlayerSpec{prefAutosaveBlack: c.seats.specs[engine.Black], prefAutosaveWhite: c.seats.specs[engine.White]} {
		if v := formatSpec(spec); c.prefs.String(key) != v {
			c.prefs.SetString(key, v)
		}
	}
	c.saver.save(c.deps.Autosave, sgf.Marshal(root), c.deps.Go)
}

// autosaver writes autosaves one at a time, newest last: a burst of changes
// writes the latest copy, and an older copy never lands over a newer one or
// after the file was dropped.
type autosaver struct {
	mu      sync.Mutex // guards pending and busy; never held while writing
	pending []byte
	path    string
	busy    bool
	io      sync.Mutex // held while the file is written or removed
}

// save queues data for path and starts a writer unless one is running.
func (a *autosaver) save(path string, data []byte, run func(func())) {
	a.mu.Lock()
	a.pending, a.path = data, path
	start := !a.busy
	a.busy = true
	a.mu.Unlock()
	if start {
		run(a.write)
	}
}

// write writes what is pending until nothing is.
func (a *autosaver) write() {
	for {
		a.mu.Lock()
		data, path := a.pending, a.path
		a.pending = nil
		if data == nil {
			a.busy = false
			a.mu.Unlock()
			return
		}
		a.mu.Unlock()
		a.io.Lock()
		// Autosave is a convenience: a failure must not disturb play.
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err == nil {
			_ = sgf.WriteData(path, data)
		}
		a.io.Unlock()
	}
}

// drop forgets what is pending and removes the file, after a write in flight.
func (a *autosaver) drop(path string) {
	a.mu.Lock()
	a.pending = nil
	a.mu.Unlock()
	a.io.Lock()
	_ = os.Remove(path) // it may not exist
	a.io.Unlock()
}

// worthKeeping reports whether a game has anything a user would miss: a
// move or setup stones.
func worthKeeping(root *sgf.Node) bool {
	return len(root.Children()) > 0 || root.Has("AB") || root.Has("AW")
}

// DropAutosave removes the autosave file after a clean exit.
func (c *Controller) DropAutosave() {
	if c.deps.Autosave != "" {
		c.saver.drop(c.deps.Autosave)
	}
}

// OfferRestore offers the autosaved game from a session that did not end
// cleanly, if there is one. The file is read and the game replayed off the
// UI goroutine; only the question and the hand-over run on it.
func (c *Controller) OfferRestore() {
	if c.deps.Autosave == "" {
		return
	}
	path, rules := c.deps.Autosave, c.defaultSettings().Rules
	c.deps.Go(func() {
		data, err := os.ReadFile(path)
		if err != nil {
			return // no autosave: the last session ended cleanly
		}
		col, err := sgf.Parse(data)
		if err != nil || len(col.Games) == 0 || !worthKeeping(col.Games[0]) {
			return // written by us; if it cannot be read, there is nothing to offer
		}
		ld, err := prepare(col, 0, rules)
		if err != nil {
			return
		}
		c.deps.Post(func() {
			c.view.confirm(lang.L("Restore the last game?"), lang.L("Torreya did not close properly last time. Restore the game that was open?"), func() {
				c.restore(ld)
			})
		})
	})
}

// restore shows a prepared autosave at the end of its line, with its
// computer players and its clock.
func (c *Controller) restore(ld *loaded) {
	c.show(ld, "")
	black := parseSpec(c.prefs.String(prefAutosaveBlack), PlayerSpec{Kind: Person, Level: 1})
	white := parseSpec(c.prefs.String(prefAutosaveWhite), PlayerSpec{Kind: Person, Level: 1})
	err := c.seats.restore(black, white)
	c.clock = clockOfRecord(c.rec.tree)
	c.Last() // where play stopped
	if err != nil {
		c.setStatus(fmt.Sprintf(lang.L("The computer player could not restart, so a person plays its colour: %v"), err))
	}
	c.doc.changed(c.rec.tree.State())
	c.titleChanged()
}
