package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Dir stores each blob as a file in a directory.
type Dir struct{ Path string }

// UserDir is the zashiki folder in the user's config directory (~/.config/zashiki on Linux).
func UserDir() (Dir, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return Dir{}, err
	}
	return Dir{Path: filepath.Join(base, "zashiki")}, nil
}

func (d Dir) file(name string) string { return filepath.Join(d.Path, name) }

// Load implements Store.
func (d Dir) Load(name string) ([]byte, bool, error) {
	data, err := os.ReadFile(d.file(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	return data, err == nil, err
}

// tempMark is in the name of every temporary file a Save writes: the blob's name, the mark,
// and digits.
const tempMark = ".tmp-"

// staleAfter is the age of a temporary file that no write will finish: a write takes
// milliseconds, so one this old was left by a run that stopped mid-write, while a second run
// writing at this very moment keeps its own.
const staleAfter = time.Minute

// Save implements Store: the blob is written to a temporary file, synced, then renamed over
// the old one, so a crash leaves either the old blob or the new, whole.
func (d Dir) Save(name string, data []byte) error {
	if err := os.MkdirAll(d.Path, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(d.Path, name+tempMark+"*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), d.file(name))
}

// Delete implements Store.
func (d Dir) Delete(name string) error {
	err := os.Remove(d.file(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// SetAside implements Store: the file is renamed with a timestamp beside it.
func (d Dir) SetAside(name string) (string, error) {
	aside := fmt.Sprintf("%s.bad-%s", name, time.Now().Format("20060102-150405"))
	if err := os.Rename(d.file(name), d.file(aside)); err != nil {
		return "", err
	}
	return d.file(aside), nil
}

// Sweep implements Store: the temporary files of unfinished writes, once stale, are removed.
// Nothing else is touched: a blob set aside stays.
func (d Dir) Sweep() error {
	temps, err := filepath.Glob(filepath.Join(d.Path, "*"+tempMark+"*"))
	if err != nil {
		return err
	}
	var errs []error
	for _, p := range temps {
		if info, err := os.Lstat(p); err == nil && info.Mode().IsRegular() && time.Since(info.ModTime()) > staleAfter {
			errs = append(errs, os.Remove(p))
		}
	}
	return errors.Join(errs...)
}
