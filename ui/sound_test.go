package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/assets/synth"
	"github.com/torreya/torreya/engine"
)

// fakeSpeaker writes down what it is asked to play.
type fakeSpeaker struct {
	played  []string
	volumes []float64
}

func (f *fakeSpeaker) Play(s synth.Sound, volume float64) {
	f.played = append(f.played, s.String())
	f.volumes = append(f.volumes, volume)
}

// take returns what was played since the last take.
func (f *fakeSpeaker) take() []string {
	out := f.played
	f.played, f.volumes = nil, nil
	return out
}

func soundController(t *testing.T, deps Deps) (*Controller, *fakeSpeaker) {
	t.Helper()
	f := &fakeSpeaker{}
	deps.Sound = f
	c, _ := newTestController(t, deps)
	newGame(t, c, 9, PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person})
	f.take()
	return c, f
}

func expectPlayed(t *testing.T, f *fakeSpeaker, what string, want ...string) {
	t.Helper()
	if got := f.take(); !slices.Equal(got, want) {
		t.Errorf("%s: played %q, want %q", what, got, want)
	}
}

func TestSoundsOfMoves(t *testing.T) {
	c, f := soundController(t, Deps{})
	tap(c, 4, 4)
	if len(f.volumes) != 1 || f.volumes[0] != amplitude(defaultVolume) {
		t.Errorf("volumes %v, want %v", f.volumes, amplitude(defaultVolume))
	}
	expectPlayed(t, f, "a tap on the board", "stone (take 1)")
	// Black takes three white stones on the edge:
	//   . . . . .       O O O . .
	//   X X X . .  ...  X X X . .
	play(t, c, engine.Pt(8, 8), engine.Pt(0, 1), engine.Pt(0, 0), engine.Pt(1, 1), engine.Pt(1, 0), engine.Pt(2, 1), engine.Pt(2, 0))
	f.take()
	play(t, c, engine.Pt(3, 0))
	if c.game().Captures(engine.Black) != 3 {
		t.Fatalf("Black has taken %d stones, want 3", c.game().Captures(engine.Black))
	}
	expectPlayed(t, f, "a capture of three", "stone (take 1)", "capture of 3")
	if err := c.pass(); err != nil {
		t.Fatal(err)
	}
	expectPlayed(t, f, "a pass", "pass")
	c.undo()
	expectPlayed(t, f, "an undo")
	c.redo()
	expectPlayed(t, f, "a redo", "pass")
}

func TestSoundsOfSteppingThroughARecord(t *testing.T) {
	c, f := soundController(t, Deps{})
	play(t, c, engine.Pt(0, 1), engine.Pt(0, 0), engine.Pt(1, 1), engine.Pt(1, 0), engine.Pt(2, 1), engine.Pt(2, 0), engine.Pt(3, 0))
	f.take()
	c.first()
	expectPlayed(t, f, "going to the start")
	c.forward(1)
	expectPlayed(t, f, "one move forward", "stone (take 1)")
	c.forward(3)
	expectPlayed(t, f, "three moves forward")
	c.back(1)
	expectPlayed(t, f, "one move back")
	for range 4 {
		c.forward(1)
	}
	expectPlayed(t, f, "one move forward four times", "stone (take 0)", "stone (take 1)", "stone (take 2)", "stone (take 3)", "capture of 3")
	c.first()
	c.last()
	expectPlayed(t, f, "a jump to the end")
}

func TestNoSoundWhenMuted(t *testing.T) {
	c, f := soundController(t, Deps{})
	c.prefs.SetBool(prefSound, false)
	tap(c, 4, 4)
	expectPlayed(t, f, "a move with the sound off")
	c.prefs.SetBool(prefSound, true)
	c.prefs.SetFloat(prefVolume, 0)
	tap(c, 5, 5)
	expectPlayed(t, f, "a move at volume 0")
	c.prefs.SetFloat(prefVolume, 0.5)
	tap(c, 6, 6)
	if len(f.volumes) != 1 || f.volumes[0] != 0.25 {
		t.Errorf("volume 0.5 plays at %v, want 0.25", f.volumes)
	}
}

func TestNoDeviceNoSound(t *testing.T) {
	c, _ := newTestController(t, Deps{}) // no Sound
	newGame(t, c, 9, PlayerSpec{Kind: Person}, PlayerSpec{Kind: Person})
	tap(c, 4, 4)
	if c.sound.on() {
		t.Error("sound is on without a device")
	}
	rows, save := c.sound.preferences()
	on, volume := rows[0].Widget.(*widget.Check), rows[1].Widget.(*widget.Slider)
	if !on.Disabled() || on.Checked || !volume.Disabled() || rows[1].HintText == "" {
		t.Errorf("without a device the sound's rows read checked=%v disabled=%v/%v hint %q",
			on.Checked, on.Disabled(), volume.Disabled(), rows[1].HintText)
	}
	save()
	if !c.prefs.BoolWithFallback(prefSound, true) {
		t.Error("saving the preferences without a device turned the sound off for good")
	}
}

func TestSoundPreferences(t *testing.T) {
	c, f := soundController(t, Deps{})
	rows, save := c.sound.preferences()
	on, volume := rows[0].Widget.(*widget.Check), rows[1].Widget.(*widget.Slider)
	if !on.Checked || volume.Value != 100*defaultVolume || rows[1].HintText != "" {
		t.Errorf("a new user's rows: on %v, volume %v, hint %q", on.Checked, volume.Value, rows[1].HintText)
	}
	volume.SetValue(40) // as a drag ends
	if len(f.volumes) != 1 || f.volumes[0] != amplitude(0.4) {
		t.Errorf("letting go of the slider at 40 plays at %v, want %v", f.volumes, amplitude(0.4))
	}
	f.take()
	test.Tap(on) // off
	save()
	tap(c, 4, 4)
	expectPlayed(t, f, "a move after turning the sound off in the preferences")
	if c.prefs.Bool(prefSound) || c.prefs.Float(prefVolume) != 0.4 {
		t.Errorf("saved sound %v, volume %v", c.prefs.Bool(prefSound), c.prefs.Float(prefVolume))
	}
	rows, _ = c.sound.preferences()
	if rows[0].Widget.(*widget.Check).Checked || rows[1].Widget.(*widget.Slider).Value != 40 {
		t.Error("the preferences forgot the sound's settings")
	}
}

// byoYomi runs the clock of the player to move from start to end in the
// clock's ticks and returns what was heard, as "second:sound".
func byoYomi(c *Controller, f *fakeSpeaker, now *time.Time, t0 time.Time, start, end time.Duration) []string {
	var heard []string
	for at := start; at <= end; at += clockTick {
		*now = t0.Add(at)
		c.tick()
		for _, s := range f.take() {
			heard = append(heard, fmt.Sprintf("%v:%s", at.Round(time.Second), s))
		}
	}
	return heard
}

func TestByoYomiCount(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := t0
	c, f := soundController(t, Deps{Now: func() time.Time { return now }})
	for _, tc := range []struct {
		name       string
		main, byo  time.Duration
		periods    int
		start, end time.Duration
		want       string
	}{
		{"byo-yomi", 0, 30 * time.Second, 3, 0, 35 * time.Second,
			"20s:tick 21s:tick 22s:tick 23s:tick 24s:tick 25s:tick 26s:tick 27s:warning 28s:warning 29s:warning"},
		// The next period counts again, the same seconds.
		{"the next period", 0, 10 * time.Second, 3, 0, 25 * time.Second,
			"0s:tick 1s:tick 2s:tick 3s:tick 4s:tick 5s:tick 6s:tick 7s:warning 8s:warning 9s:warning " +
				"10s:tick 11s:tick 12s:tick 13s:tick 14s:tick 15s:tick 16s:tick 17s:warning 18s:warning 19s:warning " +
				"20s:tick 21s:tick 22s:tick 23s:tick 24s:tick 25s:tick"},
		// Main time before byo-yomi is not counted; sudden death is.
		{"main time", time.Minute, 30 * time.Second, 1, 40 * time.Second, 65 * time.Second, ""},
		{"sudden death", time.Minute, 0, 0, 45 * time.Second, 59 * time.Second,
			"50s:tick 51s:tick 52s:tick 53s:tick 54s:tick 55s:tick 56s:tick 57s:warning 58s:warning 59s:warning"},
	} {
		now = t0
		if err := c.newGame(Settings{Width: 9, Height: 9, Rules: engine.Japanese(), Komi: 6.5,
			MainTime: tc.main, ByoYomi: tc.byo, Periods: tc.periods}); err != nil {
			t.Fatal(err)
		}
		f.take()
		if got := strings.Join(byoYomi(c, f, &now, t0, tc.start, tc.end), " "); got != tc.want {
			t.Errorf("%s: heard\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
	// A move gives the period back, and its count starts again: from the
	// same second when the period is ten seconds long.
	now = t0
	if err := c.newGame(Settings{Width: 9, Height: 9, Rules: engine.Japanese(), Komi: 6.5, ByoYomi: 10 * time.Second, Periods: 3}); err != nil {
		t.Fatal(err)
	}
	c.tick()
	expectPlayed(t, f, "a period of ten seconds starting", "tick")
	now = t0.Add(500 * time.Millisecond)
	tap(c, 4, 4)
	play(t, c, engine.Pt(3, 3)) // White answers at once
	f.take()
	c.tick()
	expectPlayed(t, f, "Black's next period starting", "tick")
	c.prefs.SetBool(prefSound, false)
	if got := byoYomi(c, f, &now, t0, time.Second, 9*time.Second); len(got) != 0 {
		t.Errorf("with the sound off: heard %q", got)
	}
}
