package locke

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
)

// victoryClaim has seat claim victory in its support phase 1 of the base phase, every piece
// on its own cell, and returns the events.
func victoryClaim(t testing.TB, cast []string, seat int, dead ...int) *State {
	t.Helper()
	s := turnTable(t, PartBase, cast)
	for i := range cast {
		s.Public.Board.Pos[i] = BasePlace(i, i)
	}
	for _, d := range dead {
		s.die(d)
	}
	turnOf(t, s, seat)
	do(t, s, seat, "claim")
	return s
}

// victoryWinners are the outcome's winners.
func victoryWinners(t testing.TB, s *State) []int {
	t.Helper()
	o := s.Outcome()
	if o == nil {
		t.Fatal("the game goes on")
	}
	return o.Winners
}

// 4.3 勝利宣言: the declarer's sheet goes face up; every other living character may object, in
// an any-order window whose members everyone knows (the dead are not asked); the answers stay
// secret until all are in; with no objection the game ends and the claimed side's enemies
// lose (4.2).
func TestVictoryClaimWithoutObjectionEndsTheGame(t *testing.T) {
	s := victoryClaim(t, turnFive, 0, 2)
	if s.Public.Chars[0].Sheet != "raiza" {
		t.Fatal("the declarer's sheet is still face down")
	}
	w := s.Window()
	if w == nil || w.Kind != "object" || w.Policy != engine.AnyOrder || w.Timeout != "accept" || w.Cause != 0 {
		t.Fatalf("the objection window: %+v", w)
	}
	if got := s.Actors(); !slices.Equal(got, []int{1, 3, 4}) {
		t.Fatalf("asked %v, want every other living character (1, 3, 4)", got)
	}
	for _, seat := range []int{1, 3, 4} {
		turnLegal(t, s, seat, "object", "accept")
	}
	evs := do(t, s, 3, "accept")
	for seat := range 5 {
		if seat != 3 && s.View(seat).(*View).Private.Willing != 0 {
			t.Fatalf("seat %d sees an answer", seat)
		}
		if turnSays(engine.Redact(evs, seat), MsgObjections) {
			t.Fatal("the answers are told before all are in")
		}
	}
	do(t, s, 1, "accept")
	do(t, s, 4, "accept")
	if s.Public.Board.EndReason != EndClaim {
		t.Fatalf("ended by %q, want a claim", s.Public.Board.EndReason)
	}
	// Good claimed: riot and nagato (Evil) lose; leon (Special) loses by its own condition
	// (raiza and the (L) alive); raiza and locke1 win.
	if got := victoryWinners(t, s); !slices.Equal(got, []int{0, 4}) {
		t.Fatalf("winners %v, want 0 and 4", got)
	}
}

// 4.3: one objection and the game goes on: the table learns how many objected (a secret ballot,
// DESIGN) and the declarer's support phase resumes; a second claim waits for its next turn.
func TestVictoryClaimObjected(t *testing.T) {
	s := victoryClaim(t, turnFive, 0)
	do(t, s, 1, "object")
	do(t, s, 2, "accept")
	do(t, s, 3, "accept")
	evs := do(t, s, 4, "accept")
	if s.Result != nil {
		t.Fatal("an objected claim ended the game")
	}
	m := msgs(evs, MsgObjections)
	if len(m) != 1 || m[0].Args[0] != 1 || s.Public.Board.Claim.Objections != 1 {
		t.Fatalf("objections told %v (board %d), want 1", m, s.Public.Board.Claim.Objections)
	}
	turnAsk(t, s, AskSupport, 0)
	if isLegal(s, 0, "claim") {
		t.Fatal("a second claim in the same turn")
	}
}

// 4.3, 4.2: the claimed side is the declarer's alignment now: an (E/G) character reformed to
// Good claims Good.
func TestVictoryClaimsTheAlignmentNow(t *testing.T) {
	s := turnTable(t, PartBase, []string{"amazona/amazona", "riot/riot", "nagato/nagato", "leon/leon", "locke1/locke"})
	s.Private[0].Align = 1
	turnOf(t, s, 0)
	do(t, s, 0, "claim")
	for _, seat := range []int{1, 2, 3, 4} {
		do(t, s, seat, "accept")
	}
	// Good claimed: the Evil sheets lose, amazona (Good now) and locke1 win.
	if got := victoryWinners(t, s); !slices.Equal(got, []int{0, 4}) {
		t.Fatalf("winners %v, want 0 and 4", got)
	}
}

// 4.3 単独勝利宣言: a Special only, when every other character is dead (a black hole kills,
// AMB-25 a), in its own normal turn's support phase (AMB-34 a); it ends the game at once, the
// declarer wins whatever its own defeat conditions say and everyone else loses.
func TestSoloVictory(t *testing.T) {
	cast := []string{"raiza/raiza", "riot/riot", "nagato/nagato", "jessica/jessica", "locke1/locke"}
	s := turnTable(t, PartBase, cast)
	b := &s.Public.Board
	b.Pos[3], b.Pos[4] = BasePlace(0, 0), BasePlace(1, 1)
	for _, d := range []int{0, 1, 2} {
		s.die(d)
	}
	turnOf(t, s, 3)
	if isLegal(s, 3, "solo") {
		t.Fatal("a sole victory while the (L) lives")
	}
	// The (L) falls into a black hole in its turn.
	turnCard(s, BasePlace(1, 1), turnBaseCard(t, "blackhole"))
	turnOf(t, s, 4)
	if s.Public.Chars[4].Alive {
		t.Fatal("the black hole did not kill")
	}
	turnOf(t, s, 3)
	turnAsk(t, s, AskSupport, 3)
	do(t, s, 3, "solo")
	if s.Public.Board.EndReason != EndSolo {
		t.Fatalf("ended by %q, want a sole victory", s.Public.Board.EndReason)
	}
	// ジェシカ loses if a ロック is dead: ignored for the sole victory.
	if got := victoryWinners(t, s); !slices.Equal(got, []int{3}) {
		t.Fatalf("winners %v, want the declarer alone", got)
	}
}

// 4.2 ゲームの終了: every 重要拠点 destroyed ends the game; the Evil characters lose.
func TestAllKeysDestroyedEndsTheGame(t *testing.T) {
	s := turnTable(t, PartBase, turnFive)
	s.Public.Board.Keys = 1
	s.Public.Board.Pos[0] = BasePlace(2, 2)
	s.destroyKey(0, BasePlace(2, 2))
	if s.Public.Board.EndReason != EndKeys {
		t.Fatalf("ended by %q, want the 重要拠点", s.Public.Board.EndReason)
	}
	// Evil loses; leon loses by its own condition (raiza alive).
	if got := victoryWinners(t, s); !slices.Equal(got, []int{0, 4}) {
		t.Fatalf("winners %v, want 0 and 4", got)
	}
}

// 4.2: when every character is dead the game ends and every player loses (class D).
func TestAllDeadEveryoneLoses(t *testing.T) {
	s := turnTable(t, PartBase, turnFive)
	s.Public.Board.Pos[0] = BasePlace(0, 0)
	for _, d := range []int{1, 2, 3, 4} {
		s.die(d)
	}
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	s.die(0) // dies in its own turn
	s.Public.Ask = Ask{}
	s.run()
	if s.Public.Board.EndReason != EndAllDead {
		t.Fatalf("ended by %q, want all dead", s.Public.Board.EndReason)
	}
	if got := victoryWinners(t, s); len(got) != 0 {
		t.Fatalf("winners %v, want none", got)
	}
	for seat := range 5 {
		if s.Public.Board.ClassOf(seat) != ClassD {
			t.Fatalf("seat %d class %q, want D", seat, s.Public.Board.ClassOf(seat))
		}
	}
}

// The turn limit (DESIGN, the rules have no bound): when a character's 2000th normal turn is
// over the game ends and every player loses, alive or dead (classes C and D). Each character
// counts its own turns: one at 1998 plays a turn, the table goes round, and the game ends as
// its next turn does.
func TestTurnLimitEndsTheGameEveryoneLoses(t *testing.T) {
	s := turnTable(t, PartBase, turnFive)
	b := &s.Public.Board
	for i := range turnFive {
		b.Pos[i] = BasePlace(i, i)
	}
	s.die(3)
	b.TurnsOf[1] = turnLimit - 2
	turnOf(t, s, 1)
	for turns := 0; s.Result == nil; turns++ {
		if turns > len(turnFive) {
			t.Fatalf("no end after a round of the table: turns %v", b.TurnsOf)
		}
		seat := b.Turn
		do(t, s, seat, "end")
		do(t, s, seat, "pass")
		do(t, s, seat, "end")
	}
	if b.EndReason != EndLimit || b.Turn != 1 || b.TurnsOf[1] != turnLimit {
		t.Fatalf("ended by %q after seat %d's turn, turns %v; want the turn limit after seat 1's %dth", b.EndReason, b.Turn, b.TurnsOf, turnLimit)
	}
	if got := victoryWinners(t, s); len(got) != 0 {
		t.Fatalf("winners %v, want none", got)
	}
	for seat, want := range []string{ClassC, ClassC, ClassC, ClassD, ClassC} {
		if got := b.ClassOf(seat); got != want {
			t.Errorf("seat %d class %q, want %s", seat, got, want)
		}
	}
}

// 4.2, AMB-24 a: a character that made an Evil 勝利宣言 (objected) and then lives 1000 of its own
// turns without moving ends the game: every Good character loses. The turn of the declaration
// does not count; its own move starts the count again, being moved by its leader does not, and
// a death does.
func TestThousandTurnsOfAnEvilDeclarer(t *testing.T) {
	s := victoryClaim(t, turnFive, 1)
	b := &s.Public.Board
	do(t, s, 0, "object")
	for _, seat := range []int{2, 3, 4} {
		do(t, s, seat, "accept")
	}
	do(t, s, 1, "end")
	do(t, s, 1, "pass")
	do(t, s, 1, "end")
	if w := b.Evil[1]; !w.Declared || w.Turns != 0 {
		t.Fatalf("after the declaring turn: %+v, want declared with no turn counted", w)
	}
	passTurn := func() {
		t.Helper()
		turnOf(t, s, 1)
		do(t, s, 1, "end")
		do(t, s, 1, "pass")
		do(t, s, 1, "end")
	}
	passTurn()
	if b.Evil[1].Turns != 1 {
		t.Fatalf("%d turns counted, want 1", b.Evil[1].Turns)
	}
	// Moved by its leader: no own move.
	b.Pos[2] = b.Pos[1]
	partyOf(s, 2, 1)
	turnOf(t, s, 2)
	do(t, s, 2, "end")
	do(t, s, 2, cmd("move", BasePlace(2, 1)))
	if b.Evil[1].Turns != 1 {
		t.Fatalf("being moved restarted the count: %d", b.Evil[1].Turns)
	}
	s.dissolve(2)
	// Its own move: the count starts again and that turn does not count.
	turnOf(t, s, 1)
	do(t, s, 1, "end")
	do(t, s, 1, cmd("move", BasePlace(2, 2)))
	do(t, s, 1, "end")
	if b.Evil[1].Turns != 0 {
		t.Fatalf("%d turns counted after its own move, want 0", b.Evil[1].Turns)
	}
	b.Evil[1].Turns = thousand - 2
	passTurn()
	if s.Result != nil {
		t.Fatal("ended at 999")
	}
	passTurn()
	if b.EndReason != EndThousand {
		t.Fatalf("ended by %q, want the 1000 turns", b.EndReason)
	}
	// Good (raiza, locke1) loses; Evil wins; leon loses (riot alive).
	if got := victoryWinners(t, s); !slices.Equal(got, []int{1, 2}) {
		t.Fatalf("winners %v, want the Evil 1 and 2", got)
	}
	// A death restarts the count.
	s = victoryClaim(t, turnFive, 1)
	s.Public.Board.Evil[1] = EvilWatch{Declared: true, Turns: 500}
	s.Result = nil
	s.Public.Ask = Ask{}
	s.die(1)
	s.turnEnds(0)
	if w := s.Public.Board.Evil[1]; w.Turns != 0 {
		t.Fatalf("a dead declarer keeps %d turns", w.Turns)
	}
}

// 4.2: the defeat conditions by alignment, per end: Good loses to another side's accepted claim
// and to the 1000 turns; Evil to another side's claim and to the 重要拠点; Special only by its
// own conditions and by being dead.
func TestDefeatByAlignment(t *testing.T) {
	cast := []string{"raiza/raiza", "octavius/octavius", "nagato/nagato", "elmi/elmi", "locke1/locke"}
	cases := []struct {
		reason string
		claim  int // the side claimed (book.Side), for EndClaim
		lost   []bool
	}{
		{EndClaim, 1, []bool{false, true, true, false, false}},
		{EndClaim, 2, []bool{true, false, false, false, true}},
		{EndKeys, 0, []bool{false, true, true, false, false}},
		{EndThousand, 0, []bool{true, false, false, false, true}},
		{EndLimit, 0, []bool{true, true, true, true, true}},
	}
	for _, c := range cases {
		s := turnTable(t, PartBase, cast)
		s.Public.Board.Claim = Victory{Seat: 0, Side: c.claim}
		for seat, want := range c.lost {
			if got := s.defeated(seat, c.reason); got != want {
				t.Errorf("%s (side %d): seat %d defeated %v, want %v", c.reason, c.claim, seat, got, want)
			}
		}
	}
	// A dead Special loses whatever the end.
	s := turnTable(t, PartBase, cast)
	s.die(3)
	if !s.defeated(3, EndKeys) {
		t.Error("a dead Special wins")
	}
}

// 3.1, 4.2: a unique condition naming a character not in the game is ignored; "locke" means
// whichever ロック sheet; an (L) loses while another (L) lives.
func TestUniqueConditionsAndTheL(t *testing.T) {
	// ニア loses if グルンベルグ lives: not in this game, ignored. ジェシカ loses if a ロック is dead.
	s := turnTable(t, PartBase, []string{"nia/nia", "riot/riot", "nagato/nagato", "jessica/jessica", "locke2/locke"})
	if s.defeated(0, EndKeys) || s.defeated(3, EndKeys) {
		t.Fatal("a condition on an absent character, or on a living ロック, defeated")
	}
	s.die(4)
	if !s.defeated(3, EndKeys) {
		t.Fatal("ジェシカ wins with ロック2 dead")
	}
	// Two (L) sheets (a 変身 can bring one): each loses while the other lives.
	s = turnTable(t, PartBase, []string{"locke1/locke", "riot/riot", "nagato/nagato", "locke3/locke", "raiza/raiza"})
	if !s.defeated(0, EndKeys) || !s.defeated(3, EndKeys) {
		t.Fatal("an (L) wins while another lives")
	}
	s.die(3)
	if s.defeated(0, EndKeys) || !s.defeated(3, EndKeys) {
		t.Fatal("with one (L) dead: the living one should win, the dead one lose")
	}
}

// 4.2: the classes — A alive and not defeated, B dead and not defeated, C alive and defeated,
// D dead and defeated.
func TestResultClasses(t *testing.T) {
	s := turnTable(t, PartBase, []string{"raiza/raiza", "riot/riot", "nagato/nagato", "leon/leon", "locke1/locke"})
	s.die(4)
	s.die(2)
	s.gameOver(EndKeys)
	// raiza A; riot C (Evil, keys); nagato D; leon: raiza alive → defeated, alive → C; locke1 B.
	want := []string{ClassA, ClassC, ClassD, ClassC, ClassB}
	for seat, w := range want {
		if got := s.Public.Board.ClassOf(seat); got != w {
			t.Errorf("seat %d class %q, want %q", seat, got, w)
		}
	}
	for seat := range 5 {
		if s.Public.Chars[seat].Sheet == "" {
			t.Errorf("seat %d's sheet is still face down at the end", seat)
		}
	}
}
