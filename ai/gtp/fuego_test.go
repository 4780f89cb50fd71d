package gtp

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// rulesEngineDir holds the GTP regression scripts of other engines, with their
// SGF positions; their licences keep them out of this repository.
const rulesEngineDir = "../../../shared/testdata/sgf/06-rules-engine"

// TestFuegoRepetition runs Fuego's repetition.tst: is_legal answers under
// simple ko, situational superko and positional superko on real positions.
func TestFuegoRepetition(t *testing.T) {
	dir := filepath.Join(rulesEngineDir, "fuego")
	f, err := os.Open(filepath.Join(dir, "repetition.tst"))
	if err != nil {
		t.Skipf("Fuego's tests are not here: %v", err)
	}
	defer f.Close()
	koRules := map[string]engine.KoRule{"simple": engine.KoSimple, "superko": engine.KoSituational, "pos_superko": engine.KoPositional}
	want := regexp.MustCompile(`^#\? \[(.*)\]`)
	srv := NewServer(ai.NewRandom(1), engine.Japanese())
	var load, lastCmd, lastReply string
	checked := 0
	in := bufio.NewScanner(f)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		if m := want.FindStringSubmatch(line); m != nil && lastCmd != "" {
			got := strings.TrimSpace(strings.TrimPrefix(lastReply, "="))
			if strings.HasPrefix(lastReply, "=") && strings.Fields(got)[0] != "" {
				got = strings.Fields(got)[len(strings.Fields(got))-1]
			}
			if got != m[1] {
				t.Errorf("%s (ko rule %v): got %q, want %q", lastCmd, srv.rules.Ko, lastReply, m[1])
			}
			checked++
			lastCmd = ""
			continue
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		switch {
		case fields[0] == "loadsgf":
			fields[1] = filepath.Join(dir, fields[1])
			load = strings.Join(fields, " ")
			if r := ours(srv, load); !strings.HasPrefix(r, "=") {
				t.Fatalf("%s: %s", load, r)
			}
		case fields[0] == "go_param_rules" && fields[1] == "ko_rule":
			k, ok := koRules[fields[2]]
			if !ok {
				t.Fatalf("unknown ko rule %q", fields[2])
			}
			srv.rules.Ko = k
			ours(srv, load) // reload the position under the new rule
		case len(fields) > 1 && fields[1] == "is_legal":
			lastCmd = strings.Join(fields[1:], " ")
			lastReply = ours(srv, lastCmd)
		}
	}
	if checked < 15 {
		t.Fatalf("only %d answers checked", checked)
	}
	t.Logf("%d is_legal answers agree with Fuego's", checked)
}
