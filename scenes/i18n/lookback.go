package i18n

func init() { register(lookback) }

// lookback holds the words of the look-back panel (the last trick, the last plays): its
// button, headings and the short action words of its rows, which follow the seat's name.
var lookback = map[string]entry{
	"lb.button": {"振り返り", "Look back"},
	"lb.none":   {"まだ振り返るものはありません", "Nothing to look back at yet"},
	"lb.keys":   {"L・Escで閉じる", "L or Esc closes"},
	"lb.draw":   {"%d枚引いた", "drew %d {card|cards}"},

	"lb.np.title":  {"直前のトリック（第%dトリック）", "The last trick (trick %d)"},
	"lb.np.title0": {"直前のトリック", "The last trick"},
	"lb.np.none":   {"まだ終わったトリックはありません", "No trick has been completed yet"},
	"lb.np.led":    {"リード", "led"},
	"lb.np.won":    {"取った", "took the trick"},
	"lb.np.ledwon": {"リードして取った", "led and took the trick"},

	"lb.fe.title":     {"直前のプレイ", "The last plays"},
	"lb.fe.play":      {"出した", "played"},
	"lb.fe.play8":     {"%sを指定", "named %s"},
	"lb.fe.ron":       {"%sにロン！", "Ron on %s!"},
	"lb.fe.ronkaeshi": {"ロン返し（合計%d）", "Counter-Ron (sum %d)"},

	"lb.boss.title":    {"直前の行動", "The last actions"},
	"lb.boss.round":    {"第%dターン開始", "Turn %d begins"},
	"lb.boss.dictator": {"独裁カード：%s", "Dictator card: %s"},
	"lb.boss.play":     {"%sを使った", "used %s"},
	"lb.boss.playon":   {"%sを%sに使った", "used %s on %s"},
	"lb.boss.fizzle":   {"奇数：効果なく捨札へ", "odd roll: discarded, no effect"},
	"lb.boss.discard":  {"%sを捨てた", "discarded %s"},
	"lb.boss.block":    {"防御で1軽減", "blocked 1 with a defence"},
	"lb.boss.genba":    {"現場の責任：%dダメージを0に", "On-site Responsibility: %d damage to 0"},
	"lb.boss.hurt":     {"%dダメージ（ライフ%d）", "lost %d life (%d left)"},
	"lb.boss.heal":     {"%d回復（ライフ%d）", "healed %d (%d life)"},
	"lb.boss.cost":     {"ライフを1払った（残り%d）", "paid 1 life (%d left)"},
	"lb.boss.roll":     {"サイコロ：%d", "rolled %d"},
	"lb.boss.voteyes":  {"無効化に賛成", "voted to cancel"},
	"lb.boss.voteno":   {"無効化に反対", "voted to let it stand"},
	"lb.boss.resign":   {"辞表を提出！", "handed in the resignation letter!"},
	"lb.boss.show":     {"使えるカードなし：手札を公開", "no usable card: showed the hand"},
	"lb.boss.chief":    {"社長を出した", "brought in the President"},
}
