package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"zashiki/server/proto"
)

// Record is one entry of a table's log: its creation, a seat taken, the first deal, a step,
// a next deal. A table is its records replayed in order (the seed plus the steps replay every
// game exactly), so the log is the whole truth about it.
type Record struct {
	Kind    string            `json:"kind"` // one of the rec* kinds
	Game    string            `json:"game,omitempty"`
	Options map[string]string `json:"options,omitempty"`
	Seed    uint64            `json:"seed,omitempty"`
	Seats   []proto.Seat      `json:"seats,omitempty"` // the setup: CPU strengths, open seats
	Seat    int               `json:"seat"`
	Name    string            `json:"name,omitempty"`
	// TokenHash is the SHA-256 of the seat's token: the log never holds a token itself.
	TokenHash string `json:"tokenHash,omitempty"`
	Action    string `json:"action,omitempty"`
	// Forced: the action was given for the seat (session.ApplyForced), with the line saying so.
	Forced bool `json:"forced,omitempty"`
	// Grace is the table's grace time in seconds (create); CPU the strength of the CPU that
	// stands in for an away seat (cpu).
	Grace int    `json:"grace,omitempty"`
	CPU   string `json:"cpu,omitempty"`
	// At is when the record was kept, on the server's clock (Unix milliseconds): a table
	// rebuilt from the log is idle since its last record.
	At int64 `json:"at,omitempty"`
}

const (
	recCreate  = "create"  // Game, Options, Seed, Seats; the host's Seat, Name, TokenHash
	recJoin    = "join"    // Seat, Name, TokenHash
	recStart   = "start"   // the match's first deal
	recStep    = "step"    // Seat, Action, Forced
	recNext    = "next"    // the match's next deal
	recCPU     = "cpu"     // Seat, CPU: a CPU plays the away seat
	recReclaim = "reclaim" // Seat: its player plays it again
	recRematch = "rematch" // Seed: a new match, game 1, the same seats
)

// Log keeps every table's records. Append returns once the record is durable; after is the
// sequence of the table's last record the caller knows (0: none), and an append that finds
// another record there fails, so two writers never interleave one table.
type Log interface {
	Append(code string, r Record, after uint64) (seq uint64, err error)
	// Load reads every table's records, in order, with the sequence of each table's last.
	Load() (map[string][]Record, map[string]uint64, error)
	// Purge deletes every record of a table (one expired).
	Purge(code string) error
	Close()
}

// Stream and subjects: one JetStream stream holds every table, one subject a table.
const (
	streamName    = "ZASHIKI_TABLES"
	subjectPrefix = "zashiki.table."
)

// JetStream is the Log kept in a NATS JetStream stream, on an embedded server or an
// existing deployment.
type JetStream struct {
	nc       *nats.Conn
	js       jetstream.JetStream
	stream   jetstream.Stream
	embedded *server.Server
	replicas int // the servers that keep the stream (and the leases, in a cluster)
}

// Embedded starts a NATS server with JetStream inside this process, its data under dir,
// listening on no port (the tables reach it in-process), and opens the log on it. Each
// record is synced to disk before it is acknowledged (SyncAlways): a step shown is a step
// kept through a power cut, not only a killed process, at about 0.2 ms a step
// (BenchmarkJetStreamAppend) for a game that plays a few a second.
func Embedded(dir string) (*JetStream, error) {
	return EmbeddedCluster(dir, NATSCluster{}, 1)
}

// EmbeddedCluster is Embedded with the NATS server in its place in a cluster (c; none when
// c.Cluster is empty), the stream and the leases kept on replicas servers.
func EmbeddedCluster(dir string, c NATSCluster, replicas int) (*JetStream, error) {
	ns, err := StartNATS(dir, c)
	if err != nil {
		return nil, err
	}
	nc, err := nats.Connect(ns.ClientURL(), nats.InProcessServer(ns), nats.MaxReconnects(-1))
	if err != nil {
		ns.Shutdown()
		return nil, err
	}
	j, err := open(nc, replicas)
	if err != nil {
		nc.Close()
		ns.Shutdown()
		return nil, err
	}
	j.embedded = ns
	return j, nil
}

// Connect opens the log on an existing NATS deployment with JetStream enabled.
func Connect(url string) (*JetStream, error) {
	return ConnectCluster(url, 1)
}

// ConnectCluster opens the log on an existing NATS deployment (url: one or more server
// addresses, comma-separated), the stream and the leases kept on replicas servers. The
// connection moves to another of the cluster's servers when its own goes, at once and for
// ever.
func ConnectCluster(url string, replicas int) (*JetStream, error) {
	nc, err := nats.Connect(url, nats.MaxReconnects(-1), nats.ReconnectWait(100*time.Millisecond))
	if err != nil {
		return nil, err
	}
	j, err := open(nc, replicas)
	if err != nil {
		nc.Close()
		return nil, err
	}
	return j, nil
}

func open(nc *nats.Conn, replicas int) (*JetStream, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	cfg := jetstream.StreamConfig{
		Name:     streamName,
		Subjects: []string{subjectPrefix + "*"},
		Storage:  jetstream.FileStorage,
		// A record is kept until its table is deleted: the log is the table.
		Retention: jetstream.LimitsPolicy,
		Replicas:  replicas,
	}
	// Several nodes may open a new cluster's stream at once, and a cluster's stream is not
	// there until its servers have chosen a leader: tried again for a while.
	var st jetstream.Stream
	try := 10 * time.Second
	if replicas > 1 {
		try = 3 * time.Second
	}
	for deadline := time.Now().Add(60 * time.Second); ; {
		ctx, cancel := context.WithTimeout(context.Background(), try)
		st, err = js.CreateOrUpdateStream(ctx, cfg)
		cancel()
		if err == nil || replicas <= 1 || time.Now().After(deadline) {
			break
		}
		log.Printf("JetStream stream %s: %v; trying again", streamName, err)
		time.Sleep(250 * time.Millisecond)
	}
	if err != nil {
		return nil, fmt.Errorf("JetStream stream %s: %w", streamName, err)
	}
	return &JetStream{nc: nc, js: js, stream: st, replicas: replicas}, nil
}

// Append publishes r on the table's subject and waits for JetStream's acknowledgement.
func (j *JetStream) Append(code string, r Record, after uint64) (uint64, error) {
	data, err := json.Marshal(r)
	if err != nil {
		return 0, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ack, err := j.js.Publish(ctx, subjectPrefix+code, data, jetstream.WithExpectLastSequencePerSubject(after))
	// No acknowledgement (a timeout, a connection lost on the way) does not say the record
	// was not kept, and a table that took it for lost would have every later record refused
	// for the wrong last sequence. The same bytes are sent again with the same expectation:
	// the stream takes a connection's publishes in order, so the answer comes after the first
	// was kept or not. Not kept, the second is; kept, the second is refused for the wrong
	// last sequence, and the subject's last record is the one sent.
	for try := 0; err != nil; try++ {
		var apiErr *jetstream.APIError
		if errors.As(err, &apiErr) {
			if c := apiErr.ErrorCode; c == jetstream.JSErrCodeStreamWrongLastSequence ||
				c == jetstream.JSErrCodeStreamWrongLastSequenceConstant {
				if seq, ok := j.kept(code, data, after); ok {
					return seq, nil
				}
			}
			return 0, err // refused by the stream: not kept
		}
		if try == appendTries {
			return 0, err
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		ack, err = j.js.Publish(ctx, subjectPrefix+code, data, jetstream.WithExpectLastSequencePerSubject(after))
		cancel()
	}
	return ack.Sequence, nil
}

// appendTries is how many times an append whose acknowledgement did not come is sent again.
const appendTries = 2

// kept reports whether the subject's last record is data, kept after the sequence after,
// and its sequence: the answer to an append whose acknowledgement never came.
func (j *JetStream) kept(code string, data []byte, after uint64) (uint64, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	m, err := j.stream.GetLastMsgForSubject(ctx, subjectPrefix+code)
	if err != nil || m.Sequence <= after || !bytes.Equal(m.Data, data) {
		return 0, false
	}
	return m.Sequence, true
}

// Purge deletes the table's subject from the stream.
func (j *JetStream) Purge(code string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return j.stream.Purge(ctx, jetstream.WithPurgeSubject(subjectPrefix+code))
}

// Load reads the whole stream with an ordered consumer.
func (j *JetStream) Load() (map[string][]Record, map[string]uint64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	recs, last := map[string][]Record{}, map[string]uint64{}
	info, err := j.stream.Info(ctx)
	if err != nil {
		return nil, nil, err
	}
	if info.State.Msgs == 0 {
		return recs, last, nil
	}
	cons, err := j.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{})
	if err != nil {
		return nil, nil, err
	}
	var n uint64
	for {
		msg, err := cons.Next(jetstream.FetchMaxWait(5 * time.Second))
		if err != nil {
			return nil, nil, fmt.Errorf("reading the tables' log: %w", err)
		}
		meta, err := msg.Metadata()
		if err != nil {
			return nil, nil, err
		}
		code := msg.Subject()[len(subjectPrefix):]
		var r Record
		if err := json.Unmarshal(msg.Data(), &r); err != nil {
			return nil, nil, fmt.Errorf("table %s, record %d: %w", code, meta.Sequence.Stream, err)
		}
		recs[code] = append(recs[code], r)
		last[code] = meta.Sequence.Stream
		// Counted too: the stream's last sequence may be a purged table's, never read.
		if n++; n >= info.State.Msgs || meta.Sequence.Stream >= info.State.LastSeq {
			return recs, last, nil
		}
	}
}

// Close closes the connection, and the embedded server, at once: no drain.
func (j *JetStream) Close() {
	j.nc.Close()
	if j.embedded != nil {
		j.embedded.Shutdown()
		j.embedded.WaitForShutdown()
	}
}
