package boss

import (
	"slices"
	"sync"

	"zashiki/rules/engine"
)

// RecentTurns is how many of the last choices that touch a hand the public record keeps:
// about a round of card plays and the hits answered, what a search needs to weigh its deals
// by what the other seats chose, in a fixed array so that recording allocates nothing in a
// playout.
const RecentTurns = 8

// Turn is one choice everyone saw that a hand decides or changes: a subordinate's or the
// boss's card (or the 辞表, or the end of the boss's turn), a bonus attack taken or declined,
// a hit answered (a 防御 thrown, 現場の責任, or taken), a card discarded for 有給休暇 or on
// ノー残業デー. With it the table as the choice reads it.
type Turn struct {
	// Move is Table.Moves once the choice was made (0: an empty slot).
	Move int
	Seat int
	Act  Action
	// Card is the card the choice took from the hand, -1 for none.
	Card int
	// Hand is the seat's hand size before the choice.
	Hand int
	// The table the seat faced: the prompt, and what Legal and a player read of the rest.
	Phase     Phase
	Damage    DamagePrompt
	BossUses  int
	Flags     RoundFlags
	Life      [maxSeats]int8
	Field     [maxSeats]int8
	Dict      int8
	Cancelled bool
	Chief     int8
	ChiefSide Side
	Round     int8
	Resigned  int8
}

// recorded marks the prompts whose answers the record keeps: every one a hand decides (the
// cards a seat may use, the 防御 it may throw, what it may discard).
var recorded = [PhaseRun + 1]bool{PhaseSubTurn: true, PhaseBossTurn: true, PhaseBonus: true,
	PhaseDamage: true, PhaseDiscard: true, PhaseNoOvertime: true}

// record notes seat's answer a in the public record, before it changes anything. On ノー残業デー
// only a discard is noted: the end changes no hand.
func (s *State) record(seat int, a Action) {
	t := &s.Public
	if !recorded[t.Phase] || t.Phase == PhaseNoOvertime && a.Act != ActDiscard {
		return
	}
	if len(t.Recent) != RecentTurns {
		t.Recent = make([]Turn, RecentTurns)
	}
	t.Moves++
	r := &t.Recent[t.Moves%RecentTurns]
	*r = Turn{Move: t.Moves, Seat: seat, Act: a, Card: -1, Hand: len(s.hand(seat)), Phase: t.Phase,
		Damage: t.Damage, BossUses: t.BossUses, Flags: t.Flags, Dict: int8(t.Dict), Cancelled: t.Cancelled,
		Chief: int8(t.Chief), ChiefSide: t.ChiefSide, Round: int8(t.Round), Resigned: int8(t.Resigned)}
	for i := range t.Seats {
		r.Life[i], r.Field[i] = int8(t.Life[i]), int8(t.Field[i])
	}
	if k, ok := takes(a); ok {
		h := s.hand(seat)
		if i := slices.IndexFunc(h, func(c int) bool { return KindOf(c) == k }); i >= 0 {
			r.Card = h[i] // the card take will take
		}
	}
}

// takes is the kind of card answer a takes from the hand, if it takes one.
func takes(a Action) (Kind, bool) {
	switch a.Act {
	case ActDiscard:
		return a.Kind, true
	case ActBlock:
		return Defence, true
	case ActAttack, ActGuard, ActHeal, ActChief:
		return actKinds[a.Act], true
	}
	return 0, false
}

// Recall calls f (search.Witness), oldest first, with each recorded choice of a seat other
// than viewer that had one, as this state's hands say it was: the seat's View then (its hand
// then is its hand now with the cards it has used since put back and, for the cards it has
// drawn since, which nobody saw, as many others taken out at random from rng, never the card
// the choice itself used), its legal moves then, and the move it made. A choice whose hand
// the record cannot rebuild (the seat has since lost cards the record does not show, as a
// resigned seat has) is left out. The View and the moves are f's to read until it returns. A
// search reads it on its determinized deals to weigh how well each explains what the others
// did.
func (s *State) Recall(viewer int, rng *engine.RNG, f func(seat int, v engine.View, legal []engine.Action, made engine.Action)) {
	t := &s.Public
	if t.Phase == PhaseOver || t.Revealed != nil {
		return
	}
	var buf [RecentTurns]Turn
	turns := buf[:0]
	for _, r := range t.Recent {
		if r.Move > 0 && r.Move > t.Moves-RecentTurns {
			turns = append(turns, r)
		}
	}
	slices.SortFunc(turns, func(a, b Turn) int { return a.Move - b.Move })
	room := recallRooms.Get().(*recallRoom)
	defer room.put()
	then := room.then
	if len(then.Private) != t.Seats {
		then.Secrets = engine.NewSecrets[Table, Private, Hidden](t.Seats)
	}
	then.v = s.v
	scratch := grow(room.scratch, 2*t.Seats)
	life, field := scratch[:t.Seats:t.Seats], scratch[t.Seats:]
	done := slices.Grow(room.done[:0], t.Seats)[:t.Seats]
	counts := append(room.counts[:0], t.HandCount...)
	pick, legalBuf, handBuf := room.pick[:0], room.legal[:0], room.hand[:0]
	room.scratch, room.done, room.counts = scratch, done, counts
	for i, r := range turns {
		if r.Seat == viewer || !t.IsSub(r.Seat) && r.Seat != t.Boss {
			continue
		}
		// The card the choice used was in the hand then, first; the cards used since and
		// the hand now may have been, less as many as were drawn since.
		hand := handBuf[:0]
		for _, u := range turns[i:] {
			if u.Seat == r.Seat && u.Card >= 0 {
				hand = append(hand, u.Card)
			}
		}
		hand = append(hand, s.hand(r.Seat)...)
		handBuf = hand
		if len(hand) < r.Hand {
			continue // the record does not reach back far enough to tell
		}
		keep := 0
		if r.Card >= 0 {
			keep = 1
		}
		then.Public = *t // read only: Legal and SharedView write nothing
		q := &then.Public
		for seat := range t.Seats {
			life[seat], field[seat] = int(r.Life[seat]), int(r.Field[seat])
			done[seat] = false
		}
		q.Life, q.Field, q.Done = life, field, done
		q.Phase, q.Turn, q.Damage, q.BossUses, q.Flags = r.Phase, r.Seat, r.Damage, r.BossUses, r.Flags
		q.Dict, q.Cancelled, q.Chief, q.ChiefSide = int(r.Dict), r.Cancelled, int(r.Chief), r.ChiefSide
		q.Round, q.Resigned = int(r.Round), int(r.Resigned)
		copy(counts, t.HandCount)
		counts[r.Seat] = r.Hand
		q.HandCount = counts
		// Which cards came later is drawn afresh until the move made is one the hand allowed
		// (a seat that showed its hand for want of a usable card and drew held none then):
		// the hand it held did.
		for range recallTries {
			pick = without(pick[:0], hand, r.Hand, keep, rng)
			then.Private[r.Seat] = Private{Hand: pick}
			legal := then.AppendLegal(legalBuf[:0], r.Seat)
			legalBuf = legal
			if slices.ContainsFunc(legal, func(l engine.Action) bool { return l == engine.Action(r.Act) }) {
				if len(legal) > 1 {
					f(r.Seat, then.SharedView(r.Seat), legal, r.Act)
				}
				break
			}
			if len(hand) == r.Hand {
				break // nothing to draw afresh
			}
		}
		then.Private[r.Seat] = Private{}
	}
	room.pick, room.legal, room.hand = pick[:0], legalBuf[:0], handBuf[:0]
}

// recallRoom is Recall's room, kept for the next Recall (recallRooms): a search recalls on
// each of the deals it draws, and the browser's one thread also runs the collector.
type recallRoom struct {
	then                        *State
	scratch, counts, pick, hand []int
	done                        []bool
	legal                       []engine.Action
}

var recallRooms = sync.Pool{New: func() any { return &recallRoom{then: &State{}} }}

// put returns the room to the pool, holding no state's memory.
func (r *recallRoom) put() {
	r.then.Public = Table{}
	clear(r.legal[:cap(r.legal)])
	recallRooms.Put(r)
}

// grow is s with length n, reusing its memory when it holds enough.
func grow(s []int, n int) []int { return slices.Grow(s[:0], n)[:n] }

// recallTries bounds the draws of which cards came later: past it the choice is left out.
const recallTries = 8

// without is n of hand's cards in out, its first keep always among them, the others drawn
// at random from rng.
func without(out, hand []int, n, keep int, rng *engine.RNG) []int {
	out = append(out, hand...)
	for len(out) > n && len(out) > keep {
		k := keep + rng.IntN(len(out)-keep)
		out[k] = out[len(out)-1]
		out = out[:len(out)-1]
	}
	return out
}
