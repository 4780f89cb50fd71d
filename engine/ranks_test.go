package engine

import "testing"

// TestRankGrade: the scale runs from 30 kyu through 1 kyu to 1 dan with no
// gap and no zero, and writes itself as BR and WR do.
func TestRankGrade(t *testing.T) {
	for _, tc := range []struct {
		r    Rank
		n    int
		dan  bool
		text string
	}{
		{Kyu30, 30, false, "30k"},
		{Kyu(12), 12, false, "12k"},
		{Kyu(1), 1, false, "1k"},
		{Dan1, 1, true, "1d"},
		{Dan(3), 3, true, "3d"},
		{Dan9, 9, true, "9d"},
	} {
		n, dan := tc.r.Grade()
		if n != tc.n || dan != tc.dan || tc.r.String() != tc.text {
			t.Errorf("rank %d: %d, dan %v, %q; want %d, dan %v, %q", int(tc.r), n, dan, tc.r, tc.n, tc.dan, tc.text)
		}
	}
	if Kyu(1)+1 != Dan(1) {
		t.Errorf("1 kyu is %d and 1 dan %d: not a rank apart", Kyu(1), Dan(1))
	}
}

// TestHandicapForRanks: one stone a rank on 19x19, komi 0.5 at one stone,
// the preset's handicap komi from two stones, no more stones than the board
// allows, fewer on small boards, and a swap when White is the weaker.
func TestHandicapForRanks(t *testing.T) {
	jp := Japanese()
	for _, tc := range []struct {
		black, white     Rank
		size             int
		stones, handicap int
		komi             float64
		swap             bool
	}{
		{Kyu(10), Kyu(10), 19, 0, 0, jp.Komi, false},
		{Kyu(10), Kyu(9), 19, 1, 0, 0.5, false},
		{Kyu(10), Kyu(5), 19, 5, 5, jp.KomiFor(5), false},
		{Kyu(25), Dan1, 19, 25, 9, jp.KomiFor(9), false},
		{Kyu(5), Kyu(10), 19, 5, 5, jp.KomiFor(5), true},
		{Kyu(10), Kyu(2), 9, 2, 2, jp.KomiFor(2), false},
		{Kyu(10), Kyu(8), 9, 1, 0, 0.5, false},
		{Kyu(10), Kyu(9), 9, 1, 0, 0.5, false},
		{Kyu(10), Kyu(6), 13, 2, 2, jp.KomiFor(2), false},
		{Kyu(10), Kyu(1), 8, 2, 2, jp.KomiFor(2), false},
		{Kyu(20), Kyu(1), 8, 5, 4, jp.KomiFor(4), false},
	} {
		p := HandicapForRanks(tc.black, tc.white, jp, tc.size, tc.size)
		want := RankHandicap{Stones: tc.stones, Handicap: tc.handicap, Komi: tc.komi, Swap: tc.swap}
		if p != want {
			t.Errorf("%v against %v on %dx%d: %+v, want %+v", tc.black, tc.white, tc.size, tc.size, p, want)
		}
	}
}
