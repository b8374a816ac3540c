package server

import (
	"bufio"
	"io"
	"log"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"zashiki/server/proto"
)

// TestReplayedActionIsRefused: an action sent again, by its seat or by anyone who saw it, is
// refused as stale (it names a step the table has left) and nothing is kept or shown.
func TestReplayedActionIsRefused(t *testing.T) {
	f := startedTable(t)
	on, tok, legal, _, _ := f.asked(t)
	data := req(proto.Msg{Type: proto.Act, Code: f.code, Token: tok, Step: f.step, Action: legal[0]})
	before := f.l.count()
	f.s.Handle(on.Conn, data)
	if f.l.count() == before {
		t.Fatalf("the action was not played: %+v", on.take())
	}
	f.refused(t, on, data, proto.ErrStale)
	f.refused(t, newInbox(), data, proto.ErrStale)
}

// TestSeatCannotBeTakenWithoutItsToken: a connection without the seat's token cannot resume
// it, whether it guesses a token or brings one of another table's seats, and the seat's
// player goes on being served.
func TestSeatCannotBeTakenWithoutItsToken(t *testing.T) {
	f := startedTable(t)
	other := startedTable(t)
	on, tok, legal, _, _ := f.asked(t)
	step := f.step
	thief := newInbox()
	for _, guess := range []string{strings.Repeat("f", 32), f.hTok[:31], other.hTok, other.gTok, ""} {
		f.refused(t, thief, req(proto.Msg{Type: proto.Resume, Code: f.code, Token: guess}), proto.ErrToken)
	}
	// The guest was never left: the next step reaches it, and none reaches the thief.
	f.guest.take()
	f.s.Handle(on.Conn, req(proto.Msg{Type: proto.Act, Code: f.code, Token: tok, Step: step, Action: legal[0]}))
	if f.guest.last(proto.Stepped).Type == "" {
		t.Fatal("the guest was not shown the step after the attempts")
	}
	if got := thief.take(); len(got) > 0 {
		t.Fatalf("the thief was shown %+v", got)
	}
}

// TestSlowHeadersAreCut: a client that trickles its request's headers is cut off after the
// header time, and headers past 16 KB are refused, so neither holds a connection.
func TestSlowHeadersAreCut(t *testing.T) {
	s, _ := New(&memLog{}, nil)
	defer s.Close()
	hs := httpServer(s.Mux(), 300*time.Millisecond)
	hs.ErrorLog = log.New(io.Discard, "", 0)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go hs.Serve(ln)
	defer hs.Close()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	io.WriteString(c, "GET /ws HTTP/1.1\r\nHost: x\r\n")
	start := time.Now()
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	io.ReadAll(c) // until the server closes it
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("a client sending half its headers was held %v", d)
	}
	big, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer big.Close()
	io.WriteString(big, "GET /ws HTTP/1.1\r\nHost: x\r\nX-Pad: "+strings.Repeat("a", 64<<10)+"\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(big), nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Fatalf("64 KB of headers: status %d; want 431", resp.StatusCode)
	}
}
