package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"

	"github.com/torreya/torreya/assets/synth"
	"github.com/torreya/torreya/ui"
)

// voice is one sound playing: an oto.Player, or a fake in tests.
type voice interface {
	SetVolume(volume float64)
	Play()
}

// output is where the voices play: the audio library's context, or a fake
// in tests. Suspend stops feeding the device and Resume starts again; Err
// is the device's failure, nil while it works.
type output interface {
	voice(pcm []byte) voice
	Suspend() error
	Resume() error
	Err() error
}

// otoOutput plays through oto, which speaks to ALSA on Linux, Core Audio on
// macOS and WASAPI on Windows.
type otoOutput struct{ *oto.Context }

func (o otoOutput) voice(pcm []byte) voice { return o.NewPlayer(bytes.NewReader(pcm)) }

// speaker plays the board's sounds (ui.Speaker). It renders each sound once
// and keeps it. Between sounds it suspends the output, so an idle program
// neither feeds the device silence nor keeps the sound server busy; it
// keeps each voice until then, as oto stops a player that is
// garbage-collected. A device that fails, at opening or later, silences it
// for good without a word.
type speaker struct {
	out   output
	ready <-chan struct{} // closed once the device is open (or failed to)
	now   func() time.Time
	after func(d time.Duration, f func()) // time.AfterFunc, or a fake

	mu        sync.Mutex // Play runs on the UI goroutine, rest on a timer's
	pcm       map[synth.Sound][]byte
	playing   []voice
	quietAt   time.Time // when the last sound is over
	suspended bool
	failed    bool
}

// openSpeaker opens the audio device in the background and returns the
// speaker that plays on it, or nil where there is no device: the program is
// then silent, and the preferences say why.
func openSpeaker() ui.Speaker {
	if !audioDevice("/", os.Getenv) {
		return nil
	}
	quietALSA()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: synth.Rate, ChannelCount: 1, Format: oto.FormatFloat32LE})
	if err != nil {
		return nil
	}
	s := newSpeaker(otoOutput{ctx}, ready)
	go func() {
		<-ready
		s.rest() // quiet until the first sound
	}()
	return s
}

func newSpeaker(out output, ready <-chan struct{}) *speaker {
	return &speaker{out: out, ready: ready, now: time.Now, pcm: map[synth.Sound][]byte{},
		after: func(d time.Duration, f func()) { time.AfterFunc(d, f) }}
}

// linger is how long the output runs on after a sound: the device's buffer
// plays it late, and a sound soon after needs no resuming.
const linger = time.Second

// Play plays s at volume (an amplitude from 0 to 1), or nothing while the
// device is still opening or once it has failed.
func (s *speaker) Play(snd synth.Sound, volume float64) {
	select {
	case <-s.ready:
	default:
		return // the device is still opening: this sound is lost
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failed || s.out.Err() != nil {
		s.fail()
		return
	}
	pcm, ok := s.pcm[snd]
	if !ok {
		samples, err := synth.Render(snd)
		if err != nil {
			return
		}
		pcm = encode(samples)
		s.pcm[snd] = pcm
	}
	if s.suspended {
		if s.out.Resume() != nil {
			s.fail()
			return
		}
		s.suspended = false
	}
	v := s.out.voice(pcm)
	v.SetVolume(min(max(volume, 0), 1))
	v.Play()
	s.playing = append(s.playing, v)
	if wait := time.Duration(len(pcm)/4)*time.Second/synth.Rate + linger; s.now().Add(wait).After(s.quietAt) {
		s.quietAt = s.now().Add(wait)
		s.after(wait, s.rest)
	}
}

// rest suspends the output once the last sound is over; a timer calls it.
func (s *speaker) rest() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.suspended || s.failed || s.now().Before(s.quietAt) {
		return // a later sound has its own timer
	}
	if s.out.Suspend() != nil {
		s.fail()
		return
	}
	s.suspended, s.playing = true, nil
}

// fail silences the speaker for good.
func (s *speaker) fail() { s.failed, s.playing = true, nil }

// encode writes samples as the device takes them: 32-bit floats, little
// endian.
func encode(samples []float32) []byte {
	out := make([]byte, 4*len(samples))
	for i, v := range samples {
		binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
	}
	return out
}
