package sgf_test

import (
	"fmt"
	"os"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/sgf"
)

func Example() {
	c, err := sgf.ParseString("(;FF[4]SZ[9]KM[6.5]PB[Shusaku]PW[Gennan];B[ee];W[cc](;B[gc])(;B[cg]C[The other way.]))")
	if err != nil {
		fmt.Println(err)
		return
	}
	t, err := sgf.NewTree(c.Games[0])
	if err != nil {
		fmt.Println(err)
		return
	}
	for t.Forward() {
	}
	komi, _ := t.Root().Komi()
	fmt.Println(t.Root().Player(engine.Black), "vs", t.Root().Player(engine.White), "komi", komi)
	fmt.Println("move", t.MoveNumber(t.Current()), "stones", 81-t.Board().EmptyCount())
	t.Back()
	t.Play(engine.Move{Color: engine.Black, Point: engine.Pt(2, 6)}) // an existing variation
	fmt.Printf("%q\n", t.Current().Comment())
	t.Back()
	t.Play(engine.Move{Color: engine.Black, Point: engine.Pt(4, 2)}) // a new one
	sgf.Write(os.Stdout, t.Root())
	// Output:
	// Shusaku vs Gennan komi 6.5
	// move 3 stones 3
	// "The other way."
	// (;FF[4]CA[UTF-8]SZ[9]PB[Shusaku]PW[Gennan]KM[6.5]
	// ;B[ee]
	// ;W[cc]
	// (;B[gc])
	// (;B[cg]C[The other way.])
	// (;B[ec]))
}
