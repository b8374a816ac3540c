package locke

import (
	"slices"
	"strconv"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// A stand-in fighting is public by its ability's number (its attack is asked as "weapon
// <number>"), so every deal another seat searches must give its owner a sheet that holds that
// very ability: a sheet with another [代理] fitted the need for "a stand-in" and left the
// stand-in's attack without an ability to resolve.
func TestDeterminizeKeepsTheStandInsAbilityOnTheSheet(t *testing.T) {
	px := proxyRef(t, "hijiri")
	s, _ := standIn(t, "hijiri", "lag", false, first(0, 1), 2, 2)
	do(t, s, 0, cmd("proxy", px))
	v := s.View(1)
	rng := engine.NewRNG(7)
	for i := range 300 {
		d := combatGame{}.Determinize(&rng, v).(*State)
		if d.ability(0, px) == nil {
			t.Fatalf("deal %d gave the owner %s, without its stand-in's ability %d", i, d.Private[0].Sheet, px)
		}
	}
}

// A character that becomes another (変身チェック's "become") takes its stand-in with it: the
// new character has no stand-in fighting, and no stand-in damage or losses on its record (the
// new sheet need not have the ability: its attack would have named an ability it lacks).
func TestBecomingAnotherCharacterTakesItsStandInAway(t *testing.T) {
	px := proxyRef(t, "hijiri")
	s, _ := standIn(t, "hijiri", "lag", false, first(0, 1), 2, 2)
	do(t, s, 0, cmd("proxy", px))
	s.Public.Chars[0].ProxyDmg = map[string]int{strconv.Itoa(px): 1}
	s.Hidden.Pool = []string{"riot"}
	s.become(0)
	f := fighterOf(t, s, 0)
	if fi := s.Public.Fight.Fighters[f]; fi.Proxy != 0 || s.Public.Chars[0].ProxyDmg != nil {
		t.Fatalf("after becoming %s: stand-in %d (ability %d) fighting, damage record %v; want none",
			s.Private[0].Sheet, fi.Proxy, fi.ProxyRef, s.Public.Chars[0].ProxyDmg)
	}
	for _, a := range legalOf(s, 0) {
		if a == cmd("weapon", px) {
			t.Fatalf("the stand-in's attack %q is still offered", a)
		}
	}
}

// A hidden character that took more damage than a dealt sheet's body holds, and lives, must
// have taken it on a suit (a hit that breaks a suit counts whole on the table): the deal puts
// it there, and the character lives in the deal as on the table.
func TestDeterminizePutsTheDamageBeyondTheBodyOnASuit(t *testing.T) {
	st, err := CombatGame.New(engine.Config{Seats: 3, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	s.Public.Chars[2].Taken = 25
	rng := engine.NewRNG(5)
	suited := 0
	for range 300 {
		d := CombatGame.Determinize(&rng, s.View(0)).(*State)
		if d.suitIndex(2) < 0 && !slices.ContainsFunc(book.CharacterByID(d.Private[2].Sheet).Abilities,
			func(ab book.Ability) bool { return ab.Effect == book.Suit }) {
			continue // nothing fitted: the deal's last resort, any sheet
		}
		suited++
		if b := d.bodyOf(2); b.Dur <= 0 {
			t.Fatalf("dealt %s with 25 damage taken: 耐久力 %d, suits %v", d.Private[2].Sheet, b.Dur, d.Private[2].Suits)
		}
	}
	if suited == 0 {
		t.Fatal("no sheet with a suit dealt: the test checks nothing")
	}
}
