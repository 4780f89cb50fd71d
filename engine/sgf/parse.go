package sgf

import (
	"bytes"
	"fmt"
	"strings"
)

// Default hard limits against hostile input (see Options).
const (
	DefaultMaxBytes = 64 << 20
	DefaultMaxDepth = 100_000
	DefaultMaxNodes = 2_000_000
)

// maxWarnings caps the repairs kept in a Collection; a final warning says how
// many more there were.
const maxWarnings = 1000

// maxIDLen is the longest property identifier kept; a longer one is dropped.
const maxIDLen = 64

// Options control reading. The zero value reads with the default limits and
// takes the charset from CA[] or detection.
type Options struct {
	// Charset, when set, decodes the file with this charset (any name that
	// LookupCharset knows), ignoring CA[] and detection: the UI's "reopen as".
	Charset string
	// MaxBytes, MaxDepth and MaxNodes are hard limits on the input size, the
	// nesting of variations and the number of nodes; 0 means the default.
	MaxBytes, MaxDepth, MaxNodes int
}

// Collection is the content of an SGF file: one or more game trees.
type Collection struct {
	// Games holds the root node of each game tree, in file order.
	Games []*Node
	// Charset is the canonical name of the charset the file was decoded
	// from, such as "UTF-8" or "Shift_JIS" (per game tree when trees declare
	// different ones: this is the first).
	Charset string
	// Detected reports that Charset was guessed from the bytes, not declared:
	// the UI may offer the other Candidates.
	Detected bool
	// Candidates lists the charsets that decode the file without errors, best
	// first, when Charset was guessed.
	Candidates []string
	// Warnings lists the repairs made while reading, in file order.
	Warnings []Warning
}

// Parse reads SGF data with the default Options.
func Parse(data []byte) (*Collection, error) { return Options{}.Parse(data) }

// ParseString reads SGF text with the default Options.
func ParseString(s string) (*Collection, error) { return Options{}.Parse([]byte(s)) }

// Parse reads SGF data: a collection of game trees. It is lenient: what it can
// repair it repairs and reports in Collection.Warnings. It fails with a
// *SyntaxError only when no game tree is found, when the data is mostly not
// SGF (both wrap ErrNoData), or when a hard limit is exceeded.
// It never panics and does not keep data.
func (o Options) Parse(data []byte) (*Collection, error) {
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultMaxBytes
	}
	if o.MaxDepth <= 0 {
		o.MaxDepth = DefaultMaxDepth
	}
	if o.MaxNodes <= 0 {
		o.MaxNodes = DefaultMaxNodes
	}
	if len(data) > o.MaxBytes {
		return nil, &SyntaxError{Line: 1, Col: 1, Err: ErrLimit,
			Msg: fmt.Sprintf("the file is %d bytes, more than the limit of %d", len(data), o.MaxBytes)}
	}
	col := &Collection{}
	text, dec := prepareCharset(data, o.Charset, col)
	p := &parser{data: text, s: string(text), opt: o, col: col, dec: dec, firstTree: -1}
	// Size the first slabs from a count of nodes and values, so that a
	// file is read into a few large allocations.
	nodes := min(bytes.Count(text, []byte{';'})+1, 1<<17, o.MaxNodes)
	values := min(bytes.Count(text, []byte{'['})+1, 1<<17)
	p.nodeSlab = make([]Node, nodes)
	p.childSlab = make([]*Node, 0, nodes)
	p.propSlab = make([]Property, 0, values)
	p.valSlab = make([]string, 0, values)
	p.lines.data = text
	if dec != nil {
		p.lead = dec.cs.lead
	}
	if err := p.run(); err != nil {
		return nil, err
	}
	if err := p.notSGF(); err != nil {
		return nil, err
	}
	if len(col.Games) == 0 {
		return nil, &SyntaxError{Line: 1, Col: 1, Msg: "no SGF data found", Err: ErrNoData}
	}
	if p.dropped > 0 {
		col.Warnings = append(col.Warnings, Warning{Msg: fmt.Sprintf("%d more repairs not listed", p.dropped)})
	}
	return col, nil
}

type parser struct {
	data  []byte
	s     string // data as a string: values are substrings of it
	pos   int
	opt   Options
	col   *Collection
	lines lineIndex
	lead  func(byte) bool // the byte starts a two-byte character (charset-aware scanning)
	dec   *fileDecoder

	nodes   int
	dropped int
	stack   []*Node

	// The node being read and its properties, copied into a slab when done.
	open      *Node
	openProps []Property
	openIndex map[string]int
	merged    bool // a property of the open node was repeated

	nodeSlab  []Node
	childSlab []*Node
	propSlab  []Property
	valSlab   []string
	tmpVals   []string
	treeStart int // index in col.Games of the first root of the current tree

	// Properties kept, and pieces of text dropped as not SGF, from the
	// first game tree on, which starts at firstTree (see notSGF).
	props, junk int
	firstTree   int
}

func (p *parser) warn(pos int, format string, args ...any) {
	if len(p.col.Warnings) >= maxWarnings {
		p.dropped++
		return
	}
	line, col := p.lines.at(pos)
	p.col.Warnings = append(p.col.Warnings, Warning{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)})
}

func (p *parser) fail(pos int, cause error, format string, args ...any) error {
	line, col := p.lines.at(pos)
	return &SyntaxError{Line: line, Col: col, Msg: fmt.Sprintf(format, args...), Err: cause}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v'
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func (p *parser) skipSpace() {
	for p.pos < len(p.data) && isSpace(p.data[p.pos]) {
		p.pos++
	}
}

// run reads game trees until the end of the data.
func (p *parser) run() error {
	d := p.data
	for p.pos < len(d) {
		i := bytes.IndexByte(d[p.pos:], '(')
		if i < 0 {
			i = len(d) - p.pos
		}
		if len(bytes.TrimSpace(d[p.pos:p.pos+i])) > 0 && len(p.col.Games) > 0 {
			p.junk++
			p.warn(p.pos, "text outside a game tree ignored")
		}
		p.pos += i
		if p.pos >= len(d) {
			break
		}
		if !p.atTreeStart() {
			p.pos++
			continue
		}
		p.treeStart = len(p.col.Games)
		if p.firstTree < 0 {
			p.firstTree = p.pos
		}
		if err := p.tree(); err != nil {
			return err
		}
		p.dec.decodeTrees(p, p.col.Games[p.treeStart:])
	}
	return nil
}

// notSGF returns the error for a file that is mostly not SGF, or nil.
//
// The reader repairs what it can, so a "(;" in any bytes starts a game
// tree, and the bytes after it are read as SGF with repairs. A file is
// refused when the pieces of text it drops as not SGF (illegal
// characters, values without a property, overlong identifiers, text
// between or after its game trees: each is a warning) outnumber the
// properties it keeps. Text before the first tree does not count: mail
// and web pages hold SGF after a preamble. Real files, even badly broken
// ones, keep many properties for every piece dropped: of the 1,429 in
// ../shared/testdata/sgf the worst keeps 11 for 1, and SGFC's test of
// every known error 26 for 1. Random bytes keep about 1 for 250.
func (p *parser) notSGF() error {
	if p.junk <= p.props {
		return nil
	}
	line, col := p.lines.at(p.firstTree)
	return &SyntaxError{Line: line, Col: col, Err: ErrNoData,
		Msg: fmt.Sprintf("this is not an SGF file: from here on it holds more text that is not SGF (%d %s dropped) than properties (%d)",
			p.junk, plural(p.junk, "piece", "pieces"), p.props)}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// atTreeStart reports whether the '(' at p.pos starts a game tree: it must be
// followed by ';' or by a property (a missing ';', as in some Nihon Ki-in files).
func (p *parser) atTreeStart() bool {
	d := p.data
	j := p.pos + 1
	for j < len(d) && isSpace(d[j]) {
		j++
	}
	if j < len(d) && d[j] == ';' {
		return true
	}
	k := j
	for k < len(d) && isLetter(d[k]) {
		k++
	}
	if k == j {
		return false
	}
	for k < len(d) && isSpace(d[k]) {
		k++
	}
	return k < len(d) && d[k] == '['
}

// tree reads one game tree, from '(' to its matching ')', without recursion.
func (p *parser) tree() error {
	d := p.data
	p.stack = append(p.stack[:0], nil)
	p.pos++
	var cur *Node
	for {
		if p.pos >= len(d) {
			p.closeNode()
			p.warn(p.pos, "the file ends inside a game tree: %d missing ')'", len(p.stack))
			return nil
		}
		c := d[p.pos]
		switch {
		case c == ';':
			p.closeNode()
			n, err := p.newNode(cur, p.pos)
			if err != nil {
				return err
			}
			cur = n
			p.pos++
		case isLetter(c):
			if cur == nil || cur != p.open {
				p.warn(p.pos, "missing ';' before a property: node added")
				p.closeNode()
				n, err := p.newNode(cur, p.pos)
				if err != nil {
					return err
				}
				cur = n
			}
			if err := p.property(&cur); err != nil {
				return err
			}
		case c == '(':
			p.closeNode()
			if len(p.stack) >= p.opt.MaxDepth {
				return p.fail(p.pos, ErrLimit, "variations nested deeper than the limit of %d", p.opt.MaxDepth)
			}
			p.stack = append(p.stack, cur)
			p.pos++
		case c == ')':
			p.closeNode()
			cur = p.stack[len(p.stack)-1]
			p.stack = p.stack[:len(p.stack)-1]
			p.pos++
			if len(p.stack) == 0 {
				return nil
			}
		case isSpace(c):
			p.pos++
		case c == '[':
			p.junk++
			p.warn(p.pos, "a value without a property ignored")
			p.value()
		default:
			start := p.pos
			for p.pos < len(d) && !isSpace(d[p.pos]) && !isLetter(d[p.pos]) && !strings.ContainsRune(";()[", rune(d[p.pos])) {
				p.pos++
			}
			p.junk++
			p.warn(start, "illegal characters %q ignored", shorten(d[start:p.pos]))
		}
	}
}

func shorten(b []byte) string {
	if len(b) > 20 {
		return string(b[:20]) + "..."
	}
	return string(b)
}

// newNode adds a node under parent, or a new game root when parent is nil.
func (p *parser) newNode(parent *Node, pos int) (*Node, error) {
	p.nodes++
	if p.nodes > p.opt.MaxNodes {
		return nil, p.fail(pos, ErrLimit, "more nodes than the limit of %d", p.opt.MaxNodes)
	}
	if len(p.nodeSlab) == 0 {
		p.nodeSlab = make([]Node, 256)
	}
	n := &p.nodeSlab[0]
	p.nodeSlab = p.nodeSlab[1:]
	if parent == nil {
		if len(p.col.Games) > p.treeStart {
			p.warn(pos, "a second root inside one game tree: read as another game")
		}
		p.col.Games = append(p.col.Games, n)
	} else {
		n.parent = parent
		if parent.children == nil {
			if len(p.childSlab) == cap(p.childSlab) {
				p.childSlab = make([]*Node, 0, 1024)
			}
			p.childSlab = append(p.childSlab, n)
			k := len(p.childSlab)
			parent.children = p.childSlab[k-1 : k : k]
		} else {
			parent.children = append(parent.children, n)
		}
	}
	p.open, p.openProps = n, p.openProps[:0]
	return n, nil
}

// closeNode moves the properties of the node being read into a slab.
func (p *parser) closeNode() {
	if p.open == nil {
		return
	}
	if p.merged {
		for i := range p.openProps {
			if q := &p.openProps[i]; isText(q.ID) && len(q.Values) > 1 {
				q.Values = []string{strings.Join(q.Values, "\n")}
			}
		}
		p.merged = false
	}
	clear(p.openIndex)
	if k := len(p.openProps); k > 0 {
		if cap(p.propSlab)-len(p.propSlab) < k {
			p.propSlab = make([]Property, 0, max(512, k))
		}
		i := len(p.propSlab)
		p.propSlab = append(p.propSlab, p.openProps...)
		p.open.props = p.propSlab[i : i+k : i+k]
	}
	p.open = nil
}

// property reads an identifier and its values into the open node *cur.
func (p *parser) property(cur **Node) error {
	d := p.data
	start := p.pos
	for p.pos < len(d) && isLetter(d[p.pos]) {
		p.pos++
	}
	raw := p.s[start:p.pos]
	id, changed := normaliseID(raw)
	vals := p.tmpVals[:0]
	for {
		p.skipSpace()
		if p.pos >= len(d) || d[p.pos] != '[' {
			break
		}
		vals = append(vals, p.value())
	}
	p.tmpVals = vals
	switch {
	case len(vals) == 0:
		p.warn(start, "property %s has no value: ignored", shorten([]byte(id)))
		return nil
	case id == "" || len(id) > maxIDLen:
		p.junk++
		p.warn(start, "property identifier %q not understood: ignored", shorten(d[start:min(start+maxIDLen, len(d))]))
		return nil
	case changed:
		p.warn(start, "property identifier %s read as %s", raw[:min(len(raw), maxIDLen)], id)
	}
	if id == "SZ" && (*cur).parent == nil && !p.hasOpen("SZ") {
		// Node.Size reads 19x19 for a size it cannot read; the value is
		// made to say so, as other repairs are, and written back so.
		if _, _, ok := parseSize(vals[0]); !ok {
			p.warn(start, "board size SZ[%s] not understood: read as 19x19", shorten([]byte(vals[0])))
			vals[0] = "19"
		}
	}
	if id == "KM" && (*cur).parent == nil && !p.hasOpen("KM") {
		// A komi no game takes is said, not silently replaced, and left
		// out as other repairs are: the game and what is saved both use
		// the rules' komi.
		if k, ok := komiValue(vals[0]); !ok || !KomiOK(k) {
			p.warn(start, "komi KM[%s] not understood: the rules' komi is used", shorten([]byte(vals[0])))
			return nil
		}
	}
	if cap(p.valSlab)-len(p.valSlab) < len(vals) {
		p.valSlab = make([]string, 0, max(1024, len(vals)))
	}
	i := len(p.valSlab)
	p.valSlab = append(p.valSlab, vals...)
	p.props++
	return p.addProp(cur, Property{ID: id, Values: p.valSlab[i : i+len(vals) : i+len(vals)]}, start)
}

// hasOpen reports whether the open node already has property id.
func (p *parser) hasOpen(id string) bool {
	for _, q := range p.openProps {
		if q.ID == id {
			return true
		}
	}
	return false
}

// addProp adds prop to the open node, splitting a second move into a node of
// its own and merging a repeated property.
func (p *parser) addProp(cur **Node, prop Property, pos int) error {
	if prop.ID == "B" || prop.ID == "W" {
		for _, q := range p.openProps {
			if q.ID == "B" || q.ID == "W" {
				p.warn(pos, "a second move in one node: moved to a node of its own")
				n := *cur
				p.closeNode()
				m, err := p.newNode(n, pos)
				if err != nil {
					return err
				}
				*cur = m
				break
			}
		}
	}
	i := -1
	if len(p.openProps) < 16 {
		for k := range p.openProps {
			if p.openProps[k].ID == prop.ID {
				i = k
				break
			}
		}
	} else {
		// A node with very many properties: index them.
		if len(p.openIndex) == 0 {
			p.openIndex = make(map[string]int, len(p.openProps))
			for k, q := range p.openProps {
				if _, dup := p.openIndex[q.ID]; !dup {
					p.openIndex[q.ID] = k
				}
			}
		}
		if k, ok := p.openIndex[prop.ID]; ok {
			i = k
		} else {
			p.openIndex[prop.ID] = len(p.openProps)
		}
	}
	if i < 0 {
		p.openProps = append(p.openProps, prop)
		return nil
	}
	// Repeated: the values are appended (Text values are joined when the
	// node is closed).
	p.warn(pos, "property %s repeated in one node: values merged", prop.ID)
	q := &p.openProps[i]
	q.Values = append(q.Values, prop.Values...)
	p.merged = true
	return nil
}

// value reads a bracketed value at p.pos and returns it raw. Inside, a
// backslash escapes the next byte, and in a double-byte charset the second
// byte of a character is never taken for ']' or '\'.
func (p *parser) value() string {
	d := p.data
	p.pos++
	start := p.pos
	if p.lead == nil {
		for p.pos < len(d) {
			switch d[p.pos] {
			case ']':
				p.pos++
				return p.s[start : p.pos-1]
			case '\\':
				p.pos += 2
			default:
				p.pos++
			}
		}
	} else {
		for p.pos < len(d) {
			c := d[p.pos]
			switch {
			case c == ']':
				p.pos++
				return p.s[start : p.pos-1]
			case c == '\\':
				p.pos += 2
			case c >= 0x80 && p.lead(c):
				p.pos += 2
			default:
				p.pos++
			}
		}
	}
	p.pos = len(d)
	p.warn(start, "a value runs to the end of the file")
	v := p.s[start:]
	if n := len(v) - len(strings.TrimRight(v, "\\")); n%2 == 1 {
		v += "\\" // an escape of nothing would escape the closing bracket
	}
	return v
}

// normaliseID returns the property identifier for raw letters: upper case as
// they are; otherwise only the capitals (FF[3] "AddBlack" is AB), or all the
// letters upper-cased when none is a capital.
func normaliseID(raw string) (id string, changed bool) {
	lower, upper := 0, 0
	for i := 0; i < len(raw); i++ {
		if raw[i] >= 'a' {
			lower++
		} else {
			upper++
		}
	}
	switch {
	case lower == 0:
		return raw, false
	case upper == 0:
		return strings.ToUpper(raw), true
	}
	b := make([]byte, 0, upper)
	for i := 0; i < len(raw); i++ {
		if raw[i] < 'a' {
			b = append(b, raw[i])
		}
	}
	return string(b), true
}
