package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui/goban"
)

// teaching is the teaching mode against the computer (View > Beginner
// Aids): before the computer answers a move that puts the player's own
// group in atari, or that leaves a group in atari that could escape or
// capture, the program says so and offers to take the move back, once per
// move. The computer waits for the answer.
type teaching struct {
	holding bool                     // a question is open: the computer waits
	danger  []engine.Point           // the stones the question is about, ringed meanwhile
	asked   map[teachKey]bool        // moves asked about once already
	ask     func(string, func(bool)) // shows the question; true takes back (tests answer it)
}

// teachKey names a move at a place in the tree.
type teachKey struct {
	at *sgf.Node
	p  engine.Point
}

// warning is what the teaching mode says of move m by c on board b (before
// the move), and the stones at stake; "" when the move is fine.
func warning(b *engine.Board, c engine.Color, p engine.Point) (string, []engine.Point) {
	after := b.Clone()
	captured, err := after.Play(c, p)
	if err != nil {
		return "", nil
	}
	opp := colorName(c.Opponent())
	// A move that puts its own group in atari, unless it takes a single
	// stone (a ko, or a capture that is worth it).
	if _, atari := after.InAtari(p); atari && !(captured > 0 && after.ChainSize(p) == 1) {
		stones := after.Chain(p)
		// One stone is "this stone", without its number: the singular
		// forms name their arguments by index.
		return fmt.Sprintf(lang.N("These %d stones have only one liberty left: %s can capture them at once.", len(stones)), len(stones), opp), stones
	}
	// A group in atari before the move that could have been saved and
	// still is in atari.
	var worst []engine.Point
	var save engine.Point
	for _, q := range b.Points() {
		if b.At(q) != c || b.ChainHead(q) != q {
			continue
		}
		if _, atari := b.InAtari(q); !atari || !after.OnBoard(q) || after.At(q) != c {
			continue
		}
		if _, still := after.InAtari(q); !still {
			continue
		}
		if fixes := b.Rescues(q, nil); len(fixes) > 0 && b.ChainSize(q) > len(worst) {
			worst, save = b.Chain(q), fixes[0]
		}
	}
	if worst == nil {
		return "", nil
	}
	h := b.Height()
	return fmt.Sprintf(lang.N("Your %d stones are still in atari and %s can capture them; they could be saved at %s.", len(worst)), len(worst), opp, engine.Vertex(save, h)), worst
}

// teach checks the person's move p before it is played against the
// computer; it returns the question to ask once the move is played, or nil.
// Until it is answered the computer waits.
func (c *Controller) teach(p engine.Point) func() {
	t := &c.teaching
	col := c.rec.toMove()
	if !c.aids.on(prefAidTeaching) || !c.seats.computer(col.Opponent()) || c.seats.computer(col) || c.problems.on() {
		return nil
	}
	key := teachKey{c.rec.tree.Current(), p}
	if t.asked[key] {
		return nil
	}
	say, stones := warning(c.rec.tree.Board(), col, p)
	if say == "" {
		return nil
	}
	if t.asked == nil {
		t.asked = map[teachKey]bool{}
	}
	t.asked[key] = true
	t.holding, t.danger = true, stones
	return func() {
		c.redraw() // the stones at stake ringed
		t.ask(say, func(takeBack bool) {
			t.holding, t.danger = false, nil
			if takeBack {
				c.undo()
				c.setStatus(lang.L("Taken back: try another move."))
				return
			}
			c.redraw()
			c.maybeThink()
		})
	}
}

// unhold forgets a question whose move was refused.
func (t *teaching) unhold() { t.holding, t.danger = false, nil }

// askTeaching shows the teaching mode's question.
func (v *view) askTeaching(say string, answer func(takeBack bool)) {
	if v.window == nil {
		answer(false)
		return
	}
	d := dialog.NewConfirm(lang.L("Careful"), say+"\n\n"+lang.L("Take the move back?"), answer, v.window)
	d.SetConfirmText(lang.L("Take it back"))
	d.SetDismissText(lang.L("Play on"))
	v.dialogs.show(d)
}

// markDanger rings the stones the teaching mode's question is about.
func (t *teaching) markDanger(v *goban.View) {
	for _, p := range t.danger {
		if !slices.Contains(v.Atari, p) {
			v.Atari = append(v.Atari, p)
		}
	}
}
