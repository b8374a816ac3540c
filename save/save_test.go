package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

// played is a save of a Free Eight match one game in, with n actions of game two played
// by random legal moves.
func played(t testing.TB, n int) File {
	t.Helper()
	f := File{Game: "freeeight", Options: map[string]string{}, Seed: 42, Games: 5,
		Seats:   []Seat{{Name: "あなた", Human: true}, {Name: "さくら", Bot: "heuristic"}, {Name: "けんじ", Bot: "random"}},
		Results: []Result{{Winners: []int{1}, Points: []int{-3, 5, -2}}}}
	l, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	st := l.State
	rng := engine.NewRNG(9)
	for range n {
		actors := st.Actors()
		seat := actors[rng.IntN(len(actors))]
		legal := st.Legal(seat)
		a := legal[rng.IntN(len(legal))]
		if _, err := st.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
		if st.Outcome() != nil {
			break
		}
		f.Steps = append(f.Steps, engine.Step{Seat: seat, Action: a.String()})
	}
	return f
}

func mustEncode(t testing.TB, f File) []byte {
	t.Helper()
	data, err := Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestRoundTripRestoresTheExactPosition(t *testing.T) {
	f := played(t, 30)
	l, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	// the same position reached directly
	g := freeeight.Game
	m, _ := engine.NewMatch(g, 3, 42, nil)
	m.Record(engine.Outcome{Winners: []int{1}, Points: []int{-3, 5, -2}})
	want, err := engine.Replay(g, m.Config(), f.Steps)
	if err != nil {
		t.Fatal(err)
	}
	for seat := range 3 {
		if !reflect.DeepEqual(l.State.View(seat), want.View(seat)) {
			t.Errorf("seat %d sees another position after loading", seat)
		}
	}
	if l.Match.Totals[1] != 5 || l.Match.First() != 1 {
		t.Errorf("match totals %v, next starter %d; want seat 2 ahead and starting", l.Match.Totals, l.Match.First())
	}
	if len(l.Events) == 0 || l.Events[0].Msg.Key == "" {
		t.Error("loading gave no events to rebuild the game log from")
	}
}

// Each kind of bad save is refused with a message that says what is wrong.
func TestBadSavesAreRefused(t *testing.T) {
	good := mustEncode(t, played(t, 20))
	illegal := played(t, 20)
	illegal.Steps[len(illegal.Steps)-1].Action = "play AS"
	illegal.Steps = append(illegal.Steps, engine.Step{Seat: 0, Action: "play AS"}, engine.Step{Seat: 0, Action: "play AS"})
	wrongSeat := played(t, 20)
	wrongSeat.Steps[3].Seat = (wrongSeat.Steps[3].Seat + 1) % 3
	newer := played(t, 5)
	newerData := strings.Replace(string(mustEncode(t, newer)), fmt.Sprintf(`"version": %d`, Version), `"version": 7`, 1)
	unknownGame := played(t, 5)
	unknownGame.Game = "mahjong"
	badOption := played(t, 5)
	badOption.Options = map[string]string{"deck_out": "never"}
	badBot := played(t, 5)
	badBot.Seats[2].Bot = "oracle"
	over := played(t, 5)
	over.Results = append(over.Results, over.Results[0], over.Results[0], over.Results[0], over.Results[0])

	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "unreadable"},
		{"truncated", good[:len(good)/2], "unreadable"},
		{"corrupted", []byte(strings.Replace(string(good), `"steps"`, `"st\x00eps"`, 1)), "unreadable"},
		{"garbage", []byte("\x89PNG\r\n\x1a\n"), "unreadable"},
		{"trailing", append(append([]byte{}, good...), []byte(`{"x":1}`)...), "trailing"},
		{"illegal action", mustEncode(t, illegal), "step"},
		{"action by the wrong seat", mustEncode(t, wrongSeat), "step 4"},
		{"newer version", []byte(newerData), "newer version"},
		{"unknown game", mustEncode(t, unknownGame), "unknown game"},
		{"bad option", mustEncode(t, badOption), "deck_out"},
		{"unknown bot", mustEncode(t, badBot), "oracle"},
		{"match already over", mustEncode(t, over), "not in progress"},
	}
	for _, c := range cases {
		_, err := Decode(c.data)
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not mention %q", c.name, err, c.want)
		}
	}
	if _, err := Decode([]byte(newerData)); !errors.Is(err, ErrNewer) {
		t.Errorf("a newer save is not reported as ErrNewer: %v", err)
	}
}

// FuzzDecode: no input makes the loader panic, and whatever it accepts saves and loads
// again to the same position.
func FuzzDecode(f *testing.F) {
	f.Add(mustEncode(f, played(f, 0)))
	f.Add(mustEncode(f, played(f, 25)))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Decode(data)
		if err != nil {
			return
		}
		again, err := Decode(mustEncode(t, l.File))
		if err != nil {
			t.Fatalf("an accepted save does not load again: %v", err)
		}
		for seat := range l.State.Seats() {
			if !reflect.DeepEqual(l.State.View(seat), again.State.View(seat)) {
				t.Fatalf("seat %d sees another position after a second round trip", seat)
			}
		}
	})
}

// TestVersionOneSavesStillLoad: a save written before contract v2 holds no pass for the seats
// a ロン window did not ask then; it loads at the same position, and the loaded file holds the
// steps in today's form, so the next save is a version 2 one.
func TestVersionOneSavesStillLoad(t *testing.T) {
	f := played(t, 60)
	l, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	var old []engine.Step
	r, _ := Decode(mustEncode(t, File{Game: f.Game, Options: f.Options, Seed: f.Seed, Games: f.Games, Seats: f.Seats, Results: f.Results}))
	st := r.State
	for _, step := range f.Steps {
		if !(st.Window() != nil && len(st.Legal(step.Seat)) == 1) {
			old = append(old, step)
		}
		a, _ := st.ParseAction(step.Action)
		if _, err := st.Apply(step.Seat, a); err != nil {
			t.Fatal(err)
		}
	}
	if len(old) == len(f.Steps) {
		t.Fatal("no window in the game: the test checks nothing")
	}
	v1 := f
	v1.Steps = old
	data := strings.Replace(string(mustEncode(t, v1)), fmt.Sprintf(`"version": %d`, Version), `"version": 1`, 1)
	got, err := Decode([]byte(data))
	if err != nil {
		t.Fatalf("a version 1 save is refused: %v", err)
	}
	for seat := range 3 {
		if !reflect.DeepEqual(got.State.View(seat), l.State.View(seat)) {
			t.Fatalf("seat %d sees another position after loading the version 1 save", seat)
		}
	}
	again, err := Decode(mustEncode(t, got.File))
	if err != nil || len(got.File.Steps) != len(f.Steps) {
		t.Fatalf("the loaded file, saved again, holds %d steps (want %d) and reads back with %v", len(got.File.Steps), len(f.Steps), err)
	}
	if !reflect.DeepEqual(again.State.View(0), l.State.View(0)) {
		t.Error("saved again, it reads back to another position")
	}
}

// TestOlderSavesKeepTheirRules: an option a save lacks was added after it was written and
// takes the value of the rules it was played under (上司独裁's boss could end a turn without
// using a card); a save that names the option keeps its value.
func TestOlderSavesKeepTheirRules(t *testing.T) {
	f := File{Version: 1, Game: "boss", Options: map[string]string{}, Seed: 3, Games: 1,
		Seats: []Seat{{Human: true}, {Bot: "heuristic"}, {Bot: "heuristic"}, {Bot: "heuristic"}}}
	data, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	l, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Match.Options["boss_must_use"]; got != "off" {
		t.Errorf("a version 1 boss save plays boss_must_use=%q, want off", got)
	}
	f.Version, f.Options = Version, map[string]string{"boss_must_use": "on"}
	data, _ = json.Marshal(f)
	if l, err = Decode(data); err != nil || l.Match.Options["boss_must_use"] != "on" {
		t.Errorf("a save naming the option: %v, %v", l.Match.Options, err)
	}
}
