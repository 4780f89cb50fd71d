package main

import (
	"slices"
	"testing"
)

func TestFileFilter(t *testing.T) {
	_, open := fileFilter(false)
	for _, ext := range []string{"sgf", "SGF", "gib", "GIB", "ngf", "ugf", "ugi", "UGI"} {
		if !slices.Contains(open, ext) {
			t.Errorf("the open dialog does not show *.%s: %q", ext, open)
		}
	}
	if _, save := fileFilter(true); !slices.Equal(save, []string{"sgf", "SGF"}) {
		t.Errorf("the save dialog shows %q, want SGF alone", save)
	}
}
