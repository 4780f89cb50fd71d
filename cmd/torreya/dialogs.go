package main

import (
	"errors"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/sqweek/dialog"

	"github.com/torreya/torreya/engine/sgf"
	"github.com/torreya/torreya/ui"
)

// pickNative shows a native file dialog with a filter of game records (see
// fileFilter). The dialog blocks, and on Linux and Windows it is not modal,
// so it runs on its own goroutine and hands the answer back through fyne.Do;
// the controller keeps a second dialog from opening meanwhile.
func pickNative(req ui.FileRequest, done func(path string, err error)) {
	go func() {
		desc, exts := fileFilter(req.Save)
		if req.Kind != "" {
			desc, exts = req.Kind, bothCases(req.Exts)
		}
		b := dialog.File().Title(req.Title).Filter(desc, exts...)
		if req.Dir != "" {
			b = b.SetStartDir(req.Dir)
		}
		if req.Name != "" {
			b = b.SetStartFile(req.Name)
		}
		var path string
		var err error
		if req.Save {
			path, err = b.Save()
		} else {
			path, err = b.Load()
		}
		if errors.Is(err, dialog.ErrCancelled) {
			err = ui.ErrCancelled
		}
		if err == nil {
			// On Windows the dialog changes the working directory while it is
			// open, so never keep a relative path.
			path, err = filepath.Abs(path)
		}
		fyne.Do(func() { done(path, err) })
	}()
}

// fileFilter returns the name and extensions of the files a dialog shows:
// every record format the program opens (SGF, Tygem, WBaduk, Pandanet), and
// SGF alone, the one it writes, to save. Each extension comes in both cases,
// since GTK's patterns are case-sensitive.
func fileFilter(save bool) (desc string, exts []string) {
	desc, names := lang.L("Go game records"), sgf.Extensions()
	if save {
		desc, names = lang.L("SGF game records"), []string{"sgf"}
	}
	return desc, bothCases(names)
}

// bothCases lists each extension in lower and upper case, since GTK's
// patterns are case-sensitive.
func bothCases(names []string) (exts []string) {
	for _, e := range names {
		exts = append(exts, e, strings.ToUpper(e))
	}
	return exts
}
