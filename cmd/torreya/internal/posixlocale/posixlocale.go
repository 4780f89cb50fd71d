// Package posixlocale keeps Fyne quiet under the C and POSIX locales.
//
// With LANG=C.UTF-8 (the default of many containers and minimal systems) the
// locale library Fyne uses reports the language "C", which Fyne cannot parse:
// it logs "Error parsing user locale C" from the init function of its lang
// package, before main runs. Importing this package for its side effect sets
// LANGUAGE=en in that case, which the locale library reads instead and which
// the C library ignores under the C locale.
//
// It must run before fyne.io/fyne/v2/lang is initialised. Go initialises
// packages in import-path order as soon as their dependencies are ready; this
// one needs only os, while Fyne's lang package waits for golang.org/x/text,
// whose path sorts after this one. TestDisplayStartsQuietly in cmd/torreya
// checks the result on the real program.
package posixlocale

import "os"

func init() {
	if v := os.Getenv("LANGUAGE"); v != "" {
		return
	}
	if IsPOSIX(Effective()) {
		// Setenv fails only on a malformed name; this one is a constant.
		_ = os.Setenv("LANGUAGE", "en")
	}
}

// Effective returns the locale that decides the language: the first of
// LC_ALL, LC_MESSAGES and LANG that is set, as in the C library.
func Effective() string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(name); v != "" {
			return v
		}
	}
	return ""
}

// IsPOSIX reports whether v names the C or POSIX locale with a codeset or
// modifier ("C.UTF-8", "POSIX@euro"), the forms the locale library passes on
// as the language "C". Plain "C" and "POSIX" it already treats as English.
func IsPOSIX(v string) bool {
	base := v
	for i, r := range v {
		if r == '.' || r == '@' {
			base = v[:i]
			break
		}
	}
	return base != v && (base == "C" || base == "POSIX")
}
