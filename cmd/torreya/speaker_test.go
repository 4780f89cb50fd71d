package main

import (
	"encoding/binary"
	"errors"
	"math"
	"testing"
	"time"

	"github.com/torreya/torreya/assets/synth"
)

// fakeOutput is a device: it records what it plays and whether it is
// suspended, and fails when told.
type fakeOutput struct {
	played    []*fakeVoice
	suspended bool
	err       error
}

type fakeVoice struct {
	pcm     []byte
	volume  float64
	playing bool
}

func (v *fakeVoice) SetVolume(vol float64) { v.volume = vol }
func (v *fakeVoice) Play()                 { v.playing = true }

func (o *fakeOutput) voice(pcm []byte) voice {
	v := &fakeVoice{pcm: pcm}
	o.played = append(o.played, v)
	return v
}

func (o *fakeOutput) Suspend() error { o.suspended = true; return o.err }
func (o *fakeOutput) Resume() error  { o.suspended = false; return o.err }
func (o *fakeOutput) Err() error     { return o.err }

// fakeSpeaker returns a speaker on a fake output and clock, and the timers
// it set, by when they fire.
func fakeSpeaker(ready chan struct{}) (*speaker, *fakeOutput, *time.Time, *[]time.Time) {
	out := &fakeOutput{}
	s := newSpeaker(out, ready)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var timers []time.Time
	s.now = func() time.Time { return now }
	s.after = func(d time.Duration, _ func()) { timers = append(timers, now.Add(d)) }
	return s, out, &now, &timers
}

func TestSpeakerPlays(t *testing.T) {
	ready := make(chan struct{})
	s, out, _, _ := fakeSpeaker(ready)
	stone := synth.Sound{Kind: synth.Stone}
	s.Play(stone, 0.5)
	if len(out.played) != 0 {
		t.Fatal("a sound played before the device was open")
	}
	close(ready)
	s.Play(stone, 0.5)
	s.Play(synth.Sound{Kind: synth.Capture, Stones: 2}, 1.5)
	if len(out.played) != 2 || !out.played[0].playing || out.played[0].volume != 0.5 || out.played[1].volume != 1 {
		t.Fatalf("played %+v", out.played)
	}
	samples, _ := synth.Render(stone)
	pcm := out.played[0].pcm
	if len(pcm) != 4*len(samples) || math.Float32frombits(binary.LittleEndian.Uint32(pcm[40:])) != samples[10] {
		t.Errorf("the stone's %d samples went out as %d bytes", len(samples), len(pcm))
	}
	s.Play(stone, 0.5)
	if &out.played[0].pcm[0] != &out.played[2].pcm[0] {
		t.Error("the stone was rendered anew")
	}
	s.Play(synth.Sound{Kind: synth.Capture}, 1) // no such sound: nothing
	if len(out.played) != 3 {
		t.Errorf("a capture of no stones played")
	}
}

// Between sounds the output is suspended, once the last sound is over; the
// voices are kept until then.
func TestSpeakerRestsBetweenSounds(t *testing.T) {
	ready := make(chan struct{})
	close(ready)
	s, out, now, timers := fakeSpeaker(ready)
	s.rest()
	if !out.suspended {
		t.Fatal("the output runs before the first sound")
	}
	s.Play(synth.Sound{Kind: synth.Capture, Stones: 5}, 1)
	if out.suspended {
		t.Fatal("the output was not resumed for a sound")
	}
	*now = now.Add(100 * time.Millisecond)
	s.Play(synth.Sound{Kind: synth.Tick}, 1) // over before the capture
	if len(*timers) != 1 || len(s.playing) != 2 {
		t.Fatalf("timers %v, %d voices kept; want one timer, for the capture, and 2 voices", *timers, len(s.playing))
	}
	*now = (*timers)[0].Add(-time.Millisecond)
	s.rest()
	if out.suspended {
		t.Error("the output was suspended before the capture was over")
	}
	*now = (*timers)[0]
	s.rest()
	if !out.suspended || len(s.playing) != 0 {
		t.Errorf("after the last sound: suspended %v, %d voices kept", out.suspended, len(s.playing))
	}
}

// A device that fails or disappears silences the speaker, for good.
func TestSpeakerFallsSilentWhenTheDeviceFails(t *testing.T) {
	ready := make(chan struct{})
	close(ready)
	s, out, _, _ := fakeSpeaker(ready)
	s.Play(synth.Sound{Kind: synth.Tick}, 1)
	out.err = errors.New("oto: ALSA error at snd_pcm_writei or snd_pcm_recover: No such device")
	s.Play(synth.Sound{Kind: synth.Tick}, 1)
	s.rest()
	out.err = nil
	s.Play(synth.Sound{Kind: synth.Tick}, 1)
	if len(out.played) != 1 || len(s.playing) != 0 {
		t.Errorf("%d sounds played and %d kept after the device failed, want 1 and 0", len(out.played), len(s.playing))
	}
}
