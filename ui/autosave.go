package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

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
		c.dropAutosave() // nothing to restore: a fresh game
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

// dropAutosave removes the autosave file after a clean exit.
func (c *Controller) dropAutosave() {
	if c.deps.Autosave != "" {
		c.saver.drop(c.deps.Autosave)
	}
}

// OfferRestore offers the autosaved game from a session that did not end
// cleanly, if there is one. The file is read and the game replayed off the
// UI goroutine; only the question and the hand-over run on it. An
// unreadable autosave is kept and the user told (loadAutosave).
func (c *Controller) OfferRestore() {
	if c.deps.Autosave == "" {
		return
	}
	path, rules, now := c.deps.Autosave, c.defaultSettings().Rules, c.deps.Now()
	c.deps.Go(func() {
		ld, u := loadAutosave(path, rules, now)
		switch {
		case u != nil:
			c.deps.Post(func() { c.Tell(u) })
		case ld != nil:
			c.deps.Post(func() {
				c.view.confirm(lang.L("Restore the last game?"), lang.L("Torreya did not close properly last time. Restore the game that was open?"), func() {
					c.restore(ld)
				})
			})
		}
	})
}

// loadAutosave reads the autosave file at path and replays its game under
// rules. There is nothing to offer when the file does not exist (the last
// session ended cleanly) or holds a game without a move. A file that cannot
// be read as a game is copied beside itself, and the Unreadable tells of
// it; the file itself stays for the next autosave to replace, as removing
// it here could remove one a new game has just written.
func loadAutosave(path string, rules engine.Rules, now time.Time) (*loaded, *Unreadable) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &Unreadable{Path: path, Err: err, kind: unreadableAutosave}
	}
	col, err := sgf.Parse(data)
	var ld *loaded
	if err == nil {
		if !worthKeeping(col.Games[0]) {
			return nil, nil
		}
		ld, err = prepare(col, 0, rules)
	}
	if err != nil {
		return nil, unreadable(unreadableAutosave, path, data, err, now)
	}
	return ld, nil
}

// restore shows a prepared autosave at the end of its line, with its
// computer players and its clock.
func (c *Controller) restore(ld *loaded) {
	c.show(ld, "")
	black := parseSpec(c.prefs.String(prefAutosaveBlack), PlayerSpec{Kind: Person, Level: 1})
	white := parseSpec(c.prefs.String(prefAutosaveWhite), PlayerSpec{Kind: Person, Level: 1})
	err := c.seats.restore(black, white)
	// The autosave is Torreya's own game: the names it wrote for its
	// players follow the seats again (a name the game came with does not
	// read as a seat's).
	for _, col := range []engine.Color{engine.Black, engine.White} {
		if name := c.rec.tree.Root().Player(col); name == playerName(c.seats.specs[col], c.seats.players[col], colorName(col)) {
			c.doc.named[col] = name
		}
	}
	c.clock = clockOfRecord(c.rec.tree)
	c.last() // where play stopped
	if err != nil {
		c.setStatus(fmt.Sprintf(lang.L("The computer player could not restart, so a person plays its colour: %v"), err))
	}
	c.doc.changed(c.rec.tree.State())
	c.titleChanged()
}
