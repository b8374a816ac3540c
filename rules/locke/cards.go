package locke

import (
	"iter"
	"slices"
	"strconv"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Zones of the combat.
var (
	deckZone    = engine.Shared("cdeck")
	discardZone = engine.Shared("cdiscard")
	fightZone   = engine.Shared("fight")
)

// handZone is fighter f's hand: its seat's for a character, a shared zone for an esper.
func (s *State) handZone(f int) engine.Zone {
	fi := &s.Public.Fight.Fighters[f]
	if fi.Kind == PC {
		return engine.SeatZone("hand", fi.Seat)
	}
	return engine.Shared("npc" + strconv.Itoa(f))
}

// handFace is who sees the cards of fighter f's hand: its seat, or nobody for an esper.
func (s *State) handFace(f int) engine.Audience {
	fi := &s.Public.Fight.Fighters[f]
	if fi.Kind == PC {
		return engine.Only(fi.Seat)
	}
	return engine.Nobody()
}

func (s *State) toHand(f, card int) {
	fi := &s.Public.Fight.Fighters[f]
	if fi.Kind == PC {
		s.Private[fi.Seat].Hand = append(s.Private[fi.Seat].Hand, card)
	} else {
		s.Hidden.Espers[f] = append(s.Hidden.Espers[f], card)
	}
	fi.HandCount++
}

func (s *State) fromHand(f, card int) {
	fi := &s.Public.Fight.Fighters[f]
	var h *[]int
	if fi.Kind == PC {
		h = &s.Private[fi.Seat].Hand
	} else {
		hand := s.Hidden.Espers[f]
		h = &hand
		defer func() { s.Hidden.Espers[f] = *h }()
	}
	i := slices.Index(*h, card)
	if i < 0 {
		panic("locke: card not in hand")
	}
	*h = slices.Delete(*h, i, i+1)
	fi.HandCount--
	if j := slices.Index(fi.Locked, card); j >= 0 {
		fi.Locked = slices.Delete(fi.Locked, j, j+1)
	}
}

// discardDown puts a card on the discard face down (a main action's or round end's discard).
func (s *State) discardDown(f, card int) {
	s.Hidden.Down = append(s.Hidden.Down, card)
	s.Public.Fight.Downs++
	if s.Loud() {
		fi := &s.Public.Fight.Fighters[f]
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: fi.Seat, Card: card, From: s.handZone(f), To: discardZone,
			Face: s.handFace(f), Msg: engine.M(MsgDiscard, s.nameRef(f))})
	}
}

// dropHand puts a leaving fighter's hand face down on the discard.
func (s *State) dropHand(f int) {
	fi := &s.Public.Fight.Fighters[f]
	var hand []int
	if fi.Kind == PC {
		hand = s.Private[fi.Seat].Hand
		s.Private[fi.Seat].Hand = []int{}
	} else if fi.Kind == Esper {
		hand = s.Hidden.Espers[f]
		delete(s.Hidden.Espers, f)
	}
	s.Hidden.Down = append(s.Hidden.Down, hand...)
	s.Public.Fight.Downs += len(hand)
	fi.HandCount = 0
	fi.Locked = nil
}

// gather makes a new deck of every card not in a hand, shuffled (5.1).
func (s *State) gather() {
	p := &s.Public
	held := make([]bool, len(book.CCards()))
	for _, m := range s.Private {
		for _, c := range m.Hand {
			held[c] = true
		}
	}
	for _, h := range s.Hidden.Espers {
		for _, c := range h {
			held[c] = true
		}
	}
	deck := make([]int, 0, len(book.CCards()))
	for c := range book.CCards() {
		if !held[c] {
			deck = append(deck, c)
		}
	}
	s.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	s.Hidden.Deck = deck
	s.Hidden.Down = nil
	p.Fight.Discard = nil
	p.Fight.Downs = 0
	p.Fight.DeckSize = len(deck)
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvShuffle, Seat: -1, To: deckZone, N: len(deck)})
	}
}

// handLimit is 7, one more per minion, and any extra the sheet gives (5.1 (4), 3.1).
func (s *State) handLimit(seat, minions int) int {
	n := 7 + minions
	for _, ab := range s.abilities(seat) {
		if ab.Effect == book.ExtraCards {
			n += ab.N
		}
	}
	return n
}

// abilities are a seat's special abilities and its ability cards, by their AbilityRef numbers
// in order, each number once (an action names an ability as it names a card: the same number
// means the same ability whoever holds it). They are listed into a buffer on the stack: legal
// lists ask for them at every step.
func (s *State) abilities(seat int) iter.Seq2[int, *book.Ability] {
	return func(yield func(int, *book.Ability) bool) {
		var hr heldRoom
		for _, h := range s.held(seat, hr[:0]) {
			if !yield(h.ref, h.ab) {
				return
			}
		}
	}
}

// heldAbility is one of a seat's abilities and its number.
type heldAbility struct {
	ref int
	ab  *book.Ability
}

// heldRoom is room on the stack for a seat's abilities (more spill to the heap).
type heldRoom [16]heldAbility

// held appends seat's abilities to out in number order, each number once.
func (s *State) held(seat int, out []heldAbility) []heldAbility {
	m := &s.Private[seat]
	if k := index().sheets.find(m.Sheet); k >= 0 {
		out = append(out, index().sheetAbilities[k]...)
	}
	for _, k := range m.Items {
		out = insertHeld(out, index().itemAbilities[k])
	}
	return out
}

// insertHeld puts h into list, kept in number order; h replaces an ability of the same number.
func insertHeld(list []heldAbility, h heldAbility) []heldAbility {
	i, found := slices.BinarySearchFunc(list, h.ref, func(x heldAbility, ref int) int { return x.ref - ref })
	if found {
		list[i] = h
		return list
	}
	return slices.Insert(list, i, h)
}

// ability is a seat's ability number ref (nil if it has none such).
func (s *State) ability(seat, ref int) *book.Ability {
	for r, ab := range s.abilities(seat) {
		if r == ref {
			return ab
		}
	}
	return nil
}

// markUsed records one use of ability ref by fighter f.
func (s *State) markUsed(f, ref int) {
	fi := &s.Public.Fight.Fighters[f]
	fi.Uses[refKey(ref)]++
	if fi.Kind == PC {
		s.itemUsed(fi.Seat, ref)
	}
}

// usable reports whether ability ab (number ref) of fighter f has uses left this combat.
func usable(fi *Fighter, ref int, ab *book.Ability) bool {
	return ab.Uses == 0 || uses(fi, ref) < ab.Uses
}

// uses is fi.Uses[refKey(ref)], the key written on the stack rather than allocated.
func uses(fi *Fighter, ref int) int {
	var b [20]byte
	return fi.Uses[string(strconv.AppendInt(b[:0], int64(ref), 10))]
}

// suitIndex is the suit ability a seat's declaration uses: its first suit not broken.
func (s *State) suitIndex(seat int) int {
	sh := sheetOf(s.Private[seat].Sheet)
	for i, ab := range sh.Abilities {
		if ab.Effect == book.Suit && s.Private[seat].Suits[i] < ab.X {
			return i
		}
	}
	return -1
}

func (s *State) suitMax(seat, i int) int {
	return sheetOf(s.Private[seat].Sheet).Abilities[i].X
}

// suitLeft is what a seat's usable suit has left, 0 without one.
func (s *State) suitLeft(seat int) int {
	i := s.suitIndex(seat)
	if i < 0 {
		return 0
	}
	return s.suitMax(seat, i) - s.Private[seat].Suits[i]
}

// claim records a declaration.
func (s *State) claim(seat int, st book.Stat, v int) {
	c := &s.Public.Chars[seat]
	c.Claims = append(c.Claims, Claim{Stat: st, Value: v, Spent: c.Spent, Taken: c.Taken, Lost: c.MindLoss})
	s.log(MsgDeclare, engine.SeatRef(seat), StatTerm(st), v)
}

// claimDur records a 耐久力 declaration; whether a suit made it is the seat's secret.
func (s *State) claimDur(seat, v int) { s.claim(seat, book.Dur, v) }

func (s *State) claimMelee(seat int, a Action) {
	f := s.Public.Chars[seat].Fighter
	n := a.A
	if f >= 0 {
		n -= s.Public.Fight.Fighters[f].Minions
	}
	s.claimDur(seat, max(n, 1))
}

// need records an ability a seat was seen to use: its sheet or ability cards have one.
func (s *State) need(seat int, e book.EffectKind, level int) {
	c := &s.Public.Chars[seat]
	n := Need{Effect: e, Level: level}
	if !slices.Contains(c.Needs, n) {
		c.Needs = append(c.Needs, n)
	}
}

// sheetOf is book.CharacterByID, through the index: the rules ask for a seat's sheet at every
// step.
func sheetOf(id string) *book.Character {
	if k := index().sheets.find(id); k >= 0 {
		return book.Characters()[k]
	}
	return nil
}

// silhouette looks a silhouette up by ID (read only: the book's own).
func silhouette(id string) *book.Silhouette {
	if i, ok := index().silhouettes[id]; ok {
		return &book.Silhouettes()[i]
	}
	return nil
}
