package i18n

import (
	"strings"
)

func init() {
	register(lockeRules)
	// The combat on its own shares the whole game's combat options and their labels.
	shared := map[string]entry{}
	for k, e := range lockeRules {
		for _, opt := range []string{"opt.locke.low_power", "opt.locke.melee_edge"} {
			if k == opt || strings.HasPrefix(k, opt+".") {
				shared["opt.locke-combat."+strings.TrimPrefix(k, "opt.locke.")] = e
			}
		}
	}
	register(shared)
}

// lockeRules holds the 超人ロック rules' log lines and option labels (the help is in
// locke_help.go). Arguments (see rules/locke/messages.go): %s is a seat name, a card label (a
// Cカード, a sheet, an ability, a planet or base card), a fighter's name, or a term of the book
// (an NPC, a chart and its row, a silhouette, a stat, a place: scenes/locke/terms); %d a number.
//
// Several messages carry a 0/1 or 1/2 flag, or a stat number, that reads badly as a number;
// the formats choose the word with the catalogue's plural braces ("{3:成功|失敗}" picks by the
// third argument: the first word for 1, the second otherwise) and skip the number itself with
// explicit argument indexes ("%[3]d").
//
// The English uses English terms only (Firepower for 火力, Body for 耐久力, Mind for 精神力, C-card
// …), one word per thing across the rules' lines, the table's words, the help and the book's
// English names. The list is the help's glossary (lockeGlossary in locke_help.go), the one
// English text that shows the Japanese beside them (TestEnglishHasNoJapanese).
var lockeRules = map[string]entry{
	"game.locke-combat": {"超人ロック（戦闘のみ）", "Locke the Superman (combat only)"},

	// The combat.
	"locke.log.enter":          {"%sが戦闘に参加。", "%s joins the combat."},
	"locke.log.leave":          {"%sが戦闘を離れました。", "%s leaves the combat."},
	"locke.log.round":          {"第%dラウンド", "Round %d"},
	"locke.log.turn":           {"%sの手番。", "%s's turn."},
	"locke.log.stunned":        {"%sは気絶中：手番は飛ばされます。", "%s is stunned: the turn passes."},
	"locke.log.use":            {"%sが%sを使用。", "%s plays %s."},
	"locke.log.activated.ok":   {"%sの%sが発動。", "%s's %s takes effect."},
	"locke.log.activated.fail": {"%sの%sは発動失敗。", "%s's %s fails to activate."},
	"locke.log.attack":         {"%sが%sを攻撃（LV%d・火力%d）。", "%s attacks %s (LV %d, Firepower %d)."},
	"locke.log.minion":         {"%sの手下が%sで同調。", "%s's minion links with %s."},
	"locke.log.pierced":        {"%sの維持していた防御が貫かれました。", "%s's maintained defence is pierced."},
	"locke.log.stopped":        {"%sへの攻撃は防がれました。", "The attack on %s is stopped."},
	"locke.log.guard":          {"%sが%sを使用。", "%s uses %s."},
	"locke.log.reflect":        {"攻撃が跳ね返り、%sに向かいます。", "The attack turns back on %s."},
	"locke.log.damage":         {"%sの損害判定：火力%d／耐久力%d、出目%d → %dダメージ", "Damage to %s: Firepower %d against Body %d, roll %d → %d damage"},
	"locke.log.suitbroken":     {"%sのスーツが壊れました。", "%s's suit breaks."},
	"locke.log.dies":           {"%sが死亡しました。", "%s dies."},
	"locke.log.jammed":         {"%sのESPジャマーが%sを無効化。", "%s's ESP jammer cancels %s."},
	"locke.log.jamfails":       {"%sのジャマーは%sのカードを止められません。", "%s's jammer cannot stop %s's card."},
	"locke.log.block":          {"%sが%sで逃避を阻止。", "%s blocks the escape with %s."},
	"locke.log.blocked":        {"%sの逃避は阻止されました。", "%s's escape is cancelled."},
	"locke.log.escaped":        {"%sが戦闘から逃避。", "%s escapes from the combat."},
	"locke.log.immune":         {"%sに幻覚は効きません。", "Illusions do not work on %s."},
	"locke.log.resisted":       {"%sは抵抗に成功。", "%s resists."},
	"locke.log.stun":           {"%sは気絶しました。", "%s is stunned."},
	"locke.log.telepath":       {"%sが%sに接触テレパス。", "%s reads %s by contact telepathy."},
	"locke.log.melee":          {"%sが%sに格闘（火力%d）。", "%s melees %s (Firepower %d)."},
	"locke.log.meleejudge": {
		"格闘：%[1]s（火力%[2]d）対%[3]s（火力%[4]d）。%[1]sの出目%[5]d → %[3]sに%[6]dダメージ、%[3]sの出目%[7]d → %[1]sに%[8]dダメージ",
		"Melee: %[1]s (Firepower %[2]d) against %[3]s (Firepower %[4]d). %[1]s rolls %[5]d → %[6]d damage to %[3]s; %[3]s rolls %[7]d → %[8]d damage to %[1]s",
	},
	"locke.log.discard":     {"%sがCカードを1枚伏せて捨てました。", "%s discards a C-card face down."},
	"locke.log.declare":     {"%sが%sを%dと宣言。", "%s declares %s of %d."},
	"locke.log.die":         {"%[1]sの判定：出目%[2]d、{3:成功|失敗}。", "%[1]s's check: rolls %[2]d, {3:success|failure}."},
	"locke.log.chart":       {"%sが%sを振りました：出目%d → %s", "%s rolls on the %s: %d → %s"},
	"locke.log.mystery":     {"%sが謎の特殊能力：1D6で%d。", "%s rolls for a mysterious power: %d."},
	"locke.log.minions":     {"%sが手下%d人を宣言。", "%s declares %d {minion|minions}."},
	"locke.log.boost":       {"%sが戦闘前の能力を使いました。", "%s uses a pre-combat ability."},
	"locke.log.open":        {"%sがシートオープン：%s", "%s opens the sheet: %s."},
	"locke.log.willing":     {"戦闘の続行を望む者：%d人", "%d {character wants|characters want} to fight on."},
	"locke.log.reform":      {"%sが%sに改心を試みます。", "%s tries to reform %s."},
	"locke.log.reformedyou": {"%sの改心により、あなたの陣営が変わりました。", "%s has reformed you: your side has changed."},
	"locke.log.proxyin":     {"%sが代理を送り込みました。", "%s sends in a stand-in."},
	"locke.log.proxyout":    {"%sの代理が下がりました。", "%s's stand-in withdraws."},
	"locke.log.proxybroken": {"%sの代理が倒されました。", "%s's stand-in is destroyed."},

	"locke.end.noattack":  {"攻撃のないラウンドだったため、戦闘終了（%dラウンド）。", "No attack this round: the combat ends after %d {round|rounds}."},
	"locke.end.alone":     {"参加者が1人以下になり、戦闘終了（%dラウンド）。", "One participant or none is left: the combat ends after %d {round|rounds}."},
	"locke.end.unwilling": {"続行を望む者がなく、戦闘終了（%dラウンド）。", "Nobody wants to fight on: the combat ends after %d {round|rounds}."},
	"locke.end.deck":      {"Cカードの山札が尽き、戦闘終了（%dラウンド）。", "The C-card deck ran out: the combat ends after %d {round|rounds}."},
	"locke.end.rounds":    {"100ラウンドに達し、戦闘終了（%dラウンド）。", "The combat reached its 100th round and ends after %d {round|rounds}."},

	// The set-up.
	"locke.log.sheetsdealt": {"キャラクターシートを配りました（%d回目）。", "Character sheets dealt (deal %d)."},
	"locke.log.refusal":     {"%[1]sが{2:拒否|直前拒否}を宣言。", "%[1]s declares {2:a refusal|a last-minute refusal}."},
	"locke.log.trumpsdealt": {"%d人にトランプを1枚ずつ配りました。", "A trump dealt to each of %d {player|players}."},
	"locke.log.trump":       {"あなたのトランプ：%d（1〜10は黒のA〜10、11〜20は赤のA〜10）", "Your trump: %d (1–10 black ace to 10, 11–20 red ace to 10)"},
	"locke.log.silhouette":  {"%sのシルエット：%s", "%s wears the silhouette %s."},
	"locke.log.nocopy":      {"%sの選んだシルエット%sは残っていませんでした。", "%s chose the silhouette %s, but no copy was left."},
	"locke.log.balance":     {"表顔%d人、裏顔%d人、(E)シート%d枚。", "%d {searcher|searchers}, %d {2:base player|base players}, %d (E) {3:sheet|sheets}."},
	"locke.log.crossover":   {"%sは少ない側のシルエットに替えなければなりません。", "%s must change to a silhouette of the smaller side."},

	// The whole game.
	"locke.log.normalturn":   {"%sの通常ターン。", "%s's normal turn."},
	"locke.log.infection":    {"%sは死の苔に蝕まれています（耐久力−1）。", "The death moss eats at %s (Body −1)."},
	"locke.log.unbound":      {"%sの拘束が解けました。", "%s is no longer bound."},
	"locke.log.bound":        {"%sは%dターン拘束されます。", "%s is bound for %d {2:turn|turns}."},
	"locke.log.recover":      {"%sが%sを回復しました。", "%s recovers %s."},
	"locke.log.treat":        {"%sが%sを治療。", "%s treats %s."},
	"locke.log.freed":        {"%sが刑務所から脱出。", "%s escapes from prison."},
	"locke.log.arrested":     {"%sが逮捕されました。", "%s is arrested."},
	"locke.log.combatstart":  {"%sが戦闘を始めます。", "%s starts a combat."},
	"locke.log.propose":      {"%sが%d人をパーティに誘います。", "%s invites %d {player|players} to a party."},
	"locke.log.party":        {"%[1]sのパーティは{2:結成されました|結成されませんでした}。", "%[1]s's party {2:is formed|is not formed}."},
	"locke.log.dissolve":     {"%sのパーティは解散しました。", "%s's party is dissolved."},
	"locke.log.claim":        {"%[1]sが{2:単独勝利宣言|勝利宣言}！", "%[1]s makes a {2:sole victory claim|victory claim}!"},
	"locke.log.objections":   {"反対：%d人", "%d {objection|objections}."},
	"locke.log.planetphase":  {"惑星編の開始。最初のプレイヤーは%s。", "The planet phase begins. %s plays first."},
	"locke.log.planetend":    {"惑星編が終わりました。", "The planet phase is over."},
	"locke.log.basephase":    {"秘密基地編の開始。", "The base phase begins."},
	"locke.log.placed":       {"%sが配置しました。", "%s places a card."},
	"locke.log.blanks":       {"%sが%d枚めくり、白紙%d枚。", "%s turns over %d {card|cards}: %d {3:blank|blanks}."},
	"locke.log.item":         {"%sが能力カードを得ました。", "%s gains an ability card."},
	"locke.log.peek":         {"%sが%sのシートを見ました。", "%s looks at %s's sheet."},
	"locke.log.turnover":     {"%sが%sのカードをめくりました：%s", "%s turns the card at %s over: %s."},
	"locke.log.info":         {"%sの情報入手：%d", "%s holds %d {piece|pieces} of information."},
	"locke.log.ambush":       {"%[1]sが待ち伏せをめくりました！", "%[1]s turns over an ambush!"},
	"locke.log.thrown":       {"%sが%sへ飛ばされました。", "%s is thrown to %s."},
	"locke.log.blackhole":    {"%sがブラックホールに落ちました。", "%s falls into the black hole."},
	"locke.log.harvested":    {"%sが収穫されました。", "%s is harvested."},
	"locke.log.keydefended":  {"%sの前で重要拠点は守られました。", "The key installation holds against %s."},
	"locke.log.keydestroyed": {"%sが重要拠点を破壊！ 残り%d。", "%s destroys a key installation! %d left."},

	"locke.gameend.claim":    {"勝利宣言に反対がなく、ゲーム終了。", "The victory claim met no objection: the game is over."},
	"locke.gameend.solo":     {"単独勝利宣言でゲーム終了。", "A sole victory claim ends the game."},
	"locke.gameend.keys":     {"重要拠点がすべて破壊され、ゲーム終了。", "Every key installation is destroyed: the game is over."},
	"locke.gameend.alldead":  {"全員が死亡し、ゲーム終了。", "Every character is dead: the game is over."},
	"locke.gameend.thousand": {"Evilの宣言者が1000ターンを生き延び、ゲーム終了。", "An Evil claimant lived 1000 turns: the game is over."},
	"locke.gameend.limit":    {"キャラクターの通常ターンが2000回に達し、打ち切り。全員の敗北です。", "A character's 2000th normal turn is over: the game stops, and everyone loses."},

	// Options of the whole game (locke) and of the combat on its own (locke-combat).
	"opt.locke.season":              {"拒否・直前拒否（シーズン）", "Refusals (season play)"},
	"opt.locke.season.off":          {"なし", "off"},
	"opt.locke.season.on":           {"あり", "on"},
	"opt.locke.failed_teleport":     {"失敗したテレポート移動", "A failed teleport move"},
	"opt.locke.failed_teleport.yes": {"戦闘を始められる", "may start a combat"},
	"opt.locke.failed_teleport.no":  {"戦闘を始められない", "starts no combat"},
	"opt.locke.join_cell":           {"戦闘に駆けつけた表顔のマス", "A searcher's cell on joining a fight"},
	"opt.locke.join_cell.effect":    {"効果をすべて受ける", "acts in full"},
	"opt.locke.join_cell.npc":       {"NPCだけ", "brings its NPC only"},
	"opt.locke.low_power":           {"ESPパワー不足のCカード", "C-cards beyond the ESP power left"},
	"opt.locke.low_power.allow":     {"使える（残りは0に）", "allowed (the rest floors at 0)"},
	"opt.locke.low_power.refuse":    {"使えない", "refused"},
	"opt.locke.melee_edge":          {"格闘で表の左端を越えたら", "Melee shifted past the table's edge"},
	"opt.locke.melee_edge.clamp":    {"1:2以下で判定", "judged on ≤1:2"},
	"opt.locke.melee_edge.nodamage": {"ダメージなし", "no damage"},
	"opt.locke-combat.phase":        {"戦闘の場所", "Where the combat is"},
	"opt.locke-combat.phase.planet": {"惑星（NPCは誰でも狙う）", "a planet (NPCs aim at anyone)"},
	"opt.locke-combat.phase.base":   {"秘密基地（NPCは表顔を狙う）", "the secret base (NPCs aim at searchers)"},
}
