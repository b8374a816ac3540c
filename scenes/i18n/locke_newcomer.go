package i18n

func init() { register(lockeNewcomer) }

// lockeNewcomer holds the 超人ロック table's words for a player who has never read the rules:
// why each question is asked (locke.ui.why.<question>, joined to its prompt by locke.ui.because),
// why a click on the table does nothing (locke.why.*), the results' class legend, and the marks
// and separators that differ by language.
var lockeNewcomer = map[string]entry{
	// A prompt and its reason, on one line.
	"locke.ui.because": {"%s。%s", "%s. %s"},

	// Why each question is asked (scenes/locke/questions.go), by question and, where one
	// question is asked for several reasons, by the reason.
	"locke.ui.why.join":           {"出目の行が、この戦闘に加わるかを決めます", "The row rolled says whether you join this fight"},
	"locke.ui.why.pre":            {"戦闘前の能力は今だけ使えます", "Pre-combat abilities work only now"},
	"locke.ui.why.turn":           {"イニシアチブ順であなたの番：主要行動は1つ", "It is your place in the initiative order: one main action"},
	"locke.ui.why.after":          {"主要行動の後も支援行動はできます", "Support actions are still allowed after the main one"},
	"locke.ui.why.escaped":        {"戦闘を離れる前に支援行動ができます", "You may still take support actions before you leave"},
	"locke.ui.why.declare":        {"宣言は公開され、判定はその値で行います", "The value is public and the check uses it"},
	"locke.ui.why.defend":         {"LV以上の防御・逃避カードか能力で止められます", "A defence or escape of at least its LV stops it"},
	"locke.ui.why.keep":           {"維持した防御はラウンドの終わりまで続きます", "A maintained defence lasts to the round's end"},
	"locke.ui.why.sync":           {"同調するカードごとにLV+1と火力が加わります", "Each linked card adds 1 LV and its Firepower"},
	"locke.ui.why.syncjoin":       {"同調するとLV+1と、あなたのカードの火力が加わります", "Linking adds 1 LV and your card's Firepower"},
	"locke.ui.why.react":          {"妨害や阻止で、このカードを打ち消せます", "A jammer or a block can cancel the card"},
	"locke.ui.why.counter":        {"反撃すれば、あなたの火力も相手に当たります", "A counter hits back with your own Firepower"},
	"locke.ui.why.residual":       {"残留思念は火力を足すか引くことができます", "A residual thought may add to or take from its Firepower"},
	"locke.ui.why.willing":        {"誰も続けたくなければ戦闘は終わります", "The combat ends when nobody wants to go on"},
	"locke.ui.why.discard":        {"ラウンドの終わりに手札を上限まで減らし、補充します", "At a round's end hands go down to their limit, then refill"},
	"locke.ui.why.wild":           {"ワイルドカードはESP能力レベル以下のどのカードにもなれます", "A wild card can be any card up to your ESP level"},
	"locke.ui.why.aim":            {"この行動は選んだ1人にだけ効きます", "It acts on the one fighter you choose"},
	"locke.ui.why.setup.refuse":   {"今シーズン遊んだキャラクターなら、1ゲームに1回拒否できます", "Once a game you may refuse a character you played this season"},
	"locke.ui.why.setup.choose":   {"シルエットは皆に見せる姿。エースは自分の名前、10は自分の側に限ります", "It is the face the others see; an ace allows only your own name, a 10 only your side"},
	"locke.ui.why.setup.change":   {"表顔（Good・Special）と裏顔（Evil）は(E)シートの数ずつ必要です", "Searchers (Good, Special) and base players (Evil) each need as many as the Evil sheets"},
	"locke.ui.why.setup.rechoose": {"表顔と裏顔がまだ偏っているため。エースか10なら選択が限られます", "The sides are still uneven; an ace or a 10 limits the choice"},
	"locke.ui.why.setup.force":    {"3回配り直しても偏ったので、多い側からくじで選ばれました", "The sides stayed uneven after three new deals, so you were drawn to cross over"},
	"locke.ui.why.place":          {"めくった表顔は担当の裏顔と戦闘になります", "A searcher who turns it over must fight its base player"},
	"locke.ui.why.place.key":      {"重要拠点が全て壊されるとEvilの負けです", "If every key installation falls, Evil loses"},
	"locke.ui.why.support":        {"支援行動は主要行動とは別に何度でもできます", "Support actions come on top of your one main action"},
	"locke.ui.why.support.claim":  {"勝利宣言はシートを公開します。反対が1つでもあれば正体だけ知られて続行", "A claim opens your sheet; one objection and the game goes on, you unmasked"},
	"locke.ui.why.main":           {"主要行動は1つ。その後、止まったマスの効果が起きます", "One main action, then your cell's card takes effect"},
	"locke.ui.why.dest":           {"ちょうど出目の数だけ離れたマスに着きます", "You land exactly the roll away"},
	"locke.ui.why.dest.escape":    {"逃避した者は戦闘のマスを離れます", "An escape takes you off the combat's cell"},
	"locke.ui.why.dest.start":     {"表顔はどこかの宇宙港から始めます", "Searchers start on a spaceport"},
	"locke.ui.why.dest.enter":     {"外周のマスから秘密基地に入ります", "You enter the secret base on an outer cell"},
	"locke.ui.why.battle":         {"同じマスの相手と戦闘を始められます", "You may fight those on your cell"},
	"locke.ui.why.battle.twin":    {"同じシルエットの2人は必ず戦います", "Two wearing one silhouette must fight"},
	"locke.ui.why.object":         {"反対が1つでもあれば続行。この勝利であなたが負けるなら反対を", "One objection and play goes on; object if this win is your loss"},
	"locke.ui.why.invite":         {"パーティは一緒に移動し、一緒に戦います", "A party moves and fights together"},
	"locke.ui.why.agree":          {"誘われた全員が同意すればパーティになります", "The party forms when everyone invited agrees"},
	"locke.ui.why.peek":           {"情報入手の数だけシートを見られます", "Each piece of information shows you a sheet"},

	// A base player has no turn in the planet phase (4.5): said when nothing else is asked.
	"locke.ui.wait.baseplanet": {"%s。あなたは裏顔：惑星編は秘密基地で待ち、手番はありません（待ち伏せが表顔を迎えます）", "%s. You are a base player: through the planet phase you wait in the secret base with no turns (your ambushes meet the searchers)"},

	// Why a click on the table does nothing.
	"locke.why.notnow":     {"今はあなたの番ではありません：%s", "Not yours to act now: %s"},
	"locke.why.busy":       {"動きが終わるまでお待ちください", "Wait until the table settles"},
	"locke.why.nomap":      {"今は地図で選ぶことはありません：ボタンから選んでください", "The map is not asked now: choose from the buttons"},
	"locke.why.reach":      {"%sには届きません：緑のマスから選んでください", "%s is out of reach: choose a green cell"},
	"locke.why.twoways":    {"%sへは2つの行き方があります：ボタンから選んでください", "%s can be reached two ways: choose from the buttons"},
	"locke.why.baseplanet": {"裏顔は惑星編で地図を動きません（秘密基地で待ちます）", "Base players do not move on the planets: they wait in the secret base"},
	"locke.why.cardlv":     {"%sのLV%dは残りのESPパワー%dを超えます", "%s's LV %d is more than your ESP power left (%d)"},
	"locke.why.cardtwo":    {"%sには2つの使い方があります：ボタンから選んでください", "%s can be played two ways: choose from the buttons"},
	"locke.why.card":       {"%sは今の問いには使えません", "%s does not answer this question"},
	"locke.why.nocard":     {"今はカードを使う時ではありません：ボタンから選んでください", "No card is played now: choose from the buttons"},
	"locke.why.fighter":    {"%sはこの行動の対象になれません", "%s cannot be the target of this"},
	"locke.why.self":       {"自分は対象にできません", "You cannot be your own target"},
	"locke.why.fighterout": {"%sはもう戦闘にいません", "%s is out of the combat"},
	"locke.why.twin":       {"同じシルエットの%sを狙わなければなりません", "You must aim at %s, who wears your silhouette"},
	"locke.why.nofighter":  {"今は戦闘参加者を選ぶ時ではありません：ボタンから選んでください", "No fighter is chosen now: choose from the buttons"},
	"locke.why.seat":       {"%sはこの問いでは選べません", "%s cannot be chosen for this"},

	// The results' legend of the classes (4.2).
	"locke.board.legend": {"A 生存・勝利　B 死亡・勝利　C 生存・敗北　D 死亡・敗北（死んでも勝ちは勝ち）", "A alive, won · B dead, won · C alive, lost · D dead, lost (a win is a win, dead or alive)"},

	// Marks and separators that differ by language.
	"locke.board.sep":        {"・", " · "},
	"locke.board.placesep":   {"、", ", "},
	"locke.board.ambushmark": {"待", "A"},
}
