package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/engine/study/schedule"
)

// problemEntry is one problem of a set: a file, and a game in it.
type problemEntry struct {
	path string
	game int
	name string // the key of its progress: the file's name, and "#n" for a game after the first
	// root is a copy of the game, for a set the program carries (no file
	// to read it from): the problem list draws it.
	root *sgf.Node
}

// problemSet is the problems one key apart: the games of a collection file,
// or the problem files of a folder. It keeps the order they are taken in
// (as listed, shuffled, the failed ones only or the ones due for review)
// and the progress.
type problemSet struct {
	key     string // the folder or the file: progress is kept per set
	entries []problemEntry
	order   []int // indexes into entries, in the order they are taken
	taken   taking
	pos     int // the current problem's place in order
	index   int // the current problem's index in entries
	store   *progressStore
	rng     *rand.Rand
}

// taking is which of a set's problems are taken, in which order.
type taking uint8

const (
	takeListed taking = iota // all, as listed
	takeRandom               // all, shuffled
	takeFailed               // those whose last result is failed, as listed
	takeDue                  // those due for review, the most overdue first (problemreview.go)
)

// problemSetHere is the set the record shown belongs to: the games of its
// file when it holds several, else the SGF files of its folder.
func (pm *problemMode) problemSetHere() *problemSet {
	c := pm.c
	s := &problemSet{store: c.progressStore(), rng: c.problems.rng}
	path := c.doc.path
	rec := c.docRecord()
	switch {
	case c.doc.builtin != "":
		s.key = c.doc.builtin
		for i, g := range c.doc.collection {
			s.entries = append(s.entries, problemEntry{game: i, name: builtinEntryName(c.doc.builtin, g, i), root: g.Copy()})
			if g == rec.tree.Root() {
				s.index = i
			}
		}
	case len(c.doc.collection) > 1:
		s.key = path
		for i, g := range c.doc.collection {
			s.entries = append(s.entries, problemEntry{path: path, game: i, name: entryName(path, i)})
			if g == rec.tree.Root() {
				s.index = i
			}
		}
	case path != "":
		s.key = filepath.Dir(path)
		names, err := problemFiles(s.key)
		if err != nil || !slices.Contains(names, filepath.Base(path)) {
			names = []string{filepath.Base(path)}
		}
		for i, n := range names {
			full := filepath.Join(s.key, n)
			s.entries = append(s.entries, problemEntry{path: full, name: n})
			if n == filepath.Base(path) {
				s.index = i
			}
		}
	default:
		s.entries = []problemEntry{{name: lang.L("this record")}}
	}
	s.listed()
	return s
}

// entryName is the progress key of game i of the file at path.
func entryName(path string, i int) string {
	if i == 0 {
		return filepath.Base(path)
	}
	return fmt.Sprintf("%s#%d", filepath.Base(path), i+1)
}

// problemFiles lists the SGF files of a folder in natural order: "2.sgf"
// before "10.sgf", as problem books number them.
func problemFiles(dir string) ([]string, error) {
	list, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range list {
		if !e.IsDir() && strings.EqualFold(filepath.Ext(e.Name()), ".sgf") {
			names = append(names, e.Name())
		}
	}
	slices.SortFunc(names, naturalCompare)
	return names, nil
}

// naturalCompare orders names with their runs of digits compared as numbers.
func naturalCompare(a, b string) int {
	for a != "" && b != "" {
		da, db := digitRun(a), digitRun(b)
		if da > 0 && db > 0 {
			na, _ := strconv.ParseUint(strings.TrimLeft(a[:da], "0")+"0", 10, 64)
			nb, _ := strconv.ParseUint(strings.TrimLeft(b[:db], "0")+"0", 10, 64)
			if na != nb {
				if na < nb {
					return -1
				}
				return 1
			}
			a, b = a[da:], b[db:]
			continue
		}
		ra, rb := unicode.ToLower(rune(a[0])), unicode.ToLower(rune(b[0]))
		if ra != rb {
			if ra < rb {
				return -1
			}
			return 1
		}
		a, b = a[1:], b[1:]
	}
	return len(a) - len(b)
}

// digitRun returns the length of the run of ASCII digits that starts s.
func digitRun(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// listed takes the problems in their order, from the current one.
func (s *problemSet) listed() {
	s.order = make([]int, len(s.entries))
	for i := range s.order {
		s.order[i] = i
	}
	s.taken = takeListed
	s.pos = s.index
}

// shuffle takes the problems in a random order, the current one first.
func (s *problemSet) shuffle() {
	s.order = s.rng.Perm(len(s.entries))
	if i := slices.Index(s.order, s.index); i > 0 {
		s.order[0], s.order[i] = s.order[i], s.order[0]
	}
	s.taken, s.pos = takeRandom, 0
}

// failedOnly takes only the problems whose last attempt was wrong; it
// reports false, changing nothing, when there are none.
func (s *problemSet) failedOnly() bool {
	var failed []int
	for i, e := range s.entries {
		if s.store.get(s.key, e.name).Result == resultFailed {
			failed = append(failed, i)
		}
	}
	if len(failed) == 0 {
		return false
	}
	s.order, s.pos, s.taken = failed, 0, takeFailed
	return true
}

// step returns the entry delta places away in the order, or -1 past either end.
func (s *problemSet) step(delta int) int {
	p := s.pos + delta
	if p < 0 || p >= len(s.order) {
		return -1
	}
	return s.order[p]
}

// moveTo makes entry i the current one.
func (s *problemSet) moveTo(i int) {
	s.index = i
	if p := slices.Index(s.order, i); p >= 0 {
		s.pos = p
	} else { // chosen from the list outside the order: take the list's
		s.listed()
		s.pos = i
	}
}

// record counts an attempt at entry i; result says it sets the result too.
func (s *problemSet) record(i int, right bool, took time.Duration, result bool) {
	if s.store != nil && i < len(s.entries) {
		s.store.record(s.key, s.entries[i].name, right, took, result)
	}
}

// tally counts the set's problems by their last result.
func (s *problemSet) tally() (solved, failed, untried int) {
	for _, e := range s.entries {
		switch s.store.get(s.key, e.name).Result {
		case resultSolved:
			solved++
		case resultFailed:
			failed++
		default:
			untried++
		}
	}
	return
}

// The results a problem can have.
const (
	resultSolved = "solved"
	resultFailed = "failed"
)

// problemProgress is what is known of one problem.
type problemProgress struct {
	// Result is the first attempt's of the last visit: solved or failed; ""
	// not tried.
	Result string `json:"result,omitempty"`
	// Later says a later attempt of that visit solved the problem its first
	// attempt failed.
	Later    bool      `json:"solvedLater,omitempty"`
	Attempts int       `json:"attempts,omitempty"` // tries from the first position, on every visit
	Seconds  float64   `json:"seconds,omitempty"`  // spent on all attempts
	Last     time.Time `json:"last,omitzero"`
	// Streak and Due are the problem's review schedule (schedule.Card,
	// problemreview.go): first results in a row solved, and when it should
	// come back. Progress saved before the schedule has neither.
	Streak int       `json:"streak,omitempty"`
	Due    time.Time `json:"due,omitzero"`
}

// progressStore keeps the progress of every set, in a JSON file that
// survives the session. With no file it keeps it for the session only.
type progressStore struct {
	path  string
	sets  map[string]map[string]*problemProgress
	err   error            // the last failure to write, said once
	now   func() time.Time // the time of an attempt (Deps.Now); nil: time.Now
	sched schedule.Schedule
}

// progressStore returns the problems' progress, read from its file the
// first time it is asked for: most starts never solve a problem.
func (c *Controller) progressStore() *progressStore {
	if c.progress == nil {
		var u *Unreadable
		c.progress, u = loadProgress(c.deps.Progress, c.deps.Now())
		c.progress.now = c.deps.Now
		c.Tell(u)
	}
	return c.progress
}

// loadProgress reads the progress file at path; a missing file starts
// empty. An unreadable one starts empty too, after it is copied beside
// itself and removed, as the next save would overwrite it; the Unreadable
// tells of it. When no copy can be made, the file stays and the progress
// is kept for the session only.
func loadProgress(path string, now time.Time) (*progressStore, *Unreadable) {
	s := &progressStore{path: path, sets: map[string]map[string]*problemProgress{}, sched: schedule.Default()}
	if path == "" {
		return s, nil
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		s.path = ""
		return s, &Unreadable{Path: path, Err: err, kind: unreadableProgress}
	}
	err = json.Unmarshal(data, &s.sets)
	if err == nil && s.sets == nil {
		err = errors.New("no object") // the file says null
	}
	if err == nil {
		return s, nil
	}
	s.sets = map[string]map[string]*problemProgress{}
	u := unreadable(unreadableProgress, path, data, err, now)
	if u.Backup == "" {
		s.path = ""
	} else {
		_ = os.Remove(path)
	}
	return s, u
}

// get returns the progress of problem name in set key.
func (s *progressStore) get(key, name string) problemProgress {
	if s == nil {
		return problemProgress{}
	}
	if p := s.sets[key][name]; p != nil {
		return *p
	}
	return problemProgress{}
}

// record counts an attempt, and its result when result is set (the first
// attempt of a visit), which also schedules the problem's next review, and
// writes the file. A later attempt that solves a problem the first one
// failed is noted as such: the review stays scheduled as for a failure.
func (s *progressStore) record(key, name string, right bool, took time.Duration, result bool) {
	set := s.sets[key]
	if set == nil {
		set = map[string]*problemProgress{}
		s.sets[key] = set
	}
	p := set[name]
	if p == nil {
		p = &problemProgress{}
		set[name] = p
	}
	now := time.Now
	if s.now != nil {
		now = s.now
	}
	at := now().UTC().Truncate(time.Second)
	p.Attempts++
	p.Seconds += took.Seconds()
	switch {
	case result:
		card := s.sched.Answer(p.card(), right, at)
		p.Streak, p.Due = card.Streak, card.Due
		p.Result, p.Later = resultFailed, false
		if right {
			p.Result = resultSolved
		}
	case right && p.Result == resultFailed:
		p.Later = true
	}
	p.Last = at // after card, which reads the last visit of older progress
	s.err = s.save()
}

// save writes the file whole, safely (sgf.WriteData). It runs on the UI
// goroutine, as a save in the background could be cut off when the window
// closes; the file is small.
func (s *progressStore) save() error {
	if s.path == "" {
		return nil
	}
	data, err := json.MarshalIndent(s.sets, "", " ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(s.path), 0o755); err != nil {
		return err
	}
	return sgf.WriteData(s.path, data)
}

// errNoProblem says the set has no problem in that direction.
func errNoProblem() error { return errors.New(lang.L("There is no problem further that way.")) }

// openProblem shows entry i of the set in problem mode. A game of the file
// already open is taken from it; another file is read off the UI goroutine.
func (pm *problemMode) openProblem(i int) {
	c := pm.c
	set := pm.set
	if set == nil || i < 0 || i >= len(set.entries) {
		c.setStatus(errNoProblem().Error())
		return
	}
	e := set.entries[i]
	rules := c.defaultSettings().Rules
	start := func(ld *loaded) {
		c.show(ld, e.path)
		set.moveTo(i)
		if err := pm.begin(); err != nil {
			c.setStatus(fmt.Sprintf(lang.L("%s: %v"), e.name, err))
			c.problems.bar.update(pm)
			return
		}
		pm.set = set
		c.problems.problemsChanged()
	}
	if e.path == c.doc.path && len(c.doc.collection) > e.game {
		col := &sgf.Collection{Games: c.doc.collection}
		c.confirmDiscard(func() {
			ld, err := prepare(col, e.game, rules)
			if err != nil {
				c.view.showError(err)
				return
			}
			start(ld)
		})
		return
	}
	c.confirmDiscard(func() {
		c.setStatus(fmt.Sprintf(lang.L("Opening %s…"), e.name))
		c.deps.Go(func() {
			data, err := os.ReadFile(e.path)
			var ld *loaded
			if err == nil {
				var col *sgf.Collection
				if col, _, err = sgf.Import(e.path, data); err == nil {
					ld, err = prepare(col, min(e.game, len(col.Games)-1), rules)
				}
			}
			c.deps.Post(func() {
				if err != nil {
					c.view.showError(fmt.Errorf(lang.L("Cannot open %s: %w"), e.name, err))
					return
				}
				start(ld)
			})
		})
	})
}

// nextProblem and previousProblem move through the set in its order.
func (pm *problemMode) nextProblem()     { pm.stepProblem(1) }
func (pm *problemMode) previousProblem() { pm.stepProblem(-1) }

func (pm *problemMode) stepProblem(delta int) {
	c := pm.c
	if set := c.problems.set; set != nil && c.problems.on() {
		c.problems.openProblem(set.step(delta))
	}
}

// setRandomOrder takes the set's problems in a random order, or in the
// order they are listed.
func (pm *problemMode) setRandomOrder(on bool) {
	c := pm.c
	set := c.problems.set
	if set == nil {
		return
	}
	if on {
		set.shuffle()
		c.setStatus(lang.L("The problems come in a random order."))
	} else {
		set.listed()
		c.setStatus(lang.L("The problems come in their order."))
	}
	c.problems.bar.update(c.problems)
}

// retryFailed takes only the problems whose last attempt was wrong, from
// the first of them.
func (pm *problemMode) retryFailed() {
	c := pm.c
	set := c.problems.set
	if set == nil {
		return
	}
	if !set.failedOnly() {
		c.setStatus(lang.L("No problem of this set is failed."))
		return
	}
	c.problems.openProblem(set.order[0])
}
