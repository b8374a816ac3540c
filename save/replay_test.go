package save

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// playedGame is one game of id played to its end by bots (the heuristic at even seats, random
// at odd ones), with every seat's View and the spectator's after each step: views[k][seat+1]
// is seat's View after k steps (seat -1 first).
type playedGame struct {
	replay Replay
	views  [][]engine.View
	events [][]engine.Event // events[k-1]: what step k caused, unredacted
}

func playGame(t testing.TB, id string, seats int, seed uint64) playedGame {
	t.Helper()
	g, ok := games.Lookup(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	m, err := engine.NewMatch(g, seats, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg := m.Config()
	st, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var players []bots.Bot
	for i := range seats {
		kind := "random"
		if i%2 == 0 {
			kind = bots.KindHeuristic
		}
		b, err := bots.New(id, kind)
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, b)
	}
	p := playedGame{replay: Replay{Game: id, Options: cfg.Options, Seed: cfg.Seed, First: cfg.First, GameNo: 1, Games: 1}}
	for range seats {
		p.replay.Seats = append(p.replay.Seats, Seat{Bot: "random"})
	}
	rng := engine.NewRNG(seed ^ 0x5eed)
	p.views = append(p.views, allViews(st))
	for st.Outcome() == nil {
		if len(p.replay.Steps) > 5000 {
			t.Fatalf("%s: no end after 5000 steps", id)
		}
		seat := engine.Next(st, &rng)
		act := bots.Decide(players[seat], st, seat, &rng)
		evs, err := st.Apply(seat, act)
		if err != nil {
			t.Fatal(err)
		}
		p.replay.Steps = append(p.replay.Steps, engine.Step{Seat: seat, Action: act.String()})
		p.events = append(p.events, evs)
		p.views = append(p.views, allViews(st))
	}
	p.replay.Winners, p.replay.Points = st.Outcome().Winners, st.Outcome().Points
	return p
}

func allViews(st engine.State) []engine.View {
	out := []engine.View{st.View(-1)}
	for seat := range st.Seats() {
		out = append(out, st.View(seat))
	}
	return out
}

// The four card games whose whole plays the replay tests check (超人ロック is checked at the
// screen, scenes/replay_test.go, on a shorter course).
var replayGames = []struct {
	id    string
	seats int
}{{"freeeight", 4}, {"napoleon", 4}, {"boss", 4}, {"chaos", 4}}

// TestReplayStepsBothWaysShowTheGame: a replay stepped forward from the deal to the end, then
// back to the deal, shows at every step k and for every viewpoint (each seat and nobody's)
// exactly the View the game showed after k steps; each step reports the game's own events.
func TestReplayStepsBothWaysShowTheGame(t *testing.T) {
	for _, c := range replayGames {
		t.Run(c.id, func(t *testing.T) {
			p := playGame(t, c.id, c.seats, 7)
			tape, err := Open(p.replay)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d steps", tape.Len())
			if tape.Len() < 10 {
				t.Fatalf("a game of %d steps checks little", tape.Len())
			}
			check := func(how string, k int, st engine.State) {
				t.Helper()
				for i, want := range p.views[k] {
					if got := st.View(i - 1); !reflect.DeepEqual(got, want) {
						t.Fatalf("%s to step %d: seat %d sees another position than the game showed", how, k, i-1)
					}
				}
			}
			check("opened", 0, tape.At(0))
			for k := 1; k <= tape.Len(); k++ {
				evs, st := tape.Step(k)
				check("forward", k, st)
				if !reflect.DeepEqual(evs, p.events[k-1]) {
					t.Fatalf("step %d reports other events than the game did", k)
				}
			}
			for k := tape.Len(); k >= 0; k-- {
				check("back", k, tape.At(k))
			}
		})
	}
}

// A replay the rules do not accept is refused at once, saying which step: one with an
// illegal step, and one cut short of the game's end.
func TestBrokenReplaysAreRefused(t *testing.T) {
	p := playGame(t, "freeeight", 3, 11)
	bad := p.replay
	bad.Steps = append([]engine.Step{}, bad.Steps...)
	bad.Steps[4].Seat = (bad.Steps[4].Seat + 1) % 3
	if _, err := Open(bad); err == nil || !strings.Contains(err.Error(), "step 5") {
		t.Errorf("a replay with a step by the wrong seat: %v", err)
	}
	short := p.replay
	short.Steps = short.Steps[:len(short.Steps)-1]
	if _, err := Open(short); err == nil || !strings.Contains(err.Error(), "does not end") {
		t.Errorf("a replay cut short: %v", err)
	}
}

// A save keeps each finished game's steps, and File.Replay rebuilds that game's deal from the
// match: its seed and its first seat (the previous winner), so it replays to its outcome.
func TestSavedResultsReplay(t *testing.T) {
	g, _ := games.Lookup("freeeight")
	m, _ := engine.NewMatch(g, 3, 5, nil)
	f := File{Game: "freeeight", Options: map[string]string{}, Seed: 5, Games: 5,
		Seats: []Seat{{Human: true}, {Bot: "random"}, {Bot: "random"}}}
	rng := engine.NewRNG(3)
	for range 2 {
		st, _ := m.Next()
		var steps []engine.Step
		for st.Outcome() == nil {
			seat := engine.Next(st, &rng)
			act := bots.Decide(bots.Random{}, st, seat, &rng)
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			steps = append(steps, engine.Step{Seat: seat, Action: act.String()})
		}
		o := *st.Outcome()
		m.Record(o)
		f.Results = append(f.Results, Result{Winners: o.Winners, Points: o.Points, Steps: steps})
	}
	if m.Results[0].Winners[0] == 0 {
		t.Log("seat 1 won game 1: game 2 starts where game 1 did") // the check below still holds
	}
	l, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		r, ok := l.File.Replay(i)
		if !ok {
			t.Fatalf("game %d: no replay kept", i+1)
		}
		tape, err := Open(r)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		o := tape.At(tape.Len()).Outcome()
		if !reflect.DeepEqual(o.Points, f.Results[i].Points) || r.GameNo != i+1 {
			t.Errorf("game %d replays to points %v, the match recorded %v", i+1, o.Points, f.Results[i].Points)
		}
	}
	if _, ok := l.File.Replay(2); ok {
		t.Error("a game not yet finished is offered as a replay")
	}
}

// TestVersionTwoSavesStillLoad: a save written before results kept their steps (testdata,
// version 2) loads at the same position, and offers no replay of its finished game.
func TestVersionTwoSavesStillLoad(t *testing.T) {
	data := readTestdata(t, "v2-freeeight.json")
	if !strings.Contains(string(data), `"version": 2`) || strings.Contains(string(data), `"results": [{"steps"`) {
		t.Fatal("the fixture is not a version 2 save")
	}
	l, err := Decode(data)
	if err != nil {
		t.Fatalf("a version 2 save is refused: %v", err)
	}
	want := played(t, 30)
	wl, err := Decode(mustEncode(t, want))
	if err != nil {
		t.Fatal(err)
	}
	for seat := range 3 {
		if !reflect.DeepEqual(l.State.View(seat), wl.State.View(seat)) {
			t.Errorf("seat %d sees another position after loading the version 2 save", seat)
		}
	}
	if _, ok := l.File.Replay(0); ok {
		t.Error("a result without steps is offered as a replay")
	}
	again, err := Encode(l.File)
	if err != nil || !strings.Contains(string(again), fmt.Sprintf(`"version": %d`, Version)) {
		t.Errorf("saved again: %v", err)
	}
	var back File
	if err := json.Unmarshal(again, &back); err != nil || len(back.Results) != 1 || back.Results[0].Steps != nil {
		t.Errorf("saved again, the old result reads %+v, %v", back.Results, err)
	}
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}
