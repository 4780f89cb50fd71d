package engine

import "testing"

// TestScoreResult: Black's margin names the winner and gives the margin as
// RE writes it.
func TestScoreResult(t *testing.T) {
	for _, tc := range []struct {
		margin float64
		want   string
	}{{3.5, "B+3.5"}, {-1, "W+1"}, {0, "0"}, {-0.5, "W+0.5"}} {
		r := ScoreResult(tc.margin)
		if r.Reason != ByScore || r.String() != tc.want {
			t.Errorf("ScoreResult(%v) = %+v (%q), want %q", tc.margin, r, r.String(), tc.want)
		}
	}
}
