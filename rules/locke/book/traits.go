package book

// The data files write abilities in the seed's own notation ("[戦闘][対抗(攻撃)][防御][E]"),
// so a sheet reads like the printed card. These tables turn each bracketed word into the
// Ability fields it stands for.

var timingWords = map[string]Timing{
	"全般":  AnyTime,
	"通常":  Normal,
	"戦闘":  Combat,
	"主要":  Main,
	"支援":  Support,
	"先制":  First,
	"戦闘前": PreCombat,
	"死亡時": OnDeath,
	"特殊":  SpecialTime,
}

// counterWords are the [対抗(X)] forms the rules know.
var counterWords = map[string]Against{
	"対抗(攻撃)":     AgainstAttack,
	"対抗(Cカード使用)": AgainstCCard,
}

var actWords = map[string]Act{
	"攻撃": Attack,
	"防御": Defence,
	"逃避": Escape,
}

var natureWords = map[string]Nature{
	"E":  ESP,
	"M":  Mech,
	"EM": ESP | Mech,
	"固有": Gun,
	"格闘": Fist,
}

// xWords are the traits that carry a number, [手下:X] and the like; each belongs to one effect.
var xWords = map[string]EffectKind{
	"手下":  Minions,
	"格闘":  MeleeShift,
	"スーツ": Suit,
	"代理":  Proxy,
}

var effectWords = map[string]EffectKind{
	"minions":      Minions,
	"melee_shift":  MeleeShift,
	"suit":         Suit,
	"proxy":        Proxy,
	"jammer":       Jammer,
	"weapon":       Weapon,
	"guard":        Guard,
	"boost":        Boost,
	"chart_attack": ChartAttack,
	"extra_cards":  ExtraCards,
	"reflect":      Reflect,
	"absorb":       Absorb,
	"transform":    Transform,
	"control":      Control,
}

// effectNeeds says which figures an effect cannot do without; the loader refuses a row that
// lacks one, so the rules never meet a minion count of zero or a jammer of no level.
type effectNeed struct {
	x      bool // the X of its bracket trait
	level  bool
	n      bool // a non-zero N
	stat   bool
	chart  bool
	weapon bool // a 火力 or a 武器火力 chart
}

var effectNeeds = map[EffectKind]effectNeed{
	Minions:     {x: true, n: true},
	MeleeShift:  {x: true},
	Suit:        {x: true},
	Proxy:       {x: true},
	Jammer:      {level: true},
	Weapon:      {level: true, weapon: true},
	Guard:       {level: true},
	Boost:       {stat: true, n: true},
	ChartAttack: {chart: true},
	ExtraCards:  {n: true},
	Reflect:     {level: true},
	Absorb:      {level: true},
	Transform:   {chart: true},
	Control:     {level: true},
}

var statWords = map[string]Stat{"lv": Lv, "pw": Pw, "dur": Dur, "mind": Mind}

var sideWords = map[string]Side{"G": Good, "E": Evil, "S": Special}

// sexWords are the first attribute of a sheet; the older list prints "??" for two sheets,
// written 性別不明 here.
var sexWords = map[string]Sex{"男性": Male, "女性": Female, "性別不明": Neuter}

var ckindWords = map[string]CKind{"attack": CAttack, "defence": CDefence, "escape": CEscape, "special": CSpecial}

var cspecialWords = map[string]CSpecialKind{"illusion": Illusion, "telepath": Telepath, "wild": Wild}

var npcKindWords = map[string]NPCKind{"obstacle": Obstacle, "esper": Esper, "sheet": Sheet}

var defeatWords = map[string]DefeatKind{"alive": DefeatIfAlive, "dead": DefeatIfDead, "self_dead": DefeatIfSelfDead}

// verbNeeds lists every chart verb the rules interpret and what its row must carry.
type verbNeed struct {
	n     bool   // N ≥ 1
	ref   string // what Ref names: "npc", "weapon" (a 武器火力 row), "card" (a Cカード name, optional)
	optN  bool   // N may be given (≥ 0)
	min   bool   // Min may be given
	needR bool   // Ref must be present
}

var verbNeeds = map[string]verbNeed{
	// 実はそこにいた / 実は生きていた
	"join":     {},
	"join_at":  {n: true},
	"absent":   {},
	"revive":   {},
	"residual": {},
	"dead":     {},
	// 残留思念, 武器火力, 巡洋艦: a 火力 (Ref: the Cカード whose LV the attack has)
	"fire": {optN: true, ref: "card"},
	// 刑務所
	"escape": {min: true},
	"battle": {},
	"trap":   {},
	"probed": {},
	// ランダム戦闘, 武器チェック, トラップ
	"sheet":      {},
	"npc":        {ref: "npc", needR: true},
	"weapon":     {ref: "weapon", needR: true},
	"from_above": {n: true, ref: "card"},
	// トラップ
	"infect":      {},
	"attack_all":  {n: true},
	"rest_female": {n: true},
	"illusion":    {},
	"rest":        {n: true},
	"harvest":     {},
	"rest_maybe":  {n: true},
	// 変身チェック
	"lvpw":    {n: true},
	"cards":   {n: true},
	"nothing": {},
	"mind":    {n: true},
	"become":  {},
	// 巡洋艦
	"fire_roll": {ref: "weapon", needR: true},
	"misfire":   {},
}
