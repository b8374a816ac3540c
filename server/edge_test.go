package server

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"zashiki/server/proto"
)

// dialWith opens a WebSocket connection to url with the request headers given, through hc
// (nil: the default client); the HTTP status of a refused upgrade comes with the error.
func dialWith(url string, header http.Header, hc *http.Client) (*websocket.Conn, int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: header, HTTPClient: hc})
	status := 0
	if resp != nil {
		status = resp.StatusCode
	}
	return ws, status, err
}

// TestCrossSiteOriginRefused: a page of another site cannot open a connection (403) unless
// its host is allowed (SetOrigins); a page of the server's own host can, and so can a client
// that is no browser (no Origin).
func TestCrossSiteOriginRefused(t *testing.T) {
	ts := startServer(t, t.TempDir())
	host := strings.TrimSuffix(strings.TrimPrefix(ts.url, "ws://"), "/ws")
	try := func(origin string) int {
		h := http.Header{}
		if origin != "" {
			h.Set("Origin", origin)
		}
		ws, status, err := dialWith(ts.url, h, nil)
		if err != nil {
			return status
		}
		ws.CloseNow()
		return http.StatusSwitchingProtocols
	}
	for _, c := range []struct {
		origin string
		want   int
	}{
		{"", http.StatusSwitchingProtocols},
		{"http://" + host, http.StatusSwitchingProtocols},
		{"https://evil.example", http.StatusForbidden},
		{"http://127.0.0.1.evil.example", http.StatusForbidden},
		{"null", http.StatusForbidden},
		{"https://game.example", http.StatusForbidden},
	} {
		if got := try(c.origin); got != c.want {
			t.Errorf("Origin %q: status %d; want %d", c.origin, got, c.want)
		}
	}
	if err := ts.srv.SetOrigins([]string{"game.example", "*.zashiki.example"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		origin string
		want   int
	}{
		{"https://game.example", http.StatusSwitchingProtocols},
		{"https://www.zashiki.example", http.StatusSwitchingProtocols},
		{"https://evil.example", http.StatusForbidden},
		{"https://game.example.evil.example", http.StatusForbidden},
	} {
		if got := try(c.origin); got != c.want {
			t.Errorf("allowing game.example: Origin %q: status %d; want %d", c.origin, got, c.want)
		}
	}
	if err := ts.srv.SetOrigins([]string{"*"}); err == nil {
		t.Error("SetOrigins took * (every site)")
	}
}

// TestConnectionsPerAddressAreCapped: one address holds at most its limit of connections
// (429 past it) and the server its own (503); a connection closed makes room again.
func TestConnectionsPerAddressAreCapped(t *testing.T) {
	ts := startServer(t, t.TempDir())
	ts.srv.SetLimits(3, 0, 0)
	var open []*websocket.Conn
	for i := range 3 {
		ws, _, err := dialWith(ts.url, nil, nil)
		if err != nil {
			t.Fatalf("connection %d of 3: %v", i+1, err)
		}
		open = append(open, ws)
	}
	if _, status, err := dialWith(ts.url, nil, nil); err == nil || status != http.StatusTooManyRequests {
		t.Fatalf("a fourth connection from one address: status %d, %v; want 429", status, err)
	}
	open[0].Close(websocket.StatusNormalClosure, "")
	deadline := time.Now().Add(10 * time.Second)
	for {
		ws, _, err := dialWith(ts.url, nil, nil)
		if err == nil {
			open[0] = ws
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("a connection closed made no room: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	ts.srv.SetLimits(10, 3, 0)
	if _, status, err := dialWith(ts.url, nil, nil); err == nil || status != http.StatusServiceUnavailable {
		t.Fatalf("a connection past the server's most: status %d, %v; want 503", status, err)
	}
	for _, ws := range open {
		ws.CloseNow()
	}
}

// TestTableCreationPerAddressIsLimited: an address creates CreateBurst tables at once, and is
// refused the next; another address is not; and the server holds at most its tables.
func TestTableCreationPerAddressIsLimited(t *testing.T) {
	s, _ := New(&memLog{}, nil)
	defer s.Close()
	created := func(c *Conn, b *bytes.Buffer) string {
		b.Reset()
		s.Handle(c, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "a", Seats: []proto.Seat{{}, {}}}))
		var m proto.Msg
		json.Unmarshal(firstLine(b.Bytes()), &m)
		if m.Type == proto.Error {
			return m.Error
		}
		return m.Type
	}
	var b bytes.Buffer
	out := func(data []byte) bool { b.Write(data); b.WriteByte('\n'); return true }
	c, err := s.connect("192.0.2.1", out)
	if err != nil {
		t.Fatal(err)
	}
	for i := range CreateBurst {
		if got := created(c, &b); got != proto.Created {
			t.Fatalf("table %d of %d: %s", i+1, CreateBurst, got)
		}
	}
	if got := created(c, &b); got != proto.ErrRate {
		t.Fatalf("table %d from one address at once: %s; want %s", CreateBurst+1, got, proto.ErrRate)
	}
	other, _ := s.connect("192.0.2.2", out)
	if got := created(other, &b); got != proto.Created {
		t.Fatalf("another address was refused a table: %s", got)
	}
	s.SetLimits(0, 0, CreateBurst+1)
	third, _ := s.connect("192.0.2.3", out)
	if got := created(third, &b); got != proto.ErrServer {
		t.Fatalf("a table past the server's most: %s; want %s", got, proto.ErrServer)
	}
}

func firstLine(b []byte) []byte {
	line, _, _ := bytes.Cut(b, []byte("\n"))
	return line
}

// TestAddressLimitsOutliveTheirConnections: an address that closes its connections and
// comes back finds its limits where it left them: reconnecting resets neither its message
// rate nor its tables created.
func TestAddressLimitsOutliveTheirConnections(t *testing.T) {
	s, _ := New(&memLog{}, nil)
	defer s.Close()
	var b bytes.Buffer
	out := func(data []byte) bool { b.Write(data); b.WriteByte('\n'); return true }
	for range CreateBurst {
		c, _ := s.connect("192.0.2.1", out)
		s.Handle(c, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "a", Seats: []proto.Seat{{}, {}}}))
		s.disconnect(c)
		c.Close()
	}
	b.Reset()
	c, _ := s.connect("192.0.2.1", out)
	s.Handle(c, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "a", Seats: []proto.Seat{{}, {}}}))
	if !strings.Contains(b.String(), proto.ErrRate) {
		t.Fatalf("after reconnecting, a table past the address's limit was answered %s", b.String())
	}
	// The message rate too: an address that has spent some of its messages gets the same
	// limiter back when it reconnects. It refills slowly here, so that a slow machine does
	// not refill it meanwhile.
	s.disconnect(c)
	c, _ = s.connect("192.0.2.9", out)
	c.addr.SetLimit(rate.Every(time.Hour))
	s.Handle(c, req(proto.Msg{Type: "ping"}))
	spent := c.addr
	s.disconnect(c)
	c, _ = s.connect("192.0.2.9", out)
	if c.addr != spent {
		t.Fatal("an address that reconnected got fresh limits")
	}
}

// TestForwardedForOnlyFromTrustedProxy: a client's X-Forwarded-For is believed only from a
// trusted proxy, and then only the hop that proxy added; IPv6 clients count by their /64.
func TestForwardedForOnlyFromTrustedProxy(t *testing.T) {
	s, _ := New(&memLog{}, nil)
	defer s.Close()
	addr := func(remote string, xff ...string) string {
		r := &http.Request{RemoteAddr: remote, Header: http.Header{}}
		for _, x := range xff {
			r.Header.Add("X-Forwarded-For", x)
		}
		return s.clientAddr(r)
	}
	if got := addr("203.0.113.5:4000", "198.51.100.7"); got != "203.0.113.5" {
		t.Errorf("an untrusted peer's X-Forwarded-For was believed: %s", got)
	}
	if err := s.SetProxies([]string{"203.0.113.5", "10.0.0.0/8"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		remote string
		xff    []string
		want   string
	}{
		{"203.0.113.5:4000", []string{"198.51.100.7"}, "198.51.100.7"},
		// A client's own claim (left) is not believed; the proxy's hop (right) is.
		{"203.0.113.5:4000", []string{"192.0.2.66, 198.51.100.7"}, "198.51.100.7"},
		{"203.0.113.5:4000", []string{"192.0.2.66", "198.51.100.7"}, "198.51.100.7"},
		// Through two proxies of ours.
		{"10.0.0.2:4000", []string{"198.51.100.7, 10.0.0.3"}, "198.51.100.7"},
		{"203.0.113.5:4000", []string{"not an address"}, "203.0.113.5"},
		{"203.0.113.5:4000", nil, "203.0.113.5"},
		{"198.51.100.8:4000", []string{"192.0.2.66"}, "198.51.100.8"},
		{"[2001:db8:1:2:aaaa::1]:4000", nil, "2001:db8:1:2::/64"},
		{"[2001:db8:1:2:bbbb::9]:4000", nil, "2001:db8:1:2::/64"},
	} {
		if got := addr(c.remote, c.xff...); got != c.want {
			t.Errorf("from %s with X-Forwarded-For %q: limited as %s; want %s", c.remote, c.xff, got, c.want)
		}
	}
	if err := s.SetProxies([]string{"nonsense"}); err == nil {
		t.Error("SetProxies took nonsense")
	}
}

// selfSigned writes a certificate for 127.0.0.1 and its key to dir, and returns their paths
// and a pool that trusts it.
func selfSigned(t *testing.T, dir string) (cert, key string, pool *x509.CertPool) {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "zashiki test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &k.PublicKey, k)
	if err != nil {
		t.Fatal(err)
	}
	kd, err := x509.MarshalECPrivateKey(k)
	if err != nil {
		t.Fatal(err)
	}
	cert, key = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kd}), 0o600)
	c, _ := x509.ParseCertificate(der)
	pool = x509.NewCertPool()
	pool.AddCert(c)
	return cert, key, pool
}

// TestServeOverTLS: with -cert and -key the server speaks wss: a client that trusts the
// certificate creates a table over it, and one that speaks in the clear gets no WebSocket.
func TestServeOverTLS(t *testing.T) {
	cert, key, pool := selfSigned(t, t.TempDir())
	cfg, err := tlsConfig(cert, key)
	if err != nil {
		t.Fatal(err)
	}
	ln, scheme, err := listen("127.0.0.1:0", cfg)
	if err != nil {
		t.Fatal(err)
	}
	if scheme != "wss" {
		t.Fatalf("scheme %s with a certificate", scheme)
	}
	l, err := Embedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	srv, err := New(l, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	hs := &http.Server{Handler: srv.Mux(), ErrorLog: log.New(io.Discard, "", 0)}
	go hs.Serve(ln)
	defer hs.Close()
	addr := ln.Addr().String()
	hc := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	ws, _, err := dialWith("wss://"+addr+"/ws", nil, hc)
	if err != nil {
		t.Fatalf("wss: %v", err)
	}
	defer ws.CloseNow()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws.Write(ctx, websocket.MessageText, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "a", Seats: []proto.Seat{{}, {}}}))
	_, data, err := ws.Read(ctx)
	var m proto.Msg
	if err != nil || json.Unmarshal(data, &m) != nil || m.Type != proto.Created {
		t.Fatalf("create over wss: %s, %v", data, err)
	}
	if ws, _, err := dialWith("ws://"+addr+"/ws", nil, nil); err == nil {
		ws.CloseNow()
		t.Fatal("a client in the clear got a WebSocket from the TLS port")
	}
	if _, _, err := dialWith("wss://"+addr+"/ws", nil, nil); err == nil {
		t.Fatal("a client that does not trust the certificate connected")
	}
	if _, err := tlsConfig(cert, filepath.Join(t.TempDir(), "missing.pem")); err == nil {
		t.Fatal("a missing key was taken")
	}
}

// TestServeRefusesBadEdgeFlags: `zashiki serve` refuses a certificate without its key, an
// origin pattern for every site or a malformed one, a proxy that is no address, and limits
// that are not positive, before it opens its log.
func TestServeRefusesBadEdgeFlags(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"-cert", filepath.Join(dir, "cert.pem")},
		{"-key", filepath.Join(dir, "key.pem")},
		{"-cert", filepath.Join(dir, "cert.pem"), "-key", filepath.Join(dir, "key.pem")},
		{"-origin", "*"},
		{"-origin", "game.example,[bad"},
		{"-proxy", "proxy.example"},
		{"-conns-per-addr", "0"},
		{"-max-conns", "-1"},
		{"-max-tables", "0"},
	} {
		full := append([]string{"-addr", "127.0.0.1:0", "-data", dir}, args...)
		if err := Run(full, io.Discard); err == nil {
			t.Errorf("zashiki serve %s: no error", strings.Join(args, " "))
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("refused flags opened the log: %s holds %d entries", dir, len(entries))
	}
}
