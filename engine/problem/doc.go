// Package problem judges life-and-death problems (tsumego) written as SGF
// game trees: the position set up in the root, the learner's moves and the
// opponent's answers as variations below it. It says, for any node of the
// tree, whether the learner's line is right, wrong or still open there; which
// answer the opponent should give; and which moves are correct. It uses no
// UI and reads the tree without changing it.
//
// Files mark right and wrong in many ways, and each file is read for all of
// them (see Convention).
package problem
