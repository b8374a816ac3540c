package scenes

import (
	"os/signal"
	"syscall"
	"testing"

	"zashiki/scenes/i18n"
	"zashiki/store"
)

// TestSaveFailsOverAFileSizeLimit: a real write cut short by the system. The process may
// write files of at most 512 bytes (RLIMIT_FSIZE, which needs no root), so the match's
// save, larger, fails mid-write with EFBIG; the banner says so, and once the limit is lifted
// the next move saves every move since.
func TestSaveFailsOverAFileSizeLimit(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := openApp(t, st, Flags{Lang: i18n.En, LangSet: true})
	tb := humanTurnTable(t, a, 1)
	a.writes.sync()
	before := savedSteps(t, st, "freeeight")

	var was syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &was); err != nil {
		t.Fatal(err)
	}
	signal.Ignore(syscall.SIGXFSZ) // the write fails with EFBIG instead of ending the process
	defer signal.Reset(syscall.SIGXFSZ)
	limit := syscall.Rlimit{Cur: 512, Max: was.Max}
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &limit); err != nil {
		t.Fatal(err)
	}
	lifted := false
	lift := func() {
		if !lifted {
			lifted = true
			if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &was); err != nil {
				t.Fatal(err)
			}
		}
	}
	defer lift()
	moveOn(t, a, tb, 2)
	a.writes.sync()
	lift()
	if want := "Not saved: the file is over this system's size limit"; !bannerSays(a, true, want) {
		t.Fatalf("the banner says %q, want %q", bannerText(a, true), want)
	}
	if got := savedSteps(t, st, "freeeight"); got != before {
		t.Fatalf("the save changed under the limit: %d steps, had %d", got, before)
	}
	moveOn(t, a, tb, 1)
	a.writes.sync()
	if got := bannerText(a, true); got != "" {
		t.Errorf("the banner stays after the limit was lifted: %q", got)
	}
	if got := savedSteps(t, st, "freeeight"); got != len(tb.sess.Steps) {
		t.Errorf("the store holds %d steps, the table %d", got, len(tb.sess.Steps))
	}
}
