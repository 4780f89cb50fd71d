package posixlocale

import "testing"

func TestIsPOSIX(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"C.UTF-8", true},
		{"C.utf8", true},
		{"POSIX@euro", true},
		{"C", false}, // understood by the locale library already
		{"POSIX", false},
		{"", false},
		{"en_US.UTF-8", false},
		{"hu_HU.UTF-8", false},
		{"Ca.UTF-8", false},
	} {
		if got := IsPOSIX(tc.in); got != tc.want {
			t.Errorf("IsPOSIX(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestEffective(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "de_DE.UTF-8")
	t.Setenv("LANG", "C.UTF-8")
	if got := Effective(); got != "de_DE.UTF-8" {
		t.Errorf("Effective() = %q, want LC_MESSAGES's de_DE.UTF-8", got)
	}
	t.Setenv("LC_ALL", "C.UTF-8")
	if got := Effective(); got != "C.UTF-8" {
		t.Errorf("Effective() = %q, want LC_ALL's C.UTF-8", got)
	}
}
