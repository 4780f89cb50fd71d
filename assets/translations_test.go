package assets

import (
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// shipped lists the translations beside English: every translations/*.json
// but en.json.
func shipped(t *testing.T) []string {
	t.Helper()
	files, err := fs.Glob(Translations, "translations/*.json")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if name := strings.TrimSuffix(path.Base(f), ".json"); name != "en" {
			out = append(out, name)
		}
	}
	return out
}

// verb matches a formatting verb of fmt, with an explicit argument index
// or not ("%d", "%[2]s", "%.0f", "%q"); "%%" is no verb.
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// verbs returns the verbs of s by the argument each one reads, so that a
// translation may take them in another order with explicit indexes.
func verbs(s string) []string {
	var out []string
	next := 1
	for _, v := range verb.FindAllString(s, -1) {
		if v == "%%" {
			continue
		}
		arg := next
		if m := regexp.MustCompile(`^%\[(\d+)\]`).FindStringSubmatch(v); m != nil {
			arg = 0
			for _, c := range m[1] {
				arg = arg*10 + int(c-'0')
			}
			v = "%" + v[len(m[0]):]
		}
		next = arg + 1
		out = append(out, string(rune('0'+arg))+v[len(v)-1:])
	}
	slices.Sort(out)
	return out
}

// load reads translations/<name>.json. An entry is a text, or, for a
// counted text ("Found in %d places."), its plural forms by name ("one",
// "other"…) as Fyne's lang.N reads them; a text is returned as its one
// form, "other", and plural tells the two apart.
func load(t *testing.T, name string) (m map[string]map[string]string, plural map[string]bool) {
	t.Helper()
	data, err := fs.ReadFile(Translations, "translations/"+name+".json")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatalf("%s.json: %v", name, err)
	}
	m, plural = make(map[string]map[string]string, len(raw)), make(map[string]bool)
	for k, v := range raw {
		var text string
		if json.Unmarshal(v, &text) == nil {
			m[k] = map[string]string{"other": text}
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			t.Fatalf("%s.json: %q is neither a text nor plural forms: %v", name, k, err)
		}
		m[k], plural[k] = forms, true
	}
	return m, plural
}

// formVerbsOK says whether a plural form may stand for key: the "other"
// form reads the arguments key does; another form may leave some out ("This
// stone" for "These %d stones"), but then it numbers its verbs, or fmt
// would fill them from the wrong arguments.
func formVerbsOK(key, form, v string) bool {
	want, got := verbs(key), verbs(v)
	if form == "other" || slices.Equal(want, got) {
		return slices.Equal(want, got)
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			return false
		}
	}
	return strings.Contains(v, "%[")
}

// TestTranslationsComplete checks every language against en.json: every key
// translated, no key that English no longer has, the same formatting
// verbs for the same arguments, plural forms where English has them, and
// a terminology table beside it. Which forms a language needs is checked in
// ui, through Fyne's own plural rules.
func TestTranslationsComplete(t *testing.T) {
	en, enPlural := load(t, "en")
	for k, forms := range en {
		for f, v := range forms {
			if !formVerbsOK(k, f, v) {
				t.Errorf("en: verbs differ: %q -> %s %q", k, f, v)
			}
		}
	}
	for _, lang := range shipped(t) {
		t.Run(lang, func(t *testing.T) {
			tr, trPlural := load(t, lang)
			for k := range en {
				forms, ok := tr[k]
				if !ok {
					t.Errorf("missing: %q", k)
					continue
				}
				if enPlural[k] != trPlural[k] {
					t.Errorf("%q: plural forms in one of en.json and %s.json, a text in the other", k, lang)
				}
				if _, ok := forms["other"]; !ok {
					t.Errorf("no other form: %q", k)
				}
				for f, v := range forms {
					switch {
					case strings.TrimSpace(v) == "":
						t.Errorf("empty: %q (%s)", k, f)
					case !formVerbsOK(k, f, v):
						t.Errorf("verbs differ: %q -> %s %q", k, f, v)
					}
				}
			}
			for k := range tr {
				if _, ok := en[k]; !ok {
					t.Errorf("not in en.json: %q", k)
				}
			}
			if _, err := os.Stat(filepath.Join("translations", "terms", lang+".md")); err != nil {
				t.Errorf("no terminology table translations/terms/%s.md", lang)
			}
		})
	}
}

// TestVerbs checks the verb reader itself.
func TestVerbs(t *testing.T) {
	if got := verbs("%s wins by %.1f points (100%%)"); !slices.Equal(got, []string{"1s", "2f"}) {
		t.Errorf("verbs = %v", got)
	}
	if got := verbs("%[2]d 点で %[1]s の勝ち"); !slices.Equal(got, []string{"1s", "2d"}) {
		t.Errorf("indexed verbs = %v", got)
	}
}

// TestAllLanguagesShipped: the program speaks the languages it promises.
func TestAllLanguagesShipped(t *testing.T) {
	got := shipped(t)
	for _, l := range []string{"hu", "ja", "ko", "zh-Hans", "zh-Hant", "de", "fr", "es"} {
		if !slices.Contains(got, l) {
			t.Errorf("%s is not shipped", l)
		}
	}
}
