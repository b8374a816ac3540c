package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log"
	"slices"
	"sync"
	"time"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/rules/games"
	"zashiki/server/proto"
	"zashiki/session"
)

// seat is one chair of a table: its setup, who took it, and the connection it is served on.
type seat struct {
	cpu       string // the CPU's strength; empty: a player's seat
	name      string
	tokenHash string
	conn      *Conn
	// standIn is the strength of the CPU playing the seat while its player is away (the
	// host's choice, kept in the log); empty: none.
	standIn string
	// left is when the seat's player was last served, on the server's clock: when its
	// connection went, or when the server started.
	left time.Time
}

func (s *seat) taken() bool { return s.cpu != "" || s.tokenHash != "" }

// Table is one table of the server: its records' state, and its match session once dealt.
// Everything in it is under mu; a step is kept in the log before it is applied and shown.
type Table struct {
	mu      sync.Mutex
	srv     *Server
	code    string
	game    engine.Game
	options engine.Options
	seed    uint64
	seats   []seat
	host    int
	sess    *session.Session // nil until the host starts
	step    int              // deals and actions applied, every game of the match
	last    uint64           // the log's sequence of the table's last record
	timer   *time.Timer      // the open window's deadline
	closed  bool
	expired bool          // dropped for idling (closed too)
	grace   time.Duration // how long a player is away before the host may hand the seat to a CPU
	active  time.Time     // the last record kept or request served, on the server's clock
	// thinking is the CPU decision under way, worked on aside while the table takes
	// requests; step is the table's step when it began (a step since makes it stale).
	thinking *thought
}

type thought struct {
	th   *session.Thought
	step int
}

// apply performs one record on the table: the same code path for a record just kept and
// for one replayed from the log, so a rebuilt table is the table that was.
func (t *Table) apply(r Record) ([]session.Played, error) {
	if r.At != 0 {
		t.active = time.UnixMilli(r.At)
	}
	switch r.Kind {
	case recCreate:
		g, ok := games.Lookup(r.Game)
		if !ok {
			return nil, fmt.Errorf("unknown game %q", r.Game)
		}
		t.game, t.options, t.seed, t.host = g, engine.Options(r.Options), r.Seed, r.Seat
		t.seats = make([]seat, len(r.Seats))
		for i, s := range r.Seats {
			t.seats[i] = seat{cpu: s.CPU, name: s.Name}
		}
		t.seats[r.Seat].name, t.seats[r.Seat].tokenHash = r.Name, r.TokenHash
		t.grace = time.Duration(r.Grace) * time.Second
		if r.Grace == 0 {
			t.grace = proto.Grace * time.Second
		}
	case recJoin:
		if r.Seat < 0 || r.Seat >= len(t.seats) {
			return nil, fmt.Errorf("join at seat %d of %d", r.Seat, len(t.seats))
		}
		t.seats[r.Seat].name, t.seats[r.Seat].tokenHash = r.Name, r.TokenHash
	case recStart:
		m, err := engine.NewMatch(t.game, len(t.seats), t.seed, t.options)
		if err != nil {
			return nil, err
		}
		ss := make([]session.Seat, len(t.seats))
		for i, s := range t.seats {
			ss[i].Human = s.cpu == ""
			if !ss[i].Human {
				if ss[i].Bot, err = bots.New(t.game.ID(), s.cpu); err != nil {
					return nil, err
				}
			}
		}
		t.sess = session.New(m, ss, t.seed^0x5e55)
		t.sess.Clock = t.srv.clock
		if err := t.sess.NextGame(); err != nil {
			return nil, err
		}
		t.step++
	case recCPU, recReclaim:
		if t.sess == nil || r.Seat < 0 || r.Seat >= len(t.seats) || t.seats[r.Seat].cpu != "" {
			return nil, fmt.Errorf("%s at seat %d: not a player's seat of a dealt game", r.Kind, r.Seat)
		}
		ss := session.Seat{Human: true}
		if r.Kind == recCPU {
			b, err := bots.New(t.game.ID(), r.CPU)
			if err != nil {
				return nil, err
			}
			ss = session.Seat{Bot: b}
		}
		t.seats[r.Seat].standIn = r.CPU
		t.sess.Seats[r.Seat] = ss
	case recRematch:
		if t.sess == nil {
			return nil, fmt.Errorf("a rematch before the first deal")
		}
		// The same seats, stand-ins included; a new match from the record's seed.
		t.seed = r.Seed
		if err := t.sess.Restart(r.Seed); err != nil {
			return nil, err
		}
		t.step++
	case recNext:
		if t.sess == nil {
			return nil, fmt.Errorf("next deal before the first")
		}
		t.sess.Finish()
		if err := t.sess.NextGame(); err != nil {
			return nil, err
		}
		t.step++
	case recStep:
		if t.sess == nil {
			return nil, fmt.Errorf("a step before the deal")
		}
		var p session.Played
		var err error
		if r.Forced {
			p, err = t.sess.ApplyForced(r.Seat)
		} else {
			act, ok := engine.FindLegal(t.sess.State, r.Seat, r.Action)
			if !ok {
				return nil, fmt.Errorf("step %d: seat %d may not play %q", t.step, r.Seat, r.Action)
			}
			p, err = t.sess.Apply(r.Seat, act)
		}
		if err != nil {
			return nil, err
		}
		t.step++
		return []session.Played{p}, nil
	default:
		return nil, fmt.Errorf("unknown record %q", r.Kind)
	}
	return nil, nil
}

// commit keeps r in the log, then applies it and shows it to the seats: a step anyone has
// seen is a step the log has.
func (t *Table) commit(r Record) error {
	r.At = t.srv.clock().UnixMilli()
	seq, err := t.srv.log.Append(t.code, r, t.last)
	if err != nil {
		log.Printf("table %s: keeping a %s record: %v", t.code, r.Kind, err)
		if t.srv.cluster != nil {
			t.srv.cluster.appendFailed(t, err)
		}
		return &reqError{proto.ErrServer, "the server could not keep the step; nothing was played"}
	}
	t.last = seq
	played, err := t.apply(r)
	if err != nil {
		// Checked before it was kept, so this is a defect: the log now holds a record
		// the rules refuse, and the table stops here.
		log.Printf("table %s: applying a kept %s record: %v", t.code, r.Kind, err)
		t.closed = true
		return &reqError{proto.ErrServer, "the table failed: " + err.Error()}
	}
	switch r.Kind {
	case recStart, recNext, recRematch:
		for i := range t.seats {
			t.send(i, t.position(i))
		}
	case recCPU, recReclaim:
		t.lobby()
	case recStep:
		for i := range t.seats {
			t.send(i, t.stepMsg(i, played[0]))
		}
	}
	return nil
}

// advance moves the game on until a human must choose: windows whose time ran out are
// answered, CPUs think and play (on the server, in the session's slices), a window where no
// human has a choice is answered for them, and a human asked outside its turn with one
// possible answer is given it. Then the open window's deadline is set.
func (t *Table) advance() {
	if t.sess == nil || t.closed {
		return
	}
	for range 100000 { // a bound: every pass plays a step or returns
		st := t.sess.State
		if st.Outcome() != nil {
			t.sess.Finish()
			break
		}
		if seat, act, due, err := t.sess.Due(); due || err != nil {
			if err != nil || t.commit(Record{Kind: recStep, Seat: seat, Action: act.String()}) != nil {
				break
			}
			continue
		}
		next := t.sess.Next()
		if !t.sess.Human(next) {
			if !t.srv.inline {
				t.think(next)
				break
			}
			th := t.sess.Think(next)
			for !th.Think(session.Slice) {
			}
			if t.commit(Record{Kind: recStep, Seat: next, Action: th.Choice().String()}) != nil {
				break
			}
			continue
		}
		if w := st.Window(); w != nil {
			// No human has a choice: answered for them at once, as at a local table.
			if seat, act, ok := t.sess.ForcedHuman(w); ok {
				if t.commit(Record{Kind: recStep, Seat: seat, Action: act.String()}) != nil {
					break
				}
				continue
			}
			break
		}
		if _, ok := t.sess.Forced(next); ok {
			if t.commit(Record{Kind: recStep, Seat: next, Forced: true}) != nil {
				break
			}
			continue
		}
		break
	}
	t.arm()
}

// think has the CPU at seat decide on a goroutine of its own (session.ThinkAside), so the
// table answers its players meanwhile; the choice is played, as a kept step, when it comes,
// if the table is still where it was.
func (t *Table) think(seat int) {
	if t.thinking != nil && t.thinking.step == t.step {
		return // already deciding for this position
	}
	if t.thinking != nil {
		// The table moved on (a player answered in the window, time ran out): the
		// decision was for a position that is gone.
		t.thinking.th.Drop()
	}
	th := &thought{th: t.sess.Think(seat), step: t.step}
	t.thinking = th
	th.th.ThinkAside(session.Slice)
	go func() {
		for {
			time.Sleep(session.Slice)
			t.mu.Lock()
			if t.thinking != th || t.closed {
				t.mu.Unlock()
				return
			}
			if th.th.ThinkAside(session.Slice) {
				t.thinking = nil
				if t.step == th.step {
					t.commit(Record{Kind: recStep, Seat: th.th.Seat, Action: th.th.Choice().String()})
				}
				t.advance()
				t.mu.Unlock()
				return
			}
			t.mu.Unlock()
		}
	}()
}

// arm sets the timer for the open window's deadline on the server's clock.
func (t *Table) arm() {
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
	at, ok := t.sess.Deadline()
	if !ok || t.closed {
		return
	}
	t.timer = time.AfterFunc(at.Sub(t.srv.clock()), func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		t.advance()
	})
}

// seatOf finds the seat whose token is token; the comparison takes the same time for every
// seat.
func (t *Table) seatOf(token string) (int, error) {
	if token == "" {
		return -1, &reqError{proto.ErrToken, "this request needs the seat's token"}
	}
	h := hashToken(token)
	found := -1
	for i, s := range t.seats {
		if s.tokenHash != "" && subtle.ConstantTimeCompare([]byte(s.tokenHash), []byte(h)) == 1 {
			found = i
		}
	}
	if found < 0 {
		return -1, &reqError{proto.ErrToken, "that token holds no seat at this table"}
	}
	return found, nil
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// bind serves seat on c from now on; a connection the seat had before is served no more.
func (t *Table) bind(c *Conn, seat int) {
	c.bind(t, seat)
	t.seats[seat].conn = c
}

// away reports whether seat's player has been gone for the grace time: the host may hand
// it to a CPU.
func (t *Table) away(seat int) bool {
	s := &t.seats[seat]
	return s.cpu == "" && s.tokenHash != "" && s.conn == nil && t.srv.clock().Sub(s.left) >= t.grace
}

// gone notes that seat's player is served no more, from now; once the grace time has passed
// every seat is told it is away.
func (t *Table) gone(seat int) {
	t.seats[seat].left = t.srv.clock()
	time.AfterFunc(t.grace, func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		if !t.closed && t.away(seat) {
			t.lobby()
		}
	})
}

// send gives seat m on its connection, if it has one.
func (t *Table) send(seat int, m proto.Msg) {
	if c := t.seats[seat].conn; c != nil {
		c.send(m)
	}
}

// lobby tells every connected seat who sits where.
func (t *Table) lobby() {
	m := proto.Msg{V: proto.Version, Type: proto.Lobby, Code: t.code, Game: t.game.ID(), Started: t.sess != nil, Step: t.step}
	for _, s := range t.seats {
		m.Seats = append(m.Seats, proto.Seat{CPU: s.cpu, Name: s.name, Taken: s.taken(), Connected: s.conn != nil})
	}
	for i := range m.Seats {
		m.Seats[i].Away, m.Seats[i].StandIn = t.away(i), t.seats[i].standIn
	}
	m.Grace = int(t.grace / time.Second)
	for i := range t.seats {
		m.Seat = i
		t.send(i, m)
	}
}

// position is the whole position as seat may know it: the game's log in its account, its
// View and its legal actions.
func (t *Table) position(seat int) proto.Msg {
	m := t.seatMsg(seat, proto.State)
	m.Events = marshal(t.sess.Redacted(seat))
	return m
}

// stepMsg is one step as seat may know it.
func (t *Table) stepMsg(seat int, p session.Played) proto.Msg {
	m := t.seatMsg(seat, proto.Stepped)
	m.Events = marshal(p.For(seat))
	return m
}

func (t *Table) seatMsg(seat int, typ string) proto.Msg {
	m := proto.Msg{V: proto.Version, Type: typ, Code: t.code, Seat: seat, Step: t.step, GameNo: t.sess.GameNo(),
		View: marshal(t.sess.View(seat)), Legal: legalText(t.sess.Legal(seat)), Over: t.sess.State.Outcome() != nil}
	if at, ok := t.sess.Deadline(); ok {
		m.Deadline = at.UnixMilli()
	}
	if m.Over || typ == proto.State {
		m.Results = marshal(t.results())
	}
	return m
}

// results are the match's finished games, the one just ended included before the table
// records it.
func (t *Table) results() []engine.Outcome {
	done := t.sess.Match.Results
	if o := t.sess.State.Outcome(); o != nil && !t.sess.Recorded {
		done = append(slices.Clone(done), *o)
	}
	return done
}

func legalText(acts []engine.Action) []string {
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = a.String()
	}
	return out
}

// marshal writes v as JSON; a value the rules made that JSON cannot hold is a defect, shown
// as null and logged.
func marshal(v any) json.RawMessage {
	data, err := json.Marshal(v)
	if err != nil {
		log.Printf("encoding %T: %v", v, err)
		return json.RawMessage("null")
	}
	return data
}
