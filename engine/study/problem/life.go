package problem

import (
	"sort"
	"strings"
	"unicode"

	"github.com/torreya/torreya/engine"
)

// What a leaf's comment can say of life and death, word by word. English
// words match whole words (case aside); the Chinese and Japanese ones match
// anywhere, as those scripts put no spaces between words.
type word uint8

const (
	none     word = iota
	black         // a colour names the group or player the sentence is about
	white         //
	lives         // the group named lives
	wins          // the player named wins (as lives, but names no goal)
	dies          // the group named dies, or its player fails
	kills         // the player named before kills; the group named after dies
	negation      // reverses what follows it in the sentence
	ko            // the line ends in a ko
	seki          // the line ends in seki
)

var englishWords = map[string]word{
	"black": black, "black's": black, "white": white, "white's": white,
	"live": lives, "lives": lives, "lived": lives, "alive": lives, "living": lives,
	"safe": lives, "ok": wins, "okay": wins, "wins": wins, "win": wins, "won": wins,
	"dead": dies, "die": dies, "dies": dies, "died": dies, "death": dies,
	"captured": dies, "lose": dies, "loses": dies, "lost": dies, "fails": dies,
	"kill": kills, "kills": kills, "killed": kills, "killing": kills,
	"not": negation, "can't": negation, "cannot": negation, "isn't": negation,
	"doesn't": negation, "won't": negation, "never": negation,
	"ko": ko, "kos": ko, "seki": seki,
}

// The CJK words, longest first where one holds another (失败 before 败).
var cjkWords = []struct {
	text string
	w    word
}{
	{"双活", seki}, {"雙活", seki}, {"セキ", seki},
	{"劫", ko}, {"コウ", ko},
	{"失败", dies}, {"失敗", dies}, {"不行", dies}, {"死", dies}, {"败", dies},
	{"活", lives}, {"生き", lives}, {"胜", wins}, {"勝", wins},
	{"杀", kills}, {"殺", kills},
	{"黑", black}, {"黒", black}, {"白", white},
	{"不", negation}, {"没", negation},
}

// Phrases that say a line works but is not the answer: a hedge is wrong.
var hedges = []string{
	"can do better", "do even better", "not the best", "isn't the best",
	"second best", "better way", "there is a better", "could have gotten more",
	"but this is not", "not the correct",
}

// hedged reports whether a comment says its line is not the best.
func hedged(comment string) bool {
	c := strings.ToLower(strings.ReplaceAll(comment, "’", "'"))
	for _, h := range hedges {
		if strings.Contains(c, h) {
			return true
		}
	}
	return false
}

// A goal is what the problem asks for, read from the root's comment: it
// decides what a leaf that only says "ko" or "seki" means.
type goal uint8

const (
	anyGoal  goal = iota
	liveGoal      // "Black to play and live": seki is life
	killGoal      // "White to play and kill": seki is failure
	koGoal        // "Black to play and get a ko": a ko is the answer
)

// Phrases of a root comment that ask for a ko ("Black to play and get a
// ko"); a ko merely named ("you have no ko threats") asks for nothing.
var koGoals = []string{"get a ko", "make a ko", "makes a ko", "make ko", "and ko", "for a ko", "劫", "コウ"}

// goalOf reads the goal from a root comment ("Black to play and live").
func goalOf(comment string) goal {
	lower := strings.ToLower(comment)
	for _, k := range koGoals {
		if strings.Contains(lower, k) {
			return koGoal // before "live": "get a ko" also names life or death
		}
	}
	var g goal
	for _, sentence := range sentences(comment) {
		for _, t := range tokens(sentence) {
			switch t.w {
			case lives, seki:
				g = cmpGoal(g, liveGoal)
			case kills, dies:
				g = cmpGoal(g, killGoal)
			}
		}
	}
	return g
}

func cmpGoal(old, g goal) goal {
	if old == anyGoal {
		return g
	}
	return old
}

// lifeAndDeath reads what a leaf's comment says of life and death, relative
// to the learner: Right when the learner's group lives or the opponent's
// dies ("White is dead" when Black plays), Wrong the other way round. A ko
// is right only when the problem asks for one, and wrong otherwise, as
// problem books count a ko short of unconditional life or death; seki is
// life (right when the problem asks to live, wrong when it asks to kill).
// Sentences that disagree, or say nothing of the kind, give Open.
func (p *Problem) lifeAndDeath(comment string) Verdict {
	var good, bad, sawKo, sawSeki bool
	for _, sentence := range sentences(comment) {
		c, ok, k, s := judgeSentence(tokens(sentence))
		sawKo, sawSeki = sawKo || k, sawSeki || s
		if ok {
			good = good || c == p.toPlay
			bad = bad || c != p.toPlay
		}
	}
	switch {
	case good && bad:
		return Open
	case good:
		return Right
	case bad:
		return Wrong
	case sawKo:
		if p.goal == koGoal {
			return Right
		}
		return Wrong
	case sawSeki && p.goal == liveGoal:
		return Right
	case sawSeki && p.goal == killGoal:
		return Wrong
	}
	return Open
}

// judgeSentence returns the colour a sentence says succeeds ("White is
// dead": Black), and whether it says one; and whether it names ko or seki.
func judgeSentence(ts []token) (winner engine.Color, ok, sawKo, sawSeki bool) {
	var subject, object engine.Color // the colours next before and after the verb
	var verb word
	negated := false
	for _, t := range ts {
		switch t.w {
		case black, white:
			c := engine.Black
			if t.w == white {
				c = engine.White
			}
			if verb == none {
				subject = c // the last colour before the verb
			} else if object == engine.Empty {
				object = c
			}
		case negation:
			if verb == none {
				negated = !negated
			}
		case lives, wins, dies, kills:
			if verb == none {
				verb = t.w
			}
		case ko:
			sawKo = true
		case seki:
			sawSeki = true
		}
	}
	switch {
	case verb == kills && object != engine.Empty: // "kills White", "Black kills White"
		winner = object.Opponent()
	case verb == kills && subject != engine.Empty: // "Black kills"
		winner = subject
	case (verb == lives || verb == wins) && subject != engine.Empty: // "White lives in seki"
		winner = subject
	case verb == dies && subject != engine.Empty: // "Black is dead", 白死
		winner = subject.Opponent()
	default:
		return engine.Empty, false, sawKo, sawSeki
	}
	if negated {
		winner = winner.Opponent()
	}
	return winner, true, sawKo, sawSeki
}

// sentences splits a comment where a sentence or clause ends.
func sentences(comment string) []string {
	return strings.FieldsFunc(comment, func(r rune) bool {
		return strings.ContainsRune(".!?;\n|，。；！？", r)
	})
}

type token struct {
	at int
	w  word
}

// tokens returns the words of a sentence that matter, in order.
func tokens(sentence string) []token {
	var ts []token
	lower := strings.ToLower(strings.ReplaceAll(sentence, "’", "'"))
	start := -1
	flush := func(end int) {
		if start >= 0 {
			if w, ok := englishWords[lower[start:end]]; ok {
				ts = append(ts, token{start, w})
			}
			start = -1
		}
	}
	for i, r := range lower {
		if r < unicode.MaxASCII && (unicode.IsLetter(r) || r == '\'') {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(lower))
	taken := make([]bool, len(lower)) // CJK bytes a longer word already holds
	for _, cw := range cjkWords {
		for off := 0; ; {
			i := strings.Index(lower[off:], cw.text)
			if i < 0 {
				break
			}
			i += off
			if !taken[i] {
				ts = append(ts, token{i, cw.w})
				for j := i; j < i+len(cw.text); j++ {
					taken[j] = true
				}
			}
			off = i + len(cw.text)
		}
	}
	sort.Slice(ts, func(a, b int) bool { return ts[a].at < ts[b].at })
	return ts
}
