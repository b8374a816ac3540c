package chaos

import "fmt"

// Cat is a set of categories; a card carries one or more.
type Cat uint8

const (
	Tech Cat = 1 << iota // テクノロジー
	User                 // ユーザー
	Mgmt                 // マネジメント
)

// Cats lists the three categories in workplace order (left to right on the table).
var Cats = [3]Cat{Tech, User, Mgmt}

// Slot is the workplace index of a single category: Tech 0, User 1, Mgmt 2.
func (c Cat) Slot() int {
	for i, x := range Cats {
		if c == x {
			return i
		}
	}
	return -1
}

// Has reports whether the set holds category x.
func (c Cat) Has(x Cat) bool { return c&x != 0 }

// Name is the category's short lower-case name, used in action strings and zone names.
func (c Cat) Name() string {
	switch c {
	case Tech:
		return "tech"
	case User:
		return "user"
	case Mgmt:
		return "mgmt"
	}
	return fmt.Sprintf("cat%d", int(c))
}

func parseCat(s string) (Cat, bool) {
	for _, c := range Cats {
		if c.Name() == s {
			return c, true
		}
	}
	return 0, false
}

// Op is what one step of a play effect does.
type Op uint8

const (
	OpNone      Op = iota
	OpResources    // resources += N, within 0..3
	OpChaos        // the die moves N faces (+1 at 3 loses the game; it never goes below 0)
	OpRoll         // the die is rolled anew (weighted)
	OpDraw         // the player draws N cards (as many as the deck has)
	OpIf           // Cond holds → Then, otherwise Else
	OpSeq          // Steps in order
	OpAsk          // the table is asked (Ask); yes → Then, no → Else
	// The choosing steps: the player picks a target among the cards that qualify, and
	// nothing happens when none does.
	OpDiscardHighest // discard the workplace card with the highest 状況効果 (a tie is the player's pick)
	OpDiscardWork    // discard a workplace card whose value lies in Lo..Hi
	OpWorkToLane     // move a workplace card to the 完成品レーン
	OpLaneToWork     // move a lane card of category Cat to that workplace; the card there is discarded
	OpLaneToDiscard  // discard a lane card
	OpReplay         // resolve the play effect of a workplace card (not another OpReplay)
	// The rest act on piles without a choice.
	OpRecycle   // N random discards go back into the deck, which is shuffled
	OpClearWork // every workplace card is discarded
)

// CondKind is what an OpIf tests.
type CondKind uint8

const (
	// CondWorkMin: a workplace card (in Cat's workplace, or any when Cat is 0) has value ≥ Min.
	CondWorkMin CondKind = iota
	// CondResMin: the team holds at least Min resources.
	CondResMin
)

// Cond is an OpIf test.
type Cond struct {
	Kind CondKind
	Cat  Cat
	Min  int
}

// AskKind is the question a communication card puts to the table.
type AskKind uint8

const (
	// AskAgree: every player must agree for Then; one refusal gives Else.
	AskAgree AskKind = iota + 1
	// AskLived: one player who lived through the event is enough for Then.
	AskLived
)

// Effect is a card's プレイ効果 as data; the interpreter in effects.go runs it.
type Effect struct {
	Op     Op
	N      int
	Cat    Cat
	Lo, Hi int // value range of OpDiscardWork
	Cond   Cond
	Then   *Effect
	Else   *Effect
	Steps  []*Effect
	Ask    AskKind
	Common int // OpAsk with AskLived: how many people in a hundred have lived it (CPU answers)
	id     EffectID
}

// EffectID names one step of a card's play effect: the state holds these numbers rather
// than pointers into the card table, so its parts copy as plain data. NoEffect is none.
type EffectID uint16

// NoEffect is the EffectID of no effect (an OpIf or OpAsk without an Else).
const NoEffect EffectID = 0

// Effect is the step the identifier names, nil for NoEffect.
func (id EffectID) Effect() *Effect { return effectTable[id] }

// ID is the step's identifier (NoEffect for nil).
func (e *Effect) ID() EffectID {
	if e == nil {
		return NoEffect
	}
	return e.id
}

// effectTable lists every step of every card's play effect, by identifier.
var effectTable = indexEffects()

func indexEffects() []*Effect {
	table := []*Effect{nil}
	var walk func(e *Effect)
	walk = func(e *Effect) {
		if e == nil || e.id != NoEffect {
			return
		}
		e.id = EffectID(len(table))
		table = append(table, e)
		walk(e.Then)
		walk(e.Else)
		for _, s := range e.Steps {
			walk(s)
		}
	}
	for _, d := range Cards {
		walk(d.Effect)
	}
	return table
}

// CardDef is one card of the deck. Key names it in the catalogue ("chaos.card.<key>" and,
// for a card with an effect, "chaos.eff.<key>").
type CardDef struct {
	Key    string
	Cats   Cat
	Value  int // 状況効果: positive リソース, negative トラブル
	Effect *Effect
}

// Multi reports whether the card carries more than one category.
func (d CardDef) Multi() bool { return d.Cats&(d.Cats-1) != 0 }

func res(n int) *Effect         { return &Effect{Op: OpResources, N: n} }
func dieStep(n int) *Effect     { return &Effect{Op: OpChaos, N: n} }
func seq(es ...*Effect) *Effect { return &Effect{Op: OpSeq, Steps: es} }
func lived(common int, yes, no *Effect) *Effect {
	return &Effect{Op: OpAsk, Ask: AskLived, Common: common, Then: yes, Else: no}
}
func agree(yes *Effect) *Effect { return &Effect{Op: OpAsk, Ask: AskAgree, Then: yes} }

// effectCards are the cards with a プレイ効果: the seed's three, the design group's four,
// and this implementation's additions (docs/rules/chaos.md lists them all).
var effectCards = []CardDef{
	// The seed's examples.
	{Key: "merger", Cats: Mgmt, Value: -1, Effect: &Effect{Op: OpIf, Cond: Cond{Kind: CondWorkMin, Min: 2}, Then: res(1), Else: dieStep(1)}},
	{Key: "praise", Cats: User, Value: 2, Effect: &Effect{Op: OpIf, Cond: Cond{Kind: CondWorkMin, Cat: Tech, Min: 1}, Then: res(2)}},
	{Key: "deadline", Cats: Mgmt, Value: -3, Effect: &Effect{Op: OpDiscardHighest}},
	// The design group's notes.
	{Key: "milestone", Cats: Mgmt, Value: 1, Effect: res(1)},
	{Key: "pivot", Cats: User, Value: 3, Effect: &Effect{Op: OpLaneToWork, Cat: User}},
	{Key: "cloudcost", Cats: Tech, Value: -1, Effect: res(-1)},
	{Key: "rearch", Cats: Tech, Value: -1, Effect: &Effect{Op: OpReplay}},
	// Chaos down.
	{Key: "retro", Cats: Mgmt, Value: 1, Effect: dieStep(-1)},
	{Key: "rootcause", Cats: Tech, Value: 2, Effect: dieStep(-1)},
	{Key: "pm", Cats: User | Mgmt, Value: 1, Effect: dieStep(-1)},
	{Key: "firefight", Cats: Mgmt, Value: -2, Effect: seq(res(-1), dieStep(-1))},
	// Chaos up, or rolled.
	{Key: "outage", Cats: Tech, Value: -3, Effect: dieStep(1)},
	{Key: "specstorm", Cats: User, Value: -2, Effect: &Effect{Op: OpRoll}},
	{Key: "viral", Cats: User, Value: 3, Effect: seq(res(3), dieStep(1))},
	{Key: "deathmarch", Cats: Tech, Value: -2, Effect: seq(res(2), dieStep(1))},
	// Resources and cards.
	{Key: "designsys", Cats: Tech | User, Value: 2, Effect: res(1)},
	{Key: "starhire", Cats: Tech, Value: 3, Effect: &Effect{Op: OpDraw, N: 1}},
	{Key: "interviews", Cats: User, Value: 1, Effect: &Effect{Op: OpDraw, N: 1}},
	{Key: "extension", Cats: Mgmt, Value: 2, Effect: &Effect{Op: OpRecycle, N: 3}},
	// The lane and the workplaces.
	{Key: "earlyrelease", Cats: Mgmt, Value: 1, Effect: &Effect{Op: OpWorkToLane}},
	{Key: "scopecut", Cats: Mgmt, Value: -1, Effect: seq(&Effect{Op: OpLaneToDiscard}, dieStep(-1))},
	{Key: "techdebt", Cats: Tech, Value: 1, Effect: &Effect{Op: OpDiscardWork, Lo: -3, Hi: -1}},
	// Communication: the table is asked.
	{Key: "gonogo", Cats: Mgmt, Value: 0, Effect: agree(seq(&Effect{Op: OpWorkToLane}, dieStep(1)))},
	{Key: "reset", Cats: User, Value: 0, Effect: agree(seq(&Effect{Op: OpClearWork}, dieStep(-1)))},
	{Key: "deleteddb", Cats: Tech, Value: -2, Effect: lived(30, res(2), dieStep(1))},
	{Key: "paged", Cats: Tech, Value: -1, Effect: lived(50, dieStep(-1), res(-1))},
	{Key: "customer", Cats: User, Value: -2, Effect: lived(70, seq(res(1), dieStep(-1)), dieStep(1))},
	{Key: "whim", Cats: Mgmt, Value: -1, Effect: lived(60, dieStep(-1), nil)},
}

// Cards is the whole deck: card identifier i is Cards[i]. The 36 base cards come first
// (per category +1, +2, +3, −1, −2, −3, two copies each), then the cards with an effect.
var Cards = buildDeck()

func buildDeck() []CardDef {
	var out []CardDef
	for _, c := range Cats {
		for _, v := range []int{1, 2, 3, -1, -2, -3} {
			kind := "ok"
			if v < 0 {
				kind = "ng"
			}
			key := fmt.Sprintf("%s.%s%d", c.Name(), kind, abs(v))
			out = append(out, CardDef{Key: key, Cats: c, Value: v}, CardDef{Key: key, Cats: c, Value: v})
		}
	}
	return append(out, effectCards...)
}

// NumCards is the size of the deck.
var NumCards = len(Cards)

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
