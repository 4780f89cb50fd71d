package ui

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/torreya/torreya/ui/diagram"
)

func TestExportDiagramWritesPNGAndSVG(t *testing.T) {
	dir := t.TempDir()
	picker := &fakePicker{path: filepath.Join(dir, "lesson")}
	c, _ := newTestController(t, Deps{PickFile: picker.pick})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	for _, p := range [][2]int{{2, 6}, {6, 2}, {6, 6}} {
		tap(c, p[0], p[1])
	}
	req := diagramRequest{Spec: diagram.Spec{Moves: true, From: 1, To: 3}, Style: diagram.Style{Coordinates: true}}
	c.exportDiagram(req)
	if len(picker.reqs) != 1 || !picker.reqs[0].Save || picker.reqs[0].Name != "diagram-1-3.png" {
		t.Fatalf("asked %+v, want a save dialog proposing diagram-1-3.png", picker.reqs)
	}
	data, err := os.ReadFile(filepath.Join(dir, "lesson.png")) // the format's extension added
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() < 300 {
		t.Errorf("the PNG is %v", img.Bounds())
	}
	if !strings.Contains(c.Status(), "lesson.png") {
		t.Errorf("status %q", c.Status())
	}
	// The extension chosen decides the format.
	picker.path = filepath.Join(dir, "lesson.svg")
	c.exportDiagram(req)
	if data, err := os.ReadFile(picker.path); err != nil || !bytes.HasPrefix(data, []byte("<svg")) || !bytes.Contains(data, []byte(">3</text>")) {
		t.Errorf("the SVG (%v):\n%.300s", err, data)
	}
}

func TestExportDiagramErrors(t *testing.T) {
	dir := t.TempDir()
	picker := &fakePicker{path: filepath.Join(dir, "no such folder", "d.png")}
	c, _ := newTestController(t, Deps{PickFile: picker.pick})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	tap(c, 2, 6)
	c.exportDiagram(diagramRequest{})
	if !strings.Contains(c.Status(), "Cannot export d.png") {
		t.Errorf("status %q after a write into a missing folder", c.Status())
	}
	for _, req := range []diagramRequest{
		{Part: partCustom, Custom: "A1-Z30"},
		{Spec: diagram.Spec{Moves: true, From: 1, To: 5}},
	} {
		picker.reqs = nil
		c.exportDiagram(req)
		if len(picker.reqs) != 0 || c.Status() == "" {
			t.Errorf("%+v: asked for a file %v, status %q; want the error alone", req, picker.reqs, c.Status())
		}
	}
}

func TestExportDiagramDialogShowsAPreview(t *testing.T) {
	c, w := attached(t, Deps{})
	newGame(t, c, 19, PlayerSpec{}, PlayerSpec{})
	tap(c, 15, 3)
	menuItem(t, w, "Export Diagram…").Action()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	var preview *canvas.Image
	eachObject(top, func(o fyne.CanvasObject) {
		if x, ok := o.(*canvas.Image); ok && x.Image != nil && x.Image.Bounds().Dx() > 100 {
			preview = x
		}
	})
	if preview == nil {
		t.Fatal("the dialog shows no preview")
	}
}

func TestCopyDiagramForSenseisLibrary(t *testing.T) {
	c, w := attached(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	for _, p := range [][2]int{{2, 6}, {6, 2}, {6, 6}} {
		tap(c, p[0], p[1])
	}
	// Without move numbers on the board, the position alone, White to play.
	menuItem(t, w, "Copy Diagram for Sensei's Library").Action()
	got := fyne.CurrentApp().Clipboard().Content()
	if !strings.HasPrefix(got, "$$Wc9\n$$ +---") || !strings.Contains(got, "$$ | . . X . . . X . . |") {
		t.Errorf("copied\n%s", got)
	}
	// With the last ten numbered, the moves are the digits.
	c.prefs.SetInt(prefNumbers, 10)
	c.applyOptions()
	menuItem(t, w, "Copy Diagram for Sensei's Library").Action()
	got = fyne.CurrentApp().Clipboard().Content()
	if !strings.HasPrefix(got, "$$Bc9\n") || !strings.Contains(got, "$$ | . . 1 . . . 3 . . |") || !strings.Contains(got, "$$ | . . , . . . 2 . . |") {
		t.Errorf("copied with numbers\n%s", got)
	}
}
