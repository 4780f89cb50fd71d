// Package goban draws the board: the Board widget and the lids that hold the
// prisoners (Lid).
//
// The Board draws a View, one node of a game with whatever the program lays
// over it (markup, move numbers, the ko point, the scoring view, an
// estimate, hints, an analysis's candidates, a problem's verdict), under the
// viewer's Options. It never changes the game: it reports taps and the point
// under the pointer through function fields (OnTapped, OnHover) and asks
// whether a point is legal through another (Legal), so the package knows
// nothing of the controller that owns the game.
//
// Its renderer keeps one stone and one shadow image per intersection and
// pools of canvas objects for the markup, and moves and re-colours them in
// place. It paints a procedural kaya face whose grid keeps the real 15:14
// ratio (longer than wide), and slate and clamshell stones with black drawn
// about 1.4% larger than white. The proportions and the colours of ink that
// printed diagrams share with the board are exported.
package goban
