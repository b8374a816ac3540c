package i18n

func init() { register(tips) }

// tips holds the first-game tips (scenes/tips_data.go) and their settings. Each is one or two
// lines in its bubble: what the part of the table it points at means, never what to play.
var tips = map[string]entry{
	"tips.off":            {"今後ガイドを表示しない", "No more tips"},
	"tips.close":          {"クリックで閉じる", "Click to close"},
	"settings.tips":       {"はじめてのガイド", "First-game tips"},
	"settings.tips.again": {"ガイドを再表示", "Show tips again"},

	"tips.fe.turn":  {"光っている名札の人が手番です。", "The glowing name plate is the player whose turn it is."},
	"tips.fe.hand":  {"出せるカードは持ち上がって光ります。出さずに山札から引くこともできます。", "Cards you may play stand raised and lit. You may draw from the pile instead."},
	"tips.fe.two":   {"2はドロー攻撃：次の人は2を重ねて回すか、合計の枚数を引きます。", "A 2 attacks: the next player passes it on with a 2, or draws the total."},
	"tips.fe.queen": {"♠Qは5枚のドロー攻撃：次の人は♠Qで返すか、合計の枚数を引きます。", "Q♠ attacks for 5: the next player answers with Q♠, or draws the total."},
	"tips.fe.eight": {"8はどの札にも出せます。出した人が次のスートを指定し、ここに表示されます。", "An 8 goes on anything; its player names the next suit, shown here."},

	"tips.np.turn":     {"光っている名札の人が手番です。", "The glowing name plate is the player whose turn it is."},
	"tips.np.bid":      {"自分の側が取る絵札の枚数と切り札を宣言します。一番高い宣言の人がナポレオンです。", "Bid how many face cards your side will take, and trumps. The top bid is Napoleon."},
	"tips.np.napoleon": {"ナポレオンが決まりました。宣言の枚数と切り札はここに出ています。", "Napoleon is chosen: the bid and the trump suit stay shown here."},
	"tips.np.adjutant": {"この副官カードを持つ人がナポレオンの味方です。出されるまで誰かは秘密です。", "Whoever holds this adjutant card is Napoleon's ally, secretly until it is played."},
	"tips.np.hand":     {"出せるカードは持ち上がって光ります。出されたスートがあれば、それを出します。", "Cards you may play stand raised. Follow the suit led if you can."},

	"tips.boss.sides": {"上司1人 対 部下全員。上司のライフは7、部下は各4です。", "One boss against all the subordinates: the boss has 7 lives, each subordinate 4."},
	"tips.boss.vote":  {"毎ターンの独裁カード。部下は投票でこれを無効にできます（回数に限りあり）。", "Each turn's dictator card. The subordinates may vote to cancel it, a few times a game."},
	"tips.boss.turn":  {"光っている名札の人が手番です。", "The glowing name plate is the player whose turn it is."},
	"tips.boss.hand":  {"使えるカードは光ります。クリックして、必要なら相手の名札を選びます。", "Cards you may use are lit. Click one, then a name plate if it needs a target."},
	"tips.boss.dice":  {"サイコロの目で決まる効果があります。ライフ0の部下のカードは偶数の時だけ効きます。", "Some effects hang on the die: a card used at 0 lives works on an even roll only."},

	"tips.chaos.goal":  {"全員で1つのチーム。この目標を山札が尽きる前に達成します。", "Everyone is one team: reach this goal before the deck runs out."},
	"tips.chaos.turn":  {"光っている名札の人が手番です。", "The glowing name plate is the player whose turn it is."},
	"tips.chaos.hand":  {"カードを選ぶと、プレイ・捨てる・配置のボタンと結果の予告が出ます。", "Pick a card: buttons to play, discard or place it appear, with what each would do."},
	"tips.chaos.place": {"配置したカードは自分のカテゴリの仕事場へ。元のカードは押し出されます。", "A placed card goes to its category's workplace, pushing out the card that was there."},
	"tips.chaos.die":   {"混沌ダイス。プレイの後、目が2なら引いて捨て、3なら山札から2枚プレイします。", "The chaos die: after a play, a 2 makes you draw and discard, a 3 plays two cards from the deck."},

	"tips.locke.turn":    {"枠の光っている人が手番です。", "The outlined plate is the player whose turn it is."},
	"tips.locke.self":    {"あなたのシート・手札・アイテム。ほかの人には見えません。", "Your own sheet, hand and ability cards: nobody else sees them."},
	"tips.locke.map":     {"マップはドラッグで動かし、ホイールで拡大します。光るマスはクリックで選べます。", "Drag to move the map, use the wheel to zoom. Click a lit cell to go there."},
	"tips.locke.actions": {"できることはボタンになります。数字キー1〜9でも選べます。", "What you may do is here as buttons; the keys 1–9 press them too."},
	"tips.locke.combat":  {"戦闘が始まると、戦う人たちとサイコロがマップの代わりに出ます。", "A combat takes over the map: the fighters, their dice and the damage are shown here."},
}
