package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestDirSavesLoadsAndDeletes(t *testing.T) {
	d := Dir{Path: filepath.Join(t.TempDir(), "zashiki")}
	if _, ok, err := d.Load("match.json"); ok || err != nil {
		t.Fatalf("empty store: ok=%v err=%v", ok, err)
	}
	if err := d.Save("match.json", []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := d.Save("match.json", []byte("two")); err != nil {
		t.Fatal(err)
	}
	if data, ok, err := d.Load("match.json"); string(data) != "two" || !ok || err != nil {
		t.Fatalf("Load = %q, %v, %v", data, ok, err)
	}
	entries, _ := os.ReadDir(d.Path)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	if err := d.Delete("match.json"); err != nil {
		t.Fatal(err)
	}
	if err := d.Delete("match.json"); err != nil {
		t.Errorf("deleting twice: %v", err)
	}
}

// A crash while writing leaves a partial temporary file; the saved blob is untouched.
func TestDirCrashMidWriteLosesNothing(t *testing.T) {
	d := Dir{Path: t.TempDir()}
	if err := d.Save("match.json", []byte("the whole save")); err != nil {
		t.Fatal(err)
	}
	partial := filepath.Join(d.Path, "match.json.tmp-123")
	if err := os.WriteFile(partial, []byte("the wh"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, _, _ := d.Load("match.json"); string(data) != "the whole save" {
		t.Errorf("after a crash mid-write Load = %q", data)
	}
}

func TestDirSetAsideKeepsTheBadFile(t *testing.T) {
	d := Dir{Path: t.TempDir()}
	if err := d.Save("match.json", []byte("garbage")); err != nil {
		t.Fatal(err)
	}
	aside, err := d.SetAside("match.json")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(filepath.Base(aside), "match.json.bad-") {
		t.Errorf("set aside as %s", aside)
	}
	if data, err := os.ReadFile(aside); err != nil || string(data) != "garbage" {
		t.Errorf("the bad file was not kept: %q, %v", data, err)
	}
	if _, ok, _ := d.Load("match.json"); ok {
		t.Error("the bad file is still in place")
	}
}

// TestSweepRemovesStaleTemporaryFiles: what a run killed mid-write left behind goes at the
// next start; a write under way in another run (a fresh temporary file), the blobs and the
// blobs set aside stay.
func TestSweepRemovesStaleTemporaryFiles(t *testing.T) {
	d := Dir{Path: t.TempDir()}
	write := func(name string, age time.Duration) string {
		p := filepath.Join(d.Path, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		when := time.Now().Add(-age)
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
		return p
	}
	stale := write("match-freeeight.json.tmp-123", time.Hour)
	staleSettings := write("settings.json.tmp-9", 2*staleAfter)
	fresh := write("match-locke.json.tmp-456", 0)
	kept := []string{fresh, write("match-freeeight.json", time.Hour), write("match-boss.json.bad-20260101-000000", time.Hour)}
	if err := d.Sweep(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{stale, staleSettings} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s is still there (%v)", filepath.Base(p), err)
		}
	}
	for _, p := range kept {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed: %v", filepath.Base(p), err)
		}
	}
}
