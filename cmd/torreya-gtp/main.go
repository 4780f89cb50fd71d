// Command torreya-gtp is Torreya's computer player as a Go Text Protocol
// engine, for GTP controllers, referees and other programs, and an analysis
// engine for Lizzie and Sabaki (lz-analyze, kata-analyze). It reads commands
// on standard input and answers on standard output.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/ai/gtp"
	"github.com/torreya/torreya/engine"
)

// config is what the command line asks for.
type config struct {
	rules engine.Rules
	opts  ai.Options
	// random plays ai.Random instead of the search: the baseline a level
	// must beat clearly to be worth a game.
	random bool
	// verbose writes a line on standard error after each generated move.
	verbose bool
}

func main() {
	cfg, err := parseFlags(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		if !errors.Is(err, errReported) {
			fmt.Fprintln(os.Stderr, "torreya-gtp:", err)
		}
		os.Exit(2)
	}
	if cfg.opts.Seed == 0 {
		cfg.opts.Seed = uint64(os.Getpid())<<32 ^ uint64(time.Now().UnixNano())
	}
	var player ai.Player = ai.New(cfg.opts)
	if cfg.random {
		player = ai.NewRandom(cfg.opts.Seed)
	}
	srv := gtp.NewServer(player, cfg.rules)
	if cfg.verbose {
		srv.Log = os.Stderr
	}
	if err := srv.Serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "torreya-gtp:", err)
		os.Exit(1)
	}
}

// errReported marks a command-line error the flag package has already
// written to stderr, with the usage.
var errReported = errors.New("bad command line")

// parseFlags reads the command line, without the program's name. The flag
// package writes its errors and the usage to stderr; -h returns
// flag.ErrHelp, and the errors it has written wrap errReported.
func parseFlags(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("torreya-gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: torreya-gtp [flags]")
		fmt.Fprintln(stderr, "Torreya's computer player as a GTP engine, on standard input and output; it answers")
		fmt.Fprintln(stderr, "lz-analyze and kata-analyze for Lizzie and Sabaki too. Flags:")
		fs.PrintDefaults()
	}
	rulesName := fs.String("rules", "chinese", "rule set: japanese, korean, chinese, aga, new_zealand or tromp-taylor")
	level := fs.Int("level", ai.Levels, fmt.Sprintf("strength level, 1 (beginner) to %d (full strength)", ai.Levels))
	playouts := fs.Int("playouts", -1, "playouts a move (overrides the level's; 0 for no cap)")
	var perMove seconds
	fs.Var(&perMove, "time", "time a move when the controller sets no clock, in `seconds` (1.5) or as a duration (500ms); "+
		"overrides the level's; 0 for no cap")
	threads := fs.Int("threads", 0, "search threads (0: one per CPU)")
	resign := fs.Float64("resign", -1, "resign under this win rate three moves in a row (overrides the level's; 0 never)")
	seed := fs.Uint64("seed", 0, "random seed (0 picks one from the clock)")
	without := fs.String("without", "", "heuristics to switch off, comma-separated, to measure them in matches: "+
		strings.Join(ai.HeuristicNames(), ", ")+".")
	raveEquiv := fs.Float64("rave-equiv", 0, "visits at which RAVE and real statistics weigh the same (0: the default)")
	random := fs.Bool("random", false, "play uniformly random legal moves that fill none of its own one-point eyes, "+
		"passing when none is left, instead of searching (a baseline for matches)")
	verbose := fs.Bool("verbose", false, "after each move it generates, write a line on standard error: the move, its win rate, "+
		"Black's lead, the playouts and the line the search expects")
	priorLearned := fs.Float64("prior-learned", 0, "weight of the learned move priors, in visits (0: the default for the board's size)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return config{}, err
		}
		return config{}, fmt.Errorf("%w: %v", errReported, err)
	}
	rules, err := engine.ParseRules(*rulesName)
	if err != nil {
		return config{}, err
	}
	opts, err := ai.Level(*level)
	if err != nil {
		return config{}, err
	}
	if *playouts >= 0 {
		opts.Playouts = *playouts
		opts.Level = 0
	}
	if perMove.set {
		opts.Time = perMove.d
		opts.Level = 0
	}
	if opts.Playouts == 0 && opts.Time == 0 {
		return config{}, errors.New("--playouts 0 and --time 0 leave the search without a budget")
	}
	if *resign >= 0 {
		opts.Resign = *resign
	}
	off, err := ai.ParseHeuristics(*without)
	if err != nil {
		return config{}, err
	}
	opts.Without |= off
	opts.RAVEEquiv = *raveEquiv
	opts.PriorLearned = *priorLearned
	opts.Threads = *threads
	opts.Seed = *seed
	return config{rules: rules, opts: opts, random: *random, verbose: *verbose}, nil
}

// seconds is a time flag: a bare number is seconds, as GNU Go and Pachi read
// their time flags and as the programs that start GTP engines write them; a
// Go duration (500ms, 2m) works too.
type seconds struct {
	d   time.Duration
	set bool
}

func (s *seconds) String() string {
	if s == nil || !s.set {
		return ""
	}
	return s.d.String()
}

func (s *seconds) Set(v string) error {
	d, err := time.ParseDuration(v)
	if err != nil {
		f, ferr := strconv.ParseFloat(v, 64)
		if ferr != nil || math.IsNaN(f) || math.Abs(f*float64(time.Second)) > math.MaxInt64 {
			return errors.New("want seconds (1, 2.5) or a duration (1s, 500ms)")
		}
		d = time.Duration(f * float64(time.Second))
	}
	if d < 0 {
		return errors.New("the time cannot be negative")
	}
	s.d, s.set = d, true
	return nil
}
