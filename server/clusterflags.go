package server

import (
	"errors"
	"flag"
	"path/filepath"
	"strings"
	"time"
)

// clusterFlags are `zashiki serve`'s flags for a cluster: the node's part in one (-cluster),
// and the embedded NATS server's place among others.
type clusterFlags struct {
	node                          *bool
	name, listen, cluster, routes *string
	replicas                      *int
	syncEvery                     *time.Duration
}

func addClusterFlags(fs *flag.FlagSet) *clusterFlags {
	return &clusterFlags{
		node:      fs.Bool("cluster", false, "be one node of several on the same NATS: each table is run by the node holding its lease, the others relay to it, and another takes it over when that node goes"),
		name:      fs.String("nats-name", "", "the embedded NATS server's name, unique in its cluster"),
		listen:    fs.String("nats-listen", "", "HOST:PORT the embedded NATS server takes NATS clients on (other nodes' -nats); default: none, in-process only (with -nats-cluster: a free port)"),
		cluster:   fs.String("nats-cluster", "", "HOST:PORT the embedded NATS server takes its cluster's routes on; default: no cluster"),
		routes:    fs.String("nats-routes", "", "the embedded NATS server's routes: the other servers' -nats-cluster addresses, nats://HOST:PORT, comma-separated"),
		replicas:  fs.Int("replicas", 0, "the NATS servers that keep the tables' stream and leases (default: 3 with -cluster or -nats-cluster, else 1)"),
		syncEvery: fs.Duration("sync-every", 0, "the embedded NATS server syncs the tables' log to disk this often (e.g. 20ms) instead of each step before it is acknowledged (0): a killed server still loses nothing, a power cut up to this long of play; one disk then keeps up with far more tables"),
	}
}

// open opens the tables' log: on the NATS deployment at url (comma-separated servers), else
// on an embedded server, in its cluster if the flags give one, its data under dir/nats.
func (f *clusterFlags) open(dir, url string) (*JetStream, error) {
	r := *f.replicas
	if r == 0 {
		r = 1
		if *f.node || *f.cluster != "" {
			r = 3
		}
	}
	if r < 1 {
		return nil, errors.New("-replicas: 1 or more, please")
	}
	if *f.syncEvery < 0 {
		return nil, errors.New("-sync-every: a duration of 0 or more, please")
	}
	if url != "" {
		if *f.cluster != "" || *f.listen != "" || *f.routes != "" || *f.syncEvery != 0 {
			return nil, errors.New("-nats-listen, -nats-cluster, -nats-routes and -sync-every are for the embedded NATS server, not with -nats")
		}
		return ConnectCluster(url, r)
	}
	if dir == "" {
		return nil, errors.New("-data DIR is needed for the embedded NATS server (or -nats URL)")
	}
	c := NATSCluster{Name: *f.name, Listen: *f.listen, Cluster: *f.cluster, SyncEvery: *f.syncEvery}
	if *f.routes != "" {
		c.Routes = strings.Split(*f.routes, ",")
	}
	return EmbeddedCluster(filepath.Join(dir, "nats"), c, r)
}

// newServer serves l's tables: as a node of a cluster with -cluster, else alone.
func (f *clusterFlags) newServer(l *JetStream) (*Server, error) {
	if *f.node {
		return NewCluster(l, nil)
	}
	return New(l, nil)
}
