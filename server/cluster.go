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
// is run by the node that holds its lease, a key of the holders bucket whose value is the
// node's name. A lease counts while its node is alive: while the node's own key in the
// nodes bucket, which the node renews and which runs out LeaseTTL after it stops, is
// there. So a node renews one key however many tables it runs. Another node relays its
// clients' requests for the table to that node, and the node sends each relayed seat its
// messages on the seat's connection's own subject. When the lease's node is gone a node
// with a client at the table takes the lease and replays the table from the log; each
// client is resumed into its seat.
const (
	// LeaseTTL is how long a node's key outlives its last renewal: how long a table waits,
	// at most, before another node runs it once its node is gone.
	LeaseTTL = 4 * time.Second
	// renewEvery is how often a node renews its key and looks at its clients' tables.
	renewEvery = LeaseTTL / 4
	// nodesBucket holds a key per living node (TTL LeaseTTL); holdersBucket a key per table,
	// table.<code>, whose value is its lease (no TTL: it counts while its node lives).
	nodesBucket   = "ZASHIKI_NODES"
	holdersBucket = "ZASHIKI_HOLDERS"
	// aliveFor is how long a node's key found (or not) is believed before it is read again.
	aliveFor = renewEvery / 2
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
	srv     *Server
	log     *JetStream
	nc      *nats.Conn
	holders jetstream.KeyValue
	nodes   jetstream.KeyValue
	node    string
	subs    []*nats.Subscription
	stop    chan struct{}
	done    sync.WaitGroup

	// taking is held while a lease is taken and its table loaded: one at a time.
	taking sync.Mutex

	mu      sync.Mutex
	nodeRev uint64              // the revision of this node's key
	alive   map[string]nodeSeen // other nodes' keys as last read
	held    map[string]lease    // the tables this node runs, by code
	takes   uint64              // the leases this node has taken
	// The entry side: this node's clients and the tables they sit at.
	routes map[*Conn]*route
	byID   map[string]*Conn
	nextID uint64
	// The holder's side: the seats other nodes relay, by node and connection, and the
	// pings each such node has failed in a row.
	proxies map[string]*Conn
	proxyOf map[*Conn]string
	misses  map[string]int
	relays  map[string]*relayQueue // by the same key as proxies
}

// lease is a table's lease held by this node: its value, the node's name and the count of
// its takes ("node.n": each take its own, so that a table taken again by the same node is
// seen to have moved), and its revision in the bucket.
type lease struct {
	value string
	rev   uint64
}

// nodeSeen is whether a node's key was there when read.
type nodeSeen struct {
	there bool
	at    time.Time
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
	// Moved: the table's node runs it no more; the relaying node's seats there are resumed
	// wherever it goes.
	Moved bool `json:"moved,omitempty"`
}

// NewCluster serves l's tables as a node of a cluster: it loads no table until it takes the
// table's lease. replicas is how many NATS servers keep the leases (those of l's stream).
func NewCluster(l *JetStream, clock func() time.Time) (*Server, error) {
	s := newServer(l, clock)
	holders, err := bucket(l, jetstream.KeyValueConfig{Bucket: holdersBucket})
	if err != nil {
		return nil, err
	}
	nodes, err := bucket(l, jetstream.KeyValueConfig{Bucket: nodesBucket, TTL: LeaseTTL})
	if err != nil {
		return nil, err
	}
	cl := &Cluster{srv: s, log: l, nc: l.nc, holders: holders, nodes: nodes, node: newToken()[:12],
		stop: make(chan struct{}), alive: map[string]nodeSeen{},
		held: map[string]lease{}, routes: map[*Conn]*route{}, byID: map[string]*Conn{},
		proxies: map[string]*Conn{}, proxyOf: map[*Conn]string{}, misses: map[string]int{},
		relays: map[string]*relayQueue{}}
	if err := cl.live(); err != nil {
		return nil, fmt.Errorf("JetStream %s: %w", nodesBucket, err)
	}
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
	// up the node's renewal.
	for _, f := range []func(){cl.renew, cl.watch, cl.ping} {
		cl.done.Add(1)
		go cl.every(f)
	}
	return s, nil
}

// bucket opens the key-value bucket cfg names, made if need be on as many NATS servers as
// keep l's streams, in memory (a lease outlives no NATS cluster's restart: its tables are
// free then, and taken again on demand). NATS may still be choosing its leaders: it is
// asked again for up to a minute.
func bucket(l *JetStream, cfg jetstream.KeyValueConfig) (jetstream.KeyValue, error) {
	cfg.Storage, cfg.Replicas = jetstream.MemoryStorage, max(l.replicas, 1)
	var kv jetstream.KeyValue
	err := retried(cfg.Bucket, 3*time.Second, true, func(ctx context.Context) (err error) {
		kv, err = l.js.CreateOrUpdateKeyValue(ctx, cfg)
		return err
	})
	return kv, err
}

// live makes this node's key in the nodes bucket: its leases count from now.
func (cl *Cluster) live() error {
	var err error
	for range 3 {
		ctx, cancel := timeout(relayWait)
		var rev uint64
		rev, err = cl.nodes.Create(ctx, cl.node, nil)
		if errors.Is(err, jetstream.ErrKeyExists) {
			// A try whose answer timed out made it: only this node writes its key.
			var e jetstream.KeyValueEntry
			if e, err = cl.nodes.Get(ctx, cl.node); err == nil {
				rev = e.Revision()
			}
		}
		cancel()
		if err == nil {
			cl.mu.Lock()
			cl.nodeRev = rev
			cl.mu.Unlock()
			return nil
		}
	}
	return err
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

// releaseAll gives up every lease at once, and the node's key, so that other nodes take
// the tables without waiting for the key to run out.
func (cl *Cluster) releaseAll() {
	cl.mu.Lock()
	codes := make([]string, 0, len(cl.held))
	for code := range cl.held {
		codes = append(codes, code)
	}
	rev := cl.nodeRev
	cl.mu.Unlock()
	for _, code := range codes {
		cl.release(code)
	}
	ctx, cancel := timeout(relayWait)
	cl.nodes.Delete(ctx, cl.node, jetstream.LastRevision(rev))
	cancel()
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

// renew renews this node's key. A key found run out (the node stalled past LeaseTTL, or
// NATS lost it) means every lease of this node may have been taken by another: each table
// is dropped here and its lease given back, and the node lives again with none.
func (cl *Cluster) renew() {
	cl.mu.Lock()
	rev := cl.nodeRev
	cl.mu.Unlock()
	ctx, cancel := timeout(LeaseTTL / 2)
	next, err := cl.nodes.Update(ctx, cl.node, nil, rev)
	if errors.Is(err, jetstream.ErrKeyRevisionMismatch) {
		// A renewal whose answer timed out may have been kept all the same. Only this node
		// writes its key, and once run out the key is gone: found, it is still this node's.
		if e, gerr := cl.nodes.Get(ctx, cl.node); gerr == nil {
			next, err = e.Revision(), nil
		}
	}
	cancel()
	switch {
	case err == nil:
		cl.mu.Lock()
		cl.nodeRev = next
		cl.mu.Unlock()
	case errors.Is(err, jetstream.ErrKeyRevisionMismatch), errors.Is(err, jetstream.ErrKeyNotFound):
		cl.mu.Lock()
		codes := make([]string, 0, len(cl.held))
		for code := range cl.held {
			codes = append(codes, code)
		}
		cl.mu.Unlock()
		log.Printf("node %s: its key ran out (%v); its %d tables dropped here", cl.node, err, len(codes))
		for _, code := range codes {
			cl.drop(code, true)
		}
		if err := cl.live(); err != nil {
			log.Printf("node %s: %v", cl.node, err)
		}
	default:
		// NATS is choosing a leader or moving servers: the key runs on meanwhile, and the
		// log's expected sequence keeps any other writer from interleaving.
		log.Printf("node %s: renewing its key: %v", cl.node, err)
	}
}

// lives reports whether node's key is there (this node's always is, for itself). A key
// that cannot be read is taken as there: a lease is taken only from a node known gone.
func (cl *Cluster) lives(node string) bool {
	if node == cl.node {
		return true
	}
	cl.mu.Lock()
	s, ok := cl.alive[node]
	cl.mu.Unlock()
	if ok && time.Since(s.at) < aliveFor {
		return s.there
	}
	ctx, cancel := timeout(relayWait)
	_, err := cl.nodes.Get(ctx, node)
	cancel()
	there := !errors.Is(err, jetstream.ErrKeyNotFound)
	cl.mu.Lock()
	cl.alive[node] = nodeSeen{there, time.Now()}
	cl.mu.Unlock()
	return there
}

// holderOf is the value of code's lease (nodeOf: its holder), "" when none holds it or its
// node is gone; rev is the lease key's revision (0: no key), to take it at.
func (cl *Cluster) holderOf(code string) (value string, rev uint64, err error) {
	ctx, cancel := timeout(relayWait)
	defer cancel()
	e, err := cl.holders.Get(ctx, leaseKey(code))
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return "", 0, nil
	}
	if err != nil {
		return "", 0, err
	}
	if v := string(e.Value()); cl.lives(nodeOf(v)) {
		return v, e.Revision(), nil
	}
	return "", e.Revision(), nil
}

// watch resumes each client of this node whose table is no longer run where it was: its
// node gone (this node takes the lease), or the table given up there.
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
	for _, s := range all {
		h := s.r.holder
		if h == "" || nodeOf(h) == cl.node && cl.mine(s.r.code) != h || !cl.lives(nodeOf(h)) {
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
	holder, err := cl.known(r, m.Code)
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

// known is the lease under which r's table code was last served, when that is another node's
// and the node lives (a table it gave up answers "moved", and is resolved then); else the
// lease resolved afresh.
func (cl *Cluster) known(r *route, code string) (string, error) {
	cl.mu.Lock()
	h := ""
	if r.code == code {
		h = r.holder
	}
	cl.mu.Unlock()
	if h != "" && nodeOf(h) != cl.node && cl.lives(nodeOf(h)) {
		return h, nil
	}
	return cl.resolve(code)
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
		h, rev, err := cl.holderOf(code)
		if err != nil {
			return "", &reqError{proto.ErrServer, "the tables' leases cannot be read: " + err.Error()}
		}
		if h != "" && nodeOf(h) != cl.node {
			return h, nil
		}
		// Free, its node gone, or this node's and given up here a moment ago (so run by
		// no one): taken at the revision read.
		switch err := cl.take(code, rev); {
		case err == nil:
			return cl.mine(code), nil
		case errors.Is(err, jetstream.ErrKeyExists), errors.Is(err, jetstream.ErrKeyRevisionMismatch):
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
		if h, _, err := cl.holderOf(code); err == nil && h != from {
			if h != "" && nodeOf(h) == cl.node && cl.mine(code) != h {
				continue
			}
			return cl.resolve(code)
		}
	}
	return "", &reqError{proto.ErrServer, "the server running the table does not answer; try again in a moment"}
}

// take takes code's lease, free (its key at revision at: 0 for none), and rebuilds the table
// from its log; a code with no record is no table (the lease is given back).
func (cl *Cluster) take(code string, at uint64) error {
	cl.taking.Lock()
	defer cl.taking.Unlock()
	if cl.runs(code) {
		return nil
	}
	value := cl.newLease()
	ctx, cancel := timeout(relayWait)
	var rev uint64
	var err error
	if at == 0 {
		rev, err = cl.holders.Create(ctx, leaseKey(code), []byte(value))
	} else {
		rev, err = cl.holders.Update(ctx, leaseKey(code), []byte(value), at)
	}
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
		cl.holders.Delete(ctx, leaseKey(code), jetstream.LastRevision(rev))
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
		rev, err := cl.holders.Create(ctx, leaseKey(code), []byte(value))
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
		cl.holders.Delete(ctx, leaseKey(code), jetstream.LastRevision(l.rev))
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
	relaying := map[string]bool{}
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
				relaying[strings.SplitN(key, "/", 2)[0]] = true
			}
			cl.mu.Unlock()
		}
	}
	// The nodes relaying seats here resume them wherever the table goes; unless told, they
	// would learn it only from their clients' next requests.
	for node := range relaying {
		cl.tell(node, envelope{Node: cl.node, Code: code, Moved: true})
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
	if env.Moved {
		cl.movedFrom(env.Node, env.Code)
		return
	}
	cl.inTurn(env.Node+"/"+env.Conn, func() { cl.serveRelayed(msg, env) })
}

// relayQueue is the requests relayed for one client connection, served one at a time and in
// order, as a connection's own requests are; different connections' at once, so that a slow
// append at one table holds up no other.
type relayQueue struct {
	waiting []func()
	running bool
}

// inTurn serves f after the requests relayed before it for the connection key. The queue
// goes once empty; it is found and emptied under the cluster's lock, so a key never has two.
func (cl *Cluster) inTurn(key string, f func()) {
	cl.mu.Lock()
	q := cl.relays[key]
	if q == nil {
		q = &relayQueue{}
		cl.relays[key] = q
	}
	q.waiting = append(q.waiting, f)
	start := !q.running
	q.running = true
	cl.mu.Unlock()
	if !start {
		return
	}
	go func() {
		for {
			cl.mu.Lock()
			if len(q.waiting) == 0 {
				delete(cl.relays, key)
				cl.mu.Unlock()
				return
			}
			f := q.waiting[0]
			q.waiting = q.waiting[1:]
			cl.mu.Unlock()
			f()
		}
	}()
}

// serveRelayed serves one request relayed for a client of env's node.
func (cl *Cluster) serveRelayed(msg *nats.Msg, env envelope) {
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

// movedFrom notes that node runs table code no more: this node's clients it served there
// are resumed on the next look.
func (cl *Cluster) movedFrom(node, code string) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	for _, r := range cl.routes {
		if r.code == code && nodeOf(r.holder) == node {
			r.holder = ""
		}
	}
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
