package gtp

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/engine"
)

// TestClientLongReply: an engine that writes a line longer than the client
// reads gets a clear error at once, not a hang or an exit it did not make,
// and is stopped; the client then refuses every command.
func TestClientLongReply(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no shell")
	}
	// long writes a line of n bytes, without holding it in the shell.
	const long = `head -c %d /dev/zero | tr '\0' x; printf '\n\n'`
	for _, tc := range []struct {
		name, script string
		hello        bool // the long line answers name
	}{
		{"to name", "read cmd; printf '= '; " + long, true},
		{"to genmove", `while read cmd; do case "$cmd" in genmove*) printf '= '; ` + long + `;; *) printf '= x\n\n';; esac; done`, false},
		{"chatter between replies", `while read cmd; do case "$cmd" in genmove*) ` + long + `; printf '= C3\n\n';; *) printf '= x\n\n';; esac; done`, false},
	} {
		for _, n := range []int{maxReplyLine + 1, 5 << 20} {
			script := strings.ReplaceAll(tc.script, "%d", strconv.Itoa(n))
			start := time.Now()
			c, err := NewClient([]string{"/bin/sh", "-c", script}, 20*time.Second)
			if tc.hello {
				checkLongReply(t, tc.name, n, err, start)
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			g, _ := engine.NewGame(9, 9, engine.Chinese())
			start = time.Now()
			_, err = c.GenMove(context.Background(), g, engine.Black)
			checkLongReply(t, tc.name, n, err, start)
			if _, err := c.Command(context.Background(), "name"); !errors.Is(err, ErrBadReply) {
				t.Errorf("%s: a command after the long line: %v, want ErrBadReply", tc.name, err)
			}
			select {
			case <-c.exited:
			case <-time.After(5 * time.Second):
				t.Errorf("%s: the engine still runs after its long line", tc.name)
			}
			c.Close()
		}
	}
}

func checkLongReply(t *testing.T, name string, n int, err error, start time.Time) {
	t.Helper()
	if !errors.Is(err, ErrBadReply) || !strings.Contains(err.Error(), "longer than 1048576 bytes") {
		t.Errorf("%s, %d bytes: %v; want ErrBadReply saying the line is too long", name, n, err)
	}
	t.Logf("%s, %d bytes: %v in %v", name, n, err, time.Since(start))
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("%s, %d bytes: the error took %v", name, n, d)
	}
}
