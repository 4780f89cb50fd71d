package ui

import (
	"slices"

	"fyne.io/fyne/v2/dialog"
)

// dialogs are the program's dialogs open in the window, the last shown on
// top: Escape closes the top one as its Close or Cancel button would, and
// the board's keys rest while any is open, since the board is behind it.
type dialogs struct{ open []dialog.Dialog }

// show shows d and keeps it until it closes, however it is closed.
func (s *dialogs) show(d dialog.Dialog) {
	s.open = append(s.open, d)
	d.SetOnClosed(func() {
		s.open = slices.DeleteFunc(s.open, func(x dialog.Dialog) bool { return x == d })
	})
	d.Show()
}

// escape closes the top dialog, as its dismiss button would; it reports
// whether one was open.
func (s *dialogs) escape() bool {
	n := len(s.open)
	if n == 0 {
		return false
	}
	s.open[n-1].Hide() // Hide answers a confirmation "no" and runs its OnClosed
	return true
}
