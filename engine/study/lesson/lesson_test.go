package lesson

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/torreya/torreya/engine"
)

var update = flag.Bool("update", false, "add the course's missing texts to assets/translations/en.json")

const enJSON = "../../../assets/translations/en.json"

func course(t *testing.T) *Course {
	t.Helper()
	c, err := Load(os.DirFS(filepath.Join("..", "..", "..", "assets", "lessons")))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestCourseOrder checks that the course has at least 25 lessons, teaches
// the rules in the order a beginner needs them and ends with a first game
// on 9x9 against level 1.
func TestCourseOrder(t *testing.T) {
	c := course(t)
	if len(c.Lessons) < 25 {
		t.Errorf("%d lessons, want at least 25", len(c.Lessons))
	}
	order := []string{"placing-stones", "liberties", "atari", "capturing", "capturing-chains",
		"edge-and-corner", "connecting", "cutting", "suicide", "ko", "eyes", "two-eyes",
		"false-eyes", "seki", "territory", "end-of-game", "dead-stones", "area-counting",
		"territory-counting", "komi", "handicap", "first-game"}
	var ids []string
	for _, l := range c.Lessons {
		ids = append(ids, l.ID)
	}
	last := -1
	for _, id := range order {
		i := slices.Index(ids, id)
		if i <= last {
			t.Errorf("lesson %q is missing or out of order in %v", id, ids)
		}
		last = i
	}
	final := c.Lessons[len(c.Lessons)-1]
	if !final.Final || final.Size != 9 || final.Level != 1 || len(final.Tasks) != 0 {
		t.Errorf("the last lesson is %q: final %v on %dx%d at level %d with %d tasks, want a 9x9 game at level 1",
			final.ID, final.Final, final.Size, final.Size, final.Level, len(final.Tasks))
	}
	for _, l := range c.Lessons[:len(c.Lessons)-1] {
		if l.Final {
			t.Errorf("%s: only the last lesson starts a game", l.ID)
		}
	}
}

// TestLessonsArePlain checks the shape of every lesson: two to four
// sentences before the tasks, one-line prompts, boards from 5x5 to 9x9, and
// texts that Sprintf and Fyne's lang read as they are.
func TestLessonsArePlain(t *testing.T) {
	goals := make(map[Goal]bool)
	for _, l := range course(t).Lessons {
		if n := sentences(strings.Join(l.Intro, " ")); n < 2 || n > 4 {
			t.Errorf("%s: the introduction has %d sentences, want 2 to 4", l.ID, n)
		}
		if w, h := l.Board.Width(), l.Board.Height(); w < 5 || h < 5 || w > 9 || h > 9 {
			t.Errorf("%s: a %dx%d board", l.ID, w, h)
		}
		for i, task := range l.Tasks {
			goals[task.Goal] = true
			m := task.Markup
			if strings.Contains(task.Prompt, "marked") && len(m.Triangles)+len(m.Squares)+len(m.Circles)+len(m.Crosses)+len(m.Labels) == 0 {
				t.Errorf("%s task %d: the prompt speaks of marked points, and the task marks none", l.ID, i+1)
			}
			if strings.Contains(task.Prompt, "\n") {
				t.Errorf("%s task %d: the prompt has more than one line", l.ID, i+1)
			}
			if w, h := task.Setup.Width(), task.Setup.Height(); w < 5 || h < 5 || w > 9 || h > 9 {
				t.Errorf("%s task %d: a %dx%d board", l.ID, i+1, w, h)
			}
		}
	}
	for _, g := range []Goal{GoalCapture, GoalSave, GoalLive, GoalKo, GoalCount, GoalAtari,
		GoalConnect, GoalCut, GoalKill, GoalSeki, GoalIllegal, GoalPass, GoalDead, GoalHandicap, GoalLiberties} {
		if !goals[g] {
			t.Errorf("no task asks %q", g)
		}
	}
}

// sentences counts the sentences of a text.
func sentences(s string) int {
	n := 0
	for i, r := range s {
		if strings.ContainsRune(".?!", r) && (i == len(s)-1 || s[i+1] == ' ') {
			n++
		}
	}
	return n
}

// TestEveryTask plays every task's right and wrong answers from its file:
// each right one solves the task, each wrong one is turned down with a
// reason, and each task has at least one of both.
func TestEveryTask(t *testing.T) {
	tasks := 0
	for _, l := range course(t).Lessons {
		for i, task := range l.Tasks {
			tasks++
			right, wrong, err := task.Check()
			switch {
			case err != nil:
				t.Errorf("%s task %d: %v", l.ID, i+1, err)
			case right == 0 || wrong == 0:
				t.Errorf("%s task %d: %d right and %d wrong answers checked; it needs one of each", l.ID, i+1, right, wrong)
			}
		}
	}
	if tasks < 50 {
		t.Errorf("only %d tasks", tasks)
	}
}

// TestHandicapMarks checks that the star points a handicap task marks are
// the ones the engine places handicap stones on.
func TestHandicapMarks(t *testing.T) {
	for _, l := range course(t).Lessons {
		for i, task := range l.Tasks {
			if task.Goal != GoalHandicap {
				continue
			}
			want, _ := engine.FixedHandicap(task.Setup.Width(), task.Setup.Height(), task.Handicap)
			got := slices.Clone(task.Markup.Triangles)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s task %d: marks %s, the handicap points are %s", l.ID, i+1, points(got), points(want))
			}
		}
	}
}

// TestTextsTranslatable checks that every text of the course and every
// message of the checker is a key of en.json. With -update it adds the
// missing ones, each mapped to itself.
func TestTextsTranslatable(t *testing.T) {
	data, err := os.ReadFile(enJSON)
	if err != nil {
		t.Fatal(err)
	}
	// An entry is a text or, for a counted one, its plural forms.
	var listed map[string]json.RawMessage
	if err := json.Unmarshal(data, &listed); err != nil {
		t.Fatal(err)
	}
	for _, s := range counted() {
		var forms map[string]string
		if err := json.Unmarshal(listed[s], &forms); err != nil || forms["one"] == "" || forms["other"] != s {
			t.Errorf("%q: en.json holds %s, not its plural forms one and other", s, listed[s])
		}
	}
	var missing []string
	texts := course(t).Texts()
	if len(texts) < 200 {
		t.Errorf("only %d texts; is Texts broken?", len(texts))
	}
	for _, s := range texts {
		if _, ok := listed[s]; !ok {
			missing = append(missing, s)
		}
		if strings.Contains(s, "{{") {
			t.Errorf("%q: Fyne's lang reads {{ as a template", s)
		}
	}
	if len(missing) == 0 {
		return
	}
	if !*update {
		t.Fatalf("%d texts are missing from en.json (go test -run TestTextsTranslatable -update adds them), the first: %q", len(missing), missing[0])
	}
	for _, s := range missing {
		listed[s], _ = json.Marshal(s)
	}
	var sb strings.Builder
	enc := json.NewEncoder(&sb)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(listed); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(enJSON, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("added %d texts to en.json", len(missing))
}

// TestTextsFormat checks that the texts of the lesson files hold no verb
// of fmt (the UI formats Say with Args) and that each message's verbs match
// the values the checker passes.
func TestTextsFormat(t *testing.T) {
	c := course(t)
	for _, s := range c.Texts() {
		if strings.Contains(s, "%") && !slices.Contains(messages(), s) {
			t.Errorf("%q: a lesson text may not hold %%", s)
		}
	}
}

// TestMessagesListed checks that messages() lists every say/hint constant,
// so TestTextsTranslatable sees them all.
func TestMessagesListed(t *testing.T) {
	src, err := os.ReadFile("messages.go")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(src), "\n") {
		f := strings.Fields(line)
		if len(f) >= 3 && f[1] == "=" && (strings.HasPrefix(f[0], "say") || strings.HasPrefix(f[0], "hint")) {
			n++
		}
	}
	if m := len(messages()); m != n || n == 0 {
		t.Errorf("messages.go declares %d texts, messages() lists %d", n, m)
	}
	if len(slices.Compact(slices.Sorted(slices.Values(messages())))) != len(messages()) {
		t.Error("two messages are the same text")
	}
}

// TestBadFiles checks that each broken file in testdata/bad gives an *Error
// that names the file, the task and what is wrong.
func TestBadFiles(t *testing.T) {
	want := map[string]string{
		"not-sgf.sgf":          "lesson not-sgf.sgf: sgf:",
		"no-title.sgf":         "lesson no-title.sgf: the first game has no title (GN)",
		"no-intro.sgf":         "lesson no-intro.sgf: the first game has no introduction (C)",
		"no-tasks.sgf":         "lesson no-tasks.sgf: no tasks: each game after the first is one",
		"unknown-goal.sgf":     "lesson unknown-goal.sgf: task 1: unknown goal GL[jump]",
		"no-goal.sgf":          "task 1: no goal (GL) on the main line",
		"no-prompt.sgf":        "task 1: no prompt (C) where GL stands",
		"target-empty.sgf":     "task 1: TG cc: GL[capture] needs a stone of the opponent's (white) there",
		"wrong-answer.sgf":     "task 1: NM[5], but the count is 4",
		"illegal-move.sgf":     "task 1: move cc: engine: the point is occupied",
		"bad-rules.sgf":        "task 1: RU[Martian] names no rules the program knows",
		"final-with-tasks.sgf": "the final lesson (GL[game]) may not have tasks",
		"goal-in-lesson.sgf":   "GL[capture] belongs in a later game",
		"bad-moves.sgf":        "task 1: MV[0] is not a number of moves",
		"bad-count.sgf":        "task 1: CN[everything]: a count asks for black, white or margin",
		"setup-no-liberty.sgf": "task 1: the stones set up: sgf: setup leaves stones without liberties",
		"bad-level.sgf":        "LV[zero] is not a level",
	}
	files, err := filepath.Glob(filepath.Join("testdata", "bad", "*.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(want) {
		t.Errorf("%d files in testdata/bad, %d expected errors", len(files), len(want))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(f)
		_, err = Parse(name, data)
		var le *Error
		if !errors.As(err, &le) || le.File != name {
			t.Errorf("%s: error %v, want a *lesson.Error for the file", name, err)
			continue
		}
		if !strings.Contains(err.Error(), want[name]) {
			t.Errorf("%s:\n got %v\nwant %s", name, err, want[name])
		}
	}
}

// TestLoadErrors checks that Load names a broken file among good ones, and
// refuses two lessons with one ID and a folder without lessons.
func TestLoadErrors(t *testing.T) {
	good := []byte("(;GM[1]SZ[5]GN[T]C[One.\nTwo.])(;SZ[5]GL[move]C[Play.](;B[cc]TE[1]))")
	bad, err := os.ReadFile(filepath.Join("testdata", "bad", "no-title.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		fs   fstest.MapFS
		want string
	}{
		{fstest.MapFS{"01-a.sgf": {Data: good}, "02-b.sgf": {Data: bad}}, "lesson 02-b.sgf: the first game has no title"},
		{fstest.MapFS{"01-a.sgf": {Data: good}, "02-a.sgf": {Data: good}}, `lesson 02-a.sgf: the ID "a" is 01-a.sgf's too`},
		{fstest.MapFS{"README.md": {Data: []byte("hi")}}, "no lesson files"},
	} {
		if _, err := Load(tc.fs); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Load: %v, want %q", err, tc.want)
		}
	}
	c, err := Load(fstest.MapFS{"02-b.sgf": {Data: good}, "01-a.sgf": {Data: good}, "notes.txt": {Data: bad}})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Lessons) != 2 || c.Lessons[0].ID != "a" || c.Lessons[1].ID != "b" {
		t.Errorf("Load read %d lessons in the wrong order", len(c.Lessons))
	}
}

// FuzzParse checks that no file makes Parse panic, and that every task of a
// file it accepts can be started, played, hinted and checked.
func FuzzParse(f *testing.F) {
	for _, dir := range []string{filepath.Join("..", "..", "..", "assets", "lessons"), filepath.Join("testdata", "bad")} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.sgf"))
		for _, name := range files {
			if data, err := os.ReadFile(name); err == nil {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Parse("01-fuzz.sgf", data)
		if err != nil {
			return
		}
		for _, task := range l.Tasks {
			a := task.Start()
			a.Hint()
			a.Play(engine.Pt(0, 0))
			a.Play(engine.Pass)
			a.Answer(3)
			_, _, _ = task.Check()
		}
	})
}

// TestGoalMetOnlyByRightMoves plays every legal first move of every task
// played on the board and checks that each one the goal accepts is marked
// right (TE) in the file: a goal that praises a move the prompt does not
// ask for ("save it by capturing" met by running) teaches the wrong thing,
// and a right move the file does not know shows a gap in the task.
func TestGoalMetOnlyByRightMoves(t *testing.T) {
	for _, l := range course(t).Lessons {
		for i, task := range l.Tasks {
			switch task.Goal {
			case GoalLiberties, GoalCount, GoalPlace, GoalHandicap, GoalDead, GoalIllegal:
				continue // answered by numbers or taps the goal names itself
			}
			for _, p := range append(task.Setup.Points(), engine.Pass) {
				if p != engine.Pass && task.Setup.Legal(task.ToPlay, p) != nil {
					continue
				}
				a := task.Start()
				child := a.child(p)
				if f := a.Play(p); f.Done && (child == nil || !child.Has("TE")) {
					t.Errorf("%s task %d (%q): %s is accepted (%q) but not marked TE", l.ID, i+1, task.Prompt, points([]engine.Point{p}), f.Say)
				}
			}
		}
	}
}
