package i18n

func init() { register(saves) }

// saves holds the words of saving: a write that fails, the copy kept elsewhere, and the
// notices of what could not be read at start.
var saves = map[string]entry{
	"save.failed":   {"保存できませんでした：%s", "Not saved: %s"},
	"save.retry":    {"手を打つたびに保存し直します。", "Zashiki tries again at every move."},
	"save.copy":     {"別の場所に保存", "Save a copy"},
	"save.copied":   {"写しを手ごとに保存しています：%s", "A copy is kept, at every move, in %s"},
	"save.nocopy":   {"写しも保存できませんでした：%s", "The copy could not be saved either: %s"},
	"save.why.full": {"ディスクがいっぱいです", "the disk is full"},
	"save.why.big":  {"ファイルの大きさがシステムの上限を超えます", "the file is over this system's size limit"},
	"save.why.perm": {"書き込む権限がありません", "no permission to write there"},
	"save.why.ro":   {"ディスクが読み取り専用です", "the disk is read-only"},
	"save.why.dir":  {"同じ名前のフォルダーがあります", "a folder is in the way"},

	"notice.title": {"お知らせ", "Please note"},
	"notice.badsettings": {"設定を読み込めませんでした（%s）。別の名前で保管し、既定の設定で始めます：%s",
		"The settings could not be loaded (%s). They were kept aside as %s, and the defaults are used"},
}
