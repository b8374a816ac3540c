package i18n

func init() { register(online) }

// online holds the words of playing on a server: the online screen, the lobby and the
// online table's lines.
var online = map[string]entry{
	"menu.online": {"オンライン", "Online"},

	"online.title":   {"オンライン対戦", "Play online"},
	"online.server":  {"サーバー", "Server"},
	"online.name":    {"名前", "Your name"},
	"online.game":    {"ゲーム", "Game"},
	"online.seats":   {"%d人", "%d {seat|seats}"},
	"online.open":    {"空席", "Open"},
	"online.cpu":     {"CPU", "CPU"},
	"online.create":  {"卓を作る", "Create a table"},
	"online.code":    {"招待コード", "Invite code"},
	"online.join":    {"参加する", "Join"},
	"online.rejoin":  {"卓 %s に戻る", "Back to table %s"},
	"online.connect": {"接続しています…", "Connecting…"},
	"online.failed":  {"接続できませんでした：%s", "Could not connect: %s"},
	"online.refused": {"サーバーに断られました：%s", "The server refused: %s"},
	"online.askname": {"名前を入れて「参加する」を押してください", "Type your name, then press Join"},

	"lobby.title":       {"待合室", "Lobby"},
	"lobby.code":        {"招待コード：%s", "Invite code: %s"},
	"lobby.invite":      {"このコードを友だちに伝えてください", "Give this code to your friends"},
	"lobby.link":        {"リンク：%s", "Link: %s"},
	"lobby.taken":       {"%d席中%d席が埋まっています", "%[2]d of %[1]d {1:seat|seats} taken"},
	"lobby.open":        {"（空席）", "(open)"},
	"lobby.here":        {"接続中", "online"},
	"lobby.away":        {"離席中", "away"},
	"lobby.you":         {"%s（あなた）", "%s (you)"},
	"lobby.waitplayers": {"全員がそろうと開始できます", "You can start once every open seat is taken"},
	"lobby.start":       {"開始", "Start"},
	"lobby.wait":        {"ホストが開始するのを待っています", "Waiting for the host to start"},
	"lobby.leave":       {"退出", "Leave"},
	"lobby.lost":        {"接続が切れました：%s", "The connection was lost: %s"},
	"online.redialling": {"接続が切れました。つなぎ直しています…", "The connection was lost. Reconnecting…"},
	"online.away":       {"%s（離席中）", "%s (away)"},
	"online.next":       {"次のゲーム", "Next game"},
	"online.standingin": {"%s（CPUが代打ち）", "%s (a CPU plays)"},
	"online.standin":    {"%sの席をCPUに任せる", "Let a CPU play for %s"},
	"online.waitnext":   {"ホストが次のゲームを配るのを待っています", "Waiting for the host to deal the next game"},
}
