package i18n

func init() { register(records) }

// records holds the words of the match's score table and the players' statistics.
var records = map[string]entry{
	"history.button":      {"得点表", "Scores"},
	"history.title":       {"得点表", "Score table"},
	"history.played":      {"%d / %d ゲーム終了", "%d of %d {2:game|games} played"},
	"history.playedsofar": {"%d ゲーム終了", "%d {game|games} played"},
	"history.game":        {"ゲーム", "Game"},
	"history.gameno":      {"第%d戦", "Game %d"},
	"history.none":        {"まだ終わったゲームはありません", "No game has finished yet"},
	"history.stats":       {"これまでの成績", "Record across matches"},
	"history.allgames":    {"全ゲーム", "all games"},
	"history.record":      {"%d戦%d勝 %s点", "%d played, %d won, %s {3:point|points}"},
	"history.nostats":     {"人間のプレイヤーがいません", "No human players at this table"},
	"notice.badstats": {"成績データを読み込めませんでした。別の名前で保管し、新しく数え直します（%s）",
		"The statistics could not be read; they were kept aside and counting starts afresh (%s)"},
}
