// Package assets holds the files the program embeds: the application icon.
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:generate go run icon_gen.go

//go:embed icon.png
var iconPNG []byte

// Icon is the application icon: a black and a white stone on a corner of a
// kaya board.
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)
