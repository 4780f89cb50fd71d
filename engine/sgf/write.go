package sgf

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"
)

// maxIndent caps the indentation of deep variations in written files.
const maxIndent = 32

// propRank gives the order in which properties are written: root and game
// information first, then the move, setup, annotations and markup; unknown
// properties last, in the order they were read.
func propRank(id string) int {
	switch id {
	case "FF":
		return 0
	case "CA":
		return 1
	case "GM":
		return 2
	case "AP":
		return 3
	case "ST":
		return 4
	case "SZ":
		return 5
	case "GN":
		return 10
	case "EV":
		return 11
	case "RO":
		return 12
	case "DT":
		return 13
	case "PC":
		return 14
	case "PB":
		return 15
	case "BR":
		return 16
	case "BT":
		return 17
	case "PW":
		return 18
	case "WR":
		return 19
	case "WT":
		return 20
	case "RU":
		return 21
	case "KM":
		return 22
	case "HA":
		return 23
	case "TM":
		return 24
	case "OT":
		return 25
	case "RE":
		return 26
	case "AN":
		return 27
	case "CP":
		return 28
	case "SO":
		return 29
	case "US":
		return 30
	case "ON":
		return 31
	case "GC":
		return 32
	case "B":
		return 40
	case "W":
		return 41
	case "KO":
		return 42
	case "MN":
		return 43
	case "BL":
		return 44
	case "OB":
		return 45
	case "WL":
		return 46
	case "OW":
		return 47
	case "AB":
		return 50
	case "AW":
		return 51
	case "AE":
		return 52
	case "PL":
		return 53
	case "N":
		return 60
	case "C":
		return 61
	case "GB":
		return 62
	case "GW":
		return 63
	case "DM":
		return 64
	case "UC":
		return 65
	case "HO":
		return 66
	case "V":
		return 67
	case "BM":
		return 68
	case "DO":
		return 69
	case "IT":
		return 70
	case "TE":
		return 71
	case "AR":
		return 80
	case "CR":
		return 81
	case "DD":
		return 82
	case "LB":
		return 83
	case "LN":
		return 84
	case "MA":
		return 85
	case "SL":
		return 86
	case "SQ":
		return 87
	case "TR":
		return 88
	case "TB":
		return 89
	case "TW":
		return 90
	case "VW":
		return 91
	case "FG":
		return 92
	case "PM":
		return 93
	}
	return 1000
}

type writer struct {
	w     *bufio.Writer
	order []int
	ranks []int
}

// Write writes game trees as one SGF collection in UTF-8: each root gets
// CA[UTF-8], the main line has one node a line, variations are indented,
// properties come in a fixed order and values are written as stored.
func Write(w io.Writer, games ...*Node) error {
	wr := &writer{w: bufio.NewWriterSize(w, 64<<10)}
	for _, g := range games {
		wr.tree(g)
	}
	return wr.w.Flush()
}

// Marshal returns game trees written as by Write.
func Marshal(games ...*Node) []byte {
	var b bytes.Buffer
	_ = Write(&b, games...)
	return b.Bytes()
}

// tree writes one game tree without recursion. Each stack entry is a node to
// write, or (n == nil) a closing parenthesis.
func (wr *writer) tree(root *Node) {
	type item struct {
		n      *Node
		indent int
		open   bool // the node starts a variation
	}
	stack := []item{{n: nil}, {n: root, indent: 0, open: true}}
	first := true
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.n == nil {
			wr.w.WriteByte(')')
			continue
		}
		if !first {
			wr.w.WriteByte('\n')
		}
		first = false
		for i := 0; i < min(it.indent, maxIndent); i++ {
			wr.w.WriteByte(' ')
		}
		if it.open {
			wr.w.WriteByte('(')
		}
		wr.node(it.n, it.n == root)
		inner := it.indent
		if it.open && it.n != root {
			inner++
		}
		ch := it.n.children
		switch len(ch) {
		case 0:
		case 1:
			stack = append(stack, item{n: ch[0], indent: inner})
		default:
			for i := len(ch) - 1; i >= 0; i-- {
				stack = append(stack, item{n: nil}, item{n: ch[i], indent: inner, open: true})
			}
		}
	}
	wr.w.WriteByte('\n')
}

// node writes ";" and the properties of n in order; a root gets CA[UTF-8].
func (wr *writer) node(n *Node, root bool) {
	wr.w.WriteByte(';')
	props := n.props
	wr.order, wr.ranks = wr.order[:0], wr.ranks[:0]
	sorted := true
	hasCA := false
	for i, p := range props {
		r := propRank(p.ID)
		if i > 0 && r < wr.ranks[i-1] {
			sorted = false
		}
		wr.order = append(wr.order, i)
		wr.ranks = append(wr.ranks, r)
		hasCA = hasCA || p.ID == "CA"
	}
	if !sorted {
		// Insertion sort: nodes have few properties and it is stable.
		for i := 1; i < len(wr.order); i++ {
			for j := i; j > 0 && wr.ranks[wr.order[j]] < wr.ranks[wr.order[j-1]]; j-- {
				wr.order[j], wr.order[j-1] = wr.order[j-1], wr.order[j]
			}
		}
	}
	caDone := !root || hasCA
	for _, i := range wr.order {
		p := &props[i]
		if !caDone && propRank(p.ID) > 1 {
			wr.w.WriteString("CA[UTF-8]")
			caDone = true
		}
		wr.w.WriteString(p.ID)
		if root && p.ID == "CA" {
			wr.w.WriteString("[UTF-8]")
			continue
		}
		for _, v := range p.Values {
			wr.w.WriteByte('[')
			wr.w.WriteString(v)
			wr.w.WriteByte(']')
		}
	}
	if !caDone {
		wr.w.WriteString("CA[UTF-8]")
	}
}

// WriteFile writes game trees to the file at path, safely: into a temporary
// file beside it, synced, then renamed over the old file, which is never left
// half written, and the folder synced. An existing file keeps its
// permissions. Temporary files that killed saves of path left are removed
// (RemoveStaleTemps).
func WriteFile(path string, games ...*Node) error {
	return writeAtomic(path, func(w io.Writer) error { return Write(w, games...) })
}

// WriteData writes data to the file at path as safely as WriteFile does.
// The data need not be SGF: it is the program's one way of writing a file
// whole (games, diagrams, the problems' progress).
func WriteData(path string, data []byte) error {
	return writeAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// writeAtomic writes path through a temporary file beside it: written,
// synced, renamed over path, and the folder synced, so that after a crash
// the folder names either the old file or the new one, whole. It first
// removes the temporary files that earlier saves of path left when killed.
func writeAtomic(path string, write func(io.Writer) error) error {
	RemoveStaleTemps(path)
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	ok := false
	defer func() {
		if !ok {
			f.Close()
			os.Remove(tmp)
		}
	}()
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	if err := write(f); err != nil {
		return err
	}
	if err := f.Chmod(mode); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	ok = true
	return syncDir(dir)
}

// syncDir makes a rename in dir durable: until the folder is synced, a
// crash may bring back the old name, or neither. Windows cannot sync a
// folder and needs not (NTFS logs the rename); file systems that cannot
// sync one say EINVAL or "not supported", which is no failure of the save.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, errors.ErrUnsupported) {
		err = nil
	}
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// staleAge is how old a temporary file of a save must be before
// RemoveStaleTemps takes it for one a killed save left. Younger ones may be
// in use: another Torreya, or this one's autosave, may be writing the same
// file right now, and removing its temporary file would fail that save. A
// save takes far less than a minute, and every write renews the file's time.
const staleAge = time.Minute

// RemoveStaleTemps removes the temporary files that saves of path (see
// WriteFile) left beside it when they were killed before the rename: only
// those named as writeAtomic names them, ".<name>.<digits>.tmp", and
// older than a minute. It is called when a file is saved or opened;
// failures are ignored, as they only leave a file that was there already.
func RemoveStaleTemps(path string) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	list, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + "."
	for _, e := range list {
		name := e.Name()
		digits, ok := strings.CutPrefix(name, prefix)
		if !ok {
			continue
		}
		if digits, ok = strings.CutSuffix(digits, ".tmp"); !ok || !allDigits(digits) || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > staleAge {
			_ = os.Remove(filepath.Join(dir, name))
		}
	}
}

// allDigits reports whether s is a non-empty run of ASCII digits, as
// os.CreateTemp puts in place of the "*".
func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// ReadFile reads the SGF file at path with the default Options.
func ReadFile(path string) (*Collection, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(data)
}
