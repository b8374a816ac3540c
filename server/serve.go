package server

import (
	"context"
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"zashiki/server/webfiles"
	"zashiki/store"
)

// Run is `zashiki serve`: it hosts tables on -addr until interrupted, their log in an
// embedded NATS server's JetStream under -data, or on an existing deployment (-nats).
func Run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("zashiki serve", flag.ContinueOnError)
	fs.SetOutput(out)
	addr := fs.String("addr", "127.0.0.1:7878", "the address to serve WebSocket clients on (ws://ADDR/ws)")
	data := fs.String("data", "", "the folder for the embedded NATS server's data (default: the user's Zashiki folder)")
	natsURL := fs.String("nats", "", "use this NATS deployment (with JetStream) instead of an embedded server")
	idle := fs.Duration("idle", Idle, "drop a table (and purge its log) after this long without a move or a request")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the server to this file until it stops (go tool pprof)")
	cert := fs.String("cert", "", "serve wss:// with this TLS certificate (PEM; with -key); without: ws://, for loopback or behind a TLS proxy")
	key := fs.String("key", "", "the TLS certificate's private key (PEM; with -cert)")
	origins := fs.String("origin", "", "host patterns of other sites whose pages may connect, comma-separated (game.example,*.example.org); the server's own host always may")
	proxies := fs.String("proxy", "", "addresses or networks of reverse proxies whose X-Forwarded-For names the client (limits count the client, not the proxy), comma-separated")
	perAddr := fs.Int("conns-per-addr", ConnsPerAddress, "connections one client address may hold (IPv6: one /64)")
	maxConns := fs.Int("max-conns", MaxConns, "connections the server holds at most (keep under ulimit -n, less a thousand)")
	maxTables := fs.Int("max-tables", MaxTables, "tables the server holds at most")
	memprofile := fs.String("memprofile", "", "write a heap profile of the server to this file when it is interrupted, before its tables close")
	cf := addClusterFlags(fs)
	dealSeed := fs.Uint64("deal-seed", 0, "for tests: the matches take seeds N, N+1, … in turn, so every deal is predictable (never on a server players reach; 0: random seeds)")
	web := fs.String("web", "build/web", "serve the browser build in this folder at / and a table's link at /t/CODE (when it has an index.html)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *idle <= 0 {
		return fmt.Errorf("-idle %v: a positive duration, please", *idle)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if (*cert == "") != (*key == "") {
		return errors.New("-cert and -key go together")
	}
	if *perAddr <= 0 || *maxConns <= 0 || *maxTables <= 0 {
		return errors.New("-conns-per-addr, -max-conns and -max-tables: positive numbers, please")
	}
	if err := checkOrigins(list(*origins)); err != nil {
		return err
	}
	if _, err := parseProxies(list(*proxies)); err != nil {
		return err
	}
	tlsCfg, err := tlsConfig(*cert, *key)
	if err != nil {
		return err
	}
	if *data == "" && *natsURL == "" {
		d, err := store.UserDir()
		if err != nil {
			return fmt.Errorf("no -data folder and %w", err)
		}
		*data = d.Path
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
	l, err := cf.open(*data, *natsURL)
	if err != nil {
		return err
	}
	defer l.Close()
	srv, err := cf.newServer(l)
	if err != nil {
		return err
	}
	defer srv.Close()
	srv.SetIdle(*idle)
	if *dealSeed != 0 {
		srv.SetDealSeed(*dealSeed)
		fmt.Fprintf(out, "zashiki serve: the matches' deals from seed %d on: predictable, for tests only\n", *dealSeed)
	}
	srv.SetLimits(*perAddr, *maxConns, *maxTables)
	if err := srv.SetOrigins(list(*origins)); err != nil {
		return err
	}
	if err := srv.SetProxies(list(*proxies)); err != nil {
		return err
	}
	// Idle tables are looked for every minute (or every tenth of the idle time, if less).
	sweep, stop := time.NewTicker(min(time.Minute, max(*idle/10, time.Second))), make(chan struct{})
	defer func() { sweep.Stop(); close(stop) }()
	go func() {
		for {
			select {
			case <-sweep.C:
				srv.Expire()
			case <-stop:
				return
			}
		}
	}()
	ln, scheme, err := listen(*addr, tlsCfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "zashiki serve: %s://%s/ws, %d tables\n", scheme, ln.Addr(), len(srv.Tables()))
	mux := srv.Mux()
	if webfiles.Present(*web) {
		mux.Handle("/", webfiles.Handler(*web))
		page := "http"
		if scheme == "wss" {
			page = "https"
		}
		fmt.Fprintf(out, "zashiki serve: the browser build of %s at %s://%s/\n", *web, page, ln.Addr())
	}
	hs := httpServer(mux, HeaderTimeout)
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	select {
	case err := <-done:
		return err
	case <-sig:
	}
	if *memprofile != "" {
		if err := writeHeap(*memprofile); err != nil {
			fmt.Fprintf(out, "zashiki serve: heap profile: %v\n", err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// HeaderTimeout is how long a client may take to send its request's headers (and, with TLS,
// its handshake): a client that trickles them holds a connection for no longer.
const HeaderTimeout = 10 * time.Second

// httpServer serves h over HTTP: headers within headerTimeout and 16 KB (a WebSocket
// upgrade's are a few hundred bytes). The upgraded connections are the server's own
// (ServeHTTP): rate-limited, and closed when their client falls too far behind.
func httpServer(h http.Handler, headerTimeout time.Duration) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: headerTimeout, MaxHeaderBytes: 16 << 10}
}

// tlsConfig is the TLS set-up of the certificate and key files given (nil: none given). The
// certificate is read once, at start.
func tlsConfig(cert, key string) (*tls.Config, error) {
	if cert == "" {
		return nil, nil
	}
	pair, err := tls.LoadX509KeyPair(cert, key)
	if err != nil {
		return nil, fmt.Errorf("-cert/-key: %w", err)
	}
	return &tls.Config{Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS12}, nil
}

// listen listens on addr: with TLS when cfg is given (wss), else in the clear (ws).
func listen(addr string, cfg *tls.Config) (net.Listener, string, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, "", err
	}
	if cfg == nil {
		return ln, "ws", nil
	}
	return tls.NewListener(ln, cfg), "wss", nil
}

// list is a comma-separated flag's items, blanks dropped.
func list(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// writeHeap writes a heap profile of what is live now to path.
func writeHeap(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Fprintf(os.Stderr, "zashiki serve: heap in use %.1f MB, goroutine stacks %.1f MB, %d goroutines\n",
		float64(ms.HeapInuse)/1e6, float64(ms.StackInuse)/1e6, runtime.NumGoroutine())
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Mux serves the WebSocket endpoint at /ws.
func (s *Server) Mux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle("/ws", s)
	return mux
}
