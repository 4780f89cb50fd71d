package ui

import "errors"

// ErrCancelled is what a file picker reports when the user closes it without
// choosing a file.
var ErrCancelled = errors.New("ui: cancelled")

// FileRequest asks the user for a file to open or a name to save under.
type FileRequest struct {
	Save  bool   // a save dialog rather than an open dialog
	Title string // the dialog's title
	Dir   string // the folder to start in; empty for the default
	Name  string // the suggested file name when saving
	// Kind and Exts name the files the dialog shows ("PNG or SVG image",
	// png, svg); empty: game records.
	Kind string
	Exts []string
}

// PickFile shows a file dialog for req without blocking the caller, and
// later calls done on the UI goroutine with the chosen path, or with
// ErrCancelled. The program passes native dialogs; tests pass a fake.
type PickFile func(req FileRequest, done func(path string, err error))
