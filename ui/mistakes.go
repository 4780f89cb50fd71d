package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/ai/review"
	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/problem"
)

// The most problems one game makes, and the least a move must lose to be
// one: a short set of the mistakes that mattered, not every wobble the
// computer's short reading sees (below mediumLoss its figures are mostly
// noise between beginners).
const (
	mostMistakeProblems = 8
	leastMistakeLoss    = mediumLoss
)

// mistakeProblems is Game > Make Problems from Mistakes: after a review,
// the game's biggest losses become a collection of problems. Each is the
// position before the mistake with its mover to play, the move the
// review preferred the right answer and the move played a wrong one
// (problem.FromMistake); the collection is saved in the user's data folder
// (Deps.Mistakes; the save dialog asks where when there is none) and
// opened in problem mode. Where a person played against the computer,
// only the person's mistakes are taken; else both sides'.
type mistakeProblems struct {
	c *Controller
}

// command defines Make Problems from Mistakes: on once the review of the
// record shown is done.
func (m *mistakeProblems) command(k *commands) *command {
	c := m.c
	return k.def(lang.L("Make Problems from Mistakes"), nil, func() bool {
		rv := c.reviewer
		return rv.done && rv.tree == c.rec.tree && c.allows(overlayReview)
	}, m.make)
}

// learner is the colour whose mistakes are taken: the person's, against
// the computer; Empty (both sides) between people, or for a record opened.
func (m *mistakeProblems) learner() engine.Color {
	s := &m.c.seats
	switch {
	case s.computer(engine.White) && !s.computer(engine.Black):
		return engine.Black
	case s.computer(engine.Black) && !s.computer(engine.White):
		return engine.White
	}
	return engine.Empty
}

// picks returns the review's positions whose moves make problems: the
// learner's biggest losses of leastMistakeLoss points or more, where the
// review prefers another move on the board, at most mostMistakeProblems of
// them, in the order of the game.
func (m *mistakeProblems) picks() []int {
	ps := m.c.reviewer.ps
	var out []int
	for _, i := range review.Mistakes(ps, len(ps), m.learner()) {
		p := ps[i]
		if p.Loss < leastMistakeLoss || len(out) == mostMistakeProblems {
			break
		}
		if len(p.PV) > 0 && p.Best != engine.Pass && p.Best != p.Move.Point {
			out = append(out, i)
		}
	}
	slices.Sort(out)
	return out
}

// games writes the problems of the review's mistakes, in the words of the
// language shown: the learner reads them.
func (m *mistakeProblems) games() []*sgf.Node {
	rv := m.c.reviewer
	var out []*sgf.Node
	for _, i := range m.picks() {
		p := rv.ps[i]
		var punish []engine.Point
		if i+1 < len(rv.ps) {
			punish = rv.ps[i+1].PV // the reply the review expects to the move played
		}
		loss := roundHalf(p.Loss)
		root, err := problem.FromMistake(problem.Mistake{
			Board:  rv.tree.Position(rv.nodes[i]),
			Played: p.Move,
			Better: p.PV,
			Punish: punish,
			Name:   fmt.Sprintf(lang.L("Move %d"), i+1),
			Prompt: fmt.Sprintf(lang.N("Move %d of the game, %s to play. The move played here lost about %s points: find a better one.", pointsCount(loss)),
				i+1, colorName(p.Move.Color), points(loss)),
			Right: lang.L("That is the move the computer prefers."),
			Wrong: fmt.Sprintf(lang.N("That is the move played in the game: it lost about %s points.", pointsCount(loss)), points(loss)),
		})
		if err != nil {
			continue // the review's line is one the setup refuses: no problem
		}
		out = append(out, root)
	}
	return out
}

// fileName is the name the collection is saved under: the game's file
// name, or for a game never saved the time it is made, with "-mistakes".
func (m *mistakeProblems) fileName() string {
	c := m.c
	base := c.deps.Now().Format("2006-01-02-1504")
	if p := c.doc.path; p != "" {
		base = strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
	}
	return base + "-mistakes.sgf"
}

// make writes the problems of the review's mistakes to their file, off the
// UI goroutine, and then opens them in problem mode.
func (m *mistakeProblems) make() {
	c := m.c
	games := m.games()
	if len(games) == 0 {
		c.setStatus(lang.L("No move of the reviewed game lost enough points to make a problem of."))
		return
	}
	data := sgf.Marshal(games...)
	save := func(path string) {
		c.deps.Go(func() {
			err := os.MkdirAll(filepath.Dir(path), 0o755)
			if err == nil {
				err = sgf.WriteData(path, data)
			}
			c.deps.Post(func() {
				if err != nil {
					c.view.showError(fmt.Errorf(lang.L("Cannot save %s: %w"), filepath.Base(path), err))
					return
				}
				m.open(games, path)
			})
		})
	}
	dir := c.deps.Mistakes
	if dir == "" {
		c.pick(FileRequest{Save: true, Title: lang.L("Save the problems"), Dir: c.lastDir(), Name: m.fileName()}, func(path string) {
			save(sgfName(path))
		})
		return
	}
	save(filepath.Join(dir, m.fileName()))
}

// open shows the problems saved at path and starts problem mode on the
// first, after asking about the game's unsaved changes; the status says
// where the file is, also when the user keeps the game.
func (m *mistakeProblems) open(games []*sgf.Node, path string) {
	c := m.c
	said := fmt.Sprintf(lang.N("%d problems made from the game's mistakes are saved in %s.", len(games)), len(games), path)
	c.setStatus(said)
	c.confirmDiscard(func() {
		ld, err := prepare(&sgf.Collection{Games: games}, 0, c.defaultSettings().Rules)
		if err != nil {
			c.view.showError(err)
			return
		}
		c.show(ld, path)
		if err := c.problems.solveProblems(); err != nil {
			c.view.report(err)
			return
		}
		c.setStatus(said + " " + c.Status())
	})
}
