package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Parties (6.1): a character proposes one to characters on its cell as its main action; when
// every invitee agrees it leads them. Partners skip their turns and move with the leader;
// their silhouettes show the leader's alignment (View.ShownSide: a display only, their roles
// stay, AMB-21 a, and twins stay twins by the cards they wear); members cannot aim at each
// other in a fight; their 情報入手 count together. The leader dissolves it as a support action;
// it breaks up when one of it leaves a fight, is parted by an effect, or dies.

// partner reports whether seat is a partner (パートナー状態, 4.4).
func (s *State) partner(seat int) bool {
	l := s.Public.Board.Leader
	return len(l) > seat && l[seat] >= 0 && l[seat] != seat
}

// leads reports whether seat leads a party.
func (s *State) leads(seat int) bool {
	l := s.Public.Board.Leader
	return len(l) > seat && l[seat] == seat
}

// party is seat's party, its leader first: seat alone when it leads none.
func (s *State) party(seat int) []int {
	if !s.leads(seat) {
		return []int{seat}
	}
	out := []int{seat}
	for m, l := range s.Public.Board.Leader {
		if l == seat && m != seat {
			out = append(out, m)
		}
	}
	return out
}

// sameParty reports whether two seats are in one party.
func (s *State) sameParty(a, b int) bool {
	l := s.Public.Board.Leader
	return len(l) > max(a, b) && l[a] >= 0 && l[a] == l[b]
}

// partyInfo is the 情報入手 a seat's party holds together (6.1), or its own.
func (s *State) partyInfo(seat int) int {
	b := &s.Public.Board
	lead := seat
	if l := b.Leader[seat]; l >= 0 {
		lead = l
	}
	n := 0
	for _, m := range s.party(lead) {
		n += b.Info[m]
	}
	return n
}

// invitable are the characters seat may invite now: on its cell, in no party, not invited yet,
// and wearing neither its silhouette nor an invitee's, since twins never share a party (3.2).
// One who leads a party already proposes no other.
func (s *State) invitable(seat int) []int {
	p := &s.Public
	if p.Board.Leader[seat] >= 0 {
		return nil
	}
	twin := func(t int) bool {
		return p.Chars[t].Silhouette == p.Chars[seat].Silhouette ||
			slices.ContainsFunc(p.Board.Invited, func(i int) bool { return p.Chars[i].Silhouette == p.Chars[t].Silhouette })
	}
	var out []int
	for _, t := range s.opponents(seat) {
		if p.Board.Leader[t] < 0 && !slices.Contains(p.Board.Invited, t) && !twin(t) {
			out = append(out, t)
		}
	}
	return out
}

// startInvite begins a proposal: the proposer names invitees one at a time.
func (s *State) startInvite(seat int) {
	s.Public.Board.Invited = nil
	s.ask(Ask{Kind: AskInvite, Seat: seat, Fighter: -1})
}

func (s *State) partyLegal(seat int, add func(Action)) {
	p := &s.Public
	switch p.Ask.Kind {
	case AskInvite:
		for _, t := range s.invitable(seat) {
			add(Action{Verb: VerbInvite, A: t})
		}
		if len(p.Board.Invited) > 0 {
			add(Action{Verb: VerbPropose})
		}
		add(Action{Verb: VerbBack})
	case AskAgree:
		add(Action{Verb: VerbAgree})
		add(Action{Verb: VerbDecline})
	}
}

func (s *State) partyAnswer(seat int, a Action) {
	p := &s.Public
	b := &p.Board
	switch a.Verb {
	case VerbInvite:
		b.Invited = append(b.Invited, a.A)
		s.ask(Ask{Kind: AskInvite, Seat: seat, Fighter: -1})
	case VerbBack:
		b.Invited = nil
		b.Main = MainNone
		s.ask(Ask{Kind: AskMain, Seat: seat, Fighter: -1})
	case VerbPropose:
		s.log(MsgPropose, engine.SeatRef(seat), len(b.Invited))
		for _, t := range b.Invited {
			s.Private[t].Willing = 0
		}
		s.ask(Ask{Kind: AskAgree, Seats: slices.Clone(b.Invited), Seat: -1, Fighter: -1})
	case VerbAgree, VerbDecline:
		if s.secretAnswer(seat, a.Verb == VerbAgree) {
			s.partyFormed()
		}
	}
}

// partyFormed closes the answers: the party forms when every invitee agreed. The table learns
// that, not who declined (each answer stays its seat's, as the 勝利宣言's objections). Only
// the invitees hold an answer, so every seat's is counted.
func (s *State) partyFormed() {
	b := &s.Public.Board
	lead := b.Turn
	all := true
	for t := range s.Private {
		all = all && s.Private[t].Willing != 2
		s.Private[t].Willing = 0
	}
	if all {
		b.Leader[lead] = lead
		for _, t := range b.Invited {
			b.Leader[t] = lead
		}
	}
	s.log(MsgPartyResult, engine.SeatRef(lead), boolInt(all))
	b.Invited = nil
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

// dissolve ends seat's party (a support action of its leader).
func (s *State) dissolve(lead int) {
	b := &s.Public.Board
	for m, l := range b.Leader {
		if l == lead {
			b.Leader[m] = -1
		}
	}
	s.log(MsgDissolve, engine.SeatRef(lead))
}

// leaveParty is a member parting from its party: leaving a fight, moved alone by an effect,
// or dead. The party can no longer act as one, all together, and is dissolved (6.1).
func (s *State) leaveParty(seat int) {
	if l := s.Public.Board.Leader; seat < len(l) && l[seat] >= 0 {
		s.dissolve(l[seat])
	}
}

// teleportNext asks the leader's partners, one after another, for the ESP level they declare
// for the party's teleport; the lowest declared is the party's (6.1). With every level in, the
// die is rolled.
func (s *State) teleportNext(lead int) {
	b := &s.Public.Board
	lv := b.TeleLv[lead]
	for _, m := range s.party(lead)[1:] {
		if b.TeleLv[m] < 0 {
			s.ask(Ask{Kind: AskDeclare, Seat: m, Fighter: -1, Stat: book.Lv, For: ForPartyTeleport})
			return
		}
		lv = min(lv, b.TeleLv[m])
	}
	b.TeleLv = nil
	s.teleport(lead, lv)
}

// partyOrSelf is seat's party in the whole game (seat alone in the combat game).
func (s *State) partyOrSelf(seat int) []int {
	if !s.whole() {
		return []int{seat}
	}
	return s.party(seat)
}
