package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// command is one thing the user can do: its label, its shortcut, the rule
// that says when it can act, the rule that ticks it, and the action. Its
// menu item, its buttons and its shortcut are all made from it, so they
// agree: each is enabled exactly when can says the action would do
// something and the current mode does not block it, a shortcut typed when
// it cannot act does nothing, and its menu item is ticked exactly when
// checked says so.
type command struct {
	label   string
	key     *desktop.CustomShortcut // or nil
	can     func() bool             // nil: always
	checked func() bool             // nil: a command, not a switch
	act     func()
	blocked func() bool // the current mode turns it off (set by newCommands)

	items   []*fyne.MenuItem
	buttons []*widget.Button
}

// enabled reports whether the command can act now.
func (k *command) enabled() bool {
	return (k.blocked == nil || !k.blocked()) && (k.can == nil || k.can())
}

// ticked reports whether the command's switch is on.
func (k *command) ticked() bool { return k.checked != nil && k.checked() }

// run acts when the command can.
func (k *command) run() {
	if k.enabled() {
		k.act()
	}
}

// item makes a menu item for the command.
func (k *command) item() *fyne.MenuItem {
	it := fyne.NewMenuItem(k.label, k.run)
	if k.key != nil { // a nil *CustomShortcut in the interface would be shown
		it.Shortcut = k.key
	}
	it.Disabled = !k.enabled()
	it.Checked = k.ticked()
	k.items = append(k.items, it)
	return it
}

// button makes a button for the command, with its own label ("" for an icon
// alone) and icon (or nil).
func (k *command) button(label string, icon fyne.Resource) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, k.run) // sync enables it
	k.buttons = append(k.buttons, b)
	return b
}

// sync enables or disables the command's widgets and ticks its menu items;
// it reports whether a menu item changed, so the menu is redrawn only then.
func (k *command) sync() bool {
	on, ticked := k.enabled(), k.ticked()
	for _, b := range k.buttons {
		if b.Disabled() == on {
			enable(b, on)
		}
	}
	changed := false
	for _, it := range k.items {
		if it.Disabled == on || it.Checked != ticked {
			it.Disabled, it.Checked = !on, ticked
			changed = true
		}
	}
	return changed
}

// enable enables or disables a button.
func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// commands are every action of the window that depends on the state of the
// game. The menus, the buttons, the shortcuts and the arrow keys all go
// through them.
type commands struct {
	newGame, open, save, saveAs, preferences, quit *command
	exportDiagram                                  *command
	undo, redo, diagram, senseiDiagram             *command
	pass, resign, players, hint, estimate          *command
	accept, resume, done                           *command
	first, back10, back, forward, forward10, last  *command
	prevVariation, nextVariation                   *command
	mainLine, variationUp, variationDown           *command
	deleteHere, deleteAfter, copyBranch, paste     *command
	nextComment, prevComment, nextBranch, goToMove *command
	find, findNext                                 *command
	editMode, tree, gameInfo                       *command
	coords, fuzzy                                  *command   // the board's switches (View)
	turns                                          []*command // View's Rotate and Flips (turn.go)
	aids                                           []*command // View > Beginner Aids (aids.go)
	problemCmds
	josekiCmds
	lessonCmds
	reviewCmds
	mistakes    *command // Game > Make Problems from Mistakes (mistakes.go)
	annotations []*command
	all         []*command
}

// def defines a command and lists it with the others.
func (k *commands) def(label string, key *desktop.CustomShortcut, can func() bool, act func()) *command {
	cmd := &command{label: label, key: key, can: can, act: act}
	k.all = append(k.all, cmd)
	return cmd
}

// block has each command ask whether the current mode turns it off: each
// mode lists its blocked commands once (mode.blocks).
func (k *commands) block(current func() mode, modes ...mode) {
	off := map[mode]map[*command]bool{}
	for _, m := range modes {
		off[m] = map[*command]bool{}
		for _, cmd := range m.blocks(k) {
			off[m][cmd] = true
		}
	}
	for _, cmd := range k.all {
		cmd.blocked = func() bool {
			m := current()
			return m != nil && off[m][cmd]
		}
	}
}

// switchOf makes cmd a switch, ticked in the menu while on says so.
func switchOf(cmd *command, on func() bool) *command {
	cmd.checked = on
	return cmd
}

// newCommands defines the commands of c. The window's dialogs are reached
// through c.view, which exists by the time a command runs.
func newCommands(c *Controller) *commands {
	k := &commands{}
	def := k.def
	playing := func() bool { return c.rec.phase == playing }
	scoring := func() bool { return c.rec.phase == scoring }
	notFirst := func() bool { return c.rec.tree.Current().Parent() != nil }
	notLast := func() bool { return !c.rec.atEnd() }

	k.newGame = def(lang.L("New Game…"), shortcut(fyne.KeyN, false), nil, func() { c.confirmDiscard(func() { c.inWindow(c.showNewGame) }) })
	k.open = def(lang.L("Open…"), shortcut(fyne.KeyO, false), nil, c.open)
	k.save = def(lang.L("Save"), shortcut(fyne.KeyS, false), nil, func() { c.save(nil) })
	k.saveAs = def(lang.L("Save As…"), shortcut(fyne.KeyS, true), nil, func() { c.saveAs(nil) })
	k.exportDiagram = def(lang.L("Export Diagram…"), nil, nil, func() { c.inWindow(c.showExportDiagram) })
	k.preferences = def(lang.L("Preferences…"), shortcut(fyne.KeyComma, false), nil, func() { c.inWindow(c.showPreferences) })
	k.quit = def(lang.L("Quit"), shortcut(fyne.KeyQ, false), nil, c.quit)

	k.undo = def(lang.L("Undo"), shortcut(fyne.KeyZ, false), c.canUndo, c.undo)
	k.redo = def(lang.L("Redo"), shortcut(fyne.KeyZ, true), func() bool { return c.rec.tree.CanRedo() }, c.redo)
	k.diagram = def(lang.L("Copy Diagram"), shortcut(fyne.KeyC, true), nil, func() { c.view.copyDiagram(c.diagram) })
	k.senseiDiagram = def(lang.L("Copy Diagram for Sensei's Library"), nil, nil, func() { c.view.copyDiagram(c.senseiDiagram) })

	k.pass = def(lang.L("Pass"), shortcut(fyne.KeyP, false), c.canPass, func() { c.view.report(c.pass()) })
	k.resign = def(lang.L("Resign…"), nil, func() bool { return playing() || scoring() }, func() {
		c.view.confirm(lang.L("Resign"), lang.L("Resign this game?"), func() { c.view.report(c.resign()) })
	})
	k.players = def(lang.L("Players…"), nil, playing, func() { c.inWindow(c.showPlayers) })
	k.hint = def(lang.L("Hint"), shortcut(fyne.KeyH, false), func() bool { return playing() && !c.thinking() && c.allows(overlayHint) }, c.an.hint)
	// The estimate reads positions in play or after the end; it would have
	// nothing to say while stones are counted or handicap stones placed.
	k.estimate = switchOf(def(lang.L("Territory Estimate"), shortcut(fyne.KeyE, false),
		func() bool { return c.rec.showsGame() && c.allows(overlayEstimate) }, func() { c.an.setEstimate(!c.an.estimate()) }), c.an.estimate)
	k.accept = def(lang.L("Accept Score"), nil, scoring, func() { c.view.report(c.accept()) })
	k.resume = def(lang.L("Resume Play"), nil, scoring, c.resume)
	k.done = def(lang.L("Done"), nil, func() bool {
		return c.rec.phase == placing && c.rec.allPlaced()
	}, func() { c.view.report(c.doneHandicap()) })

	k.first = def(lang.L("First Move (Home)"), nil, notFirst, c.first)
	k.back10 = def(lang.L("Back 10 (Page Up)"), nil, notFirst, func() { c.back(10) })
	k.back = def(lang.L("Back (Left)"), nil, notFirst, func() { c.back(1) })
	k.forward = def(lang.L("Forward (Right)"), nil, notLast, func() { c.forward(1) })
	k.forward10 = def(lang.L("Forward 10 (Page Down)"), nil, notLast, func() { c.forward(10) })
	k.last = def(lang.L("Last Move (End)"), nil, notLast, c.last)
	k.prevVariation = def(lang.L("Previous Variation (Up)"), nil, func() bool { return c.rec.sibling(-1) != nil }, func() { c.variation(-1) })
	k.nextVariation = def(lang.L("Next Variation (Down)"), nil, func() bool { return c.rec.sibling(1) != nil }, func() { c.variation(1) })

	notRoot := func() bool { return notFirst() && c.rec.phase != placing }
	k.mainLine = def(lang.L("Make Main Line"), nil, func() bool { return !onMainLine(c.rec.tree.Current()) },
		func() { c.view.report(c.makeMainLine()) })
	k.variationUp = def(lang.L("Move Variation Up"), nil, func() bool { return c.canMoveVariation(-1) },
		func() { c.view.report(c.moveVariation(-1)) })
	k.variationDown = def(lang.L("Move Variation Down"), nil, func() bool { return c.canMoveVariation(1) },
		func() { c.view.report(c.moveVariation(1)) })
	k.deleteHere = def(lang.L("Delete This Move and After"), nil, notRoot, func() { c.view.report(c.deleteFromHere()) })
	k.deleteAfter = def(lang.L("Delete Everything After"), nil, func() bool { return notLast() && c.rec.phase != placing },
		func() { c.view.report(c.deleteAfter()) })
	k.copyBranch = def(lang.L("Copy Branch"), nil, notFirst, c.copyBranch)
	k.paste = def(lang.L("Paste Branch"), nil, func() bool { return c.vars.copied != nil && c.rec.phase != placing },
		func() { c.view.report(c.pasteBranch()) })

	hasComments := func() bool { return c.find.hasComments(c.rec.tree.Root(), c.doc.edits) }
	k.nextComment = def(lang.L("Next Comment"), shortcut(fyne.KeyRight, true), hasComments, c.find.nextComment)
	k.prevComment = def(lang.L("Previous Comment"), shortcut(fyne.KeyLeft, true), hasComments, c.find.previousComment)
	k.nextBranch = def(lang.L("Next Branch Point"), shortcut(fyne.KeyDown, true), notLast, c.find.nextBranchPoint)
	k.goToMove = def(lang.L("Go to Move…"), shortcut(fyne.KeyG, false), nil, func() { c.inWindow(c.find.showGoToMove) })
	k.find = def(lang.L("Find…"), shortcut(fyne.KeyF, false), nil, func() { c.inWindow(c.find.showFind) })
	k.findNext = def(lang.L("Find Next"), shortcut(fyne.KeyF, true), func() bool { return c.find.query != "" }, c.find.findNext)

	k.gameInfo = def(lang.L("Game Information…"), shortcut(fyne.KeyI, false), nil, func() { c.inWindow(c.showGameInfo) })
	k.tree = switchOf(def(lang.L("Game Tree"), shortcut(fyne.KeyT, false), nil, func() { c.showTree(!c.view.tree.Visible()) }),
		func() bool { return c.view.tree.Visible() })
	k.editMode = switchOf(def(lang.L("Edit Mode"), shortcut(fyne.KeyE, true),
		func() bool { return c.editor.on || c.rec.showsGame() && c.allows(overlayEdit) }, func() { c.setEditMode(!c.editMode()) }), c.editMode)
	isMove := func() bool { n := c.rec.tree.Current(); return n.Has("B") || n.Has("W") }
	for _, a := range annotations {
		can := func() bool { return c.rec.phase != placing }
		if a.move {
			can = isMove
		}
		k.annotations = append(k.annotations, def(a.label(), nil, can, func() { c.annotate(a.id, a.value) }))
	}
	// The switches kept in the preferences: the board's look, its turn and
	// the beginner's aids.
	pref := func(label, key string, def bool) *command {
		return switchOf(k.def(label, nil, nil, func() {
			c.prefs.SetBool(key, !c.prefs.BoolWithFallback(key, def))
			c.applyOptions()
			c.redraw()
		}), func() bool { return c.prefs.BoolWithFallback(key, def) })
	}
	k.coords = pref(lang.L("Coordinates"), prefCoords, true)
	k.fuzzy = pref(lang.L("Fuzzy Stone Placement"), prefFuzzy, true)
	for i, label := range []string{lang.L("Rotate Board 180°"), lang.L("Flip Horizontally"), lang.L("Flip Vertically")} {
		k.turns = append(k.turns, pref(label, turnKeys[i], false))
	}
	for _, a := range []struct{ label, key string }{
		{lang.L("Mark Groups in Atari"), prefAidAtari}, {lang.L("Mark Groups with Two Liberties"), prefAidTwoLibs},
		{lang.L("Count Liberties under the Pointer"), prefAidLibCount}, {lang.L("Teaching Mode: Warn before Losing Stones"), prefAidTeaching},
	} {
		k.aids = append(k.aids, pref(a.label, a.key, false))
	}
	k.reviewCommands(c)
	k.mistakes = (&mistakeProblems{c: c}).command(k)
	for _, m := range c.modes {
		m.commands(k)
	}
	k.block(func() mode { return c.mode }, c.modes...)
	return k
}

// navButtons are the navigation commands with their buttons' icons, in the
// order the buttons stand.
func (k *commands) navButtons() []*widget.Button {
	var out []*widget.Button
	for _, n := range []struct {
		cmd  *command
		icon fyne.Resource
	}{
		{k.first, theme.MediaSkipPreviousIcon()}, {k.back10, theme.MediaFastRewindIcon()},
		{k.back, theme.NavigateBackIcon()}, {k.forward, theme.NavigateNextIcon()},
		{k.forward10, theme.MediaFastForwardIcon()}, {k.last, theme.MediaSkipNextIcon()},
		{k.prevVariation, theme.MoveUpIcon()}, {k.nextVariation, theme.MoveDownIcon()},
	} {
		b := n.cmd.button("", n.icon)
		b.Importance = widget.LowImportance
		out = append(out, b)
	}
	return out
}

// keys are the commands of the keys that move through the record.
func (k *commands) keys() map[fyne.KeyName]*command {
	return map[fyne.KeyName]*command{
		fyne.KeyLeft: k.back, fyne.KeyRight: k.forward,
		fyne.KeyPageUp: k.back10, fyne.KeyPageDown: k.forward10,
		fyne.KeyHome: k.first, fyne.KeyEnd: k.last,
		fyne.KeyUp: k.prevVariation, fyne.KeyDown: k.nextVariation,
		// Problem mode's: the next problem and the whole board, one key each.
		fyne.KeyN: k.nextProblem, fyne.KeyZ: k.wholeBoard,
		// Help, as everywhere (a shortcut without a modifier reaches the
		// canvas as a typed key).
		fyne.KeyF1: k.learn,
	}
}

// sync brings every widget in line with what its command can do; menu is
// redrawn when one of its items changed.
func (k *commands) sync(menu *fyne.MainMenu) {
	changed := false
	for _, cmd := range k.all {
		changed = cmd.sync() || changed
	}
	if changed && menu != nil {
		menu.Refresh()
	}
}

// inWindow shows a dialog of the window, when there is one.
func (c *Controller) inWindow(show func(fyne.Window)) {
	if w := c.view.window; w != nil {
		show(w)
	}
}

// canPass reports whether the side to move may pass: in play, and not for
// the computer at the end of the line.
func (c *Controller) canPass() bool {
	return c.rec.phase == playing && !(c.seats.computer(c.rec.toMove()) && c.rec.atEnd())
}

// canUndo reports whether Undo would take something back.
func (c *Controller) canUndo() bool {
	return c.rec.phase == scoring || c.rec.canUndo()
}
