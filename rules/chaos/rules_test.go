package chaos

import (
	"errors"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// Seed 5.C.3, as the design group's table reads it: resources change by the placed card
// first (within 0..3), then the pushed-out card goes to the lane or the discard, row by row.
func TestPushOutTableRowByRow(t *testing.T) {
	rows := []struct {
		name      string
		prev      string // in the placed card's workplace
		placed    string
		start     int // resources before placing
		resources int // after placing, before paying
		out       string
		wantLegal bool
		wantLane  bool
		resAfter  int
	}{
		{"to lane, resource +2, can pay 2", "user.ok2", "reset", 2, 2, "lane", true, true, 0},
		{"to lane, resource +2, cannot pay", "user.ok2", "reset", 1, 1, "lane", false, false, 1},
		{"to lane, resource +2, won't pay: discarded", "user.ok2", "reset", 2, 2, "discard", true, false, 2},
		{"to lane, trouble −2: free", "user.ng2", "user.ng1", 1, 0, "lane", true, true, 0},
		{"to lane, 0 card: free", "gonogo", "mgmt.ng1", 1, 0, "lane", true, true, 0},
		{"discard, trouble −2, can pay 2", "user.ng2", "user.ok1", 1, 2, "discard", true, false, 0},
		{"discard, trouble −2, cannot pay", "user.ng2", "reset", 1, 1, "discard", false, false, 1},
		{"discard, resource +3: free", "user.ok3", "user.ng1", 0, 0, "discard", true, false, 0},
		{"discard, 0 card: free", "gonogo", "mgmt.ng1", 1, 0, "discard", true, false, 0},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			var work [3]string
			cat := Cards[cardOf(t, r.placed, make([]bool, NumCards))].Cats
			work[cat.Slot()] = r.prev
			s := build(t, table{hands: [][]string{{r.placed}}, work: work, resources: r.start})
			placed := card(t, s, r.placed)
			prev := card(t, s, r.prev)
			if got := AfterPlacing(s.Public.Resources, placed); got != r.resources {
				t.Fatalf("after placing, resources %d, want %d", got, r.resources)
			}
			text := "place " + itoa(placed) + " " + cat.Name() + " "
			a, _ := ParseAction(text + r.out)
			_, err := s.Apply(0, a)
			if !r.wantLegal {
				if err == nil {
					t.Fatal("an unaffordable push-out was accepted")
				}
				if !slices.Contains(legalStrings(s, 0), text+other(r.out)) {
					t.Fatalf("the free way is not offered: %v", legalStrings(s, 0))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if inLane := slices.Contains(s.Public.Lane, prev); inLane != r.wantLane {
				t.Errorf("pushed-out card in lane = %v, want %v", inLane, r.wantLane)
			}
			if !r.wantLane && !slices.Contains(s.Public.Discards, prev) {
				t.Error("pushed-out card not discarded")
			}
			if s.Public.Work[cat.Slot()] != placed {
				t.Error("placed card not in its workplace")
			}
			if s.Public.Resources != r.resAfter {
				t.Errorf("resources %d, want %d", s.Public.Resources, r.resAfter)
			}
		})
	}
}

func other(out string) string {
	if out == "lane" {
		return "discard"
	}
	return "lane"
}

func itoa(n int) string { return Action{Kind: Pick, Card: n}.String()[5:] }

// Resources are clamped to 0..3 when the placed card changes them, before the push-out is
// paid: +2 on 3 tokens stays 3, which then pays for a +3 card to the lane.
func TestResourcesAreClampedBeforePayment(t *testing.T) {
	s := build(t, table{hands: [][]string{{"tech.ok2", "tech.ng3"}}, work: [3]string{"tech.ok3", "", ""}, resources: 3})
	placed := card(t, s, "tech.ok2")
	if !slices.Contains(legalStrings(s, 0), "place "+itoa(placed)+" tech lane") {
		t.Fatalf("3 tokens (clamped) should pay for +3: %v", legalStrings(s, 0))
	}
	enginetest.Do(t, s, 0, "place "+itoa(placed)+" tech lane")
	if s.Public.Resources != 0 || len(s.Public.Lane) != 1 {
		t.Fatalf("resources %d lane %v, want 0 and the +3 in the lane", s.Public.Resources, keys(s.Public.Lane))
	}
	// −3 on 1 token leaves 0 (not −2): the +2 now in the workplace cannot be paid for.
	s = build(t, table{hands: [][]string{{"tech.ng3"}}, work: [3]string{"tech.ok2", "", ""}, resources: 1})
	placed = card(t, s, "tech.ng3")
	legal := legalStrings(s, 0)
	if slices.Contains(legal, "place "+itoa(placed)+" tech lane") || !slices.Contains(legal, "place "+itoa(placed)+" tech discard") {
		t.Fatalf("legal %v", legal)
	}
	enginetest.Do(t, s, 0, "place "+itoa(placed)+" tech discard")
	if s.Public.Resources != 0 {
		t.Errorf("resources %d, want 0", s.Public.Resources)
	}
}

func TestPlacingAMultiCategoryCardOffersEachWorkplace(t *testing.T) {
	s := build(t, table{hands: [][]string{{"designsys"}}})
	c := itoa(card(t, s, "designsys"))
	legal := legalStrings(s, 0)
	if !slices.Contains(legal, "place "+c+" tech") || !slices.Contains(legal, "place "+c+" user") || slices.Contains(legal, "place "+c+" mgmt") {
		t.Fatalf("legal %v", legal)
	}
}

func TestACardWithoutPlayEffectCannotBePlayed(t *testing.T) {
	s := build(t, table{hands: [][]string{{"tech.ok1"}}})
	a, _ := ParseAction("play " + itoa(card(t, s, "tech.ok1")))
	if _, err := s.Apply(0, a); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("err %v", err)
	}
}

// Seed 6, chaos 2: after a played card's effect the player draws one card and discards one
// of their choice.
func TestChaos2DrawsOneThenDiscardsOneOfYourChoice(t *testing.T) {
	s := build(t, table{hands: [][]string{{"milestone", "tech.ok1", "tech.ok2"}, {"user.ok1", "user.ok2", "user.ok3"}}, deck: []string{"mgmt.ok3", "mgmt.ng1"}, chaos: 2})
	enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "milestone")))
	if s.Public.Phase != PhaseChoose || s.Public.Choice.Kind != ChooseDiscard || len(s.Private[0].Hand) != 3 {
		t.Fatalf("phase %v choice %+v hand %v", s.Public.Phase, s.Public.Choice, keys(s.Private[0].Hand))
	}
	if s.Public.Resources != 1 {
		t.Error("the effect did not resolve first")
	}
	if other := s.View(1).(*View); other.Choice.Options != nil {
		t.Error("another seat sees the hand being discarded from")
	}
	enginetest.Do(t, s, 0, "pick "+itoa(card(t, s, "mgmt.ok3")))
	if got := keys(s.Private[0].Hand); len(got) != 3 || slices.Contains(got, "mgmt.ok3") {
		t.Errorf("hand after the turn %v", got)
	}
	if s.Public.Turn != 1 {
		t.Error("the turn did not pass")
	}
}

// Seed 6, chaos 3: two cards are turned over and both played in the chosen order, with no
// further chaos effect (no infinite loop): the die still shows 3 afterwards and nothing
// more is turned over.
func TestChaos3PlaysTwoInChosenOrderWithoutRecursion(t *testing.T) {
	s := build(t, table{hands: [][]string{{"milestone", "tech.ok1", "tech.ok2"}}, deck: []string{"cloudcost", "viral", "retro", "mgmt.ok1"}, chaos: 3, resources: 0})
	before := len(s.Hidden.Draw)
	enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "milestone")))
	if s.Public.Phase != PhaseChoose || s.Public.Choice.Kind != ChooseFirst || len(s.Public.Play) != 2 {
		t.Fatalf("phase %v choice %+v play %v", s.Public.Phase, s.Public.Choice, keys(s.Public.Play))
	}
	if s.Public.Resources != 1 {
		t.Fatal("the played card's effect comes first")
	}
	// viral (+3 resources, die +1) would lose at 3: cloudcost first cannot save that, so
	// the order matters only for resources here; pick cloudcost first: 1−1=0, then +3.
	enginetest.Do(t, s, 0, "pick "+itoa(card(t, s, "cloudcost")))
	if s.Public.Outcome == nil || s.Public.Outcome.Reason.Key != MsgEndChaos {
		t.Fatalf("viral's +1 at 3 should lose: %+v", s.Public.Outcome)
	}

	s = build(t, table{hands: [][]string{{"milestone", "tech.ok1", "tech.ok2"}}, deck: []string{"cloudcost", "retro", "mgmt.ok1", "mgmt.ok2"}, chaos: 3, resources: 0})
	before = len(s.Hidden.Draw)
	enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "milestone")))
	enginetest.Do(t, s, 0, "pick "+itoa(card(t, s, "retro")))
	if s.Public.Chaos != 2 || s.Public.Resources != 0 {
		t.Fatalf("chaos %d resources %d, want 2 and 0 (1 from milestone, −1 from cloudcost)", s.Public.Chaos, s.Public.Resources)
	}
	if s.Public.Phase != PhaseAction || s.Public.Turn != 0 || len(s.Public.Play) != 0 {
		t.Fatalf("phase %v turn %d play %v: the forced plays must not trigger chaos 2 or 3", s.Public.Phase, s.Public.Turn, keys(s.Public.Play))
	}
	if got := before - len(s.Hidden.Draw); got != 2+1 {
		t.Errorf("deck went down by %d, want 2 turned over + 1 refill", got)
	}
	if !slices.Contains(s.Public.Discards, card(t, build(t, table{hands: [][]string{{"retro"}}}), "retro")) {
		t.Error("the forced cards end in the discard")
	}
}

// The die is read once the played card's effect has resolved: lowering it from 3 to 2
// brings the chaos-2 exchange, not the chaos-3 double play.
func TestChaosSideEffectReadsTheDieAfterTheEffect(t *testing.T) {
	s := build(t, table{hands: [][]string{{"retro", "tech.ok1", "tech.ok2"}, {"user.ok1", "user.ok2", "user.ok3"}}, chaos: 3})
	enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "retro")))
	if s.Public.Chaos != 2 || s.Public.Choice.Kind != ChooseDiscard {
		t.Fatalf("chaos %d choice %+v", s.Public.Chaos, s.Public.Choice)
	}
}

func TestPlacingOrDiscardingAtChaos3HasNoSideEffect(t *testing.T) {
	for _, act := range []string{"place", "discard"} {
		s := build(t, table{hands: [][]string{{"tech.ok1", "tech.ok2", "tech.ok3"}, {"user.ok1", "user.ok2", "user.ok3"}}, chaos: 3})
		c := itoa(card(t, s, "tech.ok1"))
		text := "discard " + c
		if act == "place" {
			text = "place " + c + " tech"
		}
		enginetest.Do(t, s, 0, text)
		if s.Public.Turn != 1 || len(s.Public.Play) != 0 || s.Public.Phase != PhaseAction {
			t.Errorf("%s at chaos 3: turn %d play %v", act, s.Public.Turn, keys(s.Public.Play))
		}
	}
}

// endTurnWith plays a discard for the turn seat.
func endTurnWith(t *testing.T, s *State) {
	t.Helper()
	enginetest.Do(t, s, s.Public.Turn, "discard "+itoa(s.Private[s.Public.Turn].Hand[0]))
}

// Seed 6: a round in which no card touched the die ends with +1; a round with a touch does
// not. Rounds run from the first player; a round has at least three turns.
func TestStagnationTimingOverRounds(t *testing.T) {
	hands := [][]string{{"tech.ok1", "tech.ok2", "tech.ok3"}, {"user.ok1", "user.ok2", "user.ok3"}, {"mgmt.ok1", "mgmt.ok2", "retro"}}
	s := build(t, table{hands: hands, first: 1, turn: 1, chaos: 0})
	endTurnWith(t, s) // seat 1
	endTurnWith(t, s) // seat 2
	if s.Public.Chaos != 0 {
		t.Fatal("penalty before the round ended")
	}
	endTurnWith(t, s) // seat 0 ends the round that began with seat 1
	if s.Public.Chaos != 1 {
		t.Fatalf("chaos %d after an idle round, want 1", s.Public.Chaos)
	}
	endTurnWith(t, s) // seat 1
	enginetest.Do(t, s, 2, "play "+itoa(card(t, s, "retro")))
	endTurnWith(t, s) // seat 0: the round had a touch
	if s.Public.Chaos != 0 {
		t.Fatalf("chaos %d after a round with a touch, want 0 (retro)", s.Public.Chaos)
	}
	if s.Public.Marker != 2 {
		t.Errorf("marker %d, want seat 2 who touched the die", s.Public.Marker)
	}
	for i, want := range []int{0, 0, 1, 1, 1, 2} {
		endTurnWith(t, s)
		if s.Public.Chaos != want {
			t.Fatalf("idle turn %d after the touched round: chaos %d, want %d", i+1, s.Public.Chaos, want)
		}
	}

}

// Seed 6's round is 「プレイヤー全員が1巡する間」: with stagnation_round=seats (the default) a
// solo round is one turn and a round of two players two turns; with min3 a small table counts
// three turns, as a table of three would. Three or more seats count the same either way.
func TestStagnationRoundSeatsOrMin3(t *testing.T) {
	solo := [][]string{{"tech.ok1", "tech.ok2", "tech.ok3"}}
	pair := [][]string{{"tech.ok1", "tech.ok2", "tech.ok3"}, {"user.ok1", "user.ok2", "user.ok3"}}
	trio := append(slices.Clone(pair), []string{"mgmt.ok1", "mgmt.ok2", "mgmt.ok3"})
	cases := []struct {
		hands [][]string
		round string // the option's value, "" for the default
		every int    // turns per idle round
	}{
		{solo, "", 1}, {pair, "", 2}, {solo, RoundSeats, 1}, {pair, RoundSeats, 2}, {trio, RoundSeats, 3},
		{solo, RoundMin3, 3}, {pair, RoundMin3, 3}, {trio, RoundMin3, 3},
	}
	for _, c := range cases {
		opts := engine.Options{}
		if c.round != "" {
			opts[OptRoundLen] = c.round
		}
		s := build(t, table{hands: c.hands, opts: opts})
		if s.Public.RoundLen() != c.every {
			t.Errorf("%d seats, %q: RoundLen %d, want %d", len(c.hands), c.round, s.Public.RoundLen(), c.every)
		}
		for i := 1; i <= 6 && s.Public.Outcome == nil; i++ {
			endTurnWith(t, s)
			if want := min(i/c.every, MaxChaos); s.Public.Chaos != want {
				t.Fatalf("%d seats, %q, turn %d: chaos %d, want %d", len(c.hands), c.round, i, s.Public.Chaos, want)
			}
		}
	}
}

// In lap mode the penalty falls once every seat has had a turn since the die was touched,
// whenever that lap began.
func TestStagnationLapMode(t *testing.T) {
	hands := [][]string{{"tech.ok1", "tech.ok2", "retro"}, {"user.ok1", "user.ok2", "user.ok3"}, {"mgmt.ok1", "mgmt.ok2", "mgmt.ok3"}}
	s := build(t, table{hands: hands, turn: 1, first: 0, opts: engine.Options{OptStagnation: StagnationLap}})
	endTurnWith(t, s) // seat 1
	enginetest.Do(t, s, 2, "discard "+itoa(s.Private[2].Hand[0]))
	enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "retro"))) // touches (0 stays 0), mid-"round"
	endTurnWith(t, s)                                         // seat 1: one idle turn
	endTurnWith(t, s)                                         // seat 2: two
	if s.Public.Chaos != 0 {
		t.Fatal("penalty before a full idle lap")
	}
	endTurnWith(t, s) // seat 0: three idle turns since the touch
	if s.Public.Chaos != 1 {
		t.Fatalf("chaos %d after a full idle lap, want 1", s.Public.Chaos)
	}
}

func TestDefeatWhenTheDeckCannotRefill(t *testing.T) {
	s := build(t, table{hands: [][]string{{"tech.ok1", "tech.ok2", "tech.ok3"}}, short: true})
	endTurnWith(t, s)
	if s.Public.Outcome == nil || s.Public.Outcome.Reason.Key != MsgEndDeck || len(s.Public.Outcome.Winners) != 0 {
		t.Fatalf("outcome %+v", s.Public.Outcome)
	}
	for _, p := range s.Public.Outcome.Points {
		if p != -1 {
			t.Errorf("points %v", s.Public.Outcome.Points)
		}
	}
}

func TestDefeatWhenTheDieGoesUpFrom3(t *testing.T) {
	s := build(t, table{hands: [][]string{{"outage", "tech.ok2", "tech.ok3"}}, chaos: 3})
	enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "outage")))
	if s.Public.Outcome == nil || s.Public.Outcome.Reason.Key != MsgEndChaos {
		t.Fatalf("outcome %+v", s.Public.Outcome)
	}
	if len(s.Actors()) != 0 {
		t.Error("actors after the end")
	}
}

func TestDefeatWhenStagnationHits3(t *testing.T) {
	s := build(t, table{hands: [][]string{{"tech.ok1", "tech.ok2", "tech.ok3"}, {"user.ok1", "user.ok2", "user.ok3"}, {"mgmt.ok1", "mgmt.ok2", "mgmt.ok3"}}, chaos: 3})
	endTurnWith(t, s)
	endTurnWith(t, s)
	if s.Public.Outcome != nil {
		t.Fatal("lost before the round ended")
	}
	endTurnWith(t, s)
	if s.Public.Outcome == nil || s.Public.Outcome.Reason.Key != MsgEndStagnation {
		t.Fatalf("outcome %+v", s.Public.Outcome)
	}
}

// Each victory condition is met at the end of a turn, by every seat together.
func TestEachVictoryCondition(t *testing.T) {
	cases := []struct {
		v     Victory
		lane  []string
		chaos int
		last  string // the card the turn pushes out of the TECH workplace into the lane
	}{
		{Balance, []string{"tech.ok1", "user.ok1", "user.ng2", "mgmt.ok1", "mgmt.ng3"}, 1, "tech.ng1"},
		{Innovation, []string{"tech.ok3", "user.ok3", "mgmt.ok3", "starhire"}, 2, "tech.ok3"},
		{NoRisk, []string{"tech.ok1", "user.ok1", "user.ng2", "mgmt.ok1", "mgmt.ng3", "tech.ok2"}, 1, "tech.ng1"},
		{TechWin, []string{"tech.ok3", "user.ng1", "user.ng2", "mgmt.ok1"}, 2, "tech.ok3"},
	}
	for _, c := range cases {
		t.Run(string(c.v), func(t *testing.T) {
			s := build(t, table{hands: [][]string{{"tech.ok1", "user.ok2", "mgmt.ok2"}, {"user.ok1", "mgmt.ng1", "mgmt.ng2"}},
				lane: c.lane, work: [3]string{c.last, "", ""}, victory: c.v, chaos: c.chaos, resources: 3})
			if Goals[c.v].Won(c.v, s.Public.Lane, s.Public.Chaos) {
				t.Fatal("won before the turn")
			}
			// +1 on 3 tokens stays 3, which pays for a +3 to go to the lane; a trouble goes free.
			enginetest.Do(t, s, 0, "place "+itoa(card(t, s, "tech.ok1"))+" tech lane")
			if s.Public.Outcome == nil || len(s.Public.Outcome.Winners) != 2 || s.Public.Outcome.Reason.Key != MsgEndWin+"."+string(c.v) {
				t.Fatalf("outcome %+v lane %v chaos %d", s.Public.Outcome, keys(s.Public.Lane), s.Public.Chaos)
			}
			if s.Public.Outcome.Points[0] != 1 || s.Public.Outcome.Points[1] != 1 {
				t.Errorf("points %v", s.Public.Outcome.Points)
			}
		})
	}
	t.Run("firefight", func(t *testing.T) {
		s := build(t, table{hands: [][]string{{"retro", "tech.ok1", "tech.ok2"}}, victory: Firefight, chaos: 1})
		enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "retro")))
		if s.Public.Outcome == nil || len(s.Public.Outcome.Winners) != 1 {
			t.Fatalf("chaos 0 at the end of the turn should win: %+v", s.Public.Outcome)
		}
	})
}

// A condition held in the middle of a turn but not at its end does not win, and the
// innovation lane must hold nothing but +3 cards.
func TestVictoryNeedsTheConditionAtTheEndAndPureInnovation(t *testing.T) {
	g := Goals[Innovation]
	lane := []string{"tech.ok3", "tech.ok3", "user.ok3", "user.ok3", "mgmt.ok3"}
	s := build(t, table{hands: [][]string{{"tech.ok1"}}, lane: lane})
	if !g.Won(Innovation, s.Public.Lane, 0) {
		t.Fatal("five +3 cards should win")
	}
	s.Public.Lane = append(s.Public.Lane, card(t, build(t, table{hands: [][]string{{"user.ng1"}}}), "user.ng1"))
	if g.Won(Innovation, s.Public.Lane, 0) {
		t.Fatal("a trouble card in the lane spoils the innovation")
	}
	if Goals[NoRisk].Won(NoRisk, make([]int, 7), 2) {
		t.Fatal("no-risk with the die at 2")
	}
}

func TestNoVictoryIsMetAtSetUp(t *testing.T) {
	for _, v := range Victories {
		for _, d := range []string{"easy", "normal", "hard"} {
			for seed := range uint64(200) {
				st, err := Game.New(engine.Config{Seats: 1 + int(seed%5), Seed: seed, Options: engine.Options{OptVictory: string(v), OptDifficulty: d}})
				if err != nil {
					t.Fatal(err)
				}
				s := st.(*State)
				if Goals[v].Won(v, s.Public.Lane, s.Public.Chaos) {
					t.Fatalf("%s %s seed %d is won at set-up (chaos %d)", v, d, seed, s.Public.Chaos)
				}
				if v == Firefight && (s.Public.Chaos == 0 || s.Public.Work[0] == none) {
					t.Fatalf("firefight set-up: chaos %d work %v", s.Public.Chaos, s.Public.Work)
				}
			}
		}
	}
}

func TestRandomVictoryDrawsEachCondition(t *testing.T) {
	seen := map[Victory]bool{}
	for seed := range uint64(100) {
		st, _ := Game.New(engine.Config{Seats: 3, Seed: seed})
		seen[st.(*State).Public.Victory] = true
	}
	if len(seen) != len(Victories) {
		t.Errorf("random drew only %v", seen)
	}
}

func TestDieWeightsAreLoaded2Then1Then0Then3(t *testing.T) {
	w := DieWeights
	if !(w[2] > w[1] && w[1] > w[0] && w[0] > w[3]) {
		t.Fatalf("weights %v", w)
	}
	rng := engine.NewRNG(4)
	var n [4]int
	for range 40000 {
		n[rng.Weighted(w[:])]++
	}
	if !(n[2] > n[1] && n[1] > n[0] && n[0] > n[3]) {
		t.Fatalf("rolls %v", n)
	}
}

func TestDeckIsTheDesignGroupsPlusAdditions(t *testing.T) {
	base, effects, values := 0, 0, map[int]int{}
	for _, d := range Cards {
		if d.Effect == nil {
			base++
			values[d.Value]++
		} else {
			effects++
		}
		if d.Value < -3 || d.Value > 3 || d.Cats == 0 {
			t.Errorf("%s: value %d cats %d", d.Key, d.Value, d.Cats)
		}
	}
	if base != 36 || effects != len(effectCards) {
		t.Errorf("%d base cards, %d with effects", base, effects)
	}
	for _, v := range []int{1, 2, 3, -1, -2, -3} {
		if values[v] != 6 {
			t.Errorf("%d base cards of %+d, want 6", values[v], v)
		}
	}
}

// The seed's バランスの取れたプロダクト is 「3つのカテゴリのカードが2枚ずつ、計6枚レーンにある」:
// with balance_lane=exact (the default) the lane must hold exactly six cards, two of each
// category; with atleast, two of each are enough whatever else lies there. A card of two
// categories counts for one of them either way.
func TestBalanceLaneExactSixOrAtLeastTwoEach(t *testing.T) {
	six := []string{"tech.ok1", "tech.ng1", "user.ok1", "user.ng1", "mgmt.ok1", "mgmt.ng1"}
	seven := append(slices.Clone(six), "tech.ok2")
	multi := []string{"tech.ok1", "designsys", "user.ok1", "pm", "mgmt.ok1", "mgmt.ng1"} // designsys TECH・USER, pm USER・MGMT
	short := []string{"tech.ok1", "tech.ng1", "tech.ok2", "user.ok1", "user.ng1", "mgmt.ok1"}
	cases := []struct {
		lane           []string
		exact, atLeast bool
	}{
		{six, true, true},
		{seven, false, true},
		{multi, true, true},
		{short, false, false},
		{six[:5], false, false},
	}
	for _, c := range cases {
		s := build(t, table{hands: [][]string{{"retro"}}, lane: c.lane})
		lane := s.Public.Lane
		for _, mode := range []struct {
			opt  string
			want bool
		}{{"", c.exact}, {BalanceExact, c.exact}, {BalanceAtLeast, c.atLeast}} {
			g := GoalOf(Balance, map[string]string{OptBalanceLane: mode.opt})
			if got := g.Won(Balance, lane, 0); got != mode.want {
				t.Errorf("lane %v, balance_lane=%q: won %v, want %v", c.lane, mode.opt, got, mode.want)
			}
			done := true
			for _, p := range g.ProgressOf(Balance, lane, 0) {
				if (p.Key == "extra" && p.Have != 0) || (p.Key != "extra" && p.Have < p.Need) {
					done = false
				}
			}
			if done != mode.want {
				t.Errorf("lane %v, balance_lane=%q: the progress line says done=%v, the goal %v", c.lane, mode.opt, done, mode.want)
			}
		}
	}
	// The option reaches the game: a seventh card in the lane does not win by default.
	for _, opt := range []string{BalanceExact, BalanceAtLeast} {
		s := build(t, table{hands: [][]string{{"tech.ok3", "user.ok2", "mgmt.ok2"}}, lane: six, work: [3]string{"tech.ng2", "", ""},
			victory: Balance, opts: engine.Options{OptBalanceLane: opt}})
		enginetest.Do(t, s, 0, "place "+itoa(card(t, s, "tech.ok3"))+" tech lane")
		if won := s.Public.Outcome != nil && len(s.Public.Outcome.Winners) == 1; won != (opt == BalanceAtLeast) {
			t.Errorf("balance_lane=%s, seven lane cards: outcome %+v", opt, s.Public.Outcome)
		}
	}
}

// A match saved before stagnation_round and balance_lane existed was played with a round of at
// least three turns and a balanced lane of two or more of each: LegacyOptions names exactly the
// values that give those rules, and every other option keeps its default.
func TestLegacyOptionsKeepTheRulesOfOlderSaves(t *testing.T) {
	legacy := Game.(interface{ LegacyOptions() engine.Options }).LegacyOptions()
	opts, err := engine.ResolveOptions(optionDefs, legacy)
	if err != nil {
		t.Fatal(err)
	}
	pub := Public{Seats: 1, Options: opts}
	if pub.RoundLen() != minRound {
		t.Errorf("legacy solo round %d turns, want %d", pub.RoundLen(), minRound)
	}
	if GoalOf(Balance, opts).Exact {
		t.Error("legacy balance wants exactly six")
	}
	if len(legacy) != 2 {
		t.Errorf("legacy options %v: only the two new ones", legacy)
	}
}
