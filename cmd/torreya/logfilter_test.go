package main

import (
	"bytes"
	"testing"
)

func TestQuietPrefsRace(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   []string
		want string
	}{
		{"the EOF false alarm is dropped", []string{
			"2026/11/29 13:15:12 Fyne error:  Preferences load error:\n",
			"2026/11/29 13:15:12   Cause: EOF\n",
			"2026/11/29 13:15:12   At: /x/app/preferences.go:103\n",
		}, ""},
		{"another cause is kept", []string{
			"t Fyne error:  Preferences load error:\n",
			"t   Cause: invalid character 'x'\n",
			"t   At: /x/app/preferences.go:103\n",
		}, "t Fyne error:  Preferences load error:\nt   Cause: invalid character 'x'\nt   At: /x/app/preferences.go:103\n"},
		{"other errors are kept", []string{
			"t Fyne error:  Failed to open window\n",
			"t   Cause: EOF\n",
			"t   At: /x/y.go:1\n",
		}, "t Fyne error:  Failed to open window\nt   Cause: EOF\nt   At: /x/y.go:1\n"},
		{"a record after the dropped one is kept", []string{
			"t Fyne error:  Preferences load error:\n",
			"t   Cause: EOF\n",
			"t   At: /x/app/preferences.go:103\n",
			"t something else\n",
		}, "t something else\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			q := newQuietPrefsRace(&out)
			for _, line := range tc.in {
				if n, err := q.Write([]byte(line)); err != nil || n != len(line) {
					t.Fatalf("Write = %d, %v", n, err)
				}
			}
			if got := out.String(); got != tc.want {
				t.Errorf("passed on %q, want %q", got, tc.want)
			}
		})
	}
}
