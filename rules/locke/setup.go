package locke

import (
	"zashiki/rules/locke/book"
)

// The set-up (4.1): characters by the role table, silhouettes, and the balance of searchers
// and base players. Then the planet phase is laid out (planet.go).

// SetupSecrets are the set-up's hidden parts.
type SetupSecrets struct {
	Trumps []int // the silhouette trumps still in the deck
}

// SetupChoice is a seat's secret part of the set-up.
type SetupChoice struct {
	Trump      int // the trump it was dealt (0..19: black 1..10, red 1..10), -1 none
	Silhouette int // the silhouette it chose (index into book.Silhouettes()), -1 none
}

// Roles is the role table of 4.1: how many (L), (G), (E) and (S) characters a table of n deals.
func Roles(n int) (l, g, e, sp int) {
	switch n {
	case 5:
		return 1, 1, 2, 1
	case 6:
		return 1, 1, 2, 2
	case 7:
		return 1, 2, 3, 1
	case 8:
		return 1, 2, 3, 2
	case 9:
		return 1, 2, 3, 3
	case 10:
		return 1, 3, 4, 2
	case 11:
		return 1, 3, 4, 3
	}
	return 0, 0, 0, 0
}

// setupStep deals the characters and silhouettes. (A first cut: silhouettes are chosen for
// the players; the choices of 4.1 come next.)
func (s *State) setupStep(st Step) {
	p := &s.Public
	n := p.Seats
	l, g, e, sp := Roles(n)
	want := map[book.Side]int{book.Good: g, book.Evil: e, book.Special: sp}
	var ls, rest []string
	for _, id := range normalSheets() {
		if book.CharacterByID(id).L {
			ls = append(ls, id)
		} else {
			rest = append(rest, id)
		}
	}
	s.RNG.Shuffle(len(ls), func(i, j int) { ls[i], ls[j] = ls[j], ls[i] })
	s.RNG.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	dealt := ls[:l]
	for _, id := range rest {
		side := book.CharacterByID(id).Sides[0]
		if want[side] > 0 {
			want[side]--
			dealt = append(dealt, id)
		}
	}
	s.RNG.Shuffle(len(dealt), func(i, j int) { dealt[i], dealt[j] = dealt[j], dealt[i] })
	used := map[string]bool{}
	for seat := range n {
		s.Private[seat].Sheet = dealt[seat]
		s.Private[seat].Suits = make([]int, len(book.CharacterByID(dealt[seat]).Abilities))
		used[dealt[seat]] = true
	}
	s.Hidden.Pool = nil
	for _, id := range normalSheets() {
		if !used[id] {
			s.Hidden.Pool = append(s.Hidden.Pool, id)
		}
	}
	// Silhouettes: each wears one of its own alignment, the searcher / base-player counts
	// balanced at the number of Evil sheets (4.1).
	sils := book.Silhouettes()
	for seat := range n {
		side := book.CharacterByID(dealt[seat]).Sides[0]
		var fit []string
		for _, sl := range sils {
			if sl.Side == side {
				fit = append(fit, sl.ID)
			}
		}
		p.Chars[seat].Silhouette = fit[s.RNG.IntN(len(fit))]
	}
	s.fixRoles()
	p.Board.Steps.Now(Step{Kind: sPlanetStart})
}

// fixRoles sets each seat's role from its silhouette (3.2).
func (s *State) fixRoles() {
	p := &s.Public
	for seat := range p.Chars {
		p.Board.Role[seat] = Searcher
		if sil := silhouette(p.Chars[seat].Silhouette); sil != nil && sil.Side == book.Evil {
			p.Board.Role[seat] = BasePlayer
		}
	}
}

func (s *State) setupLegal(seat int, add func(Action)) {}

func (s *State) setupAnswer(seat int, a Action) {}
