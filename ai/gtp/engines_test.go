package gtp

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// fakeEngineArgs, set in the environment, makes the test binary a GTP engine
// that expects these arguments (as JoinCommand writes them): see TestMain.
const fakeEngineArgs = "TORREYA_FAKE_GTP_ENGINE_ARGS"

func TestMain(m *testing.M) {
	if want, ok := os.LookupEnv(fakeEngineArgs); ok {
		os.Exit(fakeEngine(want))
	}
	os.Exit(m.Run())
}

// fakeEngine plays level 1 of the built-in player over GTP on standard input
// and output, after checking that it was started with the arguments want.
func fakeEngine(want string) int {
	if got := JoinCommand(os.Args[1:]); got != want {
		fmt.Fprintf(os.Stderr, "fake engine: started with %s, want %s\n", got, want)
		return 2
	}
	opts, err := ai.Level(1)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fake engine:", err)
		return 1
	}
	opts.Seed = 1
	if err := NewServer(ai.New(opts), engine.Chinese()).Serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "fake engine:", err)
		return 1
	}
	return 0
}

// installFakeEngine puts the fake engine at path, a link to the test binary
// (a copy where links are not allowed), to be started with args.
func installFakeEngine(t *testing.T, path string, args ...string) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Skip("cannot find the test binary:", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(self, path); err != nil {
		b, err := os.ReadFile(self)
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, path, 0o755, string(b))
	}
	t.Setenv(fakeEngineArgs, JoinCommand(args))
}

// writeFile makes path, and the directories above it, with the given mode.
func writeFile(t *testing.T, path string, mode os.FileMode, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), mode); err != nil {
		t.Fatal(err)
	}
}

// playOne checks that c names itself and plays a legal first move on 9x9.
func playOne(t *testing.T, c *Client) {
	t.Helper()
	if c.Name() != "Torreya" {
		t.Errorf("name %q, want Torreya", c.Name())
	}
	g, _ := engine.NewGame(9, 9, engine.Chinese())
	p, err := c.GenMove(context.Background(), g, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Legal(engine.Black, p); err != nil {
		t.Errorf("first move %v: %v", p, err)
	}
}

// TestFind builds the usual places in a temporary directory and finds the
// engines in them: GNU Go in /usr/games, Leela Zero under /opt in a folder
// with a space and its network in ~/.local/share; KataGo only once it has a
// network and a GTP configuration.
func TestFind(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home", "me")
	at := func(path string) string { return filepath.Join(root, filepath.FromSlash(path)) }
	writeFile(t, at("usr/games/gnugo"), 0o755, "#!/bin/sh\n")
	writeFile(t, at("usr/games/pachi"), 0o644, "not a program\n")
	writeFile(t, at("usr/local/bin/katago"), 0o755, "#!/bin/sh\n")
	writeFile(t, at("opt/leela zero/leelaz"), 0o755, "#!/bin/sh\n")
	writeFile(t, filepath.Join(home, ".local/share/leela-zero/best-network"), 0o644, "2\n")
	writeFile(t, at("usr/share/katago/configs/analysis_example.cfg"), 0o644, "")
	places := usualPlaces(root, home, func(key string) string {
		if key == "PATH" {
			return at("bin")
		}
		return ""
	})

	gnugo := Engine{"GNU Go", []string{at("usr/games/gnugo"), "--mode", "gtp"}}
	leela := Engine{"Leela Zero", []string{at("opt/leela zero/leelaz"), "--gtp", "--weights",
		filepath.Join(home, ".local/share/leela-zero/best-network")}}
	check := func(when string, want ...Engine) {
		t.Helper()
		got := places.Find()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: found\n%q\nwant\n%q", when, got, want)
		}
		for _, e := range got {
			if argv, err := SplitCommand(e.Command()); err != nil || !reflect.DeepEqual(argv, e.Argv) {
				t.Errorf("%s: command %s splits into %q, %v", e.Name, e.Command(), argv, err)
			}
		}
	}
	check("KataGo without a network or GTP configuration", gnugo, leela)

	writeFile(t, at("usr/share/katago/configs/gtp_example.cfg"), 0o644, "")
	check("KataGo without a network", gnugo, leela)

	writeFile(t, filepath.Join(home, ".katago/kata1-b18c384nbt.bin.gz"), 0o644, "")
	katago := Engine{"KataGo", []string{at("usr/local/bin/katago"), "gtp",
		"-model", filepath.Join(home, ".katago/kata1-b18c384nbt.bin.gz"),
		"-config", at("usr/share/katago/configs/gtp_example.cfg")}}
	check("KataGo with a network in ~/.katago", gnugo, katago, leela)

	// What lies next to the program comes first; $PATH comes before the
	// usual places.
	writeFile(t, at("usr/local/bin/default_gtp.cfg"), 0o644, "")
	writeFile(t, at("bin/gnugo"), 0o755, "#!/bin/sh\n")
	katago.Argv[len(katago.Argv)-1] = at("usr/local/bin/default_gtp.cfg")
	gnugo.Argv[0] = at("bin/gnugo")
	check("a GTP configuration next to KataGo, GNU Go on $PATH", gnugo, katago, leela)
}

// TestFindKataGoRelease: KataGo unpacked from a release archive into /opt,
// with its network and configuration beside it, and linked from ~/.local/bin.
func TestFindKataGoRelease(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	dir := filepath.Join(root, "opt", "katago v1.16")
	writeFile(t, filepath.Join(dir, "katago"), 0o755, "#!/bin/sh\n")
	writeFile(t, filepath.Join(dir, "default_gtp.cfg"), 0o644, "")
	writeFile(t, filepath.Join(dir, "analysis_example.cfg"), 0o644, "")
	writeFile(t, filepath.Join(dir, "old.bin.gz"), 0o644, "")
	writeFile(t, filepath.Join(dir, "new.bin.gz"), 0o644, "")
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(filepath.Join(dir, "old.bin.gz"), old, old); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(home, ".local", "bin", "katago")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "katago"), link); err != nil {
		t.Skip("no symbolic links:", err)
	}
	got := usualPlaces(root, home, func(string) string { return "" }).Find()
	want := []Engine{{"KataGo", []string{link, "gtp", "-model", filepath.Join(dir, "new.bin.gz"),
		"-config", filepath.Join(dir, "default_gtp.cfg")}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("found\n%q\nwant\n%q (the newest network)", got, want)
	}
}

// TestLookPath: a program missing from $PATH is found in the usual places,
// and the error for one found nowhere says where it looked.
func TestLookPath(t *testing.T) {
	root := t.TempDir()
	games := filepath.Join(root, "usr", "games")
	writeFile(t, filepath.Join(games, "gnugo"), 0o755, "#!/bin/sh\n")
	places := Places{Path: []string{filepath.Join(root, "bin")}, Extra: []string{filepath.Join(root, "usr", "bin"), games}}
	if path, err := places.LookPath("gnugo"); err != nil || path != filepath.Join(games, "gnugo") {
		t.Errorf("gnugo: %q, %v; want %s", path, err, filepath.Join(games, "gnugo"))
	}
	_, err := places.LookPath("pachi")
	if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "$PATH") || !strings.Contains(err.Error(), games) ||
		strings.Contains(err.Error(), places.Extra[0]) {
		t.Errorf("pachi: %v; want ErrNotFound naming $PATH and %s, not the missing %s", err, games, places.Extra[0])
	}
	if _, err := places.LookPath(filepath.Join(root, "gnugo")); !errors.Is(err, ErrNotFound) {
		t.Errorf("a path to nothing: %v, want ErrNotFound", err)
	}
}

// TestClientPathWithSpaces starts an engine whose path holds spaces and that
// takes arguments, from a command line written by JoinCommand and from one
// typed with double quotes.
func TestClientPathWithSpaces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "my engines", "torreya gtp")
	installFakeEngine(t, path, "--level", "1", "--name", "two words")
	for _, line := range []string{
		JoinCommand([]string{path, "--level", "1", "--name", "two words"}),
		`"` + path + `" --level 1 --name 'two words'`,
	} {
		argv, err := SplitCommand(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		c, err := NewClient(argv, 10*time.Second)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		playOne(t, c)
		c.Close()
	}
}

// TestClientLooksBeyondPath: an engine typed by its bare name starts from
// ~/.local/bin when $PATH does not reach it, as a desktop's short $PATH may not.
func TestClientLooksBeyondPath(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("PATH", t.TempDir())
	installFakeEngine(t, filepath.Join(home, ".local", "bin", "fake-engine"), "--mode", "gtp")
	c, err := NewClient([]string{"fake-engine", "--mode", "gtp"}, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	playOne(t, c)
	_, err = NewClient([]string{"no-such-engine"}, time.Second)
	if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), filepath.Join(home, ".local", "bin")) {
		t.Errorf("missing engine: %v; want ErrNotFound naming ~/.local/bin", err)
	}
}

// TestGNUGoOffPath: Debian's /usr/games/gnugo starts as plain gnugo, and is
// offered, when $PATH lacks /usr/games.
func TestGNUGoOffPath(t *testing.T) {
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skip("GNU Go is not installed in /usr/games")
	}
	t.Setenv("PATH", "/usr/bin:/bin")
	c, err := NewClient([]string{"gnugo", "--mode", "gtp"}, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.Name() != "GNU Go" {
		t.Errorf("name %q, want GNU Go", c.Name())
	}
	installed := Installed()
	for _, e := range installed {
		if e.Name == "GNU Go" {
			if len(e.Argv) != 3 || !filepath.IsAbs(e.Argv[0]) || JoinCommand(e.Argv[1:]) != "--mode gtp" {
				t.Errorf("GNU Go is offered as %s, want its full path and --mode gtp", e.Command())
			}
			return
		}
	}
	t.Errorf("GNU Go is not among the installed engines %q", installed)
}
