package i18n

import (
	"fmt"
	"slices"

	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// The 超人ロック table's words for what the rules ask: a button label for each legal action, the
// prompt over the buttons, and a longer tip. They read the asking seat's View alone, name
// cards, abilities, places, seats and fighters in words (the same words as the log), and take
// their text from locke_table.go.

// LockeNames names the seats (the table's seat names) for labels and prompts.
type LockeNames func(seat int) string

// LockeAction is the button label for action a offered to v's seat now: short, unambiguous
// among the other actions offered at the same moment, naming cards, abilities, places, seats,
// fighters and numbers in words. A declaration names its stat and value and marks the true
// value.
func LockeAction(l Lang, v *locke.View, a locke.Action, name LockeNames) string {
	return lockeWords{l, v, name}.action(a)
}

// LockePrompt is the line over the buttons: what is asked of v's seat now when asked (it has
// legal actions), else what the table waits for. A window's prompt names nobody it asks: who is
// asked is each seat's own knowledge.
func LockePrompt(l Lang, v *locke.View, asked bool, name LockeNames) string {
	w := lockeWords{l, v, name}
	switch {
	case v.Ask.Kind == locke.AskNone:
		return w.idle()
	case asked:
		return w.asking()
	}
	return w.waiting()
}

// LockeDetail is a longer explanation of an action for a hover tip; "" when the label says it
// all.
func LockeDetail(l Lang, v *locke.View, a locke.Action, name LockeNames) string {
	return lockeWords{l, v, name}.detail(a)
}

// LockeFighter names a participant of v's combat as labels and prompts do: a character by its
// seat's name, an NPC by its name, numbered among NPCs of one name.
func LockeFighter(l Lang, v *locke.View, f int, name LockeNames) string {
	return lockeWords{l, v, name}.fighter(f)
}

// LockeSide is an alignment's word; LockeTrump names a set-up trump.
func LockeSide(l Lang, s book.Side) string { return lockeWords{l: l}.side(s) }
func LockeTrump(l Lang, t int) string      { return lockeWords{l: l}.trump(t) }

// LockePlace names a place of the boards, a spaceport marked.
func LockePlace(l Lang, place int) string { return lockeWords{l: l}.place(place) }

// lockeWords renders for one seat's View in one language.
type lockeWords struct {
	l    Lang
	v    *locke.View
	name LockeNames
}

func (w lockeWords) t(key string, args ...any) string { return T(w.l, "locke.ui."+key, args...) }

// verbArg is what a's first number names.
func verbArg(v locke.Verb) locke.Arg {
	a, _ := v.Args()
	return a
}

// lockeAskNames name the questions (rules/locke/state.go AskKind) in the table's keys.
var lockeAskNames = map[locke.AskKind]string{
	locke.AskJoin: "join", locke.AskPre: "pre", locke.AskTurn: "turn", locke.AskAfter: "after",
	locke.AskDeclare: "declare", locke.AskDefend: "defend", locke.AskKeep: "keep", locke.AskSync: "sync",
	locke.AskSyncJoin: "syncjoin", locke.AskReact: "react", locke.AskCounter: "counter",
	locke.AskResidual: "residual", locke.AskWilling: "willing", locke.AskDiscard: "discard",
	locke.AskWild: "wild", locke.AskEscaped: "escaped", locke.AskAim: "aim", locke.AskSetup: "setup",
	locke.AskPlace: "place", locke.AskSupport: "support", locke.AskMain: "main", locke.AskDest: "dest",
	locke.AskBattle: "battle", locke.AskObject: "object", locke.AskInvite: "invite",
	locke.AskAgree: "agree", locke.AskPeek: "peek",
}

// lockeWaitKeys are the waiting lines of the questions put to one seat, which name it.
var lockeWaitKeys = map[locke.AskKind]string{
	locke.AskPre: "pre", locke.AskTurn: "turn", locke.AskAfter: "turn", locke.AskAim: "turn",
	locke.AskWild: "turn", locke.AskEscaped: "escaped", locke.AskDefend: "defend", locke.AskKeep: "keep",
	locke.AskSync: "sync", locke.AskCounter: "counter", locke.AskSupport: "main", locke.AskMain: "main",
	locke.AskDest: "dest", locke.AskBattle: "battle", locke.AskPlace: "place", locke.AskInvite: "invite",
	locke.AskPeek: "peek", locke.AskSetup: "force",
}

// lockeDeclNames name what a declaration is for (rules/locke/state.go DeclFor) in the keys; a
// 幻覚 room is resisted as the card is.
var lockeDeclNames = map[locke.DeclFor]string{
	locke.ForActivate: "activate", locke.ForMind: "mind", locke.ForDamage: "damage",
	locke.ForMelee: "melee", locke.ForMeleeTarget: "meleetarget", locke.ForResist: "resist",
	locke.ForResistMind: "resistmind", locke.ForBlock: "block", locke.ForBlockMind: "blockmind",
	locke.ForReform: "reform", locke.ForTeleport: "teleport", locke.ForIntrude: "intrude",
	locke.ForPartyTeleport: "partytele", locke.ForJail: "jail", locke.ForRoom: "resist",
	locke.ForRoomMind: "resistmind",
}

// action is the label of a.
func (w lockeWords) action(a locke.Action) string {
	switch a.Verb {
	case locke.VerbLv, locke.VerbMind, locke.VerbDur:
		return w.declaration(a)
	}
	return w.t(w.actKey(a), w.actArgs(a)...)
}

// actKey is the verb's key, the most particular there is: its variant, then the question it
// answers, then the verb alone.
func (w lockeWords) actKey(a locke.Action) string {
	base := "act." + a.Verb.String()
	for _, suffix := range []string{w.variant(a), w.context()} {
		if suffix != "" && Has("locke.ui."+base+"."+suffix) {
			return base + "." + suffix
		}
	}
	return base
}

// variant is what makes one verb read differently by what it acts with.
func (w lockeWords) variant(a locke.Action) string {
	switch a.Verb {
	case locke.VerbDefend:
		if cc, _ := ccard(a.A); cc.Kind == book.CEscape {
			return "escape" // a dodge rather than a block
		}
	case locke.VerbWeapon:
		if ab, _ := w.ability(a.A); ab != nil && ab.Effect == book.Proxy {
			return "proxy"
		}
	case locke.VerbPre:
		if ab, _ := w.ability(a.A); ab != nil && ab.Effect == book.Minions {
			return "minions"
		}
	case locke.VerbPlace:
		if locke.InBase(a.A) {
			return "key"
		}
	case locke.VerbEnd:
		if w.v.Ask.Kind == locke.AskSupport && w.v.Ask.Count == 1 {
			return "support1"
		}
	}
	return ""
}

// context names the question under way, the set-up's refusals apart from its silhouettes.
func (w lockeWords) context() string {
	if w.v.Ask.Kind == locke.AskSetup && w.v.Board.Setup.Stage == locke.SetupRefuse {
		return "refuse"
	}
	return lockeAskNames[w.v.Ask.Kind]
}

// actArgs are the words a's label is made of.
func (w lockeWords) actArgs(a locke.Action) []any {
	switch a.Verb {
	case locke.VerbThere, locke.VerbAlive: // no number: the verb rolls the chart of its name
		return []any{T(w.l, string(locke.ChartTerm(a.Verb.String())))}
	}
	switch verbArg(a.Verb) {
	case locke.ArgHand:
		return []any{w.handCard(a.A)}
	case locke.ArgFace:
		return []any{w.card(a.A)}
	case locke.ArgAbility:
		if w.variant(a) == "minions" {
			return []any{w.abilityName(a.A), a.B}
		}
		return []any{w.abilityName(a.A)}
	case locke.ArgFighter:
		return []any{w.fighter(a.A)}
	case locke.ArgSeat:
		return []any{w.name(a.A)}
	case locke.ArgPlace:
		return []any{w.place(a.A)}
	case locke.ArgPlanet:
		return []any{w.planet(a.A)}
	case locke.ArgStat:
		return []any{T(w.l, string(locke.StatTerm(book.Stat(a.A))))}
	case locke.ArgSilhouette:
		return []any{w.silhouette(a.A)}
	}
	switch a.Verb {
	case locke.VerbClaim:
		return []any{w.side(w.v.Side())}
	case locke.VerbPropose:
		return []any{len(w.v.Board.Invited)}
	case locke.VerbBoost, locke.VerbHinder:
		return []any{w.residualFire()}
	}
	return nil
}

// declaration labels a declared value with its stat, the [格闘:X] declared with it, and a mark
// on the true value (the highest the rules offer: 3.1 lets a seat declare up to it).
func (w lockeWords) declaration(a locke.Action) string {
	key := "act." + a.Verb.String()
	if a.Suit {
		key = "act.dur.suit"
		if w.melee() {
			key = "act.dur.meleesuit"
		}
	}
	s := w.t(key, a.A)
	if a.X > 0 {
		s = w.t("act.shift", s, a.X)
	}
	if a.A == w.trueValue(a) {
		s = w.t("act.true", s)
	}
	return s
}

// melee reports whether the declaration under way is a melee's.
func (w lockeWords) melee() bool {
	f := w.v.Ask.For
	return f == locke.ForMelee || f == locke.ForMeleeTarget
}

// trueValue is the value of a's stat the seat truly has now, as the rules bound its
// declarations (rules/locke/legal.go declarations): a melee adds the minions, a suit's
// declaration is the suit's 耐久力 left (added to the body's in a melee).
func (w lockeWords) trueValue(a locke.Action) int {
	b := w.v.Body()
	switch a.Verb {
	case locke.VerbLv:
		return b.Lv
	case locke.VerbMind:
		return max(b.Mind, 1)
	}
	body := max(b.Dur, 1)
	if w.melee() {
		if f := w.v.Ask.Fighter; f >= 0 && f < len(w.v.Fight.Fighters) {
			body += w.v.Fight.Fighters[f].Minions
		}
	}
	switch {
	case !a.Suit:
		return body
	case w.melee():
		return body + w.suitLeft()
	}
	return w.suitLeft()
}

// suitLeft is the 耐久力 left in the seat's suit: its sheet's first suit not broken.
func (w lockeWords) suitLeft() int {
	sh := book.CharacterByID(w.v.Sheet)
	if sh == nil {
		return 0
	}
	for i, ab := range sh.Abilities {
		if ab.Effect == book.Suit && i < len(w.v.Suits) && w.v.Suits[i] < ab.X {
			return ab.X - w.v.Suits[i]
		}
	}
	return 0
}

// ccard is Cカード c of the book.
func ccard(c int) (book.CCard, bool) {
	if c < 0 || c >= len(book.CCards) {
		return book.CCard{}, false
	}
	return book.CCards[c], true
}

// card names a Cカード by its face: its name, LV and 火力 as printed.
func (w lockeWords) card(c int) string {
	cc, ok := ccard(c)
	switch {
	case !ok:
		return T(w.l, "common.acard")
	case cc.Level == 0:
		return pick(w.l, cc.Name, cc.NameEN)
	case cc.Fire == 0:
		return w.t("card.lv", pick(w.l, cc.Name, cc.NameEN), cc.Level)
	}
	return w.t("card.fire", pick(w.l, cc.Name, cc.NameEN), cc.Level, cc.Fire)
}

// handCard names a card of the hand; when the hand holds other cards of the same face, which
// copy it is, so that each card the rules offer has its own button.
func (w lockeWords) handCard(c int) string {
	label := w.card(c)
	cc, ok := ccard(c)
	if !ok {
		return label
	}
	var same []int
	for _, h := range w.v.Hand {
		if hc, _ := ccard(h); hc.Name == cc.Name && hc.Level == cc.Level && hc.Fire == cc.Fire && !slices.Contains(same, h) {
			same = append(same, h)
		}
	}
	if len(same) < 2 {
		return label
	}
	slices.Sort(same)
	return w.t("nth", label, slices.Index(same, c)+1)
}

// ability is the seat's ability number ref (its sheet's or an ability card's, numbered as the
// rules number them: locke.AbilityRef), and whether it is an ability card's.
func (w lockeWords) ability(ref int) (*book.Ability, bool) {
	if sh := book.CharacterByID(w.v.Sheet); sh != nil {
		for i := range sh.Abilities {
			if int(locke.AbilityRef(&sh.Abilities[i])) == ref {
				return &sh.Abilities[i], false
			}
		}
	}
	cards := book.AbilityCards()
	for _, k := range w.v.Items {
		if k >= 0 && k < len(cards) && int(locke.AbilityRef(&cards[k].Ability)) == ref {
			return &cards[k].Ability, true
		}
	}
	return nil, false
}

// abilityName names an ability; an ability card that shares its name with another of the
// seat's abilities says it is the card.
func (w lockeWords) abilityName(ref int) string {
	ab, item := w.ability(ref)
	if ab == nil {
		return w.t("ability")
	}
	name := pick(w.l, ab.Name, ab.NameEN)
	if !item {
		return name
	}
	if sh := book.CharacterByID(w.v.Sheet); sh != nil {
		for i := range sh.Abilities {
			if pick(w.l, sh.Abilities[i].Name, sh.Abilities[i].NameEN) == name {
				return w.t("itemmark", name)
			}
		}
	}
	return name
}

// fighter names a participant of the combat: a character or 残留思念 by its seat's name, an NPC
// by its name, numbered when several NPCs of one name take part.
func (w lockeWords) fighter(f int) string {
	fs := w.v.Fight.Fighters
	if f < 0 || f >= len(fs) {
		return w.t("none")
	}
	base := w.fighterBase(f)
	if fs[f].Kind == locke.PC || fs[f].Kind == locke.Residual {
		return base
	}
	n, nth := 0, 0
	for i := range fs {
		if fs[i].Kind != locke.PC && fs[i].Kind != locke.Residual && w.fighterBase(i) == base {
			n++
			if i <= f {
				nth++
			}
		}
	}
	if n > 1 {
		return w.t("nth", base, nth)
	}
	return base
}

func (w lockeWords) fighterBase(f int) string {
	fi := &w.v.Fight.Fighters[f]
	switch fi.Kind {
	case locke.PC:
		return w.name(fi.Seat)
	case locke.Residual:
		return w.t("residual", w.name(fi.Seat))
	}
	return T(w.l, string(locke.NPCTerm(fi.NPC)))
}

// place names a place of the boards as the log does, a spaceport marked.
func (w lockeWords) place(p int) string {
	s := T(w.l, string(locke.PlaceTerm(p)))
	if locke.Spaceport(p) {
		return w.t("spaceport", s)
	}
	return s
}

// planet names the planet of a place.
func (w lockeWords) planet(p int) string {
	names := book.PlanetNames()
	if i := p / locke.PlanetCells; p >= 0 && i < len(names) {
		return pick(w.l, names[i].Name, names[i].NameEN)
	}
	return w.place(p)
}

// silhouette names silhouette i of the book with its alignment: two names are worn on two
// sides (ラン, グルンベルグ).
func (w lockeWords) silhouette(i int) string {
	sils := book.Silhouettes()
	if i < 0 || i >= len(sils) {
		return w.t("none")
	}
	return w.t("silhouette", T(w.l, string(locke.SilhouetteTerm(sils[i].ID))), sideMarks([]book.Side{sils[i].Side}))
}

// side is an alignment's word.
func (w lockeWords) side(s book.Side) string {
	return w.t(fmt.Sprintf("side.%d", min(max(int(s), 1), 3)))
}

// residualFire is the 火力 of the seat's own 残留思念 in the combat.
func (w lockeWords) residualFire() int {
	for _, fi := range w.v.Fight.Fighters {
		if fi.Kind == locke.Residual && fi.Seat == w.v.Seat && fi.In() {
			return fi.Fire
		}
	}
	return 0
}

// trump names a set-up trump: 1..10 black ace to 10, 11..20 red ace to 10.
func (w lockeWords) trump(t int) string {
	if t <= 0 {
		return w.t("trump.none")
	}
	rank := fmt.Sprint((t-1)%10 + 1)
	if rank == "1" {
		rank = w.t("trump.ace")
	}
	if t > 10 {
		return w.t("trump.red", rank)
	}
	return w.t("trump.black", rank)
}

// ownFighter is the seat's fighter, nil when it is in no combat.
func (w lockeWords) ownFighter() *locke.Fighter {
	if f := w.v.Chars[w.v.Seat].Fighter; f >= 0 && f < len(w.v.Fight.Fighters) {
		return &w.v.Fight.Fighters[f]
	}
	return nil
}

// face is the card the Cカード in use is played as.
func face(u locke.Use) int {
	if u.As >= 0 {
		return u.As
	}
	return u.Card
}

// asking is the prompt of the question put to the seat.
func (w lockeWords) asking() string {
	v := w.v
	a := &v.Ask
	h := &v.Fight.Hit
	switch a.Kind {
	case locke.AskJoin:
		chart := "there"
		if !v.Chars[v.Seat].Alive {
			chart = "alive"
		}
		return w.t("ask.join", T(w.l, string(locke.ChartTerm(chart))))
	case locke.AskTurn:
		return w.t("ask.turn", v.Fight.Round)
	case locke.AskAim:
		return w.t("ask.aim", w.pending())
	case locke.AskDefend:
		return w.t("ask.defend", w.fighter(h.By), h.Level, h.Fire)
	case locke.AskKeep:
		return w.t("ask.keep", v.Fight.KeepLv)
	case locke.AskSyncJoin:
		return w.t("ask.syncjoin", w.fighter(h.By), w.card(h.As))
	case locke.AskReact:
		return w.t("ask.react", w.fighter(v.Fight.Use.Fighter), w.card(face(v.Fight.Use)))
	case locke.AskResidual:
		return w.t("ask.residual", w.fighter(h.By))
	case locke.AskDiscard:
		if fi := w.ownFighter(); fi != nil && fi.HandCount > fi.Limit {
			return w.t("ask.discard", fi.Limit)
		}
		return w.t("ask.discard1")
	case locke.AskDeclare:
		return w.declPrompt()
	case locke.AskSetup:
		return w.setupPrompt()
	case locke.AskPlace:
		if v.Board.Grid != nil {
			return w.t("ask.place.key", a.Count+1)
		}
		return w.t("ask.place", a.Count+1)
	case locke.AskSupport:
		return w.t("ask.support", a.Count)
	case locke.AskDest:
		return w.t(w.destKey())
	case locke.AskBattle:
		if w.twinHere() {
			return w.t("ask.battle.twin")
		}
		return w.t("ask.battle")
	case locke.AskObject:
		return w.t("ask.object", w.name(v.Board.Claim.Seat), w.side(book.Side(v.Board.Claim.Side)))
	case locke.AskInvite:
		return w.t("ask.invite", len(v.Board.Invited))
	case locke.AskAgree:
		return w.t("ask.agree", w.name(v.Board.Turn))
	case locke.AskPeek:
		if a.Count == 1 {
			return w.t("ask.peek.base")
		}
		return w.t("ask.peek")
	}
	return w.t("ask." + lockeAskNames[a.Kind]) // pre, after, escaped, wild, sync, counter, willing, main
}

// pending names the main action waiting for its target: its card, its ability, a melee, or
// the seat's 残留思念's attack.
func (w lockeWords) pending() string {
	pd := w.v.Pending
	switch {
	case pd.Verb == locke.VerbWild:
		return w.card(pd.B)
	case pd.Verb == locke.VerbWeapon:
		return w.abilityName(pd.A)
	case pd.Verb == locke.VerbMelee:
		return w.t("act.melee")
	case verbArg(pd.Verb) == locke.ArgHand:
		return w.card(pd.A)
	}
	return w.t("act.residual")
}

// declPrompt is the prompt of a declaration: what it is for, and the figures it is made against.
func (w lockeWords) declPrompt() string {
	v := w.v
	a := &v.Ask
	key := "decl." + lockeDeclNames[a.For]
	switch a.For {
	case locke.ForActivate:
		return w.t(key, w.card(face(v.Fight.Use)))
	case locke.ForMind, locke.ForBlockMind:
		return w.t(key, a.Count)
	case locke.ForDamage:
		return w.t(key, v.Fight.Hit.Fire)
	case locke.ForMeleeTarget:
		return w.t(key, w.fighter(v.Fight.Hit.By), v.Fight.Hit.Fire)
	case locke.ForResist, locke.ForResistMind:
		return w.t(key, v.Fight.Illusion)
	case locke.ForRoom, locke.ForRoomMind:
		return w.t(key, a.Count) // the room's LV
	case locke.ForBlock:
		return w.t(key, w.card(v.Fight.Block))
	case locke.ForReform:
		return w.t(key, w.name(v.Fight.Reform))
	case locke.ForJail:
		return w.t(key, a.Lv)
	}
	return w.t(key) // melee, teleport, intrude, partytele
}

// setupPrompt is the prompt of the set-up's question under way.
func (w lockeWords) setupPrompt() string {
	v := w.v
	switch v.Board.Setup.Stage {
	case locke.SetupRefuse:
		name := ""
		if sh := book.CharacterByID(v.Sheet); sh != nil {
			name = pick(w.l, sh.Name, sh.NameEN)
		}
		return w.t("ask.refuse", name)
	case locke.SetupChange:
		return w.t("ask.change")
	case locke.SetupRechoose:
		return w.t("ask.rechoose", w.trump(v.Choice.Trump))
	case locke.SetupForce:
		return w.t("ask.force")
	}
	return w.t("ask.choose", w.trump(v.Choice.Trump))
}

// destKey says what the places of an AskDest are for: an escape's move (5.7), the spaceport
// to start on, the cell to enter the base on, or a teleport's landing.
func (w lockeWords) destKey() string {
	b := &w.v.Board
	at := locke.OffBoard
	if w.v.Seat < len(b.Pos) {
		at = b.Pos[w.v.Seat]
	}
	switch {
	case b.Escaping == w.v.Seat:
		return "ask.dest.escape"
	case at == locke.OffBoard:
		return "ask.dest.start"
	case b.Part == locke.PartBase && !locke.InBase(at):
		return "ask.dest.enter"
	}
	return "ask.dest"
}

// twinHere reports whether a living character wearing the seat's silhouette shares its cell:
// the combat is then not the seat's to refuse (3.2).
func (w lockeWords) twinHere() bool {
	b := &w.v.Board
	me := w.v.Seat
	if len(b.Pos) != len(w.v.Chars) {
		return false
	}
	for t, c := range w.v.Chars {
		if t != me && c.Alive && b.Pos[t] == b.Pos[me] && c.Silhouette == w.v.Chars[me].Silhouette {
			return true
		}
	}
	return false
}

// waiting is what the table waits for while the seat is not asked.
func (w lockeWords) waiting() string {
	a := &w.v.Ask
	if a.Seats != nil {
		name := lockeAskNames[a.Kind]
		if a.Kind == locke.AskSetup {
			name = "choose"
			if w.v.Board.Setup.Stage == locke.SetupRefuse {
				name = "refuse"
			}
		}
		return w.t("wait." + name)
	}
	if a.Kind == locke.AskDeclare {
		return w.t("wait.declare", w.name(a.Seat), T(w.l, string(locke.StatTerm(a.Stat))))
	}
	if key, ok := lockeWaitKeys[a.Kind]; ok {
		return w.t("wait."+key, w.name(a.Seat))
	}
	return w.t("wait.none")
}

// idle is the line when nothing is asked: the game is over, or the rules are between steps.
func (w lockeWords) idle() string {
	if w.v.Board.Part == locke.PartOver {
		return w.t("wait.over")
	}
	return w.t("wait.none")
}

// detail is the tip of an action: a card's or an ability's full text, a declaration's true
// value and what declaring means, a fighter's silhouette, or the verb's own tip.
func (w lockeWords) detail(a locke.Action) string {
	switch verbArg(a.Verb) {
	case locke.ArgHand, locke.ArgFace:
		return w.cardTip(a.A)
	case locke.ArgAbility:
		if ab, _ := w.ability(a.A); ab != nil {
			return w.t("tipability", w.abilityName(a.A), pick(w.l, ab.Text, ab.TextEN))
		}
		return ""
	case locke.ArgFighter:
		if fs := w.v.Fight.Fighters; a.A >= 0 && a.A < len(fs) && fs[a.A].Kind == locke.PC {
			if sil := w.v.Chars[fs[a.A].Seat].Silhouette; sil != "" {
				return w.t("tipsilhouette", T(w.l, string(locke.SilhouetteTerm(sil))))
			}
		}
		return ""
	}
	switch a.Verb {
	case locke.VerbLv, locke.VerbMind:
		return w.t("tiptrue", w.trueValue(a))
	case locke.VerbDur:
		return w.t("tiptruedur", w.trueValue(a))
	}
	if key := "locke.ui.tip." + a.Verb.String(); Has(key) {
		return T(w.l, key)
	}
	return ""
}

// cardTip is a Cカード's full face: its kind, linkable or piercing, and what a special card does.
func (w lockeWords) cardTip(c int) string {
	cc, ok := ccard(c)
	if !ok {
		return ""
	}
	parts := []string{w.t(fmt.Sprintf("tipcard.kind.%d", cc.Kind))}
	if cc.Sync {
		parts = append(parts, w.t("tipcard.sync"))
	}
	if cc.Pierce {
		parts = append(parts, w.t("tipcard.pierce"))
	}
	if cc.Special != book.NotSpecial {
		parts = append(parts, w.t(fmt.Sprintf("tipcard.special.%d", cc.Special)))
	}
	text := parts[0]
	for _, p := range parts[1:] {
		text += w.t("tipcard.sep") + p
	}
	return w.t("tipcard", w.card(c), text)
}
