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
)

var update = flag.Bool("update", false, "add the course's missing texts to assets/translations/en.json")

const enJSON = "../../assets/translations/en.json"

func course(t *testing.T) *Course {
	t.Helper()
	c, err := Load(os.DirFS(filepath.Join("..", "..", "assets", "lessons")))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestEveryTask plays every task's right and wrong answers from its file.
func TestEveryTask(t *testing.T) {
	for _, l := range course(t).Lessons {
		for i, task := range l.Tasks {
			right, wrong, err := task.Check()
			switch {
			case err != nil:
				t.Errorf("%s task %d: %v", l.ID, i+1, err)
			case right == 0 || wrong == 0:
				t.Errorf("%s task %d: %d right and %d wrong answers checked; it needs one of each", l.ID, i+1, right, wrong)
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
	var listed map[string]string
	if err := json.Unmarshal(data, &listed); err != nil {
		t.Fatal(err)
	}
	var missing []string
	for _, s := range course(t).Texts() {
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
		listed[s] = s
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

var _ = errors.Is
