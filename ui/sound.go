package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/assets/synth"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Speaker plays the board's sounds on the computer's audio device:
// Deps.Sound. Play returns at once; volume is the amplitude, from 0 to 1.
// A speaker that loses its device goes silent without a word.
type Speaker interface {
	Play(s synth.Sound, volume float64)
}

const (
	// prefSound turns the sounds on or off: on by default where there is an
	// audio device.
	prefSound = "sound"
	// prefVolume is the volume setting, from 0 to 1.
	prefVolume = "soundVolume"
	// defaultVolume is the setting a new user hears.
	defaultVolume = 0.7
)

// The byo-yomi count: a tick each second in the last countFrom seconds of a
// period, and the warning instead in the last warnFrom.
const (
	countFrom = 10
	warnFrom  = 3
)

// sounds makes the board heard: a stone set down, prisoners into the lid, a
// pass, and the byo-yomi count. It hears the position after every change
// (follow) and the running clock at every tick (count), and decides from
// what it heard before whether there is something to play: a move is heard
// when the board went one node forward (a move played, or a step forward in
// a record), never when it jumped.
type sounds struct {
	out   Speaker // nil: no audio device, and no sound
	prefs fyne.Preferences

	// The position heard last, and the prisoners both sides had taken in it.
	at       *sgf.Node
	captured int

	// The count heard last: the moment its period ends, and its second.
	deadline time.Time
	second   int
}

func newSounds(out Speaker, prefs fyne.Preferences) *sounds {
	return &sounds{out: out, prefs: prefs}
}

// on tells whether sounds are played.
func (s *sounds) on() bool { return s.out != nil && s.prefs.BoolWithFallback(prefSound, true) }

// amplitude turns a volume setting into the amplitude it plays at: the
// square, as loudness is heard.
func amplitude(setting float64) float64 {
	v := min(max(setting, 0), 1)
	return v * v
}

func (s *sounds) play(snd synth.Sound) {
	if !s.on() {
		return
	}
	if v := amplitude(s.prefs.FloatWithFallback(prefVolume, defaultVolume)); v > 0 {
		s.out.Play(snd, v)
	}
}

// follow hears the position at node cur of a record w by h, where game g
// stands: the move of cur when it is one node forward of the position heard
// before, with the prisoners it took.
func (s *sounds) follow(cur *sgf.Node, g *engine.Game, w, h int) {
	before, was := s.at, s.captured
	s.at, s.captured = cur, g.Captures(engine.Black)+g.Captures(engine.White)
	if before == nil || cur.Parent() != before {
		return
	}
	m, has, err := cur.Move(w, h)
	if !has || err != nil {
		return
	}
	if m.Point == engine.Pass {
		s.play(synth.Sound{Kind: synth.Pass})
		return
	}
	s.play(synth.Sound{Kind: synth.Stone, Take: cur.MoveNumber() % synth.Takes})
	// Both sides' prisoners: a suicide, where the rules allow it, also
	// empties stones into a lid.
	if n := s.captured - was; n > 0 {
		s.play(synth.Sound{Kind: synth.Capture, Stones: n})
	}
}

// count hears the running clock: left of the period (or of the last time)
// that ends at deadline. In its last seconds it ticks once a second, each
// second heard once however often the clock is read.
func (s *sounds) count(deadline time.Time, left time.Duration) {
	sec := int((left + time.Second - 1) / time.Second) // 9.2 s left: the count is at 10
	if sec < 1 || sec > countFrom || (sec == s.second && deadline.Equal(s.deadline)) {
		return
	}
	s.deadline, s.second = deadline, sec
	if sec <= warnFrom {
		s.play(synth.Sound{Kind: synth.Warning})
	} else {
		s.play(synth.Sound{Kind: synth.Tick})
	}
}

// preferences returns the rows of the preferences dialog that set the
// sound, and the function that keeps what they say when the dialog is
// saved. Without an audio device they are off and say why.
func (s *sounds) preferences() (rows []*widget.FormItem, save func()) {
	on := widget.NewCheck(lang.L("Sound"), nil)
	volume := widget.NewSlider(0, 100)
	volume.Step = 5
	volume.SetValue(100 * s.prefs.FloatWithFallback(prefVolume, defaultVolume))
	// Letting go of the slider lets the level be heard.
	volume.OnChangeEnded = func(v float64) {
		if on.Checked && s.out != nil && v > 0 {
			s.out.Play(synth.Sound{Kind: synth.Stone}, amplitude(v/100))
		}
	}
	level := widget.NewFormItem(lang.L("Volume"), volume)
	if s.out == nil {
		on.Disable()
		volume.Disable()
		level.HintText = lang.L("No audio device was found.")
	} else {
		on.SetChecked(s.on())
	}
	save = func() {
		if s.out != nil {
			s.prefs.SetBool(prefSound, on.Checked)
			s.prefs.SetFloat(prefVolume, volume.Value/100)
		}
	}
	return []*widget.FormItem{widget.NewFormItem("", on), level}, save
}
