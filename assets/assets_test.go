package assets

import (
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/torreya/torreya/engine/study/lesson"
)

// TestLessonsEmbedded checks that every lesson file on disk is embedded and
// that the embedded course loads.
func TestLessonsEmbedded(t *testing.T) {
	onDisk, err := filepath.Glob(filepath.Join("lessons", "*.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	sub, err := fs.Sub(Lessons, "lessons")
	if err != nil {
		t.Fatal(err)
	}
	c, err := lesson.Load(sub)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Lessons) != len(onDisk) || len(onDisk) == 0 {
		t.Errorf("%d lessons embedded, %d files on disk", len(c.Lessons), len(onDisk))
	}
}
