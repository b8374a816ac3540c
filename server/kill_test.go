package server

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"zashiki/server/proto"
)

// childData names the data folder of a `zashiki serve` run by the test binary itself, in a
// process of its own that the test can SIGKILL.
const childData = "ZASHIKI_SERVE_CHILD_DATA"

func TestMain(m *testing.M) {
	clusterChild()
	if dir := os.Getenv(childData); dir != "" {
		if err := Run([]string{"-addr", "127.0.0.1:0", "-data", dir}, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// serveChild starts `zashiki serve` on dir in a process of its own and returns its URL.
func serveChild(t *testing.T, dir string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childData+"="+dir)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("the server said nothing: %v", err)
	}
	// "zashiki serve: ws://127.0.0.1:PORT/ws, N tables"
	f := strings.Fields(line)
	if len(f) < 3 || !strings.HasPrefix(f[2], "ws://127.0.0.1:") {
		t.Fatalf("the server said %q", line)
	}
	return cmd, strings.TrimSuffix(f[2], ",")
}

// TestSIGKILLMidGameLosesNoStep: `zashiki serve` is killed (SIGKILL) in the middle of a game
// and started again on its data folder; the table resumes from JetStream with every step that
// was acknowledged (every step the player was shown), and the player reconnecting with the
// token is shown the exact position the log gives.
func TestSIGKILLMidGameLosesNoStep(t *testing.T) {
	dir := t.TempDir()
	cmd, url := serveChild(t, dir)
	rng := rand.New(rand.NewPCG(3, 3))
	// Each table's seed is drawn by the server, and now and then three random CPUs end a
	// game within the player's few actions: another table is dealt until one is mid-game.
	var host *client
	var shown []seen
	for range 8 {
		host = dial(t, url)
		host.create("freeeight", []proto.Seat{{}, {CPU: "random"}, {CPU: "random"}, {CPU: "random"}})
		host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
		if shown = host.playFrom(rng, proto.Msg{}, 6); !shown[len(shown)-1].Over {
			break
		}
	}
	cmd.Process.Kill()
	cmd.Wait()

	cmd2, url2 := serveChild(t, dir)
	back := dial(t, url2)
	back.send(proto.Msg{Type: proto.Resume, Code: host.code, Token: host.tok})
	pos := back.await(proto.State)
	cmd2.Process.Kill()
	cmd2.Wait()

	l, err := Embedded(filepath.Join(dir, "nats"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	recs := records(t, l, host.code)
	want, _ := expected(t, recs)
	// Every step shown before the kill is in the log, as it was shown.
	if len(want[0]) < len(shown) {
		t.Fatalf("the log replays %d steps; the player had been shown %d", len(want[0]), len(shown))
	}
	sameSeen(t, 0, shown, want[0][:len(shown)])
	_, at := expected(t, upTo(recs, pos.Step))
	if got := seenOf(pos); got.Step != at[0].Step || got.View != at[0].View || got.Events != at[0].Events || !slices.Equal(got.Legal, at[0].Legal) {
		t.Fatalf("resumed at\n%+v\nthe log's position at step %d\n%+v", got, pos.Step, at[0])
	}
	t.Logf("killed after %d steps shown; resumed at step %d of %d kept", len(shown), pos.Step, len(want[0]))
	if pos.Over {
		t.Fatal("the game had ended before the kill: nothing was resumed mid-game")
	}
	if pos.Step < shown[len(shown)-1].Step {
		t.Fatalf("resumed at step %d, before the step %d the player was shown", pos.Step, shown[len(shown)-1].Step)
	}
}
