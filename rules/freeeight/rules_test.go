package freeeight

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// Bystander hands below sum far above 13, so that no card played can be ロン'd by them: every
// play still opens the ロン window, which they answer with a pass (playOut).

func TestClockwiseTurns(t *testing.T) {
	s := build(t, table{hands: []string{"6S KC KD", "9S KH JH", "3S QH QD"}, top: "4S"})
	for _, step := range []struct {
		seat int
		play string
	}{{0, "play 6S"}, {1, "play 9S"}, {2, "play 3S"}} {
		ev := playOut(t, s, step.seat, step.play)
		next := (step.seat + 1) % 3
		wantPhase(t, s, next, PhaseTurn)
		last := ev[len(ev)-1]
		if last.Kind != engine.EvPhase || last.Seat != next || last.Msg.Key != MsgTurn {
			t.Fatalf("after seat %d: last event %+v, want the turn passing to %d", step.seat, last, next)
		}
	}
}

func TestPlayMatchesRankOrSuit(t *testing.T) {
	s := build(t, table{hands: []string{"4H 7S KD 9C", "KH QH"}, top: "4S"})
	want := []string{"play 4H", "play 7S", "draw"}
	if got := legalStrings(s, 0); !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	refuse(t, s, 0, "play KD", engine.ErrIllegal)
	refuse(t, s, 0, "play 9C", engine.ErrIllegal)
	refuse(t, s, 0, "play QH", engine.ErrIllegal) // not held
	refuse(t, s, 1, "play KH", engine.ErrNotYourTurn)
}

func TestLegalListsDuplicatesOnce(t *testing.T) {
	s := build(t, table{hands: []string{"3S 3S 8H 8H 8D KC", "KH QH"}, top: "4S"})
	got := legalStrings(s, 0)
	want := []string{"play 3S", "play 8H S", "play 8H H", "play 8H D", "play 8H C",
		"play 8D S", "play 8D H", "play 8D D", "play 8D C", "draw"}
	if !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
}

func TestEightIsWildAndNamesSuit(t *testing.T) {
	s := build(t, table{hands: []string{"8H KC KD", "6D 6S KH QH"}, top: "4S"})
	ev := playOut(t, s, 0, "play 8H D")
	play := findMsg(t, ev, MsgPlayEight)
	if want := []any{engine.SeatRef(0), engine.CardRef(deck.MustParse("8H")), "♦"}; !reflect.DeepEqual(play.Msg.Args, want) {
		t.Fatalf("play8 args %v, want %v", play.Msg.Args, want)
	}
	wantPhase(t, s, 1, PhaseTurn)
	v := s.View(1).(*View)
	if !v.HasNamed || v.Named != deck.Diamonds || v.Top != deck.MustParse("8H") {
		t.Fatalf("view top %v named %v/%v, want 8H naming ♦", v.Top, v.Named, v.HasNamed)
	}
	// The named suit replaces the 8's own: ♦ follows, ♥ and ♠ do not.
	if got, want := legalStrings(s, 1), []string{"play 6D", "draw"}; !slices.Equal(got, want) {
		t.Fatalf("legal after the 8: %v, want %v", got, want)
	}
	refuse(t, s, 1, "play KH", engine.ErrIllegal)
	refuse(t, s, 1, "play 6S", engine.ErrIllegal)
}

func TestEightPlayableOnAnything(t *testing.T) {
	s := build(t, table{hands: []string{"8C KD", "KH QH"}, top: "4S"})
	if got := legalStrings(s, 0); !slices.Contains(got, "play 8C H") {
		t.Fatalf("an 8 is not playable on 4♠: %v", got)
	}
	// Only an 8 names a suit; a suit out of range is refused too.
	if err := refusal(s, 0, Action{Kind: Play, Card: deck.MustParse("KD"), Suit: deck.Hearts}, engine.ErrIllegal); err != nil {
		t.Fatal(err)
	}
	if err := refusal(s, 0, Action{Kind: Play, Card: deck.MustParse("8C"), Suit: 7}, engine.ErrIllegal); err != nil {
		t.Fatal(err)
	}
}

func TestOpeningEightMatchedBySuitOrRank(t *testing.T) {
	s := build(t, table{hands: []string{"5H 8C KS 6D", "KH QH"}, top: "8H"})
	want := []string{"play 5H", "play 8C S", "play 8C H", "play 8C D", "play 8C C", "draw"}
	if got := legalStrings(s, 0); !slices.Equal(got, want) {
		t.Fatalf("legal on an opening 8♥: %v, want %v", got, want)
	}
}

// TestStartingCardHasNoEffect deals games until the opening card is each special card and
// checks that the first seat simply has its turn.
func TestStartingCardHasNoEffect(t *testing.T) {
	missing := map[string]bool{"2": true, "QS": true, "5": true, "7": true, "8": true}
	for seed := uint64(0); seed < 20000 && len(missing) > 0; seed++ {
		st, err := Game.New(engine.Config{Seats: 3, Seed: seed, First: 1})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		top := s.top()
		key := top.Rank().String()
		if top == queenOfSpades {
			key = "QS"
		}
		if !missing[key] {
			continue
		}
		delete(missing, key)
		if p := s.Public; p.Phase != PhaseTurn || p.Attack != NoAttack || p.HasNamed || !slices.Equal(s.Actors(), []int{1}) {
			t.Fatalf("opening %v: phase %d attack %d named %v actors %v", top, p.Phase, p.Attack, p.HasNamed, s.Actors())
		}
		n := len(s.hand(1))
		enginetest.Do(t, s, 1, "draw")
		if len(s.hand(1)) != n+1 {
			t.Fatalf("opening %v: the first draw took %d cards", top, len(s.hand(1))-n)
		}
		wantPhase(t, s, 2, PhaseTurn)
	}
	if len(missing) > 0 {
		t.Fatalf("no seed opened with %v", missing)
	}
}

func TestDrawEndsTurn(t *testing.T) {
	s := build(t, table{hands: []string{"4H KC", "KD KH"}, top: "4S", draw: "3D"})
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"play 4H", "draw"}) {
		t.Fatalf("drawing is always legal: %v", got)
	}
	ev := enginetest.Do(t, s, 0, "draw")
	if got := hand(s, 0); got != "4H KC 3D" {
		t.Fatalf("hand after the draw %q", got)
	}
	wantPhase(t, s, 1, PhaseTurn)
	refuse(t, s, 0, "play 4H", engine.ErrNotYourTurn)
	msg := findMsg(t, ev, MsgDraw)
	if !reflect.DeepEqual(msg.Msg.Args, []any{engine.SeatRef(0), 1}) {
		t.Fatalf("draw message args %v", msg.Msg.Args)
	}
	moves := 0
	for _, e := range ev {
		if e.Kind == engine.EvMove {
			moves++
			if e.Audience != engine.Everyone() || e.Face != engine.Only(0) || e.From != drawZone || e.To != handZone(0) || e.Card != int(deck.MustParse("3D")) {
				t.Fatalf("draw event %+v", e)
			}
			if e.SeenBy(1) {
				t.Fatal("seat 1 sees seat 0's drawn card")
			}
		}
	}
	if moves != 1 {
		t.Fatalf("%d move events for one draw", moves)
	}
}

func TestTwoAttackStacks(t *testing.T) {
	s := build(t, table{hands: []string{"2C KD KH", "2H JD JH", "QD QH KS"}, top: "9C", draw: "3D 4D 5D 6D"})
	ev := playOut(t, s, 0, "play 2C")
	wantPhase(t, s, 1, PhaseAttacked)
	if e := findMsg(t, ev, MsgAttack); e.Kind != engine.EvPhase || e.Seat != 1 || !reflect.DeepEqual(e.Msg.Args, []any{engine.SeatRef(1), 2}) {
		t.Fatalf("attack event %+v", e)
	}
	if got := legalStrings(s, 1); !slices.Equal(got, []string{"play 2H", "draw"}) {
		t.Fatalf("legal under a 2 attack: %v", got)
	}
	playOut(t, s, 1, "play 2H")
	wantPhase(t, s, 2, PhaseAttacked)
	if p := s.Public; p.Attack != AttackTwo || p.AttackTotal != 4 {
		t.Fatalf("attack %d total %d, want 2-attack of 4", p.Attack, p.AttackTotal)
	}
	enginetest.Do(t, s, 2, "draw")
	if got := hand(s, 2); got != "QD QH KS 3D 4D 5D 6D" {
		t.Fatalf("the attacked seat drew to %q", got)
	}
	wantPhase(t, s, 0, PhaseTurn)
	if s.Public.Attack != NoAttack || s.Public.AttackTotal != 0 {
		t.Fatal("the attack outlived the draw")
	}
	// The 2 left on top is matched normally: ♥ or a 2.
	if got := legalStrings(s, 0); !slices.Equal(got, []string{"play KH", "draw"}) {
		t.Fatalf("legal on the spent 2♥: %v", got)
	}
}

func TestQueenOfSpadesAttackStacks(t *testing.T) {
	s := build(t, table{hands: []string{"QS KD KH", "QS JD JH", "QD QH KS"}, top: "9S"})
	playOut(t, s, 0, "play QS")
	wantPhase(t, s, 1, PhaseAttacked)
	if p := s.Public; p.Attack != AttackQueen || p.AttackTotal != 5 {
		t.Fatalf("attack %d total %d, want a Q♠ attack of 5", p.Attack, p.AttackTotal)
	}
	playOut(t, s, 1, "play QS")
	if p := s.Public; p.Attack != AttackQueen || p.AttackTotal != 10 || p.Turn != 2 {
		t.Fatalf("attack %d total %d on %d, want a Q♠ attack of 10 on 2", p.Attack, p.AttackTotal, p.Turn)
	}
	enginetest.Do(t, s, 2, "draw")
	if len(s.hand(2)) != 13 {
		t.Fatalf("seat 2 holds %d cards after drawing 10 onto 3", len(s.hand(2)))
	}
	wantPhase(t, s, 0, PhaseTurn)
}

func TestOtherQueensAreNormal(t *testing.T) {
	s := build(t, table{hands: []string{"QH KD KC", "JD JH KS"}, top: "9H"})
	playOut(t, s, 0, "play QH")
	wantPhase(t, s, 1, PhaseTurn)
}

func TestNoCrossAnswer(t *testing.T) {
	two := build(t, table{hands: []string{"KD KC", "QS 2D 8C KH"}, top: "2S", turn: 1, phase: PhaseAttacked, attack: AttackTwo, total: 2})
	want := []string{"play 2D", "play 8C S", "play 8C H", "play 8C D", "play 8C C", "draw"}
	if got := legalStrings(two, 1); !slices.Equal(got, want) {
		t.Fatalf("legal under a 2 attack: %v, want %v", got, want)
	}
	refuse(t, two, 1, "play QS", engine.ErrIllegal)
	refuse(t, two, 1, "play KH", engine.ErrIllegal)

	queen := build(t, table{hands: []string{"KD KC", "2D QS 8C KH"}, top: "QS", turn: 1, phase: PhaseAttacked, attack: AttackQueen, total: 5})
	want = []string{"play QS", "play 8C S", "play 8C H", "play 8C D", "play 8C C", "draw"}
	if got := legalStrings(queen, 1); !slices.Equal(got, want) {
		t.Fatalf("legal under a Q♠ attack: %v, want %v", got, want)
	}
	refuse(t, queen, 1, "play 2D", engine.ErrIllegal)
}

func attackedByTwo(opts engine.Options) table {
	return table{hands: []string{"JD JS", "8H KD KS", "QD QH"}, top: "2C", turn: 1,
		phase: PhaseAttacked, attack: AttackTwo, total: 4, opts: opts}
}

func TestEightCancelsAttack(t *testing.T) {
	s := build(t, attackedByTwo(nil))
	ev := playOut(t, s, 1, "play 8H D")
	if e := findMsg(t, ev, MsgEvade); !reflect.DeepEqual(e.Msg.Args, []any{engine.SeatRef(1)}) {
		t.Fatalf("evade args %v", e.Msg.Args)
	}
	wantPhase(t, s, 2, PhaseTurn)
	if p := s.Public; p.Attack != NoAttack || p.AttackTotal != 0 || p.Named != deck.Diamonds || !p.HasNamed {
		t.Fatalf("attack %d total %d named %v", p.Attack, p.AttackTotal, p.Named)
	}
	if got := hand(s, 1); got != "KD KS" {
		t.Fatalf("the 8 answering the attack drew: %q", got)
	}
}

func TestEightPassesAttackOption(t *testing.T) {
	s := build(t, attackedByTwo(engine.Options{OptEightAnswer: EightPass}))
	ev := playOut(t, s, 1, "play 8H D")
	wantPhase(t, s, 2, PhaseAttacked)
	if p := s.Public; p.Attack != AttackTwo || p.AttackTotal != 4 || p.Named != deck.Diamonds {
		t.Fatalf("attack %d total %d named %v, want the 2-attack of 4 passed on", p.Attack, p.AttackTotal, p.Named)
	}
	if e := findMsg(t, ev, MsgAttack); !reflect.DeepEqual(e.Msg.Args, []any{engine.SeatRef(2), 4}) {
		t.Fatalf("attack args %v", e.Msg.Args)
	}
}

func TestFiveAndSevenForceAnotherAction(t *testing.T) {
	s := build(t, table{hands: []string{"5H 7H 7C 2C KD KS", "KH QH"}, top: "5S"})
	ev := playOut(t, s, 0, "play 5H")
	wantPhase(t, s, 0, PhaseExtra)
	if e := findMsg(t, ev, MsgExtra); e.Kind != engine.EvPhase || e.Seat != 0 {
		t.Fatalf("extra event %+v", e)
	}
	refuse(t, s, 0, "play KD", engine.ErrIllegal) // the extra action must follow the 5♥
	playOut(t, s, 0, "play 7H")
	wantPhase(t, s, 0, PhaseExtra)
	playOut(t, s, 0, "play 7C")
	wantPhase(t, s, 0, PhaseExtra)
	playOut(t, s, 0, "play 2C") // an attack from an extra action
	wantPhase(t, s, 1, PhaseAttacked)

	s = build(t, table{hands: []string{"5H KD KS", "KH QH"}, top: "5S"})
	playOut(t, s, 0, "play 5H")
	enginetest.Do(t, s, 0, "draw")
	wantPhase(t, s, 1, PhaseTurn)
	if len(s.hand(0)) != 3 {
		t.Fatalf("the extra action's draw took %d cards", len(s.hand(0))-2)
	}
}

func TestTsumo(t *testing.T) {
	s := build(t, table{hands: []string{"4H", "KD QH", "AS 2C 3C"}, top: "4S"})
	ev := enginetest.Do(t, s, 0, "play 4H")
	wantOutcome(t, s, []int{0}, []int{7, -2, -5}, MsgEndTsumo)
	if got := msgKeys(ev); !slices.Equal(got, []string{MsgPlay, MsgEndTsumo, MsgPay, MsgPay}) {
		t.Fatalf("messages %v", got)
	}
	v := s.View(1).(*View)
	want := [][]deck.Card{{}, deck.Cards("KD QH"), deck.Cards("AS 2C 3C")}
	if !reflect.DeepEqual(v.Revealed, want) {
		t.Fatalf("revealed %v, want every hand", v.Revealed)
	}
	refuse(t, s, 1, "draw", engine.ErrGameOver)
}

func TestTsumoOnTwoOrQueenOfSpades(t *testing.T) {
	for _, last := range []string{"2S", "QS"} {
		s := build(t, table{hands: []string{last, "KD QH"}, top: "4S"})
		enginetest.Do(t, s, 0, "play "+last)
		wantOutcome(t, s, []int{0}, []int{2, -2}, MsgEndTsumo)
	}
}

func TestTsumoTakesPrecedenceOverRon(t *testing.T) {
	s := build(t, table{hands: []string{"4H", "AS 3C"}, top: "4S"})
	enginetest.Do(t, s, 0, "play 4H")
	wantOutcome(t, s, []int{0}, []int{1, -1}, MsgEndTsumo)
}

func TestLastFiveDrawsInsteadOfTsumo(t *testing.T) {
	for _, last := range []string{"5H", "7H"} {
		s := build(t, table{hands: []string{last, "KH QH"}, top: last[:1] + "S", draw: "3D"})
		ev := playOut(t, s, 0, "play "+last)
		if s.Outcome() != nil {
			t.Fatalf("a last %s won", last)
		}
		if got := hand(s, 0); got != "3D" {
			t.Fatalf("after a last %s the hand is %q, want the drawn 3D", last, got)
		}
		wantPhase(t, s, 1, PhaseTurn)
		if e := findMsg(t, ev, MsgLastDraw); !reflect.DeepEqual(e.Msg.Args, []any{engine.SeatRef(0), engine.CardRef(deck.MustParse(last))}) {
			t.Fatalf("lastdraw args %v", e.Msg.Args)
		}
	}
}

func TestLastEightDraws(t *testing.T) {
	s := build(t, table{hands: []string{"8D", "KH QH"}, top: "4S", draw: "3D"})
	playOut(t, s, 0, "play 8D C")
	if s.Outcome() != nil || hand(s, 0) != "3D" || s.Public.Named != deck.Clubs {
		t.Fatalf("last 8: outcome %v hand %q named %v", s.Outcome(), hand(s, 0), s.Public.Named)
	}
	wantPhase(t, s, 1, PhaseTurn)
}

func TestEightAnsweringAttackIsTsumo(t *testing.T) {
	for _, opt := range []string{EightCancel, EightPass} {
		s := build(t, table{hands: []string{"KD QH", "8D"}, top: "2S", turn: 1, phase: PhaseAttacked,
			attack: AttackTwo, total: 2, opts: engine.Options{OptEightAnswer: opt}})
		enginetest.Do(t, s, 1, "play 8D H")
		wantOutcome(t, s, []int{1}, []int{-2, 2}, MsgEndTsumo)
	}
}

func TestRonSeedExample(t *testing.T) {
	// The seed: a Q (12) is played and your hand is 9 and 3.
	s := build(t, table{hands: []string{"QH JC 4C", "9C 3D", "KD KS"}, top: "4H"})
	ev := enginetest.Do(t, s, 0, "play QH")
	if got := msgKeys(ev); !slices.Equal(got, []string{MsgPlay}) {
		t.Fatalf("opening the window said %v", got)
	}
	if s.Public.Phase != PhaseRon || !slices.Equal(s.Actors(), []int{1, 2}) {
		t.Fatalf("phase %d actors %v, want seats 1 and 2 asked", s.Public.Phase, s.Actors())
	}
	if got := legalStrings(s, 1); !slices.Equal(got, []string{"ron", "pass"}) {
		t.Fatalf("legal in the window %v", got)
	}
	if got := legalStrings(s, 2); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("legal for a hand that does not sum to 12: %v", got)
	}
	asked, other := s.View(1).(*View), s.View(2).(*View)
	if !asked.RonAsked || asked.RonCard != deck.MustParse("QH") || asked.Discarder != 0 || other.RonAsked {
		t.Fatalf("views: asked %+v / other %v", asked.RonAsked, other.RonAsked)
	}
	refuse(t, s, 2, "ron", engine.ErrIllegal)
	refuse(t, s, 0, "pass", engine.ErrNotYourTurn)
	refuse(t, s, 1, "draw", engine.ErrIllegal)
	enginetest.Do(t, s, 2, "pass")
	ev = enginetest.Do(t, s, 1, "ron")
	// 2 × (J♣ 4♣ = 1.4, Q♥ = 1, 9♣ 3♦ = 1.2) = 7.2, rounded up to 8.
	wantOutcome(t, s, []int{1}, []int{-8, 8, 0}, MsgEndRon)
	if e := findMsg(t, ev, MsgRon); !reflect.DeepEqual(e.Msg.Args, []any{engine.SeatRef(1), engine.SeatRef(0), engine.CardRef(deck.MustParse("QH"))}) {
		t.Fatalf("ron args %v", e.Msg.Args)
	}
	v := s.View(2).(*View)
	if !reflect.DeepEqual(v.Revealed, [][]deck.Card{deck.Cards("JC 4C"), deck.Cards("9C 3D"), nil}) {
		t.Fatalf("revealed %v, want the discarder's and the ロン hands only", v.Revealed)
	}
}

func TestRonKaeshiSeedExample(t *testing.T) {
	// The seed: A plays a K (13), B declares ロン, and A's hand is 6, 6, A.
	s := build(t, table{hands: []string{"KH 6C 6D AS", "10C 3D"}, top: "4H"})
	enginetest.Do(t, s, 0, "play KH")
	ev := enginetest.Do(t, s, 1, "ron")
	// 4 × (10♣ 3♦ = 1.3, K♥ = 1, 6♣ 6♦ A♠ = 1.3) = 14.4, rounded up to 15, paid by B.
	wantOutcome(t, s, []int{0}, []int{15, -15}, MsgEndRonKaeshi)
	if got := msgKeys(ev); !slices.Equal(got, []string{MsgRon, MsgRonKaeshi, MsgEndRonKaeshi, MsgPay}) {
		t.Fatalf("messages %v", got)
	}
	if e := findMsg(t, ev, MsgRonKaeshi); !reflect.DeepEqual(e.Msg.Args, []any{engine.SeatRef(0), 13}) {
		t.Fatalf("ronkaeshi args %v", e.Msg.Args)
	}
	if e := findMsg(t, ev, MsgPay); !reflect.DeepEqual(e.Msg.Args, []any{engine.SeatRef(1), engine.SeatRef(0), 15}) || e.N != -15 || e.Kind != engine.EvScore {
		t.Fatalf("payment %+v", e)
	}
}

func TestRonPaymentDouble(t *testing.T) {
	// The 7 is ロン'd before its extra action: 2 × (2♠ 6♦ = 4.6, 7♥ = 2, 4♣ 3♦ = 0.7) = 14.6 → 15.
	s := build(t, table{hands: []string{"7H 2S 6D", "4C 3D", "KD KS"}, top: "7S"})
	enginetest.Do(t, s, 0, "play 7H")
	enginetest.Do(t, s, 1, "ron")
	enginetest.Do(t, s, 2, "pass")
	wantOutcome(t, s, []int{1}, []int{-15, 15, 0}, MsgEndRon)
}

func TestRonKaeshiPaymentQuadruple(t *testing.T) {
	// Q♠ is ロン'd before its attack; the discarder's 8 4 also sums to 12:
	// 4 × (10♣ 2♥ = 5, Q♠ = 5, 8♣ 4♦ = 4.4) = 57.6 → 58.
	s := build(t, table{hands: []string{"QS 8C 4D", "10C 2H"}, top: "9S"})
	enginetest.Do(t, s, 0, "play QS")
	enginetest.Do(t, s, 1, "ron")
	wantOutcome(t, s, []int{0}, []int{58, -58}, MsgEndRonKaeshi)
}

func TestTsumoPayments(t *testing.T) {
	// Each seat pays its own hand, rounded up: Q♠ 8 = 9; A A 3 = 0.5 → 1; 9 6 10 = 2.5 → 3.
	s := build(t, table{hands: []string{"4H", "QS 8D", "AS AH 3C", "9C 6D 10H"}, top: "4S"})
	ev := enginetest.Do(t, s, 0, "play 4H")
	wantOutcome(t, s, []int{0}, []int{13, -9, -1, -3}, MsgEndTsumo)
	var scores []int
	for _, e := range ev {
		if e.Kind == engine.EvScore {
			scores = append(scores, e.Seat, e.N)
		}
	}
	if want := []int{1, -9, 0, 9, 2, -1, 0, 1, 3, -3, 0, 3}; !slices.Equal(scores, want) {
		t.Fatalf("score events (seat, n) %v, want %v", scores, want)
	}
}

func TestFractionsRoundUp(t *testing.T) {
	for tenths, want := range map[int]int{0: 0, 1: 1, 9: 1, 10: 1, 11: 2, 146: 15, 576: 58} {
		if got := ceilTenths(tenths); got != want {
			t.Errorf("ceil(%d tenths) = %d, want %d", tenths, got, want)
		}
	}
	// A lone ace pays a whole point.
	s := build(t, table{hands: []string{"4H", "AS"}, top: "4S"})
	enginetest.Do(t, s, 0, "play 4H")
	wantOutcome(t, s, []int{0}, []int{1, -1}, MsgEndTsumo)
}

func TestPointsTable(t *testing.T) {
	want := map[string]int{"AS": 1, "2S": 40, "3S": 3, "4S": 4, "5S": 20, "6S": 6, "7S": 20, "8S": 40,
		"9S": 9, "10S": 10, "JS": 10, "QS": 50, "QH": 10, "KS": 10}
	for code, tenths := range want {
		if got := cardPoints(deck.MustParse(code)); got != tenths {
			t.Errorf("%s is worth %d tenths, want %d", code, got, tenths)
		}
	}
}

func TestRonPassContinuesThePlay(t *testing.T) {
	// Seat 1 could ロン the 2 it is attacked by; passing leaves it under the attack.
	s := build(t, table{hands: []string{"2C KD KH", "AH AD", "KS QD"}, top: "9C"})
	enginetest.Do(t, s, 0, "play 2C")
	if !slices.Equal(s.Actors(), []int{1, 2}) {
		t.Fatalf("actors %v", s.Actors())
	}
	if ev := enginetest.Do(t, s, 2, "pass"); len(ev) != 0 {
		t.Fatalf("a pass with the window still open reported %v", ev)
	}
	ev := enginetest.Do(t, s, 1, "pass")
	wantPhase(t, s, 1, PhaseAttacked)
	if got := msgKeys(ev); !slices.Equal(got, []string{MsgAttack}) {
		t.Fatalf("closing the window said %v", got)
	}
}

func TestRonPassIsSilent(t *testing.T) {
	s := build(t, table{hands: []string{"6H KC KS", "3C 3D", "KD QS", "2C 4D"}, top: "6S"})
	enginetest.Do(t, s, 0, "play 6H")
	if !slices.Equal(s.Actors(), []int{1, 2, 3}) {
		t.Fatalf("actors %v, want 1, 2 and 3", s.Actors())
	}
	if ev := enginetest.Do(t, s, 2, "pass"); len(ev) != 0 {
		t.Fatalf("a forced pass reported %v", ev)
	}
	if v := s.View(2).(*View); v.RonAsked || !v.RonAnswered || v.RonDeclared {
		t.Fatalf("seat 2's view of its own forced pass: %+v", v.Private)
	}
	if ev := enginetest.Do(t, s, 3, "pass"); len(ev) != 0 {
		t.Fatalf("a pass with the window still open reported %v", ev)
	}
	if v := s.View(3).(*View); !v.RonAsked || !v.RonAnswered || v.RonDeclared {
		t.Fatalf("seat 3's view of its own pass: %+v", v.Private)
	}
	if v := s.View(1).(*View); v.RonAnswered {
		t.Fatal("seat 1 sees an answer it has not given")
	}
	refuse(t, s, 3, "ron", engine.ErrNotYourTurn)
	ev := enginetest.Do(t, s, 1, "pass")
	if got := msgKeys(ev); !slices.Equal(got, []string{MsgTurn}) {
		t.Fatalf("closing the window said %v", got)
	}
	for _, e := range ev {
		if e.Kind == engine.EvPhase && e.Seat != 1 {
			t.Fatalf("the turn went to %d", e.Seat)
		}
	}
}

func TestRonWindowOpensBeforeLastCardDraw(t *testing.T) {
	tb := table{hands: []string{"5H", "2C 3D", "KD KS"}, top: "5S", draw: "9D"}
	s := build(t, tb)
	enginetest.Do(t, s, 0, "play 5H")
	if s.Public.Phase != PhaseRon || len(s.hand(0)) != 0 {
		t.Fatalf("phase %d, discarder holds %d: the window must open before the last-card draw", s.Public.Phase, len(s.hand(0)))
	}
	enginetest.Do(t, s, 2, "pass")
	enginetest.Do(t, s, 1, "pass")
	if hand(s, 0) != "9D" {
		t.Fatalf("after the pass the discarder holds %q, want the drawn 9D", hand(s, 0))
	}
	wantPhase(t, s, 1, PhaseTurn)

	// A discarder with an empty hand cannot ロン返し: 2 × (0 + 5♥ = 2 + 2♣ 3♦ = 4.3) = 12.6 → 13.
	s = build(t, tb)
	enginetest.Do(t, s, 0, "play 5H")
	enginetest.Do(t, s, 1, "ron")
	enginetest.Do(t, s, 2, "pass")
	wantOutcome(t, s, []int{1}, []int{-13, 13, 0}, MsgEndRon)
}

func ronByTwoSeats(opts engine.Options) table {
	// Seat 2 discards a 6; seats 3 and 1 hold 6 and may declare; seat 0 does not and may only
	// pass. The window asks 3, 0, 1 in that order.
	return table{hands: []string{"KD KS", "3C 3D", "6H 9C 10C", "2C 4D"}, top: "6S", turn: 2, opts: opts}
}

func TestRonPriorityFirstInTurnOrder(t *testing.T) {
	s := build(t, ronByTwoSeats(nil))
	enginetest.Do(t, s, 2, "play 6H")
	if !slices.Equal(s.Actors(), []int{3, 0, 1}) {
		t.Fatalf("actors %v, want 3, 0 then 1", s.Actors())
	}
	enginetest.Do(t, s, 1, "ron")
	enginetest.Do(t, s, 0, "pass")
	enginetest.Do(t, s, 3, "ron")
	// 2 × (9♣ 10♣ = 1.9, 6♥ = 0.6, 2♣ 4♦ = 4.4) = 13.8 → 14.
	wantOutcome(t, s, []int{3}, []int{0, 0, -14, 14}, MsgEndRon)
	if v := s.View(0).(*View); v.Revealed[1] != nil {
		t.Fatal("the losing declarer's hand was revealed")
	}
}

func TestRonPriorityAllOption(t *testing.T) {
	s := build(t, ronByTwoSeats(engine.Options{OptRonPriority: RonAll}))
	enginetest.Do(t, s, 2, "play 6H")
	enginetest.Do(t, s, 1, "ron")
	enginetest.Do(t, s, 0, "pass")
	ev := enginetest.Do(t, s, 3, "ron")
	// Seat 3 as above; seat 1: 2 × (1.9 + 0.6 + 3♣ 3♦ = 0.6) = 6.2 → 7.
	wantOutcome(t, s, []int{3, 1}, []int{0, 7, -21, 14}, MsgEndRonMulti)
	if got := msgKeys(ev); !slices.Equal(got, []string{MsgRon, MsgRon, MsgEndRonMulti, MsgPay, MsgPay}) {
		t.Fatalf("messages %v", got)
	}
	// ロン返し is checked for each: the discarder's 2 4 sums to 6 too.
	s = build(t, table{hands: []string{"KD KS", "3C 3D", "6H 2H 4H", "2C 4D"}, top: "6S", turn: 2,
		opts: engine.Options{OptRonPriority: RonAll}})
	enginetest.Do(t, s, 2, "play 6H")
	enginetest.Do(t, s, 3, "ron")
	enginetest.Do(t, s, 0, "pass")
	enginetest.Do(t, s, 1, "ron")
	// Seat 3: 4 × (2♥ 4♥ = 4.4 + 0.6 + 4.4) = 37.6 → 38; seat 1: 4 × (4.4 + 0.6 + 0.6) = 22.4 → 23.
	wantOutcome(t, s, []int{2}, []int{0, -23, 61, -38}, MsgEndRonKaeshiMulti)
}

func TestRonOnAnswerEightOption(t *testing.T) {
	tb := table{hands: []string{"KD KS", "8H KC", "5C 3D"}, top: "2S", turn: 1, phase: PhaseAttacked, attack: AttackTwo, total: 2}
	s := build(t, tb)
	enginetest.Do(t, s, 1, "play 8H H")
	if s.Public.Phase != PhaseRon || !slices.Equal(s.Actors(), []int{2, 0}) {
		t.Fatalf("ron_on_answer8=on: phase %d actors %v", s.Public.Phase, s.Actors())
	}
	passAll(t, s)
	wantPhase(t, s, 2, PhaseTurn) // then the 8 cancels the attack

	tb.opts = engine.Options{OptRonOnAnswer8: "off"}
	s = build(t, tb)
	enginetest.Do(t, s, 1, "play 8H H")
	wantPhase(t, s, 2, PhaseTurn)

	// A plain 8 can be ロン'd either way.
	tb.phase, tb.attack, tb.total, tb.top = PhaseTurn, NoAttack, 0, "4S"
	s = build(t, tb)
	enginetest.Do(t, s, 1, "play 8H H")
	if s.Public.Phase != PhaseRon {
		t.Fatal("ron_on_answer8=off kept a plain 8 from being ロン'd")
	}
}

func TestDeckExhaustedEndsWithoutWinner(t *testing.T) {
	s := build(t, table{hands: []string{"KD KS", "QD QH"}, top: "4S", draw: "3D", restToDiscard: true})
	ev := enginetest.Do(t, s, 0, "draw")
	wantOutcome(t, s, nil, []int{0, 0}, MsgEndExhausted)
	if v := s.View(1).(*View); !reflect.DeepEqual(v.Revealed, [][]deck.Card{deck.Cards("KD KS 3D"), deck.Cards("QD QH")}) {
		t.Fatalf("revealed %v", v.Revealed)
	}
	if got := msgKeys(ev); !slices.Equal(got, []string{MsgDraw, MsgEndExhausted}) {
		t.Fatalf("messages %v", got)
	}

	// An attack drawn from a pile too short ends the game after what there is.
	s = build(t, table{hands: []string{"KD KS", "QD QH"}, top: "2S", draw: "3D 4D", restToDiscard: true,
		turn: 1, phase: PhaseAttacked, attack: AttackTwo, total: 4})
	ev = enginetest.Do(t, s, 1, "draw")
	wantOutcome(t, s, nil, []int{0, 0}, MsgEndExhausted)
	if hand(s, 1) != "QD QH 3D 4D" {
		t.Fatalf("hand %q", hand(s, 1))
	}
	if e := findMsg(t, ev, MsgDraw); !reflect.DeepEqual(e.Msg.Args, []any{engine.SeatRef(1), 2}) {
		t.Fatalf("draw args %v", e.Msg.Args)
	}
}

func TestReshuffleOption(t *testing.T) {
	opts := engine.Options{OptDeckOut: DeckOutReshuffle}
	s := build(t, table{hands: []string{"KD KS", "QD QH"}, top: "4S", draw: "3D", restToDiscard: true, opts: opts})
	below := len(s.Public.Discards) - 1
	enginetest.Do(t, s, 0, "draw")
	if s.Outcome() != nil || len(s.Hidden.Draw) != 0 {
		t.Fatal("with reshuffle the game must go on with an empty draw pile")
	}
	ev := enginetest.Do(t, s, 1, "draw")
	if p := s.Public; len(p.Discards) != 1 || s.top() != deck.MustParse("4S") || len(s.Hidden.Draw) != below-1 || len(s.hand(1)) != 3 {
		t.Fatalf("after the reshuffle: discard %d draw %d hand %d", len(p.Discards), len(s.Hidden.Draw), len(s.hand(1)))
	}
	e := findMsg(t, ev, MsgReshuffle)
	if e.Kind != engine.EvShuffle || e.N != below || e.To != drawZone {
		t.Fatalf("shuffle event %+v", e)
	}
	wantPhase(t, s, 0, PhaseTurn)

	// With nothing under the top card either, a draw ends the game.
	s = build(t, table{hands: []string{"KD KS", "QD QH"}, top: "2S", draw: "3D", restToDiscard: true,
		turn: 1, phase: PhaseAttacked, attack: AttackTwo, total: 4, opts: opts})
	d := s.Public.Discards
	setHand(s, 0, append(s.hand(0), d[:len(d)-3]...))
	s.Public.Discards = d[len(d)-3:]
	enginetest.Do(t, s, 1, "draw") // 3D, then the two cards under the 2♠, then nothing
	wantOutcome(t, s, nil, []int{0, 0}, MsgEndExhausted)
	if len(s.hand(1)) != 5 {
		t.Fatalf("seat 1 drew %d of 4", len(s.hand(1))-2)
	}
}

func TestMoveCapEndsGame(t *testing.T) {
	s := build(t, table{hands: []string{"KD KS", "QD QH"}, top: "4S", opts: engine.Options{OptDeckOut: DeckOutReshuffle}})
	s.Public.Moves = moveCap - 1
	ev := enginetest.Do(t, s, 0, "draw")
	wantOutcome(t, s, nil, []int{0, 0}, MsgEndLimit)
	if e := findMsg(t, ev, MsgEndLimit); !reflect.DeepEqual(e.Msg.Args, []any{moveCap}) {
		t.Fatalf("limit args %v", e.Msg.Args)
	}
}

func TestIllegalActionLeavesStateUntouched(t *testing.T) {
	s := build(t, table{hands: []string{"4H 5H KC", "KD KH", "3C 3D"}, top: "4S"})
	for _, c := range []struct {
		seat int
		a    Action
		want error
	}{
		{1, Action{Kind: Draw}, engine.ErrNotYourTurn},
		{-1, Action{Kind: Draw}, engine.ErrNotYourTurn},
		{7, Action{Kind: Draw}, engine.ErrNotYourTurn},
		{0, Action{Kind: Play, Card: deck.MustParse("KC")}, engine.ErrIllegal},
		{0, Action{Kind: Play, Card: deck.MustParse("2C")}, engine.ErrIllegal},
		{0, Action{Kind: Play, Card: deck.MustParse("4H"), Suit: deck.Clubs}, engine.ErrIllegal},
		{0, Action{Kind: Play, Card: 60}, engine.ErrIllegal},
		{0, Action{Kind: Ron}, engine.ErrIllegal},
		{0, Action{Kind: Pass}, engine.ErrIllegal},
		{0, Action{Kind: Kind(9)}, engine.ErrIllegal},
	} {
		if err := refusal(s, c.seat, c.a, c.want); err != nil {
			t.Error(err)
		}
	}
	if _, err := s.Apply(0, otherAction{}); err == nil {
		t.Error("a foreign action was accepted")
	}
	if err := enginetest.RefusalLeavesStateUntouched(s, 0, Action{Kind: Play, Card: deck.MustParse("KC")}); err != nil {
		t.Error(err)
	}

	over := build(t, table{hands: []string{"4H", "KD KH"}, top: "4S"})
	enginetest.Do(t, over, 0, "play 4H")
	for seat := range 2 {
		if err := refusal(over, seat, Action{Kind: Draw}, engine.ErrGameOver); err != nil {
			t.Error(err)
		}
	}
}

type otherAction struct{}

func (otherAction) String() string { return "other" }

func TestAnswersInRonWindowOnly(t *testing.T) {
	s := build(t, table{hands: []string{"QH JC 4C", "9C 3D", "KD KS"}, top: "4H"})
	enginetest.Do(t, s, 0, "play QH")
	for _, c := range []struct {
		seat int
		a    Action
		want error
	}{
		{1, Action{Kind: Draw}, engine.ErrIllegal},
		{1, Action{Kind: Play, Card: deck.MustParse("9C")}, engine.ErrIllegal},
		{0, Action{Kind: Draw}, engine.ErrNotYourTurn},
		{0, Action{Kind: Pass}, engine.ErrNotYourTurn},
		{2, Action{Kind: Ron}, engine.ErrIllegal}, // seat 2's K K does not sum to 12
	} {
		if err := refusal(s, c.seat, c.a, c.want); err != nil {
			t.Error(err)
		}
	}
}
