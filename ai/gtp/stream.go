package gtp

import (
	"bufio"
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// The analysis commands write their reply as they go: "=" at once, then a
// line of analysis every interval, and the blank line that ends a GTP reply
// when the next command comes (lz-analyze, kata-analyze, analyze: any line
// stops them, even an empty one) or when the move is chosen
// (lz-genmove_analyze and its kin, whose last line is "play MOVE").

// analysisCommand is one of the analysis commands.
type analysisCommand struct {
	format  Format
	genmove bool
}

// analysisCommands are the analysis commands a server may answer: Leela
// Zero's, KataGo's, and Sabaki's names for KataGo's format.
var analysisCommands = map[string]analysisCommand{
	"lz-analyze":           {LZ, false},
	"kata-analyze":         {Kata, false},
	"analyze":              {Kata, false},
	"lz-genmove_analyze":   {LZ, true},
	"kata-genmove_analyze": {Kata, true},
	"genmove_analyze":      {Kata, true},
}

// optionAnalyzer is an Analyzer that takes options (the built-in player).
type optionAnalyzer interface {
	AnalyzeWith(ctx context.Context, g *engine.Game, c engine.Color, o ai.AnalyzeOptions, report func(ai.Analysis)) error
}

// registerAnalysis lists the analysis commands the player can answer.
func (s *Server) registerAnalysis() {
	_, analyzer := s.player.(ai.Analyzer)
	_, mover := s.player.(ai.GenMoveAnalyzer)
	for name, a := range analysisCommands {
		if a.genmove && mover || !a.genmove && analyzer {
			s.register(name, func([]string) (string, error) {
				return "", replyError(name + " writes its reply as it goes: it needs a stream (Serve)")
			})
			s.streams[name] = a
		}
	}
}

// analyzeArgs are the arguments of an analysis command.
type analyzeArgs struct {
	color engine.Color
	every time.Duration // 0: no analysis lines
	line  lineOptions
	opts  ai.AnalyzeOptions
}

// analysisKeys are the keys of the analysis commands, as KataGo knows them
// (lower-cased); those not listed with the effect they have here are read
// as booleans and have none.
var analysisKeys = map[string]bool{
	"interval": true, "minmoves": true, "maxmoves": true, "ownership": true, "pvvisits": true,
	"avoid": true, "allow": true,
	"rootinfo": true, "ownershipstdev": true, "movesownership": true, "movesownershipstdev": true, "pvedgevisits": true,
}

// parseAnalyzeArgs reads "[color] [interval] [key value ...]" as KataGo
// documents them: interval in centiseconds, minmoves, maxmoves, ownership,
// pvVisits, avoid and allow (PLAYER VERTEX,VERTEX,... UNTILDEPTH: only the
// root is restricted, for the player to move). Keys are read in any case.
// Like KataGo, it refuses keys it does not know: a word in the place of
// the colour or the interval that is neither is a bad colour or interval.
func (s *Server) parseAnalyzeArgs(a []string) (analyzeArgs, error) {
	r := analyzeArgs{color: s.game.ToMove()}
	i := 0
	if i < len(a) {
		// A word meant as a number, if not a good one, is an interval.
		_, err := strconv.ParseFloat(a[i], 64)
		number := err == nil || errors.Is(err, strconv.ErrRange)
		if c, err := engine.ParseColor(a[i]); err == nil {
			r.color = c
			i++
		} else if !number && !analysisKeys[strings.ToLower(a[i])] {
			return r, replyError("invalid color " + strconv.Quote(shorten(a[i])))
		}
	}
	interval := func(v string) error {
		cs, ok := decimal(v)
		if !ok || cs < 0 || cs > 1e8 {
			return replyError("invalid interval " + strconv.Quote(shorten(v)) + ": want centiseconds, from 0 to 100000000")
		}
		r.every = time.Duration(cs * float64(10*time.Millisecond))
		return nil
	}
	if i < len(a) && !analysisKeys[strings.ToLower(a[i])] {
		if err := interval(a[i]); err != nil {
			return r, err
		}
		i++
	}
	var allow, avoid map[engine.Point]bool
	for i < len(a) {
		key := strings.ToLower(a[i])
		i++
		if !analysisKeys[key] {
			return r, replyError("unknown argument " + strconv.Quote(shorten(a[i-1])))
		}
		if i >= len(a) {
			return r, replyError(a[i-1] + " needs a value")
		}
		v := a[i]
		i++
		var err error
		switch key {
		case "interval":
			err = interval(v)
		case "minmoves":
			r.opts.MinMoves, err = countArg(key, v)
		case "maxmoves":
			r.line.maxMoves, err = countArg(key, v)
		case "ownership":
			r.line.ownership, err = boolArg(key, v)
		case "pvvisits":
			r.line.pvVisits, err = boolArg(key, v)
		case "rootinfo":
			r.line.rootInfo, err = boolArg(key, v)
		case "ownershipstdev", "movesownership", "movesownershipstdev", "pvedgevisits":
			_, err = boolArg(key, v)
		case "avoid", "allow":
			if i+1 >= len(a) {
				return r, replyError(key + " needs a player, vertices and a depth")
			}
			var pts map[engine.Point]bool
			pts, err = s.moveSet(r.color, key, v, a[i], a[i+1])
			i += 2
			switch {
			case err != nil || pts == nil:
			case key == "allow":
				allow = pts
			default:
				if avoid == nil {
					avoid = map[engine.Point]bool{}
				}
				for p := range pts {
					avoid[p] = true
				}
			}
		}
		if err != nil {
			return r, err
		}
	}
	if allow != nil || avoid != nil {
		r.opts.Allow = func(p engine.Point) bool { return (allow == nil || allow[p]) && !avoid[p] }
	}
	r.opts.Every = r.every
	return r, nil
}

func countArg(key, v string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, replyError(key + " wants a count, not " + strconv.Quote(shorten(v)))
	}
	return n, nil
}

func boolArg(key, v string) (bool, error) {
	b, err := strconv.ParseBool(strings.ToLower(v))
	if err != nil {
		return false, replyError(key + " wants true or false, not " + strconv.Quote(shorten(v)))
	}
	return b, nil
}

// moveSet reads the player, vertices and depth of avoid or allow: the set of
// points, or nil when they do not concern the root, where c is to move.
func (s *Server) moveSet(c engine.Color, key, player, vertices, depth string) (map[engine.Point]bool, error) {
	who, err := engine.ParseColor(player)
	if err != nil {
		return nil, replyError(key + ": invalid color " + strconv.Quote(shorten(player)))
	}
	d, err := strconv.Atoi(depth)
	if err != nil {
		return nil, replyError(key + ": invalid depth " + strconv.Quote(shorten(depth)))
	}
	pts := map[engine.Point]bool{}
	for _, v := range strings.Split(vertices, ",") {
		if v == "" {
			continue
		}
		p, err := engine.ParseVertex(v, s.w, s.h)
		if err != nil || p == engine.Resign {
			return nil, replyError(key + ": invalid vertex " + strconv.Quote(shorten(v)))
		}
		pts[p] = true
	}
	if who != c || d < 1 {
		return nil, nil
	}
	return pts, nil
}

// stream answers an analysis command with its reply written as it goes. An
// analysis reads the line that stops it with next and returns it, with more
// set (more is false at the end of input); a genmove_analyze reads nothing.
func (s *Server) stream(id string, cmd analysisCommand, args []string, next func() (inputLine, bool), out *bufio.Writer) (line inputLine, more bool, err error) {
	a, err := s.parseAnalyzeArgs(args)
	if err != nil {
		_, err = out.WriteString("?" + id + " " + err.Error() + "\n\n")
		return inputLine{}, false, errors.Join(err, out.Flush())
	}
	if cmd.genmove {
		return inputLine{}, false, s.genmoveAnalyze(id, cmd.format, a, out)
	}
	if _, err := out.WriteString("=" + id + "\n"); err != nil {
		return inputLine{}, false, err
	}
	if err := out.Flush(); err != nil {
		return inputLine{}, false, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var werr error // the first write error, which ends the analysis
	report := func(an ai.Analysis) {
		if l := formatAnalysis(an, cmd.format, a.line, s.w, s.h); l != "" && werr == nil {
			if _, werr = out.WriteString(l + "\n"); werr == nil {
				werr = out.Flush()
			}
			if werr != nil {
				cancel()
			}
		}
	}
	done := make(chan error, 1)
	go func() {
		if oa, ok := s.player.(optionAnalyzer); ok {
			done <- oa.AnalyzeWith(ctx, s.game, a.color, a.opts, report)
		} else {
			done <- s.player.(ai.Analyzer).Analyze(ctx, s.game, a.color, a.every, report)
		}
	}()
	line, more = next()
	cancel()
	<-done // its error has no place in a reply already under way
	if werr != nil {
		return line, more, werr
	}
	if _, err := out.WriteString("\n"); err != nil {
		return line, more, err
	}
	return line, more, out.Flush()
}

// genmoveAnalyze is genmove with analysis lines while the player thinks; the
// reply starts with the first of them, so that an error before any can
// still be a "?" reply.
func (s *Server) genmoveAnalyze(id string, f Format, a analyzeArgs, out *bufio.Writer) error {
	started := false
	var werr error
	start := func() {
		if !started {
			started = true
			_, werr = out.WriteString("=" + id + "\n")
		}
	}
	report := func(an ai.Analysis) {
		if l := formatAnalysis(an, f, a.line, s.w, s.h); l != "" && werr == nil {
			start()
			if werr == nil {
				_, werr = out.WriteString(l + "\n")
			}
			if werr == nil {
				werr = out.Flush()
			}
		}
	}
	mover := s.player.(ai.GenMoveAnalyzer)
	move, err := s.think(a.color, func(ctx context.Context) (engine.Point, error) {
		return mover.GenMoveAnalyze(ctx, s.game, a.color, a.every, report)
	})
	switch {
	case werr != nil:
		return werr
	case err != nil && !started:
		_, werr = out.WriteString("?" + id + " " + err.Error() + "\n\n")
	case err != nil:
		_, werr = out.WriteString("\n") // the reply has begun: it can only end
	default:
		start()
		if werr == nil {
			_, werr = out.WriteString("play " + move + "\n\n")
		}
	}
	return errors.Join(werr, out.Flush())
}
