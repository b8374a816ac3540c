package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"syscall"
	"time"
)

// server is `zashiki serve` on a free loopback port, its tables' log under the run's
// temporary folder.
type server struct {
	cmd    *exec.Cmd
	exited chan error
	url    string
}

// serveLine is the line `zashiki serve` prints once it listens (server/serve.go).
var serveLine = regexp.MustCompile(`^zashiki serve: (ws://127\.0\.0\.1:\d+/ws), \d+ tables$`)

// serve starts the server and waits, at most limit, for the address it listens on.
func (d *driver) serve(bin string, limit time.Duration) (*server, error) {
	log, err := os.Create(filepath.Join(d.out, d.lang+"-server.log"))
	if err != nil {
		return nil, err
	}
	s := &server{cmd: exec.Command(bin, "serve", "-addr", "127.0.0.1:0", "-data", filepath.Join(d.tmp, "server"))}
	// What it prints goes to its log, and through a pipe to the look-out for its address.
	out, pw := io.Pipe()
	s.cmd.Stdout, s.cmd.Stderr = io.MultiWriter(log, pw), log
	d.logf("server: start %v", s.cmd.Args)
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	d.srv = s
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := serveLine.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case found <- m[1]:
				default:
				}
			}
		}
	}()
	s.exited = make(chan error, 1)
	go func() {
		err := s.cmd.Wait()
		pw.Close()
		log.Close()
		s.exited <- err
	}()
	select {
	case s.url = <-found:
		d.logf("server: %s", s.url)
		return s, nil
	case err := <-s.exited:
		s.exited <- err
		return s, fmt.Errorf("the server exited (%v) before listening", err)
	case <-time.After(limit):
		return s, fmt.Errorf("the server printed no address in %v", limit)
	}
}

// stop interrupts the server, as a person's Ctrl-C does, and kills it if it has not shut down
// in 10 s.
func (s *server) stop() {
	if s == nil || s.cmd.Process == nil {
		return
	}
	s.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
		s.cmd.Process.Kill()
		<-s.exited
	}
}
