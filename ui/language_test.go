package ui

import "testing"

// TestTranslationFor: the user's locales, as Fyne reads them from the
// environment, choose the one translation the program reads at start.
func TestTranslationFor(t *testing.T) {
	tests := []struct {
		locales []string
		want    string
	}{
		{[]string{"de_DE.UTF-8"}, "de"},
		{[]string{"de-AT"}, "de"},
		{[]string{"ja_JP.UTF-8"}, "ja"},
		{[]string{"ko-KR"}, "ko"},
		{[]string{"hu_HU"}, "hu"},
		{[]string{"zh_CN.UTF-8"}, "zh-Hans"},
		{[]string{"zh-SG"}, "zh-Hans"},
		{[]string{"zh_TW"}, "zh-Hant"},
		{[]string{"zh-HK"}, "zh-Hant"},
		{[]string{"zh-Hant"}, "zh-Hant"},
		{[]string{"fr_CA.UTF-8"}, "fr"},
		{[]string{"es-MX"}, "es"},
		{[]string{"en_GB.UTF-8"}, "en"},
		{[]string{"C"}, ""},
		{[]string{"it_IT.UTF-8"}, ""},
		{[]string{"sr_RS@latin"}, ""},
		{[]string{"it_IT", "fr_FR"}, "fr"},
		{[]string{"fr_FR", "de_DE"}, "fr"},
	}
	for _, tc := range tests {
		if got := translationFor(tc.locales); got != tc.want {
			t.Errorf("translationFor(%q) = %q, want %q", tc.locales, got, tc.want)
		}
	}
}
