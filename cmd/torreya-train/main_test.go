package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/ai"
	"github.com/torreya/torreya/engine"
)

// syntheticRecords writes n small records of size by size to dir: White
// plays along a fixed walk over the board and Black always answers right next to White's
// move, so that the distance to the last move is what the moves teach.
func syntheticRecords(t *testing.T, dir string, n, size int) {
	t.Helper()
	for i := 0; i < n; i++ {
		b := engine.MustBoard(size, size)
		var sb strings.Builder
		fmt.Fprintf(&sb, "(;GM[1]FF[4]SZ[%d]KM[7.5]", size)
		for k := 0; k < 12; k++ {
			x, y := (i+5*k)%9, (2*i+3*k)%9
			w := engine.Pt(x, y)
			if b.At(w) != engine.Empty {
				continue
			}
			if _, err := b.Play(engine.White, w); err != nil {
				continue
			}
			fmt.Fprintf(&sb, ";W[%c%c]", 'a'+x, 'a'+y)
			for _, q := range engine.Adjacent(w) {
				if b.At(q) == engine.Empty {
					if _, err := b.Play(engine.Black, q); err == nil {
						qx, qy := q.XY()
						fmt.Fprintf(&sb, ";B[%c%c]", 'a'+qx, 'a'+qy)
						break
					}
				}
			}
		}
		sb.WriteString(")")
		// White moves first in these records: PL says so.
		rec := strings.Replace(sb.String(), "KM[7.5]", "KM[7.5]PL[W]", 1)
		name := filepath.Join(dir, fmt.Sprintf("game%02d.sgf", i))
		if err := os.WriteFile(name, []byte(rec), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTrainReproducible: training twice on the same records writes the same
// table, which has learned that Black answers next to the last move.
func TestTrainReproducible(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "sgf", "more"), 0o755); err != nil {
		t.Fatal(err)
	}
	syntheticRecords(t, filepath.Join(dir, "sgf"), 6, 9)
	syntheticRecords(t, filepath.Join(dir, "sgf", "more"), 6, 13)
	// A record that cannot be replayed is reported and skipped.
	bad := "(;GM[1]FF[4]SZ[9];B[ee];W[ee])"
	if err := os.WriteFile(filepath.Join(dir, "sgf", "bad.sgf"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	var tables [2][]byte
	var out bytes.Buffer
	for i := range tables {
		file := filepath.Join(dir, fmt.Sprintf("gammas%d.bin", i))
		out.Reset()
		if err := run(&out, filepath.Join(dir, "sgf"), "", file, 10, ownerPlayouts); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		tables[i] = data
	}
	if !bytes.Equal(tables[0], tables[1]) {
		t.Error("two runs on the same records wrote different tables")
	}
	report := out.String()
	for _, want := range []string{"13 records (1 skipped)", "skipped", "bad.sgf", "held out", "top-1"} {
		if !strings.Contains(report, want) {
			t.Errorf("the report does not say %q:\n%s", want, report)
		}
	}
	var g ai.Gammas
	if err := g.UnmarshalBinary(tables[0]); err != nil {
		t.Fatal(err)
	}
	next, far := g.G[ai.FeatureLast][2], g.G[ai.FeatureLast][ai.FeatureValues(ai.FeatureLast)-1]
	if !(next > 10*far) {
		t.Errorf("next to the last move %v, far from it %v", next, far)
	}
	// The 13x13 moves are seen with their owner map, the 9x9 ones without
	// (value 0), as the search sees them: the fit gives the steps played
	// some gamma, and value 0, the same for every move of a position,
	// stays at 1.
	owner := g.G[ai.FeatureOwner]
	if owner[0] != 1 || !slices.ContainsFunc(owner[1:], func(x float32) bool { return x != 1 }) {
		t.Errorf("the owner steps' gammas: %v", owner)
	}
	// Black's answers next to White's move repeat their large patterns:
	// some are listed, and those that are have a gamma.
	for k, list := range g.Large {
		if len(list) == 0 {
			t.Fatalf("no large pattern of size %d is listed", k)
		}
		fitted := 0
		for v := 1; v <= len(list); v++ {
			if g.G[ai.FeatureLarge+k][v] != 1 {
				fitted++
			}
		}
		if fitted == 0 {
			t.Errorf("none of the %d large patterns of size %d has a gamma", len(list), k)
		}
	}
}

// TestTrainExtra: the extra records are trained on and none is held out,
// so the held-out moves are those of the main records alone.
func TestTrainExtra(t *testing.T) {
	dir := t.TempDir()
	main, extra := filepath.Join(dir, "main"), filepath.Join(dir, "extra")
	for _, d := range []string{main, extra} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	syntheticRecords(t, main, 10, 9)
	syntheticRecords(t, extra, 10, 9)
	counts := func(extraDir string) (records, train, held int) {
		var out bytes.Buffer
		if err := run(&out, main, extraDir, filepath.Join(dir, "gammas.bin"), 1, ownerPlayouts); err != nil {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(out.String(), "\n")
		var skipped, alts, kinds int
		if _, err := fmt.Sscanf(first, "%d records (%d skipped): %d training positions (%d alternatives in %d kinds), %d held out",
			&records, &skipped, &train, &alts, &kinds, &held); err != nil {
			t.Fatalf("%q: %v", first, err)
		}
		return records, train, held
	}
	r0, t0, h0 := counts("")
	r1, t1, h1 := counts(extra)
	if r0 != 10 || r1 != 20 {
		t.Errorf("records %d and %d, want 10 and 20", r0, r1)
	}
	if h0 == 0 || h1 != h0 {
		t.Errorf("held out %d without the extra records and %d with them, want the same, not 0", h0, h1)
	}
	if t1 <= t0 {
		t.Errorf("the extra records added no training positions (%d, then %d)", t0, t1)
	}
}

// TestTrainErrors: a folder without records is an error, not an empty table.
func TestTrainErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "gammas.bin")
	if err := run(&bytes.Buffer{}, dir, "", out, 1, ownerPlayouts); err == nil {
		t.Error("an empty folder gave no error")
	}
	if err := run(&bytes.Buffer{}, filepath.Join(dir, "none"), "", out, 1, ownerPlayouts); err == nil {
		t.Error("a missing folder gave no error")
	}
	syntheticRecords(t, dir, 2, 9)
	if err := run(&bytes.Buffer{}, dir, filepath.Join(dir, "none"), out, 1, ownerPlayouts); err == nil {
		t.Error("missing extra records gave no error")
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a table was written")
	}
}

// TestTrainWithoutOwners: with no owner playouts the owner feature is left
// out, every step at a gamma of 1, as the table was before it.
func TestTrainWithoutOwners(t *testing.T) {
	dir := t.TempDir()
	syntheticRecords(t, dir, 4, 13)
	file := filepath.Join(dir, "gammas.bin")
	if err := run(&bytes.Buffer{}, dir, "", file, 3, 0); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var g ai.Gammas
	if err := g.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	if owner := g.G[ai.FeatureOwner]; slices.ContainsFunc(owner, func(x float32) bool { return x != 1 }) {
		t.Errorf("without owner playouts the owner steps have gammas %v", owner)
	}
	if g.G[ai.FeatureLast][2] == 1 {
		t.Error("without owner playouts nothing was trained")
	}
}

// TestOwnersWhereSearchMaps: a record's positions have the owner feature's
// value from the map on a board the search maps owners on (13x13), and 0
// on one it does not (9x9), as the search gives them.
func TestOwnersWhereSearchMaps(t *testing.T) {
	dir := t.TempDir()
	m := ai.New(ai.Options{Threads: 1, Seed: 1})
	for _, size := range []int{9, 13} {
		sub := filepath.Join(dir, fmt.Sprint(size))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		syntheticRecords(t, sub, 1, size)
		pos, err := readRecord(filepath.Join(sub, "game00.sgf"), m, ownerPlayouts, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(pos) == 0 {
			t.Fatalf("%dx%d: no positions", size, size)
		}
		mapped := ai.MapsOwners(size, size)
		if mapped != (size > 9) {
			t.Errorf("%dx%d: MapsOwners says %v", size, size, mapped)
		}
		for k, p := range pos {
			for _, a := range p.alts {
				if v := a.Features[ai.FeatureOwner]; (v != 0) != mapped {
					t.Fatalf("%dx%d position %d: the owner value at %v is %d, the search maps owners: %v", size, size, k, a.Point, v, mapped)
				}
			}
		}
	}
}
