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

// The blobs Zashiki keeps: the settings, and one match in progress per game.
const (
	settingsBlob = "settings.json"
	// legacyMatchBlob is the single match save of earlier versions; it is moved to its
	// game's blob when found.
	legacyMatchBlob = "match.json"
)

// matchBlob is where game's match in progress is kept. Each game has its own, so a quick
// game of one never replaces a long match of another.
func matchBlob(game string) string { return "match-" + game + ".json" }

// savedMatch is a game's match in progress as last saved: the blob, decoded again when the
// player resumes (the table may have moved on since it was read), and what the menu says.
type savedMatch struct {
	data  []byte
	game  int // the game of the match being played, counting from 1
	moves int // the actions taken in it
}

func newSavedMatch(f save.File, data []byte) *savedMatch {
	return &savedMatch{data: data, game: len(f.Results) + 1, moves: len(f.Steps)}
}

// savedSettings is the settings blob.
type savedSettings struct {
	Lang       string              `json:"lang"`
	LangChosen bool                `json:"lang_chosen"` // the player picked it; until then the system's is used
	Speed      int                 `json:"speed"`
	Answer     int                 `json:"answer,omitempty"` // AnswerTime; absent in earlier versions: AnswerGame
	Names      []string            `json:"names,omitempty"`  // per seat; "" is the seat's default name
	Volume     *int                `json:"volume,omitempty"` // percent; absent in earlier versions: the default
	Mute       bool                `json:"mute,omitempty"`
	TipsOff    bool                `json:"tips_off,omitempty"`
	TipsSeen   map[string][]string `json:"tips_seen,omitempty"` // per game, the first-game tips shown
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
	if s.Answer >= 0 && s.Answer <= int(AnswerWait) {
		a.Settings.Answer = AnswerTime(s.Answer)
	}
	for i, n := range s.Names {
		s.Names[i] = storedName(i, n) // earlier versions kept default names as text
	}
	a.Settings.Names = s.Names
	if s.Volume != nil {
		a.Settings.Volume = min(100, max(0, *s.Volume))
	}
	a.Settings.Mute = s.Mute
	a.Settings.TipsOff, a.Settings.TipsSeen = s.TipsOff, s.TipsSeen
}

// saveSettings writes the settings blob.
func (a *App) saveSettings() {
	if a.writes == nil {
		return
	}
	data, _ := json.Marshal(savedSettings{Lang: a.Settings.Lang.Code(), LangChosen: a.langChosen,
		Speed: int(a.Settings.Speed), Answer: int(a.Settings.Answer), Names: a.Settings.Names, Volume: &a.Settings.Volume, Mute: a.Settings.Mute,
		TipsOff: a.Settings.TipsOff, TipsSeen: a.Settings.TipsSeen})
	a.writes.put(settingsBlob, data)
}

// loadSaves reads every game's match in progress, and the single save of earlier versions.
// A save that cannot be read is refused, set aside and explained.
func (a *App) loadSaves() {
	for _, e := range Catalog {
		if e.Rules == nil {
			continue
		}
		name := matchBlob(e.ID)
		l, data := a.readSave(name)
		switch {
		case l == nil:
		case l.File.Game != e.ID:
			a.setAside(name, fmt.Errorf("a match of %s saved as %s", l.File.Game, e.ID))
		default:
			a.saves[e.ID] = newSavedMatch(l.File, data)
		}
	}
	a.migrateLegacy()
}

// migrateLegacy moves the single save of earlier versions to its game's blob, so a match
// begun before the update is still offered. Should its game already have a save of its own
// (written by this version, so newer), the old one is kept aside rather than lost.
func (a *App) migrateLegacy() {
	l, data := a.readSave(legacyMatchBlob)
	if l == nil {
		return
	}
	id := l.File.Game
	if _, ok := Lookup(id); !ok || a.saves[id] != nil {
		if _, err := a.store.SetAside(legacyMatchBlob); err != nil {
			fmt.Fprintln(os.Stderr, "zashiki: keeping the old save aside:", err)
		}
		return
	}
	a.saves[id] = newSavedMatch(l.File, data)
	a.writes.put(matchBlob(id), data) // the writer keeps order: the copy lands before the delete
	a.writes.put(legacyMatchBlob, nil)
}

// readSave loads and checks one match blob; nil when there is none or it is bad.
func (a *App) readSave(name string) (*save.Loaded, []byte) {
	data, ok, err := a.store.Load(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: reading", name+":", err)
	}
	if err != nil || !ok {
		return nil, nil
	}
	l, err := save.Decode(data)
	if err != nil {
		a.setAside(name, err)
		return nil, nil
	}
	return l, data
}

func (a *App) setAside(name string, why error) {
	where, err := a.store.SetAside(name)
	if err != nil {
		where = "(" + err.Error() + ")"
	}
	if a.notice != "" {
		a.notice += " "
	}
	a.notice += a.T("notice.badsave", why.Error(), where)
}

// autosave writes the match on t after every action, as its game's save. A demo (-autoplay)
// never saves, so it cannot replace a player's match.
func (a *App) autosave(t *Table) {
	if a.Flags.Autoplay {
		return
	}
	id := t.setup.Entry.ID
	f := save.File{Game: id, Options: t.setup.Options, Seed: t.setup.Seed, Games: t.setup.Games, Steps: t.steps}
	if t.recorded {
		f.Steps = nil // the game is in the results; resuming deals the next one
	}
	for i, s := range t.setup.Seats {
		f.Seats = append(f.Seats, save.Seat{Name: storedName(i, s.Name), Human: s.Human, Bot: s.Bot})
	}
	for i, o := range t.match.Results {
		f.Results = append(f.Results, save.Result{Winners: o.Winners, Points: o.Points, Steps: a.keptStepsOf(t, i)})
	}
	if len(f.Results) >= f.Games {
		a.discard(id) // the match is over: nothing to resume
		return
	}
	data, err := save.Encode(f)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: encoding the save:", err)
		return
	}
	// The menu reads the match from here, not from the store, so leaving the table offers
	// it at once, however far behind the disk is.
	a.saves[id] = newSavedMatch(f, data)
	if a.writes != nil {
		a.writes.put(matchBlob(id), data)
	}
}

// discard forgets game's match in progress.
func (a *App) discard(game string) {
	delete(a.saves, game)
	if a.writes != nil {
		a.writes.put(matchBlob(game), nil)
	}
}

// resumeTable puts game's saved match back on a table. The save is read again, so it is
// the match as last played, and default seat names are given in the language now shown.
func (a *App) resumeTable(game string) (*Table, error) {
	sm := a.saves[game]
	if sm == nil {
		return nil, fmt.Errorf("no saved match of %s", game)
	}
	l, err := save.Decode(sm.data)
	if err != nil {
		return nil, err
	}
	t, err := ResumeTable(a, l)
	if err != nil {
		return nil, err
	}
	a.resumeSteps(t, l.File)
	t.setup.relabel(a.Lang())
	return t, nil
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
		name := storedName(i, seat.Name) // a default name follows the language: kept as ""
		if i < len(names) {
			names[i] = name
		} else {
			names = append(names, name)
		}
	}
	a.Settings.Names = names
	a.saveSettings()
}
