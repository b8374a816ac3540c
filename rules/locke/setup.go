package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The set-up (4.1): the characters by the role table, 拒否 and 直前拒否 (option season), a trump
// each and the silhouettes chosen face down and shown together, then the balance of searchers
// and base players. Then the planet phase is laid out (planet.go).
//
// Every question here is a window of the set-up's own (AskSetup): its answers stay each seat's
// secret (Private.Choice.Answer) until the last one is in, and who is asked never depends on
// a hidden card: everyone for 拒否 and the first choice, the larger side (public, from the
// silhouettes) for the balancing.

// SetupStage is the step of the set-up under way.
type SetupStage uint8

const (
	SetupDeal     SetupStage = iota + 1 // the sheets are dealt (again)
	SetupRefuse                         // window: 拒否 / 直前拒否, or keep the sheet
	SetupTrumps                         // a trump to every seat
	SetupChoose                         // window: every seat chooses its silhouette face down
	SetupBalance                        // the searchers and base players are counted
	SetupChange                         // window: the larger side keeps or changes its silhouette
	SetupRechoose                       // window: the larger side chooses again with new trumps
	SetupForce                          // one seat of the larger side must cross over (DESIGN)
	SetupDone
)

// setupRedeals is how many times the larger side is dealt trumps again before the rules make
// it cross over seat by seat (DESIGN: 4.1 repeats "until the counts hold", and players who
// keep their silhouettes could repeat it for ever).
const setupRedeals = 3

// SetupBoard is the set-up's public part.
type SetupBoard struct {
	Stage SetupStage
	// Asked are the seats of the window under way, in seat order; those that answered have
	// left Ask.Seats, and their answers are revealed together when the last one is in.
	Asked   []int
	Refused []bool // per seat: it declared its one 拒否 of the game
	Deals   int    // sheet deals so far (1, then one more per round with a 拒否 or 直前拒否)
	Holders []int  // the seats holding a trump now
	Changed bool   // the larger side was offered its change (the balancing's first step)
	Redeals int    // trump deals to the larger side so far
}

// SetupSecrets are the set-up's hidden parts.
type SetupSecrets struct {
	Trumps []int // the trumps nobody holds
}

// SetupChoice is a seat's secret part of the set-up.
type SetupChoice struct {
	// Trump is the trump it holds: 1..10 black ace to 10, 11..20 red ace to 10; 0 none. All
	// 20 go back after the set-up (they are the combat's initiative deck).
	Trump int
	// Answer is its answer in the window under way (VerbNone: none yet), secret until the
	// window closes.
	Answer Action
	// Refused is the sheet it declared 拒否 on: the one it may 直前拒否 whenever dealt it again.
	Refused string
}

// Message keys of the set-up.
const (
	MsgSheetsDealt = "locke.log.sheetsdealt" // int: the deal's number (1 the first)
	MsgRefusal     = "locke.log.refusal"     // SeatRef, int 1 拒否 / 2 直前拒否
	MsgTrumpsDealt = "locke.log.trumpsdealt" // int: how many seats were dealt one
	MsgTrump       = "locke.log.trump"       // int: the trump (1..20), to its holder alone
	MsgSilhouette  = "locke.log.silhouette"  // SeatRef, SilhouetteTerm: the silhouette it wears now
	MsgNoCopy      = "locke.log.nocopy"      // SeatRef, SilhouetteTerm: the silhouette it chose has no copy left
	MsgBalance     = "locke.log.balance"     // int searchers, int base players, int Evil sheets
	MsgCrossOver   = "locke.log.crossover"   // SeatRef: must wear a silhouette of the smaller side
)

// roleTable is the table of 4.1: per player count, the (L), (G), (E) and (S) characters dealt.
var roleTable = map[int][4]int{
	5: {1, 1, 2, 1}, 6: {1, 1, 2, 2}, 7: {1, 2, 3, 1}, 8: {1, 2, 3, 2},
	9: {1, 2, 3, 3}, 10: {1, 3, 4, 2}, 11: {1, 3, 4, 3},
}

// Roles is the role table of 4.1: how many (L), (G), (E) and (S) characters a table of n deals
// (all 0 outside 5–11).
func Roles(n int) (l, g, e, sp int) {
	r := roleTable[n]
	return r[0], r[1], r[2], r[3]
}

// trumpRank is a trump's number: 1 for an ace .. 10; 0 for none.
func trumpRank(t int) int {
	if t <= 0 {
		return 0
	}
	return (t-1)%10 + 1
}

// setupStep runs one step of the set-up (st.N its stage; 0 is the first deal).
func (s *State) setupStep(st Step) {
	switch SetupStage(st.N) {
	case 0, SetupDeal:
		s.setupDeal()
	case SetupTrumps:
		s.setupDealTrumps(seatList(s.Public.Seats))
		s.setupWindow(SetupChoose, seatList(s.Public.Seats))
	case SetupBalance:
		s.setupBalance()
	}
}

func seatList(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func (s *State) setupNext(stage SetupStage) {
	s.Public.Board.Steps.Now(Step{Kind: sSetup, N: int(stage)})
}

// setupDeal deals every seat a sheet face down: one (L) sheet, then (G), (E) and (S) sheets
// by their starting alignment (a slash sheet counts as its leftmost), as many as the role
// table says, at random; the other normal sheets are the deck (Hidden.Pool). With the season
// option, the 拒否 window follows.
func (s *State) setupDeal() {
	p := &s.Public
	su := &p.Board.Setup
	n := p.Seats
	if su.Refused == nil {
		su.Refused = make([]bool, n)
	}
	su.Deals++
	need := tableNeeds(n)
	ids := normalSheets()
	s.RNG.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	var dealt []string
	for _, id := range ids {
		if c := category(id); need[c] > 0 {
			need[c]--
			dealt = append(dealt, id)
		}
	}
	s.RNG.Shuffle(len(dealt), func(i, j int) { dealt[i], dealt[j] = dealt[j], dealt[i] })
	s.Hidden.Pool = nil
	for _, id := range normalSheets() {
		if !slices.Contains(dealt, id) {
			s.Hidden.Pool = append(s.Hidden.Pool, id)
		}
	}
	s.log(MsgSheetsDealt, su.Deals)
	for seat := range n {
		m := &s.Private[seat]
		m.Sheet = dealt[seat]
		m.Suits = make([]int, len(book.CharacterByID(dealt[seat]).Abilities))
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: SheetRef(dealt[seat]),
				To: engine.SeatZone("sheet", seat), Face: engine.Only(seat)})
		}
	}
	if p.Options[OptSeason] == On {
		s.setupWindow(SetupRefuse, seatList(n))
		return
	}
	s.setupNext(SetupTrumps)
}

// setupDealTrumps gathers the 20 trumps, shuffles them and deals one to each of seats (4.1;
// a deal to the larger side reshuffles all 20, AMB-28 a). Each holder alone sees its card.
func (s *State) setupDealTrumps(seats []int) {
	su := &s.Public.Board.Setup
	deck := seatList(20)
	for i := range deck {
		deck[i]++
	}
	s.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for seat := range s.Private {
		s.Private[seat].Choice.Trump = 0
	}
	for _, seat := range seats {
		s.Private[seat].Choice.Trump, deck = deck[len(deck)-1], deck[:len(deck)-1]
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMessage, Seat: seat, Audience: engine.Only(seat),
				Msg: engine.M(MsgTrump, s.Private[seat].Choice.Trump)})
		}
	}
	s.Hidden.Setup.Trumps = deck
	su.Holders = slices.Clone(seats)
	s.log(MsgTrumpsDealt, len(seats))
}

// setupWindow asks seats a question of the set-up, all at once, answers kept secret.
func (s *State) setupWindow(stage SetupStage, seats []int) {
	su := &s.Public.Board.Setup
	su.Stage = stage
	su.Asked = slices.Clone(seats)
	for _, seat := range seats {
		s.Private[seat].Choice.Answer = Action{}
	}
	s.ask(Ask{Kind: AskSetup, Seats: slices.Clone(seats), Seat: -1, Fighter: -1})
}

// setupLegal gives add seat's answers to the set-up's question. They depend on the public
// table and on what seat alone knows (its sheet, its trump, the sheet it refused).
func (s *State) setupLegal(seat int, add func(Action)) {
	su := &s.Public.Board.Setup
	if su.Stage != SetupRefuse {
		s.setupSilhouettes(seat, add)
		return
	}
	add(Action{Verb: VerbKeep})
	m := &s.Private[seat]
	if !su.Refused[seat] {
		add(Action{Verb: VerbRefuse})
	}
	if m.Choice.Refused != "" && m.Choice.Refused == m.Sheet {
		add(Action{Verb: VerbRecent})
	}
}

// setupOptions are setupLegal's answers in a list.
func (s *State) setupOptions(seat int) []Action {
	var out []Action
	s.setupLegal(seat, func(a Action) { out = append(out, a) })
	return out
}

// setupSilhouettes gives add the silhouettes seat may choose now ("sil" with the index into
// book.Silhouettes()), and "keep" where it may keep the one it wears.
//
// Copies are counted against what everyone else wears now (public): a window's answers are
// secret, so two seats may pick the last copies of one name at once; the reveal settles that
// (setupReveal). The trump restricts the choice (4.1): an ace to the silhouette of the sheet's
// own name (AMB-27 a: the sheet's own silhouette ID), a 10 to the sheet's alignment (AMB-27 a:
// its current, so leftmost, alignment); when no silhouette the trump allows has a copy left,
// the restriction lapses (DESIGN: a real table would find the card gone too).
func (s *State) setupSilhouettes(seat int, add func(Action)) {
	p := &s.Public
	su := &p.Board.Setup
	sils := book.Silhouettes()
	var wornRoom, fitRoom, freeRoom [32]int // as many as the book's silhouettes on the stack
	worn := s.setupWorn(wornRoom[:0], seat)
	cur := p.Chars[seat].Silhouette
	fit, free := fitRoom[:0], freeRoom[:0]
	for i := range sils {
		if !s.setupFree(seat, i, worn) {
			continue
		}
		free = append(free, i)
		if s.trumpAllows(seat, &sils[i]) {
			fit = append(fit, i)
		}
	}
	keep := false
	switch su.Stage {
	case SetupChoose, SetupForce:
		if len(fit) == 0 {
			fit = free
		}
	case SetupChange:
		keep = true // 変更することができます: keeping is always allowed
	case SetupRechoose:
		// A new trump: keep only what it allows (変更の必要が無い場合), or when nothing it
		// allows is left.
		keep = len(fit) == 0 || (cur != "" && s.trumpAllows(seat, silhouette(cur)))
	}
	if keep {
		add(Action{Verb: VerbKeep})
	}
	for _, i := range fit {
		add(Action{Verb: VerbSil, A: i})
	}
}

// setupWorn appends to dst how many of the others wear each silhouette, by its index.
func (s *State) setupWorn(dst []int, seat int) []int {
	dst = append(dst, make([]int, len(book.Silhouettes()))...)
	for t, c := range s.Public.Chars {
		if i, ok := index().silhouettes[c.Silhouette]; ok && t != seat {
			dst[i]++
		}
	}
	return dst
}

// setupFree reports whether silhouette i is free for seat (worn: setupWorn): a copy left, not
// the one it wears, and of the smaller side when forced.
func (s *State) setupFree(seat, i int, worn []int) bool {
	sl := &book.Silhouettes()[i]
	if sl.ID == s.Public.Chars[seat].Silhouette || worn[i] >= sl.Copies {
		return false
	}
	return s.Public.Board.Setup.Stage != SetupForce || s.setupSmaller(sl.Side)
}

// trumpAllows reports whether seat's trump lets it wear sl (4.1).
func (s *State) trumpAllows(seat int, sl *book.Silhouette) bool {
	switch trumpRank(s.Private[seat].Choice.Trump) {
	case 1:
		sh := book.CharacterByID(s.Private[seat].Sheet)
		return sh != nil && sl.ID == sh.Silhouette
	case 10:
		return sl.Side == s.side(seat)
	}
	return true
}

func (s *State) setupAnswer(seat int, a Action) {
	p := &s.Public
	su := &p.Board.Setup
	if su.Stage == SetupForce {
		p.Ask = Ask{}
		s.setupWear(seat, book.Silhouettes()[a.A].ID)
		s.setupNext(SetupBalance)
		return
	}
	s.Private[seat].Choice.Answer = a
	s.leaveWindow(seat)
	if p.Ask.Kind == AskNone {
		s.setupReveal()
	}
}

func (s *State) setupWear(seat int, id string) {
	s.Public.Chars[seat].Silhouette = id
	s.log(MsgSilhouette, engine.SeatRef(seat), SilhouetteTerm(id))
}

// setupReveal shows the window's answers together. 拒否 or 直前拒否 from anyone deals every
// sheet again. Silhouettes go on in seat order; when more seats chose a name than it has
// copies left, the later seats in seat order keep what they wore and are asked again
// (DESIGN), and the balance is checked once every seat has its silhouette.
func (s *State) setupReveal() {
	p := &s.Public
	su := &p.Board.Setup
	asked := su.Asked
	su.Asked = nil
	if su.Stage == SetupRefuse {
		again := false
		for _, seat := range asked {
			m := &s.Private[seat]
			switch m.Choice.Answer.Verb {
			case VerbRefuse:
				su.Refused[seat] = true
				m.Choice.Refused = m.Sheet
				s.log(MsgRefusal, engine.SeatRef(seat), 1)
				again = true
			case VerbRecent:
				s.log(MsgRefusal, engine.SeatRef(seat), 2)
				again = true
			}
			m.Choice.Answer = Action{}
		}
		if again {
			s.setupNext(SetupDeal)
		} else {
			s.setupNext(SetupTrumps)
		}
		return
	}
	sils := book.Silhouettes()
	worn := map[string]int{}
	for _, c := range p.Chars {
		if c.Silhouette != "" {
			worn[c.Silhouette]++
		}
	}
	var wear, taken []int
	for _, seat := range asked {
		a := s.Private[seat].Choice.Answer
		s.Private[seat].Choice.Answer = Action{}
		if a.Verb != VerbSil {
			continue
		}
		sl := sils[a.A]
		if worn[sl.ID] >= sl.Copies {
			taken = append(taken, seat)
			s.log(MsgNoCopy, engine.SeatRef(seat), SilhouetteTerm(sl.ID))
			continue
		}
		worn[sl.ID]++
		p.Chars[seat].Silhouette = sl.ID
		wear = append(wear, seat)
	}
	for _, seat := range asked {
		if c := p.Chars[seat].Silhouette; c != "" && !slices.Contains(taken, seat) {
			s.log(MsgSilhouette, engine.SeatRef(seat), SilhouetteTerm(c))
		}
	}
	if len(taken) > 0 {
		s.setupWindow(su.Stage, taken)
		return
	}
	s.setupNext(SetupBalance)
}

// setupSides counts the searchers (Good and Special silhouettes) and base players (Evil ones).
func (s *State) setupSides() (searchers, bases []int) {
	for seat, c := range s.Public.Chars {
		if sil := silhouette(c.Silhouette); sil != nil && sil.Side == book.Evil {
			bases = append(bases, seat)
		} else {
			searchers = append(searchers, seat)
		}
	}
	return searchers, bases
}

// setupSmaller reports whether a silhouette of side joins the side that has fewer seats than
// the table has (E) sheets.
func (s *State) setupSmaller(side book.Side) bool {
	_, bases := s.setupSides()
	_, _, e, _ := Roles(s.Public.Seats)
	return (side == book.Evil) == (len(bases) < e)
}

// setupBalance is the balancing of 4.1: when the searchers or the base players are fewer than
// the (E) sheets dealt, the larger side may change silhouettes (restricted by its trumps,
// AMB-28 a); while that is not enough, the larger side is dealt trumps again (all 20
// reshuffled) and chooses again. After setupRedeals such deals, the larger side's seats, drawn
// at random, must each wear a silhouette of the smaller side until the counts hold (DESIGN:
// the loop must end whatever the players choose).
func (s *State) setupBalance() {
	p := &s.Public
	su := &p.Board.Setup
	searchers, bases := s.setupSides()
	_, _, e, _ := Roles(p.Seats)
	s.log(MsgBalance, len(searchers), len(bases), e)
	if len(searchers) >= e && len(bases) >= e {
		s.setupFinish()
		return
	}
	larger := searchers
	if len(bases) > len(searchers) {
		larger = bases
	}
	switch {
	case !su.Changed:
		su.Changed = true
		s.setupWindow(SetupChange, larger)
	case su.Redeals < setupRedeals:
		su.Redeals++
		s.setupDealTrumps(larger)
		s.setupWindow(SetupRechoose, larger)
	default:
		seat := larger[s.RNG.IntN(len(larger))]
		su.Stage = SetupForce
		s.log(MsgCrossOver, engine.SeatRef(seat))
		s.ask(Ask{Kind: AskSetup, Seat: seat, Fighter: -1})
	}
}

// setupFinish settles the set-up: the trumps go back, the roles follow the silhouettes, and
// the planet phase is laid out.
func (s *State) setupFinish() {
	su := &s.Public.Board.Setup
	su.Stage, su.Asked, su.Holders = SetupDone, nil, nil
	for seat := range s.Private {
		s.Private[seat].Choice.Trump = 0
		s.Private[seat].Choice.Answer = Action{}
	}
	s.Hidden.Setup.Trumps = nil
	s.Public.Board.Steps.Now(Step{Kind: sPlanetStart})
	s.fixRoles()
}

// fixRoles sets each seat's role from its silhouette (3.2).
func (s *State) fixRoles() {
	p := &s.Public
	for seat := range p.Chars {
		p.Board.Role[seat] = Searcher
		if sil := silhouette(p.Chars[seat].Silhouette); sil != nil && sil.Side == book.Evil {
			p.Board.Role[seat] = BasePlayer
		}
	}
}

// dealSetup deals what a determinization cannot see of the set-up under way: the other seats'
// trumps (from the cards the kept seats do not hold) and the answers of those that already
// answered the open window (a legal answer at random); the sheet a seat refused stays its own.
func (s *State) dealSetup(rng *engine.RNG, keep []bool) {
	b := &s.Public.Board
	su := &b.Setup
	if b.Part != PartSetup || su.Stage == SetupDone {
		return
	}
	held := map[int]bool{}
	for seat, k := range keep {
		if k {
			held[s.Private[seat].Choice.Trump] = true
		}
	}
	var deck []int
	for t := 1; t <= 20; t++ {
		if !held[t] {
			deck = append(deck, t)
		}
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for seat := range s.Private {
		if keep[seat] {
			continue
		}
		s.Private[seat].Choice = SetupChoice{}
		if slices.Contains(su.Holders, seat) && len(deck) > 0 {
			s.Private[seat].Choice.Trump, deck = deck[0], deck[1:]
		}
	}
	s.Hidden.Setup.Trumps = deck
	if s.Public.Ask.Kind != AskSetup {
		return
	}
	for _, seat := range su.Asked {
		if keep[seat] || slices.Contains(s.Public.Ask.Seats, seat) {
			continue
		}
		if opts := s.setupOptions(seat); len(opts) > 0 {
			s.Private[seat].Choice.Answer = opts[rng.IntN(len(opts))]
		}
	}
}

// redealSetup gives the trumps of the holders outside keep to one another afresh (Redeal);
// their answers stay, since the reveal shows them.
func (s *State) redealSetup(rng *engine.RNG, keep []bool) {
	var open, trumps []int
	for _, seat := range s.Public.Board.Setup.Holders {
		if !keep[seat] {
			open = append(open, seat)
			trumps = append(trumps, s.Private[seat].Choice.Trump)
		}
	}
	rng.Shuffle(len(trumps), func(i, j int) { trumps[i], trumps[j] = trumps[j], trumps[i] })
	for i, seat := range open {
		s.Private[seat].Choice.Trump = trumps[i]
	}
}
