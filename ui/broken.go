package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"fyne.io/fyne/v2/lang"
)

// Unreadable files of the program's own: the preferences, the autosave and
// the problems' progress. The program rewrites each of them whole, so an
// unreadable one would be overwritten by the next save and its content lost
// without a word; it is copied beside itself first, and the user is told
// where the copy is.

// unreadableKind says which of the program's files could not be read.
type unreadableKind int

const (
	unreadablePreferences unreadableKind = iota
	unreadableAutosave
	unreadableProgress
)

// Unreadable tells of a file of the program's own that could not be read:
// which, where a copy of it was kept and why it was unreadable. Controller.Tell
// says it to the user.
type Unreadable struct {
	Path   string // the file
	Backup string // the copy of its content; "" when none could be made
	Err    error  // why the file could not be read, or why no copy was made
	kind   unreadableKind
}

// message says u in a sentence, in the user's language.
func (u *Unreadable) message() string {
	if u.Backup == "" {
		return fmt.Sprintf(lang.L("Torreya could not read %s, and could not keep a copy of it: %v"), u.Path, u.Err)
	}
	switch u.kind {
	case unreadableAutosave:
		return fmt.Sprintf(lang.L("Torreya could not read the game it saved automatically last time, so it cannot offer to restore it. The unreadable file is kept as %s."), u.Backup)
	case unreadableProgress:
		return fmt.Sprintf(lang.L("Torreya could not read the progress through the problems, so it starts afresh. The unreadable file is kept as %s."), u.Backup)
	}
	return fmt.Sprintf(lang.L("Torreya could not read its preferences, so they start from the defaults. The unreadable file is kept as %s."), u.Backup)
}

// Tell says u to the user, in a dialog over the window (on the status line
// without one). A nil u says nothing.
func (c *Controller) Tell(u *Unreadable) {
	if u != nil {
		c.view.inform(lang.L("A file could not be read"), u.message())
	}
}

// unreadable copies data, the content of the file at path that could not
// be read because of why, beside it (keepCopy) and tells of it. The file
// itself is left for the caller to remove or to overwrite.
func unreadable(kind unreadableKind, path string, data []byte, why error, now time.Time) *Unreadable {
	u := &Unreadable{Path: path, Err: why, kind: kind}
	backup, err := keepCopy(path, data, now)
	if err != nil {
		u.Err = err
		return u
	}
	u.Backup = backup
	return u
}

// keepCopy writes data to a new file beside path named
// path.broken-YYYYMMDD-HHMMSS, with "-2", "-3"… added when that name is
// taken: an earlier copy is never overwritten. It returns the copy's path.
func keepCopy(path string, data []byte, now time.Time) (string, error) {
	stamp := path + ".broken-" + now.Format("20060102-150405")
	for i := 1; ; i++ {
		name := stamp
		if i > 1 {
			name = fmt.Sprintf("%s-%d", stamp, i)
		}
		// O_EXCL: a copy of another start, or another Torreya, stays.
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) && i < 1000 {
			continue
		}
		if err != nil {
			return "", err
		}
		_, err = f.Write(data)
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(name)
			return "", err
		}
		return name, nil
	}
}

// CheckPreferences checks that Fyne can read its preferences file at path
// (preferences.json) before it loads it. When Fyne cannot, it starts with
// no preferences and overwrites the file at the first change: the recent
// files and the settings are lost without a word. An unreadable file is
// copied beside itself, then removed (Fyne would start without it anyway,
// and some unreadable files make it panic), and the result tells of it:
// Controller.Tell says it once the window is up (the program's words are
// not loaded yet). It is nil when the file reads or does not exist.
func CheckPreferences(path string) *Unreadable {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return &Unreadable{Path: path, Err: err, kind: unreadablePreferences}
	}
	if err := preferencesReadable(data); err != nil {
		u := unreadable(unreadablePreferences, path, data, err, time.Now())
		if u.Backup != "" {
			_ = os.Remove(path)
		}
		return u
	}
	return nil
}

// preferencesReadable says why Fyne (2.7, app/preferences.go) would not
// read data as its preferences, or nil when it would. Fyne decodes the
// first JSON value as an object, and turns each array into a list of the
// kind of its first item (bool, number, string), asserting that kind on
// every item: a mixed array makes it panic. An empty file holds nothing to
// lose.
func preferencesReadable(data []byte) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil
	}
	values := map[string]any{}
	if err := json.NewDecoder(bytes.NewReader(data)).Decode(&values); err != nil {
		return err
	}
	for key, v := range values {
		items, ok := v.([]any)
		if !ok || len(items) == 0 {
			continue
		}
		for _, it := range items[1:] {
			if !sameKind(items[0], it) {
				return fmt.Errorf("the list %q mixes kinds of values", key)
			}
		}
	}
	return nil
}

// sameKind reports whether b is a bool, number or string as a is; a first
// item of another kind (null, list, object) Fyne leaves alone.
func sameKind(a, b any) bool {
	switch a.(type) {
	case bool:
		_, ok := b.(bool)
		return ok
	case float64:
		_, ok := b.(float64)
		return ok
	case string:
		_, ok := b.(string)
		return ok
	}
	return true
}
