// Package ui holds Torreya's Fyne widgets and the controller that ties a game
// to the screen.
//
// The widgets that need no controller live in packages of their own, which
// ui imports and which never import ui: the board and the lids in goban, the
// game tree's layout and view in gametree, and diagram export in diagram.
//
// Nothing in this package opens native dialogs, starts an engine process or
// touches files on its own: the program in cmd/torreya hands those in as small
// functions, so every widget and the controller can be tested with Fyne's
// headless test driver.
package ui
