package ai

import (
	"math"

	"github.com/torreya/torreya/engine"
)

// scoreHist counts the final scores (Black's area less White's) of the
// playouts below each root move of a search, for the candidates' leads: a
// histogram a move, score s of move p at counts[p*bins+s+area].
type scoreHist struct {
	area, bins int
	counts     []int32
}

// reset empties h for a search on b.
func (h *scoreHist) reset(b *engine.Board) {
	h.area = b.Width() * b.Height()
	h.bins = 2*h.area + 1
	need := (int(engine.Pt(b.Width()-1, b.Height()-1)) + 1) * h.bins
	if cap(h.counts) < need {
		h.counts = make([]int32, need)
		return
	}
	h.counts = h.counts[:need]
	clear(h.counts)
}

// add counts a playout below root move p that ended with score.
func (h *scoreHist) add(p engine.Point, score int) {
	h.counts[int(p)*h.bins+score+h.area]++
}

// scoreDist describes the final scores of the playouts below one root move.
type scoreDist struct {
	n           int64
	mean, stdev float64
	median      float64 // the score the playouts exceed half the time
}

// scoresOf returns the distribution of the final scores below root move p,
// over the playouters' histograms.
func scoresOf(ws []*playouter, p engine.Point) scoreDist {
	h := &ws[0].scores
	if len(h.counts) == 0 {
		return scoreDist{}
	}
	counts := make([]int64, h.bins)
	for _, w := range ws {
		for i, k := range w.scores.counts[int(p)*h.bins : (int(p)+1)*h.bins] {
			counts[i] += int64(k)
		}
	}
	return distribution(counts, h.area)
}

// moveSpread is how far, in points, the leads of a position's candidate
// moves typically stand from the position's own: the prior that weight
// weighs a move's playouts against.
const moveSpread = 10.0

// weight says how far a move's own scores d are to be believed against the
// position's: a move read a few times has a median that its playouts'
// wide spread (their standard deviation over the square root of their
// number) leaves far less certain than the moves' own differences, and its
// figures stay near the position's; one read often stands on its own.
func (d scoreDist) weight() float64 {
	if d.n == 0 {
		return 0
	}
	noise := d.stdev * d.stdev / float64(d.n)
	return moveSpread * moveSpread / (moveSpread*moveSpread + noise)
}

// rootScores returns the distribution of the final scores of all the
// playouts below the root's moves.
func rootScores(ws []*playouter) scoreDist {
	h := &ws[0].scores
	if len(h.counts) == 0 {
		return scoreDist{}
	}
	counts := make([]int64, h.bins)
	for _, w := range ws {
		for i, k := range w.scores.counts {
			counts[i%h.bins] += int64(k)
		}
	}
	return distribution(counts, h.area)
}

// distribution describes the scores counted in counts, score s at s+area.
// The median takes each integer score as spread evenly over the unit around
// it, so that it moves smoothly with the counts: it is the komi at which the
// playouts would be won and lost equally often, and so the score lead as
// KataGo means it (the change of komi that makes the game even).
func distribution(counts []int64, area int) scoreDist {
	var d scoreDist
	var sum, sq float64
	for i, k := range counts {
		s := float64(i - area)
		d.n += k
		sum += float64(k) * s
		sq += float64(k) * s * s
	}
	if d.n == 0 {
		return d
	}
	n := float64(d.n)
	d.mean = sum / n
	d.stdev = math.Sqrt(max(0, sq/n-d.mean*d.mean))
	half, below := n/2, 0.0
	for i, k := range counts {
		if k == 0 {
			continue
		}
		if below+float64(k) >= half {
			d.median = float64(i-area) - 0.5 + (half-below)/float64(k)
			break
		}
		below += float64(k)
	}
	return d
}

// spreadFloor is, for each point of the board, the variance that
// scoreSpread adds for what the playouts misjudge even where they agree (a
// seki, a group both sides think dead, a count they get wrong): 8 points of
// standard deviation on 19x19, fewer on smaller boards. Fitted on 15
// counted 19x19 records of the test corpus (positions every 8 moves, 1,000
// playouts each): without it the last third of each game missed the final
// count by 1.33 standard deviations on average (root mean square), with it
// by 1.00.
const spreadFloor = 8.0 * 8.0 / (19 * 19)

// scoreSpread returns the standard deviation of the final score that the
// ownership o of b's position leaves open. The playouts' own scores spread
// far wider (about 60 points on an empty 19x19 board), as their random
// moves kill groups on both sides that no player would lose; the points
// still open are what a game between players leaves to chance. A point
// owned by Black with probability q adds the variance of its count, 1-o²
// (o = 2q-1), to the sum, as if each were settled apart from the others,
// and spreadFloor adds the playouts' own misjudgement.
func scoreSpread(o *Ownership, b *engine.Board) float64 {
	v := spreadFloor * float64(b.Width()*b.Height())
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			q := o.At(engine.Pt(x, y))
			v += 1 - q*q
		}
	}
	return math.Sqrt(v)
}

// winChance returns the chance that a final score with the given lead and
// standard deviation ends above zero: the normal distribution's, which
// turns the score into a chance to win that moves with the lead, where the
// share of the playouts won stays near one half while their scores spread
// so wide.
func winChance(lead, stdev float64) float64 {
	if stdev <= 0 {
		switch {
		case lead > 0:
			return 1
		case lead < 0:
			return 0
		}
		return 0.5
	}
	return 0.5 * math.Erfc(-lead/(stdev*math.Sqrt2))
}
