package boss

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// checkInvariants is what holds after every step: all 65 cards accounted for once, lives
// within bounds, at most five rounds, one 社長 on the field, views show only their own hand.
func checkInvariants(st engine.State) error {
	s := st.(*State)
	count := make([]int, NumCards)
	piles := [][]int{s.Hidden.Draw, s.Public.Discard, s.Hidden.DictDraw, s.Public.DictDiscard}
	for seat := range s.Private {
		piles = append(piles, s.hand(seat))
	}
	for _, p := range piles {
		for _, c := range p {
			count[c]++
		}
	}
	for _, c := range append(append([]int{}, s.Public.Field...), s.Public.Chief, s.Public.Dict) {
		if c >= 0 {
			count[c]++
		}
	}
	for c, n := range count {
		if n != 1 {
			return fmt.Errorf("card %d is on the table %d times", c, n)
		}
	}
	for _, c := range s.Hidden.Draw {
		if !IsWork(c) {
			return fmt.Errorf("独裁カード %d in the 勤務 draw pile", c)
		}
	}
	if s.Public.Chief >= 0 && KindOf(s.Public.Chief) != Chief {
		return fmt.Errorf("card %d sits where the 社長 goes", s.Public.Chief)
	}
	for seat, c := range s.Public.Field {
		if c >= 0 && (KindOf(c) != Defence || seat == s.Public.Boss) {
			return fmt.Errorf("card %d on seat %d's field", c, seat)
		}
	}
	for seat, l := range s.Public.Life {
		if l < 0 || l > s.Public.MaxLife(seat) {
			return fmt.Errorf("seat %d has life %d", seat, l)
		}
	}
	if s.Public.Round < 1 || s.Public.Round > Rounds {
		return fmt.Errorf("round %d", s.Public.Round)
	}
	if s.Public.ChiefUses >= ChiefUses {
		return fmt.Errorf("社長 used %d times and still on the field", s.Public.ChiefUses)
	}
	for seat := range s.Public.Seats {
		if s.Public.HandCount[seat] != len(s.hand(seat)) {
			return fmt.Errorf("seat %d's hand count %d, holds %d", seat, s.Public.HandCount[seat], len(s.hand(seat)))
		}
	}
	if o := s.Outcome(); o != nil {
		sum := 0
		for _, p := range o.Points {
			sum += p
		}
		if sum != 0 || len(o.Winners) == 0 {
			return fmt.Errorf("outcome %+v", o)
		}
		return nil
	}
	if s.Public.Life[s.Public.Boss] == 0 || s.Public.Down() >= 3 {
		return fmt.Errorf("the game goes on with boss life %d and %d subordinates down", s.Public.Life[s.Public.Boss], s.Public.Down())
	}
	if s.Public.Phase == PhaseRun {
		return fmt.Errorf("between prompts outside Apply")
	}
	return nil
}

// The contract's shared checks (invariants, round trips, refusals, quiet apply, Determinize,
// stepwise secrecy, replays) over every table size and option combination, with the game's
// invariants after every step; every way a game can end is reached.
func TestEngineContract(t *testing.T) {
	ends := map[string]int{}
	check := func(st engine.State) error {
		if o := st.Outcome(); o != nil {
			ends[o.Reason.Key]++
		}
		return checkInvariants(st)
	}
	st := enginetest.Run(t, Game, enginetest.Spec{Games: 2000, Check: check})
	t.Logf("endings %v", ends)
	if !st.Exhaustive() {
		return
	}
	for _, key := range []string{MsgEndBossDown, MsgEndTeamDown, MsgEndSurvived, MsgEndLetter} {
		if ends[key] == 0 {
			t.Errorf("no random game ended with %s", key)
		}
	}
}

// ルールは破ろう's prompt once opened only when the boss held an 攻撃, telling the subordinates
// something of its hand. With that behaviour restored (leakBonusPrompt), the stepwise
// secrecy check must catch it within a few hundred of the games that turn the card up.
func TestStepwiseSecrecyCatchesTheBonusPromptLeak(t *testing.T) {
	leakBonusPrompt = true
	defer func() { leakBonusPrompt = false }()
	const games = 1000
	played := 0
	for i, cfg := range enginetest.Configs(Game, games) {
		if !turnsUp(cfg, RuleWaYaburo) {
			continue
		}
		played++
		pick := engine.NewRNG(cfg.Seed ^ 0x5eed)
		_, err := enginetest.Play(Game, cfg, &pick, enginetest.Spec{EverySeat: true}, true)
		if err == nil {
			continue
		}
		// Caught either way the actor's hidden cards show: a different course of events (the
		// prompt opens in one twin and the round runs on in the other), or a different view.
		if !strings.Contains(err.Error(), "learns something of the actor's hidden cards") &&
			!strings.Contains(err.Error(), "course of events when only the actor's hidden cards differ") {
			t.Fatalf("game %d: the check failed for another reason: %v", i, err)
		}
		t.Logf("caught in game %d, the %d-th to turn the card up: %v", i, played, err)
		return
	}
	t.Fatalf("the leaking ルールは破ろう prompt went unnoticed in %d games", games)
}

// turnsUp reports whether the game cfg deals comes to 独裁カード d in its five rounds.
func turnsUp(cfg engine.Config, d Dictator) bool {
	st, err := Game.New(cfg)
	if err != nil {
		return false
	}
	s := st.(*State)
	pile := append(slices.Clone(s.Hidden.DictDraw), s.Public.Dict)
	return slices.Contains(pile[max(0, len(pile)-Rounds):], DictatorID(d))
}

// No seat ever faces more than about 60 legal actions.
func TestLargestLegalList(t *testing.T) { enginetest.LargestLegal(t, Game, 10000) }

func BenchmarkPlayoutFull(b *testing.B)  { enginetest.Bench(b, Game, false) }
func BenchmarkPlayoutQuiet(b *testing.B) { enginetest.Bench(b, Game, true) }

// New deals quietly and DealEvents deals again, loud: the two deals leave the same state.
func TestQuietDealIsTheLoudDeal(t *testing.T) { enginetest.QuietDeal(t, Game, 300, deal) }

// TestAllowsIsTheLegalList: Apply's check (allows) accepts exactly what the legal list lists,
// for every seat and every action with any seat, kind or vote, at every step of random games
// over every table size and option combination.
func TestAllowsIsTheLegalList(t *testing.T) {
	var all []Action
	for act := range ActTake + 1 {
		for arg := -1; arg <= maxSeats; arg++ {
			all = append(all, Action{Act: act, Target: arg}, Action{Act: act, N: arg}, Action{Act: act, Kind: Kind(arg)})
		}
		all = append(all, Action{Act: act, Target: 1, N: 1}, Action{Act: act, Target: 1, Kind: 1})
	}
	games := 150
	if testing.Short() {
		games = 60
	}
	pick := engine.NewRNG(3)
	seen := map[Phase]bool{}
	for _, cfg := range enginetest.Configs(Game, games) {
		st, err := Game.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for s.Outcome() == nil {
			seen[s.Public.Phase] = true
			for seat := range s.Seats() {
				listed := s.Legal(seat)
				for _, a := range all {
					if got, want := s.check(seat, a) == nil, slices.Contains(listed, engine.Action(a)); got != want {
						t.Fatalf("phase %d, seat %d, %+v: check allows it %v, the legal list %v", s.Public.Phase, seat, a, got, want)
					}
				}
			}
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for p := range phaseHint {
		if !seen[p] {
			t.Errorf("no random game reached phase %d (%s)", p, phaseHint[p])
		}
	}
}
