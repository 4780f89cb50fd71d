package synth

import "math"

// biquad is a second-order filter (the audio equalizer's usual recipe):
// the coefficients normalised by a0, and the last two inputs and outputs.
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

// step filters one sample.
func (f *biquad) step(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x1, f.x2 = x, f.x1
	f.y1, f.y2 = y, f.y1
	return y
}

// newBiquad normalises the coefficients by a0.
func newBiquad(b0, b1, b2, a0, a1, a2 float64) *biquad {
	return &biquad{b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0}
}

// corner returns cos(w0) and alpha for a filter at freq hertz with quality q.
func corner(freq, q float64) (cos, alpha float64) {
	w := 2 * math.Pi * freq / Rate
	return math.Cos(w), math.Sin(w) / (2 * q)
}

// highPass passes what lies above freq.
func highPass(freq, q float64) *biquad {
	cos, alpha := corner(freq, q)
	return newBiquad((1+cos)/2, -(1 + cos), (1+cos)/2, 1+alpha, -2*cos, 1-alpha)
}

// lowPass passes what lies below freq.
func lowPass(freq, q float64) *biquad {
	cos, alpha := corner(freq, q)
	return newBiquad((1-cos)/2, 1-cos, (1-cos)/2, 1+alpha, -2*cos, 1-alpha)
}

// bandPass passes a band around freq, narrower for a higher q, with a gain
// of one at its centre.
func bandPass(freq, q float64) *biquad {
	cos, alpha := corner(freq, q)
	return newBiquad(alpha, 0, -alpha, 1+alpha, -2*cos, 1-alpha)
}
