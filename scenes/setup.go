package scenes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// defaultBot is the kind a new CPU seat gets (the screen tests seat quicker players).
var defaultBot = bots.Default

// SeatSetup is one chair at the table.
type SeatSetup struct {
	Human bool
	Bot   string // bot kind for a CPU seat
	Name  string
}

// Setup is everything chosen before a match starts.
type Setup struct {
	Entry   Entry
	Seats   []SeatSetup
	Seed    uint64
	Options engine.Options
	Games   int // games in the match
	// Hints offers the hint button in hot-seat too (a lone human always has it).
	Hints bool
}

// matchLengths are the match sizes offered.
var matchLengths = []int{1, 3, 5, 10}

// DefaultSetup seats one human and CPUs for the rest.
func DefaultSetup(a *App, e Entry) Setup {
	s := Setup{Entry: e, Seed: rand.Uint64() % 1_000_000, Options: engine.Options{}, Games: e.MatchGames()}
	for _, o := range e.Rules.Options() {
		s.Options[o.Key] = o.Default
	}
	for i := 0; i < e.Seats; i++ {
		s.Seats = append(s.Seats, defaultSeat(a, e, i))
	}
	s.Seats[0].Human = true
	s.relabel(a.Lang())
	return s
}

// defaultSeat is seat i as a CPU, with the name last typed for it; a seat without one is
// named by relabel once its role is known.
func defaultSeat(a *App, e Entry, i int) SeatSetup {
	seat := SeatSetup{Bot: defaultBot(e.ID)}
	if i < len(a.Settings.Names) {
		seat.Name = a.Settings.Names[i]
	}
	return seat
}

// defaultName is the name seat i has until a player types one, in lang. The one human of a
// solo table is あなた, in English "You" (whom the catalogue addresses in the second person);
// with two or more humans every human is プレイヤーN, so the hot-seat curtain never asks
// "あなた" to take the seat; a CPU has the catalogue's name for its seat.
func defaultName(lang i18n.Lang, i int, human bool, humans int) string {
	switch {
	case human && humans > 1:
		return i18n.T(lang, "name.player", i+1)
	case human:
		return i18n.T(lang, "name.you")
	}
	return i18n.T(lang, fmt.Sprintf("name.%d", i))
}

// isDefaultName reports whether name is one that seat i is given by default, in either
// language and whatever its role. Such a name is not the player's: it is renamed when the
// language or the seats' roles change, and it is stored as "" (see storedName), never as
// text, so switching language renames it.
func isDefaultName(i int, name string) bool {
	for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
		for _, human := range []bool{false, true} {
			for _, humans := range []int{1, 2} {
				if name == defaultName(l, i, human, humans) {
					return true
				}
			}
		}
	}
	return false
}

// storedName is seat i's name as saves and settings keep it: "" for a default name.
func storedName(i int, name string) string {
	if isDefaultName(i, name) {
		return ""
	}
	return name
}

// relabel gives every seat without a name of the player's own its default name in lang, for
// the seats' roles now.
func (s *Setup) relabel(lang i18n.Lang) {
	humans := s.Humans()
	for i, seat := range s.Seats {
		if seat.Name == "" || isDefaultName(i, seat.Name) {
			s.Seats[i].Name = defaultName(lang, i, seat.Human, humans)
		}
	}
}

// SetupFromFlags builds a setup from -game, -seats, -seed and -options.
func SetupFromFlags(a *App, f Flags) (Setup, error) {
	e, ok := Lookup(f.Game)
	if !ok {
		return Setup{}, fmt.Errorf("unknown or unfinished game %q", f.Game)
	}
	s := DefaultSetup(a, e)
	if f.SeedSet {
		s.Seed = f.Seed
	}
	seats := f.Seats
	if seats == "" {
		seats = "h" + string(slices.Repeat([]byte{'c'}, e.Seats-1))
	}
	// Every letter is checked before the seats are counted, and they are counted as letters
	// (runes): "hcccé" is refused for its é, not for having six seats.
	var humans []bool
	for _, ch := range seats {
		switch ch {
		case 'h', 'H':
			humans = append(humans, true)
		case 'c', 'C':
			humans = append(humans, false)
		default:
			return Setup{}, fmt.Errorf("-seats %q: %q is not h (human) or c (CPU)", seats, ch)
		}
	}
	lo, hi := e.Rules.Seats()
	if len(humans) < lo || len(humans) > hi {
		return Setup{}, fmt.Errorf("%s seats %d to %d players; -seats %q has %d", e.ID, lo, hi, seats, len(humans))
	}
	s.Seats = nil
	for i, human := range humans {
		seat := defaultSeat(a, e, i)
		seat.Human = human && !f.Autoplay // a demo seats CPUs in every chair
		s.Seats = append(s.Seats, seat)
	}
	s.relabel(a.Lang())
	opts, err := engine.ResolveOptions(e.Rules.Options(), f.Options)
	if err != nil {
		return Setup{}, err
	}
	s.Options = opts
	return s, nil
}

// Humans counts the human seats.
func (s Setup) Humans() int {
	n := 0
	for _, seat := range s.Seats {
		if seat.Human {
			n++
		}
	}
	return n
}

// Names lists the seat names.
func (s Setup) Names() []string {
	out := make([]string, len(s.Seats))
	for i, seat := range s.Seats {
		out[i] = seat.Name
	}
	return out
}

// SetupScene is the screen where seats, options and the seed are chosen.
type SetupScene struct {
	s       Setup
	less    ui.Button
	more    ui.Button
	kind    []ui.Button
	bot     []ui.Button
	names   []ui.Field
	options []ui.Button
	games   ui.Button
	seed    ui.Field
	reseed  ui.Button
	hints   ui.Button
	help    ui.Button
	back    ui.Button
	start   ui.Button
	focus   ui.Focus
	err     string
	// online, when set, makes this the set-up of a table on a server: each seat after the
	// host's is open for a player or a CPU's, the server deals (no seed, no match length,
	// no hot-seat hints), and the button creates the table. host is the host's name.
	online func(a *App, s Setup)
	host   string
}

// NewOnlineSetup opens the set-up of a table for game e on a server, hosted by host:
// create is given the seats (a human seat is open for a player) and options.
func NewOnlineSetup(a *App, e Entry, host string, create func(a *App, s Setup)) *SetupScene {
	sc := NewSetup(a, e)
	sc.online, sc.host = create, host
	if len(sc.s.Seats) > 1 { // a friend's seat to begin with
		sc.s.Seats[1].Human = true
	}
	return sc
}

// NewSetup opens setup for a game with its defaults.
func NewSetup(a *App, e Entry) *SetupScene {
	sc := &SetupScene{s: DefaultSetup(a, e)}
	sc.syncFields()
	return sc
}

func (sc *SetupScene) syncFields() {
	sc.names = make([]ui.Field, len(sc.s.Seats))
	for i, seat := range sc.s.Seats {
		sc.names[i] = ui.Field{Text: seat.Name, Max: save.MaxName}
	}
	sc.kind = make([]ui.Button, len(sc.s.Seats))
	sc.bot = make([]ui.Button, len(sc.s.Seats))
	sc.options = make([]ui.Button, len(sc.s.Entry.Rules.Options()))
	sc.seed = ui.Field{Text: strconv.FormatUint(sc.s.Seed, 10), Max: 12, Digits: true}
}

func (sc *SetupScene) place(a *App) {
	u := a.U
	s := &sc.s
	x0, y0 := 60*u, 150*u
	lo, hi := s.Entry.Rules.Seats()
	sc.less = ui.Button{Rect: ui.Rect{X: x0 + 200*u, Y: 96 * u, W: 44 * u, H: 40 * u}, Label: "−", Disabled: len(s.Seats) <= lo}
	sc.more = ui.Button{Rect: ui.Rect{X: x0 + 300*u, Y: 96 * u, W: 44 * u, H: 40 * u}, Label: "+", Disabled: len(s.Seats) >= hi}
	// Rows close up when many seats (超人ロック's eleven) would run past the bottom buttons.
	by := float64(a.H) - 80*u
	pitch := min(60*u, (by-8*u-y0)/float64(max(len(s.Seats), 1)))
	rowH := min(46*u, pitch-6*u)
	for i, seat := range s.Seats {
		y := y0 + float64(i)*pitch
		sc.names[i].Rect = ui.Rect{X: x0 + 40*u, Y: y, W: 220 * u, H: rowH}
		sc.kind[i] = ui.Button{Rect: ui.Rect{X: x0 + 275*u, Y: y, W: 130 * u, H: rowH}, Label: a.T("setup.cpu"), Selected: seat.Human}
		if seat.Human {
			sc.kind[i].Label = a.T("setup.human")
		}
		sc.bot[i] = ui.Button{Rect: ui.Rect{X: x0 + 415*u, Y: y, W: 200 * u, H: rowH}, Label: a.T("bot." + seat.Bot), Disabled: seat.Human}
		if seat.Human {
			sc.bot[i].Label = "—"
		}
	}
	if sc.online != nil {
		// The host sits in the first seat; the others are open or CPUs, named by the
		// players who take them and the server.
		sc.kind[0].Disabled = true
		for i := 1; i < len(sc.kind); i++ {
			if s.Seats[i].Human {
				sc.kind[i].Label = a.T("online.open")
			}
		}
	}
	x1 := 680 * u
	for i, o := range s.Entry.Rules.Options() {
		key := "opt." + s.Entry.ID + "." + o.Key
		sc.options[i] = ui.Button{Rect: ui.Rect{X: x1 + 290*u, Y: y0 + float64(i)*60*u, W: 250 * u, H: 46 * u},
			Label: a.T(key + "." + s.Options[o.Key])}
	}
	yo := y0 + float64(len(sc.options))*60*u
	sc.games = ui.Button{Rect: ui.Rect{X: x1 + 290*u, Y: yo, W: 250 * u, H: 46 * u}, Label: a.T("setup.games.n", s.Games)}
	sc.seed.Rect = ui.Rect{X: x1 + 290*u, Y: yo + 60*u, W: 150 * u, H: 46 * u}
	sc.reseed = ui.Button{Rect: ui.Rect{X: x1 + 450*u, Y: yo + 60*u, W: 90 * u, H: 46 * u}, Label: a.T("setup.reseed")}
	sc.hints = ui.Button{Rect: ui.Rect{X: x1 + 290*u, Y: yo + 120*u, W: 150 * u, H: 46 * u},
		Label: a.T("setup.hints.off"), Disabled: s.Humans() < 2, Selected: s.Hints}
	if s.Hints {
		sc.hints.Label = a.T("setup.hints.on")
	}
	sc.help = ui.Button{Rect: ui.Rect{X: x0, Y: by, W: 180 * u, H: 52 * u}, Label: a.T("common.rules")}
	sc.back = ui.Button{Rect: ui.Rect{X: float64(a.W) - 470*u, Y: by, W: 180 * u, H: 52 * u}, Label: a.T("common.back")}
	sc.start = ui.Button{Rect: ui.Rect{X: float64(a.W) - 270*u, Y: by, W: 210 * u, H: 52 * u}, Label: a.T("setup.start"), Primary: true}
	if sc.online != nil {
		sc.games, sc.reseed, sc.hints = ui.Button{}, ui.Button{}, ui.Button{}
		sc.start.Label = a.T("online.create")
	}
}

func (sc *SetupScene) buttons() []*ui.Button {
	out := []*ui.Button{&sc.less, &sc.more}
	for i := range sc.kind {
		out = append(out, &sc.kind[i], &sc.bot[i])
	}
	for i := range sc.options {
		out = append(out, &sc.options[i])
	}
	out = append(out, &sc.games, &sc.reseed, &sc.hints, &sc.help, &sc.back, &sc.start)
	return slices.DeleteFunc(out, func(b *ui.Button) bool { return b.Rect.W == 0 }) // not on this set-up
}

// Update implements Scene.
func (sc *SetupScene) Update(a *App) error {
	sc.place(a)
	s := &sc.s
	editing := sc.seed.Active
	for i := range sc.names {
		if sc.online != nil {
			break // the players name themselves
		}
		if sc.names[i].Update(&a.In) || sc.names[i].Active {
			s.Seats[i].Name = sc.names[i].Text
			editing = editing || sc.names[i].Active
		}
	}
	if sc.online == nil && (sc.seed.Update(&a.In) || sc.seed.Active) {
		if v, err := strconv.ParseUint(sc.seed.Text, 10, 64); err == nil {
			s.Seed = v
		}
	}
	pressed := -1
	if !editing {
		pressed = sc.focus.Update(&a.In, sc.buttons())
		if a.In.Key(ebiten.KeyEscape) {
			a.Pop()
			return nil
		}
	}
	for i, b := range sc.buttons() {
		if b.Update(&a.In) || pressed == i {
			return sc.press(a, b)
		}
	}
	return nil
}

func (sc *SetupScene) press(a *App, b *ui.Button) error {
	s := &sc.s
	switch b {
	case &sc.less:
		s.Seats = s.Seats[:len(s.Seats)-1]
		s.relabel(a.Lang()) // the seat gone may have been a human
		sc.syncFields()
	case &sc.more:
		s.Seats = append(s.Seats, defaultSeat(a, s.Entry, len(s.Seats)))
		s.relabel(a.Lang())
		sc.syncFields()
	case &sc.games:
		s.Games = matchLengths[(slices.Index(matchLengths, s.Games)+1)%len(matchLengths)]
	case &sc.hints:
		s.Hints = !s.Hints
	case &sc.reseed:
		s.Seed = rand.Uint64() % 1_000_000
		sc.seed.Text = strconv.FormatUint(s.Seed, 10)
	case &sc.help:
		a.Push(NewHelp(s.Entry.ID))
	case &sc.back:
		a.Pop()
	case &sc.start:
		if sc.online != nil {
			sc.online(a, sc.s)
			return nil
		}
		sc.relabel(a.Lang()) // a name left empty gets the seat's default
		if a.saves[s.Entry.ID] != nil {
			// One match per game is kept: a new one would replace the saved one, so ask.
			a.Push(NewConfirm(a.T("setup.replace"), func() { sc.begin(a) }))
			return nil
		}
		sc.begin(a)
	}
	for i := range sc.kind {
		switch b {
		case &sc.kind[i]:
			s.Seats[i].Human = !s.Seats[i].Human
			sc.relabel(a.Lang()) // the count of humans decides the default names
		case &sc.bot[i]:
			kinds := bots.Strengths(s.Entry.ID) // heuristic and random are for tests and the command line
			s.Seats[i].Bot = kinds[(slices.Index(kinds, s.Seats[i].Bot)+1)%len(kinds)]
		}
	}
	for i, o := range s.Entry.Rules.Options() {
		if b == &sc.options[i] {
			s.Options[o.Key] = o.Values[(slices.Index(o.Values, s.Options[o.Key])+1)%len(o.Values)]
		}
	}
	return nil
}

// begin opens the table.
func (sc *SetupScene) begin(a *App) {
	t, err := NewTable(a, sc.s)
	if err != nil {
		sc.err = a.T("setup.cannot", err.Error())
		return
	}
	a.Push(t)
}

// relabel renames the seats still at their default names for lang and the roles now, in
// the name fields too.
func (sc *SetupScene) relabel(lang i18n.Lang) {
	sc.s.relabel(lang)
	for i := range sc.names {
		if !sc.names[i].Active {
			sc.names[i].Text = sc.s.Seats[i].Name
		}
	}
}

// Draw implements Scene.
func (sc *SetupScene) Draw(dst *ebiten.Image, a *App) {
	sc.place(a)
	u := a.U
	s := &sc.s
	drawFelt(dst)
	ui.Text(dst, a.T("game."+s.Entry.ID), ui.SizeTitle*u, 60*u, 24*u, ui.Left, ui.Paper)
	ui.Text(dst, a.T("setup.seats"), ui.SizeBody*u, 60*u, 104*u, ui.Left, ui.Paper)
	ui.TextCentered(dst, strconv.Itoa(len(s.Seats)), ui.SizeLarge*u, ui.Rect{X: 304 * u, Y: 96 * u, W: 56 * u, H: 40 * u}, ui.Paper)
	for i := range s.Seats {
		r := sc.names[i].Rect
		ui.TextCentered(dst, strconv.Itoa(i+1), ui.SizeLarge*u, ui.Rect{X: 60 * u, Y: r.Y, W: 34 * u, H: r.H}, ui.Gold)
		switch {
		case sc.online == nil:
			sc.names[i].Draw(dst, ui.SizeBody*u, u, a.Tick)
		case i == 0:
			host, _ := ui.Ellipsis(a.T("lobby.you", sc.host), ui.SizeBody*u, r.W)
			ui.Text(dst, host, ui.SizeBody*u, r.X, r.Y+(r.H-ui.LineHeight(ui.SizeBody*u))/2, ui.Left, ui.Paper)
		}
	}
	x1 := 680 * u
	ui.Text(dst, a.T("setup.options"), ui.SizeBody*u, x1, 104*u, ui.Left, ui.Paper)
	for i, o := range s.Entry.Rules.Options() {
		label := a.T("opt." + s.Entry.ID + "." + o.Key)
		r := sc.options[i].Rect
		size := ui.SizeBody * u
		lines := ui.Wrap(label, size, 280*u)
		if len(lines) > 1 {
			size = ui.SizeSmall * u
			lines = ui.Wrap(label, size, 280*u)
		}
		top := r.Y + (r.H-float64(len(lines))*ui.LineHeight(size))/2
		for j, line := range lines {
			ui.Text(dst, line, size, x1, top+float64(j)*ui.LineHeight(size), ui.Left, ui.Paper)
		}
	}
	if gr := sc.games.Rect; gr.W > 0 {
		ui.Text(dst, a.T("setup.games"), ui.SizeBody*u, x1, gr.Y+(gr.H-ui.LineHeight(ui.SizeBody*u))/2, ui.Left, ui.Paper)
		ui.Text(dst, a.T("setup.seed"), ui.SizeBody*u, x1, sc.seed.Rect.Y+(gr.H-ui.LineHeight(ui.SizeBody*u))/2, ui.Left, ui.Paper)
		sc.seed.Draw(dst, ui.SizeBody*u, u, a.Tick)
		ui.Text(dst, a.T("setup.hints"), ui.SizeBody*u, x1, sc.hints.Rect.Y+(gr.H-ui.LineHeight(ui.SizeBody*u))/2, ui.Left, ui.Paper)
	}
	for _, b := range sc.buttons() {
		b.Draw(dst, ui.SizeBody*u, u)
	}
	if sc.err != "" {
		ui.Text(dst, sc.err, ui.SizeBody*u, 60*u, float64(a.H)-130*u, ui.Left, ui.Accent)
	}
	if s.Humans() > 1 && sc.online == nil {
		ui.Text(dst, a.T("setup.hotseat"), ui.SizeSmall*u, float64(a.W)-60*u, float64(a.H)-120*u, ui.Right, ui.Gold)
	}
}
