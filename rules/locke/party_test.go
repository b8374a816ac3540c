package locke

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// partyOn is turnFive with seats 0, 3 and 4 on one planet cell, at the start of seat 0's
// main phase.
func partyOn(t testing.TB, cast []string, dice ...int) *State {
	t.Helper()
	s := turnTable(t, PartPlanet, cast)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 1), PlanetPlace(0, 1)
	turnOf(t, s, 0, dice...)
	do(t, s, 0, "end")
	return s
}

// partyOf forms the party of leader lead with partners, as the rules would.
func partyOf(s *State, lead int, partners ...int) {
	b := &s.Public.Board
	b.Leader[lead] = lead
	for _, m := range partners {
		b.Leader[m] = lead
	}
}

// 6.1 パーティー: the main action proposes a party to characters on the cell, named one at a
// time; every invitee answers in a window (any order, answers secret until all are in); when
// all agree the proposer leads them as its partners.
func TestPartyProposedAndFormed(t *testing.T) {
	s := partyOn(t, turnFive)
	b := &s.Public.Board
	do(t, s, 0, "party")
	turnAsk(t, s, AskInvite, 0)
	turnLegal(t, s, 0, "invite 3", "invite 4", "back")
	do(t, s, 0, "invite 3")
	turnLegal(t, s, 0, "invite 4", "propose", "back")
	do(t, s, 0, "invite 4")
	turnLegal(t, s, 0, "propose", "back")
	do(t, s, 0, "propose")
	w := s.Window()
	if w == nil || w.Kind != "agree" || w.Policy != engine.AnyOrder || w.Timeout != "decline" || w.Cause != 0 || w.Seconds <= 0 {
		t.Fatalf("the agreement window: %+v", w)
	}
	if got := s.Actors(); !slices.Equal(got, []int{3, 4}) {
		t.Fatalf("asked %v, want the invitees 3 and 4", got)
	}
	evs := do(t, s, 4, "agree")
	for seat := range 5 {
		if seat != 4 && s.View(seat).(*View).Private.Willing != 0 {
			t.Fatalf("seat %d sees an answer", seat)
		}
		for _, e := range engine.Redact(evs, seat) {
			if e.Msg.Key == MsgPartyResult {
				t.Fatal("the result is told before every invitee answered")
			}
		}
	}
	do(t, s, 3, "agree")
	if !slices.Equal(b.Leader, []int{0, -1, -1, 0, 0}) {
		t.Fatalf("leaders %v, want seat 0 leading 3 and 4", b.Leader)
	}
	if !s.leads(0) || !s.partner(3) || !s.partner(4) || b.Main != MainOther {
		t.Fatal("the party's roles are wrong")
	}
	turnAsk(t, s, AskSupport, 0) // the main action is over: support phase 2
}

// 6.1: a single refusal and no party forms; going back from the invitations gives the main
// phase again.
func TestPartyNeedsEveryInvitee(t *testing.T) {
	s := partyOn(t, turnFive)
	do(t, s, 0, "party")
	do(t, s, 0, "invite 3")
	do(t, s, 0, "invite 4")
	do(t, s, 0, "propose")
	do(t, s, 3, "agree")
	do(t, s, 4, "decline")
	if slices.ContainsFunc(s.Public.Board.Leader, func(l int) bool { return l >= 0 }) {
		t.Fatalf("a party formed despite a refusal: %v", s.Public.Board.Leader)
	}
	s = partyOn(t, turnFive)
	do(t, s, 0, "party")
	do(t, s, 0, "invite 3")
	do(t, s, 0, "back")
	turnAsk(t, s, AskMain, 0)
	if len(s.Public.Board.Invited) != 0 || !isLegal(s, 0, "party") {
		t.Fatal("going back did not clear the invitations")
	}
}

// 3.2, 6.1: twins never share a party: the proposer cannot invite its twin, nor invite the
// twin of someone it invited.
func TestTwinsCannotParty(t *testing.T) {
	s := turnTable(t, PartPlanet, []string{"raiza/raiza", "riot/riot", "nagato/nagato", "leon/lag", "lag/lag"})
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 1), PlanetPlace(0, 1)
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	do(t, s, 0, "party")
	do(t, s, 0, "invite 3")
	turnLegal(t, s, 0, "propose", "back")
	// Seat 3 itself cannot invite its twin.
	s = turnTable(t, PartPlanet, []string{"raiza/raiza", "riot/riot", "nagato/nagato", "leon/lag", "lag/lag"})
	s.Public.Board.Pos[3], s.Public.Board.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 2)
	turnOf(t, s, 3)
	do(t, s, 3, "end")
	do(t, s, 3, cmd("move", PlanetPlace(0, 2))) // onto its twin: the combat is a must later
	s.Public.Board.Pos[4] = PlanetPlace(0, 2)
	if len(s.invitable(3)) != 0 {
		t.Fatalf("seat 3 may invite %v, its twin", s.invitable(3))
	}
}

// 6.1: the leader's move takes its partners along, by a move or a spaceport trip.
func TestPartyMovesTogether(t *testing.T) {
	s := partyOn(t, turnFive)
	partyOf(s, 0, 3)
	b := &s.Public.Board
	do(t, s, 0, cmd("move", PlanetPlace(0, 0)))
	if b.Pos[3] != PlanetPlace(0, 0) || b.Pos[4] != PlanetPlace(0, 1) {
		t.Fatalf("after the leader's move: partner at %d, non-member at %d", b.Pos[3], b.Pos[4])
	}
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	do(t, s, 0, cmd("port", PlanetPlace(2, 0)))
	if b.Pos[3] != PlanetPlace(2, 0) {
		t.Fatalf("the partner did not come along the spaceport trip: at %d", b.Pos[3])
	}
}

// 6.1: a party's teleport: the leader, then each partner in turn, declares an ESP level; the
// lowest is the party's, and they land together.
func TestPartyTeleportsAtTheLowestLevel(t *testing.T) {
	s := partyOn(t, turnFive, 3)
	partyOf(s, 0, 3, 4)
	b := &s.Public.Board
	do(t, s, 0, "tele")
	do(t, s, 0, "lv 6")
	expectDecl(t, s, 3, ForPartyTeleport)
	do(t, s, 3, "lv 2")
	expectDecl(t, s, 4, ForPartyTeleport)
	do(t, s, 4, "lv 5")
	// 3 > 2: the party's teleport fails.
	if b.Pos[0] != PlanetPlace(0, 1) || b.Pos[3] != PlanetPlace(0, 1) {
		t.Fatal("the party moved on a roll above its lowest level")
	}
	turnAsk(t, s, AskSupport, 0)
	turnOf(t, s, 0, 3)
	do(t, s, 0, "end")
	do(t, s, 0, "tele")
	do(t, s, 0, "lv 6")
	do(t, s, 3, "lv 3")
	do(t, s, 4, "lv 4")
	do(t, s, 0, cmd("to", PlanetPlace(0, 4)))
	for _, m := range []int{0, 3, 4} {
		if b.Pos[m] != PlanetPlace(0, 4) {
			t.Fatalf("member %d at %d after the party's teleport", m, b.Pos[m])
		}
	}
}

// 6.1, AMB-21 a: a partner's silhouette shows its leader's alignment; its role (searcher or
// base player) does not change.
func TestPartnerShowsTheLeadersAlignment(t *testing.T) {
	s := turnTable(t, PartBase, turnFive)
	partyOf(s, 1, 3)
	v := s.View(0).(*View)
	if v.ShownSide(3) != book.Evil || v.ShownSide(1) != book.Evil || v.ShownSide(4) != book.Good {
		t.Fatalf("shown sides: partner %v, leader %v, other %v", v.ShownSide(3), v.ShownSide(1), v.ShownSide(4))
	}
	if s.Public.Board.Role[3] != Searcher {
		t.Fatal("the partner's role changed with its shown alignment")
	}
	s.dissolve(1)
	if s.View(0).(*View).ShownSide(3) != book.Special {
		t.Fatal("the silhouette did not show its own alignment again after the party")
	}
}

// 6.1, 4.4: the 実はそこにいた chart's effect on the leader is its partners' too; a partner does
// not roll it itself. In the fight, members cannot aim at each other.
func TestPartnersShareTheLeadersChart(t *testing.T) {
	s := turnTable(t, PartBase, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[1] = BasePlace(0, 0), BasePlace(0, 0)
	b.Pos[2] = BasePlace(5, 5)
	b.Pos[3], b.Pos[4] = BasePlace(3, 3), BasePlace(3, 3)
	partyOf(s, 3, 4)
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	do(t, s, 0, "pass")
	do(t, s, 0, "end")
	do(t, s, 0, "battle")
	if got := s.Actors(); !slices.Equal(got, []int{2, 3}) {
		t.Fatalf("the participation window asks %v, want 2 and 3 (not the partner)", got)
	}
	s.Hidden.Rigged = []int{1, 1} // 2: joins now
	do(t, s, 3, "there")
	do(t, s, 2, "stay") // the pieces come at the movement
	if s.Public.Chars[4].Fighter < 0 || b.Pos[4] != BasePlace(0, 0) || b.Pos[3] != BasePlace(0, 0) {
		t.Fatalf("the partner did not join with its leader: fighter %d at %d", s.Public.Chars[4].Fighter, b.Pos[4])
	}
	f3 := fighterOf(t, s, 3)
	for _, x := range s.targets(f3, true) {
		if s.Public.Fight.Fighters[x].Seat == 4 {
			t.Fatal("the leader may aim at its partner")
		}
	}
}

// 6.1: the party's 情報入手 count together: three between them end the planet phase.
func TestPartyPoolsItsInformation(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Info[0], b.Info[3] = 2, 1
	if s.planetOver() {
		t.Fatal("two and one apart end the planet phase")
	}
	partyOf(s, 0, 3)
	if s.partyInfo(3) != 3 || s.infoHolder() != 0 || !s.planetOver() {
		t.Fatalf("the party holds %d, holder %d", s.partyInfo(3), s.infoHolder())
	}
}

// 6.1: the leader dissolves its party as a support action of its normal turn; a partner cannot;
// the partners have their turns again.
func TestLeaderDissolvesTheParty(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	partyOf(s, 0, 3)
	turnOf(t, s, 0)
	do(t, s, 0, "dissolve")
	if b.Leader[0] != -1 || b.Leader[3] != -1 {
		t.Fatalf("leaders %v after the dissolution", b.Leader)
	}
	turnAsk(t, s, AskSupport, 0)
	turnOf(t, s, 3)
	turnAsk(t, s, AskSupport, 3)
	if isLegal(s, 3, "dissolve") {
		t.Fatal("a former partner may dissolve")
	}
}

// 6.1: a party breaks up when one of it leaves a fight (escapes), when an effect moves one
// alone (a ランダムテレポート room), or when one dies: they can no longer act as one.
func TestPartyBreaksUp(t *testing.T) {
	// An escape.
	s := turnTable(t, PartBase, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = BasePlace(2, 2), BasePlace(2, 2), BasePlace(2, 2)
	partyOf(s, 0, 3, 4)
	s.Public.Fight.Fighters = []Fighter{{Kind: PC, Seat: 4, Escaped: true, Out: true}}
	s.afterCombat([]int{0})
	if slices.ContainsFunc(b.Leader, func(l int) bool { return l >= 0 }) {
		t.Fatalf("a partner escaped and the party stands: %v", b.Leader)
	}
	// A random teleport room under the leader.
	s = turnTable(t, PartBase, turnFive)
	b = &s.Public.Board
	b.Pos[0], b.Pos[3] = BasePlace(2, 2), BasePlace(2, 3)
	partyOf(s, 0, 3)
	turnCard(s, BasePlace(2, 2), turnBaseCard(t, "teleport_random"))
	b.Pos[3] = BasePlace(2, 2)
	turnOf(t, s, 0, 6, 6) // on a face-down card: straight to the cell phase (4.6)
	turnAsk(t, s, AskSupport, 0)
	if b.Leader[0] != -1 || b.Leader[3] != -1 || b.Pos[3] != BasePlace(2, 2) {
		t.Fatalf("after the leader was thrown to %d: leaders %v, partner at %d", b.Pos[0], b.Leader, b.Pos[3])
	}
	// A death.
	s = turnTable(t, PartPlanet, turnFive)
	partyOf(s, 0, 3, 4)
	s.die(4)
	if slices.ContainsFunc(s.Public.Board.Leader, func(l int) bool { return l >= 0 }) {
		t.Fatalf("a partner died and the party stands: %v", s.Public.Board.Leader)
	}
}
