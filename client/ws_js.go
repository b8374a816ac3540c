//go:build js

package client

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// In the browser the connection is the page's own WebSocket object, driven through
// syscall/js. coder/websocket works there too, but its API names net/http's types, and
// net/http (with crypto/tls under it) would add about 640 KB to the gzip download
// (docs/PERFORMANCE.md, "Browser build"); this is the little of it the client uses.

type jsConn struct {
	ws    js.Value
	funcs []js.Func

	mu     sync.Mutex
	queue  [][]byte
	closed error         // why the socket closed; nil while open
	ready  chan struct{} // signalled (never blocking) when queue or closed changes
	opened chan struct{} // closed when the socket opens
}

func dialWS(ctx context.Context, url string) (conn, error) {
	c := &jsConn{ready: make(chan struct{}, 1), opened: make(chan struct{})}
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil { // a malformed address throws
				err = fmt.Errorf("%v", r)
			}
		}()
		c.ws = js.Global().Get("WebSocket").New(url)
	}()
	if err != nil {
		return nil, err
	}
	on := func(event string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		c.funcs = append(c.funcs, fn)
		c.ws.Call("addEventListener", event, fn)
	}
	on("open", func(js.Value) { close(c.opened) })
	on("message", func(ev js.Value) {
		data := ev.Get("data")
		if data.Type() != js.TypeString {
			return // the server sends text only
		}
		c.push(func() { c.queue = append(c.queue, []byte(data.String())) })
	})
	on("close", func(ev js.Value) {
		c.push(func() {
			if c.closed == nil {
				c.closed = fmt.Errorf("the connection closed (%d %s)", ev.Get("code").Int(), ev.Get("reason").String())
			}
		})
		for _, fn := range c.funcs {
			fn.Release()
		}
	})
	select {
	case <-c.opened:
		return c, nil
	case <-c.ready:
		return nil, c.err()
	case <-ctx.Done():
		c.CloseNow()
		return nil, ctx.Err()
	}
}

// push changes the queue or the state under the lock and wakes a waiting Read.
func (c *jsConn) push(f func()) {
	c.mu.Lock()
	f()
	c.mu.Unlock()
	select {
	case c.ready <- struct{}{}:
	default:
	}
}

func (c *jsConn) err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed == nil {
		return errors.New("the connection failed")
	}
	return c.closed
}

func (c *jsConn) Read(ctx context.Context) ([]byte, error) {
	for {
		c.mu.Lock()
		if len(c.queue) > 0 {
			data := c.queue[0]
			c.queue = c.queue[1:]
			c.mu.Unlock()
			if len(data) > ReadLimit {
				c.CloseNow()
				return nil, fmt.Errorf("a message of %d bytes, over the limit of %d", len(data), ReadLimit)
			}
			return data, nil
		}
		closed := c.closed
		c.mu.Unlock()
		if closed != nil {
			return nil, closed
		}
		select {
		case <-c.ready:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

func (c *jsConn) Write(ctx context.Context, data []byte) (err error) {
	if c.ws.Get("readyState").Int() != 1 { // OPEN
		return c.err()
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	c.ws.Call("send", string(data))
	return nil
}

func (c *jsConn) Close()    { c.ws.Call("close", 1000) }
func (c *jsConn) CloseNow() { c.ws.Call("close") }
