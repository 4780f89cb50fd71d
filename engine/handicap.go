package engine

import "fmt"

// MaxFixedHandicap returns the largest fixed handicap a board allows, as GNU Go
// places them: none below 7x7, 4 on 7x7 and on boards with an even side, 9
// otherwise.
func MaxFixedHandicap(w, h int) int {
	if w < 7 || h < 7 {
		return 0
	}
	if w%2 == 0 || h%2 == 0 || w == 7 || h == 7 {
		return 4
	}
	return 9
}

// FixedHandicap returns the standard points for n handicap stones (2 to 9) on a
// w by h board, where GTP's fixed_handicap puts them, ordered row by row from
// the top as GNU Go lists them. Sides of 7 to 11 use the third line, larger
// boards the fourth.
func FixedHandicap(w, h, n int) ([]Point, error) {
	if n < 2 || n > MaxFixedHandicap(w, h) {
		return nil, fmt.Errorf("engine: invalid handicap %d on %dx%d", n, w, h)
	}
	edge := func(side int) int {
		if side > 11 {
			return 3
		}
		return 2
	}
	ex, ey := edge(w), edge(h)
	left, right, midX := ex, w-1-ex, w/2
	top, bottom, midY := ey, h-1-ey, h/2
	var want [3][3]bool // [row][column]: 0 top/left, 1 middle, 2 bottom/right
	want[0][2], want[2][0] = true, true
	if n >= 3 {
		want[0][0] = true
	}
	if n >= 4 {
		want[2][2] = true
	}
	if n == 5 || n == 7 || n == 9 {
		want[1][1] = true
	}
	if n >= 6 {
		want[1][0], want[1][2] = true, true
	}
	if n >= 8 {
		want[0][1], want[2][1] = true, true
	}
	xs, ys := [3]int{left, midX, right}, [3]int{top, midY, bottom}
	pts := make([]Point, 0, n)
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			if want[r][c] {
				pts = append(pts, Pt(xs[c], ys[r]))
			}
		}
	}
	return pts, nil
}

// StarPoints returns the hoshi of a board: the fixed-handicap points for the
// largest handicap it allows, or the centre alone on small odd boards.
func StarPoints(w, h int) []Point {
	if n := MaxFixedHandicap(w, h); n > 0 {
		if w == 9 && h == 9 || w == 13 && h == 13 {
			n = 5
		}
		pts, _ := FixedHandicap(w, h, n)
		if n == 4 && w%2 == 1 && h%2 == 1 {
			pts = append(pts, Pt(w/2, h/2))
		}
		return pts
	}
	if w%2 == 1 && h%2 == 1 && w >= 5 && h >= 5 {
		return []Point{Pt(w/2, h/2)}
	}
	return nil
}
