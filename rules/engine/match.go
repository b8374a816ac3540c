package engine

import "fmt"

// Match is a series of games at one table with running totals. Each game's seed is derived
// from the match seed and the game's number, and the previous winner starts the next game.
type Match struct {
	Game    Game
	Seats   int
	Seed    uint64
	Options Options
	Results []Outcome
	Totals  []int
	first   int
}

// NewMatch checks the options and seat count and prepares the first game.
func NewMatch(g Game, seats int, seed uint64, opts Options) (*Match, error) {
	lo, hi := g.Seats()
	if seats < lo || seats > hi {
		return nil, fmt.Errorf("%s seats %d to %d players, not %d", g.ID(), lo, hi, seats)
	}
	resolved, err := ResolveOptions(g.Options(), opts)
	if err != nil {
		return nil, err
	}
	return &Match{Game: g, Seats: seats, Seed: seed, Options: resolved, Totals: make([]int, seats)}, nil
}

// Config is the configuration of the match's next game.
func (m *Match) Config() Config {
	return Config{Seats: m.Seats, Seed: GameSeed(m.Seed, len(m.Results)), Options: m.Options, First: m.first}
}

// Next deals the match's next game.
func (m *Match) Next() (State, error) { return m.Game.New(m.Config()) }

// Record adds a finished game's outcome to the totals and picks who starts the next game:
// the winner with the most points, or the seat after the last starter when nobody won.
func (m *Match) Record(o Outcome) {
	m.Results = append(m.Results, o)
	for i, p := range o.Points {
		m.Totals[i] += p
	}
	if len(o.Winners) == 0 {
		m.first = (m.first + 1) % m.Seats
		return
	}
	best := o.Winners[0]
	for _, w := range o.Winners[1:] {
		if o.Points[w] > o.Points[best] {
			best = w
		}
	}
	m.first = best
}

// First is the seat that starts the next game.
func (m *Match) First() int { return m.first }

// GameSeed derives game n's seed from a match seed (splitmix64 of both).
func GameSeed(matchSeed uint64, n int) uint64 {
	z := matchSeed + uint64(n+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
