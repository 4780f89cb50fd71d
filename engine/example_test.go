package engine_test

import (
	"errors"
	"fmt"

	"github.com/torreya/torreya/engine"
)

// A Board plays moves and takes captured stones off; String draws it the way
// go-by-email boards do, rows numbered from the bottom.
func ExampleBoard() {
	b, err := engine.NewBoard(5, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	b.Play(engine.White, engine.Pt(0, 4)) // A1, in the corner
	b.Play(engine.Black, engine.Pt(1, 4)) // B1
	captured, err := b.Play(engine.Black, engine.Pt(0, 3))
	fmt.Println("A2 captures", captured, err)
	fmt.Print(b)
	// Output:
	// A2 captures 1 <nil>
	//    A B C D E
	// 5  . . . . . 5
	// 4  . . . . . 4
	// 3  . . + . . 3
	// 2  X . . . . 2
	// 1  . X . . . 1
	//    A B C D E
}

// ParseDiagram reads a position drawn as text, which is how the tests write
// theirs. Here Black takes a ko and White may not take it back at once.
func ExampleParseDiagram() {
	b, err := engine.ParseDiagram(`
		. X O .
		X O . O
		. X O .`)
	if err != nil {
		fmt.Println(err)
		return
	}
	captured, err := b.Play(engine.Black, engine.Pt(2, 1))
	fmt.Println("Black takes", captured, err)
	_, err = b.Play(engine.White, engine.Pt(1, 1))
	fmt.Println("White retakes:", errors.Is(err, engine.ErrKo))
	// Output:
	// Black takes 1 <nil>
	// White retakes: true
}

// A Game keeps the history, the side to move and the handicap; an illegal
// move returns its reason and changes nothing.
func ExampleGame() {
	g, err := engine.NewGame(19, 19, engine.Japanese())
	if err != nil {
		fmt.Println(err)
		return
	}
	stones, err := g.SetFixedHandicap(4)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range stones {
		fmt.Print(engine.Vertex(p, 19), " ")
	}
	fmt.Println("then", g.ToMove(), "with komi", g.Komi())
	err = g.Play(engine.Move{Color: engine.White, Point: engine.Pt(15, 3)}) // Q16
	fmt.Println("Q16 occupied:", errors.Is(err, engine.ErrOccupied), "moves:", len(g.Moves()))
	g.Play(engine.Move{Color: engine.White, Point: engine.Pt(16, 2)}) // R17
	g.Pass()
	g.Pass()
	fmt.Println("moves:", len(g.Moves()), "over:", g.Over(), "final:", g.Result().Over())
	// Output:
	// D16 Q16 D4 Q4 then W with komi 0.5
	// Q16 occupied: true moves: 0
	// moves: 3 over: true final: false
}

// Count scores a finished position given the dead stones, under territory or
// area scoring, and Score.String puts it into words. ToggleDead marks the
// white stone on A4 dead.
func ExampleCount() {
	b, err := engine.ParseDiagram(`
		. X O . .
		O X O . .
		X X O . .
		. X O . .
		. X O . .`)
	if err != nil {
		fmt.Println(err)
		return
	}
	dead := map[engine.Point]bool{}
	engine.ToggleDead(b, dead, engine.Pt(0, 1))
	japanese := engine.Count(b, dead, engine.Japanese(), 6.5, 0)
	fmt.Println(japanese.String())
	chinese := engine.Count(b, dead, engine.Chinese(), 7.5, 0)
	fmt.Println(chinese.String())
	// Output:
	// Black: 4 territory + 1 prisoners = 5. White: 10 territory + 0 prisoners + 6.5 komi = 16.5. White wins by 11.5.
	// Black: 4 territory + 6 stones = 10. White: 10 territory + 5 stones + 7.5 komi = 22.5. White wins by 12.5.
}
