package i18n

func init() { register(freeEightTable) }

// freeEightTable holds the words of the Free Eight table (its glossary is in freeeight.go).
var freeEightTable = map[string]entry{
	"fe.ui.draw":     {"1枚引く", "Draw 1 card"},
	"fe.ui.drawn":    {"%d枚引く", "Draw %d {card|cards}"},
	"fe.ui.ron":      {"ロンする", "Ron!"},
	"fe.ui.pass":     {"続行する", "Continue"},
	"fe.ui.cancel":   {"やめる", "Cancel"},
	"fe.ui.pile":     {"山札 %d枚", "Draw pile: %d"},
	"fe.ui.named":    {"指定マーク", "Named suit"},
	"fe.ui.attack":   {"ドロー攻撃 %d枚", "Draw attack: %d {card|cards}"},
	"fe.ui.cards":    {"%d枚", "%d {card|cards}"},
	"fe.ui.turn":     {"手番", "Turn"},
	"fe.ui.over":     {"ゲーム終了", "Game over"},
	"fe.ui.waiting":  {"%sの番です", "%s's turn"},
	"fe.ui.attacked": {"攻撃された！ 返すカードを出すか %d枚引く", "Attacked! Answer it or draw %d {card|cards}"},
	"fe.ui.extra":    {"5・7の効果：もう一度出すか、1枚引く", "5 or 7: play again or draw 1 card"},
	"fe.ui.yourturn": {"あなたの番：光るカードを出すか、山札から引く", "Your turn: play a glowing card or draw"},
	"fe.ui.ronq":     {"ロンしますか？", "Declare Ron?"},
	"fe.ui.ronwhy":   {"%sが%s（%d）を出しました。", "%s played %s (%d)."},
	"fe.ui.ronhand":  {"あなたの手札の合計も%dです。", "Your hand also adds up to %d."},
	"fe.ui.pick":     {"%sで指定するマークを選ぶ", "Name a suit for %s"},
	"fe.ui.suitkey":  {"[%d] 手札%d枚", "[%d] %d held"},

	// why a click was refused, shown for a moment
	"fe.why.match": {"%sにも%sにも合いません", "Does not match %s or %s"},
	"fe.why.named": {"指定マークの%sか8を出してください", "Play the named suit %s or an 8"},
	"fe.why.two":   {"2の攻撃には2か8で返すか、%d枚引きます", "Answer a 2 with a 2 or an 8, or draw %d {card|cards}"},
	"fe.why.queen": {"%[1]sの攻撃には%[1]sか8で返すか、%[2]d枚引きます", "Answer %[1]s with %[1]s or an 8, or draw %[2]d {card|cards}"},
	"fe.why.wait":  {"%sの番です", "It is %s's turn"},
}
