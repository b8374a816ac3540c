package freeeight

import (
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// RecentTurns is how many of the last plays and draws the public record keeps: about one
// round of a four-seat table (the latest move of each other seat), what a search needs to weigh its deals by what the other
// seats chose, in a fixed array so that recording allocates nothing in a playout.
const RecentTurns = 4

// Turn is one play or draw as everyone saw it: who chose what, facing what.
type Turn struct {
	// Move is Public.Moves once the move was made (0: an empty slot).
	Move int
	Seat int
	// Act is the move: a play (its card and named suit) or a draw.
	Act Action
	// Phase, Top, Named, HasNamed, Attack and AttackTotal are the turn the seat faced.
	Phase       Phase
	Top         deck.Card
	Named       deck.Suit
	HasNamed    bool
	Attack      Attack
	AttackTotal int
	// Hand is the seat's hand size before the move.
	Hand int
}

// record notes seat's play or draw a in the public record, before it changes anything.
func (s *State) record(seat int, a Action) {
	p := &s.Public
	p.Recent[(p.Moves+1)%RecentTurns] = Turn{Move: p.Moves + 1, Seat: seat, Act: a, Phase: p.Phase,
		Top: p.Top, Named: p.Named, HasNamed: p.HasNamed, Attack: p.Attack, AttackTotal: p.AttackTotal,
		Hand: p.HandCounts[seat]}
}

// Recall calls f, oldest first, with each recorded play or draw of a seat other than viewer
// that had a choice, as this state's hands say it was: the seat's View then (its hand then
// is its hand now with the cards it has played since put back and, for the cards it has
// drawn since, which nobody saw, as many others taken out at random from rng, never the card
// the move played), its legal moves then, and the move it made; and after each play, each
// seat that passed on its ロン window holding, as far as this state says, a hand that could
// have declared (recallPasses). The View and the moves are f's to read until it returns. A
// search reads it on its determinized deals to weigh how well each explains what the others
// did.
func (s *State) Recall(viewer int, rng *engine.RNG, f func(seat int, v engine.View, legal []engine.Action, made engine.Action)) {
	p := &s.Public
	turns := make([]Turn, 0, RecentTurns)
	for _, t := range p.Recent {
		if t.Move > 0 && t.Move > p.Moves-RecentTurns {
			turns = append(turns, t)
		}
	}
	slices.SortFunc(turns, func(a, b Turn) int { return a.Move - b.Move })
	then := &State{Secrets: engine.NewSecrets[Public, Private, Hidden](p.Seats)}
	for i, t := range turns {
		if t.Seat == viewer || t.Seat < 0 || t.Seat >= p.Seats {
			continue
		}
		// The card the move played was in the hand then; the cards played since may have
		// been, and the hand now was, less the cards drawn since.
		var hand []deck.Card
		for _, u := range turns[i:] {
			if u.Seat == t.Seat && u.Act.Kind == Play {
				hand = append(hand, u.Act.Card)
			}
		}
		hand = append(hand, s.hand(t.Seat)...)
		if len(hand) < t.Hand {
			continue // the record does not reach back far enough to tell
		}
		keep := 0
		if t.Act.Kind == Play {
			keep = 1
		}
		for len(hand) > t.Hand && len(hand) > keep {
			k := keep + rng.IntN(len(hand)-keep)
			hand[k] = hand[len(hand)-1]
			hand = hand[:len(hand)-1]
		}
		then.Public = *p // read only: Legal and SharedView write nothing
		q := &then.Public
		q.Turn, q.Phase, q.Top, q.Named, q.HasNamed = t.Seat, t.Phase, t.Top, t.Named, t.HasNamed
		q.Attack, q.AttackTotal = t.Attack, t.AttackTotal
		q.HandCounts = slices.Clone(p.HandCounts)
		q.HandCounts[t.Seat] = len(hand)
		then.Private[t.Seat] = Private{Hand: hand}
		legal := then.Legal(t.Seat)
		if len(legal) > 1 {
			f(t.Seat, then.SharedView(t.Seat), legal, t.Act)
		}
		then.Private[t.Seat] = Private{}
		if t.Act.Kind == Play {
			s.recallPasses(viewer, turns[i:], then, f)
		}
	}
}

// recallPasses calls f with the ロン window the play turns[0] opened, for each seat that
// passed on it (every seat asked, the game having gone on) with the hand it holds now, having
// made no move since, where that hand sums to the card: a seat that could have declared and
// passed. A seat whose hand does not sum to it had no choice, so it is not recalled.
func (s *State) recallPasses(viewer int, turns []Turn, then *State, f func(int, engine.View, []engine.Action, engine.Action)) {
	t, p := turns[0], &s.Public
	switch {
	case t.Phase == PhaseAttacked && t.Act.Card.Rank() == 8 && !p.Variant.RonOnAnswer8:
		return // no window opened
	case (p.Phase == PhaseRon || p.Phase == PhaseOver) && t.Move == p.Moves:
		return // the window is still open (who has answered is not public), or ended the game
	}
	n := int(rankOf[t.Act.Card])
	for seat := range p.Seats {
		if seat == viewer || seat == t.Seat || !sumsTo(s.hand(seat), n) ||
			slices.ContainsFunc(turns[1:], func(u Turn) bool { return u.Seat == seat }) {
			continue
		}
		then.Public = *p
		q := &then.Public
		q.Turn, q.Phase, q.RonCard, q.Discarder = t.Seat, PhaseRon, t.Act.Card, t.Seat
		then.Private[seat] = Private{Hand: s.hand(seat), RonAsked: true}
		f(seat, then.SharedView(seat), then.Legal(seat), Action{Kind: Pass})
		then.Private[seat] = Private{}
	}
}
