package main

import (
	"io"
	"testing"
)

func TestFlags(t *testing.T) {
	f, err := parseFlags([]string{"-game", "freeeight", "-seats", "hccc", "-seed", "7", "-lang", "en", "-options", "deck_out=reshuffle"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if f.Game != "freeeight" || f.Seats != "hccc" || f.Seed != 7 || !f.SeedSet || !f.LangSet || f.Options["deck_out"] != "reshuffle" {
		t.Errorf("flags read as %+v", f)
	}
	if f, _ := parseFlags([]string{"-autoplay"}, io.Discard); f.Game != "freeeight" || !f.Autoplay {
		t.Errorf("-autoplay alone: %+v", f)
	}
}

func TestBadFlagsAreRefused(t *testing.T) {
	for _, args := range [][]string{{"-nosuch"}, {"-lang", "fr"}, {"-options", "oops"}, {"-options", "deck_out=end,deck_out=reshuffle"}, {"stray"}, {"-seed", "x"}, {"-game", "boss", "-stop-at-step", "-1"}, {"-stop-at-step", "20"}} {
		if _, err := parseFlags(args, io.Discard); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}

func TestStatsFlag(t *testing.T) {
	c, err := parseFlags([]string{"-stats", "-game", "boss"}, io.Discard)
	if err != nil || !c.Stats || c.Game != "boss" {
		t.Errorf("-stats: %+v, %v", c, err)
	}
	if c, _ := parseFlags(nil, io.Discard); c.Stats {
		t.Error("stats on without -stats")
	}
}

func TestStopAtStepFlag(t *testing.T) {
	c, err := parseFlags([]string{"-autoplay", "-game", "napoleon", "-stop-at-step", "40", "-shot", "x.png"}, io.Discard)
	if err != nil || c.StopAt != 40 || c.Game != "napoleon" {
		t.Errorf("-stop-at-step: %+v, %v", c, err)
	}
	if c, _ := parseFlags(nil, io.Discard); c.StopAt != 0 {
		t.Error("a stop without -stop-at-step")
	}
}

// -probe names the file the click tests read (scenes/probe.go); without it there is none.
func TestProbeFlag(t *testing.T) {
	c, err := parseFlags([]string{"-probe", "/tmp/p.json", "-game", "locke"}, io.Discard)
	if err != nil || c.Probe != "/tmp/p.json" || c.Game != "locke" {
		t.Errorf("-probe: %+v, %v", c, err)
	}
	if c, _ := parseFlags(nil, io.Discard); c.Probe != "" {
		t.Error("a probe file without -probe")
	}
}
