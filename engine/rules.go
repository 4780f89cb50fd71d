package engine

import (
	"fmt"
	"strings"
)

// Scoring is how a finished game is counted.
type Scoring uint8

// The scoring methods.
const (
	// AreaScoring counts stones on the board plus surrounded empty points.
	AreaScoring Scoring = iota
	// TerritoryScoring counts surrounded empty points plus prisoners.
	TerritoryScoring
)

// KoRule says which repetitions are forbidden.
type KoRule uint8

// The ko rules.
const (
	// KoSimple forbids only retaking a single-stone ko at once.
	KoSimple KoRule = iota
	// KoPositional forbids recreating any earlier arrangement of stones.
	KoPositional
	// KoSituational forbids recreating an earlier arrangement with the same
	// player to move.
	KoSituational
)

// HandicapBonus says how many points White receives for Black's handicap
// stones under area scoring.
type HandicapBonus uint8

// The handicap compensations.
const (
	BonusNone          HandicapBonus = iota
	BonusPerStone                    // White gets N points for N stones (Chinese)
	BonusPerStoneLess1               // White gets N-1 points (AGA)
)

// Rules is a rule set: a preset or the user's own switches.
type Rules struct {
	Name          string // the preset's name, or "" for a custom set
	Scoring       Scoring
	Ko            KoRule
	Suicide       SuicideRule
	Komi          float64 // komi in even games
	HandicapKomi  float64 // komi in handicap games
	HandicapBonus HandicapBonus
	// PassStones: a pass hands the opponent a prisoner and White must pass
	// last (AGA), so area and territory counts agree.
	PassStones bool
	// LongCycleVoid: a whole-board position repeated a third time ends the game
	// without result (Japanese triple ko and other long cycles).
	LongCycleVoid bool
	// NoDeadRemoval: every stone on the board counts as alive (Tromp-Taylor).
	NoDeadRemoval bool
	// SekiTerritory: empty points inside a seki count as territory. False under
	// Japanese and Korean rules.
	SekiTerritory bool
	// FirstCapture: the first capture ends the game, won by the player who
	// captured (capture Go, "atari Go": the first games of children and
	// beginners). Without a capture, passes end it as usual.
	FirstCapture bool
}

// The presets, named as GTP's kgs-rules and SGF's RU write them. They are
// unexported and handed out by value, so no caller can change a preset.
var (
	japanese = Rules{Name: "japanese", Scoring: TerritoryScoring, Ko: KoSimple, Suicide: SuicideIllegal,
		Komi: 6.5, HandicapKomi: 0.5, LongCycleVoid: true}
	korean = Rules{Name: "korean", Scoring: TerritoryScoring, Ko: KoSimple, Suicide: SuicideIllegal,
		Komi: 6.5, HandicapKomi: 0.5, LongCycleVoid: true}
	chinese = Rules{Name: "chinese", Scoring: AreaScoring, Ko: KoPositional, Suicide: SuicideIllegal,
		Komi: 7.5, HandicapKomi: 0.5, HandicapBonus: BonusPerStone, SekiTerritory: true}
	aga = Rules{Name: "aga", Scoring: AreaScoring, Ko: KoSituational, Suicide: SuicideIllegal,
		Komi: 7.5, HandicapKomi: 0.5, HandicapBonus: BonusPerStoneLess1, PassStones: true, SekiTerritory: true}
	newZealand = Rules{Name: "new_zealand", Scoring: AreaScoring, Ko: KoSituational, Suicide: SuicideMulti,
		Komi: 7, HandicapKomi: 0, SekiTerritory: true}
	captureGo = Rules{Name: "capture", Scoring: AreaScoring, Ko: KoSimple, Suicide: SuicideIllegal,
		Komi: 0, HandicapKomi: 0, SekiTerritory: true, FirstCapture: true}
	trompTaylor = Rules{Name: "tromp-taylor", Scoring: AreaScoring, Ko: KoPositional, Suicide: SuicideAll,
		Komi: 7.5, HandicapKomi: 0.5, NoDeadRemoval: true, SekiTerritory: true}
)

// Japanese returns the Japanese preset.
func Japanese() Rules { return japanese }

// Korean returns the Korean preset.
func Korean() Rules { return korean }

// Chinese returns the Chinese preset.
func Chinese() Rules { return chinese }

// AGA returns the AGA (American) preset.
func AGA() Rules { return aga }

// NewZealand returns the New Zealand preset.
func NewZealand() Rules { return newZealand }

// TrompTaylor returns the Tromp-Taylor preset.
func TrompTaylor() Rules { return trompTaylor }

// CaptureGo returns capture Go: the first capture wins.
func CaptureGo() Rules { return captureGo }

// Presets lists the rule presets in the order a menu shows them: the six
// rule sets of Go, then capture Go.
func Presets() []Rules {
	return []Rules{Japanese(), Korean(), Chinese(), AGA(), NewZealand(), TrompTaylor(), CaptureGo()}
}

// ParseRules returns the preset named s. It accepts GTP kgs-rules names and the
// spellings SGF RU values use ("Japanese", "NZ", "Tromp Taylor", "GOE" is not a preset).
func ParseRules(s string) (Rules, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	k = strings.NewReplacer(" ", "", "-", "", "_", "").Replace(k)
	switch k {
	case "japanese", "jp", "japan":
		return Japanese(), nil
	case "korean", "kr", "korea":
		return Korean(), nil
	case "chinese", "cn", "china":
		return Chinese(), nil
	case "aga", "american":
		return AGA(), nil
	case "newzealand", "nz":
		return NewZealand(), nil
	case "tromptaylor", "tt":
		return TrompTaylor(), nil
	case "capture", "capturego", "atarigo", "firstcapture":
		return CaptureGo(), nil
	}
	return Rules{}, fmt.Errorf("engine: unknown rules %q", s)
}

// KomiFor returns the komi of a game with the given handicap (0 or 1 is even).
func (r Rules) KomiFor(handicap int) float64 {
	if handicap >= 2 {
		return r.HandicapKomi
	}
	return r.Komi
}

// Bonus returns the points White receives at the count for Black's handicap.
func (r Rules) Bonus(handicap int) int {
	if handicap < 2 || r.Scoring != AreaScoring {
		return 0
	}
	switch r.HandicapBonus {
	case BonusPerStone:
		return handicap
	case BonusPerStoneLess1:
		return handicap - 1
	}
	return 0
}

// String returns the preset's name, or a description of custom switches.
func (r Rules) String() string {
	if r.Name != "" {
		return r.Name
	}
	return fmt.Sprintf("custom(scoring=%d ko=%d suicide=%d komi=%g)", r.Scoring, r.Ko, r.Suicide, r.Komi)
}
