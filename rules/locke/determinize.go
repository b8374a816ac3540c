package locke

import (
	"slices"
	"strconv"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// What no seat of a view may see is dealt afresh consistently with what the table saw: the
// sheets of the seats with hidden sheets (each one fitting every value its seat declared and
// every ability it was seen to use), their ability cards, their hands (the cards a jammer sent
// back stay, since everyone saw them), the deck, the face-down discards and the espers' hands.

// Determinize implements engine.Game.
func (combatGame) Determinize(rng *engine.RNG, views ...engine.View) engine.State {
	if len(views) == 0 {
		panic("locke: Determinize needs a view")
	}
	first, ok := views[0].(*View)
	if !ok {
		panic("locke: Determinize needs a *locke.View")
	}
	s := &State{Core: engine.NewCore(rng.Uint64()), Secrets: engine.NewSecrets[Public, Private, Hidden](first.Seats)}
	s.Public = engine.Copy(first.Public)
	keep := make([]bool, first.Seats)
	for _, ev := range views {
		v := ev.(*View)
		if v.Seat >= 0 && v.Seat < len(keep) {
			keep[v.Seat] = true
			s.Private[v.Seat] = engine.Copy(v.Private)
		}
	}
	s.Hidden.Espers = map[int][]int{}
	for i, f := range s.Public.Fight.Fighters {
		if f.Kind == Esper && !f.Out {
			s.Hidden.Espers[i] = nil
		}
	}
	// The ability cards and the sheets together must cover every ability a seat was seen to
	// use: deal the cards again while no sheets fit them (at last, any sheets).
	for try := 0; try < 8; try++ {
		s.dealItems(rng, keep)
		if s.dealSheets(rng, keep, true, try == 7) {
			break
		}
	}
	s.dealCards(rng, keep, true)
	return s
}

// Redeal implements engine.State: the sheets, ability cards and hands of the seats outside
// keep are dealt afresh among themselves; the deck, the face-down discards and the espers'
// hands keep their cards and order (the rules draw from them).
func (s *State) Redeal(rng *engine.RNG, keep ...int) engine.State {
	c := s.Clone().(*State)
	kept := make([]bool, s.Public.Seats)
	for _, k := range keep {
		if k >= 0 && k < len(kept) {
			kept[k] = true
		}
	}
	c.dealSheets(rng, kept, false, true)
	c.dealCards(rng, kept, false)
	c.redealSetup(rng, kept)
	return c
}

// dealSheets gives every seat outside keep whose sheet is hidden a sheet that fits what it
// showed, from the sheets no kept seat knows: a random fitting assignment when one is found
// in a few tries, else, when last is set, the sheets as they are (Redeal) or any sheets (a
// fresh deal). It reports whether the sheets fit. The continuation answers of those seats are
// shuffled among them, so whether anyone is willing stays as it was.
func (s *State) dealSheets(rng *engine.RNG, keep []bool, fresh, last bool) bool {
	p := &s.Public
	if !fresh && s.reading() {
		return true // a 接触テレパス is about to show a sheet: twins keep them all
	}
	known := map[string]bool{}
	var open []int
	for seat, c := range p.Chars {
		switch {
		case c.Sheet != "":
			known[c.Sheet] = true
		case keep[seat]:
			known[s.Private[seat].Sheet] = true
		default:
			open = append(open, seat)
		}
	}
	for seat, k := range keep {
		if !k {
			continue
		}
		for _, id := range s.Private[seat].Known {
			known[id] = true
		}
	}
	// Seats a kept seat has read (接触テレパス) keep their sheets. Twins (Redeal) also keep
	// those of a seat in the middle of an action it chose (its ability is on its sheet), of
	// the two sides of the attack under way (their declarations stand on their sheets), and
	// of a seat 改心 touched; a fresh deal knows nothing of those but what fits deals.
	h := &p.Fight.Hit
	open = slices.DeleteFunc(open, func(seat int) bool {
		if f := p.Chars[seat].Fighter; !fresh && h.On && f >= 0 && (f == h.By || f == h.Target) {
			return true
		}
		if m := &s.Private[seat]; m.Pending.Verb != VerbNone || m.Align > 0 || len(m.Flags) > 0 {
			return true
		}
		for v, k := range keep {
			if k && s.Private[v].Known[seat] != "" {
				return true
			}
		}
		return false
	})
	var pool []string
	if fresh {
		// A fresh state starts with no private part outside keep: the sheets the views know
		// (open ones, and those a kept seat read) go to their seats.
		for seat, c := range p.Chars {
			if keep[seat] || slices.Contains(open, seat) {
				continue
			}
			id := c.Sheet
			for v, k := range keep {
				if k && id == "" {
					id = s.Private[v].Known[seat]
				}
			}
			s.Private[seat].Sheet = id
			s.Private[seat].Body = c.Taken
			s.Private[seat].Suits = make([]int, len(book.CharacterByID(id).Abilities))
			s.onSuit(seat)
		}
		for _, id := range normalSheets() {
			if !known[id] {
				pool = append(pool, id)
			}
		}
	} else {
		for _, seat := range open {
			pool = append(pool, s.Private[seat].Sheet)
		}
	}
	var pick []string
	for range 20 {
		from := pool
		if fresh && s.whole() {
			from = s.compositionPool(rng, open, pool)
		}
		pick = s.fitting(rng, open, from, !fresh)
		if pick != nil {
			break
		}
	}
	if pick == nil && fresh && s.whole() {
		// No draw of the role table (4.1) fitted: what the seats showed outweighs the table's
		// counts, so sheets that fit it, from the whole pool, before any sheets at all.
		pick = s.fitting(rng, open, pool, false)
	}
	fit := pick != nil
	switch {
	case fit:
	case !last:
		return false
	case !fresh:
		return false
	default:
		pick = slices.Clone(pool[:len(open)]) // nothing fits: any sheets
	}
	// The secret answers of the window under way are shuffled among the open seats out of
	// it: those that gave theirs, or were never asked (none); one still to answer has none.
	var answered, answers []int
	for _, seat := range open {
		if !slices.Contains(p.Ask.Seats, seat) {
			answered = append(answered, seat)
			answers = append(answers, s.Private[seat].Willing)
		}
	}
	rng.Shuffle(len(answers), func(i, j int) { answers[i], answers[j] = answers[j], answers[i] })
	for i, seat := range answered {
		s.Private[seat].Willing = answers[i]
	}
	inUse := map[string]bool{}
	for i, seat := range open {
		m := &s.Private[seat]
		m.Sheet = pick[i]
		m.Body = p.Chars[seat].Taken
		m.Suits = make([]int, len(book.CharacterByID(pick[i]).Abilities))
		m.Credit = 0
		s.onSuit(seat)
		inUse[pick[i]] = true
	}
	if fresh {
		s.Hidden.Pool = nil
		for _, id := range pool {
			if !inUse[id] {
				s.Hidden.Pool = append(s.Hidden.Pool, id)
			}
		}
	}
	return fit
}

// onSuit puts on a suit the damage a living seat took beyond what its dealt sheet's body
// holds: all of it counts on the table (a hit that breaks a suit counts whole), so it must
// have gone there (fits deals such a sheet only with a suit). The body keeps 1 耐久力.
func (s *State) onSuit(seat int) {
	m := &s.Private[seat]
	if !s.Public.Chars[seat].Alive {
		return
	}
	excess := m.Body - (s.bodyOf(seat).MaxDur - 1)
	if excess <= 0 {
		return
	}
	for i, ab := range book.CharacterByID(m.Sheet).Abilities {
		if ab.Effect == book.Suit {
			m.Suits[i] = min(excess, ab.X)
			m.Body -= excess
			return
		}
	}
}

// fitting draws one sheet per open seat from pool, each fitting its seat, by a randomised
// search that backtracks (the most constrained seats first); nil when none is found within its
// budget. Twins (same) also keep what a sheet will show by itself when its character enters a
// fight later: its hand limit.
func (s *State) fitting(rng *engine.RNG, open []int, pool []string, same bool) []string {
	cands := make([][]int, len(open))
	for i, seat := range open {
		for j, id := range pool {
			if s.fits(seat, id) && (!same || extraCards(id) == extraCards(s.Private[seat].Sheet)) {
				cands[i] = append(cands[i], j)
			}
		}
		rng.Shuffle(len(cands[i]), func(a, b int) { cands[i][a], cands[i][b] = cands[i][b], cands[i][a] })
	}
	order := make([]int, len(open))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(cands[a]) - len(cands[b]) })
	used := make([]bool, len(pool))
	out := make([]string, len(open))
	budget := 5000
	var place func(k int) bool
	place = func(k int) bool {
		if k == len(order) {
			return true
		}
		i := order[k]
		for _, j := range cands[i] {
			if budget--; budget < 0 {
				return false
			}
			if used[j] {
				continue
			}
			used[j], out[i] = true, pool[j]
			if place(k + 1) {
				return true
			}
			used[j] = false
		}
		return false
	}
	if !place(0) {
		return nil
	}
	return out
}

// fits reports whether sheet id agrees with everything seat showed: alive with the damage it
// took, every declared value within reach when it was declared, every ability it was seen to
// use on the sheet or among its ability cards.
func (s *State) fits(seat int, id string) bool {
	sh := book.CharacterByID(id)
	c := &s.Public.Chars[seat]
	suits := 0
	// What its boosts may add: a [常動] one always, a used one (secret: it is not declared)
	// whenever the seat was seen to use a boost.
	mods := c.Mods
	usedBoost := slices.ContainsFunc(c.Needs, func(n Need) bool { return n.Effect == book.Boost })
	for _, ab := range sh.Abilities {
		switch {
		case ab.Effect == book.Suit:
			suits += ab.X
		case ab.Effect == book.Boost && (ab.Steady || usedBoost) && ab.N > 0:
			addStat(&mods, ab.Stat, ab.N)
		}
	}
	if usedBoost {
		cards := book.AbilityCards()
		for _, k := range s.Private[seat].Items {
			if ab := cards[k].Ability; ab.Effect == book.Boost && ab.N > 0 {
				addStat(&mods, ab.Stat, ab.N)
			}
		}
	}
	maxDur := sh.Stats.Dur + mods.Dur
	// A hit that breaks a suit counts whole on the table though the suit stops it all, so with
	// a suit any damage taken may have left the body standing.
	if c.Alive && suits == 0 && c.Taken >= maxDur {
		return false
	}
	lv, maxPw := Levels(sh.Stats.Lv+mods.Lv, sh.Stats.Pw+mods.Pw)
	for _, cl := range c.Claims {
		switch cl.Stat {
		case book.Lv:
			// A rise of the maximum while nothing remained may have credited power back
			// (3.1): at most the public rise.
			if Effective(lv, min(max(maxPw-cl.Spent, 0)+max(c.Mods.Pw, 0), maxPw)) < cl.Value {
				return false
			}
		case book.Mind:
			if sh.Stats.Mind+mods.Mind-cl.Lost < cl.Value {
				return false
			}
		case book.Dur:
			// With a suit, the damage counted may have gone to it, beyond what it held (see
			// above): only the sheet's whole 耐久力 and suits bound the claim.
			if suits == 0 && maxDur-cl.Taken < cl.Value || suits > 0 && maxDur+suits < cl.Value {
				return false
			}
		}
	}
	if f := c.Fighter; f >= 0 && s.Public.Fight.Fighters[f].Limit > 0 {
		// The hand limit is on the table.
		fi := &s.Public.Fight.Fighters[f]
		if 7+fi.Minions+extraCards(id) != fi.Limit {
			return false
		}
	}
	for _, need := range c.Needs {
		if !hasAbility(sh, append(slices.Clone(s.Private[seat].Items), c.Gone...), need) {
			return false
		}
	}
	return s.holdsShownRefs(seat, id)
}

// holdsShownRefs reports whether sheet id holds every ability of its own the table saw seat's
// character use by number: its stand-in fighting now (a fighter's ProxyRef is public, and its
// attack is asked by that number), the stand-ins it damaged or lost. An ability card's
// numbers are the item deal's to fit, not the sheet's.
func (s *State) holdsShownRefs(seat int, id string) bool {
	c := &s.Public.Chars[seat]
	k := index().sheets.find(id)
	has := func(ref int) bool {
		if isItemRef(ref) {
			return true
		}
		return k >= 0 && slices.ContainsFunc(index().sheetAbilities[k], func(h heldAbility) bool { return h.ref == ref })
	}
	if f := c.Fighter; f >= 0 && f < len(s.Public.Fight.Fighters) {
		if fi := &s.Public.Fight.Fighters[f]; fi.Proxy > 0 && !has(fi.ProxyRef) {
			return false
		}
	}
	for key := range c.ProxyDmg {
		if ref, err := strconv.Atoi(key); err == nil && !has(ref) {
			return false
		}
	}
	for _, ref := range c.Broken {
		if !has(ref) {
			return false
		}
	}
	return true
}

// isItemRef reports whether ref is an ability card's ability number.
func isItemRef(ref int) bool {
	return slices.ContainsFunc(index().itemAbilities, func(h heldAbility) bool { return h.ref == ref })
}

// Need is an ability a seat was seen to use: an effect kind of at least a level.
type Need struct {
	Effect book.EffectKind
	Level  int
}

func hasAbility(sh *book.Character, items []int, n Need) bool {
	for i := range sh.Abilities {
		if meets(&sh.Abilities[i], n) {
			return true
		}
	}
	cards := book.AbilityCards()
	for _, k := range items {
		if meets(&cards[k].Ability, n) {
			return true
		}
	}
	return false
}

// meets reports whether ability ab is one a seat was seen to use.
func meets(ab *book.Ability, n Need) bool {
	return ab.Effect == n.Effect && max(ab.Level, ab.X, ab.N) >= n.Level
}

// dealCards deals the hands of the seats outside keep (their jammed cards stay) and, when
// fresh, the deck, the face-down discards, the espers' hands and the unseen ability cards.
func (s *State) dealCards(rng *engine.RNG, keep []bool, fresh bool) {
	p := &s.Public
	seen := make([]bool, len(book.CCards()))
	for _, c := range p.Fight.Discard {
		seen[c] = true
	}
	for seat, k := range keep {
		if k {
			for _, c := range s.Private[seat].Hand {
				seen[c] = true
			}
		}
	}
	// Cards that stay in their hands: those a jammer sent back (everyone saw them), and the
	// card a seat chose and has not aimed yet.
	lockedOf := map[int][]int{}
	for i, f := range p.Fight.Fighters {
		if f.Kind == PC && !keep[f.Seat] && !f.Out && p.Chars[f.Seat].Fighter == i {
			stay := slices.Clone(f.Locked)
			if pd := s.Private[f.Seat].Pending; pendingCard(pd.Verb) && !slices.Contains(stay, pd.A) {
				stay = append(stay, pd.A)
			}
			lockedOf[f.Seat] = stay
			for _, c := range stay {
				seen[c] = true
			}
		}
	}
	var pool []int
	if fresh {
		for c := range book.CCards() {
			if !seen[c] {
				pool = append(pool, c)
			}
		}
	} else {
		for seat, k := range keep {
			if k {
				continue
			}
			for _, c := range s.Private[seat].Hand {
				if !slices.Contains(lockedOf[seat], c) {
					pool = append(pool, c)
				}
			}
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	take := func(n int) []int {
		n = min(n, len(pool))
		out := slices.Clone(pool[:n])
		pool = pool[n:]
		return out
	}
	for seat, k := range keep {
		if k {
			continue
		}
		size := len(s.Private[seat].Hand)
		if fresh {
			size = 0
			if f := p.Chars[seat].Fighter; f >= 0 {
				size = p.Fight.Fighters[f].HandCount
			}
		}
		locked := lockedOf[seat]
		s.Private[seat].Hand = append(slices.Clone(locked), take(max(size-len(locked), 0))...)
	}
	if !fresh {
		return
	}
	for f := range s.Hidden.Espers {
		s.Hidden.Espers[f] = take(p.Fight.Fighters[f].HandCount)
	}
	s.Hidden.Down = take(p.Fight.Downs)
	s.Hidden.Deck = pool
}

// dealItems gives the seats outside keep ability cards to their public counts from those no
// kept seat holds.
func (s *State) dealItems(rng *engine.RNG, keep []bool) {
	var pool []int
	held := map[int]int{}
	for seat, k := range keep {
		if k {
			for _, i := range s.Private[seat].Items {
				held[i]++
			}
		} else {
			for _, i := range s.Public.Chars[seat].Up {
				held[i]++ // face up: everyone knows it holds them
			}
		}
	}
	for i, c := range book.AbilityCards() {
		for range c.Count - held[i] {
			pool = append(pool, i)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	cards := book.AbilityCards()
	for seat, k := range keep {
		if k {
			continue
		}
		// A seat seen using abilities draws, one time in two, a card that has one of them:
		// otherwise few deals would let a sheet and its cards cover them together.
		needs := s.Public.Chars[seat].Needs
		got := slices.Clone(s.Public.Chars[seat].Up)
		for range min(s.Public.Chars[seat].Items-len(got), len(pool)) {
			at := 0
			if len(needs) > 0 && rng.IntN(2) == 0 {
				if i := slices.IndexFunc(pool, func(c int) bool {
					return slices.ContainsFunc(needs, func(n Need) bool { return meets(&cards[c].Ability, n) })
				}); i >= 0 {
					at = i
				}
			}
			got = append(got, pool[at])
			pool = slices.Delete(pool, at, at+1)
		}
		s.Private[seat].Items = got
	}
}

// pendingCard reports whether a pending main action of this verb names a hand card.
func pendingCard(verb Verb) bool {
	switch verb {
	case VerbAttack, VerbIllusion, VerbTelepath, VerbWild:
		return true
	}
	return false
}

// extraCards is how many Cカード a sheet adds to the hand limit.
func extraCards(id string) int {
	n := 0
	for _, ab := range book.CharacterByID(id).Abilities {
		if ab.Effect == book.ExtraCards {
			n += ab.N
		}
	}
	return n
}

// reading reports whether a 接触テレパス is chosen or under way.
func (s *State) reading() bool {
	if u := s.Public.Fight.Use; u.On && u.Kind == UseTelepath || s.Public.Ask.Kind == AskPeek {
		return true
	}
	for _, m := range s.Private {
		if pd := m.Pending; pd.Verb == VerbTelepath || pd.Verb == VerbWild {
			return true
		}
	}
	return false
}
