// Package problem judges life-and-death problems (tsumego) written as SGF
// game trees: the position set up in the root, the learner's moves and the
// opponent's answers as variations below it. For any node of the tree it
// says whether the learner's line is right, wrong or still open there
// (Verdict), what the node leads to with best play by both (Leads), which
// answer the opponent gives (Reply: a refutation first) and which moves are
// correct (Correct). It uses no UI and never changes the tree.
//
// It is study material read from records, so it lives under engine/study
// with joseki and lesson: it takes engine's rules and engine/sgf's trees, and
// neither of those knows it exists.
//
// # How right and wrong are read
//
// Files mark right and wrong in many ways (see Convention), and every file
// is read for all of them; a collection file is read as a whole (ReadFile),
// so a convention seen in one game holds in all.
//
// Each node's own signal comes first, the strongest one it carries:
//
//  1. the author's words: RIGHT in capitals anywhere in the comment; a
//     comment whose first clause is a verdict ("Correct.", "Wrong;
//     advantageous ko.", "Correct answer", "Also correct", "Failure",
//     "Mistake", 正解, 失败);
//  2. WV[], which in Cho Chikun's encyclopedia stands on exactly the
//     learner's moves that turn a winnable position into a lost one;
//  3. TE or BM on the learner's move (a good or a bad move), and at the end
//     of a line TE or BM on the opponent's move and GB or GW, relative to
//     the learner's colour (GB is right when Black is the learner);
//  4. at the end of a line, what the comment says of the result: a hedge
//     ("but Black can do better", "not the best") is wrong; "Black lives",
//     "White is dead", "kills White", "White wins", 白死, 黑活 are right or
//     wrong for the learner's colour. A ko is right only when the root's
//     comment asks for one ("get a ko"), and wrong otherwise, as problem
//     books count a ko short of unconditional life or death; seki is life:
//     right when the problem asks to live, wrong when it asks to kill, and
//     decided by the other rules when it says neither.
//
// A node so marked decides the line where it stands: a leaf, but also a move
// in the middle of a line ("Correct answer" followed by the usual sequence,
// or a wrong move with its refutation below it, which Reply still gives).
//
// Then the file-level rule gives every leaf that is not marked its verdict:
//
//   - a leaf below a marked node takes that node's verdict;
//   - in a file that marks right lines (by 1 to 3), a line the learner
//     leaves the right lines in is wrong (at the nearest node where another
//     branch holds a right mark, the learner chose); a line the opponent
//     leaves them in is a variation of the solution, right if the learner
//     has the last word and wrong if the opponent has: authors end a
//     refutation with the opponent's move, an answer with the learner's;
//   - in a file that marks only wrong lines, the other lines are right;
//   - in a file that marks no move at all, the first variation at each node
//     is the correct one: the learner's other moves are wrong, and every
//     line that follows the first choices is right (what the leaves' comments
//     say of life and death still decides those leaves).
//
// Leads is then minimax over the tree: the learner picks a child that leads
// to Right if there is one, the opponent one that leads to Wrong. Every leaf
// is decided, so every node the learner can reach is.
package problem
