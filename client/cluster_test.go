package client

import (
	"bytes"
	"context"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

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
	var wg sync.WaitGroup
	ends := make([]Snapshot, 2)
	for i, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ends[i] = play(t, c, rand.New(rand.NewPCG(uint64(i), 29)))
		}()
	}
	wg.Wait()
	if !t.Failed() && (ends[0].Pos.Step != ends[1].Pos.Step || !ends[0].Pos.Over) {
		t.Fatalf("the game ended at steps %d and %d", ends[0].Pos.Step, ends[1].Pos.Step)
	}
}
