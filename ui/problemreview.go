package ui

import (
	"fmt"
	"math"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine/study/schedule"
)

// The review of problems at spaced intervals: the first result of each
// visit to a problem schedules its next review (engine/study/schedule),
// kept with its progress (progressStore.record): a failed problem comes
// back in minutes, a solved one after a day, then three, a week and more
// with each success in a row. A set's problems due are offered in the
// problem bar, the list and the Study menu, and taken the most overdue
// first; the list says when each comes back.

// card returns the problem's review schedule. Progress saved before there
// was a schedule has a result and a last visit, but no due time: a problem
// failed is due from that visit, one solved a day after it, as if the
// schedule had been kept then.
func (p problemProgress) card() schedule.Card {
	if p.Due.IsZero() && !p.Last.IsZero() {
		switch p.Result {
		case resultSolved:
			return schedule.Card{Streak: 1, Due: p.Last.Add(schedule.Day)}
		case resultFailed:
			return schedule.Card{Due: p.Last}
		}
	}
	return schedule.Card{Streak: p.Streak, Due: p.Due}
}

// due returns the indexes of the set's problems due for review at now,
// the most overdue first.
func (s *problemSet) due(now time.Time) []int {
	cards := make([]schedule.Card, len(s.entries))
	for i, e := range s.entries {
		cards[i] = s.store.get(s.key, e.name).card()
	}
	return schedule.Due(cards, now)
}

// dueOnly takes only the problems due for review at now, the most overdue
// first; it reports false, changing nothing, when none is.
func (s *problemSet) dueOnly(now time.Time) bool {
	due := s.due(now)
	if len(due) == 0 {
		return false
	}
	s.order, s.pos, s.taken = due, 0, takeDue
	return true
}

// dueCount is how many problems of the set shown are due for review.
func (pm *problemMode) dueCount() int {
	if !pm.on() || pm.set == nil {
		return 0
	}
	return len(pm.set.due(pm.c.deps.Now()))
}

// dueOffer is the number the problem bar offers to review: the problems
// due, as the status line counts them; during a review, only those the
// review has not reached (the one on the board is being taken), once Next
// leads to no other.
func (pm *problemMode) dueOffer() int {
	s := pm.set
	switch {
	case !pm.on() || s == nil:
		return 0
	case s.taken != takeDue:
		return pm.dueCount()
	case s.step(1) >= 0:
		return 0
	}
	n := 0
	for _, i := range s.due(pm.c.deps.Now()) {
		if i != s.index {
			n++
		}
	}
	return n
}

// beginnerDue counts the program's beginner problems due for review, by
// the progress kept: with no set open, Review Due Problems takes them, and
// the start says so.
func (pm *problemMode) beginnerDue() int {
	now, n := pm.c.deps.Now(), 0
	for _, p := range pm.c.progressStore().sets[beginnerKey] {
		if p.card().DueAt(now) {
			n++
		}
	}
	return n
}

// canReviewDue reports whether there are problems due to review: in the
// set open, or, with none, among the beginner problems.
func (pm *problemMode) canReviewDue() bool {
	if pm.on() && pm.set != nil {
		return pm.dueCount() > 0
	}
	return pm.beginnerDue() > 0
}

// OfferReview says at the start when beginner problems are due for review.
func (c *Controller) OfferReview() {
	if n := c.problems.beginnerDue(); n > 0 {
		c.setStatus(fmt.Sprintf(lang.N("%d beginner problems are due for review: Study > Review Due Problems.", n), n))
	}
}

// reviewDue takes the problems due for review, from the most overdue:
// Next Problem goes from one to the next. With no set open, it opens the
// beginner problems to take theirs.
func (pm *problemMode) reviewDue() {
	c := pm.c
	set := pm.set
	if !pm.on() || set == nil {
		pm.openBeginner(pm.reviewDue)
		return
	}
	if !set.dueOnly(c.deps.Now()) {
		c.setStatus(lang.L("No problem of this set is due for review."))
		return
	}
	pm.openProblem(set.order[0])
}

// dueWords says when a problem comes back for review: "" for one never
// tried.
func dueWords(p problemProgress, now time.Time) string {
	card := p.card()
	switch {
	case card.New():
		return ""
	case card.DueAt(now):
		return lang.L("Due for review")
	}
	wait := card.Due.Sub(now)
	switch {
	case wait < time.Hour:
		n := max(1, int(math.Ceil(wait.Minutes())))
		return fmt.Sprintf(lang.N("Review in %d minutes", n), n)
	case wait < schedule.Day-30*time.Minute:
		n := int(math.Round(wait.Hours()))
		return fmt.Sprintf(lang.N("Review in %d hours", n), n)
	}
	n := max(1, int(math.Round(wait.Hours()/24)))
	return fmt.Sprintf(lang.N("Review in %d days", n), n)
}
