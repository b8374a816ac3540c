package server

import (
	"encoding/json"
	"reflect"
	"testing"

	"zashiki/server/proto"
)

// TestEncodeIsJSONMarshal: a message encoded with its View, Events and Results put in as they
// are reads back as the message json.Marshal writes, with and without each of them.
func TestEncodeIsJSONMarshal(t *testing.T) {
	view := json.RawMessage(`{"hand":["7C","8S"],"note":"\u003cb\u003e"}`)
	events := json.RawMessage(`[{"kind":"play","card":"7C"}]`)
	results := json.RawMessage(`[{"winners":[1],"points":[0,12]}]`)
	for _, m := range []proto.Msg{
		{V: proto.Version, Type: proto.Stepped, Code: "ABC234", Seat: 1, Step: 7, View: view, Events: events, Legal: []string{"draw"}},
		{V: proto.Version, Type: proto.State, Code: "ABC234", View: view, Events: events, Results: results, Over: true},
		{V: proto.Version, Type: proto.Error, Error: proto.ErrStale, Text: `"quoted" <text>`},
		{V: proto.Version, Type: proto.Stepped, Results: results},
		{},
	} {
		got, err := encode(m)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(m)
		var g, w any
		if err := json.Unmarshal(got, &g); err != nil {
			t.Fatalf("encode wrote %s: %v", got, err)
		}
		json.Unmarshal(want, &w)
		if !reflect.DeepEqual(g, w) {
			t.Errorf("encode wrote %s; json.Marshal %s", got, want)
		}
	}
}

// TestOutboxIsBounded: a connection's outbox keeps Outbox messages in order and refuses the
// next (the client is too far behind and is disconnected); emptied, it takes more.
func TestOutboxIsBounded(t *testing.T) {
	o := &outbox{ready: make(chan struct{}, 1)}
	for i := range Outbox {
		if !o.put([]byte{byte(i)}) {
			t.Fatalf("message %d of %d refused", i+1, Outbox)
		}
	}
	if o.put([]byte{0}) {
		t.Fatalf("message %d taken", Outbox+1)
	}
	select {
	case <-o.ready:
	default:
		t.Fatal("no signal that messages wait")
	}
	got := o.take()
	if len(got) != Outbox {
		t.Fatalf("took %d messages; want %d", len(got), Outbox)
	}
	for i, m := range got {
		if m[0] != byte(i) {
			t.Fatalf("message %d out of order", i)
		}
	}
	if !o.put([]byte{1}) || len(o.take()) != 1 {
		t.Fatal("an emptied outbox took no more")
	}
}
