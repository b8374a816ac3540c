package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

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
	return playOn(t, f, n)
}

// playOn is f with up to n more random legal actions of its current game, short of its end.
func playOn(t testing.TB, f File, n int) File {
	t.Helper()
	l, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	f = l.File
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

// FuzzResume: no input makes loading panic; whatever loads is within the limits, resumes
// into a game that goes on (the resumed position takes a legal move, as the table would play
// it), and that game saved and loaded again is at the same position. `make test` runs it for a
// few seconds on top of its seeds (a fresh deal and a game under way of every game).
func FuzzResume(f *testing.F) {
	f.Add(mustEncode(f, played(f, 0)))
	f.Add(mustEncode(f, played(f, 25)))
	for _, g := range []struct {
		id    string
		seats int
	}{{"napoleon", 4}, {"boss", 4}, {"chaos", 4}, {"locke", 5}} {
		fresh := File{Game: g.id, Seed: 5, Games: 3}
		fresh.Seats = []Seat{{Human: true}}
		for range g.seats - 1 {
			fresh.Seats = append(fresh.Seats, Seat{Bot: "random"})
		}
		f.Add(mustEncode(f, fresh))
		f.Add(mustEncode(f, playOn(f, fresh, 40)))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Decode(data)
		if err != nil {
			return
		}
		for i, s := range l.File.Seats {
			if utf8.RuneCountInString(s.Name) > MaxName {
				t.Fatalf("seat %d's name of %d characters loaded", i+1, utf8.RuneCountInString(s.Name))
			}
		}
		st := l.State
		for seat := range st.Seats() {
			st.View(seat)
		}
		file := l.File
		if st.Outcome() == nil {
			seat := st.Actors()[0]
			legal := st.Legal(seat)
			if len(legal) == 0 {
				t.Fatalf("seat %d is to act on the resumed game and may do nothing", seat)
			}
			if _, err := st.Apply(seat, legal[0]); err != nil {
				t.Fatalf("the resumed game refuses its own legal move %s: %v", legal[0], err)
			}
			file.Steps = append(file.Steps, engine.Step{Seat: seat, Action: legal[0].String()})
		}
		again, err := Decode(mustEncode(t, file))
		if err != nil {
			t.Fatalf("the resumed game, played on and saved, does not load again: %v", err)
		}
		for seat := range st.Seats() {
			if !reflect.DeepEqual(st.View(seat), again.State.View(seat)) {
				t.Fatalf("seat %d sees another position after saving and loading again", seat)
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

// TestSaveLimits: a file over any limit is refused before it is replayed, saying so (a
// 2,048-character seat name once reached the table and crashed it); a file at the limits of
// setup loads.
func TestSaveLimits(t *testing.T) {
	at := played(t, 5)
	at.Seats[0].Name = strings.Repeat("長", MaxName)
	if _, err := Decode(mustEncode(t, at)); err != nil {
		t.Fatalf("a name of %d characters, as setup allows, is refused: %v", MaxName, err)
	}
	with := func(change func(f *File)) []byte {
		f := played(t, 5)
		change(&f)
		return mustEncode(t, f)
	}
	junk := func(n int) []engine.Step { return make([]engine.Step, n) }
	cases := []struct {
		name string
		data []byte
	}{
		{"a name of 2,048 characters", with(func(f *File) { f.Seats[1].Name = strings.Repeat("x", 2048) })},
		{"a name one character long", with(func(f *File) { f.Seats[1].Name = strings.Repeat("長", MaxName+1) })},
		{"a game name of a kilobyte", with(func(f *File) { f.Game = strings.Repeat("g", 1024) })},
		{"a CPU kind of a kilobyte", with(func(f *File) { f.Seats[2].Bot = strings.Repeat("b", 1024) })},
		{"too many seats", with(func(f *File) { f.Seats = make([]Seat, MaxSeats+1) })},
		{"too many options", with(func(f *File) {
			for i := range MaxOptions + 1 {
				f.Options[fmt.Sprint("k", i)] = "v"
			}
		})},
		{"a long option", with(func(f *File) { f.Options["deck_out"] = strings.Repeat("v", MaxWord+1) })},
		{"too many games", with(func(f *File) { f.Games = MaxGames + 1 })},
		{"too many steps", with(func(f *File) { f.Steps = junk(MaxSteps + 1) })},
		{"too many steps in a finished game", with(func(f *File) { f.Results[0].Steps = junk(MaxSteps + 1) })},
		{"a long action", with(func(f *File) { f.Steps[0].Action = strings.Repeat("a", MaxAction+1) })},
		{"too many winners", with(func(f *File) { f.Results[0].Winners = make([]int, 4) })},
		{"8 MiB of name", with(func(f *File) { f.Seats[0].Name = strings.Repeat("x", 8<<20) })},
		{"over the size", append(mustEncode(t, played(t, 5)), make([]byte, MaxBytes)...)},
	}
	for _, c := range cases {
		_, err := Decode(c.data)
		if !errors.Is(err, ErrTooBig) {
			t.Errorf("%s: %v, want ErrTooBig", c.name, err)
		} else if len(err.Error()) > 200 {
			t.Errorf("%s: the explanation is %d bytes long", c.name, len(err.Error()))
		}
	}
	for _, name := range []string{"two\nlines", "bell\a"} {
		if _, err := Decode(with(func(f *File) { f.Seats[0].Name = name })); err == nil {
			t.Errorf("the name %q loaded", name)
		}
	}
}

// TestLongestGamesFitTheLimits: the limits leave room over the longest game the simulations
// played (超人ロック, 5,347 steps: docs/PERFORMANCE.md, "Save limits"), and a match of ten
// such games, each step as long as the longest action, fits four times in MaxBytes.
func TestLongestGamesFitTheLimits(t *testing.T) {
	const longest = 5347
	const longestAction = 21 // "place 55 mgmt discard", カオス's longest, of every legal action in 300 random games
	if MaxSteps < 5*longest {
		t.Errorf("MaxSteps %d leaves less than five times the longest game (%d)", MaxSteps, longest)
	}
	f := played(t, 5)
	f.Games = 10
	step := engine.Step{Seat: 10, Action: strings.Repeat("a", longestAction)}
	f.Results = nil
	for range 9 {
		f.Results = append(f.Results, Result{Winners: []int{0}, Points: make([]int, 3), Steps: slices.Repeat([]engine.Step{step}, longest)})
	}
	f.Steps = slices.Repeat([]engine.Step{step}, longest)
	if data, err := Encode(f); err != nil || 4*len(data) > MaxBytes {
		t.Errorf("ten of the longest games take %d bytes (%v): MaxBytes %d leaves under four times that", len(data), err, MaxBytes)
	}
	if 4*longestAction > MaxAction {
		t.Errorf("MaxAction %d leaves under four times the longest action (%d bytes)", MaxAction, longestAction)
	}
}

// TestAnEndedGameLoadsAtItsEnd: the step that ends a game is saved at once, so a save may
// hold a game that has just ended; it loads at the final position, for the table to record.
func TestAnEndedGameLoadsAtItsEnd(t *testing.T) {
	f := played(t, 0)
	l, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	st := l.State
	for st.Outcome() == nil {
		seat := st.Actors()[0]
		a := st.Legal(seat)[0]
		if _, err := st.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
		f.Steps = append(f.Steps, engine.Step{Seat: seat, Action: a.String()})
	}
	ended, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatalf("a save whose last step ends the game is refused: %v", err)
	}
	if ended.State.Outcome() == nil || len(ended.File.Steps) != len(f.Steps) {
		t.Errorf("it loads with %d of %d steps and outcome %v", len(ended.File.Steps), len(f.Steps), ended.State.Outcome())
	}
}
