package engine

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestMessagesKeepTheirArgumentsKindsOnTheWire(t *testing.T) {
	m := M("log.plays", SeatRef(2), CardRef(17), Term("npc.locke"), 3, "x", CardRef(Unseen))
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back Msg
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, m) {
		t.Fatalf("%s read back as %#v, want %#v", data, back, m)
	}
	// Inside an event, as an online table's log receives it.
	ev := Event{Kind: EvMessage, Seat: 1, Msg: m, Cover: M("log.cover", SeatRef(1))}
	if data, err = json.Marshal(ev); err != nil {
		t.Fatal(err)
	}
	var evBack Event
	if err := json.Unmarshal(data, &evBack); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(evBack.Msg, ev.Msg) || !reflect.DeepEqual(evBack.Cover, ev.Cover) {
		t.Fatalf("event %s read back with %#v / %#v", data, evBack.Msg, evBack.Cover)
	}
}

func TestAMessageArgumentWithoutAWireFormIsRefused(t *testing.T) {
	if _, err := json.Marshal(M("k", 1.5)); err == nil {
		t.Fatal("a float argument was written")
	}
	for _, bad := range []string{
		`{"Key":"k","Args":[{"seat":1,"card":2}]}`,
		`{"Key":"k","Args":[{"who":1}]}`,
		`{"Key":"k","Args":[1.5]}`,
		`{"Key":"k","Args":[true]}`,
		`{"Key":"k","Args":[{}]}`,
	} {
		var m Msg
		if err := json.Unmarshal([]byte(bad), &m); err == nil {
			t.Errorf("%s read as %#v", bad, m)
		}
	}
}
