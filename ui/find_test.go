package ui

import (
	"strings"
	"testing"

	"github.com/torreya/torreya/engine"
)

const findRecord = "(;SZ[9]C[The root];B[ee];W[cc]C[one](;B[gg];W[gc]C[Two stones])(;B[cg]C[three]))"

// TestCommentsAndBranchPoints steps through the comments in the order the
// tree is read, and to the branch point.
func TestCommentsAndBranchPoints(t *testing.T) {
	c, w := attached(t, Deps{})
	openRecord(t, c, findRecord)
	comment := func() string { return c.tree().Current().Comment() }
	c.find.nextComment()
	if comment() != "one" {
		t.Fatalf("the first comment after the root is %q", comment())
	}
	c.find.nextComment()
	c.find.nextComment()
	if comment() != "three" {
		t.Fatalf("the third comment is %q", comment())
	}
	c.find.nextComment()
	if comment() != "three" || !strings.Contains(c.Status(), "No more comments") {
		t.Errorf("past the last comment: at %q, status %q", comment(), c.Status())
	}
	c.find.previousComment()
	if comment() != "Two stones" {
		t.Errorf("the comment before the last is %q", comment())
	}
	c.first()
	c.find.nextBranchPoint()
	if len(c.tree().Current().Children()) != 2 || comment() != "one" {
		t.Errorf("the branch point is not W C7")
	}
	c.find.goToMove(3)
	if m, _ := currentMove(t, c); m.Point != engine.Pt(6, 6) {
		t.Errorf("move 3 is %v, want G3 on the line", m)
	}
	c.find.goToMove(1)
	if c.tree().MoveNumber(c.tree().Current()) != 1 {
		t.Error("GoToMove(1) from move 3")
	}
	c.find.goToMove(99)
	if c.tree().MoveNumber(c.tree().Current()) != 4 {
		t.Errorf("GoToMove(99) stopped at move %d, want the end of the line", c.tree().MoveNumber(c.tree().Current()))
	}
	openRecord(t, c, "(;SZ[9];B[ee];W[cc])")
	if !menuItem(t, w, "Next Comment").Disabled {
		t.Error("Next Comment is enabled in a record without comments")
	}
}

// TestFindSearchesTheWholeFile finds a word in the comments and the game
// information of every game of a collection, and goes to a hit in another
// game.
func TestFindSearchesTheWholeFile(t *testing.T) {
	c, _ := newTestController(t, Deps{})
	openRecord(t, c, findRecord+"(;SZ[9]PB[Honinbo Shusaku]PW[Gennan]EV[Castle games];B[ee]C[Shusaku's famous ear-reddening move is elsewhere];W[cc])")
	if got := c.tree().Root().Comment(); got != "The root" {
		t.Fatalf("the collection opened on a game whose root says %q", got)
	}
	hits := c.find.search("two")
	if len(hits) != 1 || hits[0].node.Comment() != "Two stones" || !strings.Contains(hits[0].text, "Game 1, move 4 (W G7): Two stones") {
		t.Fatalf("hits for two: %+v", hits)
	}
	hits = c.find.search("SHUSAKU")
	if len(hits) != 2 || hits[0].game != 1 || hits[1].game != 1 {
		t.Fatalf("hits for Shusaku: %+v", hits)
	}
	if !strings.Contains(hits[0].text, "Honinbo Shusaku") || !strings.Contains(hits[1].text, "Game 2, move 1 (B E5)") {
		t.Errorf("hit texts %q, %q", hits[0].text, hits[1].text)
	}
	c.find.goToHit(hits[1])
	if c.tree().Root().Player(engine.Black) != "Honinbo Shusaku" || c.tree().MoveNumber(c.tree().Current()) != 1 {
		t.Fatalf("the hit in game 2 did not open it at move 1")
	}
	c.find.search("ear")
	c.first()
	c.find.findNext()
	if c.tree().MoveNumber(c.tree().Current()) != 1 {
		t.Errorf("Find Next went to move %d", c.tree().MoveNumber(c.tree().Current()))
	}
	if hits := c.find.search("nowhere to be found"); len(hits) != 0 {
		t.Errorf("hits for a missing word: %+v", hits)
	}
}
