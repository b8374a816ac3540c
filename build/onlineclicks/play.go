package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"zashiki/build/xdrive"
	fe "zashiki/rules/freeeight"
)

// choose is the move clicked among the seat's legal ones: ロン when offered (it ends the
// game), else a card other than an 8, else an 8, else a draw, else a pass. Drawing when a
// card may be played would make a long game.
func choose(legal []string) (string, bool) {
	rank := func(s string) int {
		switch {
		case s == "ron":
			return 0
		case strings.HasPrefix(s, "play "):
			if a, err := fe.ParseAction(s); err == nil && a.Card.Rank() == 8 {
				return 2
			}
			return 1
		case s == "draw":
			return 3
		case s == "pass":
			return 4
		}
		return -1
	}
	best, bestRank := "", 99
	for _, s := range legal {
		if r := rank(s); r >= 0 && r < bestRank {
			best, bestRank = s, r
		}
	}
	return best, best != ""
}

// play clicks each app's moves whenever its table offers them, until both tables show the
// game's end. Each table is photographed once mid-game, on its seat's first turn after two
// moves have been clicked (a game can end within a dozen).
func (d *driver) play(apps []*app) error {
	end := time.Now().Add(d.limit)
	over := map[*app]bool{}
	mid := map[*app]bool{}
	misses := map[*app]int{}
	for len(over) < len(apps) {
		if time.Now().After(end) {
			return fmt.Errorf("the game did not end in %v (%d moves clicked)", d.limit, d.moves)
		}
		idle := true
		for _, a := range apps {
			if over[a] {
				continue
			}
			p, err := a.Read()
			if err != nil {
				continue // read while being written
			}
			if p.Scene == "*scenes.Results" {
				over[a] = true // the end, shown a moment, and the results over it
				continue
			}
			if p.Scene != "*scenes.OnlineTable" {
				return fmt.Errorf("%s: the scene became %s", a.Name, p.Scene)
			}
			if p.Flag("over") {
				over[a] = true
				d.logf("%s: the game's end shown at step %d", a.Name, p.Steps)
				continue
			}
			if !p.YourTurn || !a.settled(p) {
				continue
			}
			idle = false
			if !mid[a] && d.moves >= 2 {
				mid[a] = true
				d.shot(a, "table")
			}
			took, err := d.move(a, p)
			if err != nil {
				return err
			}
			if took {
				misses[a] = 0
			} else if misses[a]++; misses[a] == 3 {
				return fmt.Errorf("%s: three clicks in a row took nothing", a.Name)
			}
		}
		if idle {
			time.Sleep(40 * time.Millisecond)
		}
	}
	for _, a := range apps {
		if !mid[a] {
			d.logf("%s: the game ended before its seat's turn came after two moves: no picture mid-game", a.Name)
		}
	}
	return nil
}

// settled reports whether the probe stays as p for a moment: a CPU's move or the server's
// answer may be on its way.
func (a *app) settled(p xdrive.Probe) bool {
	want := fmt.Sprint(p.Steps, p.YourTurn, p.Targets)
	for range 4 {
		time.Sleep(50 * time.Millisecond)
		q, err := a.Read()
		if err != nil || fmt.Sprint(q.Steps, q.YourTurn, q.Targets) != want {
			return false
		}
	}
	return true
}

// move clicks the chosen move (an 8's suit then by its key, 1 to 4, as the picker offers)
// and reports whether the table moved on from p's step.
func (d *driver) move(a *app, p xdrive.Probe) (bool, error) {
	mv, ok := choose(p.Actions())
	if !ok {
		return false, fmt.Errorf("%s: no move among %v", a.Name, p.Actions())
	}
	t, _ := p.Find(mv)
	if err := a.Click(t); errors.Is(err, xdrive.ErrMoved) {
		return false, nil // the hand moved under the pointer: the screen is read again
	} else if err != nil {
		return false, err
	}
	if act, err := fe.ParseAction(mv); err == nil && act.Kind == fe.Play && act.Card.Rank() == 8 {
		if err := a.Key(strconv.Itoa(int(act.Suit) + 1)); err != nil {
			return false, err
		}
	}
	_, err := a.Until(a.Name+"'s "+mv+" to be taken", 10*time.Second, func(q xdrive.Probe) bool {
		return q.Steps != p.Steps || q.Flag("over") || q.Scene != p.Scene
	})
	if err != nil {
		d.logf("%s: %v", a.Name, err)
		return false, nil
	}
	d.moves++
	d.logf("%s: took %q", a.Name, mv)
	return true, nil
}

// shot saves a's window as <out>/<lang>-NN-<what>-<app>.png, the pointer parked. A picture
// of few colours is a screen not drawn: the run fails.
func (d *driver) shot(a *app, what string) {
	d.shots++
	err := a.Shot(filepath.Join(d.out, fmt.Sprintf("%s-%02d-%s-%s.png", d.lang, d.shots, what, a.Name)))
	if err != nil {
		d.logf("%v", err)
		if d.err == nil {
			d.err = err
		}
	}
}
