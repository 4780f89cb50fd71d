/*
Package lesson holds the course "Learn to play": lessons read from SGF files,
each a few sentences and tasks the learner does on the board, and the
checker that judges every move. It uses the engine's rules for everything
(legality, captures, liberties, ko, scoring) and imports no UI: every text
it returns is a key of the translation files, with its values apart.
Like problem and joseki beside it under engine/study, it is study material
read from records: it takes engine and engine/sgf, and they never take it.

# Driving it

Load reads a course from a file system (the program passes the lessons
folder of assets.Lessons, through fs.Sub). A Lesson's Title and Intro are
shown first; each Task has a Prompt, Markup and Targets, and Start begins an
Attempt. The learner's moves go to Attempt.Play (a point or engine.Pass), a
number to Attempt.Answer when Task.AsksNumber; each returns a Feedback f,
shown as fmt.Sprintf(lang.L(f.Say), f.Args...). Attempt.Board is the
position now, the opponent's reply (f.Reply) included; f's words and marks
describe that position. The package's example
loads a one-task course and plays it.

f.Done: solved, go on. f.Failed: this attempt is over; Start again to
retry. Neither: keep playing (an illegal move, a wrong tap or a wrong number
changes nothing and says why). f.Marks points at stones: those still in
danger, still free, still to place. Hint returns a text and points to look
at, then a move that does the task. Task.LastMove is the move just before
the task starts (mark it), Attempt.LastMove the latest since. On a dead-stone
task a tap on a stone marks its group (Attempt.Dead); on an illegal-move task
a tap is a try and never places a stone. A lesson with Final set has no
tasks: the UI starts a game on a Size board against the computer at Level.

# What is checked

A task's goal (GL) says what it asks; most goals are judged on the board,
so any move that does the task is right, and the file's tree adds answers,
replies and reasons:

  - place, handicap: stones on the marked points (TG), or on the handicap
    points of HA that engine.FixedHandicap gives.
  - liberties: the number of liberties of the TG chains; count: the score
    of the position under the task's rules, komi, handicap, prisoners (CB,
    CW) and dead stones (DS), by engine.Count.
  - atari: every TG chain has one liberty; capture: TN (by default all) of
    the TG stones are off the board; kill: all of them are, or the tree says
    the line is right.
  - save: no TG chain can be captured by atari after atari, as in a ladder,
    with the opponent to move (a small reader: the attacker gives atari, the
    defender extends or captures a stone next to its chain).
  - connect: the TG stones are one chain; cut: the opponent cannot join them
    in one move, and the cutting stone cannot be captured by ataris.
  - live: the TG chains live unconditionally by Benson's test (two real
    eyes), which is sound: a group it calls alive cannot be killed.
  - seki: engine.Count counts the TG stones as in seki.
  - ko: the move takes a ko (captures one stone and leaves a ko point).
  - illegal: the learner finds a point where it may not play (suicide, ko).
  - pass: the learner passes. dead: the learner taps every DS group.
  - move: the tree alone decides: a learner's move marked TE is right.

A learner's move found in the task's tree follows it: BM is wrong (its
comment says why), the opponent's move below a move is the reply, TE at the
end of a line is right. Off the tree the goal decides; if it is not met, the
attempt goes on while the learner has moves left (MV, 1 by default) with the
opponent's default reply: the defender of targets runs where its stones get
the most liberties; the attacker gives the atari that captures; otherwise a
chain of the learner's in atari is taken. A capture fails early when a
target chain reaches three liberties: it has escaped.

Task.Check plays the answers a file gives and says whether the checker
agrees with them; the tests run it on every task. assets/lessons/README.md
describes the file format for teachers.
*/
package lesson
