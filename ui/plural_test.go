package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/study/lesson"
)

// TestPluralEntryThroughLoader checks how Fyne reads a counted text of
// en.json, loaded by LoadTranslations: lang.N picks "one" for 1 and
// "other" for 0, 2 and 21.
func TestPluralEntryThroughLoader(t *testing.T) {
	withLanguage(t, "en")
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "Found in %d places."}, {1, "Found in %d place."}, {2, "Found in %d places."}, {21, "Found in %d places."}} {
		if got := lang.N("Found in %d places.", tc.n); got != tc.want {
			t.Errorf("lang.N(…, %d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

// TestPluralFormsEveryLanguage loads each language as the program does and
// asks Fyne for every counted text of en.json with counts that reach each
// plural form of each language's rules (CLDR, as go-i18n has them: one for
// 0 and 1 in French, many for a million in French and Spanish, only other
// in Japanese…). A form a translation lacks makes Fyne fall back to the
// English key, which the sentinel fallback shows.
func TestPluralFormsEveryLanguage(t *testing.T) {
	_, plural := translation(t, "en")
	counts := []int{1000, 1000000, 2000000, 1000001}
	for n := range 120 {
		counts = append(counts, n)
	}
	const missing = "\x00missing"
	for _, l := range languages {
		t.Run(l.tag, func(t *testing.T) {
			forms := withLanguage(t, l.tag)
			if got, want := fmt.Sprintf(lang.N("Found in %d places.", 7), 7), fmt.Sprintf(forms["Found in %d places."]["other"], 7); got != want {
				t.Fatalf("the words are not %s's: %q, want %q", l.tag, got, want)
			}
			for key := range plural {
				for _, n := range counts {
					if got := lang.XN(key, missing, n); got == missing {
						t.Errorf("%q has no form for %d", key, n)
						break
					}
				}
			}
		})
	}
}

// withLanguage makes tag the language of lang's words through ApplyLanguage
// and LoadTranslations, until the test ends, and returns its translation's
// entries, each as its plural forms ("other" alone for a text).
func withLanguage(t *testing.T, tag string) map[string]map[string]string {
	t.Helper()
	t.Setenv("LANGUAGE", "")
	t.Cleanup(func() {
		if err := loadEnglish(); err != nil {
			t.Error(err)
		}
	})
	prefs := test.NewTempApp(t).Preferences()
	prefs.SetString(PrefLanguage, tag)
	ApplyLanguage(prefs)
	if err := LoadTranslations(); err != nil {
		t.Fatal(err)
	}
	forms, _ := translation(t, tag)
	return forms
}

// TestFindSaysPlaces: the search dialog counts one place and two places
// in English words.
func TestFindSaysPlaces(t *testing.T) {
	c, w := attached(t, Deps{})
	openRecord(t, c, findRecord)
	c.find.showFind(w)
	var entry *widget.Entry
	eachObject(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok {
			entry = e
		}
	})
	if entry == nil {
		t.Fatal("no entry in the search dialog")
	}
	for _, tc := range []struct{ word, want string }{
		{"two", "Found in 1 place."},  // Two stones
		{"one", "Found in 2 places."}, // one, Two stones
	} {
		entry.SetText(tc.word)
		entry.OnSubmitted(tc.word)
		found := false
		eachObject(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && l.Text == tc.want {
				found = true
			}
		})
		if !found {
			t.Errorf("searching %q: no label %q", tc.word, tc.want)
		}
	}
}

// TestOpenSaysIllegalMoves: a file with one illegal move says "1 move is",
// one with two says "2 moves are".
func TestOpenSaysIllegalMoves(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	openRecord(t, c, "(;SZ[9];B[ee];W[ee])")
	if s := c.Status(); !strings.Contains(s, "1 move is illegal: it is kept in the record, crossed out in the game tree, and not played on the board.") {
		t.Errorf("one illegal move: %q", s)
	}
	openRecord(t, c, "(;SZ[9];B[ee];W[ee];B[ee])")
	if s := c.Status(); !strings.Contains(s, "2 moves are illegal: they are kept in the record") {
		t.Errorf("two illegal moves: %q", s)
	}
}

// TestCopyBranchSaysNodes: copying the last node says "1 node".
func TestCopyBranchSaysNodes(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	openRecord(t, c, "(;SZ[9];B[ee];W[cc])")
	c.last()
	c.copyBranch()
	if s := c.Status(); s != "Copied a branch of 1 node." {
		t.Errorf("the last node: %q", s)
	}
	c.first()
	c.copyBranch()
	if s := c.Status(); s != "Copied a branch of 3 nodes." {
		t.Errorf("the whole game: %q", s)
	}
}

// TestWordsAgreeWithCounts: the liberties of one stone and of several, the
// stones and prisoners of a count, an attempt.
func TestWordsAgreeWithCounts(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{libertyText(engine.White, 1, 1), "This White stone has 1 liberty: it is in atari."},
		{libertyText(engine.White, 3, 1), "These 3 White stones have 1 liberty: they are in atari."},
		{libertyText(engine.Black, 1, 4), "This Black stone has 4 liberties."},
		{libertyText(engine.Black, 2, 5), "These 2 Black stones have 5 liberties."},
		{progressWords(problemProgress{Result: resultFailed, Attempts: 1}), "Failed · 1 attempt"},
		{progressWords(problemProgress{Result: resultFailed, Attempts: 2}), "Failed · 2 attempts"},
	} {
		if !strings.HasPrefix(tc.got, tc.want) {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	area := &engine.Score{Scoring: engine.AreaScoring, Black: engine.Side{Stones: 1, Territory: 3, Total: 4}, White: engine.Side{Stones: 2, Total: 2}}
	if got := countText(area); !strings.Contains(got, "Black: 3 territory + 1 stone = 4.") || !strings.Contains(got, "White: 0 territory + 2 stones = 2.") {
		t.Errorf("area count: %q", got)
	}
}

// TestLessonLibertiesWords: a lesson's right count of liberties agrees
// with the stones (that stone, those stones) and with the liberties.
func TestLessonLibertiesWords(t *testing.T) {
	for _, tc := range []struct {
		setup string
		libs  int
		want  string
	}{
		{"AB[aa]AW[ba]TG[aa]", 1, "Right: that stone has 1 liberty."},
		{"AB[cc]TG[cc]", 4, "Right: that stone has 4 liberties."},
		{"AB[cc][dc]TG[cc]", 6, "Right: those stones have 6 liberties."},
	} {
		game := fmt.Sprintf("(;SZ[5]%sGL[liberties]NM[%d]C[Count.])", tc.setup, tc.libs)
		l, err := lesson.Parse("01-test.sgf", []byte("(;GM[1]FF[4]SZ[5]GN[Test]C[One.])"+game))
		if err != nil {
			t.Fatal(err)
		}
		f := l.Tasks[0].Start().Answer(float64(tc.libs))
		if got := lessonSaid(f.Say, f.Args); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.setup, got, tc.want)
		}
	}
}

// TestPointsAreCounted: the review's losses and leads say "1 point" and
// "2.5 points" in English.
func TestPointsAreCounted(t *testing.T) {
	for v, want := range map[float64]string{1: "about 1 point.", 2: "about 2 points.", 2.5: "about 2.5 points.", 0.5: "about 0.5 points."} {
		got := fmt.Sprintf(lang.N("The computer thinks %s is ahead by about %s points.", pointsCount(v)), "Black", points(v))
		if !strings.HasSuffix(got, want) {
			t.Errorf("%v points: %q", v, got)
		}
	}
}
