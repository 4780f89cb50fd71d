package main

import (
	"cmp"
	"fmt"
	"io/fs"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// holdoutEvery: every holdoutEvery-th record, in name order, is held out.
const holdoutEvery = 10

// records returns the SGF files under dir, in name order.
func records(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			files = append(files, path)
		}
		return nil
	})
	slices.Sort(files)
	return files, err
}

// A team is the features of one move. Teams are shared: a dataset keeps
// each distinct one once.
type entry struct {
	team  int32
	count int32 // moves of the position with this team
}

// dataset holds positions as lists of teams: position j's alternatives are
// entries[start[j]:start[j+1]], and the move played has team chosen[j].
type dataset struct {
	teams   []ai.Features
	index   map[ai.Features]int32
	entries []entry
	start   []int
	chosen  []int32
	// handTop1[j] and handTop5[j] are the chances that the hand-made priors
	// (their prior win rate) rank the move played first, or in the first
	// five, ties broken at random.
	handTop1, handTop5 []float64
	seen               map[int32]int // scratch for addPosition
	// large[k] gives the listed large patterns of size k their value in
	// group FeatureLarge+k.
	large [ai.LargeSizes]map[uint64]uint16
}

func (d *dataset) init(large *[ai.LargeSizes][]uint64) {
	for k, list := range large {
		d.large[k] = make(map[uint64]uint16, len(list))
		for i, code := range list {
			d.large[k][code] = uint16(i + 1)
		}
	}
	d.index = map[ai.Features]int32{}
	d.seen = map[int32]int{}
	d.start = []int{0}
}

func (d *dataset) team(f ai.Features) int32 {
	t, ok := d.index[f]
	if !ok {
		t = int32(len(d.teams))
		d.teams = append(d.teams, f)
		d.index[f] = t
	}
	return t
}

// largeMin is how many times the training records must play a large
// pattern for it to get a gamma of its own.
const largeMin = 5

// countLarge counts the large patterns of each size of the moves played in
// the record at path into counts.
func countLarge(path string, counts *[ai.LargeSizes]map[uint64]int) error {
	return eachMove(path, func(b *engine.Board, m engine.Move, _, _ engine.Point) {
		for k, code := range ai.LargePatterns(b, m.Color, m.Point) {
			counts[k][code]++
		}
	})
}

// largeList returns the large patterns counted at least min times, rising,
// and no more than a table holds: the most played first when there are more.
func largeList(counts map[uint64]int, min int) []uint64 {
	var list []uint64
	for code, n := range counts {
		if n >= min {
			list = append(list, code)
		}
	}
	if limit := ai.FeatureValues(ai.FeatureLarge) - 1; len(list) > limit {
		slices.SortFunc(list, func(a, b uint64) int {
			if counts[a] != counts[b] {
				return counts[b] - counts[a]
			}
			return cmp.Compare(a, b)
		})
		list = list[:limit]
	}
	slices.Sort(list)
	return list
}

// ownerPlayouts is how many playouts map each training position's owners
// (ai.FeatureOwner) unless told otherwise; the search uses more, but 64
// place a point's share within its step of a ninth most of the time.
const ownerPlayouts = 64

// A position is one move of a record: the alternatives the search would
// consider, and which of them was played.
type position struct {
	alts   []ai.Alternative
	played int
}

// readRecord returns the positions of the main line of every game in the
// record at path (eachMove), each move but a pass and those the search
// would not consider (filling an own eye), with the owners mapped by
// owners of m's playouts (none: no owner feature) on a board the search
// maps them on (ai.MapsOwners; 0 on the others, as in the search), the
// k-th position's seeded with seed+k, so that a record always gives the
// same features.
func readRecord(path string, m *ai.MCTS, owners int, seed uint64) ([]position, error) {
	var out []position
	err := eachMove(path, func(b *engine.Board, mv engine.Move, last, last2 engine.Point) {
		alts := ai.Alternatives(b, mv.Color, last, last2)
		played := slices.IndexFunc(alts, func(a ai.Alternative) bool { return a.Point == mv.Point })
		if played < 0 {
			return
		}
		if owners > 0 && ai.MapsOwners(b.Width(), b.Height()) {
			own := m.Owners(b, mv.Color, last, last2, owners, seed+uint64(len(out)))
			for i := range alts {
				alts[i].Features[ai.FeatureOwner] = own.Value(mv.Color, alts[i].Point)
			}
		}
		out = append(out, position{alts, played})
	})
	return out, err
}

// readRecords reads the records files with readRecord, owners playouts a
// position, on every CPU, a few at a time, and hands each one's positions
// (or its error) to add in order. The i-th record's playouts are seeded
// from i alone.
func readRecords(files []string, owners int, add func(i int, pos []position, err error)) {
	workers := runtime.NumCPU()
	players := make([]*ai.MCTS, workers)
	for i := range players {
		players[i] = ai.New(ai.Options{Threads: 1, Seed: 1})
	}
	for lo := 0; lo < len(files); lo += workers {
		hi := min(lo+workers, len(files))
		pos := make([][]position, hi-lo)
		errs := make([]error, hi-lo)
		var wg sync.WaitGroup
		for i := lo; i < hi; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				pos[i-lo], errs[i-lo] = readRecord(files[i], players[i-lo], owners, uint64(i+1)<<32)
			}(i)
		}
		wg.Wait()
		for i := lo; i < hi; i++ {
			add(i, pos[i-lo], errs[i-lo])
		}
	}
}

// eachMove calls f with every position of the main line of every game in
// the record at path where a stone is played: the board before the move,
// the move, and the two moves before it (Pass for none).
func eachMove(path string, f func(b *engine.Board, m engine.Move, last, last2 engine.Point)) error {
	c, err := sgf.ReadFile(path)
	if err != nil {
		return err
	}
	for _, root := range c.Games {
		tr, err := sgf.NewTree(root)
		if err != nil {
			return err
		}
		line := root.MainLine()
		g, err := tr.Game(line[len(line)-1], sgf.Replay{Illegal: sgf.Refuse, Setup: sgf.Refuse})
		if err != nil {
			return err
		}
		b := g.Setup()
		last, last2 := engine.Pass, engine.Pass
		for _, m := range g.Moves() {
			if m.Point == engine.Pass {
				b.Pass()
			} else {
				f(b, m, last, last2)
				if _, err := b.Play(m.Color, m.Point); err != nil {
					return fmt.Errorf("move %s: %w", engine.Vertex(m.Point, b.Height()), err)
				}
			}
			last, last2 = m.Point, last
		}
	}
	return nil
}

// addPosition adds a position: its alternatives with their features, and
// the move played.
func (d *dataset) addPosition(alts []ai.Alternative, played int) {
	clear(d.seen)
	for i := range alts {
		for k, code := range alts[i].Large {
			alts[i].Features[ai.FeatureLarge+k] = d.large[k][code]
		}
	}
	for _, a := range alts {
		t := d.team(a.Features)
		if k, ok := d.seen[t]; ok {
			d.entries[k].count++
			continue
		}
		d.seen[t] = len(d.entries)
		d.entries = append(d.entries, entry{team: t, count: 1})
	}
	d.start = append(d.start, len(d.entries))
	d.chosen = append(d.chosen, d.team(alts[played].Features))
	hand := func(a ai.Alternative) float64 { return float64(a.HandWins) / float64(a.HandVisits) }
	d.handTop1 = append(d.handTop1, topShare(alts, played, hand, 1))
	d.handTop5 = append(d.handTop5, topShare(alts, played, hand, 5))
}

// topShare is the chance that the alternative played is among the k
// ranked highest by score, ties broken at random.
func topShare(alts []ai.Alternative, played int, score func(ai.Alternative) float64, k int) float64 {
	s := score(alts[played])
	better, tied := 0, 0
	for i, a := range alts {
		switch x := score(a); {
		case i == played:
		case x > s:
			better++
		case x == s:
			tied++
		}
	}
	return rankShare(better, tied, k)
}

// rankShare is the chance that a move with better moves ranked above it and
// tied others beside it is among the first k, ties broken at random.
func rankShare(better, tied, k int) float64 {
	return max(0, min(1, float64(k-better)/float64(tied+1)))
}
