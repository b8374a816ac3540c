// Package server is `zashiki serve`: it hosts tables for players on other machines. The server
// is the referee and a client is a screen: it holds every State in a match session
// (zashiki/session), keeps each table's records in a NATS JetStream log before applying and
// showing them, and sends each seat only its View, its account of the events and its legal
// actions (server/proto). CPU seats think here. A restarted server rebuilds every table from
// the log, and a player who comes back with the seat's token is shown the exact position.
//
// It imports no Ebitengine (layers_test.go checks) and is left out of the browser's build.
package server

import (
	"bytes"
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"golang.org/x/time/rate"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/rules/games"
	"zashiki/server/proto"
)

// Rate limits a connection's requests: a burst of Burst, then PerSecond a second. A player
// sends one action at a time; a flood is refused message by message. All the connections
// from one address share PerAddress times that, so opening more connections floods no
// further.
const (
	PerSecond  = 20
	Burst      = 40
	PerAddress = 4
)

// MaxName is the longest seat name, in characters.
const MaxName = 24

// Idle is how long a table may go without a record or a request before it expires: it is
// dropped and its log purged (SetIdle changes it; `zashiki serve -idle`).
const Idle = 24 * time.Hour

// Server hosts tables. Handle is its whole protocol; ServeHTTP carries it over WebSocket.
type Server struct {
	log   Log
	clock func() time.Time

	// inline: CPUs decide under the table's lock, at once (the handler's tests, the fuzz
	// target), instead of aside.
	inline bool
	// perSecond and burst are each connection's rate limit (PerSecond, Burst).
	perSecond, burst int
	// addrs are the rate limits of the addresses connected, with their connections.
	addrs map[string]*addrLimit
	// edge is what it lets in (limits.go).
	edge edge

	// cluster shares the tables with other nodes (cluster.go); nil: this server alone.
	cluster *Cluster

	// dealSeed, when not 0, is the seed of the next match made here (SetDealSeed); 0: each
	// match's seed is random.
	dealSeed atomic.Uint64

	mu     sync.Mutex
	tables map[string]*Table
	conns  map[*Conn]bool
	idle   time.Duration
	// expired are the codes of tables dropped for idling, with when: a player coming back
	// is told the table expired rather than that there never was one. Forgotten after
	// another idle time.
	expired map[string]time.Time
}

// New rebuilds every table from l and serves them. clock is the server's time for windows'
// deadlines (nil: time.Now).
func New(l Log, clock func() time.Time) (*Server, error) {
	s := newServer(l, clock)
	recs, last, err := l.Load()
	if err != nil {
		return nil, err
	}
	for code, rs := range recs {
		t, err := s.rebuild(code, rs, last[code])
		if err != nil {
			return nil, err
		}
		s.tables[code] = t
	}
	// The CPUs to play go on now, each table on its own.
	for _, t := range s.tables {
		go func() {
			t.mu.Lock()
			defer t.mu.Unlock()
			t.advance()
		}()
	}
	return s, nil
}

func newServer(l Log, clock func() time.Time) *Server {
	if clock == nil {
		clock = time.Now
	}
	return &Server{log: l, clock: clock, tables: map[string]*Table{}, conns: map[*Conn]bool{},
		perSecond: PerSecond, burst: Burst, addrs: map[string]*addrLimit{},
		idle: Idle, expired: map[string]time.Time{}}
}

// rebuild is the table code replayed from its records rs, the last at the log's sequence last.
func (s *Server) rebuild(code string, rs []Record, last uint64) (*Table, error) {
	t := &Table{srv: s, code: code}
	for i, r := range rs {
		if _, err := t.apply(r); err != nil {
			return nil, fmt.Errorf("rebuilding table %s at record %d: %w", code, i, err)
		}
	}
	t.last = last
	// Every player was disconnected by the restart: the grace time runs from now.
	now := s.clock()
	for i := range t.seats {
		t.seats[i].left = now
	}
	if t.active.IsZero() {
		t.active = now
	}
	return t, nil
}

// Close stops every table's timers and closes every connection at once; the log is the
// caller's to close.
func (s *Server) Close() {
	if s.cluster != nil {
		// A cluster's node gives its leases back once its tables are stopped: no record
		// of theirs is kept after another node has taken them.
		s.cluster.quiet()
		defer s.cluster.releaseAll()
	}
	s.mu.Lock()
	tables := make([]*Table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	conns := make([]*Conn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	s.mu.Unlock()
	for _, c := range conns {
		c.Close()
	}
	for _, t := range tables {
		t.mu.Lock()
		t.stop()
		t.mu.Unlock()
	}
}

// stop closes the table: its timer stopped, its CPU's thinking dropped.
func (t *Table) stop() {
	t.closed = true
	if t.timer != nil {
		t.timer.Stop()
	}
	if t.thinking != nil {
		t.thinking.th.Drop()
		t.thinking = nil
	}
}

// Tables lists the codes of the tables served.
func (s *Server) Tables() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var codes []string
	for c := range s.tables {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	return codes
}

// addrLimit is the rate limit one address's connections share, and its tables created.
type addrLimit struct {
	*rate.Limiter
	creates *rate.Limiter
	conns   int
}

// connect is a new connection from addr (a host, without the port) whose messages go to out,
// under the rate limits of the connection and of its address; an error if the address or the
// server holds its most connections (limits.go).
func (s *Server) connect(addr string, out func([]byte) bool) (*Conn, error) {
	c := NewConn(out)
	c.limiter = rate.NewLimiter(rate.Limit(s.perSecond), s.burst)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweepAddrs(time.Now())
	a := s.addrs[addr]
	if err := s.admits(a); err != nil {
		return nil, err
	}
	if a == nil {
		a = s.newAddrLimit()
		s.addrs[addr] = a
	}
	a.conns++
	c.addr, c.addrKey = a, addr
	s.conns[c] = true
	if s.cluster != nil {
		s.cluster.track(c)
	}
	return c, nil
}

// disconnect forgets c, and its address once it has no connection left and its limits have
// refilled (else sweepAddrs does later): reconnecting does not reset them.
func (s *Server) disconnect(c *Conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.conns, c)
	if s.cluster != nil {
		s.cluster.forget(c)
	}
	if c.addr != nil {
		if c.addr.conns--; c.addr.rested(time.Now()) {
			delete(s.addrs, c.addrKey)
		}
	}
}

// reqError is a request refused: its code (proto.Err*) and a sentence for the player.
type reqError struct{ code, text string }

func (e *reqError) Error() string { return e.code + ": " + e.text }

// Handle reads one message from c and answers it: on any error the client is told what was
// wrong, and nothing changed.
func (s *Server) Handle(c *Conn, data []byte) {
	s.reply(c, s.handle(c, data))
}

// reply tells c what was wrong with its request, if anything was.
func (s *Server) reply(c *Conn, err error) {
	if err != nil {
		var re *reqError
		if !errors.As(err, &re) {
			re = &reqError{proto.ErrServer, err.Error()}
		}
		c.send(proto.Msg{V: proto.Version, Type: proto.Error, Error: re.code, Text: re.text})
	}
}

func (s *Server) handle(c *Conn, data []byte) error {
	if !c.limiter.Allow() || c.addr != nil && !c.addr.Allow() {
		return &reqError{proto.ErrRate, fmt.Sprintf("more than %d messages a second; this one was dropped", PerSecond)}
	}
	if len(data) > proto.MaxMessage {
		return &reqError{proto.ErrTooLarge, fmt.Sprintf("a message may be %d bytes at most, not %d", proto.MaxMessage, len(data))}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var m proto.Msg
	if err := dec.Decode(&m); err != nil {
		return &reqError{proto.ErrMalformed, "not a message: " + err.Error()}
	}
	if dec.More() {
		return &reqError{proto.ErrMalformed, "one message a frame"}
	}
	if m.V != proto.Version {
		return &reqError{proto.ErrVersion, fmt.Sprintf("this server speaks protocol %d, not %d: update the game", proto.Version, m.V)}
	}
	return s.dispatch(c, m, data)
}

// dispatch serves the request m (data as it came) from c.
func (s *Server) dispatch(c *Conn, m proto.Msg, data []byte) error {
	if s.cluster != nil {
		// Run by another node: relayed there.
		if relayed, err := s.cluster.route(c, m, data); relayed {
			return err
		}
	}
	if m.Type == proto.Create {
		return s.create(c, m)
	}
	req, ok := requests[m.Type]
	if !ok {
		return &reqError{proto.ErrUnknownType, fmt.Sprintf("no request %q", m.Type)}
	}
	s.mu.Lock()
	t := s.tables[m.Code]
	s.mu.Unlock()
	if t == nil {
		s.mu.Lock()
		_, gone := s.expired[m.Code]
		s.mu.Unlock()
		if gone {
			return errExpired(m.Code)
		}
		return &reqError{proto.ErrNoTable, fmt.Sprintf("no table %q here", m.Code)}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.expired {
		return errExpired(m.Code)
	}
	if t.closed {
		return &reqError{proto.ErrServer, "the table is closed"}
	}
	if err := req(t, c, m); err != nil {
		return err
	}
	t.active = s.clock()
	t.advance()
	return nil
}

func errExpired(code string) error {
	return &reqError{proto.ErrExpired, fmt.Sprintf("table %s was left idle too long and is gone; create a new one", code)}
}

// SetDealSeed makes the matches made here from now on take the seeds seed, seed+1, … in
// turn instead of random ones (0: random again), so that a test's table deals the same cards
// every run. Every deal is then predictable: never on a server players reach.
func (s *Server) SetDealSeed(seed uint64) { s.dealSeed.Store(seed) }

// matchSeed is the seed of a new match: random, or the next of SetDealSeed's.
func (s *Server) matchSeed() uint64 {
	for {
		next := s.dealSeed.Load()
		if next == 0 {
			return randUint64()
		}
		if s.dealSeed.CompareAndSwap(next, next+1) {
			return next
		}
	}
}

// SetIdle sets how long a table may idle before it expires (Idle by default).
func (s *Server) SetIdle(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.idle = d
}

// Expire drops every table idle for the idle time or longer: its log is purged, it leaves
// memory, and its connected players are told. It returns the codes dropped. `zashiki serve`
// calls it every minute; a table whose log could not be purged stays for the next call.
func (s *Server) Expire() []string {
	s.mu.Lock()
	now, idle := s.clock(), s.idle
	for code, at := range s.expired {
		if now.Sub(at) >= idle {
			delete(s.expired, code)
		}
	}
	tables := make([]*Table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	var dropped []string
	for _, t := range tables {
		t.mu.Lock()
		if t.closed || now.Sub(t.active) < idle {
			t.mu.Unlock()
			continue
		}
		if err := s.log.Purge(t.code); err != nil {
			log.Printf("table %s: purging its log: %v", t.code, err)
			t.mu.Unlock()
			continue
		}
		t.stop()
		t.expired = true
		e := proto.Msg{V: proto.Version, Type: proto.Error, Code: t.code, Error: proto.ErrExpired, Text: errExpired(t.code).(*reqError).text}
		for i := range t.seats {
			t.send(i, e)
		}
		t.mu.Unlock()
		s.mu.Lock()
		delete(s.tables, t.code)
		s.expired[t.code] = now
		s.mu.Unlock()
		if s.cluster != nil {
			s.cluster.release(t.code)
		}
		dropped = append(dropped, t.code)
	}
	slices.Sort(dropped)
	return dropped
}

// requests are the requests made at a table, by type.
var requests = map[string]func(t *Table, c *Conn, m proto.Msg) error{
	proto.Join:    (*Table).join,
	proto.Start:   (*Table).start,
	proto.Resume:  (*Table).resume,
	proto.Act:     (*Table).act,
	proto.Next:    (*Table).next,
	proto.Away:    (*Table).handOver,
	proto.Rematch: (*Table).rematch,
}

// create sets a new table up: its game, seats and options are checked, a short code and the
// host's token are drawn, and its first record kept.
func (s *Server) create(c *Conn, m proto.Msg) error {
	if err := s.mayCreate(c); err != nil {
		return err
	}
	g, ok := games.Lookup(m.Game)
	if !ok {
		return &reqError{proto.ErrBadTable, fmt.Sprintf("no game %q", m.Game)}
	}
	lo, hi := g.Seats()
	if len(m.Seats) < lo || len(m.Seats) > hi {
		return &reqError{proto.ErrBadTable, fmt.Sprintf("%s seats %d to %d, not %d", g.ID(), lo, hi, len(m.Seats))}
	}
	host := -1
	seats := make([]proto.Seat, len(m.Seats))
	for i, st := range m.Seats {
		if st.CPU == "" {
			if host < 0 {
				host = i
			}
			continue
		}
		if !slices.Contains(bots.Kinds(g.ID()), st.CPU) {
			return &reqError{proto.ErrBadTable, fmt.Sprintf("no CPU %q for %s", st.CPU, g.ID())}
		}
		seats[i] = proto.Seat{CPU: st.CPU}
	}
	if host < 0 {
		return &reqError{proto.ErrBadTable, "a table needs a seat for its host"}
	}
	if err := checkName(m.Name); err != nil {
		return err
	}
	if m.Grace != 0 && (m.Grace < proto.MinGrace || m.Grace > proto.MaxGrace) {
		return &reqError{proto.ErrBadTable, fmt.Sprintf("a grace time of %d to %d seconds, not %d", proto.MinGrace, proto.MaxGrace, m.Grace)}
	}
	opts, err := engine.ResolveOptions(g.Options(), m.Options)
	if err != nil {
		return &reqError{proto.ErrBadTable, err.Error()}
	}
	token := newToken()
	r := Record{Kind: recCreate, Game: g.ID(), Options: opts, Seed: s.matchSeed(), Seats: seats,
		Seat: host, Name: m.Name, TokenHash: hashToken(token), Grace: m.Grace, At: s.clock().UnixMilli()}
	code, err := s.claimCode() // a cluster's lease taken for it first
	if err != nil {
		return err
	}
	s.mu.Lock()
	if code == "" {
		code = s.newCode()
	}
	t := &Table{srv: s, code: code}
	s.tables[code] = t // held by its lock until its first record is kept
	t.mu.Lock()
	s.mu.Unlock()
	defer t.mu.Unlock()
	if err := t.commitCreate(r); err != nil {
		s.mu.Lock()
		delete(s.tables, code)
		s.mu.Unlock()
		t.closed = true
		if s.cluster != nil {
			s.cluster.release(code)
		}
		return err
	}
	t.bind(c, host)
	c.send(proto.Msg{V: proto.Version, Type: proto.Created, Code: code, Seat: host, Token: token})
	t.lobby()
	return nil
}

// commitCreate keeps the table's first record and applies it (commit's lobby comes after
// the creator's seat is bound).
func (t *Table) commitCreate(r Record) error {
	seq, err := t.srv.log.Append(t.code, r, 0)
	if err != nil {
		return &reqError{proto.ErrServer, "the server could not keep the table: " + err.Error()}
	}
	t.last = seq
	_, err = t.apply(r)
	return err
}

// join seats a player at the first open seat before the game starts.
func (t *Table) join(c *Conn, m proto.Msg) error {
	if err := checkName(m.Name); err != nil {
		return err
	}
	if t.sess != nil {
		return &reqError{proto.ErrStarted, "the game has started; every seat is taken"}
	}
	for i := range t.seats {
		if !t.seats[i].taken() {
			token := newToken()
			if err := t.commit(Record{Kind: recJoin, Seat: i, Name: m.Name, TokenHash: hashToken(token)}); err != nil {
				return err
			}
			c.send(proto.Msg{V: proto.Version, Type: proto.Joined, Code: t.code, Seat: i, Token: token})
			t.bind(c, i)
			t.lobby()
			return nil
		}
	}
	return &reqError{proto.ErrSeatTaken, "every seat at this table is taken"}
}

// start deals the first game, when the host asks and every seat is taken.
func (t *Table) start(c *Conn, m proto.Msg) error {
	seat, err := t.seatOf(m.Token)
	if err != nil {
		return err
	}
	if seat != t.host {
		return &reqError{proto.ErrNotHost, "only the host starts the game"}
	}
	if t.sess != nil {
		return &reqError{proto.ErrStarted, "the game has started already"}
	}
	for _, s := range t.seats {
		if !s.taken() {
			return &reqError{proto.ErrSeatsOpen, "a seat is still open"}
		}
	}
	return t.commit(Record{Kind: recStart})
}

// resume serves the seat on this connection again and shows it where the table is. A seat a
// CPU played while its player was away is the player's again at once: the CPU's decision
// under way is dropped, and the reclaim is kept in the log.
func (t *Table) resume(c *Conn, m proto.Msg) error {
	seat, err := t.seatOf(m.Token)
	if err != nil {
		return err
	}
	if t.seats[seat].standIn != "" {
		if err := t.commit(Record{Kind: recReclaim, Seat: seat}); err != nil {
			return err
		}
		if t.thinking != nil && t.thinking.th.Seat == seat {
			t.thinking.th.Drop()
			t.thinking = nil
		}
	}
	t.bind(c, seat)
	t.lobby()
	if t.sess != nil {
		c.send(t.position(seat))
	}
	return nil
}

// act plays a seat's action, checked against the step the client saw and the rules.
func (t *Table) act(c *Conn, m proto.Msg) error {
	seat, err := t.seatOf(m.Token)
	if err != nil {
		return err
	}
	if t.sess == nil {
		return &reqError{proto.ErrNotStarted, "the game has not started"}
	}
	if m.Step != t.step {
		return &reqError{proto.ErrStale, fmt.Sprintf("the table is at step %d, not %d", t.step, m.Step)}
	}
	if t.seats[seat].standIn != "" {
		return &reqError{proto.ErrNotYourTurn, "a CPU plays this seat while you are away; resume to take it back"}
	}
	if !engine.IsActor(t.sess.State, seat) {
		return &reqError{proto.ErrNotYourTurn, "this seat is not asked now"}
	}
	act, ok := engine.FindLegal(t.sess.State, seat, m.Action)
	if !ok {
		return &reqError{proto.ErrIllegal, fmt.Sprintf("%q is not a legal action now", m.Action)}
	}
	return t.commit(Record{Kind: recStep, Seat: seat, Action: act.String()})
}

// next deals the match's next game once the game on the table has ended.
func (t *Table) next(c *Conn, m proto.Msg) error {
	if err := t.fromHostAfterAGame(m, "deals the next game"); err != nil {
		return err
	}
	return t.commit(Record{Kind: recNext})
}

// handOver has a CPU play the seat of a player away for the grace time, when the host asks.
func (t *Table) handOver(c *Conn, m proto.Msg) error {
	if err := t.fromHostInPlay(m, "hands a seat to a CPU"); err != nil {
		return err
	}
	if m.Seat < 0 || m.Seat >= len(t.seats) {
		return &reqError{proto.ErrUnknownSeat, fmt.Sprintf("this table has seats 0 to %d, not %d", len(t.seats)-1, m.Seat)}
	}
	s := &t.seats[m.Seat]
	switch {
	case s.cpu != "":
		return &reqError{proto.ErrNotAway, fmt.Sprintf("seat %d is a CPU's", m.Seat)}
	case s.standIn != "":
		return &reqError{proto.ErrNotAway, fmt.Sprintf("a CPU plays seat %d already", m.Seat)}
	case s.conn != nil:
		return &reqError{proto.ErrNotAway, fmt.Sprintf("seat %d's player is connected", m.Seat)}
	}
	if away := t.srv.clock().Sub(s.left); away < t.grace {
		return &reqError{proto.ErrTooEarly, fmt.Sprintf("seat %d's player has been away %d s; a CPU may take the seat after %d s",
			m.Seat, int(away/time.Second), int(t.grace/time.Second))}
	}
	strength := m.Strength
	if strength == "" {
		strength = bots.KindNormal
	}
	if !slices.Contains(bots.Kinds(t.game.ID()), strength) {
		return &reqError{proto.ErrBadTable, fmt.Sprintf("no CPU %q for %s", strength, t.game.ID())}
	}
	return t.commit(Record{Kind: recCPU, Seat: m.Seat, CPU: strength})
}

// rematch begins a new match at the table once a game has ended: the same seats and tokens,
// a new seed, game 1.
func (t *Table) rematch(c *Conn, m proto.Msg) error {
	if err := t.fromHostAfterAGame(m, "asks for a rematch"); err != nil {
		return err
	}
	return t.commit(Record{Kind: recRematch, Seed: t.srv.matchSeed()})
}

// fromHostInPlay refuses m unless the host sent it to a table whose game has begun; does says
// what only the host may do.
func (t *Table) fromHostInPlay(m proto.Msg, does string) error {
	seat, err := t.seatOf(m.Token)
	if err != nil {
		return err
	}
	if seat != t.host {
		return &reqError{proto.ErrNotHost, "only the host " + does}
	}
	if t.sess == nil {
		return &reqError{proto.ErrNotStarted, "the game has not started"}
	}
	return nil
}

// fromHostAfterAGame refuses m unless the host sent it, at the table's step, once the game on
// the table has ended.
func (t *Table) fromHostAfterAGame(m proto.Msg, does string) error {
	if err := t.fromHostInPlay(m, does); err != nil {
		return err
	}
	if m.Step != t.step {
		return &reqError{proto.ErrStale, fmt.Sprintf("the table is at step %d, not %d", t.step, m.Step)}
	}
	if t.sess.State.Outcome() == nil {
		return &reqError{proto.ErrGameOn, "the game goes on"}
	}
	return nil
}

func checkName(name string) error {
	if name == "" || !utf8.ValidString(name) || utf8.RuneCountInString(name) > MaxName {
		return &reqError{proto.ErrMalformed, fmt.Sprintf("a name of 1 to %d characters, please", MaxName)}
	}
	return nil
}

// codeChars are an invite code's letters: no 0/O or 1/I/L to mistake when read aloud.
const codeChars = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// newCode draws an invite code no table has: six characters, about 900 million codes.
func (s *Server) newCode() string {
	for {
		b := make([]byte, 6)
		for i := range b {
			b[i] = codeChars[randUint64()%uint64(len(codeChars))]
		}
		if _, gone := s.expired[string(b)]; s.tables[string(b)] == nil && !gone {
			return string(b)
		}
	}
}

// newToken is a seat's token: 128 random bits, in hex.
func newToken() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func randUint64() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}
