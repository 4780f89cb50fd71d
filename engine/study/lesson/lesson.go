package lesson

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Course is the whole course: its lessons in order.
type Course struct {
	Lessons []*Lesson
}

// Lesson is one lesson: a title, a few sentences, and the tasks that follow.
type Lesson struct {
	ID     string   // the file name without its number and .sgf: "ko" for 14-ko.sgf
	Title  string   // GN of the first game
	Intro  []string // the lines of its comment, one sentence or short paragraph each
	Board  *engine.Board
	Markup Markup
	Tasks  []*Task
	// Final marks the last lesson, "play your first game": it has no tasks;
	// the UI starts a game on a board of Size against the computer at Level.
	Final bool
	Size  int
	Level int
}

// Goal is what a task asks for; the file names it in GL.
type Goal string

// The goals. Their checks are described in the package documentation and in
// assets/lessons/README.md.
const (
	GoalPlace     Goal = "place"     // put stones on the TG points
	GoalLiberties Goal = "liberties" // type the number of liberties of TG
	GoalAtari     Goal = "atari"     // leave every TG chain with one liberty
	GoalCapture   Goal = "capture"   // take TG off the board (TN of them)
	GoalSave      Goal = "save"      // make TG safe from capture by ataris
	GoalConnect   Goal = "connect"   // join every TG stone in one chain
	GoalCut       Goal = "cut"       // keep TG apart for good
	GoalIllegal   Goal = "illegal"   // find a point where one may not play
	GoalKo        Goal = "ko"        // take a ko
	GoalLive      Goal = "live"      // make TG live with two eyes
	GoalKill      Goal = "kill"      // kill TG: the tree's answers
	GoalSeki      Goal = "seki"      // make TG live in seki
	GoalPass      Goal = "pass"      // see that passing is best
	GoalDead      Goal = "dead"      // tap the dead stones DS
	GoalCount     Goal = "count"     // type the score
	GoalHandicap  Goal = "handicap"  // place HA handicap stones
	GoalMove      Goal = "move"      // play a move the tree marks right
)

var goals = []Goal{GoalPlace, GoalLiberties, GoalAtari, GoalCapture, GoalSave, GoalConnect,
	GoalCut, GoalIllegal, GoalKo, GoalLive, GoalKill, GoalSeki, GoalPass, GoalDead, GoalCount,
	GoalHandicap, GoalMove}

// CountOf says which number a counting task asks for (CN).
type CountOf string

// What a counting task can ask for.
const (
	CountBlack  CountOf = "black"  // Black's total
	CountWhite  CountOf = "white"  // White's total, komi included
	CountMargin CountOf = "margin" // by how much the winner wins
)

// Markup is what the file draws on the board: SGF's TR, SQ, CR, MA and LB.
type Markup struct {
	Triangles, Squares, Circles, Crosses []engine.Point
	Labels                               map[engine.Point]string
}

// Task is one exercise of a lesson.
type Task struct {
	Prompt   string        // the comment of the task's start: what to do
	Goal     Goal          // GL
	Setup    *engine.Board // the position when the task starts; Clone it to change it
	ToPlay   engine.Color  // the learner's colour (PL, else the side to move)
	LastMove *engine.Move  // the move just before the task starts, or nil
	Targets  []engine.Point
	Dead     []engine.Point // DS: the dead stones (dead and count tasks)
	Markup   Markup
	Rules    engine.Rules // RU, else Japanese
	Komi     float64      // KM, else 0
	Handicap int          // HA
	Count    CountOf      // CN, for counting tasks
	Moves    int          // MV: the learner's moves allowed off the tree; 1 by default
	Need     int          // TN: how many target stones a capture takes; all by default

	hint    string
	number  float64 // NM: the file's answer to a number task
	wrong   []float64
	start   *sgf.Node // the node the learner's moves hang from
	w, h    int
	handPts []engine.Point
}

// AsksNumber reports whether the learner answers the task by typing a
// number (Attempt.Answer) instead of playing on the board.
func (t *Task) AsksNumber() bool { return t.Goal == GoalLiberties || t.Goal == GoalCount }

// Error is a lesson file that cannot be read: the file, the task (counted from
// 1; 0 is the lesson's header) and what is wrong.
type Error struct {
	File string
	Task int
	Err  error
}

func (e *Error) Error() string {
	if e.Task > 0 {
		return fmt.Sprintf("lesson %s: task %d: %v", e.File, e.Task, e.Err)
	}
	return fmt.Sprintf("lesson %s: %v", e.File, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// Load reads every *.sgf file at the top of fsys, in the order of their names
// (01-..., 02-...), as the course.
func Load(fsys fs.FS) (*Course, error) {
	names, err := files(fsys)
	if err != nil {
		return nil, err
	}
	c := &Course{}
	ids := make(map[string]string)
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		l, err := Parse(name, data)
		if err != nil {
			return nil, err
		}
		if other, dup := ids[l.ID]; dup {
			return nil, &Error{File: name, Err: fmt.Errorf("the ID %q is %s's too", l.ID, other)}
		}
		ids[l.ID] = name
		c.Lessons = append(c.Lessons, l)
	}
	return c, nil
}

// files lists the lesson files of the course in fsys, in the course's order.
func files(fsys fs.FS) ([]string, error) {
	names, err := fs.Glob(fsys, "*.sgf")
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, errors.New("lesson: no lesson files (*.sgf)")
	}
	slices.Sort(names)
	return names, nil
}

// Count returns how many lessons the course in fsys has, without reading
// them: what an offer of the course needs to say.
func Count(fsys fs.FS) (int, error) {
	names, err := files(fsys)
	return len(names), err
}

// Parse reads one lesson file; name is its file name, from which the ID comes.
func Parse(name string, data []byte) (*Lesson, error) {
	fail := func(task int, format string, args ...any) error {
		return &Error{File: name, Task: task, Err: fmt.Errorf(format, args...)}
	}
	col, err := sgf.Parse(data)
	if err != nil {
		return nil, &Error{File: name, Err: err}
	}
	base := strings.TrimSuffix(path.Base(name), ".sgf")
	id := strings.TrimLeft(base, "0123456789")
	id = strings.TrimPrefix(id, "-")
	if id == "" {
		id = base
	}
	head := col.Games[0]
	l := &Lesson{ID: id, Title: head.Text("GN")}
	if l.Title == "" {
		return nil, fail(0, "the first game has no title (GN)")
	}
	for _, line := range strings.Split(head.Comment(), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			l.Intro = append(l.Intro, line)
		}
	}
	if len(l.Intro) == 0 {
		return nil, fail(0, "the first game has no introduction (C)")
	}
	tree, err := sgf.NewTree(head)
	if err != nil {
		return nil, &Error{File: name, Err: err}
	}
	l.Board = tree.Position(head).Clone()
	w, h := tree.Size()
	l.Markup = markupOf(head, w, h)
	switch g := head.Text("GL"); g {
	case "":
	case "game":
		l.Final = true
		l.Size = w
		l.Level = 1
		if v := head.Text("LV"); v != "" {
			if l.Level, err = strconv.Atoi(v); err != nil || l.Level < 1 {
				return nil, fail(0, "LV[%s] is not a level", v)
			}
		}
	default:
		return nil, fail(0, "the first game holds the lesson, not a task: GL[%s] belongs in a later game (or GL[game] for the final lesson)", g)
	}
	for i, root := range col.Games[1:] {
		t, err := readTask(root)
		if err != nil {
			return nil, &Error{File: name, Task: i + 1, Err: err}
		}
		l.Tasks = append(l.Tasks, t)
	}
	switch {
	case l.Final && len(l.Tasks) > 0:
		return nil, fail(0, "the final lesson (GL[game]) may not have tasks")
	case !l.Final && len(l.Tasks) == 0:
		return nil, fail(0, "no tasks: each game after the first is one")
	}
	return l, nil
}

// readTask reads one game of a lesson file as a task.
func readTask(root *sgf.Node) (*Task, error) {
	tree, err := sgf.NewTree(root)
	if err != nil {
		return nil, err
	}
	t := &Task{Rules: tree.Rules(), Moves: 1}
	t.w, t.h = tree.Size()
	if ru := root.Rules(); ru != "" {
		if _, ok := sgf.RulesOf(root); !ok {
			return nil, fmt.Errorf("RU[%s] names no rules the program knows", ru)
		}
	}
	// The task starts after the node that holds GL: the moves above it are
	// played first (White has just taken a ko).
	for n := root; n != nil && t.start == nil; n = n.Next() {
		if n.Has("GL") {
			t.start = n
		}
		if err := tree.Problem(n); err != nil {
			if m, has, _ := n.Move(t.w, t.h); has {
				return nil, fmt.Errorf("move %s: %w", points([]engine.Point{m.Point}), err)
			}
			return nil, fmt.Errorf("the stones set up: %w", err)
		}
	}
	if t.start == nil {
		return nil, errors.New("no goal (GL) on the main line")
	}
	n := t.start
	t.Goal = Goal(n.Text("GL"))
	if !slices.Contains(goals, t.Goal) {
		return nil, fmt.Errorf("unknown goal GL[%s]", t.Goal)
	}
	t.Prompt = strings.TrimSpace(n.Comment())
	if t.Prompt == "" {
		return nil, errors.New("no prompt (C) where GL stands")
	}
	t.Setup = tree.Position(n).Clone()
	t.ToPlay = tree.ToPlay(n)
	if m, has, _ := n.Move(t.w, t.h); has {
		t.LastMove = &m
	}
	if t.Targets, err = n.Points("TG", t.w, t.h); err != nil {
		return nil, fmt.Errorf("TG: %w", err)
	}
	if t.Dead, err = n.Points("DS", t.w, t.h); err != nil {
		return nil, fmt.Errorf("DS: %w", err)
	}
	t.Markup = markupOf(n, t.w, t.h)
	t.hint = n.Text("HT")
	if k, ok := root.Komi(); ok {
		t.Komi = k
	} else if root.Has("KM") {
		return nil, fmt.Errorf("KM[%s] is not a number", root.Value("KM"))
	}
	t.Handicap = root.Handicap()
	for _, c := range []struct {
		id    string
		color engine.Color
	}{{"CB", engine.Black}, {"CW", engine.White}} {
		if v := n.Text(c.id); v != "" {
			k, err := strconv.Atoi(v)
			if err != nil || k < 0 {
				return nil, fmt.Errorf("%s[%s] is not a number of prisoners", c.id, v)
			}
			t.Setup.SetCaptures(c.color, k)
		}
	}
	if v := n.Text("MV"); v != "" {
		if t.Moves, err = strconv.Atoi(v); err != nil || t.Moves < 1 {
			return nil, fmt.Errorf("MV[%s] is not a number of moves", v)
		}
	}
	if v := n.Text("TN"); v != "" {
		if t.Need, err = strconv.Atoi(v); err != nil || t.Need < 1 || t.Need > len(t.Targets) {
			return nil, fmt.Errorf("TN[%s] is not a number of target stones from 1 to %d", v, len(t.Targets))
		}
	}
	if t.Need == 0 {
		t.Need = len(t.Targets)
	}
	if err := t.checkTargets(); err != nil {
		return nil, err
	}
	if t.AsksNumber() {
		if err := t.readNumbers(n); err != nil {
			return nil, err
		}
	}
	if t.Goal == GoalHandicap {
		if t.handPts, err = engine.FixedHandicap(t.w, t.h, t.Handicap); err != nil {
			return nil, fmt.Errorf("HA[%d]: %w", t.Handicap, err)
		}
	}
	return t, nil
}

// checkTargets checks that TG and DS name what the goal needs.
func (t *Task) checkTargets() error {
	me := t.ToPlay
	var want string // what TG's points must hold, or "" when the goal uses no TG
	switch t.Goal {
	case GoalLiberties:
		want = "a stone"
	case GoalAtari, GoalCapture, GoalCut, GoalKill:
		want = "a stone of the opponent's (" + me.Opponent().Name() + ")"
	case GoalSave, GoalConnect, GoalLive, GoalSeki:
		want = "a stone of the learner's (" + me.Name() + ")"
	case GoalPlace:
		want = "an empty point"
	}
	if want != "" && len(t.Targets) == 0 {
		return fmt.Errorf("GL[%s] needs target points (TG)", t.Goal)
	}
	for _, p := range t.Targets {
		c := t.Setup.At(p)
		var ok bool
		switch t.Goal {
		case GoalLiberties:
			ok = c == engine.Black || c == engine.White
		case GoalAtari, GoalCapture, GoalCut, GoalKill:
			ok = c == me.Opponent()
		case GoalSave, GoalConnect, GoalLive, GoalSeki:
			ok = c == me
		case GoalPlace:
			ok = c == engine.Empty
		default:
			ok = true
		}
		if !ok {
			return fmt.Errorf("TG %s: GL[%s] needs %s there", sgf.PointValue(p), t.Goal, want)
		}
	}
	if t.Goal == GoalDead && len(t.Dead) == 0 {
		return errors.New("GL[dead] needs the dead stones (DS)")
	}
	for _, p := range t.Dead {
		if t.Setup.At(p) == engine.Empty {
			return fmt.Errorf("DS %s: no stone there", sgf.PointValue(p))
		}
	}
	return nil
}

// readNumbers reads NM, the right answer, and NW, wrong ones, of a number
// task, and checks NM against the engine's own count.
func (t *Task) readNumbers(n *sgf.Node) error {
	if t.Goal == GoalCount {
		t.Count = CountOf(n.Text("CN"))
		if t.Count != CountBlack && t.Count != CountWhite && t.Count != CountMargin {
			return fmt.Errorf("CN[%s]: a count asks for black, white or margin", t.Count)
		}
	}
	if v := n.Text("NM"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return fmt.Errorf("NM[%s] is not a number", v)
		}
		if right := t.answer(); f != right {
			return fmt.Errorf("NM[%s], but the count is %g", v, right)
		}
		t.number = f
	} else {
		return fmt.Errorf("GL[%s] needs the answer in NM", t.Goal)
	}
	for _, v := range n.Values("NW") {
		f, err := strconv.ParseFloat(sgf.SimpleText(v), 64)
		if err != nil {
			return fmt.Errorf("NW[%s] is not a number", v)
		}
		t.wrong = append(t.wrong, f)
	}
	return nil
}

// markupOf reads the markup of n.
func markupOf(n *sgf.Node, w, h int) Markup {
	pts := func(id string) []engine.Point {
		p, _ := n.Points(id, w, h) // a bad point is not worth failing a lesson
		return p
	}
	return Markup{Triangles: pts("TR"), Squares: pts("SQ"), Circles: pts("CR"), Crosses: pts("MA"),
		Labels: n.Labels(w, h)}
}

// Texts returns every text of the course a learner may read, each once: the
// titles, introductions, prompts, hints and the comments of the answers, and
// every message the checker can give. Each is a key of the translation files.
func (c *Course) Texts() []string {
	seen := make(map[string]bool)
	var out []string
	add := func(s string) {
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, l := range c.Lessons {
		add(l.Title)
		for _, s := range l.Intro {
			add(s)
		}
		for _, t := range l.Tasks {
			add(t.Prompt)
			add(t.hint)
			t.start.Walk(func(n *sgf.Node) bool {
				if n != t.start {
					add(strings.TrimSpace(n.Comment()))
				}
				return true
			})
		}
	}
	for _, s := range messages() {
		add(s)
	}
	return out
}
