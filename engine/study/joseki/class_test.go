package joseki

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

func TestRemarksOnLabels(t *testing.T) {
	tests := []struct {
		comment string
		want    map[string]Class
	}{
		{"'A' is correct, 'B' is a mistake.", map[string]Class{"A": Joseki, "B": Mistake}},
		{"White continues with 'a *', 'b *' or 'c'. White 'd' is not recommended.",
			map[string]Class{"a": Joseki, "b": Joseki, "c": Good, "d": Mistake}},
		{"Black continues with 'a *' to 'c'.", map[string]Class{"a": Joseki, "b": Good, "c": Good}},
		{"'A *' is joseki, 'B' is a trick play.", map[string]Class{"A": Joseki, "B": Trick}},
		{"'A' is correct, 'B' is getting tricked.", map[string]Class{"A": Joseki, "B": Mistake}},
		{"'A' is better than 'B'.", map[string]Class{"A": Good}},
		{"Neither 'A' nor 'B' works.", map[string]Class{"A": Mistake, "B": Mistake}},
		{"'A' or 'B'.", map[string]Class{"A": Good, "B": Good}},
		{"'a' and 'b' are miai.", map[string]Class{"a": Good, "b": Good}},
		{"'A' is usual, 'B' is possible.", map[string]Class{"A": Joseki, "B": Good}},
		// A condition speaks of another position.
		{"If there is already a Black stone on the marked position, 'b' is wrong, and White must play 'a'.", map[string]Class{}},
		// Words that judge nothing.
		{"'A' aims at the corner, 'B' makes a position on the top side.", map[string]Class{}},
		{"White must choose between two evils: 'A' goes out, 'B' takes the corner.", map[string]Class{}},
		{"Black 'g' shows Black playing elsewhere.", map[string]Class{}},
		{"'A' is less bad than 'B'.", map[string]Class{}},
		// A list takes the words that end it, or goes on from the clause
		// whose labels it follows; a move said to do something no verdict
		// word names is not judged.
		{"Black joseki responses range from 'a *', 'b *', 'm' or 'n'.",
			map[string]Class{"a": Joseki, "b": Joseki, "m": Joseki, "n": Joseki}},
		{"'g', 'h' and 'i' are inferior.", map[string]Class{"g": Mistake, "h": Mistake, "i": Mistake}},
		{"'C', is a big mistake.", map[string]Class{"C": Mistake}},
		{"'A' is usual, 'B' or 'C'.", map[string]Class{"A": Joseki, "B": Good, "C": Good}},
		{"'A' is correct, 'B' gives less influence.", map[string]Class{"A": Joseki}},
		{"White can choose between three disasters 'A', 'B' or 'C'.", map[string]Class{}},
		// Praise denied, and the last word of a sentence on its moves.
		{"'f' is not generally favorable for Black, nor joseki.", map[string]Class{"f": Mistake}},
		{"'A' or 'B' don't give White a good result.", map[string]Class{"A": Mistake, "B": Mistake}},
		{"White must not hane at 'd'.", map[string]Class{"d": Mistake}},
		{"'B' is possible with the ladder, but not recommended.", map[string]Class{"B": Mistake}},
		{"White may try 'a' or 'b', neither favorable.", map[string]Class{"a": Mistake, "b": Mistake}},
		{"'A' punishes the White overplay, 'B' and 'C' fail to do so.", map[string]Class{"A": Good, "B": Mistake, "C": Mistake}},
		// A condition after the move is not a verdict on it.
		{"'A' after Black 7 was wrong, 'B' if White 8 was an overplay.", map[string]Class{"A": Good, "B": Good}},
	}
	for _, tt := range tests {
		got := map[string]Class{}
		for _, r := range remarks(tt.comment) {
			if r.label != "" {
				got[r.label] = r.class
			}
		}
		if !maps.Equal(got, tt.want) {
			t.Errorf("%q:\n got %v\nwant %v", tt.comment, got, tt.want)
		}
	}
}

// TestNumberedMovesAsObjects: a numbered move is judged as the subject of
// its clause only; Kogo's "Black connects to Black 3" after "White doesn't
// try the trick play" judges neither Black 3 nor anything else a trick.
func TestNumberedMovesAsObjects(t *testing.T) {
	got := remarks("Black is worse off than in the result of the main variation, where White doesn't try the trick play move of 18 and Black connects to Black 3 with a stone at the marked location.")
	if len(got) != 0 {
		t.Errorf("remarks %+v, want none", got)
	}
}

func TestRemarksOnNumberedMoves(t *testing.T) {
	got := remarks("Black 3 is mild. White 8 is a trick play, and Black 9 is possible.")
	want := []remark{
		{number: 8, color: engine.White, class: Trick},
		{number: 9, color: engine.Black, class: Good},
	}
	if len(got) != len(want) {
		t.Fatalf("remarks %+v, want %+v", got, want)
	}
	for i := range want {
		got[i].said = "" // the sentence is for the audit
		if got[i] != want[i] {
			t.Errorf("remark %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// classes reads a tree and returns the class of the node each path of
// moves leads to (SGF points joined by spaces, first child that has each).
func classes(t *testing.T, tree string, paths ...string) []Class {
	t.Helper()
	d := readTree(t, tree)
	var out []Class
	for _, p := range paths {
		out = append(out, d.Classify(node(t, d, strings.Fields(p)...)))
	}
	return out
}

func TestClassifyReadsEachConvention(t *testing.T) {
	tests := []struct {
		name, tree string
		paths      []string
		want       []Class
	}{
		{"SGF move annotations", "(;SZ[19](;B[pd]BM[1])(;B[qd]DO[])(;B[qc]IT[])(;B[oc]TE[1])(;B[nc]))",
			[]string{"pd", "qd", "qc", "oc", "nc"}, []Class{Mistake, Mistake, Trick, Good, Unclassified}},
		{"labels in the parent's comment", "(;SZ[19]LB[pd:A][qd:B][qc:C]C['A' is correct, 'B' is a mistake.](;B[pd])(;B[qd])(;B[qc]))",
			[]string{"pd", "qd", "qc"}, []Class{Joseki, Mistake, Unclassified}},
		{"a label named in another case", "(;SZ[19]LB[pd:a]C['A' is a trick play.];B[pd])",
			[]string{"pd"}, []Class{Trick}},
		{"a result bad for White is good for Black's move", "(;SZ[19];B[pd];W[qf]LB[qh:A][rd:B]C['A' or 'B' give a bad result for White.](;B[qh])(;B[rd]))",
			[]string{"pd qf qh", "pd qf rd"}, []Class{Good, Good}},
		{"a result bad for White is bad for White's move", "(;SZ[19];B[pd]LB[qf:A]C['A' gives a bad result for White.];W[qf])",
			[]string{"pd qf"}, []Class{Mistake}},
		{"a numbered move", "(;SZ[19];B[pd];W[qf];B[nc];W[rd]C[White 2 is a trick play.])",
			[]string{"pd", "pd qf", "pd qf nc"}, []Class{Unclassified, Trick, Unclassified}},
		{"a trick play named later overrides the parent's word", "(;SZ[19];B[pd]LB[qf:A]C['A' is possible.];W[qf];B[qh]C[White 2 is a trick play.])",
			[]string{"pd qf"}, []Class{Trick}},
		{"the end of a line speaks for the line, up to a classified move", "(;SZ[19]LB[pd:A][qd:B]C['A' is a mistake.](;B[pd];W[nc];B[pf]C[* GOOD VARIATION *])(;B[qd]))",
			[]string{"pd", "pd nc", "pd nc pf", "qd"}, []Class{Mistake, Good, Good, Unclassified}},
		{"a joseki's only continuation is joseki, a choice is not", "(;SZ[19]LB[pd:A]C['A' is joseki.];B[pd];W[nc];B[pf](;W[qc])(;W[nf]))",
			[]string{"pd nc", "pd nc pf", "pd nc pf qc"}, []Class{Joseki, Joseki, Unclassified}},
		{"the corner's first move is joseki when a joseki starts with it", "(;SZ[19](;B[pd]LB[qf:A]C['A' is joseki.];W[qf](;B[qh];W[rd]C[Joseki])(;B[rd]))(;B[qc]))",
			[]string{"pd", "pd qf qh", "qc"}, []Class{Joseki, Joseki, Unclassified}},
		{"the end of a joseki speaks of the moves before it, not after", "(;SZ[19];B[pd];W[qf]C[End of joseki];B[qh];W[rd])",
			[]string{"pd", "pd qf", "pd qf qh"}, []Class{Joseki, Joseki, Unclassified}},
		{"a tenuki in the opposite corner is passed over, a game across the board ends the line",
			"(;SZ[19];B[pd]LB[qf:A]C['A' is good.];W[qf];B[dp];W[qh];B[dj];W[rd])",
			[]string{"pd qf", "pd qf dp", "pd qf dp qh", "pd qf dp qh dj", "pd qf dp qh dj rd"},
			[]Class{Good, Unclassified, Good, Unclassified, Unclassified}},
		{"Pachi's tags", "(;SZ[19];B[pd]C[<don't>](;W[qc]C[<don't>\nnot joseki];B[qd])(;W[nc]C[<tenuki>]))",
			[]string{"pd", "pd qc", "pd qc qd", "pd nc"}, []Class{Joseki, Mistake, Good, Joseki}},
	}
	for _, tt := range tests {
		got := classes(t, tt.tree, tt.paths...)
		for i := range tt.want {
			if got[i] != tt.want[i] {
				t.Errorf("%s: %s is %v, want %v", tt.name, tt.paths[i], got[i], tt.want[i])
			}
		}
	}
}

func TestNames(t *testing.T) {
	tests := []struct{ tree, want string }{
		{"(;SZ[19];B[pd]N[Hoshi]C[Star point\n----------\nThe 4-4 point.])", "Hoshi"},
		{"(;SZ[19];B[pd]C[Star point\n----------\nThe 4-4 point.])", "Star point"},
		{"(;SZ[19];B[pd]C[[override\\]\nname = \"3-3 blunder fix\"\naround = D4])", "3-3 blunder fix"},
		{"(;SZ[19];B[pd]C[Star point\nThe 4-4 point.])", ""},
	}
	for _, tt := range tests {
		c, err := sgf.ParseString(tt.tree)
		if err != nil {
			t.Fatal(err)
		}
		if got := name(c.Games[0].Next()); got != tt.want {
			t.Errorf("%s: name %q, want %q", tt.tree, got, tt.want)
		}
	}
}

func TestClassString(t *testing.T) {
	for c, want := range map[Class]string{Unclassified: "unclassified", Joseki: "joseki", Good: "good variation", Trick: "trick", Mistake: "mistake", 9: "Class(9)"} {
		if c.String() != want {
			t.Errorf("%d is %q, want %q", c, c.String(), want)
		}
	}
}

// TestClassRank: ByRank lists every class once, each outranking those
// after it; a class of no known kind ties with Unclassified; only tricks
// and mistakes are unsound.
func TestClassRank(t *testing.T) {
	want := []Class{Joseki, Good, Trick, Mistake, Unclassified}
	got := ByRank()
	if !slices.Equal(got, want) {
		t.Fatalf("ByRank %v, want %v", got, want)
	}
	for i, c := range got {
		for j, d := range got {
			if c.Outranks(d) != (i < j) {
				t.Errorf("%v outranks %v: %v", c, d, c.Outranks(d))
			}
		}
	}
	if Class(9).Outranks(Unclassified) || Unclassified.Outranks(Class(9)) || !Mistake.Outranks(Class(9)) {
		t.Error("a class of no known kind is not ranked with Unclassified")
	}
	for _, c := range got {
		if c.Unsound() != (c == Trick || c == Mistake) {
			t.Errorf("%v unsound: %v", c, c.Unsound())
		}
	}
}
