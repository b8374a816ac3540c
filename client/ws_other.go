//go:build !js

package client

import (
	"context"

	"github.com/coder/websocket"
)

// Outside the browser the connection is coder/websocket's.

type wsConn struct{ c *websocket.Conn }

func dialWS(ctx context.Context, url string) (conn, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(ReadLimit)
	return wsConn{ws}, nil
}

func (w wsConn) Read(ctx context.Context) ([]byte, error) {
	_, data, err := w.c.Read(ctx)
	return data, err
}

func (w wsConn) Write(ctx context.Context, data []byte) error {
	return w.c.Write(ctx, websocket.MessageText, data)
}

func (w wsConn) Close()    { w.c.Close(websocket.StatusNormalClosure, "") }
func (w wsConn) CloseNow() { w.c.CloseNow() }
