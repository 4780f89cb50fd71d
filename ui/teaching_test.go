package ui

import (
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// teachingGame starts a 9x9 game, the person Black against a scripted
// White, with the teaching mode on; asked collects the questions, answered
// with takeBack.
func teachingGame(t *testing.T, white []engine.Point, takeBack bool) (*Controller, *scripted, *[]string) {
	t.Helper()
	bot := &scripted{moves: white}
	c, _ := newTestController(t, Deps{NewPlayer: func(PlayerSpec) (ai.Player, error) { return bot, nil }})
	c.prefs.SetBool(prefAidTeaching, true)
	var asked []string
	c.teaching.ask = func(say string, answer func(bool)) {
		asked = append(asked, say)
		if len(c.Board().View().Atari) == 0 {
			t.Error("the stones at stake are not ringed while the question is open")
		}
		if c.thinking() {
			t.Error("the computer thinks while the person is asked")
		}
		answer(takeBack)
	}
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Computer, Level: 1})
	return c, bot, &asked
}

// TestTeachingSelfAtari: a move into atari is questioned; taken back, the
// computer has not answered it; played again, it is not asked twice.
func TestTeachingSelfAtari(t *testing.T) {
	c, bot, asked := teachingGame(t, []engine.Point{engine.Pt(1, 8), engine.Pt(6, 6), engine.Pt(6, 2)}, true)
	tap(c, 4, 4) // E5; White B1
	tap(c, 0, 8) // A1: one liberty left
	if len(*asked) != 1 || !strings.Contains((*asked)[0], "only one liberty") {
		t.Fatalf("questions %q", *asked)
	}
	if m, _ := currentMove(t, c); m.Point != engine.Pt(1, 8) || bot.asked != 1 {
		t.Fatalf("after taking back: at %v, the computer asked %d times", m, bot.asked)
	}
	tap(c, 0, 8) // the same move again: played without a question
	if len(*asked) != 1 {
		t.Errorf("asked twice about one move: %q", *asked)
	}
	if m, _ := currentMove(t, c); m.Color != engine.White || bot.asked != 2 {
		t.Errorf("the computer did not answer the move played again: at %v", m)
	}
}

// TestTeachingGroupLeftInAtari: a move elsewhere that leaves a group in
// atari which could escape is questioned with the saving move; played on,
// the computer answers.
func TestTeachingGroupLeftInAtari(t *testing.T) {
	c, bot, asked := teachingGame(t, []engine.Point{engine.Pt(3, 4), engine.Pt(5, 4), engine.Pt(4, 3), engine.Pt(0, 0)}, false)
	for _, p := range []engine.Point{engine.Pt(4, 4), engine.Pt(8, 0), engine.Pt(8, 1)} {
		x, y := p.XY()
		tap(c, x, y)
	}
	if len(*asked) != 0 {
		t.Fatalf("questions before the atari: %q", *asked)
	}
	tap(c, 8, 2) // E5 is in atari and could escape at E4
	if len(*asked) != 1 || !strings.Contains((*asked)[0], "saved at E4") {
		t.Fatalf("questions %q", *asked)
	}
	if bot.asked != 4 {
		t.Errorf("the computer was asked %d times; after Play On it answers", bot.asked)
	}
	// A move that saves the group is no question.
	c2, _, asked2 := teachingGame(t, []engine.Point{engine.Pt(3, 4), engine.Pt(5, 4), engine.Pt(4, 3), engine.Pt(0, 0)}, false)
	for _, p := range []engine.Point{engine.Pt(4, 4), engine.Pt(8, 0), engine.Pt(8, 1), engine.Pt(4, 5)} {
		x, y := p.XY()
		tap(c2, x, y)
	}
	if len(*asked2) != 0 {
		t.Errorf("a saving move was questioned: %q", *asked2)
	}
}
