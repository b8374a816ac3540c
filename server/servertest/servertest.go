// Package servertest starts `zashiki serve` for the tests of its clients.
package servertest

import (
	"net"
	"net/http"
	"testing"

	"zashiki/server"
)

// Start is `zashiki serve` on 127.0.0.1, its log in an embedded NATS server under a test
// folder, stopped when the test ends; it returns the WebSocket address.
func Start(t testing.TB) string {
	t.Helper()
	l, err := server.Embedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(l, nil)
	if err != nil {
		l.Close()
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		srv.Close()
		l.Close()
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Mux()}
	go hs.Serve(ln)
	t.Cleanup(func() {
		hs.Close()
		srv.Close()
		l.Close()
	})
	return "ws://" + ln.Addr().String() + "/ws"
}
