package diagram

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/ui/goban"
)

var updateDiagrams = flag.Bool("update-diagrams", false, "write the golden diagrams in testdata/diagram")

// cornerFight is a ko in the upper right corner of 19x19 fought over twenty
// moves: White plays into the ko (2), Black takes (3), and from then on the
// two take back in turn where 2 and 3 stood, with threats and answers
// between.
const cornerFight = "(;SZ[19]AB[pc][od][pe]AW[qc][rd][qe]" +
	";B[qg];W[pd];B[qd];W[kc];B[kd];W[pd];B[mg];W[mh];B[qd];W[oh]" +
	";B[oi];W[pd];B[rh];W[ri];B[qd];W[kg];B[kh];W[pd];B[ne];W[me])"

// diagramCases are the golden diagrams: a whole 9x9 position with markup and
// coordinates in the wood's colours, a corner of 19x19 with moves 1 to 20
// numbered and the moves on used points noted, and a numbered ko on 9x9 in
// black and white without coordinates.
func diagramCases(t *testing.T) []struct {
	name  string
	fig   *Figure
	style Style
} {
	t.Helper()
	tree, end := lineEnd(t, "(;SZ[9]AB[cc][dc][ec][cd][gg]AW[dd][ed][fd][ce][ff]PL[B]"+
		"TR[cc][dd]SQ[ec][fd]CR[gg][ee]MA[ff][gc]LB[dg:a][eg:B])")
	position, err := New(tree, end, Spec{})
	if err != nil {
		t.Fatal(err)
	}
	tree, end = lineEnd(t, cornerFight)
	corner, err := New(tree, end, Spec{Moves: true, From: 1, To: 20})
	if err != nil {
		t.Fatal(err)
	}
	corner.Region = corner.Corner()
	tree, end = lineEnd(t, koFight)
	ko, err := New(tree, end, Spec{Moves: true, From: 1, To: 7})
	if err != nil {
		t.Fatal(err)
	}
	return []struct {
		name  string
		fig   *Figure
		style Style
	}{
		{"position9", position, Style{Coordinates: true, Spacing: 28}},
		{"corner19", corner, Style{Coordinates: true, Spacing: 28}},
		{"plain9", ko, Style{Plain: true, Spacing: 28}},
	}
}

func TestDiagramCornerFigure(t *testing.T) {
	tree, end := lineEnd(t, cornerFight)
	f, err := New(tree, end, Spec{Moves: true, From: 1, To: 20})
	if err != nil {
		t.Fatal(err)
	}
	var notes []string
	for _, n := range f.notes {
		notes = append(notes, n.text(19))
	}
	if got, want := strings.Join(notes, ", "), "6 at 2, 9 at 3, 12 at 2, 15 at 3, 18 at 2"; got != want {
		t.Errorf("notes %q, want %q", got, want)
	}
	if r := f.Corner(); r != image.Rect(9, 0, 19, 10) {
		t.Errorf("corner %v, want the upper right quarter", r)
	}
}

func TestDiagramGoldenSVG(t *testing.T) {
	for _, tc := range diagramCases(t) {
		got, err := SVG(tc.fig, tc.style)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", "diagram", tc.name+".svg")
		if *updateDiagrams {
			writeGolden(t, path, got)
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			failed := filepath.Join("testdata", "failed", "diagram", tc.name+".svg")
			writeGolden(t, failed, got)
			t.Errorf("%s differs from %s (written to %s)", tc.name, path, failed)
		}
	}
}

func TestDiagramGoldenPNG(t *testing.T) {
	for _, tc := range diagramCases(t) {
		data, err := PNG(tc.fig, tc.style)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", "diagram", tc.name+".png")
		if *updateDiagrams {
			writeGolden(t, path, data)
		}
		got, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		want, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if n := differentPixels(got, want); n != 0 {
			failed := filepath.Join("testdata", "failed", "diagram", tc.name+".png")
			writeGolden(t, failed, data)
			t.Errorf("%s: %d pixels differ from %s (written to %s)", tc.name, n, path, failed)
		}
	}
}

// differentPixels counts the pixels that differ between two images, all of
// them when the sizes differ.
func differentPixels(a, b image.Image) int {
	if a.Bounds() != b.Bounds() {
		return max(a.Bounds().Dx()*a.Bounds().Dy(), b.Bounds().Dx()*b.Bounds().Dy())
	}
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				n++
			}
		}
	}
	return n
}

func writeGolden(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// The stones keep the program's proportions: black a little larger than
// white, the grid 15:14.
func TestDiagramKeepsTheBoardsProportions(t *testing.T) {
	tree, end := lineEnd(t, "(;SZ[9]AB[aa]AW[ba])")
	f, err := New(tree, end, Spec{})
	if err != nil {
		t.Fatal(err)
	}
	svg, err := SVG(f, Style{Spacing: 100})
	if err != nil {
		t.Fatal(err)
	}
	radii := map[string]float64{}
	for _, m := range regexp.MustCompile(`<circle cx="[^"]+" cy="[^"]+" r="([^"]+)" fill="(#[0-9a-f]+)"/>`).FindAllStringSubmatch(string(svg), -1) {
		radii[m[2]], _ = strconv.ParseFloat(m[1], 64)
	}
	black, white := radii[svgColor(woodPalette.black)], radii[svgColor(woodPalette.white)]
	if math.Abs(black-100*goban.BlackRadius) > 0.01 || math.Abs(white-100*goban.WhiteRadius) > 0.01 || black <= white {
		t.Errorf("radii black %v, white %v; want %v and %v", black, white, 100*goban.BlackRadius, 100*goban.WhiteRadius)
	}
	var ys []float64
	for _, m := range regexp.MustCompile(`<line x1="[^"]+" y1="([^"]+)" x2="[^"]+" y2="([^"]+)"`).FindAllStringSubmatch(string(svg), -1) {
		if m[1] == m[2] { // a row
			y, _ := strconv.ParseFloat(m[1], 64)
			ys = append(ys, y)
		}
	}
	if len(ys) != 9 || math.Abs((ys[1]-ys[0])-100*goban.GridRatio) > 0.01 {
		t.Errorf("rows at %v, want 9 rows %v apart", ys, 100*goban.GridRatio)
	}
}

// TestDiagramNotesKeepToTheFont: a note the diagram's font cannot write
// (a Japanese translation) is written in English instead of empty boxes.
func TestDiagramNotesKeepToTheFont(t *testing.T) {
	fonts, err := loadDiagramFonts()
	if err != nil {
		t.Fatal(err)
	}
	if !fonts.covers("20 at 12, 23 à D4") || fonts.covers("20 は 12 に") {
		t.Error("covers does not tell Latin from Japanese")
	}
	n := figureNote{number: 20, at: 12, point: engine.Pt(3, 3)}
	if got := n.english(19); got != "20 at 12" {
		t.Errorf("english note %q", got)
	}
}
