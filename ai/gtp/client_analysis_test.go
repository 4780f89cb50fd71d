package gtp

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// analyzeUntil runs c's analysis of g for col until it has n reports, and
// returns them. The time limit only keeps a broken engine from hanging the
// tests.
func analyzeUntil(t *testing.T, c ai.Analyzer, g *engine.Game, col engine.Color, n int) []ai.Analysis {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var reports []ai.Analysis
	err := c.Analyze(ctx, g, col, 20*time.Millisecond, func(a ai.Analysis) {
		if reports = append(reports, a); len(reports) == n {
			cancel()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(reports) < n {
		t.Fatalf("%d reports, want %d", len(reports), n)
	}
	return reports
}

// TestClientAnalyzeTorreya: the client finds kata-analyze in torreya-gtp's
// commands, reads its reports with the ownership turned to Black's, stops it,
// and the engine plays on.
func TestClientAnalyzeTorreya(t *testing.T) {
	path := filepath.Join(t.TempDir(), "torreya-gtp")
	installFakeEngine(t, path)
	c, err := NewClient([]string{path}, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if f, err := c.AnalysisFormat(context.Background()); f != Kata || err != nil {
		t.Fatalf("analysis format %v, %v; want kata-analyze", f, err)
	}
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	if err := g.Play(engine.Move{Color: engine.Black, Point: engine.Pt(4, 4)}); err != nil {
		t.Fatal(err)
	}
	reports := analyzeUntil(t, c, g, engine.White, 3)
	// White's ownership on the line, Black's once read.
	if o := reports[2].Ownership.At(engine.Pt(4, 4)); o <= 0 {
		t.Errorf("Black's ownership of its stone on E5 is %.2f", o)
	}
	for _, a := range reports {
		if a.Color != engine.White || len(a.Candidates) == 0 || a.Ownership == nil || a.Elapsed <= 0 {
			t.Fatalf("report %+v", a)
		}
		for _, cd := range a.Candidates {
			if g.Legal(engine.White, cd.Move) != nil || !cd.HasLead {
				t.Errorf("candidate %+v", cd)
			}
		}
	}
	p, err := c.GenMove(context.Background(), g, engine.White)
	if err != nil || g.Legal(engine.White, p) != nil {
		t.Errorf("genmove after the analysis: %v, %v", p, err)
	}
}

// fakeLZ is a Leela Zero-like engine in bash that analyzes the way Pachi
// does: "= " first, no lcb, a space at the end of each line, and the
// analysis stops on a command, not on an empty line. It waits $1 seconds
// before it answers lz-analyze, and logs its commands to $2.
const fakeLZ = `
reply() {
	echo "$1" >> "$2"
	case "$1" in
	name*) printf '= fakelz\n\n';;
	quit*) printf '= \n\n'; exit 0;;
	list_commands*) printf '= name\nplay\nlz-analyze\n\n';;
	lz-analyze*)
		sleep "$DELAY"
		printf '= \n'
		n=0
		part=
		while :; do
			# A read that times out keeps what it has read of a line in next.
			if read -t 0.02 -r next; then
				next="$part$next"
				part=
				[ -n "$next" ] && break
			else
				part="$part$next"
			fi
			n=$((n+1))
			printf 'info move D4 visits %d winrate 5100 prior 2000 order 0 pv D4 C3 info move C3 visits 5 winrate 4800 prior 100 order 1 pv C3 \n' "$n"
		done
		printf '\n'
		reply "$next" "$2";;
	*) printf '= \n\n';;
	esac
}
DELAY=$1
while read -r cmd; do reply "$cmd" "$2"; done
`

// TestClientAnalyzeLZ: against an engine that knows only lz-analyze, the
// client asks for it without the ownership, reads its lines, and stops it
// with a command whose reply it then finds, even when the analysis is
// stopped before its reply has begun.
func TestClientAnalyzeLZ(t *testing.T) {
	if _, err := os.Stat("/bin/bash"); err != nil {
		t.Skip("no bash")
	}
	for _, delay := range []string{"0", "0.3"} {
		log := filepath.Join(t.TempDir(), "log")
		c, err := NewClient([]string{"/bin/bash", "-c", fakeLZ, "fakelz", delay, log}, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := engine.NewGame(9, 9, engine.Chinese())
		if delay == "0" {
			reports := analyzeUntil(t, c, g, engine.Black, 3)
			for i, a := range reports {
				checkCandidates(t, "fake Leela Zero", a.Candidates, []want{
					{"D4", i + 1, .51, .2, 0, 0, 0, false, "D4 C3", nil},
					{"C3", 5, .48, .01, 0, 0, 0, false, "C3", nil},
				}, 9)
				if a.Ownership != nil {
					t.Errorf("an ownership from lz-analyze")
				}
			}
		} else {
			// Stop the analysis once the engine has its command and before
			// it answers: it waits 0.3 s.
			ctx, cancel := context.WithCancel(context.Background())
			go func() {
				defer cancel()
				for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
					if b, _ := os.ReadFile(log); strings.Contains(string(b), "lz-analyze") {
						return
					}
				}
			}()
			if err := c.Analyze(ctx, g, engine.Black, 20*time.Millisecond, func(ai.Analysis) {}); err != nil {
				t.Fatal(err)
			}
			cancel()
		}
		if r, err := c.Command(context.Background(), "name"); r != "fakelz" || err != nil {
			t.Errorf("delay %s: name after the analysis: %q, %v", delay, r, err)
		}
		c.Close()
		b, _ := os.ReadFile(log)
		if !strings.Contains(string(b), "\nlz-analyze B 2\nname\nname\n") {
			t.Errorf("delay %s: the engine was sent:\n%s", delay, b)
		}
	}
}

// TestClientAnalyzeRefused: an engine that lists no analysis command, or
// refuses the one it lists, gives an error, and the client goes on.
func TestClientAnalyzeRefused(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no shell")
	}
	for _, tc := range []struct {
		list string
		want error
	}{
		{`name\nplay`, ErrNoAnalysis},
		{`kata-analyze`, ErrRefused},
	} {
		script := `while read cmd; do case "$cmd" in list_commands) printf '= ` + tc.list + `\n\n';; kata-analyze*) printf '? not now\n\n';; name) printf '= refuser\n\n';; quit) printf '= \n\n'; exit;; *) printf '= \n\n';; esac; done`
		c, err := NewClient([]string{"/bin/sh", "-c", script}, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := engine.NewGame(9, 9, engine.Chinese())
		err = c.Analyze(context.Background(), g, engine.Black, time.Second, func(ai.Analysis) { t.Error("a report") })
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.list, err, tc.want)
		}
		if r, err := c.Command(context.Background(), "name"); r != "refuser" || err != nil {
			t.Errorf("name after the refusal: %q, %v", r, err)
		}
		c.Close()
	}
}

// TestClientAnalyzePachi checks the client against Pachi's lz-analyze where
// Pachi has been built (../shared/tools/pachi/build.sh) and $TORREYA_PACHI
// names it.
func TestClientAnalyzePachi(t *testing.T) {
	path := os.Getenv("TORREYA_PACHI")
	if path == "" {
		t.Skip("TORREYA_PACHI does not name a built Pachi")
	}
	c, err := NewClient([]string{path, "--nodcnn", "threads=2"}, 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if f, err := c.AnalysisFormat(context.Background()); f != LZ || err != nil {
		t.Fatalf("Pachi's analysis: %v, %v", f, err)
	}
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	for _, a := range analyzeUntil(t, c, g, engine.Black, 2) {
		if len(a.Candidates) == 0 {
			t.Errorf("a report without candidates")
		}
		for _, cd := range a.Candidates {
			if g.Legal(engine.Black, cd.Move) != nil || len(cd.PV) == 0 {
				t.Errorf("candidate %+v", cd)
			}
		}
	}
	if r, err := c.Command(context.Background(), "name"); err != nil || !strings.Contains(strings.ToLower(r), "pachi") {
		t.Errorf("name after the analysis: %q, %v", r, err)
	}
}
