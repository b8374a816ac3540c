package store

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"zashiki/save"
)

// Statistics survive a restart: what was added is loaded back, per player and per game.
func TestStatsPersist(t *testing.T) {
	d := Dir{Path: filepath.Join(t.TempDir(), "zashiki")}
	s, err := LoadStats(d)
	if err != nil || len(s.Players) != 0 {
		t.Fatalf("no blob yet: %v, %v", s, err)
	}
	s.Add("あなた", "freeeight", true, 12)
	s.Add("あなた", "freeeight", false, -4)
	s.Add("あなた", "napoleon", true, 3)
	s.Add("#2", "freeeight", false, -8)
	if err := d.Save(StatsBlob, s.Encode()); err != nil {
		t.Fatal(err)
	}
	got, err := LoadStats(d)
	if err != nil {
		t.Fatal(err)
	}
	if r := got.Players["あなた"]["freeeight"]; r != (Record{Games: 2, Wins: 1, Points: 8}) {
		t.Errorf("freeeight record %+v, want 2 games, 1 win, 8 points", r)
	}
	if r := got.Total("あなた"); r != (Record{Games: 3, Wins: 2, Points: 11}) {
		t.Errorf("total %+v, want 3 games, 2 wins, 11 points", r)
	}
	if names := got.Names(); len(names) != 2 || names[0] != "あなた" {
		t.Errorf("names %v: the player with most games first", names)
	}
}

// A stats blob that cannot be read is set aside, not lost, and counting starts afresh.
func TestBadStatsAreSetAside(t *testing.T) {
	d := Dir{Path: t.TempDir()}
	if err := d.Save(StatsBlob, []byte("{not json")); err != nil {
		t.Fatal(err)
	}
	s, err := LoadStats(d)
	if err == nil || len(s.Players) != 0 {
		t.Fatalf("bad blob: stats %v, err %v", s, err)
	}
	if _, ok, _ := d.Load(StatsBlob); ok {
		t.Error("the bad blob is still in place")
	}
	matches, _ := filepath.Glob(filepath.Join(d.Path, StatsBlob+".bad-*"))
	if len(matches) != 1 || !strings.Contains(matches[0], ".bad-") {
		t.Errorf("the bad blob was not kept aside: %v", matches)
	}
}

// A record that cannot be (more wins than games) is dropped on load; the rest is kept.
func TestImpossibleRecordsAreDropped(t *testing.T) {
	d := Dir{Path: t.TempDir()}
	blob := `{"players":{"a":{"boss":{"games":1,"wins":3,"points":0},"chaos":{"games":2,"wins":1,"points":5}}}}`
	if err := d.Save(StatsBlob, []byte(blob)); err != nil {
		t.Fatal(err)
	}
	s, err := LoadStats(d)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Players["a"]["boss"]; ok {
		t.Error("a record with more wins than games was kept")
	}
	if s.Players["a"]["chaos"].Points != 5 {
		t.Errorf("the good record was lost: %+v", s.Players["a"])
	}
}

// TestOversizedStatsAreSetAside: a player's name longer than any seat's (a hand-edited blob)
// is refused like a broken blob, kept aside, and the records start afresh.
func TestOversizedStatsAreSetAside(t *testing.T) {
	d := Dir{Path: t.TempDir()}
	var s Stats
	s.Add(strings.Repeat("x", 2048), "freeeight", true, 3)
	if err := d.Save(StatsBlob, s.Encode()); err != nil {
		t.Fatal(err)
	}
	got, err := LoadStats(d)
	if !errors.Is(err, save.ErrTooBig) || len(got.Players) != 0 {
		t.Fatalf("LoadStats = %d players, %v; want none and ErrTooBig", len(got.Players), err)
	}
	if kept, _ := filepath.Glob(filepath.Join(d.Path, StatsBlob+".bad-*")); len(kept) != 1 {
		t.Errorf("the blob was not kept aside: %v", kept)
	}
}
