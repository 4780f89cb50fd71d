package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
)

// stallAfter is how long a computer player may think before the person is
// told and offered to play on: longer than any built-in level takes, short
// enough that a hung engine is not mistaken for a slow one for long.
const stallAfter = 15 * time.Second

// stallWatch watches the computer's turn. An engine that never answers
// would leave the game waiting for ever, Pass disabled and nothing said;
// after stallAfter a bar above the board says how long it has been
// thinking, and offers to keep waiting or to stop it and play on, the game
// kept, the person taking over its stones.
type stallWatch struct {
	c        *Controller
	box      *fyne.Container
	title    *widget.Label
	detail   *widget.Label
	waiting  *fyne.Container // Keep Waiting and Stop It and Play On
	dismiss  *widget.Button  // closes the word of a player that failed
	col      engine.Color    // whose player is watched
	gen      uint64          // the think job's generation watched
	since    time.Time       // when it started thinking
	nagFrom  time.Time       // when the bar may show: since, or when the person chose to wait
	stopTick func()          // stops the ticker; nil when nothing is watched
}

// newStallWatch makes the watch with its bar, hidden.
func newStallWatch(c *Controller) *stallWatch {
	s := &stallWatch{c: c, title: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), detail: widget.NewLabel("")}
	s.title.Wrapping = fyne.TextWrapWord
	s.detail.Wrapping = fyne.TextWrapWord
	stop := widget.NewButtonWithIcon(lang.L("Stop It and Play On"), theme.MediaStopIcon(), s.playOn)
	stop.Importance = widget.HighImportance
	wait := widget.NewButton(lang.L("Keep Waiting"), s.keepWaiting)
	s.waiting = container.NewHBox(wait, stop)
	s.dismiss = widget.NewButtonWithIcon("", theme.CancelIcon(), func() { s.box.Hide() })
	s.dismiss.Importance = widget.LowImportance
	s.dismiss.Hide()
	s.box = barBox(s.title, container.NewHBox(s.waiting, s.dismiss), s.detail)
	return s
}

// start watches the computer player of col, whose move c.think now seeks.
func (s *stallWatch) start(col engine.Color) {
	s.end()
	s.col, s.gen = col, s.c.think.gen
	s.since = s.c.deps.Now()
	s.nagFrom = s.since
	s.stopTick = s.c.deps.Tick(time.Second, s.check)
}

// check shows the bar once the player has thought too long, and ends the
// watch when it answered or its search was stopped.
func (s *stallWatch) check() {
	if s.stopTick == nil {
		return
	}
	if !s.c.think.running() || s.c.think.gen != s.gen {
		s.end()
		return
	}
	now := s.c.deps.Now()
	if now.Sub(s.nagFrom) < stallAfter {
		return
	}
	s.title.SetText(fmt.Sprintf(lang.L("%s has been thinking for %s."), s.who(), formatClock(now.Sub(s.since), 0, false)))
	s.detail.SetText(lang.L("An engine that does not answer may have hung. Stop it to play on: the game is kept, and you play its stones."))
	s.waiting.Show()
	s.dismiss.Hide()
	if s.box.Hidden {
		s.box.Show()
	}
}

// follow ends the watch when the move it waits for is no longer sought (an
// undo, a new game): the redraw after every change calls it.
func (s *stallWatch) follow() {
	if s.stopTick != nil && (!s.c.think.running() || s.c.think.gen != s.gen) {
		s.end()
	}
}

// end stops watching and hides the bar.
func (s *stallWatch) end() {
	if s.stopTick != nil {
		s.stopTick()
		s.stopTick = nil
	}
	if !s.box.Hidden {
		s.box.Hide()
	}
}

// showing reports whether the bar is up.
func (s *stallWatch) showing() bool { return !s.box.Hidden }

// who names the watched player: its colour and its name.
func (s *stallWatch) who() string {
	name := colorName(s.col)
	if p := s.c.seats.players[s.col]; p != nil {
		name = fmt.Sprintf("%s (%s)", name, p.Name())
	}
	return name
}

// failed tells that the player of col failed to give a move (it crashed,
// stopped answering or chose an illegal move) and gives its stones to the
// person: otherwise the game would wait on a player that will not move.
// why is the player's own account, kept for the curious below the words.
func (s *stallWatch) failed(col engine.Color, why string) {
	s.end()
	s.col = col
	who := s.who()
	s.c.seats.unseat(col)
	s.c.followSeats()
	s.title.SetText(fmt.Sprintf(lang.L("%s could not give a move, so you play %s now."), who, colorName(col)))
	s.detail.SetText(lang.L("The game is kept. Game > Players… seats another player.") + "\n" + clipText(why, maxShownName))
	s.waiting.Hide()
	s.dismiss.Show()
	s.box.Show()
}

// keepWaiting hides the bar; it comes back after stallAfter more.
func (s *stallWatch) keepWaiting() {
	s.nagFrom = s.c.deps.Now()
	s.box.Hide()
}

// playOn stops the watched player and gives its stones to the person: the
// game stays as it is, and it is the person's turn.
func (s *stallWatch) playOn() {
	c := s.c
	col := s.col
	s.end()
	c.think.stop()
	c.seats.unseat(col)
	c.followSeats()
	c.redraw()
	c.setStatus(fmt.Sprintf(lang.L("The computer player was stopped, and you play %s now. Game > Players… seats another."), colorName(col)))
}
