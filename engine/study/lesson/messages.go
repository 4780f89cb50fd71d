package lesson

// What the checker says. Each is a key of assets/translations/en.json: the
// UI shows fmt.Sprintf(lang.L(Say), Args...), or with lang.N when a Counted
// is among the Args. Keep every text the package returns in this block; the
// tests read it to check en.json, and counted() lists the ones with plural
// forms.
const (
	sayOccupied   = "There is already a stone on that point."
	saySuicide    = "You cannot play there: your stone would have no liberties and capture nothing."
	sayKo         = "You cannot take the ko back at once: play somewhere else first."
	sayNotAllowed = "That move is not allowed."
	sayWell       = "Well done!"
	sayNotThis    = "That is not the move this task asks for."
	sayGoOn       = "Your opponent answers. Keep going."
	// The opponent's pass is said with its colour, as a learner sees it.
	sayWhitePasses = "White passes. Keep going."
	sayBlackPasses = "Black passes. Keep going."
	sayTypeNumber  = "Type your answer as a number."
	sayWantsMove   = "This task wants a move on the board, not a number."
	sayOver        = "This task is over. Try it again, or go on to the next one."

	sayPlaceWrong = "Put your stone on one of the marked points."
	sayPlaceMore  = "Good. Now the next one."

	// The texts said of one stone or of several (that stone, those
	// stones) name no number of stones, so the choice is grammar's number
	// and not a plural form; the liberties they count are a Counted.
	sayLibertiesRight    = "Right: those stones have %d liberties."
	sayLibertiesRightOne = "Right: that stone has %d liberties."
	sayLibertiesWrong    = "Not quite. Count the empty points next to the marked stones, along the lines."

	sayAtariDone    = "Right: they have only one liberty left. That is atari."
	sayAtariDoneOne = "Right: it has only one liberty left. That is atari."
	sayStillLibs    = "Those stones still have %d liberties."
	sayStillLibsOne = "That stone still has %d liberties."
	sayNotYet       = "Those stones are in atari, but they are not captured yet."
	sayNotYetOne    = "That stone is in atari, but it is not captured yet."
	sayCaptured     = "Captured! The stones come off the board, and you keep them as prisoners."
	sayEscaped      = "Those stones have escaped: they have %d liberties now."
	sayEscapedOne   = "That stone has escaped: it has %d liberties now."
	saySaved        = "Your stones are safe now."
	sayNotSaved     = "Your stones can still be captured."
	sayLost         = "Your stones have been captured."
	sayLostOne      = "Your stone has been captured."
	sayJoined       = "Your opponent has joined those stones."
	sayConnected    = "Connected: those stones are one group now."
	sayApart        = "Those stones are still apart: they can be cut."
	sayCut          = "Cut! Those stones cannot join up any more."
	sayCanJoin      = "Your opponent can still join those stones."
	sayCutterDies   = "Your cutting stone can be captured."

	sayIllegalSuicide = "Right: a stone there would have no liberties and capture nothing, so it may not be played."
	sayIllegalKo      = "Right: the ko may not be taken back at once."
	sayLegal          = "That move is allowed. Look for a point where you may not play."

	sayKoTaken = "Right: you took the ko. Now your opponent may not take it back at once."
	sayNoKo    = "That move does not take a ko."
	sayLives   = "Your group lives: it has two eyes."
	sayNoLife  = "Your group does not have two eyes yet."
	sayKilled  = "Those stones cannot make two eyes any more: they are dead."
	sayNotDead = "Those stones can still make two eyes."
	sayLived   = "Those stones have made two eyes: they live now."
	saySeki    = "That is seki: neither side can attack, so both live."
	sayNoSeki  = "That is not seki: your stones can still be captured."
	sayPassed  = "Right: passing is the best move here."
	sayNoPass  = "Playing there only hurts you. Passing was the right move."

	sayDeadYes    = "Yes, those stones are dead."
	sayDeadAll    = "You found all the dead stones."
	sayAlive      = "Those stones are alive."
	sayClickStone = "Click a stone, not an empty point."

	sayCountRight     = "Right: %g points."
	sayCountWrong     = "Not quite. Count again, or ask for a hint."
	sayCountKomi      = "Don't forget the komi: White gets %g points more."
	sayCountPrisoners = "Don't forget the prisoners: under territory scoring they count too."
	sayCountStones    = "Under area scoring the stones on the board count as well."
	sayCountDame      = "Not quite. The marked points are neutral: they touch stones of both colours, so they count for nobody."
	sayCountDameOne   = "Not quite. The marked point is neutral: it touches stones of both colours, so it counts for nobody."

	sayHandicapWrong = "Handicap stones go on the marked star points."
	sayHandicapDone  = "The handicap stones are in place. Now White plays first."

	hintPlace     = "Look at the marked points."
	hintLiberties = "The marked points are the liberties. Count them."
	hintCapture   = "Look at the liberties of the marked stones."
	hintSave      = "Give your stones more liberties, or capture a stone that threatens them."
	hintConnect   = "Look for the point that joins your stones."
	hintCut       = "Look for the point where those stones would join up."
	hintIllegal   = "Look for an empty point surrounded by your opponent's stones."
	hintKo        = "Look for a stone you can capture that could capture right back."
	hintLive      = "Make two separate eyes."
	hintKill      = "Take away the room for a second eye."
	hintSeki      = "Look for a move after which neither side can fill the shared liberties."
	hintPass      = "When every move only makes things worse, pass."
	hintDead      = "Dead stones cannot make two eyes and cannot escape."
	hintArea      = "Black: %d stones + %d territory. White: %d stones + %d territory + %g komi."
	hintAreaBonus = "Black: %d stones + %d territory. White: %d stones + %d territory + %g komi + %d for the handicap."
	hintTerritory = "Black: %d territory + %d prisoners. White: %d territory + %d prisoners + %g komi."
	hintHandicap  = "Handicap stones go on the star points."
	hintMove      = "Look at the marked stones and points."
)

// messages lists every text above: the tests check each is in en.json.
func messages() []string {
	return []string{
		sayOccupied, saySuicide, sayKo, sayNotAllowed, sayWell, sayNotThis, sayGoOn, sayWhitePasses, sayBlackPasses,
		sayTypeNumber, sayWantsMove, sayOver, sayPlaceWrong, sayPlaceMore,
		sayLibertiesRight, sayLibertiesRightOne, sayLibertiesWrong, sayAtariDone, sayAtariDoneOne, sayStillLibs,
		sayStillLibsOne, sayNotYet, sayNotYetOne, sayCaptured, sayEscaped, sayEscapedOne, saySaved, sayNotSaved, sayLost, sayLostOne, sayJoined,
		sayConnected, sayApart, sayCut, sayCanJoin,
		sayCutterDies, sayIllegalSuicide, sayIllegalKo, sayLegal, sayKoTaken, sayNoKo,
		sayLives, sayNoLife, sayKilled, sayNotDead, sayLived, saySeki, sayNoSeki, sayPassed,
		sayNoPass, sayDeadYes, sayDeadAll, sayAlive, sayClickStone, sayCountRight,
		sayCountWrong, sayCountKomi, sayCountPrisoners, sayCountStones, sayCountDame, sayCountDameOne,
		sayHandicapWrong, sayHandicapDone, hintPlace, hintLiberties, hintCapture,
		hintSave, hintConnect, hintCut, hintIllegal, hintKo, hintLive, hintKill,
		hintSeki, hintPass, hintDead, hintArea, hintAreaBonus, hintTerritory,
		hintHandicap, hintMove,
	}
}

// counted lists the texts said with a Counted: their entries in the
// translation files have plural forms.
func counted() []string {
	return []string{
		sayLibertiesRight, sayLibertiesRightOne, sayStillLibs, sayStillLibsOne,
		sayEscaped, sayEscapedOne,
	}
}
