package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestQuietALSA opens an ALSA device that is not there in a child process,
// once as it is and once after quietALSA: ALSA writes its complaint to
// stderr the first time, and nothing the second; the error comes back both
// times.
func TestQuietALSA(t *testing.T) {
	if mode := os.Getenv("TORREYA_ALSA_CHILD"); mode != "" {
		if mode == "quiet" {
			quietALSA()
		}
		if err := openPCM("torreya_no_such_device"); err == nil {
			os.Exit(3)
		}
		os.Exit(0)
	}
	for _, mode := range []string{"loud", "quiet"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestQuietALSA$")
		cmd.Env = append(os.Environ(), "TORREYA_ALSA_CHILD="+mode)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s: %v (3: the device opened); stderr:\n%s", mode, err, stderr.String())
		}
		switch said := stderr.String(); {
		case mode == "loud" && !strings.Contains(said, "ALSA lib"):
			t.Errorf("ALSA said nothing about a missing device (%q): this test shows nothing", said)
		case mode == "quiet" && said != "":
			t.Errorf("after quietALSA, stderr has:\n%s", said)
		}
	}
}
