package ui

import (
	"os"
	"regexp"
	"testing"
)

// TestVersionIsTheApps: the version a new game's record names in AP is the
// one FyneApp.toml gives the packaged program, whole: one version, said the
// same everywhere.
func TestVersionIsTheApps(t *testing.T) {
	data, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^Version\s*=\s*"([^"]+)"`).FindSubmatch(data)
	if m == nil {
		t.Fatal("FyneApp.toml names no Version")
	}
	app := string(m[1])
	if Version != app {
		t.Errorf("ui.Version is %q, FyneApp.toml says %q", Version, app)
	}
	c, _ := newTestController(t, Deps{})
	newGame(t, c, 9, PlayerSpec{}, PlayerSpec{})
	if ap := c.tree().Root().Value("AP"); ap != "Torreya:"+app {
		t.Errorf("a new game's AP is %q, want Torreya:%s", ap, app)
	}
}
