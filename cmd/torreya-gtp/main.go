// Command torreya-gtp is Torreya's computer player as a Go Text Protocol
// engine, for GTP controllers, referees and other programs. It reads commands
// on standard input and answers on standard output.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/ai/gtp"
	"github.com/torreya/torreya/engine"
)

func main() {
	rulesName := flag.String("rules", "chinese", "rule set: japanese, korean, chinese, aga, new_zealand or tromp-taylor")
	level := flag.Int("level", ai.Levels, fmt.Sprintf("strength level, 1 (beginner) to %d (full strength)", ai.Levels))
	playouts := flag.Int("playouts", -1, "playouts a move (overrides the level's; 0 for no cap)")
	perMove := flag.Duration("time", -1, "time a move when the controller sets no clock (overrides the level's; 0 for no cap)")
	threads := flag.Int("threads", 0, "search threads (0: one per CPU)")
	resign := flag.Float64("resign", -1, "resign under this win rate three moves in a row (overrides the level's; 0 never)")
	seed := flag.Uint64("seed", 0, "random seed (0 picks one from the clock)")
	without := flag.String("without", "", "heuristics to switch off, comma-separated, to measure them in matches: "+
		strings.Join(ai.HeuristicNames(), ", "))
	raveEquiv := flag.Float64("rave-equiv", 0, "visits at which RAVE and real statistics weigh the same (0: the default)")
	flag.Parse()
	rules, err := engine.ParseRules(*rulesName)
	if err != nil {
		fail(2, err)
	}
	opts, err := ai.Level(*level)
	if err != nil {
		fail(2, err)
	}
	if *playouts >= 0 {
		opts.Playouts = *playouts
		opts.Level = 0
	}
	if *perMove >= 0 {
		opts.Time = *perMove
		opts.Level = 0
	}
	if opts.Playouts == 0 && opts.Time == 0 {
		fail(2, fmt.Errorf("--playouts 0 and --time 0 leave the search without a budget"))
	}
	if *resign >= 0 {
		opts.Resign = *resign
	}
	off, err := ai.ParseHeuristics(*without)
	if err != nil {
		fail(2, err)
	}
	opts.Without |= off
	opts.RAVEEquiv = *raveEquiv
	opts.Threads = *threads
	opts.Seed = *seed
	if opts.Seed == 0 {
		opts.Seed = uint64(os.Getpid())<<32 ^ uint64(time.Now().UnixNano())
	}
	srv := gtp.NewServer(ai.New(opts), rules)
	if err := srv.Serve(os.Stdin, os.Stdout); err != nil {
		fail(1, err)
	}
}

func fail(code int, err error) {
	fmt.Fprintln(os.Stderr, "torreya-gtp:", err)
	os.Exit(code)
}
