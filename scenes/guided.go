package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/bots"
	"zashiki/scenes/ui"
)

// The guided first game of 超人ロック: from the menu, a fixed deal at five seats (the player at
// the first, four CPUs) whose first minutes bring a newcomer the set-up, a planet-phase turn, a
// combat of their own with a C-card, a chart roll and a victory claim, in that deal's usual
// order. Bubbles like the first-game tips (tips.go) point at each part as it comes; they are
// the guide's own steps, shown whatever tips were seen before and even with tips off, and the
// game's ordinary tips stay away meanwhile (a step stands for those it covers, which count as
// seen). Past the steps the table is an ordinary game, played to its results, where a last
// step says what the classes A–D mean. A guided game saved and resumed goes on as an ordinary
// one.

// guidedSeed and guidedSeats are the deal: found by playing the table's own CPUs (Normal) with
// the heuristic player in the human's seat over seeds and seats, and kept because on its own
// course every moment of the guide but the objection comes to the player within the first 50
// actions, and all of them came early in other courses of the CPUs' and the player's choices
// too, in the shortest game (docs/rules/locke.md; TestGuidedDealReachesEveryMoment holds it to
// its moments, BenchmarkGuidedDealSearch searches again).
const (
	guidedGame  = "locke"
	guidedSeed  = 87
	guidedSeats = "hcccc"
	guidedCPU   = bots.KindNormal
)

// guidedSteps are the guide's steps, in the order they are offered when several are due at
// once. Anchors are answered by the board (scenes/locke/guided.go and tipanchors.go), the
// words are in scenes/i18n/locke_guided.go. A step marked Maybe comes only if the player's
// choices lead there (an Evil silhouette, a side left short): the deal's own course has none.
var guidedSteps = []tipRule{
	{ID: "sheet", When: whenShown, Anchor: "setup.self", Key: "guide.locke.sheet", Covers: []string{"self"}},
	{ID: "silhouette", When: whenYours, Anchor: "setup.choose", Key: "guide.locke.silhouette"},
	{ID: "trump", When: whenYours, Anchor: "setup.trump", Key: "guide.locke.trump"},
	{ID: "again", When: whenYours, Anchor: "setup.again", Key: "guide.locke.again", Maybe: true},
	{ID: "planet", When: whenShown, Anchor: "planet", Key: "guide.locke.planet", Covers: []string{"map"}},
	{ID: "base", When: whenShown, Anchor: "planet.base", Key: "guide.locke.base"},
	{ID: "waiting", When: whenShown, Anchor: "planet.waiting", Key: "guide.locke.waiting", Maybe: true},
	{ID: "turn", When: whenShown, Anchor: "turn", Key: "tips.locke.turn", Covers: []string{"turn"}},
	{ID: "claim", When: whenYours, Anchor: "claim", Key: "guide.locke.claim"},
	{ID: "twin", When: whenYours, Anchor: "twin", Key: "guide.locke.twin", Maybe: true},
	{ID: "move", When: whenYours, Anchor: "move", Key: "guide.locke.move", Covers: []string{"actions"}},
	{ID: "battle", When: whenYours, Anchor: "battle", Key: "guide.locke.battle", Maybe: true},
	{ID: "fight", When: whenShown, Anchor: "fight", Key: "guide.locke.fight", Covers: []string{"combat"}},
	{ID: "card", When: whenYours, Anchor: "hand", Key: "guide.locke.card"},
	{ID: "chart", When: whenYours, Anchor: "there", Key: "guide.locke.chart"},
	{ID: "object", When: whenYours, Anchor: "object", Key: "guide.locke.object"},
}

// gradesStep is the last step, over the results: what the classes mean.
var gradesStep = tipRule{ID: "grades", Key: "guide.locke.grades"}

// A step holds the table while it is open (stepCoach): the CPUs wait and a timed question's
// clock stands still until the player closes it.

// guide is a guided table's state: the steps shown, and whether the player ended the guide.
type guide struct {
	seen map[string]bool
	off  bool
	// results is the grades step's bubble while it is open over the results
	results *tipRule
	rect    ui.Rect
	offBtn  ui.Button
	frame   int // the app's frame count when it came up
}

// NewGuidedTable deals the guided game: the deal above, the player's CPUs at the default
// strength, one game.
func NewGuidedTable(a *App) (*Table, error) { return newGuidedTable(a, guidedSeed) }

// newGuidedTable deals a guided game from seed (tests reach the steps off the deal's path).
func newGuidedTable(a *App, seed uint64) (*Table, error) {
	s, err := SetupFromFlags(a, Flags{Game: guidedGame, Seats: guidedSeats, Seed: seed, SeedSet: true})
	if err != nil {
		return nil, err
	}
	s.Games = 1
	for i := range s.Seats {
		s.Seats[i].Bot = guidedCPU // the deal was chosen with them; a test's quicker CPUs too
	}
	t, err := NewTable(a, s)
	if err != nil {
		return nil, err
	}
	t.guide = &guide{seen: map[string]bool{}}
	return t, nil
}

// startGuided puts the guided game on the table, asking first when it would replace a saved
// match of the game, as setup does.
func startGuided(a *App) {
	begin := func() {
		t, err := NewGuidedTable(a)
		if err != nil {
			a.notice = err.Error()
			return
		}
		a.Push(t)
	}
	if a.saves[guidedGame] != nil {
		a.Push(NewConfirm(a.T("setup.replace"), begin))
		return
	}
	begin()
}

// guiding reports whether the table's guide is on.
func (t *Table) guiding() bool { return t.guide != nil && !t.guide.off }

// stepSeen reports whether a step or tip has been shown: a guide's steps on its table, the
// ordinary tips in the settings.
func (t *Table) stepSeen(a *App, r tipRule) bool {
	if t.guide != nil {
		return t.guide.seen[r.ID]
	}
	return a.tipSeen(t.setup.Entry.ID, r.ID)
}

// markStepSeen keeps a step as shown; a guide's step counts the ordinary tips it covers as seen.
func (t *Table) markStepSeen(a *App, r tipRule) {
	game := t.setup.Entry.ID
	if t.guide == nil {
		a.markTipSeen(game, r.ID)
		return
	}
	t.guide.seen[r.ID] = true
	for _, id := range r.Covers {
		a.markTipSeen(game, id)
	}
}

// offKey is the words of the bubble's way out: no more tips, or the end of the guide.
func (t *Table) offKey() string {
	if t.guide != nil {
		return "guide.off"
	}
	return "tips.off"
}

// stepOff is the bubble's way out taken.
func (t *Table) stepOff(a *App) {
	if t.guide != nil {
		t.guide.off = true
		return
	}
	a.Settings.TipsOff = true
	a.saveSettings()
}

// stepResults runs the grades step over the results: it opens once, pointing at the column
// that gives each sheet's class, and closes on a click or key, which does nothing else; the
// guide ends with it (a new match from the results is an ordinary one). It reports whether it
// used the tick's input.
func (t *Table) stepResults(a *App, r *Results) bool {
	g := t.guide
	if !t.guiding() || a.Flags.Autoplay {
		return false
	}
	if g.results == nil {
		if g.seen[gradesStep.ID] {
			return false
		}
		g.results, g.seen[gradesStep.ID], g.frame = &gradesStep, true, a.frames
	}
	g.rect = r.notesRect(a)
	t.placeResultsStep(a)
	switch {
	case g.offBtn.Update(&a.In):
		g.off = true
	case a.In.Any():
	default:
		return false
	}
	g.results, g.off = nil, true
	a.In.Consume()
	return true
}

// placeResultsStep lays the grades bubble out beside the notes.
func (t *Table) placeResultsStep(a *App) tipLayout {
	g := t.guide
	area := ui.Rect{W: float64(a.W), H: float64(a.H)}
	l := layoutTip(a.T(g.results.Key), a.T("tips.close"), a.T(t.offKey()), g.rect, area, a.U)
	g.offBtn = ui.Button{Rect: l.offBtn, Label: a.T(t.offKey())}
	return l
}

// drawResultsStep draws the grades bubble over the results.
func (t *Table) drawResultsStep(dst *ebiten.Image, a *App) {
	if t.guide == nil || t.guide.results == nil {
		return
	}
	drawBubble(dst, a, t.placeResultsStep(a), t.guide.rect, true, t.guide.offBtn)
}

// notesRect is the results' column of classes, every row's.
func (r *Results) notesRect(a *App) ui.Rect {
	var out ui.Rect
	for _, row := range r.rows(a, len(r.table.seatNames())) {
		b := r.handBox(a, row)
		if out.W == 0 {
			out = b
			continue
		}
		out.H = b.Bottom() - out.Y
	}
	return out
}

// openStep is the guide's bubble on screen, for the probe: its step, its box and what it
// points at; nil when none is open.
func (a *App) openStep() *probeStep {
	t := a.table()
	if t == nil || t.guide == nil {
		return nil
	}
	var rule *tipRule
	var l tipLayout
	var at ui.Rect
	var frame int
	switch {
	case t.guide.results != nil && a.Top() != Scene(t):
		rule, l, at, frame = t.guide.results, t.placeResultsStep(a), t.guide.rect, t.guide.frame
	case t.coach.open != nil && a.Top() == Scene(t) && t.coachOn(a):
		rule, l, at, frame = t.coach.open, t.placeCoach(a), t.coach.rect, t.coach.frame
	default:
		return nil
	}
	scale := a.scale
	if scale <= 0 {
		scale = 1
	}
	return &probeStep{ID: rule.ID, Box: probeRect(l.box, scale), Anchor: probeRect(at, scale), Drawn: a.frames - frame}
}

// stepsLeft are the guide's steps not shown yet that every path through the game brings, for
// the probe: a click test checks none is left at the end.
func (a *App) stepsLeft() []string {
	t := a.table()
	if t == nil || t.guide == nil {
		return nil
	}
	out := []string{}
	for _, r := range append(guidedSteps[:len(guidedSteps):len(guidedSteps)], gradesStep) {
		if !r.Maybe && !t.guide.seen[r.ID] {
			out = append(out, r.ID)
		}
	}
	return out
}

// probeStep is an open step of the guide as the probe tells it.
type probeStep struct {
	ID     string     `json:"id"`
	Box    [4]float64 `json:"box"`    // the bubble: x, y, w, h in the window's pixels
	Anchor [4]float64 `json:"anchor"` // what it points at
	Drawn  int        `json:"drawn"`  // frames drawn since it came up
}

func probeRect(r ui.Rect, scale float64) [4]float64 {
	return [4]float64{r.X / scale, r.Y / scale, r.W / scale, r.H / scale}
}
