package ui

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/torreya/torreya/engine/sgf"
)

// annotation is one SGF annotation: a judgement of a move (TE, BM, DO, IT)
// or of a position (GB, GW, DM, UC, HO). The judgements of a group exclude
// each other.
type annotation struct {
	id    string
	value string // "1" normal, "2" emphasised; "" for the value-less DO and IT
	sign  string // as written beside a move: "!", "?!"
	move  bool   // of a move, not a position
}

// annotations lists them in the order of the Annotate menu.
var annotations = []annotation{
	{"TE", "1", "!", true}, {"TE", "2", "!!", true}, {"BM", "1", "?", true}, {"BM", "2", "??", true},
	{"IT", "", "!?", true}, {"DO", "", "?!", true},
	{"GB", "1", "", false}, {"GW", "1", "", false}, {"DM", "1", "=", false}, {"UC", "1", "∞", false}, {"HO", "1", "", false},
}

// group returns the properties that exclude id.
func annotationGroup(id string) []string {
	switch id {
	case "TE", "BM", "IT", "DO":
		return []string{"TE", "BM", "IT", "DO"}
	case "GB", "GW", "DM", "UC":
		return []string{"GB", "GW", "DM", "UC"}
	}
	return []string{id}
}

// words names an annotation.
func (a annotation) words() string {
	switch a.id + a.value {
	case "TE1":
		return lang.L("Good move")
	case "TE2":
		return lang.L("Very good move")
	case "BM1":
		return lang.L("Bad move")
	case "BM2":
		return lang.L("Very bad move")
	case "IT":
		return lang.L("Interesting move")
	case "DO":
		return lang.L("Doubtful move")
	case "GB1":
		return lang.L("Good for Black")
	case "GW1":
		return lang.L("Good for White")
	case "DM1":
		return lang.L("Even position")
	case "UC1":
		return lang.L("Unclear position")
	}
	return lang.L("Hotspot")
}

// label is the annotation's menu label: its words and its sign.
func (a annotation) label() string {
	if a.sign == "" {
		return a.words()
	}
	return a.words() + " (" + a.sign + ")"
}

// has reports whether node n carries a.
func (a annotation) has(n *sgf.Node) bool {
	if !n.Has(a.id) {
		return false
	}
	v := strings.TrimSpace(n.Value(a.id))
	switch a.value {
	case "":
		return true
	case "2":
		return v == "2"
	}
	return v != "2"
}

// annotationText puts the annotations of n in words, with their signs:
// "Good move (!) · Unclear position (∞)".
func annotationText(n *sgf.Node) string {
	var parts []string
	for _, a := range annotations {
		if a.has(n) {
			parts = append(parts, a.label())
		}
	}
	return strings.Join(parts, " · ")
}

// annotate puts annotation id (with value) on the current node, replacing
// the others of its group, or takes it away when it is there already.
func (c *Controller) annotate(id, value string) {
	a := annotation{id: id, value: value}
	n := c.rec.tree.Current()
	on := !a.has(n)
	err := c.rec.edit(func(t *sgf.Tree) error {
		for _, other := range annotationGroup(id) {
			if n.Has(other) {
				if err := t.SetProperty(n, other); err != nil {
					return err
				}
			}
		}
		if !on {
			return nil
		}
		if value == "" {
			return t.SetProperty(n, id, "")
		}
		return t.SetProperty(n, id, value)
	})
	if err != nil {
		c.setStatus(err.Error())
		return
	}
	c.edited()
	if on {
		for _, x := range annotations {
			if x.id == id && x.value == value {
				c.setStatus(x.label())
			}
		}
	} else {
		c.setStatus(lang.L("Annotation taken away."))
	}
}
