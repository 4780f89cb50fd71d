// Command torreya-train fits the built-in player's learned move priors to
// game records: it replays every SGF record under a folder, collects the
// features (ai.Alternatives) of each move played and of every move that
// could have been played instead, fits the Bradley-Terry strength (gamma) of
// each feature value by minorization-maximization (Coulom 2007), and writes
// the table the ai package embeds. One game in ten is held out to measure
// how well the table predicts the moves played, against the hand-made
// priors. make train runs it on the project's corpus:
//
//	torreya-train -dir ../shared/testdata/sgf/05-games -out ai/gammas.bin
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine/sgf"
)

// groupNames names the feature groups in the report.
var groupNames = [ai.FeatureGroups]string{"pattern", "capture", "escape", "selfatari", "last", "last2", "edges", "owner", "atari", "large", "large20", "large28"}

func main() {
	dir := flag.String("dir", "../shared/testdata/sgf/05-games", "the folder of SGF records, searched recursively")
	out := flag.String("out", "ai/gammas.bin", "the table to write")
	extra := flag.String("extra", "", "a file or folder of more SGF records to train on, none of them held out (the player's own games)")
	iters := flag.Int("iters", 30, "minorization-maximization rounds")
	owners := flag.Int("owner-playouts", ownerPlayouts, "playouts that map each position's owners (0: no owner feature, to measure what it adds)")
	flag.Parse()
	if err := run(os.Stdout, *dir, *extra, *out, *iters, *owners); err != nil {
		fmt.Fprintln(os.Stderr, "torreya-train:", err)
		os.Exit(1)
	}
}

// run trains on the records under dir, and on all of those under extra
// when it is not empty, with owners playouts mapping each position's
// owners, and writes the table to out, reporting to w. One
// record of dir in holdoutEvery is held out; none of extra's is, so that the
// held-out figures stay those of the same records.
func run(w io.Writer, dir, extra, out string, iters, owners int) error {
	files, err := records(dir)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("no SGF records under %s", dir)
	}
	var more []string
	if extra != "" {
		if more, err = records(extra); err != nil {
			return err
		}
		if len(more) == 0 {
			return fmt.Errorf("no SGF records under %s", extra)
		}
	}
	n := len(files)
	held := func(i int) bool { return i < n && i%holdoutEvery == holdoutEvery-1 }
	files = append(files, more...)
	// The large patterns played often enough in the training records get
	// a gamma of their own.
	var counts [ai.LargeSizes]map[uint64]int
	for k := range counts {
		counts[k] = map[uint64]int{}
	}
	for i, f := range files {
		if !held(i) {
			countLarge(f, &counts) // a broken record is reported below
		}
	}
	var large [ai.LargeSizes][]uint64
	for k := range large {
		large[k] = largeList(counts[k], largeMin)
	}
	var train, test dataset
	train.init(&large)
	test.init(&large)
	skipped := 0
	readRecords(files, owners, func(i int, pos []position, err error) {
		if err != nil {
			fmt.Fprintf(w, "skipped %s: %v\n", files[i], err)
			skipped++
			return
		}
		d := &train
		if held(i) {
			d = &test
		}
		for _, p := range pos {
			d.addPosition(p.alts, p.played)
		}
	})
	fmt.Fprintf(w, "%d records (%d skipped): %d training positions (%d alternatives in %d kinds), %d held out\n",
		len(files), skipped, len(train.chosen), len(train.entries), len(train.teams), len(test.chosen))
	if len(train.chosen) == 0 {
		return fmt.Errorf("no moves to learn from under %s", dir)
	}
	g := fit(&train, iters)
	g.Large = large
	data, err := g.MarshalBinary()
	if err != nil {
		return err
	}
	if err := sgf.WriteData(out, data); err != nil { // a killed run leaves the old model whole
		return err
	}
	fmt.Fprintf(w, "wrote %s: %d bytes, %d, %d and %d large patterns of 12, 20 and 28 points\n", out, len(data), len(large[0]), len(large[1]), len(large[2]))
	for i, name := range groupNames {
		if i == ai.FeaturePattern || i >= ai.FeatureLarge {
			continue
		}
		if i == ai.FeatureEdges {
			// By size class, each point's lines from the two nearer edges.
			for class, size := range []string{"9", "13", "19"} {
				fmt.Fprintf(w, "  %-10s", name+" "+size)
				for a := 1; a <= ai.EdgeLines; a++ {
					for b := a; b <= ai.EdgeLines; b++ {
						fmt.Fprintf(w, " %d-%d:%.3g", a, b, g.G[i][ai.EdgesFeature(class, a, b)])
					}
				}
				fmt.Fprintln(w)
			}
			continue
		}
		fmt.Fprintf(w, "  %-10s", name)
		for _, x := range g.G[i] {
			fmt.Fprintf(w, " %.3g", x)
		}
		fmt.Fprintln(w)
	}
	if len(test.chosen) > 0 {
		report(w, &test, g)
	}
	return nil
}
