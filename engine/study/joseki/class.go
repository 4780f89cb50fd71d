package joseki

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Class is what a dictionary says of a move.
type Class uint8

// The classes. Unclassified is a move the dictionary holds and says nothing
// of; Good is a good variation that is not the main joseki.
const (
	Unclassified Class = iota
	Joseki
	Good
	Trick
	Mistake
)

var classNames = [...]string{"unclassified", "joseki", "good variation", "trick", "mistake"}

func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", uint8(c))
}

// ByRank returns the classes in the order of what they say of a move, the
// best word first: joseki, good variation, trick, mistake, and unclassified
// last, as it says nothing.
func ByRank() []Class { return []Class{Joseki, Good, Trick, Mistake, Unclassified} }

// Outranks reports whether c comes before d in ByRank's order. A move the
// dictionary offers from several places (two corners, or transpositions)
// is shown with its best word.
func (c Class) Outranks(d Class) bool { return c.rank() < d.rank() }

// rank is c's place in ByRank; a class of no known kind comes last with
// Unclassified.
func (c Class) rank() int {
	switch c {
	case Joseki:
		return 0
	case Good:
		return 1
	case Trick:
		return 2
	case Mistake:
		return 3
	}
	return 4
}

// Unsound reports whether c is a trick or a mistake: a move that fails
// against correct answers. A drill sends the learner back from one, and
// Reply never plays one.
func (c Class) Unsound() bool { return c == Trick || c == Mistake }

// strength orders the sources of a class: a stronger one overrides.
type strength uint8

const (
	fromNothing  strength = iota
	fromLine              // inherited along the line (down a single line, or up from its end)
	fromEnd               // the node's own end-of-line remark ("Joseki", "* GOOD VARIATION *")
	fromRemark            // a comment on the move's label ("'A' is correct") or number ("White 8 is a trick")
	fromProperty          // SGF annotations (TE, BM, DO, IT) and Pachi's tags
)

type verdict struct {
	class Class
	by    strength
}

// classifier works out the class of every node of a tree.
type classifier struct {
	w, h  int
	pachi bool // the tree uses Pachi's tags
	v     map[*sgf.Node]verdict
}

// set gives n class c unless a stronger source has spoken, or one as strong
// has: then the first word stands, except that a trick overrides (the
// parent's "'B' is possible" and the later "White 8 is a trick play" are
// both true).
func (k *classifier) set(n *sgf.Node, c Class, by strength) {
	if old := k.v[n]; by > old.by || by == old.by && c == Trick {
		k.v[n] = verdict{c, by}
	}
}

// classify reads every node under root and returns the class of each node
// that has one.
func classify(root *sgf.Node, w, h int) map[*sgf.Node]Class {
	k := &classifier{w: w, h: h, v: make(map[*sgf.Node]verdict)}
	root.Walk(func(n *sgf.Node) bool {
		k.pachi = k.pachi || pachiTags(n) != ""
		return !k.pachi
	})
	var ends []*sgf.Node
	root.Walk(func(n *sgf.Node) bool {
		k.read(n)
		if v, ok := k.v[n]; ok && v.by == fromEnd {
			ends = append(ends, n)
		}
		return true
	})
	// An end-of-line remark speaks for the line: its moves that nothing
	// else classifies take the class, up to the first that is classified.
	for _, n := range ends {
		c := k.v[n].class
		if c != Joseki && c != Good {
			continue
		}
		for m := n.Parent(); m != nil && m.Parent() != nil; m = m.Parent() {
			if _, ok := k.v[m]; ok {
				break
			}
			k.set(m, c, fromLine)
		}
	}
	// A joseki or good move's only continuation is one as well.
	root.Walk(func(n *sgf.Node) bool {
		if v, ok := k.v[n]; ok && (v.class == Joseki || v.class == Good) {
			if ch := n.Children(); len(ch) == 1 {
				k.set(ch[0], v.class, fromLine)
			}
		}
		return true
	})
	if k.pachi {
		k.pachiDefaults(root)
	}
	classes := make(map[*sgf.Node]Class, len(k.v))
	for n, v := range k.v {
		if v.class != Unclassified {
			classes[n] = v.class
		}
	}
	return classes
}

// read takes what node n says of itself and of other nodes.
func (k *classifier) read(n *sgf.Node) {
	switch {
	case n.Has("BM"), n.Has("DO"):
		k.set(n, Mistake, fromProperty)
	case n.Has("IT"):
		k.set(n, Trick, fromProperty)
	case n.Has("TE"):
		k.set(n, Good, fromProperty)
	}
	// Pachi's "don't play this" on the first move of a file (its 3-3
	// file's opening) is Pachi's choice of openings, not a verdict.
	if tags := pachiTags(n); tags != "" && n.MoveNumber() > 1 {
		if strings.Contains(tags, "<don't>") || strings.Contains(tags, "<bad>") || strings.Contains(tags, "<avoid>") {
			k.set(n, Mistake, fromProperty)
		}
	}
	_, body := heading(n.Text("C"))
	if body == "" {
		return
	}
	if c, ok := endRemark(body); ok {
		k.set(n, c, fromEnd)
	}
	labels := n.Labels(k.w, k.h)
	for _, r := range remarks(body) {
		switch {
		case r.label != "":
			if ch := k.labelled(n, labels, r.label); ch != nil {
				k.set(ch, k.judged(ch, r), fromRemark)
			}
		case r.number > 0:
			if m := numbered(n, r.color, r.number, k.w, k.h); m != nil {
				k.set(m, k.judged(m, r), fromRemark)
			}
		}
	}
}

// judged returns the class remark r gives move n. A result good or bad for
// one colour ("a bad result for White") is good for that colour's moves and
// bad for the other's.
func (k *classifier) judged(n *sgf.Node, r remark) Class {
	m, has, err := n.Move(k.w, k.h)
	if r.forColor == engine.Empty || !has || err != nil || m.Color == r.forColor {
		return r.class
	}
	switch r.class {
	case Good:
		return Mistake
	case Mistake:
		return Good
	}
	return Unclassified
}

// labelled returns the child of n whose move is at the point n labels with
// text, or nil. A label matches exactly, or else ignoring case.
func (k *classifier) labelled(n *sgf.Node, labels map[engine.Point]string, text string) *sgf.Node {
	var at engine.Point = -1
	for p, l := range labels {
		if l == text {
			at = p
			break
		}
		if strings.EqualFold(l, text) {
			at = p
		}
	}
	if at < 0 {
		return nil
	}
	for _, ch := range n.Children() {
		if m, has, err := ch.Move(k.w, k.h); has && err == nil && m.Point == at {
			return ch
		}
	}
	return nil
}

// numbered returns the move of colour c numbered num on n's line: n or an
// ancestor, or further down the main line; nil when there is none.
func numbered(n *sgf.Node, c engine.Color, num, w, h int) *sgf.Node {
	at := n.MoveNumber()
	m := n
	for m != nil && at > num {
		if m.Has("B") || m.Has("W") {
			at--
		}
		m = m.Parent()
	}
	for m != nil && (at < num || !(m.Has("B") || m.Has("W"))) {
		m = m.Next()
		if m != nil && (m.Has("B") || m.Has("W")) {
			at++
		}
	}
	if m == nil || at != num {
		return nil
	}
	if mv, _, err := m.Move(w, h); err != nil || mv.Color != c {
		return nil
	}
	return m
}

// pachiDefaults classifies what Pachi's files leave untagged: a move Pachi
// would play is joseki, or a good answer after a mistake on its line.
func (k *classifier) pachiDefaults(root *sgf.Node) {
	type item struct {
		n       *sgf.Node
		mistake bool // a mistake was played above n
	}
	stack := []item{{root, false}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n, mistake := it.n, it.mistake
		if n.Has("B") || n.Has("W") {
			c := Joseki
			if mistake {
				c = Good
			}
			k.set(n, c, fromLine)
		}
		mistake = mistake || k.v[n].class == Mistake
		for _, ch := range n.Children() {
			stack = append(stack, item{ch, mistake})
		}
	}
}

// pachiTags returns the tags of n's comment in Pachi's convention: its
// first line, when it holds one of the tags Pachi reads ("<don't>").
func pachiTags(n *sgf.Node) string {
	c := n.Text("C")
	if !strings.HasPrefix(c, "<") {
		return ""
	}
	line, _, _ := strings.Cut(c, "\n")
	for _, tag := range [...]string{"<don't>", "<bad>", "<avoid>", "<tenuki>", "<later>", "<3x3>"} {
		if strings.Contains(line, tag) {
			return line
		}
	}
	return ""
}

// name returns the dictionary's name of node n: N, else the heading of its
// comment (a line underlined with dashes, as Kogo writes), else the name of
// a Pachi override (name = "...").
func name(n *sgf.Node) string {
	if s := strings.TrimSpace(n.Text("N")); s != "" {
		return s
	}
	c := n.Text("C")
	if h, _ := heading(c); h != "" {
		return h
	}
	if m := pachiName.FindStringSubmatch(c); m != nil {
		return m[1]
	}
	return ""
}

var pachiName = regexp.MustCompile(`(?m)^name\s*=\s*"([^"]+)"`)

// heading splits a comment into a heading, a first line underlined with
// dashes or equal signs, and the rest; a comment without one is all body.
func heading(c string) (head, body string) {
	t := strings.TrimLeft(c, " \t\r\n")
	first, rest, ok := strings.Cut(t, "\n")
	if !ok {
		return "", c
	}
	under, after, _ := strings.Cut(rest, "\n")
	under = strings.TrimSpace(under)
	under = strings.TrimSuffix(under, "\\")
	if len(under) < 3 || strings.Trim(under, "-=") != "" {
		return "", c
	}
	return strings.TrimSpace(first), after
}

// A remark is a verdict a comment gives on a labelled move ('A' is correct)
// or a numbered one (White 8 is a trick).
type remark struct {
	label    string
	number   int
	color    engine.Color // of the numbered move
	class    Class
	forColor engine.Color // the colour the verdict speaks for, if it names one
}

var (
	// A label reference: 'a', 'B', 'a *', 'b*'.
	labelRef = regexp.MustCompile(`'([A-Za-z])\s*(\*?)'`)
	// A range of labels: 'a *' to 'c'.
	labelRange = regexp.MustCompile(`'([A-Za-z])\s*\*?'\s+to\s+'([A-Za-z])\s*\*?'`)
	// A numbered move: Black 5, White 12.
	numberRef = regexp.MustCompile(`\b(Black|White)\s+(\d{1,3})\b`)
	// The colour a result is good or bad for: "for White", "favors Black".
	forRef = regexp.MustCompile(`(?i)\b(?:for|favou?rs?|favou?ring)\s+(Black|White)\b`)
)

// remarks returns the verdicts of a comment on labelled and numbered moves.
// A comment is read sentence by sentence and clause by clause (commas): a
// clause's words give the verdict for the labels and numbers it names, a
// clause that names moves but says nothing takes the verdict of the clause
// before it ("continues with 'a *', 'b *' or 'c'"), a starred label is
// joseki whatever the words, moves named after "than" are compared, not
// judged, and a sentence that begins with a condition ("If", "When"...)
// speaks of another position and is skipped.
func remarks(body string) []remark {
	var out []remark
	for _, sentence := range sentences(body) {
		if conditional(sentence) {
			continue
		}
		prev := Unclassified
		for _, clause := range strings.Split(sentence, ",") {
			judged, _, _ := strings.Cut(clause, " than ")
			c, said := clauseClass(judged)
			if !said {
				c = prev
			}
			prev = c
			var forColor engine.Color
			if strings.Contains(judged, "hite") || strings.Contains(judged, "lack") {
				if m := forRef.FindStringSubmatch(judged); m != nil {
					forColor = colorNamed(m[1])
				}
			}
			for _, r := range labelsIn(judged) {
				switch {
				case r.star:
					out = append(out, remark{label: r.label, class: Joseki})
				case c != Unclassified:
					out = append(out, remark{label: r.label, class: c, forColor: forColor})
				}
			}
			if c == Unclassified || !strings.ContainsAny(judged, "0123456789") {
				continue
			}
			for _, m := range numberRef.FindAllStringSubmatch(judged, -1) {
				num, _ := strconv.Atoi(m[2])
				out = append(out, remark{number: num, color: colorNamed(m[1]), class: c, forColor: forColor})
			}
		}
	}
	return out
}

// colorNamed returns the colour "Black" or "White" names, in any case.
func colorNamed(s string) engine.Color {
	if strings.EqualFold(s, "white") {
		return engine.White
	}
	return engine.Black
}

type labelRefer struct {
	label string
	star  bool
}

// labelsIn returns the labels a clause names, ranges ('a' to 'c') spelt out.
func labelsIn(clause string) []labelRefer {
	if !strings.Contains(clause, "'") {
		return nil
	}
	var refs []labelRefer
	for _, m := range labelRange.FindAllStringSubmatch(clause, -1) {
		a, b := m[1][0], m[2][0]
		if b > a && b-a < 26 && unicode.IsUpper(rune(a)) == unicode.IsUpper(rune(b)) {
			for l := a + 1; l < b; l++ {
				refs = append(refs, labelRefer{label: string(l)})
			}
		}
	}
	for _, m := range labelRef.FindAllStringSubmatch(clause, -1) {
		refs = append(refs, labelRefer{label: m[1], star: m[2] != ""})
	}
	return refs
}

// sentences splits a comment at full stops, question and exclamation marks,
// semicolons, colons and blank lines.
func sentences(body string) []string {
	return strings.FieldsFunc(strings.ReplaceAll(body, "\n\n", "."), func(r rune) bool {
		return r == '.' || r == '!' || r == '?' || r == ';' || r == ':'
	})
}

func conditional(sentence string) bool {
	s := strings.ToLower(strings.TrimSpace(sentence))
	for _, w := range [...]string{"if ", "when ", "given ", "unless ", "without ", "in case ", "after "} {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// The words of a verdict, checked in this order: the first list with a
// match decides. Each is matched as whole words, in lower case.
var verdictWords = []struct {
	class Class
	words []string
}{
	{Unclassified, []string{"less bad", "not bad"}},
	{Mistake, []string{"not joseki", "isn't joseki", "tricked", "not recommended", "mistake", "mistakes",
		"wrong", "bad", "questionable", "inferior", "disadvantageous", "disadavantageous", "overplay",
		"doesn't work", "does not work", "don't work", "fails", "failure", "nonsense", "unreasonable",
		"dubious", "slack", "premature", "not good", "error", "neither", "nor", "impossible",
		"unfavorable", "unfavourable", "cannot afford", "can't afford", "doesn't help", "don't help"}},
	{Trick, []string{"trick", "tricks", "trickmove", "trickmoves"}},
	{Joseki, []string{"joseki", "correct", "is right", "are right", "usual", "ususal", "normal",
		"standard", "proper", "necessary", "best", "honte", "must"}},
	{Good, []string{"good", "possible", "playable", "ok", "okay", "better", "recommended",
		"reasonable", "fine", "continues with", "continue with", "continues at", "continue at",
		"continues locally", "also", "equal", "miai", "favorable", "favourable"}},
}

// clauseClass returns the verdict the words of a clause give, and whether
// they give one.
func clauseClass(clause string) (Class, bool) {
	words, names := clause, strings.Contains(clause, "'") && labelRef.MatchString(clause)
	if names {
		words = labelRef.ReplaceAllString(clause, " ")
	}
	s := " " + strings.Join(strings.FieldsFunc(strings.ToLower(words), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	}), " ") + " "
	for _, v := range verdictWords {
		for _, w := range v.words {
			if strings.Contains(s, " "+w+" ") {
				return v.class, v.class != Unclassified
			}
		}
	}
	// Alternatives and nothing else ("'A' or 'B'") are the continuations
	// the dictionary offers.
	if names && strings.Trim(strings.ReplaceAll(strings.ReplaceAll(s, " or ", " "), " and ", " "), " ") == "" {
		return Good, true
	}
	return Unclassified, false
}

// endRemark reads a node's own verdict on the line that leads to it: a
// short first sentence such as "Joseki", "* GOOD VARIATION *", "Trick
// play" or "Mistake", naming no other move.
func endRemark(body string) (Class, bool) {
	ss := sentences(body)
	if len(ss) == 0 {
		return Unclassified, false
	}
	s := strings.ToLower(strings.Trim(ss[0], " *-\t\r\n"))
	if len(strings.Fields(s)) > 4 || labelRef.MatchString(s) || numberRef.MatchString(ss[0]) {
		return Unclassified, false
	}
	s = " " + strings.Join(strings.Fields(s), " ") + " "
	switch {
	case strings.Contains(s, " not joseki "), strings.Contains(s, " mistake "):
		return Mistake, true
	case strings.Contains(s, " trick"):
		if strings.Contains(s, " tricked ") || strings.Contains(s, " refusal ") {
			return Unclassified, false
		}
		return Trick, true
	case strings.Contains(s, " joseki "):
		return Joseki, true
	case strings.Contains(s, " good variation "):
		return Good, true
	}
	return Unclassified, false
}
