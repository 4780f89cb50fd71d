package ui

import (
	"os"
	"strings"

	"github.com/jeandeaual/go-locale"
	textlang "golang.org/x/text/language"

	"github.com/torreya/torreya/assets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// PrefLanguage is the preference that names the language of the program
// ("ja", "zh-Hans"…); empty follows the system's.
const PrefLanguage = "language"

// language is a language the program speaks, named in itself.
type language struct {
	tag, name string
}

// languages are the program's languages, as Edit > Preferences offers them
// after "the system's".
var languages = []language{
	{"en", "English"}, {"hu", "Magyar"}, {"ja", "日本語"}, {"ko", "한국어"}, {"zh-Hans", "简体中文"},
	{"zh-Hant", "繁體中文"}, {"de", "Deutsch"}, {"fr", "Français"}, {"es", "Español"},
}

// ApplyLanguage makes the language chosen in the preferences the one the
// translations are looked up in. It must run before the translations are
// added (lang.AddTranslationsFS), which chooses the language from the
// environment: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG.
func ApplyLanguage(prefs fyne.Preferences) {
	if tag := prefs.String(PrefLanguage); tag != "" {
		if tag == "zh-Hant" {
			tag = "zh_TW" // see LoadTranslations
		}
		// Setenv fails only on a malformed name; this one is a constant.
		_ = os.Setenv("LANGUAGE", tag)
	}
}

// LoadTranslations adds English and the translation of the user's language:
// Fyne shows one language, chosen at the start, so the others are not read
// (the nine would take 7 MB of memory and 20 ms). English is always read
// because a key alone is only the "other" form of a counted text ("Found
// in %d places."): its "one" form is in en.json, and so are the words a
// translation lacks. The language is the closest of the program's to the
// user's locales, in the order Fyne reads them (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG). Fyne keeps only the language of a locale it
// matches, so Taiwan's and Hong Kong's zh-TW and zh-HK, which match
// zh-Hant, would be shown zh-Hans: Traditional Chinese is added under those
// locales too.
func LoadTranslations() error {
	data, err := assets.Translations.ReadFile("translations/en.json")
	if err != nil {
		return err
	}
	if err := lang.AddTranslationsForLocale(data, "en"); err != nil {
		return err
	}
	locales, err := locale.GetLocales()
	if err != nil || len(locales) == 0 {
		return nil // English
	}
	tag := translationFor(locales)
	if tag == "" || tag == "en" {
		return nil
	}
	data, err = assets.Translations.ReadFile("translations/" + tag + ".json")
	if err != nil {
		return err
	}
	if err := lang.AddTranslationsForLocale(data, fyne.Locale(tag)); err != nil {
		return err
	}
	if tag == "zh-Hant" {
		for _, l := range []fyne.Locale{"zh-TW", "zh-HK", "zh-MO"} {
			if err := lang.AddTranslationsForLocale(data, l); err != nil {
				return err
			}
		}
	}
	return nil
}

// translationFor returns the tag of the program's language closest to the
// locales, most wanted first, or "" when none is close.
func translationFor(locales []string) string {
	tags := make([]textlang.Tag, len(languages))
	for i, l := range languages {
		tags[i] = textlang.Make(l.tag)
	}
	var want []textlang.Tag
	for _, l := range locales {
		// POSIX locales: de_DE.UTF-8, sr_RS@latin.
		l, _, _ = strings.Cut(l, ".")
		l, _, _ = strings.Cut(l, "@")
		if t, err := textlang.Parse(strings.ReplaceAll(l, "_", "-")); err == nil {
			want = append(want, t)
		}
	}
	_, i, conf := textlang.NewMatcher(tags).Match(want...)
	if conf == textlang.No {
		return ""
	}
	return languages[i].tag
}

// languageChoices are the names the preferences offer, and the index of
// the one chosen.
func languageChoices(prefs fyne.Preferences) ([]string, int) {
	names := []string{lang.L("The system's language")}
	chosen := 0
	for i, l := range languages {
		names = append(names, l.name)
		if l.tag == prefs.String(PrefLanguage) {
			chosen = i + 1
		}
	}
	return names, chosen
}

// setLanguage keeps the language at index i of languageChoices; it reports
// whether it changed.
func setLanguage(prefs fyne.Preferences, i int) bool {
	tag := ""
	if i > 0 && i <= len(languages) {
		tag = languages[i-1].tag
	}
	if tag == prefs.String(PrefLanguage) {
		return false
	}
	prefs.SetString(PrefLanguage, tag)
	return true
}

// inform shows a message in the window. Before the window is attached it
// says it on the status line and keeps it for Attach to show, as a file
// read while the controller is made (the problems' progress) may be told
// of before there is a window.
func (v *view) inform(title, msg string) {
	if v.window == nil {
		v.c.setStatus(msg)
		v.untold = append(v.untold, [2]string{title, msg})
		return
	}
	v.dialogs.show(dialog.NewInformation(title, msg, v.window))
}

// tellUntold shows the messages kept before the window was attached.
func (v *view) tellUntold() {
	untold := v.untold
	v.untold = nil
	for _, m := range untold {
		v.inform(m[0], m[1])
	}
}
