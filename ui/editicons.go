package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The edit mode's markup tools are drawn as icons, not as the symbols △ □ ○
// ✕ → and —: Fyne's own font has none of them, and a button with one makes
// Fyne scan the system's fonts and load a fallback font at every start,
// though the tool bar stays hidden (50 ms and several MB). The shapes are
// filled outlines, so a themed resource recolours them with the text.
func markIcon(name, path string) fyne.Resource {
	svg := `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
		`<path fill="#000000" fill-rule="evenodd" d="` + path + `"/></svg>`
	return theme.NewThemedResource(fyne.NewStaticResource(name+".svg", []byte(svg)))
}

var (
	iconTriangle = markIcon("triangle", "M12 3L21.5 19.5H2.5Z M12 7.6L6.5 17.2H17.5Z")
	iconSquare   = markIcon("square", "M4 4H20V20H4Z M6.4 6.4V17.6H17.6V6.4Z")
	iconCircle   = markIcon("circle", "M3.5 12a8.5 8.5 0 1 0 17 0a8.5 8.5 0 1 0 -17 0Z M5.9 12a6.1 6.1 0 1 1 12.2 0a6.1 6.1 0 1 1 -12.2 0Z")
	iconCross    = markIcon("cross", "M5.6 4L12 10.4L18.4 4L20 5.6L13.6 12L20 18.4L18.4 20L12 13.6L5.6 20L4 18.4L10.4 12L4 5.6Z")
	iconArrow    = markIcon("arrow", "M3 10.8H15V6.5L21 12L15 17.5V13.2H3Z")
	iconLine     = markIcon("line", "M3 10.8H21V13.2H3Z")
)
