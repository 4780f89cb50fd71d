package gtp

import (
	"errors"
	"strings"
)

// ErrUnclosedQuote is returned by SplitCommand for a command line whose quote
// never closes, or that ends in a lone backslash.
var ErrUnclosedQuote = errors.New("gtp: a quote in the engine command is not closed")

// SplitCommand splits an engine command line into arguments the way a POSIX
// shell does for the simple cases users type: spaces separate arguments,
// single quotes keep everything literally, double quotes keep spaces and
// allow \" and \\, and a backslash outside quotes escapes the next character.
// So `katago gtp -config "/home/me/My Configs/gtp.cfg"` is four arguments.
// JoinCommand writes a command line that SplitCommand reads back.
func SplitCommand(s string) ([]string, error) {
	var args []string
	var cur []byte
	inArg := false
	quote := byte(0)
	escaped := false
	// Byte by byte, so a file name that is not UTF-8 survives: every
	// character that means something here is ASCII.
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case escaped:
			cur = append(cur, b)
			escaped = false
		case quote == '\'':
			if b == '\'' {
				quote = 0
			} else {
				cur = append(cur, b)
			}
		case quote == '"':
			switch b {
			case '"':
				quote = 0
			case '\\':
				escaped = true
			default:
				cur = append(cur, b)
			}
		case b == '\'' || b == '"':
			quote = b
			inArg = true
		case b == '\\':
			escaped = true
			inArg = true
		case b == ' ' || b == '\t' || b == '\n':
			if inArg {
				args = append(args, string(cur))
				cur, inArg = cur[:0], false
			}
		default:
			cur = append(cur, b)
			inArg = true
		}
	}
	if quote != 0 || escaped {
		return nil, ErrUnclosedQuote
	}
	if inArg {
		args = append(args, string(cur))
	}
	return args, nil
}

// JoinCommand writes argv as one command line for SplitCommand, quoting an
// argument only when it needs it: "/opt/my engines/katago" becomes
// '/opt/my engines/katago'. A single quote inside closes the quotes, is
// escaped with a backslash, and opens them again.
func JoinCommand(argv []string) string {
	quoted := make([]string, len(argv))
	for i, a := range argv {
		quoted[i] = Quote(a)
	}
	return strings.Join(quoted, " ")
}

// Quote returns arg as SplitCommand reads it back as one argument: arg
// itself when it holds no space, quote or backslash, else arg in single
// quotes.
func Quote(arg string) string {
	if arg != "" && !strings.ContainsAny(arg, " \t\n'\"\\") {
		return arg
	}
	return "'" + strings.ReplaceAll(arg, "'", `'\''`) + "'"
}
