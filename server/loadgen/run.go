package loadgen

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"regexp"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Run is `zashiki load`: tables are added level by level (-ramp), each level is measured for
// -measure after -warmup, and the ramp stops at the first level whose p99 latency passes
// -p99. Without -url it starts `zashiki serve` on loopback itself (this executable), so that
// the server's CPU and memory are its own process's.
func Run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("zashiki load", flag.ContinueOnError)
	fs.SetOutput(out)
	urls := fs.String("url", "", "the nodes' WebSocket addresses, comma-separated (default: start `zashiki serve` on 127.0.0.1)")
	spread := fs.Bool("spread", false, "with several -url: a table's seats join the nodes in turn from the table's own, so the others relay them (without: a table's seats all join its node)")
	pids := fs.String("pid", "", "with -url: the server processes on this machine to read CPU time and memory of, comma-separated")
	ramp := fs.String("ramp", "250,500,1000,1500,2000,2500,3000", "the numbers of tables to measure, ascending")
	seats := fs.Int("seats", 4, "seats a table (Free Eight: 2 to 6), each a connection")
	every := fs.Duration("every", time.Second, "each table acts once this often")
	warmup := fs.Duration("warmup", 5*time.Second, "at each level, play this long before measuring")
	measure := fs.Duration("measure", 20*time.Second, "at each level, measure this long")
	bound := fs.Duration("p99", 100*time.Millisecond, "the latency bound: the ramp stops at the first level whose p99 passes it")
	all := fs.Bool("all", false, "measure every level of the ramp, past the latency bound too (for CPU and memory per table)")
	source := fs.String("source", "127.1.0.1", "for loopback nodes: the first local address the tables' connections come from, one a table (none: the system's)")
	parallel := fs.Int("parallel", 32, "tables set up at once")
	data := fs.String("data", "", "without -url: the started server's data folder (default: a temporary folder, removed after)")
	serverProfile := fs.String("server-cpuprofile", "", "without -url: the started server writes a CPU profile of the run here")
	serverHeap := fs.String("server-memprofile", "", "without -url: the started server writes a heap profile here at the end, its tables live")
	serverCPUs := fs.String("server-cpus", "", "without -url: run the started server on these CPUs only (taskset -c LIST, e.g. 0-1): a node of that many cores")
	serverSync := fs.Duration("server-sync-every", 0, "without -url: the started server syncs its log to disk this often instead of each step before acknowledging it (zashiki serve -sync-every)")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the load generator (the players) here")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	levels, err := parseInts(*ramp)
	if err != nil || len(levels) == 0 || !ascending(levels) {
		return fmt.Errorf("-ramp %q: tables per level, ascending and positive, comma-separated", *ramp)
	}
	if *seats < 2 || *seats > 6 {
		return fmt.Errorf("-seats %d: Free Eight seats 2 to 6", *seats)
	}
	if *every <= 0 || *measure <= 0 || *warmup < 0 {
		return errors.New("-every and -measure positive, -warmup not negative, please")
	}
	cfg := Config{Seats: *seats, Every: *every, Spread: *spread}
	procs, err := parseInts(*pids)
	if err != nil {
		return fmt.Errorf("-pid %q: process ids, comma-separated", *pids)
	}
	// The players stop after the server does (deferred calls run last first): its heap
	// profile is written with every table still seated.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Interrupted, the run stops where it is and the server it started is stopped too.
	ctx, stopSignals := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stopSignals()
	if *urls == "" {
		srv, err := spawn(*data, *serverCPUs, *serverProfile, *serverHeap, *serverSync)
		if err != nil {
			return err
		}
		defer srv.stop()
		cfg.URLs, procs = []string{srv.url}, []int{srv.cmd.Process.Pid}
		fmt.Fprintf(out, "started zashiki serve (pid %d) on %s, data in %s\n", srv.cmd.Process.Pid, srv.url, srv.data)
	} else {
		cfg.URLs = strings.Split(*urls, ",")
	}
	loop := true
	for _, u := range cfg.URLs {
		host, err := Target(u)
		if err != nil {
			return err
		}
		h, _, err := net.SplitHostPort(host)
		if ip := net.ParseIP(h); err != nil || ip == nil || !ip.IsLoopback() {
			loop = false
		}
	}
	if *source != "" && loop {
		if cfg.Source = net.ParseIP(*source).To4(); cfg.Source == nil || !cfg.Source.IsLoopback() {
			return fmt.Errorf("-source %q: a loopback IPv4 address, please", *source)
		}
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}

	l := New(ctx, cfg)
	sleep(ctx, time.Second) // the server settles after its start
	base := readProcs(procs)
	seating := ""
	if cfg.Spread && len(cfg.URLs) > 1 {
		seating = " (a table's seats spread over them)"
	}
	fmt.Fprintf(out, "%d seats a table, one action a table every %v; nodes %s%s; load average %s\n",
		cfg.Seats, cfg.Every, strings.Join(cfg.URLs, ","), seating, loadAvg())
	fmt.Fprintf(out, "server before any table: RSS %.1f MB\n", float64(base.rss)/1e6)
	fmt.Fprintln(out, "tables  sent/s  played/s  p50 ms  p99 ms  max ms  srv CPU ms/play  srv cores  srv RSS MB  KB/table  players CPU ms/play  KB/play  refused  load avg")
	// held is the last level of an unbroken run within the bound from the first.
	held, broken := 0, false
	for _, n := range levels {
		start := time.Now()
		if err := l.Grow(n, *parallel); err != nil {
			fmt.Fprintf(out, "%d tables: setting up stopped at %d: %v\n", n, l.Tables(), err)
			break
		}
		setup := time.Since(start)
		sleep(ctx, *warmup)
		l.Take()
		p0, c0, t0 := readProcs(procs), selfCPU(), time.Now()
		sleep(ctx, *measure)
		if ctx.Err() != nil {
			fmt.Fprintln(out, "interrupted")
			return nil
		}
		s := l.Take()
		p1, c1, secs := readProcs(procs), selfCPU(), time.Since(t0).Seconds()
		played := max(float64(s.Played), 1)
		srvCPU := (p1.cpu - p0.cpu).Seconds()
		line := fmt.Sprintf("%6d  %6.0f  %8.0f  %6.1f  %6.1f  %6.1f  %15.3f  %9.2f  %10.1f  %8.1f  %19.3f  %7.2f  %7d  %s",
			n, float64(s.Actions)/secs, float64(s.Played)/secs, ms(s.Quantile(0.5)), ms(s.Quantile(0.99)), ms(s.Quantile(1)),
			1000*srvCPU/played, srvCPU/secs, float64(p1.rss)/1e6, float64(p1.rss-base.rss)/1e3/float64(n),
			1000*(c1-c0).Seconds()/played, float64(s.Bytes)/1e3/played, s.Errors, loadAvg())
		fmt.Fprintln(out, line)
		if s.Errors > 0 || s.Dropped > 0 {
			fmt.Fprintf(out, "        %d errors, %d connections dropped; last: %s (set up in %v)\n", s.Errors, s.Dropped, s.LastErr, setup.Round(time.Millisecond))
		}
		if why := unheld(s, *bound); why != "" {
			fmt.Fprintf(out, "%d tables: %s\n", n, why)
			broken = true
			if *all {
				continue
			}
			break
		}
		if !broken {
			held = n
		}
	}
	fmt.Fprintf(out, "held: %d tables with p99 action-to-view latency within %v\n", held, *bound)
	return nil
}

// unheld says why a level's measures s do not hold its tables ("": they do): the slowest
// seats' p99 past bound, a connection dropped, or fewer than 99 % of the actions sent played
// (a table refused, or lost and moved, plays late or not at all, whatever its latency).
func unheld(s Sample, bound time.Duration) string {
	switch {
	case s.Received == 0:
		return "no view came"
	case s.Quantile(0.99) > bound:
		return fmt.Sprintf("p99 %.1f ms is over %v", ms(s.Quantile(0.99)), bound)
	case s.Dropped > 0:
		return fmt.Sprintf("%d connections dropped", s.Dropped)
	case s.Played < s.Actions*99/100:
		return fmt.Sprintf("%d of %d actions sent were played", s.Played, s.Actions)
	}
	return ""
}

// sleep waits for d or until ctx is done.
func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-time.After(d):
	case <-ctx.Done():
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func parseInts(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("%q", f)
		}
		out = append(out, n)
	}
	return out, nil
}

func ascending(ns []int) bool {
	for i := 1; i < len(ns); i++ {
		if ns[i] <= ns[i-1] {
			return false
		}
	}
	return true
}

// server is a `zashiki serve` this command started.
type server struct {
	cmd  *exec.Cmd
	url  string
	data string
	tmp  bool
}

var wsURL = regexp.MustCompile(`wss?://[^\s,]+`)

// spawn starts `zashiki serve` (this executable) on a free loopback port, its data under
// data (empty: a temporary folder), and reads its address from its first line.
func spawn(data, cpus, profile, heap string, syncEvery time.Duration) (*server, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	s := &server{data: data}
	if data == "" {
		if s.data, err = os.MkdirTemp("", "zashiki-load-"); err != nil {
			return nil, err
		}
		s.tmp = true
	}
	args := []string{"serve", "-addr", "127.0.0.1:0", "-data", s.data}
	if profile != "" {
		args = append(args, "-cpuprofile", profile)
	}
	if heap != "" {
		args = append(args, "-memprofile", heap)
	}
	if syncEvery != 0 {
		args = append(args, "-sync-every", syncEvery.String())
	}
	if cpus != "" {
		args = append([]string{"-c", cpus, exe}, args...)
		if exe, err = exec.LookPath("taskset"); err != nil {
			return nil, fmt.Errorf("-server-cpus: %w", err)
		}
	}
	s.cmd = exec.Command(exe, args...)
	s.cmd.Stderr = os.Stderr
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	first, err := bufio.NewReader(stdout).ReadString('\n')
	go io.Copy(io.Discard, stdout)
	if s.url = wsURL.FindString(first); s.url == "" {
		s.stop()
		return nil, fmt.Errorf("zashiki serve said %q (%v), not its address", first, err)
	}
	return s, nil
}

// stop interrupts the server (it writes its profile and closes its log) and waits for it.
func (s *server) stop() {
	s.cmd.Process.Signal(syscall.SIGINT)
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
	if s.tmp {
		os.RemoveAll(s.data)
	}
}

// usage is processes' CPU time and resident memory together.
type usage struct {
	cpu time.Duration
	rss int64
}

// clockTick is the kernel's unit of /proc CPU times (USER_HZ, 100 on Linux).
const clockTick = 10 * time.Millisecond

// readProcs sums the CPU time and resident memory of the processes pids, from /proc.
func readProcs(pids []int) usage {
	var u usage
	for _, pid := range pids {
		u.cpu += procCPU(strconv.Itoa(pid))
		if data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)); err == nil {
			for _, line := range strings.Split(string(data), "\n") {
				if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
					kb, _ := strconv.ParseInt(f[1], 10, 64)
					u.rss += kb << 10
				}
			}
		}
	}
	return u
}

// procCPU is a process's user and system time from /proc/PID/stat (0 if unreadable).
func procCPU(pid string) time.Duration {
	data, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return 0
	}
	// The fields after the command's name, which is in parentheses and may hold spaces.
	s := string(data)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * clockTick
}

// selfCPU is this process's CPU time: the players'.
func selfCPU() time.Duration { return procCPU("self") }

func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
