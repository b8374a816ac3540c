package heuristic

import (
	"cmp"
	"math"
	"slices"
	"time"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// LockeSearch plays 超人ロック with a search of its fights (and, with Turns, of some of its
// questions on the boards) and the heuristic (Locke) elsewhere.
//
// A whole game is about a thousand moves, half a second a playout, so no playout runs to the
// game's end. A fight is short and its result weighs the most: who dies and who is hurt is
// what the sides' victories and every defeat condition turn on. So where the seat decides
// inside a fight (or whether to start one), each of its moves is played on deals of what it
// cannot see (the game's Determinize of its View), the fight played to its end by the
// heuristic for every seat, and the position then scored from the deal's truth by Judge:
// its allies alive and whole, its enemies dead. The heuristic's own move is the one to beat,
// played on every deal; another replaces it only when its gain over it, on the same deals
// with the same dice (common random numbers), passes Evidence standard errors. Moves whose
// worth a fight's end cannot show (opening the sheet, a bluff) are left to the heuristic.
//
// Answers in a reaction window are the heuristic's at once, as in the other games' searches:
// the time a CPU takes there would tell the table that it had a choice.
type LockeSearch struct {
	// Deals is how many deals a decision plays each candidate move on.
	Deals int
	// Moves is how many moves a decision weighs at most: the heuristic's best rated (0: 4).
	Moves int
	// Noise is the chance of a uniformly random move instead of a considered one.
	Noise float64
	// Evidence is how many standard errors a move's gain over the heuristic's must pass (0:
	// 2). Moves that change nothing but the dice after them differ by luck alone, so one
	// standard error let one rival in three through on noise.
	Evidence float64
	// MaxSteps caps a playout's moves (0: 300): a fight runs a few dozen.
	MaxSteps int
	// Windows searches the seat's answers in a fight's windows too (whether to go on, to
	// join an attack, to jam a card), at the cost of answering them more slowly.
	Windows bool
	// Turns searches the seat's own questions on the boards too (the main action, whom to
	// invite, whether to object to a 勝利宣言): each move played on the same deals until
	// Turns more normal turns have begun (and any fight then under way is over), 0: not.
	Turns int
	// BoardDeals is how many deals a board decision plays each move on (0: Deals): its
	// playouts run a round of turns, several times a fight's length.
	BoardDeals int
	// Craft plays its moves, and its own in the playouts, with Locke.Craft's habits.
	Craft Craft
}

// Name implements bots.Bot.
func (LockeSearch) Name() string { return "search" }

// Choose implements bots.Bot: the whole decision at once.
func (b LockeSearch) Choose(v engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	d := b.Begin(v, legal, rng)
	for !d.Step(time.Hour) {
	}
	return d.Choice()
}

// Begin starts a decision, to be made in slices of time (bots.Stepper).
func (b LockeSearch) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) *LockeDecision {
	d := &LockeDecision{b: b, legal: legal}
	if b.Noise > 0 && float64(rng.IntN(1<<20)) < b.Noise*(1<<20) {
		d.choice = legal[rng.IntN(len(legal))]
		return d
	}
	v, ok := ev.(*locke.View)
	prior := Locke{Craft: b.Craft}.Choose(ev, legal, rng)
	d.choice = prior
	board := ok && b.Turns > 0 && boardSearched(v)
	if !ok || len(legal) < 2 || !Searched(v) && !(b.Windows && windowSearched(v)) && !board {
		return d
	}
	if board {
		d.turns = b.Turns
	}
	d.v, d.rng = v, engine.NewRNG(rng.Uint64())
	d.cands = append(d.cands, &lockeCand{act: prior})
	for _, a := range b.rivals(v, legal, prior) {
		d.cands = append(d.cands, &lockeCand{act: a})
	}
	if len(d.cands) < 2 {
		d.cands = nil
	}
	return d
}

// Searched reports whether the seat's question is one the search weighs: a question of its
// own in a fight, or whether to start one. Windows are answered at once (above).
func Searched(v *locke.View) bool {
	if v.Ask.Seats != nil {
		return false
	}
	if v.Ask.Kind == locke.AskBattle {
		return true
	}
	return v.Fight.On && searchedAsks[v.Ask.Kind]
}

// windowSearched reports whether the seat's question is a fight's window (LockeSearch.Windows).
func windowSearched(v *locke.View) bool {
	return v.Ask.Seats != nil && (v.Fight.On || v.Ask.Kind == locke.AskJoin) && windowAsks[v.Ask.Kind]
}

var windowAsks = map[locke.AskKind]bool{
	locke.AskJoin: true, locke.AskSyncJoin: true, locke.AskReact: true, locke.AskResidual: true,
	locke.AskWilling: true,
}

// boardSearched reports whether the seat's question is one of its own on the boards that
// LockeSearch.Turns weighs: what its turn does, whom it invites, and whether to object to a
// 勝利宣言. Whose sheet to look at is left to the heuristic: what a look is worth shows in no
// position. So are the support phase and where a teleport lands: where the search left the
// heuristic's move there (a 勝利宣言 the deals said would stand, a party dissolved, a 改心
// tried; a landing), the seat's chance to win measured from the true state did not move
// (0.000 ± 0.006 over 235 such moves; a landing −0.01 ± 0.01 over 33:
// BenchmarkLockeTurnSearchGain's method), where its main actions gained 0.031 ± 0.008 each.
//
// The objection is a window, asked of every living seat at once, but the one whose answer
// ends the game: the heuristic objects only when what it knows makes it lose, where the deals
// also weigh the sheets it has not seen (a Special's conditions name characters it may not
// have found). A claim that stands scores ±10 on the deal, one objected to plays on.
func boardSearched(v *locke.View) bool {
	if v.Fight.On {
		return false
	}
	return v.Ask.Seats == nil && boardAsks[v.Ask.Kind] || v.Ask.Kind == locke.AskObject
}

var boardAsks = map[locke.AskKind]bool{
	locke.AskMain: true, locke.AskInvite: true,
}

var searchedAsks = map[locke.AskKind]bool{
	locke.AskPre: true, locke.AskTurn: true, locke.AskAfter: true, locke.AskDeclare: true,
	locke.AskDefend: true, locke.AskKeep: true, locke.AskSync: true, locke.AskCounter: true,
	locke.AskWild: true, locke.AskAim: true,
}

// unweighed are the moves the search leaves to the heuristic: what a fight's end cannot
// score. Opening the sheet tells the whole table who it is for the rest of the game; the
// mystery die is a bluff (it hides whether an ability was used) that changes nothing but the
// dice after it; going back from an aim only asks the same question again.
var unweighed = map[locke.Verb]bool{locke.VerbOpen: true, locke.VerbMystery: true, locke.VerbBack: true}

// rivals are the moves weighed against the heuristic's: the best rated others, Moves in all.
func (b LockeSearch) rivals(v *locke.View, legal []engine.Action, prior engine.Action) []engine.Action {
	n := b.Moves
	if n <= 0 {
		n = 4
	}
	brain := lockeBrain{v: v, whim: 50, craft: b.Craft}
	type rated struct {
		a  engine.Action
		sc float64
	}
	var rs []rated
	for _, l := range legal {
		a, ok := l.(locke.Action)
		if !ok || l.String() == prior.String() || unweighed[a.Verb] {
			continue
		}
		rs = append(rs, rated{l, brain.value(a)})
	}
	slices.SortStableFunc(rs, func(x, y rated) int { return cmp.Compare(y.sc, x.sc) })
	var out []engine.Action
	for _, r := range rs[:min(len(rs), n-1)] {
		out = append(out, r.a)
	}
	return out
}

// LockeDecision is a LockeSearch's choice being made.
type LockeDecision struct {
	b      LockeSearch
	v      *locke.View
	legal  []engine.Action
	rng    engine.RNG
	cands  []*lockeCand // the heuristic's move first
	deals  int          // deals drawn
	paired int          // deals every candidate played out
	unfit  int          // deals drawn that did not fit what the seats showed (Determinize's fallback)
	failed int          // deals dropped on a refused move or a rules panic: a rules bug, none ever
	turns  int          // a board decision's horizon in normal turns (0: a fight's decision)
	choice engine.Action
	// scratch
	legBuf  []engine.Action
	rewards []float64
}

// lockeCand is one move weighed, with its paired gain over the heuristic's move.
type lockeCand struct {
	act         engine.Action
	diff, diff2 float64
}

// Step plays deals until every candidate has played Deals of them or limit has passed (one
// deal at least), and reports whether the decision is made.
func (d *LockeDecision) Step(limit time.Duration) bool {
	start := time.Now()
	for !d.Done() {
		d.deal()
		if time.Since(start) >= limit {
			break
		}
	}
	return d.Done()
}

// Done reports whether the decision is made.
func (d *LockeDecision) Done() bool { return d.cands == nil || d.deals >= max(1, d.budget()) }

// budget is how many deals this decision plays.
func (d *LockeDecision) budget() int {
	if d.turns > 0 && d.b.BoardDeals > 0 {
		return d.b.BoardDeals
	}
	return d.b.Deals
}

// Choice is the move chosen (so far): the heuristic's unless another beat it clearly.
func (d *LockeDecision) Choice() engine.Action {
	if d.cands == nil || d.paired < 2 {
		return d.choice
	}
	z := d.b.Evidence
	if z <= 0 {
		z = 2
	}
	best, bestMean := d.cands[0], 0.0
	k := float64(d.paired)
	for _, c := range d.cands[1:] {
		mean := c.diff / k
		sd := math.Sqrt(max(0, c.diff2/k-mean*mean))
		if mean > bestMean && mean > z*sd/math.Sqrt(k) {
			best, bestMean = c, mean
		}
	}
	return best.act
}

// Gains are each candidate's mean gain over the heuristic's move so far, by String form.
func (d *LockeDecision) Gains() map[string]float64 {
	out := map[string]float64{}
	for _, c := range d.cands {
		out[c.act.String()] = c.diff / float64(max(1, d.paired))
	}
	return out
}

// Dropped are the deals drawn that did not fit what the seats showed, and those dropped on a
// rules failure (a refused move or a panic in a playout).
func (d *LockeDecision) Dropped() (unfit, failed int) { return d.unfit, d.failed }

// deal plays one deal of what the seat cannot see out after every candidate, with the same
// dice for each.
func (d *LockeDecision) deal() {
	d.deals++
	s0 := locke.Game.Determinize(&d.rng, d.v).(*locke.State)
	if locke.Check(s0) != nil {
		d.unfit++ // a deal that does not fit what the seats showed would play a game nobody can
		return
	}
	s0.SetQuiet(true)
	seed := d.rng.Uint64()
	rs := d.rewards[:0]
	for i, c := range d.cands {
		s := s0
		if i < len(d.cands)-1 {
			s = s0.Clone().(*locke.State)
		}
		rng := engine.NewRNG(seed)
		r, ok := d.playout(s, c.act, &rng)
		if !ok {
			d.failed++
			return
		}
		rs = append(rs, r)
	}
	d.rewards = rs
	for i, c := range d.cands[1:] {
		g := rs[i+1] - rs[0]
		c.diff, c.diff2 = c.diff+g, c.diff2+g*g
	}
	d.paired++
}

// playout plays move a for the seat on s, then every seat's heuristic until the fight under
// way (or the one the move starts) is over, or for a board decision until its turns have
// passed and no fight is on, and scores the position for the seat.
func (d *LockeDecision) playout(s *locke.State, a engine.Action, rng *engine.RNG) (r float64, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false // a rules bug on this deal (counted, and tested to be none): the deal is dropped
		}
	}()
	me := d.v.Seat
	if _, err := s.Apply(me, a); err != nil {
		return 0, false
	}
	limit := d.b.MaxSteps
	if limit <= 0 {
		limit = 300
	}
	fought, turns := s.Public.Fight.On, s.Public.Board.Turns
	if d.turns > 0 {
		limit *= d.turns
	}
	for steps := 0; s.Outcome() == nil && steps < limit; steps++ {
		if d.turns > 0 {
			if s.Public.Board.Turns >= turns+d.turns && !s.Public.Fight.On {
				break
			}
		} else if s.Public.Fight.On {
			fought = true
		} else if fought || s.Public.Board.Turns != turns {
			break // its fight is over, or the turn passed without one
		}
		seat := engine.Next(s, rng)
		legal := engine.AppendLegal(s, d.legBuf[:0], seat)
		d.legBuf = legal
		if len(legal) == 0 {
			return 0, false
		}
		act := legal[0]
		if len(legal) > 1 {
			h := Locke{}
			if seat == me {
				h.Craft = d.b.Craft
			}
			act = h.Choose(sharedView(s, seat), legal, rng)
		}
		if _, err := s.Apply(seat, act); err != nil {
			return 0, false
		}
	}
	return Judge(s, me), true
}

// sharedView is seat's View of s sharing the state's memory instead of copying it: the
// heuristic only reads it, and is done with it before the next move (TestLockeSharedView).
func sharedView(s *locke.State, seat int) *locke.View {
	return &locke.View{Seat: seat, Public: s.Public, Private: s.Private[seat]}
}

// Judge scores a position for seat from the truth of the deal: every character alive counts
// for the seat as an ally's or against it as an enemy's (more the less hurt it is), its own
// life more, and a game over counts most. The sides are the sheets' (Good and Evil against
// each other, a Special nobody's but its own), and seat's own defeat conditions come first,
// as its heuristic reads them (locke_sides.go).
func Judge(s *locke.State, seat int) float64 {
	if o := s.Outcome(); o != nil {
		if slices.Contains(o.Winners, seat) {
			return 10
		}
		return -10
	}
	p := &s.Public
	mine := book.CharacterByID(s.Private[seat].Sheet)
	if mine == nil {
		return 0
	}
	me := trueSide(s, seat)
	sc := 0.0
	for t, c := range p.Chars {
		if !c.Alive {
			continue
		}
		w := 0.0
		theirs := book.CharacterByID(s.Private[t].Sheet)
		switch {
		case t == seat:
			w = 1.5
			if me == book.Special || selfDeadLoses(mine) {
				w = 3
			}
		case theirs == nil:
		default:
			w = stanceWeight(mine, me, theirs, trueSide(s, t))
		}
		if w == 0 {
			continue
		}
		sc += w * (1 + 0.5*whole(s, t, theirs))
	}
	return sc
}

// stanceWeight is how much another character's life is worth to a character of side me:
// its defeat conditions first (one it must outlive counts -2, one it must keep alive +2, two
// (L) characters are each other's end), then the sides.
func stanceWeight(mine *book.Character, me book.Side, theirs *book.Character, them book.Side) float64 {
	if mine.L && theirs.L {
		return -2
	}
	for _, d := range mine.Defeats {
		if d.Who != theirs.ID && !(d.Who == "locke" && theirs.L) {
			continue
		}
		switch d.Kind {
		case book.DefeatIfAlive:
			return -2
		case book.DefeatIfDead:
			return 2
		}
	}
	switch {
	case me == book.Special || them == book.Special:
		return 0
	case me == them:
		return 1
	}
	return -1
}

func selfDeadLoses(c *book.Character) bool {
	return slices.ContainsFunc(c.Defeats, func(d book.Defeat) bool { return d.Kind == book.DefeatIfSelfDead })
}

// trueSide is seat's alignment in s: its sheet's chain where 改心 has moved it.
func trueSide(s *locke.State, seat int) book.Side {
	sh := book.CharacterByID(s.Private[seat].Sheet)
	if sh == nil || len(sh.Sides) == 0 {
		return 0
	}
	return sh.Sides[min(s.Private[seat].Align, len(sh.Sides)-1)]
}

// whole is how much of its 耐久力 seat's character has left, 0 to 1.
func whole(s *locke.State, seat int, sh *book.Character) float64 {
	if sh == nil || sh.Stats.Dur <= 0 {
		return 0
	}
	return max(0, 1-float64(s.Private[seat].Body)/float64(sh.Stats.Dur))
}
