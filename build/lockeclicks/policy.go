package main

import (
	"fmt"
	"strings"
	"time"

	"zashiki/bots"
	"zashiki/build/xdrive"
	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/save"
	table "zashiki/session"
)

// The human's moves are the heuristic player's, decided from the human's View alone: the
// driver replays the save the app keeps after every action (the file a player's match lives
// in) and asks the bot, then clicks the target that takes that move. A scenario may want a
// move of its own first (a map cell, "battle", a chart roll).

// panelAndBoard splits the targets into the action panel's buttons and the board's own: lit
// map cells and playable hand cards. A board lists its panel first (its page buttons closing
// it, when it has pages), the rest after; without pages every legal action is a button, so a
// board target repeats a button's action.
func panelAndBoard(ts []xdrive.Target) (panel, board []xdrive.Target) {
	lastPage := -1
	for i, t := range ts {
		if strings.HasPrefix(t.Action, "page:") {
			lastPage = i
		}
	}
	if lastPage >= 0 {
		return ts[:lastPage+1], ts[lastPage+1:]
	}
	seen := map[string]bool{}
	for _, t := range ts {
		if seen[t.Action] {
			board = append(board, t)
			continue
		}
		seen[t.Action] = true
		panel = append(panel, t)
	}
	return panel, board
}

// atStep is the save once it has caught up with the probe's step count.
func (s *session) atStep(p xdrive.Probe) (*save.Loaded, error) {
	end := time.Now().Add(3 * time.Second)
	for {
		l, err := readSave(s.cfg)
		if err == nil && len(l.File.Steps) == p.Steps {
			return l, nil
		}
		if time.Now().After(end) {
			if err == nil {
				err = fmt.Errorf("the save has %d steps, the probe %d", len(l.File.Steps), p.Steps)
			}
			return nil, err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// humanFirst reports whether the table serves the human before any CPU at p's step: the
// seat session.Next picks is a human's.
func (s *session) humanFirst(p xdrive.Probe) (bool, error) {
	l, err := s.atStep(p)
	if err != nil {
		return false, err
	}
	sess := &table.Session{State: l.State}
	for _, seat := range l.File.Seats {
		sess.Seats = append(sess.Seats, table.Seat{Human: seat.Human})
	}
	return sess.Human(sess.Next()), nil
}

// botMove is the heuristic's move for the human at the save's position, once the save has
// caught up with the probe's step count.
func (s *session) botMove(p xdrive.Probe) (locke.Action, *locke.State, error) {
	l, err := s.atStep(p)
	if err != nil {
		return locke.Action{}, nil, err
	}
	st := l.State.(*locke.State)
	if !engine.IsActor(st, 0) {
		return locke.Action{}, nil, fmt.Errorf("the save at step %d does not ask the human", p.Steps)
	}
	bot, err := bots.New("locke", bots.KindHeuristic)
	if err != nil {
		return locke.Action{}, nil, err
	}
	rng := engine.NewRNG(uint64(p.Steps)*7919 + 1)
	return bots.Decide(bot, st, 0, &rng).(locke.Action), st, nil
}

// goodSilhouette turns a set-up choice of an Evil silhouette (a base player, who has no turns
// in the planet phase) into a Good or Special one the human may also choose.
func goodSilhouette(a locke.Action, st *locke.State) locke.Action {
	evil := func(a locke.Action) bool {
		sils := book.Silhouettes()
		switch a.Verb {
		case locke.VerbSil:
			return a.A >= 0 && a.A < len(sils) && sils[a.A].Side == book.Evil
		case locke.VerbKeep:
			for _, sl := range sils {
				if sl.ID == st.Public.Chars[0].Silhouette {
					return sl.Side == book.Evil
				}
			}
		}
		return false
	}
	if !evil(a) {
		return a
	}
	for _, l := range st.Legal(0) {
		if la := l.(locke.Action); (la.Verb == locke.VerbSil || la.Verb == locke.VerbKeep) && !evil(la) {
			return la
		}
	}
	return a
}
