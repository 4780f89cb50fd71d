package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// String draws the position as an ASCII diagram: X for Black, O for White, .
// for empty points and + for star points, columns lettered without I and rows
// numbered from 1 at the bottom, as in go-by-email boards.
func (b *Board) String() string {
	var sb strings.Builder
	star := make(map[Point]bool)
	for _, p := range StarPoints(b.w, b.h) {
		star[p] = true
	}
	width := len(strconv.Itoa(b.h))
	header := strings.Repeat(" ", width+1)
	for x := 0; x < b.w; x++ {
		header += " " + ColumnLetter(x)
	}
	sb.WriteString(header + "\n")
	for y := 0; y < b.h; y++ {
		num := fmt.Sprintf("%*d", width, b.h-y)
		sb.WriteString(num + " ")
		for x := 0; x < b.w; x++ {
			p := Pt(x, y)
			ch := "."
			switch b.color[p] {
			case Black:
				ch = "X"
			case White:
				ch = "O"
			default:
				if star[p] {
					ch = "+"
				}
			}
			sb.WriteString(" " + ch)
		}
		sb.WriteString(" " + strings.TrimSpace(num) + "\n")
	}
	sb.WriteString(header + "\n")
	return sb.String()
}

// ParseDiagram reads a position drawn as String draws it, or more loosely: one
// line per row, X (or B, #, @) for Black, O (or W) for White, '.', '+' or ','
// for empty points, spaces ignored; optional coordinate lines and row numbers.
// Rows must all have the same length. The board gets the given suicide rule
// of SuicideIllegal; nothing is captured.
func ParseDiagram(s string) (*Board, error) {
	var rows [][]Color
	for _, line := range strings.Split(s, "\n") {
		t := strings.ReplaceAll(strings.TrimSpace(line), " ", "")
		if t == "" || strings.HasPrefix(columnLetters, strings.ToUpper(t)) && len(t) > 1 {
			continue
		}
		t = strings.TrimLeft(t, "0123456789")
		t = strings.TrimRight(t, "0123456789")
		var row []Color
		for _, r := range t {
			switch r {
			case 'X', 'x', 'B', '#', '@':
				row = append(row, Black)
			case 'O', 'o', 'W':
				row = append(row, White)
			case '.', '+', ',':
				row = append(row, Empty)
			default:
				return nil, fmt.Errorf("engine: diagram row %d: unexpected %q", len(rows)+1, r)
			}
		}
		if len(row) == 0 {
			continue
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, fmt.Errorf("engine: diagram row %d has %d points, row 1 has %d", len(rows)+1, len(row), len(rows[0]))
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("engine: empty diagram")
	}
	b, err := NewBoard(len(rows[0]), len(rows))
	if err != nil {
		return nil, err
	}
	stones := make(map[Point]Color)
	for y, row := range rows {
		for x, c := range row {
			if c != Empty {
				stones[Pt(x, y)] = c
			}
		}
	}
	if err := b.SetAll(stones); err != nil {
		return nil, err
	}
	return b, nil
}
