package i18n

func init() { register(freeEightTable) }

// freeEightTable holds the words of the Free Eight table.
var freeEightTable = map[string]entry{
	"fe.ui.draw":     {"1枚引く", "Draw 1"},
	"fe.ui.drawn":    {"%d枚引く", "Draw %d"},
	"fe.ui.ron":      {"ロンする", "Ron!"},
	"fe.ui.pass":     {"続行する", "Continue"},
	"fe.ui.cancel":   {"やめる", "Cancel"},
	"fe.ui.pile":     {"山札 %d枚", "Deck: %d"},
	"fe.ui.named":    {"指定マーク", "Named suit"},
	"fe.ui.attack":   {"ドロー攻撃 %d枚", "Draw attack: %d"},
	"fe.ui.cards":    {"%d枚", "%d cards"},
	"fe.ui.card1":    {"1枚", "1 card"},
	"fe.ui.turn":     {"手番", "Turn"},
	"fe.ui.over":     {"ゲーム終了", "Game over"},
	"fe.ui.waiting":  {"%s の番です", "%s is playing"},
	"fe.ui.attacked": {"攻撃された！ 返すカードを出すか %d枚引く", "Attacked! Answer it or draw %d"},
	"fe.ui.extra":    {"5・7の効果：もう一度出すか、1枚引く", "5 or 7: play again or draw 1"},
	"fe.ui.yourturn": {"あなたの番：光るカードを出すか、山札から引く", "Your turn: play a glowing card or draw"},
	"fe.ui.ronq":     {"ロンしますか？", "Declare Ron?"},
	"fe.ui.ronwhy":   {"%s が %s（%d）を出しました。", "%s played %s (%d)."},
	"fe.ui.ronhand":  {"あなたの手札の合計も %d です。", "Your hand also adds up to %d."},
	"fe.ui.pick":     {"%s で指定するマークを選ぶ", "Name a suit for %s"},
	"fe.ui.suitkey":  {"[%d] 手札%d枚", "[%d] %d held"},
}
