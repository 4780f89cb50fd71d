// Package schedule spaces the reviews of study material (problems, joseki
// lines): an item answered right comes back later each time, one answered
// wrong comes back within minutes and climbs again from the start, and the
// items due are taken most overdue first.
//
// It is a Leitner schedule: each right answer in a row moves an item one
// interval further (a day, three days, a week, 16 days, ...), a wrong one
// puts it back at the start. Leitner's boxes, not SM-2's ease factors: a
// learner can read the schedule ("solved three times in a row: back in a
// week"), and a problem's difficulty is already in how often it is failed.
//
// The package knows no clock: every call takes the time, so a caller's
// tests can move it.
package schedule

import (
	"slices"
	"time"
)

// Day is the unit the intervals are counted in.
const Day = 24 * time.Hour

// Card is what the schedule knows of one item.
type Card struct {
	// Streak is how many answers in a row were right: it picks the next
	// interval.
	Streak int
	// Due is when the item should come back; zero for an item never
	// answered.
	Due time.Time
}

// New reports whether the item was never answered.
func (c Card) New() bool { return c.Due.IsZero() }

// DueAt reports whether the item should be taken again at now.
func (c Card) DueAt(now time.Time) bool { return !c.New() && !now.Before(c.Due) }

// Schedule is how far apart the reviews are.
type Schedule struct {
	// Intervals are the waits after the first right answer in a row, the
	// second, and so on; the last one repeats.
	Intervals []time.Duration
	// Relearn is the wait after a wrong answer: short, so that the item
	// comes back in the same sitting, once the answer seen is no longer in
	// the eye.
	Relearn time.Duration
}

// Default returns the schedule of the program's problems: 1, 3, 7, 16, 35,
// 75 and 160 days (each a little more than twice the one before, as
// memory fades slower after each recall), and ten minutes after a failure.
func Default() Schedule {
	return Schedule{
		Intervals: []time.Duration{Day, 3 * Day, 7 * Day, 16 * Day, 35 * Day, 75 * Day, 160 * Day},
		Relearn:   10 * time.Minute,
	}
}

// Answer returns the card after an answer at now. A wrong answer starts the
// item over, due after Relearn. A right one waits the next interval; but a
// right answer before the item is due changes nothing: solving a problem
// again a minute after it was seen shows no memory, and must not push it a
// week away.
func (s Schedule) Answer(c Card, right bool, now time.Time) Card {
	if !right {
		return Card{Due: now.Add(s.Relearn)}
	}
	if !c.New() && now.Before(c.Due) {
		return c
	}
	if len(s.Intervals) == 0 {
		return Card{Streak: c.Streak + 1, Due: now}
	}
	wait := s.Intervals[min(c.Streak, len(s.Intervals)-1)]
	return Card{Streak: c.Streak + 1, Due: now.Add(wait)}
}

// Due returns the indexes of the cards due at now, the most overdue first;
// cards due at the same time keep their order.
func Due(cards []Card, now time.Time) []int {
	var out []int
	for i, c := range cards {
		if c.DueAt(now) {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int { return cards[a].Due.Compare(cards[b].Due) })
	return out
}
