package server

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"zashiki/rules/engine"
	"zashiki/server/proto"
)

// twinStep is the message the server sends seat after actor plays text on a copy of the
// table's session whose State is st: the same code path as a live step (stepMsg).
func twinStep(t *testing.T, tab *Table, st engine.State, actor, seat int, text string) ([]byte, bool) {
	t.Helper()
	ss := *tab.sess
	ss.State, ss.Saver = st, nil
	ss.Steps, ss.Log = slices.Clone(ss.Steps), slices.Clone(ss.Log)
	act, ok := engine.FindLegal(st, actor, text)
	if !ok {
		t.Fatalf("%q is not legal in the twin", text)
	}
	p, err := ss.Apply(actor, act)
	if err != nil {
		t.Fatal(err)
	}
	twin := &Table{code: tab.code, sess: &ss, step: tab.step + 1}
	return marshal(twin.stepMsg(seat, p)), st.Outcome() == nil
}

// TestSecrecyTwinsThroughTheServer: at every step of a game of each of the five games, for
// every seat, two tables that differ only in what neither that seat nor the actor can see
// (Redeal) send that seat byte-identical step messages: its View, its events, its legal
// actions and the rest of the message depend on nothing else.
func TestSecrecyTwinsThroughTheServer(t *testing.T) {
	for gi, wg := range wholeGames {
		t.Run(wg.game, func(t *testing.T) {
			// A clock that stands still: the twins' windows open at the same instant.
			at := time.Unix(1_000_000_000, 0)
			s, err := New(&memLog{}, func() time.Time { return at })
			if err != nil {
				t.Fatal(err)
			}
			s.inline = true
			defer s.Close()
			n := len(wg.seats)
			players := make([]*inbox, n)
			tokens := make([]string, n)
			players[0] = newInbox()
			players[0].limiter = rate.NewLimiter(rate.Inf, 0) // a script, not a person
			s.Handle(players[0].Conn, req(proto.Msg{Type: proto.Create, Game: wg.game, Name: "p", Seats: make([]proto.Seat, n)}))
			cr := players[0].last(proto.Created)
			tokens[0] = cr.Token
			for i := 1; i < n; i++ { // every seat open: the i-th to join sits at seat i
				players[i] = newInbox()
				players[i].limiter = rate.NewLimiter(rate.Inf, 0)
				s.Handle(players[i].Conn, req(proto.Msg{Type: proto.Join, Code: cr.Code, Name: "p"}))
				tokens[i] = players[i].last(proto.Joined).Token
			}
			s.Handle(players[0].Conn, req(proto.Msg{Type: proto.Start, Code: cr.Code, Token: tokens[0]}))
			tab := s.tables[cr.Code]
			rng := rand.New(rand.NewPCG(uint64(gi), 99))
			erng := engine.NewRNG(uint64(gi))
			compared := 0
			for range 400 {
				tab.mu.Lock()
				st := tab.sess.State
				if st.Outcome() != nil {
					tab.mu.Unlock()
					break
				}
				actor := engine.Next(st, nil)
				legal := st.Legal(actor)
				text := legal[rng.IntN(len(legal))].String()
				for seat := range n {
					if seat == actor {
						continue
					}
					seed := erng.Uint64()
					real, twin := st.Clone(), st.Redeal(&erng, seat, actor)
					real.(interface{ Reseed(uint64) }).Reseed(seed)
					twin.(interface{ Reseed(uint64) }).Reseed(seed)
					a, on := twinStep(t, tab, real, actor, seat, text)
					b, _ := twinStep(t, tab, twin, actor, seat, text)
					if on && !bytes.Equal(a, b) {
						t.Fatalf("step %d, seat %d after seat %d plays %q: the twins' messages differ\n%s\n%s", tab.step, seat, actor, text, a, b)
					}
					compared++
				}
				step := tab.step
				tab.mu.Unlock()
				// The real step, through the handler.
				players[actor].take()
				s.Handle(players[actor].Conn, req(proto.Msg{Type: proto.Act, Code: cr.Code, Token: tokens[actor], Step: step, Action: text}))
				if e := players[actor].last(proto.Error); e.Type != "" {
					t.Fatalf("the real step was refused: %s: %s", e.Error, e.Text)
				}
			}
			t.Logf("%s: %d twin comparisons", wg.game, compared)
		})
	}
}
