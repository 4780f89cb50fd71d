package synth

import (
	"errors"
	"math"
	"math/cmplx"
	"slices"
	"testing"
	"time"
)

var all = []Sound{{Kind: Stone}, {Kind: Stone, Take: Takes - 1}, {Kind: Capture, Stones: 1}, {Kind: Capture, Stones: 3},
	{Kind: Capture, Stones: 12}, {Kind: Pass}, {Kind: Tick}, {Kind: Warning}}

func render(t *testing.T, s Sound) []float32 {
	t.Helper()
	out, err := Render(s)
	if err != nil {
		t.Fatalf("%v: %v", s, err)
	}
	return out
}

func peak(x []float32) float64 {
	p := 0.0
	for _, v := range x {
		p = max(p, math.Abs(float64(v)))
	}
	return p
}

// timeTo returns when x first reaches share of its whole energy.
func timeTo(x []float32, share float64) time.Duration {
	total, sum := 0.0, 0.0
	for _, v := range x {
		total += float64(v) * float64(v)
	}
	for i, v := range x {
		sum += float64(v) * float64(v)
		if sum >= share*total {
			return Duration(x[:i+1])
		}
	}
	return Duration(x)
}

// spectrum returns the power of x at each frequency bin, with the bin's
// width in hertz: an FFT of x padded with zeros to a power of two.
func spectrum(x []float32) (power []float64, binHz float64) {
	n := 1
	for n < len(x) {
		n *= 2
	}
	a := make([]complex128, n)
	for i, v := range x {
		a[i] = complex(float64(v), 0)
	}
	fft(a)
	power = make([]float64, n/2)
	for i := range power {
		power[i] = real(a[i] * cmplx.Conj(a[i]))
	}
	return power, float64(Rate) / float64(n)
}

// fft transforms a in place; len(a) is a power of two.
func fft(a []complex128) {
	n := len(a)
	for i, j := 1, 0; i < n; i++ { // bit-reversed order
		bit := n >> 1
		for ; j&bit != 0; bit >>= 1 {
			j ^= bit
		}
		j ^= bit
		if i < j {
			a[i], a[j] = a[j], a[i]
		}
	}
	for size := 2; size <= n; size *= 2 {
		w := cmplx.Exp(complex(0, -2*math.Pi/float64(size)))
		for start := 0; start < n; start += size {
			wk := complex(1, 0)
			for k := range size / 2 {
				u, v := a[start+k], a[start+k+size/2]*wk
				a[start+k], a[start+k+size/2] = u+v, u-v
				wk *= w
			}
		}
	}
}

// share returns the part of x's energy between lo and hi hertz.
func share(x []float32, lo, hi float64) float64 {
	p, bin := spectrum(x)
	in, total := 0.0, 0.0
	for i, v := range p {
		f := float64(i) * bin
		total += v
		if f >= lo && f < hi {
			in += v
		}
	}
	return in / total
}

// onsets counts the strikes in x: 2 ms frames whose peak is more than
// twice the frame before's and a tenth of the whole.
func onsets(x []float32) int {
	frame := samples(2 * time.Millisecond)
	floor := peak(x) / 10
	n, prev := 0, 0.0
	for i := 0; i < len(x); i += frame {
		p := peak(x[i:min(i+frame, len(x))])
		if p > floor && p > 2*prev {
			n++
		}
		prev = p
	}
	return n
}

func TestLevels(t *testing.T) {
	for _, s := range all {
		x := render(t, s)
		if p := peak(x); p < 0.2 || p > 0.9 {
			t.Errorf("%v peaks at %.3f, want between 0.2 and 0.9 (audible, never clipping)", s, p)
		}
		for i, v := range x {
			if math.IsNaN(float64(v)) || math.Abs(float64(v)) >= 1 {
				t.Fatalf("%v: sample %d is %v", s, i, v)
			}
		}
		if first, last := math.Abs(float64(x[0])), math.Abs(float64(x[len(x)-1])); first > 0.05 || last > 1e-3 {
			t.Errorf("%v starts at %.3f and ends at %.4f: it would click at its edges", s, first, last)
		}
	}
}

func TestLengths(t *testing.T) {
	for _, tc := range []struct {
		s        Sound
		min, max time.Duration
	}{
		{Sound{Kind: Stone}, 80 * time.Millisecond, 250 * time.Millisecond},
		{Sound{Kind: Capture, Stones: 1}, 250 * time.Millisecond, 600 * time.Millisecond},
		{Sound{Kind: Capture, Stones: 12}, 250 * time.Millisecond, 900 * time.Millisecond},
		{Sound{Kind: Pass}, 80 * time.Millisecond, 300 * time.Millisecond},
		{Sound{Kind: Tick}, 10 * time.Millisecond, 80 * time.Millisecond},
		{Sound{Kind: Warning}, 80 * time.Millisecond, 400 * time.Millisecond},
	} {
		if d := Duration(render(t, tc.s)); d < tc.min || d > tc.max {
			t.Errorf("%v lasts %v, want %v to %v", tc.s, d, tc.min, tc.max)
		}
	}
}

// The stone's click is short and bright: most of its energy in its first
// hundredths of a second and above 2 kHz; the pass is soft and low.
func TestStoneClickIsShortAndBright(t *testing.T) {
	click := render(t, Sound{Kind: Stone})
	if d := timeTo(click, 0.9); d > 40*time.Millisecond {
		t.Errorf("the click has 90%% of its energy only after %v, want within 40 ms", d)
	}
	if p := peak(click[:samples(3*time.Millisecond)]); p < 0.5*peak(click) {
		t.Errorf("the click's first 3 ms peak at %.2f of its peak: not a sharp strike", p/peak(click))
	}
	if s := share(click, 2000, Rate/2); s < 0.5 {
		t.Errorf("the click has %.0f%% of its energy above 2 kHz, want over half", 100*s)
	}
	if s := share(click, 150, 2000); s < 0.1 {
		t.Errorf("the click has %.0f%% of its energy in the wood's band (150 Hz to 2 kHz), want some body", 100*s)
	}
	soft := render(t, Sound{Kind: Pass})
	if s := share(soft, 2000, Rate/2); s > 0.05 {
		t.Errorf("the pass has %.0f%% of its energy above 2 kHz, want it soft", 100*s)
	}
	if peak(soft) > 0.6*peak(click) {
		t.Errorf("the pass peaks at %.2f beside the click's %.2f, want it quieter", peak(soft), peak(click))
	}
	tone := render(t, Sound{Kind: Warning})
	if s := share(tone, 1200, 1450); s < 0.7 {
		t.Errorf("the warning has %.0f%% of its energy near its 1320 Hz tone, want a clear pitch", 100*s)
	}
}

func TestMorePrisonersMoreClatter(t *testing.T) {
	prev := 0
	for _, n := range []int{1, 3, 6} {
		x := render(t, Sound{Kind: Capture, Stones: n})
		got := onsets(x)
		if got <= prev || got < 2 {
			t.Errorf("a capture of %d stones has %d clatters, after %d for fewer", n, got, prev)
		}
		prev = got
		if lead := x[:samples(captureDelay)]; peak(lead) != 0 {
			t.Errorf("a capture of %d is heard before the stone that takes it is down", n)
		}
	}
}

func TestSoundsDiffer(t *testing.T) {
	if s := similarity(render(t, Sound{Kind: Capture, Stones: 3}), render(t, Sound{Kind: Capture, Stones: 4})); s < 0.5 {
		t.Errorf("captures of 3 and 4 stones have a similarity of %.2f: the measure tells nothing", s)
	}
	for i, a := range all {
		x := render(t, a)
		if again := render(t, a); !slices.Equal(x, again) {
			t.Errorf("%v differs from one rendering to the next", a)
		}
		for _, b := range all[i+1:] {
			if a.Kind == Stone && b.Kind == Stone {
				continue // TestStoneTakes
			}
			if y := render(t, b); similarity(x, y) > 0.8 {
				t.Errorf("%v and %v are alike (similarity %.2f)", a, b, similarity(x, y))
			}
		}
	}
}

// similarity compares how x and y sound, not their samples (noise never
// matches sample for sample): the cosine of their spectrograms, the energy
// in each octave from 62.5 Hz up in 10 ms frames as they start together.
// It is 1 for the same sound at any level, and near 0 for sounds apart in
// pitch or in time.
func similarity(x, y []float32) float64 {
	a, b := spectrogram(x), spectrogram(y)
	var ab, aa, bb float64
	for i := range max(len(a), len(b)) {
		var u, v float64
		if i < len(a) {
			u = a[i]
		}
		if i < len(b) {
			v = b[i]
		}
		ab, aa, bb = ab+u*v, aa+u*u, bb+v*v
	}
	return ab / math.Sqrt(aa*bb)
}

// spectrogram returns the octave bands' energies of each 10 ms frame of x,
// one frame after the other.
func spectrogram(x []float32) []float64 {
	frame := samples(10 * time.Millisecond)
	var out []float64
	for i := 0; i < len(x); i += frame {
		p, bin := spectrum(x[i:min(i+frame, len(x))])
		bands := make([]float64, 9)
		for k, v := range p {
			if f := float64(k) * bin; f >= 62.5 {
				bands[min(int(math.Log2(f/62.5)), len(bands)-1)] += v
			}
		}
		out = append(out, bands...)
	}
	return out
}

// The takes of a stone are the same click, struck a little differently:
// alike, each bright, and no two the same.
func TestStoneTakes(t *testing.T) {
	var takes [][]float32
	for i := range Takes {
		x := render(t, Sound{Kind: Stone, Take: i})
		if s := share(x, 2000, Rate/2); s < 0.5 {
			t.Errorf("take %d has %.0f%% of its energy above 2 kHz, want over half", i, 100*s)
		}
		for j, y := range takes {
			if slices.Equal(x, y) {
				t.Errorf("takes %d and %d are the same", j, i)
			}
			if s := similarity(x, y); s < 0.8 {
				t.Errorf("takes %d and %d have a similarity of %.2f: not the same click", j, i, s)
			}
		}
		takes = append(takes, x)
	}
}

func TestRenderRefusesUnknownSounds(t *testing.T) {
	for _, s := range []Sound{{Kind: Capture}, {Kind: Capture, Stones: -2}, {Kind: Kind(42)}, {Kind: -1},
		{Kind: Stone, Take: -1}, {Kind: Stone, Take: Takes}} {
		if x, err := Render(s); !errors.Is(err, ErrSound) || x != nil {
			t.Errorf("Render(%v) = %d samples, %v; want ErrSound", s, len(x), err)
		}
	}
	if got := (Sound{Kind: Capture, Stones: 3}).String(); got != "capture of 3" {
		t.Errorf("String = %q", got)
	}
}

func BenchmarkRender(b *testing.B) {
	for b.Loop() {
		for _, s := range all {
			if _, err := Render(s); err != nil {
				b.Fatal(err)
			}
		}
	}
}
