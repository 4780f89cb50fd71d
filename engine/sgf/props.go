package sgf

// isText reports whether property id holds Text (line breaks kept) rather
// than SimpleText.
func isText(id string) bool { return id == "C" || id == "GC" }
