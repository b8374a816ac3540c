package server

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// NATSCluster is an embedded NATS server's place among others: its name, the address other
// `zashiki serve` nodes reach it on, and its cluster's routes. The zero value is a server
// of its own, reached in-process only.
type NATSCluster struct {
	Name    string   // unique among the cluster's servers ("zashiki" when empty)
	Listen  string   // HOST:PORT for NATS clients; empty: in-process only
	Cluster string   // HOST:PORT the other servers' routes reach; empty: no cluster
	Routes  []string // the other servers' cluster addresses, nats://HOST:PORT
	// SyncEvery, when positive, has the server sync its records to disk this often instead
	// of each before it is acknowledged: an acknowledged record is then in the operating
	// system's hands, kept through a killed process but not through a power cut of the last
	// SyncEvery. Zero: each record synced before it is acknowledged (SyncAlways).
	SyncEvery time.Duration
}

// clusterName is the NATS cluster's name: every server of it has the same.
const clusterName = "zashiki"

// StartNATS starts a NATS server with JetStream in this process, its data under dir, each
// record synced to disk before it is acknowledged (SyncAlways) unless c.SyncEvery says
// otherwise, in its place c.
func StartNATS(dir string, c NATSCluster) (*server.Server, error) {
	if c.SyncEvery < 0 {
		return nil, errors.New("the sync interval cannot be negative")
	}
	o := &server.Options{JetStream: true, StoreDir: dir, NoSigs: true, ServerName: c.Name, SyncAlways: c.SyncEvery == 0, SyncInterval: c.SyncEvery}
	if o.ServerName == "" {
		o.ServerName = "zashiki"
	}
	if c.Listen == "" {
		o.DontListen = true
	} else {
		host, port, err := hostPort(c.Listen)
		if err != nil {
			return nil, fmt.Errorf("NATS listen address: %w", err)
		}
		o.Host, o.Port = host, port
	}
	if c.Cluster != "" {
		host, port, err := hostPort(c.Cluster)
		if err != nil {
			return nil, fmt.Errorf("NATS cluster address: %w", err)
		}
		o.Cluster = server.ClusterOpts{Name: clusterName, Host: host, Port: port}
		if c.Listen == "" {
			// A server routes to its cluster only once it listens for clients: on a free
			// port of the cluster address's host.
			o.DontListen, o.Host, o.Port = false, host, server.RANDOM_PORT
		}
		if len(c.Routes) > 0 {
			o.Routes = server.RoutesFromStr(strings.Join(c.Routes, ","))
		}
	} else if len(c.Routes) > 0 {
		return nil, errors.New("NATS routes without a cluster address")
	}
	ns, err := server.NewServer(o)
	if err != nil {
		return nil, err
	}
	if c.Cluster != "" {
		// A cluster's server says what it does (routes, leaders chosen) on the log.
		ns.ConfigureLogger()
	}
	ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("the embedded NATS server did not start")
	}
	return ns, nil
}

func hostPort(addr string) (string, int, error) {
	host, p, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, err
	}
	port, err := strconv.Atoi(p)
	if err != nil {
		return "", 0, fmt.Errorf("port %q: %w", p, err)
	}
	return host, port, nil
}
