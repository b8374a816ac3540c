package locke

import (
	"strconv"
	"testing"

	"zashiki/rules/engine"
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
