package locke

import (
	"fmt"
	"strconv"
	"strings"
	"zashiki/rules/engine"
)

// Action is a move: a verb and up to two numbers (a card, a target fighter, a value, an
// ability), what each names given by the verb (verbs). String forms: "attack 12 0", "aim 3",
// "lv 4", "dur 5 suit x2", "pass"; saves and replays keep them, so they never change.
type Action struct {
	Verb Verb
	A, B int
	Suit bool // a 耐久力 declaration made with a suit
	// X is the [格闘:X] a melee declaration declares with it (3.1), 0 for none.
	X int
}

// Verb is what an action does; its name is the first word of the action's text.
type Verb uint8

const (
	VerbNone Verb = iota // no action: an answer not given yet; it reads ""
	// the combat
	VerbReady
	VerbMystery
	VerbPre
	VerbOpen
	VerbEnd
	VerbAttack
	VerbMelee
	VerbWeapon
	VerbIllusion
	VerbTelepath
	VerbWild
	VerbEscape
	VerbDiscard
	VerbPass
	VerbLv
	VerbMind
	VerbDur
	VerbDefend
	VerbGuard
	VerbTake
	VerbKeep
	VerbDrop
	VerbMinion
	VerbAsk
	VerbGo
	VerbJoin
	VerbDecline
	VerbJam
	VerbBlock
	VerbLet
	VerbCounter
	VerbNoCounter
	VerbFight
	VerbStop
	VerbThere
	VerbAlive
	VerbStay
	VerbReform
	VerbSup
	// the whole game
	VerbTo
	VerbBattle
	VerbNoBattle
	VerbObject
	VerbAccept
	VerbPeek
	VerbClaim
	VerbSolo
	VerbDissolve
	VerbMove
	VerbPort
	VerbEnter
	VerbTele
	VerbIntrude
	VerbHeal
	VerbTreat
	VerbParty
	VerbPlace
	VerbInvite
	VerbPropose
	VerbAgree
	VerbSil
	VerbRefuse
	VerbRecent
	VerbProxy
	VerbRetreat
	VerbAim
	VerbBack
	VerbAs
	VerbBoost
	VerbHinder
	VerbKeepAll
	VerbResidual
)

// Arg is what one of an action's numbers names.
type Arg uint8

const (
	ArgNone       Arg = iota // no number
	ArgHand                  // a Cカード of the seat's hand
	ArgFace                  // a Cカード face (what a ワイルドカード is played as)
	ArgAbility               // an ability, by its AbilityRef number
	ArgFighter               // a fighter of the combat
	ArgSeat                  // a seat
	ArgPlace                 // a place of the boards
	ArgPlanet                // a planet, by the place of its spaceport
	ArgStat                  // a book.Stat
	ArgSilhouette            // an index into book.Silhouettes()
	ArgValue                 // a declared value
	ArgCount                 // how many (minions declared)
	ArgBlank                 // kept in the text for its old form; 0 in every action offered
)

// verbSpec is a verb's name and what its numbers name; the text carries A when a is not
// ArgNone, and B when b is not.
type verbSpec struct {
	name string
	a, b Arg
}

// verbs is the one table of the vocabulary.
var verbs = [...]verbSpec{
	// the combat
	VerbReady:     {"ready", ArgNone, ArgNone},
	VerbMystery:   {"mystery", ArgNone, ArgNone},
	VerbPre:       {"pre", ArgAbility, ArgCount},
	VerbOpen:      {"open", ArgNone, ArgNone},
	VerbEnd:       {"end", ArgNone, ArgNone},
	VerbAttack:    {"attack", ArgHand, ArgBlank},
	VerbMelee:     {"melee", ArgBlank, ArgNone},
	VerbWeapon:    {"weapon", ArgAbility, ArgBlank},
	VerbIllusion:  {"illusion", ArgHand, ArgBlank},
	VerbTelepath:  {"telepath", ArgHand, ArgBlank},
	VerbWild:      {"wild", ArgHand, ArgFace},
	VerbEscape:    {"escape", ArgHand, ArgNone},
	VerbDiscard:   {"discard", ArgHand, ArgNone},
	VerbPass:      {"pass", ArgNone, ArgNone},
	VerbLv:        {"lv", ArgValue, ArgNone},
	VerbMind:      {"mind", ArgValue, ArgNone},
	VerbDur:       {"dur", ArgValue, ArgNone},
	VerbDefend:    {"defend", ArgHand, ArgNone},
	VerbGuard:     {"guard", ArgAbility, ArgNone},
	VerbTake:      {"take", ArgNone, ArgNone},
	VerbKeep:      {"keep", ArgNone, ArgNone},
	VerbDrop:      {"drop", ArgNone, ArgNone},
	VerbMinion:    {"minion", ArgHand, ArgNone},
	VerbAsk:       {"ask", ArgNone, ArgNone},
	VerbGo:        {"go", ArgNone, ArgNone},
	VerbJoin:      {"join", ArgHand, ArgNone},
	VerbDecline:   {"decline", ArgNone, ArgNone},
	VerbJam:       {"jam", ArgAbility, ArgNone},
	VerbBlock:     {"block", ArgHand, ArgNone},
	VerbLet:       {"let", ArgNone, ArgNone},
	VerbCounter:   {"counter", ArgNone, ArgNone},
	VerbNoCounter: {"nocounter", ArgNone, ArgNone},
	VerbFight:     {"fight", ArgNone, ArgNone},
	VerbStop:      {"stop", ArgNone, ArgNone},
	VerbThere:     {"there", ArgNone, ArgNone},
	VerbAlive:     {"alive", ArgNone, ArgNone},
	VerbStay:      {"stay", ArgNone, ArgNone},
	VerbReform:    {"reform", ArgSeat, ArgNone},
	VerbSup:       {"sup", ArgAbility, ArgNone},
	// the whole game
	VerbTo:       {"to", ArgPlace, ArgNone},
	VerbBattle:   {"battle", ArgNone, ArgNone},
	VerbNoBattle: {"nobattle", ArgNone, ArgNone},
	VerbObject:   {"object", ArgNone, ArgNone},
	VerbAccept:   {"accept", ArgNone, ArgNone},
	VerbPeek:     {"peek", ArgSeat, ArgNone},
	VerbClaim:    {"claim", ArgNone, ArgNone},
	VerbSolo:     {"solo", ArgNone, ArgNone},
	VerbDissolve: {"dissolve", ArgNone, ArgNone},
	VerbMove:     {"move", ArgPlace, ArgNone},
	VerbPort:     {"port", ArgPlanet, ArgNone},
	VerbEnter:    {"enter", ArgPlace, ArgNone},
	VerbTele:     {"tele", ArgNone, ArgNone},
	VerbIntrude:  {"intrude", ArgNone, ArgNone},
	VerbHeal:     {"heal", ArgStat, ArgNone},
	VerbTreat:    {"treat", ArgSeat, ArgNone},
	VerbParty:    {"party", ArgNone, ArgNone},
	VerbPlace:    {"place", ArgPlace, ArgNone},
	VerbInvite:   {"invite", ArgSeat, ArgNone},
	VerbPropose:  {"propose", ArgNone, ArgNone},
	VerbAgree:    {"agree", ArgNone, ArgNone},
	VerbSil:      {"sil", ArgSilhouette, ArgNone},
	VerbRefuse:   {"refuse", ArgNone, ArgNone},
	VerbRecent:   {"recent", ArgNone, ArgNone},
	VerbProxy:    {"proxy", ArgAbility, ArgNone},
	VerbRetreat:  {"retreat", ArgNone, ArgNone},
	VerbAim:      {"aim", ArgFighter, ArgNone},
	VerbBack:     {"back", ArgNone, ArgNone},
	VerbAs:       {"as", ArgFace, ArgNone},
	VerbBoost:    {"boost", ArgNone, ArgNone},
	VerbHinder:   {"hinder", ArgNone, ArgNone},
	VerbKeepAll:  {"keepall", ArgNone, ArgNone},
	VerbResidual: {"residual", ArgNone, ArgNone},
}

// verbByName reads a verb's name back.
var verbByName = func() map[string]Verb {
	m := make(map[string]Verb, len(verbs))
	for v, spec := range verbs {
		if spec.name != "" {
			m[spec.name] = Verb(v)
		}
	}
	return m
}()

// Verbs lists every verb, in the table's order.
func Verbs() []Verb {
	out := make([]Verb, 0, len(verbs)-1)
	for v := VerbReady; int(v) < len(verbs); v++ {
		out = append(out, v)
	}
	return out
}

func (v Verb) String() string {
	if int(v) >= len(verbs) {
		return "verb" + strconv.Itoa(int(v))
	}
	return verbs[v].name
}

// Args says what the verb's two numbers name (ArgNone for a number it does not take).
func (v Verb) Args() (a, b Arg) {
	if int(v) >= len(verbs) {
		return ArgNone, ArgNone
	}
	return verbs[v].a, verbs[v].b
}

// arity is how many numbers the verb's text carries.
func (v Verb) arity() int {
	a, b := v.Args()
	return boolInt(a != ArgNone) + boolInt(b != ArgNone)
}

func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Verb.String())
	n := a.Verb.arity()
	if n >= 1 {
		b.WriteString(" " + strconv.Itoa(a.A))
	}
	if n >= 2 {
		b.WriteString(" " + strconv.Itoa(a.B))
	}
	if a.Suit {
		b.WriteString(" suit")
	}
	if a.X > 0 {
		b.WriteString(" x" + strconv.Itoa(a.X))
	}
	return b.String()
}

// ParseAction implements engine.State.
func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

// ParseAction reads an action back from its String form.
func ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Action{}, fmt.Errorf("locke: empty action")
	}
	verb, ok := verbByName[f[0]]
	if !ok {
		return Action{}, fmt.Errorf("locke: unknown action %q", text)
	}
	a := Action{Verb: verb}
	n := verb.arity()
	if len(f) < 1+n {
		return Action{}, fmt.Errorf("locke: %q needs %d numbers", text, n)
	}
	nums := []*int{&a.A, &a.B}
	for i := range n {
		v, err := strconv.Atoi(f[1+i])
		if err != nil {
			return Action{}, fmt.Errorf("locke: bad number in %q", text)
		}
		*nums[i] = v
	}
	for _, flag := range f[1+n:] {
		switch {
		case flag == "suit" && a.Verb == VerbDur:
			a.Suit = true
		case strings.HasPrefix(flag, "x") && a.Verb == VerbDur:
			x, err := strconv.Atoi(flag[1:])
			if err != nil || x <= 0 {
				return Action{}, fmt.Errorf("locke: bad flag in %q", text)
			}
			a.X = x
		default:
			return Action{}, fmt.Errorf("locke: bad flag in %q", text)
		}
	}
	if a.String() != text {
		return Action{}, fmt.Errorf("locke: %q is not in canonical form", text)
	}
	return a, nil
}
