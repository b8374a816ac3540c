package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/rules/games"
	"zashiki/rules/locke"
	"zashiki/save"
)

// A moment a fresh game reaches only after many minutes of play (a combat of the human's, a
// chart the human may roll, an objection window) is generated instead: a game is played
// headlessly by the heuristic players at every seat, the human's too, until seat 0 is about to
// be asked the wanted question, and that match is written as the save the app resumes.

// seats is the table of every test: the human first, six CPUs.
const seats = 7

// moment is a question the human is to be brought to.
type moment struct {
	name string
	// at reports whether seat 0, an actor of s, is asked the wanted question now; it may
	// name an action the human is to take there ("" for the heuristic's).
	at func(s *locke.State) (ok bool, want string)
}

// moments are the generated positions.
var moments = map[string]moment{
	// The human's main action on a planet, with a move onto a cell where, once its second
	// support phase is ended, it may start a combat.
	"combat": {name: "combat", at: func(s *locke.State) (bool, string) {
		p := s.Public
		if p.Ask.Kind != locke.AskMain || p.Board.Part != locke.PartPlanet {
			return false, ""
		}
		for _, a := range s.Legal(0) {
			la := a.(locke.Action)
			if la.Verb != locke.VerbMove {
				continue
			}
			if battleAfter(s, la) {
				return true, la.String()
			}
		}
		return false, ""
	}},
	// A combat elsewhere: the human, alive and outside it, may roll 実はそこにいた.
	"chart": {name: "chart", at: func(s *locke.State) (bool, string) {
		return s.Public.Ask.Kind == locke.AskJoin && legal(s, 0, "there"), "there"
	}},
	// Another seat declared victory: the human may object.
	"objection": {name: "objection", at: func(s *locke.State) (bool, string) {
		return s.Public.Ask.Kind == locke.AskObject && legal(s, 0, "object"), ""
	}},
}

// battleAfter reports whether seat 0's move, followed by "end" to its support phase, brings
// it to the combat-start question. The state's dice are its own (a clone rolls as the state
// would), so what happens here happens in the app that replays the save.
func battleAfter(s *locke.State, move locke.Action) bool {
	c := s.Clone().(*locke.State)
	c.SetQuiet(true)
	if _, err := c.Apply(0, move); err != nil {
		return false
	}
	for range 4 {
		a := c.Public.Ask
		switch {
		case a.Kind == locke.AskBattle && a.Seat == 0:
			return legal(c, 0, "battle")
		case a.Kind == locke.AskSupport && a.Seat == 0 && legal(c, 0, "end"):
			if _, err := c.Apply(0, locke.Action{Verb: locke.VerbEnd}); err != nil {
				return false
			}
		default:
			return false
		}
	}
	return false
}

func legal(s engine.State, seat int, act string) bool {
	return slices.ContainsFunc(s.Legal(seat), func(a engine.Action) bool { return a.String() == act })
}

// position is a generated save: the match file and the action wanted of the human there.
type position struct {
	file save.File
	want string
}

// generate plays games from seed on until m's moment comes to seat 0.
func generate(m moment, seed uint64) (position, uint64, error) {
	g, ok := games.Lookup("locke")
	if !ok {
		return position{}, 0, fmt.Errorf("locke is not among the games")
	}
	opts, err := engine.ResolveOptions(g.Options(), nil)
	if err != nil {
		return position{}, 0, err
	}
	bot, err := bots.New("locke", bots.KindHeuristic)
	if err != nil {
		return position{}, 0, err
	}
	for try := seed; try < seed+40; try++ {
		match, err := engine.NewMatch(g, seats, try, opts)
		if err != nil {
			return position{}, 0, err
		}
		st, err := match.Next()
		if err != nil {
			return position{}, 0, err
		}
		rng := engine.NewRNG(try ^ 0x5eed)
		var steps []engine.Step
		for st.Outcome() == nil && len(steps) < 4000 {
			if engine.IsActor(st, 0) {
				if ok, want := m.at(st.(*locke.State)); ok {
					return position{file: matchFile(try, opts, steps), want: want}, try, nil
				}
			}
			seat := engine.Next(st, &rng)
			act := bots.Decide(bot, st, seat, &rng)
			if _, err := st.Apply(seat, act); err != nil {
				return position{}, 0, fmt.Errorf("seed %d step %d: %v", try, len(steps), err)
			}
			steps = append(steps, engine.Step{Seat: seat, Action: act.String()})
		}
	}
	return position{}, 0, fmt.Errorf("no %s moment for seat 0 in 40 games from seed %d", m.name, seed)
}

// matchFile is the save of a solo match (seat 0 human, six default CPUs) at steps.
func matchFile(seed uint64, opts engine.Options, steps []engine.Step) save.File {
	// One game, the match length setup offers for 超人ロック (scenes/catalog.go).
	f := save.File{Game: "locke", Options: opts, Seed: seed, Games: 1, Steps: steps}
	for i := range seats {
		s := save.Seat{Human: i == 0}
		if i > 0 {
			s.Bot = bots.Default("locke")
		}
		f.Seats = append(f.Seats, s)
	}
	return f
}

// saveName is the app's blob for a match of 超人ロック (scenes/persist.go, matchBlob).
const saveName = "match-locke.json"

// writeSave puts f where the app looks for it under the config directory cfg
// (XDG_CONFIG_HOME): cfg/zashiki/match-locke.json. It is decoded first, as the app will.
func writeSave(cfg string, f save.File) error {
	data, err := save.Encode(f)
	if err != nil {
		return err
	}
	if _, err := save.Decode(data); err != nil {
		return fmt.Errorf("the generated save does not load: %v", err)
	}
	dir := filepath.Join(cfg, "zashiki")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, saveName), data, 0o644)
}

// readSave loads the app's save of the match under cfg, replayed to where it stands.
func readSave(cfg string) (*save.Loaded, error) {
	data, err := os.ReadFile(filepath.Join(cfg, "zashiki", saveName))
	if err != nil {
		return nil, err
	}
	return save.Decode(data)
}
