package scenes

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"

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
	Server     string              `json:"server,omitempty"`    // the online server last used
	Online     string              `json:"online,omitempty"`    // the name last given online
}

// writer saves blobs off the game loop, one at a time, the newest of each name winning. A
// write that fails is never dropped: the blob is kept and written again after the next write
// (every move writes its match), and trouble says why until it lands. Once the player asks,
// a failing blob is also copied elsewhere (copyTo), every time it is written.
type writer struct {
	st   store.Store
	jobs chan blob
	done chan struct{}

	mu      sync.Mutex // over what follows, never held over a write
	failed  map[string]failure
	spares  []store.Dir       // where failing blobs are copied, the first that takes them
	copies  map[string]string // where each failing blob's copy now is
	copyErr error             // why the last copy failed, when it did
}

// blob is a job of the writer: a blob to write, or a mark that every job before it is done
// (sync), or a call to copy every failing blob (copyTo).
type blob struct {
	name string
	data []byte // nil deletes
	ack  chan struct{}
	copy bool
}

// failure is a blob whose last write failed, and why.
type failure struct {
	data []byte
	err  error
}

func newWriter(st store.Store) *writer {
	w := &writer{st: st, jobs: make(chan blob, 16), done: make(chan struct{}),
		failed: map[string]failure{}, copies: map[string]string{}}
	go w.run()
	return w
}

func (w *writer) run() {
	defer close(w.done)
	for b := range w.jobs {
		w.handle(b)
	}
}

// handle does a job; after a write, every blob whose last write failed is tried again.
func (w *writer) handle(b blob) {
	switch {
	case b.ack != nil:
		close(b.ack)
		return
	case b.copy:
		for _, f := range w.failing("") {
			if f.data != nil {
				w.copy(f)
			}
		}
		return
	}
	w.write(b)
	for _, f := range w.failing(b.name) {
		w.write(f)
	}
}

// failing lists the blobs whose last write failed, but the one named but.
func (w *writer) failing(but string) []blob {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := make([]blob, 0, len(w.failed))
	for name, f := range w.failed {
		if name != but {
			out = append(out, blob{name: name, data: f.data})
		}
	}
	return out
}

func (w *writer) write(b blob) {
	var err error
	if b.data == nil {
		err = w.st.Delete(b.name)
	} else {
		err = w.st.Save(b.name, b.data)
	}
	w.mu.Lock()
	if err == nil {
		delete(w.failed, b.name)
		w.mu.Unlock()
		return
	}
	w.failed[b.name] = failure{data: b.data, err: err}
	copying := len(w.spares) > 0
	w.mu.Unlock()
	fmt.Fprintln(os.Stderr, "zashiki: saving", b.name+":", err)
	if copying && b.data != nil {
		w.copy(b)
	}
}

// copy writes a failing blob to the first spare place that takes it.
func (w *writer) copy(b blob) {
	w.mu.Lock()
	spares := w.spares
	w.mu.Unlock()
	var err error
	for _, d := range spares {
		name := copyName(b.name)
		if err = d.Save(name, b.data); err == nil {
			w.mu.Lock()
			w.copies[b.name], w.copyErr = filepath.Join(d.Path, name), nil
			w.mu.Unlock()
			return
		}
	}
	w.mu.Lock()
	w.copyErr = err
	w.mu.Unlock()
}

// copyName is a blob's name in a spare place: one that says whose file it is.
func copyName(name string) string { return "zashiki-" + name }

// copyTo copies every failing blob, now and whenever it is written while it fails, to the
// first of dirs that takes it.
func (w *writer) copyTo(dirs []store.Dir) {
	w.mu.Lock()
	w.spares = dirs
	w.mu.Unlock()
	w.queue(blob{copy: true})
}

// saveTrouble is a write that keeps failing: which blob, why, and where its copy is.
type saveTrouble struct {
	name    string
	err     error
	copied  string // "" until a copy was asked for and made
	copyErr error  // why the last copy failed
}

// trouble is the failing write to tell the player of: the match under way first (its name
// sorts first), else whatever else fails; nil when every write has landed.
func (w *writer) trouble() *saveTrouble {
	w.mu.Lock()
	defer w.mu.Unlock()
	names := slices.Sorted(maps.Keys(w.failed))
	if len(names) == 0 {
		return nil
	}
	name := names[0]
	return &saveTrouble{name: name, err: w.failed[name].err, copied: w.copies[name], copyErr: w.copyErr}
}

// put queues a write; a full queue means the disk is far behind, so the write waits.
func (w *writer) put(name string, data []byte) { w.queue(blob{name: name, data: data}) }

// queue hands the writer a job. The browser's localStorage is quick and has no disk to wait
// for: there the job is done at once.
func (w *writer) queue(b blob) {
	if runtime.GOOS == "js" {
		w.handle(b)
		return
	}
	w.jobs <- b
}

// sync waits until every job queued so far is done.
func (w *writer) sync() {
	ack := make(chan struct{})
	w.queue(blob{ack: ack})
	<-ack
}

// close waits for every queued write.
func (w *writer) close() {
	close(w.jobs)
	<-w.done
}

// loadSettings reads the settings blob; a bad one is set aside and defaults are used. They
// are written back once the first frame is drawn (writeBackSettings): a store that cannot be
// written is found (and said, on the menu) before a match is played on it, and the first frame
// does not wait for the encoding.
func (a *App) loadSettings() {
	a.settingsDue = true
	bad := func(err error) {
		if a.Flags.LangSet { // explained in the language the menu will show
			a.Settings.Lang = a.Flags.Lang
		}
		a.setAside(settingsBlob, err)
	}
	data, ok, err := a.store.Load(settingsBlob)
	if err != nil {
		bad(err)
		return
	}
	if !ok {
		return
	}
	var s savedSettings
	if err := json.Unmarshal(data, &s); err != nil {
		bad(err)
		return
	}
	if err := boundNames(s.Names); err != nil {
		bad(err)
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
	if len(s.Server) <= maxServer {
		a.Settings.Server = s.Server
	}
	if save.CheckName(s.Online) == nil {
		a.Settings.Online = s.Online
	}
}

// boundNames checks remembered names as a save's seats are checked (save.CheckName).
func boundNames(names []string) error {
	if len(names) > save.MaxSeats {
		return fmt.Errorf("%w: %d names (at most %d)", save.ErrTooBig, len(names), save.MaxSeats)
	}
	for _, n := range names {
		if err := save.CheckName(n); err != nil {
			return err
		}
	}
	return nil
}

// maxServer bounds a remembered online server's address.
const maxServer = 256

// saveSettings writes the settings blob.
func (a *App) saveSettings() {
	a.settingsDue = false
	if a.writes == nil {
		return
	}
	data, _ := json.Marshal(savedSettings{Lang: a.Settings.Lang.Code(), LangChosen: a.langChosen,
		Speed: int(a.Settings.Speed), Answer: int(a.Settings.Answer), Names: a.Settings.Names, Volume: &a.Settings.Volume, Mute: a.Settings.Mute,
		TipsOff: a.Settings.TipsOff, TipsSeen: a.Settings.TipsSeen, Server: a.Settings.Server, Online: a.Settings.Online})
	a.writes.put(settingsBlob, data)
}

// writeBackSettings writes the settings read at start back once the first frame is drawn.
func (a *App) writeBackSettings() {
	if a.settingsDue && a.frames > 0 {
		a.saveSettings()
	}
}

// loadSaves reads every game's match in progress, and the single save of earlier versions.
// A save that cannot be read is refused, set aside and explained. What writes cut short by a
// run that stopped left behind goes first.
func (a *App) loadSaves() {
	if err := a.store.Sweep(); err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: removing unfinished writes:", err)
	}
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
	if err != nil { // a folder in its place, a file it may not read: kept aside like a bad one
		a.setAside(name, err)
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

// asideNotices says which notice explains a blob set aside; any other is a match.
var asideNotices = map[string]string{settingsBlob: "notice.badsettings"}

// setAside keeps a blob that cannot be read out of the way and explains it on the menu.
func (a *App) setAside(name string, why error) {
	where, err := a.store.SetAside(name)
	if err != nil {
		where = "(" + err.Error() + ")"
	}
	key, ok := asideNotices[name]
	if !ok {
		key = "notice.badsave"
	}
	a.addNotice(a.T(key, why.Error(), where))
}

// addNotice adds a paragraph to what the menu tells the player at start; every one is shown
// whole (Notice).
func (a *App) addNotice(text string) {
	if a.notice != "" {
		a.notice += "\n"
	}
	a.notice += text
}

// autosave writes the match on t after every action, as its game's save. A demo (-autoplay)
// never saves, so it cannot replace a player's match.
func (a *App) autosave(t *Table) {
	if a.Flags.Autoplay {
		return
	}
	id := t.setup.Entry.ID
	f := save.File{Game: id, Options: t.setup.Options, Seed: t.setup.Seed, Games: t.setup.Games, Steps: t.sess.Steps}
	if t.sess.Recorded {
		f.Steps = nil // the game is in the results; resuming deals the next one
	}
	for i, s := range t.setup.Seats {
		f.Seats = append(f.Seats, save.Seat{Name: storedName(i, s.Name), Human: s.Human, Bot: s.Bot})
	}
	for i, o := range t.sess.Match.Results {
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
	if a.settingsDue {
		a.saveSettings()
	}
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
