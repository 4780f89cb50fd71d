package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/torreya/torreya/engine"
)

// Errors a Client returns; they are wrapped with the engine's name and detail.
var (
	ErrNotFound = errors.New("gtp: engine not found")
	ErrTimeout  = errors.New("gtp: engine did not answer in time")
	ErrExited   = errors.New("gtp: engine exited")
	ErrRefused  = errors.New("gtp: engine refused the command")
	// ErrBadReply is a reply the client cannot read: a line longer than
	// maxReplyLine. The engine is stopped, as nothing it says after can be
	// matched to a command.
	ErrBadReply = errors.New("gtp: engine wrote a reply that cannot be read")
)

// maxReplyLine is the longest line of an engine's reply the client reads.
// The longest an engine writes is an analysis line: KataGo's with every
// candidate and the ownership of a 19x19 board is some tens of kilobytes.
const maxReplyLine = 1 << 20

// Client runs an external GTP engine (GNU Go, KataGo, Pachi, another
// torreya-gtp) as a child process and makes it an ai.Player and an ai.Judge.
// Its methods may be called from any goroutine, one command at a time.
type Client struct {
	// Timeout bounds each command; genmove gets GenMoveTimeout instead.
	Timeout time.Duration
	// GenMoveTimeout bounds genmove (0: Timeout).
	GenMoveTimeout time.Duration

	argv    []string
	mu      sync.Mutex
	kill    func() error // stops the engine
	wait    func() error // waits for the engine's end, after its output ends
	in      io.WriteCloser
	lines   chan string
	readErr error // why the output could not be read, once lines is closed
	stderr  tail
	exited  chan struct{}
	stop    chan struct{} // closed when nobody will read lines any more
	stopped sync.Once
	waitErr error
	broken  error
	name    string
	version string
	// What the engine's board holds, so GenMove sends only what is new.
	w, h  int
	komi  float64
	setup uint64
	sent  []engine.Move
	fresh bool
	stale int // replies still to come for commands given up on
	// The analysis command the engine answers, once list_commands has told.
	analysisKnown  bool
	analysisFormat Format
	analysisErr    error
}

// tail keeps the last few kilobytes an engine wrote to standard error.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 4096 {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-4096:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.buf)), "\n")
	if len(lines) > 5 {
		lines = lines[len(lines)-5:]
	}
	return strings.Join(lines, "\n")
}

// lossy passes writes on and never fails: a log that cannot be written
// (a full disk) must not stop the copying of the engine's standard error,
// or the engine would block once the pipe is full.
type lossy struct{ w io.Writer }

func (l lossy) Write(p []byte) (int, error) {
	_, _ = l.w.Write(p)
	return len(p), nil
}

// NewClient starts the engine argv[0] with arguments argv[1:] and asks its name
// and version. A program named without a directory is looked for on $PATH,
// then where engines are often installed out of its reach (see LookPath).
// NewClient returns an error wrapping ErrNotFound when the program does
// not exist, ErrTimeout when it does not answer within timeout (0: 10 s),
// ErrExited when it stops at once, and ErrBadReply when its answer cannot be
// read.
func NewClient(argv []string, timeout time.Duration) (*Client, error) {
	return NewClientLog(argv, timeout, nil)
}

// NewClientLog is NewClient with everything the engine writes to standard
// error copied to log as well (nil: nowhere), as a match keeps it beside
// each game's record.
func NewClientLog(argv []string, timeout time.Duration, log io.Writer) (*Client, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("%w: no command given", ErrNotFound)
	}
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	path, err := LookPath(argv[0])
	if err != nil {
		return nil, err
	}
	c := newClient(argv, timeout)
	cmd := exec.Command(path, argv[1:]...)
	cmd.Stderr = &c.stderr
	if log != nil {
		cmd.Stderr = io.MultiWriter(&c.stderr, lossy{log})
	}
	cmd.WaitDelay = time.Second // children that keep its pipes open do not hold us
	c.in, err = cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%w: cannot start %q: %v", ErrNotFound, argv[0], err)
	}
	c.kill, c.wait = cmd.Process.Kill, cmd.Wait
	c.read(out)
	if err := c.hello(); err != nil {
		return nil, err
	}
	return c, nil
}

// newClient returns a client for the engine argv, still to be connected.
func newClient(argv []string, timeout time.Duration) *Client {
	return &Client{Timeout: timeout, argv: argv, lines: make(chan string, 64), exited: make(chan struct{}), stop: make(chan struct{})}
}

// read passes the lines of the engine's output to the client's commands
// until the output ends. A line too long to read ends it too, and stops
// the engine: what follows could not be told from the rest of that line.
func (c *Client) read(out io.Reader) {
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64*1024), maxReplyLine)
		for sc.Scan() {
			select {
			case c.lines <- sc.Text():
			case <-c.stop: // nobody reads: drain the engine's output
			}
		}
		if c.readErr = sc.Err(); c.readErr != nil {
			_ = c.kill()
		}
		close(c.lines)
		// Wait closes the pipe, so it comes only after the last line is read.
		c.waitErr = c.wait()
		close(c.exited)
	}()
}

// hello asks the engine's name and version, and stops it when it does not
// answer.
func (c *Client) hello() error {
	var err error
	ctx := context.Background()
	if c.name, err = c.Command(ctx, "name"); err != nil {
		c.Close()
		return err
	}
	if c.version, err = c.Command(ctx, "version"); err != nil {
		c.Close()
		return err
	}
	return nil
}

// Name implements ai.Player: the engine's own name.
func (c *Client) Name() string { return c.name }

// Version implements ai.Player: the engine's own version.
func (c *Client) Version() string { return c.version }

// Command sends one GTP command and returns the reply without "= ". A "?"
// reply is an error wrapping ErrRefused; a dead or silent engine gives
// ErrExited or ErrTimeout, and one whose reply cannot be read ErrBadReply,
// after which the client refuses every command.
// When ctx is done first, Command returns its error and the late reply is
// skipped by the next command.
func (c *Client) Command(ctx context.Context, line string) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.command(ctx, line, c.Timeout)
}

func (c *Client) command(ctx context.Context, line string, timeout time.Duration) (string, error) {
	if c.broken != nil {
		return "", c.broken
	}
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		return "", c.fail(fmt.Errorf("%w while sending %q: %v", ErrExited, line, err))
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var reply []string
	for {
		select {
		case l, ok := <-c.lines:
			if !ok {
				return "", c.fail(c.exitError(line))
			}
			l = strings.TrimRight(l, "\r")
			if len(reply) == 0 {
				if strings.TrimSpace(l) == "" {
					continue // blank lines between replies
				}
				if l[0] != '=' && l[0] != '?' {
					continue // chatter some engines write
				}
			} else if strings.TrimSpace(l) == "" {
				if c.stale > 0 {
					// The answer to a command given up earlier.
					c.stale--
					reply = reply[:0]
					continue
				}
				return finish(line, reply)
			}
			reply = append(reply, l)
		case <-timer.C:
			return "", c.fail(fmt.Errorf("%w: %q got no answer from %s within %v", ErrTimeout, line, c.argv[0], timeout))
		case <-ctx.Done():
			// The reply will come later: skip it then. The engine's board may
			// have changed (genmove plays), so the next sync starts afresh.
			if len(reply) == 0 {
				c.stale++
			}
			c.fresh = true
			return "", fmt.Errorf("gtp: %q to %s cancelled: %w", line, c.argv[0], ctx.Err())
		}
	}
}

// finish turns the lines of a reply into its text or an error.
func finish(line string, reply []string) (string, error) {
	first := reply[0]
	text := strings.TrimSpace(strings.Join(append([]string{strings.TrimLeft(first[1:], "0123456789")}, reply[1:]...), "\n"))
	if first[0] == '?' {
		return "", fmt.Errorf("%w: %q: %s", ErrRefused, line, text)
	}
	return text, nil
}

// exitError describes the engine's end, with what it last wrote to stderr,
// or the line too long to read that made the client stop it.
func (c *Client) exitError(line string) error {
	if errors.Is(c.readErr, bufio.ErrTooLong) {
		return fmt.Errorf("%w: %s wrote a line longer than %d bytes while answering %q; it was stopped",
			ErrBadReply, c.argv[0], maxReplyLine, line)
	}
	exited := false
	select {
	case <-c.exited:
		exited = true
	case <-time.After(time.Second):
	}
	detail := ""
	if exited && c.waitErr != nil {
		detail += " (" + c.waitErr.Error() + ")"
	}
	if s := c.stderr.String(); s != "" {
		detail += "; it said: " + s
	}
	return fmt.Errorf("%w: %s stopped while answering %q%s", ErrExited, c.argv[0], line, detail)
}

// fail marks the client broken and stops the engine.
func (c *Client) fail(err error) error {
	c.broken = err
	_ = c.kill()
	c.stopReading()
	return err
}

// stopReading tells the output reader that no more replies are wanted.
func (c *Client) stopReading() { c.stopped.Do(func() { close(c.stop) }) }

// Close asks the engine to quit and stops it if it does not within a second.
func (c *Client) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.broken == nil {
		_, _ = c.command(context.Background(), "quit", time.Second)
	}
	c.stopReading() // so the reader drains what comes and reaches Wait
	select {
	case <-c.exited:
	case <-time.After(time.Second):
		_ = c.kill()
		select {
		case <-c.exited:
		case <-time.After(3 * time.Second):
		}
	}
	if c.broken == nil {
		c.broken = fmt.Errorf("%w: closed", ErrExited)
	}
	return nil
}

// sync brings the engine's board to g's position: incrementally when g only
// added moves since the last call, from scratch otherwise.
func (c *Client) sync(ctx context.Context, g *engine.Game) error {
	moves := g.Moves()
	same := !c.fresh && c.w == g.Width() && c.h == g.Height() && c.komi == g.Komi() &&
		c.setup == g.Setup().Hash() && len(moves) >= len(c.sent)
	for i := 0; same && i < len(c.sent); i++ {
		same = moves[i] == c.sent[i]
	}
	if !same {
		if g.Width() != g.Height() {
			return fmt.Errorf("gtp: %s cannot play on a %dx%d board: GTP boards are square", c.argv[0], g.Width(), g.Height())
		}
		cmds := []string{"boardsize " + strconv.Itoa(g.Width()), "clear_board",
			"komi " + strconv.FormatFloat(g.Komi(), 'f', -1, 64)}
		setup := g.Setup()
		var black, white []string
		for _, p := range setup.Points() {
			switch setup.At(p) {
			case engine.Black:
				black = append(black, engine.Vertex(p, g.Height()))
			case engine.White:
				white = append(white, engine.Vertex(p, g.Height()))
			}
		}
		if g.Handicap() >= 2 && len(white) == 0 && len(black) == g.Handicap() {
			cmds = append(cmds, "set_free_handicap "+strings.Join(black, " "))
		} else {
			for _, v := range black {
				cmds = append(cmds, "play b "+v)
			}
			for _, v := range white {
				cmds = append(cmds, "play w "+v)
			}
		}
		for _, cmd := range cmds {
			if _, err := c.command(ctx, cmd, c.Timeout); err != nil {
				return err
			}
		}
		c.w, c.h, c.komi, c.setup = g.Width(), g.Height(), g.Komi(), g.Setup().Hash()
		c.sent = c.sent[:0]
		c.fresh = false
	}
	for _, m := range moves[len(c.sent):] {
		if m.Point == engine.Resign {
			break
		}
		if _, err := c.command(ctx, "play "+m.Color.String()+" "+engine.Vertex(m.Point, g.Height()), c.Timeout); err != nil {
			return err
		}
		c.sent = append(c.sent, m)
	}
	return nil
}

// GenMove implements ai.Player: it sends the engine what happened since the
// last call and asks for a move.
func (c *Client) GenMove(ctx context.Context, g *engine.Game, col engine.Color) (engine.Point, error) {
	return c.genMove(ctx, g, col, "genmove")
}

// GenMoveCleanup implements ai.Cleaner with kgs-genmove_cleanup, or genmove
// when the engine does not know it.
func (c *Client) GenMoveCleanup(ctx context.Context, g *engine.Game, col engine.Color) (engine.Point, error) {
	c.mu.Lock()
	known, err := c.command(ctx, "known_command kgs-genmove_cleanup", c.Timeout)
	c.mu.Unlock()
	if err != nil {
		return engine.Pass, err
	}
	if known == "true" {
		return c.genMove(ctx, g, col, "kgs-genmove_cleanup")
	}
	return c.genMove(ctx, g, col, "genmove")
}

func (c *Client) genMove(ctx context.Context, g *engine.Game, col engine.Color, verb string) (engine.Point, error) {
	if col != engine.Black && col != engine.White {
		return engine.Pass, engine.ErrColor
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.sync(ctx, g); err != nil {
		return engine.Pass, err
	}
	timeout := c.GenMoveTimeout
	if timeout <= 0 {
		timeout = c.Timeout
	}
	reply, err := c.command(ctx, verb+" "+col.String(), timeout)
	if err != nil {
		return engine.Pass, err
	}
	p, err := engine.ParseVertex(reply, g.Width(), g.Height())
	if err != nil {
		c.fresh = true
		return engine.Pass, fmt.Errorf("gtp: %s answered %s with %q: %v", c.argv[0], verb, reply, err)
	}
	if p != engine.Resign {
		c.sent = append(c.sent, engine.Move{Color: col, Point: p})
		if !g.Over() && g.Legal(col, p) != nil {
			c.fresh = true
			return engine.Pass, fmt.Errorf("gtp: %s chose an illegal move %s", c.argv[0], reply)
		}
	}
	return p, nil
}

// DeadStones implements ai.Judge with final_status_list dead.
func (c *Client) DeadStones(ctx context.Context, g *engine.Game) ([]engine.Point, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.sync(ctx, g); err != nil {
		return nil, err
	}
	reply, err := c.command(ctx, "final_status_list dead", c.GenMoveTimeout+c.Timeout)
	if err != nil {
		return nil, err
	}
	var out []engine.Point
	for _, v := range strings.Fields(reply) {
		p, err := engine.ParseVertex(v, g.Width(), g.Height())
		if err != nil || p == engine.Pass || p == engine.Resign {
			return nil, fmt.Errorf("gtp: %s listed a bad dead stone %q", c.argv[0], v)
		}
		out = append(out, p)
	}
	return out, nil
}

// FinalScore asks the engine to count g's position: "B+3.5", "W+1", "0".
func (c *Client) FinalScore(ctx context.Context, g *engine.Game) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.sync(ctx, g); err != nil {
		return "", err
	}
	return c.command(ctx, "final_score", c.GenMoveTimeout+c.Timeout)
}
