// Package ai holds Torreya's computer players and what they share: the Player
// interface that the program and the GTP server drive, whether the moves come
// from the built-in search or from an external engine.
//
// The built-in player is MCTS (New, or Level for one of the Levels strength
// levels): Monte-Carlo tree search with RAVE and priors from captures, atari,
// 3x3 shapes and distance to the last move, over heavy playouts that capture,
// escape atari, play good shapes and avoid self-atari. Two or more goroutines
// share one tree with virtual loss; the tree is kept from move to move. The
// playouts also give Ownership, which serves dead-stone marking (Judge) and
// the territory estimate. Analyze reads a position until it is stopped and
// reports its candidate moves as it goes (an Analyzer, as an external engine
// behind gtp.Client is too).
package ai

import (
	"context"
	"sync"

	"github.com/torreya/torreya/engine"
)

// Player chooses moves. The built-in players and external GTP engines are all
// Players, so the program and the GTP server need not know which is which.
type Player interface {
	// Name says who the player is, as GTP's name command does.
	Name() string
	// Version says which version of the player this is, and how it plays.
	Version() string
	// GenMove returns a move for c in g's current position: a legal point,
	// engine.Pass or engine.Resign. It must not change g, and should return
	// promptly with ctx.Err() when ctx is cancelled.
	GenMove(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error)
}

// Judge is a player that can tell which stones are dead at the end of a game.
type Judge interface {
	// DeadStones returns the stones it believes are dead in g's position.
	DeadStones(ctx context.Context, g *engine.Game) ([]engine.Point, error)
}

// Random is the weakest honest player: it plays a uniformly random legal move
// that does not fill one of its own eyes, and passes when none is left.
type Random struct {
	mu  sync.Mutex
	rng *engine.Rand
}

// NewRandom returns a random player seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRand(seed)} }

// Name implements Player.
func (r *Random) Name() string { return "Torreya" }

// Version implements Player.
func (r *Random) Version() string { return "0.1.0 (random player: uniformly random legal moves)" }

// GenMove implements Player.
func (r *Random) GenMove(ctx context.Context, g *engine.Game, c engine.Color) (engine.Point, error) {
	if err := ctx.Err(); err != nil {
		return engine.Pass, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return RandomMove(g, c, r.rng), nil
}

// RandomMove returns a uniformly random point where c may legally play in g
// (superko included) without filling its own eye, or engine.Pass.
func RandomMove(g *engine.Game, c engine.Color, rng *engine.Rand) engine.Point {
	b := g.Board()
	cands := append([]engine.Point(nil), b.Empties()...)
	for n := len(cands); n > 0; n-- {
		i := rng.Intn(n)
		p := cands[i]
		cands[i] = cands[n-1]
		if !b.IsEye(c, p) && g.Legal(c, p) == nil {
			return p
		}
	}
	return engine.Pass
}
