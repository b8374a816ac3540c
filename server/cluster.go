package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"zashiki/server/proto"
)

// A cluster is several `zashiki serve` nodes on one NATS deployment (a cluster of NATS
// servers, the stream and the leases on three of them). Any node takes any client; a table
// is run by the node that holds its lease, a key of the leases bucket whose value is the
// node's name, kept while the node renews it and gone LeaseTTL after it stops. Another
// node relays its clients' requests for the table to that node, and the node sends each
// relayed seat its messages on the seat's connection's own subject. When the lease is gone
// a node with a client at the table takes it and replays the table from the log; each
// client is resumed into its seat.
const (
	// LeaseTTL is how long a lease outlives its holder's last renewal: how long a table
	// waits, at most, before another node runs it once its node is gone.
	LeaseTTL = 4 * time.Second
	// renewEvery is how often a node renews its leases and looks at its clients' tables.
	renewEvery  = LeaseTTL / 4
	leaseBucket = "ZASHIKI_LEASES"
	// nodePrefix starts the subjects of one node: .req (requests relayed to it), .ping (is
	// it there), .conn.<id> (the messages for one of its clients).
	nodePrefix = "zashiki.node."
	// deadPings is how many pings in a row a node fails (no one listens on its subject)
	// before the seats it relayed are taken as disconnected.
	deadPings = 3
	// relayWait bounds one relayed request's answer.
	relayWait = 5 * time.Second
)

// moved is the holder's answer to a request for a table it no longer runs.
var moved = []byte("moved")

// Cluster is a server's part in a cluster of nodes (NewCluster).
type Cluster struct {
	srv  *Server
	log  *JetStream
	nc   *nats.Conn
	kv   jetstream.KeyValue
	node string
	subs []*nats.Subscription
	stop chan struct{}
	done sync.WaitGroup

	// taking is held while a lease is taken and its table loaded: one at a time.
	taking sync.Mutex

	mu    sync.Mutex
	held  map[string]lease // the tables this node runs, by code
	takes uint64           // the leases this node has taken
	// The entry side: this node's clients and the tables they sit at.
	routes map[*Conn]*route
	byID   map[string]*Conn
	nextID uint64
	// The holder's side: the seats other nodes relay, by node and connection, and the
	// pings each such node has failed in a row.
	proxies map[string]*Conn
	proxyOf map[*Conn]string
	misses  map[string]int
}

// lease is a table's lease held by this node: its value, the node's name and the count of
// its takes ("node.n": each take its own, so that a table taken again by the same node is
// seen to have moved), and its revision in the bucket.
type lease struct {
	value string
	rev   uint64
}

// nodeOf is the node whose lease value v is.
func nodeOf(v string) string {
	n, _, _ := strings.Cut(v, ".")
	return n
}

// route is where a client of this node sits: the table and its seat's token (from the
// seat's created, joined or resume), and the node running the table as last seen.
type route struct {
	id string
	place
	// pending is a join or a resume under way: its table, token (a resume's) and the lease
	// it went under; the client's place once the table answers with its seat.
	pending place
	// retry: the pending resume failed on its way (a node gone, NATS moving), not at its
	// table; it is tried again on the next look.
	retry bool
	busy  bool // being resumed
}

// place is a table, a seat's token there, and the lease the table was served under.
type place struct {
	code, token string
	holder      string // the lease's value; "": to be found
}

// envelope is a client's request relayed to the node running its table.
type envelope struct {
	Node  string          `json:"node"` // the relaying node
	Conn  string          `json:"conn"` // the client's connection there
	Code  string          `json:"code"`
	Token string          `json:"token,omitempty"` // the seat the client sits in, if any
	Data  json.RawMessage `json:"data,omitempty"`
	Close bool            `json:"close,omitempty"` // the client has gone
}

// NewCluster serves l's tables as a node of a cluster: it loads no table until it takes the
// table's lease. replicas is how many NATS servers keep the leases (those of l's stream).
func NewCluster(l *JetStream, clock func() time.Time) (*Server, error) {
	s := newServer(l, clock)
	cfg := jetstream.KeyValueConfig{Bucket: leaseBucket, TTL: LeaseTTL, Storage: jetstream.MemoryStorage, Replicas: max(l.replicas, 1)}
	var kv jetstream.KeyValue
	var err error
	for deadline := time.Now().Add(60 * time.Second); ; {
		ctx, cancel := timeout(3 * time.Second)
		kv, err = l.js.CreateOrUpdateKeyValue(ctx, cfg)
		cancel()
		if err == nil || time.Now().After(deadline) {
			break
		}
		log.Printf("JetStream leases %s: %v; trying again", leaseBucket, err)
		time.Sleep(250 * time.Millisecond)
	}
	if err != nil {
		return nil, fmt.Errorf("JetStream leases %s: %w", leaseBucket, err)
	}
	cl := &Cluster{srv: s, log: l, nc: l.nc, kv: kv, node: newToken()[:12], stop: make(chan struct{}),
		held: map[string]lease{}, routes: map[*Conn]*route{}, byID: map[string]*Conn{},
		proxies: map[string]*Conn{}, proxyOf: map[*Conn]string{}, misses: map[string]int{}}
	for subj, h := range map[string]nats.MsgHandler{
		cl.subject(cl.node, "req"):    cl.serveRelay,
		cl.subject(cl.node, "ping"):   func(m *nats.Msg) { m.Respond(nil) },
		cl.subject(cl.node, "conn.*"): cl.deliver,
	} {
		sub, err := l.nc.Subscribe(subj, h)
		if err != nil {
			cl.unsubscribe()
			return nil, err
		}
		cl.subs = append(cl.subs, sub)
	}
	// Messages for this node's relayed clients may have been lost while its connection to
	// NATS moved to another server: each is resumed (shown its position afresh).
	l.nc.SetReconnectHandler(func(*nats.Conn) { cl.resync() })
	s.cluster = cl
	// Three loops, so that no wait of one (a relay to a node that is gone, a ping) holds
	// up the leases' renewal.
	for _, f := range []func(){cl.renew, cl.watch, cl.ping} {
		cl.done.Add(1)
		go cl.every(f)
	}
	return s, nil
}

// Node is this node's name in the cluster (a new one each start).
func (cl *Cluster) Node() string { return cl.node }

func (cl *Cluster) subject(node, what string) string { return nodePrefix + node + "." + what }

func leaseKey(code string) string { return "table." + code }

func (cl *Cluster) unsubscribe() {
	for _, s := range cl.subs {
		s.Unsubscribe()
	}
}

// quiet stops the node's part: no more relayed requests, renewals or looks. Its leases are
// held until release, once its tables have stopped.
func (cl *Cluster) quiet() {
	close(cl.stop)
	cl.done.Wait()
	cl.unsubscribe()
}

// releaseAll gives up every lease at once, so that other nodes take the tables without
// waiting for the leases to run out.
func (cl *Cluster) releaseAll() {
	cl.mu.Lock()
	codes := make([]string, 0, len(cl.held))
	for code := range cl.held {
		codes = append(codes, code)
	}
	cl.mu.Unlock()
	for _, code := range codes {
		cl.release(code)
	}
}

func timeout(d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), d)
}

// every runs f every renewEvery until the node stops.
func (cl *Cluster) every(f func()) {
	defer cl.done.Done()
	tick := time.NewTicker(renewEvery)
	defer tick.Stop()
	for {
		select {
		case <-cl.stop:
			return
		case <-tick.C:
		}
		f()
	}
}

// renew renews every lease this node holds. A lease found changed (run out, taken by
// another node) is lost: its table is dropped here, and its clients go where it is now.
func (cl *Cluster) renew() {
	cl.mu.Lock()
	held := make(map[string]lease, len(cl.held))
	for code, l := range cl.held {
		held[code] = l
	}
	cl.mu.Unlock()
	for code, l := range held {
		ctx, cancel := timeout(renewEvery)
		next, err := cl.kv.Update(ctx, leaseKey(code), []byte(l.value), l.rev)
		cancel()
		switch {
		case err == nil:
			cl.mu.Lock()
			if cl.held[code] == l {
				cl.held[code] = lease{l.value, next}
			}
			cl.mu.Unlock()
		case errors.Is(err, jetstream.ErrKeyRevisionMismatch), errors.Is(err, jetstream.ErrKeyNotFound):
			log.Printf("table %s: lease lost (%v); dropped here", code, err)
			cl.drop(code, false)
		default:
			// NATS is choosing a leader or moving servers: the lease runs on meanwhile, and
			// the log's expected sequence keeps any other writer from interleaving.
			log.Printf("table %s: renewing its lease: %v", code, err)
		}
	}
}

// holderOf is the value of code's lease (nodeOf: its holder); "" when none holds it.
func (cl *Cluster) holderOf(code string) (string, error) {
	ctx, cancel := timeout(relayWait)
	defer cancel()
	e, err := cl.kv.Get(ctx, leaseKey(code))
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return string(e.Value()), nil
}

// watch resumes each client of this node whose table is no longer run where it was: its
// node gone (the lease ran out: this node takes it), or the lease taken by another.
func (cl *Cluster) watch() {
	cl.mu.Lock()
	type seated struct {
		c *Conn
		r route
	}
	var all []seated
	var again []seated
	for c, r := range cl.routes {
		switch {
		case r.busy:
		case r.retry && r.pending.token != "":
			again = append(again, seated{c, *r})
		case r.code != "" && r.token != "":
			all = append(all, seated{c, *r})
		}
	}
	cl.mu.Unlock()
	for _, s := range again {
		cl.resumeAside(s.c, s.r.pending)
	}
	holders := map[string]string{}
	for _, s := range all {
		h, ok := holders[s.r.code]
		if !ok {
			var err error
			if h, err = cl.holderOf(s.r.code); err != nil {
				continue
			}
			holders[s.r.code] = h
		}
		if h != s.r.holder || h == "" || nodeOf(h) == cl.node && cl.mine(s.r.code) != h {
			cl.resumeAside(s.c, s.r.place)
		}
	}
}

// resumeAside resumes c at p on a goroutine of its own (a relay may wait for a lease to
// change hands), unless it is being resumed already.
func (cl *Cluster) resumeAside(c *Conn, p place) {
	cl.mu.Lock()
	r := cl.routes[c]
	if r == nil || r.busy {
		cl.mu.Unlock()
		return
	}
	r.busy = true
	cl.mu.Unlock()
	go func() {
		cl.resume(c, p)
		cl.mu.Lock()
		r.busy = false
		cl.mu.Unlock()
	}()
}

// resume sits c at its seat again, wherever its table is run now: the client is shown the
// position afresh.
func (cl *Cluster) resume(c *Conn, p place) {
	m := proto.Msg{V: proto.Version, Type: proto.Resume, Code: p.code, Token: p.token}
	data, _ := json.Marshal(m)
	cl.srv.reply(c, cl.srv.dispatch(c, m, data))
}

// resync has every relayed client of this node resumed on the next look.
func (cl *Cluster) resync() {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	for _, r := range cl.routes {
		if nodeOf(r.holder) != cl.node {
			r.holder = ""
		}
	}
}

// ping asks each node this one serves relayed seats for whether it is there; one that has
// not been for deadPings looks in a row is gone, and its seats are disconnected.
func (cl *Cluster) ping() {
	cl.mu.Lock()
	nodes := map[string]bool{}
	for key := range cl.proxies {
		nodes[strings.SplitN(key, "/", 2)[0]] = true
	}
	cl.mu.Unlock()
	for node := range nodes {
		_, err := cl.nc.Request(cl.subject(node, "ping"), nil, time.Second)
		cl.mu.Lock()
		switch {
		case err == nil:
			delete(cl.misses, node)
		case errors.Is(err, nats.ErrNoResponders):
			cl.misses[node]++
		}
		var gone []*Conn
		if cl.misses[node] >= deadPings {
			delete(cl.misses, node)
			for key, p := range cl.proxies {
				if strings.HasPrefix(key, node+"/") {
					gone = append(gone, p)
					delete(cl.proxies, key)
					delete(cl.proxyOf, p)
				}
			}
		}
		cl.mu.Unlock()
		for _, p := range gone {
			p.Close()
		}
	}
}

// runs reports whether this node runs table code.
func (cl *Cluster) runs(code string) bool { return cl.mine(code) != "" }

// mine is the value of the lease this node holds for table code; "" when it holds none.
func (cl *Cluster) mine(code string) string {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.held[code].value
}

// track notes a client of this node, and watches its messages for the seats it is given.
func (cl *Cluster) track(c *Conn) {
	cl.mu.Lock()
	cl.nextID++
	r := &route{id: strconv.FormatUint(cl.nextID, 10)}
	cl.routes[c] = r
	cl.byID[r.id] = c
	cl.mu.Unlock()
	out := c.out
	c.out = func(data []byte) bool {
		cl.seated(c, data)
		return out(data)
	}
}

// seated notes the seat the table's answer gives the client: a created or joined message, a
// lobby after a resume (the token was good); a table gone ends the route.
func (cl *Cluster) seated(c *Conn, data []byte) {
	if !bytes.Contains(data, []byte(`"token":`)) && !bytes.Contains(data, []byte(`"type":"lobby"`)) &&
		!bytes.Contains(data, []byte(proto.ErrExpired)) {
		return
	}
	var m proto.Msg
	if json.Unmarshal(data, &m) != nil {
		return
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	r := cl.routes[c]
	if r == nil {
		return
	}
	var seat place
	switch {
	case m.Type == proto.Created && m.Token != "":
		// A table is created where it is asked for.
		seat = place{code: m.Code, token: m.Token, holder: cl.held[m.Code].value}
	case m.Type == proto.Joined && m.Token != "" && r.pending.code == m.Code:
		seat = place{code: m.Code, token: m.Token, holder: r.pending.holder}
	case m.Type == proto.Lobby && r.pending.code == m.Code && r.pending.token != "":
		seat = r.pending
	case m.Type == proto.Error && m.Error == proto.ErrExpired && m.Code == r.code:
		// seat: none
	default:
		return
	}
	if r.holder != "" && r.code != seat.code && nodeOf(r.holder) != cl.node {
		// Sat elsewhere now: the node that served the seat before serves it no more.
		cl.tell(nodeOf(r.holder), envelope{Node: cl.node, Conn: r.id, Code: r.code, Close: true})
	}
	r.place, r.pending, r.retry = seat, place{}, false
}

// forget drops a client of this node that has gone; the node running its table is told.
func (cl *Cluster) forget(c *Conn) {
	cl.mu.Lock()
	r := cl.routes[c]
	delete(cl.routes, c)
	if r != nil {
		delete(cl.byID, r.id)
	}
	cl.mu.Unlock()
	if r != nil && r.holder != "" && nodeOf(r.holder) != cl.node {
		cl.tell(nodeOf(r.holder), envelope{Node: cl.node, Conn: r.id, Code: r.code, Close: true})
	}
}

// tell sends env to node without waiting for it.
func (cl *Cluster) tell(node string, env envelope) {
	data, _ := json.Marshal(env)
	cl.nc.Publish(cl.subject(node, "req"), data)
}

// route relays the request m from c to the node that runs its table, unless this node runs
// it (or is to: a table no node runs is taken here). relayed is false when it is served here.
func (cl *Cluster) route(c *Conn, m proto.Msg, data []byte) (relayed bool, err error) {
	cl.mu.Lock()
	_, proxy := cl.proxyOf[c]
	r := cl.routes[c]
	cl.mu.Unlock()
	if proxy || r == nil || m.Type == proto.Create {
		// A relayed seat's request is this node's to serve; a new table is this node's.
		return false, nil
	}
	if m.Type == proto.Resume && m.Token != "" {
		cl.mu.Lock()
		r.pending = place{code: m.Code, token: m.Token}
		cl.mu.Unlock()
	}
	holder, err := cl.resolve(m.Code)
	for try := 0; ; try++ {
		if err != nil {
			var re *reqError
			if errors.As(err, &re) && re.code == proto.ErrNoTable {
				cl.gone(r, m.Code)
			}
			cl.served(r, m, "")
			return true, err
		}
		cl.mu.Lock()
		old, token := "", ""
		if r.code == m.Code {
			old, token = r.holder, r.token
		}
		// The table's answer (joined, a lobby) may come before the relay's: expected first.
		switch m.Type {
		case proto.Join:
			r.pending = place{code: m.Code, holder: holder}
		case proto.Resume:
			r.pending = place{code: m.Code, token: m.Token, holder: holder}
		}
		cl.mu.Unlock()
		if old != "" && nodeOf(old) != nodeOf(holder) && nodeOf(old) != cl.node {
			// Left: the node that ran it before serves this client no more.
			cl.tell(nodeOf(old), envelope{Node: cl.node, Conn: r.id, Code: m.Code, Close: true})
		}
		if holder == "" || holder == cl.mine(m.Code) {
			cl.served(r, m, holder)
			return false, nil
		}
		if m.Type == proto.Resume || m.Type == proto.Join {
			cl.leaveLocal(c, m.Code)
		}
		env, _ := json.Marshal(envelope{Node: cl.node, Conn: r.id, Code: m.Code, Token: token, Data: data})
		resp, rerr := cl.nc.Request(cl.subject(nodeOf(holder), "req"), env, relayWait)
		switch {
		case rerr == nil && !bytes.Equal(resp.Data, moved):
			cl.served(r, m, holder)
			return true, nil
		case try >= 2:
			cl.served(r, m, "")
			return true, &reqError{proto.ErrServer, "the table is moving to another server; try again in a moment"}
		case rerr == nil, errors.Is(rerr, nats.ErrNoResponders):
			// Its node is gone, or gave the table up: wait for its lease to change hands.
			holder, err = cl.awaitMove(m.Code, holder)
		case m.Type == proto.Resume:
			// No answer (a node dying as it was asked): a resume is asked again, wherever
			// the table is by then; another request is the client's to make again.
			holder, err = cl.resolve(m.Code)
		default:
			cl.served(r, m, "")
			return true, &reqError{proto.ErrServer, "the server running the table did not answer: " + rerr.Error()}
		}
	}
}

// served notes that r's request m was served under the lease holder ("": not served; the
// seat is resumed on the next look).
func (cl *Cluster) served(r *route, m proto.Msg, holder string) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if r.code == m.Code {
		r.holder = holder
	}
	if m.Type == proto.Resume && m.Token != "" {
		r.retry = holder == "" && r.pending.code == m.Code
	}
}

// gone ends r's route at table code, which is no more: its seat is not resumed again.
func (cl *Cluster) gone(r *route, code string) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if r.code == code {
		r.place = place{}
	}
	if r.pending.code == code {
		r.pending = place{}
	}
}

// leaveLocal frees the seat c holds at a table of this node other than code's: c sits at a
// table run elsewhere now.
func (cl *Cluster) leaveLocal(c *Conn, code string) {
	c.mu.Lock()
	t, seat := c.table, c.seat
	if t != nil && t.code != code {
		c.table, c.seat = nil, -1
	}
	c.mu.Unlock()
	if t != nil && t.code != code && seat >= 0 {
		t.leave(c, seat)
	}
}

// resolve is the lease under which table code is run: another node's, or this node's once
// it has taken a lease no one held ("" for no code: refused here).
func (cl *Cluster) resolve(code string) (string, error) {
	if code == "" {
		return "", nil
	}
	for range 3 {
		if v := cl.mine(code); v != "" {
			return v, nil
		}
		h, err := cl.holderOf(code)
		if err != nil {
			return "", &reqError{proto.ErrServer, "the tables' leases cannot be read: " + err.Error()}
		}
		if h != "" && nodeOf(h) != cl.node {
			return h, nil
		}
		if h != "" {
			// Given up here a moment ago (renewed by no one): wait for it to run out.
			if _, err := cl.awaitMove(code, h); err != nil {
				return "", err
			}
			continue
		}
		switch err := cl.take(code); {
		case err == nil:
			return cl.mine(code), nil
		case errors.Is(err, jetstream.ErrKeyExists):
			continue // another node took it first
		default:
			return "", err
		}
	}
	return "", &reqError{proto.ErrServer, "the table is moving to another server; try again in a moment"}
}

// awaitMove waits, at most a lease's time and a little, until code's lease is no longer
// from, then resolves it again.
func (cl *Cluster) awaitMove(code, from string) (string, error) {
	deadline := time.Now().Add(LeaseTTL + 2*time.Second)
	for time.Now().Before(deadline) {
		time.Sleep(200 * time.Millisecond)
		if h, err := cl.holderOf(code); err == nil && h != from {
			if h != "" && nodeOf(h) == cl.node && cl.mine(code) != h {
				continue
			}
			return cl.resolve(code)
		}
	}
	return "", &reqError{proto.ErrServer, "the server running the table does not answer; try again in a moment"}
}

// take takes code's lease, free, and rebuilds the table from its log; a code with no record
// is no table (the lease is given back).
func (cl *Cluster) take(code string) error {
	cl.taking.Lock()
	defer cl.taking.Unlock()
	if cl.runs(code) {
		return nil
	}
	value := cl.newLease()
	ctx, cancel := timeout(relayWait)
	rev, err := cl.kv.Create(ctx, leaseKey(code), []byte(value))
	cancel()
	if err != nil {
		return err
	}
	recs, last, err := cl.log.LoadTable(code)
	if err == nil && len(recs) == 0 {
		err = &reqError{proto.ErrNoTable, fmt.Sprintf("no table %q here", code)}
	}
	var t *Table
	if err == nil {
		t, err = cl.srv.rebuild(code, recs, last)
	}
	if err != nil {
		ctx, cancel := timeout(relayWait)
		cl.kv.Delete(ctx, leaseKey(code), jetstream.LastRevision(rev))
		cancel()
		return err
	}
	cl.srv.mu.Lock()
	cl.srv.tables[code] = t
	cl.srv.mu.Unlock()
	cl.mu.Lock()
	cl.held[code] = lease{value, rev}
	cl.mu.Unlock()
	log.Printf("table %s: taken by node %s at record %d", code, cl.node, len(recs))
	// Its CPUs play on from here.
	go func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		t.advance()
	}()
	return nil
}

// newLease is the value of a lease this node takes now.
func (cl *Cluster) newLease() string {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	cl.takes++
	return cl.node + "." + strconv.FormatUint(cl.takes, 10)
}

// claimCode draws a new table's code whose lease this node takes; "" for a server alone
// (create draws it under the server's lock).
func (s *Server) claimCode() (string, error) {
	cl := s.cluster
	if cl == nil {
		return "", nil
	}
	for range 8 {
		s.mu.Lock()
		code := s.newCode()
		s.mu.Unlock()
		value := cl.newLease()
		ctx, cancel := timeout(relayWait)
		rev, err := cl.kv.Create(ctx, leaseKey(code), []byte(value))
		cancel()
		if errors.Is(err, jetstream.ErrKeyExists) {
			continue // a table of another node's
		}
		if err != nil {
			return "", &reqError{proto.ErrServer, "the server could not take a table code: " + err.Error()}
		}
		cl.mu.Lock()
		cl.held[code] = lease{value, rev}
		cl.mu.Unlock()
		return code, nil
	}
	return "", &reqError{proto.ErrServer, "no free table code found"}
}

// release gives up code's lease, if this node holds it.
func (cl *Cluster) release(code string) {
	cl.mu.Lock()
	l, ok := cl.held[code]
	delete(cl.held, code)
	cl.mu.Unlock()
	if ok {
		ctx, cancel := timeout(relayWait)
		cl.kv.Delete(ctx, leaseKey(code), jetstream.LastRevision(l.rev))
		cancel()
	}
}

// drop stops running table code here: its lease lost, or given back (release). Its relayed
// seats are forgotten; this node's own clients at it are resumed where it goes.
func (cl *Cluster) drop(code string, release bool) {
	if release {
		cl.release(code)
	} else {
		cl.mu.Lock()
		delete(cl.held, code)
		cl.mu.Unlock()
	}
	s := cl.srv
	s.mu.Lock()
	t := s.tables[code]
	delete(s.tables, code)
	s.mu.Unlock()
	if t == nil {
		return
	}
	t.mu.Lock()
	t.stop()
	for i := range t.seats {
		t.seats[i].conn = nil
	}
	t.mu.Unlock()
	// A connection's lock is taken before the cluster's (a message sent notes its seat),
	// never inside it.
	cl.mu.Lock()
	var conns []*Conn
	for p := range cl.proxyOf {
		conns = append(conns, p)
	}
	for c, r := range cl.routes {
		if r.code == code {
			r.holder = ""
			conns = append(conns, c)
		}
	}
	cl.mu.Unlock()
	for _, c := range conns {
		c.mu.Lock()
		at := c.table == t
		if at {
			c.table, c.seat = nil, -1
		}
		c.mu.Unlock()
		if at {
			cl.mu.Lock()
			if key, ok := cl.proxyOf[c]; ok {
				delete(cl.proxies, key)
				delete(cl.proxyOf, c)
			}
			cl.mu.Unlock()
		}
	}
}

// appendFailed is a record of t's refused by the log. Another writer's record there means
// another node runs the table now: it is dropped here (and reloaded, if this node is to
// run it after all).
func (cl *Cluster) appendFailed(t *Table, err error) {
	var api *jetstream.APIError
	if errors.As(err, &api) && (api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant) {
		go cl.drop(t.code, true)
	}
}

// serveRelay serves a request another node relays for one of its clients.
func (cl *Cluster) serveRelay(msg *nats.Msg) {
	var env envelope
	if err := json.Unmarshal(msg.Data, &env); err != nil {
		return
	}
	key := env.Node + "/" + env.Conn
	if env.Close {
		cl.mu.Lock()
		p := cl.proxies[key]
		delete(cl.proxies, key)
		delete(cl.proxyOf, p)
		cl.mu.Unlock()
		if p != nil {
			p.Close()
		}
		msg.Respond(nil)
		return
	}
	if !cl.runs(env.Code) {
		// Perhaps being taken here: the request waits for the table to be loaded.
		cl.taking.Lock()
		cl.taking.Unlock()
	}
	if !cl.runs(env.Code) {
		msg.Respond(moved)
		return
	}
	cl.mu.Lock()
	p := cl.proxies[key]
	fresh := p == nil
	if fresh {
		subj := cl.subject(env.Node, "conn."+env.Conn)
		p = NewConn(func(data []byte) bool {
			if err := cl.nc.Publish(subj, data); err != nil {
				log.Printf("relaying to %s: %v", subj, err)
			}
			return true
		})
		// Its node limits the client's rate; here it is not limited twice.
		p.limiter.SetLimit(1e9)
		p.limiter.SetBurst(1 << 30)
		cl.proxies[key], cl.proxyOf[p] = p, key
	}
	cl.mu.Unlock()
	var m proto.Msg
	json.Unmarshal(env.Data, &m)
	if fresh && env.Token != "" && m.Type != proto.Resume && m.Type != proto.Join {
		// A seat new here (its table just moved here, or its node's link came back): sat
		// again first, so it is shown what it asks about.
		cl.srv.reply(p, cl.srv.dispatch(p, proto.Msg{V: proto.Version, Type: proto.Resume, Code: env.Code, Token: env.Token}, nil))
	}
	cl.srv.Handle(p, env.Data)
	msg.Respond(nil)
}

// deliver hands a relayed client its message from the node running its table.
func (cl *Cluster) deliver(msg *nats.Msg) {
	id := msg.Subject[strings.LastIndexByte(msg.Subject, '.')+1:]
	cl.mu.Lock()
	c := cl.byID[id]
	cl.mu.Unlock()
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	if !c.out(msg.Data) {
		c.closed = true
		c.cancel()
	}
}

// URL is the address NATS clients reach the log's embedded server on ("" when it listens
// on none).
func (j *JetStream) URL() string {
	if j.embedded == nil {
		return ""
	}
	return j.embedded.ClientURL()
}
