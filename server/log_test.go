package server

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// TestAnAppendWhoseAcknowledgementWasLostIsFoundKept: a record the stream kept while its
// acknowledgement never reached the node (a timeout under load) is the append's success,
// with its sequence, so the table's next record is expected after it; a record the stream
// does not hold last, or one kept before the sequence the table knew, is not taken for it.
func TestAnAppendWhoseAcknowledgementWasLostIsFoundKept(t *testing.T) {
	l, err := Embedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	first, err := l.Append("LOST1", Record{Kind: recStep, Seat: 0, Action: "draw", At: 1}, 0)
	if err != nil {
		t.Fatal(err)
	}
	r := Record{Kind: recStep, Seat: 1, Action: "play 7C", At: 2}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	// Kept by the stream, its acknowledgement lost on the way back.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ls, err := l.place("LOST1", first)
	if err != nil {
		t.Fatal(err)
	}
	ack, err := l.js.Publish(ctx, ls.prefix+"LOST1", data, jetstream.WithExpectLastSequencePerSubject(first))
	if err != nil {
		t.Fatal(err)
	}
	// Sent again, as Append does when no acknowledgement comes: found kept, not refused.
	if seq, err := l.Append("LOST1", r, first); err != nil || seq != ack.Sequence {
		t.Fatalf("the append sent again = %d, %v; want %d, nil", seq, err, ack.Sequence)
	}
	if _, err := l.Append("LOST1", Record{Kind: recStep, Seat: 1, Action: "draw", At: 2}, first); err == nil {
		t.Error("another record was taken for the one kept")
	}
	if _, ok := ls.kept("LOST1", data, ack.Sequence); ok {
		t.Error("a record kept before the sequence the table knew was taken for a new one")
	}
	if _, ok := ls.kept("NONE1", data, 0); ok {
		t.Error("a table with no records was found to hold one")
	}
	// The table goes on after the record found kept.
	if _, err := l.Append("LOST1", Record{Kind: recStep, Seat: 2, Action: "draw", At: 3}, ack.Sequence); err != nil {
		t.Fatalf("the next append after the one found kept: %v", err)
	}
}
