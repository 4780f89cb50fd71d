package ui

// Version is the program's version, as FyneApp.toml gives it to the
// packaged program (a test holds the two together): a new game's record
// names it in AP. It is a constant rather than Fyne's app metadata, which
// only a build through the fyne tool fills in: a plain go build would
// write no version at all.
const Version = "0.8.6"
