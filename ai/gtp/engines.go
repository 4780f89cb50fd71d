package gtp

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// Engine is a GTP engine installed on this computer, ready to be offered by
// name.
type Engine struct {
	// Name is what users know it by: "GNU Go", "Pachi", "KataGo", "Leela Zero".
	Name string
	// Argv starts it in GTP mode: the program's full path, then the arguments
	// it needs, with the files it needs found.
	Argv []string
}

// Command is e's command line as a user reads and edits it; SplitCommand
// turns it back into e.Argv, whatever spaces its paths hold.
func (e Engine) Command() string { return JoinCommand(e.Argv) }

// Places says where to look for engines and the files they need.
type Places struct {
	// Path is searched first, in order: the directories of $PATH.
	Path []string
	// Extra is searched next: where engines are installed that $PATH may not
	// reach, such as /usr/games on Debian or ~/.local/bin when a desktop
	// starts Torreya with a short $PATH.
	Extra []string
	// Data holds the directories under which engines keep networks and
	// configuration, each in a folder of its own (katago, leela-zero):
	// ~/.local/share, /usr/local/share, /usr/share.
	Data []string
	// Home is the user's home directory ("" when unknown), for ~/.katago.
	Home string
}

// DefaultPlaces returns this computer's places: $PATH; ~/.local/bin, ~/bin,
// /usr/local/bin, /usr/local/games, /usr/games, /usr/bin, /snap/bin, and each
// /opt/NAME/bin and /opt/NAME; the XDG data directories and Homebrew's.
func DefaultPlaces() Places {
	home, _ := os.UserHomeDir()
	return usualPlaces(string(filepath.Separator), home, os.Getenv)
}

// usualPlaces gives the places under root, so that tests can build them in
// a temporary directory; $PATH and the XDG variables are read from getenv.
func usualPlaces(root, home string, getenv func(string) string) Places {
	p := Places{Path: filepath.SplitList(getenv("PATH")), Home: home}
	if home != "" {
		p.Extra = append(p.Extra, filepath.Join(home, ".local", "bin"), filepath.Join(home, "bin"))
	}
	for _, dir := range []string{"usr/local/bin", "usr/local/games", "usr/games", "usr/bin", "snap/bin"} {
		p.Extra = append(p.Extra, filepath.Join(root, dir))
	}
	opt := filepath.Join(root, "opt")
	entries, _ := os.ReadDir(opt)
	for _, e := range entries {
		dir := filepath.Join(opt, e.Name())
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			p.Extra = append(p.Extra, filepath.Join(dir, "bin"), dir)
		}
	}
	if dir := getenv("XDG_DATA_HOME"); filepath.IsAbs(dir) {
		p.Data = append(p.Data, dir)
	} else if home != "" {
		p.Data = append(p.Data, filepath.Join(home, ".local", "share"))
	}
	system := []string{filepath.Join(root, "usr/local/share"), filepath.Join(root, "usr/share")}
	if dirs := getenv("XDG_DATA_DIRS"); dirs != "" {
		system = filepath.SplitList(dirs)
	}
	p.Data = append(p.Data, system...)
	p.Data = append(p.Data, filepath.Join(root, "opt/homebrew/share"))
	return p
}

// Installed lists the GTP engines installed on this computer that can start
// as they are: DefaultPlaces().Find().
func Installed() []Engine { return DefaultPlaces().Find() }

// LookPath finds an engine's program on this computer:
// DefaultPlaces().LookPath(name).
func LookPath(name string) (string, error) { return DefaultPlaces().LookPath(name) }

// LookPath finds the program name in p.Path, then in p.Extra. A name with a
// directory in it is taken as it is. When the program is nowhere, the error
// wraps ErrNotFound and names the directories of p.Extra that it looked in:
// those that exist and are not on $PATH.
func (p Places) LookPath(name string) (string, error) {
	if strings.ContainsRune(name, '/') || strings.ContainsRune(name, filepath.Separator) {
		path, err := exec.LookPath(name)
		if err != nil {
			return "", fmt.Errorf("%w: %q (%v); is it installed?", ErrNotFound, name, err)
		}
		return path, nil
	}
	if name != "" {
		for _, dir := range p.bins() {
			if path := program(dir, name); path != "" {
				return path, nil
			}
		}
	}
	var looked []string // the places beyond $PATH that exist
	for _, dir := range p.Extra {
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() && !slices.Contains(p.Path, dir) {
			looked = append(looked, dir)
		}
	}
	if len(looked) == 0 {
		return "", fmt.Errorf("%w: %q is not on $PATH; is it installed?", ErrNotFound, name)
	}
	return "", fmt.Errorf("%w: %q is not on $PATH nor in %s; is it installed?",
		ErrNotFound, name, strings.Join(looked, ", "))
}

// bins lists the directories that may hold programs, in order, each once.
// Relative directories on $PATH are left out, as exec.LookPath does, so that
// the current directory never supplies an engine.
func (p Places) bins() []string {
	var dirs []string
	for _, dir := range slices.Concat(p.Path, p.Extra) {
		if filepath.IsAbs(dir) && !slices.Contains(dirs, dir) {
			dirs = append(dirs, dir)
		}
	}
	return dirs
}

// program returns the executable file dir/name (dir/name.exe on Windows),
// or "" when there is none.
func program(dir, name string) string {
	path := filepath.Join(dir, name)
	if runtime.GOOS == "windows" && !strings.HasSuffix(strings.ToLower(path), ".exe") {
		path += ".exe"
	}
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() || (runtime.GOOS != "windows" && fi.Mode().Perm()&0o111 == 0) {
		return ""
	}
	return path
}

// known is what Find knows of each engine: its program's name and how to
// start it in GTP mode. args returns the arguments for the program at path,
// or ok false when a file it needs is missing.
var known = []struct {
	name, program string
	args          func(p Places, path string) (args []string, ok bool)
}{
	{"GNU Go", "gnugo", func(Places, string) ([]string, bool) {
		return []string{"--mode", "gtp"}, true
	}},
	// GTP is Pachi's default mode; it finds its own pattern files.
	{"Pachi", "pachi", func(Places, string) ([]string, bool) { return nil, true }},
	// KataGo needs a network and a GTP configuration; its release archives
	// put them next to the program, Homebrew and the source tree keep the
	// configuration in a configs folder, and KataGo's data live in ~/.katago.
	{"KataGo", "katago", func(p Places, path string) ([]string, bool) {
		dirs := p.dataDirs(path, "katago", ".katago")
		for _, d := range dirs {
			dirs = append(dirs, filepath.Join(d, "configs"))
		}
		model := pick(dirs, func(name string) int {
			if strings.HasSuffix(name, ".bin.gz") || strings.HasSuffix(name, ".txt.gz") || strings.HasSuffix(name, ".bin") {
				return 0
			}
			return -1
		})
		config := pick(dirs, func(name string) int {
			if i := slices.Index([]string{"default_gtp.cfg", "gtp.cfg", "gtp_example.cfg"}, name); i >= 0 {
				return i
			}
			if strings.HasSuffix(name, ".cfg") && strings.Contains(name, "gtp") {
				return 3
			}
			return -1
		})
		return []string{"gtp", "-model", model, "-config", config}, model != "" && config != ""
	}},
	// Leela Zero reads ~/.local/share/leela-zero/best-network by itself, but
	// the network is named anyway so that the command says what plays.
	{"Leela Zero", "leelaz", func(p Places, path string) ([]string, bool) {
		weights := pick(p.dataDirs(path, "leela-zero", ""), func(name string) int {
			switch {
			case name == "best-network":
				return 0
			case strings.HasSuffix(name, ".gz"):
				return 1
			}
			return -1
		})
		return []string{"--gtp", "--weights", weights}, weights != ""
	}},
}

// Find lists the engines in p that can start as they are, in the order GNU
// Go, Pachi, KataGo, Leela Zero, each found at most once: the first of its
// programs, in the order of p.Path then p.Extra, that has the files it needs.
func (p Places) Find() []Engine {
	var found []Engine
	for _, k := range known {
		for _, dir := range p.bins() {
			path := program(dir, k.program)
			if path == "" {
				continue
			}
			if args, ok := k.args(p, path); ok {
				found = append(found, Engine{Name: k.name, Argv: append([]string{path}, args...)})
				break
			}
		}
	}
	return found
}

// dataDirs lists where an engine installed at path keeps its files: next to
// the program (and next to what a link to it points at), in ~/hidden unless
// hidden is "", and in each of p.Data's folders named folder.
func (p Places) dataDirs(path, folder, hidden string) []string {
	dirs := []string{filepath.Dir(path)}
	if real, err := filepath.EvalSymlinks(path); err == nil && filepath.Dir(real) != dirs[0] {
		dirs = append(dirs, filepath.Dir(real))
	}
	if p.Home != "" && hidden != "" {
		dirs = append(dirs, filepath.Join(p.Home, hidden))
	}
	for _, d := range p.Data {
		dirs = append(dirs, filepath.Join(d, folder))
	}
	return dirs
}

// pick returns the best file in the first of dirs that has one: the lowest
// rank (a negative rank refuses the file), then the newest, then the first
// by name. It returns "" when no directory has one.
func pick(dirs []string, rank func(name string) int) string {
	for _, dir := range dirs {
		entries, _ := os.ReadDir(dir)
		best, bestRank := "", -1
		var bestTime int64
		for _, e := range entries {
			r := rank(e.Name())
			if r < 0 {
				continue
			}
			fi, err := os.Stat(filepath.Join(dir, e.Name()))
			if err != nil || !fi.Mode().IsRegular() {
				continue
			}
			t := fi.ModTime().UnixNano()
			if best == "" || r < bestRank || r == bestRank && t > bestTime {
				best, bestRank, bestTime = e.Name(), r, t
			}
		}
		if best != "" {
			return filepath.Join(dir, best)
		}
	}
	return ""
}
