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
	for _, args := range [][]string{{"-nosuch"}, {"-lang", "fr"}, {"-options", "oops"}, {"stray"}, {"-seed", "x"}} {
		if _, err := parseFlags(args, io.Discard); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}
