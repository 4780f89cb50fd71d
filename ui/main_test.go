package ui

import (
	"fmt"
	"os"
	"testing"
)

// TestMain reads the English translation, as the program does at start
// (LoadTranslations): without it a counted text has only its key, the
// "other" form, and the tests would read "1 prisoners" as the program's
// English.
func TestMain(m *testing.M) {
	if err := loadEnglish(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// loadEnglish makes English the language of lang's words, through the
// program's loader, and leaves LANGUAGE as it was.
func loadEnglish() error {
	old, had := os.LookupEnv("LANGUAGE")
	defer func() {
		if had {
			os.Setenv("LANGUAGE", old)
		} else {
			os.Unsetenv("LANGUAGE")
		}
	}()
	if err := os.Setenv("LANGUAGE", "en"); err != nil {
		return err
	}
	return LoadTranslations()
}
