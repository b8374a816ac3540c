package i18n

func init() { register(lockeGuided) }

// lockeGuided holds the guided first game of 超人ロック (scenes/guided.go): the menu's button and
// a line per step, saying what is asked and why, or what the part pointed at means.
var lockeGuided = map[string]entry{
	"menu.guided": {"はじめての超人ロック", "First game of Locke"},
	"guide.off":   {"ガイドを終える", "End the guide"},

	"guide.locke.sheet": {"あなたのキャラクターシート。本当の陣営・能力値・特殊能力が書かれ、ほかの人には見えません。",
		"Your character sheet: your true side, stats and abilities. Nobody else sees it."},
	"guide.locke.silhouette": {"シルエットを選びます。みんなに見える仮の姿です。Good・Specialは惑星を探索し、Evil（裏顔）は基地プレイヤーになります。",
		"Choose a silhouette, the face everyone sees: Good or Special search the planets, Evil makes you a base player."},
	"guide.locke.trump": {"シートのトランプが選べるシルエットを決めます。エースは自分と同じ名前、10は同じ陣営、ほかは自由。片側が足りないと多い側は新しいトランプで選び直します。",
		"The trump on your sheet limits the choice: an ace, your own name; a 10, your own side; else any. If a side is short, the other chooses again with new trumps."},
	"guide.locke.again": {"探索プレイヤーか基地プレイヤーが足りません。多い側が選び直します（必要なら新しいトランプで）。",
		"Too few searchers or base players: the larger side chooses again, with new trumps if it must."},
	"guide.locke.planet": {"惑星編です。探索プレイヤーがマスを移動して惑星カードをめくり、情報入手を集めます。3枚で秘密基地編へ。",
		"The planet phase: searchers move cell by cell turning planet cards over for information; three of it leads to the secret base."},
	"guide.locke.base": {"赤い名札は基地プレイヤー（裏顔）。秘密基地に潜んでいるので、惑星編では手番もコマもありません。",
		"A red plate is a base player (Evil silhouette): hidden in the secret base, with no turn and no piece in the planet phase."},
	"guide.locke.waiting": {"あなたは基地プレイヤーです。惑星編では手番がなく、秘密基地編から動きます。戦闘に呼ばれることはあります。",
		"You are a base player: no turns in the planet phase, you move once the secret base opens; a combat may still call you in."},
	"guide.locke.claim": {"勝利宣言：シートを公開して自分の陣営の勝ちを宣言します。1人でも反対すれば失敗し、正体を明かしたまま続きます。",
		"A victory claim shows your sheet and claims the win for your side: one objection makes it fail, and play goes on with you unmasked."},
	"guide.locke.move": {"主要行動です。光るマスをクリックして移動すると、そのマスのカードがめくれて効果が起きます。",
		"Your main action: click a lit cell to move there; its card turns over and takes effect."},
	"guide.locke.twin": {"同じシルエットの双子が同じマスにいます。この手番はパスしかできず、そのあと戦闘になります。",
		"Your twin, who wears your silhouette, is on your cell: you can only pass, and a combat between you follows."},
	"guide.locke.battle": {"同じマスにほかのキャラクターがいるので、ここで戦闘を起こせます。マスの全員が参加します。",
		"Someone shares your cell, so a combat can start here: everyone on the cell takes part."},
	"guide.locke.fight": {"戦闘です。毎ラウンド、トランプの順に全員が戦闘ターンを行います。ダメージが耐久力に達すると死亡します。",
		"A combat: each round everyone takes a combat turn, in the order the trumps give; damage reaching your Body kills."},
	"guide.locke.card": {"あなたの戦闘ターン。Cカードをクリックして使います。LV分のESPパワーを払い、発動チェックに成功すれば攻撃です。",
		"Your combat turn: click a C-card to play it. It costs its LV in ESP power and must pass an activation check."},
	"guide.locke.chart": {"別の場所で戦闘です。「実はそこにいた」チャートを振ると、2D6の出目の行で参加できるかが決まります。",
		"A combat elsewhere: roll the Was-there chart; two dice pick the line that says whether you join it."},
	"guide.locke.object": {"勝利宣言がありました。その陣営の勝ちがあなたの負けなら反対を。1人でも反対すれば失敗し、ゲームは続きます。",
		"Someone claims victory: object if their side winning is your loss. One objection makes the claim fail; the game goes on."},
	"guide.locke.grades": {"A級：生存して勝利、B級：死亡して勝利、C級：生存して敗北、D級：死亡して敗北。生死に関係なく勝ちは勝ちです。",
		"A: alive and won. B: dead but won. C: alive but lost. D: dead and lost. A win is a win, dead or alive."},
}
