package napoleon

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

func TestDealTwelveEachAndFourHidden(t *testing.T) {
	st, err := Game.New(engine.Config{Seats: 4, Seed: 3, First: 2})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for seat, m := range s.Private {
		h := m.Hand
		if len(h) != 12 {
			t.Fatalf("seat %d dealt %d", seat, len(h))
		}
	}
	if len(s.Hidden.Middle) != 4 || s.Public.Phase != PhaseBid || s.Public.Turn != 2 {
		t.Fatalf("hidden %d, phase %d, turn %d", len(s.Hidden.Middle), s.Public.Phase, s.Public.Turn)
	}
	if err := checkInvariants(s); err != nil {
		t.Fatal(err)
	}
	for _, e := range s.DealEvents() {
		if e.Kind == engine.EvMove && !onlyFace(e, e.To.Seat) {
			t.Fatalf("a dealt card is visible: %+v", e)
		}
	}
}

func TestNewRefusesBadConfigs(t *testing.T) {
	for _, cfg := range []engine.Config{{Seats: 3}, {Seats: 5}, {Seats: 4, First: 4},
		{Seats: 4, Options: engine.Options{OptStake: "x"}}} {
		if _, err := Game.New(cfg); err == nil {
			t.Errorf("New(%+v) succeeded", cfg)
		}
	}
	if lo, hi := Game.Seats(); lo != 4 || hi != 4 || Game.ID() != "napoleon" {
		t.Fatal(Game.ID(), lo, hi)
	}
}

// The seed's declaration example: after A's 15♥, 16♥ and 15♠ are stronger, 14♠ is weaker.
func TestSeedDeclarationExample(t *testing.T) {
	s := fresh(t, 1, nil)
	enginetest.Do(t, s, 0, "bid 15 H")
	legal := legalStrings(s, 1)
	for _, want := range []string{"pass", "bid 16 H", "bid 15 S"} {
		if !slices.Contains(legal, want) {
			t.Errorf("%q should be legal after 15♥: %v", want, legal)
		}
	}
	for _, bad := range []string{"bid 14 S", "bid 15 H", "bid 15 D", "bid 13 C"} {
		if slices.Contains(legal, bad) {
			t.Errorf("%q is not stronger than 15♥", bad)
		}
		refuse(t, s, 1, bad, engine.ErrIllegal)
	}
	enginetest.Do(t, s, 1, "bid 16 H")
	refuse(t, s, 2, "bid 15 S", engine.ErrIllegal) // weaker than 16♥ now
	enginetest.Do(t, s, 2, "bid 16 S")
	if !s.Public.HasHigh || s.Public.High != (Bid{Seat: 2, N: 16, Trump: deck.Spades}) {
		t.Fatalf("high %+v", s.Public.High)
	}
}

func TestDeclarationRange(t *testing.T) {
	s := fresh(t, 1, nil)
	legal := legalStrings(s, 0)
	if len(legal) != 1+8*4 || legal[0] != "pass" || legal[1] != "bid 13 C" || legal[len(legal)-1] != "bid 20 S" {
		t.Fatalf("opening legal %v", legal)
	}
	for _, bad := range []string{"bid 12 S", "bid 21 S"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q parses", bad)
		}
	}
	refuse(t, s, 1, "pass", engine.ErrNotYourTurn)
	enginetest.Do(t, s, 0, "bid 20 S")
	if got := legalStrings(s, 1); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("after 20♠ only pass: %v", got)
	}
}

func TestAuctionEndsWhenAllOthersPass(t *testing.T) {
	s := fresh(t, 1, nil)
	enginetest.Do(t, s, 0, "bid 13 C")
	enginetest.Do(t, s, 1, "pass")
	enginetest.Do(t, s, 2, "bid 14 D")
	enginetest.Do(t, s, 3, "pass")
	// seat 1 has passed and is skipped; seat 0 may raise
	if s.Public.Turn != 0 {
		t.Fatalf("turn %d, want 0 (seat 1 passed)", s.Public.Turn)
	}
	enginetest.Do(t, s, 0, "bid 14 H")
	ev := enginetest.Do(t, s, 2, "pass")
	if p := s.Public; p.Phase != PhaseAdjutant || p.Napoleon != 0 || p.Turn != 0 || !hasMsg(ev, MsgNapoleon) {
		t.Fatalf("phase %d napoleon %d turn %d %v", p.Phase, p.Napoleon, p.Turn, msgKeys(ev))
	}
	if p := s.Public; p.High.N != 14 || p.High.Trump != deck.Hearts {
		t.Fatalf("declaration %+v", p.High)
	}
}

func TestOnceAroundBidding(t *testing.T) {
	s := fresh(t, 1, engine.Options{OptBidding: BidOnce})
	enginetest.Do(t, s, 0, "bid 15 H")
	enginetest.Do(t, s, 1, "bid 16 H")
	enginetest.Do(t, s, 2, "pass")
	if s.Public.Phase != PhaseBid || s.Public.Turn != 3 {
		t.Fatal("the round ended early")
	}
	enginetest.Do(t, s, 3, "pass")
	if s.Public.Phase != PhaseAdjutant || s.Public.Napoleon != 1 {
		t.Fatalf("phase %d napoleon %d, want seat 1 after one round", s.Public.Phase, s.Public.Napoleon)
	}
}

func TestAllPassRedeals(t *testing.T) {
	for _, opts := range []engine.Options{nil, {OptBidding: BidOnce}} {
		s := fresh(t, 5, opts)
		before := cardList(s.Private[0].Hand)
		var ev []engine.Event
		for seat := range seats {
			ev = enginetest.Do(t, s, seat, "pass")
		}
		if p := s.Public; !hasMsg(ev, MsgRedeal) || p.Redeals != 1 || p.Phase != PhaseBid || p.Turn != 0 || len(p.Calls) != 0 {
			t.Fatalf("after four passes: %v redeals %d phase %d turn %d", msgKeys(ev), p.Redeals, p.Phase, p.Turn)
		}
		if cardList(s.Private[0].Hand) == before {
			t.Fatal("the redeal dealt the same hand")
		}
		if err := checkInvariants(s); err != nil {
			t.Fatal(err)
		}
		if slices.Contains(s.Public.Passed[:], true) {
			t.Fatal("passes outlived the redeal")
		}
	}
}

func TestEndlessPassingEndsWithNoWinner(t *testing.T) {
	s := fresh(t, 5, nil)
	for s.Outcome() == nil {
		enginetest.Do(t, s, s.Public.Turn, "pass")
	}
	o := s.Outcome()
	if len(o.Winners) != 0 || o.Reason.Key != MsgEndRedeals || s.Public.Redeals != maxRedeals {
		t.Fatalf("outcome %+v after %d redeals", o, s.Public.Redeals)
	}
}

// toExchange deals seed, makes seat 0 Napoleon with 13♠ and names card.
func toExchange(t *testing.T, seed uint64, card string) *State {
	t.Helper()
	s := fresh(t, seed, nil)
	enginetest.Do(t, s, 0, "bid 13 S")
	for seat := 1; seat < seats; seat++ {
		enginetest.Do(t, s, seat, "pass")
	}
	enginetest.Do(t, s, 0, "adjutant "+card)
	return s
}

func TestAdjutantNamedFromAllFiftyTwo(t *testing.T) {
	s := fresh(t, 2, nil)
	enginetest.Do(t, s, 0, "bid 13 S")
	for seat := 1; seat < seats; seat++ {
		enginetest.Do(t, s, seat, "pass")
	}
	if n := len(s.Legal(0)); n != 52 {
		t.Fatalf("%d adjutant choices, want 52", n)
	}
	refuse(t, s, 1, "adjutant QH", engine.ErrNotYourTurn)
	refuse(t, s, 0, "play QH", engine.ErrIllegal)
}

func TestExchangeTakesHiddenAndDiscardsFour(t *testing.T) {
	s := fresh(t, 2, nil)
	hidden := slices.Clone(s.Hidden.Middle)
	s = toExchange(t, 2, "QH")
	if p := s.Public; p.Phase != PhaseExchange || len(s.Private[0].Hand) != 16 || p.HandCounts[0] != 16 || p.HiddenCount != 0 {
		t.Fatalf("phase %d, Napoleon holds %d, %d hidden", p.Phase, len(s.Private[0].Hand), p.HiddenCount)
	}
	v0, v1 := s.View(0).(*View), s.View(1).(*View)
	if !slices.Equal(v0.FromHidden, hidden) || v1.FromHidden != nil {
		t.Fatalf("Napoleon sees %v from the middle, seat 1 sees %v", v0.FromHidden, v1.FromHidden)
	}
	h := slices.Sorted(slices.Values(s.Private[0].Hand))
	ev := discardAll(t, s, h[12:])
	if p := s.Public; p.Phase != PhasePlay || p.Turn != 0 || len(s.Private[0].Hand) != 12 || !slices.Equal(s.Private[0].Discards, h[12:]) {
		t.Fatalf("after discarding: phase %d turn %d hand %d discards %v", p.Phase, p.Turn, len(s.Private[0].Hand), s.Private[0].Discards)
	}
	for _, e := range engine.Redact(ev, 1) {
		if e.Kind == engine.EvMove && e.Card != engine.Unseen {
			t.Fatalf("seat 1 sees a discard: %+v", e)
		}
	}
	if v := s.View(1).(*View); v.Discards != nil || v.DiscardCount != 4 {
		t.Fatal("seat 1 sees Napoleon's discards")
	}
	if v := s.View(0).(*View); !slices.Equal(v.Discards, h[12:]) || v.FromHidden != nil || v.Picked != nil {
		t.Fatalf("Napoleon sees discards %v", v.Discards)
	}
	if err := checkInvariants(s); err != nil {
		t.Fatal(err)
	}
}

// discardAll picks cards one at a time, the last pick completing the exchange, and returns
// every event of the four.
func discardAll(t *testing.T, s *State, cards []deck.Card) []engine.Event {
	t.Helper()
	var ev []engine.Event
	for _, c := range cards {
		ev = append(ev, enginetest.Do(t, s, s.Public.Napoleon, "discard "+c.String())...)
	}
	return ev
}

// TestExchangeIsFourPicks: Napoleon picks one card at a time from the sixteen, may take back
// the last pick while one to three are picked, and the fourth pick discards the four.
func TestExchangeIsFourPicks(t *testing.T) {
	s := toExchange(t, 2, "QH")
	h := slices.Sorted(slices.Values(s.Private[0].Hand))
	legal := legalStrings(s, 0)
	if len(legal) != 16 || legal[0] != "discard "+h[0].String() || slices.Contains(legal, "undo") {
		t.Fatalf("the first pick: %v", legal)
	}
	refuse(t, s, 0, "undo", engine.ErrIllegal)
	refuse(t, s, 0, "discard "+s.Private[1].Hand[0].String(), engine.ErrIllegal)
	refuse(t, s, 1, "discard "+s.Private[1].Hand[0].String(), engine.ErrNotYourTurn)
	others := s.View(1).(*View)
	enginetest.Do(t, s, 0, "discard "+h[3].String())
	enginetest.Do(t, s, 0, "discard "+h[1].String())
	refuse(t, s, 0, "discard "+h[3].String(), engine.ErrIllegal) // picked already
	legal = legalStrings(s, 0)
	if len(legal) != 15 || legal[14] != "undo" || slices.Contains(legal, "discard "+h[1].String()) {
		t.Fatalf("after two picks: %v", legal)
	}
	if v := s.View(0).(*View); !slices.Equal(v.Picked, []deck.Card{h[3], h[1]}) || len(v.Hand) != 16 || v.Picks != 2 {
		t.Fatalf("Napoleon's picks %v, hand %d", v.Picked, len(v.Hand))
	}
	// the others see how many cards are picked, nothing more
	v1 := s.View(1).(*View)
	if v1.Picked != nil || v1.Picks != 2 || v1.HandCounts[0] != 16 {
		t.Fatalf("seat 1 sees picks %v (%d)", v1.Picked, v1.Picks)
	}
	v1.Picks = 0
	if !reflect.DeepEqual(v1, others) {
		t.Fatal("seat 1 learned more than the number of picks")
	}
	ev := enginetest.Do(t, s, 0, "undo")
	if v := s.View(0).(*View); !slices.Equal(v.Picked, []deck.Card{h[3]}) || v.Picks != 1 {
		t.Fatalf("undo left %v", v.Picked)
	}
	if told := engine.Redact(ev, 2); len(told) != 1 || told[0].Card != engine.Unseen || told[0].N != -1 {
		t.Fatalf("seat 2 is told of the undo: %+v", told)
	}
	enginetest.Do(t, s, 0, "discard "+h[0].String())
	enginetest.Do(t, s, 0, "discard "+h[15].String())
	if s.Public.Phase != PhaseExchange || !slices.Contains(legalStrings(s, 0), "undo") {
		t.Fatal("three picks end the exchange or cannot be undone")
	}
	enginetest.Do(t, s, 0, "discard "+h[7].String())
	if p := s.Public; p.Phase != PhasePlay || p.Picks != 0 || p.DiscardCount != 4 {
		t.Fatalf("after the fourth pick: phase %d, %d picks, %d discards", p.Phase, p.Picks, p.DiscardCount)
	}
	if got := s.Private[0].Discards; !slices.Equal(got, []deck.Card{h[3], h[0], h[15], h[7]}) {
		t.Fatalf("discards %v", got)
	}
	refuse(t, s, 0, "undo", engine.ErrIllegal)
}

func TestExchangeActionsParse(t *testing.T) {
	for _, good := range []string{"discard 5S", "undo"} {
		if a, err := ParseAction(good); err != nil || a.String() != good {
			t.Errorf("%q parses to %v, %v", good, a, err)
		}
	}
	for _, bad := range []string{"discard 5S 4H 3D 2C", "discard", "undo 5S", "play", "bid 14", "adjutant", "fold"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q parses", bad)
		}
	}
}

func TestActionsRoundTrip(t *testing.T) {
	acts := []Action{{Kind: Pass}, {Kind: Declare, N: 17, Suit: deck.Diamonds}, {Kind: Name, Card: deck.MustParse("10C")},
		{Kind: Play, Card: deck.MustParse("AS")}, {Kind: Discard, Card: deck.MustParse("KD")}, {Kind: Undo}}
	for _, a := range acts {
		back, err := ParseAction(a.String())
		if err != nil || back != a {
			t.Errorf("%q parses to %v, %v", a, back, err)
		}
	}
}

func TestNapoleonLeadsFirstAndFollowSuit(t *testing.T) {
	s := toExchange(t, 4, "AH")
	h := slices.Sorted(slices.Values(s.Private[0].Hand))
	discardAll(t, s, h[:4])
	if s.Public.Turn != 0 || s.Public.Phase != PhasePlay {
		t.Fatalf("turn %d phase %d", s.Public.Turn, s.Public.Phase)
	}
	lead := s.Private[0].Hand[0]
	enginetest.Do(t, s, 0, "play "+lead.String())
	hasSuit := slices.ContainsFunc(s.Private[1].Hand, func(c deck.Card) bool { return c.Suit() == lead.Suit() })
	for _, a := range s.Legal(1) {
		c := a.(Action).Card
		if hasSuit && c.Suit() != lead.Suit() {
			t.Fatalf("seat 1 may play %s on %s while holding the suit", c, lead)
		}
	}
	for _, c := range s.Private[1].Hand {
		if hasSuit && c.Suit() != lead.Suit() {
			refuse(t, s, 1, "play "+c.String(), engine.ErrIllegal)
			break
		}
	}
}

func TestFollowSuitOrAnything(t *testing.T) {
	s := build(t, table{hands: [4]string{"AH 3C", "5H 9S", "2D 9C", "KC QS"}, napoleon: 0, adj: "AD", trump: "S"})
	enginetest.Do(t, s, 0, "play AH")
	if got := legalStrings(s, 1); !slices.Equal(got, []string{"play 5H"}) {
		t.Fatalf("seat 1 must follow ♥: %v", got)
	}
	refuse(t, s, 1, "play 9S", engine.ErrIllegal)
	enginetest.Do(t, s, 1, "play 5H")
	if got := legalStrings(s, 2); !slices.Equal(got, []string{"play 2D", "play 9C"}) {
		t.Fatalf("seat 2 has no ♥: %v", got)
	}
}

func TestWinnerLeadsNextAndTakesFaceCards(t *testing.T) {
	s := build(t, table{hands: [4]string{"AH 3C", "KH 9S", "2S 9C", "10H QS"}, napoleon: 0, adj: "AD", trump: "S", done: 3})
	enginetest.Do(t, s, 0, "play AH")
	enginetest.Do(t, s, 1, "play KH")
	enginetest.Do(t, s, 2, "play 2S") // no ♥: the trump wins
	ev := enginetest.Do(t, s, 3, "play 10H")
	if s.Public.Turn != 2 || !hasMsg(ev, MsgTrick) {
		t.Fatalf("turn %d after 2♠ took the trick", s.Public.Turn)
	}
	if got := cardList(s.Public.Won[2]); got != "AH KH 10H" {
		t.Fatalf("seat 2 took %q, want the three face cards", got)
	}
	if v := s.View(0).(*View); !v.Void[2][deck.Hearts] || v.Void[1][deck.Hearts] {
		t.Fatalf("voids %v", v.Void)
	}
}

// TestYoromekiInPlay plays the seed's よろめき through Apply: ♥Q takes マイティ and its
// face cards.
func TestYoromekiInPlay(t *testing.T) {
	s := build(t, table{hands: [4]string{"AS 3C", "QH 9D", "KS 9C", "10S QS"}, napoleon: 0, adj: "AD", trump: "S", done: 2})
	enginetest.Do(t, s, 0, "play AS")
	enginetest.Do(t, s, 1, "play QH")
	enginetest.Do(t, s, 2, "play KS")
	ev := enginetest.Do(t, s, 3, "play 10S")
	if p := s.Public; !hasMsg(ev, MsgRuleYoromeki) || p.Turn != 1 || len(p.Won[1]) != 4 {
		t.Fatalf("%v: turn %d, seat 1 won %v", msgKeys(ev), p.Turn, p.Won[1])
	}
	if tr := s.Public.Tricks[len(s.Public.Tricks)-1]; tr.Winner != 1 || tr.Rule != RuleYoromeki {
		t.Fatalf("trick %+v", tr)
	}
}

func TestSame2NotOnFirstTrickInPlay(t *testing.T) {
	for _, done := range []int{0, 5} {
		s := build(t, table{hands: [4]string{"2H 3C", "KH 9S", "AH 9C", "5H QS"}, napoleon: 0, adj: "AD", trump: "S", done: done})
		for seat, c := range []string{"2H", "KH", "AH", "5H"} {
			enginetest.Do(t, s, seat, "play "+c)
		}
		want := 0 // セイム2
		if done == 0 {
			want = 2
		}
		if s.Public.Turn != want {
			t.Fatalf("after %d tricks the trick went to %d, want %d", done, s.Public.Turn, want)
		}
	}
}

// Adjutant held by seat 2: the side is {0, 2}; it is revealed when the card is played.
func TestAdjutantRevealedWhenPlayed(t *testing.T) {
	s := build(t, table{hands: [4]string{"3H 3C", "KH 9S", "AD 9C", "5H QS"}, napoleon: 0, adj: "AD", trump: "S"})
	for seat := range seats {
		v := s.View(seat).(*View)
		want := -1
		if seat == 2 {
			want = 2
		}
		if v.Adjutant != want {
			t.Fatalf("seat %d sees adjutant %d before the card is played, want %d", seat, v.Adjutant, want)
		}
	}
	enginetest.Do(t, s, 0, "play 3H")
	enginetest.Do(t, s, 1, "play KH")
	ev := enginetest.Do(t, s, 2, "play AD")
	var rev *engine.Event
	for i, e := range ev {
		if e.Kind == engine.EvReveal {
			rev = &ev[i]
		}
	}
	if rev == nil || rev.Seat != 2 || rev.Msg.Key != MsgReveal {
		t.Fatalf("no reveal event in %v", msgKeys(ev))
	}
	for seat := range seats {
		if v := s.View(seat).(*View); v.Adjutant != 2 || !v.AdjutantRevealed || v.Team(2) != 1 || v.Team(1) != -1 {
			t.Fatalf("seat %d sees adjutant %d after the card was played", seat, v.Adjutant)
		}
	}
}

// The seed: if the adjutant card lies among the hidden cards, Napoleon plays alone.
func TestAdjutantInHiddenFourMeansAlone(t *testing.T) {
	s := fresh(t, 8, nil)
	card := s.Hidden.Middle[2]
	s = toExchange(t, 8, card.String())
	if s.adjutant() != 0 {
		t.Fatalf("adjutant %d, want Napoleon itself", s.adjutant())
	}
	if v := s.View(0).(*View); v.Adjutant != 0 || v.Team(1) != -1 {
		t.Fatalf("Napoleon does not know it is alone: %d", v.Adjutant)
	}
	for seat := 1; seat < seats; seat++ {
		if v := s.View(seat).(*View); v.Adjutant != -1 {
			t.Fatalf("seat %d learns Napoleon is alone", seat)
		}
	}
	// Napoleon keeps the card and the others learn nothing until it is played.
	h := slices.DeleteFunc(slices.Sorted(slices.Values(s.Private[0].Hand)), func(c deck.Card) bool { return c == card })
	discardAll(t, s, h[:4])
	ev := enginetest.Do(t, s, 0, "play "+card.String())
	if !hasMsg(ev, MsgRevealSelf) {
		t.Fatalf("playing one's own adjutant card: %v", msgKeys(ev))
	}
	if v := s.View(1).(*View); v.Adjutant != 0 || v.Team(2) != -1 {
		t.Fatal("seat 1 does not see that Napoleon is alone")
	}
}

func TestScoring(t *testing.T) {
	cases := []struct {
		name   string
		adj    string // "AD" held by seat 2; "QC" in the discards: alone
		faces  [seats]int
		bid    int
		stake  string
		points []int
		win    []int
		key    string
	}{
		{"pair wins 13", "AD", [4]int{8, 2, 5, 5}, 13, "", []int{4, -3, 2, -3}, []int{0, 2}, MsgEndWin},
		{"pair loses 16", "AD", [4]int{8, 2, 7, 3}, 16, "", []int{-16, 12, -8, 12}, []int{1, 3}, MsgEndLose},
		{"pair wins exactly", "AD", [4]int{10, 0, 5, 5}, 15, "", []int{12, -9, 6, -9}, []int{0, 2}, MsgEndWin},
		{"alone wins", "QC", [4]int{14, 2, 0, 0}, 14, "", []int{12, -4, -4, -4}, []int{0}, MsgEndWinAlone},
		{"alone loses", "QC", [4]int{12, 2, 2, 0}, 14, "", []int{-12, 4, 4, 4}, []int{1, 2, 3}, MsgEndLoseAlone},
		{"stake is the declaration", "AD", [4]int{8, 2, 5, 5}, 13, StakeBid, []int{52, -39, 26, -39}, []int{0, 2}, MsgEndWin},
	}
	faceCards := deck.Cards("10S JS QS KS 10H JH QH KH AH 10D JD QD KD 10C JC KC AC")
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var opts engine.Options
			if tc.stake != "" {
				opts = engine.Options{OptStake: tc.stake}
			}
			s := build(t, table{hands: [4]string{"", "", "AD", ""}, napoleon: 0, adj: tc.adj, bid: tc.bid,
				discards: "QC", opts: opts})
			k := 0
			for seat, n := range tc.faces {
				s.Public.Won[seat] = faceCards[k : k+n]
				k += n
			}
			s.finish()
			o := s.Outcome()
			if !reflect.DeepEqual(o.Points, tc.points) || !slices.Equal(o.Winners, tc.win) || o.Reason.Key != tc.key {
				t.Fatalf("points %v winners %v %s, want %v %v %s", o.Points, o.Winners, o.Reason.Key, tc.points, tc.win, tc.key)
			}
		})
	}
}

func TestGameOptionsDefaults(t *testing.T) {
	got := map[string]string{}
	for _, o := range Game.Options() {
		got[o.Key] = o.Default
	}
	if want := map[string]string{OptBidding: BidAuction, OptStake: StakeOver12}; !reflect.DeepEqual(got, want) {
		t.Fatalf("defaults %v", got)
	}
}

// A discarded adjutant card is never played: Napoleon is alone and the others learn it at
// the end, while the discards stay face down (they count for nobody).
func TestDiscardedAdjutantCardToldAtTheEndDiscardsStayDown(t *testing.T) {
	s := fresh(t, 8, nil)
	card := s.Hidden.Middle[0]
	s = toExchange(t, 8, card.String())
	h := slices.DeleteFunc(slices.Sorted(slices.Values(s.Private[0].Hand)), func(c deck.Card) bool { return c == card })
	discardAll(t, s, append(h[:3:3], card))
	var last []engine.Event
	for s.Outcome() == nil {
		last = enginetest.Do(t, s, s.Public.Turn, s.Legal(s.Public.Turn)[0].String())
		if s.Outcome() == nil && s.View(1).(*View).Adjutant != -1 {
			t.Fatal("seat 1 learned Napoleon is alone during play")
		}
	}
	if !hasMsg(last, MsgAloneWas) {
		t.Fatalf("end messages %v", msgKeys(last))
	}
	for seat := range seats {
		if v := s.View(seat).(*View); v.Adjutant != 0 || (len(v.Discards) == 4) != (seat == 0) || v.DiscardCount != 4 {
			t.Fatalf("seat %d at the end: adjutant %d discards %v", seat, v.Adjutant, v.Discards)
		}
	}
	for _, e := range engine.Redact(last, 1) {
		if e.To.Name == "discard" {
			t.Fatalf("the end shows a discard: %+v", e)
		}
	}
	if k := s.Outcome().Reason.Key; k != MsgEndWinAlone && k != MsgEndLoseAlone {
		t.Fatalf("reason %s", k)
	}
}

// Naming a card of one's own hand is allowed and means playing alone, known only to Napoleon.
func TestNamingOwnCardMeansAlone(t *testing.T) {
	s := fresh(t, 6, nil)
	own := s.Private[0].Hand[5]
	s = toExchange(t, 6, own.String())
	if s.adjutant() != 0 {
		t.Fatalf("adjutant %d", s.adjutant())
	}
	if v := s.View(0).(*View); v.Adjutant != 0 {
		t.Fatal("Napoleon does not know it is alone")
	}
	for seat := 1; seat < seats; seat++ {
		if v := s.View(seat).(*View); v.Adjutant != -1 || v.Team(seat) != 0 {
			t.Fatalf("seat %d learns Napoleon is alone", seat)
		}
	}
}
