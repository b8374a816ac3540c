package i18n

import (
	"fmt"
	"strings"

	"zashiki/rules/locke/book"
)

// The 超人ロック help: the rules as docs/rules/locke.md says the code plays them, in both
// languages. The prose is written here; the sheets, the silhouettes, the charts and the damage
// table are printed from the book data when the help is first asked for, so their figures are
// typed once.
func init() { registerLater(lockeHelp) }

func lockeHelp() map[string]entry {
	ja := lockeHelpJa1 + lockeSheets(Ja) + lockeHelpJa2 + lockeTables(Ja) + lockeHelpJa3
	en := lockeHelpEn1 + lockeSheets(En) + lockeHelpEn2 + lockeTables(En) + lockeHelpEn3 + lockeGlossaryText()
	return map[string]entry{
		"help.locke":        {ja, en},
		"help.locke-combat": {ja, en},
	}
}

// lockeCharts are the charts the help prints, in the order the rules meet them.
var lockeCharts = []string{"there", "alive", "residual", "prison", "battle", "weapon",
	"fire.raygun", "fire.blaster", "fire.bazooka", "fire.beam", "trap", "transform", "cruiser"}

// lockeGlossaryHead opens the English help's last section, the one place where English text
// shows Japanese: each line is "English — 日本語", the English word the whole table uses (log,
// buttons, board, help, the book's English names) beside the seed's term.
const lockeGlossaryHead = "\n\n■ Glossary (English — Japanese)\n"

// lockeGlossary is the glossary's terms other than the charts, which come from the book.
var lockeGlossary = []struct{ en, ja string }{
	{"Locke the Superman", "超人ロック"},
	{"ESP level", "ESP能力レベル"},
	{"ESP power", "ESPパワー"},
	{"Body", "耐久力"},
	{"Mind", "精神力"},
	{"Firepower (FP on a card)", "火力"},
	{"C-card", "Cカード"},
	{"Ability card", "能力カード"},
	{"Character sheet", "キャラクターシート"},
	{"Alignment", "アライメント"},
	{"Silhouette", "シルエット"},
	{"Searcher", "表顔"},
	{"Base player", "裏顔"},
	{"Twins", "双子"},
	{"Trump", "トランプ"},
	{"Normal turn", "通常ターン"},
	{"Support action", "支援行動"},
	{"Main action", "主要行動"},
	{"Teleport move", "テレポート移動"},
	{"Spaceport", "宇宙港"},
	{"Planet phase", "惑星編"},
	{"Base phase", "秘密基地編"},
	{"Secret base", "秘密基地"},
	{"Intrusion check", "侵入チェック"},
	{"Ambush", "待ち伏せ"},
	{"Information", "情報入手"},
	{"Key installation", "重要拠点"},
	{"Combat", "戦闘"},
	{"Round", "ラウンド"},
	{"Pre-combat", "戦闘前"},
	{"Mysterious power", "謎の特殊能力"},
	{"Attack, defence, escape", "攻撃・防御・逃避"},
	{"[Counter (attack)]", "[対抗(攻撃)]"},
	{"Link", "同調"},
	{"Melee", "格闘"},
	{"[Melee:X]", "[格闘:X]"},
	{"Minions", "手下"},
	{"Stand-in", "代理"},
	{"Suit", "スーツ"},
	{"Illusion", "幻覚"},
	{"Contact telepathy", "接触テレパス"},
	{"Sword of light", "光の剣"},
	{"ESP jammer", "ESPジャマー"},
	{"Damage table", "損害判定表"},
	{"Stunned", "気絶"},
	{"Residual thought", "残留思念"},
	{"Death moss", "死の苔"},
	{"Bound", "拘束"},
	{"Arrested", "逮捕"},
	{"Dead", "死亡"},
	{"Party", "パーティ"},
	{"Partner", "パートナー"},
	{"Reform", "改心"},
	{"Victory claim", "勝利宣言"},
	{"Sole victory claim", "単独勝利宣言"},
	{"Objection", "反対"},
}

// lockeGlossaryText prints the glossary, the charts' names last.
func lockeGlossaryText() string {
	var b strings.Builder
	b.WriteString(lockeGlossaryHead)
	for _, g := range lockeGlossary {
		fmt.Fprintf(&b, "%s — %s\n", g.en, g.ja)
	}
	for _, id := range lockeCharts {
		c := book.ChartByID(id)
		fmt.Fprintf(&b, "%s — %s\n", c.NameEN, c.Name)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// pick is the Japanese or the English of a pair.
func pick(lang Lang, ja, en string) string {
	if lang == En {
		return en
	}
	return ja
}

// SideMarks spells an alignment chain as printed: (E/G).
func SideMarks(sides []book.Side) string {
	marks := make([]string, len(sides))
	for i, s := range sides {
		marks[i] = [...]string{"?", "G", "E", "S"}[s]
	}
	return "(" + strings.Join(marks, "/") + ")"
}

// lockeSheets lists every sheet (name, alignment, rank) and every silhouette with its copies.
func lockeSheets(lang Lang) string {
	var b strings.Builder
	b.WriteString(pick(lang, "\n■ キャラクターシート（名前・アライメント・ランク）\n", "\n■ The character sheets (name, alignment, rank)\n"))
	for _, c := range book.Characters() {
		name := pick(lang, c.Name, c.NameEN)
		if c.L {
			name += " (L)"
		}
		fmt.Fprintf(&b, "%s %s %s\n", name, SideMarks(c.Sides), c.Rank)
	}
	b.WriteString(pick(lang, "\n■ シルエットカード（名前・アライメント・性別・枚数）\n", "\n■ The silhouette cards (name, alignment, sex, copies)\n"))
	for _, s := range book.Silhouettes() {
		sex := pick(lang, [...]string{"", "男性", "女性", "性別不明"}[s.Sex], [...]string{"", "male", "female", "neither"}[s.Sex])
		fmt.Fprintf(&b, "%s %s %s ×%d\n", pick(lang, s.Name, s.NameEN), SideMarks([]book.Side{s.Side}), sex, s.Copies)
	}
	return b.String()
}

// rollLabel is a chart row's rolls: "2–4", "7", "12+".
func rollLabel(lang Lang, c *book.Chart, r book.ChartRow) string {
	top := 6 * c.Dice
	switch {
	case r.Hi > top:
		return fmt.Sprint(r.Lo, pick(lang, "以上", "+"))
	case r.Lo == r.Hi:
		return fmt.Sprint(r.Lo)
	}
	return fmt.Sprintf("%d–%d", r.Lo, r.Hi)
}

// lockeChartLines prints one chart: its name and dice, then a row a line.
func lockeChartLines(lang Lang, c *book.Chart) string {
	var b strings.Builder
	fmt.Fprintf(&b, pick(lang, "\n▼ %s（%dD6）\n", "\n▼ %s (%dD6)\n"), pick(lang, c.Name, c.NameEN), c.Dice)
	for _, r := range c.Rows {
		fmt.Fprintf(&b, pick(lang, "%s：%s\n", "%s: %s\n"), rollLabel(lang, c, r), pick(lang, r.Result.Text, r.Result.TextEN))
	}
	return b.String()
}

// damageColumn is the damage table's column heading: 1:2以下, 1:1 … 10:1+.
func damageColumn(lang Lang, col int) string {
	switch col {
	case 0:
		return pick(lang, "1:2以下", "≤1:2")
	case book.DamageColumns - 1:
		return fmt.Sprintf("%d:1+", col)
	}
	return fmt.Sprintf("%d:1", col)
}

// damageRow is one line of the damage table: the 2D6 roll, then the damage of every column
// ("–" for none).
func damageRow(roll int) string {
	cells := make([]string, book.DamageColumns)
	for col := range cells {
		cells[col] = "–"
		if d := book.Damage(roll, col); d > 0 {
			cells[col] = fmt.Sprint(d)
		}
	}
	return fmt.Sprintf("%2d │ %s", roll, strings.Join(cells, "  "))
}

// lockeTables prints the damage table and every chart.
func lockeTables(lang Lang) string {
	var b strings.Builder
	b.WriteString(pick(lang, "\n■ 損害判定表\n列は 火力:宣言耐久力（n:1、端数切り捨て。1:1未満はすべて1:2以下）、行は攻撃側の2D6。数字がダメージ、–はダメージなし。\n",
		"\n■ The damage table\nThe column is Firepower : declared Body (n:1, rounded down; every ratio below 1:1 is ≤1:2), the row the attacker's 2D6. Figures are damage; – is none.\n"))
	heads := make([]string, book.DamageColumns)
	for col := range heads {
		heads[col] = damageColumn(lang, col)
	}
	fmt.Fprintf(&b, "2D6: %s\n", strings.Join(heads, "  "))
	for roll := 2; roll <= 12; roll++ {
		b.WriteString(damageRow(roll) + "\n")
	}
	b.WriteString(pick(lang, "\n■ チャート\n", "\n■ The charts\n"))
	for _, id := range lockeCharts {
		b.WriteString(lockeChartLines(lang, book.ChartByID(id)))
	}
	return b.String()
}

const lockeHelpJa1 = `超人ロック（5〜11人）

正体を隠したキャラクターたちが、惑星の探索と秘密基地での戦いを通じてそれぞれの勝利を目指すゲームです。他の人に見えるのはシルエットカードだけ。正体はシートを開くまで（あるいは見破られるまで）分かりません。

■ 用語
能力値は4つ：ESP能力レベル（0〜）、ESPパワー（Cカードを使うと減り、戦闘が終わると全回復）、耐久力（肉体）、精神力（意思）。耐久力か精神力が0以下になると死亡します。火力は攻撃の強さ、Cカードは戦闘で使うコンバットカードです。
判定は2D6を振り、宣言した値以下なら成功です。判定のたびに能力値を宣言します（ESP能力レベルは0から、耐久力・精神力は1から、本当の値まで）。宣言は全員に公開され、本当の値は本人だけが知っています。わざと低く宣言して正体を隠すこともできます。

■ キャラクターとシルエット
各プレイヤーにはキャラクターシートが1枚、裏向きで配られます。シートには名前、アライメント（陣営）、ランク、能力値、特殊能力、固有の敗北条件が書かれています。
アライメントは3つ：Good（(L)キャラクターを中心に悪巧みを阻止する）、Evil（秘密基地で悪事を企む）、Special（自分の目的だけを追う）。(E/G)のように「/」のあるシートは改心で右の陣営へ移ります（左端から始まり、復活すると元に戻ります）。
シルエットは表向きの姿です。Good・Specialのシルエットの人は表顔（探索者）、Evilのシルエットの人は裏顔（基地側）として動きます。戦闘では、自分と同じシルエットの者が戦闘にいれば、その者を攻撃しなければなりません。同じシルエットカードの2人は「双子」：同じマスにいるとパス以外の主要行動ができず、戦闘発生フェイズでは必ず戦闘になり、同じパーティにも入れません。
`

const lockeHelpJa2 = `
■ ゲームの準備
1. シートを配ります。(L)シートは必ず1枚（ロック1〜3から）、残りは人数で決まります：5人 G1・E2・S1、6人 G1・E2・S2、7人 G2・E3・S1、8人 G2・E3・S2、9人 G2・E3・S3、10人 G3・E4・S2、11人 G3・E4・S3。
2. 設定「拒否・直前拒否」がありのとき、配られたシートを拒否（1ゲームに1回）または直前拒否できます。誰かが宣言すると全員配り直しです。
3. トランプ（黒のA〜10と赤のA〜10の20枚）を1枚ずつ秘密に配ります。
4. 全員がシルエットを秘密に選び、一斉に公開します。Aを持つ人は自分のシートと同じ名前のシルエットだけ、10を持つ人は今のアライメントのシルエットだけ選べます。シルエットには枚数の限りがあり、同時に最後の1枚を選んだときは席順で先の人が取ります。
5. 表顔と裏顔がそれぞれ(E)シートの枚数以上になるまで、多い側がシルエットを替えます（トランプは3回まで配り直し、それでも足りなければ多い側から無作為に選ばれた人が少ない側のシルエットに替えます）。

■ 通常ターン
チェック → 支援1 → 主要 → マスの効果 → 支援2 → 戦闘発生。終わると右隣（席順で一つ前）の、ターンのある人へ。
支援行動（何度でも）：シートオープン、改心、勝利宣言、単独勝利宣言（Specialのみ）、パーティ解散。
主要行動（1つ）：移動（隣のマス）、宇宙港間の移動、テレポート移動（ESP能力レベルを宣言して1D6、宣言以下ならちょうどその数だけ離れたマスへ）、回復（耐久力か精神力を1）、治療（同じマスの他人の耐久力を1、または死の苔を治す）、パーティの提案、パス。秘密基地周辺では侵入チェックか回復だけです。
戦闘発生：移動・宇宙港移動・テレポート移動・パスをした後、自分のパーティ以外の者が同じマスにいれば戦闘を始められます（そのマスの全員が参加）。
改心：Special以外が、同じマスのキャラクターを1ターンに1人1回まで。シートを開き、ESP能力レベルを宣言して判定します。成功し、相手のアライメントの次が自分の陣営で、相手がその陣営の旗をまだ持っていなければ、相手はその陣営に移ります。成否にかかわらず相手は旗を得ます。結果は相手だけが知ります。

■ 状態
拘束：チェック以外のフェイズを飛ばし、自分のターンを1つ数えるごとに減ります。マスを移るか戦闘に参加すると解けます。
逮捕：主要行動が脱出チェックだけになります（刑務所チャートを2D6＋これまでの失敗数で。2〜5は必ず成功）。
パートナー：パーティの一員。チェック以外のフェイズを飛ばし、リーダーと一緒に動きます。
死亡：駒は盤から除かれ、ターンはありません。パーティは解散します。

■ パーティ
主要行動で同じマスの、パーティに入っていない者を誘います（双子は誘えません）。全員が同意すれば結成。提案者がリーダーとなり、移動・テレポートなどでパートナーを連れて行きます（テレポートは全員が宣言し、一番低い値で判定）。パートナーのシルエットはリーダーの陣営に見えます。情報入手は合計で数えます。リーダーが解散するか、誰かが逃避・単独で移動させられる・死亡すると解散します。

■ 惑星編
6つの惑星（各6マスの輪。左端が宇宙港）に惑星カードを裏向きで配ります。裏顔は待ち伏せ（4枚）を好きなマスに置き、自分がその担当になります。表顔は好きな宇宙港から始め、最初のプレイヤーは表顔から無作為に決まります。裏顔のターンはこの編の間ありません。
マスの効果で裏向きのカードをめくり、その効果を受けます（表向きのカードも、情報入手と能力カード以外は止まるたびに効きます）。待ち伏せをめくると担当の裏顔が現れて戦闘になり、戦闘後その裏顔は惑星を離れます。
終了：裏向きのカードがなくなる、誰か（またはパーティ）が情報入手を3つ持つ（極秘情報入手は2つ分）、表顔が全員死亡する。そのとき情報入手以外の持ち札は捨て、生きている裏顔は全回復。裏顔は一人ずつ山札をめくり（18÷表顔の人数、切り上げ）、白紙1枚につき能力カード1枚。情報入手3つで終えた人は、持っている情報入手の数まで裏顔のシートを見て、能力カードを1枚得ます。

■ 秘密基地編
6×6のマスに基地カードを裏向きで配り、裏顔が重要拠点4つを置きます。情報入手を一番多く持つ表顔（誰も持っていなければ全員）が外周の好きなマスから入り、他は秘密基地周辺で侵入チェック（ESP能力レベル判定、失敗するたびに出目が1ずつ有利に）をします。裏顔は基地内の無作為なマスから始め、この編からターンがあります。移動は上下左右、テレポートは距離n以内で偶奇の合うマスへ。
表顔は裏向きのカードの上でターンを始めると支援1と主要を飛ばし、そのカードをめくります。裏顔は「対象：全てのキャラクター」のカードだけ効き、カードをめくりません。表顔が重要拠点の効果を受けると破壊します（裏顔がそのマスにいれば守られます）。4つすべて壊れるとゲーム終了。

■ 戦闘の流れ
1. 参加チェック：まず戦闘外の生存者全員が「実はそこにいた」を振るかどうか答え、それが済んでから死者が「実は生きていた」を振れます（ルールの順番どおり）。
2. 駒の移動：今ラウンドから参加する者が入り、駒が戦場へ移ります。1ラウンド目に駆けつけた表顔は、すぐにそのマスの効果を受けます（カードをめくり、情報入手・能力カード・トラップ・幻覚・重要拠点の破壊など通常どおり。ランダムテレポートなどで飛ばされたら戦闘から外れます）。マスが連れてきたNPCや待ち伏せの裏顔もこのとき参加します。
3. 戦闘前：新しい参加者は[戦闘前]能力（手下の人数を宣言など）や「謎の特殊能力」（1D6）を使えます。
4. 手札：Cカードを上限まで引きます（7枚＋手下1人につき1枚＋能力の分）。山札が尽きたら戦闘終了。
5. 行動順：トランプ20枚を配り、黒のA→10、赤のA→10の順。
6. 手番：支援1 → 主要行動1つ → 支援2。気絶中は飛ばされます。
7. ラウンド終了：残留思念が去り、気絶が1減ります。攻撃のなかったラウンド、参加者が1人以下、続行を望む者がいない（秘密の回答）なら戦闘終了。100ラウンド目の終わりには必ず終わります（ルールにない上限）。上限を超えた手札を捨て、上限ちょうどなら1枚捨ててもよく、全員補充して2へ。
戦闘が終わるとESPパワーは全回復し、Cカードはすべて山札に戻ります。

■ 戦闘の手番とカード
主要行動：Cカードでの攻撃、幻覚、接触テレパス、逃避（テレポート）、ワイルドカード（自分のESP能力レベル以下の好きなカードとして）、格闘、能力による攻撃、代理を出す、Cカード1枚を伏せて捨てる、パス。同じ手番に攻撃と逃避はできません。
発動：ESP能力レベルを宣言し、カードのLV以上なら成功。足りなければ差の数だけ精神力判定（すべて成功が必要）。成否にかかわらずLV分のESPパワーを使います。LV0のカードは判定不要。
幻覚：カードのLV＋2D6が、宣言したESP能力レベル＋精神力以下なら抵抗、さもなくば2ラウンド気絶。接触テレパス：相手のシートを見ます。

■ 攻撃・防御・逃避
攻撃されたら[対抗(攻撃)]の能力と、Cカード1枚（攻撃のLV以上の防御か逃避）で応じられます。防御に失敗すれば命中です。防御に成功したカードはラウンド終了まで維持でき、それより低いLVの攻撃を自動で防ぎます（同じ以上のLVなら貫かれます）。光の剣は防御カードや防御能力で防げません。
ESPジャマー：カードのLV以下のジャマーはそのカードを無効化し、カードは手札に戻って公開され、ラウンド終了まで使えません。
逃避した者は戦闘から離脱します。
命中したら、対象は耐久力（またはスーツの値）を宣言し、攻撃側が2D6を振って損害判定表でダメージを決めます。ダメージが宣言値以上なら死亡（スーツなら壊れるだけ）。生き残った者が2か12を出されたら変身チェックを振ります。

■ 同調
同調可の攻撃が発動した後、攻撃者の手下と、このラウンドまだ行動していない者（対象以外）が、元のカードのLV以下の同調可の攻撃カードで加われます。1枚加わるごとにLV＋1、火力はその分加算。加わった者は行動済みになります。

■ 格闘
攻撃者は耐久力（＋手下の数、スーツを着ていればその値）を火力として宣言し、LV1の攻撃をします。命中した対象も同じように宣言して反撃します。それぞれの列は自分の火力対相手の宣言で決まり、[格闘:X]の差だけ大きい側は右、小さい側は左にずれます（表の端で止まる。設定で左端を越えたらダメージなしにもできます）。宣言した値がそれぞれの死亡の境目です。防御を維持していると格闘できません。

■ 戦闘離脱後の処理（5.7）
逃避した者は隣のマスへ移り、マスの効果、支援フェイズ、戦闘発生フェイズを行います。その間は手札と消費したESPパワーを持ったままです。

■ NPC
エスパーと障害物（警官隊、警戒装置など）はチャートやマスから現れ、惑星では無作為な参加者、基地では表顔を狙います。1つのマスからは1体だけです。

■ ゲームの終了と勝敗
終了：勝利宣言に反対がない（宣言者は今のアライメントを宣言、他の生存者が秘密に賛否。反対の数だけ公表）、Specialの単独勝利宣言（他の全員が死亡しているとき）、重要拠点がすべて破壊される、全員が死亡する、反対されたEvilの宣言者が1000ターン生き延びて一度も移動しない。ルールにない上限として、誰かのキャラクターの通常ターンが2000回目を終えると打ち切りになり、全員の負けです（反対と回避がいつまでも続くのを防ぎます）。
終了時、全シートを公開し、敗北条件を満たした人が負け、それ以外が勝ちです。
Good：他陣営の勝利宣言が通った、1000ターンで終わった、固有の条件。
Evil：他陣営の勝利宣言が通った、重要拠点がすべて破壊された、固有の条件。
Special：死亡している、固有の条件。
(L)は他の(L)が生きていると負け。全員死亡なら全員負け。単独勝利宣言なら宣言者だけが勝ちます。
結果の等級：A 生存して勝ち、B 死亡して勝ち、C 生存して負け、D 死亡して負け。

■ 6人以下
5人は惑星3つ（18枚）と待ち伏せ2枚、6人は惑星4つ（24枚）と待ち伏せ3枚を使います。裏顔がめくる枚数は5人18枚、6人24枚を表顔の人数で割って決めます。
`

const lockeHelpJa3 = `
■ 画面の見かた
左：席ごとの札。駒の色はシルエットのアライメント（青 Good・赤 Evil＝裏顔・紫 Special、死亡は灰色）、シルエットか知っているシート、情報入手・能力カード・ダメージの数、場所があればその席が宣言した値（札に指を置くと全部出ます）。朱色の枠が待っている席です。
中央：惑星（それぞれ球の横に6枚のカードが並び、球にいちばん近い金の印のカードが宇宙港）または秘密基地。ドラッグ・ホイール・＋／−で地図を動かせます。行ける場所は緑に光り、クリックでそこへ行けます。マスに指を置くとカードの内容が出ます。表向きのカードの名前の枠の色は効果の種類（赤 戦闘や害・緑 得るもの・紫 別の場所へ移るか幻覚・青 正体が明かされる・金 重要拠点・灰 何も起きない）です。戦闘中は参加者がカードのような札で手番順に向かい合います（上端がアライメントの色。損傷・消費・手札・宣言した値）。使われたカードは手札か札から卓の中央へ飛び、捨て札へ移ります。使用中のカードは札の上の帯に置かれ（種類の色：赤 攻撃・青 防御・緑 逃避・金 特殊。LVと火力）、攻撃側→目標が示され、攻撃に対して使われたカードが右端に向かい合って置かれます。目標は赤い枠と角の照準、損害表の行はダイスの転がりに合わせて動き、損害は目標の札から浮かび上がります。
左下：あなたのシート・能力値の残り・能力カード・手札。右下：問われていることとボタン（1〜9キーでも選べます）。宣言では本当の値に印が付きます。反対・パーティへの誘い・実はそこにいた・同調・反応など時間制限のある質問には右端に時計が出て（標準は10秒。設定の「答える時間」で5秒・10秒・30秒、時間制限なしの「待ってもらう」も選べます）、切れると決まった答え（反対しない・参加しないなど）になります。
クリックでもボタンと同じことができます：緑に光るもの（手札のカード、戦闘の参加者の枠、席の札、地図のマス）をクリックすると、そのボタンを押したことになります。光っていないものをクリックすると、なぜ選べないのか（あなたの番ではない、届かないマス、対象にできない参加者、今は使えないカードなど）が一行で出ます。問いには必ず、何を問われているかと、なぜ問われるか（シルエットとトランプの意味、勝利宣言で何を賭けるか、惑星編で裏顔に手番がないことなど）が一行で添えられます。
結果：A 生存・勝利、B 死亡・勝利、C 生存・敗北、D 死亡・敗北。AとB、CとDに違いはなく、死んでも勝ちは勝ちです（結果の画面にも説明が出ます）。
振り返り：画面上の「振り返り」ボタンかLキーで、直前の通常ターン（移動・めくったカード・戦闘の始まりと終わり）と直前の戦闘ラウンド（使ったカード・攻撃・損害・逃避・死亡）をいつでも見られます。ダイスの目や宣言の一つ一つは右の「ゲームの記録」にあります。もう一度LかEscで閉じます。
はじめての超人ロック：メニューの「はじめての超人ロック」は5人の決まった配りで、準備・惑星編の手番・戦闘・Cカード・チャート・勝利宣言・結果の等級を、出てきたときに一つずつ吹き出しで説明します。説明が終われば、そのまま普通のゲームとして最後まで遊べます。
CPUの強さ：超人ロックは一局が約1000手と長く探索が間に合わないため、三段階とも経験則で打ち、「やさしい」は4回に1回でたらめに打ちます。

■ 設定
拒否・直前拒否：なし（標準）／あり。
失敗したテレポート移動：戦闘を始められる（標準）／始められない。
戦闘に駆けつけた表顔のマス：効果をすべて受ける（標準、ルールどおり）／NPCだけ（カードはめくれても他の効果は次に止まったとき）。
ESPパワー不足のCカード：使える（残りは0に。標準）／使えない。
格闘で表の左端を越えたら：1:2以下で判定（標準）／ダメージなし。
戦闘のみのモードでは、戦闘の場所（惑星／秘密基地）も選べます。`

const lockeHelpEn1 = `Locke the Superman (5–11 players)

Characters in disguise explore six planets and storm a secret base, each after its own victory. The table sees only your silhouette card; who you really are stays hidden until you open your sheet, or someone sees through you.

■ Terms
Four stats: the ESP level (0 and up), ESP power (spent on C-cards, fully restored when a combat ends), Body (the flesh) and Mind (the will). A character dies when Body or Mind reaches 0. Firepower is an attack's strength; a C-card is a combat card.
A check is 2D6 at or under the value declared. Every check asks for a declaration (the ESP level from 0, Body and Mind from 1, up to the true value). Declarations are public; the true values are yours alone. Declaring low hides who you are.

■ Characters and silhouettes
Each player is dealt one character sheet face down: name, alignment, rank, stats, abilities and its own defeat conditions.
Three alignments: Good (led by the (L) character, foiling the plot), Evil (plotting in the secret base) and Special (after its own ends). A sheet with a slash, like (E/G), moves one step right when reformed by the side on its right (it starts leftmost and resets on revival).
The silhouette is the face you show. A Good or Special silhouette makes you a searcher; an Evil one a base player. In a combat you must attack a fighter wearing your silhouette when one takes part. Two characters wearing the same silhouette card are twins: on the same cell neither may take any main action but a pass, the combat-start phase always brings a fight, and they never share a party.
`

const lockeHelpEn2 = `
■ Set-up
1. Sheets are dealt: always one (L) sheet (one of Locke I–III), the rest by the number of players: 5 G1 E2 S1; 6 G1 E2 S2; 7 G2 E3 S1; 8 G2 E3 S2; 9 G2 E3 S3; 10 G3 E4 S2; 11 G3 E4 S3.
2. With the refusals option on, a player may refuse the sheet dealt (once a game) or refuse it at the last minute; any refusal means a new deal for all.
3. Each player gets one trump of twenty (black ace–10, red ace–10), secretly.
4. Everyone chooses a silhouette in secret; all are shown together. An ace allows only the silhouette of your sheet's name, a 10 only silhouettes of your current alignment. Copies are limited; when several take the last copies at once, seat order decides.
5. Until there are at least as many searchers and as many base players as (E) sheets, the larger side changes silhouettes (trumps dealt again up to three times; then players of the larger side drawn at random must cross over).

■ A normal turn
Check → support 1 → main → cell effect → support 2 → combat start; then the next player to the right (the seat before) who has a turn.
Support actions, any number: open your sheet, reform, a victory claim, a sole victory claim (Special only), dissolve your party.
One main action: move (to a neighbouring cell), a spaceport trip, a teleport move (declare your ESP level and roll 1D6; at or under it, land exactly that many cells away), recover (1 Body or Mind), treat (1 Body to another on your cell, or cure the death moss), propose a party, or pass. Outside the secret base only the intrusion check or recovery.
Combat start: after a move, a spaceport trip, a teleport move or a pass, you may start a combat if someone outside your party is on your cell (everyone there fights).
Reform: not by a Special; a character on your cell, once per target per turn. Open your sheet and check your ESP level. On a success, a target whose next alignment is your side and who holds no flag of your side moves to it; success or not, it gains that flag. Only the target learns the result.

■ States
Bound: every phase but the check is skipped; each of your turns counts one off. Any change of cell or joining a combat ends it.
Arrested: your main action is the escape check (2D6 plus your earlier failures on the Prison chart; 2–5 always escapes).
Partner: a party member; every phase but the check is skipped and you move with the leader.
Dead: the piece leaves the board, no more turns; the party is dissolved.

■ Parties
As a main action invite characters on your cell who are in no party (not twins). If all agree, the party forms: you lead and take your partners along when you move or teleport (for a teleport everyone declares and the lowest counts). A partner's silhouette shows the leader's alignment. Information is counted together. It ends when the leader dissolves it, or one member escapes, is moved alone or dies.

■ The planet phase
Planet cards are dealt face down on six planets (rings of six cells; the leftmost is the spaceport). The base players place the four ambushes, each answering its own. Searchers start on spaceports of their choice; the first player is drawn among them. Base players have no turns in this phase.
The cell effect turns a face-down card over and applies it (a face-up card acts on every visit, but information and ability cards are taken). An ambush brings its base player to fight there; afterwards that base player leaves the planets.
The phase ends when no face-down card is left, when someone (or a party) holds three pieces of information (top-secret information counts two), or when every searcher is dead. Then held cards but information are discarded and living base players recover fully. Each base player turns over 18 ÷ searchers cards (rounded up) of the deck; each blank gives an ability card. Whoever ended it with information looks at as many base players' sheets as pieces held and gains an ability card.

■ The base phase
Base cards are dealt face down on a 6×6 grid; the base players place the four key installations. The searchers holding the most information (everyone when none holds any) enter on outer cells of their choice; the others wait outside and make intrusion checks (an ESP level check, one easier after each failure). Base players start on random cells inside and have turns from now on. Moves are orthogonal; a teleport of n reaches cells within n of matching parity.
A searcher starting its turn on a face-down card skips support 1 and its main action and turns the card over. Base players feel only the cards marked for every character and never turn cards over. A searcher's cell effect on a key installation destroys it (unless a base player stands there); the last one destroyed ends the game.

■ The combat
1. Participation: first every living character outside answers whether to roll the Was-there chart; once they all have, the dead may roll the Was-alive chart (the rules' order).
2. Movement: those joining this round come in, their pieces onto the fight's cell. A searcher who joins in the first round has that cell's effect at once (the card turns over and acts as usual: information, an ability card, a trap, an illusion, a key installation destroyed…; thrown elsewhere by a random teleport or the like, it is out of the fight). An NPC or an ambushing base player the cell brings joins now too.
3. Pre-combat: newcomers may use [Pre-combat] abilities (declare minions, …) or the mysterious power (1D6).
4. Hands: draw C-cards up to your limit (7, +1 a minion, + abilities). An empty deck ends the combat.
5. Initiative: the twenty trumps are dealt; black ace→10, then red ace→10.
6. Turns: support 1 → one main action → support 2. The stunned are skipped.
7. Round end: residual thoughts leave, stuns count down. No attack this round, one participant or none, or nobody willing (a secret answer) ends the combat; the 100th round's end always does (a limit the rules lack). Discard down to the limit, at the limit you may discard one, everyone refills; back to 2.
After a combat ESP power is restored and every C-card goes back to the deck.

■ Combat turns and cards
Main actions: a C-card attack, an illusion, contact telepathy, an escape (teleport), a wild card (as any card of LV up to your ESP level), melee, an ability attack, sending in a stand-in, discarding one C-card face down, or passing. Attack and escape exclude each other within a turn.
Activation: declare your ESP level; at or above the card's LV it succeeds, below it one Mind check per level short (all must pass). The LV in ESP power is spent either way. LV 0 cards need no check.
Illusion: resisted when the card's LV + 2D6 ≤ declared ESP level + declared Mind; otherwise stunned for two rounds. Contact telepathy: read the target's sheet.

■ Attack, defence, escape
Against an attack you may use [Counter (attack)] abilities and one C-card: a defence or escape of LV ≥ the attack's. A failed defence card is a hit. A defence that stopped an attack may be maintained to the round's end and stops lower attacks by itself (equal or higher ones pierce it). The Sword of light is stopped by no defence card or defensive ability.
ESP jammer: a jammer of LV ≥ a card's cancels it; the card goes back to the hand face up, unusable until the round ends.
An escape takes you out of the combat.
On a hit the target declares Body (or a suit's value), the attacker rolls 2D6 on the damage table. Damage at or above the declaration kills (a suit only breaks). A survivor hit on a 2 or 12 rolls on the Transformation check chart.

■ Linking
After a linkable attack takes effect, the attacker's minions and characters who have not acted this round (not the target) may join with linkable attack cards of LV up to the original's. Each card adds +1 LV and its Firepower; joiners have acted.

■ Melee
The attacker declares Body (plus minions, plus a worn suit's value) as Firepower for an LV 1 attack. A hit target declares the same way and counters. Each column is one's Firepower against the other's declaration, shifted right for the larger [Melee:X] and left for the smaller by their difference (stopping at the edge; an option makes past the left edge no damage). Each declaration is its side's death threshold. A maintained defence forbids melee.

■ After an escape (5.7)
The escaper moves to a neighbouring cell, then has its cell effect, a support phase and a combat-start phase, keeping its hand and spent power until they are over.

■ NPCs
Espers and obstacles (police, alarm devices, …) come from charts and cells. On the planets they aim at random participants, in the base at searchers. A cell brings one NPC at most.

■ The end and victory
The game ends when a victory claim meets no objection (the claimant names its current alignment; the other living characters answer in secret and only the number of objections is told), on a Special's sole victory claim (everyone else dead), when every key installation is destroyed, when everyone is dead, or when an objected Evil claimant has lived 1000 turns without moving. A limit the rules lack: when any character's 2000th normal turn is over the game stops and everyone loses (so objections and dodging cannot go on for ever).
Then every sheet is opened; those meeting a defeat condition lose, the others win.
Good: another side's claim stood; the 1000 turns ended the game; its own conditions.
Evil: another side's claim stood; every key installation fell; its own conditions.
Special: dead; its own conditions.
An (L) character loses while another (L) lives. If everyone is dead, everyone loses. A sole victory claim: the claimant alone wins.
Classes on the results: A alive and winning, B dead and winning, C alive and losing, D dead and losing. A and B are the same win, C and D the same loss: a win is a win, dead or alive (the results say so under the end's reason).

■ Six players or fewer
Five players use three planets (18 cards) and two ambushes, six use four planets (24 cards) and three. Base players turn over 18 (five players) or 24 (six) divided by the searchers.
`

const lockeHelpEn3 = `
■ The table
Left: a plate per seat. A piece wears its silhouette's colour (blue Good, red Evil — the base players — violet Special, grey once dead); the plate shows the silhouette or the sheet you know, the information, ability cards and damage shown, and the values the seat declared where there is room (hover a plate to read everything). The vermilion outline is the seat the table waits on.
Centre: the planets, each a globe with its six cards in a row beside it (the gold mark is a spaceport, the card nearest the globe), or the secret base. Drag, use the wheel or + / − to move the map. Places you can go are lit green: click one to go there. Hover a cell to read its card; a face-up card's name is edged in what it does (red a fight or harm, green a gain, violet a move elsewhere or an illusion, blue a secret shown, gold a key installation, grey nothing). In a combat the fighters face off on card-like plates in initiative order (the side's colour across the top; damage, power spent, hand, declared values). A played card flies from its hand or plate to the middle of the table, then to the discards; the card under way lies on the strip above the plates (kind colour: red attack, blue defence, green escape, gold special; LV and Firepower) with attacker → target, and the card played against the attack facing it at the right. The target is outlined red, a sight on its corner; the damage table's row follows the tumbling dice, and the damage rises off the target's plate.
Bottom left: your sheet, what is left of your stats, your ability cards and your hand. Bottom right: what you are asked and why (what silhouettes and trumps are, what a victory claim risks, why base players have no turns on the planets…), on one line, and a button per choice (keys 1–9 too). What lights green on the table — a card of your hand, a fighter's box, a seat's plate, a cell — takes its button's action when clicked; a click on anything else says in one line why it cannot (not your turn, out of reach, not a legal target, a card not played now). A declaration marks the true value. A timed question (an objection, a party invitation, a Was-there chart roll, linking, a reaction) shows a clock at the right, 10 seconds by default (the time to answer in Settings: 5, 10 or 30 s, or Wait for me: no limit); when it runs out, the set answer is given (do not object, stay out, and so on).
Look back: the Look back button at the top, or the L key, shows the last normal turn (moves, cards turned over, a combat's start and end) and the last combat round (cards played, attacks, damage, escapes, deaths) at any time; each check's dice and each declaration are in the game log at the right. L or Esc closes it.
First game: the menu's First game of Locke is a fixed five-seat deal whose bubbles explain the set-up, a planet-phase turn, a combat, a C-card, a chart, a victory claim and the result classes as each comes; after the last one it is an ordinary game to play to its end.
CPU strengths: a game of Locke the Superman is about a thousand moves, too long to search, so all three strengths play by rules of thumb; Easy plays a random move one time in four.

■ Options
Refusals: off (default) / on.
A failed teleport move: may start a combat (default) / starts none.
A searcher's cell on joining a fight: acts in full (default, as the rules say) / brings its NPC only (the card turns over; its other effects wait for a later stop).
C-cards beyond the ESP power left: allowed, the rest floors at 0 (default) / refused.
Melee shifted past the table's edge: judged on ≤1:2 (default) / no damage.
The combat-only mode also chooses where the combat is (a planet / the secret base).`
