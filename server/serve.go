package server

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
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
	if *data == "" && *natsURL == "" {
		d, err := store.UserDir()
		if err != nil {
			return fmt.Errorf("no -data folder and %w", err)
		}
		*data = d.Path
	}
	l, err := OpenLog(*data, *natsURL)
	if err != nil {
		return err
	}
	defer l.Close()
	srv, err := New(l, nil)
	if err != nil {
		return err
	}
	defer srv.Close()
	srv.SetIdle(*idle)
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
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "zashiki serve: ws://%s/ws, %d tables\n", ln.Addr(), len(srv.Tables()))
	mux := srv.Mux()
	if webfiles.Present(*web) {
		mux.Handle("/", webfiles.Handler(*web))
		fmt.Fprintf(out, "zashiki serve: the browser build of %s at http://%s/\n", *web, ln.Addr())
	}
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	select {
	case err := <-done:
		return err
	case <-sig:
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// OpenLog opens the tables' log: on the NATS deployment at url, else on an embedded server
// with its data under dir/nats.
func OpenLog(dir, url string) (*JetStream, error) {
	if url != "" {
		return Connect(url)
	}
	if dir == "" {
		return nil, errors.New("-data DIR is needed for the embedded NATS server (or -nats URL)")
	}
	return Embedded(filepath.Join(dir, "nats"))
}

// Mux serves the WebSocket endpoint at /ws.
func (s *Server) Mux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle("/ws", s)
	return mux
}
