package i18n

func init() { register(napoleonTable) }

// napoleonTable holds the words of the Napoleon table. The English glossary, shared with the
// rules' lines and the help: ナポレオン Napoleon, 副官 adjutant, 副官カード adjutant card,
// 連合軍 allies, ナポレオン軍 Napoleon's side, 宣言 declaration, 切り札 trumps, 絵札 face
// cards, 伏せ札 hidden cards, 捨て札 discards, 台札 the suit led, トリック trick.
var napoleonTable = map[string]entry{
	"np.ui.banner.napoleon": {"ナポレオンは%s", "%s is Napoleon"},
	"np.ui.banner.adjutant": {"副官は%s！", "%s is the adjutant!"},
	"np.ui.banner.alone":    {"%sは一人で戦う！", "%s fights alone!"},
	"np.ui.decl":            {"%d枚 %s", "%d %s"},
	"np.ui.adjcard":         {"副官カード %s", "Adjutant card %s"},
	"np.ui.pass":            {"パス [P]", "Pass [P]"},
	"np.ui.passed":          {"パス", "Pass"},
	"np.ui.choose":          {"カードを選んでください", "Choose a card"},
	"np.ui.nameit":          {"%sを副官カードにする", "Name %s"},
	"np.ui.undo":            {"1枚戻す [BS]（%d/4）", "Take back [BS] (%d/4)"},
	"np.ui.hidden":          {"伏せ札", "Hidden cards"},
	"np.ui.discards":        {"捨て札", "Discards"},
	"np.ui.role.napoleon":   {"ナポレオン", "Napoleon"},
	"np.ui.role.alone":      {"ナポレオン単独", "Napoleon alone"},
	"np.ui.role.secret":     {"副官（秘密）", "Secret adjutant"},
	"np.ui.role.adjutant":   {"副官", "Adjutant"},
	"np.ui.role.allies":     {"連合軍", "Allies"},
	"np.ui.faces":           {"絵札 %d", "%d {face card|face cards}"},
	"np.ui.turn":            {"手番", "Turn"},
	"np.ui.nobid":           {"まだ宣言はありません", "No declaration yet"},
	"np.ui.redeals":         {"配り直し %d回", "Redeals: %d"},
	"np.ui.best":            {"最高の宣言", "Best declaration"},
	"np.ui.declared":        {"%d枚", "%d {face card|face cards}"},
	"np.ui.trump":           {"切り札", "trumps"},
	"np.ui.adjlabel":        {"副官カード", "Adjutant card"},
	"np.ui.sideknown":       {"ナポレオン軍 %d / %d枚", "Napoleon's side %d / %d"},
	"np.ui.sidenap":         {"ナポレオン %d枚（副官は不明）/ %d", "Napoleon %d / %d (adjutant unknown)"},
	"np.ui.trickno":         {"第%dトリック", "Trick %d"},
	"np.ui.legend.discard":  {"捨てる札（選んだ順）%d/4", "To discard, in order: %d/4"},
	"np.ui.legend.hidden":   {"伏せ札から来た札", "From the hidden cards"},
	"np.ui.over":            {"ゲーム終了", "Game over"},
	"np.ui.wait.bid":        {"%sが宣言を考えています", "%s is considering a declaration"},
	"np.ui.wait.adjutant":   {"%sが副官カードを選んでいます", "%s is naming the adjutant card"},
	"np.ui.wait.exchange":   {"%sが伏せ札と交換しています", "%s is exchanging with the hidden cards"},
	"np.ui.wait.play":       {"%sの番です", "%s's turn"},
	"np.ui.exchange":        {"捨てる札を1枚ずつ4枚選んでください", "Pick four cards to discard, one at a time"},
	"np.ui.yourturn":        {"あなたのリード：光るカードを出してください", "Your lead: play a glowing card"},
	"np.ui.follow":          {"あなたの番：%sが台札です", "Your turn: %s was led"},
	"np.ui.bidq":            {"ナポレオンを宣言しますか？", "Declare Napoleon?"},
	"np.ui.bidover":         {"%d枚%sより強い宣言ができます", "Declare stronger than %d %s"},
	"np.ui.bidhint":         {"絵札の枚数と切り札を選択（♠＞♥＞♦＞♣）", "Face-card count and trumps (♠ > ♥ > ♦ > ♣)"},
	"np.ui.pickq":           {"副官カードを指定してください", "Name the adjutant card"},
	"np.ui.pickhint":        {"暗いカードはあなたの手札（指定すると一人で戦います）", "Dimmed cards are yours (naming one means playing alone)"},

	// why a click was refused, shown for a moment
	"np.why.follow":   {"台札の%sを出してください", "Must follow suit: %s"},
	"np.why.lastpick": {"戻せるのは最後に選んだ札だけです", "Only the last pick can be taken back"},
	"np.why.weaker":   {"宣言できるのは%d枚%sより強いものだけです", "Only a declaration stronger than %d %s"},
	"np.why.wait":     {"%sの番です", "It is %s's turn"},
}
