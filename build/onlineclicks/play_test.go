package main

import "testing"

// TestChooseMove: the move clicked is ロン when offered, else a card other than an 8, else
// an 8, else a draw, else a pass; nothing when nothing is legal.
func TestChooseMove(t *testing.T) {
	for _, c := range []struct {
		legal []string
		want  string
	}{
		{[]string{"pass", "ron"}, "ron"},
		{[]string{"draw", "play 8H S", "play 5H"}, "play 5H"},
		{[]string{"draw", "play 8H S", "play 8H H"}, "play 8H S"},
		{[]string{"pass", "draw"}, "draw"},
		{[]string{"pass"}, "pass"},
		{[]string{"next"}, ""},
		{nil, ""},
	} {
		got, ok := choose(c.legal)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("choose(%v) = %q, %v; want %q", c.legal, got, ok, c.want)
		}
	}
}

// TestServeLine: the address is read from the line `zashiki serve` prints once it listens
// (server/serve.go), a free port's included.
func TestServeLine(t *testing.T) {
	m := serveLine.FindStringSubmatch("zashiki serve: ws://127.0.0.1:40883/ws, 0 tables")
	if m == nil || m[1] != "ws://127.0.0.1:40883/ws" {
		t.Fatalf("serve line read as %v", m)
	}
	if serveLine.MatchString("zashiki serve: ws://0.0.0.0:7878/ws, 0 tables") {
		t.Error("an address off the loopback was taken")
	}
}
