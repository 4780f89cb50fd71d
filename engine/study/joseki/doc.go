/*
Package joseki explores a joseki dictionary from the board: a game tree such
as Kogo's Joseki Dictionary or Pachi's joseki files, or any tree. It tells
the moves the dictionary knows after a position, in any corner and from
either colour's side, what the dictionary says of each, and where it has a
position, whatever order of moves led there. It imports engine and
engine/sgf only: like problem and lesson beside it under engine/study, it is
study material read from records, not a rule of Go.

# Corners and transforms

A dictionary plays in one corner of its board, its home: the corner most of
its moves are in (Kogo's and Pachi's joseki files: the top right). What
identifies a position is the stones in a corner's region, the quarter of the
board up to the middle lines (9 by 9 points on 19x19). The four regions are
apart: the middle lines belong to none, so the joseki of one corner never
hides the next one's, and a board is searched corner by corner.

A Transform maps the dictionary onto the board: one of the eight symmetries
of a square board (four on another), and whether Black and White are
exchanged. A Place is a node of the dictionary with the transform it is seen
through; Corner tells which corner of the board it is in. Start (or StartAt
for one corner) gives the root in every transform, so an empty corner offers
the dictionary's first moves both ways round and for either colour; the UI
shows those of the colour to play. Next gives the moves known after a place,
on the board, with what the dictionary says of them; Play follows a move
played on the board; Find gives every place that has the stones of a corner
of a board; Reply picks the dictionary's answer for a drill.

# Positions and transpositions

Read replays every node once on an engine.Board (captures taken, an illegal
move skipped and counted, as the tree view does) and keeps the Zobrist hash
of the stones in the home region, made from engine.StoneKey, the keys of
Board.Hash. The index is two sorted arrays, hashes and nodes: 16 bytes a
node, about 1 MB for Kogo's 62,443 nodes, and 2 MB with the classes.

Find hashes each corner of the board seen through each of the four
transforms that bring it home and looks the hash up: 16 look-ups, a few
microseconds. Every node with the same stones in the corner is a place,
however its moves were ordered. Stones of the dictionary outside its region
(a pincer on the middle line, an extension along the side, a tenuki) do not
count for a corner, so a position is found with or without them; Play and
Next, which know the whole position, prefer the nodes whose whole board is
the same. Next adds to a node's children the moves of its transpositions
(other nodes with the same stones on the whole board and the same colour
to play) and, when the position is symmetric about the corner's diagonal,
the mirror images of the moves, which a dictionary writes on one side only.

A tenuki is a pass or a stone in the quarter opposite the corner (Kogo
writes play elsewhere as a stone in another corner, Pachi as a pass): such
a candidate has Tenuki set, and a move played there on the board follows the
dictionary's tenuki.

# What the dictionary says

Each move gets a Class: Joseki, Good (a good variation, not the main
joseki), Trick, Mistake, or Unclassified. These conventions are read, the
stronger first:

  - SGF's move annotations: BM (bad move) and DO (doubtful) are mistakes,
    IT (interesting) a trick, TE (tesuji) good.
  - Pachi's tags on the first line of a comment: <don't>, <bad> and <avoid>
    mark a mistake (except on a file's first move, where they are Pachi's
    choice of openings); in a file that uses the tags, an untagged move is
    joseki, or good when a mistake was played above it.
  - A comment on labelled moves, as Kogo writes them: "'A' is correct, 'B'
    is a mistake", "White continues with 'a *', 'b *' or 'c'", "Black 'd'
    is not recommended". A label names the child played at the labelled
    point. The comment is read sentence by sentence and clause by clause:
    words such as correct, joseki, usual, must give joseki; possible, ok,
    better, continues with, miai, punishes give good; trick gives trick;
    mistake, wrong, bad, questionable, not recommended, overplay, fails
    to, getting tricked give mistake, and so does praise denied ("not
    generally favorable", "don't give White a good result", "must not").
    A starred label ('a *', Kogo's mark of the main and correct
    variations) is joseki. A clause that only lists labels takes the
    words that end the list ("'g', 'h' and 'i' are inferior"), else goes
    on from the clause it follows ("joseki responses range from 'a *' ...
    'm' or 'n'"); alone, "'A' or 'B'" offers both as good; a clause with
    words that judge nothing ("'B' gives less influence") gives no class,
    and one that begins "but" or "neither" has the last word on the moves
    before it. Moves named after "than" are compared, not judged, words
    after "if", "after" or "when" are a condition, and a sentence that
    begins with a condition (If, When, Given, After...) speaks of another
    position and is skipped. A result said to be good or bad for one
    colour ("a bad result for White", "good for W") is judged from the
    side of the colour that plays the move.
  - A comment on numbered moves, counted from the root, as the subject of
    a clause: "White 8 is a trick play" (not "Black connects to Black 3").
    A trick named this way overrides a parent's milder word.
  - A node's own short first line: "Joseki", "* GOOD VARIATION *", "Trick
    play", "Mistake". Joseki and good variations speak for their line: the
    moves above that nothing else classifies take the class, up to the
    first that is classified; then, past the joseki and good moves and up
    to a trick or mistake, the moves still unclassified up to the
    corner's first move, so that the 3-3, 3-4 and 4-4 points are alike.
  - The only continuation of a joseki or good move is joseki or good too,
    except a tenuki in the opposite quarter, which is passed over, and
    after a move by the far sides of the board, where a whole game goes
    on. An end-of-line remark ("End of joseki") does not pass on.

Kogo's file (2007 edition) marks its moves with comments and labels only:
6,599 LB properties and 10,347 comments, no N[] and no move annotations;
341 comments say "GOOD VARIATION", and 1,285 labels named in comments
are starred. Read classifies
its 62,308 moves as 6,420 joseki, 21,754 good variations, 93 tricks and
2,812 mistakes, and leaves 31,229 unclassified (of the 13,473 moves at its
5,807 branchings, 10,069 are classified). A person read four samples of
200 classified moves against the sentences they come from
(testdata/audit.tsv, which TestKogoAudit keeps checking): 9.0 % of the
first disagreed before the reading was fixed, 0.5 % of a fresh one after.

A Candidate's Name is the node's N[], else the heading of its comment (a
first line underlined with dashes, as Kogo names its joseki: "Kata-tsuki
(shoulder hit)"), else the name of a Pachi override (name = "..."). Its
Comment is the node's comment.
*/
package joseki
