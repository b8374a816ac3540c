package i18n

func init() { register(freeEight) }

// freeEight holds the Free Eight rules' log lines, option labels, name and help. Arguments:
// %s is a seat name, a card label or a suit symbol; %d a number (see rules/freeeight). The
// English glossary, shared with the table's words: 山札 draw pile, 場札 top card, 捨て札
// discards, 指定マーク named suit, ドロー攻撃 draw attack, ツモ Tsumo, ロン Ron, ロン返し
// Counter-Ron, 点 points.
var freeEight = map[string]entry{
	"game.freeeight": {"フリーエイト", "Free Eight"},

	"fe.deal":      {"各プレイヤーに%d枚ずつ配りました。", "Dealt %d {card|cards} to each player."},
	"fe.opening":   {"最初の場札は%sです。", "The opening card is %s."},
	"fe.turn":      {"%sの番です。", "%s's turn."},
	"fe.play":      {"%sが%sを出しました。", "%s plays %s."},
	"fe.play8":     {"%sが%sを出し、%sを指定しました。", "%s plays %s and {1:names|name} %s."},
	"fe.draw":      {"%sが%d枚引きました。", "%s draws %d {card|cards}."},
	"fe.attack":    {"%sにドロー攻撃：%d枚引くか、返してください。", "%s is under a draw attack: draw %d {card|cards} or answer it."},
	"fe.evade":     {"%sは8で攻撃をかわしました。", "%s evades the attack with an 8."},
	"fe.extra":     {"%sはもう一度行動します（出すか1枚引く）。", "%s must act again (play a card or draw 1)."},
	"fe.lastdraw":  {"%sの最後の札%sではツモになりません。", "%s's last card, %s, cannot win."},
	"fe.reshuffle": {"捨て札を混ぜて新しい山札にしました（%d枚）。", "The discards are shuffled into a new draw pile (%d {card|cards})."},
	"fe.ron":       {"%sが%sの%sでロン！", "%s declares Ron on %s's %s!"},
	"fe.ronkaeshi": {"ロン返し！%sの手札も合計%dです。", "Counter-Ron! %s's hand also adds up to %d."},
	"fe.pay":       {"%sが%sに%d点支払います。", "%s pays %s %d {point|points}."},

	"fe.end.tsumo":           {"%sのツモ上がり！", "%s wins by Tsumo!"},
	"fe.end.ron":             {"%sが%sからロン上がり！", "%s wins by Ron off %s!"},
	"fe.end.ron.multi":       {"%d人が%sからロン上がり！", "%d {player wins|players win} by Ron off %s!"},
	"fe.end.ronkaeshi":       {"%sが%sにロン返し！", "%s wins by Counter-Ron against %s!"},
	"fe.end.ronkaeshi.multi": {"%sが%d人にロン返し！", "%s wins by Counter-Ron against %d {player|players}!"},
	"fe.end.exhausted":       {"山札が尽きました。勝者なしで終了です。", "The draw pile ran out: the game ends with no winner."},
	"fe.end.limit":           {"%d手を超えたため、勝者なしで終了です。", "The game stops after %d {move|moves} with no winner."},

	"opt.freeeight.eight_answer":            {"攻撃に8を出すと", "An 8 played against an attack"},
	"opt.freeeight.eight_answer.cancel":     {"攻撃を消す", "cancels it"},
	"opt.freeeight.eight_answer.pass":       {"攻撃を次の人へ回す", "passes it on"},
	"opt.freeeight.ron_on_answer8":          {"攻撃を返した8へのロン", "Ron on an 8 that answers an attack"},
	"opt.freeeight.ron_on_answer8.on":       {"できる", "allowed"},
	"opt.freeeight.ron_on_answer8.off":      {"できない", "not allowed"},
	"opt.freeeight.ron_priority":            {"複数人のロン", "Several Ron declarations"},
	"opt.freeeight.ron_priority.turn_order": {"手番順で最初の1人だけ", "only the first in turn order wins"},
	"opt.freeeight.ron_priority.all":        {"全員が上がる（別々に支払い）", "all win, each paid separately"},
	"opt.freeeight.deck_out":                {"山札が尽きたら", "When the draw pile runs out"},
	"opt.freeeight.deck_out.end":            {"勝者なしで終了", "the game ends with no winner"},
	"opt.freeeight.deck_out.reshuffle":      {"捨て札を混ぜて続行", "reshuffle the discards and go on"},

	"help.freeeight": {helpFreeEightJa, helpFreeEightEn},
}

const helpFreeEightJa = `フリーエイト（2〜6人）

■ 準備
トランプ2組（104枚）をよく混ぜ、各プレイヤーに5枚ずつ配ります。山札から1枚めくって最初の場札にします。この札には効果がありません（2やQ♠でも攻撃にならず、8ならそのマークか8で続けます）。
最初の番は前のゲームの勝者から（勝者がいなければ、前回最初だった人の次の人から）。順番は時計回りです。

■ 自分の番
次のどちらかを行います。
・出す：場札と同じ数字か同じマークのカードを1枚出す。
・引く：山札から1枚引いて番を終える。出せるカードがあっても引けます。引いた後は出せません。

■ 特殊カード
8：いつでも出せるワイルドカード。出したら好きなマークを指定して番を終えます。次の人は指定マークか8を出します。
2：次の人に2枚のドロー攻撃。
Q♠：次の人に5枚のドロー攻撃（ほかのQは普通のカードです）。
5・7：出した人はもう一度行動します。場札に合うカードを出す（8や2・Q♠、さらに5・7も可）か、1枚引いて番を終えます。
A・3・4・6・9・10・J・Q（♠以外）・Kは効果なし。

■ ドロー攻撃
攻撃された人は次のどれかを選びます。
・2の攻撃に2を出す：合計が2枚増えて次の人へ回ります。
・Q♠の攻撃にQ♠を出す：合計が5枚増えて次の人へ回ります。2とQ♠で互いに返すことはできません。
・8を出す：攻撃をかわしてマークを指定します。ルール設定「攻撃に8を出すと」で「攻撃を消す」（標準：次の人は普通の番）か「攻撃を次の人へ回す」（枚数はそのまま）を選べます。
・合計枚数を引く：攻撃は終わり、番も終わります。

■ ツモ
手札を出し切ったら、その時点で勝ち（ツモ）です。
ただし最後の1枚が5・7・8のときはツモにならず、1枚引いて番を終えます（8はマークを指定してから）。攻撃を8でかわして出し切ったときはツモになります。最後の1枚が2やQ♠ならツモです。
ツモが成立するとロンの確認はありません。

■ ロン
誰かがカードを出すたび、出した人以外の全員に確認が入ります。手札の合計（A=1、J=11、Q=12、K=13）がその数字と同じ人だけが「ロンしますか？」と聞かれ、5秒以内に「ロンする」か「続行する」を選びます（ルールの時間です。設定の「答える時間」で10秒や30秒、時間制限なしの「待ってもらう」にもできます）。ほかの人は自動で続行します。
攻撃を返した8へのロンは設定で「できない」にもできます。
ロンの確認は、5・7・8を最後に出した人の1枚引きより先に行われます。
何人もロンしたときは、出した人から時計回りで最初の人だけが上がります（設定で「全員が上がる」も選べます）。誰もロンしなければカードの効果がそのまま続きます。
確認は毎回全員に入るので、誰がロンできたか、誰が続行したかは他の人には分かりません。

■ ロン返し
ロンの時、出した人の残りの手札の合計もロンした人と同じなら、ロン返しになります。宣言は不要で自動です。支払いが逆になり、ロンした人が4倍を払います。

■ 点数（端数はそれぞれの支払いごとに切り上げ）
A 0.1 ／ 2 4 ／ 3 0.3 ／ 4 0.4 ／ 5 2 ／ 6 0.6 ／ 7 2 ／ 8 4 ／ 9 0.9 ／ 10・J・Q・K 1 ／ Q♠ 5
ツモ：ほかの全員が自分の手札の点数を勝者に払います。
ロン：出した人が（出した人の手札＋出した札＋ロンした人の手札）の2倍をロンした人に払います。
ロン返し：ロンした人が（ロンした人の手札＋出した札＋出した人の手札）の4倍を出した人に払います。
支払いはプレイヤー同士のやりとりなので、合計は常に0です。
ゲーム終了時、ツモと山札切れでは全員の手札、ロンでは出した人とロンした人の手札が公開されます。

■ 山札切れ
標準では山札が0枚になった時点で、勝者なしで終了します（攻撃の途中でも）。
設定「捨て札を混ぜて続行」では、山札がないのに引くとき、場札以外の捨て札を混ぜて新しい山札にします。それもないときに勝者なしで終了します。長引いたゲームは1000手で勝者なしとして終了します。

■ 振り返り
画面上の「振り返り」ボタンかLキーで、直前のプレイ（出した札、引いた枚数、ロン）を6件までいつでも見られます。もう一度LかEscで閉じます。`

const helpFreeEightEn = `Free Eight (2 to 6 players)

■ Setup
Two decks (104 cards) are shuffled and each player is dealt 5 cards. One card is turned up from the draw pile as the opening card. It has no effect: an opening 2 or Q♠ attacks nobody, and an opening 8 names no suit (follow it with its suit or an 8).
The previous game's winner plays first (with no winner, the player after the previous starter). Play goes clockwise.

■ Your turn
Do one of these:
- Play a card of the same rank or the same suit as the top card.
- Draw 1 card from the draw pile, which ends your turn. You may draw even when you could play, but you cannot play after drawing.

■ Special cards
8: wild, playable on anything. Name any suit; your turn ends. The next player follows the named suit or plays an 8.
2: the next player is attacked: draw 2.
Q♠: the next player is attacked: draw 5 (other queens are plain cards).
5 and 7: you must act again: play a card that follows it (an 8, an attack, another 5 or 7 included) or draw 1 to end your turn.
A, 3, 4, 6, 9, 10, J, Q (not ♠) and K have no effect.

■ Draw attacks
An attacked player chooses one of:
- Answer a 2 attack with a 2: the total grows by 2 and passes to the next player.
- Answer a Q♠ attack with Q♠: the total grows by 5 and passes on. A 2 never answers Q♠, nor Q♠ a 2.
- Play an 8 and name a suit. The option "An 8 played against an attack" chooses whether it cancels the attack (standard: the next player has a plain turn) or passes it on unchanged.
- Draw the whole total: the attack and the turn end.

■ Tsumo
Play out your hand and you win at once.
But a last card that is a 5, 7 or 8 does not win: you draw 1 card and your turn ends (after naming a suit for an 8). An 8 that answers an attack does win. A last 2 or Q♠ wins.
A Tsumo is never asked about Ron.

■ Ron
Each time a card is played, every other player is checked. Those whose hand adds up to its number (A=1, J=11, Q=12, K=13) are asked "Declare Ron?" and have 5 seconds to answer Ron or Continue (the rules' time; the time to answer in Settings makes it 10 or 30 s, or Wait for me: no limit); the others continue automatically.
An option can exclude an 8 played to answer an attack.
The question comes before the draw that follows a last 5, 7 or 8.
If several declare, only the first after the player of the card, clockwise, wins (an option lets them all win). If nobody declares, the card takes effect as usual.
Since everyone is checked every time, nobody learns who could declare or who continued.

■ Counter-Ron
If, at a Ron, the remaining hand of the player of the card adds up to the same number, it is a Counter-Ron, automatically: the payment reverses and the Ron player pays four times.

■ Points (each payment is rounded up)
A 0.1 / 2 4 / 3 0.3 / 4 0.4 / 5 2 / 6 0.6 / 7 2 / 8 4 / 9 0.9 / 10, J, Q, K 1 / Q♠ 5
Tsumo: every other player pays the winner the points of their own hand.
Ron: the player of the card pays the Ron player twice (their hand + the card + the Ron hand).
Counter-Ron: the Ron player pays the player of the card four times (the Ron hand + the card + their hand).
Points only change hands, so they always sum to zero.
At the end, every hand is shown after a Tsumo or an empty draw pile; after a Ron, the hands of the two players involved.

■ Empty draw pile
By default the game ends with no winner the moment the draw pile is empty (even in the middle of an attack).
With the option "reshuffle the discards", a draw from an empty pile first shuffles the discards under the top card into a new pile; the game ends with no winner only when there are none. A game that runs past 1000 moves ends with no winner.

■ Look back
The Look back button at the top, or the L key, shows the last six plays at any time: the cards played, how many cards were drawn, and any Ron. L or Esc closes it.`
