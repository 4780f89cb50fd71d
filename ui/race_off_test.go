//go:build !race

package ui

// raceEnabled is true when the tests run under the race detector, which
// makes long loops several times slower.
const raceEnabled = false
