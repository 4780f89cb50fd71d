package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestEveryStringIsTranslatable checks that each string the program shows
// through lang.L is listed in assets/translations/en.json, the file
// translators start from.
func TestEveryStringIsTranslatable(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "assets", "translations", "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	var listed map[string]string
	if err := json.Unmarshal(data, &listed); err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	more, err := filepath.Glob(filepath.Join("..", "cmd", "torreya", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	used := 0
	fset := token.NewFileSet()
	for _, name := range append(files, more...) {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "L" {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "lang" {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok {
				t.Errorf("%s: lang.L with a computed key", fset.Position(call.Pos()))
				return true
			}
			key, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			used++
			if _, ok := listed[key]; !ok {
				t.Errorf("%s: %q is missing from en.json", fset.Position(call.Pos()), key)
			}
			return true
		})
	}
	if used < 100 {
		t.Errorf("found only %d translatable strings; is the search broken?", used)
	}
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
