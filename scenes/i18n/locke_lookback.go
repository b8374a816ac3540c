package i18n

func init() { register(lockeLookBack) }

// lockeLookBack holds the words of 超人ロック's look back, whose rows are the log's own lines,
// and the line of any wide look back whose oldest rows gave way.
var lockeLookBack = map[string]entry{
	"lb.locke.title": {"振り返り：直前の手番と戦闘ラウンド", "Look back: the last turn and combat round"},
	"lb.locke.turn":  {"直前の通常ターン", "The last normal turn"},
	"lb.locke.round": {"直前の戦闘ラウンド", "The last combat round"},
	"lb.earlier":     {"（それより前の%d行はゲームの記録にあります）", "(%d earlier {line is|lines are} in the game log)"},
}
