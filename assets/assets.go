// Package assets holds the files the program embeds: the application icon,
// the translations of every user-visible string, the lessons of the course and
// the beginner problems.
// The sounds are assets too, but made rather than embedded: assets/synth
// computes them, and like this package it imports nothing of the program's.
package assets

import (
	"embed"

	"fyne.io/fyne/v2"
)

//go:generate go run icon_gen.go

//go:embed icon.png
var iconPNG []byte

// Icon is the application icon: a black and a white stone on a corner of a
// kaya board.
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)

// Translations holds translations/<language>.json, one file per language in
// the format of Fyne's lang package: each English string maps to its
// translation. en.json lists every string; a translator copies it. It also
// lists the words of Fyne's own dialogs and menus (OK, Yes, Cut, Paste…),
// which Fyne translates for only some of the program's languages.
//
//go:embed translations/*.json
var Translations embed.FS

// Lessons holds lessons/*.sgf, the course "Learn to play" in the order of
// the file names, which engine/study/lesson reads (lesson.Load). Their texts are
// keys of translations/*.json. lessons/README.md says how to write one.
//
//go:embed lessons/*.sgf
var Lessons embed.FS

// Problems holds problems/*.sgf, the program's own problem sets: beginner.sgf
// is Study > Beginner Problems, graded from 30 to 20 kyu. Their prompts and
// comments are keys of translations/*.json. problems/README.md says how the
// set is written.
//
//go:embed problems/*.sgf
var Problems embed.FS
