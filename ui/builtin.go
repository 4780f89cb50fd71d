package ui

import (
	"fmt"
	"io/fs"
	"path"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/assets"
	"github.com/torreya/torreya/engine/sgf"
)

// The program's own problem set (Study > Beginner Problems): a collection in
// assets/problems, opened as a document without a path. Its progress is
// kept under a key no folder or file can have, so it survives restarts and
// never mixes with an unsaved document's; its problems are keyed by their
// names (GN), which the set never changes. Its prompts and comments are
// shown translated; a user's own files never are.

// beginnerKey is the beginner set's progress key (document.builtin).
const beginnerKey = "torreya:beginner"

// builtinFile returns the file name of the set with key in assets/problems,
// also the name a save proposes.
func builtinFile(key string) string {
	if key == beginnerKey {
		return "beginner.sgf"
	}
	return "problems.sgf"
}

// builtinName returns the set's name for the window title and the status.
func builtinName(string) string { return lang.L("Beginner Problems") }

// readBuiltin reads the set with key from the program's assets.
func readBuiltin(key string) (*sgf.Collection, error) {
	data, err := fs.ReadFile(assets.Problems, path.Join("problems", builtinFile(key)))
	if err != nil {
		return nil, err
	}
	col, err := sgf.Parse(data)
	if err == nil && len(col.Games) == 0 {
		err = fmt.Errorf("%s", lang.L("there are no problems"))
	}
	return col, err
}

// builtinEntryName is the progress key of game i of a built-in set: its
// name (GN), so that a problem added later does not take another's progress.
func builtinEntryName(key string, game *sgf.Node, i int) string {
	if n := game.GameName(); n != "" {
		return n
	}
	return entryName(builtinFile(key), i)
}

// beginnerProblems opens the beginner set, after asking about unsaved
// changes, at its first problem not solved yet (its first when all are),
// and starts problem mode on it.
func (pm *problemMode) beginnerProblems() { pm.openBeginner(nil) }

// openBeginner opens the program's beginner problems, as beginnerProblems
// does, then runs then, if set, once they are open.
func (pm *problemMode) openBeginner(then func()) {
	c := pm.c
	c.confirmDiscard(func() {
		col, err := readBuiltin(beginnerKey)
		var ld *loaded
		if err == nil {
			store, first := c.progressStore(), 0
			for i, g := range col.Games {
				if store.get(beginnerKey, builtinEntryName(beginnerKey, g, i)).Result != resultSolved {
					first = i
					break
				}
			}
			ld, err = prepare(col, first, c.defaultSettings().Rules)
		}
		if err != nil {
			c.view.showError(fmt.Errorf(lang.L("The problems cannot be read: %w"), err))
			return
		}
		ld.builtin = beginnerKey
		c.show(ld, "")
		if err := pm.solveProblems(); err != nil {
			c.view.report(err)
			return
		}
		if then != nil {
			then()
		}
	})
}

// shownProperties returns the properties of a node of the file as the
// attempt shows them: all but the move, with the comment translated when
// the problem is one of the program's own.
func (pm *problemMode) shownProperties(file *sgf.Node, move bool) []sgf.Property {
	var props []sgf.Property
	for _, p := range file.Properties() {
		switch {
		case !move && (p.ID == "B" || p.ID == "W"):
			continue
		case p.ID == "C" && pm.builtin:
			p = sgf.Property{ID: "C", Values: []string{pm.shownComment(file)}}
		}
		props = append(props, p)
	}
	return props
}

// shownComment returns the comment of a node of the file as the attempt
// shows it, as an SGF value: translated when the problem is one of the
// program's own, as written otherwise.
func (pm *problemMode) shownComment(file *sgf.Node) string {
	if !pm.builtin {
		return file.Value("C")
	}
	return sgf.Escape(lessonWord(file.Comment()))
}
