package client

import (
	"context"
	"time"

	"zashiki/server/proto"
	"zashiki/store"
)

// Redial is how long a client of a cluster (DialCluster) goes on dialling its nodes, in
// turn, once its connection has ended, before it gives up (Snapshot's Closed).
const Redial = 30 * time.Second

// nodes are the addresses of a cluster's nodes, and the one dialled last.
type nodes struct {
	urls []string
	at   int
}

// DialCluster connects to the first of urls that answers: the addresses of `zashiki serve
// -cluster` nodes, or one address several nodes answer behind. When the connection ends,
// the client dials the next address (the last one dialled is tried again after the others)
// until one answers, for up to Redial, and resumes its seat there: the table goes on,
// wherever it is run now. The seats' tokens are kept under urls[0], the cluster's name.
func DialCluster(ctx context.Context, urls []string, st store.Store) (*Client, error) {
	var err error
	for i, url := range urls {
		var c *Client
		if c, err = Dial(ctx, url, st); err == nil {
			c.url = urls[0]
			c.mu.Lock()
			c.nodes = &nodes{urls: urls, at: i}
			c.mu.Unlock()
			return c, nil
		}
	}
	return nil, err
}

func (c *Client) socket() conn {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ws
}

// redial replaces the connection ws, which has ended, with one to the next node that
// answers, and resumes the seat there. false: not a cluster's client, closed, or no node
// answered in time.
func (c *Client) redial(ws conn) bool {
	c.mu.Lock()
	ns := c.nodes
	c.mu.Unlock()
	if ns == nil {
		return false
	}
	ws.CloseNow()
	c.update(func(s *Snapshot) { s.Redialling = true })
	defer c.update(func(s *Snapshot) { s.Redialling = false })
	for deadline := time.Now().Add(Redial); time.Now().Before(deadline); {
		if c.ctx.Err() != nil {
			return false
		}
		c.mu.Lock()
		ns.at = (ns.at + 1) % len(ns.urls)
		url := ns.urls[ns.at]
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(c.ctx, 2*time.Second)
		next, err := dialWS(ctx, url)
		cancel()
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		c.mu.Lock()
		c.ws = next
		code, tok := c.snap.Code, c.tok
		c.mu.Unlock()
		if code != "" && tok != "" {
			if c.send(proto.Msg{Type: proto.Resume, Code: code, Token: tok}) != nil {
				continue
			}
		}
		return true
	}
	return false
}
