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

// Cluster is `zashiki serve -cluster` nodes in this process, on one embedded NATS server
// (listening on 127.0.0.1, its stream and leases on one replica).
type Cluster struct {
	URLs  []string // the nodes' WebSocket addresses
	NATS  string   // the NATS server's address
	nodes []*node
}

type node struct {
	srv *server.Server
	log *server.JetStream
	hs  *http.Server
}

// StartCluster starts n nodes, stopped when the test ends (the NATS server last).
func StartCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	first, err := server.EmbeddedCluster(t.TempDir(), server.NATSCluster{Listen: "127.0.0.1:-1"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := &Cluster{NATS: first.URL()}
	t.Cleanup(func() {
		for i := range c.nodes {
			c.Stop(i)
		}
		first.Close()
	})
	for i := range n {
		l := first
		if i > 0 {
			if l, err = server.ConnectCluster(c.NATS, 1); err != nil {
				t.Fatal(err)
			}
		}
		srv, err := server.NewCluster(l, nil)
		if err != nil {
			t.Fatal(err)
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		hs := &http.Server{Handler: srv.Mux()}
		go hs.Serve(ln)
		c.nodes = append(c.nodes, &node{srv: srv, log: l, hs: hs})
		c.URLs = append(c.URLs, "ws://"+ln.Addr().String()+"/ws")
	}
	return c
}

// Stop stops node i as `zashiki serve` does when interrupted: its connections closed and
// its leases given back, so that another node takes its tables at once.
func (c *Cluster) Stop(i int) {
	nd := c.nodes[i]
	if nd == nil {
		return
	}
	c.nodes[i] = nil
	nd.hs.Close()
	nd.srv.Close()
	if i > 0 {
		nd.log.Close()
	}
}

// Cut closes node i's connection to NATS and nothing else, as when the node's process
// stalls or its network goes: its clients stay connected to it, unserved.
func (c *Cluster) Cut(i int) {
	if i == 0 {
		panic("servertest: node 0 holds the NATS server")
	}
	c.nodes[i].log.Close()
}
