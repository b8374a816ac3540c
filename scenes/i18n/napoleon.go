package i18n

func init() { register(napoleonRules) }

// napoleonRules holds the Napoleon rules' log lines, option labels and help. Arguments: %s is
// a seat name, a card label or a suit symbol; %d a number (see rules/napoleon).
var napoleonRules = map[string]entry{
	"np.deal":       {"各プレイヤーに%d枚ずつ配り、%d枚を伏せて中央に置きました。", "Dealt %d {card|cards} to each player and %d face down in the middle."},
	"np.bidturn":    {"%sの宣言の番です。", "{1:%s to declare|Your turn to declare} or pass."},
	"np.bid":        {"%sが「%d枚・%s」を宣言。", "%s declares %d with %s trumps."},
	"np.pass":       {"%sはパス。", "%s passes."},
	"np.redeal":     {"全員パスのため配り直します。", "Everyone passed: the cards are dealt again."},
	"np.napoleon":   {"%sがナポレオン！ 宣言は%d枚、切り札は%s。", "%s is Napoleon, declaring %d with %s trumps."},
	"np.adjutant":   {"%sの副官指定：%s", "%s names the adjutant card: %s."},
	"np.takehidden": {"%sが伏せ札4枚を手札に加えます。", "%s takes the four hidden cards."},
	"np.discard":    {"%sが4枚を捨てました。", "%s discards four cards face down."},
	"np.lead":       {"第%dトリック：%sのリード。", "Trick %d: %s leads."},
	"np.play":       {"%sが%sを出しました。", "%s plays %s."},
	"np.reveal":     {"副官カード%[2]sが出ました。副官は%[1]s！", "The adjutant card %[2]s is out: %[1]s is the adjutant!"},
	"np.revealself": {"%sが自分で副官カードを出しました。ナポレオンは一人です！", "%s played the adjutant card: Napoleon is alone!"},
	"np.trick":      {"%sが%sで取りました（絵札%d枚）。", "%s takes the trick with %s (%d {3:face card|face cards})."},

	"np.rule.mighty":   {"マイティ！", "Mighty!"},
	"np.rule.trumpj":   {"切り札J（正J）！", "Trump jack!"},
	"np.rule.uraj":     {"裏J！", "Left jack!"},
	"np.rule.yoromeki": {"よろめき！ ♥Qがマイティを倒しました。", "Yoromeki! The ♥Q topples the Mighty."},
	"np.rule.jblocks":  {"よろめき不成立：Jが勝ちます。", "No Yoromeki: a jack is out and wins."},
	"np.rule.hunt":     {"狩りJ！ 切り札Jが狩られました。", "Jack hunt! The trump jack is hunted."},
	"np.rule.same2":    {"セイム2！", "Same two!"},

	"np.alonewas": {"副官カードは捨て札の中：%sは一人で戦っていました。", "The adjutant card was discarded: %s fought alone."},
	"np.score":    {"%s：%+d点", "%s: %+d"},

	"np.end.win":        {"ナポレオン軍の勝ち！（%sの軍 絵札%d枚／宣言%d枚）", "Napoleon's side wins! (%s's side: %d {2:face card|face cards} of %d declared)"},
	"np.end.lose":       {"連合軍の勝ち！（%sの軍 絵札%d枚／宣言%d枚）", "The allies win! (%s's side: %d {2:face card|face cards} of %d declared)"},
	"np.end.win.alone":  {"ナポレオン単独で勝利！（%s 絵札%d枚／宣言%d枚）", "Napoleon wins alone! (%s: %d {2:face card|face cards} of %d declared)"},
	"np.end.lose.alone": {"連合軍の勝ち！（単独の%s 絵札%d枚／宣言%d枚）", "The allies win! (%s alone: %d {2:face card|face cards} of %d declared)"},
	"np.end.redeals":    {"%d回配り直しても宣言がなく、勝者なしで終了です。", "Nobody declared in %d {deal|deals}: the game ends with no winner."},

	"opt.napoleon.bidding":         {"宣言の回し方", "Declaration round"},
	"opt.napoleon.bidding.auction": {"他の全員がパスするまで", "until all others pass"},
	"opt.napoleon.bidding.once":    {"一人一回ずつ", "once around"},
	"opt.napoleon.stake":           {"1ゲームの点数の単位", "Stake per game"},
	"opt.napoleon.stake.over12":    {"宣言枚数−12", "declaration − 12"},
	"opt.napoleon.stake.bid":       {"宣言枚数", "the declaration"},

	"help.napoleon": {helpNapoleonJa, helpNapoleonEn},
}

const helpNapoleonJa = `ナポレオン（4人）

■ 目的
ナポレオン（宣言した人）と副官の「ナポレオン軍」と、残りの「連合軍」に分かれ、絵札（10・J・Q・K・A、全20枚）の取り合いをします。ナポレオン軍が宣言した枚数以上を取れば勝ちです。4人なので通常は2対2、副官がいなければナポレオン1人対3人です。

■ 配り札
52枚（ジョーカーなし）を各12枚配り、残り4枚は伏せて中央に置きます。

■ 宣言
最初の人から順に「絵札の枚数（13〜20）と切り札のマーク」を宣言するか、パスします。
より強い宣言しかできません：枚数が多いか、同じ枚数でマークが強い（♠ ＞ ♥ ＞ ♦ ＞ ♣）。例：「15枚♥」の後は「16枚♥」「15枚♠」は可、「14枚♠」は不可。
標準ではパスした人は抜け、他の全員がパスするまで何周でも続きます（設定で「一人一回ずつ」も選べます）。全員がパスしたら配り直しです。

■ 副官
ナポレオンは52枚の中から「副官カード」を1枚指定します。そのカードを持っている人が副官です。副官は自分だけが知っていて、そのカードが場に出るまで誰にも（ナポレオンにも）分かりません。
副官カードが伏せ札の中にあったら（または自分の手札のカードを指定したら）、ナポレオンは一人で戦います。

■ 交換
ナポレオンは伏せ札4枚を手札に加え（16枚）、捨てる札を1枚ずつ4枚選びます（4枚目を選ぶまでは、最後に選んだ1枚を戻せます）。捨てた札は伏せたままゲームから除外され、ナポレオン以外は最後まで見られません。誰の絵札にもなりません。

■ トリック
最初はナポレオンがリード。出されたマーク（台札）を持っていれば必ず出します。なければ何を出してもかまいません。一番強いカードを出した人がトリックの絵札をもらい、次のリードをします。12トリックで終わりです。

■ カードの強さ
1. マイティ（♠A）：常に最強
2. 切り札J（正J）
3. 裏J：切り札と同じ色のもう一つのマークのJ（♠↔♣、♥↔♦）
4. 切り札（A・K・Q・10…2）
5. 台札のマーク（A・K・Q・10…2）
6. その他のマークは取れません
切り札J・裏J以外のJは、そのマークで最弱（2より下）です。

■ 特殊ルール
・セイム2：切り札以外のマークで4人全員が同じマークを出し、その2が出ていれば2の勝ち。最初のトリックでは無効。マイティや裏Jが出ていればそちらが勝ちます。
・よろめき：マイティと♥Qが同じトリックに出たら♥Qの勝ち。
・よろめきでも切り札Jか裏Jが出ていれば、そのJの勝ち（両方なら切り札J）。
・狩りJ：切り札Jと、それと対になる最弱J（♠↔♥、♣↔♦）が同じトリックに出たら最弱Jの勝ち。
・狩りJでも裏Jが出ていれば通常どおり切り札Jの勝ち。マイティが出ていればマイティの勝ち。
・マイティ・♥Q・切り札J・狩るJが同時に出たときは、よろめきの規則が先で切り札Jの勝ちです。

■ 勝敗と点数
ナポレオンと副官の絵札の合計が宣言枚数以上ならナポレオン軍の勝ち、未満なら連合軍の勝ちです。
点数の単位 s は「宣言枚数−12」（設定で「宣言枚数」も選べます）。
2対2：ナポレオン ±4s、副官 ±2s、連合軍 各∓3s。
1対3：ナポレオン ±6s、連合軍 各∓2s。
（ナポレオン軍が勝てば＋、負ければ−。合計は常に0です。）
配り直しが50回続いたら勝者なしで終了します。

■ 振り返り
画面上の「振り返り」ボタンかLキーで、直前のトリック（4枚の札、リードした人、取った人）をいつでも見られます。もう一度LかEscで閉じます。`

const helpNapoleonEn = `Napoleon (4 players)

■ Goal
Napoleon (the declarer) and the adjutant play against the allies for the face cards: 10, J, Q, K and A, twenty in all. Napoleon's side wins by taking at least as many as declared. With four players it is 2 against 2, or Napoleon alone against 3 when there is no adjutant.

■ Deal
52 cards (no joker): 12 to each player, 4 face down in the middle.

■ Declarations
In turn, from the first player, each declares a number of face cards (13 to 20) and a trump suit, or passes.
Only a stronger declaration is allowed: more face cards, or as many with a stronger suit (♠ > ♥ > ♦ > ♣). After "15 ♥", "16 ♥" and "15 ♠" are allowed, "14 ♠" is not.
By default a player who passes is out, and the round goes on until all others have passed (the option "once around" gives each player one call). If everyone passes the cards are dealt again.

■ The adjutant
Napoleon names one of the 52 cards as the adjutant card; whoever holds it is the adjutant. Only the adjutant knows, until the card is played: nobody else, Napoleon included.
If the card lies among the four hidden cards (or Napoleon names a card of their own), Napoleon plays alone.

■ Exchange
Napoleon adds the four hidden cards to the hand (16 cards) and picks any four to discard, one at a time (until the fourth, the last pick may be taken back). They leave the game face down: nobody but Napoleon ever sees them, and they count for nobody.

■ Tricks
Napoleon leads the first trick. Follow the suit led if you can; otherwise play anything. The strongest card takes the trick's face cards, and its player leads next. There are twelve tricks.

■ Strength
1. Mighty (♠A): always strongest
2. the trump jack
3. the left jack: the jack of the trump's colour partner (♠↔♣, ♥↔♦)
4. trumps (A K Q 10 … 2)
5. the suit led (A K Q 10 … 2)
6. other suits never win
A jack other than the trump jack and the left jack is the lowest of its suit, below the 2.

■ Special rules
- Same two: when all four cards are of one non-trump suit and its 2 is among them, the 2 wins. Not on the first trick. A Mighty or left jack in the trick still wins.
- Yoromeki: when the Mighty and the ♥Q are in one trick, the ♥Q wins.
- But if the trump jack or the left jack is also there, that jack wins (the trump jack if both).
- Jack hunt: when the trump jack and its paired weakest jack (♠↔♥, ♣↔♦) are in one trick, the weakest jack wins.
- But if the left jack is also there, the trump jack wins as usual, and if the Mighty is there, the Mighty wins.
- With the Mighty, the ♥Q, the trump jack and its hunter all in one trick, the Yoromeki rule comes first: the trump jack wins.

■ Result and points
Napoleon's side wins when Napoleon's and the adjutant's face cards reach the declaration; otherwise the allies win.
The stake s is the declaration less 12 (or, by option, the declaration itself).
2 vs 2: Napoleon ±4s, the adjutant ±2s, each ally ∓3s.
1 vs 3: Napoleon ±6s, each ally ∓2s.
(+ when Napoleon's side wins, − when it loses; the points always sum to zero.)
After fifty deals in a row with no declaration, the game ends with no winner.

■ Look back
The Look back button at the top, or the L key, shows the last trick at any time: its four cards, who led it and who took it. L or Esc closes it.`
