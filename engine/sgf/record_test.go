package sgf

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/torreya/torreya/engine"
)

func TestRecordWrite(t *testing.T) {
	g, err := engine.NewGame(9, 9, engine.Chinese())
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetFreeHandicap([]engine.Point{engine.Pt(2, 2), engine.Pt(6, 6)}); err != nil {
		t.Fatal(err)
	}
	g.SetKomi(6.5)
	for _, m := range []engine.Move{{Color: engine.White, Point: engine.Pt(4, 4)}, {Color: engine.Black, Point: engine.Pt(2, 4)},
		{Color: engine.White, Point: engine.Pt(4, 2)}, {Color: engine.Black, Point: engine.Pass}} {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	setup := g.Setup()
	r := &Record{Width: 9, Height: 9, Komi: g.Komi(), Handicap: g.Handicap(), ToPlay: g.ToMove(), Moves: g.Moves()}
	for _, p := range setup.Points() {
		if c := setup.At(p); c != engine.Empty {
			r.Setup = append(r.Setup, engine.Move{Color: c, Point: p})
		}
	}
	var buf bytes.Buffer
	if err := WriteRecord(&buf, r); err != nil {
		t.Fatal(err)
	}
	want := "(;FF[4]CA[UTF-8]GM[1]AP[Torreya]SZ[9]KM[6.5]HA[2]AB[cc][gg]\n;W[ee]\n;B[ce]\n;W[ec]\n;B[])\n"
	if buf.String() != want {
		t.Errorf("printsgf:\n%s\nwant\n%s", buf.String(), want)
	}
	// Read back, it is the same game.
	c, err := ParseString(buf.String())
	if err != nil {
		t.Fatal(err)
	}
	tr, _ := NewTree(c.Games[0])
	tr.SetRules(engine.Chinese())
	back, err := tr.Game(c.Games[0].MainLine()[4], Replay{Illegal: Refuse})
	if err != nil || back.Handicap() != 2 || back.Komi() != 6.5 || back.Board().Hash() != g.Board().Hash() || back.ToMove() != g.ToMove() {
		t.Errorf("read back: %v", err)
	}
	path := filepath.Join(t.TempDir(), "game.sgf")
	if err := SaveRecord(path, r); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != want {
		t.Errorf("saved %q, %v", got, err)
	}
}
