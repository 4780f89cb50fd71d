package lesson_test

import (
	"fmt"
	"testing/fstest"

	"github.com/torreya/torreya/engine"
	"github.com/torreya/torreya/engine/study/lesson"
)

// A course of one lesson with one task: capture the white stone in atari.
// The program loads assets.Lessons the same way (through fs.Sub) and shows
// every text through lang.L; here the English keys are printed as they are.
func Example() {
	course, err := lesson.Load(fstest.MapFS{"01-capture.sgf": {Data: []byte(`
(;GM[1]FF[4]SZ[5]GN[Capturing]C[A stone with no liberties left is captured.])
(;GM[1]FF[4]SZ[5]AB[bc][cb][dc]AW[cc]GL[capture]TG[cc]
C[Capture the white stone.])`)}})
	if err != nil {
		fmt.Println(err)
		return
	}
	l := course.Lessons[0]
	fmt.Println(l.ID, "-", l.Title, "-", l.Intro[0])
	task := l.Tasks[0]
	fmt.Println(task.Goal, "-", task.Prompt)
	a := task.Start()
	say := func(f lesson.Feedback) {
		fmt.Printf("done %v, failed %v: %s\n", f.Done, f.Failed, fmt.Sprintf(f.Say, f.Args...))
	}
	say(a.Play(engine.Pt(1, 2))) // B3, a stone of Black's own: nothing changes
	say(a.Play(engine.Pt(2, 3))) // C2 takes the last liberty
	fmt.Print(a.Board())
	// Output:
	// capture - Capturing - A stone with no liberties left is captured.
	// capture - Capture the white stone.
	// done false, failed false: There is already a stone on that point.
	// done true, failed false: Captured! The stones come off the board, and you keep them as prisoners.
	//    A B C D E
	// 5  . . . . . 5
	// 4  . . X . . 4
	// 3  . X + X . 3
	// 2  . . X . . 2
	// 1  . . . . . 1
	//    A B C D E
}
