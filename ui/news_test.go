package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// TestResultStaysUntilDismissed: a resignation's result outlives the status
// messages after it, and leaves with the game it belongs to.
func TestResultStaysUntilDismissed(t *testing.T) {
	c, _ := newTestController(t, Deps{Analysis: ai.Options{Playouts: 200, Seed: 1}})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 4, 4)
	if c.view.news.box.Visible() {
		t.Fatal("news shown during play")
	}
	if err := c.resign(); err != nil { // White resigns
		t.Fatal(err)
	}
	want := "Black wins by resignation. White resigned after move 1."
	if got := c.news(); got != want || !c.view.news.box.Visible() {
		t.Fatalf("news %q (shown %v), want %q", got, c.view.news.box.Visible(), want)
	}
	c.an.setEstimate(true) // says something in the reading line
	c.back(1)              // and the status line
	c.forward(1)
	if got := c.news(); got != want {
		t.Errorf("after the estimate and a walk through the game the news is %q", got)
	}
	c.undo() // the result is taken back: the news goes with it
	if got := c.news(); got != "" || c.view.news.box.Visible() {
		t.Errorf("after Undo of the result the news is %q", got)
	}
	if err := c.resign(); err != nil {
		t.Fatal(err)
	}
	c.view.news.dismiss()
	if c.news() != "" || c.view.news.box.Visible() {
		t.Error("dismissed news still shown")
	}
	if err := c.resign(); err == nil {
		t.Error("a second resignation was accepted")
	}
}

// TestCountedResultIsToldInWords: an accepted count puts the winner, the
// margin and the count per side into the news; a new game clears it.
func TestCountedResultIsToldInWords(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 5, PlayerSpec{}, PlayerSpec{})
	for _, mv := range [][2]int{{2, 0}, {3, 0}, {2, 1}, {3, 1}, {2, 2}, {3, 2}, {2, 3}, {3, 3}, {2, 4}, {3, 4}} {
		tap(c, mv[0], mv[1])
	}
	passTwice(t, c)
	if err := c.accept(); err != nil {
		t.Fatal(err)
	}
	got := c.news()
	for _, want := range []string{"White wins by ", " points.", "Black: 10 territory", "6.5 komi"} {
		if !strings.Contains(got, want) {
			t.Errorf("news %q lacks %q", got, want)
		}
	}
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	if c.news() != "" {
		t.Errorf("a new game shows the last one's news %q", c.news())
	}
}

// TestTimeOutIsNews: a flag fall is told as a win on time.
func TestTimeOutIsNews(t *testing.T) {
	now := time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC)
	c, _ := newTestController(t, Deps{Now: func() time.Time { return now }})
	err := c.newGame(Settings{Width: 9, Height: 9, Rules: engine.Japanese(), Komi: 6.5, MainTime: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	tap(c, 4, 4)
	now = now.Add(2 * time.Minute)
	c.tick()
	if got := c.news(); !strings.HasPrefix(got, "Black wins on time. White ran out of time") {
		t.Errorf("news %q", got)
	}
}

// TestNewGameStatusSpeaksOfTheNewGame: a message of the last game never
// survives into the next.
func TestNewGameStatusSpeaksOfTheNewGame(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	c, _ := newTestController(t, Deps{
		Go:        func(f func()) { go f() },
		Post:      func(func()) {}, // the computer's move never arrives
		NewPlayer: func(PlayerSpec) (ai.Player, error) { return &waiting{block}, nil },
	})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{Kind: Computer, Level: 1})
	tap(c, 4, 4)
	tap(c, 2, 2) // refused: the computer is to move
	if !strings.Contains(c.Status(), "computer is to move") {
		t.Fatalf("status %q", c.Status())
	}
	newGame(t, c, 19, PlayerSpec{}, PlayerSpec{})
	if got := c.Status(); got != "Black to move." {
		t.Errorf("a new game between people says %q", got)
	}
}
