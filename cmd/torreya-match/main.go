// Command torreya-match is a GTP referee: it plays games between two GTP
// engines (by default torreya-gtp and GNU Go level 10), alternating colours,
// prints the result of each game and the win rate with a 95% interval, checks
// the dead stones and score each engine proposes against the opponent's, and
// saves every game as SGF, with what each engine wrote to standard error in
// a log beside the record (NAME-engine.log, NAME-opponent.log). With -settled it plays nothing and reads records
// instead: for each, how many stones were played after the opponent, as the
// judge, finds the result settled.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/torreya/torreya/ai/gtp"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

type config struct {
	games     int
	size      int
	komi      float64
	handicap  int
	engine    string
	opponent  string
	seed      int
	out       string
	moveLimit time.Duration
}

func main() {
	var cfg config
	flag.IntVar(&cfg.games, "games", 20, "number of games")
	flag.IntVar(&cfg.size, "size", 9, "board size")
	flag.Float64Var(&cfg.komi, "komi", 7.5, "komi")
	flag.IntVar(&cfg.handicap, "handicap", 0, "handicap stones for Black (2-9), placed as GNU Go places them; the engine then plays White in every game")
	flag.StringVar(&cfg.engine, "engine", "build/torreya-gtp --level 10", "the engine under test (command line)")
	flag.StringVar(&cfg.opponent, "opponent", "/usr/games/gnugo --mode gtp --level 10 --chinese-rules --capture-all-dead",
		"the opponent and referee (command line; GNU Go gets a new --seed each game)")
	flag.IntVar(&cfg.seed, "seed", 1, "seed of the first game; game i uses seed+i")
	flag.StringVar(&cfg.out, "out", "build/match", "directory for the SGF records")
	flag.DurationVar(&cfg.moveLimit, "move-timeout", 2*time.Minute, "longest an engine may think on one move")
	settledDir := flag.String("settled", "", "play nothing: read the SGF records in this directory and count the stones played "+
		"after the result settled, with the opponent as the judge (its final_score, counted back from the end)")
	flag.Parse()
	var err error
	if *settledDir != "" {
		err = runSettled(cfg, *settledDir)
	} else {
		err = run(cfg)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "torreya-match:", err)
		os.Exit(1)
	}
}

// outcome is one finished game.
type outcome struct {
	engineWon bool
	result    string
	agreeDead bool // both engines list the same dead stones
	agreeRes  bool // and count the same result
	scored    bool // the game ended by passes, so dead stones were compared
	// engineCounted is whether the engine wins by its own count of a
	// counted game.
	engineCounted bool
}

// disputed reports whether the game was counted and the engine's own count
// names the other winner (a seki the referee counts as dead, say).
func (o outcome) disputed() bool { return o.scored && o.engineWon != o.engineCounted }

func run(cfg config) error {
	if err := os.MkdirAll(cfg.out, 0o755); err != nil {
		return err
	}
	var wins, scored, agree int
	var disputed []int // games whose two counts name different winners
	ownWins := 0       // wins by the engine's own count in those
	stamp := time.Now().UTC().Format("20060102-150405")
	for i := 0; i < cfg.games; i++ {
		engineBlack := i%2 == 0 && cfg.handicap < 2
		o, err := playGame(cfg, i, engineBlack, filepath.Join(cfg.out, fmt.Sprintf("%s-%03d.sgf", stamp, i+1)))
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		col := "white"
		if engineBlack {
			col = "black"
		}
		verdict := "lost"
		if o.engineWon {
			verdict = "won"
			wins++
		}
		note := ""
		if o.scored {
			scored++
			if o.agreeDead && o.agreeRes {
				agree++
			} else {
				note = fmt.Sprintf(" (dead stones agree: %v, score agrees: %v)", o.agreeDead, o.agreeRes)
			}
			if o.disputed() {
				disputed = append(disputed, i+1)
				if o.engineCounted {
					ownWins++
				}
				note += " DISPUTED: the engine's count names the other winner"
			}
		}
		lo, hi := wilson(wins, i+1)
		fmt.Printf("game %d: engine %s %s %s%s  [%d/%d = %.0f%%, 95%% CI %.0f-%.0f%%]\n",
			i+1, col, verdict, o.result, note, wins, i+1, 100*float64(wins)/float64(i+1), 100*lo, 100*hi)
	}
	n := cfg.games
	lo, hi := wilson(wins, n)
	fmt.Printf("\nengine: %s\nopponent: %s\n%dx%d, komi %v", cfg.engine, cfg.opponent, cfg.size, cfg.size, cfg.komi)
	if cfg.handicap >= 2 {
		fmt.Printf(", %d handicap stones for the opponent", cfg.handicap)
	}
	fmt.Println()
	fmt.Printf("wins %d, losses %d: win rate %.1f%% (95%% interval %.1f%%-%.1f%%)\n", wins, n-wins,
		100*float64(wins)/float64(n), 100*lo, 100*hi)
	if scored > 0 {
		fmt.Printf("dead stones and score agree with the opponent in %d of %d counted games (%.0f%%)\n",
			agree, scored, 100*float64(agree)/float64(scored))
	}
	if len(disputed) > 0 {
		w := wins - (len(disputed) - ownWins) + ownWins
		lo, hi := wilson(w, n)
		fmt.Printf("the two counts name different winners in games %v: check them by hand (a seki counted dead?);\n"+
			"by the engine's count there it won %d of them: %d/%d, %.1f%% (95%% interval %.1f%%-%.1f%%)\n",
			disputed, ownWins, w, n, 100*float64(w)/float64(n), 100*lo, 100*hi)
	}
	return nil
}

// wilson returns the Wilson score interval at 95% for k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p := float64(k) / float64(n)
	nf := float64(n)
	c := (p + z*z/(2*nf)) / (1 + z*z/nf)
	d := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / (1 + z*z/nf)
	return max(0, c-d), min(1, c+d)
}

// start starts the engine cmdline, with what it writes to standard error
// copied to log.
func start(cmdline string, timeout time.Duration, log io.Writer) (*gtp.Client, error) {
	c, err := gtp.NewClientLog(strings.Fields(cmdline), 30*time.Second, log)
	if err != nil {
		return nil, err
	}
	c.GenMoveTimeout = timeout
	return c, nil
}

// logPath names the file of an engine's standard error in the game whose
// record is sgfPath: the record's name with who ends it, "engine" or
// "opponent", and .log.
func logPath(sgfPath, who string) string {
	return strings.TrimSuffix(sgfPath, filepath.Ext(sgfPath)) + "-" + who + ".log"
}

func playGame(cfg config, i int, engineBlack bool, sgfPath string) (outcome, error) {
	ctx := context.Background()
	// Each engine's standard error goes to a log beside the record; a
	// log closes after its engine, whose Close waits for the last line.
	engLog, err := os.Create(logPath(sgfPath, "engine"))
	if err != nil {
		return outcome{}, err
	}
	defer engLog.Close()
	eng, err := start(cfg.engine, cfg.moveLimit, engLog)
	if err != nil {
		return outcome{}, err
	}
	defer eng.Close()
	oppLog, err := os.Create(logPath(sgfPath, "opponent"))
	if err != nil {
		return outcome{}, err
	}
	defer oppLog.Close()
	opp, err := start(cfg.opponent+" --seed "+strconv.Itoa(cfg.seed+i), cfg.moveLimit, oppLog)
	if err != nil {
		return outcome{}, err
	}
	defer opp.Close()

	g, err := engine.NewGame(cfg.size, cfg.size, engine.Chinese())
	if err != nil {
		return outcome{}, err
	}
	if cfg.handicap >= 2 {
		pts, err := engine.FixedHandicap(cfg.size, cfg.size, cfg.handicap)
		if err != nil {
			return outcome{}, err
		}
		if err := g.SetFreeHandicap(pts); err != nil {
			return outcome{}, err
		}
	}
	g.SetKomi(cfg.komi)
	players := map[engine.Color]*gtp.Client{engine.Black: opp, engine.White: eng}
	if engineBlack {
		players[engine.Black], players[engine.White] = eng, opp
	}
	engineColor := engine.White
	if engineBlack {
		engineColor = engine.Black
	}
	var o outcome
	var comment string
	limit := 4 * cfg.size * cfg.size
	for n := 0; ; n++ {
		c := g.ToMove()
		p, err := players[c].GenMove(ctx, g, c)
		if err != nil {
			// An engine that fails or plays an illegal move loses.
			g.Resign(c)
			comment = fmt.Sprintf("%s forfeits: %v", c.Name(), err)
			break
		}
		if err := g.Play(engine.Move{Color: c, Point: p}); err != nil {
			return o, err
		}
		if g.Over() || n >= limit {
			break
		}
	}
	res := g.Result()
	if res.Reason == engine.ByPasses || res.Reason == engine.NotOver {
		// The opponent (GNU Go) referees the count; both sides list dead stones.
		score, err := opp.FinalScore(ctx, g)
		if err != nil {
			return o, err
		}
		oppDead, err1 := opp.DeadStones(ctx, g)
		engDead, err2 := eng.DeadStones(ctx, g)
		engScore, err3 := eng.FinalScore(ctx, g)
		if err := errors.Join(err1, err2, err3); err != nil {
			return o, err
		}
		slices.Sort(oppDead)
		slices.Sort(engDead)
		o.scored = true
		o.agreeDead = slices.Equal(oppDead, engDead)
		o.agreeRes = strings.EqualFold(score, engScore)
		o.result = score
		comment = fmt.Sprintf("referee (%s) counts %s with dead %s; %s counts %s with dead %s",
			opp.Name(), score, vertices(oppDead, cfg.size), eng.Name(), engScore, vertices(engDead, cfg.size))
		o.engineWon = wonBy(score, engineColor)
		o.engineCounted = wonBy(engScore, engineColor)
	} else {
		o.result = res.String()
		o.engineWon = res.Winner == engineColor
	}
	names := map[engine.Color]string{}
	for c, p := range players {
		names[c] = p.Name() + " " + p.Version()
	}
	return o, writeRecord(sgfPath, g, names, o.result, comment, time.Now())
}

// wonBy reports whether a GTP final_score ("B+3.5", "W+1", "0") is a win for
// c; an answer parseScore cannot read is nobody's win.
func wonBy(score string, c engine.Color) bool {
	margin, err := parseScore(score)
	return err == nil && engine.ScoreResult(margin).Winner == c
}

func vertices(pts []engine.Point, size int) string {
	if len(pts) == 0 {
		return "none"
	}
	out := make([]string, len(pts))
	for i, p := range pts {
		out[i] = engine.Vertex(p, size)
	}
	return strings.Join(out, " ")
}

// writeRecord saves the game as SGF at path, atomically: the board, komi,
// handicap stones and moves as printsgf writes them, with the players, the
// result, the date played and the referee's comment.
func writeRecord(path string, g *engine.Game, names map[engine.Color]string, result, comment string, date time.Time) error {
	tree, err := sgf.NewTree(gtp.Record(g).Game())
	if err != nil {
		return err
	}
	for _, p := range []struct{ id, text string }{
		{"AP", "torreya-match"},
		{"DT", date.Format("2006-01-02")},
		{"PB", names[engine.Black]},
		{"PW", names[engine.White]},
		{"RU", sgf.RulesName(g.Rules())},
		{"RE", result},
	} {
		if err := tree.SetInfo(p.id, p.text); err != nil {
			return err
		}
	}
	if err := tree.SetComment(tree.Root(), comment); err != nil {
		return err
	}
	return sgf.WriteFile(path, tree.Root())
}
