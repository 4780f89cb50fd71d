// Package synth makes the board's sounds from nothing but arithmetic: a
// slate stone set down on kaya, prisoners dropped into a lid, a pass and the
// byo-yomi count. No recording is involved; every sound is a sum of decaying
// resonances (the modes of the wood and the stone) struck by a short burst
// of filtered noise, and the noise comes from a fixed seed, so a sound is
// the same sample for sample every time it is made.
package synth

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"time"
)

// Rate is the sample rate of every sound, in samples a second (mono).
const Rate = 44100

// Kind names one of the board's sounds.
type Kind int

// The sounds.
const (
	// Stone is a stone set down on the board: a short, bright, woody click.
	Stone Kind = iota
	// Capture is prisoners dropped into the lid: a few small clatters, more
	// for more stones, starting a moment after the stone that took them.
	Capture
	// Pass is a soft, low knock.
	Pass
	// Tick is the byo-yomi count's tick, once a second in the last ten
	// seconds of a period.
	Tick
	// Warning is the count's clearer tone in its very last seconds.
	Warning
)

// Sound is one of the board's sounds. Stones counts the prisoners of a
// Capture; Take picks one of Takes slightly different clicks of a Stone,
// as no two stones are set down alike. The other kinds ignore both.
type Sound struct {
	Kind   Kind
	Stones int
	Take   int
}

// Takes is the number of different clicks a Stone has.
const Takes = 4

// String names the sound, as "stone" or "capture of 3".
func (s Sound) String() string {
	switch s.Kind {
	case Stone:
		return fmt.Sprintf("stone (take %d)", s.Take)
	case Capture:
		return fmt.Sprintf("capture of %d", s.Stones)
	case Pass:
		return "pass"
	case Tick:
		return "tick"
	case Warning:
		return "warning"
	}
	return fmt.Sprintf("sound %d", int(s.Kind))
}

// ErrSound is returned by Render for a sound it does not know, or a capture
// of no stones.
var ErrSound = errors.New("synth: no such sound")

// Render returns the samples of s at Rate, each in [-1, 1].
func Render(s Sound) ([]float32, error) {
	switch s.Kind {
	case Stone:
		if s.Take < 0 || s.Take >= Takes {
			return nil, fmt.Errorf("%w: take %d of a stone", ErrSound, s.Take)
		}
		return stone(s.Take), nil
	case Capture:
		if s.Stones < 1 {
			return nil, fmt.Errorf("%w: a capture of %d stones", ErrSound, s.Stones)
		}
		return capture(s.Stones), nil
	case Pass:
		return pass(), nil
	case Tick:
		return tick(), nil
	case Warning:
		return warning(), nil
	}
	return nil, fmt.Errorf("%w: kind %d", ErrSound, int(s.Kind))
}

// Duration returns how long samples play at Rate.
func Duration(samples []float32) time.Duration {
	return time.Duration(len(samples)) * time.Second / Rate
}

// mode is one resonance: a sine at freq hertz that starts at amp and decays
// by 1/e every decay.
type mode struct {
	freq, amp float64
	decay     time.Duration
}

// buffer is a sound being made: float64 samples, normalised at the end.
type buffer []float64

func newBuffer(d time.Duration) buffer { return make(buffer, samples(d)) }

func samples(d time.Duration) int { return int(d.Seconds() * Rate) }

// ring adds the modes, struck at sample start with strength gain; each
// starts at zero (sine phase) so a strike never steps.
func (b buffer) ring(start int, gain float64, modes ...mode) {
	for _, m := range modes {
		w := 2 * math.Pi * m.freq / Rate
		k := math.Exp(-1 / (m.decay.Seconds() * Rate))
		// The sine by rotation: two multiplications a sample.
		s, c := 0.0, 1.0
		ws, wc := math.Sin(w), math.Cos(w)
		env := gain * m.amp
		for i := start; i < len(b) && env > 1e-6; i++ {
			b[i] += env * s
			s, c = s*wc+c*ws, c*wc-s*ws
			env *= k
		}
	}
}

// burst adds white noise from rng, shaped by filter, rising over attack and
// then decaying by 1/e every decay: the contact of a hard strike.
func (b buffer) burst(rng *rand.Rand, start int, gain float64, attack, decay time.Duration, f *biquad) {
	rise := max(samples(attack), 1)
	k := math.Exp(-1 / (decay.Seconds() * Rate))
	env := gain
	for i := start; i < len(b) && env > 1e-6; i++ {
		x := f.step(rng.Float64()*2 - 1)
		if n := i - start; n < rise {
			b[i] += x * gain * float64(n) / float64(rise)
			continue
		}
		b[i] += x * env
		env *= k
	}
}

// finish scales b to peak at level, fades out its last few milliseconds
// and returns it as float32 samples.
func (b buffer) finish(level float64) []float32 {
	fade := min(samples(8*time.Millisecond), len(b))
	for i := range fade {
		b[len(b)-1-i] *= float64(i) / float64(fade)
	}
	peak := 0.0
	for _, v := range b {
		peak = max(peak, math.Abs(v))
	}
	out := make([]float32, len(b))
	if peak == 0 {
		return out
	}
	for i, v := range b {
		out[i] = float32(v * level / peak)
	}
	return out
}

// newRand returns the noise source of one sound: a fixed seed each.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x70727265)) }

// stone is a slate stone set down on a kaya board: the hard contact (a
// burst of high noise), the stone's own ring (high modes that die within a
// few milliseconds) and the block of wood (modes from a few hundred hertz
// to two and a half thousand that carry the sound on for a tenth of a
// second). Each take strikes a little differently: another stone (its
// modes a few percent apart), another point of the board (the wood's modes
// weighed otherwise) and another force.
func stone(take int) []float32 {
	b := newBuffer(160 * time.Millisecond)
	rng := newRand(1 + uint64(take))
	vary := func(spread float64) float64 { return 1 + spread*(2*rng.Float64()-1) }
	f, force := vary(0.04), vary(0.15)
	b.burst(rng, 0, 0.9*force, 80*time.Microsecond, 700*time.Microsecond, highPass(2500, 0.7))
	b.ring(0, 1,
		mode{3350 * f, 1.00, 7 * time.Millisecond}, // the stone
		mode{5230 * f, 0.70, 5 * time.Millisecond},
		mode{7410 * f, 0.45, 3500 * time.Microsecond},
		mode{235, 0.15 * vary(0.3), 18 * time.Millisecond}, // the board
		mode{640, 0.35 * vary(0.3), 24 * time.Millisecond},
		mode{1170, 0.32 * vary(0.3), 18 * time.Millisecond},
		mode{1760, 0.28 * vary(0.3), 12 * time.Millisecond},
		mode{2480, 0.30 * vary(0.3), 9 * time.Millisecond},
	)
	return b.finish(0.85)
}

// captureDelay is the moment between the stone that captures and the
// prisoners reaching the lid.
const captureDelay = 220 * time.Millisecond

// capture is stones dropped into a wooden lid: each clatter is a stone
// striking the lid or another stone (a short, high click with a little of
// the thin lid's ring), at scattered moments, a clatter more for each
// prisoner up to a handful.
func capture(stones int) []float32 {
	clatters := 1 + min(stones, 9)
	spread := 50*time.Millisecond + time.Duration(clatters)*22*time.Millisecond
	b := newBuffer(captureDelay + spread + 90*time.Millisecond)
	rng := newRand(2)
	at := samples(captureDelay)
	step := samples(spread) / clatters
	for i := range clatters {
		start := at + i*step + rng.IntN(step)
		gain := 0.45 + 0.55*rng.Float64()
		if i == 0 {
			gain = 1 // the first drop is the loudest
		}
		// Each stone strikes at its own angle: its modes move a little.
		f := 0.85 + 0.3*rng.Float64()
		b.burst(rng, start, 0.5*gain, 60*time.Microsecond, 400*time.Microsecond, highPass(3000, 0.7))
		b.ring(start, gain,
			mode{2870 * f, 0.45, 3 * time.Millisecond},
			mode{4410 * f, 0.35, 2 * time.Millisecond},
			mode{6150 * f, 0.20, 1500 * time.Microsecond},
			mode{410, 0.12, 14 * time.Millisecond}, // the lid
			mode{960, 0.15, 10 * time.Millisecond},
		)
	}
	return b.finish(0.6)
}

// pass is a soft knock: fingers on the board's edge, low and rounded, with
// nothing bright in it.
func pass() []float32 {
	b := newBuffer(180 * time.Millisecond)
	rng := newRand(3)
	b.burst(rng, 0, 0.3, 4*time.Millisecond, 12*time.Millisecond, lowPass(700, 0.7))
	b.ring(0, 1,
		mode{172, 0.6, 38 * time.Millisecond},
		mode{395, 0.35, 24 * time.Millisecond},
		mode{690, 0.12, 14 * time.Millisecond},
	)
	// A soft strike rises instead of stepping: the flesh of the finger.
	rise := samples(5 * time.Millisecond)
	for i := range rise {
		b[i] *= float64(i) / float64(rise)
	}
	return b.finish(0.35)
}

// tick is the count's tick: a thin, dry click like a clock's escapement,
// higher and shorter than a stone so the two are never confused.
func tick() []float32 {
	b := newBuffer(30 * time.Millisecond)
	rng := newRand(4)
	b.burst(rng, 0, 0.5, 100*time.Microsecond, time.Millisecond, bandPass(6400, 3))
	b.ring(0, 1,
		mode{5870, 0.5, 2500 * time.Microsecond},
		mode{8650, 0.3, 1500 * time.Microsecond},
	)
	return b.finish(0.4)
}

// warning is the count's last seconds: a clear tone, as a game clock
// beeps, with soft edges so it does not click.
func warning() []float32 {
	b := newBuffer(160 * time.Millisecond)
	edge := samples(6 * time.Millisecond)
	for i := range b {
		t := float64(i) / Rate
		v := math.Sin(2*math.Pi*1320*t) + 0.25*math.Sin(2*math.Pi*2640*t) + 0.1*math.Sin(2*math.Pi*3960*t)
		switch {
		case i < edge:
			v *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(edge))
		case i >= len(b)-edge:
			v *= 0.5 - 0.5*math.Cos(math.Pi*float64(len(b)-1-i)/float64(edge))
		}
		b[i] = v
	}
	return b.finish(0.55)
}
