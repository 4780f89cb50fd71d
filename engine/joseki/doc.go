// Package joseki explores a joseki dictionary, a game tree such as Kogo's
// Joseki Dictionary or Pachi's joseki files, from the board: the moves it
// knows after a position, in any corner and from either colour's side, what
// it says of each, and where it has a position.
package joseki
