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

// load reads translations/<name>.json.
func load(t *testing.T, name string) map[string]string {
	t.Helper()
	data, err := fs.ReadFile(Translations, "translations/"+name+".json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s.json: %v", name, err)
	}
	return m
}

// TestTranslationsComplete checks every language against en.json: every key
// translated, no key that English no longer has, the same formatting
// verbs for the same arguments, and a terminology table beside it.
func TestTranslationsComplete(t *testing.T) {
	en := load(t, "en")
	for _, lang := range shipped(t) {
		t.Run(lang, func(t *testing.T) {
			tr := load(t, lang)
			for k := range en {
				v, ok := tr[k]
				switch {
				case !ok:
					t.Errorf("missing: %q", k)
				case strings.TrimSpace(v) == "":
					t.Errorf("empty: %q", k)
				case !slices.Equal(verbs(k), verbs(v)):
					t.Errorf("verbs differ: %q -> %q", k, v)
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
