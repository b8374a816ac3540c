package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"zashiki/server/proto"
)

// TestTablesSpreadOverStreamsLoadWhole: tables appending at once go to every one of the
// log's streams, by code; after a restart each table loads back whole, its records in
// order with its last sequence, and appends on after it.
func TestTablesSpreadOverStreamsLoadWhole(t *testing.T) {
	dir := t.TempDir()
	l, err := Embedded(dir)
	if err != nil {
		t.Fatal(err)
	}
	const tables, each = 48, 5
	codes := make([]string, tables)
	last := make([]uint64, tables)
	var wg sync.WaitGroup
	errs := make(chan error, tables)
	for i := range codes {
		codes[i] = fmt.Sprintf("SPR%03d", i)
		wg.Go(func() {
			for n := range each {
				seq, err := l.Append(codes[i], Record{Kind: recStep, Seat: n, Action: fmt.Sprint(i, "/", n)}, last[i])
				if err != nil {
					errs <- err
					return
				}
				last[i] = seq
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	used := map[string]int{}
	for _, code := range codes {
		ls := l.known(code)
		if ls != l.homeOf(code) {
			t.Fatalf("table %s went to %s, not its home %s", code, ls.name, l.homeOf(code).name)
		}
		used[ls.name]++
	}
	if len(used) != logStreams {
		t.Fatalf("%d tables went to %d streams of %d: %v", tables, len(used), logStreams, used)
	}
	l.Close()

	l, err = Embedded(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	recs, lasts, err := l.Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != tables {
		t.Fatalf("loaded %d tables; want %d", len(recs), tables)
	}
	for i, code := range codes {
		if len(recs[code]) != each || lasts[code] != last[i] {
			t.Fatalf("table %s loaded %d records, last %d; want %d, last %d", code, len(recs[code]), lasts[code], each, last[i])
		}
		for n, r := range recs[code] {
			if r.Seat != n || r.Action != fmt.Sprint(i, "/", n) {
				t.Fatalf("table %s, record %d: %+v", code, n, r)
			}
		}
		if _, err := l.Append(code, Record{Kind: recStep, Action: "on"}, lasts[code]); err != nil {
			t.Fatalf("table %s after the restart: %v", code, err)
		}
	}
}

// oldLog writes records the way builds before the spread did: one stream, ZASHIKI_TABLES,
// a subject zashiki.table.<code> a table, each record published with the table's last
// sequence expected.
func oldLog(t *testing.T, dir string, tables map[string][]Record) {
	t.Helper()
	ns, err := StartNATS(dir, NATSCluster{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { ns.Shutdown(); ns.WaitForShutdown() }()
	nc, err := nats.Connect(ns.ClientURL(), nats.InProcessServer(ns))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: "ZASHIKI_TABLES",
		Subjects: []string{"zashiki.table.*"}, Storage: jetstream.FileStorage,
		Retention: jetstream.LimitsPolicy, Replicas: 1}); err != nil {
		t.Fatal(err)
	}
	for code, recs := range tables {
		last := uint64(0)
		for _, r := range recs {
			ack, err := js.Publish(ctx, "zashiki.table."+code, marshal(r), jetstream.WithExpectLastSequencePerSubject(last))
			if err != nil {
				t.Fatal(err)
			}
			last = ack.Sequence
		}
	}
}

// TestOldSingleStreamLogStillLoads: a table kept by a build before the spread (the one
// stream ZASHIKI_TABLES) is served after the upgrade: resumed at its position, played on
// with its records kept in its old stream, found by a cluster's node (LoadTable), still
// there after another restart, never taken by a new table, and purged from where it is.
// New tables go to the spread's streams.
func TestOldSingleStreamLogStillLoads(t *testing.T) {
	// A table played a while: its records, as any build keeps them.
	ts := startServer(t, t.TempDir())
	host := dial(t, ts.url)
	host.create("freeeight", []proto.Seat{{}, {CPU: "random"}, {CPU: "random"}})
	host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
	rng := rand.New(rand.NewPCG(3, 3))
	shown := host.playFrom(rng, proto.Msg{}, 4)
	recs := records(t, ts.log, host.code)
	ts.kill()
	dir := t.TempDir()
	oldLog(t, dir, map[string][]Record{host.code: recs})

	ts = startServer(t, dir)
	if got := ts.srv.Tables(); !slices.Equal(got, []string{host.code}) {
		t.Fatalf("after the upgrade the server serves %v; want %s", got, host.code)
	}
	// A cluster's node finds it without having read the whole log.
	node, err := open(ts.log.nc, 1, logStreams)
	if err != nil {
		t.Fatal(err)
	}
	// (Its CPUs play on from the restart: the records kept before come first.)
	loaded, _, err := node.LoadTable(host.code)
	if err != nil || len(loaded) < len(recs) {
		t.Fatalf("LoadTable of the old table: %d records, %v; want %d or more", len(loaded), err, len(recs))
	}
	for i := range recs {
		if a, b := marshal(loaded[i]), marshal(recs[i]); !bytes.Equal(a, b) {
			t.Fatalf("record %d of the old table loaded as %s; was %s", i, a, b)
		}
	}
	back := dial(t, ts.url)
	back.send(proto.Msg{Type: proto.Resume, Code: host.code, Token: host.tok})
	pos := back.await(proto.State)
	if pos.Step < shown[len(shown)-1].Step {
		t.Fatalf("resumed at step %d; the player had seen step %d", pos.Step, shown[len(shown)-1].Step)
	}
	back.code, back.tok, back.seat = host.code, host.tok, 0
	back.playFrom(rng, pos, 3)
	played := records(t, ts.log, host.code)
	if len(played) <= len(recs) {
		t.Fatalf("the old table holds %d records after playing on; %d before", len(played), len(recs))
	}
	if ls := ts.log.known(host.code); ls == nil || ls.name != legacyStream {
		t.Fatalf("the old table's records went to %v, not %s", ls, legacyStream)
	}
	if n, err := ts.log.homeOf(host.code).lastOf(host.code); err != nil || n != 0 {
		t.Fatalf("the old table has a record in its home stream (%d, %v)", n, err)
	}
	// A new table's first record with the old table's code is refused, not kept apart, by
	// a node that has not read the log too.
	other, err := open(ts.log.nc, 1, logStreams)
	if err != nil {
		t.Fatal(err)
	}
	var api *jetstream.APIError
	for _, l := range []*JetStream{ts.log, other} {
		if _, err := l.Append(host.code, Record{Kind: recCreate}, 0); !errors.As(err, &api) {
			t.Fatalf("a new table with the old table's code: %v; want refused", err)
		}
	}
	guest := dial(t, ts.url)
	guest.create("freeeight", []proto.Seat{{}, {}})
	if ls := ts.log.known(guest.code); ls != ts.log.homeOf(guest.code) {
		t.Fatalf("a new table went to %s, not its home %s", ls.name, ts.log.homeOf(guest.code).name)
	}
	ts.kill()

	ts = startServer(t, dir)
	again := records(t, ts.log, host.code)
	if len(again) < len(played) {
		t.Fatalf("the old table holds %d records after another restart; %d before", len(again), len(played))
	}
	for i := range played {
		if a, b := marshal(again[i]), marshal(played[i]); !bytes.Equal(a, b) {
			t.Fatalf("record %d of the old table changed over the restart: %s, was %s", i, a, b)
		}
	}
	if got := ts.srv.Tables(); len(got) != 2 {
		t.Fatalf("the server serves %v; want the old table and the new", got)
	}
	if err := ts.log.Purge(host.code); err != nil {
		t.Fatal(err)
	}
	if n, err := ts.log.others[0].lastOf(host.code); err != nil || n != 0 {
		t.Fatalf("the purged old table's records are left (%d, %v)", n, err)
	}
}

// TestFewerStreamsStillReadTheOthers: a build spreading new tables over fewer streams than
// the log holds still loads every table, and keeps each in the stream it is in.
func TestFewerStreamsStillReadTheOthers(t *testing.T) {
	dir := t.TempDir()
	l, err := embedded(dir, NATSCluster{}, 1, 8)
	if err != nil {
		t.Fatal(err)
	}
	last := map[string]uint64{}
	for i := range 24 {
		code := fmt.Sprintf("FEW%02d", i)
		if last[code], err = l.Append(code, Record{Kind: recStep, Action: "a"}, 0); err != nil {
			t.Fatal(err)
		}
	}
	was := map[string]string{}
	for code := range last {
		was[code] = l.known(code).name
	}
	l.Close()

	l, err = embedded(dir, NATSCluster{}, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	recs, lasts, err := l.Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != len(last) {
		t.Fatalf("loaded %d tables of %d", len(recs), len(last))
	}
	for code, seq := range last {
		if lasts[code] != seq {
			t.Fatalf("table %s loaded at %d; was %d", code, lasts[code], seq)
		}
		if _, err := l.Append(code, Record{Kind: recStep, Action: "b"}, seq); err != nil {
			t.Fatalf("table %s: %v", code, err)
		}
		if got := l.known(code).name; got != was[code] {
			t.Fatalf("table %s moved from %s to %s", code, was[code], got)
		}
	}
	// A node that has not loaded the log finds a table in a stream past its count.
	node, err := open(l.nc, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for code, name := range was {
		if name != streamName(0) && name != streamName(1) {
			rs, seq, err := node.LoadTable(code)
			if err != nil || len(rs) != 2 || seq <= last[code] {
				t.Fatalf("LoadTable %s: %d records to %d, %v", code, len(rs), seq, err)
			}
			found++
		}
	}
	if found == 0 {
		t.Fatal("no table in a stream past the count: nothing was looked for")
	}
}

// TestATableReadOnRecordByRecord: a table's records read one at a time from any point (as
// LoadTable goes on when its consumer is lost mid-read) are its records from there, in
// order, with other tables' records in between passed over.
func TestATableReadOnRecordByRecord(t *testing.T) {
	l, err := Embedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	var seqs []uint64
	var last, other uint64
	others := "OTHER0" // a table of the same stream
	for i := 1; l.homeOf(others) != l.homeOf("READON"); i++ {
		others = fmt.Sprintf("OTHER%d", i)
	}
	for n := range 6 {
		if last, err = l.Append("READON", Record{Kind: recStep, Seat: n, Action: fmt.Sprint("a", n)}, last); err != nil {
			t.Fatal(err)
		}
		seqs = append(seqs, last)
		if other, err = l.Append(others, Record{Kind: recStep, Action: "x"}, other); err != nil {
			t.Fatal(err)
		}
	}
	recs, at, err := l.LoadTable("READON")
	if err != nil || at != last || len(recs) != 6 {
		t.Fatalf("LoadTable: %d records to %d, %v; want 6 to %d", len(recs), at, err, last)
	}
	ls := l.known("READON")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var got []string
	err = ls.readOn(ctx, "READON", seqs[2], last, func(data []byte, seq uint64) error {
		var r Record
		if err := json.Unmarshal(data, &r); err != nil {
			return err
		}
		got = append(got, r.Action)
		return nil
	})
	if err != nil || !slices.Equal(got, []string{"a3", "a4", "a5"}) {
		t.Fatalf("read on after the third record: %v, %v; want [a3 a4 a5]", got, err)
	}
}
