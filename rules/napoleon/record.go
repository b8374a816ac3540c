package napoleon

import (
	"slices"
	"sync"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// RecentPlays is how many of the last trick plays of the other seats Recall rebuilds: about
// one trick's worth. The public part already holds the whole game (Calls, Tricks and Trick),
// so the record needs no field of its own and costs a playout nothing; what is recalled is
// bounded because each choice recalled costs the search one answer of its model per deal.
const RecentPlays = 4

// Recall calls f (search.Witness) with the public choices of the seats other than viewer
// that said most about their hands, as this state's hands say they were, oldest first:
//
//   - every call of the declaration round (a declaration tells the trump and how strong the
//     hand is, a pass that it is weak), from the hand as dealt;
//   - the adjutant card Napoleon named (the strongest card it did not hold), from its hand as
//     dealt;
//   - the last RecentPlays cards the other seats played to tricks, each from the hand held
//     then: the hand now with the cards the seat has played since put back.
//
// A hand as dealt is the hand now with every card the seat played put back; Napoleon's is
// that and its discards less the four cards it took from the middle, which nobody else saw:
// during the exchange the state still says which they were, after it Recall draws them from
// rng, once a call, among the sixteen. The View and the moves are f's to read until it
// returns. A search reads it on its determinized deals to weigh how well each explains what
// the others did.
func (s *State) Recall(viewer int, rng *engine.RNG, f func(seat int, v engine.View, legal []engine.Action, made engine.Action)) {
	p := &s.Public
	if p.Phase == PhaseOver {
		return
	}
	r := recallers.Get().(*recaller)
	r.s, r.then.v = s, s.v
	r.dealt(rng)
	r.calls(viewer, f)
	r.adjutant(viewer, f)
	r.plays(viewer, f)
	r.s, r.then.Public = nil, Public{} // hold no state's memory while pooled
	recallers.Put(r)
}

// recallers keeps recallers with their room for the next Recall: a search recalls on each of
// the deals it draws, and the browser's one thread also runs the collector.
var recallers = sync.Pool{New: func() any {
	return &recaller{then: &State{Secrets: engine.NewSecrets[Public, Private, Hidden](seats)}}
}}

// recaller rebuilds past positions of s in then, one at a time.
type recaller struct {
	s    *State
	then *State
	// hands are the hands as dealt (Napoleon's without the middle); nil before the deal is
	// known.
	hands [seats][]deck.Card
	legal []engine.Action // room for the moves rebuilt
	hand  []deck.Card     // room for a hand held then
	won   []deck.Card     // room for the face cards won then
}

// dealt rebuilds the hands as dealt.
func (r *recaller) dealt(rng *engine.RNG) {
	s, p := r.s, &r.s.Public
	for seat := range seats {
		h := r.hands[seat][:0]
		if h == nil {
			h = make([]deck.Card, 0, handSize+hiddenN)
		}
		h = append(h, s.Private[seat].Hand...)
		h = appendPlayed(h, p, seat, 0, 0)
		r.hands[seat] = h
	}
	n := p.Napoleon
	if n < 0 || p.Phase == PhaseAdjutant {
		return // the middle is not taken yet
	}
	me := &s.Private[n]
	if p.Phase == PhaseExchange {
		r.hands[n] = slices.DeleteFunc(r.hands[n], func(c deck.Card) bool { return slices.Contains(me.FromHidden, c) })
		return
	}
	h := append(r.hands[n], me.Discards...)
	for len(h) > handSize {
		k := rng.IntN(len(h))
		h[k] = h[len(h)-1]
		h = h[:len(h)-1]
	}
	r.hands[n] = h
}

// appendPlayed appends the cards seat played to tricks from trick k's j-th card on.
func appendPlayed(h []deck.Card, p *Public, seat, k, j int) []deck.Card {
	for ; k <= len(p.Tricks); k, j = k+1, 0 {
		for _, x := range p.trickAt(k)[j:] {
			if x.Seat == seat {
				h = append(h, x.Card)
			}
		}
	}
	return h
}

// trickAt is trick k's cards in play order: a finished one, or the one on the table.
func (p *Public) trickAt(k int) []Played {
	if k < len(p.Tricks) {
		return p.Tricks[k].Cards[:]
	}
	return p.Trick
}

// bidding sets then's public part to the declaration round after its first i calls.
func (r *recaller) bidding(i int) {
	p, q := &r.s.Public, &r.then.Public
	*q = Public{Seats: seats, Phase: PhaseBid, First: p.First, Napoleon: -1, HiddenCount: hiddenN,
		Calls: p.Calls[:i:i], Redeals: p.Redeals, Options: p.Options}
	for seat := range q.HandCounts {
		q.HandCounts[seat] = handSize
	}
	for _, c := range p.Calls[:i] {
		if c.Pass {
			q.Passed[c.Seat] = true
		} else {
			q.High, q.HasHigh = Bid{Seat: c.Seat, N: c.N, Trump: c.Suit}, true
		}
	}
}

// calls recalls each call of the declaration round made by a seat other than viewer that
// had a choice.
func (r *recaller) calls(viewer int, f func(int, engine.View, []engine.Action, engine.Action)) {
	p := &r.s.Public
	for i, c := range p.Calls {
		if c.Seat == viewer || c.Seat < 0 || c.Seat >= seats {
			continue
		}
		r.bidding(i)
		r.then.Public.Turn = c.Seat
		made := Action{Kind: Pass}
		if !c.Pass {
			made = Action{Kind: Declare, N: c.N, Suit: c.Suit}
		}
		r.recall(c.Seat, r.hands[c.Seat], nil, made, f)
	}
}

// adjutant recalls the card Napoleon named, when Napoleon is not viewer.
func (r *recaller) adjutant(viewer int, f func(int, engine.View, []engine.Action, engine.Action)) {
	p := &r.s.Public
	n := p.Napoleon
	if !p.HasAdjutantCard || n < 0 || n == viewer {
		return
	}
	r.bidding(len(p.Calls))
	q := &r.then.Public
	q.Phase, q.Turn, q.Napoleon = PhaseAdjutant, n, n
	r.recall(n, r.hands[n], nil, Action{Kind: Name, Card: p.AdjutantCard}, f)
}

// plays recalls the last RecentPlays cards the seats other than viewer played to tricks.
func (r *recaller) plays(viewer int, f func(int, engine.View, []engine.Action, engine.Action)) {
	p := &r.s.Public
	if p.Phase != PhasePlay {
		return
	}
	// Find where the recent plays begin, counting back from the last card played.
	k, j, left := len(p.Tricks), len(p.Trick), RecentPlays
	for left > 0 && (k > 0 || j > 0) {
		if j == 0 {
			k, j = k-1, seats
		}
		j--
		if p.trickAt(k)[j].Seat != viewer {
			left--
		}
	}
	var won [seats][]deck.Card
	wonAll := r.won[:0]
	if wonAll == nil {
		wonAll = make([]deck.Card, 0, seats*wonRoom)
	}
	defer func() { r.won = wonAll[:0] }()
	for ; k <= len(p.Tricks); k, j = k+1, 0 {
		trick := p.trickAt(k)
		for ; j < len(trick); j++ {
			x := trick[j]
			if x.Seat == viewer || x.Seat < 0 || x.Seat >= seats {
				continue
			}
			q := &r.then.Public
			*q = *p // read only: Legal and SharedView write nothing
			q.Turn, q.Tricks, q.Trick = x.Seat, p.Tricks[:k:k], trick[:j:j]
			q.AdjutantRevealed, q.Void = false, [seats][4]bool{}
			wonAll = wonAll[:0]
			for seat := range seats {
				q.HandCounts[seat] = len(r.s.Private[seat].Hand)
				at := len(wonAll)
				for _, t := range q.Tricks {
					if t.Winner == seat {
						for _, y := range t.Cards {
							if isFace(y.Card) {
								wonAll = append(wonAll, y.Card)
							}
						}
					}
				}
				won[seat] = wonAll[at:len(wonAll):len(wonAll)]
			}
			q.Won = won
			for kk := 0; kk <= k; kk++ {
				prev := p.trickAt(kk)
				if kk == k {
					prev = trick[:j]
				}
				for _, y := range prev {
					if len(prev) > 0 && y.Card.Suit() != prev[0].Card.Suit() {
						q.Void[y.Seat][prev[0].Card.Suit()] = true
					}
					if p.HasAdjutantCard && y.Card == p.AdjutantCard {
						q.AdjutantRevealed = true
					}
				}
			}
			for kk := k; kk <= len(p.Tricks); kk++ {
				from := 0
				if kk == k {
					from = j
				}
				for _, y := range p.trickAt(kk)[from:] {
					q.HandCounts[y.Seat]++
				}
			}
			hand := appendPlayed(append(r.hand[:0], r.s.Private[x.Seat].Hand...), p, x.Seat, k, j)
			r.hand = hand
			var discards []deck.Card
			if x.Seat == p.Napoleon {
				discards = r.s.Private[x.Seat].Discards // Napoleon knows it is alone when the card is among them
			}
			r.recall(x.Seat, hand, discards, Action{Kind: Play, Card: x.Card}, f)
		}
	}
}

// recall gives f seat's choice made in then's position, holding hand, when it had one.
func (r *recaller) recall(seat int, hand, discards []deck.Card, made Action, f func(int, engine.View, []engine.Action, engine.Action)) {
	then := r.then
	then.Private[seat] = Private{Hand: hand, Discards: discards}
	if r.legal == nil {
		r.legal = make([]engine.Action, 0, deck.NumFaces)
	}
	r.legal = then.AppendLegal(r.legal[:0], seat)
	if legal := r.legal; len(legal) > 1 {
		f(seat, then.SharedView(seat), legal, made)
	}
	then.Private[seat] = Private{}
}
