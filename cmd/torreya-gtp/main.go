// Command torreya-gtp is Torreya's computer player as a Go Text Protocol
// engine, for GTP controllers, referees and other programs. It reads commands
// on standard input and answers on standard output.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/ai/gtp"
	"github.com/torreya/torreya/engine"
)

func main() {
	rulesName := flag.String("rules", "chinese", "rule set: japanese, korean, chinese, aga, new_zealand or tromp-taylor")
	seed := flag.Uint64("seed", 0, "random seed (0 picks one from the clock)")
	flag.Parse()
	rules, err := engine.ParseRules(*rulesName)
	if err != nil {
		fmt.Fprintln(os.Stderr, "torreya-gtp:", err)
		os.Exit(2)
	}
	if *seed == 0 {
		*seed = uint64(os.Getpid())<<32 ^ uint64(timeNow())
	}
	srv := gtp.NewServer(ai.NewRandom(*seed), rules)
	if err := srv.Serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "torreya-gtp:", err)
		os.Exit(1)
	}
}
