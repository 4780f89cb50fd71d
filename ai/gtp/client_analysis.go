package gtp

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// ErrNoAnalysis is what Analyze returns for an engine that answers neither
// kata-analyze nor lz-analyze (GNU Go, for one).
var ErrNoAnalysis = errors.New("gtp: the engine cannot analyze: it lists neither kata-analyze nor lz-analyze")

var _ ai.Analyzer = (*Client)(nil)

// AnalysisFormat tells which analysis command the engine answers, from its
// list_commands: Kata when it lists kata-analyze (KataGo, torreya-gtp), LZ
// when it lists only lz-analyze (Leela Zero, Pachi), and an error wrapping
// ErrNoAnalysis when it lists neither.
func (c *Client) AnalysisFormat(ctx context.Context) (Format, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.analysisCommand(ctx)
}

func (c *Client) analysisCommand(ctx context.Context) (Format, error) {
	if c.analysisKnown {
		return c.analysisFormat, c.analysisErr
	}
	list, err := c.command(ctx, "list_commands", c.Timeout)
	if err != nil {
		return LZ, err
	}
	known := map[string]bool{}
	for _, name := range strings.Fields(list) {
		known[name] = true
	}
	c.analysisKnown = true
	switch {
	case known["kata-analyze"]:
		c.analysisFormat = Kata
	case known["lz-analyze"]:
		c.analysisFormat = LZ
	default:
		c.analysisErr = fmt.Errorf("%w (%s)", ErrNoAnalysis, c.argv[0])
	}
	return c.analysisFormat, c.analysisErr
}

// Analyze implements ai.Analyzer with the engine's kata-analyze (with the
// ownership) or lz-analyze: it sends the engine g's position, starts the
// analysis of col to move and calls report with each line it parses, until
// ctx is done. Then it stops the analysis with a command (name), as Lizzie
// does: Pachi does not stop on an empty line. Lines it cannot parse are
// skipped. The reports have no playout count (engines do not tell). The
// client's other methods wait until the analysis ends.
func (c *Client) Analyze(ctx context.Context, g *engine.Game, col engine.Color, every time.Duration, report func(ai.Analysis)) error {
	if col != engine.Black && col != engine.White {
		return engine.ErrColor
	}
	if ctx.Err() != nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	f, err := c.analysisCommand(ctx)
	if err == nil {
		err = c.sync(ctx, g)
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	if c.broken != nil {
		return c.broken
	}
	// An interval of 0 would stop Pachi at once: without reports, the
	// engine reports every second to no one.
	cs := 100
	if every > 0 {
		cs = max(1, int(every/(10*time.Millisecond)))
	}
	line := f.String() + " " + col.String() + " " + strconv.Itoa(cs)
	if f == Kata {
		line += " ownership true"
	}
	if _, err := c.in.Write([]byte(line + "\n")); err != nil {
		return c.fail(fmt.Errorf("%w while sending %q: %v", ErrExited, line, err))
	}
	start := time.Now()
	started := false
	var refused []string // the lines of a "?" reply
	for {
		select {
		case l, ok := <-c.lines:
			if !ok {
				return c.fail(c.exitError(line))
			}
			l = strings.TrimRight(l, "\r")
			blank := strings.TrimSpace(l) == ""
			switch {
			case refused != nil && blank:
				_, err := finish(line, refused)
				return err
			case refused != nil:
				refused = append(refused, l)
				continue
			case !started && (blank || l[0] != '=' && l[0] != '?'):
				continue // blank lines between replies, chatter
			case !started && l[0] == '?':
				refused = []string{l}
				continue
			case !started:
				started = true
				if l = strings.TrimSpace(strings.TrimLeft(l[1:], "0123456789")); l == "" {
					continue
				}
			case blank:
				return fmt.Errorf("gtp: %s ended its analysis by itself", c.argv[0])
			}
			a, err := ParseAnalysis(l, f, col, g.Width(), g.Height())
			if err != nil || every <= 0 || report == nil {
				continue
			}
			a.Elapsed = time.Since(start)
			report(a)
		case <-ctx.Done():
			if !started && refused == nil {
				c.stale++ // the analysis's whole reply is still to come
			}
			// Any command ends the analysis; its reply comes after the
			// analysis's blank line, and command skips the lines before.
			_, err := c.command(context.Background(), "name", c.Timeout)
			return err
		}
	}
}
