package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
)

// TestEveryStringIsTranslatable checks that each string the program shows
// through lang.L is listed in assets/translations/en.json, the file
// translators start from, as a text, and each counted one it shows
// through lang.N or lang.XN ("Found in %d places.") as plural forms: "one"
// and "other", the key.
func TestEveryStringIsTranslatable(t *testing.T) {
	listed, plural := translation(t, "en")
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	// The widgets in packages of their own under ui (goban, diagram) show
	// words too.
	sub, err := filepath.Glob(filepath.Join("*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	more, err := filepath.Glob(filepath.Join("..", "cmd", "torreya", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	used, counted := 0, 0
	fset := token.NewFileSet()
	for _, name := range slices.Concat(files, sub, more) {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "lang" {
				return true
			}
			at := fset.Position(call.Pos())
			var lit *ast.BasicLit
			switch {
			case sel.Sel.Name == "L" && len(call.Args) == 1, sel.Sel.Name == "N" && len(call.Args) == 2:
				if lit, ok = call.Args[0].(*ast.BasicLit); !ok {
					t.Errorf("%s: lang.%s with a computed key", at, sel.Sel.Name)
					return true
				}
			case sel.Sel.Name == "XN" && len(call.Args) == 3:
				// A computed key is engine/study/lesson's, whose tests check it.
				if lit, ok = call.Args[0].(*ast.BasicLit); !ok {
					return true
				}
			default:
				return true
			}
			key, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			forms, ok := listed[key]
			switch {
			case !ok:
				t.Errorf("%s: %q is missing from en.json", at, key)
			case sel.Sel.Name == "L" && plural[key]:
				t.Errorf("%s: %q has plural forms in en.json but is shown with lang.L, which takes only \"other\"", at, key)
			case sel.Sel.Name == "L":
				used++
			case !plural[key] || forms["one"] == "" || forms["other"] != key:
				t.Errorf("%s: %q is counted, but en.json does not hold its forms one and other (the key)", at, key)
			default:
				counted++
			}
			return true
		})
	}
	if used < 100 || counted < 15 {
		t.Errorf("found only %d translatable strings and %d counted ones; is the search broken?", used, counted)
	}
}

// translation reads assets/translations/<tag>.json: each key's forms
// ("other" alone for a text), and which keys are counted texts with plural
// forms.
func translation(t *testing.T, tag string) (map[string]map[string]string, map[string]bool) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "assets", "translations", tag+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	listed, plural := make(map[string]map[string]string), make(map[string]bool)
	for k, v := range raw {
		var text string
		if json.Unmarshal(v, &text) == nil {
			listed[k] = map[string]string{"other": text}
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			t.Fatalf("%s.json: %q: %v", tag, k, err)
		}
		listed[k], plural[k] = forms, true
	}
	return listed, plural
}

// TestNoWordsAtStartUp checks that no package variable is made from
// lang.L: package variables are made before the program loads its
// translations, so such words would stay English (and Fyne complains).
func TestNoWordsAtStartUp(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			ast.Inspect(gd, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "L" {
					if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "lang" {
						t.Errorf("%s: lang.L in a package variable", fset.Position(sel.Pos()))
					}
				}
				return true
			})
		}
	}
}
