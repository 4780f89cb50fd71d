package ui

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// seats are who plays each colour: a person, the built-in player or a GTP
// engine, with the computer players made for them.
type seats struct {
	specs   [3]PlayerSpec // by colour
	players [3]ai.Player  // by colour; nil for a person
	make    NewPlayer
	run     func(func()) // runs work off the UI goroutine
}

// computer reports whether a computer plays colour col.
func (s *seats) computer(col engine.Color) bool {
	return (col == engine.Black || col == engine.White) && s.players[col] != nil
}

// asker returns who speaks for the side to move: against the computer the
// person, between people (or computers) the side to move itself.
func (s *seats) asker(toMove engine.Color) engine.Color {
	if s.computer(toMove) && !s.computer(toMove.Opponent()) {
		return toMove.Opponent()
	}
	return toMove
}

// newPlayer makes the computer player of a spec of kind Computer or Engine.
func (s *seats) newPlayer(spec PlayerSpec) (ai.Player, error) {
	if s.make == nil {
		return nil, errors.New(lang.L("No computer player is available"))
	}
	return s.make(spec)
}

// build makes the computer players of both colours; when one cannot start,
// the others are released and its error is returned.
func (s *seats) build(black, white PlayerSpec) ([3]ai.Player, error) {
	var players [3]ai.Player
	for col, spec := range [3]PlayerSpec{engine.Black: black, engine.White: white} {
		if spec.Kind == Person { // index 0, Empty, too
			continue
		}
		p, err := s.newPlayer(spec)
		if err != nil {
			s.release(players)
			return [3]ai.Player{}, err
		}
		players[col] = p
	}
	return players, nil
}

// take seats new players, releasing the old ones.
func (s *seats) take(black, white PlayerSpec, players [3]ai.Player) {
	s.release(s.players)
	s.players = players
	s.specs[engine.Black], s.specs[engine.White] = black, white
}

// restore seats the players of specs, as an autosave recorded them; a
// computer player that cannot be made again leaves its colour to a person,
// and its error is returned.
func (s *seats) restore(black, white PlayerSpec) error {
	person := PlayerSpec{Kind: Person, Level: 1}
	specs := [3]PlayerSpec{engine.Black: black, engine.White: white}
	var players [3]ai.Player
	var failed error
	for _, col := range []engine.Color{engine.Black, engine.White} {
		if specs[col].Kind == Person {
			continue
		}
		p, err := s.newPlayer(specs[col])
		if err != nil {
			failed, specs[col] = err, person
			continue
		}
		players[col] = p
	}
	s.take(specs[engine.Black], specs[engine.White], players)
	return failed
}

// judge returns a computer player that can say which stones are dead.
func (s *seats) judge() (ai.Judge, bool) {
	for _, p := range s.players {
		if j, ok := p.(ai.Judge); ok {
			return j, true
		}
	}
	return nil, false
}

// playerName is what the record calls the player of a spec: the computer's name
// and level, an engine's name, or fallback for a person.
func playerName(spec PlayerSpec, p ai.Player, fallback string) string {
	switch spec.Kind {
	case Computer:
		return fmt.Sprintf("%s (%s %d)", p.Name(), lang.L("level"), spec.Level)
	case Engine:
		return p.Name()
	}
	return fallback
}

// release closes players' engines off the UI goroutine: a hung engine takes
// seconds to give up, and the window must not wait for it.
func (s *seats) release(ps [3]ai.Player) {
	var closers []interface{ Close() error }
	for _, p := range ps {
		if cl, ok := p.(interface{ Close() error }); ok {
			closers = append(closers, cl)
		}
	}
	if len(closers) == 0 {
		return
	}
	s.run(func() {
		for _, cl := range closers {
			_ = cl.Close() // an engine that fails to quit is left to the OS
		}
	})
}

// unseat stops the computer player of col, if any, and leaves the colour
// to a person.
func (s *seats) unseat(col engine.Color) {
	var ps [3]ai.Player
	ps[col] = s.players[col]
	s.release(ps)
	s.players[col] = nil
	s.specs[col] = PlayerSpec{Kind: Person, Level: 1}
}

// close releases every player.
func (s *seats) close() {
	s.release(s.players)
	s.players = [3]ai.Player{}
}
