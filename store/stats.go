package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"zashiki/save"
)

// StatsBlob is where the players' statistics are kept.
const StatsBlob = "stats.json"

// Record is one player's tally in one game (or in all of them).
type Record struct {
	Games  int `json:"games"`
	Wins   int `json:"wins"`
	Points int `json:"points"`
}

// Stats are every player's records across matches: player, then game ID. Players are named
// as saves name them ("" never appears: a seat with a default name is "#1", "#2", ...).
type Stats struct {
	Players map[string]map[string]Record `json:"players"`
}

// Add counts one finished game for player.
func (s *Stats) Add(player, game string, won bool, points int) {
	if s.Players == nil {
		s.Players = map[string]map[string]Record{}
	}
	if s.Players[player] == nil {
		s.Players[player] = map[string]Record{}
	}
	r := s.Players[player][game]
	r.Games++
	r.Points += points
	if won {
		r.Wins++
	}
	s.Players[player][game] = r
}

// Total is player's record over every game.
func (s Stats) Total(player string) Record {
	var t Record
	for _, r := range s.Players[player] {
		t.Games += r.Games
		t.Wins += r.Wins
		t.Points += r.Points
	}
	return t
}

// Names lists the players, most games first, then by name.
func (s Stats) Names() []string {
	var out []string
	for p := range s.Players {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool {
		gi, gj := s.Total(out[i]).Games, s.Total(out[j]).Games
		if gi != gj {
			return gi > gj
		}
		return out[i] < out[j]
	})
	return out
}

// MaxPlayers is more players than a lifetime of matches names (each seat of each match at
// most once a name), so the records screen stays a list one can page through.
const MaxPlayers = 10_000

// bounded checks the names are names a save could hold (save.CheckName), and not too many.
func (s Stats) bounded() error {
	if len(s.Players) > MaxPlayers {
		return fmt.Errorf("%w: %d players (at most %d)", save.ErrTooBig, len(s.Players), MaxPlayers)
	}
	for p, games := range s.Players {
		if err := save.CheckName(p); err != nil {
			return err
		}
		if len(games) > save.MaxOptions {
			return fmt.Errorf("%w: records of %d games", save.ErrTooBig, len(games))
		}
	}
	return nil
}

// Encode is the stats as their blob.
func (s Stats) Encode() []byte {
	data, _ := json.Marshal(s)
	return data
}

// LoadStats reads the statistics from st; none yet is empty stats. A blob that cannot be
// read is set aside (kept, never deleted) and the stats start afresh: the error says why.
func LoadStats(st Store) (Stats, error) {
	data, ok, err := st.Load(StatsBlob)
	if err != nil || !ok {
		return Stats{}, err
	}
	var s Stats
	err = json.Unmarshal(data, &s)
	if err == nil {
		err = s.bounded()
	}
	if err != nil {
		_, aside := st.SetAside(StatsBlob)
		return Stats{}, errors.Join(err, aside)
	}
	for p, games := range s.Players {
		for g, r := range games {
			if r.Games < 0 || r.Wins < 0 || r.Wins > r.Games {
				delete(games, g) // a hand-edited blob: a record that cannot be is dropped
			}
		}
		if len(games) == 0 {
			delete(s.Players, p)
		}
	}
	return s, nil
}
