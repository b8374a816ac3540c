package i18n

func init() {
	register(chaosRules)
	register(chaosByGoal())
	register(chaosCardNames())
	register(chaosEffectCards)
}

// chaosRules holds Project Chaos's log lines, goals, option labels and help (its name is in app.go).
// Arguments: %s is a seat name, a card label or a catalogue text; %d a number.
//
// The English glossary, used the same way in the log, on the table, on the cards and in the
// help:
//
//	完成品レーン   the lane (its panel: "Finished lane")
//	仕事場         workplace ("the TECH workplace")
//	捨て場         the discard pile ("Discards" on the pile and the push-out buttons)
//	山札           the deck
//	混沌ダイス     the chaos die; "chaos N" is its face, "chaos +1" / "chaos −1" a step
//	リソース       resources, the team's shared tokens; a plus card is a resource card
//	トラブル       a trouble card (a minus card)
//	状況効果・状況値 value
//	プレイ効果     play effect
//	押し出し       push out
//	停滞ペナルティ stagnation
//	目印           the marker (the die before the seat that touched it last)
//	カテゴリ       category: TECH, USER, MGMT, written so everywhere, card names included
//	全員の合意     [Everyone agrees]
//	体験者は？     [Lived it?]
var chaosRules = map[string]entry{

	"chaos.log.boxed":      {"山札から%d枚を見ずに取り除きました。", "%d {card was|cards were} set aside unseen."},
	"chaos.log.dieset":     {"混沌ダイスを%dに合わせました。", "The chaos die is set to %d."},
	"chaos.log.setuproll":  {"混沌ダイスを振り、%dが出ました。", "The chaos die is rolled: %d."},
	"chaos.log.roll":       {"%sが混沌ダイスを振り、%dが出ました。", "%s rolls the chaos die: %d."},
	"chaos.log.deal":       {"各プレイヤーに%d枚ずつ配りました。", "Dealt %d {card|cards} to each player."},
	"chaos.log.setupwork":  {"仕事場に%sを置きました。", "%s is laid in a workplace."},
	"chaos.log.turn":       {"%sの番です。", "%s's turn."},
	"chaos.log.play":       {"%sが%sをプレイしました。", "%s plays %s."},
	"chaos.log.discard":    {"%sが%sを捨てました。", "%s discards %s."},
	"chaos.log.resources":  {"リソース %+d（%d個）", "Resources %+d (now %d)."},
	"chaos.log.tolane":     {"%sが完成品レーンへ（支払い%d）。", "%s goes to the lane (paid %d)."},
	"chaos.log.pushout":    {"%sを捨て場へ押し出し（支払い%d）。", "%s is pushed out to the discard pile (paid %d)."},
	"chaos.log.draw":       {"%sが%d枚引きました。", "%s draws %d {card|cards}."},
	"chaos.log.askagree":   {"%s：全員の合意が必要です。", "%s: everyone must agree."},
	"chaos.log.asklived":   {"%s：体験したことのある人は？", "%s: has anyone here lived through this?"},
	"chaos.log.yes":        {"%s：はい", "%s: yes."},
	"chaos.log.no":         {"%s：いいえ", "%s: no."},
	"chaos.log.askpassed":  {"%sの問いかけは「はい」に。", "%s: the table says yes."},
	"chaos.log.askfailed":  {"%sの問いかけは「いいえ」に。", "%s: the table says no."},
	"chaos.log.recycle":    {"捨て場から%d枚を山札に戻して切りました。", "%d {discard was|discards were} shuffled back into the deck."},
	"chaos.log.notarget":   {"%sの対象がないので何も起きません。", "%s has nothing to act on."},
	"chaos.log.workdisc":   {"仕事場の%sを捨てました。", "%s is discarded from its workplace."},
	"chaos.log.lanetowork": {"%sが完成品レーンから仕事場へ戻りました。", "%s goes back from the lane to its workplace."},
	"chaos.log.lanedisc":   {"完成品レーンの%sを捨てました。", "%s is discarded from the lane."},
	"chaos.log.replay":     {"仕事場の%sのプレイ効果を使います。", "The play effect of %s in its workplace resolves."},
	"chaos.log.diestep":    {"%sが混沌ダイスを%+dして%dに。", "%s moves the chaos die %+d to %d."},
	"chaos.log.chaos2":     {"混沌2：%sは1枚引き、手札から1枚捨てます。", "Chaos 2: %s draws 1 and {1:discards|discard} 1."},
	"chaos.log.chaos3":     {"混沌3：山札から%d枚をめくってプレイします！", "Chaos 3: %d {card is|cards are} turned over and played!"},
	"chaos.log.turnover":   {"%sをめくりました。", "%s is turned over."},
	"chaos.log.order":      {"%sを先に、%sを後にプレイします。", "%s is played first, then %s."},
	"chaos.log.stagnation": {"停滞ペナルティ：誰もダイスに触れず、混沌ダイスが%dに。", "Stagnation: nobody touched the chaos die, so it rises to %d."},

	"chaos.end.deck":       {"山札から補充できなくなりました。プロジェクトは失敗です。", "The deck could not refill a hand: the project fails."},
	"chaos.end.chaos":      {"混沌ダイスが3を超えました。プロジェクトは失敗です。", "The chaos die went past 3: the project fails."},
	"chaos.end.stagnation": {"停滞ペナルティで混沌ダイスが3を超えました。プロジェクトは失敗です。", "Stagnation pushed the chaos die past 3: the project fails."},

	"chaos.goaldesc.balance":    {"完成品レーンに3つのカテゴリのカードが%d枚ずつ以上", "The lane holds %d or more {card|cards} of each category"},
	"chaos.goaldesc.balance6":   {"完成品レーンに3つのカテゴリが%d枚ずつ、計%d枚", "The lane holds %d {card|cards} of each category, %d in all"},
	"chaos.goaldesc.innovation": {"完成品レーンに+3のカードが%d枚、ほかのカードはなし", "The lane holds %d {card|cards} of +3 and nothing else"},
	"chaos.goaldesc.firefight":  {"ターンの終わりに混沌ダイスが0", "The chaos die shows 0 at the end of a turn"},
	"chaos.goaldesc.norisk":     {"完成品レーンに%d枚、混沌ダイスは%d以下", "The lane holds %d {card|cards} with the chaos die at %d or less"},
	"chaos.goaldesc.tech":       {"完成品レーンに%d枚、うちテクノロジー+3が%d枚", "The lane holds %d {card|cards}, %d of them TECH +3"},

	"opt.chaos.victory":                {"勝利条件", "Victory condition"},
	"opt.chaos.victory.random":         {"ランダム", "random"},
	"opt.chaos.victory.balance":        {"バランスの取れたプロダクト", "A balanced product"},
	"opt.chaos.victory.innovation":     {"世界を変えるイノベーション", "World-changing innovation"},
	"opt.chaos.victory.firefight":      {"炎上鎮火", "Fire extinguished"},
	"opt.chaos.victory.norisk":         {"ノーリスク", "No risk"},
	"opt.chaos.victory.tech":           {"技術の勝利", "Triumph of technology"},
	"opt.chaos.difficulty":             {"難易度", "Difficulty"},
	"opt.chaos.difficulty.easy":        {"やさしい", "easy"},
	"opt.chaos.difficulty.normal":      {"ふつう", "normal"},
	"opt.chaos.difficulty.hard":        {"むずかしい", "hard"},
	"opt.chaos.stagnation":             {"停滞ペナルティの数え方", "Stagnation is counted"},
	"opt.chaos.stagnation.round":       {"ラウンドごと", "per round"},
	"opt.chaos.stagnation.lap":         {"最後に触れてから1巡", "a lap after the last touch"},
	"opt.chaos.stagnation_round":       {"1〜2人の停滞ラウンド", "Stagnation round, 1–2 players"},
	"opt.chaos.stagnation_round.seats": {"全員1回ずつ", "each player once"},
	"opt.chaos.stagnation_round.min3":  {"3ターン以上", "at least 3 turns"},
	"opt.chaos.balance_lane":           {"バランスのレーン", "Balanced lane"},
	"opt.chaos.balance_lane.exact":     {"ちょうど6枚", "exactly 6 cards"},
	"opt.chaos.balance_lane.atleast":   {"各2枚以上", "2 or more of each"},

	"help.chaos": {helpChaosJa, helpChaosEn},
}

// chaosByGoal words the messages that name a goal or a category.
func chaosByGoal() map[string]entry {
	out := map[string]entry{}
	goals := map[string]entry{"balance": {"バランスの取れたプロダクト", "A balanced product"}, "innovation": {"世界を変えるイノベーション", "World-changing innovation"},
		"firefight": {"炎上鎮火", "Fire extinguished"}, "norisk": {"ノーリスク", "No risk"}, "tech": {"技術の勝利", "Triumph of technology"}}
	for k, g := range goals {
		out["chaos.goal."+k] = g
		out["chaos.log.goal."+k] = entry{"このプロジェクトの目標：" + g.ja, "This project's goal: " + g.en + "."}
		out["chaos.end.win."+k] = entry{"プロジェクト成功！「" + g.ja + "」を達成しました。", "The project succeeds: " + g.en + "!"}
	}
	cats := map[string]entry{"tech": {"テクノロジー", "TECH"}, "user": {"ユーザー", "USER"}, "mgmt": {"マネジメント", "MGMT"}}
	for k, c := range cats {
		out["chaos.cat."+k] = c
		out["chaos.log.place."+k] = entry{"%sが%sを" + c.ja + "の仕事場に置きました。", "%s places %s in the " + c.en + " workplace."}
	}
	return out
}

// chaosCardNames names the 36 base cards: per category, success +1..+3 and trouble −1..−3.
func chaosCardNames() map[string]entry {
	out := map[string]entry{}
	cats := []struct{ key, ja, en string }{{"tech", "テクノロジー", "TECH"}, {"user", "ユーザー", "USER"}, {"mgmt", "マネジメント", "MGMT"}}
	for _, c := range cats {
		for n := 1; n <= 3; n++ {
			d := string(rune('0' + n))
			out["chaos.card."+c.key+".ok"+d] = entry{c.ja + "の成功", c.en + " success"}
			out["chaos.card."+c.key+".ng"+d] = entry{c.ja + "のトラブル", c.en + " trouble"}
		}
	}
	return out
}

// chaosEffectCards names the cards with a play effect and words their effects.
var chaosEffectCards = map[string]entry{
	"chaos.card.merger":       {"会社がM&Aされる", "The company is acquired"},
	"chaos.eff.merger":        {"仕事場に+2以上のカードがあればリソース+1、なければ混沌ダイス+1", "A workplace card of +2 or more: resources +1; otherwise chaos +1"},
	"chaos.card.praise":       {"プロダクトが熱烈にほめられる", "Users rave about the product"},
	"chaos.eff.praise":        {"テクノロジーの仕事場に+1以上のカードがあればリソース+2", "A TECH workplace card of +1 or more: resources +2"},
	"chaos.card.deadline":     {"一方的に納期が短縮される", "The deadline is cut"},
	"chaos.eff.deadline":      {"仕事場で状況値が最も高いカードを捨てる", "Discard the workplace card with the highest value"},
	"chaos.card.milestone":    {"マイルストーン達成", "Milestone reached"},
	"chaos.eff.milestone":     {"リソース+1", "Resources +1"},
	"chaos.card.pivot":        {"ライバルのサービスがピボットする", "A rival service pivots"},
	"chaos.eff.pivot":         {"完成品レーンのユーザーカード1枚をユーザーの仕事場へ（そこのカードは捨てる）", "A USER lane card goes back to the USER workplace (the card there is discarded)"},
	"chaos.card.cloudcost":    {"クラウドサービスのコスト上昇", "Cloud costs go up"},
	"chaos.eff.cloudcost":     {"リソース−1", "Resources −1"},
	"chaos.card.rearch":       {"リアーキテクティング", "Re-architecture"},
	"chaos.eff.rearch":        {"仕事場のカード1枚のプレイ効果を使う", "Resolve the play effect of a workplace card"},
	"chaos.card.retro":        {"ふりかえり会", "Retrospective"},
	"chaos.eff.retro":         {"混沌ダイス−1", "Chaos −1"},
	"chaos.card.rootcause":    {"障害の根本原因が判明", "Root cause found"},
	"chaos.eff.rootcause":     {"混沌ダイス−1", "Chaos −1"},
	"chaos.card.pm":           {"頼れるPMが着任", "A reliable PM arrives"},
	"chaos.eff.pm":            {"混沌ダイス−1", "Chaos −1"},
	"chaos.card.firefight":    {"炎上案件の火消し", "Putting out a fire"},
	"chaos.eff.firefight":     {"リソース−1、混沌ダイス−1", "Resources −1, chaos −1"},
	"chaos.card.outage":       {"大規模障害", "Major outage"},
	"chaos.eff.outage":        {"混沌ダイス+1", "Chaos +1"},
	"chaos.card.specstorm":    {"仕様変更の嵐", "A storm of spec changes"},
	"chaos.eff.specstorm":     {"混沌ダイスを振り直す", "Roll the chaos die again"},
	"chaos.card.viral":        {"SNSでバズる", "It goes viral"},
	"chaos.eff.viral":         {"リソース+3、混沌ダイス+1", "Resources +3, chaos +1"},
	"chaos.card.deathmarch":   {"デスマーチ", "Death march"},
	"chaos.eff.deathmarch":    {"リソース+2、混沌ダイス+1", "Resources +2, chaos +1"},
	"chaos.card.designsys":    {"デザインシステム導入", "A design system"},
	"chaos.eff.designsys":     {"リソース+1", "Resources +1"},
	"chaos.card.starhire":     {"すごいエンジニアが入社", "A star engineer joins"},
	"chaos.eff.starhire":      {"1枚引く", "Draw 1"},
	"chaos.card.interviews":   {"ユーザーインタビュー", "User interviews"},
	"chaos.eff.interviews":    {"1枚引く", "Draw 1"},
	"chaos.card.extension":    {"納期延長の交渉", "Negotiating more time"},
	"chaos.eff.extension":     {"捨て場から3枚を山札に戻して切る", "Shuffle 3 discards back into the deck"},
	"chaos.card.earlyrelease": {"前倒しリリース", "Early release"},
	"chaos.eff.earlyrelease":  {"仕事場のカード1枚を完成品レーンへ（支払いなし）", "Move a workplace card to the lane (free)"},
	"chaos.card.scopecut":     {"スコープ削減", "Cutting scope"},
	"chaos.eff.scopecut":      {"完成品レーンのカード1枚を捨てる。混沌ダイス−1", "Discard a lane card; chaos −1"},
	"chaos.card.techdebt":     {"技術的負債の返済", "Paying down tech debt"},
	"chaos.eff.techdebt":      {"仕事場のトラブルカード1枚を捨てる", "Discard a trouble card from a workplace"},
	"chaos.card.gonogo":       {"リリース判定会議", "Go/no-go meeting"},
	"chaos.eff.gonogo":        {"【全員の合意】仕事場のカード1枚を完成品レーンへ。混沌ダイス+1", "[Everyone agrees] A workplace card goes to the lane; chaos +1"},
	"chaos.card.reset":        {"方針転換", "Changing course"},
	"chaos.eff.reset":         {"【全員の合意】仕事場のカードをすべて捨てる。混沌ダイス−1", "[Everyone agrees] Discard every workplace card; chaos −1"},
	"chaos.card.deleteddb":    {"本番DBを消してしまった", "Someone dropped the production DB"},
	"chaos.eff.deleteddb":     {"【体験者は？】いればリソース+2、いなければ混沌ダイス+1", "[Lived it?] Yes: resources +2; no: chaos +1"},
	"chaos.card.paged":        {"深夜3時の障害呼び出し", "Paged at 3 a.m."},
	"chaos.eff.paged":         {"【体験者は？】いれば混沌ダイス−1、いなければリソース−1", "[Lived it?] Yes: chaos −1; no: resources −1"},
	"chaos.card.customer":     {"無茶を言う顧客", "The impossible customer"},
	"chaos.eff.customer":      {"【体験者は？】いればリソース+1・混沌ダイス−1、いなければ混沌ダイス+1", "[Lived it?] Yes: resources +1, chaos −1; no: chaos +1"},
	"chaos.card.whim":         {"上司の思いつき", "The boss's bright idea"},
	"chaos.eff.whim":          {"【体験者は？】いれば混沌ダイス−1、いなければ何もなし", "[Lived it?] Yes: chaos −1; no: nothing"},
}

const helpChaosJa = `プロジェクト・カオス（1〜5人・協力）

全員がひとつのチームです。勝つときも負けるときも全員一緒。

■ 準備
勝利条件を1つ決めます（設定で選ぶか、ランダム）。山札64枚（各カテゴリの成功+1〜+3・トラブル−1〜−3が2枚ずつの36枚と、プレイ効果のある28枚）を混ぜ、各自に3枚配ります。難易度「ふつう」は6枚、「むずかしい」は16枚を見ずに取り除きます（山札が時計です）。リソースは「やさしい」2個・「ふつう」1個・「むずかしい」0個から。
混沌ダイスは振って決めます（「やさしい」は出目−1、「むずかしい」は+1、0〜3の範囲で）。炎上鎮火だけは、ダイスを3（やさしいは2）に合わせ、3つの仕事場にトラブル−2のカードを置いて始めます。

■ 混沌ダイス
0・1・2・3の4面ダイス。いかさまダイスで、出やすさは 2（40%）＞1（30%）＞0（20%）＞3（10%）。「振り直す」効果のときだけ振り、+1／−1の効果は目を1つずらします（0より下にはなりません）。

■ 自分の番
手札から1枚選び、次のどれかを行います。その後、手札が3枚になるまで山札から引きます。
A) プレイ：プレイ効果のあるカードを公開して効果を処理し、捨て場へ。
B) 捨てる：何もせず捨て場へ。
C) 配置：カードのカテゴリの仕事場に置きます（2つのカテゴリを持つカードはどちらかを選ぶ）。リソースを状況値ぶん増減（0〜3の範囲に収める）。そこに元のカードがあれば押し出します：
・レーンへ：+nのカードはリソースn個を払って完成品レーンへ。0やトラブルのカードは無料でレーンへ。
・捨て場へ：−nのカードはリソースn個を払って捨て場へ。0や+のカードは無料で捨て場へ。
払えない（払わない）方は選べません。支払いはリソースの増減の後です。

■ 混沌のルール（プレイしたときだけ）
カードをプレイして効果を処理し終えたとき、ダイスの目を見ます。
・2：山札から1枚引き、手札から好きな1枚を捨てる。
・3：山札から2枚めくり、好きな順に両方プレイする。このプレイでは混沌ダイスの影響は起きません。
配置・捨てるでは起きません。

■ 停滞ペナルティ
1ラウンド（最初の人から全員が1回ずつ）の間に、誰もカード効果でダイスに触れなかったら、ラウンドの終わりにダイス+1。1人なら毎ターン、2人なら2ターンごとです（ルール説明書どおり）。設定「1〜2人の停滞ラウンド」を「3ターン以上」にすると、1〜2人でも3ターンを1ラウンドとして数え、少人数でもずっと勝ちやすくなります。
最後にダイスに触れた人の席の横には、目印として小さなダイスが置かれます（マウスを乗せると説明が出ます）。設定「停滞ペナルティの数え方：最後に触れてから1巡」では、最後に触れてから1ラウンド分のターンが過ぎるたびに+1です。

■ コミュニケーションカード
【全員の合意】カードは全員に「賛成？」と聞き、全員が賛成なら効果が起きます。【体験者は？】カードは「この出来事を実際に体験した人は？」と聞き、1人でも「はい」なら前半、誰もいなければ後半の効果です。本当のことを答えましょう。1人プレイでは自分が答え、CPUの仲間はそれらしく答えます。

■ 勝利（ターンの終わり、補充の前に確認）
・バランスの取れたプロダクト：レーンに3カテゴリのカードが2枚ずつ、計6枚ちょうど（2カテゴリのカードはどちらか一方に数える）。7枚目が入ると、カードの効果で取り除くまで達成できません。設定「バランスのレーン：各2枚以上」では、各2枚以上あれば余分なカードがあっても達成です。
・世界を変えるイノベーション：レーンに+3のカードが5枚、それ以外のカードはなし。
・炎上鎮火：ダイスが0。
・ノーリスク：レーンに7枚以上、ダイスは1以下。
・技術の勝利：レーンに5枚以上、うちテクノロジーの+3が2枚。

■ 敗北（その瞬間に全員の負け）
・ターンの終わりに手札を3枚まで補充できない。
・ダイスが3のときに+1の効果が起きた。
・停滞ペナルティでダイスが3から+1された。

■ 得点
勝てば全員+1点、負ければ全員−1点。`

const helpChaosEn = `Project Chaos (1 to 5 players, cooperative)

Everyone is one team: you all win or all lose together.

■ Setup
Choose a victory condition (in setup, or at random). The 64-card deck (36 base cards: per category, success +1 to +3 and trouble −1 to −3, two of each; and 28 cards with a play effect) is shuffled and everyone is dealt 3. On normal, 6 cards are set aside unseen, on hard 16 (the deck is the game's clock). The team starts with 2 resources on easy, 1 on normal, 0 on hard.
The chaos die is rolled (one lower on easy, one higher on hard, within 0 to 3). Only "Fire extinguished" sets it to 3 (2 on easy) and starts with a −2 trouble card in each workplace.

■ The chaos die
Four faces, 0 to 3, loaded: 2 (40%) > 1 (30%) > 0 (20%) > 3 (10%). It is rolled only by a "roll again" effect; +1 and −1 effects move it one face (never below 0).

■ Your turn
Pick a hand card and do one of these, then draw until you hold 3 cards:
A) Play: show a card with a play effect, resolve it, discard it.
B) Discard: put it on the discard pile.
C) Place: lay it in its category's workplace (a card with two categories goes in either). Resources change by its value, kept within 0 to 3. A card already there is pushed out:
- to the lane: a +n card costs n resources; a 0 or trouble card goes free.
- to the discard: a −n card costs n resources; a 0 or plus card goes free.
A way you cannot pay for is not offered. Payment comes after the placement's change.

■ Chaos (only after a play)
When a played card's effect is done, look at the die:
- 2: draw 1 card, then discard any 1 card from your hand.
- 3: turn over the deck's top 2 cards and play both, in the order you choose. These plays cause no further chaos.
Placing and discarding cause nothing.

■ Stagnation
If in a round (everyone's turn once, from the first player) no card effect touched the die, it rises by 1 at the round's end: solo that is every turn, with two players every two turns, as the rule book says. Set the option "Stagnation round, 1–2 players" to "at least 3 turns" and a small table counts three turns as a round, which makes it far easier to win.
The marker, a small die beside a seat, shows who touched the die last (point at it for a reminder). With the option "Stagnation is counted: a lap after the last touch", the die rises each time a round's worth of turns passes since the last touch.

■ Communication cards
[Everyone agrees] cards ask each player to agree; the effect happens only if all do. [Lived it?] cards ask "has anyone here lived through this?": one yes gives the first effect, none the second. Answer truthfully! Solo, you answer; CPU teammates answer as people plausibly would.

■ Victory (checked at the end of a turn, before drawing)
- A balanced product: the lane holds exactly 6 cards, 2 of each category (a two-category card counts for one of them). A seventh card spoils it until a card effect removes one. With the option "Balanced lane: 2 or more of each", two of each are enough, whatever else lies there.
- World-changing innovation: the lane holds 5 cards of +3 and nothing else.
- Fire extinguished: the die shows 0.
- No risk: the lane holds 7 or more cards with the die at 1 or less.
- Triumph of technology: the lane holds 5 or more cards, two of them TECH +3.

■ Defeat (at once, for everyone)
- A hand cannot be drawn back to 3 at the end of a turn.
- A +1 effect happens with the die at 3.
- Stagnation raises the die from 3.

■ Points
A win gives everyone +1, a defeat −1.`
