package main

import (
	"bytes"
	"errors"
	"flag"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestTimeFlag: a bare number is seconds, as controllers that start GNU Go or
// Pachi write it; Go durations work too.
func TestTimeFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want time.Duration
	}{
		{[]string{"--time", "1"}, time.Second},
		{[]string{"--time", "1s"}, time.Second},
		{[]string{"--time=2.5"}, 2500 * time.Millisecond},
		{[]string{"-time", "500ms"}, 500 * time.Millisecond},
		{[]string{"-time", "1.5"}, 1500 * time.Millisecond},
		{[]string{"--time", "0", "--playouts", "100"}, 0},
		{[]string{"--time", "0.25"}, 250 * time.Millisecond},
	} {
		var stderr bytes.Buffer
		cfg, err := parseFlags(tc.args, &stderr)
		if err != nil {
			t.Errorf("%q: %v\n%s", tc.args, err, stderr.String())
			continue
		}
		if cfg.opts.Time != tc.want {
			t.Errorf("%q: time %v, want %v", tc.args, cfg.opts.Time, tc.want)
		}
		if cfg.opts.Level != 0 {
			t.Errorf("%q: level %d kept, want 0 (custom)", tc.args, cfg.opts.Level)
		}
		if stderr.Len() > 0 {
			t.Errorf("%q: wrote %q to stderr", tc.args, stderr.String())
		}
	}
}

func TestTimeFlagUnsetKeepsTheLevel(t *testing.T) {
	def, err := parseFlags(nil, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	lvl, err := parseFlags([]string{"--level", "3"}, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	if def.opts.Level == 0 || lvl.opts.Level != 3 {
		t.Errorf("levels %d and %d, want the default and 3", def.opts.Level, lvl.opts.Level)
	}
	if lvl.opts.Time == def.opts.Time && lvl.opts.Playouts == def.opts.Playouts {
		t.Errorf("level 3 searches like the default level: %v, %d playouts", lvl.opts.Time, lvl.opts.Playouts)
	}
}

func TestTimeFlagRefusesNonsense(t *testing.T) {
	for _, arg := range []string{"abc", "-1", "-2s", "1x", "NaN", "1e300"} {
		var stderr bytes.Buffer
		_, err := parseFlags([]string{"--time", arg}, &stderr)
		if err == nil {
			t.Errorf("--time %s accepted", arg)
			continue
		}
		first, _, _ := strings.Cut(stderr.String(), "\n")
		if !strings.Contains(first, `invalid value "`+arg+`" for flag -time`) {
			t.Errorf("--time %s: first line of stderr is %q, want the invalid value", arg, first)
		}
	}
	var stderr bytes.Buffer
	parseFlags([]string{"--time", "abc"}, &stderr)
	if !strings.Contains(stderr.String(), "want seconds (1, 2.5) or a duration (1s, 500ms)") {
		t.Errorf("--time abc does not say what it wants:\n%s", stderr.String())
	}
	if _, err := parseFlags([]string{"--time", "0", "--playouts", "0"}, new(bytes.Buffer)); err == nil {
		t.Error("--time 0 --playouts 0 accepted: the search would never stop")
	}
}

// TestUsageOneFlagALine: every flag starts its own line, and the error that
// comes with the usage does not run into the help text.
func TestUsageOneFlagALine(t *testing.T) {
	names := []string{"level", "playouts", "prior-learned", "random", "rave-equiv", "resign", "rules", "seed", "threads", "time", "verbose", "without"}
	for _, args := range [][]string{{"-h"}, {"--time", "abc"}, {"--bogus"}} {
		var stderr bytes.Buffer
		_, err := parseFlags(args, &stderr)
		if err == nil {
			t.Fatalf("%q accepted", args)
		}
		if args[0] == "-h" && !errors.Is(err, flag.ErrHelp) {
			t.Errorf("-h: %v, want flag.ErrHelp", err)
		}
		out := stderr.String()
		if !strings.HasSuffix(out, ".\n") {
			t.Errorf("%q: usage does not end with a full stop and a newline: %q", args, out[max(0, len(out)-40):])
		}
		head := regexp.MustCompile(`^  -([a-z-]+)(?: [a-z]+)?$`)
		seen := map[string]int{}
		for _, line := range strings.Split(out, "\n") {
			if m := head.FindStringSubmatch(line); m != nil {
				seen[m[1]]++
			}
			if strings.Count(line, "  -") > 1 || strings.Contains(line, "invalid value") && !strings.HasPrefix(line, "invalid value") {
				t.Errorf("%q: line runs two things together: %q", args, line)
			}
		}
		for _, n := range names {
			if seen[n] != 1 {
				t.Errorf("%q: flag -%s heads %d lines of the usage, want 1:\n%s", args, n, seen[n], out)
			}
		}
		if len(seen) != len(names) {
			t.Errorf("%q: usage lists flags %v, want %v", args, seen, names)
		}
	}
}

// TestRandomFlag: --random asks for the random baseline, and it is off
// unless asked for.
func TestRandomFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"--random"}, true},
		{[]string{"--level", "1", "--random", "--seed", "3"}, true},
	} {
		cfg, err := parseFlags(tc.args, new(bytes.Buffer))
		if err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		if cfg.random != tc.want {
			t.Errorf("%q: random %v, want %v", tc.args, cfg.random, tc.want)
		}
	}
}
