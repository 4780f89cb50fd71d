package review

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// gamesDir holds the held games of ../shared/testdata/sgf from the
// repository root. They may not be copied into the repository, so what
// needs them skips without them.
const gamesDir = "../../../shared/testdata/sgf/05-games"

// corpusGames returns the records of size x size games under gamesDir, in
// name order.
func corpusGames(t testing.TB, size int) []string {
	t.Helper()
	var files []string
	root := filepath.Join(gamesDir, fmt.Sprintf("%dx%d", size, size))
	_ = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) == 0 {
		t.Skipf("no %dx%d games in %s", size, size, gamesDir)
	}
	slices.Sort(files)
	return files
}

// corpusGame returns the game of a record after its first moves moves, or
// nil when the record is shorter or cannot be read as a game.
func corpusGame(path string, moves int) *engine.Game {
	c, err := sgf.ReadFile(path)
	if err != nil || len(c.Games) == 0 {
		return nil
	}
	tr, err := sgf.NewTree(c.Games[0])
	if err != nil {
		return nil
	}
	for _, n := range c.Games[0].MainLine() {
		if n.MoveNumber() == moves {
			g, err := tr.Game(n, sgf.Replay{Illegal: sgf.Refuse, Setup: sgf.Refuse})
			if err != nil || g.MoveNumber() != moves {
				return nil
			}
			return g
		}
	}
	return nil
}

// benchmarkReview reviews the first moves moves of the first record of
// size x size with that many, with the default budget on two threads.
func benchmarkReview(b *testing.B, size, moves int) {
	var g *engine.Game
	for _, f := range corpusGames(b, size) {
		if g = corpusGame(f, moves); g != nil {
			b.Logf("%s, %d moves", f, moves)
			break
		}
	}
	if g == nil {
		b.Skipf("no %dx%d record of %d moves", size, size, moves)
	}
	o := Options{Player: ai.Options{Threads: 2, Seed: 1}}
	playouts := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ps, err := Run(context.Background(), g, o, nil)
		if err != nil {
			b.Fatal(err)
		}
		for _, p := range ps {
			playouts += p.Playouts
		}
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/game")
	b.ReportMetric(float64(playouts)/float64(b.N*(moves+1)), "playouts/position")
}

// BenchmarkReview9x9 reviews a 60-move 9x9 game with the default budget on
// two threads: s/game must stay well under 60 (go test -bench Review -benchtime 1x).
func BenchmarkReview9x9(b *testing.B) { benchmarkReview(b, 9, 60) }

// BenchmarkReview19x19 reviews a 250-move 19x19 game with the default
// budget on two threads: s/game must stay well under 300.
func BenchmarkReview19x19(b *testing.B) { benchmarkReview(b, 19, 250) }

// BenchmarkAgreement measures how far the review's mistake list can be
// trusted: for each game, its five biggest mistakes (both players) at the
// default budget are compared with the five a reading at ten times the
// budget finds. One operation is one held 9x9 game of up to 60 moves, taken
// in turn from agreementGames records spread over the corpus. The six take
// about ten minutes on two idle cores (one took five on a busy machine), so
// ai/README.md's figure is
//
//	go test -run '^$' -bench Agreement -benchtime 6x -timeout 1h ./ai/review
//
// and it reports the share of the top-5 mistakes in common, the games whose
// biggest mistake is the same and those whose biggest is among the longer
// reading's five, and the playouts a position at each budget. As a
// benchmark it stays out of plain go test runs.
func BenchmarkAgreement(b *testing.B) {
	files := corpusGames(b, 9)
	var games []*engine.Game
	var names []string
	// Spread over the corpus: every few records, those of 40 moves or more,
	// reviewed up to move 60 at most (a review's usual length).
	step := max(1, len(files)/agreementGames)
	for off := 0; off < step && len(games) < agreementGames; off++ {
		for i := off; i < len(files) && len(games) < agreementGames; i += step {
			for _, n := range []int{60, 50, 40} {
				if g := corpusGame(files[i], n); g != nil {
					games, names = append(games, g), append(names, files[i])
					break
				}
			}
		}
	}
	if len(games) < agreementGames {
		b.Skipf("only %d 9x9 records of 40 moves or more", len(games))
	}
	const top = 5
	short := Options{Player: ai.Options{Playouts: DefaultPlayouts, Time: 0, Threads: 2, Seed: 1}}
	long := Options{Player: ai.Options{Playouts: 10 * DefaultPlayouts, Time: 0, Threads: 2, Seed: 2}}
	var common, listed, firstSame, firstIn, posN, reviewed int
	var pB, pL int
	for k := 0; b.Loop(); k++ {
		g := games[k%len(games)]
		a, err := Run(context.Background(), g, short, nil)
		if err != nil {
			b.Fatal(err)
		}
		l, err := Run(context.Background(), g, long, nil)
		if err != nil {
			b.Fatal(err)
		}
		ma, ml := Mistakes(a, top, engine.Empty), Mistakes(l, top, engine.Empty)
		n := 0
		for _, i := range ma {
			if slices.Contains(ml, i) {
				n++
			}
		}
		common += n
		listed += len(ma)
		if len(ma) > 0 && len(ml) > 0 {
			if ma[0] == ml[0] {
				firstSame++
			}
			if slices.Contains(ml, ma[0]) {
				firstIn++
			}
		}
		for i := range a {
			pB += a[i].Playouts
			pL += l[i].Playouts
		}
		posN += len(a)
		reviewed++
		b.Logf("%s (%d moves): top %d at B %v, at 10B %v: %d in common", filepath.Base(names[k%len(games)]), len(a)-1, top,
			moveNumbers(a, ma), moveNumbers(l, ml), n)
	}
	if listed > 0 {
		b.ReportMetric(100*float64(common)/float64(listed), "%top5-shared")
	}
	b.ReportMetric(float64(firstSame), "games-biggest-same")
	b.ReportMetric(float64(firstIn), "games-biggest-in-top5")
	b.ReportMetric(float64(pB)/float64(posN), "playouts/position")
	b.ReportMetric(float64(pL)/float64(posN), "playouts/position-10B")
	b.Logf("agreement over %d games: %d of %d top-%d mistakes in common; the biggest the same in %d games, among the 10B top %d in %d",
		reviewed, common, listed, top, firstSame, top, firstIn)
}

// agreementGames is the number of held games BenchmarkAgreement takes in
// turn.
const agreementGames = 6

// moveNumbers describes mistakes by move number and points lost.
func moveNumbers(ps []Position, idx []int) string {
	var s []string
	for _, i := range idx {
		s = append(s, fmt.Sprintf("%d (%.1f)", i+1, ps[i].Loss))
	}
	return strings.Join(s, ", ")
}
