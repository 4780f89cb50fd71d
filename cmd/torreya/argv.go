package main

import "errors"

// errUnclosedQuote is returned for a command line whose quote never closes.
var errUnclosedQuote = errors.New("a quote in the engine command is not closed")

// splitCommand splits an engine command line into arguments the way a POSIX
// shell does for the simple cases users type: spaces separate arguments,
// single quotes keep everything literally, double quotes keep spaces and
// allow \" and \\, and a backslash outside quotes escapes the next character.
// So `katago gtp -config "/home/me/My Configs/gtp.cfg"` is four arguments.
func splitCommand(s string) ([]string, error) {
	var args []string
	var cur []rune
	inArg := false
	quote := rune(0)
	escaped := false
	for _, r := range s {
		switch {
		case escaped:
			cur = append(cur, r)
			escaped = false
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				cur = append(cur, r)
			}
		case quote == '"':
			switch r {
			case '"':
				quote = 0
			case '\\':
				escaped = true
			default:
				cur = append(cur, r)
			}
		case r == '\'' || r == '"':
			quote = r
			inArg = true
		case r == '\\':
			escaped = true
			inArg = true
		case r == ' ' || r == '\t' || r == '\n':
			if inArg {
				args = append(args, string(cur))
				cur, inArg = cur[:0], false
			}
		default:
			cur = append(cur, r)
			inArg = true
		}
	}
	if quote != 0 || escaped {
		return nil, errUnclosedQuote
	}
	if inArg {
		args = append(args, string(cur))
	}
	return args, nil
}
