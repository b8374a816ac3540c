package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	zclient "zashiki/client"
	"zashiki/server/proto"
)

// The cluster's processes are the test binary itself, run as a NATS server (natsChild: its
// data folder and place, in JSON) or as `zashiki serve` (nodeChild: its arguments, one a
// line), each in a process of its own that the test can SIGKILL.
const (
	natsChild = "ZASHIKI_NATS_CHILD"
	nodeChild = "ZASHIKI_NODE_CHILD"
)

// clusterChild runs this process as one of a test cluster's, if it is one, and exits.
func clusterChild() {
	if spec := os.Getenv(natsChild); spec != "" {
		var c struct {
			Dir string
			NATSCluster
		}
		if err := json.Unmarshal([]byte(spec), &c); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if _, err := StartNATS(c.Dir, c.NATSCluster); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println("ready")
		select {}
	}
	if args := os.Getenv(nodeChild); args != "" {
		if err := Run(strings.Split(args, "\n"), os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
}

// freePort is a TCP port on 127.0.0.1 free a moment ago.
func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// child starts the test binary as a cluster's process (env: its mode) and returns it with
// its first line of output, waiting at most within; its log goes to a file shown if the
// test fails.
func child(t *testing.T, name, env string, within time.Duration) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env)
	logf, err := os.Create(filepath.Join(t.TempDir(), name+".log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = logf
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() {
			data, _ := os.ReadFile(logf.Name())
			t.Logf("%s's log:\n%s", name, data)
		}
		logf.Close()
	})
	line := make(chan string, 1)
	go func() {
		l, _ := bufio.NewReader(out).ReadString('\n')
		line <- l
		// The rest is drained, so that the process never blocks on its output.
		bufio.NewReader(out).WriteTo(discard{})
	}()
	select {
	case l := <-line:
		if l == "" {
			t.Fatalf("%s ended without a word", name)
		}
		return cmd, l
	case <-time.After(within):
		t.Fatalf("%s said nothing in %v", name, within)
	}
	return nil, ""
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// testCluster is three NATS servers in a cluster and three `zashiki serve -cluster` nodes on
// it, each a process of its own.
type testCluster struct {
	nats, nodes []*exec.Cmd
	urls        []string // the nodes' WebSocket addresses
}

func startCluster(t *testing.T) *testCluster {
	t.Helper()
	tc := &testCluster{}
	var clientURLs, routes []string
	ports := make([][2]int, 3)
	for i := range ports {
		ports[i] = [2]int{freePort(t), freePort(t)}
		clientURLs = append(clientURLs, fmt.Sprintf("nats://127.0.0.1:%d", ports[i][0]))
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", ports[i][1]))
	}
	for i, p := range ports {
		spec, _ := json.Marshal(map[string]any{"Dir": t.TempDir(), "Name": fmt.Sprintf("n%d", i),
			"Listen": fmt.Sprintf("127.0.0.1:%d", p[0]), "Cluster": fmt.Sprintf("127.0.0.1:%d", p[1]), "Routes": routes})
		cmd, _ := child(t, fmt.Sprintf("nats%d", i), natsChild+"="+string(spec), 20*time.Second)
		tc.nats = append(tc.nats, cmd)
	}
	type started struct {
		cmd  *exec.Cmd
		line string
	}
	for i := range 3 {
		args := []string{"-cluster", "-addr", "127.0.0.1:0", "-nats", strings.Join(clientURLs, ",")}
		cmd, line := child(t, fmt.Sprintf("node%d", i), nodeChild+"="+strings.Join(args, "\n"), 60*time.Second)
		// "zashiki serve: ws://127.0.0.1:PORT/ws, N tables"
		f := strings.Fields(line)
		if len(f) < 3 || !strings.HasPrefix(f[2], "ws://127.0.0.1:") {
			t.Fatalf("node %d said %q", i, line)
		}
		tc.nodes = append(tc.nodes, cmd)
		tc.urls = append(tc.urls, strings.TrimSuffix(f[2], ","))
	}
	return tc
}

// kill SIGKILLs a process and waits for it.
func kill(cmd *exec.Cmd) {
	cmd.Process.Kill()
	cmd.Wait()
}

// players drive the human seats of a table with random legal actions; the host deals the
// next game when one ends.
type players struct {
	t    *testing.T
	rng  *rand.Rand
	cs   []*zclient.Client
	step []int // the step each last acted at
	when []time.Time
}

// until plays until done holds, within d.
func (p *players) until(what string, d time.Duration, done func() bool) {
	p.t.Helper()
	deadline := time.Now().Add(d)
	for !done() {
		if time.Now().After(deadline) {
			for i, c := range p.cs {
				s := c.Snapshot()
				p.t.Logf("player %d: seat %d, err %v, closed %v, pos %+v", i, s.Seat, s.Err, s.Closed, s.Pos != nil)
				if s.Pos != nil {
					p.t.Logf("  step %d, legal %v, over %v", s.Pos.Step, s.Pos.Legal, s.Pos.Over)
				}
			}
			p.t.Fatalf("%s: not within %v", what, d)
		}
		for i, c := range p.cs {
			s := c.Snapshot()
			if s.Pos == nil {
				continue
			}
			// An action refused (the table was moving) is tried again after a while.
			if s.Pos.Step == p.step[i] && time.Since(p.when[i]) < 2*time.Second {
				continue
			}
			switch {
			case s.Pos.Over && s.Host:
				c.Next()
			case len(s.Pos.Legal) > 0:
				c.Act(s.Pos.Step, s.Pos.Legal[p.rng.IntN(len(s.Pos.Legal))])
			default:
				continue
			}
			p.step[i], p.when[i] = s.Pos.Step, time.Now()
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (p *players) at(i int) int {
	if s := p.cs[i].Snapshot(); s.Pos != nil {
		return s.Pos.Step
	}
	return 0
}

// TestClusterFailover: three `zashiki serve -cluster` nodes on three clustered NATS servers,
// each a process. A table created on one node is joined through another (relayed); the node
// running the table is SIGKILLed mid-game, and the table goes on on another node with every
// step its players had been shown, each player back in its seat (the one whose node died
// dialled the next); then a NATS server is SIGKILLed, and play goes on.
func TestClusterFailover(t *testing.T) {
	tc := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	rot := func(i int) []string { return append(append([]string(nil), tc.urls[i:]...), tc.urls[:i]...) }
	host, err := zclient.DialCluster(ctx, rot(0), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if err := host.Create(ctx, "freeeight", []proto.Seat{{}, {}, {CPU: "random"}, {CPU: "random"}}, nil, "host"); err != nil {
		t.Fatal(err)
	}
	code := host.Snapshot().Code
	guest, err := zclient.DialCluster(ctx, rot(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	// Joined through node 1, relayed to node 0, which runs the table.
	if err := guest.Join(ctx, code, "guest"); err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	p := &players{t: t, rng: rand.New(rand.NewPCG(29, 2)), cs: []*zclient.Client{host, guest}, step: []int{-1, -1}, when: make([]time.Time, 2)}
	p.until("the first steps", 30*time.Second, func() bool { return p.at(0) >= 6 && p.at(1) >= 6 })

	// The node running the table (the host's) is killed mid-game.
	var before []zclient.Snapshot
	for _, c := range p.cs {
		s, err := c.Wait(ctx, func(s zclient.Snapshot) bool { return s.Pos != nil && !s.Pos.Over })
		if err != nil {
			t.Fatal(err)
		}
		before = append(before, s)
	}
	killed := time.Now()
	kill(tc.nodes[0])
	// Each is shown the whole position afresh, from the node that runs the table now.
	for i, c := range p.cs {
		s, err := c.Wait(ctx, func(s zclient.Snapshot) bool { return s.Pos != nil && s.Pos.Whole > before[i].Pos.Whole })
		if err != nil {
			t.Fatalf("player %d: %v", i, err)
		}
		if s.Seat != before[i].Seat || s.Code != code {
			t.Fatalf("player %d: back at table %s seat %d, not %s seat %d", i, s.Code, s.Seat, code, before[i].Seat)
		}
		// Every step shown before the kill was kept: the account goes on from it.
		if s.Pos.GameNo != before[i].Pos.GameNo || s.Pos.Step < before[i].Pos.Step || len(s.Pos.Events) < len(before[i].Pos.Events) {
			t.Fatalf("player %d: back at game %d step %d with %d events; shown game %d step %d with %d events before",
				i, s.Pos.GameNo, s.Pos.Step, len(s.Pos.Events), before[i].Pos.GameNo, before[i].Pos.Step, len(before[i].Pos.Events))
		}
		for j, e := range before[i].Pos.Events {
			if !bytes.Equal(e, s.Pos.Events[j]) {
				t.Fatalf("player %d: event %d was %s before the kill and is %s after", i, j, e, s.Pos.Events[j])
			}
		}
	}
	t.Logf("table %s resumed %v after its node was killed, at step %d", code, time.Since(killed).Round(time.Millisecond), p.at(0))
	from := p.at(0)
	p.until("play after the node's death", 30*time.Second, func() bool { return p.at(0) >= from+6 })

	kill(tc.nats[0])
	from = p.at(0)
	p.until("play after a NATS server's death", 40*time.Second, func() bool { return p.at(0) >= from+6 })
	for i, c := range p.cs {
		if s := c.Snapshot(); s.Seat != before[i].Seat || s.Closed != nil {
			t.Fatalf("player %d: seat %d (closed: %v) at the end", i, s.Seat, s.Closed)
		}
	}
}

// TestServeClusterEmbedsClusteredNATS: three `zashiki serve -cluster` nodes, each embedding
// one NATS server of a cluster by the -nats-name, -nats-cluster and -nats-routes flags, each
// a process; a table created on one node is joined and dealt through another.
func TestServeClusterEmbedsClusteredNATS(t *testing.T) {
	var routes []string
	ports := make([]int, 3)
	for i := range ports {
		ports[i] = freePort(t)
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", ports[i]))
	}
	urls := make([]string, 3)
	lines := make(chan error, 3)
	// The three start together: each waits for the others to choose a JetStream leader.
	for i := range ports {
		args := []string{"-cluster", "-addr", "127.0.0.1:0", "-data", t.TempDir(), "-nats-name", fmt.Sprintf("s%d", i),
			"-nats-cluster", fmt.Sprintf("127.0.0.1:%d", ports[i]), "-nats-routes", strings.Join(routes, ",")}
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), nodeChild+"="+strings.Join(args, "\n"))
		var log bytes.Buffer
		cmd.Stderr = &log
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			kill(cmd)
			if t.Failed() {
				t.Logf("node %d's log:\n%s", i, log.String())
			}
		})
		go func() {
			line, err := bufio.NewReader(out).ReadString('\n')
			if f := strings.Fields(line); err == nil && len(f) >= 3 {
				urls[i] = strings.TrimSuffix(f[2], ",")
			} else if err == nil {
				err = fmt.Errorf("node %d said %q", i, line)
			}
			lines <- err
			io.Copy(io.Discard, out)
		}()
	}
	began := time.Now()
	for range ports {
		select {
		case err := <-lines:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(60 * time.Second):
			t.Fatal("the nodes did not start in 60 s")
		}
	}
	t.Logf("three nodes and their NATS cluster started in %v", time.Since(began).Round(time.Millisecond))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	host, err := zclient.DialCluster(ctx, urls, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if err := host.Create(ctx, "freeeight", []proto.Seat{{}, {}}, nil, "host"); err != nil {
		t.Fatal(err)
	}
	guest, err := zclient.DialCluster(ctx, []string{urls[2], urls[0], urls[1]}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	if err := guest.Join(ctx, host.Snapshot().Code, "guest"); err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	for i, c := range []*zclient.Client{host, guest} {
		if s, err := c.Wait(ctx, func(s zclient.Snapshot) bool { return s.Pos != nil }); err != nil || s.Seat != i {
			t.Fatalf("client %d: seat %d, %v", i, s.Seat, err)
		}
	}
}

// TestRelayedRequestsWaitOnlyForTheirOwnConnection: the requests relayed for one client
// connection are served in order, one at a time; another connection's are not held up by
// them (a relayed request waiting on a slow append used to hold up every other).
func TestRelayedRequestsWaitOnlyForTheirOwnConnection(t *testing.T) {
	cl := &Cluster{relays: map[string]*relayQueue{}}
	release := make(chan struct{})
	var order []int
	var mu sync.Mutex
	note := func(i int) {
		mu.Lock()
		order = append(order, i)
		mu.Unlock()
	}
	cl.inTurn("a/1", func() { <-release; note(1) })
	cl.inTurn("a/1", func() { note(2) })
	other := make(chan struct{})
	cl.inTurn("b/1", func() { close(other) })
	select {
	case <-other:
	case <-time.After(5 * time.Second):
		t.Fatal("another connection's request waited for a/1's")
	}
	mu.Lock()
	if len(order) != 0 {
		t.Fatalf("a/1's second request served before its first: %v", order)
	}
	mu.Unlock()
	close(release)
	for end := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
		mu.Lock()
		n := len(order)
		mu.Unlock()
		if n == 2 || time.Now().After(end) {
			break
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(order) != 2 || order[0] != 1 || order[1] != 2 {
		t.Fatalf("a/1's requests served as %v; want [1 2]", order)
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if len(cl.relays) != 0 {
		t.Fatalf("%d queues left once served", len(cl.relays))
	}
}
