package server

import (
	"bytes"
	"context"
	"errors"
	"log"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"zashiki/server/proto"
)

// lockedBuffer is a log's output, written from many goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// failingLog is a memLog whose appends and purges fail once fail is set: the paths on which
// the server logs.
type failingLog struct {
	memLog
	fail bool
}

func (l *failingLog) Append(code string, r Record, after uint64) (uint64, error) {
	if l.fail {
		return 0, errors.New("disk full")
	}
	return l.memLog.Append(code, r, after)
}

func (l *failingLog) Purge(code string) error {
	if l.fail {
		return errors.New("disk full")
	}
	return l.memLog.Purge(code)
}

// TestTokensNeverInLogs: no seat's token reaches the server's log output or its JetStream
// log, whatever happens: whole games over WebSocket, refused and resumed requests, and the
// failures the server logs (a record it could not keep, a log it could not purge). The log
// holds each token's SHA-256 only.
func TestTokensNeverInLogs(t *testing.T) {
	var out lockedBuffer
	log.SetOutput(&out)
	defer log.SetOutput(os.Stderr)
	var tokens []string

	// Over WebSocket, with the log in JetStream.
	ts := startServer(t, t.TempDir())
	host, guest := dial(t, ts.url), dial(t, ts.url)
	host.create("freeeight", []proto.Seat{{}, {}})
	guest.join(host.code, "guest")
	tokens = append(tokens, host.tok, guest.tok)
	host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
	var wg sync.WaitGroup
	for i, p := range []*client{host, guest} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.play(rand.New(rand.NewPCG(uint64(i), 3)))
		}()
	}
	wg.Wait()
	guest.send(proto.Msg{Type: proto.Act, Code: host.code, Token: host.tok + "0", Step: 1, Action: "draw"})
	guest.send(proto.Msg{Type: proto.Resume, Code: "NOPE99", Token: guest.tok})
	back := dial(t, ts.url)
	back.send(proto.Msg{Type: proto.Resume, Code: host.code, Token: guest.tok})
	back.await(proto.State)
	host.ws.CloseNow()

	// In memory, with a log that fails.
	fl := &failingLog{}
	s, _ := New(fl, nil)
	defer s.Close()
	b := newInbox()
	s.Handle(b.Conn, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "a", Seats: []proto.Seat{{}, {}}}))
	c := b.last(proto.Created)
	g := newInbox()
	s.Handle(g.Conn, req(proto.Msg{Type: proto.Join, Code: c.Code, Name: "b"}))
	tokens = append(tokens, c.Token, g.last(proto.Joined).Token)
	fl.fail = true
	s.Handle(b.Conn, req(proto.Msg{Type: proto.Start, Code: c.Code, Token: c.Token}))
	if m := b.last(proto.Error); m.Error != proto.ErrServer {
		t.Fatalf("a start the log could not keep was answered %+v", m)
	}
	s.SetIdle(time.Nanosecond)
	s.Expire()
	if !strings.Contains(out.String(), "disk full") {
		t.Fatalf("the failures were not logged, so nothing was checked: %q", out.String())
	}

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var kept bytes.Buffer
	for _, ls := range ts.log.all() {
		info, err := ls.stream.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for seq := info.State.FirstSeq; seq <= info.State.LastSeq && info.State.Msgs > 0; seq++ {
			m, err := ls.stream.GetMsg(ctx, seq)
			if errors.Is(err, jetstream.ErrMsgNotFound) {
				continue // a purged table's
			}
			if err != nil {
				t.Fatal(err)
			}
			kept.Write(m.Data)
			for k, v := range m.Header {
				kept.WriteString(k + ": " + strings.Join(v, ","))
			}
		}
	}
	for _, tok := range tokens {
		if tok == "" {
			t.Fatal("a seat without a token")
		}
		if strings.Contains(out.String(), tok) {
			t.Errorf("token %s… is in the server's log output", tok[:6])
		}
		if strings.Contains(kept.String(), tok) {
			t.Errorf("token %s… is in the JetStream log", tok[:6])
		}
	}
	for _, tok := range tokens[:2] {
		if !strings.Contains(kept.String(), hashToken(tok)) {
			t.Errorf("the JetStream log holds no SHA-256 of token %s…: what it holds was not checked", tok[:6])
		}
	}
}
