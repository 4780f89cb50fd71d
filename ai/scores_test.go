package ai

import (
	"math"
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestDistribution: the mean, standard deviation and median of counted
// scores, the median taking each score as spread over the unit around it.
func TestDistribution(t *testing.T) {
	const area = 4
	counts := make([]int64, 2*area+1)
	// Scores -3 once, 1 twice, 3 once: half the playouts score above 1.
	counts[-3+area], counts[1+area], counts[3+area] = 1, 2, 1
	d := distribution(counts, area)
	if d.n != 4 || d.mean != 0.5 || math.Abs(d.stdev-math.Sqrt(4.75)) > 1e-12 || d.median != 1 {
		t.Errorf("got %+v, want 4 scores, mean 0.5, stdev %.3f, median 1", d, math.Sqrt(4.75))
	}
	// Skewed: many small wins and a few big losses pull the mean, not the median.
	counts = make([]int64, 2*area+1)
	counts[1+area], counts[-4+area] = 8, 3
	if d := distribution(counts, area); d.median <= 0 || d.mean >= 0 {
		t.Errorf("mean %v, median %v: want the mean below zero and the median above", d.mean, d.median)
	}
	if d := distribution(make([]int64, 2*area+1), area); d.n != 0 || d.median != 0 {
		t.Errorf("no scores: %+v", d)
	}
}

// TestWinChance: a lead of zero is even, a lead of one standard deviation
// is about 84 %, and the chance is symmetric.
func TestWinChance(t *testing.T) {
	for _, tc := range []struct{ lead, sd, want float64 }{
		{0, 10, 0.5}, {10, 10, 0.8413}, {-10, 10, 0.1587}, {3, 0, 1}, {-3, 0, 0}, {0, 0, 0.5},
	} {
		if got := winChance(tc.lead, tc.sd); math.Abs(got-tc.want) > 1e-4 {
			t.Errorf("winChance(%v, %v) = %.4f, want %.4f", tc.lead, tc.sd, got, tc.want)
		}
	}
}

// TestScoreSpread: on an empty 19x19 board, every point open, the spread is
// about 20 points, a third of the playouts' own; on a settled board only the
// floor of 8 points is left.
func TestScoreSpread(t *testing.T) {
	b, err := engine.NewBoard(19, 19)
	if err != nil {
		t.Fatal(err)
	}
	open := make([]float64, 361)
	settled := make([]float64, 361)
	for i := range settled {
		settled[i] = 1
	}
	for _, tc := range []struct {
		own  []float64
		want float64
	}{{open, math.Sqrt(361 + 64)}, {settled, 8}} {
		o, err := NewOwnership(19, 19, tc.own)
		if err != nil {
			t.Fatal(err)
		}
		if got := scoreSpread(o, b); math.Abs(got-tc.want) > 1e-4 {
			t.Errorf("spread %.3f, want %.3f", got, tc.want)
		}
	}
}
