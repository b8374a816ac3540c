package locke

import (
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
