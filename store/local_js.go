//go:build js

package store

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"
)

// Local stores each blob as a localStorage item under a "zashiki." prefix.
type Local struct{}

func storage() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("this browser has no localStorage")
	}
	return ls, nil
}

func key(name string) string { return "zashiki." + name }

// Load implements Store.
func (Local) Load(name string) ([]byte, bool, error) {
	ls, err := storage()
	if err != nil {
		return nil, false, err
	}
	v := ls.Call("getItem", key(name))
	if v.IsNull() {
		return nil, false, nil
	}
	return []byte(v.String()), true, nil
}

// Save implements Store. setItem replaces the item whole, so no temporary copy is needed.
func (Local) Save(name string, data []byte) (err error) {
	ls, err := storage()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil { // a full storage quota throws
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls.Call("setItem", key(name), string(data))
	return nil
}

// Delete implements Store.
func (Local) Delete(name string) error {
	ls, err := storage()
	if err != nil {
		return err
	}
	ls.Call("removeItem", key(name))
	return nil
}

// SetAside implements Store: the item is copied to a timestamped key and removed.
func (l Local) SetAside(name string) (string, error) {
	data, ok, err := l.Load(name)
	if err != nil || !ok {
		return "", err
	}
	aside := fmt.Sprintf("%s.bad-%d", name, time.Now().Unix())
	if err := l.Save(aside, data); err != nil {
		return "", err
	}
	return key(aside), l.Delete(name)
}

// Sweep implements Store: setItem replaces an item whole, so no write leaves anything behind.
func (Local) Sweep() error { return nil }
