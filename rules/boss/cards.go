package boss

// Card identifiers: the 50 勤務カード are 0..49, the 15 独裁カード 50..64. Cards of one kind
// are interchangeable, so the rules track identifiers only to move cards on the screen.

// Kind is a 勤務カード's category.
type Kind int

const (
	Attack   Kind = iota // 攻撃
	Defence              // 防御
	Recovery             // 回復
	Chief                // 社長
	NumKinds
)

// kindNames are the String forms of the kinds, used in actions ("discard defence").
var kindNames = [NumKinds]string{"attack", "defence", "recovery", "chief"}

func (k Kind) String() string {
	if k >= 0 && k < NumKinds {
		return kindNames[k]
	}
	return "?"
}

// kindCounts is the seed's deck: 攻撃 22, 防御 11, 回復 10, 社長 7.
var kindCounts = [NumKinds]int{Attack: 22, Defence: 11, Recovery: 10, Chief: 7}

// NumWork is the number of 勤務カード, NumDictator the number of 独裁カード.
const (
	NumWork     = 50
	NumDictator = 15
	NumCards    = NumWork + NumDictator
)

// workKinds maps a 勤務カード identifier to its kind: the kinds in table order.
var workKinds = func() [NumWork]Kind {
	var out [NumWork]Kind
	id := 0
	for k, n := range kindCounts {
		for range n {
			out[id] = Kind(k)
			id++
		}
	}
	return out
}()

// KindOf is the kind of a 勤務カード identifier.
func KindOf(id int) Kind { return workKinds[id] }

// IsWork reports whether id is a 勤務カード.
func IsWork(id int) bool { return id >= 0 && id < NumWork }

// IsDictator reports whether id is a 独裁カード.
func IsDictator(id int) bool { return id >= NumWork && id < NumCards }

// Dictator names one of the 15 独裁カード.
type Dictator int

const (
	SaboriSpot     Dictator = iota // 「サボり」スポット
	OreNoTegara                    // 俺の手柄
	MizuMoNomazu                   // 水も飲まずに
	AsaMadeNomikai                 // 朝まで飲み会
	RentaiSekinin                  // 連帯責任
	Oryo                           // 横領
	Shimatsusho                    // 始末書
	BushoShoshitsu                 // 担当部署の消失
	YukyuKyuka                     // 有給休暇
	GenbaSekinin                   // 現場の責任
	Shitsugen                      // あの人の失言
	KosenTekina                    // 交戦的な態度
	TamaniLunch                    // たまにはランチ
	RuleWaYaburo                   // ルールは破ろう
	JoshiDokusai                   // 上司独裁
)

// When says at which point of the round a 独裁カード acts.
type When int

const (
	AtReveal    When = iota // right after the cancel vote
	AtBossStart             // at the start of the boss's turn
	DuringRound             // a standing rule for the whole round
	AtBossEnd               // at the end of the boss's turn
)

// DictatorCard is one row of the seed's table of 独裁カード.
type DictatorCard struct {
	Key      string // catalogue key suffix: card.boss.d.<Key>, card.boss.d.<Key>.text
	BossOnly bool   // 対象: 上司のみ (otherwise 全員)
	When     When
}

// Dictators is the seed's list, in its order; card identifier NumWork+i is Dictators[i].
var Dictators = [NumDictator]DictatorCard{
	SaboriSpot:     {Key: "sabori", BossOnly: true, When: AtBossStart},
	OreNoTegara:    {Key: "tegara", BossOnly: true, When: AtReveal},
	MizuMoNomazu:   {Key: "mizu", When: DuringRound},
	AsaMadeNomikai: {Key: "nomikai", When: AtBossEnd},
	RentaiSekinin:  {Key: "rentai", BossOnly: true, When: DuringRound},
	Oryo:           {Key: "oryo", BossOnly: true, When: AtBossStart},
	Shimatsusho:    {Key: "shimatsu", BossOnly: true, When: AtReveal},
	BushoShoshitsu: {Key: "shoshitsu", When: DuringRound},
	YukyuKyuka:     {Key: "yukyu", When: DuringRound},
	GenbaSekinin:   {Key: "genba", BossOnly: true, When: DuringRound},
	Shitsugen:      {Key: "shitsugen", When: AtReveal},
	KosenTekina:    {Key: "kosen", When: DuringRound},
	TamaniLunch:    {Key: "lunch", When: AtReveal},
	RuleWaYaburo:   {Key: "rule", BossOnly: true, When: DuringRound},
	JoshiDokusai:   {Key: "dokusai", BossOnly: true, When: DuringRound},
}

// DictatorOf is the 独裁カード a card identifier names.
func DictatorOf(id int) Dictator { return Dictator(id - NumWork) }

// DictatorID is the card identifier of a 独裁カード.
func DictatorID(d Dictator) int { return NumWork + int(d) }

// Life limits and hand sizes from the seed.
const (
	BossLife     = 7 // the boss starts at 7 and never rises above it
	SubLife      = 4 // a subordinate starts at 4 and never rises above it
	BossHand     = 7
	SubHand      = 2
	BossRefill   = 5 // ノー残業デー: the boss draws up to 5
	SubRefill    = 2 // ノー残業デー: a subordinate draws up to 2
	Rounds       = 5 // the subordinates win once five rounds have passed
	NoOvertime   = 3 // ノー残業デー comes after the third round
	BossAttack   = 2 // a boss's 攻撃 deals 2
	BossHeal     = 2 // a boss's 回復 heals 2
	BossCardUses = 2 // the boss uses a card up to twice a turn
	DokusaiPlus  = 100
	ChiefUses    = 2 // a 社長 leaves after acting twice
)
