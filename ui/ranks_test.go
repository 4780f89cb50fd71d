package ui

import (
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
)

// TestProposeFromRanks: the handicap engine.HandicapForRanks gives, put
// into words for an even game, one stone, handicap stones and a swap; no
// proposal without both ranks.
func TestProposeFromRanks(t *testing.T) {
	jp := engine.Japanese()
	for _, tc := range []struct {
		black, white engine.Rank
		size         int
		handicap     int
		komi         float64
		note         string
	}{
		{engine.Kyu(10), engine.Kyu(10), 19, 0, jp.Komi, "Even game: komi 6.5."},
		{engine.Kyu(10), engine.Kyu(9), 19, 0, 0.5, "One stone: the weaker player takes Black, no handicap stones, komi 0.5."},
		{engine.Kyu(25), engine.Dan1, 19, 9, jp.KomiFor(9), "9 handicap stones for the weaker player, komi 0.5."},
		{engine.Kyu(5), engine.Kyu(10), 19, 5, jp.KomiFor(5), "5 handicap stones for the weaker player, komi 0.5. White is the weaker player: swap the players so that the weaker takes Black."},
	} {
		p, ok := propose(tc.black, tc.white, jp, tc.size, tc.size)
		if !ok || p.Handicap != tc.handicap || p.Komi != tc.komi || p.note != tc.note {
			t.Errorf("%s against %s on %dx%d: %+v, want %d stones, komi %v, %q",
				rankName(tc.black), rankName(tc.white), tc.size, tc.size, p, tc.handicap, tc.komi, tc.note)
		}
	}
	if _, ok := propose(rankUnknown, engine.Kyu(3), jp, 19, 19); ok {
		t.Error("a proposal without Black's rank")
	}
	if _, ok := propose(engine.Kyu(3), rankUnknown, jp, 19, 19); ok {
		t.Error("a proposal without White's rank")
	}
	if got := rankChoices(); len(got) != 40 || got[0] != "Don't know" || got[1] != "30 kyu" || got[30] != "1 kyu" || got[31] != "1 dan" || got[39] != "9 dan" {
		t.Errorf("rank choices %q", got)
	}
}

// TestNewGameDialogProposesFromRanks: choosing both ranks in the dialog sets
// the handicap and komi and says why; a computer counts with its level's
// rank.
func TestNewGameDialogProposesFromRanks(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	f := c.newNewGameForm(Settings{Width: 19, Height: 19, Rules: engine.Japanese(), Komi: 6.5})
	if !f.advice.Hidden {
		t.Fatal("advice shown before any rank is known")
	}
	f.black.rank.SetSelected("12 kyu")
	f.white.rank.SetSelected("8 kyu")
	if f.handicap.Selected != "4" || f.komi.Text != "0.5" || f.advice.Hidden {
		t.Errorf("12 kyu against 8 kyu: handicap %s, komi %s, advice %q", f.handicap.Selected, f.komi.Text, f.advice.Text)
	}
	f.white.kind.SetSelectedIndex(1) // the computer at level 1: about 23 kyu
	f.white.level.SetSelectedIndex(0)
	if !strings.Contains(f.advice.Text, "White is the weaker") {
		t.Errorf("a 12 kyu against level 1: advice %q", f.advice.Text)
	}
	if !strings.Contains(f.white.about.Text, "kyu on 9x9") {
		t.Errorf("the level's words carry no rank: %q", f.white.about.Text)
	}
	s, err := f.settings()
	if err != nil || s.Handicap != 9 {
		t.Errorf("settings %+v, %v", s, err)
	}
}

// TestLanguageChoice: the preferences offer the system's language and each
// of the program's, named in itself, and keep the choice.
func TestLanguageChoice(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	names, chosen := languageChoices(c.prefs)
	if chosen != 0 || len(names) != 10 || names[3] != "日本語" {
		t.Fatalf("choices %v, chosen %d", names, chosen)
	}
	if !setLanguage(c.prefs, 3) || c.prefs.String(PrefLanguage) != "ja" {
		t.Error("choosing Japanese is not kept")
	}
	if setLanguage(c.prefs, 3) {
		t.Error("choosing it again is a change")
	}
	if _, chosen := languageChoices(c.prefs); chosen != 3 {
		t.Errorf("chosen %d after Japanese", chosen)
	}
	setLanguage(c.prefs, 0)
	if c.prefs.String(PrefLanguage) != "" {
		t.Error("the system's language is not kept as empty")
	}
}
