package book

import (
	"strings"
	"testing"
)

// breakFile returns the embedded sources with one edit made to one file; the test fails if the
// text to replace is not there, so every case below really feeds bad data.
func breakFile(t *testing.T, file, old, new string) sources {
	t.Helper()
	src := embedded()
	files := map[string]*[]byte{
		"characters": &src.Characters, "silhouettes": &src.Silhouettes, "ccards": &src.CCards,
		"abilitycards": &src.AbilityCards, "npcs": &src.NPCs, "damage": &src.Damage, "charts": &src.Charts,
		"planets": &src.Planets, "bases": &src.Bases,
	}
	p := files[file]
	if p == nil {
		t.Fatalf("no file %q", file)
	}
	if !strings.Contains(string(*p), old) {
		t.Fatalf("%s does not contain %q", file, old)
	}
	*p = []byte(strings.Replace(string(*p), old, new, 1))
	return src
}

func TestEmbeddedDataLoads(t *testing.T) {
	if _, err := load(embedded()); err != nil {
		t.Fatal(err)
	}
}

// Every check of the loader fires on a file broken in the way it guards against.
func TestLoadRefusesBadData(t *testing.T) {
	cases := []struct {
		name, file, old, new, want string
	}{
		// charts
		{"unknown verb", "charts", `"do": "harvest"`, `"do": "harvested"`, `unknown verb "harvested"`},
		{"missing NPC", "charts", `"ref": "cybers"`, `"ref": "cyborgs"`, `names missing NPC "cyborgs"`},
		{"2D6 gap", "charts", `{"roll": "6",    "do": "join_at", "n": 3,   "text": "3ラウンド目から戦闘に参加する。", "text_en": "Joins the combat at round 3."},`, ``, "expected a row starting at 6"},
		{"2D6 overlap", "charts", `{"roll": "8-12", "do": "absent"`, `{"roll": "7-12", "do": "absent"`, "expected a row starting at 8"},
		{"2D6 short", "charts", `{"roll": "8-12", "do": "absent"`, `{"roll": "8-11", "do": "absent"`, "no row for roll 12"},
		{"1D6 gap", "charts", `{"roll": "6", "do": "fire", "n": 20, "ref": "ビームキャノン"`, `{"roll": "7", "do": "fire", "n": 20, "ref": "ビームキャノン"`, "expected a row starting at 6"},
		{"1D6 short", "charts", `{"roll": "6", "do": "fire", "n": 4, "ref": "レイガン", "text": "火力4。", "text_en": "Firepower 4."}`, `{"roll": "5", "do": "fire", "n": 4, "ref": "レイガン", "text": "火力4。", "text_en": "Firepower 4."}`, "expected a row starting at 6"},
		{"verb missing N", "charts", `"do": "join_at", "n": 2,`, `"do": "join_at",`, "join_at needs N"},
		{"weapon with no chart", "charts", `"do": "weapon", "ref": "blaster"`, `"do": "weapon", "ref": "phaser"`, `weapon "phaser" with no 武器火力 chart`},
		{"unknown card", "charts", `"ref": "G弾",   "text": "G弾(火力30)。"`, `"ref": "H弾",   "text": "G弾(火力30)。"`, `unknown Cカード "H弾"`},
		{"duplicate chart", "charts", `{"id": "alive",`, `{"id": "there",`, `duplicate chart ID "there"`},
		{"row without English", "charts", `"text_en": "Stays dead."`, `"text_en": ""`, "Japanese and English"},
		// NPCs
		{"duplicate NPC", "npcs", `{"id": "esper-3-2",`, `{"id": "esper-3-3",`, `duplicate NPC ID "esper-3-3"`},
		{"unknown NPC weapon", "npcs", `"weapons": ["blaster"]}`, `"weapons": ["phaser"]}`, `unknown weapon "phaser"`},
		// effects and traits
		{"unknown effect kind", "characters", `"effect": "extra_cards"`, `"effect": "more_cards"`, `unknown effect kind "more_cards"`},
		{"minions with no X", "characters", `"traits": "[戦闘前][手下:2]", "effect": "minions", "n": 2`, `"traits": "[戦闘前]", "effect": "minions", "n": 2`, "minions ability with no X"},
		{"suit with no X", "characters", `"traits": "[戦闘][スーツ:6][M]"`, `"traits": "[戦闘][M]"`, "suit ability with no X"},
		{"proxy with no X", "characters", `"traits": "[代理:10][M]"`, `"traits": "[M]"`, "proxy ability with no X"},
		{"melee shift with no X", "characters", `"traits": "[戦闘][格闘:2][格闘][E]"`, `"traits": "[戦闘][格闘][E]"`, "melee_shift ability with no X"},
		{"X of another effect", "characters", `"traits": "[戦闘][スーツ:6][M]"`, `"traits": "[戦闘][手下:6][M]"`, "X trait belongs to another effect"},
		{"unknown trait", "characters", `"traits": "[戦闘][常動][E]"`, `"traits": "[戦闘][常時][E]"`, "unknown trait [常時]"},
		{"jammer with no level", "abilitycards", `"effect": "jammer", "level": 3,`, `"effect": "jammer",`, "jammer ability with no level"},
		{"unknown ability chart", "characters", `"chart": "fire.beam"`, `"chart": "fire.laser"`, `unknown chart "fire.laser"`},
		{"duplicate ability", "characters", `"id": "lag.melee"`, `"id": "locke2.melee"`, `duplicate ability ID "locke2.melee"`},
		{"ability card reuses a sheet's ID space", "abilitycards", `"id": "card.esuit"`, `"id": "card.psuit5"`, `duplicate ability ID "card.psuit5"`},
		// characters
		{"defeat names unknown character", "characters", `{"if": "dead", "who": "rema"}`, `{"if": "dead", "who": "remma"}`, `defeat names unknown character "remma"`},
		{"defeat names its holder", "characters", `{"if": "dead", "who": "rema"}`, `{"if": "dead", "who": "lag"}`, "names its own holder"},
		{"(L) defeat names the (L) sheets", "characters", `"silhouette": "locke",
 "attributes": ["男性", "独身", "エスパー", "人間"], "stats": {"lv": 6, "pw": 50`, `"silhouette": "locke", "defeats": [{"if": "dead", "who": "locke"}],
 "attributes": ["男性", "独身", "エスパー", "人間"], "stats": {"lv": 6, "pw": 50`, "(L) sheet's condition"},
		{"duplicate character", "characters", `{"id": "locke2",`, `{"id": "locke1",`, `duplicate character ID "locke1"`},
		{"sex not first", "characters", `"attributes": ["女性", "独身", "宇宙海賊"`, `"attributes": ["独身", "女性", "宇宙海賊"`, "is not a sex"},
		{"silhouette disagrees with its sheet", "silhouettes", `"name_en": "Amazona",          "align": "E", "sex": "女性"`, `"name_en": "Amazona",          "align": "E", "sex": "男性"`, "another alignment or sex"},
		{"rank S on a normal sheet", "characters", `"align": "S", "rank": "A"`, `"align": "S", "rank": "S"`, "rank S is for"},
		{"text after the list", "npcs", "\n]\n", "\n]\n[]\n", "text after the list"},
		{"unknown field", "characters", `"name_en": "Nia",`, `"name_en": "Nia", "nmae": "x",`, `unknown field "nmae"`},
		// silhouettes, cards, damage table
		{"duplicate silhouette", "silhouettes", `{"id": "nia",`, `{"id": "rema",`, `duplicate silhouette ID "rema"`},
		{"unused silhouette", "silhouettes", `{"id": "locke",`, `{"id": "ghost", "name": "幽霊", "name_en": "Ghost", "align": "S", "sex": "性別不明", "copies": 2},
{"id": "locke",`, "silhouette ghost matches no sheet"},
		{"defence with 火力", "ccards", `"kind": "defence", "lv": 1,`, `"kind": "defence", "lv": 1, "fire": 3,`, "only attacks have 火力"},
		{"duplicate ability card", "abilitycards", `"id": "card.field4"`, `"id": "card.field3"`, `duplicate ability ID "card.field3"`},
		{"damage row missing", "damage", "7      –        –    –    1", "#", "expected the row for roll 7"},
		{"damage row 13", "damage", "12     –        –    –    –    –    –    –    –    1    1    1", "12 – – – – – – – – 1 1 1\n13 – – – – – – – – 1 1 1", "expected the row for roll 13"},
		// planet and base cards
		{"planet: unknown verb", "planets", `"do": "arrest"`, `"do": "arrested"`, `card arrest: unknown verb "arrested"`},
		{"base: unknown verb", "bases", `"do": "whitehole"`, `"do": "wormhole"`, `card whitehole: unknown verb "wormhole"`},
		{"planet: missing N", "planets", `"do": "info", "n": 1,`, `"do": "info",`, "info needs N >= 1"},
		{"base: missing N", "bases", `"do": "illusion", "n": 5,`, `"do": "illusion",`, "card illusion5: illusion needs N >= 1"},
		{"planet: extra N", "planets", `"do": "trap",`, `"do": "trap", "n": 2,`, "card trap: trap takes no N"},
		{"base: extra N", "bases", `"do": "blackhole",`, `"do": "blackhole", "n": 1,`, "card blackhole: blackhole takes no N"},
		{"base: missing Ref", "bases", `"do": "npc", "ref": "police",`, `"do": "npc",`, "card barracks: npc needs a Ref"},
		{"planet: extra Ref", "planets", `"do": "battle",`, `"do": "battle", "ref": "police",`, "card battle: battle takes no Ref"},
		{"base: extra Ref", "bases", `"do": "trap",`, `"do": "trap", "ref": "helldivers",`, "card trap: trap takes no Ref"},
		{"base: missing NPC", "bases", `"ref": "alarm-5-4"`, `"ref": "alarm-6-4"`, `card alarm-5-4: npc names missing NPC "alarm-6-4"`},
		{"base: stat on a verb without one", "bases", `"do": "illusion", "n": 4,`, `"do": "illusion", "n": 4, "stat": "mind",`, `card illusion4: illusion takes no stat ("mind")`},
		{"base: heal without its stat", "bases", `"do": "heal", "stat": "mind",`, `"do": "heal",`, `card audio: stat "" (dur, mind or both)`},
		{"base: unknown stat", "bases", `"stat": "dur"`, `"stat": "lv"`, `card powder: stat "lv" (dur, mind or both)`},
		{"planet: stat is a base field", "planets", `"do": "arrest",`, `"do": "arrest", "stat": "dur",`, `unknown field "stat"`},
		{"planet: a taken battle", "planets", `"do": "battle",`, `"do": "battle", "take": true,`, "card battle: take true with verb battle"},
		{"planet: an information card left on the board", "planets", `"do": "info", "n": 2, "take": true,`, `"do": "info", "n": 2,`, "card secret-info: take false with verb info"},
		{"base: a taken corridor", "bases", `"do": "nothing",`, `"do": "nothing", "take": true,`, "card corridor: take true with verb nothing"},
		{"base: the item room left on the board", "bases", `"do": "item", "n": 1, "take": true,`, `"do": "item", "n": 1,`, "card controller: take false with verb item"},
		{"planet: duplicate ID", "planets", `"id": "slums"`, `"id": "blank"`, `duplicate card ID "blank"`},
		{"base: duplicate ID across keys and deck", "bases", `"id": "corridor"`, `"id": "energy"`, `duplicate card ID "energy"`},
		{"planet: zero count", "planets", `"do": "arrest", "count": 3`, `"do": "arrest", "count": 0`, "card arrest: count 0"},
		{"base: zero count", "bases", `"do": "whitehole", "all": true, "count": 1`, `"do": "whitehole", "all": true, "count": 0`, "card whitehole: count 0"},
		{"planet: no Japanese line", "planets", `"text": "逮捕。止まったキャラクターは逮捕状態になる。"`, `"text": ""`, "card arrest: a name and a line in both languages"},
		{"base: no English line", "bases", `"text_en": "Corridor: nothing happens."`, `"text_en": ""`, "card corridor: a name and a line in both languages"},
		{"planet: no English name", "planets", `"name_en": "Slums"`, `"name_en": ""`, "card slums: a name and a line in both languages"},
		{"planet: ambush in the deck", "planets", `"id": "slums", "name": "スラム街", "name_en": "Slums", "do": "nothing"`, `"id": "slums", "name": "スラム街", "name_en": "Slums", "do": "ambush"`, "card slums: ambush cards are set apart, never dealt"},
		{"base: key in the deck", "bases", `"id": "corridor", "name": "通路", "name_en": "Corridor", "do": "nothing"`, `"id": "corridor", "name": "通路", "name_en": "Corridor", "do": "key"`, "card corridor: key cards are set apart, never dealt"},
		{"planet: the ambush is not an ambush", "planets", `"do": "ambush", "count": 4`, `"do": "battle", "count": 4`, "ambush: card ambush: battle cards belong in the deck"},
		{"base: a key that is not a key", "bases", `"name_en": "Laboratory", "do": "key"`, `"name_en": "Laboratory", "do": "nothing"`, "keys: card laboratory: nothing cards belong in the deck"},
		{"planet: three ambushes", "planets", `"do": "ambush", "count": 4`, `"do": "ambush", "count": 3`, "ambush: count 3, there are four"},
		{"base: three keys", "bases", "},\n{\"id\": \"energy\", \"name\": \"エネルギー・ルーム\", \"name_en\": \"Energy room\", \"do\": \"key\", \"count\": 1,\n \"text\": \"重要拠点(エネルギー・ルーム)。4つの重要拠点が全て破壊されるとゲームが終了する。\",\n \"text_en\": \"Key installation (energy room). When all four key installations are destroyed the game ends.\"}],", "}],", "3 重要拠点, the base has four"},
		{"base: five keys", "bases", `"name_en": "Laboratory", "do": "key", "count": 1`, `"name_en": "Laboratory", "do": "key", "count": 2`, "5 重要拠点, the base has four"},
		{"planet: deck too small", "planets", `"do": "blank", "count": 32`, `"do": "blank", "count": 23`, "the deck holds 71 cards, the planet phase needs at least 72"},
		{"base: deck too small", "bases", "{\"id\": \"corridor\", \"name\": \"通路\", \"name_en\": \"Corridor\", \"do\": \"nothing\", \"count\": 12,\n \"text\": \"通路。何も起こらない。\", \"text_en\": \"Corridor: nothing happens.\"},\n", "", "the deck holds 39 cards, the base needs at least 40"},
		{"planet: five planets", "planets", "\"Dinar\"},\n {\"name\": \"マイア\",     \"name_en\": \"Maia\"}],", `"Dinar"}],`, "5 planets, the board has six"},
		{"planet: a planet with no English name", "planets", `"name_en": "Selen"`, `"name_en": ""`, "planet: name"},
		{"planet: Raphnor with no English name", "planets", `"name_en": "Planet Lafnor"`, `"name_en": ""`, "raphnor: name"},
		{"a card's verb rolls a missing chart", "charts", `{"id": "trap",`, `{"id": "traps",`, `planets.json: card trap: trap rolls chart "trap", which is missing`},
		{"damage row short", "damage", "12     –        –    –    –    –    –    –    –    1    1    1", "12 – 1 1", "3 columns, want 11"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := load(breakFile(t, c.file, c.old, c.new))
			if err == nil {
				t.Fatalf("bad %s loaded without error", c.file)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q does not say %q", err, c.want)
			}
		})
	}
}

// The program stops at the book's first use with the loader's message when a file is bad.
func TestBadBookPanicsWithTheMessage(t *testing.T) {
	src := breakFile(t, "charts", `"do": "misfire"`, `"do": "backfire"`)
	defer func() {
		r := recover()
		msg, _ := r.(string)
		if !strings.Contains(msg, `charts.json: chart cruiser roll 12: unknown verb "backfire"`) {
			t.Fatalf("panic %v, want the chart, the roll and the verb", r)
		}
	}()
	(&shelf{src: func() sources { return src }}).get()
	t.Fatal("the shelf gave a book of bad data")
}

// The book is read on first use, and a bad book is refused at every use, not only the first:
// a caller that recovered from the first panic still never gets a half-loaded book.
func TestBadBookPanicsAtEveryUse(t *testing.T) {
	src := breakFile(t, "ccards", `"kind": "attack"`, `"kind": "assault"`)
	reads := 0
	sh := &shelf{src: func() sources { reads++; return src }}
	if reads != 0 || sh.read.Load() {
		t.Fatal("the book was read before its first use")
	}
	for use := 1; use <= 2; use++ {
		func() {
			defer func() {
				msg, _ := recover().(string)
				if !strings.Contains(msg, `ccards.json: card `) || !strings.Contains(msg, `unknown kind "assault"`) {
					t.Errorf("use %d: panic %q, want the card file's message", use, msg)
				}
			}()
			l := sh.get()
			t.Errorf("use %d: got a book of %d cards from bad data", use, len(l.ccards))
		}()
	}
	if reads != 1 {
		t.Errorf("the files were read %d times, want once", reads)
	}
}

// bookReadAtInit is whether the package's own initialisation read the book.
var bookReadAtInit = Loaded()

func TestBookIsNotReadAtInit(t *testing.T) {
	if bookReadAtInit {
		t.Error("the book was read while the package initialised; it is read on first use")
	}
	if CCards(); !Loaded() {
		t.Error("the book is not loaded after its first use")
	}
}
