package client

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"zashiki/server/proto"
	"zashiki/server/servertest"
)

// TestDialClusterRedialsTheNextNode: a table created on one node of a cluster and joined
// through another; the first node stops mid-game (its lease given back): the host's client
// dials the next node and is back in its seat, shown the position it had; the guest, relayed
// before, is resumed by its own node; and the game is played to its end there.
func TestDialClusterRedialsTheNextNode(t *testing.T) {
	cl := servertest.StartCluster(t, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	host, err := DialCluster(ctx, cl.URLs, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(host.Close)
	guest, err := DialCluster(ctx, []string{cl.URLs[1], cl.URLs[0]}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(guest.Close)
	code := table(t, host, guest)
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	cs := []*Client{host, guest}
	var before []Snapshot
	for _, c := range cs {
		before = append(before, wait(t, c, "the deal", func(s Snapshot) bool { return s.Pos != nil }))
	}
	cl.Stop(0)
	for i, c := range cs {
		s := wait(t, c, "the position afresh", func(s Snapshot) bool { return s.Pos.Whole > before[i].Pos.Whole })
		if s.Code != code || s.Seat != before[i].Seat || s.Pos.Step != before[i].Pos.Step || len(s.Pos.Events) != len(before[i].Pos.Events) {
			t.Fatalf("client %d: back at %s seat %d step %d with %d events; was at %s seat %d step %d with %d", i,
				s.Code, s.Seat, s.Pos.Step, len(s.Pos.Events), code, before[i].Seat, before[i].Pos.Step, len(before[i].Pos.Events))
		}
		for j := range s.Pos.Events {
			if !bytes.Equal(s.Pos.Events[j], before[i].Pos.Events[j]) {
				t.Fatalf("client %d: event %d is %s, was %s", i, j, s.Pos.Events[j], before[i].Pos.Events[j])
			}
		}
	}
	if host.URL() != cl.URLs[0] {
		t.Fatalf("the seats are kept under %s, not the cluster's first address %s", host.URL(), cl.URLs[0])
	}
	// Played to the end by both; an action refused because the table moved between the
	// snapshot it was chosen from and its sending (Act sends the latest step) is chosen
	// again from the next snapshot.
	rng := rand.New(rand.NewPCG(29, 29))
	acted, at := []int{-1, -1}, make([]time.Time, 2)
	deadline := time.Now().Add(60 * time.Second)
	for {
		s0, s1 := host.Snapshot(), guest.Snapshot()
		if s0.Pos.Over && s1.Pos.Over && s0.Pos.Step == s1.Pos.Step {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end in 60 s: steps %d and %d", s0.Pos.Step, s1.Pos.Step)
		}
		for i, s := range []Snapshot{s0, s1} {
			if s.Closed != nil {
				t.Fatalf("client %d: closed: %v", i, s.Closed)
			}
			if s.Err != nil && s.Err.Code != proto.ErrIllegal && s.Err.Code != proto.ErrStale && s.Err.Code != proto.ErrRate {
				t.Fatalf("client %d: refused: %v", i, s.Err)
			}
			if len(s.Pos.Legal) > 0 && (s.Pos.Step != acted[i] || s.Err != nil && time.Since(at[i]) > 100*time.Millisecond) {
				acted[i], at[i] = s.Pos.Step, time.Now()
				cs[i].Act(s.Pos.Step, s.Pos.Legal[rng.IntN(len(s.Pos.Legal))])
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
}
