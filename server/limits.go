package server

import (
	"fmt"
	"net"
	"net/http"
	"path"
	"strings"
	"time"

	"golang.org/x/time/rate"

	"zashiki/server/proto"
)

// What one address may hold, and the server as a whole, so that no one exhausts it: the
// defaults of `zashiki serve`'s -conns-per-addr, -max-conns and -max-tables. A connection
// costs the server about 70 KB and a seated table of four about 280 KB (docs/PERFORMANCE.md),
// so MaxConns connections fit in about a gigabyte and a half; keep -max-conns under the open
// file limit (ulimit -n), less a thousand for the log's files.
const (
	// ConnsPerAddress: a household or a café behind one address seats a few tables.
	ConnsPerAddress = 32
	MaxConns        = 16000
	MaxTables       = 50000
	// An address creates at most CreateBurst tables at once, then one every CreateEvery.
	CreateBurst = 10
	CreateEvery = 6 * time.Second
)

// edge is what the server lets in: its limits, the browser pages it serves, the proxies it
// trusts. The zero value is the defaults.
type edge struct {
	connsPerAddr, maxConns, maxTables int
	// origins are the host patterns of other sites whose pages may connect (path.Match,
	// as websocket.AcceptOptions.OriginPatterns); a page of the server's own host always may.
	origins []string
	// proxies are the networks of reverse proxies whose X-Forwarded-For is believed.
	proxies []*net.IPNet
	// swept is when addresses without connections were last forgotten.
	swept time.Time
}

func (e *edge) limits() (perAddr, conns, tables int) {
	perAddr, conns, tables = ConnsPerAddress, MaxConns, MaxTables
	if e.connsPerAddr > 0 {
		perAddr = e.connsPerAddr
	}
	if e.maxConns > 0 {
		conns = e.maxConns
	}
	if e.maxTables > 0 {
		tables = e.maxTables
	}
	return
}

// SetLimits sets the connections one address may hold, the connections and the tables the
// server holds; 0 keeps a default (ConnsPerAddress, MaxConns, MaxTables).
func (s *Server) SetLimits(connsPerAddr, maxConns, maxTables int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.edge.connsPerAddr, s.edge.maxConns, s.edge.maxTables = connsPerAddr, maxConns, maxTables
}

// SetOrigins lets pages of other sites connect: host patterns ("game.example",
// "*.example.org"; with a scheme, "https://game.example"), matched as path.Match does. A page
// of the server's own host always may; a client that is not a browser sends no Origin.
func (s *Server) SetOrigins(patterns []string) error {
	if err := checkOrigins(patterns); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.edge.origins = patterns
	return nil
}

func checkOrigins(patterns []string) error {
	for _, p := range patterns {
		if _, err := path.Match(p, ""); err != nil || p == "" {
			return fmt.Errorf("origin %q: a host pattern such as game.example or *.example.org", p)
		}
		if p == "*" || p == "*://*" {
			return fmt.Errorf("origin %q would let any site's pages connect with their visitors' addresses; name the sites", p)
		}
	}
	return nil
}

// SetProxies trusts the reverse proxies at these addresses or networks (10.0.0.5,
// 10.0.0.0/8): a connection from one is limited as the address it forwards for (the last in
// X-Forwarded-For that is not itself a trusted proxy). A connection from anywhere else is
// limited as its own address, whatever it claims.
func (s *Server) SetProxies(cidrs []string) error {
	nets, err := parseProxies(cidrs)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.edge.proxies = nets
	return nil
}

func parseProxies(cidrs []string) ([]*net.IPNet, error) {
	var nets []*net.IPNet
	for _, c := range cidrs {
		cidr := c
		if !strings.Contains(c, "/") {
			if ip := net.ParseIP(c); ip != nil && ip.To4() != nil {
				cidr += "/32"
			} else {
				cidr += "/128"
			}
		}
		_, n, err := net.ParseCIDR(cidr)
		if err != nil {
			return nil, fmt.Errorf("proxy %q: an address or a network (10.0.0.0/8)", c)
		}
		nets = append(nets, n)
	}
	return nets, nil
}

func (s *Server) originPatterns() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.edge.origins
}

// clientAddr is the address a request is limited as: its peer's, or, from a trusted proxy,
// the client's the proxy names. IPv6 addresses count by their /64, the block one subscriber
// is given, so that one household cannot take a new address per connection.
func (s *Server) clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip := net.ParseIP(host)
	s.mu.Lock()
	proxies := s.edge.proxies
	s.mu.Unlock()
	trusted := func(ip net.IP) bool {
		for _, n := range proxies {
			if ip != nil && n.Contains(ip) {
				return true
			}
		}
		return false
	}
	if trusted(ip) {
		// The proxy appends the address it was reached from; entries further left are the
		// client's own claims. Walk from the right past our own proxies.
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0; i-- {
			hop := net.ParseIP(strings.TrimSpace(hops[i]))
			if hop == nil {
				break
			}
			ip = hop
			if !trusted(hop) {
				break
			}
		}
	}
	if ip == nil {
		return host
	}
	return addrKey(ip)
}

// addrKey is the key an address is limited by: an IPv4 address itself, an IPv6 address's /64.
func addrKey(ip net.IP) string {
	if v4 := ip.To4(); v4 != nil {
		return v4.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// admits reports whether a new connection from a, whose address holds a.conns, may be
// served. Under s.mu.
func (s *Server) admits(a *addrLimit) error {
	perAddr, total, _ := s.edge.limits()
	if a != nil && a.conns >= perAddr {
		return &refusal{http.StatusTooManyRequests, fmt.Sprintf("%d connections from one address at most", perAddr)}
	}
	if len(s.conns) >= total {
		return &refusal{http.StatusServiceUnavailable, fmt.Sprintf("the server holds %d connections, its most; try again later", total)}
	}
	return nil
}

// refusal is a connection refused before the upgrade: its HTTP status and why.
type refusal struct {
	status int
	text   string
}

func (r *refusal) Error() string { return r.text }

// newAddrLimit is an address's shared limits: its messages, its tables created.
func (s *Server) newAddrLimit() *addrLimit {
	return &addrLimit{
		Limiter: rate.NewLimiter(rate.Limit(PerAddress*s.perSecond), PerAddress*s.burst),
		creates: rate.NewLimiter(rate.Every(CreateEvery), CreateBurst),
	}
}

// rested reports whether an address without connections may be forgotten: its limits have
// refilled, so a client that reconnects gains nothing by it. now is the wall clock, as the
// limiters' (not the server's clock, which tests set).
func (a *addrLimit) rested(now time.Time) bool {
	return a.conns == 0 && a.TokensAt(now) >= float64(a.Burst()) && a.creates.TokensAt(now) >= CreateBurst
}

// sweepAddrs forgets the addresses that have rested, at most once a minute (now: the wall
// clock). Under s.mu.
func (s *Server) sweepAddrs(now time.Time) {
	if now.Sub(s.edge.swept) < time.Minute {
		return
	}
	s.edge.swept = now
	for k, a := range s.addrs {
		if a.rested(now) {
			delete(s.addrs, k)
		}
	}
}

// mayCreate refuses a table the address's creation limit or the server's table limit would
// pass. c.addr is nil for a connection made by NewConn (the handler's own tests).
func (s *Server) mayCreate(c *Conn) error {
	if c.addr != nil && !c.addr.creates.Allow() {
		return &reqError{proto.ErrRate, fmt.Sprintf("one address creates %d tables at once, then one every %v", CreateBurst, CreateEvery)}
	}
	s.mu.Lock()
	_, _, most := s.edge.limits()
	n := len(s.tables)
	s.mu.Unlock()
	if n >= most {
		return &reqError{proto.ErrServer, fmt.Sprintf("the server holds %d tables, its most; try again later", most)}
	}
	return nil
}
