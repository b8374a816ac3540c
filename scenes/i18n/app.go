package i18n

func init() { register(app) }

// app holds the words of the screens around the tables.
var app = map[string]entry{
	"game.boss":     {"上司独裁", "Boss Dictatorship (上司独裁)"},
	"game.locke":    {"超人ロック", "Locke the Superman (超人ロック)"},
	"game.chaos":    {"プロジェクト・カオス", "Project Chaos"},
	"game.napoleon": {"ナポレオン", "Napoleon"},

	"menu.subtitle": {"五つのカードゲームの座敷へようこそ", "Five Japanese card games around one low table"},
	"menu.soon":     {"（準備中）", "(coming soon)"},
	"menu.settings": {"設定", "Settings"},
	"menu.quit":     {"終了", "Quit"},
	"menu.resume":   {"続きから：%s 第%dゲーム（%d手まで）", "Resume: %s, game %d (after %d moves)"},
	"notice.badsave": {"保存データを読み込めませんでした（%s）。別の名前で保管しました：%s",
		"The saved game could not be loaded (%s). It was kept aside as %s"},

	"common.close": {"閉じる", "Close"},
	"common.rules": {"ルール", "Rules"},
	"common.back":  {"戻る", "Back"},
	"common.menu":  {"メニュー", "Menu"},
	"common.yes":   {"はい", "Yes"},
	"common.no":    {"いいえ", "No"},

	"settings.title":    {"設定", "Settings"},
	"settings.language": {"言語", "Language"},
	"settings.speed":    {"アニメーションの速さ", "Animation speed"},
	"settings.slow":     {"ゆっくり", "Slow"},
	"settings.normal":   {"ふつう", "Normal"},
	"settings.fast":     {"速い", "Fast"},
	"settings.instant":  {"最速", "Instant"},

	"name.you":    {"あなた", "Player 1"},
	"name.player": {"プレイヤー%d", "Player %d"},
	"name.0":      {"はると", "Haruto"},
	"name.1":      {"さくら", "Sakura"},
	"name.2":      {"けんじ", "Kenji"},
	"name.3":      {"ゆき", "Yuki"},
	"name.4":      {"たけし", "Takeshi"},
	"name.5":      {"みどり", "Midori"},

	"setup.seats":   {"人数", "Players"},
	"setup.human":   {"人間", "Human"},
	"setup.cpu":     {"CPU", "CPU"},
	"setup.options": {"ルールの選択", "Rule options"},
	"setup.games":   {"試合の長さ", "Match length"},
	"setup.games.n": {"%dゲーム", "%d games"},
	"setup.seed":    {"シード", "Seed"},
	"setup.reseed":  {"変える", "New"},
	"setup.start":   {"開始", "Start"},
	"setup.hotseat": {"人間が二人以上：一台の端末を交代で使います", "Two or more humans: pass the device between turns"},
	"bot.heuristic": {"CPU（ふつう）", "CPU (normal)"},
	"bot.random":    {"CPU（でたらめ）", "CPU (random)"},

	"table.gameno":   {"第%d戦 / %d", "Game %d of %d"},
	"table.log":      {"ゲームの記録", "Game log"},
	"table.leave":    {"メニューに戻りますか？", "Leave this match?"},
	"table.continue": {"続行する", "Continue"},
	"table.window":   {"確認", "Check"},
	"table.nothing":  {"今回はあなたにできることはありません。", "There is nothing for you to do this time."},
	"table.seconds":  {"あと%d秒", "%ds left"},
	"log.newgame":    {"第%dゲームを始めます。", "Game %d begins."},
	"log.refused":    {"%sの操作は受け付けられませんでした：%s", "%s's move was refused: %s"},

	"curtain.next":  {"次は %s さんの番です", "Next: %s"},
	"curtain.hint":  {"他の人は画面を見ないでください。準備ができたらクリック。", "Everyone else, look away. Click when you are ready."},
	"curtain.ready": {"準備できました", "I'm ready"},

	"help.scroll": {"ホイール・↑↓キーでスクロール", "Scroll with the wheel or the ↑↓ keys"},

	"results.winner":      {"%s の勝ち！", "%s wins!"},
	"results.nowinner":    {"勝者なし", "No winner"},
	"results.player":      {"プレイヤー", "Player"},
	"results.points":      {"今回", "This game"},
	"results.total":       {"合計", "Total"},
	"results.hand":        {"公開されたカード", "Cards shown"},
	"results.team":        {"チームの成績：%d勝 %d敗", "Team record: %d won, %d lost"},
	"results.next":        {"次のゲーム", "Next game"},
	"results.again":       {"新しい試合", "New match"},
	"results.matchwinner": {"試合の勝者：%s", "Match winner: %s"},
}
