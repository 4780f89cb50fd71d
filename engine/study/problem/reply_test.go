package problem

import (
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestTacticalReply: after a wrong move the reply takes the learner's chain
// in atari, the bigger first; with none, it saves its own chain in atari;
// with neither, or only outside the area, there is no such reply.
func TestTacticalReply(t *testing.T) {
	all := func(engine.Point) bool { return true }
	for _, tc := range []struct {
		name   string
		board  string
		within func(engine.Point) bool
		want   string // "" for none
	}{
		{"the learner's stone in atari is taken, before its own escapes", `
			. . . . .
			. . . . .
			. . . . .
			. . . . .
			X O X . .`, all, "A2"},
		{"the bigger chain in atari is taken first", `
			. . . . .
			O . . . .
			X O . . .
			X O . O .
			. O . O X`, all, "A1"},
		{"with nothing to take, its own stone in atari escapes", `
			. . . . .
			. . . . .
			. . . . .
			. . . . .
			. X O X .`, all, "C2"},
		{"nothing in atari: no reply", `
			. . . . .
			. . X . .
			. . . . .
			. . O . .
			. . . . .`, all, ""},
		{"only outside the area: no reply", `
			. . . . .
			. . . . .
			. . . . .
			. . . . .
			X O X . .`, func(p engine.Point) bool { x, _ := p.XY(); return x > 2 }, ""},
	} {
		g := gameOf(t, tc.board, engine.White)
		p, ok := TacticalReply(g, engine.White, tc.within)
		got := ""
		if ok {
			got = engine.Vertex(p, 5)
		}
		if got != tc.want {
			t.Errorf("%s: reply %q, want %q", tc.name, got, tc.want)
		}
	}
}

// gameOf returns a game at the position drawn, toMove to play.
func gameOf(t *testing.T, diagram string, toMove engine.Color) *engine.Game {
	t.Helper()
	b, err := engine.ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(b.Width(), b.Height(), engine.Chinese())
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetStart(b, toMove); err != nil {
		t.Fatal(err)
	}
	return g
}
