package schedule

import (
	"slices"
	"testing"
	"time"
)

var start = time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)

// TestIntervalsGrow: each right answer in a row, taken when due, waits
// the next interval; a wrong one brings the item back in minutes and the
// climb starts over.
func TestIntervalsGrow(t *testing.T) {
	s := Default()
	now, c := start, Card{}
	if !c.New() || c.DueAt(now) {
		t.Fatalf("a new card: new %v, due %v", c.New(), c.DueAt(now))
	}
	for i, want := range []time.Duration{Day, 3 * Day, 7 * Day, 16 * Day, 35 * Day, 75 * Day, 160 * Day, 160 * Day} {
		c = s.Answer(c, true, now)
		if got := c.Due.Sub(now); got != want {
			t.Fatalf("right answer %d waits %v, want %v", i+1, got, want)
		}
		if c.DueAt(now) || !c.DueAt(c.Due) {
			t.Fatalf("right answer %d: due at once %v, due when the wait is over %v", i+1, c.DueAt(now), c.DueAt(c.Due))
		}
		now = c.Due.Add(time.Hour)
	}
	c = s.Answer(c, false, now)
	if c.Streak != 0 || c.Due.Sub(now) != 10*time.Minute {
		t.Fatalf("after a wrong answer: %+v, want streak 0 due in 10 minutes", c)
	}
	now = c.Due
	if c = s.Answer(c, true, now); c.Due.Sub(now) != Day {
		t.Errorf("the first right answer after a failure waits %v, want a day", c.Due.Sub(now))
	}
}

// TestEarlyRightAnswerChangesNothing: solving an item again before it is
// due does not push it further away; failing it early still starts it over.
func TestEarlyRightAnswerChangesNothing(t *testing.T) {
	s := Default()
	c := s.Answer(s.Answer(Card{}, true, start), true, start.Add(2*Day))
	if c.Streak != 2 {
		t.Fatalf("streak %d, want 2", c.Streak)
	}
	early := start.Add(3 * Day)
	if got := s.Answer(c, true, early); got != c {
		t.Errorf("an early right answer changed %+v into %+v", c, got)
	}
	if got := s.Answer(c, false, early); got.Streak != 0 || !got.Due.Equal(early.Add(s.Relearn)) {
		t.Errorf("an early wrong answer gave %+v", got)
	}
}

// TestDueMostOverdueFirst: only the cards due are listed, the one waiting
// longest first, ties in their order.
func TestDueMostOverdueFirst(t *testing.T) {
	now := start
	cards := []Card{
		{Due: now.Add(-time.Hour)},      // due an hour ago
		{},                              // new: not due
		{Due: now.Add(-3 * Day)},        // the most overdue
		{Due: now.Add(time.Minute)},     // not yet
		{Due: now},                      // due just now
		{Due: now.Add(-time.Hour)},      // as overdue as the first
		{Streak: 4, Due: now.Add(-Day)}, // a streak does not change the order
	}
	if got, want := Due(cards, now), []int{2, 6, 0, 5, 4}; !slices.Equal(got, want) {
		t.Errorf("due %v, want %v", got, want)
	}
	if got := Due(cards, now.Add(-4*Day)); len(got) != 0 {
		t.Errorf("four days earlier, due %v, want none", got)
	}
}
