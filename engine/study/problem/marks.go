package problem

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

// Convention is one way files mark right and wrong.
type Convention int

const (
	// CorrectWrong is a comment that begins with "Correct" or "Wrong" (or
	// "Correct answer", "Failure", "Mistake", 正解, 失败): Cho Chikun's
	// encyclopedia, Go Game Guru, the AGA problems.
	CorrectWrong Convention = iota
	// RightComment is "RIGHT" in capitals anywhere in a comment: goproblems'
	// and Sabaki's convention, where a leaf without it is wrong.
	RightComment
	// Annotations are the SGF move and position annotations: TE (tesuji) and
	// BM (bad move) on a move, GB and GW (good for Black, for White) at the
	// end of a line.
	Annotations
	// LifeAndDeath is a leaf's comment on the result: which group lives or
	// dies ("Black lives", "White is dead", 白死, "ko", "seki"), or a hedge
	// ("but Black can do better").
	LifeAndDeath
	// FirstVariation is the fallback of a file that marks no move: the first
	// variation at each node is the correct one.
	FirstVariation
	// WrongVariation is the non-standard WV[] of Cho Chikun's encyclopedia:
	// it stands on the learner's move that starts a wrong variation.
	WrongVariation
	numConventions
)

// String returns the convention in words, for the user.
func (c Convention) String() string {
	switch c {
	case CorrectWrong:
		return "Correct/Wrong comments"
	case RightComment:
		return "RIGHT in comments"
	case Annotations:
		return "TE/BM and GB/GW"
	case LifeAndDeath:
		return "comments that say lives or dies"
	case FirstVariation:
		return "first variation is correct"
	case WrongVariation:
		return "WV[] on wrong moves"
	}
	return "unknown convention"
}

// signals is what the marks of a tree (or of a file) said.
type signals struct {
	seen        [numConventions]bool
	rightMarked bool // a move-marking convention marked a line right
	wrongMarked bool // ... or wrong
}

// note records that convention c gave verdict v somewhere.
func (s *signals) note(c Convention, v Verdict) {
	s.seen[c] = true
	if c == LifeAndDeath || c == FirstVariation {
		return // leaves' words do not make the file's default
	}
	switch v {
	case Right:
		s.rightMarked = true
	case Wrong:
		s.wrongMarked = true
	}
}

func (s *signals) add(o signals) {
	for i, b := range o.seen {
		s.seen[i] = s.seen[i] || b
	}
	s.rightMarked = s.rightMarked || o.rightMarked
	s.wrongMarked = s.wrongMarked || o.wrongMarked
}

// movesMarked reports whether the file marks lines by a convention of its
// own, so that the first-variation fallback does not apply.
func (s signals) movesMarked() bool { return s.rightMarked || s.wrongMarked }

// conventions lists what was read, FirstVariation included when it judges
// the moves of a file that marked something else.
func (s signals) conventions() []Convention {
	var out []Convention
	for c := range numConventions {
		if s.seen[c] {
			out = append(out, c)
		}
	}
	if len(out) > 0 && !s.movesMarked() && !s.seen[FirstVariation] {
		out = append(out, FirstVariation)
	}
	return out
}

// mark sets the verdict of every node the file marks explicitly and returns
// what was read.
func (p *Problem) mark() signals {
	var s signals
	p.root.Walk(func(n *sgf.Node) bool {
		if n == p.root {
			return true
		}
		if v, c := p.read(n); v != Open {
			p.verdict[n] = v
			s.note(c, v)
		}
		return true
	})
	return s
}

// read returns the verdict node n carries by itself and the convention that
// says so; the strongest signal wins: the author's words (RIGHT, a leading
// Correct or Wrong), then WV, then the annotations, then at a leaf what the
// comment says of the result (a hedge such as "but Black can do better",
// then life and death).
func (p *Problem) read(n *sgf.Node) (Verdict, Convention) {
	leaf := len(n.Children()) == 0
	mover := p.mover(n)
	if mover == engine.Empty && !leaf {
		return Open, 0 // a comment between moves does not end the line
	}
	comment := n.Comment()
	if saysRight(comment) {
		return Right, RightComment
	}
	if v := leadingWord(comment); v != Open {
		return v, CorrectWrong
	}
	if n.Has("WV") {
		return Wrong, WrongVariation
	}
	if v := p.annotation(n, mover, leaf); v != Open {
		return v, Annotations
	}
	if leaf && hedged(comment) {
		return Wrong, LifeAndDeath
	}
	if leaf {
		if v := p.lifeAndDeath(comment); v != Open {
			return v, LifeAndDeath
		}
	}
	return Open, 0
}

// saysRight reports whether a comment holds the word RIGHT in capitals,
// anywhere ("...id=4852RIGHT" too), but not inside a longer word such as
// COPYRIGHT.
func saysRight(comment string) bool { return rightWord(comment) >= 0 }

// rightWord returns where the first word RIGHT of saysRight stands in s,
// or -1.
func rightWord(s string) int {
	for off := 0; ; {
		i := strings.Index(s[off:], "RIGHT")
		if i < 0 {
			return -1
		}
		i += off
		off = i + len("RIGHT")
		if (i == 0 || !isLetter(s[i-1])) && (off == len(s) || !isLetter(s[off])) {
			return i
		}
	}
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// annotation reads TE and BM on the learner's move anywhere and on the
// opponent's at a leaf (a tesuji by the opponent refutes), and GB and GW at
// a leaf.
func (p *Problem) annotation(n *sgf.Node, mover engine.Color, leaf bool) Verdict {
	good, bad := n.Has("TE"), n.Has("BM")
	if good != bad && (mover == p.toPlay || leaf && mover != engine.Empty) {
		if good == (mover == p.toPlay) {
			return Right
		}
		return Wrong
	}
	if !leaf {
		return Open
	}
	gb, gw := n.Has("GB"), n.Has("GW")
	if gb == gw {
		return Open
	}
	if gb == (p.toPlay == engine.Black) {
		return Right
	}
	return Wrong
}

// Words that open a comment and judge the line: the key word may follow a
// few words that do not change its sense ("Also correct", "This is wrong")
// and be followed by one that names what is judged ("Correct answer").
var (
	rightWords = wordSet("correct", "right", "solved", "success")
	wrongWords = wordSet("wrong", "incorrect", "failure", "failed", "fail", "fails", "mistake", "refuted")
	leadIn     = wordSet("also", "this", "that", "is", "it", "it's", "its", "i", "think", "still", "quite", "too")
	tailWords  = wordSet("answer", "move", "solution", "variation", "line", "diagram", "again", "too")
	rightCJK   = []string{"正解", "成功"}
	wrongCJK   = []string{"失败", "失敗", "不正解", "错误", "錯誤"}
)

func wordSet(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// leadingWord returns the verdict the first clause of a comment states:
// Right for "Correct." or "Correct answer", Wrong for "Wrong; advantageous
// ko." or 失败, Open for anything else.
func leadingWord(comment string) Verdict {
	clause := strings.TrimSpace(comment)
	if i := strings.IndexFunc(clause, endsClause); i >= 0 {
		clause = clause[:i]
	}
	for _, w := range wrongCJK { // 不正解 before 正解
		if strings.HasPrefix(clause, w) {
			return Wrong
		}
	}
	for _, w := range rightCJK {
		if strings.HasPrefix(clause, w) {
			return Right
		}
	}
	words := strings.Fields(strings.ToLower(strings.ReplaceAll(clause, "’", "'")))
	for len(words) > 0 && leadIn[words[0]] {
		words = words[1:]
	}
	if len(words) == 0 || len(words) > 2 || len(words) == 2 && !tailWords[words[1]] {
		return Open
	}
	switch {
	case rightWords[words[0]]:
		return Right
	case wrongWords[words[0]]:
		return Wrong
	}
	return Open
}

// endsClause reports whether r ends the first clause of a comment.
func endsClause(r rune) bool {
	return strings.ContainsRune(".,;:!?()\n，。；：！？、", r) || r == '|'
}

// Remark returns what a comment says besides the verdict it gives: without
// the word RIGHT in capitals and without a first clause that only judges
// ("Correct.", "Wrong;", "This is wrong:", 正解), so that a program which
// says the verdict in its own words does not say it twice ("Wrong. Wrong.
// White lives."). The rest is kept as written, its first letter a capital;
// a comment that is nothing but its verdict returns "".
func Remark(comment string) string {
	s := strings.TrimSpace(comment)
	for i := rightWord(s); i >= 0; i = rightWord(s) {
		s = strings.TrimSpace(strings.TrimSpace(s[:i]) + " " + strings.TrimSpace(s[i+len("RIGHT"):]))
	}
	s = strings.TrimLeftFunc(s, clauseMark)
	if leadingWord(s) != Open {
		clause := len(s)
		if i := strings.IndexFunc(s, endsClause); i >= 0 {
			clause = i
		}
		cut := clause
		// A CJK verdict may run on into the remark with no stop between
		// (正解白死): then only the verdict's own word goes.
		for _, w := range append(slices.Clone(wrongCJK), rightCJK...) {
			if strings.HasPrefix(s, w) && utf8.RuneCountInString(s[:clause])-utf8.RuneCountInString(w) > 1 {
				cut = len(w)
				break
			}
		}
		s = strings.TrimLeftFunc(s[cut:], clauseMark)
	}
	if s == "" {
		return ""
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// clauseMark reports whether r is a space or a mark that ends a clause: what
// is left at the start of a remark when its verdict is taken away.
func clauseMark(r rune) bool {
	return unicode.IsSpace(r) || endsClause(r) || r == '-' || r == '–' || r == '—'
}
