package scenes

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"slices"

	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/store"
)

// The names of the two blobs Zashiki keeps.
const (
	matchBlob    = "match.json"
	settingsBlob = "settings.json"
)

// savedSettings is the settings blob.
type savedSettings struct {
	Lang       string   `json:"lang"`
	LangChosen bool     `json:"lang_chosen"` // the player picked it; until then the system's is used
	Speed      int      `json:"speed"`
	Names      []string `json:"names,omitempty"`
}

// writer saves blobs off the game loop, one at a time, the newest of each name winning.
type writer struct {
	st   store.Store
	jobs chan blob
	done chan struct{}
}

type blob struct {
	name string
	data []byte // nil deletes
}

func newWriter(st store.Store) *writer {
	w := &writer{st: st, jobs: make(chan blob, 16), done: make(chan struct{})}
	go w.run()
	return w
}

func (w *writer) run() {
	defer close(w.done)
	for b := range w.jobs {
		w.write(b)
	}
}

func (w *writer) write(b blob) {
	var err error
	if b.data == nil {
		err = w.st.Delete(b.name)
	} else {
		err = w.st.Save(b.name, b.data)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: saving", b.name+":", err)
	}
}

// put queues a write; a full queue means the disk is far behind, so the write waits.
// The browser's localStorage is quick and has no disk to wait for: it is written at once.
func (w *writer) put(name string, data []byte) {
	if runtime.GOOS == "js" {
		w.write(blob{name, data})
		return
	}
	w.jobs <- blob{name, data}
}

// close waits for every queued write.
func (w *writer) close() {
	close(w.jobs)
	<-w.done
}

// loadSettings reads the settings blob; a bad one is set aside and defaults are used.
func (a *App) loadSettings() {
	data, ok, err := a.store.Load(settingsBlob)
	if err != nil || !ok {
		return
	}
	var s savedSettings
	if err := json.Unmarshal(data, &s); err != nil {
		a.setAside(settingsBlob, err)
		return
	}
	if l, ok := i18n.ParseLang(s.Lang); ok && s.LangChosen {
		a.Settings.Lang, a.langChosen = l, true
	}
	if s.Speed >= 0 && s.Speed < len(speedFactors) {
		a.Settings.Speed = Speed(s.Speed)
	}
	a.Settings.Names = s.Names
}

// saveSettings writes the settings blob.
func (a *App) saveSettings() {
	if a.writes == nil {
		return
	}
	data, _ := json.Marshal(savedSettings{Lang: a.Settings.Lang.Code(), LangChosen: a.langChosen,
		Speed: int(a.Settings.Speed), Names: a.Settings.Names})
	a.writes.put(settingsBlob, data)
}

// loadResume reads the match in progress; a bad save is refused, set aside, and explained.
func (a *App) loadResume() {
	data, ok, err := a.store.Load(matchBlob)
	if err != nil || !ok {
		return
	}
	l, err := save.Decode(data)
	if err != nil {
		a.setAside(matchBlob, err)
		return
	}
	a.resume = l
}

func (a *App) setAside(name string, why error) {
	where, err := a.store.SetAside(name)
	if err != nil {
		where = "(" + err.Error() + ")"
	}
	a.notice = a.T("notice.badsave", why.Error(), where)
}

// autosave writes the match on t after every action. A demo (-autoplay) never saves, so it
// cannot replace a player's match.
func (a *App) autosave(t *Table) {
	if a.writes == nil || a.Flags.Autoplay {
		return
	}
	f := save.File{Game: t.setup.Entry.ID, Options: t.setup.Options, Seed: t.setup.Seed, Games: t.setup.Games, Steps: t.steps}
	if t.recorded {
		f.Steps = nil // the game is in the results; resuming deals the next one
	}
	for _, s := range t.setup.Seats {
		f.Seats = append(f.Seats, save.Seat{Name: s.Name, Human: s.Human, Bot: s.Bot})
	}
	for _, o := range t.match.Results {
		f.Results = append(f.Results, save.Result{Winners: o.Winners, Points: o.Points})
	}
	if len(f.Results) >= f.Games {
		a.writes.put(matchBlob, nil) // the match is over: nothing to resume
		return
	}
	data, err := save.Encode(f)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: encoding the save:", err)
		return
	}
	a.writes.put(matchBlob, data)
}

// Close finishes every pending write; call it when the run ends.
func (a *App) Close() {
	if a.writes != nil {
		a.writes.close()
		a.writes = nil
	}
}

// rememberNames keeps the names a table was set up with, for the next setup.
func (a *App) rememberNames(s Setup) {
	if a.Flags.Autoplay || a.Flags.Game != "" {
		return
	}
	names := slices.Clone(a.Settings.Names)
	for i, seat := range s.Seats {
		if i < len(names) {
			names[i] = seat.Name
		} else {
			names = append(names, seat.Name)
		}
	}
	a.Settings.Names = names
	a.saveSettings()
}
