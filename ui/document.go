package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/problem"
)

// document is the file behind the game: where it came from or was saved
// to, the collection it belongs to, and whether it has unsaved changes.
//
// A record read from another format than SGF has no path: the game is saved
// as SGF, never over the file it was converted from, so the first save asks
// for a name, proposing the SGF file beside it.
type document struct {
	path       string
	imported   string      // the record in another format the game was converted from, until it is saved
	collection []*sgf.Node // the games of the file, the current one among them
	// builtin is the key of the program's own problem set the document is
	// (beginnerKey), "" for the user's: it has no path, matches the program's
	// copy until edited, and a save asks for a name; saved, it is the user's.
	builtin string
	dirty   bool
	edits   int // counts changes, so a save knows whether it caught the last
	// saved is the tree's state when the game last matched its file, and
	// matches says there is such a state: Undo back to it is no change.
	saved   sgf.State
	matches bool
	picking bool // a file dialog is open
	// named holds, by colour, the player names Torreya wrote in the record
	// (PB, PW) for who played it; they follow the seats. A name the record
	// came with is not here.
	named [3]string
}

// title is the window title: the file name and a mark for unsaved changes.
func (d *document) title() string {
	name := lang.L("New game")
	switch {
	case d.path != "":
		name = filepath.Base(d.path)
	case d.imported != "":
		name = filepath.Base(d.imported)
	case d.builtin != "":
		name = builtinName(d.builtin)
	}
	if d.dirty {
		name = "*" + name
	}
	return name + " — Torreya"
}

// changed notes a change; it is unsaved unless the tree is back in the
// state its file has (state, see sgf.Tree.State).
func (d *document) changed(state sgf.State) {
	d.dirty = !d.matches || state != d.saved
	d.edits++
}

// games returns what a save of root writes: the whole collection the game
// came from, or the game alone.
func (d *document) games(root *sgf.Node) []*sgf.Node {
	for _, g := range d.collection {
		if g == root {
			return d.collection
		}
	}
	return []*sgf.Node{root}
}

// Files.

// open asks for a file and opens it, after asking about unsaved changes.
func (c *Controller) open() {
	c.confirmDiscard(func() {
		c.pick(FileRequest{Title: lang.L("Open a game"), Dir: c.lastDir()}, func(path string) {
			c.OpenFile(path)
		})
	})
}

// OpenFile reads the file at path off the UI goroutine and shows it. A
// record in another format (Tygem, WBaduk, Pandanet) is converted to SGF.
func (c *Controller) OpenFile(path string) {
	c.setStatus(fmt.Sprintf(lang.L("Opening %s…"), filepath.Base(path)))
	edits := c.doc.edits
	rules := c.defaultSettings().Rules
	c.deps.Go(func() {
		path, err := folderFile(path)
		if err != nil {
			c.deps.Post(func() {
				c.view.showError(err)
				c.setStatus(err.Error())
			})
			return
		}
		sgf.RemoveStaleTemps(path) // left by saves that were killed
		data, err := os.ReadFile(path)
		var col *sgf.Collection
		format := sgf.FormatSGF
		if err == nil {
			col, format, err = sgf.Import(path, data)
		}
		var ld *loaded
		if err == nil && len(col.Games) == 1 {
			if ld, err = prepare(col, 0, rules); err == nil {
				ld.format = format
			}
		}
		c.deps.Post(func() {
			if err != nil {
				c.view.showError(fmt.Errorf(lang.L("Cannot open %s: %w"), filepath.Base(path), err))
				c.setStatus(err.Error())
				return
			}
			open := func() {
				if ld != nil {
					c.show(ld, path)
					return
				}
				c.load(col, path)
			}
			if c.doc.edits != edits {
				// The game changed while the file was read: ask again.
				c.confirmDiscard(open)
				return
			}
			open()
		})
	})
}

// folderFile returns the file to open for path: path itself, or for a
// folder (a problem book kept as a file a problem) its first SGF file in
// the book's order, whose set is then the folder's.
func folderFile(path string) (string, error) {
	if st, err := os.Stat(path); err != nil || !st.IsDir() {
		return path, nil // a missing file is said by the reading
	}
	names, err := problemFiles(path)
	if err != nil {
		return "", fmt.Errorf(lang.L("Cannot open %s: %w"), filepath.Base(path), err)
	}
	if len(names) == 0 {
		return "", fmt.Errorf(lang.L("The folder %s holds no SGF file."), filepath.Base(path))
	}
	return filepath.Join(path, names[0]), nil
}

// loaded is a game read and replayed, ready to show.
type loaded struct {
	col    *sgf.Collection
	tree   *sgf.Tree
	bad    int        // moves the rules refuse: kept, crossed out, not played
	format sgf.Format // the file's: another than SGF was converted
	// builtin is the key of the program's own set it comes from, if any
	// (document.builtin).
	builtin string
}

// prepare builds the tree of game i, under rules when its RU names none,
// and replays every variation once, which marks illegal moves. For a large
// file it takes a while, so it runs off the UI goroutine; the tree is handed
// over afterwards.
func prepare(col *sgf.Collection, i int, rules engine.Rules) (*loaded, error) {
	t, err := sgf.NewTree(col.Games[i])
	if err != nil {
		return nil, err
	}
	t.SetDefaultRules(rules)
	return &loaded{col: col, tree: t, bad: len(t.Check())}, nil
}

// sameGames reports whether two collections hold the same games.
func sameGames(a, b []*sgf.Node) bool {
	return len(a) == len(b) && len(a) > 0 && a[0] == b[0]
}

// load shows a collection read from path; with several games the user picks
// one.
func (c *Controller) load(col *sgf.Collection, path string) {
	rules := c.defaultSettings().Rules
	open := func(i int) {
		c.deps.Go(func() {
			ld, err := prepare(col, i, rules)
			c.deps.Post(func() {
				if err != nil {
					c.view.showError(fmt.Errorf(lang.L("Cannot open %s: %w"), filepath.Base(path), err))
					return
				}
				c.show(ld, path)
			})
		})
	}
	// A collection of problems opens at its first: they are taken one
	// after another, and the problem list chooses among them.
	if len(col.Games) == 1 || problem.Looks(col.Games[0]) {
		open(0)
		return
	}
	c.view.chooseGame(col, open)
}

// show makes a prepared game the current one, with people in both seats
// and no clock.
func (c *Controller) show(ld *loaded, path string) {
	c.stopWork()
	c.seats.take(PlayerSpec{}, PlayerSpec{}, [3]ai.Player{})
	c.settings = Settings{}
	c.clock = nil
	c.dropMode()
	c.problems.reset()
	c.rec = newRecord(ld.tree, 0)
	// Another game of the program's own set stays the program's set.
	if ld.builtin == "" && path == "" && c.doc.builtin != "" && sameGames(ld.col.Games, c.doc.collection) {
		ld.builtin = c.doc.builtin
	}
	c.doc = document{collection: ld.col.Games, path: path, builtin: ld.builtin, saved: ld.tree.State(), matches: path != "" || ld.builtin != ""}
	if ld.format != sgf.FormatSGF {
		c.doc.path, c.doc.imported = "", path
	}
	c.changed(false)
	name := lang.L("the autosaved game")
	switch {
	case path != "":
		c.addRecent(path)
		name = filepath.Base(path)
	case ld.builtin != "":
		name = builtinName(ld.builtin)
	}
	msg := fmt.Sprintf(lang.L("Opened %s."), name)
	if ld.format != sgf.FormatSGF {
		msg += " " + fmt.Sprintf(lang.L("Converted from %s: it will be saved as SGF."), ld.format)
	}
	if n := len(ld.col.Warnings); n > 0 {
		msg += " " + fmt.Sprintf(lang.N("Read with %d repairs; the first: %s.", n), n, ld.col.Warnings[0])
	}
	if ld.bad > 0 {
		msg += " " + fmt.Sprintf(lang.N("%d moves are illegal: they are kept in the record, crossed out in the game tree, and not played on the board.", ld.bad), ld.bad)
	}
	var he *sgf.HandicapError
	if errors.As(ld.tree.Root().CheckHandicap(), &he) {
		msg += " " + fmt.Sprintf(lang.N("The file declares a handicap of %d but places %d stones.", he.Placed), he.Declared, he.Placed)
	}
	c.setStatus(msg)
	c.problems.offer(ld.tree.Root())
	releaseMemory()
}

// save writes the game to its file, asking for a name the first time, and
// then calls then (nil: nothing), unless the save fails or the user
// cancels the file dialog.
func (c *Controller) save(then func()) {
	if c.doc.path == "" {
		c.saveAs(then)
		return
	}
	c.saveFile(c.doc.path, then)
}

// saveAs asks for a file name and saves there, then calls then (nil:
// nothing). A game converted from another format is offered the SGF file
// beside the one it was read from.
func (c *Controller) saveAs(then func()) {
	name, dir := "game.sgf", c.lastDir()
	switch {
	case c.doc.path != "":
		name = filepath.Base(c.doc.path)
	case c.doc.imported != "":
		name = sgfName(filepath.Base(c.doc.imported))
		dir = filepath.Dir(c.doc.imported)
	case c.doc.builtin != "":
		name = builtinFile(c.doc.builtin)
	}
	c.pick(FileRequest{Save: true, Title: lang.L("Save the game"), Dir: dir, Name: name}, func(path string) {
		c.saveFile(sgfName(path), then)
	})
}

// saveFile writes the game (the whole collection it came from) to path off
// the UI goroutine; then is called after a successful save.
func (c *Controller) saveFile(path string, then func()) {
	// A game from a collection is saved with the rest of the collection.
	rec := c.docRecord()                                 // not a problem's attempt or the explorer's board
	data := sgf.Marshal(c.doc.games(rec.tree.Root())...) // on the UI goroutine: the tree is not shared
	edits, state := c.doc.edits, rec.tree.State()
	c.deps.Go(func() {
		err := sgf.WriteData(path, data)
		c.deps.Post(func() {
			if err != nil {
				c.view.showError(fmt.Errorf(lang.L("Cannot save %s: %w"), filepath.Base(path), err))
				return
			}
			c.doc.path, c.doc.imported, c.doc.builtin = path, "", ""
			c.doc.saved, c.doc.matches = state, true
			// A change made while the file was being written is not in it.
			c.doc.dirty = c.doc.edits != edits
			c.addRecent(path)
			c.setStatus(fmt.Sprintf(lang.L("Saved %s."), filepath.Base(path)))
			if c.OnChange != nil {
				c.OnChange()
			}
			if then != nil {
				then()
			}
		})
	})
}

// sgfName returns the name a game is saved under for the name chosen: with
// ".sgf" added when it has no extension, and in place of the extension of
// another record format, which the program reads but does not write.
func sgfName(name string) string {
	ext := filepath.Ext(name)
	if f, known := sgf.FormatOf(name); ext == "" || known && f != sgf.FormatSGF {
		return strings.TrimSuffix(name, ext) + ".sgf"
	}
	return name
}

// pick shows a file dialog unless one is open already.
func (c *Controller) pick(req FileRequest, then func(path string)) {
	if c.deps.PickFile == nil || c.doc.picking {
		return
	}
	c.doc.picking = true
	c.deps.PickFile(req, func(path string, err error) {
		c.doc.picking = false
		if errors.Is(err, ErrCancelled) {
			return
		}
		if err != nil {
			c.view.showError(err)
			return
		}
		c.prefs.SetString(prefLastDir, filepath.Dir(path))
		then(path)
	})
}

func (c *Controller) lastDir() string { return c.prefs.String(prefLastDir) }

// maxRecent is the length of the recent-files menu.
const maxRecent = 8

// recent returns the recently used files, newest first.
func (c *Controller) recent() []string { return c.prefs.StringList(prefRecent) }

func (c *Controller) addRecent(path string) {
	list := []string{path}
	for _, p := range c.recent() {
		if p != path && len(list) < maxRecent {
			list = append(list, p)
		}
	}
	c.prefs.SetStringList(prefRecent, list)
	c.view.updateRecent()
}

// confirmDiscard runs then at once when there is nothing unsaved; otherwise
// it asks first, as every desktop program does: Save (then runs once the
// game is saved), Don't Save (then runs), or Cancel (nothing happens).
func (c *Controller) confirmDiscard(then func()) {
	root := c.docRecord().tree.Root()
	if !c.doc.dirty || !worthKeeping(root) && root.Comment() == "" && c.doc.path == "" {
		then()
		return
	}
	c.view.askSave(func(a saveAnswer) {
		switch a {
		case answerSave:
			c.save(then)
		case answerDiscard:
			then()
		}
	})
}
