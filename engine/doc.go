/*
Package engine holds Torreya's rules of Go: boards from 2x2 to 25x25, square
or rectangular, moves, captures, ko and superko, suicide, handicap, and
scoring under six rule presets. It imports only the standard library.

The packages below it are layered, each taking only those above it:
engine holds the rules of Go; engine/sgf holds records, the files games and
their variations are kept in; engine/study holds study material read from
records: problems (engine/study/problem), joseki dictionaries
(engine/study/joseki) and the course of lessons (engine/study/lesson).

# Points and moves

A Point is an intersection, made with Pt(x, y) from a column counted from the
left and a row counted from the top, both from 0; SGF's "aa" is Pt(0, 0) and
GTP's "A1" on a 19x19 board is Pt(0, 18). Vertex and ParseVertex convert to
and from GTP's form. A Move is a Color and a Point; the special points Pass and
Resign are not intersections.

# Boards

A Board is a position and nothing else: it plays moves with simple ko and a
suicide rule, and keeps chains, liberties and a Zobrist hash up to date as it
goes, so playing a move never floods the board. It is a plain value:
CopyFrom is a short memory copy, which is what a search wants. A board that
a search plays on at every move can also keep each chain's liberties as a
bit set (UseLibertySets), so that how many liberties a chain has, which they
are and how many a move would join take a few word operations. Play returns
the number of stones it captured, or why the move is illegal (ErrOccupied,
ErrSuicide, ErrKo...) with the board unchanged. Rescues lists the moves that
save a chain in atari from being taken at once, which both the course's
reading and the beginner's warnings ask.

String draws a position as an ASCII diagram and ParseDiagram reads one back,
which is how the tests write their positions. The examples of Board and
ParseDiagram play a capture and a ko this way.

# Games

A Game adds history: undo and redo, the side to move, superko (positional or
situational), passes that stop the game, resumption, resignation, handicap and
komi, and a result written the SGF way ("B+3.5", "W+R", "0", "Void"). The
example of Game starts a four-stone handicap game and meets an illegal move.

# Rules and scoring

Rules is a set of switches; Japanese, Korean, Chinese, AGA, NewZealand and
TrompTaylor return the presets, as values no caller can change. Count scores a
position given the dead stones, with a per-side breakdown a program can put
into words (Score.String), and ToggleDead marks a dead group the way good
editors do: the whole chain and the chains of its colour in the same area.
The example of Count scores one position under territory and area scoring.
A Rank is a player's strength from 30 kyu to 9 dan, and HandicapForRanks
turns two ranks into the handicap and komi of a fair game.

# Playouts

RandomMove, PlayFast and Playout serve Monte-Carlo search: uniformly random
moves that never fill one's own eye, without allocating.
*/
package engine
