// Package book holds the figures of 超人ロック that the rule document refers to but does not
// print: the character sheets, the silhouette cards, the combat cards (Cカード), the ability
// cards, the NPCs and obstacles, the damage table and the charts. Every figure lives in a data
// file under data/ (embedded); this package only reads them, checks them once at start-up and
// answers lookups. The rules (package locke) interpret what the rows say.
//
// Where the figures come from and every choice made where the seed gives none is written in
// docs/rules/locke.md.
package book

// Side is an alignment (アライメント).
type Side uint8

const (
	Good    Side = iota + 1 // (G)
	Evil                    // (E)
	Special                 // (S)
)

// Sex is the first attribute of a sheet and of a silhouette.
type Sex uint8

const (
	Male Sex = iota + 1
	Female
	Neuter // neither (a machine, a thought-form)
)

// Stat names one of the four 能力値.
type Stat uint8

const (
	Lv   Stat = iota + 1 // ESP能力レベル
	Pw                   // ESPパワー (the maximum)
	Dur                  // 耐久力
	Mind                 // 精神力
)

// Stats are the four 能力値 as printed on a sheet.
type Stats struct {
	Lv, Pw, Dur, Mind int
}

// Character is one character sheet.
type Character struct {
	ID     string // stable key used in saves and action strings ("locke1")
	Name   string // as printed (ロック1)
	NameEN string
	// Attributes are printed left to right: the sex first, the race last.
	Attributes []string
	Sex        Sex
	Human      bool   // the race is 人間
	Rank       string // A..E, or S for a special character
	// Extra marks a 特殊キャラクター: never dealt, brought in by abilities and charts.
	Extra bool
	// Sides is the alignment chain, leftmost first: (E/G) is [Evil, Good], (G/E/G) three long.
	Sides []Side
	L     bool // the (L) mark: one (L) character is dealt at every table
	// Silhouette is the ID of the silhouette name this sheet matches for an ace (the three
	// ロック sheets share "locke").
	Silhouette string
	Stats      Stats
	Defeats    []Defeat  // 固有の敗北条件
	Abilities  []Ability // 特殊能力
}

// Reformable reports whether the sheet's alignment has a slash (改心 can move it).
func (c *Character) Reformable() bool { return len(c.Sides) > 1 }

// DefeatKind is what a unique defeat condition tests at the end of the game.
type DefeatKind uint8

const (
	DefeatIfAlive    DefeatKind = iota + 1 // loses if Who is alive
	DefeatIfDead                           // loses if Who is dead
	DefeatIfSelfDead                       // loses if itself is dead (a Good or Evil sheet that must survive)
)

// Defeat is one 固有の敗北条件. A condition naming a character not in the game is ignored,
// and no condition names its own holder (seed 3.1).
type Defeat struct {
	Kind DefeatKind
	Who  string // a character ID, empty for DefeatIfSelfDead
}

// Timing is when an ability (or a card) may be used: the seed's timing traits.
type Timing uint8

const (
	AnyTime     Timing = iota + 1 // [全般]
	Normal                        // [通常]
	Combat                        // [戦闘]
	Main                          // [主要]
	Support                       // [支援]
	First                         // [先制]
	Counter                       // [対抗(X)]: Ability.Against says X
	PreCombat                     // [戦闘前]
	OnDeath                       // [死亡時]
	SpecialTime                   // [特殊]
)

// Act is an ability's or card's action trait.
type Act uint8

const (
	NoAct   Act = iota
	Attack      // [攻撃]
	Defence     // [防御]
	Escape      // [逃避]
)

// Nature is an ability's nature traits, as a set.
type Nature uint8

const (
	ESP  Nature = 1 << iota // [E]
	Mech                    // [M]
	Gun                     // [固有] (a weapon; not [M])
	Fist                    // [格闘] (melee-related; not the column shift [格闘:X])
)

// Against is the X of [対抗(X)].
type Against uint8

const (
	AgainstNothing Against = iota
	AgainstAttack          // [対抗(攻撃)]: an attack on its user (unless Others)
	AgainstCCard           // [対抗(Cカード使用)]: any Cカード being used
)

// EffectKind is the small set of reusable effects abilities and ability cards are built from.
// The rules interpret each; a new ability is a data row combining one kind with its numbers.
type EffectKind uint8

const (
	NoEffect EffectKind = iota
	// Minions [手下:X]: N minions of ESP level X join at [戦闘前]; each adds one to the hand
	// limit and to a melee 耐久力 declaration, and may join a 同調 with a card of LV ≤ X.
	Minions
	// MeleeShift [格闘:X]: declared with a melee 耐久力, shifts the damage columns by X.
	MeleeShift
	// Suit [スーツ:X]: a suit of 耐久力 X that may be declared instead of the own 耐久力.
	Suit
	// Proxy [代理:X]: a stand-in of 耐久力 X fights instead of its user.
	Proxy
	// Jammer ESPジャマー LV:X [戦闘][対抗(Cカード使用)][EM]: cancels a Cカード of final LV 1..X.
	Jammer
	// Weapon: a [主要][攻撃] attack of LV Level and 火力 Fire, with no Cカード and no power.
	// FireChart, when set, names the 武器火力 row the 火力 is rolled on instead.
	Weapon
	// Guard: a [対抗(攻撃)][防御] defence of LV Level (a built-in field), usable once per attack.
	Guard
	// Boost: Stat += N (a [戦闘前] or [常動] modifier; N may be negative).
	Boost
	// ChartAttack: a [主要][攻撃] attack whose 火力 comes from the chart Chart (巡洋艦).
	ChartAttack
	// ExtraCards: N more Cカード in the hand limit.
	ExtraCards
	// Reflect: a [対抗(攻撃)] that turns an attack of LV ≤ Level back on its attacker
	// (ラフノールの鏡).
	Reflect
	// Absorb: a [対抗(攻撃)][防御] that stops an attack of LV ≤ Level and restores Pw equal to
	// its LV (吸収ボール).
	Absorb
	// Transform: roll the 変身チェック chart (変身).
	Transform
	// Control: an ESPコントローラー: the holder's Cカード may not be jammed below LV Level.
	Control
)

// Ability is one special ability (特殊能力) or the effect of one ability card (能力カード).
type Ability struct {
	ID      string // stable key ("locke1.mind-blast")
	Name    string
	NameEN  string
	Timings []Timing
	Against Against // for Counter
	Others  bool    // a [対抗(攻撃)] that may answer attacks on others too
	Act     Act
	Nature  Nature
	Steady  bool // [常動]: always applies; kept while 気絶
	Effect  EffectKind
	X       int    // the X of [手下:X] [格闘:X] [スーツ:X] [代理:X]
	Level   int    // the LV of a weapon, guard, jammer, mirror, ball or controller
	N       int    // a count (minions, cards) or an amount (Boost)
	Fire    int    // a weapon's 火力
	Stat    Stat   // what Boost raises
	Chart   string // the chart a ChartAttack or Transform rolls; a Weapon's 武器火力 row
	Uses    int    // how many times per combat it may be used; 0 is no limit
	Text    string // the rule text shown in help (Japanese)
	TextEN  string
}

// Has reports whether the ability carries timing t.
func (a *Ability) Has(t Timing) bool {
	for _, x := range a.Timings {
		if x == t {
			return true
		}
	}
	return false
}

// CKind is the kind of a Cカード.
type CKind uint8

const (
	CAttack  CKind = iota + 1 // <攻撃> [主要]
	CDefence                  // <防御> [対抗(攻撃)]
	CEscape                   // <逃避> [主要] to leave, [対抗(攻撃)] to dodge
	CSpecial                  // <特殊>
)

// CSpecialKind says what a special Cカード does.
type CSpecialKind uint8

const (
	NotSpecial CSpecialKind = iota
	Illusion                // 幻覚: the target resists when LV + 2D6 ≤ its Lv + 精神力
	Telepath                // 接触テレパス: read a target's sheet
	Wild                    // ワイルドカード: played as any card of LV ≤ its user's
)

// CCard is one of the 86 combat cards. Its index in CCards is its identity in a game.
type CCard struct {
	Name    string // as printed (レイガン)
	NameEN  string
	Kind    CKind
	Special CSpecialKind
	Level   int  // LV; 0 for a card printed without one
	Fire    int  // 火力 of an attack
	Sync    bool // 同調可
	// Pierce: an attack no defence card stops (光の剣); it may still be escaped.
	Pierce bool
}

// NPCKind is what kind of participant an NPC is (seed 6.1).
type NPCKind uint8

const (
	Obstacle NPCKind = iota + 1 // 障害: no hand; may be several members acting as one
	Esper                       // エスパー: a hand, unlimited power, no 精神力
	Sheet                       // a random character sheet (ランダム戦闘 2)
)

// NPC is an obstacle or esper a chart or a cell brings into a combat.
type NPC struct {
	ID      string
	Name    string
	NameEN  string
	Kind    NPCKind
	Members int // how many act as one participant (警官隊 ×3); 1 for a single one
	Dur     int // 耐久力 of each member
	Lv      int // an esper's ESP level
	// Weapons are the members' weapons in order (a name of a CCard row or of a 武器火力 row);
	// a member beyond the list carries the last. Empty for a participant without a weapon.
	Weapons []string
	// Fire is a fixed 火力 per member for a weapon that is not rolled (暗黒騎士団's D弾 50).
	Fire int
	// WeaponLevel is the LV of the members' attack; 0 takes the weapon card's LV.
	WeaponLevel int
	// WeaponCheck: each member's weapon comes from the 武器チェック chart.
	WeaponCheck    bool
	Attacks        int // attacks per member per turn (サイバー 2); 0 is one
	Jammer         int // ESPジャマー LV, 0 for none
	Shift          int // [格闘:X]
	IllusionImmune bool
}

// ChartRow is one line of a chart: the rolls Lo..Hi give Result.
type ChartRow struct {
	Lo, Hi int
	Result Result
}

// Result is what a chart line says, as a verb with its figures; the rules interpret the verb.
type Result struct {
	Do   string // the verb ("join", "join_at", "absent", "revive", "fire", "npc", ...)
	N    int    // a figure (the round to join at, the 火力, the turns of rest)
	Min  int    // a lower bound the verb tests (the Lv an escape needs)
	Ref  string // what the verb names (an NPC, a weapon, a chart)
	Text string // the line as printed (Japanese), for the log and help
	// TextEN is the English line.
	TextEN string
}

// Chart is one of the charts of chapter 11.
type Chart struct {
	ID     string // "there", "alive", "residual", "prison", "battle", "weapon", "trap", "transform", "cruiser"
	Name   string
	NameEN string
	Dice   int // 1 or 2 (1D6 or 2D6)
	Rows   []ChartRow
}

// Lookup is the row a roll falls on; rolls past either end fall on the end row.
func (c *Chart) Lookup(roll int) Result {
	for _, r := range c.Rows {
		if roll >= r.Lo && roll <= r.Hi {
			return r.Result
		}
	}
	if len(c.Rows) == 0 {
		return Result{}
	}
	if roll < c.Rows[0].Lo {
		return c.Rows[0].Result
	}
	return c.Rows[len(c.Rows)-1].Result
}

// RowOf is the index of the row whose result is res, -1 when none is.
func (c *Chart) RowOf(res Result) int {
	for i, r := range c.Rows {
		if r.Result == res {
			return i
		}
	}
	return -1
}

// Silhouette is one silhouette card name: what the table sees of a player.
type Silhouette struct {
	ID     string // "locke", "raiza", ...
	Name   string
	NameEN string
	Side   Side
	Sex    Sex
	Copies int // two per name, four for ロック
}

// AbilityCard is one kind of 能力カード with how many the deck holds.
type AbilityCard struct {
	Ability
	Count int
	// Disposable: the card is discarded once it has taken effect (使い捨て); otherwise it is
	// kept until its effect is destroyed (a suit, a stand-in) or for the whole game.
	Disposable bool
}

// DamageColumns is the number of columns of the damage table: 1:2以下, 1:1 … 9:1, 10:1+.
const DamageColumns = 11
