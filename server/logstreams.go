package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"log"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// The log's streams. A JetStream stream stores its records one at a time, each synced to
// disk before it is acknowledged (SyncAlways), so one stream keeps at most one record a
// sync: about 750 a second on a disk whose synced write takes 1.4 ms. The tables are
// spread over logStreams streams by their code, and the streams' syncs overlap
// (BenchmarkJetStreamAppend, docs/PERFORMANCE.md "Online tables: load"). Each record is
// still acknowledged only once its own stream has synced it. (`serve -sync-every` syncs
// every interval instead: NATSCluster.SyncEvery.)
//
// A table lives in one stream for its whole life: the one its first record went to.
// Changing logStreams loses nothing (every stream named streamPrefix… is read, and a table
// is looked for in all of them), but moves where new tables go.
const logStreams = 8

const (
	// streamPrefix names the spread's streams, ZASHIKI_LOG_0 to _7; the k-th holds the
	// subjects zashiki.log.<k>.<code>, one a table.
	streamPrefix = "ZASHIKI_LOG_"
	subjectRoot  = "zashiki.log."
	// legacyStream is the one stream that held every table before the spread (subjects
	// zashiki.table.<code>). Its tables are read, and kept on there, where they are; no
	// new table goes to it.
	legacyStream = "ZASHIKI_TABLES"
	legacyPrefix = "zashiki.table."
)

func streamName(k int) string     { return streamPrefix + strconv.Itoa(k) }
func streamSubjects(k int) string { return subjectRoot + strconv.Itoa(k) + "." }

// logStream is one stream of the log and its tables' subject prefix (the subject is the
// prefix and the code).
type logStream struct {
	name   string
	stream jetstream.Stream
	prefix string
}

// places are the log's streams and which one each known table lives in.
type places struct {
	// home are the streams new tables go to, by code (homeOf).
	home []*logStream
	// others hold older tables only: the stream before the spread, and spread streams
	// beyond home's count (a build with more). Read and searched, never given a new table.
	others []*logStream

	mu sync.Mutex
	at map[string]*logStream // the stream of each table read or written here
}

// homeOf is the stream a new table with this code goes to.
func (p *places) homeOf(code string) *logStream {
	h := fnv.New32a()
	h.Write([]byte(code))
	return p.home[h.Sum32()%uint32(len(p.home))]
}

// all is every stream of the log, home first.
func (p *places) all() []*logStream {
	return append(append([]*logStream(nil), p.home...), p.others...)
}

func (p *places) known(code string) *logStream {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.at[code]
}

func (p *places) note(code string, ls *logStream) {
	p.mu.Lock()
	p.at[code] = ls
	p.mu.Unlock()
}

// place is the stream table code's record after its record at sequence after goes to: the
// one it lives in; a new table's (after 0) home. A code not known here is looked for in the
// streams, so that a table's records never go to two streams: a new table's code found in
// an older stream is appended there, and refused for the wrong last sequence as it would
// be in its home.
func (j *JetStream) place(code string, after uint64) (*logStream, error) {
	if ls := j.known(code); ls != nil {
		return ls, nil
	}
	ls := j.homeOf(code)
	if after > 0 || len(j.others) > 0 {
		found, _, err := j.find(code, after == 0)
		if err != nil {
			return nil, err
		}
		if found != nil {
			ls = found
		}
	}
	j.note(code, ls)
	return ls, nil
}

// find is the stream holding table code's records, with the sequence of its last: nil when
// none does. othersOnly: the home streams are not looked in (a new table's code, whose
// home answers for itself when the record is published).
func (j *JetStream) find(code string, othersOnly bool) (*logStream, uint64, error) {
	home := j.homeOf(code)
	look := j.others
	if !othersOnly {
		look = []*logStream{home}
		look = append(look, j.others...)
		for _, ls := range j.home {
			if ls != home {
				look = append(look, ls)
			}
		}
	}
	for _, ls := range look {
		if seq, err := ls.lastOf(code); err != nil || seq > 0 {
			return ls, seq, err
		}
	}
	return nil, 0, nil
}

// lastOf is the sequence of table code's last record in this stream; 0: it has none.
func (ls *logStream) lastOf(code string) (uint64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m, err := ls.stream.GetLastMsgForSubject(ctx, ls.prefix+code)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("looking for table %s in %s: %w", code, ls.name, err)
	}
	return m.Sequence, nil
}

// findOthers opens the streams of older tables that are there: the one before the spread,
// and spread streams past home's count.
func (j *JetStream) findOthers() error {
	var names []string
	err := j.retry("listing the streams", func(ctx context.Context) error {
		names = names[:0]
		l := j.js.StreamNames(ctx)
		for name := range l.Name() {
			names = append(names, name)
		}
		return l.Err()
	})
	if err != nil {
		return err
	}
	for _, name := range names {
		prefix := ""
		if name == legacyStream {
			prefix = legacyPrefix
		} else if k, err := strconv.Atoi(strings.TrimPrefix(name, streamPrefix)); err == nil &&
			strings.HasPrefix(name, streamPrefix) && k >= len(j.home) {
			prefix = streamSubjects(k)
		} else {
			continue
		}
		var st jetstream.Stream
		if err := j.retry("opening stream "+name, func(ctx context.Context) (err error) {
			st, err = j.js.Stream(ctx, name)
			return err
		}); err != nil {
			return err
		}
		j.others = append(j.others, &logStream{name, st, prefix})
	}
	return nil
}

// retry runs f until it succeeds; for a while in a cluster, whose servers may still be
// choosing their leaders, else once.
func (j *JetStream) retry(what string, f func(context.Context) error) error {
	for deadline := time.Now().Add(60 * time.Second); ; {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		err := f(ctx)
		cancel()
		if err == nil {
			return nil
		}
		if j.replicas <= 1 || time.Now().After(deadline) {
			return fmt.Errorf("%s: %w", what, err)
		}
		log.Printf("%s: %v; trying again", what, err)
		time.Sleep(250 * time.Millisecond)
	}
}

// kept reports whether the subject's last record is data, kept after the sequence after,
// and its sequence: the answer to an append whose acknowledgement never came.
func (ls *logStream) kept(code string, data []byte, after uint64) (uint64, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	m, err := ls.stream.GetLastMsgForSubject(ctx, ls.prefix+code)
	if err != nil || m.Sequence <= after || !bytes.Equal(m.Data, data) {
		return 0, false
	}
	return m.Sequence, true
}

// Purge deletes the table's subject from its stream.
func (j *JetStream) Purge(code string) error {
	ls := j.known(code)
	if ls == nil {
		var err error
		if ls, _, err = j.find(code, false); err != nil || ls == nil {
			return err
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := ls.stream.Purge(ctx, jetstream.WithPurgeSubject(ls.prefix+code)); err != nil {
		return err
	}
	j.mu.Lock()
	delete(j.at, code)
	j.mu.Unlock()
	return nil
}

// Load reads every stream of the log. A table found in two streams is an error, not a
// merge: its records' order across them is unknown.
func (j *JetStream) Load() (map[string][]Record, map[string]uint64, error) {
	recs, last := map[string][]Record{}, map[string]uint64{}
	in := map[string]*logStream{}
	for _, ls := range j.all() {
		r, l, err := ls.load()
		if err != nil {
			return nil, nil, err
		}
		for code, rs := range r {
			if other := in[code]; other != nil {
				return nil, nil, fmt.Errorf("table %s has records in both %s and %s", code,
					other.name, ls.name)
			}
			in[code], recs[code], last[code] = ls, rs, l[code]
		}
	}
	j.mu.Lock()
	for code, ls := range in {
		j.at[code] = ls
	}
	j.mu.Unlock()
	return recs, last, nil
}

// load reads the whole stream with an ordered consumer.
func (ls *logStream) load() (map[string][]Record, map[string]uint64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	recs, last := map[string][]Record{}, map[string]uint64{}
	info, err := ls.stream.Info(ctx)
	if err != nil {
		return nil, nil, err
	}
	if info.State.Msgs == 0 {
		return recs, last, nil
	}
	cons, err := ls.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{})
	if err != nil {
		return nil, nil, err
	}
	var n uint64
	for {
		msg, err := cons.Next(jetstream.FetchMaxWait(5 * time.Second))
		if err != nil {
			return nil, nil, fmt.Errorf("reading the tables' log %s: %w", info.Config.Name, err)
		}
		meta, err := msg.Metadata()
		if err != nil {
			return nil, nil, err
		}
		code, ok := strings.CutPrefix(msg.Subject(), ls.prefix)
		if !ok {
			return nil, nil, fmt.Errorf("record %d of %s: subject %s is no table's", meta.Sequence.Stream, info.Config.Name, msg.Subject())
		}
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

// LoadTable reads one table's records, in order, with the sequence of its last; none for a
// code the log has no record of.
func (j *JetStream) LoadTable(code string) ([]Record, uint64, error) {
	// A table known here is in the stream it was seen in: its last record there, if any.
	var lastSeq uint64
	var err error
	ls := j.known(code)
	if ls != nil {
		lastSeq, err = ls.lastOf(code)
	} else {
		ls, lastSeq, err = j.find(code, false)
	}
	if err != nil || lastSeq == 0 {
		return nil, 0, err
	}
	j.note(code, ls)
	recs, err := ls.read(code, lastSeq)
	if err != nil {
		return nil, 0, err
	}
	return recs, lastSeq, nil
}

// read is table code's records in ls, up to the stream's sequence last.
func (ls *logStream) read(code string, last uint64) ([]Record, error) {
	ctx, cancel := timeout(30 * time.Second)
	defer cancel()
	subj := ls.prefix + code
	var recs []Record
	var seq uint64 // the stream's sequence of the last record read
	add := func(data []byte, at uint64) error {
		var r Record
		if err := json.Unmarshal(data, &r); err != nil {
			return fmt.Errorf("table %s, record %d: %w", code, at, err)
		}
		recs, seq = append(recs, r), at
		return nil
	}
	cons, err := ls.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{subj},
		// Read once: gone soon after, not kept by the servers for minutes.
		InactiveThreshold: 10 * time.Second})
	for err == nil && seq < last {
		var msg jetstream.Msg
		if msg, err = cons.Next(jetstream.FetchMaxWait(5 * time.Second)); err != nil {
			break
		}
		var meta *jetstream.MsgMetadata
		if meta, err = msg.Metadata(); err != nil {
			break
		}
		if err := add(msg.Data(), meta.Sequence.Stream); err != nil {
			return nil, err
		}
	}
	if err != nil && seq < last {
		// A busy cluster's servers may lose the consumer as it reads (the pull then finds no
		// one to answer, every time): the rest is read one record at a time.
		if gerr := ls.readOn(ctx, code, seq, last, add); gerr != nil {
			return nil, fmt.Errorf("reading table %s's log (%s, %d records to %d): %w, then %w", code, ls.name, len(recs), last, err, gerr)
		}
	}
	return recs, nil
}

// readOn hands add table code's records after the stream's sequence seq, up to last, each
// the subject's next record asked for alone.
func (ls *logStream) readOn(ctx context.Context, code string, seq, last uint64, add func([]byte, uint64) error) error {
	for seq < last {
		m, err := ls.stream.GetMsg(ctx, seq+1, jetstream.WithGetMsgSubject(ls.prefix+code))
		if err != nil {
			return err
		}
		if err := add(m.Data, m.Sequence); err != nil {
			return err
		}
		seq = m.Sequence
	}
	return nil
}
