package main

import (
	"fmt"
	"io"
	"math"

	"github.com/torreya/torreya/ai"
)

// priorGames is the weak prior of every feature value: this many virtual
// wins and as many virtual losses against an opponent of gamma 1, so that a
// value seen a few times stays near 1.
const priorGames = 2

// fit returns the gammas that maximise the likelihood of the moves played in
// d (with the prior), after iters rounds of Coulom's minorization-
// maximization: each round updates one feature group at a time,
//
//	gamma_i <- W_i / sum_j C_ij / E_j
//
// where W_i is the number of moves played that have value i, E_j the sum of
// the strengths of position j's alternatives, and C_ij the sum of the
// strengths of its alternatives with value i, each divided by gamma_i.
func fit(d *dataset, iters int) *ai.Gammas {
	var gam, wins, den [ai.FeatureGroups][]float64
	var present [ai.FeatureGroups][]bool
	for g := range gam {
		n := ai.FeatureValues(g)
		gam[g], wins[g], den[g], present[g] = make([]float64, n), make([]float64, n), make([]float64, n), make([]bool, n)
		for v := range gam[g] {
			gam[g][v] = 1
		}
	}
	for _, f := range d.teams {
		for g, v := range f {
			present[g][v] = true
		}
	}
	for _, t := range d.chosen {
		for g, v := range d.teams[t] {
			wins[g][v]++
		}
	}
	strength := make([]float64, len(d.teams))
	total := make([]float64, len(d.chosen))
	for it := 0; it < iters; it++ {
		for g := range gam {
			for t, f := range d.teams {
				s := 1.0
				for h, v := range f {
					s *= gam[h][v]
				}
				strength[t] = s
			}
			for j := range d.chosen {
				e := 0.0
				for _, x := range d.entries[d.start[j]:d.start[j+1]] {
					e += float64(x.count) * strength[x.team]
				}
				total[j] = e
			}
			for v := range den[g] {
				den[g][v] = 2 * priorGames / (gam[g][v] + 1)
			}
			for j := range d.chosen {
				for _, x := range d.entries[d.start[j]:d.start[j+1]] {
					v := d.teams[x.team][g]
					den[g][v] += float64(x.count) * strength[x.team] / gam[g][v] / total[j]
				}
			}
			for v, ok := range present[g] {
				if ok {
					gam[g][v] = (wins[g][v] + priorGames) / den[g][v]
				}
			}
		}
	}
	out := ai.NewGammas()
	for g := range gam {
		for v, ok := range present[g] {
			if ok {
				out.G[g][v] = float32(gam[g][v])
			}
		}
	}
	return out
}

// score is how well gammas predict the moves played in d: the mean log-
// likelihood of the move played, and the chances it is ranked first and in
// the first five.
func score(d *dataset, gam *ai.Gammas) (ll, top1, top5 float64) {
	for j, t := range d.chosen {
		s := gam.Strength(d.teams[t])
		e, better, tied := 0.0, 0, -1 // the move played ties with itself
		for _, x := range d.entries[d.start[j]:d.start[j+1]] {
			y := gam.Strength(d.teams[x.team])
			e += float64(x.count) * y
			switch {
			case y > s:
				better += int(x.count)
			case y == s:
				tied += int(x.count)
			}
		}
		ll += math.Log(s / e)
		top1 += rankShare(better, tied, 1)
		top5 += rankShare(better, tied, 5)
	}
	n := float64(len(d.chosen))
	return ll / n, top1 / n, top5 / n
}

// report prints how well gam and the hand-made priors predict the moves
// played in the held-out positions d.
func report(w io.Writer, d *dataset, gam *ai.Gammas) {
	n := float64(len(d.chosen))
	ll, top1, top5 := score(d, gam)
	ull, _, _ := score(d, ai.NewGammas())
	hand1, hand5 := 0.0, 0.0
	for j := range d.chosen {
		hand1 += d.handTop1[j]
		hand5 += d.handTop5[j]
	}
	fmt.Fprintf(w, "held out, %d positions:\n", len(d.chosen))
	fmt.Fprintf(w, "  learned gammas:   top-1 %.1f%%, top-5 %.1f%%, log-likelihood %.3f a move\n", 100*top1, 100*top5, ll)
	fmt.Fprintf(w, "  hand-made priors: top-1 %.1f%%, top-5 %.1f%%\n", 100*hand1/n, 100*hand5/n)
	fmt.Fprintf(w, "  uniform:          log-likelihood %.3f a move\n", ull)
}
