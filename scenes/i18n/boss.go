package i18n

func init() { register(bossRules) }

// bossRules holds the 上司独裁 rules' log lines, card names and texts, option labels and help.
// Arguments: %s is a seat name or card label, %d a number (see rules/boss/messages.go). A
// 独裁カード's label comes quoted in Japanese (「俺の手柄」, 「『サボり』スポット」), so the formats
// do not quote it again.
//
// The English glossary, kept the same in the rules' lines, the table's words and the help:
// 上司 the boss; 部下 a subordinate ("Sub" only where a plate or a card row has no room); 部下陣営
// the team; 勤務カード work cards; 独裁カード dictator cards (each named in title case, e.g.
// Slacking Spot); 攻撃・防御・回復 attack, defence, recovery cards; 社長 the President; 辞表 the
// resignation letter (to hand it in: resign); ターン a round; 番 a turn; 山札 the deck; 捨札 the
// discard pile; 無効化 a cancel; ノー残業デー No-Overtime Day. Counts are plural once, in the
// format ("%d {card|cards}").
var bossRules = map[string]entry{
	"boss.deal":          {"%sが上司です。上司に%d枚、部下に%d枚ずつ配りました。", "%s is the boss. Dealt %d {card|cards} to the boss and %d to each subordinate."},
	"boss.round":         {"第%dターン開始", "Round %d begins"},
	"boss.dictator":      {"独裁カード%sが公開されました。", "Dictator card revealed: %s."},
	"boss.vote.open":     {"部下陣営の投票：%sを無効にしますか？（残り%d回）", "Team vote: cancel %s? (%d {cancel|cancels} left)"},
	"boss.vote.yes":      {"%sは無効化に賛成。", "%s votes to cancel."},
	"boss.vote.no":       {"%sは無効化に反対。", "%s votes to let it stand."},
	"boss.vote.cancel":   {"賛成%d／%d票：独裁カードは無効になりました（残り%d回）。", "%d of %d {2:vote|votes}: the dictator card is cancelled (%d {3:cancel|cancels} left)."},
	"boss.vote.keep":     {"賛成%d／%d票：独裁カードは有効のままです。", "%d of %d {2:vote|votes}: the dictator card stands."},
	"boss.tegara.miss":   {"4未満：社長は来ませんでした。", "Under 4: no President comes."},
	"boss.tegara.none":   {"山札に社長がいませんでした。", "There is no President left in the deck."},
	"boss.turn":          {"%sの番です。", "%s's turn."},
	"boss.bossturn":      {"上司（%s）の番です（カード2回まで）。", "{1:Boss %s's turn|Your turn} (up to two cards)."},
	"boss.bossend":       {"%sは番を終えました。", "%s ends the turn."},
	"boss.oryo":          {"横領：%sは1枚多く引きます。", "Embezzlement: %s draws one card more."},
	"boss.sabori":        {"「サボり」スポット：%sは引かずにライフを回復します。", "Slacking Spot: %s skips the draw and {1:heals|heal}."},
	"boss.nomikai":       {"朝まで飲み会：全員に1ダメージ。", "Drinking Till Dawn: 1 damage to everyone."},
	"boss.nozangyo":      {"ノー残業デー：好きな枚数を捨て、上司は%d枚、部下は%d枚になるまで引きます。", "No-Overtime Day: discard any number of cards, then the boss draws up to %d and each subordinate up to %d."},
	"boss.nozangyo.done": {"%sは捨て終わりました（手札%d枚）。", "%s is done discarding (%d {card|cards} kept)."},
	"boss.draw":          {"%sが%d枚引きました。", "%s draws %d {card|cards}."},
	"boss.reshuffle":     {"捨札を混ぜて新しい山札にしました（%d枚）。", "The discard pile is shuffled into a new deck (%d {card|cards})."},
	"boss.roll":          {"サイコロの目は%d。", "The die shows %d."},
	"boss.play":          {"%sが%sを使いました。", "%s uses %s."},
	"boss.playon":        {"%sが%sを%sに使いました。", "%s uses %s on %s."},
	"boss.playdown":      {"ライフ0の%sが%sを使います：サイコロで判定。", "%s, at 0 life, {1:uses|use} %s: the die decides."},
	"boss.fizzle":        {"奇数：%sのカードは効果なく捨札へ。", "Odd: %s's card goes to the discard pile with no effect."},
	"boss.cost":          {"%sはライフを1払いました（残り%d）。", "%s pays 1 life (%d left)."},
	"boss.kosen":         {"交戦的な態度：%sの最初の攻撃は+1。", "Combative Attitude: %s's first attack deals +1."},
	"boss.dokusai":       {"上司独裁：%sの攻撃は+100！", "Boss Dictatorship: %s's attack deals +100!"},
	"boss.rule":          {"ルールは破ろう：%sは追加で攻撃します。", "Rules Are for Breaking: %s attacks once more."},
	"boss.chief.boss":    {"社長が上司の場に着きました。", "The President sits on the boss's side."},
	"boss.chief.team":    {"社長が部下の場に着きました。", "The President sits on the team's side."},
	"boss.chief.leaves":  {"社長は場を去りました。", "The President leaves the table."},
	"boss.chief.hit":     {"社長（%s）：%sに1ダメージ。", "President (%s): 1 damage to %s."},
	"boss.chief.mend":    {"社長（%s）：%sを1回復。", "President (%s): %s heals 1."},
	"boss.fieldguard":    {"%sの場の防御がダメージを1軽減。", "The defence card on %s's field takes 1 off the hit."},
	"boss.damage.ask":    {"%sに%dダメージ：防御カードを使いますか？", "%s takes %d damage: throw defence cards?"},
	"boss.block":         {"%sが防御カードで1軽減。", "%s throws a defence card: 1 less."},
	"boss.genba":         {"現場の責任：%sは%dダメージを0にしました。", "On-site Responsibility: %s turns %d damage to 0."},
	"boss.nodamage":      {"%sはダメージを受けませんでした。", "%s takes no damage."},
	"boss.hurt":          {"%sは%dダメージ（ライフ%d）。", "%s loses %d life (%d left)."},
	"boss.heal":          {"%sは%d回復（ライフ%d）。", "%s heals %d (%d life)."},
	"boss.healfull":      {"%sのライフはこれ以上増えません。", "%s's life cannot rise further."},
	"boss.mizu":          {"水も飲まずに：%sに1ダメージ。", "Not Even a Sip of Water: 1 damage to %s."},
	"boss.yukyu":         {"有給休暇：%sは手札を1枚捨てます。", "Paid Leave: %s discards a card."},
	"boss.discard":       {"%sが%sを捨てました。", "%s discards %s."},
	"boss.showhand":      {"%sは使えるカードがないので手札を公開します。", "%s has no usable card and {1:shows|show} the hand."},
	"boss.shimatsu.mend": {"始末書：%sはライフを1回復。", "Written Apology: %s heals 1."},
	"boss.shimatsu.hit":  {"始末書：%sが%sに1ダメージ。", "Written Apology: %s deals 1 damage to %s."},
	"boss.rentai":        {"連帯責任：%sが%sにも1ダメージ。", "Joint Responsibility: %s also deals 1 damage to %s."},
	"boss.resign":        {"%sが辞表を提出しました！", "%s hands in the resignation letter!"},
	"boss.letter":        {"辞表：上司%sに%dダメージ。", "The resignation letter: {1:boss %[1]s takes|you take} %[2]d damage."},

	"boss.end.bossdown": {"上司（%s）のライフが0に。部下陣営の勝利！", "{1:Boss %s is|You are} down to 0 life: the team wins!"},
	"boss.end.teamdown": {"上司（%s）の勝利！部下%d人が倒れました。", "{1:Boss %[1]s wins|You win}: %[2]d {subordinate is|subordinates are} out!"},
	"boss.end.letter":   {"%sの辞表で部下が3人倒れ、上司の勝利！", "%s's resignation letter leaves three subordinates out: the boss wins!"},
	"boss.end.survived": {"%dターンを耐え抜き、部下陣営の勝利！", "The team held out for %d {round|rounds} and wins!"},

	// The 勤務カード: names, and what each does for a subordinate and for the boss (the full
	// text a card shows on hover).
	"card.boss.attack":   {"攻撃", "Attack"},
	"card.boss.defence":  {"防御", "Defence"},
	"card.boss.recovery": {"回復", "Recovery"},
	"card.boss.chief":    {"社長", "President"},

	"card.boss.attack.sub":    {"部下：自分のライフを1払い、上司に1ダメージ。", "Subordinate: pay 1 life to deal 1 damage to the boss."},
	"card.boss.attack.boss":   {"上司：部下1人に2ダメージ。", "Boss: 2 damage to a subordinate."},
	"card.boss.defence.sub":   {"部下：場に出すと、このターンに受けるダメージを1軽減。ダメージを受ける時、手札から捨てても1軽減（何枚でも）。", "Subordinate: lay it on your field to take 1 less from hits this round; or throw it from hand when hit, 1 less per card."},
	"card.boss.defence.boss":  {"上司：ダメージを受ける時、手札から捨てて1軽減（何枚でも）。", "Boss: throw it from hand when hit, 1 less per card."},
	"card.boss.recovery.sub":  {"部下：ライフ1〜3の部下1人を1回復。ライフ0なら自分に使って復活を狙える。", "Subordinate: heal a subordinate at 1–3 life by 1; at 0 life, aim it at yourself to try to revive."},
	"card.boss.recovery.boss": {"上司：自分を2回復（7まで）。", "Boss: heal yourself by 2 (up to 7)."},
	"card.boss.chief.sub":     {"部下：部下陣営の場へ。部下陣営のターン終了時に、だれか1人に1ダメージか1回復。2回使うと捨札。", "Subordinate: to the team's field; at the end of the team's turn it deals 1 damage or heals 1. It leaves after two uses."},
	"card.boss.chief.boss":    {"上司：上司の場へ。上司のターン終了時に、だれか1人に1ダメージか1回復。2回使うと捨札。", "Boss: to the boss's field; at the end of the boss's turn it deals 1 damage or heals 1. It leaves after two uses."},

	// The 独裁カード: names, and their effects as the seed words them (the card's band says
	// whom a card concerns: 上司のみ or 全員).
	"card.boss.d.sabori":         {"「サボり」スポット", "Slacking Spot"},
	"card.boss.d.sabori.text":    {"上司のターン開始時に山札を引かなくても良い。その場合、ライフを2回復する。", "At the start of the boss's turn, the boss may skip the draw to heal 2."},
	"card.boss.d.tegara":         {"俺の手柄", "My Achievement"},
	"card.boss.d.tegara.text":    {"サイコロを振って4以上なら、山札から社長を上司の場に出す。", "Roll the die: on 4 or more, a President from the deck goes to the boss's field."},
	"card.boss.d.mizu":           {"水も飲まずに", "Not Even a Sip of Water"},
	"card.boss.d.mizu.text":      {"このターン中、ライフを回復した部下に1ダメージを与える。", "This round, a subordinate whose life rises takes 1 damage."},
	"card.boss.d.nomikai":        {"朝まで飲み会", "Drinking Till Dawn"},
	"card.boss.d.nomikai.text":   {"上司のターン終了時に、上司と部下全員に1ダメージ。", "At the end of the boss's turn, 1 damage to the boss and every subordinate."},
	"card.boss.d.rentai":         {"連帯責任", "Joint Responsibility"},
	"card.boss.d.rentai.text":    {"上司のターン中に一度だけ、攻撃カードでダメージを与えた時、他のプレイヤー1人に1ダメージを与える。", "Once in the boss's turn, when an attack card deals damage, 1 damage to one more subordinate."},
	"card.boss.d.oryo":           {"横領", "Embezzlement"},
	"card.boss.d.oryo.text":      {"上司のターン開始時に1枚多く山札を引く。", "The boss draws one card more at the start of its turn."},
	"card.boss.d.shimatsu":       {"始末書", "Written Apology"},
	"card.boss.d.shimatsu.text":  {"上司はライフを1回復するか、部下1人に1ダメージを与える。", "The boss heals 1, or deals 1 damage to a subordinate."},
	"card.boss.d.shoshitsu":      {"担当部署の消失", "Department Dissolved"},
	"card.boss.d.shoshitsu.text": {"このターン中、部下は防御カードを使用できない。", "This round, subordinates cannot use defence cards."},
	"card.boss.d.yukyu":          {"有給休暇", "Paid Leave"},
	"card.boss.d.yukyu.text":     {"このターン中、ライフを回復したプレイヤーは手札を1枚選んで捨てる。", "This round, a player whose life rises discards a card of their choice."},
	"card.boss.d.genba":          {"現場の責任", "On-site Responsibility"},
	"card.boss.d.genba.text":     {"このターン中に1度だけ、上司は受けるダメージを0にできる。", "Once this round, the boss may take 0 from a hit."},
	"card.boss.d.shitsugen":      {"あの人の失言", "That Person's Gaffe"},
	"card.boss.d.shitsugen.text": {"場に出ている社長を捨札に置く。", "The President on the table goes to the discard pile."},
	"card.boss.d.kosen":          {"交戦的な態度", "Combative Attitude"},
	"card.boss.d.kosen.text":     {"このターン中、各陣営が最初に攻撃カードを使用した時、与えるダメージ+1。", "This round, each side's first attack card deals +1."},
	"card.boss.d.lunch":          {"たまにはランチ", "Lunch for Once"},
	"card.boss.d.lunch.text":     {"社長が捨札にある場合、サイコロを振る。偶数なら上司の場に、奇数なら部下の場に社長を出す。", "If a President is in the discard pile, roll: even, it goes to the boss's field; odd, to the team's."},
	"card.boss.d.rule":           {"ルールは破ろう", "Rules Are for Breaking"},
	"card.boss.d.rule.text":      {"このターン中に1度だけ、回復カードを使用したときに攻撃カードも1枚追加で使用できる。", "Once this round, after a recovery card the boss may also use an attack card."},
	"card.boss.d.dokusai":        {"上司独裁", "Boss Dictatorship"},
	"card.boss.d.dokusai.text":   {"このターン中に1度だけ、攻撃カードで与えるダメージ+100。", "Once this round, the boss's attack card deals +100."},

	"opt.boss.boss":               {"上司の席", "Boss seat"},
	"opt.boss.boss.random":        {"ランダム", "random"},
	"opt.boss.boss.1":             {"1番の席", "seat 1"},
	"opt.boss.boss.2":             {"2番の席", "seat 2"},
	"opt.boss.boss.3":             {"3番の席", "seat 3"},
	"opt.boss.boss.4":             {"4番の席", "seat 4"},
	"opt.boss.boss.5":             {"5番の席", "seat 5"},
	"opt.boss.vote":               {"無効化の決め方", "Cancel vote"},
	"opt.boss.vote.majority":      {"過半数の賛成", "a majority"},
	"opt.boss.vote.unanimous":     {"全員一致", "unanimous"},
	"opt.boss.field_defence":      {"場に出した防御", "A defence card on the field"},
	"opt.boss.field_defence.each": {"毎回の被ダメージ-1", "every hit -1"},
	"opt.boss.field_defence.once": {"1回だけ被ダメージ-1", "one hit -1"},
	"opt.boss.mizu":               {"水も飲まずにの対象", "Not Even a Sip of Water hurts"},
	"opt.boss.mizu.healed":        {"回復した部下", "the healed subordinate"},
	"opt.boss.mizu.healer":        {"回復させた部下", "the healing subordinate"},
	"opt.boss.boss_must_use":      {"上司のカード使用", "Boss must use a card"},
	"opt.boss.boss_must_use.on":   {"使えるなら1枚以上", "when able (as written)"},
	"opt.boss.boss_must_use.off":  {"使わずに終えてよい", "no, may end at once"},

	"help.boss": {helpBossJa, helpBossEn},
}

const helpBossJa = `上司独裁（4〜5人）：上司1人 対 部下3〜4人

■ 準備
上司はライフ7（7より増えない）、部下は各ライフ4（4より増えない）。勤務カード50枚（攻撃22・防御11・回復10・社長7）と独裁カード15枚をそれぞれ混ぜ、上司に7枚、部下に2枚ずつ配ります。手札は部下同士でも見せません。
上司の席はゲーム設定で選べます（ランダムも可。卓にない席を選んだ時もランダム）。部下の順番は、最初の手番の席（対戦の2ゲーム目からは前のゲームの勝者）から時計回りで、上司の席はとばします。最初の手番の席が上司なら、上司の次の席からです。

■ 1ターン（最大5ターン）
1. 独裁カードを1枚めくり、上司の場に置きます。
2. 部下全員で無効にするか投票します（設定：過半数または全員一致）。無効化は部下4人なら1回、3人なら2回まで。効果のないカード（場に社長がいない時の「あの人の失言」など）は投票しません。すぐ効くカード（俺の手柄・始末書・あの人の失言・たまにはランチ）は投票の後に処理します。
3. 部下が順番に：1枚引き、カードを1枚使うか辞表を出します。
4. 上司：1枚引き（横領なら2枚）、カードを2回まで使います。使えるカードがあれば最低1回は使います（ルールの「1枚を表にして使用…2回まで」の読み方。設定「上司のカード使用」で「使わずに終えてよい」にもできます）。2回目は使わずに終えられます。
5. ターン終了時の効果：社長、朝まで飲み会。場の防御は捨札に。
3ターン目の後はノー残業デー：全員が好きな枚数を捨て、上司は5枚、部下は2枚になるまで引きます。

■ 勤務カード
攻撃　部下：自分のライフを1払い、上司に1ダメージ。上司：部下1人に2ダメージ。
防御　部下：場に出すと、このターン受けるダメージが毎回1減ります（設定で1回だけにもできます）。ターン終了時に捨札。
　　　ダメージを受ける時、手札から1枚ずつ捨てて1枚につき1軽減。ダメージが残る限り何枚でも（上司も同じ）。
回復　部下：ライフ1〜3の部下1人を1回復。上司：自分を2回復。
社長　自陣営の場に置きます（場に1枚だけ。あれば入れ替え）。自陣営のターン終了時に、だれか1人に1ダメージか1回復（ライフ0の人は回復できません）。2回使うと捨札。部下側の社長は出した部下が操作します。

■ ライフ0の部下
カードを引き、1枚使ってサイコロ：偶数なら効果あり（攻撃のコスト不要。回復は自分にも使えて、ライフ1で復活）、奇数なら捨札。
使えるカードがなければ手札を公開し、1枚捨てて1枚引きます（上司の場合は使用1回分）。

■ 辞表（1通）
ライフ1以上の部下が3人以下の時、ライフのある部下はカードの代わりに辞表を出せます。その部下は退場し、受けていたダメージ（ライフ1なら3、2なら2、3なら1、4なら0）を上司に与えます。すでに2人がライフ0なら、その時点で部下の負けです。退場した部下は倒れた部下に数えます。

■ 勝敗（即座に決まります）
上司の勝ち：部下3人以上が倒れる（ライフ0または退場）。
部下の勝ち：上司のライフが0、または5ターン耐え抜く。
得点：勝った上司は部下の人数分、勝った部下は各1点。負けた側が払います。

■ 補足
山札が尽きたら捨札を混ぜて新しい山札にします。ダメージを受けるたび、防御を使うか本人が決めます（手札の中身が漏れないよう、防御がなくても確認します）。
ルールは破ろう：上司が回復カードを使うたび（追加攻撃がまだなら）、攻撃カードを持っていなくても追加攻撃するか確認します。確認が入るかどうかで上司の手札がわからないようにするためです。

■ 振り返り
画面上の「振り返り」ボタンかLキーで、直前の行動（使った札・捨てた札、引いた枚数、ライフの増減、サイコロ、投票）を7件までいつでも見られます。もう一度LかEscで閉じます。`

const helpBossEn = `Boss Dictatorship (4-5 players): one boss against 3-4 subordinates

Setup
The boss has 7 life (never more), each subordinate 4 (never more). Shuffle the 50 work cards (22 attack, 11 defence, 10 recovery, 7 President) and the 15 dictator cards apart; deal 7 to the boss and 2 to each subordinate. Subordinates never show each other their hands.
The boss seat is a game option (or random; a seat the table does not have means random too). Subordinates play clockwise from the seat that starts (from a match's second game, the last game's winner), passing over the boss; when that seat is the boss, from the seat after it.

A round (at most five)
1. Turn up a dictator card onto the boss's field.
2. The subordinates vote whether to cancel it (option: majority or unanimous). Four subordinates may cancel once, three twice. No vote is held on a card that cannot do anything (That Person's Gaffe with no President on the table). Cards that act at once (My Achievement, Written Apology, That Person's Gaffe, Lunch for Once) act after the vote.
3. Each subordinate in turn draws 1, then uses one card or hands in the resignation letter.
4. The boss draws 1 (2 with Embezzlement) and uses up to two cards. Holding a usable card, the boss uses at least one: the rules make using a card part of the turn ("use a card ... up to twice"). The option "Boss must use a card" can let the boss end at once. The second use may always be skipped.
5. End of round: the President acts, then Drinking Till Dawn. Defence cards on the field go to the discard pile.
After round 3 comes No-Overtime Day: everyone discards any number of cards, then the boss draws up to 5 and each subordinate up to 2.

Work cards
Attack: a subordinate pays 1 life to deal 1 damage to the boss; the boss deals 2 damage to a subordinate.
Defence: a subordinate may lay it on the field: every hit this round is 1 less (an option makes it one hit). It goes to the discard pile at the end of the round.
  When hit, anyone may throw defence cards from hand one at a time, each taking 1 off, for as long as damage is left.
Recovery: a subordinate heals a subordinate at 1-3 life by 1; the boss heals itself by 2.
President: goes to your side's field (one on the table; a new one replaces it). At the end of your side's turn it deals 1 damage or heals 1 (not a player at 0). It leaves after two uses. The subordinate who played it decides for it.

A subordinate at 0 life
Draws, uses a card and rolls: even, the card works (no life cost; a recovery card may target yourself and revives you at 1); odd, it goes to the discard pile.
With no usable card you show your hand, discard one and draw one (for the boss this is one of its two uses).

The resignation letter (one)
While at most three subordinates have life, a subordinate with life may hand it in instead of using a card. That subordinate leaves the game and deals the boss the damage it had taken (3 at life 1, 2 at 2, 1 at 3, 0 at 4). If two are already at 0, the team loses at once. A resigned subordinate counts as out.

Winning (at once)
The boss wins when three or more subordinates are out (at 0 life or resigned).
The team wins when the boss is at 0, or after five rounds.
Points: a winning boss gets one per subordinate, winning subordinates one each, paid by the losers.

Notes
When the deck runs out, the discard pile is shuffled into a new deck. At every hit the defender decides whether to throw defence cards (asked even with none in hand, so no hand is given away).
Rules Are for Breaking: after each recovery card (while the extra attack is unused) the boss is asked about it even holding no attack card, so the pause tells nobody what the boss holds.

■ Look back
The Look back button at the top, or the L key, shows the last seven actions at any time: cards used or discarded, how many cards were drawn, life lost and gained, the die and the votes. L or Esc closes it.`
