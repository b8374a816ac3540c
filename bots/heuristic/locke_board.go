package heuristic

import (
	"slices"

	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// The CPU on the boards: the set-up, placing 待ち伏せ and 重要拠点, the normal turn's support
// and main actions, where to go, whether to start a fight, parties, 改心, whose sheet to look at.

// setup wears a silhouette of its own alignment and keeps it; refuses nothing.
func (b lockeBrain) setup(a locke.Action) float64 {
	switch a.Verb {
	case locke.VerbSil:
		sils := book.Silhouettes()
		if a.A >= 0 && a.A < len(sils) && sils[a.A].Side == b.v.Side() {
			return 2
		}
		return 1
	case locke.VerbKeep:
		return 1.5
	}
	return 0
}

// place puts a 待ち伏せ where the searchers will pass and a 重要拠点 where they will come late,
// each away from the others it knows of (Plans); a base player 改心 has turned from Evil
// places its 重要拠点 where the searchers will find them soonest.
func (b lockeBrain) place(a locke.Action) float64 {
	if locke.InBase(a.A) {
		if b.v.Side() != book.Evil {
			return -keySpot(b.v, a.A)
		}
		return keySpot(b.v, a.A)
	}
	return ambushSpot(b.v, a.A)
}

// ambushSpot rates a planet cell for a 待ち伏せ. The searchers start on the spaceports and
// take their first steps to the cells either side, so those are where they will pass; one
// ambush a planet, for the searchers spread over them.
func ambushSpot(v *locke.View, place int) float64 {
	sc := 0.0
	switch c := place % locke.PlanetCells; {
	case c == 1 || c == locke.PlanetCells-1:
		sc = 2 // the first step off a spaceport, either way round
	case c == 0:
		sc = 1.5 // the spaceport itself: a searcher may start there, or stay
	}
	for _, pl := range v.Plans {
		if !pl.Key() && locke.OnPlanet(pl.Place) && pl.Place/locke.PlanetCells == place/locke.PlanetCells {
			sc -= 2.5
		}
	}
	return sc
}

// keySpot rates a base cell for a 重要拠点: off the outer ring (the searchers enter there and
// turn those cards first), deeper still a little better, and above all far from the other
// 重要拠点, so one searcher's walk finds one at most and the base players guard them apart.
func keySpot(v *locke.View, place int) float64 {
	r, c := rowCol(place)
	depth := min(r, c, locke.BaseSide-1-r, locke.BaseSide-1-c) // 0 on the outer ring
	sc := -3.0
	if depth > 0 {
		sc = 0.5 * float64(depth)
	}
	nearest := 2 * locke.BaseSide
	for _, pl := range v.Plans {
		if pl.Key() && locke.InBase(pl.Place) {
			pr, pc := rowCol(pl.Place)
			nearest = min(nearest, abs(pr-r)+abs(pc-c))
		}
	}
	return sc + float64(min(nearest, 4))
}

func rowCol(place int) (int, int) {
	i := place - locke.BasePlace(0, 0)
	return i / locke.BaseSide, i % locke.BaseSide
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// boardSupport claims victory when its side has won (a Special its sole one whenever it may),
// tries 改心 when it is cheap, dissolves a party that holds an enemy, and opens nothing.
func (b lockeBrain) boardSupport(a locke.Action) float64 {
	v := b.v
	switch a.Verb {
	case locke.VerbSolo:
		return 10
	case locke.VerbClaim:
		if sideHasWon(v) || exhausted(v) {
			return 5
		}
		return -5
	case locke.VerbReform:
		return b.reform(a.A)
	case locke.VerbDissolve:
		for seat, l := range v.Board.Leader {
			if l == v.Seat && seat != v.Seat && stanceOf(v, seat) == enemy {
				return 3
			}
		}
		return -1
	case locke.VerbEnd:
		return 1
	}
	return -1
}

// reform rates 改心 on target (4.3). It tries a character that may move to its side: a sheet
// it knows whose alignment chain holds its side after the first, or an unknown one whose shown
// side some such sheet starts on (in this game's data the (E/G) sheets: Good reforms Evil
// silhouettes, nobody else reforms anyone). And only when it is cheap: its own sheet already
// open (the try shows it), or a target known reformable and a good chance (ESP level 5 or
// more) worth showing it for. A try that cannot work (a flag already got) costs only the time.
func (b lockeBrain) reform(target int) float64 {
	v := b.v
	me := v.Side()
	if target < 0 || target >= len(v.Chars) || stanceOf(v, target) == ally {
		return -2
	}
	sh := book.CharacterByID(v.SheetOf(target))
	known := sh != nil
	switch {
	case known && !movesTo(sh, me):
		return -2
	case !known && !slices.ContainsFunc(book.Characters(), func(c *book.Character) bool {
		return c.Sides[0] == believedSide(v, target) && movesTo(c, me)
	}):
		return -2
	}
	open := v.Chars[v.Seat].Sheet != ""
	if open || known && v.Body().Lv >= 5 {
		return 2.5
	}
	return -2
}

// movesTo reports whether 改心 by side can move a character of sheet c: its chain holds side
// after where it starts.
func movesTo(c *book.Character, side book.Side) bool {
	return c.Reformable() && slices.Contains(c.Sides[1:], side)
}

// never is the score of a main action it does not want: below any move or pass, however far
// its goals (a way through harm is still better than standing in it for ever).
const never = -100

// boardMain: heal when badly hurt; searchers head for face-down cards and base players for
// their 重要拠点; a party with a likely ally now and then; otherwise pass.
func (b lockeBrain) boardMain(a locke.Action) float64 {
	v := b.v
	bd := v.Body()
	at := v.Board.Pos[v.Seat]
	switch a.Verb {
	case locke.VerbHeal:
		if harm(v, at) > 0 || v.Board.Infected[v.Seat] {
			return never // the cell or the death moss would take it back: better spend the turn
		}
		// With Mend it heals every point as it would badly hurt: a searcher turning cards over
		// meets the 待ち伏せ, the NPCs and the base's fights after them whole.
		if hurt(v) || b.has(Mend) && bd.Dur < bd.MaxDur {
			return 6
		}
		if v.Board.Part == locke.PartPlanet && bd.Dur <= bd.MaxDur-2 {
			return 4.5 // the base players heal when the phase ends; the searchers go in as they are
		}
		if at == locke.Outside {
			return 5.5 // nobody can reach it out there: it goes in whole
		}
		if v.Side() == book.Special && bd.Dur < bd.MaxDur {
			return 4 // a Special wins only alive: it mends whenever it has nothing better
		}
		return never
	case locke.VerbTreat:
		if stanceOf(v, a.A) != ally {
			return never
		}
		if v.Board.Infected[a.A] {
			return 5.5 // the death moss kills a point a turn
		}
		if v.Chars[a.A].Taken >= 2 && !hurt(v) {
			return 2.2
		}
		return never
	case locke.VerbParty:
		return b.partyWanted()
	case locke.VerbIntrude:
		return 5
	case locke.VerbEnter:
		return 5 + b.destScore(a.A)
	case locke.VerbMove, locke.VerbPort:
		if b.strikes(a.A) {
			return 6.5 // an enemy it dares take on stands there: the fight starts after the move
		}
		return 2 + b.destScore(a.A)
	case locke.VerbTele:
		// A teleport helps on a long way within one board; on a planet it never leaves the
		// ring, so only when the planet itself has cards left to turn over.
		if locke.OnPlanet(at) && !planetHasDown(v, at/locke.PlanetCells) {
			return never
		}
		if bd.Lv >= 4 && distance(v, at, b.goals()) > 3 {
			return 2.9 + b.destScore(at)
		}
		return never
	case locke.VerbPass:
		if v.Board.Role[v.Seat] == locke.BasePlayer && v.Side() == book.Evil && guarding(v, at) && !relieved(v, at) && !weary(v) {
			return 6 // its 重要拠点 stands while a base player's character stands on it
		}
		return 1.9 + b.destScore(at)
	}
	return never
}

// destScore values a place to go to: near what this seat is after (goals), 3 on one and less
// the further; a harmful face-up card costs what it may do, and company it does not want costs:
// everyone on a cell fights whatever comes of it (AMB-18 a), and an enemy stronger than its
// side there may start one.
func (b lockeBrain) destScore(place int) float64 {
	v := b.v
	sc := -harm(v, place)
	if c := v.Board.At(place); c != nil && c.Down && b.shelters() {
		sc -= unturnedRisk
	}
	if c := pathCost(v, place, b.goals()); c >= 0 {
		sc += 3 - c
	}
	if place == v.Board.Pos[v.Seat] || weary(v) {
		return sc
	}
	mine, theirs, strangers := b.sidesOn(place)
	switch {
	case theirs > 0 && !b.dares(place, mine, theirs):
		sc -= 2
	case strangers > 0 && v.Board.Role[v.Seat] == locke.Searcher && locke.OnPlanet(place):
		sc -= 0.5
	}
	return sc
}

// dares reports whether this seat would take on enemies of strength theirs on place beside
// allies of strength mine there: when its side would be the stronger, counting a share of
// each side's characters elsewhere (anyone outside a fight may turn out to be there after all,
// 実はそこにいた), and it is not badly hurt; or, fit, at two thirds of their strength when
// nothing is left to do but go through them (a searcher whose last face-down cards are
// guarded by base players).
func (b lockeBrain) dares(place int, mine, theirs float64) bool {
	v := b.v
	if hurt(v) {
		return false
	}
	mine += strength(v, v.Seat) + joinShare*b.reserves(place, ally)
	theirs += joinShare * b.reserves(place, enemy)
	if mine >= theirs {
		return true
	}
	bd := v.Body()
	return bd.Dur >= bd.MaxDur-1 && b.cornered() && 3*mine >= 2*theirs
}

// joinShare is about how much of a character elsewhere comes to a fight: the 実はそこにいた chart
// brings it in one roll in six at once and in seven of twelve by the fourth round.
const joinShare = 0.35

// reserves sums the strength of the living characters of a stance away from place.
func (b lockeBrain) reserves(place int, st stance) float64 {
	v := b.v
	sum := 0.0
	for seat, p := range v.Board.Pos {
		if seat != v.Seat && p != place && v.Chars[seat].Alive && stanceOf(v, seat) == st {
			sum += strength(v, seat)
		}
	}
	return sum
}

// cornered: every goal left is a cell an enemy stands on.
func (b lockeBrain) cornered() bool {
	goals := b.goals()
	if len(goals) == 0 {
		return false
	}
	for place := range goals {
		_, theirs, _ := b.sidesOn(place)
		if theirs == 0 {
			return false
		}
	}
	return true
}

// strikes reports whether it goes to place to fight: an enemy stands there and it dares take
// it on (a Special only its conditions' enemies, whom stanceOf makes its enemies).
func (b lockeBrain) strikes(place int) bool {
	if !locke.InBase(place) && !locke.OnPlanet(place) {
		return false
	}
	mine, theirs, _ := b.sidesOn(place)
	return theirs > 0 && b.dares(place, mine, theirs)
}

// sidesOn sums the strength of the characters on place by this seat's stance: allies, enemies,
// and how many it regards as neither.
func (b lockeBrain) sidesOn(place int) (mine, theirs float64, strangers int) {
	v := b.v
	for seat, p := range v.Board.Pos {
		if seat == v.Seat || p != place || !v.Chars[seat].Alive {
			continue
		}
		switch stanceOf(v, seat) {
		case ally:
			mine += strength(v, seat)
		case enemy:
			theirs += strength(v, seat)
		default:
			strangers++
		}
	}
	return mine, theirs, strangers
}

// goals are the places this seat heads for: a searcher, the face-down cards (else the standing
// 重要拠点); an Evil base player, the 重要拠点 no other base player guards, else its enemies in
// the base; a base player 改心 turned, its enemies there (it turns no card over, 4.6); anyone
// hurt, a face-up card that heals it as well; anyone weary, its enemies.
func (b lockeBrain) goals() map[int]bool {
	v := b.v
	out := map[int]bool{}
	bd := &v.Board
	if weary(v) {
		for seat, at := range bd.Pos {
			if seat != v.Seat && v.Chars[seat].Alive && at >= 0 && at != locke.Outside && stanceOf(v, seat) != ally {
				out[at] = true
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if hurt(v) {
		for place := range healers(v) {
			out[place] = true
		}
	}
	if b.shelters() {
		return out
	}
	if bd.Role[v.Seat] == locke.BasePlayer {
		keys := map[int]bool{}
		for _, pl := range v.Plans {
			if pl.Key() && locke.InBase(pl.Place) && !bd.At(pl.Place).Gone && v.Side() == book.Evil {
				keys[pl.Place] = true
			}
		}
		for k := range keys {
			if !guardedByOther(v, k) {
				out[k] = true
			}
		}
		if len(out) > 0 {
			return out
		}
		// Every 重要拠点 has its guard (or they are not its own): it hunts its enemies.
		for seat, at := range bd.Pos {
			if v.Chars[seat].Alive && locke.InBase(at) && stanceOf(v, seat) == enemy {
				out[at] = true
			}
		}
		if len(out) == 0 {
			return keys
		}
		return out
	}
	base := bd.Part == locke.PartBase
	cells := bd.Cells
	if base {
		cells = bd.Grid
	}
	for i, c := range cells {
		if c.Down {
			out[cellPlace(base, i)] = true
		}
	}
	if len(out) == 0 && base {
		for i, c := range cells {
			if k, ok := locke.BaseCardOf(c.Card); ok && !c.Down && !c.Gone && k.Do == "key" {
				out[cellPlace(base, i)] = true
			}
		}
	}
	return out
}

// shelters reports whether this seat keeps off the unturned cards (Shelter): a Special
// wins by living to the end whichever side wins, and a card turned over may set an NPC or a
// trap on whoever stands there, which killed more Specials than every other cause. So it
// leaves the turning over to the other searchers while one of them lives, heading for nothing
// but a healer when hurt; the last searcher standing turns them over itself, or the planet
// phase, which ends only when they are all turned over (or on three 情報入手), would never end.
// Over 200 heuristic games (seeds of the arena's seed 1) a Special playing so lived to the end
// in 73 % of them where one playing as any searcher lived in 49 %, and won 60 % against
// 38.5 % (docs/PERFORMANCE.md, "超人ロック: the Special's shelter").
func (b lockeBrain) shelters() bool {
	v := b.v
	if !b.has(Shelter) || v.Side() != book.Special || v.Board.Role[v.Seat] != locke.Searcher {
		return false
	}
	for seat, c := range v.Chars {
		if seat != v.Seat && c.Alive && v.Board.Role[seat] == locke.Searcher {
			return true
		}
	}
	return false
}

// unturnedRisk is what a sheltering Special counts against a cell whose card is face down.
const unturnedRisk = 1.5

func cellPlace(base bool, i int) int {
	if base {
		return locke.BasePlace(i/locke.BaseSide, i%locke.BaseSide)
	}
	return i
}

// guardedByOther reports whether another living base player stands on place.
func guardedByOther(v *locke.View, place int) bool {
	for seat, p := range v.Board.Pos {
		if seat != v.Seat && p == place && v.Chars[seat].Alive && v.Board.Role[seat] == locke.BasePlayer {
			return true
		}
	}
	return false
}

// relieved: another base player guards place too, and of two guards the one of the lower
// seat stays.
func relieved(v *locke.View, place int) bool {
	for seat, p := range v.Board.Pos {
		if seat < v.Seat && p == place && v.Chars[seat].Alive && v.Board.Role[seat] == locke.BasePlayer {
			return true
		}
	}
	return false
}

// healers are the face-up cards that would mend this seat: a heal card it feels (a base player
// feels only those printed for all characters, 4.6).
func healers(v *locke.View) map[int]bool {
	out := map[int]bool{}
	base := v.Board.Role[v.Seat] == locke.BasePlayer
	for i, c := range v.Board.Grid {
		if k, ok := locke.BaseCardOf(c.Card); ok && !c.Down && k.Do == "heal" && (!base || k.All) {
			out[cellPlace(true, i)] = true
		}
	}
	if base {
		return out
	}
	for i, c := range v.Board.Cells {
		if k, ok := locke.PlanetCardOf(c.Card); ok && !c.Down && k.Do == "heal" {
			out[i] = true
		}
	}
	return out
}

// stepCost is what one move costs on the way to a goal: the move, and the harm of the cell it
// stops on.
const stepCost = 0.7

// pathCost is the cheapest way from place to a goal, each move costing stepCost and the harm
// of the cell it ends on (a way round a fight is worth a move or two, a way through one is
// still a way), -1 when no goal can be reached.
func pathCost(v *locke.View, place int, goal map[int]bool) float64 {
	if len(goal) == 0 || place < 0 || place == locke.Outside {
		return -1
	}
	cost := map[int]float64{place: 0}
	done := map[int]bool{}
	for {
		at, best := -1, 0.0
		for p, c := range cost {
			if !done[p] && (at < 0 || c < best || c == best && p < at) {
				at, best = p, c
			}
		}
		if at < 0 {
			return -1
		}
		if goal[at] {
			return best
		}
		done[at] = true
		steps := locke.Neighbours(at)
		if locke.Spaceport(at) {
			for p := range v.Board.Planets {
				steps = append(steps, locke.PlanetPlace(p, 0))
			}
		}
		for _, n := range steps {
			c := best + stepCost + harm(v, n)
			if old, ok := cost[n]; !done[n] && (!ok || c < old) {
				cost[n] = c
			}
		}
	}
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

// harmVerbs are the face-up cards that act again on every visit to the visitor's cost, by how
// much it would rather not stand there: a black hole kills, a fight may.
var harmVerbs = map[string]float64{"blackhole": 10, "battle": 2, "npc": 2, "trap": 1.5, "arrest": 1.5, "damage": 1,
	"illusion": 0.7, "teleport_random": 0.3, "whitehole": 0.3}

// harm is what a face-up card at place would cost whoever ends a turn on it (a base player
// feels only the base cards printed for all characters, 4.6).
func harm(v *locke.View, place int) float64 {
	c := v.Board.At(place)
	if c == nil || c.Down || c.Card < 0 || c.Gone {
		return 0
	}
	if locke.OnPlanet(place) {
		k, ok := locke.PlanetCardOf(c.Card)
		if !ok {
			return 0
		}
		return harmVerbs[k.Do]
	}
	k, ok := locke.BaseCardOf(c.Card)
	if !ok || v.Board.Role[v.Seat] == locke.BasePlayer && !k.All {
		return 0
	}
	return harmVerbs[k.Do]
}

// planetHasDown reports whether planet p has cards left to turn over.
func planetHasDown(v *locke.View, p int) bool {
	for i := range locke.PlanetCells {
		if c := v.Board.At(p*locke.PlanetCells + i); c != nil && c.Down {
			return true
		}
	}
	return false
}

// wantsBattle decides the combat-start phase: fight an enemy on the cell when its side there
// is at least as strong (a twin leaves no choice: the rules offer only the fight); a weary
// player fights anyone not its ally.
func (b lockeBrain) wantsBattle() bool {
	v := b.v
	at := v.Board.Pos[v.Seat]
	if weary(v) {
		for seat, p := range v.Board.Pos {
			if seat != v.Seat && p == at && v.Chars[seat].Alive && stanceOf(v, seat) != ally {
				return true
			}
		}
	}
	mine, theirs, _ := b.sidesOn(at)
	return theirs > 0 && b.dares(at, mine, theirs)
}

// partyWanted rates proposing a party: now and then, to a likely ally on the cell (its side
// shown or known, no twin: the rules offer only those), never by a Special, whose ends are its
// own. Searchers in a party share their 情報入手 and move and fight as one.
func (b lockeBrain) partyWanted() float64 {
	v := b.v
	if v.Side() == book.Special || b.whim >= partyShare || len(b.likelyAllies()) == 0 {
		return never
	}
	return 5.5
}

// partyShare is how often (in a hundred) it proposes a party when it may: now and then, so a
// refusal does not hold it in place.
const partyShare = 30

// likelyAllies are the characters on this seat's cell it would lead: allies by what it knows,
// in no party, not wearing its silhouette.
func (b lockeBrain) likelyAllies() []int {
	v := b.v
	var out []int
	at := v.Board.Pos[v.Seat]
	for seat, p := range v.Board.Pos {
		if seat == v.Seat || p != at || !v.Chars[seat].Alive || v.Board.Leader[seat] >= 0 {
			continue
		}
		if v.Chars[seat].Silhouette != v.Chars[v.Seat].Silhouette && sideStance(v, seat, false) == ally && stanceOf(v, seat) == ally {
			out = append(out, seat)
		}
	}
	return out
}

// invite names the likely allies, then proposes; back when there are none.
func (b lockeBrain) invite(a locke.Action) float64 {
	switch a.Verb {
	case locke.VerbInvite:
		if slices.Contains(b.likelyAllies(), a.A) {
			return 3
		}
		return -2
	case locke.VerbPropose:
		return 2
	}
	return 1 // back
}

// acceptsParty answers an invitation: yes from a likely ally (the proposer is the turn
// player), unless it is a Special, or would give up its own turns while badly hurt.
func (b lockeBrain) acceptsParty() bool {
	v := b.v
	lead := v.Board.Turn
	if v.Side() == book.Special || lead < 0 || lead >= len(v.Chars) {
		return false
	}
	return sideStance(v, lead, false) == ally && stanceOf(v, lead) == ally
}

// peek chooses whose sheet to look at: the living first, those it takes for allies first
// among them (a disguised enemy at its side does the most harm), then the strangers.
func (b lockeBrain) peek(seat int) float64 {
	v := b.v
	if seat < 0 || seat >= len(v.Chars) {
		return 0
	}
	sc := 0.0
	if v.Chars[seat].Alive {
		sc += 2
	}
	switch stanceOf(v, seat) {
	case ally:
		sc += 1
	case neutral:
		sc += 0.5
	}
	return sc
}
