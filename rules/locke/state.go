// Package locke is the rules of 超人ロック カードゲーム (seed 001): hidden characters behind
// public silhouettes, the combat sub-game with Cカード, and (to come) the planet and secret-base
// phases around it. The figures live in package book; this package interprets them.
//
// This file holds the state's parts, by who may see them.
package locke

import (
	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// State is a position. It implements engine.State.
type State struct {
	engine.Core
	engine.Secrets[Public, Private, Hidden]
	// dealt is NewGame's configuration, from which DealEvents deals again (nil for a combat or
	// a determinized state); never changed, so clones share it.
	dealt *dealt
}

// DealEvents are the events of the set-up up to the first question (the sheets dealt face
// down, the first log lines), for the table to show and log: NewGame deals again, loud.
func (s *State) DealEvents() []engine.Event {
	if s.dealt == nil {
		return nil
	}
	return newGame(*s.dealt, false).TakeEvents()
}

// Public is what every seat knows.
type Public struct {
	Seats   int
	Chars   []Char // per seat: the character as the table sees it
	Fight   Combat
	Tasks   engine.Agenda[Task]
	Ask     Ask // what the rules wait for
	Options map[string]string
	// Board is the whole game around the fights; its Part is 0 in the combat game alone.
	Board Board
}

// Char is a seat's character as everyone sees it: its silhouette, what it has shown (spent
// power, damage taken, declarations), and its sheet once it is open.
type Char struct {
	Silhouette string
	Sheet      string // the character ID once the sheet is face up, else ""
	Alive      bool
	Fighter    int // its index in the combat, -1 when not in it
	Spent      int // ESPパワー spent this combat (the LV of every card it used)
	Taken      int // damage it has taken (to its body or a suit: only it knows which)
	MindLoss   int // damage to 精神力
	Mods       book.Stats
	Claims     []Claim // every value it declared, for what a determinization must respect
	Needs      []Need  // abilities it was seen to use
	Items      int     // ability cards it holds
	Up         []int   // those face up (used this fight), by kind (4.7)
	Gone       []int   // those it was seen to use and lost (discarded face up)
	// Stand-ins ([代理:X]) by ability number: the damage each has taken, and whether it was
	// destroyed (unusable until its owner dies).
	ProxyDmg map[string]int
	Broken   []int
}

// Claim is a declaration a seat made: its true value was at least Value when it had spent
// Spent power and taken Taken damage (a 耐久力 claim may also have been a suit's).
// Determinize deals no sheet that contradicts a claim.
type Claim struct {
	Stat  book.Stat
	Value int
	Spent int
	Taken int
	Lost  int // 精神力 lost by then
}

// Private is what one seat alone knows.
type Private struct {
	Sheet   string // its character ID
	Hand    []int  // Cカード
	Items   []int  // ability cards (indexes into book.AbilityCards)
	Body    int    // damage to its own 耐久力 (Taken minus what went to suits)
	Suits   []int  // damage to each suit ability of its sheet, by ability order
	Credit  int    // power restored by a rise of the maximum while nothing remained (3.1)
	Known   map[int]string
	Suited  bool // the 耐久力 declaration under way is a suit's
	Willing int  // its answer to the continuation question: 0 none, 1 go on, 2 stop
	// Pending is the main action chosen and not yet aimed (a card, an ability, a melee), or
	// the ワイルドカード not yet given a face.
	Pending Action
	// Boost is what its [戦闘前] abilities add for this combat: an effect on itself alone is
	// not declared (3.1).
	Boost book.Stats
	// Align is how far right along its alignment chain 改心 has moved it (0: the leftmost).
	Align int
	// Flags are the sides it holds a 改心フラグ from: those cannot reform it (4.3). Whether a
	// 改心 moved it (and so cleared them) only it knows.
	Flags []book.Side
	// Plans are the 待ち伏せ and 重要拠点 a base player knows (every base player knows all).
	Plans []Plan
	// Choice is its secret part of the set-up (setup.go).
	Choice SetupChoice
}

// Plan is a 待ち伏せ or 重要拠点 placed by the base players.
type Plan struct {
	Place int
	Card  int // ambushCard+letter or keyCard+k
	Seat  int // the base player who answers a 待ち伏せ
}

// Hidden is what only the rules know.
type Hidden struct {
	Deck   []int // the Cカード draw pile, the next card last
	Down   []int // Cカード discarded face down
	Trumps []int // the initiative deck, the next card last
	Espers map[int][]int
	Pool   []string // character sheets not dealt
	Rigged []int    // fixed dice for tests: the next roll of any die first
	// The boards' face-down cards (a planet card index, or ambushCard+letter; a base card
	// index, or keyCard+k), -1 where none, and the decks, the next card last.
	PlanetAt, GridAt               []int
	PlanetDeck, BaseDeck, ItemDeck []int
	Raphnor                        []int // the planet cards the 待ち伏せ replaced (惑星ラフノール)
	Setup                          SetupSecrets
}

// Combat is the fight under way.
type Combat struct {
	On       bool
	Round    int
	Base     bool // a secret-base combat (NPCs aim at searchers) rather than a planet one
	Fighters []Fighter
	Order    []int // fighter indexes in initiative order this round
	Turn     int   // the fighter whose combat turn it is, -1 between turns
	Discard  []int // Cカード discarded face up, oldest first
	Downs    int   // how many lie face down
	DeckSize int
	Attacked bool // an attack was made this round
	Use      Use
	Hit      Attack
	Block    int    // the テレポート blocking the escape in use, -1 none
	KeepLv   int    // the LV of the defence its user may now maintain
	Illusion int    // the LV of the 幻覚 being resisted
	Caster   int    // the fighter whose 幻覚 it is
	Reform   int    // the seat a 改心 under way aims at
	Result   Result // the last combat's end, for the game around it
	Place    int    // the cell it is fought on (the whole game)
	Prison   bool   // a 刑務所 chart's battle: it frees nobody (4.4)
}

// FighterKind is what a participant is (seed 6.1).
type FighterKind uint8

const (
	PC       FighterKind = iota + 1 // a seat's character
	Obstacle                        // 障害: no hand
	Esper                           // an NPC with a hand
	Residual                        // 残留思念 of a dead seat's character
)

// Fighter is one participant.
type Fighter struct {
	Kind      FighterKind
	Seat      int      // the seat that controls it (-1 for an NPC)
	NPC       string   // the book's NPC ID
	Members   []int    // remaining 耐久力 of each member (obstacles), or the esper's own
	Lv        int      // an esper's ESP level
	Fire      int      // a 残留思念's 火力
	Gear      []string // each member's weapon when a chart gave it (武器チェック)
	Cell      bool     // a cell's effect brought it
	JoinAt    int      // the round it joins in (0: already in)
	Out       bool     // no longer in the combat (escaped, dead, left)
	Escaped   bool
	Fresh     bool // joined this round's movement: pre-combat and hand still to come
	Carried   bool // came in with its escaped fight's state (5.7): its hand is refilled only
	Trump     int  // initiative card 0..19 (black 1..10, red 1..10), -1 none
	Acted     bool
	Stun      int // rounds of 気絶 left, counting this one
	Keep      int // LV of the defence it maintains, 0 none
	Minions   int
	Limit     int // hand limit
	HandCount int
	Locked    []int // Cカード a jammer sent back, unusable until the round ends
	Uses      map[string]int
	DidAttack bool // this combat turn: [攻撃] made (no [逃避] after)
	DidEscape bool
	Reformed  []int // the seats it tried to reform this turn
	Supported []int // the [支援] abilities it used this turn
	Proxy     int   // the 耐久力 left of the stand-in fighting for it, 0 for none
	ProxyRef  int   // that stand-in's ability number
	HitBy     []int // 残留思念 that already attacked it this round
}

// In reports whether the fighter takes part now.
func (f *Fighter) In() bool { return !f.Out && f.JoinAt == 0 }

// UseKind is what a card or ability in use is for.
type UseKind uint8

const (
	UseAttack UseKind = iota + 1
	UseDefend
	UseEscape
	UseIllusion
	UseTelepath
	UseJoin // a 同調 card
)

// Use is the Cカード being activated: its card, its user, and how its check stands.
type Use struct {
	On      bool
	Kind    UseKind
	Fighter int
	Card    int // the Cカード, -1 for none
	As      int // the card a ワイルドカード is played as, -1
	Level   int
	Target  int
}

// AttackKind says how an attack is made.
type AttackKind uint8

const (
	ByCard AttackKind = iota + 1
	ByWeapon
	ByMelee
	ByResidual
	ByNPC
)

// Attack is the attack under resolution.
type Attack struct {
	On      bool
	Kind    AttackKind
	By      int // fighter
	Target  int // fighter
	Card    int // -1 when no Cカード
	As      int // the face the card is played as (a ワイルドカード's chosen card), else Card
	Level   int
	Fire    int
	Pierce  bool
	Joined  []int // 同調 cards
	Joiners []int // fighters who joined (acted)
	Asked   []int // seats still to answer the 同調 request
	Carded  bool  // the target used its one Cカード against this attack
	Decl    int   // the target's declared 耐久力
	Shift   int   // the attacker's [格闘:X]
	TShift  int
	Counter bool
	Minions int  // minions added to the attacker's melee 耐久力
	Reflect bool // turned back by a mirror
	Stage   Stage
}

// Stage is how far the attack under way has come.
type Stage uint8

const (
	StActivate Stage = iota + 1 // the attacker's card is being activated
	StSync                      // 同調
	StReact                     // jammers against the card
	StDefend                    // the target answers
	StDamage                    // 損害判定
	StDone
)

// Result is how a combat ended.
type Result struct {
	Reason string
	Rounds int
}

// TaskKind is a step of the combat flow.
type TaskKind uint8

const (
	tJoin       TaskKind = iota + 1 // (1) ① the 実はそこにいた checks
	tMove                           // (2) piece movement
	tPre                            // (3) pre-combat of one fresh fighter
	tDeal                           // (4) hands for the fresh fighters
	tInitiative                     // (5)
	tTurn                           // (6) one fighter's combat turn
	tRoundEnd                       // (7)
	tPostEscape                     // 5.7 for one escaped fighter
	tAfter                          // support phase 2 of a fighter's combat turn
	tRevive                         // (1) ② the 実は生きていた checks, once ① is over
	tCell                           // (2) the cell effect phase of a searcher joining at the first movement
)

// Task is one step waiting on the agenda.
type Task struct {
	Kind    TaskKind
	Fighter int
}

// AskKind is what the rules wait for.
type AskKind uint8

const (
	AskNone     AskKind = iota
	AskJoin             // window: seats outside may roll 実はそこにいた, then the dead 実は生きていた
	AskPre              // a fresh fighter's pre-combat
	AskTurn             // support phase 1 and the main action
	AskAfter            // support phase 2
	AskDeclare          // a stat declaration (Stat, For)
	AskDefend           // the target of an attack answers it
	AskKeep             // maintain the defence just made
	AskSync             // the attacker's minions join, or it asks the others
	AskSyncJoin         // window: the others join the attack or not
	AskReact            // window: a jammer or a blocking テレポート against the card in use
	AskCounter          // a melee target counter-attacks or not
	AskResidual         // window: other 残留思念 join or hinder
	AskWilling          // window: the continuation question
	AskDiscard          // window: round-end discards
	AskWild             // what a ワイルドカード is played as
	AskEscaped          // the support phase after an escape (5.7)
	AskAim              // the target of the main action chosen
	// The whole game (board.go, turn.go, setup.go, party.go, victory.go).
	AskSetup   // a set-up choice (setup.go says which by Ask.For)
	AskPlace   // a base player places a 待ち伏せ or 重要拠点
	AskSupport // a normal turn's support phase (Ask.Count: 1 or 2)
	AskMain    // a normal turn's main action
	AskDest    // where a teleport, an escape or an entry lands
	AskBattle  // the combat-start phase: start a combat or not
	AskObject  // window: objections to a 勝利宣言
	AskInvite  // the party proposer names whom it invites
	AskAgree   // window: the invitees accept the party or not
	AskPeek    // whose sheet to look at
)

// DeclFor is what a declaration is for.
type DeclFor uint8

const (
	ForActivate    DeclFor = iota + 1 // the ESP level of an activation check
	ForMind                           // the 精神力 of the checks after it
	ForDamage                         // 耐久力 against a hit
	ForMelee                          // a melee attacker's 耐久力 (its 火力)
	ForMeleeTarget                    // a melee target's 耐久力
	ForResist                         // Lv + 精神力 against a 幻覚
	ForResistMind
	ForBlock         // the ESP level of a blocking テレポート
	ForBlockMind     // the 精神力 of its checks
	ForReform        // the ESP level of a 改心チェック
	ForTeleport      // the ESP level of a teleport move (4.3)
	ForIntrude       // the ESP level of a 侵入チェック (4.6)
	ForPartyTeleport // a partner's ESP level for its party's teleport (6.1)
	ForJail          // the ESP level the 刑務所 chart's row asks for (4.4; Ask.Lv the level needed)
	ForRoom          // the ESP level resisting a 幻覚 room or trap on the board (cells.go)
	ForRoomMind      // the 精神力 of that resistance
)

// Ask is the open question. It is public: it never depends on a hidden card.
type Ask struct {
	Kind    AskKind
	Seat    int   // the asked seat, for a question to one seat
	Seats   []int // a window's asked seats still to answer, in order
	Fighter int   // the fighter concerned
	Stat    book.Stat
	For     DeclFor
	Count   int     // how many 精神力 checks a ForMind declaration covers
	Lv      int     // a ForResistMind declaration's declared level
	Back    AskKind // the support phase a 改心 returns to
}
