package joseki

import (
	"fmt"
	"regexp"
	"slices"
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
	src   *sgf.Node // the node whose words gave the verdict
	said  string    // those words: the sentence, annotation or tag
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
func (k *classifier) set(n *sgf.Node, v verdict) {
	if old := k.v[n]; v.by > old.by || v.by == old.by && v.class == Trick {
		k.v[n] = v
	}
}

// classify reads every node under root and returns the class of each node
// that has one.
func classify(root *sgf.Node, w, h int, home Corner) map[*sgf.Node]Class {
	vs := verdicts(root, w, h, home)
	classes := make(map[*sgf.Node]Class, len(vs))
	for n, v := range vs {
		if v.class != Unclassified {
			classes[n] = v.class
		}
	}
	return classes
}

// verdicts reads every node under root and returns what is said of each
// node, and where: the audit of the classes prints the words beside them.
func verdicts(root *sgf.Node, w, h int, home Corner) map[*sgf.Node]verdict {
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
	k.upLines(ends, false)
	// A joseki or good move's only continuation is one as well, except a
	// stone in the opposite quarter, the dictionary's tenuki, which is
	// passed over; and a stone by the far sides of the board, where a
	// whole game goes on (Kogo's file holds a few), ends the line. An
	// end-of-line remark ("End of joseki") speaks of the moves before it,
	// not after.
	root.Walk(func(n *sgf.Node) bool {
		v, ok := k.v[n]
		if !ok || v.by == fromEnd || v.class != Joseki && v.class != Good {
			return true
		}
		ch := n.Children()
		for len(ch) == 1 {
			if m, has, err := ch[0].Move(w, h); has && err == nil {
				if opposite(home, m.Point, w, h) {
					ch = ch[0].Children() // passed over, unclassified
					continue
				}
				if farSide(home, m.Point, w, h) {
					break // a game goes on across the board
				}
			}
			k.set(ch[0], verdict{v.class, fromLine, v.src, v.said})
			break
		}
		return true
	})
	// Above the moves classified joseki or good, the line still leads to
	// its end: the moves nothing classifies up to the corner's first move
	// take its class, the best of the lines through them. So a corner's
	// first move (the 3-3, 3-4 and 4-4 points) is joseki when a joseki
	// starts with it.
	k.upLines(ends, true)
	if k.pachi {
		k.pachiDefaults(root)
	}
	return k.v
}

// upLines gives the moves above each end-of-line remark of joseki or a
// good variation ("Joseki", "* GOOD VARIATION *") its class, up to the
// first classified move, or with past true, past the moves classified
// joseki or good and up to a trick or mistake, to the corner's first move;
// then a move several lines pass through takes the best of their classes.
func (k *classifier) upLines(ends []*sgf.Node, past bool) {
	filled := make(map[*sgf.Node]bool) // the moves given a class past others
	for _, n := range ends {
		v := k.v[n]
		if v.class != Joseki && v.class != Good {
			continue
		}
		v.by = fromLine
		for m := n.Parent(); m != nil && m.Parent() != nil; m = m.Parent() {
			old, ok := k.v[m]
			if ok && (!past || old.class.Unsound()) {
				break
			}
			switch {
			case !past:
				k.set(m, v)
			case !ok, filled[m] && v.class.Outranks(old.class):
				k.v[m], filled[m] = v, true
			}
		}
	}
}

// read takes what node n says of itself and of other nodes.
func (k *classifier) read(n *sgf.Node) {
	switch {
	case n.Has("BM"), n.Has("DO"):
		k.set(n, verdict{Mistake, fromProperty, n, "BM/DO"})
	case n.Has("IT"):
		k.set(n, verdict{Trick, fromProperty, n, "IT"})
	case n.Has("TE"):
		k.set(n, verdict{Good, fromProperty, n, "TE"})
	}
	// Pachi's "don't play this" on the first move of a file (its 3-3
	// file's opening) is Pachi's choice of openings, not a verdict.
	if tags := pachiTags(n); tags != "" && n.MoveNumber() > 1 {
		if strings.Contains(tags, "<don't>") || strings.Contains(tags, "<bad>") || strings.Contains(tags, "<avoid>") {
			k.set(n, verdict{Mistake, fromProperty, n, tags})
		}
	}
	_, body := heading(n.Text("C"))
	if body == "" {
		return
	}
	if c, said, ok := endRemark(body); ok {
		k.set(n, verdict{c, fromEnd, n, said})
	}
	labels := n.Labels(k.w, k.h)
	for _, r := range remarks(body) {
		switch {
		case r.label != "":
			if ch := k.labelled(n, labels, r.label); ch != nil {
				k.set(ch, verdict{k.judged(ch, r), fromRemark, n, r.said})
			}
		case r.number > 0:
			if m := numbered(n, r.color, r.number, k.w, k.h); m != nil {
				k.set(m, verdict{k.judged(m, r), fromRemark, n, r.said})
			}
		}
	}
}

// judged returns the class remark r gives move n. A result good or bad for
// one colour ("a bad result for White") is good for that colour's moves and
// bad for the other's; one colour's aim ("miai for White to make sabaki")
// does not judge the other's moves.
func (k *classifier) judged(n *sgf.Node, r remark) Class {
	m, has, err := n.Move(k.w, k.h)
	if r.forColor == engine.Empty || !has || err != nil || m.Color == r.forColor {
		return r.class
	}
	if r.purpose {
		return Unclassified
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
			k.set(n, verdict{c, fromLine, n, "Pachi: untagged"})
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
	purpose  bool         // forColor's aim, which speaks of forColor's moves only
	said     string       // the sentence it is read from
}

var (
	// A label reference: 'a', 'B', 'a *', 'b*'.
	labelRef = regexp.MustCompile(`'([A-Za-z])\s*(\*?)'`)
	// A range of labels: 'a *' to 'c'.
	labelRange = regexp.MustCompile(`'([A-Za-z])\s*\*?'\s+to\s+'([A-Za-z])\s*\*?'`)
	// A numbered move: Black 5, White 12.
	numberRef = regexp.MustCompile(`\b(Black|White)\s+(\d{1,3})\b`)
	// A numbered move as the subject of a clause: "White 8 is a trick",
	// "and Black 9 is possible".
	subjectRef = regexp.MustCompile(`^\s*(?:(?:and|but|so|then|also|here|now)\s+)?(Black|White)\s+(\d{1,3})\b`)
	// The colour a result is good or bad for: "for White", "favors Black",
	// "gives White a reasonable position", "good for W".
	forRef = regexp.MustCompile(`(?i)\b(?:for|favou?rs?|favou?ring|gives?)\s+(Black|White|B|W)\b`)
)

// remarks returns the verdicts of a comment on labelled and numbered moves.
// A comment is read sentence by sentence and clause by clause (commas): a
// clause's words give the verdict for the labels and numbers it names; a
// starred label is joseki whatever the words; moves named after "than" are
// compared, not judged; a numbered move is judged only as the subject of
// its clause ("White 8 is a trick", not "Black connects to Black 3"); and a
// sentence that begins with a condition ("If", "When"...) speaks of another
// position and is skipped. A clause that only lists labels ("'b'", "'m' or
// 'n'") is part of a list: it takes the verdict of the words that end the
// list ("'g', 'h' and 'i' are inferior"), else of the clause before it
// ("range from 'a *', 'b *' or 'n'"), and alone it offers its moves as good
// ("'A' or 'B'"). A clause that goes on with "or" ("or the devious 'b'")
// takes the verdict before it; one with words that judge nothing ("'B'
// gives less influence") gives none.
func remarks(body string) []remark {
	var out []remark
	for _, sentence := range sentences(body) {
		if conditional(sentence) {
			continue
		}
		said := strings.Join(strings.Fields(sentence), " ")
		var clauses []clause
		for _, text := range strings.Split(sentence, ",") {
			clauses = append(clauses, readClause(text))
		}
		prev := Unclassified
		from := len(out) // the remarks of the clause before
		for i, cl := range clauses {
			switch {
			case cl.list:
				c, ended := Unclassified, true
				for _, next := range clauses[i+1:] {
					if !next.list {
						c, ended = next.class, false
						cl.forColor, cl.purpose = next.forColor, next.purpose
						break
					}
				}
				switch {
				case !ended:
				case i > 0 && clauses[i-1].labelsLast:
					c = prev // "continues with 'a *', 'b *' or 'c'"
				default:
					c = Good // "'A' is usual, 'B' or 'C'"
				}
				cl.class = c
			case cl.spoken:
				// "'B' is possible with the ladder, but not recommended",
				// "'a' or 'b', neither favorable": the last word on the
				// moves before stands.
				if cl.but && len(cl.labels) == 0 && len(cl.numbers) == 0 {
					for k := from; k < len(out); k++ {
						if out[k].class != Joseki || !strings.Contains(out[k].said, "*") {
							out[k].class, out[k].forColor = cl.class, cl.forColor
						}
					}
				}
			case cl.goesOn:
				cl.class = prev
			}
			c := cl.class
			prev = c
			from = len(out)
			for _, r := range cl.labels {
				switch {
				case r.star:
					out = append(out, remark{label: r.label, class: Joseki, said: said})
				case c != Unclassified:
					out = append(out, remark{label: r.label, class: c, forColor: cl.forColor, purpose: cl.purpose, said: said})
				}
			}
			if c == Unclassified {
				continue
			}
			for _, m := range cl.numbers {
				num, _ := strconv.Atoi(m[2])
				out = append(out, remark{number: num, color: colorNamed(m[1]), class: c, forColor: cl.forColor, purpose: cl.purpose, said: said})
			}
		}
	}
	return out
}

// clause is one clause of a sentence, as remarks reads it.
type clause struct {
	class      Class        // the verdict of its words
	spoken     bool         // its words give a verdict
	list       bool         // it names labels and says nothing else ("'a', 'b' or 'c'")
	goesOn     bool         // it goes on from the clause before ("or the devious 'b'")
	but        bool         // it begins with "but"
	labelsLast bool         // it ends with a label: a list may go on from it
	labels     []labelRefer // the labels it judges
	numbers    [][]string   // the numbered moves it judges (numberRef's matches)
	forColor   engine.Color // the colour its verdict speaks for, if it names one
	purpose    bool         // forColor names whose aim it is ("for White to make sabaki"), not whose result
}

// listWords are the words a list of labels may hold and still say nothing
// of its own: "'a', 'b' or 'c'", "play 'b'".
var listWords = []string{"or", "and", "play", "plays", "at", "on", "with", "then", "to", "through", "the", "black", "white"}

// readClause reads one clause of a sentence.
func readClause(text string) clause {
	// Moves named after "than" are compared, not judged; words after "if",
	// "after" or "when" are a condition ("'A' after Black 7 was wrong").
	// ("a good result after 'A'" names the move the result follows).
	judged := text
	for _, w := range [...]string{" than ", " if ", " after ", " when ", " unless "} {
		if before, after, ok := strings.Cut(judged, w); ok && (w == " than " || !strings.HasPrefix(after, "'")) {
			judged = before
		}
	}
	var cl clause
	cl.class, cl.spoken = clauseClass(judged)
	cl.labels = labelsIn(judged)
	if at := labelRef.FindAllStringIndex(judged, -1); len(at) > 0 {
		cl.labelsLast = strings.TrimFunc(judged[at[len(at)-1][1]:], func(r rune) bool { return !unicode.IsLetter(r) }) == ""
	}
	rest := labelRef.ReplaceAllString(judged, " ")
	words := strings.Fields(strings.ToLower(rest))
	cl.list = len(cl.labels) > 0 && !slices.ContainsFunc(words, func(w string) bool { return !slices.Contains(listWords, w) })
	if len(words) > 0 {
		switch words[0] {
		case "or", "possibly", "perhaps", "maybe":
			cl.goesOn = true
		case "but", "neither", "though", "although", "yet":
			cl.but = true
		}
	}
	if strings.Contains(judged, "hite") || strings.Contains(judged, "lack") || strings.Contains(judged, " W") || strings.Contains(judged, " B") {
		// "For White to make sabaki" is a purpose: it speaks of White's
		// moves only.
		if at := forRef.FindStringSubmatchIndex(judged); at != nil {
			cl.forColor = colorNamed(judged[at[2]:at[3]])
			cl.purpose = strings.HasPrefix(judged[at[1]:], " to ")
		}
		if m := subjectRef.FindStringSubmatch(judged); m != nil {
			cl.numbers = append(cl.numbers, m)
		}
	}
	return cl
}

// colorNamed returns the colour "Black" or "White" (or "B" or "W") names,
// in any case.
func colorNamed(s string) engine.Color {
	if strings.EqualFold(s, "white") || strings.EqualFold(s, "w") {
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
	{Mistake, []string{"fails to", "fail to", "failed to", "must not", "mustn't", "should not", "shouldn't"}},
	// A move that punishes another's mistake is the good answer to it; one
	// that needs a ladder is good with it, not joseki.
	{Good, []string{"punishes", "punish", "refutes", "refutation", "must have", "needs"}},
	{Mistake, []string{"not joseki", "isn't joseki", "tricked", "not recommended", "mistake", "mistakes",
		"not ecommended", "wrong", "bad", "questionable", "inferior", "disadvantageous", "disadavantageous", "overplay",
		"doesn't work", "does not work", "don't work", "fail", "fails", "failure", "nonsense", "unreasonable",
		"dubious", "slack", "premature", "not good", "error", "neither", "nor", "impossible",
		"unfavorable", "unfavourable", "less favorable", "less favourable", "cannot afford", "can't afford",
		"doesn't help", "don't help", "vulgar", "overconcentrated", "overconcentration", "overconcentrating"}},
	{Trick, []string{"trick", "tricks", "trickmove", "trickmoves"}},
	{Joseki, []string{"joseki", "correct", "is right", "are right", "usual", "ususal", "normal",
		"standard", "proper", "necessary", "best", "honte", "must"}},
	{Good, []string{"good", "possible", "possibly", "playable", "ok", "okay", "better", "recommended",
		"reasonable", "fine", "continues with", "continue with", "continues at", "continue at",
		"continues locally", "also", "equal", "miai", "favorable", "favourable", "may try", "can try"}},
}

// negations are the words that turn the verdict of a word after them
// round: "not generally favorable", "doesn't try the trick".
var negations = []string{"not", "no", "never", "nor", "isn't", "aren't", "doesn't", "don't", "didn't", "cannot", "can't", "won't"}

// clauseClass returns the verdict the words of a clause give, and whether
// they give one. A word of praise or of a trick after a negation, up to
// four words before it ("don't give White a good result"), does not
// praise: a praise denied is a mistake, a trick denied says nothing.
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
			at := strings.Index(s, " "+w+" ")
			if at < 0 {
				continue
			}
			if v.class == Good || v.class == Joseki || v.class == Trick {
				before := strings.Fields(s[:at])
				if slices.ContainsFunc(before[max(0, len(before)-4):], func(b string) bool { return slices.Contains(negations, b) }) {
					if v.class == Trick {
						return Unclassified, false
					}
					return Mistake, true
				}
			}
			return v.class, v.class != Unclassified
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
func endRemark(body string) (Class, string, bool) {
	ss := sentences(body)
	if len(ss) == 0 {
		return Unclassified, "", false
	}
	s := strings.ToLower(strings.Trim(ss[0], " *-\t\r\n"))
	if len(strings.Fields(s)) > 4 || labelRef.MatchString(s) || numberRef.MatchString(ss[0]) {
		return Unclassified, "", false
	}
	said := strings.TrimSpace(ss[0])
	s = " " + strings.Join(strings.Fields(s), " ") + " "
	switch {
	case strings.Contains(s, " not joseki "), strings.Contains(s, " mistake "):
		return Mistake, said, true
	case strings.Contains(s, " trick"):
		if strings.Contains(s, " tricked ") || strings.Contains(s, " refusal ") {
			return Unclassified, "", false
		}
		return Trick, said, true
	case strings.Contains(s, " joseki "):
		return Joseki, said, true
	case strings.Contains(s, " good variation "):
		return Good, said, true
	}
	return Unclassified, "", false
}
