// Package gtp speaks the Go Text Protocol, version 2: a Server puts any
// ai.Player behind GTP for controllers, referees and other programs.
package gtp

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Server answers GTP commands for a player on one game.
type Server struct {
	player ai.Player
	rules  engine.Rules
	w, h   int
	game   *engine.Game
	// Clock as time_settings and time_left set it, in seconds.
	mainTime, byoTime float64
	byoStones         int
	timeLeft          [3]float64
	stonesLeft        [3]int
	commands          map[string]func(args []string) (string, error)
	names             []string
	// streams are the commands whose reply Serve writes as it goes.
	streams map[string]analysisCommand
	quit    bool
	// Log, when set, gets a line after each move the server generates:
	// what the search read (see logMove).
	Log io.Writer
}

// errUser marks an error whose text is the GTP reply itself.
type replyError string

func (e replyError) Error() string { return string(e) }

// NewServer returns a server for player under rules on a 19x19 board. Long
// cycles never end the game here: under GTP the controller decides when a
// game is over.
func NewServer(player ai.Player, rules engine.Rules) *Server {
	rules.LongCycleVoid = false
	s := &Server{player: player, rules: rules, w: 19, h: 19}
	s.newGame()
	s.commands = map[string]func([]string) (string, error){}
	s.register("protocol_version", func([]string) (string, error) { return "2", nil })
	s.register("name", func([]string) (string, error) { return player.Name(), nil })
	s.register("version", func([]string) (string, error) { return player.Version(), nil })
	s.register("known_command", s.knownCommand)
	s.register("list_commands", func([]string) (string, error) { return strings.Join(s.names, "\n"), nil })
	s.register("quit", func([]string) (string, error) { s.quit = true; return "", nil })
	s.register("boardsize", s.boardsize)
	s.register("clear_board", func([]string) (string, error) { s.newGame(); return "", nil })
	s.register("komi", s.komi)
	s.register("play", s.play)
	s.register("genmove", func(a []string) (string, error) { return s.genmove(a, false) })
	s.register("kgs-genmove_cleanup", func(a []string) (string, error) { return s.genmove(a, true) })
	s.register("undo", s.undo)
	s.register("showboard", s.showboard)
	s.register("fixed_handicap", s.fixedHandicap)
	s.register("place_free_handicap", s.placeFreeHandicap)
	s.register("set_free_handicap", s.setFreeHandicap)
	s.register("final_score", s.finalScore)
	s.register("final_status_list", s.finalStatusList)
	s.register("time_settings", s.timeSettings)
	s.register("time_left", s.timeLeftCmd)
	s.register("kgs-rules", s.kgsRules)
	s.register("all_legal", s.allLegal)
	s.register("is_legal", s.isLegal)
	s.register("list_stones", s.listStones)
	s.register("captures", s.captures)
	s.registerSGF()
	s.streams = map[string]analysisCommand{}
	s.registerAnalysis()
	return s
}

// Register adds or replaces a command; the handler's string is the reply, and
// an error becomes "? message".
func (s *Server) Register(name string, handler func(args []string) (string, error)) {
	s.register(name, handler)
}

func (s *Server) register(name string, h func([]string) (string, error)) {
	if _, ok := s.commands[name]; !ok {
		s.names = append(s.names, name)
		sort.Strings(s.names)
	}
	s.commands[name] = h
}

// Game returns the game the server plays.
func (s *Server) Game() *engine.Game { return s.game }

// SetGame replaces the game, for commands such as loadsgf.
func (s *Server) SetGame(g *engine.Game) {
	s.game = g
	s.w, s.h = g.Width(), g.Height()
}

// Rules returns the rules new games use.
func (s *Server) Rules() engine.Rules { return s.rules }

func (s *Server) newGame() {
	komi := 0.0
	if s.game != nil {
		komi = s.game.Komi()
	} else {
		komi = s.rules.Komi
	}
	g, err := engine.NewGame(s.w, s.h, s.rules)
	if err != nil {
		panic(err) // sizes are checked by boardsize
	}
	g.SetKomi(komi)
	s.game = g
}

// Serve reads commands from r and writes replies to w until quit or the end
// of input. The analysis commands stream their replies: an analysis goes on
// until the next line of input, which is then answered. A line longer than
// maxLine gets a failure reply (with its id, when it starts with one), and
// the server goes on.
func (s *Server) Serve(r io.Reader, w io.Writer) error {
	in := newLineReader(r)
	out := bufio.NewWriter(w)
	var line inputLine
	pending := false
	for !s.quit {
		if !pending {
			var ok bool
			if line, ok = in.next(); !ok {
				break
			}
		}
		pending = false
		id, fields, blank, badID := split(line.text)
		var cmd analysisCommand
		streamed := false
		if len(fields) > 0 {
			cmd, streamed = s.streams[fields[0]]
		}
		var reply string
		switch {
		case line.long && blank && strings.Contains(line.text, "#"):
			continue // a comment, however long, is no command
		case line.long:
			reply = "?" + id + " line too long: a command line holds at most " + strconv.Itoa(maxLine) + " bytes\n\n"
		case blank:
			continue
		case badID != "":
			reply = refuseID(badID)
		case streamed:
			var err error
			if line, pending, err = s.stream(id, cmd, fields[1:], in.next, out); err != nil {
				return err
			}
			continue
		default:
			reply = s.execute(id, fields)
		}
		if _, err := out.WriteString(reply); err != nil {
			return err
		}
		if err := out.Flush(); err != nil {
			return err
		}
	}
	return in.err
}

// maxInt is the largest of GTP's integers ("int" in the specification,
// from 0 to 2^31-1): ids, times and stone counts.
const maxInt = 1<<31 - 1

// split cleans a line of GTP and splits it into its id ("" for none) and
// its words; blank is set for a line that is empty or only a comment. A
// first word that is a number but not an id (negative, signed, too large)
// is returned as badID, for the caller to refuse.
func split(line string) (id string, fields []string, blank bool, badID string) {
	fields = strings.Fields(clean(line))
	if len(fields) == 0 {
		return "", nil, true, ""
	}
	if n, ok := integer(fields[0]); ok {
		if n < 0 || n > maxInt || fields[0][0] == '+' || fields[0][0] == '-' {
			return "", fields[1:], false, fields[0]
		}
		id, fields = fields[0], fields[1:]
	}
	return id, fields, false, ""
}

// integer reads a decimal integer, with an optional sign: any number of
// digits, ok even when it overflows (then n is out of range).
func integer(s string) (n int64, ok bool) {
	digits := strings.TrimLeft(s, "+-")
	if len(s)-len(digits) > 1 || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		n = math.MaxInt64 // too large either way: out of range
	}
	return n, true
}

// decimal reads a GTP float: a finite decimal number such as 6.5, -3 or
// 1e3. NaN, infinities, hexadecimal and digit separators, which
// strconv.ParseFloat takes, are refused.
func decimal(s string) (float64, bool) {
	if strings.Trim(s, "0123456789+-.eE") != "" {
		return 0, false
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
		return 0, false
	}
	return x + 0, true // -0 is 0
}

// Execute runs one line of GTP and returns the full reply (with its trailing
// blank line); ok is false for lines that are empty or only a comment.
// The analysis commands, whose replies go on, need Serve.
func (s *Server) Execute(line string) (reply string, ok bool) {
	id, fields, blank, badID := split(line)
	if blank {
		return "", false
	}
	if badID != "" {
		return refuseID(badID), true
	}
	return s.execute(id, fields), true
}

// refuseID is the reply to a line whose id is a number GTP does not allow.
func refuseID(id string) string {
	return "? invalid id " + strconv.Quote(shorten(id)) + ": an id is an integer from 0 to " + strconv.Itoa(maxInt) + "\n\n"
}

// shorten cuts a word of input to quote it in a reply, between characters.
func shorten(w string) string {
	if len(w) <= 40 {
		return w
	}
	i := 40
	for i > 0 && !utf8.RuneStart(w[i]) {
		i--
	}
	return w[:i] + "..."
}

// execute runs the command in fields, of the line with id.
func (s *Server) execute(id string, fields []string) string {
	if len(fields) == 0 {
		return "?" + id + " missing command\n\n"
	}
	cmd, ok := s.commands[fields[0]]
	if !ok {
		return "?" + id + " unknown command\n\n"
	}
	res, err := cmd(fields[1:])
	if err != nil {
		return "?" + id + " " + err.Error() + "\n\n"
	}
	if res != "" && !strings.HasPrefix(res, "\n") {
		res = " " + res
	} else if res == "" {
		res = " "
	}
	return "=" + id + res + "\n\n"
}

// clean drops control characters and comments and turns tabs into spaces,
// as GTP's preprocessing asks.
func clean(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	var sb strings.Builder
	sb.Grow(len(line))
	for _, r := range line {
		switch {
		case r == '\t':
			sb.WriteByte(' ')
		case r < 32 || r == 127:
		default:
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

func (s *Server) knownCommand(a []string) (string, error) {
	if len(a) == 1 {
		if _, ok := s.commands[a[0]]; ok {
			return "true", nil
		}
	}
	return "false", nil
}

func (s *Server) boardsize(a []string) (string, error) {
	if len(a) != 1 {
		return "", replyError("boardsize not an integer")
	}
	n, err := strconv.Atoi(a[0])
	if err != nil {
		return "", replyError("boardsize not an integer")
	}
	if n < 2 || n > engine.MaxSize {
		return "", replyError("unacceptable size")
	}
	s.w, s.h = n, n
	s.newGame()
	return "", nil
}

func (s *Server) komi(a []string) (string, error) {
	if len(a) != 1 {
		return "", replyError("komi not a float")
	}
	k, ok := decimal(a[0])
	if !ok {
		return "", replyError("komi not a float")
	}
	if !sgf.KomiOK(k) {
		return "", replyError(fmt.Sprintf("komi %s not accepted: want points from -%d to %d, in hundredths at most", shorten(a[0]), sgf.MaxKomi, sgf.MaxKomi))
	}
	s.game.SetKomi(k)
	return "", nil
}

func (s *Server) color(a string) (engine.Color, error) {
	c, err := engine.ParseColor(a)
	if err != nil {
		return 0, replyError("invalid color")
	}
	return c, nil
}

func (s *Server) colorVertex(a []string) (engine.Color, engine.Point, error) {
	if len(a) != 2 {
		return 0, 0, replyError("invalid color or coordinate")
	}
	c, err := engine.ParseColor(a[0])
	if err != nil {
		return 0, 0, replyError("invalid color or coordinate")
	}
	p, err := engine.ParseVertex(a[1], s.w, s.h)
	if err != nil || p == engine.Resign {
		return 0, 0, replyError("invalid color or coordinate")
	}
	return c, p, nil
}

// reopen lets play go on after two passes, as GTP controllers expect.
func (s *Server) reopen(mover engine.Color) {
	if s.game.Result().Reason == engine.ByPasses {
		_ = s.game.Resume(mover.Opponent())
	}
}

func (s *Server) play(a []string) (string, error) {
	c, p, err := s.colorVertex(a)
	if err != nil {
		return "", err
	}
	s.reopen(c)
	if err := s.game.Play(engine.Move{Color: c, Point: p}); err != nil {
		return "", replyError("illegal move")
	}
	return "", nil
}

func (s *Server) genmove(a []string, cleanup bool) (string, error) {
	c, err := s.colorArg(a)
	if err != nil {
		return "", err
	}
	return s.think(c, func(ctx context.Context) (engine.Point, error) {
		if cl, ok := s.player.(ai.Cleaner); ok && cleanup {
			return cl.GenMoveCleanup(ctx, s.game, c)
		}
		return s.player.GenMove(ctx, s.game, c)
	})
}

// think has the player choose c's move with choose, on the clock the
// controller set, and plays it; it returns the move as GTP writes it.
func (s *Server) think(c engine.Color, choose func(context.Context) (engine.Point, error)) (string, error) {
	s.reopen(c)
	if t, ok := s.player.(ai.Timed); ok && (s.mainTime > 0 || s.byoTime > 0) {
		sec := func(x float64) time.Duration { return time.Duration(x * float64(time.Second)) }
		t.SetClock(c, ai.Clock{Main: sec(s.mainTime), Byo: sec(s.byoTime), ByoStones: s.byoStones,
			Left: sec(s.timeLeft[c]), StonesLeft: s.stonesLeft[c]})
	}
	start := time.Now()
	p, err := choose(context.Background())
	s.spend(c, time.Since(start).Seconds())
	if err != nil {
		return "", replyError(err.Error())
	}
	s.logMove(c, p, time.Since(start))
	if p == engine.Resign {
		return "resign", nil
	}
	if err := s.game.Play(engine.Move{Color: c, Point: p}); err != nil {
		return "", replyError(fmt.Sprintf("player chose an illegal move %s: %v", engine.Vertex(p, s.h), err))
	}
	return engine.Vertex(p, s.h), nil
}

func (s *Server) undo(a []string) (string, error) {
	g := s.game
	if g.MoveNumber() == 0 {
		return "", replyError("cannot undo")
	}
	// Take back resumes the server added, then the move itself.
	for g.CanUndo() {
		n := g.MoveNumber()
		if err := g.Undo(); err != nil {
			return "", replyError("cannot undo")
		}
		if g.MoveNumber() < n {
			break
		}
	}
	return "", nil
}

func (s *Server) showboard(a []string) (string, error) {
	b := s.game.Board()
	return "\n" + strings.TrimRight(b.String(), "\n") +
		fmt.Sprintf("\nBlack has captured %d stones, White %d; %s to move", b.Captures(engine.Black), b.Captures(engine.White), s.game.ToMove().Name()), nil
}

func (s *Server) boardEmpty() bool {
	return s.game.MoveNumber() == 0 && s.game.Board().EmptyCount() == s.w*s.h
}

// dead returns the dead stones as the player judges them, or none.
func (s *Server) dead() map[engine.Point]bool {
	dead := map[engine.Point]bool{}
	if j, ok := s.player.(ai.Judge); ok {
		pts, err := j.DeadStones(context.Background(), s.game)
		if err == nil {
			for _, p := range pts {
				dead[p] = true
			}
		}
	}
	return dead
}

func (s *Server) finalScore(a []string) (string, error) {
	sc := s.game.Score(s.dead())
	return sc.Result.String(), nil
}

func (s *Server) finalStatusList(a []string) (string, error) {
	if len(a) != 1 {
		return "", replyError("invalid status")
	}
	dead := s.dead()
	sc := s.game.Score(dead)
	b := s.game.Board()
	var lines []string
	seenChain := map[engine.Point]bool{}
	for _, p := range b.Points() {
		c := b.At(p)
		if c == engine.Empty || seenChain[b.ChainHead(p)] {
			continue
		}
		seenChain[b.ChainHead(p)] = true
		var status string
		switch {
		case dead[p]:
			status = "dead"
		case sc.Seki(p):
			status = "seki"
		default:
			status = "alive"
		}
		if status == a[0] {
			lines = append(lines, s.vertices(b.Chain(p)))
		}
	}
	switch a[0] {
	case "alive", "dead", "seki":
	default:
		return "", replyError("invalid status")
	}
	return strings.Join(lines, "\n"), nil
}

func (s *Server) kgsRules(a []string) (string, error) {
	if len(a) != 1 {
		return "", replyError("unknown rules")
	}
	r, err := engine.ParseRules(a[0])
	if err != nil {
		return "", replyError("unknown rules")
	}
	r.LongCycleVoid = false
	s.rules = r
	// The rules apply from the next game, or at once before the first move.
	if s.game.MoveNumber() == 0 {
		komi := s.game.Komi()
		if err := s.game.SetRules(r); err == nil {
			s.game.SetKomi(komi)
		}
	}
	return "", nil
}

// colorArg reads the single colour argument of a command.
func (s *Server) colorArg(a []string) (engine.Color, error) {
	if len(a) != 1 {
		return 0, replyError("invalid color")
	}
	return s.color(a[0])
}

// pointsWhere lists, GNU Go's way, the points of the board that satisfy keep.
func (s *Server) pointsWhere(keep func(engine.Point) bool) string {
	var pts []engine.Point
	for _, p := range s.game.Board().Points() {
		if keep(p) {
			pts = append(pts, p)
		}
	}
	return s.vertices(pts)
}

func (s *Server) allLegal(a []string) (string, error) {
	c, err := s.colorArg(a)
	if err != nil {
		return "", err
	}
	return s.pointsWhere(func(p engine.Point) bool { return s.legal(c, p) }), nil
}

// legal is move legality for GTP, where play may go on after two passes.
func (s *Server) legal(c engine.Color, p engine.Point) bool {
	return s.game.Legal(c, p) == nil
}

func (s *Server) isLegal(a []string) (string, error) {
	c, p, err := s.colorVertex(a)
	if err != nil {
		return "", err
	}
	if p != engine.Pass && s.legal(c, p) || p == engine.Pass {
		return "1", nil
	}
	return "0", nil
}

func (s *Server) listStones(a []string) (string, error) {
	c, err := s.colorArg(a)
	if err != nil {
		return "", err
	}
	b := s.game.Board()
	return s.pointsWhere(func(p engine.Point) bool { return b.At(p) == c }), nil
}

func (s *Server) captures(a []string) (string, error) {
	c, err := s.colorArg(a)
	if err != nil {
		return "", err
	}
	return strconv.Itoa(s.game.Board().Captures(c)), nil
}
