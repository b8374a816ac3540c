package server

import (
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

// JetStream is the Log kept in NATS JetStream streams, on an embedded server or an existing
// deployment. The tables are spread over logStreams streams by their code (logstreams.go):
// a stream writes and syncs its records one at a time, and several streams' syncs overlap.
type JetStream struct {
	nc       *nats.Conn
	js       jetstream.JetStream
	embedded *server.Server
	replicas int // the servers that keep the streams (and the leases, in a cluster)
	places
}

// Embedded starts a NATS server with JetStream inside this process, its data under dir,
// listening on no port (the tables reach it in-process), and opens the log on it. Each
// record is synced to disk before it is acknowledged (SyncAlways): a step shown is a step
// kept through a power cut, not only a killed process (NATSCluster.SyncEvery trades that for
// one sync an interval).
func Embedded(dir string) (*JetStream, error) {
	return EmbeddedCluster(dir, NATSCluster{}, 1)
}

// EmbeddedCluster is Embedded with the NATS server in its place in a cluster (c; none when
// c.Cluster is empty), the streams and the leases kept on replicas servers.
func EmbeddedCluster(dir string, c NATSCluster, replicas int) (*JetStream, error) {
	return embedded(dir, c, replicas, logStreams)
}

// embedded is EmbeddedCluster with the new tables spread over n streams.
func embedded(dir string, c NATSCluster, replicas, n int) (*JetStream, error) {
	ns, err := StartNATS(dir, c)
	if err != nil {
		return nil, err
	}
	nc, err := nats.Connect(ns.ClientURL(), nats.InProcessServer(ns), nats.MaxReconnects(-1))
	if err != nil {
		ns.Shutdown()
		return nil, err
	}
	j, err := open(nc, replicas, n)
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
// addresses, comma-separated), the streams and the leases kept on replicas servers. The
// connection moves to another of the cluster's servers when its own goes, at once and for
// ever.
func ConnectCluster(url string, replicas int) (*JetStream, error) {
	nc, err := nats.Connect(url, nats.MaxReconnects(-1), nats.ReconnectWait(100*time.Millisecond))
	if err != nil {
		return nil, err
	}
	j, err := open(nc, replicas, logStreams)
	if err != nil {
		nc.Close()
		return nil, err
	}
	return j, nil
}

// open opens the log's streams: the n that new tables go to (made if new), any other of
// theirs an earlier count left, and the one stream of the builds before the spread.
func open(nc *nats.Conn, replicas, n int) (*JetStream, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	j := &JetStream{nc: nc, js: js, replicas: replicas}
	for k := range n {
		st, err := j.createStream(k)
		if err != nil {
			return nil, err
		}
		j.home = append(j.home, &logStream{streamName(k), st, streamSubjects(k)})
	}
	if err := j.findOthers(); err != nil {
		return nil, err
	}
	j.at = map[string]*logStream{}
	return j, nil
}

// createStream makes (or opens) the k-th stream new tables go to.
func (j *JetStream) createStream(k int) (jetstream.Stream, error) {
	cfg := jetstream.StreamConfig{
		Name:     streamName(k),
		Subjects: []string{streamSubjects(k) + "*"},
		Storage:  jetstream.FileStorage,
		// A record is kept until its table is deleted: the log is the table.
		Retention: jetstream.LimitsPolicy,
		Replicas:  j.replicas,
	}
	// Several nodes may open a new cluster's stream at once, and a cluster's stream is not
	// there until its servers have chosen a leader: tried again for a while.
	var st jetstream.Stream
	try := 10 * time.Second
	if j.replicas > 1 {
		try = 3 * time.Second
	}
	err := retried("stream "+cfg.Name, try, j.replicas > 1, func(ctx context.Context) (err error) {
		st, err = j.js.CreateOrUpdateStream(ctx, cfg)
		return err
	})
	return st, err
}

// retried calls f, each call given try to answer, until it succeeds; while again, a failure
// is tried again every quarter second for up to a minute, as a new cluster's servers may
// still be choosing the leaders that answer. what names it in the log and the error.
func retried(what string, try time.Duration, again bool, f func(context.Context) error) error {
	deadline := time.Now().Add(60 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), try)
		err := f(ctx)
		cancel()
		if err == nil {
			return nil
		}
		if !again || time.Now().After(deadline) {
			return fmt.Errorf("JetStream %s: %w", what, err)
		}
		log.Printf("JetStream %s: %v; trying again", what, err)
		time.Sleep(250 * time.Millisecond)
	}
}

// Append publishes r on the table's subject and waits for JetStream's acknowledgement.
func (j *JetStream) Append(code string, r Record, after uint64) (uint64, error) {
	data, err := json.Marshal(r)
	if err != nil {
		return 0, err
	}
	ls, err := j.place(code, after)
	if err != nil {
		return 0, err
	}
	subj := ls.prefix + code
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ack, err := j.js.Publish(ctx, subj, data, jetstream.WithExpectLastSequencePerSubject(after))
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
				if seq, ok := ls.kept(code, data, after); ok {
					return seq, nil
				}
			}
			return 0, err // refused by the stream: not kept
		}
		if try == appendTries {
			return 0, err
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		ack, err = j.js.Publish(ctx, subj, data, jetstream.WithExpectLastSequencePerSubject(after))
		cancel()
	}
	return ack.Sequence, nil
}

// appendTries is how many times an append whose acknowledgement did not come is sent again.
const appendTries = 2

// Close closes the connection, and the embedded server, at once: no drain.
func (j *JetStream) Close() {
	j.nc.Close()
	if j.embedded != nil {
		j.embedded.Shutdown()
		j.embedded.WaitForShutdown()
	}
}
