package sgf

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/torreya/torreya/engine"
)

func TestRecord(t *testing.T) {
	const game = "(;SZ[9]KM[6.5]HA[2]AB[cc][gg];W[ee];B[ce];W[ec];B[])"
	tests := []struct {
		n     int
		moves int
		play  engine.Color
	}{
		{0, 4, engine.White},
		{1, 0, engine.White},
		{2, 1, engine.Black},
		{4, 3, engine.Black},
		{5, 4, engine.White},
		{99, 4, engine.White},
	}
	for _, tt := range tests {
		r, err := ReadRecord([]byte(game), tt.n)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Moves) != tt.moves || r.ToPlay != tt.play || len(r.Setup) != 2 || r.Komi != 6.5 || r.Handicap != 2 || r.Width != 9 {
			t.Errorf("move %d: %+v; want %d moves, %v to play", tt.n, r, tt.moves, tt.play)
		}
	}
	c, _ := ParseString(game)
	atVertex, err := NewRecordUntil(c.Games[0], func(_ int, m engine.Move) bool { return m.Point == engine.Pt(4, 2) })
	if err != nil || len(atVertex.Moves) != 2 || atVertex.ToPlay != engine.White {
		t.Errorf("until E7: %+v, %v", atVertex, err)
	}
	r, _ := ReadRecord([]byte(game), 0)
	var buf bytes.Buffer
	if err := WriteRecord(&buf, r); err != nil {
		t.Fatal(err)
	}
	want := "(;FF[4]CA[UTF-8]GM[1]AP[Torreya]SZ[9]KM[6.5]HA[2]AB[cc][gg]\n;W[ee]\n;B[ce]\n;W[ec]\n;B[])\n"
	if buf.String() != want {
		t.Errorf("printsgf:\n%s\nwant\n%s", buf.String(), want)
	}
	r2, err := ReadRecord(buf.Bytes(), 0)
	if err != nil || !slices.Equal(r2.Moves, r.Moves) || !slices.Equal(r2.Setup, r.Setup) {
		t.Errorf("reloaded %+v, %v", r2, err)
	}
	path := filepath.Join(t.TempDir(), "game.sgf")
	if err := SaveRecord(path, r); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != want {
		t.Errorf("saved %q, %v", got, err)
	}
}

func TestRecordMidGameSetupAndIllegal(t *testing.T) {
	r, err := ReadRecord([]byte("(;SZ[5];B[aa];W[bb];AB[cc]AE[aa];W[dd])"), 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Move{{Color: engine.White, Point: engine.Pt(1, 1)}, {Color: engine.Black, Point: engine.Pt(2, 2)}}
	if !slices.Equal(r.Setup, want) || len(r.Moves) != 1 || r.ToPlay != engine.Black {
		t.Errorf("record %+v", r)
	}
	if _, err := ReadRecord([]byte("(;SZ[5];B[aa];W[aa];B[bb])"), 0); !errors.Is(err, engine.ErrOccupied) {
		t.Errorf("illegal move: %v", err)
	}
	if _, err := ReadRecord([]byte("(;SZ[5];B[aa];W[aa];B[bb])"), 2); err != nil {
		t.Errorf("stopping before the illegal move: %v", err)
	}
}
