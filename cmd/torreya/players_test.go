package main

import (
	"context"
	"os/exec"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui"
)

func TestNewPlayer(t *testing.T) {
	g, err := engine.NewGame(9, 9, engine.Chinese())
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlayer(ui.PlayerSpec{Kind: ui.Computer, Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	mv, err := p.GenMove(context.Background(), g, engine.Black)
	if err != nil || g.Legal(engine.Black, mv) != nil {
		t.Errorf("level 1 chose %v, %v", mv, err)
	}
	if _, err := newPlayer(ui.PlayerSpec{Kind: ui.Computer, Level: 99}); err == nil {
		t.Error("level 99 was accepted")
	}
	if _, err := newPlayer(ui.PlayerSpec{Kind: ui.Engine, Command: "  "}); err == nil {
		t.Error("an empty engine command was accepted")
	}
	if _, err := newPlayer(ui.PlayerSpec{Kind: ui.Engine, Command: "no-such-engine-here --gtp"}); err == nil {
		t.Error("a missing engine was accepted")
	}
	if _, err := exec.LookPath("/usr/games/gnugo"); err != nil {
		t.Skip("GNU Go is not installed")
	}
	e, err := newPlayer(ui.PlayerSpec{Kind: ui.Engine, Command: "/usr/games/gnugo --mode gtp --level 1"})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if c, ok := e.(interface{ Close() error }); ok {
			_ = c.Close() // the test is over either way
		}
	}()
	if e.Name() != "GNU Go" {
		t.Errorf("engine name %q", e.Name())
	}
	mv, err = e.GenMove(context.Background(), g, engine.Black)
	if err != nil || g.Legal(engine.Black, mv) != nil {
		t.Errorf("GNU Go chose %v, %v", mv, err)
	}
}
