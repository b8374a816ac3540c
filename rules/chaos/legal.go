package chaos

import (
	"slices"

	"zashiki/rules/engine"
)

// PushOutCost is the resources it costs to send the pushed-out card c to out (seed 5.C.3 and
// the design group's table): a resource card (+n) costs n to go to the lane, a trouble card
// (−n) costs n to be discarded; the other way, and anything for a 0 card, is free.
func PushOutCost(c int, out Out) int {
	v := Cards[c].Value
	switch {
	case out == OutLane && v > 0:
		return v
	case out == OutDiscard && v < 0:
		return -v
	}
	return 0
}

// AfterPlacing is the resources once card is placed with resources r: changed by its value
// and kept within 0..3, before any push-out payment.
func AfterPlacing(r, card int) int { return clamp(r+Cards[card].Value, 0, MaxResources) }

// Legal lists seat's actions now, in a stable order.
func (s *State) Legal(seat int) []engine.Action {
	var buf [32]Action
	acts := s.actions(seat, buf[:0])
	if len(acts) == 0 {
		return nil
	}
	return boxAll(make([]engine.Action, 0, len(acts)), acts)
}

// AppendLegal is append(dst, Legal(seat)...) (engine.Lister), for playouts that reuse dst. It
// lists as actions does, straight from the tables of boxed actions.
func (s *State) AppendLegal(dst []engine.Action, seat int) []engine.Action {
	if !s.isActor(seat) {
		return dst
	}
	p := &s.Public
	switch p.Phase {
	case PhaseChoose:
		options := p.Choice.Options
		if p.Choice.Kind == ChooseDiscard {
			options = s.Private[seat].Hand
		}
		for _, c := range options {
			dst = append(dst, box(Action{Kind: Pick, Card: c}))
		}
	case PhaseAsk:
		dst = append(dst, boxedYes, boxedNo)
	case PhaseAction:
		// What pushing out each workplace's card costs, reckoned once for the whole hand.
		var lane, discard [len(Cats)]int
		for i, prev := range p.Work {
			if prev != none {
				lane[i], discard[i] = PushOutCost(prev, OutLane), PushOutCost(prev, OutDiscard)
			}
		}
		for _, c := range s.Private[seat].Hand {
			h := &handCards[c]
			r := clamp(p.Resources+h.value, 0, MaxResources) // AfterPlacing
			for k, i := range h.slots[:h.n] {
				places := &h.places[k]
				if p.Work[i] == none {
					dst = append(dst, places[OutNone])
					continue
				}
				if lane[i] <= r {
					dst = append(dst, places[OutLane])
				}
				if discard[i] <= r {
					dst = append(dst, places[OutDiscard])
				}
			}
			if h.play != nil {
				dst = append(dst, h.play)
			}
			dst = append(dst, h.discard)
		}
	}
	return dst
}

// handCard is what listing a card in a hand needs, gathered once per card so the listing
// neither walks the three categories nor looks in three tables: the workplaces of its
// categories, in order, with the boxed placements there; its boxed play (nil without a play
// effect) and discard; its value.
type handCard struct {
	value   int
	n       int
	slots   [len(Cats)]int
	places  [len(Cats)][OutDiscard + 1]engine.Action
	play    engine.Action
	discard engine.Action
}

var handCards = func() []handCard {
	out := make([]handCard, NumCards)
	for c := range out {
		h := &out[c]
		h.value = Cards[c].Value
		for i, cat := range Cats {
			if Cards[c].Cats.Has(cat) {
				h.slots[h.n], h.places[h.n] = i, boxedPlace[c][i]
				h.n++
			}
		}
		if Cards[c].Effect != nil {
			h.play = boxedCard[Play][c]
		}
		h.discard = boxedCard[Discard][c]
	}
	return out
}()

func boxAll(dst []engine.Action, acts []Action) []engine.Action {
	for _, a := range acts {
		dst = append(dst, box(a))
	}
	return dst
}

// The actions a hand can offer, each wrapped in an engine.Action once, so listing them
// boxes nothing: by card for play, discard and pick; by card, workplace and push-out for a
// placement.
var (
	boxedCard                = boxCards()
	boxedPlace               = boxPlaces()
	boxedYes   engine.Action = Action{Kind: Yes}
	boxedNo    engine.Action = Action{Kind: No}
)

func boxCards() (out [Pick + 1][]engine.Action) {
	for _, k := range []Kind{Play, Discard, Pick} {
		out[k] = make([]engine.Action, NumCards)
		for c := range NumCards {
			out[k][c] = Action{Kind: k, Card: c}
		}
	}
	return out
}

func boxPlaces() [][len(Cats)][OutDiscard + 1]engine.Action {
	out := make([][len(Cats)][OutDiscard + 1]engine.Action, NumCards)
	for c := range out {
		for i, cat := range Cats {
			for o := range out[c][i] {
				out[c][i][o] = Action{Kind: Place, Card: c, Cat: cat, Out: Out(o)}
			}
		}
	}
	return out
}

// box is a boxed from the tables (a itself for anything they do not hold).
func box(a Action) engine.Action {
	switch {
	case a.Kind == Yes:
		return boxedYes
	case a.Kind == No:
		return boxedNo
	case a.Card < 0 || a.Card >= NumCards:
		return a
	case a.Kind == Place:
		if i := a.Cat.Slot(); i >= 0 && a.Out <= OutDiscard {
			return boxedPlace[a.Card][i][a.Out]
		}
		return a
	case a.Kind <= Pick && a.Cat == 0 && a.Out == OutNone:
		return boxedCard[a.Kind][a.Card]
	}
	return a
}

// actions appends seat's legal actions to out.
func (s *State) actions(seat int, out []Action) []Action {
	if !s.isActor(seat) {
		return out
	}
	switch s.Public.Phase {
	case PhaseChoose:
		options := s.Public.Choice.Options
		if s.Public.Choice.Kind == ChooseDiscard {
			options = s.Private[seat].Hand
		}
		for _, c := range options {
			out = append(out, Action{Kind: Pick, Card: c})
		}
	case PhaseAsk:
		out = append(out, Action{Kind: Yes}, Action{Kind: No})
	case PhaseAction:
		for _, c := range s.Private[seat].Hand {
			out = s.placements(out, c)
			if Cards[c].Effect != nil {
				out = append(out, Action{Kind: Play, Card: c})
			}
			out = append(out, Action{Kind: Discard, Card: c})
		}
	}
	return out
}

// placements appends the ways to place card: into each of its categories' workplaces, and
// there with each push-out the resources left after placing can pay for.
func (s *State) placements(out []Action, card int) []Action {
	for i, cat := range Cats {
		if !Cards[card].Cats.Has(cat) {
			continue
		}
		prev := s.Public.Work[i]
		if prev == none {
			out = append(out, Action{Kind: Place, Card: card, Cat: cat})
			continue
		}
		r := AfterPlacing(s.Public.Resources, card)
		for _, o := range []Out{OutLane, OutDiscard} {
			if PushOutCost(prev, o) <= r {
				out = append(out, Action{Kind: Place, Card: card, Cat: cat, Out: o})
			}
		}
	}
	return out
}

// check says why seat may not take a now, or nil.
func (s *State) check(seat int, a Action) error {
	if !s.isActor(seat) {
		return engine.ErrNotYourTurn
	}
	if s.allows(seat, a) {
		return nil
	}
	action, hand := s.Public.Phase == PhaseAction, s.Private[seat].Hand
	switch {
	case action && a.Kind == Play && slices.Contains(hand, a.Card) && Cards[a.Card].Effect == nil:
		return engine.Illegal("card %d has no play effect", a.Card)
	case action && a.Kind == Place && a.Out != OutNone && slices.Contains(hand, a.Card):
		return engine.Illegal("the push-out %s cannot be paid", a)
	case action && a.Kind <= Place && !slices.Contains(hand, a.Card):
		return engine.Illegal("card %d is not in the hand", a.Card)
	}
	return engine.Illegal("%s is not possible now", a)
}

// allows reports whether actions(seat) lists a, without listing them: the action Apply is
// handed is looked up where it would be listed (TestAllowsIsTheLegalList holds the two to
// each other).
func (s *State) allows(seat int, a Action) bool {
	p := &s.Public
	plain := a.Cat == 0 && a.Out == OutNone
	switch p.Phase {
	case PhaseChoose:
		options := p.Choice.Options
		if p.Choice.Kind == ChooseDiscard {
			options = s.Private[seat].Hand
		}
		return a.Kind == Pick && plain && slices.Contains(options, a.Card)
	case PhaseAsk:
		return (a.Kind == Yes || a.Kind == No) && plain && a.Card == 0
	case PhaseAction:
		if !slices.Contains(s.Private[seat].Hand, a.Card) {
			return false
		}
		switch a.Kind {
		case Play:
			return plain && Cards[a.Card].Effect != nil
		case Discard:
			return plain
		case Place:
			i := a.Cat.Slot()
			if i < 0 || !Cards[a.Card].Cats.Has(a.Cat) {
				return false
			}
			prev := p.Work[i]
			if prev == none {
				return a.Out == OutNone
			}
			return (a.Out == OutLane || a.Out == OutDiscard) && PushOutCost(prev, a.Out) <= AfterPlacing(p.Resources, a.Card)
		}
	}
	return false
}
