package heuristic

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// Locke plays 超人ロック by role, simply: searchers turn cards over and gather 情報入手, base
// players guard their 重要拠点; in a fight it attacks those whose silhouettes show another
// side with its strongest card, defends when it can, declares its true values, and goes on
// fighting while an enemy is there and it is not badly hurt. It claims victory when its side
// has won on the board, objects to any claim that would make it lose by what it knows, and
// never forms parties. It decides from its View only.
type Locke struct{}

// Name implements bots.Bot.
func (Locke) Name() string { return "heuristic" }

// Choose implements bots.Bot.
func (Locke) Choose(ev engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	v, ok := ev.(*locke.View)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	acts := make([]locke.Action, len(legal))
	for i, l := range legal {
		acts[i] = l.(locke.Action)
	}
	best, bestScore := 0, -1e9
	for i, a := range acts {
		sc := lockeScore(v, a) + float64(rng.IntN(100))/10000
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return legal[best]
}

// lockeScore rates one legal action; the highest is played.
func lockeScore(v *locke.View, a locke.Action) float64 {
	switch v.Ask.Kind {
	case locke.AskDeclare:
		// The truth, at most: the highest value offered, a suit's when one is (it shields the body).
		sc := float64(a.A + a.X)
		if a.Suit {
			sc += 0.5
		}
		return sc
	case locke.AskJoin:
		b := v.Body()
		if a.Verb == "stay" {
			return 0
		}
		if b.Dur*2 > b.MaxDur && len(enemiesInFight(v)) > 0 {
			return 1
		}
		return -1
	case locke.AskPre:
		if a.Verb == "pre" {
			return float64(10 + a.B)
		}
		if a.Verb == "ready" {
			return 1
		}
		return 0
	case locke.AskTurn:
		return lockeCombatMain(v, a)
	case locke.AskAim:
		return aimScore(v, a)
	case locke.AskDefend:
		switch a.Verb {
		case "defend":
			return 3
		case "guard":
			return 2
		}
		return 0
	case locke.AskKeep:
		return boolScore(a.Verb == "keep")
	case locke.AskSync:
		switch a.Verb {
		case "minion":
			return 3
		case "go":
			return 1
		}
		return 0
	case locke.AskReact:
		u := v.Fight.Use
		if a.Verb == "jam" && u.Fighter >= 0 && enemyFighter(v, u.Fighter) {
			return 2
		}
		return boolScore(a.Verb == "let")
	case locke.AskCounter:
		return boolScore(a.Verb == "counter")
	case locke.AskWilling:
		b := v.Body()
		// Fight on while an enemy is there and it is not badly hurt, for a few rounds: a fight
		// that has not been decided by then rarely is.
		goOn := len(enemiesInFight(v)) > 0 && b.Dur*3 > b.MaxDur && v.Fight.Round < 6
		return boolScore((a.Verb == "fight") == goOn)
	case locke.AskDiscard:
		if a.Verb == "keepall" {
			return 10 - 20*boolScore(stalled(v))
		}
		return -float64(book.CCards[a.A].Level)
	case locke.AskWild:
		if a.Verb == "back" {
			return -1
		}
		c := book.CCards[a.A]
		if c.Kind == book.CAttack {
			return float64(c.Fire)
		}
		return 0
	case locke.AskSyncJoin, locke.AskResidual:
		return boolScore(a.Verb == "decline")
	case locke.AskAfter, locke.AskEscaped:
		return boolScore(a.Verb == "end")
	case locke.AskSupport:
		return lockeSupport(v, a)
	case locke.AskMain:
		return lockeBoardMain(v, a)
	case locke.AskDest:
		return destScore(v, a.A)
	case locke.AskBattle:
		if weary(v) {
			return boolScore(a.Verb == "battle")
		}
		for _, o := range onMyCell(v) {
			if v.ShownSide(o) != v.Side() {
				return boolScore(a.Verb == "battle")
			}
		}
		return boolScore(a.Verb == "nobattle")
	case locke.AskObject:
		return boolScore((a.Verb == "object") == (wouldLose(v) && !exhausted(v)))
	case locke.AskInvite:
		return boolScore(a.Verb == "back")
	case locke.AskAgree:
		return boolScore(a.Verb == "decline")
	case locke.AskSetup:
		return lockeSetup(v, a)
	}
	return 0
}

// weary: after a long game the table wants it decided, and fights whoever it meets;
// exhausted: after a very long one it lets any claim stand.
func weary(v *locke.View) bool     { return v.Board.Turns > 300 }
func exhausted(v *locke.View) bool { return v.Board.Turns > 600 }

func boolScore(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// enemyFighter reports whether fighter f is an enemy: an NPC, or a character whose silhouette
// shows another side than this seat's (its sheet, if known, decides).
func enemyFighter(v *locke.View, f int) bool {
	fi := &v.Fight.Fighters[f]
	switch fi.Kind {
	case locke.PC, locke.Residual:
		if fi.Seat == v.Seat {
			return false
		}
		if id := v.SheetOf(fi.Seat); id != "" {
			return book.CharacterByID(id).Sides[0] != v.Side()
		}
		return v.ShownSide(fi.Seat) != v.Side()
	}
	return true
}

func enemiesInFight(v *locke.View) []int {
	var out []int
	for i, f := range v.Fight.Fighters {
		if f.In() && f.Kind != locke.Residual && enemyFighter(v, i) {
			out = append(out, i)
		}
	}
	return out
}

// lockeCombatMain rates a combat main action: the strongest attack on an enemy, else a melee,
// an escape when nearly dead, else a pass.
func lockeCombatMain(v *locke.View, a locke.Action) float64 {
	b := v.Body()
	enemies := len(enemiesInFight(v)) > 0
	switch a.Verb {
	case "attack":
		if twinInFight(v) {
			return 4 // no way out: the fight must be decided
		}
		if !enemies || !enemyTargetable(v) {
			return -5
		}
		c := book.CCards[a.A]
		if c.Level > b.Lv+1 {
			return 0.5 // an activation check it would likely fail
		}
		return 5 + float64(c.Fire)/10
	case "weapon":
		return boolScore(enemies && enemyTargetable(v)) * 5.5
	case "melee":
		return boolScore(enemies && enemyTargetable(v)) * 2
	case "escape":
		if (b.Dur <= 1 || twinInFight(v)) && book.CCards[a.A].Level > jammerIn(v) {
			return 8 // nearly dead, or held by a twin: twins who begin a turn together must pass and fight (3.2) until one leaves
		}
		return -2
	case "pass":
		return 1
	case "discard":
		if stalled(v) {
			return 9 // run the deck down: the fight ends when it is empty (5.1)
		}
	}
	return -3 // discards, specials, stand-ins: rarely worth it in this simple player
}

// enemyTargetable reports whether an attack could aim at an enemy: a fighter wearing this
// seat's silhouette must be aimed at when one is there (3.2), a party member never (6.1).
func enemyTargetable(v *locke.View) bool {
	me := v.Chars[v.Seat].Fighter
	var twins, others []int
	for i, f := range v.Fight.Fighters {
		if i == me || !f.In() || f.Kind == locke.Residual {
			continue
		}
		if f.Kind == locke.PC {
			if l := v.Board.Leader; len(l) > 0 && l[v.Seat] >= 0 && l[v.Seat] == l[f.Seat] {
				continue
			}
			if v.Chars[f.Seat].Silhouette == v.Chars[v.Seat].Silhouette {
				twins = append(twins, i)
			}
		}
		others = append(others, i)
	}
	if len(twins) > 0 {
		others = twins
	}
	return slices.ContainsFunc(others, func(i int) bool { return enemyFighter(v, i) })
}

// twinInFight reports whether a character wearing this seat's silhouette is in the fight.
func twinInFight(v *locke.View) bool {
	for _, f := range v.Fight.Fighters {
		if f.In() && f.Kind == locke.PC && f.Seat != v.Seat && v.Chars[f.Seat].Silhouette == v.Chars[v.Seat].Silhouette {
			return true
		}
	}
	return false
}

// stalled: a fight gone on this long is not being decided (jammers, fields); only an empty
// deck will end it.
func stalled(v *locke.View) bool { return v.Fight.Round >= 8 }

// jammerIn is the highest ESPジャマー LV of the obstacles in the fight: they jam every escape
// they can (6.2).
func jammerIn(v *locke.View) int {
	lv := 0
	for _, f := range v.Fight.Fighters {
		if n := book.NPCByID(f.NPC); f.In() && n != nil {
			lv = max(lv, n.Jammer)
		}
	}
	return lv
}

// aimScore prefers an enemy, the most hurt first. Going back would only come round again.
func aimScore(v *locke.View, a locke.Action) float64 {
	if a.Verb == "back" {
		return -20
	}
	if a.A < 0 || a.A >= len(v.Fight.Fighters) {
		return 0
	}
	if !enemyFighter(v, a.A) {
		return -10 // a friend: only if nothing else (the rules force a twin)
	}
	fi := &v.Fight.Fighters[a.A]
	if fi.Kind == locke.PC {
		return 5 + float64(v.Chars[fi.Seat].Taken)
	}
	return 4
}

// lockeSupport claims victory when its side has won on the board, opens nothing, reforms
// nobody.
func lockeSupport(v *locke.View, a locke.Action) float64 {
	switch a.Verb {
	case "solo":
		return 10
	case "claim":
		if sideHasWon(v) || exhausted(v) {
			return 5
		}
		return -5
	case "end":
		return 1
	}
	return -1
}

// sideHasWon: every living character whose silhouette shows another side is dead for a
// Good or Evil seat (as far as the table shows).
func sideHasWon(v *locke.View) bool {
	me := v.Side()
	if me == book.Special {
		return false
	}
	for seat, c := range v.Chars {
		if seat == v.Seat || !c.Alive {
			continue
		}
		side := v.ShownSide(seat)
		if id := v.SheetOf(seat); id != "" {
			side = book.CharacterByID(id).Sides[0]
		}
		if side != me {
			return false
		}
	}
	return true
}

// wouldLose reports whether the claim under way, unopposed, makes this seat lose by what it
// knows: another side's claim, or its own defeat conditions holding.
func wouldLose(v *locke.View) bool {
	me := v.Side()
	claimed := book.Side(v.Board.Claim.Side)
	if me != book.Special && claimed != me {
		return true
	}
	sh := book.CharacterByID(v.Sheet)
	for _, d := range sh.Defeats {
		for seat, c := range v.Chars {
			id := v.SheetOf(seat)
			if seat == v.Seat || id == "" || (id != d.Who && !(d.Who == "locke" && book.CharacterByID(id).L)) {
				continue
			}
			if d.Kind == book.DefeatIfAlive && c.Alive || d.Kind == book.DefeatIfDead && !c.Alive {
				return true
			}
		}
	}
	return false
}

func onMyCell(v *locke.View) []int {
	var out []int
	at := v.Board.Pos[v.Seat]
	for seat, p := range v.Board.Pos {
		if seat != v.Seat && p == at && v.Chars[seat].Alive && at != locke.OffBoard && at != locke.Outside {
			out = append(out, seat)
		}
	}
	return out
}

// lockeBoardMain: heal when badly hurt; searchers head for face-down cards; base players in
// the base head for their 重要拠点; otherwise pass.
func lockeBoardMain(v *locke.View, a locke.Action) float64 {
	b := v.Body()
	switch a.Verb {
	case "heal":
		if harmful(v, v.Board.Pos[v.Seat]) || v.Board.Infected[v.Seat] {
			return -1 // the cell or the death moss would take it back: better spend the turn
		}
		if b.Dur*2 <= b.MaxDur || b.Mind*2 <= b.MaxMind {
			return 6
		}
		return -1
	case "intrude":
		return 5
	case "enter":
		return 5 + destScore(v, a.A)
	case "move", "port":
		return 2 + destScore(v, a.A)
	case "tele":
		// A teleport helps on a long way within one board; on a planet it never leaves the
		// ring, so only when the planet itself has cards left to turn over.
		at := v.Board.Pos[v.Seat]
		if locke.OnPlanet(at) && !planetHasDown(v, at/locke.PlanetCells) {
			return -1
		}
		if b.Lv >= 4 && distance(v, at, goals(v)) > 3 {
			return 2.9 + destScore(v, at)
		}
		return -1
	case "pass":
		at := v.Board.Pos[v.Seat]
		if v.Board.Role[v.Seat] == locke.BasePlayer && guarding(v, at) && !weary(v) {
			return 6
		}
		return 1.9 + destScore(v, at)
	}
	return -2
}

// destScore values a place to go to by how near it is to what this seat is after (goals):
// 3 on a goal, less the further; a harmful face-up card costs a little.
func destScore(v *locke.View, place int) float64 {
	harm := 0.0
	if harmful(v, place) {
		harm = 0.3
	}
	d := distance(v, place, goals(v))
	if d < 0 {
		return -harm
	}
	return 3 - 0.7*float64(d) - harm
}

// goals are the places this seat heads for: a searcher, the face-down cards (else the standing
// 重要拠点); a base player, its 重要拠点; anyone weary, the characters of other sides.
func goals(v *locke.View) map[int]bool {
	out := map[int]bool{}
	b := &v.Board
	if weary(v) {
		for seat, at := range b.Pos {
			if seat != v.Seat && v.Chars[seat].Alive && at >= 0 && at != locke.Outside && v.ShownSide(seat) != v.Side() {
				out[at] = true
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if b.Role[v.Seat] == locke.BasePlayer {
		for _, pl := range v.Plans {
			if pl.Key() && locke.InBase(pl.Place) && !b.At(pl.Place).Gone {
				out[pl.Place] = true
			}
		}
		return out
	}
	cells := b.Cells
	base := b.Part == locke.PartBase
	if base {
		cells = b.Grid
	}
	for i, c := range cells {
		place := i
		if base {
			place = locke.BasePlace(i/locke.BaseSide, i%locke.BaseSide)
		}
		if c.Down {
			out[place] = true
		}
	}
	if len(out) == 0 && base {
		for i, c := range cells {
			if !c.Down && !c.Gone && c.Card >= 2000 {
				out[locke.BasePlace(i/locke.BaseSide, i%locke.BaseSide)] = true
			}
		}
	}
	return out
}

// distance is the number of moves from place to the nearest goal (spaceports link the
// planets), -1 when none can be reached.
func distance(v *locke.View, place int, goal map[int]bool) int {
	if len(goal) == 0 || place < 0 || place == locke.Outside {
		return -1
	}
	seen := map[int]bool{place: true}
	frontier := []int{place}
	for d := 0; len(frontier) > 0; d++ {
		var next []int
		for _, at := range frontier {
			if goal[at] {
				return d
			}
			steps := locke.Neighbours(at)
			if locke.Spaceport(at) {
				for p := range v.Board.Planets {
					steps = append(steps, locke.PlanetPlace(p, 0))
				}
			}
			for _, n := range steps {
				if !seen[n] {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		frontier = next
	}
	return -1
}

func guarding(v *locke.View, place int) bool {
	return slices.ContainsFunc(v.Plans, func(p locke.Plan) bool { return p.Place == place && p.Key() })
}

func cellAt(v *locke.View, place int) *locke.Cell { return v.Board.At(place) }

// harmfulVerbs are the face-up cards that act again on every visit to the visitor's cost.
var harmfulVerbs = map[string]bool{"battle": true, "trap": true, "arrest": true, "npc": true, "damage": true,
	"blackhole": true, "teleport_random": true, "whitehole": true, "illusion": true}

// harmful reports whether a face-up card at place would hurt whoever ends a turn on it.
func harmful(v *locke.View, place int) bool {
	c := cellAt(v, place)
	if c == nil || c.Down || c.Card < 0 || c.Gone {
		return false
	}
	switch {
	case locke.OnPlanet(place) && c.Card < len(book.PlanetCards()):
		return harmfulVerbs[book.PlanetCards()[c.Card].Do]
	case locke.InBase(place) && c.Card < len(book.BaseCards()):
		return harmfulVerbs[book.BaseCards()[c.Card].Do]
	}
	return false
}

// lockeSetup wears a silhouette of its own alignment and keeps it; refuses nothing.
func lockeSetup(v *locke.View, a locke.Action) float64 {
	switch a.Verb {
	case "sil":
		sils := book.Silhouettes()
		if a.A >= 0 && a.A < len(sils) && sils[a.A].Side == v.Side() {
			return 2
		}
		return 1
	case "keep":
		return 1.5
	}
	return 0
}

// planetHasDown reports whether planet p has cards left to turn over.
func planetHasDown(v *locke.View, p int) bool {
	for i := range locke.PlanetCells {
		if c := cellAt(v, p*locke.PlanetCells+i); c != nil && c.Down {
			return true
		}
	}
	return false
}
