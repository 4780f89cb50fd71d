package ui

import (
	"fmt"
	"image"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/diagram"
)

// diagramPart is the part of the board a diagram shows.
type diagramPart int

const (
	partWhole  diagramPart = iota
	partCorner             // the quarter, half or whole the stones are in
	partCustom             // two corners written out, such as "A1-K10"
)

// diagramRequest is everything File > Export Diagram asks.
type diagramRequest struct {
	diagram.Spec
	Part   diagramPart
	Custom string // the part, for partCustom
	Style  diagram.Style
	SVG    bool
}

// diagramFigure builds the figure req asks for from the line to the node
// shown.
func (c *Controller) diagramFigure(req diagramRequest) (*diagram.Figure, error) {
	t := c.rec.tree
	f, err := diagram.New(t, t.Current(), req.Spec)
	if err != nil {
		return nil, err
	}
	switch req.Part {
	case partCorner:
		f.Region = f.Corner()
	case partCustom:
		w, h := f.Size()
		if f.Region, err = diagram.ParseRegion(req.Custom, w, h); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// exportDiagram asks for a file and writes the diagram req describes there.
func (c *Controller) exportDiagram(req diagramRequest) {
	f, err := c.diagramFigure(req)
	if err != nil {
		c.view.showError(err)
		return
	}
	ext := ".png"
	if req.SVG {
		ext = ".svg"
	}
	name := "diagram"
	if p := c.doc.path; p != "" {
		name = strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
	}
	if req.Moves {
		name += fmt.Sprintf("-%d-%d", req.From, req.To)
	}
	dir, kind, exts := c.lastDir(), lang.L("PNG image"), []string{"png"}
	if p := c.doc.path; p != "" {
		dir = filepath.Dir(p) // beside the game
	}
	if req.SVG {
		kind, exts = lang.L("SVG image"), []string{"svg"}
	}
	c.pick(FileRequest{Save: true, Title: lang.L("Export the diagram"), Dir: dir, Name: name + ext, Kind: kind, Exts: exts}, func(path string) {
		svg := req.SVG
		switch strings.ToLower(filepath.Ext(path)) {
		case ".svg":
			svg = true
		case ".png":
			svg = false
		default:
			path += ext
		}
		c.writeDiagram(path, f, req.Style, svg)
	})
}

// writeDiagram draws the figure and writes it to path off the UI goroutine.
func (c *Controller) writeDiagram(path string, f *diagram.Figure, st diagram.Style, svg bool) {
	c.setStatus(fmt.Sprintf(lang.L("Exporting %s…"), filepath.Base(path)))
	c.deps.Go(func() {
		draw := diagram.PNG
		if svg {
			draw = diagram.SVG
		}
		data, err := draw(f, st)
		if err == nil {
			err = sgf.WriteData(path, data) // any bytes, through a temporary file renamed into place
		}
		c.deps.Post(func() {
			if err != nil {
				err = fmt.Errorf(lang.L("Cannot export %s: %w"), filepath.Base(path), err)
				c.view.showError(err)
				c.setStatus(err.Error())
				return
			}
			c.setStatus(fmt.Sprintf(lang.L("Exported the diagram to %s."), filepath.Base(path)))
		})
	})
}

// previewSpacing is the line spacing of the dialog's preview.
const previewSpacing = 14

// showExportDiagram shows the choices of File > Export Diagram with a
// preview of the diagram they make.
func (c *Controller) showExportDiagram(w fyne.Window) {
	last := c.rec.tree.Current().MoveNumber()
	req := diagramRequest{Spec: diagram.Spec{From: 1, To: last},
		Style: diagram.Style{Coordinates: c.prefs.BoolWithFallback(prefCoords, true)}}

	preview := canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	preview.FillMode = canvas.ImageFillContain
	preview.SetMinSize(fyne.NewSize(300, 320))
	problem := widget.NewLabel("")
	problem.Wrapping = fyne.TextWrapWord
	problem.Importance = widget.DangerImportance

	show := widget.NewSelect([]string{lang.L("The position"), lang.L("Numbered moves")}, nil)
	from, to := widget.NewEntry(), widget.NewEntry()
	from.SetText("1")
	to.SetText(strconv.Itoa(last))
	fromOne := widget.NewCheck(lang.L("Number the first of them 1"), nil)
	part := widget.NewSelect([]string{lang.L("Whole board"), lang.L("Where the stones are"), lang.L("These points")}, nil)
	custom := widget.NewEntry()
	custom.SetPlaceHolder("A1-K10")
	coords := widget.NewCheck(lang.L("Coordinates"), nil)
	coords.SetChecked(req.Style.Coordinates)
	colours := widget.NewSelect([]string{lang.L("Wood"), lang.L("Black and white, for printing")}, nil)
	format := widget.NewSelect([]string{"PNG", "SVG"}, nil)

	var export *widget.Button
	// update reads the choices and redraws the preview.
	update := func() {
		req.Moves = show.SelectedIndex() == 1
		req.From, _ = strconv.Atoi(strings.TrimSpace(from.Text))
		req.To, _ = strconv.Atoi(strings.TrimSpace(to.Text))
		req.FromOne = fromOne.Checked
		req.Part = diagramPart(max(part.SelectedIndex(), 0))
		req.Custom = custom.Text
		req.Style.Coordinates = coords.Checked
		req.Style.Plain = colours.SelectedIndex() == 1
		req.SVG = format.SelectedIndex() == 1
		for _, e := range []fyne.Disableable{from, to, fromOne} {
			if req.Moves {
				e.Enable()
			} else {
				e.Disable()
			}
		}
		if req.Part == partCustom {
			custom.Enable()
		} else {
			custom.Disable()
		}
		f, err := c.diagramFigure(req)
		var img *image.RGBA
		if err == nil {
			st := req.Style
			st.Spacing = previewSpacing
			img, err = diagram.Image(f, st)
		}
		if err != nil {
			problem.SetText(err.Error())
			problem.Show()
			if export != nil {
				export.Disable()
			}
			return
		}
		problem.Hide()
		if export != nil {
			export.Enable()
		}
		preview.Image = img
		preview.Refresh()
	}
	for _, s := range []*widget.Select{show, part, colours, format} {
		s.OnChanged = func(string) { update() }
	}
	for _, e := range []*widget.Entry{from, to, custom} {
		e.OnChanged = func(string) { update() }
	}
	for _, ch := range []*widget.Check{fromOne, coords} {
		ch.OnChanged = func(bool) { update() }
	}
	show.SetSelectedIndex(0)
	part.SetSelectedIndex(0)
	colours.SetSelectedIndex(0)
	format.SetSelectedIndex(0)
	if f, err := c.diagramFigure(req); err == nil {
		_, h := f.Size()
		custom.SetText(diagram.RegionName(f.Corner(), h))
	}
	if last == 0 {
		show.Disable() // nothing to number
	}

	moves := container.NewHBox(widget.NewLabel(lang.L("From move")), container.NewGridWrap(fyne.NewSize(64, from.MinSize().Height), from),
		widget.NewLabel(lang.L("to move")), container.NewGridWrap(fyne.NewSize(64, to.MinSize().Height), to))
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Show"), show),
		widget.NewFormItem("", moves),
		widget.NewFormItem("", fromOne),
		widget.NewFormItem(lang.L("Part of the board"), part),
		widget.NewFormItem("", custom),
		widget.NewFormItem("", coords),
		widget.NewFormItem(lang.L("Colours"), colours),
		widget.NewFormItem(lang.L("Format"), format),
	)
	content := container.NewBorder(nil, nil, container.NewVBox(form, problem), nil, preview)
	var d *dialog.CustomDialog
	export = widget.NewButton(lang.L("Export…"), func() {
		d.Hide()
		c.exportDiagram(req)
	})
	export.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons(lang.L("Export Diagram"), content, w)
	d.SetButtons([]fyne.CanvasObject{widget.NewButton(lang.L("Cancel"), func() { d.Hide() }), export})
	update()
	d.Resize(fyne.NewSize(760, 480))
	c.view.dialogs.show(d)
}

// senseiDiagram returns the current position in Sensei's Library's diagram
// markup, with the last moves numbered as the board numbers them, ten at
// most.
func (c *Controller) senseiDiagram() string {
	t := c.rec.tree
	n := t.Current()
	spec := diagram.Spec{}
	if k, last := c.view.board.Options().Numbers, n.MoveNumber(); k != 0 && last > 0 {
		if k < 0 || k > diagram.SenseiMoves {
			k = diagram.SenseiMoves
		}
		spec = diagram.Spec{Moves: true, From: max(1, last-k+1), To: last}
	}
	f, err := diagram.New(t, n, spec)
	if err != nil { // the spec is within the line
		return ""
	}
	return diagram.Sensei(f)
}
