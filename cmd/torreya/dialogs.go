package main

import (
	"errors"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/sqweek/dialog"

	"github.com/torreya/torreya/ui"
)

// pickNative shows a native file dialog with an SGF filter. The dialog
// blocks, and on Linux and Windows it is not modal, so it runs on its own
// goroutine and hands the answer back through fyne.Do; the controller keeps
// a second dialog from opening meanwhile.
func pickNative(req ui.FileRequest, done func(path string, err error)) {
	go func() {
		b := dialog.File().Title(req.Title).Filter(lang.L("SGF game records"), "sgf")
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
