// Package gametree draws a game's tree of variations: View, the tree panel
// beside the board, and the layout it draws from.
//
// The layout (treeLayout) places every node on a grid once per edit, the
// main line straight and no two lines crossing, and answers which nodes a
// rectangle of cells shows, so the view draws only the cells in sight from
// pools of canvas objects, however large the file. The view reports the node
// the user taps through a function field (OnSelect) and asks which nodes are
// a problem's right or wrong answers through another (Judge), so it knows
// nothing of the controller that owns the record.
package gametree
