package scenes

import (
	"fmt"
	"os"
	"slices"
	"time"

	"zashiki/rules/engine"
	"zashiki/save"
	"zashiki/store"
)

// keptSteps are the steps of every finished game of the match on a game's table, so the
// match's save keeps them (save.Result.Steps) and each game can be replayed. They belong
// to one match: a new match (or a resumed one) starts them afresh.
type keptSteps struct {
	match *engine.Match
	games [][]engine.Step // per finished game; nil for a game an older save did not keep
}

// stepsOf is the kept steps of t's match, started afresh when the match is another.
func (a *App) stepsOf(t *Table) *keptSteps {
	if a.kept == nil {
		a.kept = map[string]*keptSteps{}
	}
	k := a.kept[t.setup.Entry.ID]
	if k == nil || k.match != t.sess.Match {
		k = &keptSteps{match: t.sess.Match}
		a.kept[t.setup.Entry.ID] = k
	}
	return k
}

// keptStepsOf is what the save keeps of finished game i of t's match: its steps, when known.
func (a *App) keptStepsOf(t *Table, i int) []engine.Step {
	if k := a.stepsOf(t); i < len(k.games) {
		return k.games[i]
	}
	return nil
}

// resumeSteps takes the finished games' steps from a save being resumed on t.
func (a *App) resumeSteps(t *Table, f save.File) {
	k := a.stepsOf(t)
	k.games = nil
	for _, r := range f.Results {
		k.games = append(k.games, r.Steps)
	}
}

// keepReplay is the table telling the app a game is over (t.sess.Match has recorded it): its
// steps join the match's record, and the game joins the replay library. A demo (-autoplay)
// keeps nothing, as it saves nothing.
func (a *App) keepReplay(t *Table) {
	i := len(t.sess.Match.Results) - 1
	k := a.stepsOf(t)
	for len(k.games) < i {
		k.games = append(k.games, nil)
	}
	k.games = append(k.games[:i], slices.Clone(t.sess.Steps))
	if a.Flags.Autoplay {
		return
	}
	r, err := replayOf(t)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: keeping the replay:", err)
		return
	}
	a.replays.Add(r)
	if a.writes != nil {
		a.writes.put(store.ReplaysBlob, a.replays.Encode())
	}
}

// replayOf is the game t has just finished (the last of its match's results) as a replay.
func replayOf(t *Table) (save.Replay, error) {
	i := len(t.sess.Match.Results) - 1
	cfg, err := save.GameConfig(t.sess.Match, i)
	if err != nil {
		return save.Replay{}, err
	}
	o := t.sess.Match.Results[i]
	r := save.Replay{Game: t.setup.Entry.ID, Options: cfg.Options, Seed: cfg.Seed, First: cfg.First,
		Steps: slices.Clone(t.sess.Steps), Winners: o.Winners, Points: o.Points,
		GameNo: i + 1, Games: t.setup.Games, When: time.Now().Unix()}
	for j, s := range t.setup.Seats {
		r.Seats = append(r.Seats, save.Seat{Name: storedName(j, s.Name), Human: s.Human, Bot: s.Bot})
	}
	return r, nil
}

// loadReplays reads the replay library; a bad blob is set aside and explained on the menu.
func (a *App) loadReplays() {
	l, err := store.LoadReplays(a.store)
	if err != nil {
		a.addNotice(a.T("notice.badreplays", err.Error()))
	}
	a.replays = l
}
