package napoleon

import (
	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Phase is where a Napoleon game stands.
type Phase int

const (
	// PhaseBid: the turn seat declares (a count and a trump suit) or passes.
	PhaseBid Phase = iota
	// PhaseAdjutant: Napoleon names the adjutant card.
	PhaseAdjutant
	// PhaseExchange: Napoleon holds the four hidden cards too and picks four to discard, one
	// at a time.
	PhaseExchange
	// PhasePlay: the tricks.
	PhasePlay
	// PhaseOver: the game has ended.
	PhaseOver
)

// Bid is a declaration: at least N face cards with Trump as the trump suit.
type Bid struct {
	Seat  int
	N     int
	Trump deck.Suit
}

// Call is one turn of the declaration round, as everyone saw it.
type Call struct {
	Seat int
	Pass bool
	N    int
	Suit deck.Suit
}

// Played is a card as it lies in a trick.
type Played struct {
	Seat int
	Card deck.Card
}

// Trick is a finished trick: its cards in play order, who took it and by which rule.
type Trick struct {
	Cards  [seats]Played
	Winner int
	Rule   Rule
}

// Public is what every seat may know.
type Public struct {
	Seats      int
	HandCounts [seats]int
	Phase      Phase
	// Turn is the seat to act (the declarer, Napoleon, or the trick's next player).
	Turn int
	// First is the seat that declared first and was dealt to first.
	First int
	// Calls is the declaration round so far, in order; Passed marks seats out of it.
	Calls  []Call
	Passed [seats]bool
	// High is the best declaration so far (valid when HasHigh); after the round it is
	// Napoleon's, and Napoleon is its seat (-1 before).
	High     Bid
	HasHigh  bool
	Napoleon int
	// AdjutantCard is the card Napoleon named (valid when HasAdjutantCard).
	AdjutantCard    deck.Card
	HasAdjutantCard bool
	// AdjutantRevealed: the adjutant card has been played, so everyone knows the adjutant.
	AdjutantRevealed bool
	// HiddenCount is how many cards lie face down in the middle (4 until the exchange).
	HiddenCount int
	// Picks is how many cards Napoleon has picked to discard so far in the exchange (0 to 3;
	// the fourth pick ends the exchange). Which cards they are is Napoleon's own knowledge.
	Picks int
	// DiscardCount is how many cards Napoleon discarded, face down (4 after the exchange).
	DiscardCount int
	// Trick is the trick on the table, in play order; Tricks the finished ones.
	Trick  []Played
	Tricks []Trick
	// Won is each seat's face cards taken in tricks.
	Won [seats][]deck.Card
	// Void marks the suits a seat has shown it does not hold (it did not follow).
	Void [seats][4]bool
	// Redeals counts the deals thrown in because every seat passed.
	Redeals int
	Options map[string]string
	Outcome *engine.Outcome
}

// Private is what one seat alone knows.
type Private struct {
	// Hand is this seat's own hand (Napoleon's picked cards stay in it until the fourth pick).
	Hand []deck.Card
	// FromHidden are the cards Napoleon took from the middle, during the exchange.
	FromHidden []deck.Card
	// Picked are the cards Napoleon has picked to discard so far, in order; undo takes back
	// the last.
	Picked []deck.Card
	// Discards are Napoleon's four discards. They lie face down: nobody else ever sees them.
	Discards []deck.Card
}

// Hidden is what only the rules know.
type Hidden struct {
	// Middle is the four cards face down in the middle until Napoleon takes them.
	Middle []deck.Card
}

// View is what one seat knows. It shares no memory with the state.
type View struct {
	Seat int
	Public
	Private
	// Adjutant is the adjutant's seat when this seat knows it, else -1: the adjutant knows
	// from its own hand; Napoleon knows when the card ends up in its own hand or discards
	// (it then plays alone: Adjutant == Napoleon); everyone knows once the card is played
	// (AdjutantRevealed) or the game is over. It is derived from the parts above, which hold
	// no single field for it: the knowledge is partly public and partly the seat's own.
	Adjutant int
}

// Viewer implements engine.View.
func (v *View) Viewer() int { return v.Seat }

// Team reports, as far as the viewer knows, which side seat is on: 1 Napoleon's side,
// -1 the allies, 0 unknown.
func (v *View) Team(seat int) int {
	switch {
	case v.Napoleon < 0:
		return 0
	case seat == v.Napoleon || v.Adjutant >= 0 && seat == v.Adjutant:
		return 1
	case v.Adjutant >= 0:
		return -1
	}
	return 0
}

// TeamFaces is how many face cards the seats on Napoleon's side known to the viewer hold.
func (v *View) TeamFaces() int {
	n := 0
	for s, w := range v.Won {
		if v.Team(s) == 1 {
			n += len(w)
		}
	}
	return n
}
