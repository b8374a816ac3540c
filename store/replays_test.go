package store

import (
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/save"
)

func replay(n int) save.Replay {
	return save.Replay{Game: "freeeight", Options: map[string]string{"deck_out": "reshuffle"},
		Seats: []save.Seat{{Human: true}, {Name: "さくら", Bot: "heuristic"}}, Seed: uint64(n), First: 1,
		Steps:   []engine.Step{{Seat: 1, Action: "draw"}, {Seat: 0, Action: "play 8S H"}},
		Winners: []int{0}, Points: []int{n, -n}, GameNo: 2, Games: 5, When: 1_700_000_000 + int64(n)}
}

// The replay library survives a restart: the games added come back whole, newest first.
func TestReplaysPersist(t *testing.T) {
	d := Dir{Path: filepath.Join(t.TempDir(), "zashiki")}
	l, err := LoadReplays(d)
	if err != nil || len(l.Games) != 0 {
		t.Fatalf("no blob yet: %v, %v", l, err)
	}
	l.Add(replay(1))
	l.Add(replay(2))
	if err := d.Save(ReplaysBlob, l.Encode()); err != nil {
		t.Fatal(err)
	}
	got, err := LoadReplays(d)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Games) != 2 || !reflect.DeepEqual(got.Games[0], replay(2)) || !reflect.DeepEqual(got.Games[1], replay(1)) {
		t.Errorf("loaded %+v; want game 2 then game 1, whole", got.Games)
	}
}

// The library keeps the last KeepReplays games: adding one more forgets the oldest.
func TestReplaysKeepTheLastGames(t *testing.T) {
	var l Replays
	for n := range KeepReplays + 3 {
		l.Add(replay(n))
	}
	if len(l.Games) != KeepReplays || l.Games[0].Seed != KeepReplays+2 || l.Games[KeepReplays-1].Seed != 3 {
		t.Errorf("kept %d games, newest seed %d, oldest %d", len(l.Games), l.Games[0].Seed, l.Games[len(l.Games)-1].Seed)
	}
}

// A library blob that cannot be read is set aside, not lost, and the library starts afresh.
func TestBadReplaysAreSetAside(t *testing.T) {
	d := Dir{Path: t.TempDir()}
	if err := d.Save(ReplaysBlob, []byte(`{"games":[{"game":`)); err != nil {
		t.Fatal(err)
	}
	l, err := LoadReplays(d)
	if err == nil || len(l.Games) != 0 {
		t.Fatalf("bad blob: %v, err %v", l, err)
	}
	if _, ok, _ := d.Load(ReplaysBlob); ok {
		t.Error("the bad blob is still in place")
	}
	if m, _ := filepath.Glob(filepath.Join(d.Path, ReplaysBlob+".bad-*")); len(m) != 1 {
		t.Errorf("the bad blob was not kept aside: %v", m)
	}
}

// TestOversizedReplaysAreSetAside: a replay over a save's limits (a 2,048-character name the
// list would draw) is refused with the whole library, which is kept aside.
func TestOversizedReplaysAreSetAside(t *testing.T) {
	d := Dir{Path: t.TempDir()}
	var l Replays
	l.Add(save.Replay{Game: "freeeight", Seats: []save.Seat{{Name: strings.Repeat("x", 2048), Human: true}, {Bot: "random"}}})
	if err := d.Save(ReplaysBlob, l.Encode()); err != nil {
		t.Fatal(err)
	}
	got, err := LoadReplays(d)
	if !errors.Is(err, save.ErrTooBig) || len(got.Games) != 0 {
		t.Fatalf("LoadReplays = %d games, %v; want none and ErrTooBig", len(got.Games), err)
	}
	if kept, _ := filepath.Glob(filepath.Join(d.Path, ReplaysBlob+".bad-*")); len(kept) != 1 {
		t.Errorf("the library was not kept aside: %v", kept)
	}
}
