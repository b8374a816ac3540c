package chaos

import (
	"slices"
	"testing"

	"zashiki/rules/engine/enginetest"
)

// effectCase plays card key from seat 0's hand at chaos 0 or 1 (no side effect), answers
// whatever it asks with then (picks by key, "yes"/"no" for seat 0 and seat 1), and checks
// the table.
type effectCase struct {
	name  string
	key   string
	tb    table
	then  []string
	check func(t *testing.T, s *State)
}

func TestEveryCardsPlayEffect(t *testing.T) {
	two := func(h0 ...string) [][]string {
		return [][]string{append(h0, "tech.ok1", "tech.ok2"), {"user.ok1", "user.ok2", "user.ok3"}}
	}
	res := func(want int) func(*testing.T, *State) {
		return func(t *testing.T, s *State) {
			if s.Public.Resources != want {
				t.Errorf("resources %d, want %d", s.Public.Resources, want)
			}
		}
	}
	die := func(want int) func(*testing.T, *State) {
		return func(t *testing.T, s *State) {
			if s.Public.Chaos != want {
				t.Errorf("chaos %d, want %d", s.Public.Chaos, want)
			}
		}
	}
	both := func(fs ...func(*testing.T, *State)) func(*testing.T, *State) {
		return func(t *testing.T, s *State) {
			for _, f := range fs {
				f(t, s)
			}
		}
	}
	lane := func(want ...string) func(*testing.T, *State) {
		return func(t *testing.T, s *State) {
			if got := keys(s.Public.Lane); !slices.Equal(got, want) {
				t.Errorf("lane %v, want %v", got, want)
			}
		}
	}
	work := func(want [3]string) func(*testing.T, *State) {
		return func(t *testing.T, s *State) {
			for i, c := range s.Public.Work {
				got := ""
				if c != none {
					got = Cards[c].Key
				}
				if got != want[i] {
					t.Errorf("workplace %d holds %q, want %q", i, got, want[i])
				}
			}
		}
	}
	cases := []effectCase{
		{"merger with a +2 in a workplace", "merger", table{hands: two("merger"), work: [3]string{"tech.ok2", "", ""}, resources: 1}, nil, both(res(2), die(0))},
		{"merger without", "merger", table{hands: two("merger"), work: [3]string{"tech.ok1", "", ""}}, nil, both(res(0), die(1))},
		{"praise with TECH ≥ +1", "praise", table{hands: two("praise"), work: [3]string{"tech.ok1", "", ""}, resources: 2}, nil, res(3)},
		{"praise without", "praise", table{hands: two("praise"), work: [3]string{"tech.ng1", "user.ok3", ""}}, nil, res(0)},
		{"deadline discards the highest", "deadline", table{hands: two("deadline"), work: [3]string{"tech.ok1", "user.ok3", "mgmt.ng2"}}, nil, work([3]string{"tech.ok1", "", "mgmt.ng2"})},
		{"deadline tie is the player's pick", "deadline", table{hands: two("deadline"), work: [3]string{"tech.ok3", "", "mgmt.ok3"}}, []string{"mgmt.ok3"}, work([3]string{"tech.ok3", "", ""})},
		{"milestone", "milestone", table{hands: two("milestone"), resources: 3}, nil, res(3)},
		{"pivot brings a USER lane card back", "pivot", table{hands: two("pivot"), lane: []string{"tech.ok1", "user.ng2"}, work: [3]string{"", "user.ok1", ""}}, nil,
			both(lane("tech.ok1"), work([3]string{"", "user.ng2", ""}))},
		{"cloudcost", "cloudcost", table{hands: two("cloudcost"), resources: 2}, nil, res(1)},
		{"rearch replays a workplace card", "rearch", table{hands: two("rearch"), work: [3]string{"", "", "milestone"}, resources: 1}, nil, res(2)},
		{"rearch cannot replay itself", "rearch", table{hands: two("rearch"), work: [3]string{"tech.ok1", "", ""}, resources: 1}, nil, res(1)},
		{"retro", "retro", table{hands: two("retro"), chaos: 1}, nil, die(0)},
		{"retro at 0 stays 0", "retro", table{hands: two("retro")}, nil, die(0)},
		{"rootcause", "rootcause", table{hands: two("rootcause"), chaos: 1}, nil, die(0)},
		{"pm", "pm", table{hands: two("pm"), chaos: 1}, nil, die(0)},
		{"firefight", "firefight", table{hands: two("firefight"), chaos: 1, resources: 2}, nil, both(die(0), res(1))},
		{"outage", "outage", table{hands: two("outage")}, nil, die(1)},
		{"specstorm rolls the die", "specstorm", table{hands: two("specstorm")}, nil, func(t *testing.T, s *State) {
			if s.Public.Marker != 0 {
				t.Error("the roll did not touch the die")
			}
		}},
		{"viral", "viral", table{hands: two("viral")}, nil, both(res(3), die(1))},
		{"deathmarch", "deathmarch", table{hands: two("deathmarch")}, nil, both(res(2), die(1))},
		{"designsys", "designsys", table{hands: two("designsys")}, nil, res(1)},
		{"starhire draws one", "starhire", table{hands: two("starhire")}, nil, func(t *testing.T, s *State) {
			if len(s.Private[0].Hand) != 3 { // 3 − 1 played + 1 drawn, no refill needed
				t.Errorf("hand %d", len(s.Private[0].Hand))
			}
		}},
		{"interviews draws one", "interviews", table{hands: [][]string{{"interviews"}, {"user.ok1", "user.ok2", "user.ok3"}}}, nil, func(t *testing.T, s *State) {
			if len(s.Private[0].Hand) != 3 {
				t.Errorf("hand %d", len(s.Private[0].Hand))
			}
		}},
		{"extension returns three discards", "extension", table{hands: two("extension"), deck: []string{"tech.ok3"}, short: true}, nil, func(t *testing.T, s *State) {
			// the deck had 1; +3 from the discard (the 4 below), −1 refill
			if len(s.Hidden.Draw) != 3 {
				t.Errorf("deck %d, want 3", len(s.Hidden.Draw))
			}
		}},
		{"earlyrelease", "earlyrelease", table{hands: two("earlyrelease"), work: [3]string{"tech.ok3", "", "mgmt.ng1"}}, []string{"tech.ok3"}, both(lane("tech.ok3"), work([3]string{"", "", "mgmt.ng1"}))},
		{"scopecut", "scopecut", table{hands: two("scopecut"), lane: []string{"tech.ng1", "user.ok3"}, chaos: 1}, []string{"tech.ng1"}, both(lane("user.ok3"), die(0))},
		{"techdebt discards a trouble", "techdebt", table{hands: two("techdebt"), work: [3]string{"tech.ok3", "user.ng2", ""}}, nil, work([3]string{"tech.ok3", "", ""})},
		{"gonogo agreed", "gonogo", table{hands: two("gonogo"), work: [3]string{"tech.ok3", "", ""}}, []string{"yes", "yes"}, both(lane("tech.ok3"), die(1))},
		{"gonogo refused", "gonogo", table{hands: two("gonogo"), work: [3]string{"tech.ok3", "", ""}}, []string{"yes", "no"}, both(lane(), die(0))},
		{"reset agreed", "reset", table{hands: two("reset"), work: [3]string{"tech.ok3", "user.ng1", ""}, chaos: 1}, []string{"yes", "yes"}, both(work([3]string{"", "", ""}), die(0))},
		{"deleteddb lived", "deleteddb", table{hands: two("deleteddb")}, []string{"no", "yes"}, res(2)},
		{"deleteddb nobody", "deleteddb", table{hands: two("deleteddb")}, []string{"no", "no"}, die(1)},
		{"paged lived", "paged", table{hands: two("paged"), chaos: 1}, []string{"yes", "no"}, die(0)},
		{"paged nobody", "paged", table{hands: two("paged"), resources: 2}, []string{"no", "no"}, res(1)},
		{"customer lived", "customer", table{hands: two("customer"), chaos: 1}, []string{"yes", "yes"}, both(res(1), die(0))},
		{"customer nobody", "customer", table{hands: two("customer")}, []string{"no", "no"}, die(1)},
		{"whim lived", "whim", table{hands: two("whim"), chaos: 1}, []string{"no", "yes"}, die(0)},
		{"whim nobody", "whim", table{hands: two("whim"), chaos: 1}, []string{"no", "no"}, die(1)},
	}
	tested := map[string]bool{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := build(t, c.tb)
			if c.key == "extension" {
				for _, k := range []string{"mgmt.ok1", "mgmt.ok2", "mgmt.ok3", "mgmt.ng1"} {
					s.Public.Discards = append(s.Public.Discards, card(t, build(t, table{hands: [][]string{{k}}}), k))
				}
			}
			enginetest.Do(t, s, 0, "play "+itoa(card(t, s, c.key)))
			seat := 0
			for _, answer := range c.then {
				switch answer {
				case "yes", "no":
					enginetest.Do(t, s, seat, answer)
					seat++
				default:
					enginetest.Do(t, s, 0, "pick "+itoa(card(t, s, answer)))
				}
			}
			if c.key == "specstorm" && s.Public.Phase == PhaseChoose { // rolled a 2 or 3: its side effect
				if s.Public.Choice.Kind == ChooseDiscard || s.Public.Choice.Kind == ChooseFirst {
					enginetest.Do(t, s, 0, s.Legal(0)[0].String())
				}
			}
			if s.Public.Phase != PhaseAction || s.Public.Turn != 1 {
				t.Fatalf("the turn did not end: phase %v turn %d", s.Public.Phase, s.Public.Turn)
			}
			c.check(t, s)
		})
		tested[c.key] = true
	}
	for _, d := range effectCards {
		if !tested[d.Key] {
			t.Errorf("no test for %s's play effect", d.Key)
		}
	}
}

// A communication card asks every seat, in any order; one "no" refuses an agreement.
func TestCommunicationCardsAskTheWholeTable(t *testing.T) {
	s := build(t, table{hands: [][]string{{"gonogo", "tech.ok1", "tech.ok2"}, {"user.ok1", "user.ok2", "user.ok3"}, {"mgmt.ok1", "mgmt.ok2", "mgmt.ok3"}}, work: [3]string{"tech.ok3", "", ""}})
	enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "gonogo")))
	if got := s.Actors(); !slices.Equal(got, []int{0, 1, 2}) {
		t.Fatalf("actors %v", got)
	}
	enginetest.Do(t, s, 2, "yes")
	if got := s.Actors(); !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("actors %v", got)
	}
	if v := s.View(1).(*View); v.Ask.Answers[2] != answerYes {
		t.Error("answers are not shown to the table")
	}
	enginetest.Do(t, s, 1, "yes")
	enginetest.Do(t, s, 0, "no")
	if len(s.Public.Lane) != 0 || s.Public.Turn != 1 {
		t.Fatalf("lane %v turn %d", keys(s.Public.Lane), s.Public.Turn)
	}
	solo := build(t, table{hands: [][]string{{"gonogo", "tech.ok1", "tech.ok2"}}, work: [3]string{"tech.ok3", "", ""}})
	enginetest.Do(t, solo, 0, "play "+itoa(card(t, solo, "gonogo")))
	enginetest.Do(t, solo, 0, "yes")
	if len(solo.Public.Lane) != 1 {
		t.Fatal("in solo play the player's own answer decides")
	}
}
