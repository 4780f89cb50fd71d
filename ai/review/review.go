// Package review reads a game with the built-in player, move by move, and
// finds where it was won and lost: Black's chance to win and score lead
// before every move, the move the player prefers with its line, and what
// each move played lost against it.
//
// The figures are the built-in player's estimate at the review's budget,
// not the truth: a weak player with a small budget misjudges some positions,
// and a loss of a point or two is within its noise.
package review

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// The default budget per position, whichever comes first: on two cores a
// 60-move 9x9 game takes about 7 s (BenchmarkReview9x9, against 60 s
// allowed) and a 250-move 19x19 game about 100 s (BenchmarkReview19x19,
// against 5 minutes), where the half second stops many positions. The
// time keeps a slow machine within those bounds.
const (
	DefaultPlayouts = 8000
	DefaultTime     = 500 * time.Millisecond
)

// Options configure a review.
type Options struct {
	// Player is the built-in player's options for every position: its
	// budget per position above all (Playouts and Time; both zero means
	// DefaultPlayouts capped at DefaultTime) and its Threads. The options
	// that weaken or narrow its play (Sample, MaxLoss, Resign, Within)
	// are ignored: a review wants the player's best.
	Player ai.Options
	// Read, when set, is called after each position is read, from Run's
	// goroutine, with its index and what is known of it so far: Loss and
	// WinLoss wait for the position after the move. A graph can fill in as
	// the review goes.
	Read func(i int, p Position)
}

// Position is what the review found at one position of the game, before
// a move.
type Position struct {
	// Move is the move played here: Run's result holds the position before
	// move number i+1 at index i, and a last Position, after the game's last
	// move, with the zero Move (Color engine.Empty).
	Move engine.Move
	// WinRate is Black's chance to win before the move, and Lead Black's
	// score lead (komi and the handicap compensation of area rules
	// included), as the player's evaluation of the position gives them
	// (ai.MCTS.Evaluate, ai.Analysis.BlackWinRate and BlackLead).
	WinRate float64
	Lead    float64
	// Best is the move the player prefers here (engine.Pass when it would
	// pass), and PV its line: Best, then the replies it expects, a few moves.
	Best engine.Point
	PV   []engine.Point
	// Playouts is how many playouts the player read here: 0 when the mover
	// had no move but a pass, and the position took the figures of the
	// position next to it.
	Playouts int
	// Loss is the points the move played lost against Best: how much the
	// mover's lead fell from this position to the next, never below zero,
	// and zero when the move is Best. WinLoss is the same for the mover's
	// chance to win.
	Loss    float64
	WinLoss float64
}

// ErrNoGame is Run's error for a nil game.
var ErrNoGame = errors.New("review: no game to review")

// Run reviews g's moves from its start (the setup and handicap stones;
// after setup stones in the middle of a record, the position they make)
// up to its last move, a resignation left out. It reads the positions
// coarse to fine, first a few spread over the game and then the ones
// between, so that Options.Read can draw the whole game's shape early,
// and calls progress (when not nil) after each one. It does not change g.
// It returns len(g.Moves())+1 positions (see Position.Move), or
// ctx.Err() as soon as ctx is cancelled.
func Run(ctx context.Context, g *engine.Game, o Options, progress func(done, total int)) ([]Position, error) {
	if g == nil {
		return nil, ErrNoGame
	}
	moves := g.Moves()
	if n := len(moves); n > 0 && moves[n-1].Point == engine.Resign {
		moves = moves[:n-1]
	}
	r, err := newReplay(g, moves)
	if err != nil {
		return nil, err
	}
	player := ai.New(playerOptions(o.Player))
	ps := make([]Position, len(moves)+1)
	for done, i := range order(len(ps)) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		at, err := r.at(i)
		if err != nil {
			return nil, err
		}
		mover := at.ToMove()
		if i < len(moves) {
			ps[i].Move = moves[i]
			mover = moves[i].Color
		}
		a, err := player.Evaluate(ctx, at, mover)
		if err != nil {
			return nil, err
		}
		st := player.LastStats()
		ps[i].WinRate, ps[i].Lead = a.BlackWinRate(), a.BlackLead()
		ps[i].Best, ps[i].PV, ps[i].Playouts = a.Move, st.PV, a.Playouts
		if o.Read != nil {
			o.Read(i, ps[i])
		}
		if progress != nil {
			progress(done+1, len(ps))
		}
	}
	fillUnread(ps)
	for i := range moves {
		ps[i].Loss, ps[i].WinLoss = losses(ps[i], ps[i+1])
	}
	return ps, nil
}

// playerOptions returns the player's options for a review from o.
func playerOptions(o ai.Options) ai.Options {
	if o.Playouts == 0 && o.Time == 0 {
		o.Playouts, o.Time = DefaultPlayouts, DefaultTime
	}
	o.Sample, o.MaxLoss, o.Resign, o.Within, o.Level = 0, 0, 0, nil, 0
	return o
}

// losses returns what the move played at p lost, in points and in chance to
// win, from p and the position after it, next.
func losses(p, next Position) (points, rate float64) {
	if p.Move.Point == p.Best {
		return 0, 0
	}
	points, rate = p.Lead-next.Lead, p.WinRate-next.WinRate
	if p.Move.Color == engine.White {
		points, rate = -points, -rate
	}
	return max(points, 0), max(rate, 0)
}

// fillUnread gives the positions the player did not read (no move but a
// pass) the figures of the next position read, or of the last one before
// them at the end: a pass changes no stone.
func fillUnread(ps []Position) {
	read := func(p Position) bool { return p.Playouts > 0 }
	for i := range ps {
		if read(ps[i]) {
			continue
		}
		j := slices.IndexFunc(ps[i+1:], read)
		if j >= 0 {
			j += i + 1
		} else {
			for j = i - 1; j >= 0 && !read(ps[j]); j-- {
			}
		}
		if j < 0 {
			continue // nothing read at all: the player's even 50% and no lead stand
		}
		ps[i].WinRate, ps[i].Lead = ps[j].WinRate, ps[j].Lead
	}
}

// order returns the indices 0 to n-1 coarse to fine: the first and the last,
// then every 16th, 8th, 4th and 2nd in turn, then the rest.
func order(n int) []int {
	if n <= 0 {
		return nil
	}
	out := make([]int, 0, n)
	seen := make([]bool, n)
	add := func(i int) {
		if !seen[i] {
			seen[i] = true
			out = append(out, i)
		}
	}
	add(0)
	add(n - 1)
	for step := 16; step >= 1; step /= 2 {
		for i := step; i < n; i += step {
			add(i)
		}
	}
	return out
}

// replay makes the game at any position of the review: a fresh game from
// the reviewed game's start with the moves up to there, as a record plays
// them (engine.Game.PlayRecorded).
type replay struct {
	w, h     int
	rules    engine.Rules
	komi     float64
	handicap int
	setup    *engine.Board
	start    engine.Color
	moves    []engine.Move
}

// newReplay returns the replay of moves from g's start.
func newReplay(g *engine.Game, moves []engine.Move) (*replay, error) {
	r := &replay{w: g.Width(), h: g.Height(), rules: g.Rules(), komi: g.Komi(),
		handicap: g.Handicap(), setup: g.Setup(), start: g.ToMove(), moves: moves}
	if len(moves) > 0 {
		r.start = moves[0].Color
	}
	// Check the moves once: every later replay is a prefix of this one.
	if _, err := r.at(len(moves)); err != nil {
		return nil, err
	}
	return r, nil
}

// at returns the game after the first i moves.
func (r *replay) at(i int) (*engine.Game, error) {
	g, err := engine.NewGame(r.w, r.h, r.rules)
	if err != nil {
		return nil, err
	}
	if r.handicap >= 2 {
		// The count is what matters (the handicap compensation and the
		// komi); SetStart puts the real stones. Any distinct points do.
		pts := make([]engine.Point, r.handicap)
		for k := range pts {
			pts[k] = engine.Pt(k%r.w, k/r.w)
		}
		if err := g.SetFreeHandicap(pts); err != nil {
			return nil, fmt.Errorf("review: %d handicap stones: %w", r.handicap, err)
		}
	}
	if err := g.SetStart(r.setup, r.start); err != nil {
		return nil, err
	}
	g.SetKomi(r.komi)
	for k, m := range r.moves[:i] {
		if err := g.PlayRecorded(m); err != nil {
			return nil, fmt.Errorf("review: move %d (%s %s): %w", k+1, m.Color.Name(), engine.Vertex(m.Point, r.h), err)
		}
	}
	return g, nil
}

// Mistakes returns the indices in ps of the n moves of c (Black, White, or
// Empty for both) that lost the most points, the biggest first (the earlier
// of two equal ones first). Moves that lost nothing are left out.
func Mistakes(ps []Position, n int, c engine.Color) []int {
	var out []int
	for i, p := range ps {
		if p.Loss > 0 && p.Move.Color != engine.Empty && (c == engine.Empty || p.Move.Color == c) {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		switch {
		case ps[a].Loss > ps[b].Loss:
			return -1
		case ps[a].Loss < ps[b].Loss:
			return 1
		}
		return 0
	})
	return out[:max(0, min(n, len(out)))]
}
