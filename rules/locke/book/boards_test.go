package book

import (
	"strings"
	"testing"
)

// The designed decks (docs/rules/locke.md "Planet and base cards (designed)") copied by hand:
// the tests hold the data files to them, card by card in the order a game numbers them.

type planetWant struct {
	id, do string
	n      int
	take   bool
	count  int
}

func TestPlanetDeckIsTheDesignedOne(t *testing.T) {
	want := []planetWant{
		{"blank", "blank", 0, false, 32},
		{"info", "info", 1, true, 10},
		{"secret-info", "info", 2, true, 1},
		{"battle", "battle", 0, false, 10},
		{"arrest", "arrest", 0, false, 3},
		{"trap", "trap", 0, false, 3},
		{"reveal-other", "reveal_other", 0, false, 3},
		{"reveal-self", "reveal_self", 0, false, 2},
		{"item", "item", 1, true, 6},
		{"frontier", "nothing", 0, false, 2},
		{"residential", "nothing", 0, false, 2},
		{"industrial", "nothing", 0, false, 2},
		{"pleasure", "nothing", 0, false, 2},
		{"slums", "nothing", 0, false, 2},
	}
	deck := PlanetCards()
	i := 0
	for _, w := range want {
		for k := 0; k < w.count; k++ {
			if i >= len(deck) {
				t.Fatalf("only %d planet cards", len(deck))
			}
			c := deck[i]
			got := planetWant{c.ID, c.Do, c.N, c.Take, w.count}
			if got != w {
				t.Errorf("planet card %d = %+v, want %+v", i, got, w)
			}
			i++
		}
	}
	if len(deck) != 80 || i != 80 {
		t.Fatalf("%d planet cards loaded, %d designed; the deck is 80", len(deck), i)
	}

	byVerb := map[string]int{}
	info := 0
	for _, c := range deck {
		byVerb[c.Do]++
		if c.Do == "info" {
			info += c.N
		}
	}
	wantVerbs := map[string]int{"blank": 32, "info": 11, "battle": 10, "arrest": 3, "trap": 3,
		"reveal_other": 3, "reveal_self": 2, "item": 6, "nothing": 10}
	for v, n := range wantVerbs {
		if byVerb[v] != n {
			t.Errorf("%d %s cards, want %d", byVerb[v], v, n)
		}
	}
	if len(byVerb) != len(wantVerbs) {
		t.Errorf("verbs in the deck %v, want exactly %v", byVerb, wantVerbs)
	}
	// 情報入手 10 and 極秘情報入手 counting two: 12 pieces, so the 3-piece end (4.5) is in reach of
	// several searchers at once.
	if info != 12 {
		t.Errorf("the deck holds %d pieces of information, want 12", info)
	}
}

// Seed 4.1: the (E) sheets dealt at each table size; each side of the silhouette split (searchers,
// base players) is at least that many.
var evilSheets = map[int]int{5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4, 11: 4}

// mostPlanetCardsUsed is, over every table size and every legal split, the dealt cells plus the
// cards the base players turn over at the planet phase's end (4.5; 6.2 for five and six players).
func mostPlanetCardsUsed() (most, players, base int) {
	for n, e := range evilSheets {
		dealt, pool := boardCells, 18
		switch n {
		case 5:
			dealt, pool = 18, 18
		case 6:
			dealt, pool = 24, 24
		}
		for b := e; n-b >= e; b++ {
			s := n - b
			used := dealt + b*((pool+s-1)/s)
			if used > most {
				most, players, base = used, n, b
			}
		}
	}
	return most, players, base
}

// The planet phase never runs out of cards: the deck covers the dealt cells and every card turned
// over at its end, at the worst table (4.1, 4.5, 6.2).
func TestPlanetDeckCoversTheWorstTable(t *testing.T) {
	most, n, b := mostPlanetCardsUsed()
	if most != planetDeckMin {
		t.Errorf("the worst table (%d players, %d base players) uses %d planet cards; the loader asks %d", n, b, most, planetDeckMin)
	}
	if got := len(PlanetCards()); got < most {
		t.Errorf("%d planet cards, the worst table uses %d", got, most)
	}
}

func TestAmbushCardIsSetApart(t *testing.T) {
	a := AmbushCard()
	if a.ID != "ambush" || a.Do != "ambush" || a.Name != "待ち伏せ" || a.Take || a.Text == "" || a.TextEN == "" {
		t.Errorf("ambush card %+v", a)
	}
	for i, c := range PlanetCards() {
		if c.Do == "ambush" {
			t.Errorf("planet card %d is an ambush: the 待ち伏せ are placed by the base players, not dealt", i)
		}
	}
}

func TestPlanetNames(t *testing.T) {
	want := []string{"地球", "ロンウォール", "セレン", "トア", "ディナール", "マイア"}
	got := PlanetNames()
	if len(got) != len(want) {
		t.Fatalf("%d planets, want %d", len(got), len(want))
	}
	for i, w := range want {
		if got[i].Name != w || got[i].NameEN == "" {
			t.Errorf("planet %d = %+v, want %s", i, got[i], w)
		}
	}
	if r := Raphnor(); r.Name != "惑星ラフノール" || r.NameEN == "" {
		t.Errorf("Raphnor() = %+v", r)
	}
}

type baseWant struct {
	id, do, ref string
	n           int
	stat        Stat
	all         bool
	count       int
}

func TestBaseDeckIsTheDesignedOne(t *testing.T) {
	want := []baseWant{
		{"corridor", "nothing", "", 0, 0, false, 12},
		{"teleport", "teleport_random", "", 0, 0, true, 8},
		{"trap", "trap", "", 0, 0, false, 3},
		{"barracks", "npc", "police", 0, 0, false, 3},
		{"absorber", "damage", "", 1, Mind, true, 3},
		{"madonna", "heal", "", 0, 0, true, 2},
		{"illusion4", "illusion", "", 4, 0, false, 1},
		{"illusion5", "illusion", "", 5, 0, false, 1},
		{"illusion6", "illusion", "", 6, 0, false, 1},
		{"alarm-1-1", "npc", "alarm-1-1", 0, 0, false, 2},
	}
	for _, a := range []string{"1-2", "2-1", "2-2", "2-3", "3-2", "3-3", "3-4", "4-3", "4-4", "5-4"} {
		want = append(want, baseWant{"alarm-" + a, "npc", "alarm-" + a, 0, 0, false, 1})
	}
	want = append(want,
		baseWant{"controller", "item", "", 1, 0, false, 1},
		baseWant{"audio", "heal", "", 0, Mind, false, 1},
		baseWant{"powder", "heal", "", 1, Dur, false, 1},
		baseWant{"blackhole", "blackhole", "", 0, 0, true, 1},
		baseWant{"whitehole", "whitehole", "", 0, 0, true, 1},
	)
	deck := BaseCards()
	total := 0
	i := 0
	for _, w := range want {
		total += w.count
		for k := 0; k < w.count; k++ {
			if i >= len(deck) {
				t.Fatalf("only %d base cards", len(deck))
			}
			c := deck[i]
			got := baseWant{c.ID, c.Do, c.Ref, c.N, c.Stat, c.All, w.count}
			if got != w {
				t.Errorf("base card %d = %+v, want %+v", i, got, w)
			}
			// The item room's ability card is had once: its finder takes it (AMB-33).
			if c.Take != (c.ID == "controller") {
				t.Errorf("base card %s: take %v", c.ID, c.Take)
			}
			i++
		}
	}
	if len(deck) != total || total != 51 {
		t.Fatalf("%d base cards loaded, %d designed; the deck is 51", len(deck), total)
	}
	// 4.6: 36 cells dealt; the loader's margin of four.
	if len(deck) < boardCells+keyCount || baseDeckMin != 40 {
		t.Errorf("%d base cards, minimum %d: the base needs 36 and a margin of 4", len(deck), baseDeckMin)
	}
}

// Every NPC room names an NPC the combat knows, and every 警戒装置 variant has its room.
func TestBaseNPCRoomsResolve(t *testing.T) {
	alarms := map[string]int{}
	for _, c := range BaseCards() {
		if c.Do != "npc" {
			continue
		}
		n := NPCByID(c.Ref)
		if n == nil {
			t.Errorf("base card %s names missing NPC %q", c.ID, c.Ref)
			continue
		}
		if n.Kind != Obstacle {
			t.Errorf("base card %s brings %s, not an obstacle", c.ID, c.Ref)
		}
		if strings.HasPrefix(c.Ref, "alarm-") {
			alarms[c.Ref]++
		}
	}
	for _, id := range sortedKeys(lib().npcs) {
		if strings.HasPrefix(id, "alarm-") && alarms[id] == 0 {
			t.Errorf("alarm variant %s has no room in the base deck", id)
		}
	}
	if alarms["alarm-1-1"] != 2 || len(alarms) != 11 {
		t.Errorf("alarm rooms %v: want 11 variants, 1-1 twice", alarms)
	}
}

// 4.6: base players feel only the cards printed 対象:全てのキャラクター.
func TestAllMarksExactlyTheCardsForEveryone(t *testing.T) {
	everyone := map[string]bool{"teleport": true, "absorber": true, "madonna": true, "blackhole": true, "whitehole": true}
	seen := map[string]bool{}
	for _, c := range append(append([]BaseCard{}, BaseCards()...), KeyCards()...) {
		if c.All != everyone[c.ID] {
			t.Errorf("base card %s: All %v", c.ID, c.All)
		}
		if c.All != strings.Contains(c.Text, "対象:全てのキャラクター") {
			t.Errorf("base card %s: All %v but its line reads %q", c.ID, c.All, c.Text)
		}
		seen[c.ID] = true
	}
	for id := range everyone {
		if !seen[id] {
			t.Errorf("no base card %s", id)
		}
	}
}

func TestKeyCards(t *testing.T) {
	want := []string{"指令室", "研究室", "コンピュータ・ルーム", "エネルギー・ルーム"}
	keys := KeyCards()
	if len(keys) != len(want) {
		t.Fatalf("%d keys, want %d", len(keys), len(want))
	}
	for i, w := range want {
		if k := keys[i]; k.Name != w || k.Do != "key" || k.All || k.NameEN == "" || k.Text == "" || k.TextEN == "" {
			t.Errorf("key %d = %+v, want %s", i, k, w)
		}
	}
	for i, c := range BaseCards() {
		if c.Do == "key" {
			t.Errorf("base card %d is a 重要拠点: the base players place those, they are not dealt", i)
		}
	}
}
