// Package diagram exports a position or a run of moves as a printed diagram:
// PNG and SVG images drawn without Fyne's canvas, and the text markup of
// Sensei's Library.
//
// A Figure is what a diagram shows, built from a record (New): the stones,
// the moves numbered on them, the moves that have no stone of their own as
// notes under the board, and the markup, on the whole board or a part of it
// (Region, Corner, ParseRegion). The images keep the board's proportions and
// inks (package goban), so a printed diagram looks like the board on screen.
package diagram
