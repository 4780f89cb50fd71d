// Package ui holds Torreya's Fyne widgets and the controller that ties a game
// to the screen.
//
// The board is a custom widget (Board) with a renderer that keeps a pool of
// canvas objects and updates them in place. It draws a procedural kaya board
// whose grid keeps the real 15:14 ratio (longer than wide), slate and
// clamshell stones with black drawn about 1.4% larger than white, SGF markup,
// move numbers, the ko point, a ghost stone under the pointer and the scoring
// view. Prisoners sit in the upturned lids of the bowls (Lid).
//
// The tree panel (TreeView) draws the whole game tree as a graph. Its layout
// (treeLayout) is computed once per edit and answers which nodes a
// rectangle shows, so the panel draws only the cells in sight from a pool of
// objects, however large the file.
//
// Nothing in this package opens native dialogs, starts an engine process or
// touches files on its own: the program in cmd/torreya hands those in as small
// functions, so every widget and the controller can be tested with Fyne's
// headless test driver.
package ui
