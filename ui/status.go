package ui

import "fyne.io/fyne/v2/widget"

// statusLine is the line under the board. It says what just happened, and
// while the pointer rests on an illegal point, why it is illegal; when the
// pointer moves on, the line before comes back.
type statusLine struct {
	label    *widget.Label
	hovering bool   // the line explains the point under the pointer
	before   string // the line before that
}

func (s *statusLine) text() string { return s.label.Text }

// set says s.
func (s *statusLine) set(text string) {
	s.hovering = false
	s.label.SetText(text)
}

// hover explains the point under the pointer.
func (s *statusLine) hover(text string) {
	if !s.hovering {
		s.before = s.label.Text
	}
	s.hovering = true
	s.label.SetText(text)
}

// unhover puts back the line from before the hover.
func (s *statusLine) unhover() {
	if s.hovering {
		s.set(s.before)
	}
}
