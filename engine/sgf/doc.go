// Package sgf reads and writes SGF (Smart Game Format, FF[1] to FF[4]) files
// of the game of Go, and holds the game tree the program edits.
//
// It has two layers. The syntax layer, Parse, turns bytes into a Collection
// of game trees: Nodes with ordered Properties whose values are kept raw, so
// that what is not understood is written back as it was read. It is lenient
// like the best readers (FF[3] lower-case and long identifiers, junk around
// the trees, a missing ';', repeated properties, two moves in one node) and
// reports each repair as a Warning; it fails with a *SyntaxError only when no
// game is found or a hard limit is exceeded. It uses no recursion, so deep
// variations and long main lines cost nothing but memory.
//
// Text arrives in many charsets. The file's CA[] decides (in any of the
// spellings real files use), and a file without CA[] that is not UTF-8 is
// detected as GB, Shift_JIS, EUC-KR or Big5 (DetectCharset); Options.Charset
// forces another choice. Double-byte text is scanned so that a second byte
// 0x5C is never taken for an escape.
//
// Import reads, besides SGF, the records game servers hand out in formats of
// their own: Tygem's .gib, WBaduk's .ngf and Pandanet's .ugf and .ugi. Each
// becomes a game tree like one read from SGF, and is saved as SGF.
//
// The replay layer, Tree, walks a game tree with an engine.Board: positions
// are computed incrementally along the current path and cached, illegal moves
// are kept and marked, and edits (moves, deletions, promotions, comments,
// markup, game information, setup) can be undone.
//
// Writing (Write, WriteFile) produces UTF-8 with CA[UTF-8], one main-line
// node a line, variations indented, a stable property order and unknown
// properties as read; WriteFile replaces the file atomically.
//
// Tree.Game is the one way a record becomes a game (engine.Game) at any node:
// one handicap rule, one komi default, the rules RU names read by
// engine.ParseRules, and the caller's choice of what to do with an illegal
// move or setup in the middle (Keep or Refuse). Record and WriteRecord serve
// GTP's printsgf: a game as size, komi, setup stones and a list of moves.
//
// The package's example parses a record, walks it, follows a variation, adds
// one and writes the tree back.
package sgf
